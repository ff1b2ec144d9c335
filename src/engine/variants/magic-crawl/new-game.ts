import { FORMAT, SCHEMA_VERSION, type SaveFile, type SaveFileOf } from '../../save/schema';
import type { CrawlSchemas } from '.';
import { crawlSetup, initialState, type SetupChoices } from './setup';

/** A saved game of Magic Crawl. */
export type CrawlSave = SaveFileOf<CrawlSchemas>;

/** Whether a saved game is a crawl (its setup names Magic Crawl). */
export function isCrawlSave(game: SaveFile): game is CrawlSave {
  return game.setup.variant === 'magic-crawl';
}

/** A new Magic Crawl game; the same seed and choices always give the same game. */
export function newGame(seed: string, choices: SetupChoices = {}): CrawlSave {
  const setup = crawlSetup(seed, choices);
  return { format: FORMAT, schemaVersion: SCHEMA_VERSION, setup, state: initialState(setup), log: [] };
}
