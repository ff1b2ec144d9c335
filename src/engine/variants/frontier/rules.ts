import { nameTheActor } from '../../magic/narrate-table';
import { answerUnlessPays } from '../../magic/unless-pays';
import { answerMay } from '../../magic/may';
import { answerSacrifice } from '../../magic/sacrifices';
import { answerSearch } from '../../magic/search';
import { answerScry } from '../../magic/scry';
import { answerFabricate } from '../../magic/fabricate';
import { COLOURS } from '../../colour';
import { cardInfo } from '../../magic/card-db';
import { canUseTap, hasKeyword } from '../../magic/characteristics';
import { attackDefenderProblem, cantAttackProblem } from '../../magic/evasion';
import { activate, cancelPayment, cast, choosePayment, chooseTriggerTarget, timing } from '../../magic/casting';
import { abilityChoices, castChoices, hasActivatedAbility, PROMPT_ANSWERS, promptAnswers as corePromptAnswers } from '../../magic/choices';
import type { ActivateAction, CastAction, Permanent } from '../../magic/schema';
import { fail, OK, type TableResult } from '../../magic/table';
import { fireAll } from '../../magic/triggers';
import { drawCards } from '../../magic/zones';
import { discardAsked, type HandRules, keepHand, MAX_MULLIGANS, OPENING_HAND, putOnBottom, takeMulligan } from '../../magic/opening-hands';
import type { Applied, ApplyOptions, RuleError } from '../../result';
import type { GameEvent } from '../../magic/events';
import {
  attackTargets,
  checkAttack,
  checkAttackPlayer,
  checkMove,
  legalMoves,
  nearestRow,
  placeFirstToken,
  placeLabel,
  placeOf,
  playerInReach,
  scout as scoutLand,
  scoutPlaces,
  squareOf,
  stackOf,
  whereIs,
  type Place,
} from './board';
import { actingSeat, activeSeat, beginTurn, cleanup, passPriority, putOnStack, settleState, settleTriggers } from './flow';
import type { FrontierAction, FrontierSeat, FrontierSetup, FrontierState } from './schema';
import { frontierTable, lookups, other, readingTable, type FrontierTable } from './seating';
import { stopsFor } from './stops';
import { COLOUR_WORDS, seatName, tokenFor } from './words';

/** The rules of Frontier Magic as one pure step, and every action the player to act may take. */

export const FRONTIER_RULES = {
  over: 'frontier.over',
  prompt: 'frontier.prompt',
  token: 'frontier.setup.token',
  mulligan: 'frontier.mulligan',
  priority: 'frontier.priority',
  moveWhen: 'frontier.move.when',
  attackWhen: 'frontier.attack.when',
  attackTapped: 'frontier.attack.untapped',
  attackOnce: 'frontier.attack.once',
  attackRestriction: 'mtg.508.1c.attack-restriction',
  scout: 'frontier.scout',
  done: 'frontier.done',
  notYours: 'frontier.not-yours',
  discard: 'frontier.discard',
  unknown: 'frontier.unknown-action',
} as const;


export type FrontierApplied = Applied<FrontierState, GameEvent>;

export function applyFrontier(setup: FrontierSetup, state: FrontierState, action: FrontierAction, options?: ApplyOptions): FrontierApplied {
  const seat = actingSeat(state);
  if (state.phase.type === 'over' || !seat) {
    return { ok: false, error: { rule: FRONTIER_RULES.over, message: `The game is over: ${state.phase.type === 'over' ? state.phase.reason : ''}` } };
  }
  const t = frontierTable(setup, state, options);
  const hadPrompt = t.s.prompt !== null;
  const done = dispatch(t, seat, action);
  if (!done.ok) return done;
  if (!hadPrompt && t.s.prompt && !t.s.promptSeat) t.s.promptSeat = promptOwner(t, seat);
  if (!t.s.prompt && t.s.promptSeat) delete t.s.promptSeat;
  settle(t, setup);
  // The Magic core's events do not say who: the player acting did.
  nameTheActor(t.events, seatName(seat), (target) => (target === 'south' || target === 'north' ? seatName(target) : target));
  return { ok: true, state: t.s, events: t.events };
}

/** Whose question a prompt the core has just asked is: a trigger's controller's, else the player acting. */
function promptOwner(t: FrontierTable, seat: FrontierSeat): FrontierSeat {
  const prompt = t.s.prompt;
  if (prompt?.type === 'trigger') return (t.permanent(prompt.source)?.controller as FrontierSeat | undefined) ?? seat;
  return seat;
}

/**
 * After an action: state-based checks, then priority passed for every
 * player who could do nothing with it, or whom the game's stops pass for
 * (stops.ts; nobody under every-step), until someone is asked or the game
 * waits on a question.
 */
function settle(t: FrontierTable, setup: FrontierSetup): void {
  settleState(t);
  settleTriggers(t);
  if (setup.options.stops === 'every-step') return;
  for (let guard = 0; guard < 2000; guard++) {
    if (t.s.phase.type !== 'turn' || t.s.prompt || !t.s.priority) return;
    const seat = t.s.priority.seat;
    if (couldChoose(t, seat) && stopsFor(setup, t.s, seat)) {
      const choices = choicesOf(t, seat);
      if (choices.length > 0) {
        // The player (or the computer, or the playmat) asks for these next: the state is final, so keep them.
        lastSettled = { state: t.s, choices };
        return;
      }
    }
    passPriority(t);
    settleState(t);
    settleTriggers(t);
  }
}

/**
 * The choices settle found for the last state it returned (states are never
 * changed once returned). The next question is nearly always about that
 * state; another state's choices are worked out again, to the same answer.
 * One slot rather than a WeakMap by state: its set, after every action, cost
 * more than the rest of keeping them.
 */
let lastSettled: { readonly state: FrontierState; readonly choices: readonly FrontierAction[] } | undefined;

function dispatch(t: FrontierTable, seat: FrontierSeat, action: FrontierAction): TableResult {
  const prompt = t.s.prompt;
  if (prompt) {
    if (action.type !== 'concede' && !PROMPT_ANSWERS[prompt.type].includes(action.type)) {
      return fail(FRONTIER_RULES.prompt, `${seatName(seat)} first answers the question on the table (${prompt.type}).`);
    }
  }
  switch (action.type) {
    case 'placeToken':
      return placeToken(t, seat, action.colour, action.at);
    case 'keep':
      return keepHand(t, seat, HANDS);
    case 'mulligan':
      return takeMulligan(t, seat, HANDS);
    case 'bottom':
      return putOnBottom(t, seat, action.card, HANDS);
    case 'pass':
      if (t.s.phase.type !== 'turn' || t.s.priority?.seat !== seat) return fail(FRONTIER_RULES.priority, 'There is nothing to pass now.');
      t.emit({ type: 'note', text: `${seatName(seat)} passes`, since: 2 });
      passPriority(t);
      return OK;
    case 'cast':
      return onStack(t, seat, () => cast(t, seat, action as CastAction));
    case 'activate':
      return onStack(t, seat, () => activate(t, seat, action as ActivateAction));
    case 'move':
      return move(t, seat, action.creature, action.to);
    case 'scout':
      return scout(t, seat, action.creature, action.at);
    case 'attack':
      return attack(t, seat, action.creature, action.target);
    case 'done':
      return done(t, seat);
    case 'discard':
      return discardAsked(t, seat, action.card, HANDS);
    case 'choose':
      if (prompt?.type === 'sacrifice') return answerSacrifice(t, seat, action.target);
      return prompt?.type === 'sacrificeLand' ? sacrificeChosen(t, seat, action.target) : chooseTriggerTarget(t, seat, action.target);
    case 'pay':
      if (prompt?.type === 'unlessPays') return answerUnlessPays(t, seat, true);
      return onStack(t, seat, () =>
        choosePayment(t, action.option, (resumed) => (resumed.type === 'cast' ? cast(t, seat, resumed) : activate(t, seat, resumed))),
      );
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
      t.emit({ type: 'note', text: `${seatName(seat)} concedes` });
      return OK;
    default:
      return fail(FRONTIER_RULES.unknown, `Frontier Magic has no action "${(action as { type?: unknown }).type}".`);
  }
}

/** A spell or ability put on the stack hands priority to the other player. */
function onStack(t: FrontierTable, seat: FrontierSeat, act: () => TableResult): TableResult {
  const before = t.s.stack.length;
  const done = act();
  if (done.ok && t.s.stack.length > before) putOnStack(t, seat);
  return done;
}

// ── Before the first turn ─────────────────────────────────────────────

function placeToken(t: FrontierTable, seat: FrontierSeat, colour: (typeof COLOURS)[number], at: Place): TableResult {
  if (t.s.phase.type !== 'token') return fail(FRONTIER_RULES.token, 'The first tokens are already down.');
  const card = tokenFor(colour);
  const id = t.newId();
  const placed = placeFirstToken(t.s.board, seat, id, at);
  if (!placed.ok) return { ok: false, error: placed.error };
  t.add({ id, card, controller: seat, tapped: false, sick: false, damage: 0, counters: 0, token: true });
  t.s.board = placed.board;
  t.s.players = { ...t.s.players, [seat]: { ...t.s.players[seat], tokenColour: colour } };
  t.emit({ type: 'note', text: `${seatName(seat)} puts a ${COLOUR_WORDS[colour]} 1/1 token on the face-down land at ${placeLabel(at)}` });
  const next = other(seat);
  if (!t.s.players[next].tokenColour) {
    t.s.phase = { type: 'token', seat: next };
    return OK;
  }
  // Both tokens are down: opening hands, the first player (who placed first) deciding first.
  for (const s of [next, seat]) drawCards(t, s, OPENING_HAND);
  t.s.phase = { type: 'mulligan', seat: next, taken: 0 };
  t.emit({ type: 'note', text: 'both players draw their opening hands' });
  return OK;
}

/** Frontier's words for the opening hands and discards of the Magic core (magic/opening-hands.ts). */
const HANDS: HandRules<FrontierState> = {
  mulliganRule: FRONTIER_RULES.mulligan,
  discardRule: FRONTIER_RULES.discard,
  seatName,
  afterKeep(t, seat) {
    if (t.s.phase.type !== 'mulligan') return;
    // The first player decides first; after the second keeps, the first player's first turn begins.
    if (seat === t.s.first) t.s.phase = { type: 'mulligan', seat: other(seat as FrontierSeat), taken: 0 };
    else beginTurn(t, t.s.first, 1);
  },
  // Discarding to hand size finishes the cleanup, and the other player's turn begins.
  afterCleanupDiscard: (t, seat) => cleanup(t, seat as FrontierSeat),
};

// ── The main phase: moving, scouting, attacking ───────────────────────

/** Why the player acting cannot start or go on with a board action now (moves and attacks need the main phase, an empty stack, and no other stretch). */
function boardActionProblem(t: FrontierTable, seat: FrontierSeat, stretch: 'moving' | 'attacking' | 'scouting'): TableResult {
  const phase = t.s.phase;
  const rule = stretch === 'attacking' ? FRONTIER_RULES.attackWhen : stretch === 'moving' ? FRONTIER_RULES.moveWhen : FRONTIER_RULES.scout;
  if (phase.type !== 'turn' || phase.seat !== seat || phase.step !== 'main') return fail(rule, `${seatName(seat)} may do that only in their own main phase.`);
  if (t.s.stack.length > 0) return fail(rule, 'Wait until the stack has resolved.');
  if (t.s.stretch !== null && t.s.stretch !== stretch) {
    return fail(rule, `Finish ${t.s.stretch} first: once begun, moves (or attacks) come in one unbroken stretch.`);
  }
  if (stretch !== 'scouting' && t.s.finished.includes(stretch)) {
    return fail(rule, `${seatName(seat)} has finished ${stretch} this turn: moves come in one stretch a turn, and so do attacks.`);
  }
  return OK;
}

function yourCreature(t: FrontierTable, seat: FrontierSeat, id: number, rule: string): TableResult {
  const p = t.permanent(id);
  if (!p || !cardInfo(p.card).creature) return fail(rule, `#${id} is not a creature.`);
  if (p.controller !== seat) return fail(FRONTIER_RULES.notYours, `${p.card} is not ${seatName(seat)}'s.`);
  return OK;
}

function move(t: FrontierTable, seat: FrontierSeat, creature: number, to: Place): TableResult {
  const when = boardActionProblem(t, seat, 'moving');
  if (!when.ok) return when;
  const mine = yourCreature(t, seat, creature, 'frontier.move.adjacent');
  if (!mine.ok) return mine;
  const check = checkMove(t.s.board, creature, to, lookups(t));
  if (!check.ok) return { ok: false, error: check.error };
  t.s.stretch = 'moving';
  t.s.stack = [...t.s.stack, { kind: 'move', creature, to, controller: seat }];
  t.emit({ type: 'note', text: `${seatName(seat)} moves ${t.permanent(creature)!.card} to ${placeLabel(to)}` });
  putOnStack(t, seat);
  return OK;
}

function scout(t: FrontierTable, seat: FrontierSeat, creature: number, at: Place): TableResult {
  const when = boardActionProblem(t, seat, 'scouting');
  if (!when.ok) return when;
  const mine = yourCreature(t, seat, creature, FRONTIER_RULES.scout);
  if (!mine.ok) return mine;
  const p = t.permanent(creature)!;
  if (!canUseTap(t, p)) return fail(FRONTIER_RULES.scout, `${p.card} must be untapped and free of summoning sickness to scout.`);
  const turned = scoutLand(t.s.board, creature, at, t.s.rng);
  if (!turned.ok) return { ok: false, error: turned.error };
  t.update(creature, (q) => ({ ...q, tapped: true }));
  t.s.board = turned.board;
  t.s.rng = turned.rng;
  t.emit({ type: 'note', text: `${seatName(seat)}'s ${p.card} scouts: ${turned.card} turns up at ${placeLabel(at)}` });
  return OK;
}

function attack(t: FrontierTable, seat: FrontierSeat, creature: number, target: number | string): TableResult {
  const when = boardActionProblem(t, seat, 'attacking');
  if (!when.ok) return when;
  const mine = yourCreature(t, seat, creature, 'frontier.attack.adjacent');
  if (!mine.ok) return mine;
  const p = t.permanent(creature)!;
  if (t.s.attacked.includes(creature)) return fail(FRONTIER_RULES.attackOnce, `${p.card} has attacked this turn already.`);
  if (!canUseTap(t, p)) return fail(FRONTIER_RULES.attackTapped, `${p.card} must be untapped and free of summoning sickness to attack.`);
  // Pacifism, defender, "can't attack unless an opponent has been dealt damage this turn", "… unless there are N Islands"
  // (the board's lands count): the creature's own, or a stack member's, since a stack attacks as one (frontier.banding).
  const restricted = stackRestriction(t, creature);
  if (restricted) return { ok: false, error: restricted };
  const look = lookups(t);
  let targetName: string;
  if (typeof target === 'string') {
    const reach = checkAttackPlayer(t.s.board, creature, look);
    if (!reach.ok) return { ok: false, error: reach.error };
    if (reach.seat !== target) return fail('frontier.attack.player', `${p.card} can attack only ${seatName(reach.seat)}.`);
    targetName = seatName(target);
  } else {
    const problem = checkAttack(t.s.board, creature, target, look);
    if (problem) return { ok: false, error: problem };
    targetName = t.permanent(target)!.card;
  }
  const unless = defenderProblem(t, p, target);
  if (unless) return fail(FRONTIER_RULES.attackRestriction, unless);
  if (!hasKeyword(t, p, 'vigilance')) t.update(creature, (q) => ({ ...q, tapped: true }));
  t.s.attacked = [...t.s.attacked, creature];
  t.s.stretch = 'attacking';
  t.s.stack = [...t.s.stack, { kind: 'attack', creature, target, controller: seat }];
  t.emit({ type: 'note', text: `${seatName(seat)}'s ${p.card} attacks ${targetName}` });
  fireAll(t, (w, q) => w === 'attacks' && q.id === creature);
  // Attacks are declared one at a time: a creature attacks alone (exalted, CR 506.5) when it is the first and only one of the turn so far.
  if (t.s.attacked.length === 1) fireAll(t, (w, q) => w === 'creature-yours-attacks-alone' && q.controller === seat, () => ({ that: creature }));
  putOnStack(t, seat);
  return OK;
}

/** What keeps the stack of `creature` (or the creature alone) from attacking, whatever it attacks: any member's own "can't attack". */
function stackRestriction(t: FrontierTable, creature: number): RuleError | undefined {
  for (const id of stackOf(t.s.board, creature)) {
    const q = t.permanent(id);
    const problem = q ? cantAttackProblem(t, q) : undefined;
    if (problem) return problem;
  }
  return undefined;
}

/**
 * "~ can't attack unless defending player controls an Island" (CR 508.1c): the defending player is the one attacked, or
 * the controller of the creature attacked, and the lands it controls are those its creatures stand on (lands controlled
 * for card text).
 */
function defenderProblem(t: FrontierTable, p: Permanent, target: number | string): string | undefined {
  const defender = typeof target === 'string' ? target : t.permanent(target)?.controller;
  return defender === undefined ? undefined : attackDefenderProblem(t, p, defender, seatName(defender));
}

function done(t: FrontierTable, seat: FrontierSeat): TableResult {
  if (activeSeat(t.s) !== seat || t.s.stretch === null) return fail(FRONTIER_RULES.done, 'No stretch of moves or attacks is under way.');
  if (t.s.stack.length > 0) return fail(FRONTIER_RULES.done, 'Wait until the stack has resolved.');
  t.emit({ type: 'note', text: `${seatName(seat)} is done ${t.s.stretch}` });
  t.s.finished = [...t.s.finished, t.s.stretch];
  t.s.stretch = null;
  return OK;
}

/** The answer to "sacrifice a land": one the player's creatures stand on (frontier.land.sacrifice). */
function sacrificeChosen(t: FrontierTable, seat: FrontierSeat, target: number | string): TableResult {
  const prompt = t.s.prompt;
  const lands = t.seating.boardLands!;
  if (prompt?.type !== 'sacrificeLand') return fail(FRONTIER_RULES.prompt, 'No land is to be sacrificed now.');
  const problem = typeof target === 'number' ? lands.sacrificeProblem(t, seat, target) : { rule: 'frontier.land.sacrifice', message: `${seatName(seat)} must sacrifice a land, not a player` };
  if (problem) return { ok: false, error: problem };
  t.s.prompt = null;
  lands.sacrifice(t, seat, target as number, prompt.card);
  return OK;
}

// ── What may be done now ──────────────────────────────────────────────

/** The seat that acts now and its legal actions. */
export function legalFrontierActions(setup: FrontierSetup, state: FrontierState): FrontierAction[] {
  const seat = actingSeat(state);
  if (!seat) return [];
  const known = lastSettled?.state === state ? lastSettled.choices : undefined;
  if (known && !state.prompt) return [{ type: 'pass' }, ...known];
  const t = readingTable(setup, state);
  const prompt = state.prompt;
  if (prompt) return promptAnswers(t, seat);
  switch (state.phase.type) {
    case 'token':
      return tokenPlaces(t, seat);
    case 'mulligan':
      return state.phase.taken < MAX_MULLIGANS ? [{ type: 'keep' }, { type: 'mulligan' }] : [{ type: 'keep' }];
    case 'turn':
      return [{ type: 'pass' }, ...choicesOf(t, seat)];
    default:
      return [];
  }
}

/** The answers to the question the game waits on: the core's, and the land to sacrifice, which only Frontier's board asks. */
function promptAnswers(t: FrontierTable, seat: FrontierSeat): FrontierAction[] {
  if (t.s.prompt?.type === 'sacrificeLand') return (t.seating.boardLands?.controlled(t, seat) ?? []).map((target) => ({ type: 'choose', target }));
  return corePromptAnswers(t, seat) as FrontierAction[];
}

function tokenPlaces(t: FrontierTable, seat: FrontierSeat): FrontierAction[] {
  const board = t.s.board;
  const edge = board.sides.north.seat === seat ? 'north' : 'south';
  const row = nearestRow(board, edge);
  const out: FrontierAction[] = [];
  for (let col = 0; col < board.cols; col++) {
    if (squareOf(board, { row, col })?.land !== 'face-down') continue;
    for (const colour of COLOURS) out.push({ type: 'placeToken', colour, at: { row, col } });
  }
  return out;
}

/**
 * Whether `seat`, holding priority, might do anything besides passing: a
 * quick look that is false only when choicesOf would list nothing (asked
 * after every action, so it spares working out mana when no card could use
 * it).
 */
function couldChoose(t: FrontierTable, seat: FrontierSeat): boolean {
  const s = t.s;
  if (s.phase.type !== 'turn' || s.priority?.seat !== seat || s.prompt) return false;
  if (s.phase.seat === seat && s.phase.step === 'main' && s.stack.length === 0) {
    if (s.stretch !== null) return true; // "done" at least
    if (s.battlefield.some((p) => p.controller === seat && whereIs(s.board, p.id) && cardInfo(p.card).creature)) return true;
  }
  const speed = timing(t, seat);
  if (!speed) return false;
  for (const c of t.player(seat)!.hand) {
    const info = cardInfo(c.card);
    if (!info.land && (speed === 'sorcery' || info.instant || info.def.keywords.includes('flash'))) return true;
  }
  return hasActivatedAbility(t, seat);
}

/** Everything `seat`, holding priority in a turn, could do besides passing. */
export function choicesOf(t: FrontierTable, seat: FrontierSeat): FrontierAction[] {
  const s = t.s;
  if (s.phase.type !== 'turn' || s.priority?.seat !== seat || s.prompt) return [];
  const out: FrontierAction[] = [];
  const speed = timing(t, seat);
  if (speed) out.push(...(castChoices(t, seat, speed, undefined, { faces: true }) as FrontierAction[]), ...(abilityChoices(t, seat) as FrontierAction[]));
  if (s.phase.seat !== seat || s.phase.step !== 'main' || s.stack.length > 0) return out;
  const look = lookups(t);
  if (s.stretch !== null) out.push({ type: 'done' });
  for (const p of s.battlefield) {
    if (p.controller !== seat || !cardInfo(p.card).creature || !whereIs(s.board, p.id)) continue;
    if ((s.stretch === null && !s.finished.includes('moving')) || s.stretch === 'moving') {
      for (const to of legalMoves(s.board, p.id, look)) out.push({ type: 'move', creature: p.id, to: { row: to.row, col: to.col } });
    }
    const at = placeOf(s.board, p.id);
    if (!at || !canUseTap(t, p)) continue;
    if (s.stretch === null) for (const place of scoutPlaces(s.board, p.id)) out.push({ type: 'scout', creature: p.id, at: place });
    if (((s.stretch === null && !s.finished.includes('attacking')) || s.stretch === 'attacking') && !s.attacked.includes(p.id) && !stackRestriction(t, p.id)) {
      for (const foe of attackTargets(s.board, p.id, look)) if (!defenderProblem(t, p, foe.creatures[0]!)) out.push({ type: 'attack', creature: p.id, target: foe.creatures[0]! });
      const player = playerInReach(s.board, p.id, look);
      if (player !== undefined && !defenderProblem(t, p, player)) out.push({ type: 'attack', creature: p.id, target: player });
    }
  }
  return out;
}

export { other };
