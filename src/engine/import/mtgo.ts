/**
 * MTGO `.dek` files: `<Deck><Cards Quantity="4" Sideboard="false" Name="…"/>…</Deck>`.
 * Checked and read with fast-xml-parser; its validator gives the line and
 * column of broken XML.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { DeckBuilder, EMPTY_LIST, MAX_COUNT, type DeckEntry, type ParsedDeck } from './deck';

/** Elements MTGO writes beside the cards, which say nothing about them. */
const KNOWN_EXTRAS = new Set(['NetDeckID', 'PreconstructedDeckID']);
const ATTR = '@_';

export function parseMtgoDek(text: string): ParsedDeck {
  const out = new DeckBuilder('mtgo');
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    out.problem(valid.err.line, `the .dek file is not well-formed XML: ${valid.err.msg}`, 'error', valid.err.col);
    return out.deck;
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: ATTR,
    parseAttributeValue: false,
    parseTagValue: false,
    htmlEntities: true,
    isArray: (name) => name === 'Cards',
  });
  const doc = parser.parse(text) as Record<string, unknown>;
  const tags = tagLines(text);
  const root = Object.keys(doc).find((k) => !k.startsWith('?'));
  if (root !== 'Deck') {
    out.problem(1, `expected a <Deck> element at the top of a .dek file, found ${root ? `<${root}>` : 'none'}`);
    return out.deck;
  }
  const deckLine = tags.deck ?? 1;
  const deck = doc.Deck;
  const children: Record<string, unknown> = deck !== null && typeof deck === 'object' ? (deck as Record<string, unknown>) : {};
  const cards = Array.isArray(children.Cards) ? (children.Cards as unknown[]) : [];
  const lineOf = (i: number) => (tags.cards.length === cards.length ? tags.cards[i]! : deckLine);

  cards.forEach((raw, i) => {
    const line = lineOf(i);
    const attrs: Record<string, unknown> = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const name = typeof attrs[`${ATTR}Name`] === 'string' ? (attrs[`${ATTR}Name`] as string).trim() : '';
    const quantity = attrs[`${ATTR}Quantity`];
    const sideboard = attrs[`${ATTR}Sideboard`];
    if (name === '') {
      out.problem(line, 'a <Cards> element with no Name');
      return;
    }
    if (typeof quantity !== 'string') {
      out.problem(line, `"${name}" has no Quantity`);
      return;
    }
    const count = /^\d+$/.test(quantity.trim()) ? Number(quantity.trim()) : NaN;
    if (!(count >= 1 && count <= MAX_COUNT)) {
      out.problem(line, `"${name}": the count must be a whole number from 1 to ${MAX_COUNT}, not "${quantity}"`);
      return;
    }
    let inSideboard = false;
    if (typeof sideboard === 'string') {
      const flag = sideboard.trim().toLowerCase();
      if (flag !== 'true' && flag !== 'false') {
        out.problem(line, `"${name}": Sideboard must be "true" or "false", not "${sideboard}"`);
        return;
      }
      inSideboard = flag === 'true';
    }
    const entry: DeckEntry = { name, count, line };
    out.add(inSideboard ? 'sideboard' : 'main', entry);
  });

  for (const key of Object.keys(children)) {
    if (key === 'Cards' || key.startsWith(ATTR) || key === '#text' || KNOWN_EXTRAS.has(key)) continue;
    out.problem(deckLine, `ignored the <${key}> element: a .dek file lists its cards in <Cards> elements`, 'info');
  }
  if (out.isEmpty() && out.deck.problems.every((p) => p.severity === 'info')) out.problem(deckLine, EMPTY_LIST);
  return out.deck;
}

/** Lines of the <Deck> tag and of each <Cards> tag in document order, comments and CDATA masked out. */
function tagLines(text: string): { deck?: number; cards: number[] } {
  const masked = text.replace(/<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>/g, (m) => m.replace(/[^\n]/g, ' '));
  const lineAt = (offset: number) => masked.slice(0, offset).split('\n').length;
  const deck = /<Deck(?=[\s/>])/.exec(masked);
  const cards = [...masked.matchAll(/<Cards(?=[\s/>])/g)].map((m) => lineAt(m.index));
  return deck ? { deck: lineAt(deck.index), cards } : { cards };
}
