import type { GameEvent } from '../../magic/events';
import { narrateAtTable } from '../../magic/narrate-table';

/** One action's events as the log's line: the core's table wording, a regeneration saying where the creature went (frontier.regenerate). */
export function narrate(events: readonly GameEvent[]): string {
  return narrateAtTable(events, (e) => (e.type === 'regenerated' ? `${e.card} regenerates (back to the home row)` : undefined));
}
