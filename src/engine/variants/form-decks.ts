import type { CardDef } from '../cards/card';
import type { CardDefData } from '../cards/card-schema';
import { findCard, isBuiltInCard } from '../cards/pool';

/**
 * A deck list as a new-game form's answer carries it, checked: every
 * variant whose form takes your own list reads it the same way. The answer
 * is a webview message, so nothing in it is trusted: a card is played only
 * if it is built in or among the imported cards sent with it (which the
 * save then keeps, so the game opens anywhere).
 */

export interface ListedDeck {
  readonly name: string;
  readonly cards: readonly { readonly name: string; readonly count: number }[];
}

/** The imported cards sent with an answer, by name; a built-in card of the same name wins, so it is left out. */
export function importedCardsSent(cards: readonly CardDefData[]): { ok: true; cards: Map<string, CardDefData> } | { ok: false; message: string } {
  const byName = new Map<string, CardDefData>();
  for (const c of cards) {
    if (byName.has(c.name)) return { ok: false, message: `The imported card ${c.name} was sent twice; each card comes once.` };
    if (!isBuiltInCard(c.name)) byName.set(c.name, c);
  }
  return { ok: true, cards: byName };
}

/** A list from the answer, or why it cannot be played: empty, a card twice, a card neither built in nor sent, a token. */
export function checkedDeckList(deck: ListedDeck, imported: ReadonlyMap<string, CardDefData>): { ok: true } | { ok: false; message: string } {
  if (deck.cards.length === 0) return { ok: false, message: `The deck "${deck.name}" has no cards; paste a deck list with at least one card.` };
  const seen = new Set<string>();
  for (const c of deck.cards) {
    if (seen.has(c.name)) return { ok: false, message: `The deck "${deck.name}" lists ${c.name} twice; give each card once, with its count.` };
    seen.add(c.name);
    const facts: CardDef | CardDefData | undefined = isBuiltInCard(c.name) ? findCard(c.name) : imported.get(c.name);
    if (!facts) {
      return { ok: false, message: `The deck "${deck.name}" names ${c.name}, which is neither a built-in card nor among the imported cards sent with it. Check the deck list again.` };
    }
    if (facts.token) return { ok: false, message: `The deck "${deck.name}" holds ${c.name}, a token; no deck holds tokens.` };
  }
  return { ok: true };
}
