import { difficultyOptions, findDifficulty, type DifficultyId } from './difficulty';
import type { SetupChoices } from './setup';

/**
 * Today's Crawl: one game a day, the same for everyone. Its seed comes from
 * the date in UTC (so players in every time zone share it), and its options
 * are fixed, so the only choice left is the deck. Pure: the caller passes
 * the date, since the engine never reads a clock.
 */

/** The difficulty of Today's Crawl. */
export const TODAYS_DIFFICULTY: DifficultyId = 'normal';

/** Starting life before the difficulty scales it: a constructed deck's (setup.ts LIFE.constructed; a unit test keeps them equal). */
const FORMAT_LIFE = 20;

/** "2026-11-22": the date as it is in UTC. */
export function utcDay(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Today\'s Crawl needs a valid date.');
  return date.toISOString().slice(0, 10);
}

/** "daily-2026-11-22": the seed of the day's crawl. */
export function todaysSeed(date: Date): string {
  return `daily-${utcDay(date)}`;
}

/** "crawl-2026-11-22.crawl.json": where the day's crawl is saved. */
export function todaysFileName(date: Date): string {
  return `crawl-${utcDay(date)}.crawl.json`;
}

/**
 * The fixed options of Today's Crawl: Normal difficulty, the Setup Land
 * Piles, a random start colour (the seed picks it), and the default goal
 * (a hex four steps away). The deck is the player's (a starter deck id),
 * or the default deck.
 */
export function todaysChoices(deck?: string): SetupChoices {
  const preset = difficultyOptions(findDifficulty(TODAYS_DIFFICULTY)!, FORMAT_LIFE);
  // Options that are off are left out, as the new-game form leaves them out: one game, one file.
  const on = Object.fromEntries(Object.entries(preset).filter(([, v]) => v !== false && v !== undefined));
  return {
    ...(deck !== undefined ? { deck } : {}),
    distribution: 'standard',
    startColour: 'random',
    opponentSpells: 'remove',
    ...on,
  };
}
