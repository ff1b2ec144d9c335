import { parseArgs } from 'node:util';
import { formatProblem, readSave, type SaveFile, variantOf } from '../../engine';
import { CliError, readText } from '../io';

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
  const { log } = game;
  const out = [...variantOf(game.setup).text.summary(game), ''];
  out.push(`Log (${log.length} ${log.length === 1 ? 'action' : 'actions'})`);
  for (const entry of log) out.push(`${String(entry.seq).padStart(4)}. ${entry.text}`);
  return out.join('\n') + '\n';
}
