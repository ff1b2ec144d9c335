import { stopFor, type Stop } from '../stops';
import type { CastleSeat, CastleSetup, CastleState } from './schema';

/**
 * Stops in Castle Magic (docs/castle-rules.md, "Stops"): the game's mode
 * (../stops.ts) with Castle's key moments. Games saved before the option
 * play when-able, as they were played.
 */
export function castleStop(setup: CastleSetup, state: CastleState, seat: CastleSeat, couldAct: () => boolean): Stop {
  return stopFor(setup.options.stops, setup.players[seat].control === 'computer', couldAct, () => castleKeyMoment(state, seat));
}

/**
 * The moments a person wants to be asked at: the other player's spell or
 * ability on the stack (a response is possible); an attack on their castle,
 * in its windows for responses (declared, and blocked); their own main
 * phase with the stack empty (lands, spells, the attack, the castle
 * action, and their own attack's windows); and the other player's end step
 * (the last chance to use an instant before their own turn). The upkeep
 * and draw steps, their own end step and their own items on the stack are
 * passed for.
 */
export function castleKeyMoment(s: CastleState, seat: CastleSeat): boolean {
  if (s.phase.type !== 'turn') return false;
  const top = s.stack[s.stack.length - 1];
  if (top) return top.controller !== seat;
  if (s.phase.seat === seat) return s.phase.step === 'main';
  if (s.breach) return s.breach.question === 'declared' || s.breach.question === 'blocked';
  return s.phase.step === 'end';
}
