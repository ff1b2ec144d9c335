/**
 * Deck-list importers: the lists players already have (an MTG Arena export,
 * a plain text list, an MTGO `.dek` file) read into sections of card names
 * and counts. Pure: no I/O, no card pool. Every line that cannot be read is
 * reported with its 1-based line number; nothing is dropped silently.
 * `resolveDeck` then matches the names against a card pool.
 */
import type { CardDef } from '../cards/card';
import { frontFace, normaliseName } from './names';
import { parseMtgoDek } from './mtgo';
import {
  DECK_SECTIONS,
  DeckBuilder,
  EMPTY_LIST,
  MAX_COUNT,
  SECTION_LABEL,
  emptyDeck,
  type DeckEntry,
  type DeckFormat,
  type DeckProblem,
  type DeckSection,
  type ParseOptions,
  type ParsedDeck,
} from './deck';

export * from './deck';

export { normaliseName, frontFace, lookupIgnoringCase } from './names';

const SECTION_WORDS: Readonly<Record<string, DeckSection | 'about'>> = {
  deck: 'main',
  main: 'main',
  mainboard: 'main',
  maindeck: 'main',
  sideboard: 'sideboard',
  commander: 'commander',
  companion: 'companion',
  about: 'about',
};

const HEADER = /^(deck|main|mainboard|maindeck|sideboard|commander|companion|about)\s*:?$/i;
const COMMENT = /^(\/\/|#)/;
const SB_PREFIX = /^SB:\s*/i;

/** Reads a deck list; `format` defaults to "auto" (`detectFormat`). */
export function parseDecklist(text: string, options: ParseOptions = {}): ParsedDeck {
  const source = text.replace(/^\uFEFF/, '');
  const format = !options.format || options.format === 'auto' ? detectFormat(source) : options.format;
  if (source.trim() === '') {
    return { ...emptyDeck(format), problems: [{ line: 1, message: EMPTY_LIST, severity: 'error' }] };
  }
  return format === 'mtgo' ? parseMtgoDek(source) : parseTextList(source, format);
}

/**
 * "mtgo" when the text starts with `<`; "plain" when a line uses a plain
 * list's marks (`SB:`, a `//` or `#` comment, a count written `4x`);
 * "arena" otherwise.
 */
export function detectFormat(text: string): DeckFormat {
  const source = text.replace(/^\uFEFF/, '').trimStart();
  if (source.startsWith('<')) return 'mtgo';
  for (const raw of source.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (SB_PREFIX.test(line) || COMMENT.test(line) || /^\d+x\s/i.test(line)) return 'plain';
  }
  return 'arena';
}

/** One entry line: "4 Name", "4x Name", "4 Name (SET) 123". */
export type EntryReading =
  | { ok: true; count: number; name: string; set?: string; number?: string }
  | { ok: false; message: string; offset: number };

export function readEntry(body: string): EntryReading {
  const m = /^(\S+)(\s+)(.*)$/.exec(body);
  const countToken = m ? m[1]! : body;
  const countMatch = /^(\d+)x?$/i.exec(countToken);
  if (!countMatch) {
    if (/^[-+]?(\d+[.,]?\d*|[.,]\d+)x?$/i.test(countToken)) return { ok: false, message: badCount(countToken), offset: 0 };
    return { ok: false, message: `expected a count and a card name, like "4 Lightning Bolt", not "${body}"`, offset: 0 };
  }
  const count = Number(countMatch[1]);
  if (count < 1 || count > MAX_COUNT) return { ok: false, message: badCount(countToken), offset: 0 };
  const rest = m ? m[3]!.trim() : '';
  if (rest === '') return { ok: false, message: `the count "${countToken}" has no card name after it`, offset: 0 };
  // "(M10) 146", then any foil or etched marks ("*F*", "*E*") that some exports add, which are dropped.
  const printing = /^(.*?)\s+\(([A-Za-z0-9]{2,8})\)(?:\s+(?!\*)(\S+))?(?:\s+\*[A-Za-z]+\*)*$/.exec(rest);
  if (printing && printing[1]!.trim() !== '') {
    const entry: EntryReading = { ok: true, count, name: printing[1]!.trim(), set: printing[2]! };
    if (printing[3] !== undefined) entry.number = printing[3];
    return entry;
  }
  return { ok: true, count, name: rest };
}

function badCount(token: string): string {
  return `the count must be a whole number from 1 to ${MAX_COUNT}, not "${token}"`;
}

/** Arena exports and plain lists: one line-based reader, which differ only in Arena's blank-line sideboard. */
function parseTextList(text: string, format: 'arena' | 'plain'): ParsedDeck {
  const lines = text.split(/\r\n|\r|\n/);
  const out = new DeckBuilder(format);
  const hasHeaders = lines.some((l) => HEADER.test(l.trim()));
  const headersSeen = new Map<string, number>();
  let section: DeckSection | 'about' = 'main';
  let blankSplit = false;
  // Blank lines at the end (a file's last newline) start no sideboard.
  let lastContent = lines.length - 1;
  while (lastContent >= 0 && (lines[lastContent]!.trim() === '' || COMMENT.test(lines[lastContent]!.trim()))) lastContent--;

  lines.forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    const indent = raw.length - raw.trimStart().length;
    if (trimmed === '') {
      if (format === 'arena' && !hasHeaders && !blankSplit && index < lastContent && section === 'main' && !out.isEmpty('main')) {
        blankSplit = true;
        section = 'sideboard';
        out.problem(line, 'blank line: the cards after it are read as the sideboard (Arena\'s convention)', 'info');
      }
      return;
    }
    if (COMMENT.test(trimmed)) return;

    const header = HEADER.exec(trimmed);
    if (header) {
      const word = header[1]!.toLowerCase();
      const target = SECTION_WORDS[word]!;
      const label = target === 'about' ? 'About' : target === 'main' ? 'Deck' : target[0]!.toUpperCase() + target.slice(1);
      const first = headersSeen.get(target);
      if (first !== undefined) {
        out.problem(line, `a second "${label}" header (the first is on line ${first}): its cards are added to the same section`, 'error', indent + 1);
      } else {
        headersSeen.set(target, line);
      }
      section = target;
      return;
    }

    if (section === 'about') {
      if (!/^name(\s|$)/i.test(trimmed)) out.problem(line, `expected "Name <deck name>" in the About section, not "${trimmed}"`, 'error', indent + 1);
      return;
    }

    let body = trimmed;
    let offset = indent;
    let target: DeckSection = section;
    const sb = SB_PREFIX.exec(body);
    if (sb) {
      target = 'sideboard';
      offset += sb[0].length;
      body = body.slice(sb[0].length);
      if (body === '') {
        out.problem(line, '"SB:" with no count or card name after it', 'error', indent + 1);
        return;
      }
    }
    const reading = readEntry(body);
    if (!reading.ok) {
      out.problem(line, reading.message, 'error', offset + reading.offset + 1);
      return;
    }
    const entry: DeckEntry = { name: reading.name, count: reading.count, line };
    if (reading.set !== undefined) entry.set = reading.set;
    if (reading.number !== undefined) entry.number = reading.number;
    out.add(target, entry);
  });

  if (out.isEmpty() && out.deck.problems.length === 0) out.problem(1, EMPTY_LIST);
  return out.deck;
}

// ---------------------------------------------------------------------------
// Matching names to cards

export interface ResolvedEntry<C = CardDef> {
  card: C;
  count: number;
  /** The name as the list wrote it. */
  name: string;
  line: number;
}

export interface ResolvedDeck<C = CardDef> {
  main: ResolvedEntry<C>[];
  sideboard: ResolvedEntry<C>[];
  commander: ResolvedEntry<C>[];
  companion: ResolvedEntry<C>[];
  /** The parse problems, then one error per unknown card, in line order. */
  problems: DeckProblem[];
}

const NO_CARD_NAMED = 'no card named';

/** Is this the problem of a name that matches no card? The only one that more card data can answer. */
export function namesUnknownCard(problem: Pick<DeckProblem, 'message'>): boolean {
  return problem.message.startsWith(NO_CARD_NAMED);
}

/**
 * Matches each entry's name with `lookup`; a split name "A // B" that is not
 * found is tried again by its front face. Pass `findCard` for exact names, or
 * `lookupIgnoringCase(allCards())` to ignore case, accents and spacing;
 * `near` names the card nearest to a name that matches none, for a "did you
 * mean". Entries that name the same card in one section are merged.
 */
export function resolveDeck<C extends { readonly name: string } = CardDef>(
  parsed: ParsedDeck,
  lookup: (name: string) => C | undefined,
  near?: (name: string) => string | undefined,
): ResolvedDeck<C> {
  const out: ResolvedDeck<C> = { main: [], sideboard: [], commander: [], companion: [], problems: [...parsed.problems] };
  for (const section of DECK_SECTIONS) {
    const byCard = new Map<C, ResolvedEntry<C>>();
    for (const entry of parsed[section]) {
      const card = lookup(entry.name) ?? (entry.name.includes('//') ? lookup(frontFace(entry.name)) : undefined);
      if (!card) {
        const guess = near?.(entry.name);
        out.problems.push({ line: entry.line, message: `${NO_CARD_NAMED} "${entry.name}" in the card pool${guess ? ` (did you mean "${guess}"?)` : ''}`, severity: 'error' });
        continue;
      }
      const first = byCard.get(card);
      if (first) {
        first.count += entry.count;
        out.problems.push({ line: entry.line, message: `"${entry.name}" is ${card.name}, listed already in the ${SECTION_LABEL[section]} on line ${first.line}: the counts are added, ${first.count} in all`, severity: 'info' });
        continue;
      }
      const resolved: ResolvedEntry<C> = { card, count: entry.count, name: entry.name, line: entry.line };
      byCard.set(card, resolved);
      out[section].push(resolved);
    }
  }
  out.problems = out.problems.map((p, i) => ({ p, i })).sort((a, b) => a.p.line - b.p.line || a.i - b.i).map(({ p }) => p);
  return out;
}
