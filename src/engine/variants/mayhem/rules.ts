import { refuse, type Applied } from '../../result';
import { MAYHEM_CONTENT, normaliseAnswer, type BasicEffect, type TreasureDef } from './content';
import { attackOfCard, heroAttacks } from './attacks';
import { giveCard, hurtMonster } from './damage';
import { closeTo, inRange, isDoorChar, doorOpen, sameSquare, samePlace, squareChar, stepFrom, tileOf, walkable } from './dungeon';
import { dropsTo, drawMonsterCard, receiveTreasure, resolveEffects } from './effects';
import { arrive, pickUp } from './exploring';
import { faceDownNextTo, teleportSquare } from './turning';
import { challengeRolledFor, riddleSolved, rollChallengeAgain, startParley } from './challenges';
import { canCarry, doorBonus, goldCap as goldCapOf, hasCondition, mayUse, stat } from './hero-sheet';
import { monsterDef, riddleDef, treasureDef, heroWord } from './lookup';
import { ambushes, endOfRound, monstersTurn } from './monsters-turn';
import { DIRECTIONS, type HeroState, type MayhemAction, type MayhemEvent, type MayhemSetup, type MayhemState, type Square } from './schema';
import { effectPlayable } from './support';
import { competitiveWinners, isCompetitive } from './competitive';
import { isModule, moduleWon, noteSolved } from './narrative-module';
import { look, lookRefusal, monsterHidden } from './invisible';
import { sideOf, squareName } from './place-words';
import { note, noteWas, openTable, putInto, roll, takeOut, type Table } from './table';

/**
 * Magic and Mayhem's rules as one pure function (DESIGN.md, engine
 * contract): apply(setup, state, action) gives the next state and what
 * happened, or refuses with the rule's id and changes nothing. Each refusal
 * names a reading of docs/mayhem.md.
 */

export type MayhemApplied = Applied<MayhemState, MayhemEvent>;

export const MAYHEM_RULES = {
  over: 'mayhem.over',
  move: 'mayhem.move',
  action: 'mayhem.action',
  attack: 'mayhem.range',
  door: 'mayhem.door',
  give: 'mayhem.give',
  use: 'mayhem.use',
  bonus: 'mayhem.bonus',
  buy: 'mayhem.store.buy',
  lasting: 'mayhem.lasting',
  pending: 'mayhem.challenge.pending',
  answer: 'mayhem.challenge.answer',
  choose: 'mayhem.choose',
  reveal: 'mayhem.reveal',
  revive: 'mayhem.death.revive',
  teleport: 'mayhem.teleport',
  invisible: 'mayhem.invisible',
  discard: 'mayhem.discard',
  reroll: 'mayhem.reroll',
  concede: 'mayhem.concede',
} as const;

type Refusal = { ok: false; error: { rule: string; message: string } };
type Done = Refusal | undefined;

export function applyMayhem(setup: MayhemSetup, state: MayhemState, action: MayhemAction): MayhemApplied {
  if (state.phase.type === 'over') return refuse(MAYHEM_RULES.over, `The game is over: the party has ${state.phase.result}.`);
  const t = openTable(setup, state);
  const seat = state.phase.turn.seat;
  // A failed roll may be rolled again only as the very next thing the hero does (mayhem.reroll).
  if (t.s.phase.type === 'turn') delete t.s.phase.turn.retry;
  const refused = dispatch(t, action, state.phase.turn.retry);
  if (refused) return refused;
  // Ends of turns see to their own ambushes, before the monsters' turn (not while a challenge waits: its reroll moves nothing).
  if (action.type === 'step' || (action.type === 'use' && state.pending.length === 0)) ambushes(t, state.nextNumber, seat);
  settle(t);
  return { ok: true, state: t.s, events: t.events };
}

const turnOf = (t: Table) => {
  if (t.s.phase.type !== 'turn') throw new Error('no turn while the game is over');
  return t.s.phase.turn;
};

function dispatch(t: Table, a: MayhemAction, retry: Retry | undefined): Done {
  const turn = turnOf(t);
  const seat = turn.seat;
  const h = t.s.heroes[seat]!;
  const incapacitated = hasCondition(h.effects, 'incapacitated');
  if (t.s.pending.length > 0 && a.type !== 'answer' && a.type !== 'judge' && a.type !== 'choose' && a.type !== 'discard' && a.type !== 'concede') {
    // The die that picked a physical challenge may be rolled again before it is tried (mayhem.reroll).
    if (a.type === 'use' && challengeRolledFor(t, seat) && rerolls(a.item)) return useCard(t, seat, a.item, a.on, a.door, { kind: 'challenge' });
    return refuse(MAYHEM_RULES.pending, 'A challenge or a choice waits for its outcome first.');
  }
  switch (a.type) {
    case 'concede':
      // The table gives up (mayhem.concede): a game no one can end otherwise ends here, lost.
      t.s.phase = { type: 'over', result: 'lost', ...(isCompetitive(t.setup) ? { winners: [] } : {}), conceded: true };
      note(t, isCompetitive(t.setup) ? 'The table abandons the dungeon: the game is over, and no team wins' : 'The party abandons the dungeon: the game is lost');
      return undefined;
    case 'answer':
    case 'judge':
    case 'choose':
      return settlePending(t, a);
    case 'discard':
      return settleDiscard(t, a.item);
    case 'step': {
      if (incapacitated || hasCondition(h.effects, 'immobilized')) return refuse(MAYHEM_RULES.lasting, `${heroWord(h.hero)} cannot move now.`);
      if (turn.moved >= stat(h, 'mov') + turn.extraMove) return refuse(MAYHEM_RULES.move, `${heroWord(h.hero)} has moved their MOV this turn.`);
      const to = stepFrom(h.at, a.dir);
      if (to.x < 0 || to.y < 0 || !walkable(t.s, to)) return refuse(MAYHEM_RULES.move, 'A wall, a closed door or unexplored rock is in the way.');
      h.at = to;
      turn.moved += 1;
      arrive(t, seat);
      if (h.status === 'escaped') return nextTurn(t);
      return undefined;
    }
    case 'attack': {
      if (incapacitated || turn.acted) return refuse(MAYHEM_RULES.action, `${heroWord(h.hero)} has no action left this turn.`);
      const attack = heroAttacks(h).get(a.with);
      if (!attack) return refuse(MAYHEM_RULES.action, `${heroWord(h.hero)} cannot attack with '${a.with}'.`);
      const target = t.s.monsters.find((m) => m.number === a.target);
      if (!target) return refuse(MAYHEM_RULES.attack, `There is no monster #${a.target} to attack.`);
      if (monsterHidden(target)) return refuse(MAYHEM_RULES.invisible, `Monster #${a.target} is invisible: it must be seen first.`);
      if (!inRange(t.s, h.at, target.at, attack.range, attack.aroundCorners)) return refuse(MAYHEM_RULES.attack, `Monster #${a.target} is out of range or out of sight.`);
      turn.acted = true;
      const seen = t.s.monsters.filter((m) => !monsterHidden(m));
      // Areas (mayhem.attack.area): around the hero, the target's square, or the target's tile; heroes are never hit.
      const hit =
        attack.area === 'around'
          ? seen.filter((m) => closeTo(t.s, h.at, m.at)).map((m) => m.number)
          : attack.area === 'square'
            ? seen.filter((m) => sameSquare(m.at, target.at)).map((m) => m.number)
            : attack.area === 'tile'
              ? seen.filter((m) => samePlace(m.at, target.at)).map((m) => m.number)
              : [a.target];
      for (const n of hit) {
        const dead = hurtMonster(t, seat, n, attack.dam, attack.type, attack.inflicts);
        if (dead) dropsTo(t, seat, monsterDef(dead.monster).drops, `${monsterDef(dead.monster).name} #${dead.number}`);
      }
      return undefined;
    }
    case 'look': {
      const why = lookRefusal(t, seat, turn.looked === true);
      if (why) return refuse(MAYHEM_RULES.invisible, why);
      turn.looked = true;
      if (!look(t, seat)) turn.retry = { kind: 'look' };
      return undefined;
    }
    case 'open-door': {
      if (incapacitated || turn.acted) return refuse(MAYHEM_RULES.action, `${heroWord(h.hero)} has no action left this turn.`);
      const ch = squareChar(t.s, a.at);
      const beside = DIRECTIONS.some((d) => sameSquare(stepFrom(h.at, d), a.at));
      if (!beside || !isDoorChar(ch) || doorOpen(t.s, a.at)) return refuse(MAYHEM_RULES.door, 'There is no closed door beside the hero there.');
      const bonus = doorBonus(h, ch === 'L' ? 'locked' : 'secret');
      if (bonus === undefined) return refuse(MAYHEM_RULES.door, `${heroWord(h.hero)} has nothing to open ${ch === 'L' ? 'locked' : 'secret'} doors with.`);
      turn.acted = true;
      tryDoor(t, a.at, bonus);
      return undefined;
    }
    case 'give':
    case 'give-gold': {
      if (incapacitated || turn.acted) return refuse(MAYHEM_RULES.action, `${heroWord(h.hero)} has no action left this turn.`);
      const other = t.s.heroes[a.to];
      if (!other || a.to === seat || other.status !== 'in' || !samePlace(other.at, h.at)) return refuse(MAYHEM_RULES.give, 'Giving needs another hero on the same tile.');
      if (a.type === 'give') {
        if (!h.items.includes(a.item)) return refuse(MAYHEM_RULES.give, `${heroWord(h.hero)} does not carry '${a.item}'.`);
        if (!canCarry(other, treasureDef(a.item))) return refuse(MAYHEM_RULES.give, `${heroWord(other.hero)} is not strong enough to carry it.`);
        handOver(h, other, a.item);
      } else {
        if (a.gold > h.gold) return refuse(MAYHEM_RULES.give, `${heroWord(h.hero)} has only ${h.gold} gold.`);
        if (other.gold + a.gold > goldCapOf(other)) return refuse('mayhem.gold.cap', `${heroWord(other.hero)} cannot carry that much gold.`);
        h.gold -= a.gold;
        other.gold += a.gold;
      }
      turn.acted = true;
      return undefined;
    }
    case 'use':
      return useCard(t, seat, a.item, a.on, a.door, retry);
    case 'buy':
      return buy(t, seat, a.entry, a.pick);
    case 'end-turn': {
      const firstNew = t.s.nextNumber;
      encounter(t, seat);
      ambushes(t, firstNew, seat);
      if (t.s.pending.length > 0) {
        // The encounter brought a challenge: the turn ends once it is settled.
        t.s.endTurnAfter = true;
        return undefined;
      }
      return nextTurn(t);
    }
  }
}

/**
 * The outcome of the first pending challenge or choice: a typed answer to a
 * riddle, the players' verdict (mayhem.challenge.*), or the option picked,
 * its cost paid (mayhem.choose).
 */
function settlePending(t: Table, a: Extract<MayhemAction, { type: 'answer' | 'judge' | 'choose' }>): Done {
  const c = t.s.pending[0];
  if (!c) return refuse(MAYHEM_RULES.pending, 'Nothing is waiting for an outcome.');
  if (c.type === 'discard') return refuse(MAYHEM_RULES.discard, `${heroWord(t.s.heroes[c.seat]!.hero)} must choose a card to lose first.`);
  let effects: readonly BasicEffect[];
  if (c.type === 'choice') {
    if (a.type !== 'choose') return refuse(MAYHEM_RULES.choose, 'A choice waits: pick one of its options.');
    const option = c.options[a.option];
    if (!option) return refuse(MAYHEM_RULES.choose, 'The card has no such option.');
    const hero = t.s.heroes[c.seat]!;
    if ((option.cost ?? 0) > hero.gold) return refuse(MAYHEM_RULES.choose, `${heroWord(hero.hero)} has only ${hero.gold} gold.`);
    hero.gold -= option.cost ?? 0;
    const paid = option.cost ? `, paying ${option.cost} gold (${hero.gold} left)` : '';
    noteWas(t, `${heroWord(hero.hero)} chooses: ${option.label}${paid}`, `${heroWord(hero.hero)} chooses: ${option.label}`);
    effects = option.effects;
  } else {
    if (a.type === 'choose') return refuse(MAYHEM_RULES.pending, 'A challenge waits for its outcome, not a choice.');
    if (a.type === 'answer' && c.kind !== 'riddle') return refuse(MAYHEM_RULES.answer, 'Only a riddle is answered by typing; judge this one done or failed.');
    if (a.type === 'answer' && normaliseAnswer(a.text) === '') {
      return refuse(MAYHEM_RULES.answer, 'The answer is empty: type a word (nothing has changed; the riddle still waits), or judge the riddle met or failed.');
    }
    const success = a.type === 'answer' ? riddleSolved(c.challenge, a.text) : a.outcome === 'done';
    const answer = c.kind === 'riddle' ? riddleDef(c.challenge)?.answers[0] : undefined;
    if (success) note(t, 'The challenge is met');
    // A riddle failed says its answer, which the table would otherwise never learn (earlier, the log did not).
    else if (answer !== undefined) noteWas(t, `The challenge is failed: the answer was "${answer}"`, 'The challenge is failed');
    else note(t, 'The challenge is failed');
    if (success) noteSolved(t.setup, t.s, c.kind);
    effects = success ? c.success : c.failure;
    // A parley met: the monsters leave the board, dropping nothing (mayhem.parley).
    if (success && c.parley !== undefined) {
      for (const m of t.s.monsters.filter((x) => c.parley!.includes(x.number))) note(t, `${monsterDef(m.monster).name} #${m.number} leaves`);
      t.s.monsters = t.s.monsters.filter((x) => !c.parley!.includes(x.number));
    }
  }
  t.s.pending.shift();
  // A parley taken: its challenge waits in the choice's place (mayhem.parley).
  if (c.type === 'choice' && c.parley !== undefined && a.type === 'choose' && a.option === 0) {
    startParley(t, { ...c, parley: c.parley });
    return endTurnIfSettled(t);
  }
  const firstNew = t.s.nextNumber;
  resolveEffects(t, c.seat, effects, c.at);
  resolveEffects(t, c.seat, c.rest, c.at);
  ambushes(t, firstNew, turnOf(t).seat);
  return endTurnIfSettled(t);
}

/** The turn an encounter held open ends once nothing waits any more. */
function endTurnIfSettled(t: Table): Done {
  if (t.s.pending.length === 0 && t.s.endTurnAfter) {
    t.s.endTurnAfter = false;
    return nextTurn(t);
  }
  return undefined;
}

/**
 * A card the hero of the pending discard chooses to lose (mayhem.discard):
 * it goes to the treasure discards (a copy with charges used first, as the
 * owner would throw away the most worn); when the count is met, or nothing
 * is left to lose, the discard is done.
 */
function settleDiscard(t: Table, item: string): Done {
  const c = t.s.pending[0];
  if (c?.type !== 'discard') return refuse(MAYHEM_RULES.discard, 'No card is to be lost now.');
  const h = t.s.heroes[c.seat]!;
  if (!h.items.includes(item)) return refuse(MAYHEM_RULES.discard, `${heroWord(h.hero)} does not carry '${item}'.`);
  takeOut(h.items, item);
  const worn = h.charges.filter((x) => x.item === item);
  if (worn.length > h.items.filter((i) => i === item).length) h.charges.splice(h.charges.indexOf(worn[worn.length - 1]!), 1);
  putInto(t.s.treasureDiscard, item);
  note(t, `${heroWord(h.hero)} loses ${treasureDef(item).name}`);
  c.count -= 1;
  if (c.count === 0 || h.items.length === 0) t.s.pending.shift();
  return endTurnIfSettled(t);
}


/** Whether a card can be used in this step, and what it costs (mayhem.action, mayhem.bonus). */
export function usable(card: TreasureDef) {
  if (!('use' in card) || !card.use) return undefined;
  const { use } = card;
  if (attackOfCard(card)) return undefined; // attacks go through the attack action
  if (!use.effects.every((e) => effectPlayable(e))) return undefined;
  // A potion is drunk once; a card with one charge is spent; one with several, once they are all used; one without charges is kept.
  const spent = card.kind === 'potion' || use.charges === 1;
  const charges = use.charges !== undefined && use.charges > 1 ? use.charges : undefined;
  const needsAlly = use.effects.some((e) => 'who' in e && e.who === 'ally');
  const revives = use.effects.some((e) => e.do === 'revive');
  const opens = use.effects.flatMap((e) => (e.do === 'open-door' ? [e.doors] : []))[0];
  return { timing: use.timing, effects: use.effects, spent, charges, needsAlly, revives, opens, perRound: use.perRound === true };
}

/** A hero's own try at a door: 4+ with the bonus opens it; a failure may be rolled again (mayhem.door, mayhem.reroll). */
function tryDoor(t: Table, at: Square, bonus: number): void {
  const turn = turnOf(t);
  if (roll(t, `${heroWord(t.s.heroes[turn.seat]!.hero)} tries the door`) + bonus >= 4) {
    t.s.openDoors.push({ ...at });
    t.s.openDoors.sort((p, q) => p.y - q.y || p.x - q.x);
    note(t, 'The door opens');
    return;
  }
  turn.retry = { kind: 'door', at: { ...at }, bonus };
}

/** Whether a square beside the hero is a closed door of a kind (mayhem.door). */
function closedDoorBeside(t: Table, from: Square, at: Square, kind: 'locked' | 'secret' | 'any'): boolean {
  const ch = squareChar(t.s, at);
  const fits = kind === 'any' ? isDoorChar(ch) : ch === (kind === 'locked' ? 'L' : 'S');
  return fits && !doorOpen(t.s, at) && DIRECTIONS.some((d) => sameSquare(stepFrom(from, d), at));
}

function useCard(t: Table, seat: number, item: string, on: number | undefined, door: Square | undefined, retry: Retry | undefined): Done {
  const turn = turnOf(t);
  const h = t.s.heroes[seat]!;
  if (!h.items.includes(item)) return refuse(MAYHEM_RULES.use, `${heroWord(h.hero)} does not carry '${item}'.`);
  const card = treasureDef(item);
  const u = usable(card);
  if (!u || !mayUse(h, card)) return refuse(MAYHEM_RULES.use, `${card.name} cannot be used by ${heroWord(h.hero)} now.`);
  if (hasCondition(h.effects, 'incapacitated') && u.timing !== 'free') return refuse(MAYHEM_RULES.lasting, `${heroWord(h.hero)} is incapacitated.`);
  if (u.timing === 'action' && turn.acted) return refuse(MAYHEM_RULES.action, `${heroWord(h.hero)} has no action left this turn.`);
  if (u.timing === 'bonus' && turn.bonus) return refuse(MAYHEM_RULES.bonus, `${heroWord(h.hero)} has used their bonus action.`);
  if (u.perRound && h.usedThisRound.includes(item)) return refuse(MAYHEM_RULES.use, `${card.name} is used once a round.`);
  if (u.revives) {
    const fallen = on === undefined ? undefined : t.s.heroes[on];
    if (!fallen || fallen.status !== 'dead' || !samePlace(fallen.at, h.at)) return refuse(MAYHEM_RULES.revive, `${card.name} needs a fallen hero on ${heroWord(h.hero)}'s tile.`);
  } else if (u.needsAlly) {
    const ally = on === undefined ? undefined : t.s.heroes[on];
    if (!ally || ally.status !== 'in' || !samePlace(ally.at, h.at)) return refuse(MAYHEM_RULES.give, 'It needs a hero on the same tile to be used on.');
  } else if (on !== undefined) return refuse(MAYHEM_RULES.use, `${card.name} is not used on another hero.`);
  if (u.opens) {
    if (!door || !closedDoorBeside(t, h.at, door, u.opens)) return refuse(MAYHEM_RULES.door, `${card.name} needs a closed ${u.opens === 'any' ? '' : `${u.opens} `}door beside the hero.`);
  } else if (door !== undefined) return refuse(MAYHEM_RULES.use, `${card.name} is not used on a door.`);
  for (const e of u.effects) {
    if (e.do === 'reveal' && faceDownNextTo(t.s, h.at).length === 0) return refuse(MAYHEM_RULES.reveal, `No face-down tile lies next to ${heroWord(h.hero)}'s.`);
    if (e.do === 'teleport' && !teleportSquare(t.s, e.to)) return refuse(MAYHEM_RULES.teleport, `The ${e.to === 'entrance' ? 'Entrance' : 'Store'} is not face up.`);
    if (e.do === 'reroll' && !retry) return refuse(MAYHEM_RULES.reroll, `${heroWord(h.hero)} has no failed roll of their own to roll again.`);
  }
  if (u.timing === 'action') turn.acted = true;
  if (u.timing === 'bonus') turn.bonus = true;
  if (u.perRound) putInto(h.usedThisRound, item);
  if (u.spent || (u.charges !== undefined && useCharge(h, item, u.charges))) {
    takeOut(h.items, item);
    putInto(t.s.treasureDiscard, item);
  }
  // What it was used on, said once here: the log leaves out the action's label, which said it (narrate.ts).
  const onWhom = on === undefined ? '' : on === seat ? ' on themself' : ` on ${heroWord(t.s.heroes[on]!.hero)}`;
  const onDoor = door === undefined ? '' : ` on the ${squareName(t.s, door)} ${sideOf(h.at, door)}`;
  if (onWhom === '' && onDoor === '') note(t, `${heroWord(h.hero)} uses ${card.name}`);
  else noteWas(t, `${heroWord(h.hero)} uses ${card.name}${onWhom}${onDoor}`, `${heroWord(h.hero)} uses ${card.name}`);
  resolveEffects(t, seat, u.effects, h.at, { ...(on === undefined ? {} : { ally: on }), ...(door === undefined ? {} : { door }) });
  // A hero who rises takes back from the shield token's square what they can carry.
  if (u.revives && on !== undefined && t.s.heroes[on]!.status === 'in') pickUp(t, on);
  // The roll taken back and rolled again (mayhem.reroll): a failed door try or look, or the physical challenge's pick.
  if (retry && u.effects.some((e) => e.do === 'reroll')) {
    if (retry.kind === 'door') tryDoor(t, retry.at, retry.bonus);
    else if (retry.kind === 'challenge') rollChallengeAgain(t);
    else if (!look(t, seat)) turn.retry = { kind: 'look' };
  }
  return undefined;
}

/** A roll a reroll may take back: the turn's failed door try or look (kept in the state), or the physical challenge waiting (seen from it). */
type Retry = NonNullable<Extract<MayhemState['phase'], { type: 'turn' }>['turn']['retry']> | { readonly kind: 'challenge' };

/** Whether a card's use rolls a die again. */
export function rerolls(item: string): boolean {
  return usable(treasureDef(item))?.effects.some((e) => e.do === 'reroll') === true;
}

/**
 * A charge of a card with several is used (mayhem.use.charges): the copy
 * most used goes on, or a fresh one starts. True when that copy has no
 * charge left, so that it is discarded.
 */
function useCharge(h: HeroState, item: string, charges: number): boolean {
  const mine = h.charges.filter((c) => c.item === item);
  const going = mine[mine.length - 1];
  if (going && going.used + 1 >= charges) {
    h.charges.splice(h.charges.indexOf(going), 1);
    return true;
  }
  if (going) going.used += 1;
  else h.charges.push({ item, used: 1 });
  h.charges.sort(byCharge);
  return false;
}

const byCharge = (a: { item: string; used: number }, b: { item: string; used: number }) => a.item.localeCompare(b.item) || a.used - b.used;

/**
 * A card handed over (mayhem.give): a fresh copy if the giver has one, else
 * the least used of theirs, whose count of charges used goes with it.
 */
function handOver(from: HeroState, to: HeroState, item: string): void {
  takeOut(from.items, item);
  putInto(to.items, item);
  const mine = from.charges.filter((c) => c.item === item);
  const copies = from.items.filter((i) => i === item).length + 1;
  if (mine.length < copies) return;
  const least = mine[0]!;
  from.charges.splice(from.charges.indexOf(least), 1);
  to.charges.push({ ...least });
  to.charges.sort(byCharge);
}

/** The Store (mayhem.store.buy): on its tile, any number of purchases, no action used. */
function buy(t: Table, seat: number, entryAt: number, pick: string | undefined): Done {
  const h = t.s.heroes[seat]!;
  if (tileOf(t.s, h.at)?.kind !== 'store') return refuse(MAYHEM_RULES.buy, `${heroWord(h.hero)} is not in the Store.`);
  const entry = MAYHEM_CONTENT.store.entries[entryAt];
  if (!entry) return refuse(MAYHEM_RULES.buy, 'The Store has no such entry.');
  if (entry.price > h.gold) return refuse(MAYHEM_RULES.buy, `${heroWord(h.hero)} has ${h.gold} gold; it costs ${entry.price}.`);
  const card = 'item' in entry ? entry.item : pick;
  if (card === undefined) return refuse(MAYHEM_RULES.buy, 'Say which card to pick from the treasure deck.');
  if ('pick' in entry && (!t.s.treasureDeck.includes(card) || treasureDef(card).kind !== entry.pick)) {
    return refuse(MAYHEM_RULES.buy, `There is no ${entry.pick} '${card}' in the treasure deck.`);
  }
  if ('item' in entry && pick !== undefined) return refuse(MAYHEM_RULES.buy, 'Only a pick from the deck names a card.');
  if (!canCarry(h, treasureDef(card))) return refuse(MAYHEM_RULES.buy, `${heroWord(h.hero)} is not strong enough to carry it.`);
  if ('pick' in entry) takeOut(t.s.treasureDeck, card);
  h.gold -= entry.price;
  giveCard(t, seat, card);
  return undefined;
}

/** The squares whose (E) a hero's encounter roll could come from: their own, then around them clockwise from north. */
const AROUND: readonly Square[] = [
  { x: 0, y: 0 },
  { x: 0, y: -1 },
  { x: 1, y: -1 },
  { x: 1, y: 0 },
  { x: 1, y: 1 },
  { x: 0, y: 1 },
  { x: -1, y: 1 },
  { x: -1, y: 0 },
  { x: -1, y: -1 },
];

export function liveEncounter(state: MayhemState, at: Square): Square | undefined {
  for (const d of AROUND) {
    const s = { x: at.x + d.x, y: at.y + d.y };
    if (s.x < 0 || s.y < 0) continue;
    if (squareChar(state, s) === 'E' && !state.spentEncounters.some((e) => sameSquare(e, s)) && closeTo(state, at, s)) return s;
  }
  return undefined;
}

/** The encounter roll at the end of the turn (mayhem.encounter): 1-3 a monster card, 4-6 treasure. */
function encounter(t: Table, seat: number): void {
  const h = t.s.heroes[seat]!;
  if (h.status !== 'in') return;
  const e = liveEncounter(t.s, h.at);
  if (!e) return;
  if (!t.setup.options.encountersRefresh) {
    t.s.spentEncounters.push(e);
    t.s.spentEncounters.sort((p, q) => p.y - q.y || p.x - q.x);
  }
  if (roll(t, `${heroWord(h.hero)}'s encounter`) <= 3) drawMonsterCard(t, seat, e);
  else receiveTreasure(t, seat, e);
}

/** The next hero on the board takes a turn; after the last, the monsters, and a new round (mayhem.monsters.turn). */
function nextTurn(t: Table): undefined {
  const from = turnOf(t).seat;
  const after = t.s.heroes.findIndex((h, i) => i > from && h.status === 'in');
  if (after >= 0) {
    t.s.phase = { type: 'turn', turn: { seat: after, moved: 0, extraMove: 0, acted: false, bonus: false } };
    return undefined;
  }
  monstersTurn(t, from);
  endOfRound(t);
  const first = t.s.heroes.findIndex((h) => h.status === 'in');
  t.s.phase = { type: 'turn', turn: { seat: Math.max(0, first), moved: 0, extraMove: 0, acted: false, bonus: false } };
  return undefined;
}

/**
 * The game ends (mayhem.escape): won when the boss is defeated and every
 * living hero has escaped; lost when every hero is dead. In competitive
 * play it ends when no hero is left on the board, won by the team named
 * (mayhem.competitive.win). A hero who died in their own turn hands it on.
 */
function settle(t: Table): void {
  const heroes = t.s.heroes;
  // A discard whose hero fell, or has nothing left to lose, is over (mayhem.discard).
  const waiting = t.s.pending.length;
  t.s.pending = t.s.pending.filter((p) => p.type !== 'discard' || (heroes[p.seat]!.status === 'in' && heroes[p.seat]!.items.length > 0));
  if (t.s.pending.length < waiting && t.s.phase.type === 'turn') endTurnIfSettled(t);
  if (heroes.every((h) => h.status === 'dead')) {
    t.s.phase = { type: 'over', result: 'lost', ...(isCompetitive(t.setup) ? { winners: [] } : {}) };
    return;
  }
  if (isModule(t.setup) && heroes.every((h) => h.status !== 'in')) {
    // A module is won when every goal is met once the living are out (mayhem.module).
    t.s.phase = { type: 'over', result: moduleWon(t.setup, t.s) ? 'won' : 'lost' };
    return;
  }
  if (isCompetitive(t.setup) && heroes.every((h) => h.status !== 'in')) {
    const winners = competitiveWinners(t.setup, t.s);
    t.s.phase = { type: 'over', result: winners.length > 0 ? 'won' : 'lost', winners };
    return;
  }
  if (t.s.bossDefeated && heroes.every((h) => h.status !== 'in')) {
    t.s.phase = { type: 'over', result: 'won' };
    return;
  }
  if (heroes.every((h) => h.status !== 'in')) {
    // Only escaped and dead heroes, the boss standing: escape needs the boss defeated, so this cannot happen.
    t.s.phase = { type: 'over', result: 'lost' };
    return;
  }
  if (t.s.phase.type === 'turn' && heroes[t.s.phase.turn.seat]!.status !== 'in') {
    nextTurn(t);
    settle(t);
  }
}
