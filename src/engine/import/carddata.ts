import { printParseErrorCode, visit, type ParseErrorCode } from 'jsonc-parser';
import { findCard } from '../cards/pool';
import type { ImportedCard, ImportProblem } from './facts';
import { isMtgjsonCollection, isMtgjsonSet, readMtgjsonCollection, readMtgjsonSet } from './mtgjson';
import { fromScryfallCard, isScryfallCard, isScryfallList, readScryfallArray, type ScryfallEntry } from './scryfall';

/**
 * Reads card data players already have (MTGJSON and Scryfall JSON files) into
 * CardDefs: card facts only, never the rules text. Each card is classified by
 * how much of it the engine plays by itself (see automation.ts); a card it
 * does not play in full keeps its printed text beside the def
 * (`ImportedCard.text`), for the player's local card index only. Pure: text
 * in, cards and problems out; nothing is stored or wired into the game yet.
 */

export type { ImportedCard, ImportProblem } from './facts';
export { classify, type ImportAutomation } from './automation';
export { coverage, type Coverage, type CoverageCounts } from './coverage';

export type CardDataFormat = 'mtgjson-set' | 'mtgjson-atomic' | 'scryfall-card' | 'scryfall-list' | 'scryfall-array' | 'unknown';

export interface CardDataImport {
  readonly format: CardDataFormat;
  /** One card per name, the first met winning. */
  readonly cards: readonly ImportedCard[];
  readonly problems: readonly ImportProblem[];
  /** Entries dropped because a card of that name came first (reprints, alternate art, back faces). */
  readonly duplicates: number;
  /** Entries that are not cards for a deck (tokens, emblems, art cards). */
  readonly skipped: number;
}

/**
 * Where a JSON syntax error is, as "line 4, column 27". JSON.parse's messages
 * often carry no position on Node 20, so the error is found again with
 * jsonc-parser (as the save reader does; docs/decisions.md), strictly.
 */
function jsonErrorPlace(text: string): { where: string; message: string } {
  let found: { code: ParseErrorCode; offset: number } | undefined;
  visit(text, { onError: (code, offset) => (found ??= { code, offset }) }, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  if (!found) return { where: 'the file', message: 'not valid JSON' };
  const before = text.slice(0, found.offset);
  const line = before.split('\n').length;
  const column = found.offset - before.lastIndexOf('\n');
  return { where: `line ${line}, column ${column}`, message: `not valid JSON (${printParseErrorCode(found.code)})` };
}

/** Reads JSON text, or an already parsed value. */
export function importCardData(input: string | unknown): CardDataImport {
  let json: unknown = input;
  if (typeof input === 'string') {
    try {
      json = JSON.parse(input.replace(/^\uFEFF/, ''));
    } catch {
      return { format: 'unknown', cards: [], problems: [jsonErrorPlace(input.replace(/^\uFEFF/, ''))], duplicates: 0, skipped: 0 };
    }
  }
  let format: CardDataFormat;
  let entries: ScryfallEntry[];
  if (Array.isArray(json)) {
    format = 'scryfall-array';
    entries = readScryfallArray(json, '');
  } else if (isScryfallList(json)) {
    format = 'scryfall-list';
    entries = readScryfallArray(json.data, 'data');
  } else if (isScryfallCard(json)) {
    format = 'scryfall-card';
    entries = [fromScryfallCard(json, '(the card)')];
  } else if (isMtgjsonSet(json)) {
    format = 'mtgjson-set';
    entries = readMtgjsonSet(json);
  } else if (isMtgjsonCollection(json)) {
    format = 'mtgjson-atomic';
    entries = readMtgjsonCollection(json);
  } else {
    const problem = { where: '(top level)', message: 'not card data this reads: an MTGJSON set or AtomicCards file, a Scryfall card, list or bulk array' };
    return { format: 'unknown', cards: [], problems: [problem], duplicates: 0, skipped: 0 };
  }
  return { format, ...collect(entries) };
}

/**
 * A card the built-in pool already plays (Lightning Bolt, Serra Angel…)
 * brings the pool's effect data along: the engine plays it in full, whatever
 * its keywords alone would say. The imported facts are kept.
 */
export function withBuiltInAbilities(card: ImportedCard): ImportedCard {
  const known = findCard(card.def.name);
  if (!known || known.token || (known.automation ?? 'full') !== 'full' || card.automation === 'full') return card;
  const { manualText: _none, ...facts } = card.def;
  return { def: { ...facts, ...(known.abilities ? { abilities: known.abilities } : {}), automation: 'full' }, automation: 'full' };
}

function collect(entries: readonly ScryfallEntry[]): Omit<CardDataImport, 'format'> {
  const byName = new Map<string, ImportedCard>();
  const problems: ImportProblem[] = [];
  let duplicates = 0;
  let skipped = 0;
  for (const e of entries) {
    if ('skipped' in e) skipped++;
    else if (!e.result.ok) problems.push({ where: e.where, message: e.result.message });
    else if (byName.has(e.result.card.def.name)) duplicates++;
    else byName.set(e.result.card.def.name, withBuiltInAbilities(e.result.card));
  }
  return { cards: [...byName.values()], problems, duplicates, skipped };
}

/** Several imports as one: the first card of a name wins across them too. */
export function mergeImports(imports: readonly CardDataImport[]): Omit<CardDataImport, 'format'> {
  const byName = new Map<string, ImportedCard>();
  let duplicates = 0;
  for (const i of imports) {
    duplicates += i.duplicates;
    for (const c of i.cards) {
      if (byName.has(c.def.name)) duplicates++;
      else byName.set(c.def.name, c);
    }
  }
  return {
    cards: [...byName.values()],
    problems: imports.flatMap((i) => i.problems),
    duplicates,
    skipped: imports.reduce((n, i) => n + i.skipped, 0),
  };
}
