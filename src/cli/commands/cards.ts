import { parseArgs } from 'node:util';
import {
  builtInCards,
  buildCardIndex,
  designSingleDeck,
  FULL_SINGLE_DECK,
  SMALL_SINGLE_DECK,
  type SingleDeckDesign,
  type CardDef,
  coverage,
  type Coverage,
  COVERAGE_TYPES,
  type CoverageCounts,
  importCardData,
  mergeImports,
  rulesText,
  serialiseIndex,
  typeLine,
  unreadReasons,
} from '../../engine';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { CliError, readText, writeAtomically } from '../io';
import { defaultIndexPath, loadCards, lookups, readBytes, sizeAndTime } from '../card-source';

export const help = `crawl cards index FILE... [--out F]
crawl cards lookup NAME... [--cards FILE...] [--json]
crawl cards coverage FILE... [--reasons N] [--json]
crawl cards single-deck [FILE...] [--small] [--seed S] [--out F] [--json]

index     reads card data files (MTGJSON set or AtomicCards, Scryfall card,
          search-result or bulk JSON) into one card index: facts, abilities as
          data, and how far the engine plays each card; never rules text.
          Written to --out, by default $CRAWL_CARD_INDEX or
          ~/.crawl/card-index.json, where crawl new --deck-file looks.
lookup    finds cards by name, ignoring case and accents, in Crawl's own
          pool and then the index (or --cards files), and prints them.
coverage  counts how many cards the engine plays fully, in part or by hand.
single-deck
          designs the shared deck of Landless single deck (rules/landless-mtg.md)
          from a collection: the card data FILEs, or Crawl's own cards without
          any. 200 cards for 2 to 8 players by the document's table of rarities
          and colours (--small: about 100), no land, each card once; the seed
          chooses among the cards that fit. Prints the deck as a plain list
          (or writes it to --out) and says what the collection lacks.

coverage:

Reads card data you already have — MTGJSON set or AtomicCards files, Scryfall
card, search-result or bulk-data JSON — and counts how many cards the engine
would play by itself:

  full     no rules text beyond reminder text, or only keywords the engine
           automates (flying, first strike, protection from a colour,
           swampwalk and the like); basic lands
  partial  such keywords, and other text the player resolves by hand
  manual   the player resolves the card's text by hand

A card named twice counts once (the first wins), across files too. A card of
two types (Artifact Creature) counts under each in the table. Problems
(malformed entries, broken JSON) are listed on stderr with where they are.
Files are only read.

Options:
  --out F        index: where to write the index
  --cards FILE   lookup: card data or an index to look in (once per file)
  --reasons N    coverage: also list the N lines most often left unread (the
                 reasons cards are played by hand), numbers as N, mana as {M}
  --small        single-deck: the small deck of about 100 cards
  --seed S       single-deck: the seed that chooses the cards (default "crawl")
  --json         coverage, lookup, single-deck: print JSON
`;

function pct(n: number, total: number): string {
  return total === 0 ? '-' : `${Math.round((100 * n) / total)}%`;
}

function row(label: string, c: CoverageCounts): string {
  return `${label.padEnd(14)}${String(c.total).padStart(6)}${String(c.full).padStart(6)}${String(c.partial).padStart(9)}${String(c.manual).padStart(8)}${pct(c.full, c.total).padStart(8)}\n`;
}

export function table(cov: Coverage): string {
  let out = `${'type'.padEnd(14)}${'cards'.padStart(6)}${'full'.padStart(6)}${'partial'.padStart(9)}${'manual'.padStart(8)}${'% full'.padStart(8)}\n`;
  for (const t of COVERAGE_TYPES) if (cov.byType[t].total > 0) out += row(t, cov.byType[t]);
  out += row('all cards', cov);
  return out;
}

export function run(args: string[]): void {
  const { positionals, values } = parseArgs({
    args,
    options: {
      json: { type: 'boolean' },
      out: { type: 'string' },
      cards: { type: 'string', multiple: true },
      reasons: { type: 'string' },
      small: { type: 'boolean' },
      seed: { type: 'string' },
    },
    allowPositionals: true,
  });
  const [sub, ...files] = positionals;
  if (sub === 'index') return indexCommand(files, values.out);
  if (sub === 'lookup') return lookupCommand(files, values.cards ?? [], values.json === true);
  if (sub === 'single-deck') return singleDeckCommand(files, { small: values.small === true, seed: values.seed ?? 'crawl', out: values.out, json: values.json === true });
  if (sub !== 'coverage') throw new CliError(sub === undefined ? 'crawl cards needs a subcommand: index, lookup, coverage or single-deck' : `unknown subcommand "${sub}" (there are: index, lookup, coverage, single-deck)`, 2);
  if (files.length === 0) throw new CliError('crawl cards coverage takes at least one FILE', 2);
  const imports = files.map((file) => ({ file, result: importCardData(readText(file)) }));
  const merged = mergeImports(imports.map((i) => i.result));
  const cov = coverage(merged.cards);
  const top = values.reasons === undefined ? 0 : Number(values.reasons);
  if (!Number.isInteger(top) || top < 0) throw new CliError(`--reasons takes a whole number of lines, not "${values.reasons}"`, 2);
  const reasons = top > 0 ? unreadReasons(merged.cards, top) : [];
  for (const { file, result } of imports) for (const p of result.problems) process.stderr.write(`${file}: ${p.where}: ${p.message}\n`);
  if (values.json) {
    const out = {
      files: imports.map(({ file, result }) => ({
        file,
        format: result.format,
        cards: result.cards.length,
        duplicates: result.duplicates,
        skipped: result.skipped,
        problems: result.problems,
        coverage: coverage(result.cards),
      })),
      cards: merged.cards.length,
      coverage: cov,
      ...(top > 0 ? { reasons } : {}),
    };
    process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
  } else {
    for (const { file, result } of imports) {
      const extra = [result.duplicates > 0 ? `${result.duplicates} repeated` : '', result.skipped > 0 ? `${result.skipped} not deck cards` : '', result.problems.length > 0 ? `${result.problems.length} problems` : ''].filter((s) => s !== '');
      process.stdout.write(`${file}: ${result.format}, ${result.cards.length} cards${extra.length > 0 ? ` (${extra.join(', ')})` : ''}\n`);
    }
    // Each file (a set) on its own, then all of them, the first card of a name winning.
    if (imports.length > 1) for (const { file, result } of imports) process.stdout.write(`\n${file}\n${table(coverage(result.cards))}`);
    process.stdout.write(`\n${imports.length > 1 ? 'All files\n' : ''}${table(cov)}`);
    if (top > 0) {
      process.stdout.write(`\nLines most often left unread (cards: line)\n`);
      for (const r of reasons) process.stdout.write(`${String(r.cards).padStart(5)}  ${r.line}\n`);
    }
  }
  if (merged.cards.length === 0) throw new CliError('no cards read');
}

function indexCommand(files: readonly string[], out = defaultIndexPath()): void {
  if (files.length === 0) throw new CliError('crawl cards index takes at least one FILE', 2);
  const built = buildCardIndex(files.map((path) => ({ path: resolve(path), content: readBytes(path), ...sizeAndTime(path) })));
  for (const p of built.problems) process.stderr.write(`${p.file}: ${p.where}: ${p.message}\n`);
  const c = built.index.counts();
  if (c.total === 0) throw new CliError('no cards read; nothing written');
  mkdirSync(dirname(resolve(out)), { recursive: true });
  writeAtomically(out, serialiseIndex(built.index));
  const extra = [built.duplicates > 0 ? `${built.duplicates} repeated` : '', built.skipped > 0 ? `${built.skipped} not deck cards` : '', built.problems.length > 0 ? `${built.problems.length} problems` : ''].filter((x) => x !== '');
  process.stdout.write(`${out}: ${c.total} cards (${c.full} full, ${c.partial} partial, ${c.manual} manual)${extra.length > 0 ? `; ${extra.join(', ')}` : ''}\n`);
}

function lookupCommand(names: readonly string[], files: readonly string[], json: boolean): void {
  if (names.length === 0) throw new CliError('crawl cards lookup takes at least one NAME', 2);
  const index = loadCards(files);
  const found = lookups(index);
  const results = names.map((name) => {
    const builtIn = found.builtIn(name);
    const imported = builtIn ? undefined : index?.lookup(name);
    return { name, builtIn, imported };
  });
  if (json) {
    const out = results.map((r) => ({ name: r.name, found: r.builtIn ? 'built-in' : r.imported ? 'index' : null, automation: r.builtIn ? (r.builtIn.automation ?? 'full') : r.imported?.automation ?? null, card: r.builtIn ?? r.imported?.def ?? null }));
    process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
  } else {
    for (const r of results) {
      const def = (r.builtIn ?? r.imported?.def) as CardDef | undefined;
      if (!def) {
        process.stdout.write(`${r.name}: not found${index ? '' : ' (no card index: crawl cards index FILE..., or --cards FILE)'}\n\n`);
        continue;
      }
      const where = r.builtIn ? "Crawl's own card" : `imported, ${r.imported!.automation}`;
      process.stdout.write(`${cardText(def)}\n  (${where})\n\n`);
    }
  }
  const missing = results.filter((r) => !r.builtIn && !r.imported).length;
  if (missing > 0) throw new CliError(`${missing} of ${names.length} not found`);
}

/** The card as a player reads it: name and cost, type line, rules text generated from its data, power and toughness. */
function cardText(def: CardDef): string {
  const pt = def.power !== undefined && def.toughness !== undefined ? `\n  ${def.power}/${def.toughness}` : '';
  const text = rulesText(def);
  return `${def.name}${def.manaCost ? `  ${def.manaCost}` : ''}\n  ${typeLine(def)}${text.length > 0 ? `\n  ${text.join('\n  ')}` : ''}${pt}`;
}

/**
 * `crawl cards single-deck`: the shared deck designed from the collection,
 * as a plain deck list any deck reader here takes (`crawl new --deck-file`),
 * with what the collection lacked said under it as comments and on stderr.
 */
function singleDeckCommand(files: readonly string[], o: { small: boolean; seed: string; out?: string; json: boolean }): void {
  let collection: Iterable<CardDef> = builtInCards();
  if (files.length > 0) {
    const imports = files.map((file) => ({ file, result: importCardData(readText(file)) }));
    for (const { file, result } of imports) for (const p of result.problems) process.stderr.write(`${file}: ${p.where}: ${p.message}\n`);
    collection = mergeImports(imports.map((i) => i.result)).cards.map((c) => c.def);
  }
  const design = designSingleDeck(collection, o.seed, o.small ? SMALL_SINGLE_DECK : FULL_SINGLE_DECK);
  if (design.cards.length === 0) throw new CliError(`no card of the collection fits the table: a single deck takes cards with a rarity, of at most two colours, no land${files.length > 0 ? '' : " (Crawl's own cards)"}`);
  const list = singleDeckList(design, o);
  if (o.out !== undefined) {
    mkdirSync(dirname(resolve(o.out)), { recursive: true });
    writeAtomically(o.out, list);
  }
  if (o.json) process.stdout.write(`${JSON.stringify({ seed: o.seed, size: o.small ? 'small' : 'full', ...design, ...(o.out !== undefined ? { written: o.out } : {}) }, null, 2)}\n`);
  else if (o.out === undefined) process.stdout.write(list);
  else process.stdout.write(`${o.out}: ${design.cards.length} of ${design.wanted} cards\n`);
  for (const l of design.lacking) process.stderr.write(`lacking: ${l}\n`);
}

/** The design as a plain list: its name, a card a line, and the groups the collection could not fill as comments. */
export function singleDeckList(design: SingleDeckDesign, o: { small: boolean; seed: string }): string {
  const head = `About\nName Single deck (${o.small ? 'small' : 'full'}, seed ${o.seed})\n\nDeck\n`;
  const lacking = design.lacking.length > 0 ? `\n// ${design.cards.length} of ${design.wanted} cards: the collection lacks\n${design.lacking.map((l) => `//   ${l}`).join('\n')}\n` : '';
  return `${head}${design.cards.map((name) => `1 ${name}`).join('\n')}\n${lacking}`;
}
