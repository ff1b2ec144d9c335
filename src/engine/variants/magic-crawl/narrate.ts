import { hexLabel } from '../../hex';
import { pileName } from '../../colour';
import type { CrawlEvent } from './events';

/** One line of prose for the log, made from what an action did. */
export function narrate(events: readonly CrawlEvent[]): string {
  const parts: string[] = [];
  for (const e of events) {
    switch (e.type) {
      case 'moved':
        parts.push(`${e.firstVisit ? 'Moved to' : 'Moved back to'} the ${e.terrain} at ${hexLabel(e.to)}`);
        break;
      case 'mapped':
        parts.push(`mapped ${e.hexes.length} ${e.hexes.length === 1 ? 'hex' : 'hexes'}`);
        break;
      case 'metCreature':
        parts.push(`met ${e.card} from ${pileName(e.pile)}`);
        break;
      case 'foundLand':
        parts.push(`drew a land from ${pileName(e.pile)}: no encounter`);
        break;
      case 'encounterEnded':
        parts.push(`Ended the encounter with ${e.card}; it went back to ${pileName(e.pile)}`);
        break;
    }
  }
  return parts.join('; ');
}
