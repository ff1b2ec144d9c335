import type { FrontierSeat, FrontierSetup, FrontierState, FrontierStops } from './schema';

/**
 * Where a seat holding priority, with something it could do, is asked
 * rather than passed for (docs/frontier-rules.md, "Stops"). Under
 * `every-step` nobody is passed for; under `when-able` everyone with a
 * choice is asked; under `key-moments` a person is asked only at the
 * moments that matter (`keyMoment`), as digital Magic clients do, while a
 * computer seat keeps the when-able rhythm, so the computer plays the same
 * game whichever mode the person chose.
 */

/** Whether `seat`, holding priority with a choice, is asked now (false: its priority is passed for it). */
export function stopsFor(setup: FrontierSetup, state: FrontierState, seat: FrontierSeat): boolean {
  const mode: FrontierStops = setup.options.stops;
  if (mode !== 'key-moments' || setup.players[seat].control === 'computer') return true;
  return keyMoment(state, seat);
}

/**
 * The moments a person wants to be asked at: the other player has put a
 * spell or ability on the stack, or attacked (a response is possible); their
 * own main phase with the stack empty (moves, attacks, sorcery-speed spells);
 * and the other player's end step (the last chance to use an instant before
 * their own turn). Moves on the stack, the upkeep and draw steps, their own
 * end step and their own items on the stack are passed for.
 */
export function keyMoment(s: FrontierState, seat: FrontierSeat): boolean {
  if (s.phase.type !== 'turn') return false;
  const top = s.stack[s.stack.length - 1];
  if (top) return top.controller !== seat && top.kind !== 'move' && !(top.kind === 'attack' && top.blocked);
  return s.phase.seat === seat ? s.phase.step === 'main' : s.phase.step === 'end';
}
