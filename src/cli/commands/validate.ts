import { parseArgs } from 'node:util';
import { divergenceProblem, formatProblem, readSave, variantOf, verify, type Problem, type ReadResult } from '../../engine';
import { CliError, readText } from '../io';

export const help = `crawl validate FILE...

Checks each saved game against the format, and replays its log, as the
playmat does before it opens a game: every problem is listed with its place
in the file (a JSON path, or a line and column for broken JSON). Exits 1 if
any file has problems. Files are only read.
`;

export function run(args: string[]): void {
  const { positionals } = parseArgs({ args, options: {}, allowPositionals: true });
  if (positionals.length === 0) throw new CliError('crawl validate takes at least one FILE', 2);
  let failed = 0;
  for (const file of positionals) {
    const result = readSave(readText(file));
    const problems = problemsOf(result);
    if (result.ok && problems.length === 0) {
      const game = result.game;
      const variant = variantOf(game.setup);
      const migrated = result.migratedFrom ? ` (schema version ${result.migratedFrom}; it will be upgraded when next saved)` : '';
      process.stdout.write(`${file}: valid ${variant.title} game, ${variant.text.brief(game)}, ${game.log.length} log entries${migrated}\n`);
    } else {
      failed++;
      for (const p of problems) process.stderr.write(`${file}: ${formatProblem(p)}\n`);
    }
  }
  if (failed > 0) throw new CliError(`${failed} of ${positionals.length} file${positionals.length === 1 ? '' : 's'} invalid`);
}

/** The format's problems, or else where the log stops replaying to the saved state (a well-formed file can still lie). */
function problemsOf(result: ReadResult): readonly Problem[] {
  if (!result.ok) return result.problems;
  const replayed = verify(result.game);
  return replayed.ok ? [] : [divergenceProblem(replayed.divergence)];
}
