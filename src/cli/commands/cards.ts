import { parseArgs } from 'node:util';
import { coverage, importCardData, mergeImports, type Coverage, type CoverageCounts } from '../../engine/import/carddata';
import { COVERAGE_TYPES } from '../../engine/import/coverage';
import { CliError, readText } from '../io';

export const help = `crawl cards coverage FILE... [--json]

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
Files are only read; nothing is added to the game's cards yet.

Options:
  --json    print the figures as JSON
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
  const { positionals, values } = parseArgs({ args, options: { json: { type: 'boolean' } }, allowPositionals: true });
  const [sub, ...files] = positionals;
  if (sub !== 'coverage') throw new CliError(sub === undefined ? 'crawl cards needs a subcommand: coverage' : `unknown subcommand "${sub}" (there is: coverage)`, 2);
  if (files.length === 0) throw new CliError('crawl cards coverage takes at least one FILE', 2);
  const imports = files.map((file) => ({ file, result: importCardData(readText(file)) }));
  const merged = mergeImports(imports.map((i) => i.result));
  const cov = coverage(merged.cards);
  for (const { file, result } of imports) for (const p of result.problems) process.stderr.write(`${file}: ${p.where}: ${p.message}\n`);
  if (values.json) {
    const out = {
      files: imports.map(({ file, result }) => ({ file, format: result.format, cards: result.cards.length, duplicates: result.duplicates, skipped: result.skipped, problems: result.problems })),
      cards: merged.cards.length,
      coverage: cov,
    };
    process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
  } else {
    for (const { file, result } of imports) {
      const extra = [result.duplicates > 0 ? `${result.duplicates} repeated` : '', result.skipped > 0 ? `${result.skipped} not deck cards` : '', result.problems.length > 0 ? `${result.problems.length} problems` : ''].filter((s) => s !== '');
      process.stdout.write(`${file}: ${result.format}, ${result.cards.length} cards${extra.length > 0 ? ` (${extra.join(', ')})` : ''}\n`);
    }
    process.stdout.write(`\n${table(cov)}`);
  }
  if (merged.cards.length === 0) throw new CliError('no cards read');
}
