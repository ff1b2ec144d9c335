import { FORMAT, SCHEMA_VERSION, type SaveFileOf } from '../../save/schema';
import type { CrawlSchemas } from '.';
import { crawlSetup, initialState, type SetupChoices } from './setup';

/** A saved game of Magic Crawl. */
export type CrawlSave = SaveFileOf<CrawlSchemas>;

/** A new Magic Crawl game; the same seed and choices always give the same game. */
export function newGame(seed: string, choices: SetupChoices = {}): CrawlSave {
  const setup = crawlSetup(seed, choices);
  return { format: FORMAT, schemaVersion: SCHEMA_VERSION, setup, state: initialState(setup), log: [] };
}
