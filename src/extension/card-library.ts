/**
 * The player's card library, on the host: card data files (Scryfall or
 * MTGJSON JSON) indexed once into the extension's global storage, and deck
 * lists matched against the built-in pool and that index. Part of host-core:
 * nothing here loads at activation. No `vscode` import either, so the unit
 * tests run it as is; the commands that show progress are card-commands.ts.
 *
 * The API the new-game form uses (stable):
 *
 *   resolveDeckText(text, fileName?): DeckImport
 *     A deck list (Arena export, MTGO .dek, plain "4 Name" / "4x Name" /
 *     "SB:" lines) read and matched, built-in pool first, then the index.
 *     { ok: true, deck: { name, cards: [{ name, count }] },
 *       cards: CardDefData[]   // the imported cards it uses, not built in
 *       notes: string[]        // done on the player's behalf
 *       life?: 40 }            // the list has a commander
 *     or { ok: false, problems: [{ line, message }] }, every unmatched or
 *     unreadable line with its 1-based line number.
 *     Pass `deck` and `cards` on as SetupChoices.deck / SetupChoices.cards.
 *
 *   cardLibraryStatus(): { cards, full, partial, manual, files, stale }
 *     What the index holds, for a summary line; `stale` when the files in
 *     crawl.cardData changed since they were indexed.
 *
 *   cardDataText(name): { lines, partial } | undefined
 *     The printed text of an imported card the engine plays in part or not
 *     at all, from the player's own index (never from the saved game).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  buildCardIndex,
  builtInCards,
  type CardDef,
  CardIndex,
  type DeckImport,
  importDeck,
  type IndexCounts,
  type IndexProblem,
  isUpToDate,
  lookupIgnoringCase,
  nearestName,
  namesUnknownCard,
  parseCardIndex,
  serialiseIndex,
} from '../engine';
import { libraryPlace, setLibraryPlace } from './library-place';

export type { DeckImport, DeckListData } from '../engine';
export type { CardDefData } from '../engine';

export const INDEX_FILE = 'card-index.json';

// Where the index lives (the extension's global storage) and which files crawl.cardData lists: set at activation.
const place = libraryPlace;
let loaded: { index: CardIndex; from: string } | undefined;
let builtIn: ((name: string) => CardDef | undefined) | undefined;

/** Sets the global storage folder and the files of the crawl.cardData setting (tests; the host sets them at activation). */
export function configureCardLibrary(dir: string | undefined, files: readonly string[] = place.files): void {
  if (dir !== place.dir) loaded = undefined;
  setLibraryPlace(dir, files);
}

function indexPath(): string | undefined {
  return place.dir ? join(place.dir, INDEX_FILE) : undefined;
}

// An index file that could not be read (damaged, or of an older version), by path, size and time: not read again until it changes.
let unreadable: { from: string; size: number; mtimeMs: number } | undefined;

/** The index in global storage, read on first use; undefined when there is none (or it is damaged, or older). */
export function cardLibrary(): CardIndex | undefined {
  const path = indexPath();
  if (!path) return undefined;
  if (loaded?.from === path) return loaded.index;
  if (!existsSync(path)) return undefined;
  // The playmat asks for each card played by hand it shows: a large file that cannot be read is not parsed again each time.
  const file = { from: path, ...sizeAndTime(statSync(path)) };
  if (unreadable && unreadable.from === file.from && unreadable.size === file.size && unreadable.mtimeMs === file.mtimeMs) return undefined;
  const read = parseCardIndex(readFileSync(path, 'utf8'));
  if (!read.ok) {
    unreadable = file;
    return undefined;
  }
  loaded = { index: read.index, from: path };
  return read.index;
}

/**
 * The printed rules text of a card the engine does not play in full, as the
 * player's own index keeps it (one paragraph per line, reminder text left
 * out), with whether the index has it as partly played; undefined when there
 * is no index (none is built or read for it) or the card is not in it with
 * its text (an index from before, or a game from another machine).
 */
export function cardDataText(name: string): { readonly lines: readonly string[]; readonly partial: boolean } | undefined {
  const card = cardLibrary()?.lookup(name);
  if (!card?.text || card.automation === 'full') return undefined;
  return { lines: card.text.split('\n'), partial: card.automation === 'partial' };
}

/** A built-in card by name, ignoring case and accents (built once). */
function builtInCard(name: string): CardDef | undefined {
  builtIn ??= lookupIgnoringCase(builtInCards());
  return builtIn(name);
}

const changeListeners = new Set<() => void>();

/** Hears of each new index in storage: an open new-game form asks again what the library offers. */
export function onCardLibraryChanged(listener: () => void): { dispose(): void } {
  changeListeners.add(listener);
  return { dispose: () => void changeListeners.delete(listener) };
}

export function resolveDeckText(text: string, fileName?: string): DeckImport {
  const index = cardLibrary();
  const near = (name: string) => nearestName(name, [...[...builtInCards()].map((c) => c.name), ...(index?.cards ?? []).map((c) => c.def.name)]);
  const result = importDeck(text, { builtIn: builtInCard, imported: (name) => index?.lookup(name)?.def, near }, fileName);
  if (!result.ok && !index) {
    // Say why names are unknown when there is no library to look in: once, on the first unknown name (not on every line).
    const hint = 'no card data is indexed: only the built-in cards are known (Crawl: Import Card Data… adds Scryfall or MTGJSON files)';
    const first = result.problems.findIndex(namesUnknownCard);
    return { ok: false, problems: result.problems.map((p, i) => (i === first ? { ...p, message: `${p.message}; ${hint}` } : p)) };
  }
  if (result.ok && cardLibraryStatus().stale) {
    return { ...result, notes: [...result.notes, 'the card data files changed since they were indexed: run Crawl: Import Card Data… to index them again'] };
  }
  return result;
}

export interface LibraryStatus extends IndexCounts {
  readonly files: readonly string[];
  /** The files in crawl.cardData are not the ones indexed, or changed since. */
  readonly stale: boolean;
}

export function cardLibraryStatus(): LibraryStatus {
  const index = cardLibrary();
  const counts = index?.counts() ?? { total: 0, full: 0, partial: 0, manual: 0 };
  const indexed = index?.sources.map((s) => s.path) ?? [];
  let stale = false;
  if (place.files.length > 0) {
    try {
      stale = !index || !isUpToDate(index, place.files.map((path) => ({ path, ...sizeAndTime(statSync(path)) })));
    } catch {
      stale = true;
    }
  }
  return { ...counts, files: indexed, stale };
}

function sizeAndTime(s: { size: number; mtimeMs: number }): { size: number; mtimeMs: number } {
  return { size: s.size, mtimeMs: Math.floor(s.mtimeMs) };
}

export interface IndexSummary extends IndexCounts {
  /** False when the stored index was already built from these files, unchanged. */
  readonly rebuilt: boolean;
  readonly problems: readonly IndexProblem[];
  readonly duplicates: number;
  readonly skipped: number;
  readonly files: readonly string[];
}

/**
 * Indexes card data files into global storage, unless the stored index was
 * built from these very files (same sizes and modification times), or
 * `force`. `progress` hears of each file as it is read.
 */
export async function indexCardFiles(files: readonly string[], options: { force?: boolean; progress?: (message: string, share: number) => void } = {}): Promise<IndexSummary> {
  const path = indexPath();
  if (!path || !place.dir) throw new Error('The card library has no storage folder yet.');
  if (files.length === 0) throw new Error('No card data files given.');
  const stats = await Promise.all(files.map(async (f) => ({ path: f, ...sizeAndTime(await stat(f)) })));
  const current = cardLibrary();
  if (!options.force && current && isUpToDate(current, stats)) {
    return { ...current.counts(), rebuilt: false, problems: [], duplicates: 0, skipped: 0, files };
  }
  const contents = [];
  for (const s of stats) {
    options.progress?.(`Reading ${s.path.replace(/^.*[\\/]/, '')}`, 1 / (files.length + 1));
    contents.push({ ...s, content: await readFile(s.path) });
  }
  options.progress?.('Indexing', 1 / (files.length + 1));
  const built = buildCardIndex(contents);
  contents.length = 0;
  // A file with no card in it (not card data, broken JSON) is refused, and the stored index is left as it was.
  const empty = built.index.sources.filter((s) => s.cards === 0);
  if (empty.length > 0) {
    const why = (file: string) => built.problems.find((p) => p.file === file);
    throw new Error(
      empty
        .map((s) => {
          const p = why(s.path);
          return `${s.path.replace(/^.*[\\/]/, '')} holds no cards${p ? ` (${p.where === '(top level)' ? '' : `${p.where}: `}${p.message})` : ''}`;
        })
        .join('; ') + (current ? '. The cards indexed before are kept.' : '.'),
    );
  }
  await mkdir(place.dir, { recursive: true });
  const temp = `${path}.${process.pid}.tmp`;
  await writeFile(temp, serialiseIndex(built.index), 'utf8');
  await rename(temp, path);
  loaded = { index: built.index, from: path };
  for (const listener of changeListeners) listener();
  return { ...built.index.counts(), rebuilt: true, problems: built.problems, duplicates: built.duplicates, skipped: built.skipped, files };
}
