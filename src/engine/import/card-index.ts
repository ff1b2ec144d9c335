import { TypeCompiler } from '@sinclair/typebox/compiler';
import { CardDefSchema, type CardDefData } from '../cards/card-schema';
import type { CardDef } from '../cards/card';
import type { ImportAutomation } from './automation';
import { importCardData, mergeImports, type CardDataImport, type ImportedCard } from './carddata';
import { frontFace, normaliseName } from './names';

/**
 * A card index: every card read from a player's card data files, kept as
 * data (facts and abilities, checked against CardDefSchema) with how far the
 * engine plays it, and found by name in O(1) whatever the case or accents.
 * The rules text of a card the engine plays in full is not kept (the text a
 * player sees is generated from the abilities); a card played in part or by
 * hand keeps its printed text (reminder text left out) beside its data, so
 * the playmat can show the player what to resolve. The index is the
 * player's own, on their machine; the text never goes into `def`, so never
 * into a saved game. Pure: text in, text out; the extension and the CLI
 * decide where the index file lives.
 */

export const INDEX_FORMAT = 'crawl-card-index';
/** 2: the printed text of partial and manual cards (`texts`). 3: every face of a card of several faces (`faces`, `layout`). */
export const INDEX_VERSION = 3;

/** A file the index was built from, with what tells whether it changed since. */
export interface IndexSource {
  readonly path: string;
  readonly size: number;
  readonly mtimeMs: number;
  readonly format: string;
  readonly cards: number;
}

export interface IndexedCard {
  readonly def: CardDefData;
  readonly automation: ImportAutomation;
  /** The printed rules text, lines joined by "\n", of a card not played in full; never of a full card. */
  readonly text?: string;
}

export interface IndexCounts {
  readonly total: number;
  readonly full: number;
  readonly partial: number;
  readonly manual: number;
}

/** Something in a card data file that did not become a card, and where. */
export interface IndexProblem {
  readonly file: string;
  readonly where: string;
  readonly message: string;
}

const LEVEL_CODE: Readonly<Record<ImportAutomation, string>> = { full: 'f', partial: 'p', manual: 'm' };
const CODE_LEVEL: Readonly<Record<string, ImportAutomation>> = { f: 'full', p: 'partial', m: 'manual' };

let checkDef: ReturnType<typeof TypeCompiler.Compile<typeof CardDefSchema>> | undefined;

/** True when the card is data a saved game can hold. */
export function isCardData(def: unknown): def is CardDefData {
  checkDef ??= TypeCompiler.Compile(CardDefSchema);
  return checkDef.Check(def);
}

/**
 * The card as data a saved game accepts. Abilities the schema does not (yet)
 * describe are dropped and the card is played by hand, rather than lost;
 * the reason comes back so it can be reported.
 */
export function toCardData(card: ImportedCard): { card: IndexedCard; note?: string } {
  const def = card.def as unknown;
  const text = card.automation !== 'full' && card.text ? { text: card.text } : {};
  if (isCardData(def)) return { card: { def, automation: card.automation, ...text } };
  const { abilities: _dropped, ...facts } = card.def;
  const manual = { ...facts, automation: 'manual' as const };
  if (isCardData(manual)) {
    return { card: { def: manual, automation: card.automation === 'full' ? 'partial' : card.automation, ...text }, note: 'its abilities are not data a saved game can hold yet: played by hand' };
  }
  return { card: { def: manual as CardDefData, automation: 'manual', ...text }, note: 'not card data a saved game can hold' };
}

export class CardIndex {
  private readonly byKey = new Map<string, number>();
  private readonly byFront = new Map<string, number>();

  constructor(
    readonly cards: readonly IndexedCard[],
    readonly sources: readonly IndexSource[] = [],
  ) {
    cards.forEach((c, i) => {
      const key = normaliseName(c.def.name);
      if (!this.byKey.has(key)) this.byKey.set(key, i);
      if (c.def.name.includes('//')) {
        const front = normaliseName(frontFace(c.def.name));
        if (!this.byFront.has(front)) this.byFront.set(front, i);
      }
      // Any face of a card of several faces finds the card (a permanent showing its back face asks by that name).
      for (const face of c.def.faces ?? []) {
        const key = normaliseName(face.name);
        if (!this.byFront.has(key)) this.byFront.set(key, i);
      }
    });
  }

  get size(): number {
    return this.cards.length;
  }

  /** The card of that name, ignoring case, accents and spacing; a card of several faces by any face's name too. */
  lookup(name: string): IndexedCard | undefined {
    const key = normaliseName(name);
    const i = this.byKey.get(key) ?? this.byFront.get(key) ?? (key.includes('//') ? this.byKey.get(normaliseName(frontFace(name))) : undefined);
    return i === undefined ? undefined : this.cards[i];
  }

  /** The card definition, as the engine plays it. */
  find(name: string): CardDef | undefined {
    return this.lookup(name)?.def as CardDef | undefined;
  }

  counts(): IndexCounts {
    let full = 0;
    let partial = 0;
    for (const c of this.cards) {
      if (c.automation === 'full') full++;
      else if (c.automation === 'partial') partial++;
    }
    return { total: this.cards.length, full, partial, manual: this.cards.length - full - partial };
  }
}

export interface CardDataFile {
  readonly path: string;
  /** The file's bytes (read fastest: a bulk array is parsed card by card), its text, or its parsed JSON. */
  readonly content: Uint8Array | string | unknown;
  readonly size?: number;
  readonly mtimeMs?: number;
}

export interface BuiltIndex {
  readonly index: CardIndex;
  readonly problems: readonly IndexProblem[];
  /** Entries dropped because a card of that name came first (reprints, back faces), across files too. */
  readonly duplicates: number;
  /** Entries that are not cards for a deck (tokens, emblems, art cards). */
  readonly skipped: number;
}

/** Indexes card data files (MTGJSON or Scryfall, any mix): the first card of a name wins, across files too. */
export function buildCardIndex(files: readonly CardDataFile[]): BuiltIndex {
  const imports: CardDataImport[] = [];
  const problems: IndexProblem[] = [];
  const sources: IndexSource[] = [];
  for (const f of files) {
    const read = f.content instanceof Uint8Array ? importCardBytes(f.content) : importCardData(f.content);
    imports.push(read);
    for (const p of read.problems) problems.push({ file: f.path, ...p });
    sources.push({ path: f.path, size: f.size ?? 0, mtimeMs: f.mtimeMs ?? 0, format: read.format, cards: read.cards.length });
  }
  const merged = mergeImports(imports);
  const cards: IndexedCard[] = [];
  for (const c of merged.cards) {
    const { card, note } = toCardData(c);
    if (note) problems.push({ file: fileOf(c, imports, files), where: c.def.name, message: note });
    cards.push(card);
  }
  // The tokens the cards' abilities make (a Servo, a Thopter, an Eldrazi Scion), each once, after the cards: a game that
  // holds such a card finds its token in the index as it finds the card (deck-import.ts), or the token could never be made.
  const named = new Set(cards.map((c) => c.def.name));
  for (const c of merged.cards) {
    for (const token of c.tokens ?? []) {
      if (named.has(token.name)) continue;
      named.add(token.name);
      const { card } = toCardData({ def: token, automation: 'full' });
      cards.push(card);
    }
  }
  return { index: new CardIndex(cards, sources), problems, duplicates: merged.duplicates, skipped: merged.skipped };
}

const BATCH = 2000;

/**
 * Card data from a file's bytes. A top-level array (Scryfall's bulk files,
 * 100 MB and more) is cut into its elements and parsed a batch at a time, so
 * the whole document never sits in memory as objects at once; anything else,
 * or an array that does not cut cleanly, goes through importCardData whole
 * (which also places a syntax error).
 */
export function importCardBytes(bytes: Uint8Array): CardDataImport {
  const elements = arrayElements(bytes);
  if (!elements) return importCardData(new TextDecoder().decode(bytes));
  const decoder = new TextDecoder();
  const batches: CardDataImport[] = [];
  for (let base = 0; base < elements.length; base += BATCH) {
    const batch: unknown[] = [];
    for (const [start, end] of elements.slice(base, base + BATCH)) {
      try {
        batch.push(JSON.parse(decoder.decode(bytes.subarray(start, end))));
      } catch {
        return importCardData(new TextDecoder().decode(bytes));
      }
    }
    const read = importCardData(batch);
    // Places in the batch, made places in the file: "[12]" of the third batch is "[4012]".
    const problems = read.problems.map((p) => ({ ...p, where: p.where.replace(/^\[(\d+)\]/, (_, i: string) => `[${base + Number(i)}]`) }));
    batches.push({ ...read, problems });
  }
  return { format: 'scryfall-array', ...mergeImports(batches) };
}

const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;

/** The byte ranges of a top-level JSON array's elements, or undefined when the bytes are not one cleanly. */
export function arrayElements(bytes: Uint8Array): [number, number][] | undefined {
  let i = 0;
  const n = bytes.length;
  const space = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) i = 3;
  while (i < n && space(bytes[i]!)) i++;
  if (bytes[i] !== OPEN_BRACKET) return undefined;
  const out: [number, number][] = [];
  let depth = 0;
  let inString = false;
  let start = -1;
  let afterComma = false;
  for (i++; i < n; i++) {
    const b = bytes[i]!;
    if (inString) {
      if (b === BACKSLASH) i++;
      else if (b === QUOTE) inString = false;
      continue;
    }
    if (b === QUOTE) {
      inString = true;
      if (start < 0) start = i;
    } else if (b === OPEN_BRACE || b === OPEN_BRACKET) {
      if (start < 0) start = i;
      depth++;
    } else if (b === CLOSE_BRACE || b === CLOSE_BRACKET) {
      if (depth === 0) {
        // A stray "}" or a trailing comma: not JSON, so the whole-file path reports it.
        if (b !== CLOSE_BRACKET || (afterComma && start < 0)) return undefined;
        if (start >= 0) out.push([start, i]);
        for (i++; i < n; i++) if (!space(bytes[i]!)) return undefined;
        return out;
      }
      depth--;
    } else if (b === COMMA && depth === 0) {
      if (start < 0) return undefined;
      out.push([start, i]);
      start = -1;
      afterComma = true;
    } else if (start < 0 && !space(b)) start = i;
  }
  return undefined;
}

function fileOf(card: ImportedCard, imports: readonly CardDataImport[], files: readonly CardDataFile[]): string {
  const i = imports.findIndex((imp) => imp.cards.includes(card));
  return files[i]?.path ?? '';
}

/**
 * One compact JSON file: the sources, the cards as data in one array, their
 * automation levels as one string of letters (f, p, m), one per card, and
 * the printed text of the cards not played in full, by their place in the
 * array (`texts`: { "12": "…" }).
 */
export function serialiseIndex(index: CardIndex): string {
  const levels = index.cards.map((c) => LEVEL_CODE[c.automation]).join('');
  const head = JSON.stringify({ format: INDEX_FORMAT, version: INDEX_VERSION, sources: index.sources, levels });
  const texts: string[] = [];
  index.cards.forEach((c, i) => {
    if (c.text && c.automation !== 'full') texts.push(`"${i}":${JSON.stringify(c.text)}`);
  });
  // One card per line, one text per line: a large index stays readable with grep, and diffable.
  return `${head.slice(0, -1)},"cards":[\n${index.cards.map((c) => JSON.stringify(c.def)).join(',\n')}\n],"texts":{\n${texts.join(',\n')}\n}}\n`;
}

export type LoadedIndex = { readonly ok: true; readonly index: CardIndex } | { readonly ok: false; readonly message: string };

/**
 * Reads an index file back. The cards were checked when the index was
 * built; here only the envelope is, so loading stays fast (a damaged or
 * older file is reported, and the caller indexes again).
 */
export function parseCardIndex(text: string): LoadedIndex {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return { ok: false, message: 'the card index is not valid JSON (damaged?): index the card data again' };
  }
  if (typeof doc !== 'object' || doc === null) return { ok: false, message: 'not a card index' };
  const d = doc as Record<string, unknown>;
  if (d.format !== INDEX_FORMAT) return { ok: false, message: `not a card index (format is ${JSON.stringify(d.format)}, expected "${INDEX_FORMAT}")` };
  if (d.version !== INDEX_VERSION) return { ok: false, message: `a card index of version ${String(d.version)}; this Crawl reads version ${INDEX_VERSION}: index the card data again` };
  const cards = d.cards;
  const levels = d.levels;
  if (!Array.isArray(cards) || typeof levels !== 'string' || levels.length !== cards.length) {
    return { ok: false, message: 'the card index is damaged (its cards and levels do not match): index the card data again' };
  }
  const texts = typeof d.texts === 'object' && d.texts !== null && !Array.isArray(d.texts) ? (d.texts as Record<string, unknown>) : {};
  const indexed: IndexedCard[] = new Array(cards.length);
  for (let i = 0; i < cards.length; i++) {
    const def = cards[i] as CardDefData;
    const level = CODE_LEVEL[levels[i]!];
    if (!level || typeof def !== 'object' || def === null || typeof def.name !== 'string') {
      return { ok: false, message: `the card index is damaged at card ${i + 1}: index the card data again` };
    }
    const text = level === 'full' ? undefined : texts[i];
    indexed[i] = typeof text === 'string' ? { def, automation: level, text } : { def, automation: level };
  }
  const sources = Array.isArray(d.sources) ? (d.sources as IndexSource[]) : [];
  return { ok: true, index: new CardIndex(indexed, sources) };
}

/** Whether the index was built from exactly these files, unchanged (same paths, sizes and modification times). */
export function isUpToDate(index: Pick<CardIndex, 'sources'>, files: readonly { path: string; size: number; mtimeMs: number }[]): boolean {
  if (index.sources.length !== files.length) return false;
  return files.every((f, i) => {
    const s = index.sources[i]!;
    return s.path === f.path && s.size === f.size && s.mtimeMs === f.mtimeMs;
  });
}
