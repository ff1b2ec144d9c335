import type { GameEvent } from '../../magic/events';
import { earlierTableNarrations, narrateAtTable } from '../../magic/narrate-table';

/** One action's events as the log's line: the core's table wording, a regeneration saying where the creature went (frontier.regenerate). */
export function narrate(events: readonly GameEvent[]): string {
  return narrateAtTable(events, ownWords);
}

/** The same events as earlier versions of Crawl said them (Variant.earlierNarrations). */
export function earlierNarrations(events: readonly GameEvent[]): string[] {
  return earlierTableNarrations(events, ownWords);
}

function ownWords(e: GameEvent): string | undefined {
  return e.type === 'regenerated' ? `${e.card} regenerates (back to the home row)` : undefined;
}
