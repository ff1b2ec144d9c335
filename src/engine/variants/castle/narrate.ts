import type { GameEvent } from '../../magic/events';
import { earlierTableNarrations, narrateAtTable, type TableWording } from '../../magic/narrate-table';

/** One action's events as the log's line: the core's table wording (Castle's own happenings, the breach and the castle actions, come as notes). */
export function narrate(events: readonly GameEvent[]): string {
  return narrateAtTable(events, ownWords);
}

/** The same events as earlier versions of Crawl said them (Variant.earlierNarrations). */
export function earlierNarrations(events: readonly GameEvent[]): string[] {
  return earlierTableNarrations(events, ownWords);
}

/**
 * Castle's reasons in words. The seating names the rule that prevents damage to a player (castle.damage) by its id;
 * up to the fifth wording the log printed that id ("prevented (castle.damage)"), from the sixth it says the rule.
 */
function ownWords(e: GameEvent, wording: TableWording): string | undefined {
  if (e.type !== 'prevented' || wording < 6) return undefined;
  const why = REASONS[e.why];
  return why === undefined ? undefined : `${e.amount} damage to ${e.toName ?? e.to} prevented (${why})`;
}

/** The words for each Castle rule the core may give as a reason. */
const REASONS: Readonly<Record<string, string>> = {
  'castle.damage': 'a player takes damage only from attacking creatures and from their own',
};
