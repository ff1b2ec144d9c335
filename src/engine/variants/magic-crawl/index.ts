import type { GameEvent } from '../../magic/events';
import type { Variant } from '../variant';
import { crawlProblems } from './consistency';
import { findHex } from './map';
import { narrate } from './narrate';
import { applyCrawl, legalCrawlActions } from './rules';
import { CrawlActionSchema, CrawlSetupSchema, CrawlStateSchema } from './schema';
import { registerSetupCards } from './setup-cards';
import { initialState } from './setup';

/** Magic Crawl (rules/magic-crawl.md): a solo hex crawl against the Encounter Piles. */
export const magicCrawl = {
  id: 'magic-crawl',
  title: 'Magic Crawl',
  schemas: { setup: CrawlSetupSchema, state: CrawlStateSchema, action: CrawlActionSchema },
  initialState,
  apply: applyCrawl,
  legalActions: legalCrawlActions,
  narrate,
  problems: crawlProblems,
  load(setup, state) {
    // The game's imported cards, before anything looks a card up by name; then the map's lookup, so the first move is as fast as any.
    registerSetupCards(setup);
    findHex(state.hexes, state.token);
  },
} as const satisfies Variant<typeof CrawlSetupSchema, typeof CrawlStateSchema, typeof CrawlActionSchema, GameEvent>;

export { newGame, type CrawlSave } from './new-game';
