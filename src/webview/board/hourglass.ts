/**
 * The hourglass a riddle or tongue twister runs against on the dungeon
 * board (mayhem.challenge.time). The engine keeps no clock: the board counts
 * the sand down and, when it runs out, says so and offers the verdict; the
 * outcome still enters the log as an action.
 */

/** Whole seconds of sand left, from when it was turned and how long it runs. */
export function sandLeft(turnedAt: number, now: number, seconds: number): number {
  return Math.max(0, seconds - Math.floor((now - turnedAt) / 1000));
}

/** The sand left as a clock face: "1:05", "0:09". */
export function clockWords(left: number): string {
  return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
}

/** What a screen reader hears once, when the sand runs out. */
export const SAND_OUT = 'The hourglass has run out. Judge the challenge: failed, unless it was met in time.';
