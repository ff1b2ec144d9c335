import { parseArgs } from 'node:util';
import { verify } from '../../engine';
import { CliError, loadGame } from '../io';

export const help = `crawl verify FILE

Replays the log from the setup and checks that it reproduces the saved state
exactly, reporting the first place where the two part ways. Exits 1 if they do.
`;

export function run(args: string[]): void {
  const { positionals } = parseArgs({ args, options: {}, allowPositionals: true });
  if (positionals.length !== 1) throw new CliError('crawl verify takes one FILE', 2);
  const file = positionals[0]!;
  const result = verify(loadGame(file));
  if (!result.ok) {
    const { path, message, seq } = result.divergence;
    throw new CliError(`${file}: the log does not replay to the saved state: ${path} ${message}${seq ? ` (log entry ${seq})` : ''}`);
  }
  process.stdout.write(`${file}: replayed ${result.actions} action${result.actions === 1 ? '' : 's'}; the state matches\n`);
}
