import type { Table } from '../../magic/table';
import type { CrawlState } from './schema';

/** One action's working copy of a Magic Crawl game: the Magic core's table, with the map and the encounter. */
export type CrawlTable = Table<CrawlState>;
