import { nameTheActor } from '../../magic/narrate-table';
import { answerUnlessPays } from '../../magic/unless-pays';
import { answerMay } from '../../magic/may';
import { answerSacrifice } from '../../magic/sacrifices';
import { answerSearch } from '../../magic/search';
import { answerScry, scryAnswers } from '../../magic/scry';
import { answerFabricate, fabricateAnswers } from '../../magic/fabricate';
import { cardInfo } from '../../magic/card-db';
import { canUseTap, toughnessOf } from '../../magic/characteristics';
import { cantAttackProblem } from '../../magic/evasion';
import { activate, cancelPayment, cast, choosePayment, chooseTriggerTarget, timing } from '../../magic/casting';
import { abilityChoices, castChoices, hasActivatedAbility, PROMPT_ANSWERS, promptAnswers } from '../../magic/choices';
import { changeLife } from '../../magic/effects';
import type { GameEvent } from '../../magic/events';
import { landPlays, playLand } from '../../magic/lands';
import type { ActivateAction, CastAction } from '../../magic/schema';
import { fail, OK, type TableResult } from '../../magic/table';
import { discardAsked, type HandRules, keepHand, MAX_MULLIGANS, putOnBottom, takeMulligan } from '../../magic/opening-hands';
import type { Applied } from '../../result';
import { activateDefender, attack, blockedAttackers, blocker, block, canSwap, declineDefender, defenderAsked, defenderProblem, meetAgainIfGone, swapBehind } from './breach';
import { adjacent, COLUMNS, moveFaceDown, placeAt, placeLabel, ROWS, swapFaceUp, turnFaceDown, type Place } from './castle';
import { actingSeat, activeSeat, beginTurn, cleanup, passPriority, putOnStack, settleState, settleTriggers } from './flow';
import type { CastleAction, CastleSeat, CastleSetup, CastleState } from './schema';
import { castleStop } from './stops';
import { castlePlace, castleTable, other, readingTable, seatName, type CastleTable } from './seating';

/** The rules of Castle Magic as one pure step, and every action the player to act may take. */

export const CASTLE_GAME_RULES = {
  over: 'castle.over',
  prompt: 'castle.prompt',
  mulligan: 'castle.mulligan',
  priority: 'castle.priority',
  breach: 'castle.defend.question',
  once: 'castle.once',
  discard: 'castle.discard',
  unknown: 'castle.unknown-action',
} as const;


export type CastleApplied = Applied<CastleState, GameEvent>;

export function applyCastle(setup: CastleSetup, state: CastleState, action: CastleAction): CastleApplied {
  const seat = actingSeat(state);
  if (state.phase.type === 'over' || !seat) {
    return { ok: false, error: { rule: CASTLE_GAME_RULES.over, message: `The game is over: ${state.phase.type === 'over' ? state.phase.reason : ''}` } };
  }
  const t = castleTable(setup, state);
  const hadPrompt = t.s.prompt !== null;
  const done = dispatch(t, setup, seat, action);
  if (!done.ok) return done;
  if (!hadPrompt && t.s.prompt && !t.s.promptSeat) t.s.promptSeat = promptOwner(t, seat);
  if (!t.s.prompt && t.s.promptSeat) delete t.s.promptSeat;
  settle(t, setup);
  nameTheActor(t.events, seatName(seat), (target) => (target === 'south' || target === 'north' ? seatName(target) : target));
  return { ok: true, state: t.s, events: t.events };
}

function promptOwner(t: CastleTable, seat: CastleSeat): CastleSeat {
  const prompt = t.s.prompt;
  if (prompt?.type === 'trigger') return (t.permanent(prompt.source)?.controller as CastleSeat | undefined) ?? seat;
  return seat;
}

/**
 * After an action: state-based checks, then priority passed for every
 * player who could do nothing, or whom the game's stops pass for (stops.ts),
 * until someone is asked.
 */
function settle(t: CastleTable, setup: CastleSetup): void {
  settleState(t);
  if (t.s.phase.type === 'turn') meetAgainIfGone(t);
  settleTriggers(t);
  for (let guard = 0; guard < 2000; guard++) {
    if (t.s.phase.type !== 'turn' || t.s.prompt || defenderAsked(t.s.breach) || !t.s.priority) return;
    const seat = t.s.priority.seat;
    const stop = castleStop(setup, t.s, seat, () => couldChoose(t, seat));
    if (stop !== 'pass') {
      const choices = choicesOf(t, seat, setup.options.diagonal);
      if (choices.length > 0 || stop === 'ask') {
        // Whoever acts next asks for these: the state is final, so keep them.
        choicesKnown.set(t.s, choices);
        return;
      }
    }
    passPriority(t);
    settleState(t);
    settleTriggers(t);
  }
}

/** The choices settle found for a state it returned (states are never changed once returned). */
const choicesKnown = new WeakMap<CastleState, readonly CastleAction[]>();

/**
 * Whether `seat`, holding priority, might do anything besides passing: false
 * only when choicesOf would list nothing (a quick look, asked after every
 * action, that spares working out mana when no card could use it).
 */
function couldChoose(t: CastleTable, seat: CastleSeat): boolean {
  const s = t.s;
  if (s.phase.type !== 'turn') return false;
  if (s.phase.seat === seat && s.phase.step === 'main' && s.stack.length === 0 && !s.breach) {
    if (!s.phase.landPlayed && t.player(seat)!.hand.some((c) => cardInfo(c.card).land)) return true;
    if (!s.phase.attacked && s.battlefield.some((p) => p.controller === seat && !p.tapped && !p.sick && cardInfo(p.card).creature)) return true;
    if (!s.phase.castleAction && t.player(seat)!.life >= 1) return true;
  }
  const speed = timing(t, seat);
  if (!speed) return false;
  if (t.player(seat)!.hand.some((c) => !cardInfo(c.card).land && (speed === 'sorcery' || cardInfo(c.card).instant || cardInfo(c.card).def.keywords.includes('flash')))) return true;
  return hasActivatedAbility(t, seat);
}

function dispatch(t: CastleTable, setup: CastleSetup, seat: CastleSeat, action: CastleAction): TableResult {
  const prompt = t.s.prompt;
  if (prompt) {
    if (action.type !== 'concede' && !PROMPT_ANSWERS[prompt.type].includes(action.type)) return fail(CASTLE_GAME_RULES.prompt, `${seatName(seat)} first answers the question on the table (${prompt.type}).`);
  } else if (t.s.breach && defenderAsked(t.s.breach)) {
    const answers = t.s.breach.question === 'activate' ? ['activateDefender', 'declineDefender'] : ['swapBehind', 'block'];
    if (action.type !== 'concede' && !answers.includes(action.type)) {
      return fail(CASTLE_GAME_RULES.breach, `An attack on ${seatName(seat)}'s castle waits on them first: ${t.s.breach.question === 'activate' ? 'activate the revealed creature or discard it' : 'swap the creature in front or let it block'} (castle.defend).`);
    }
  }
  switch (action.type) {
    case 'keep':
      return keepHand(t, seat, HANDS);
    case 'mulligan':
      return takeMulligan(t, seat, HANDS);
    case 'bottom':
      return putOnBottom(t, seat, action.card, HANDS);
    case 'pass':
      if (t.s.phase.type !== 'turn' || t.s.priority?.seat !== seat) return fail(CASTLE_GAME_RULES.priority, 'There is nothing to pass now.');
      t.emit({ type: 'note', text: `${seatName(seat)} passes`, since: 2 });
      passPriority(t);
      return OK;
    case 'playLand':
      return playLand(t, seat, action.card, action.face);
    case 'cast':
      return onStack(t, seat, () => cast(t, seat, action as CastAction));
    case 'activate':
      return onStack(t, seat, () => activate(t, seat, action as ActivateAction));
    case 'attack':
      return attack(t, seat, action.column, action.creatures, setup.options.responses === true);
    case 'activateDefender':
      return activateDefender(t, seat);
    case 'declineDefender':
      return declineDefender(t, seat);
    case 'swapBehind':
      return swapBehind(t, seat);
    case 'block':
      return block(t, seat, action.damage, setup.options.responses === true);
    case 'moveFaceDown':
      return onceATurn(t, seat, 2, 'castle.once.move', (castle) => moveFaceDown(castle, action.from, action.to, setup.options.diagonal), `moves a face-down card from ${placeLabel(action.from)} to ${placeLabel(action.to)}`);
    case 'swapFaceUp':
      return onceATurn(t, seat, 1, 'castle.once.swap', (castle) => swapFaceUp(castle, action.from, action.to, setup.options.diagonal), `swaps the creature at ${placeLabel(action.from)} with the card at ${placeLabel(action.to)}`);
    case 'turnFaceDown':
      return turnDown(t, seat, action.at);
    case 'discard':
      return discardAsked(t, seat, action.card, HANDS);
    case 'choose':
      if (prompt?.type === 'sacrifice') return answerSacrifice(t, seat, action.target);
      return chooseTriggerTarget(t, seat, action.target);
    case 'pay':
      if (prompt?.type === 'unlessPays') return answerUnlessPays(t, seat, true);
      return onStack(t, seat, () => choosePayment(t, action.option, (resumed) => (resumed.type === 'cast' ? cast(t, seat, resumed) : activate(t, seat, resumed))));
    case 'cancel':
      return prompt?.type === 'unlessPays' ? answerUnlessPays(t, seat, false) : cancelPayment(t, seat);
    case 'scry':
      return answerScry(t, seat, action.card, action.to);
    case 'may':
      return answerMay(t, seat, action.take);
    case 'search':
      return answerSearch(t, seat, action.take);
    case 'fabricate':
      return answerFabricate(t, seat, action.choice);
    case 'concede':
      t.s.phase = { type: 'over', winner: other(seat), reason: `${seatName(seat)} conceded.` };
      t.s.prompt = null;
      t.s.priority = null;
      t.s.breach = null;
      t.emit({ type: 'note', text: `${seatName(seat)} concedes` });
      return OK;
    default:
      return fail(CASTLE_GAME_RULES.unknown, `Castle Magic has no action "${(action as { type?: unknown }).type}".`);
  }
}


function onStack(t: CastleTable, seat: CastleSeat, act: () => TableResult): TableResult {
  const before = t.s.stack.length;
  const done = act();
  if (done.ok && t.s.stack.length > before) putOnStack(t, seat);
  return done;
}

// ── Opening hands ─────────────────────────────────────────────────────

/** Castle's words for the opening hands and discards of the Magic core (magic/opening-hands.ts). */
const HANDS: HandRules<CastleState> = {
  mulliganRule: CASTLE_GAME_RULES.mulligan,
  discardRule: CASTLE_GAME_RULES.discard,
  seatName,
  afterKeep(t, seat) {
    if (t.s.phase.type !== 'mulligan') return;
    // The first player decides first; after the second keeps, the first player's first turn begins.
    if (seat === t.s.first) t.s.phase = { type: 'mulligan', seat: other(seat as CastleSeat), taken: 0 };
    else beginTurn(t, t.s.first, 1);
  },
  afterCleanupDiscard: (t, seat) => cleanup(t, seat as CastleSeat),
};

// ── The once-a-turn castle actions (castle.once) ──────────────────────

/** Why the player acting may not take the once-a-turn castle action now, or OK. */
function onceProblem(t: CastleTable, seat: CastleSeat, life: number, rule: string): TableResult {
  const phase = t.s.phase;
  if (phase.type !== 'turn' || phase.seat !== seat || t.s.priority?.seat !== seat || t.s.stack.length > 0 || t.s.breach) {
    return fail(rule, `${seatName(seat)} may change their castle only during their own turn, with nothing else under way (castle.once).`);
  }
  if (phase.castleAction) return fail(rule, `${seatName(seat)} has changed their castle this turn already: once a turn (castle.once).`);
  if (t.player(seat)!.life < life) return fail(rule, `${seatName(seat)} has ${t.player(seat)!.life} life and cannot pay ${life}.`);
  return OK;
}

function useOnce(t: CastleTable, seat: CastleSeat, life: number, words: string): void {
  const phase = t.s.phase;
  if (phase.type === 'turn') t.s.phase = { ...phase, castleAction: true };
  changeLife(t, seat, -life);
  t.emit({ type: 'note', text: `${seatName(seat)} pays ${life} life and ${words}` });
}

function onceATurn(
  t: CastleTable,
  seat: CastleSeat,
  life: number,
  rule: string,
  change: (castle: CastleState['castles']['south']) => { ok: true; castle: CastleState['castles']['south'] } | { ok: false; error: { rule: string; message: string } },
  words: string,
): TableResult {
  const problem = onceProblem(t, seat, life, rule);
  if (!problem.ok) return problem;
  const changed = change(t.s.castles[seat]);
  if (!changed.ok) return { ok: false, error: changed.error };
  t.s.castles = { ...t.s.castles, [seat]: changed.castle };
  useOnce(t, seat, life, words);
  return OK;
}

/** Pay 1 life: a face-up castle creature leaves the battlefield and lies face down again, known to its owner (castle.once.turn-down). */
function turnDown(t: CastleTable, seat: CastleSeat, at: Place): TableResult {
  const problem = onceProblem(t, seat, 1, 'castle.once.turn-down');
  if (!problem.ok) return problem;
  const place = at.row >= 0 && at.row < ROWS && at.col >= 0 && at.col < COLUMNS ? placeAt(t.s.castles[seat], at) : undefined;
  const p = place?.kind === 'face-up' ? t.permanent(place.creature) : undefined;
  const turned = turnFaceDown(t.s.castles[seat], at, p?.card ?? '?');
  if (!turned.ok) return { ok: false, error: turned.error };
  t.remove(p!.id);
  t.s.castles = { ...t.s.castles, [seat]: turned.castle };
  useOnce(t, seat, 1, `turns ${p!.card} at ${placeLabel(at)} face down`);
  return OK;
}

// ── What may be done now ──────────────────────────────────────────────

/** The legal actions of the seat that acts now. */
export function legalCastleActions(setup: CastleSetup, state: CastleState): CastleAction[] {
  const seat = actingSeat(state);
  if (!seat) return [];
  const known = choicesKnown.get(state);
  if (known && !state.prompt && !state.breach) return [{ type: 'pass' }, ...known];
  const t = readingTable(setup, state);
  const prompt = state.prompt;
  if (prompt) return promptAnswers(t, seat) as CastleAction[];
  if (defenderAsked(state.breach)) return breachAnswers(t, seat);
  switch (state.phase.type) {
    case 'mulligan':
      return state.phase.taken < MAX_MULLIGANS ? [{ type: 'keep' }, { type: 'mulligan' }] : [{ type: 'keep' }];
    case 'turn':
      return [{ type: 'pass' }, ...choicesOf(t, seat, setup.options.diagonal)];
    default:
      return [];
  }
}


/**
 * The defender's answers: activate (when the life can be paid) or discard;
 * or swap, and the ways to divide the blocker's damage: all of it to one
 * attacker, or lethal damage to each in the attack's order (any division
 * is legal; these are the ones listed).
 */
function breachAnswers(t: CastleTable, seat: CastleSeat): CastleAction[] {
  const breach = t.s.breach!;
  if (breach.question === 'activate') {
    const out: CastleAction[] = [];
    if (t.player(seat)!.life >= (breach.price ?? 0)) out.push({ type: 'activateDefender' });
    out.push({ type: 'declineDefender' });
    return out;
  }
  const out: CastleAction[] = [];
  if (canSwap(t, seat)) out.push({ type: 'swapBehind' });
  for (const damage of divisions(t)) out.push({ type: 'block', damage });
  return out;
}

/** Ways to divide the blocker's damage among the attackers. */
export function divisions(t: CastleTable): number[][] {
  const b = blocker(t);
  const attackers = blockedAttackers(t);
  if (!b) return [];
  const seen = new Set<string>();
  const out: number[][] = [];
  const add = (d: number[]) => {
    const key = d.join(',');
    if (!seen.has(key)) {
      seen.add(key);
      out.push(d);
    }
  };
  // Damage goes only to attackers the blocker can block (castle.block.cant-block): all zeros when it can block none.
  const blockable = attackers.filter((id) => b.blocks.includes(id));
  if (attackers.length === 0) return [];
  if (blockable.length === 0) return [attackers.map(() => 0)];
  blockable.forEach((id) => add(attackers.map((other) => (other === id ? b.power : 0))));
  let left = b.power;
  const last = blockable[blockable.length - 1];
  const greedy = attackers.map((id) => {
    if (!b.blocks.includes(id)) return 0;
    const p = t.permanent(id)!;
    const need = Math.max(1, cardToughness(t, p.id) - p.damage);
    const give = id === last ? left : Math.min(left, need);
    left -= give;
    return give;
  });
  add(greedy);
  return out;
}

function cardToughness(t: CastleTable, id: number): number {
  const p = t.permanent(id)!;
  return toughnessOf(t, p);
}


/** Everything `seat`, holding priority in a turn, could do besides passing. */
export function choicesOf(t: CastleTable, seat: CastleSeat, diagonal: boolean): CastleAction[] {
  const s = t.s;
  if (s.phase.type !== 'turn' || s.priority?.seat !== seat || s.prompt || defenderAsked(s.breach)) return [];
  const out: CastleAction[] = [];
  const speed = timing(t, seat);
  // A card of several faces is offered as each face it may be cast or played as (a split card's halves, an Adventure, a modal card's back).
  if (speed) out.push(...(castChoices(t, seat, speed, undefined, { faces: true }) as CastleAction[]), ...(abilityChoices(t, seat) as CastleAction[]));
  // In combat only instants and abilities: lands, attacks and castle changes wait for the main phase proper.
  if (s.phase.seat !== seat || s.phase.step !== 'main' || s.stack.length > 0 || s.breach) return out;
  if (!s.phase.landPlayed) out.push(...landPlays(t, seat));
  if (!s.phase.attacked) out.push(...attackChoices(t, seat));
  if (!s.phase.castleAction) out.push(...castleChoices(t, seat, diagonal));
  return out;
}

/** Attacks listed: every able creature together, on each column (any group of them is legal; this is the one listed). */
function attackChoices(t: CastleTable, seat: CastleSeat): CastleAction[] {
  const able = t.s.battlefield.filter((p) => p.controller === seat && cardInfo(p.card).creature && !castlePlace(t.s, p) && !p.tapped && !p.sick).map((p) => p.id);
  const ready = able.filter((id) => attackReady(t, seat, id));
  if (ready.length === 0) return [];
  return Array.from({ length: COLUMNS }, (_, column): CastleAction => ({ type: 'attack', column, creatures: ready }));
}

function attackReady(t: CastleTable, seat: CastleSeat, id: number): boolean {
  const p = t.permanent(id)!;
  return canUseTap(t, p) && !cantAttackProblem(t, p) && !defenderProblem(t, p, seat);
}

/** The once-a-turn castle actions the seat could pay for now. */
function castleChoices(t: CastleTable, seat: CastleSeat, diagonal: boolean): CastleAction[] {
  const castle = t.s.castles[seat];
  const life = t.player(seat)!.life;
  const out: CastleAction[] = [];
  for (let row = 0; row < ROWS; row++) {
    for (let col = 0; col < COLUMNS; col++) {
      const from = { row, col };
      const here = placeAt(castle, from);
      if (here.kind === 'face-down' && life >= 2) {
        for (const to of adjacent(from, diagonal)) if (placeAt(castle, to).kind === 'empty') out.push({ type: 'moveFaceDown', from, to });
      }
      if (here.kind === 'face-up' && life >= 1) {
        out.push({ type: 'turnFaceDown', at: from });
        for (const to of adjacent(from, diagonal)) if (placeAt(castle, to).kind !== 'empty') out.push({ type: 'swapFaceUp', from, to });
      }
    }
  }
  return out;
}

export { activeSeat, other };
