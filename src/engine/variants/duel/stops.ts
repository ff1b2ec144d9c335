import { stopFor, type Stop } from '../stops';
import { seatIndex } from './seating';
import type { DuelSeat, DuelSetup, DuelState } from './schema';

/**
 * Stops at the Magic table (docs/duel-rules.md, "Stops"): the game's mode
 * (../stops.ts) with the table's key moments. Games saved before the option
 * play when-able, as they were played.
 */
export function duelStop(setup: DuelSetup, state: DuelState, seat: DuelSeat, couldAct: () => boolean): Stop {
  const computer = setup.players[seatIndex(seat)]?.control === 'computer';
  return stopFor(setup.options.stops, computer, couldAct, () => duelKeyMoment(state, seat));
}

/**
 * The moments a person at the table wants to be asked at: another player's
 * spell or ability on the stack (a response is possible); an attack on them,
 * in the declare-attackers and declare-blockers steps; their own main phases
 * with the stack empty, and their own attack once blockers are declared; and the end step of whoever's turn it is (the last
 * chance to use an instant before play moves on). The upkeep and draw
 * steps, combat they take no part in, the damage step, their own end step
 * and their own items on the stack are passed for.
 */
export function duelKeyMoment(s: DuelState, seat: DuelSeat): boolean {
  if (s.phase.type !== 'turn') return false;
  const top = s.stack[s.stack.length - 1];
  if (top) return top.controller !== seat;
  const step = s.phase.step;
  // On their own turn: the main phases, and their attack once blockers are declared (the moment for a combat trick).
  if (s.phase.seat === seat) return step === 'main1' || step === 'main2' || (step === 'blockers' && (s.combat?.attackers.length ?? 0) > 0);
  if (step === 'end') return true;
  return (step === 'attackers' || step === 'blockers') && (s.combat?.attackers.some((a) => a.target === seat) ?? false);
}
