import type { CardDefData } from '../../cards/card-schema';
import type { DeckImport } from '../../import/deck-import';
import { STOCK_SIZE } from './castle';

/**
 * A Castle deck list carries its creature stock in a section of its own,
 * under a `Castle` or `Stock` line, beside the usual sections (documented in
 * docs/castle-rules.md). The command line's `--deck-file` and the playmat's
 * form read it the same way, here.
 */

const STOCK_HEADER = /^\s*(castle|stock)\s*:?\s*$/i;
const OTHER_HEADER = /^\s*(deck|sideboard|commander|companion|maybeboard)\s*:?\s*$/i;

/**
 * A list's text split in two: the deck, and the lines of its `Castle` or
 * `Stock` section (undefined without one). Each part keeps the other's lines
 * as comments, so a problem's line number is the line of the whole list.
 */
export function splitStock(text: string): { deck: string; stock?: string } {
  const lines = text.split(/\r?\n/);
  const start = lines.findIndex((l) => STOCK_HEADER.test(l));
  if (start < 0) return { deck: text };
  let end = lines.findIndex((l, i) => i > start && OTHER_HEADER.test(l));
  if (end < 0) end = lines.length;
  const inStock = (i: number) => i > start && i < end;
  return {
    deck: lines.map((l, i) => (i >= start && i < end ? '//' : l)).join('\n'),
    stock: lines.map((l, i) => (inStock(i) ? l : '//')).join('\n'),
  };
}

/** A Castle list read: the deck as any list is read, and its stock as creature names (each copy once). */
export type StockedList = (DeckImport & { readonly ok: true }) & { readonly stock: readonly string[] };

/**
 * A Castle list read with `read` (the deck reader, with whatever card data
 * the caller has): the deck and its stock, or the problems by line. A list
 * without a stock section, or whose stock is not fifteen creatures, is
 * refused with the rule (castle.setup.stock).
 */
export function readStockedList(
  text: string,
  read: (text: string) => DeckImport,
): StockedList | { readonly ok: false; readonly problems: readonly { readonly line: number; readonly message: string }[] } {
  const parts = splitStock(text);
  const deck = read(parts.deck);
  if (parts.stock === undefined) {
    const problem = { line: 1, message: 'the list has no "Castle" or "Stock" section: a Castle deck comes with a stock of fifteen creatures under such a line (castle.setup.stock)' };
    return { ok: false, problems: [...(deck.ok ? [] : deck.problems), problem] };
  }
  const stock = read(parts.stock);
  if (!deck.ok || !stock.ok) return { ok: false, problems: [...(deck.ok ? [] : deck.problems), ...(stock.ok ? [] : stock.problems)].sort((a, b) => a.line - b.line) };
  const names = stock.deck.cards.flatMap((c) => Array.from({ length: c.count }, () => c.name));
  const headerLine = text.split(/\r?\n/).findIndex((l) => STOCK_HEADER.test(l)) + 1;
  if (names.length !== STOCK_SIZE) {
    return { ok: false, problems: [{ line: headerLine, message: `a creature stock is ${STOCK_SIZE} creatures; this one has ${names.length} (castle.setup.stock)` }] };
  }
  const cards = new Map<string, CardDefData>();
  for (const c of [...deck.cards, ...stock.cards]) cards.set(c.name, c);
  return { ...deck, cards: [...cards.values()], notes: [...deck.notes, ...stock.notes], stock: names.sort() };
}
