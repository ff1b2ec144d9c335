import type { GameEvent } from '../../magic/events';
import { earlierTableNarrations, narrateAtTable } from '../../magic/narrate-table';

/** One action's events as the log's line: the core's table wording (Castle's own happenings, the breach and the castle actions, come as notes). */
export function narrate(events: readonly GameEvent[]): string {
  return narrateAtTable(events);
}

/** The same events as earlier versions of Crawl said them (Variant.earlierNarrations). */
export function earlierNarrations(events: readonly GameEvent[]): string[] {
  return earlierTableNarrations(events);
}
