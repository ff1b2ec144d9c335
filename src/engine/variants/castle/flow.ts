import { fireDelayed } from '../../magic/effects';
import { checkStateBasedActions, isLost } from '../../magic/sba';
import { afterPutting, passPriority as corePassPriority, settleTriggers as coreSettleTriggers, type PriorityRules } from '../../magic/priority';
import { fireAll, upkeepTriggers } from '../../magic/triggers';
import { cleanupStep, maxHandSize, untapStep } from '../../magic/turn';
import { drawCard } from '../../magic/zones';
import { defenderAsked, respondingEnds } from './breach';
import { SEATS, type CastleSeat, type CastleState } from './schema';
import { other, seatName, type CastleTable } from './seating';

/**
 * The turn (docs/castle-rules.md): untap, upkeep, draw, main, end and
 * cleanup, as in Magic, with priority passing between the two players and a
 * stack. The attack on a column happens in the main phase; while it waits
 * on the defender's answers (a breach) no one holds priority; once the
 * attack is declared, and once the block is, both players may respond
 * (castle.combat.responses, an option).
 */

export function activeSeat(s: CastleState): CastleSeat | undefined {
  return s.phase.type === 'turn' ? s.phase.seat : undefined;
}

/** The seat whose decision the game waits on now. */
export function actingSeat(s: CastleState): CastleSeat | undefined {
  if (s.phase.type === 'over') return undefined;
  if (s.prompt) return s.promptSeat ?? activeSeat(s);
  if (defenderAsked(s.breach)) return other(activeSeat(s)!);
  if (s.phase.type === 'mulligan') return s.phase.seat;
  return s.priority?.seat;
}

/** A seat's turn begins: its permanents untap, the upkeep's triggers fire, and it receives priority. */
export function beginTurn(t: CastleTable, seat: CastleSeat, number: number): void {
  untapStep(t, seat);
  t.s.phase = { type: 'turn', seat, number, step: 'upkeep', landPlayed: false, attacked: false, castleAction: false };
  t.emit({ type: 'note', text: `${seatName(seat)}'s turn ${Math.ceil(number / 2)} begins` });
  upkeepTriggers(t, seat);
  t.s.priority = { seat, passes: 0 };
}

const PRIORITY: PriorityRules<CastleState> = {
  seats: () => SEATS,
  active: activeSeat,
  // Combat open to responses ends its window (castle.combat.responses); otherwise the step ends.
  endStep: (t) => (t.s.breach ? respondingEnds(t) : nextStep(t)),
};

/** Priority passes; at the second pass in a row the top of the stack resolves, or the step ends. */
export function passPriority(t: CastleTable): void {
  corePassPriority(t, PRIORITY);
}

/** Triggered abilities waiting go on the stack as a player is about to receive priority, the active player's first. */
export function settleTriggers(t: CastleTable): void {
  coreSettleTriggers(t, PRIORITY);
}

/** Puts an item on the stack: its controller has acted, so the other player answers first. */
export function putOnStack(t: CastleTable, seat: CastleSeat): void {
  afterPutting(t, seat, PRIORITY);
}

function nextStep(t: CastleTable): void {
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
      t.s.priority = { seat, passes: 0 };
      return;
    case 'main':
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
export function cleanup(t: CastleTable, seat: CastleSeat): void {
  const hand = t.player(seat)!.hand;
  const most = maxHandSize(t, seat);
  if (hand.length > most) {
    t.s.prompt = { type: 'discard', count: hand.length - most };
    t.s.promptSeat = seat;
    t.s.priority = null;
    return;
  }
  cleanupStep(t);
  const phase = t.s.phase;
  if (phase.type === 'turn') beginTurn(t, other(seat), phase.number + 1);
}

/** What is checked after every action: state-based actions, and the end of the game (castle.win: 0 life, or a draw from an empty library). */
export function settleState(t: CastleTable): void {
  checkStateBasedActions(t);
  if (t.s.phase.type === 'over') return;
  const lost = SEATS.flatMap((seat) => {
    const why = isLost(t, seat);
    return why ? [{ seat, why }] : [];
  });
  if (lost.length === 0) return;
  const reason = lost.map((l) => `${seatName(l.seat)}: ${l.why.replace(/^You had/, 'had').replace(/^Your life/, 'life')}`).join('; ');
  t.s.phase = lost.length === 2 ? { type: 'over', reason: `A draw. ${reason}` } : { type: 'over', winner: other(lost[0]!.seat), reason };
  t.s.prompt = null;
  t.s.priority = null;
  t.s.breach = null;
  t.s.stack = [];
  t.emit({ type: 'note', text: lost.length === 2 ? 'the game is a draw' : `${seatName(other(lost[0]!.seat))} wins` });
}
