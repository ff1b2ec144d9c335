import { insertSorted, libraryCards, type Seat, type Table } from './table';
import { graveyardOwner } from './targets';
import { leave } from './zones';

/**
 * Cards going back into a library from a graveyard, resolved the same way
 * in every variant: Elixir of Immortality's shuffle of itself and its
 * controller's graveyard into the library, and a card put from a graveyard
 * on top of its owner's library (Reclaim).
 */

/** The seat whose graveyard holds the card `id`, if any. */

/**
 * "Shuffle ~ and your graveyard into their owner's library" (CR 701.20): the permanent (gone already, only the
 * graveyard) and every card of its controller's graveyard go into that library, shuffled; a seat without a library
 * (Magic Crawl's encounter) has none to shuffle into.
 */
export function shuffleSelfAndGraveyard(t: Table, controller: Seat, sourceId: number | undefined): void {
  if (!t.player(controller)) return;
  const self = sourceId !== undefined ? t.permanent(sourceId) : undefined;
  if (self && self.controller === controller) leave(t, self.id, 'library');
  const graveyard = t.zone(controller, 'graveyard');
  const cards = graveyard.splice(0);
  const library = t.library(controller);
  for (const c of cards) insertSorted(library.cards, c.card);
  t.emit({ type: 'shuffledIn', ...(self ? { card: self.card } : {}), count: cards.length });
}

/** "Target player shuffles their graveyard into their library" (Reminisce): every card of it. */
export function shuffleGraveyardIn(t: Table, seat: Seat): void {
  const cards = t.zone(seat, 'graveyard').splice(0);
  const library = t.library(seat);
  for (const c of cards) insertSorted(library.cards, c.card);
  t.emit({ type: 'shuffledIn', count: cards.length });
}

/** "Put target card from your graveyard on top of your library" (CR 401.4): the card is the next one its owner draws. */
export function graveyardToTop(t: Table, target: number | string | undefined): void {
  const owner = typeof target === 'number' ? graveyardOwner(t, target) : undefined;
  if (owner === undefined) return;
  const graveyard = t.zone(owner, 'graveyard');
  const [card] = graveyard.splice(graveyard.findIndex((c) => c.id === target), 1);
  const library = t.library(owner);
  library.top = [card!.card, ...(library.top ?? [])];
  t.emit({ type: 'putOnTop', card: card!.card });
}
