import { FACE_DOWN } from './face-down';
import { addImportedCards, findCard } from './pool';
import type { CardDef } from './card';
import type { CardDefData } from './card-schema';

/** A game's setup as far as its imported cards go: every variant's keeps them at `cards`. */
type WithCards = { readonly cards?: readonly CardDefData[] };

/**
 * Imported cards travel in the saved game (`setup.cards`), so a file plays
 * anywhere. Every path that reads a game registers them before any card
 * name is looked up. A card already registered with the same data is
 * skipped: re-registering would tell the engine's caches to start over.
 */
export function registerSetupCards(setup: WithCards): void {
  const fresh = (setup.cards ?? []).filter((c) => !sameCard(findCard(c.name), c));
  if (fresh.length > 0) addImportedCards(fresh as readonly CardDef[]);
}

function sameCard(known: CardDef | undefined, card: CardDefData): boolean {
  return known !== undefined && (known === (card as CardDef) || JSON.stringify(known) === JSON.stringify(card));
}

/** The names a game may use: the built-in pool's, and those of its own imported cards (and of their faces, which a permanent may show). */
export function knownInGame(setup: WithCards, builtIn: (name: string) => boolean): (name: string) => boolean {
  const own = new Set((setup.cards ?? []).flatMap((c) => [c.name, ...(c.faces ?? []).map((f) => f.name)]));
  // A face-down permanent is known to every game: it is what any card with morph is, face down.
  return (name) => own.has(name) || builtIn(name) || name === FACE_DOWN.name;
}
