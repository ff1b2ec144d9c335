import { cardInfo } from '../../magic/card-db';
import { fireDelayed } from '../../magic/effects';
import { checkStateBasedActions, isLost } from '../../magic/sba';
import { afterPutting, passPriority as corePassPriority, settleTriggers as coreSettleTriggers, type PriorityRules } from '../../magic/priority';
import { fireAll, upkeepTriggers } from '../../magic/triggers';
import { cleanupStep, maxHandSize, untapStep } from '../../magic/turn';
import { drawCard, enter } from '../../magic/zones';
import { placeLabel, placeOf, reveal, startTurn, untapLands, whereIs } from './board';
import { resolveAttack } from './combat';
import { resolveMove } from './moving';
import { SEATS, type FrontierSeat, type FrontierSetup, type FrontierState } from './schema';
import { other, type FrontierTable } from './seating';
import { seatName, tokenFor } from './words';

/**
 * The turn (docs/frontier-rules.md): untap, upkeep, draw, main, end and
 * cleanup, as in Magic, with priority passing between the two players and a
 * stack that spells, abilities, moves and attacks wait on. Two passes in a
 * row resolve the top of the stack, or, with the stack empty, end the step.
 */

export function activeSeat(s: FrontierState): FrontierSeat | undefined {
  return s.phase.type === 'turn' ? s.phase.seat : undefined;
}

/** The seat whose decision the game waits on now. */
export function actingSeat(s: FrontierState): FrontierSeat | undefined {
  if (s.phase.type === 'over') return undefined;
  if (s.prompt) return s.promptSeat ?? activeSeat(s);
  if (s.phase.type === 'token' || s.phase.type === 'mulligan') return s.phase.seat;
  return s.priority?.seat;
}

/**
 * Whose eyes the table is seen through: the person deciding now, else the
 * person at the table (South against the computer). The other player's hand
 * is never shown, so in hot-seat each sees only their own.
 */
export function viewerOf(setup: FrontierSetup, state: FrontierState): FrontierSeat {
  const acting = actingSeat(state);
  if (acting && setup.players[acting].control === 'human') return acting;
  return setup.players.south.control === 'human' ? 'south' : 'north';
}

/** A seat's turn begins: its permanents and the lands it tapped untap, its creatures may move again. */
export function beginTurn(t: FrontierTable, seat: FrontierSeat, number: number): void {
  untapStep(t, seat);
  t.s.board = startTurn(untapLands(t.s.board, seat));
  t.s.attacked = [];
  t.s.finished = [];
  t.s.stretch = null;
  t.s.phase = { type: 'turn', seat, number, step: 'upkeep' };
  t.emit({ type: 'note', text: `${seatName(seat)}'s turn ${Math.ceil(number / 2)} begins` });
  upkeepTriggers(t, seat);
  t.s.priority = { seat, passes: 0 };
}

/** Frontier's part in priority: two seats, and moves and attacks on the stack beside the core's spells and abilities. */
const PRIORITY: PriorityRules<FrontierState> = {
  seats: () => SEATS,
  active: activeSeat,
  resolveOwn(t, item) {
    if (item.kind === 'move') resolveMove(t, item);
    else if (item.kind === 'attack') resolveAttack(t, item);
    else return false;
    return true;
  },
  endStep: nextStep,
};

/** Priority passes; at the second pass in a row the top of the stack resolves, or the step ends (the core's priority, CR 117.4). */
export function passPriority(t: FrontierTable): void {
  corePassPriority(t, PRIORITY);
}

/**
 * The triggered abilities of what just happened go on the stack as a player
 * is about to receive priority (frontier.trigger.stack), the active player's
 * first (frontier.trigger.apnap); see the core's settleTriggers.
 */
export function settleTriggers(t: FrontierTable): void {
  coreSettleTriggers(t, PRIORITY);
}

/** Puts an item on the stack: its controller has acted, so the other player answers first. */
export function putOnStack(t: FrontierTable, seat: FrontierSeat): void {
  afterPutting(t, seat, PRIORITY);
}

function nextStep(t: FrontierTable): void {
  const phase = t.s.phase;
  if (phase.type !== 'turn') return;
  const seat = phase.seat;
  switch (phase.step) {
    case 'upkeep':
      t.s.phase = { ...phase, step: 'draw' };
      // The first player skips the draw of the first turn (CR 103.8a).
      if (phase.number > 1) {
        drawCard(t, seat);
        t.emit({ type: 'note', text: `${seatName(seat)} draws a card` });
      }
      t.s.priority = { seat, passes: 0 };
      return;
    case 'draw':
      t.s.phase = { ...phase, step: 'main' };
      firstFlip(t, seat);
      t.s.priority = { seat, passes: 0 };
      return;
    case 'main':
      t.s.stretch = null;
      t.s.phase = { ...phase, step: 'end' };
      fireDelayed(t);
      fireAll(t, (when) => when === 'end-step');
      t.s.priority = { seat, passes: 0 };
      return;
    case 'end':
      cleanup(t, seat);
      return;
  }
}

/** Cleanup (CR 514): discard to seven, then damage and "until end of turn" end, and the other player's turn begins. */
export function cleanup(t: FrontierTable, seat: FrontierSeat): void {
  const hand = t.player(seat)!.hand;
  const most = maxHandSize(t, seat);
  if (hand.length > most) {
    t.s.prompt = { type: 'discard', count: hand.length - most };
    t.s.promptSeat = seat;
    t.s.priority = null;
    return;
  }
  cleanupStep(t);
  t.s.combat = null;
  const phase = t.s.phase;
  if (phase.type === 'turn') beginTurn(t, other(seat), phase.number + 1);
}

/** A player's first main phase: the land under their first token turns up (frontier.setup.token). */
function firstFlip(t: FrontierTable, seat: FrontierSeat): void {
  if (t.s.firstFlip.includes(seat)) return;
  t.s.firstFlip = [...t.s.firstFlip, seat];
  const token = t.s.battlefield.find((p) => p.controller === seat && p.token && placeOf(t.s.board, p.id));
  const at = token ? placeOf(t.s.board, token.id) : undefined;
  if (!at) return;
  const turned = reveal(t.s.board, at, t.s.rng);
  if (!turned.ok) return;
  t.s.board = turned.board;
  t.s.rng = turned.rng;
  t.emit({ type: 'note', text: `the land under ${seatName(seat)}'s token turns up: ${turned.card} at ${placeLabel(at)}` });
}

/**
 * What is checked after every action: state-based actions, the free token
 * of a player with no creature (frontier.token.free), and the end of the
 * game (a player at 0 life or who drew from an empty library loses).
 */
export function settleState(t: FrontierTable): void {
  // State-based actions look at permanents and the board (a bonus there counts): when none of them has changed since the last check, none applies.
  const seen = lastChecked?.table === t ? lastChecked : undefined;
  const same = seen !== undefined && seen.board === t.s.board && seen.permanents.length === t.s.battlefield.length && seen.permanents.every((p, i) => p === t.s.battlefield[i]);
  if (!same) {
    for (let guard = 0; guard < 10; guard++) {
      checkStateBasedActions(t);
      if (!freeTokens(t)) break;
    }
    lastChecked = { table: t, board: t.s.board, permanents: [...t.s.battlefield] };
  }
  if (t.s.phase.type === 'over' || t.s.phase.type === 'token') return;
  // A plain loop: this runs after every action and every automatic pass, and nobody has lost in all but the last.
  const lost: { seat: FrontierSeat; why: string }[] = [];
  for (const seat of SEATS) {
    const why = isLost(t, seat);
    if (why) lost.push({ seat, why });
  }
  if (lost.length === 0) return;
  const reason = lost.map((l) => `${seatName(l.seat)}: ${l.why.replace(/^You had/, 'had').replace(/^Your life/, 'life')}`).join('; ');
  t.s.phase = lost.length === 2 ? { type: 'over', reason: `A draw. ${reason}` } : { type: 'over', winner: other(lost[0]!.seat), reason };
  t.s.prompt = null;
  t.s.priority = null;
  t.s.stack = [];
  t.emit({ type: 'note', text: lost.length === 2 ? 'the game is a draw' : `${seatName(other(lost[0]!.seat))} wins` });
}

/**
 * What the last check saw, and on which table (one action's): the board and
 * the permanents. One slot rather than a WeakMap by table, whose set after
 * every action cost more than the comparison saves; a table checked after
 * another is simply checked again.
 */
let lastChecked:
  | { readonly table: FrontierTable; readonly board: FrontierState['board']; readonly permanents: readonly FrontierState['battlefield'][number][] }
  | undefined;

/** A player with no creature gets a 1/1 token of their first token's colour in the home row. True when one was made. */
function freeTokens(t: FrontierTable): boolean {
  if (t.s.phase.type !== 'turn') return false;
  let made = false;
  for (const seat of ['south', 'north'] as const) {
    if (t.s.battlefield.some((p) => p.controller === seat && cardInfo(p.card).creature)) continue;
    const colour = t.s.players[seat].tokenColour;
    if (!colour) continue;
    const token = tokenFor(colour);
    const p = enter(t, seat, token, t.newId(), { token: true });
    if (!whereIs(t.s.board, p.id)) continue;
    t.emit({ type: 'note', text: `${seatName(seat)} has no creature: a free ${token.replace(' (token)', '')} token enters their home row` });
    made = true;
  }
  return made;
}
