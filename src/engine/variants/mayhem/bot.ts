import { nextInt, seedRng } from '../../rng';
import { heroAttacks, type HeroAttack } from './attacks';
import { MAYHEM_CONTENT, type BasicEffect, type Effect } from './content';
import { damageAfter, monsterDefences } from './damage';
import {
  doorOpen,
  faceDownBeyond,
  inRange,
  isDoorChar,
  placeOf,
  reach,
  sameSquare,
  squareChar,
  squareKey,
  stepFrom,
  tileAt,
  tileOf,
  walkable,
} from './dungeon';
import { canCarry, damageBonus, doorBonus, goldCap, hasCondition, mayLook, maxHp, mayUse, stat } from './hero-sheet';
import { monsterCard, monsterDef, treasureDef } from './lookup';
import { bossesMet } from './exploring';
import { monsterHidden } from './invisible';
import { isCompetitive, mayEscape, sameTeam } from './competitive';
import { faceDownNextTo } from './turning';
import { goalsStatus, isModule, openErrands } from './narrative-module';
import { applyMayhem, liveEncounter, rerolls, usable } from './rules';
import { fullHp } from './party';
import { DIRECTIONS, type Direction, type HeroState, type MayhemAction, type MayhemSetup, type MayhemState, type MonsterState, type Square } from './schema';

/**
 * The computer's hero (issue 18: one person can play a whole party). Greedy,
 * one action at a time, a pure function of the setup and the state: it
 * settles what waits, drinks when low, buys at the Store what it lacks,
 * attacks the monster it hurts most (killing blows first), and otherwise
 * walks toward the best of its goals (the stairs once the boss is down,
 * monsters it can beat, loot, the Store, live (E)s, the dungeon's unexplored
 * edges, closed doors it can try, and the boss when ready), ending its turn
 * beside a live (E) so as to roll the encounter. Every action it returns is
 * one `applyMayhem` accepts (it tries its wishes in order and falls back on
 * ending the turn). It plays by the rules, never by peeking at the decks.
 */

/** Round from which heroes go for the boss even with the dungeon not all seen. */
export const BOSS_ROUND = 14;
/** Round from which heroes go for the boss however hurt they are, so that games of computer heroes end. */
export const DESPERATE_ROUND = 40;

export function chooseMayhemAction(setup: MayhemSetup, state: MayhemState): MayhemAction | undefined {
  if (state.phase.type !== 'turn') return undefined;
  const accepted = (a: MayhemAction | undefined): a is MayhemAction => a !== undefined && applyMayhem(setup, state, a).ok;
  const first = state.pending[0];
  if (first?.type === 'challenge') return { type: 'judge', outcome: challengeMet(state) ? 'done' : 'failed' };
  // A parley is always taken: a riddle met sends the monster off with a gift, one failed costs less than the fight (mayhem.parley).
  if (first?.type === 'choice' && first.parley !== undefined) return { type: 'choose', option: 0 };
  if (first?.type === 'choice') return bestChoice(setup, state, first.options);
  if (first?.type === 'discard') return leastMissed(state.heroes[first.seat]!);
  const seat = state.phase.turn.seat;
  const turn = state.phase.turn;
  for (const wish of wishes(setup, state, seat, turn)) if (accepted(wish)) return wish;
  return { type: 'end-turn' };
}

/**
 * A computer hero meets a riddle, tongue twister or physical challenge half
 * the time (mayhem.computer.challenge): a fair coin from its own stream,
 * seeded by the game's die stream as it stands, so the game still replays
 * and the engine's die is not spent on it.
 */
function challengeMet(state: MayhemState): boolean {
  return nextInt(seedRng(`mayhem-computer-challenge:${state.rng.join(',')}`), 2).value === 1;
}

/**
 * The card a hero loses when a card makes them (mayhem.discard): one they
 * cannot use first, then the kinds they would miss least (gear, skills,
 * potions, magical items, spells, weapons), the first by id among equals.
 */
const MISSED = ['gold', 'gear', 'skill', 'potion', 'magic-item', 'spell', 'weapon'];
function leastMissed(h: HeroState): MayhemAction {
  const rank = (id: string) => {
    const card = treasureDef(id);
    return (mayUse(h, card) ? 10 : 0) + MISSED.indexOf(card.kind);
  };
  const item = [...h.items].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))[0]!;
  return { type: 'discard', item };
}

/** The option worth most: gold and healing count for, hurt and cost against. */
function bestChoice(setup: MayhemSetup, state: MayhemState, options: readonly { cost?: number; effects: readonly BasicEffect[] }[]): MayhemAction {
  let best = -1;
  let bestScore = -Infinity;
  // While a module's gold goal is open, gold counts three times over (mayhem.computer.module).
  const goldWorth = goalsStatus(setup, state).some((g) => g.goal.do === 'gold' && !g.met) ? 3 : 1;
  options.forEach((o, i) => {
    const a: MayhemAction = { type: 'choose', option: i };
    if (!applyMayhem(setup, state, a).ok) return;
    const score = effectsWorth(o.effects, goldWorth) - (o.cost ?? 0);
    if (score > bestScore) [best, bestScore] = [i, score];
  });
  return { type: 'choose', option: Math.max(0, best) };
}

function effectsWorth(effects: readonly Effect[], goldWorth = 1): number {
  let n = 0;
  for (const e of effects) {
    switch (e.do) {
      case 'gold':
        n += goldWorth * e.amount;
        break;
      case 'lose-gold':
        n -= goldWorth * e.amount;
        break;
      case 'heal':
        n += e.amount === 'full' ? 5 : e.amount;
        break;
      case 'max-hp':
        n += 3 * e.amount;
        break;
      case 'hurt':
        n -= 2 * e.amount;
        break;
      case 'condition':
        n -= 2 * e.rounds;
        break;
      case 'draw':
        n += e.deck === 'treasure' ? 2 * e.count : -3 * e.count;
        break;
      case 'spawn':
        n -= 4 * e.count;
        break;
      case 'boost':
      case 'ward':
        n += 1;
        break;
      case 'roll':
      case 'save':
      case 'challenge':
        n += (effectsWorth(e.success, goldWorth) + effectsWorth(e.failure, goldWorth)) / 2;
        break;
      default:
        break;
    }
  }
  return n;
}

type Turn = Extract<MayhemState['phase'], { type: 'turn' }>['turn'];

/** What the hero would like to do, best first; the first the rules accept is done. */
function* wishes(setup: MayhemSetup, state: MayhemState, seat: number, turn: Turn): Generator<MayhemAction> {
  const h = state.heroes[seat]!;
  const low = isLow(h);
  // Venom that would bring the hero low is washed out first (mayhem.computer.poison).
  if (poisonDue(h) > 0 && low) yield* cures(h, seat);
  // Drink or be healed when low: self first, then an ally on the tile who is lower still.
  if (low) yield* healing(state, seat, seat);
  for (const [i, other] of state.heroes.entries()) {
    if (i !== seat && sameTeam(setup, i, seat) && other.status === 'in' && other.hp * 3 <= maxHp(other) && placeOf(other.at).col === placeOf(h.at).col && placeOf(other.at).row === placeOf(h.at).row) {
      yield* healing(state, seat, i);
    }
  }
  // A fallen ally on the tile rises, if the hero carries what raises them.
  for (const id of revivers(h)) for (const [i, o] of state.heroes.entries()) if (o.status === 'dead' && sameTeam(setup, i, seat)) yield { type: 'use', item: id, on: i };
  // A module's gold goal keeps the party's purse shut but for what it holds beyond the goal (mayhem.computer.module).
  // A party that cannot see the invisible buys what lets one of them see it first (mayhem.computer.sight).
  if (tileOf(state, h.at)?.kind === 'store') {
    yield* sightPurchase(setup, state, seat);
    yield* purchases(state, h, spareGold(setup, state, h) - sightReserve(setup, state, seat));
  }
  // A door try or a look that failed is rolled again with a card that may (mayhem.reroll).
  if (turn.retry) for (const id of new Set(h.items)) if (rerolls(id)) yield { type: 'use', item: id };
  // An unseen monster on the tile is looked for, if the hero can (mayhem.invisible): it costs nothing.
  if (turn.looked !== true && state.monsters.some((m) => m.unseen === true)) yield { type: 'look' };
  if (!turn.acted) {
    const attack = bestAttack(setup, state, h);
    if (attack) {
      yield* boosts(state, h);
      yield attack;
    }
  }
  // A card the hero cannot use goes to an ally on the tile who can.
  if (!turn.acted) yield* gifts(setup, state, seat);
  // Gold goes to the party's purse for the sight it lacks (mayhem.computer.sight).
  if (!turn.acted) yield* goldForSight(setup, state, seat);
  // The Wayfinder Compass and Homeward Chalk, when the action has nothing better to do (mayhem.computer.wayfinding).
  if (!turn.acted) yield* wayfinding(setup, state, seat);
  const moveLeft = turn.moved < stat(h, 'mov') + turn.extraMove && !hasCondition(h.effects, 'immobilized') && !hasCondition(h.effects, 'incapacitated');
  const plan = goals(setup, state, seat);
  const atEncounter = !setup.options.encountersRefresh && !leaving(setup, state, seat) && readyToRoll(h) && backed(setup, state, seat) && liveEncounter(state, h.at) !== undefined;
  if (moveLeft && !atEncounter && plan) {
    const dir = firstStep(state, h.at, plan.goals, plan.avoidBoss);
    if (dir) yield { type: 'step', dir };
  }
  if (!turn.acted) for (const d of DIRECTIONS) yield { type: 'open-door', at: stepFrom(h.at, d) };
  for (const d of DIRECTIONS) for (const item of keys(h)) yield { type: 'use', item, door: stepFrom(h.at, d) };
}

/**
 * The HP the poison on a hero will still take, round by round, if nothing
 * washes it out (mayhem.computer.poison).
 */
export const poisonDue = (h: HeroState): number => h.effects.reduce((n, e) => n + (e.condition === 'poisoned' ? (e.perRound ?? 1) * e.rounds : 0), 0);

/** At half HP or less, counting what the poison on it will still take (mayhem.computer.hurt). */
/**
 * Hale enough to call up an encounter (mayhem.computer.encounter): above
 * four fifths of its HP, counting the poison. An encounter is a monster
 * card half the time, and nothing heals with time: a hero who rolled at
 * half its HP met the next ambush already half dead.
 */
const readyToRoll = (h: HeroState): boolean => (h.hp - poisonDue(h)) * 5 > 4 * maxHp(h);

/** How near (squares, as a king moves) an ally must be for a hero to call up an encounter: about a tile's width. */
export const ALLY_NEAR = 7;

/**
 * Whether the hero would meet what an encounter brings with help
 * (mayhem.computer.encounter): a living ally of its party or team within
 * ALLY_NEAR squares, or none left to wait for. A hero alone beside an (E)
 * met the whole ambush alone.
 */
function backed(setup: MayhemSetup, state: MayhemState, seat: number): boolean {
  const h = state.heroes[seat]!;
  const allies = state.heroes.filter((o, i) => i !== seat && o.status === 'in' && sameTeam(setup, i, seat));
  return allies.length === 0 || allies.some((o) => reach(o.at, h.at) <= ALLY_NEAR);
}

const isLow = (h: HeroState): boolean => (h.hp - poisonDue(h)) * 2 <= maxHp(h);

/** Cards that stop the hero's poison: its own first, then one it gives itself as the ally on its tile. */
function* cures(h: HeroState, seat: number): Generator<MayhemAction> {
  for (const id of [...new Set(h.items)]) {
    const u = usable(treasureDef(id));
    if (!u || !u.effects.some((e) => e.do === 'cure' && (e.condition === 'poisoned' || e.condition === 'all'))) continue;
    yield u.needsAlly ? { type: 'use', item: id, on: seat } : { type: 'use', item: id };
  }
}

/** The hero's cards whose use has an effect of this kind, each once. */
const cardsDoing = (h: HeroState, what: 'reveal' | 'teleport'): string[] =>
  [...new Set(h.items)].filter((id) => usable(treasureDef(id))?.effects.some((e) => e.do === what && (e.do !== 'teleport' || e.to === 'entrance')) === true);

/**
 * Cards that find the way (mayhem.computer.wayfinding). On the way out
 * (the boss down, or a module's errands done), a card that takes the heroes
 * on the tile to the Entrance's stairs is used when the stairs are more
 * than two moves away; not in competitive play, where the Entrance may be
 * the other team's. Exploring, with no monster within 8 squares to spend
 * the action on, a card that turns up the face-down tiles beside the hero's
 * is used while there is one.
 */
function* wayfinding(setup: MayhemSetup, state: MayhemState, seat: number): Generator<MayhemAction> {
  const h = state.heroes[seat]!;
  if (leaving(setup, state, seat)) {
    if (isCompetitive(setup)) return;
    const stairs = everySquare(state).filter((s) => squareChar(state, s) === '^');
    const near = Math.min(...stairs.map((s) => reach(h.at, s)));
    if (near > 2 * stat(h, 'mov')) for (const item of cardsDoing(h, 'teleport')) yield { type: 'use', item };
    return;
  }
  if (faceDownNextTo(state, h.at).length === 0 || state.monsters.some((m) => reach(m.at, h.at) <= 8)) return;
  for (const item of cardsDoing(h, 'reveal')) yield { type: 'use', item };
}

const revivers = (h: HeroState) => [...new Set(h.items)].filter((id) => usable(treasureDef(id))?.revives === true);
const keys = (h: HeroState) => [...new Set(h.items)].filter((id) => usable(treasureDef(id))?.opens !== undefined);

function healsIn(effects: readonly Effect[]): boolean {
  return effects.some((e) => e.do === 'heal' || (e.do === 'choose' && e.options.some((o) => healsIn(o.effects))));
}

function* healing(state: MayhemState, seat: number, on: number): Generator<MayhemAction> {
  const h = state.heroes[seat]!;
  const cards = [...new Set(h.items)]
    .map((id) => ({ id, u: usable(treasureDef(id)) }))
    .filter((c) => c.u !== undefined && healsIn(c.u.effects))
    // The smallest that will do first, keeping the full heals for later.
    .sort((a, b) => healAmount(a.u!.effects) - healAmount(b.u!.effects) || a.id.localeCompare(b.id));
  for (const c of cards) {
    if (c.u!.needsAlly) yield { type: 'use', item: c.id, on };
    else if (on === seat) yield { type: 'use', item: c.id };
  }
}

const healAmount = (effects: readonly Effect[]) => effects.reduce((n, e) => n + (e.do === 'heal' ? (e.amount === 'full' ? 20 : e.amount) : 0), 0);

/** Cards that make the coming fight easier (boosts and wards), used as a bonus action or spent once. */
function* boosts(state: MayhemState, h: HeroState): Generator<MayhemAction> {
  for (const id of [...new Set(h.items)]) {
    const u = usable(treasureDef(id));
    if (!u || u.needsAlly || u.opens) continue;
    // A free card kept after use could be used for ever: only those spent, once a round, or costing the bonus action.
    if (u.timing === 'action' || (u.timing === 'free' && !u.spent && !u.perRound)) continue;
    if (u.effects.some((e) => e.do === 'ward' || (e.do === 'boost' && e.stat !== 'mov'))) yield { type: 'use', item: id };
  }
}

/** The damage an attack does to a monster now (mayhem.damage). */
function damageTo(setup: MayhemSetup, h: HeroState, attack: HeroAttack, m: MonsterState): number {
  return damageAfter(attack.dam + damageBonus(h, attack.type), { ...monsterDefences(m, attack.type), ward: 0 }, setup.options.halfRounding);
}

/** The attack worth most from where the hero stands: a killing blow, then the boss, then the most damage. */
function bestAttack(setup: MayhemSetup, state: MayhemState, h: HeroState): MayhemAction | undefined {
  let best: MayhemAction | undefined;
  let bestScore = 0;
  for (const [w, attack] of [...heroAttacks(h)].sort(([a], [b]) => a.localeCompare(b))) {
    for (const m of state.monsters) {
      if (monsterHidden(m) || !inRange(state, h.at, m.at, attack.range, attack.aroundCorners)) continue;
      const dam = damageTo(setup, h, attack, m);
      if (dam === 0) continue;
      // Blows go on the monster already hurt, so that one falls before the next is begun (a regenerating one undoes a spread).
      const score = (dam >= m.hp ? 100 : 0) + (m.boss ? 50 : 0) + Math.min(dam, m.hp) * 10 + (fullHp(setup, m) - m.hp) * 3 - m.number / 1000;
      if (score > bestScore) [best, bestScore] = [{ type: 'attack', with: w, target: m.number }, score];
    }
  }
  return best;
}

/** Gives a carried card the hero cannot use to an ally on the tile who can use and carry it (mayhem.give). */
function* gifts(setup: MayhemSetup, state: MayhemState, seat: number): Generator<MayhemAction> {
  const h = state.heroes[seat]!;
  for (const id of [...new Set(h.items)]) {
    const card = treasureDef(id);
    if (mayUse(h, card)) continue;
    for (const [i, other] of state.heroes.entries()) {
      if (i !== seat && sameTeam(setup, i, seat) && other.status === 'in' && mayUse(other, card) && canCarry(other, card)) yield { type: 'give', to: i, item: id };
    }
  }
}

/** What the hero would buy at the Store now, best first (mayhem.store.buy). */
function* purchases(state: MayhemState, h: HeroState, budget: number): Generator<MayhemAction> {
  const entries = MAYHEM_CONTENT.store.entries;
  const heals = h.items.filter((id) => healsIn(usable(treasureDef(id))?.effects ?? [])).length;
  const bestDam = Math.max(...[...heroAttacks(h).values()].map((a) => a.dam));
  for (const [entry, e] of entries.entries()) {
    if (e.price > Math.min(budget, h.gold)) continue;
    if ('item' in e) {
      const card = treasureDef(e.item);
      if (heals < 2 && card.kind === 'potion' && healsIn(usable(card)?.effects ?? [])) yield { type: 'buy', entry };
      if (card.kind === 'weapon' && mayUse(h, card) && canCarry(h, card) && card.attack.dam > bestDam && !h.items.includes(card.id)) yield { type: 'buy', entry };
    } else {
      // A pick from the deck: a spell that attacks harder than what the hero has, or any magical item it can use.
      for (const pick of [...new Set(state.treasureDeck)]) {
        const card = treasureDef(pick);
        if (card.kind !== e.pick || !mayUse(h, card)) continue;
        const att = heroAttacksWith(h, pick);
        if (card.kind === 'magic-item' || (att !== undefined && att.dam > bestDam)) yield { type: 'buy', entry, pick };
      }
    }
  }
}

function heroAttacksWith(h: HeroState, id: string): HeroAttack | undefined {
  return heroAttacks({ ...h, items: [id] }).get(id);
}

/** Whether the hero has something to buy at the Store, given the gold it may spend. */
function wantsStore(setup: MayhemSetup, state: MayhemState, h: HeroState): boolean {
  const seat = state.heroes.indexOf(h);
  return !sightPurchase(setup, state, seat).next().done || !purchases(state, h, spareGold(setup, state, h) - sightReserve(setup, state, seat)).next().done;
}

/**
 * Sight for a party that has none (mayhem.computer.sight). A party (in
 * competitive play a team) with no living hero of INT 4+ or who sees the
 * invisible cannot hurt an unseen monster at all, the Hollow Archivist
 * included; the Store's pick of magical items is its way out (the Owl-Eye
 * Circlet). While the party lacks it and such a card is still in the
 * treasure deck (which the Store lets the buyer look through), its purse
 * is the living hero who can carry the price with the most gold (the first
 * in turn order among equals): it keeps that much back from other buys,
 * buys the card as soon as it stands in the Store with the price, and the
 * others hand it their gold when they share its tile with the action free.
 */
export function sightCards(setup: MayhemSetup, state: MayhemState, seat: number): string[] {
  const party = state.heroes.filter((o, i) => o.status === 'in' && sameTeam(setup, i, seat));
  if (party.some((o) => mayLook(o)) || !sightNeeded(setup, state)) return [];
  return [...new Set(state.treasureDeck)].filter((id) => {
    const card = treasureDef(id);
    return card.kind === 'magic-item' && party.some((o) => mayLook({ ...o, items: [...o.items, id] }));
  });
}

/**
 * Whether the game may bring the party an unseen monster: one is on the
 * board, the boss still to wake may start invisible, or a monster card of
 * the game's decks (the cards the table dealt, not their order) does. The
 * Frostweb Rescue has none, and its party keeps its gold for the wages.
 */
function sightNeeded(setup: MayhemSetup, state: MayhemState): boolean {
  const invisible = (id: string) => monsterDef(id).behaviours.some((b) => b.is === 'starts-invisible');
  if (state.monsters.some((m) => m.unseen === true)) return true;
  if (!state.bossSpawned && bossesMet(setup).some(invisible)) return true;
  return [...new Set([...state.monsterDeck, ...state.monsterDiscard])].some((id) => monsterCard(id).kind === 'monster' && invisible(id));
}

/** The Store's entry that picks a card of a kind, and its price. */
const pickEntry = (kind: string): { entry: number; price: number } | undefined => {
  const entry = MAYHEM_CONTENT.store.entries.findIndex((e) => 'pick' in e && e.pick === kind);
  return entry < 0 ? undefined : { entry, price: MAYHEM_CONTENT.store.entries[entry]!.price };
};

/** The seat of the party's purse for the sight it lacks (see sightCards), or undefined when it needs none or none can carry the price. */
function sightPurse(setup: MayhemSetup, state: MayhemState, seat: number): number | undefined {
  const pick = pickEntry('magic-item');
  if (!pick || sightCards(setup, state, seat).length === 0) return undefined;
  let best: number | undefined;
  for (const [i, o] of state.heroes.entries()) {
    if (o.status !== 'in' || !sameTeam(setup, i, seat) || goldCap(o) < pick.price) continue;
    if (best === undefined || o.gold > state.heroes[best]!.gold) best = i;
  }
  return best;
}

/** Whether the party lacks sight and holds the gold to buy it, its purse able to carry the price. */
function sightInReach(setup: MayhemSetup, state: MayhemState, seat: number): boolean {
  const purse = sightPurse(setup, state, seat);
  const held = state.heroes.reduce((n, o, i) => n + (o.status === 'in' && sameTeam(setup, i, seat) ? o.gold : 0), 0);
  return purse !== undefined && held >= (pickEntry('magic-item')?.price ?? Infinity);
}

/** The gold the party's purse keeps back for the sight it lacks. */
function sightReserve(setup: MayhemSetup, state: MayhemState, seat: number): number {
  return sightPurse(setup, state, seat) === seat ? (pickEntry('magic-item')?.price ?? 0) : 0;
}

/** The purchase of the card that would let the hero see the invisible, when the party lacks it. */
function* sightPurchase(setup: MayhemSetup, state: MayhemState, seat: number): Generator<MayhemAction> {
  const pick = pickEntry('magic-item');
  const h = state.heroes[seat]!;
  if (!pick || h.gold < pick.price) return;
  for (const id of sightCards(setup, state, seat)) if (mayLook({ ...h, items: [...h.items, id] })) yield { type: 'buy', entry: pick.entry, pick: id };
}

/** Gold handed to the party's purse on the hero's tile, up to the price of the sight it lacks. */
function* goldForSight(setup: MayhemSetup, state: MayhemState, seat: number): Generator<MayhemAction> {
  const h = state.heroes[seat]!;
  const purse = sightPurse(setup, state, seat);
  const price = pickEntry('magic-item')?.price ?? 0;
  if (purse === undefined || purse === seat || h.gold === 0) return;
  const to = state.heroes[purse]!;
  const gold = Math.min(h.gold, price - to.gold, goldCap(to) - to.gold);
  if (gold > 0 && placeOf(to.at).col === placeOf(h.at).col && placeOf(to.at).row === placeOf(h.at).row) yield { type: 'give-gold', to: purse, gold };
}

interface Plan {
  readonly goals: ReadonlyMap<string, number>;
  readonly avoidBoss: boolean;
}

/**
 * The squares the hero would like to reach, each with a cost added to its
 * walking distance (lower is better): nothing but the stairs once the boss is
 * down; otherwise monsters, loot, the Store, (E)s, unexplored edges, doors,
 * and the boss's lair once ready.
 */
function goals(setup: MayhemSetup, state: MayhemState, seat: number): Plan | undefined {
  const h = state.heroes[seat]!;
  const out = new Map<string, number>();
  const add = (s: Square, cost: number) => {
    const k = squareKey(s);
    if ((out.get(k) ?? Infinity) > cost) out.set(k, cost);
  };
  const every = everySquare(state);
  if (leaving(setup, state, seat)) {
    for (const s of every) if (squareChar(state, s) === '^' && !sameSquare(s, h.at)) add(s, 0);
    // Standing on the stairs is not escaping (a hero escapes by stepping onto them, mayhem.escape): step off, to step back on.
    if (squareChar(state, h.at) === '^') {
      for (const d of DIRECTIONS) {
        const n = stepFrom(h.at, d);
        if (walkable(state, n)) add(n, 0);
      }
    }
    return { goals: out, avoidBoss: false };
  }
  const low = isLow(h);
  const desperate = state.round >= DESPERATE_ROUND;
  const attacks = [...heroAttacks(h).values()];
  // Monsters: the squares from which one of the hero's attacks reaches them (the boss once the party is ready).
  // The party, or in competitive play the hero's own team (mayhem.competitive.teams).
  const partyReady = desperate || state.heroes.every((o, i) => !sameTeam(setup, i, seat) || o.status !== 'in' || o.hp * 2 > maxHp(o));
  for (const m of state.monsters) {
    // An unseen monster is worth walking to only for a hero who can look for it (mayhem.invisible); the boss always is.
    if (hasCondition(m.effects, 'invisible') || (m.unseen === true && !m.boss && !mayLook(h)) || (low && !desperate) || (m.boss && !partyReady)) continue;
    // An unseen boss is left alone while the party, blind to it, can still buy the sight (mayhem.computer.sight).
    if (m.boss && m.unseen === true && sightInReach(setup, state, seat)) continue;
    const hurting = attacks.filter((a) => damageTo(setup, h, a, m) > 0);
    // Far monsters are left for later (fewer goals to weigh), but never the boss: a lone hero far from it would have nowhere to go.
    if ((reach(h.at, m.at) > 14 && !m.boss) || hurting.length === 0) continue;
    for (const s of every) if (reach(s, m.at) <= 6 && hurting.some((a) => inRange(state, s, m.at, a.range, a.aroundCorners))) add(s, m.boss ? 0 : 1);
  }
  // Loot the hero can take something of (it is taken on arriving, so not the hero's own square).
  for (const l of state.loot) if (!sameSquare(l.at, h.at) && ((l.gold > 0 && h.gold < goldCap(h)) || l.items.some((id) => canCarry(h, treasureDef(id))))) add(l.at, 2);
  const sightToBuy = !sightPurchase(setup, state, seat).next().done;
  if (wantsStore(setup, state, h)) for (const s of every) if (tileOf(state, s)?.kind === 'store') add(s, low || sightToBuy ? 0 : 4);
  let exploring = false;
  for (const s of every) {
    const ch = squareChar(state, s);
    if (ch === 'E' && !setup.options.encountersRefresh && !state.spentEncounters.some((e) => sameSquare(e, s)) && tileOf(state, s)?.kind === 'room') {
      exploring = true;
      if (readyToRoll(h) && backed(setup, state, seat)) add(s, 3);
    }
    if (faceDownBeyond(state, s)) {
      exploring = true;
      if (!low || desperate) add(s, 3);
    }
  }
  // A closed door the hero may try, from the open squares beside it (a closed door is not walkable, so not among `every`).
  if (!low) {
    for (const door of closedDoors(state)) {
      if (doorBonus(h, door.ch === 'L' ? 'locked' : 'secret') === undefined) continue;
      for (const d of DIRECTIONS) {
        const n = stepFrom(door.at, d);
        if (walkable(state, n)) add(n, 8);
      }
    }
  }
  // A module's tile to reach (mayhem.module.goals), once it is face up; face down, exploring finds it.
  for (const g of openErrands(setup, state)) if (g.do === 'reach') for (const s of every) if (tileOf(state, s)?.id === g.tile) add(s, 1);
  // A fallen ally, to raise them.
  if (revivers(h).length > 0) for (const [i, o] of state.heroes.entries()) if (o.status === 'dead' && sameTeam(setup, i, seat)) add(o.at, 1);
  // A hero too hurt to fight keeps near the others.
  if (low && !desperate) for (const [i, o] of state.heroes.entries()) if (i !== seat && sameTeam(setup, i, seat) && o.status === 'in' && o.hp * 2 > maxHp(o)) add(o.at, 6);
  const ready = partyReady && (!low || desperate) && (!exploring || state.round >= BOSS_ROUND);
  // The Boss tile wakes the boss; once it is up, the goals are the squares to hurt it from.
  if (ready && !state.bossSpawned) for (const s of every) if (tileOf(state, s)?.kind === 'boss') add(s, 0);
  return { goals: out, avoidBoss: !ready && !state.monsters.some((m) => m.boss) };
}

/**
 * Whether the hero makes for the stairs (mayhem.computer.module): it may
 * escape, and in a narrative module the goals it can work at are done, or
 * nothing is left to do them with (no tile face down, no live (E), no gold lying),
 * or the game has gone on past DESPERATE_ROUND twice over.
 */
function leaving(setup: MayhemSetup, state: MayhemState, seat: number): boolean {
  if (!mayEscape(setup, state, seat)) return false;
  if (!isModule(setup) || openErrands(setup, state).length === 0 || state.round >= 2 * DESPERATE_ROUND) return true;
  const live = everySquare(state).some((s) => squareChar(state, s) === 'E' && !state.spentEncounters.some((e) => sameSquare(e, s)) && tileOf(state, s)?.kind === 'room');
  return state.faceDown.length === 0 && !state.loot.some((l) => l.gold > 0) && (setup.options.encountersRefresh || !live);
}

/**
 * The gold a hero may spend (mayhem.computer.module): all it carries, but
 * while a narrative module's gold goal is open only what the party holds
 * beyond the goal.
 */
function spareGold(setup: MayhemSetup, state: MayhemState, h: HeroState): number {
  const goal = goalsStatus(setup, state).find((g) => g.goal.do === 'gold' && !g.met)?.goal;
  if (goal?.do !== 'gold') return h.gold;
  const held = state.heroes.reduce((n, o) => n + (o.status === 'dead' ? 0 : o.gold), 0);
  return Math.max(0, held - goal.amount);
}

/** The closed doors of the face-up tiles, read off their grids. */
function closedDoors(state: MayhemState): { at: Square; ch: string }[] {
  const out: { at: Square; ch: string }[] = [];
  state.places.forEach((row, r) =>
    row.forEach((id, c) => {
      const tile = id ? tileAt(state, { col: c, row: r }) : undefined;
      tile?.grid.forEach((line, y) =>
        [...line].forEach((ch, x) => {
          const at = { x: c * 7 + x, y: r * 7 + y };
          if (isDoorChar(ch) && !doorOpen(state, at)) out.push({ at, ch });
        }),
      );
    }),
  );
  return out;
}

/** Every walkable square of the face-up tiles. */
function everySquare(state: MayhemState): Square[] {
  const out: Square[] = [];
  state.places.forEach((row, r) =>
    row.forEach((id, c) => {
      if (!id || !tileAt(state, { col: c, row: r })) return;
      for (let y = 0; y < 7; y++) for (let x = 0; x < 7; x++) {
        const s = { x: c * 7 + x, y: r * 7 + y };
        if (walkable(state, s)) out.push(s);
      }
    }),
  );
  return out;
}

/**
 * The first step of the cheapest way to a goal (walking distance plus the
 * goal's cost), by a search over walkable squares not taken by a monster;
 * the Boss tile is kept out until the hero means to go there. When monsters
 * close every way, the hero walks through them (squares may be shared,
 * mayhem.move): a stack of summoned spiderlings in the only corridor to the
 * boss once held a party still for good. Undefined when the hero already
 * stands on the best goal, or none can be reached at all.
 */
function firstStep(state: MayhemState, from: Square, goals: ReadonlyMap<string, number>, avoidBoss: boolean): Direction | undefined {
  return stepAround(state, from, goals, avoidBoss, true) ?? stepAround(state, from, goals, avoidBoss, false);
}

function stepAround(state: MayhemState, from: Square, goals: ReadonlyMap<string, number>, avoidBoss: boolean, aroundMonsters: boolean): Direction | undefined {
  if (goals.size === 0) return undefined;
  const blocked = new Set(aroundMonsters ? state.monsters.map((m) => squareKey(m.at)) : []);
  const first = new Map<string, Direction | undefined>([[squareKey(from), undefined]]);
  const queue: { s: Square; d: number }[] = [{ s: from, d: 0 }];
  let best: { cost: number; dir: Direction | undefined } | undefined;
  for (let i = 0; i < queue.length; i++) {
    const { s, d } = queue[i]!;
    if (best && d >= best.cost) break;
    const g = goals.get(squareKey(s));
    if (g !== undefined && (!best || d + g < best.cost)) best = { cost: d + g, dir: first.get(squareKey(s)) };
    for (const dir of DIRECTIONS) {
      const n = stepFrom(s, dir);
      const k = squareKey(n);
      if (n.x < 0 || n.y < 0 || first.has(k) || blocked.has(k) || !walkable(state, n)) continue;
      if (avoidBoss && tileOf(state, n)?.kind === 'boss') continue;
      first.set(k, first.get(squareKey(s)) ?? dir);
      queue.push({ s: n, d: d + 1 });
    }
  }
  return best?.dir;
}

