import { parseArgs } from 'node:util';
import { type SaveFile, variantOf } from '../../engine';
import { CliError, loadGame } from '../io';
import { sgr, useColour } from '../style';

export const help = `crawl show FILE [--log N] [--color | --no-color]

Shows the game: the map with the token, the goal, where the turn stands,
your life and piles, the encounter creature (power/toughness and damage),
your lands, battlefield and hand, any question waiting for an answer, and
the last N log lines (default 8). Colour is used on a terminal unless
NO_COLOR is set.
`;

export function run(args: string[]): void {
  const { values, positionals } = parseArgs({
    args,
    options: { log: { type: 'string', default: '8' }, color: { type: 'boolean' }, 'no-color': { type: 'boolean' } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new CliError('crawl show takes one FILE', 2);
  const count = Number(values.log);
  if (!Number.isInteger(count) || count < 0) throw new CliError(`--log must be a whole number, not "${values.log}"`, 2);
  const colour = useColour(process.stdout, values['no-color'] ? false : values.color);
  process.stdout.write(render(loadGame(positionals[0]!), count, colour));
}

export function render(game: SaveFile, logLines: number, colour: boolean): string {
  const { log } = game;
  const out = variantOf(game.setup).text.picture(game, colour);
  if (logLines > 0 && log.length > 0) {
    out.push('', sgr('1', 'Log', colour));
    for (const entry of log.slice(-logLines)) out.push(`${String(entry.seq).padStart(4)}. ${entry.text}`);
  }
  return out.join('\n') + '\n';
}
