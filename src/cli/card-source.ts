import { existsSync, readFileSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import {
  buildCardIndex,
  builtInCards,
  type CardDef,
  CardIndex,
  type DeckLookups,
  INDEX_FORMAT,
  type IndexProblem,
  lookupIgnoringCase,
  nearestName,
  parseCardIndex,
} from '../engine';
import { CliError, readText } from './io';

/**
 * Where the CLI finds imported cards: `--cards FILE...` (card data, or a
 * card index made by `crawl cards index`), else the default index
 * ($CRAWL_CARD_INDEX, or ~/.crawl/card-index.json) when there is one.
 */

export function defaultIndexPath(): string {
  return process.env.CRAWL_CARD_INDEX ?? join(homedir(), '.crawl', 'card-index.json');
}

/** Reads `-` as standard input, anything else as a file. */
export function readInput(file: string): string {
  if (file === '-') {
    try {
      return readFileSync(0, 'utf8');
    } catch (e) {
      throw new CliError(`standard input cannot be read (${(e as Error).message})`);
    }
  }
  return readText(file);
}

/** One index from card data files and card index files, in the order given (the first card of a name wins). */
export function loadCards(files: readonly string[], report: (p: IndexProblem) => void = () => {}): CardIndex | undefined {
  if (files.length === 0) {
    const path = defaultIndexPath();
    return existsSync(path) ? readIndexFile(path) : undefined;
  }
  const indexes: CardIndex[] = [];
  const data: { path: string; content: Uint8Array; size: number; mtimeMs: number }[] = [];
  for (const file of files) {
    const bytes = readBytes(file);
    const head = new TextDecoder().decode(bytes.subarray(0, 200));
    if (head.includes(`"${INDEX_FORMAT}"`)) indexes.push(readIndexFile(file, new TextDecoder().decode(bytes)));
    else data.push({ path: file, content: bytes, ...sizeAndTime(file) });
  }
  const built = data.length > 0 ? buildCardIndex(data) : undefined;
  built?.problems.forEach(report);
  if (indexes.length === 0) return built?.index;
  const all = [...indexes, ...(built ? [built.index] : [])];
  return new CardIndex(all.flatMap((i) => i.cards), all.flatMap((i) => i.sources));
}

/** A file's bytes: card data is parsed from them directly (see importCardBytes). */
export function readBytes(file: string): Uint8Array {
  try {
    return readFileSync(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new CliError(`${file}: no such file`);
    if (code === 'EISDIR') throw new CliError(`${file}: is a folder, not card data`);
    throw new CliError(`${file}: cannot be read (${(e as Error).message})`);
  }
}

export function sizeAndTime(file: string): { size: number; mtimeMs: number } {
  const s = statSync(file);
  return { size: s.size, mtimeMs: Math.floor(s.mtimeMs) };
}

function readIndexFile(path: string, text = readText(path)): CardIndex {
  const read = parseCardIndex(text);
  if (!read.ok) throw new CliError(`${path}: ${read.message}`);
  return read.index;
}

let builtIn: ((name: string) => CardDef | undefined) | undefined;

/** Every card name a deck list may use: the built-in pool's, then the index's. */
function* knownNames(index: CardIndex | undefined): Iterable<string> {
  for (const c of builtInCards()) yield c.name;
  for (const c of index?.cards ?? []) yield c.def.name;
}

/** Built-in pool first, then the index; case and accents ignored. */
export function lookups(index: CardIndex | undefined): DeckLookups {
  builtIn ??= lookupIgnoringCase(builtInCards());
  return { builtIn, imported: (name) => index?.lookup(name)?.def, near: (name) => nearestName(name, knownNames(index)) };
}
