import { addImportedCards, findCard } from '../../cards/pool';
import type { CardDef } from '../../cards/card';
import type { CardDefData } from '../../cards/card-schema';
import type { CrawlSetup } from './schema';

/**
 * Imported cards travel in the saved game (`setup.cards`), so a file plays
 * anywhere. Every path that reads a game registers them before any card
 * name is looked up. A card already registered with the same data is
 * skipped: re-registering would tell the engine's caches to start over.
 */
export function registerSetupCards(setup: Pick<CrawlSetup, 'cards'>): void {
  const fresh = (setup.cards ?? []).filter((c) => !sameCard(findCard(c.name), c));
  if (fresh.length > 0) addImportedCards(fresh as readonly CardDef[]);
}

function sameCard(known: CardDef | undefined, card: CardDefData): boolean {
  return known !== undefined && (known === (card as CardDef) || JSON.stringify(known) === JSON.stringify(card));
}

/** The names a game may use: the built-in pool's, and those of its own imported cards. */
export function knownInGame(setup: Pick<CrawlSetup, 'cards'>, builtIn: (name: string) => boolean): (name: string) => boolean {
  const own = new Set((setup.cards ?? []).map((c) => c.name));
  return (name) => own.has(name) || builtIn(name);
}
