import { parseArgs } from 'node:util';
import { legalActions } from '../../engine';
import { CliError, loadGame } from '../io';

export const help = `crawl actions FILE

Lists what may be done now, one JSON action per line, ready for \`crawl act\`.
`;

export function run(args: string[]): void {
  const { positionals } = parseArgs({ args, options: {}, allowPositionals: true });
  if (positionals.length !== 1) throw new CliError('crawl actions takes one FILE', 2);
  for (const action of legalActions(loadGame(positionals[0]!))) process.stdout.write(JSON.stringify(action) + '\n');
}
