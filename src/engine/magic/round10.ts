import type { CardType } from '../cards/card';
import { manaValue } from '../mana';
import { cardInfo } from './card-db';
import { insertSorted, libraryCards, type Seat, type Table } from './table';
import { players } from './targets';
import { enter, entered, leave } from './zones';

/**
 * The tenth round's effects (issue 15, core sets), resolved the same way in
 * every variant through the rules core: Elixir of Immortality's shuffle of
 * itself and its controller's graveyard into the library, a card put from a
 * graveyard on top of its owner's library (Reclaim), and tutors.
 */

/** The seat whose graveyard holds the card `id`, if any. */
function graveyardOwner(t: Table, id: number): Seat | undefined {
  return players(t).find((seat) => t.player(seat)!.graveyard.some((c) => c.id === id));
}

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

/** Whether a card is of what a tutor asks for: any card, a card of a type, or of a subtype (Aura). */
function fits(card: string, types: readonly CardType[] | undefined, subtypes: readonly string[] | undefined): boolean {
  const def = cardInfo(card).def;
  if (types && !types.some((ty) => def.types.includes(ty))) return false;
  if (subtypes && !subtypes.some((s) => def.subtypes.includes(s))) return false;
  return true;
}

/**
 * The card a tutor takes, by one stated rule, the same for every player (the
 * library is a multiset, so the choice is among its distinct cards): a
 * nonland card the seat can soon cast, the one of greatest mana value no
 * greater than its lands and one more (the lands it controls, a Frontier
 * board's among them); failing that, the nonland card of least mana value;
 * failing that (only lands fit), a land. Ties go to the card with more
 * copies left, then to the name.
 */
export function chosenCard(t: Table, seat: Seat, types?: readonly CardType[], subtypes?: readonly string[]): string | undefined {
  const library = t.libraryOf(seat);
  if (!library) return undefined;
  const copies = new Map<string, number>();
  for (const c of libraryCards(library)) if (fits(c, types, subtypes)) copies.set(c, (copies.get(c) ?? 0) + 1);
  if (copies.size === 0) return undefined;
  const lands = t.controlledBy(seat).filter((p) => cardInfo(p.card).land).length + (t.seating.boardLands?.controlledCards?.(t, seat).length ?? 0);
  const mv = (c: string) => manaValue(cardInfo(c).cost);
  const tie = (a: string, b: string) => copies.get(b)! - copies.get(a)! || (a < b ? -1 : 1);
  const names = [...copies.keys()];
  const spells = names.filter((c) => !cardInfo(c).land);
  const soon = spells.filter((c) => mv(c) <= lands + 1).sort((a, b) => mv(b) - mv(a) || tie(a, b));
  if (soon.length > 0) return soon[0];
  const later = spells.sort((a, b) => mv(a) - mv(b) || tie(a, b));
  if (later.length > 0) return later[0];
  return names.sort(tie)[0];
}

/**
 * A tutor (CR 701.19): the card the rule picks goes from the library into its owner's hand, then the library is
 * shuffled (the ordered top and bottom join the rest). `reveal`: the log names it for everyone; otherwise only
 * its owner's view does.
 */
export function tutor(t: Table, seat: Seat, types: readonly CardType[] | undefined, subtypes: readonly string[] | undefined, reveal: boolean): void {
  if (!t.player(seat)) return;
  const card = chosenCard(t, seat, types, subtypes);
  const library = t.library(seat);
  if (card !== undefined) {
    const i = library.cards.indexOf(card);
    const onTop = library.top?.indexOf(card) ?? -1;
    if (i >= 0) library.cards.splice(i, 1);
    else if (onTop >= 0) library.top!.splice(onTop, 1);
    else library.bottom.splice(library.bottom.indexOf(card), 1);
    t.player(seat)!.hand.push({ id: t.newId(), card });
  }
  for (const c of [...(library.top ?? []), ...library.bottom.splice(0)]) insertSorted(library.cards, c);
  delete library.top;
  t.emit({ type: 'tutored', ...(card !== undefined ? { card } : {}), ...(reveal ? { revealed: true } : {}) });
}

/**
 * The leylines (CR 103.6a): as `seat` keeps its opening hand (its cards for the bottom already there), each card of it
 * that may begin the game on the battlefield goes there. The option only helps its owner, so it is always taken.
 */
export function beginWithOpeningHand(t: Table, seat: Seat): void {
  const hand = t.player(seat)?.hand;
  if (!hand) return;
  for (const c of hand.filter((h) => cardInfo(h.card).rules.some((r) => r.is === 'begin-on-battlefield'))) {
    t.takeFromHand(seat, c.id);
    enter(t, seat, c.card, c.id);
    t.emit({ type: 'beganWith', card: c.card });
    entered(t, c.id);
  }
}
