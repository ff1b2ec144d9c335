import { parseArgs } from 'node:util';
import { type SaveFile, variantOf } from '../../engine';
import { CliError, loadGame } from '../io';
import { sgr, useColour } from '../style';

export const help = `crawl show FILE [--log N] [--color | --no-color]

Shows the game as it is saved: where the turn stands, the board (Magic
Crawl's map and token, Frontier's grid, the castles, the dungeon), each
player's life and piles, the creatures with their power and toughness, your
hand (only the hand of the person deciding, never another's), any question
waiting for an answer, and the last N log lines (default 8). When the game
waits on a seat the computer plays, it says so: \`crawl act\` and
\`crawl play\` have it answer first. Colour is used on a terminal unless
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
  const game = loadGame(positionals[0]!);
  process.stdout.write(render(game, count, colour));
  if (variantOf(game.setup).computer?.toAct(game)) {
    process.stdout.write(`\nThe computer is to act: \`crawl act\` or \`crawl play\` has it answer before you do (\`crawl actions\` shows its answers).\n`);
  }
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
