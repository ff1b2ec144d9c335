import { parseArgs } from 'node:util';
import { formatProblem, hexLabel, optionsSummary, readSave, type SaveFile, TERRAINS } from '../../engine';
import { CliError, readText } from '../io';
import { goalLines, tableLines } from '../table-view';

export const help = `crawl textconv FILE

Prints a saved game as plain text for people and for git: a header (seed,
deck, options, goals), a summary of the map, the table (life, zones, the
encounter), and the whole log as numbered prose, one action a line. As a git
textconv driver it makes \`git diff\` and \`git log -p\` of a saved game read
like a move list:

  git config diff.crawl.textconv "crawl textconv"
  echo '*.crawl.json diff=crawl' >> .gitattributes

A file that is not a valid game is printed as it is, under a line saying
what is wrong, so a diff always shows something. Exits 0 unless the file
cannot be read.
`;

export function run(args: string[]): void {
  const { positionals } = parseArgs({ args, options: {}, allowPositionals: true });
  if (positionals.length !== 1) throw new CliError('crawl textconv takes one FILE', 2);
  const file = positionals[0]!;
  const text = readText(file);
  const read = readSave(text);
  if (!read.ok) {
    const why = read.problems.slice(0, 5).map((p) => formatProblem(p)).join('; ');
    process.stdout.write(`Not a valid Crawl game (${why}); the file as it is:\n\n${text}${text.endsWith('\n') ? '' : '\n'}`);
    return;
  }
  process.stdout.write(textconv(read.game));
}

/** The saved game as text: stable line by line, so a diff shows what changed. */
export function textconv(game: SaveFile): string {
  const { setup, state, log } = game;
  const out: string[] = [];
  out.push(`Magic Crawl · seed "${setup.seed}" · deck ${setup.deck.name}`);
  out.push(`Options: ${optionsSummary(setup.options).join(' · ')}`);
  out.push(...goalLines(game));
  out.push('');
  const explored = state.hexes.filter((h) => h.explored);
  const byTerrain = TERRAINS.map((t) => [t, explored.filter((h) => h.terrain === t).length] as const).filter(([, n]) => n > 0);
  const here = state.hexes.find((h) => h.q === state.token.q && h.r === state.token.r);
  out.push(`Map: ${state.hexes.length} hexes mapped, ${explored.length} explored (${byTerrain.map(([t, n]) => `${t} ${n}`).join(', ')}); ${state.counters.moves} moves`);
  out.push(`Token: on the ${here?.land ? `${here.land} (${here.terrain})` : (here?.terrain ?? '?')} at ${hexLabel(state.token)}`);
  const nonbasic = state.hexes.filter((h) => h.land);
  if (nonbasic.length > 0) out.push(`Nonbasic lands on the map: ${nonbasic.map((h) => `${h.land} at ${hexLabel(h)}`).join(', ')}`);
  out.push('');
  out.push(...tableLines(game, false));
  out.push('');
  out.push(`Log (${log.length} ${log.length === 1 ? 'action' : 'actions'})`);
  for (const entry of log) out.push(`${String(entry.seq).padStart(4)}. ${entry.text}`);
  return out.join('\n') + '\n';
}
