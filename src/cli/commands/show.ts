import { parseArgs } from 'node:util';
import { hexLabel, optionsSummary, type SaveFile } from '../../engine';
import { CliError, loadGame } from '../io';
import { drawMap, MAP_LEGEND } from '../map-view';
import { useColour, sgr } from '../style';
import { goalLines, tableLines } from '../table-view';

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
  const { state, setup, log } = game;
  const explored = state.hexes.filter((h) => h.explored).length;
  const here = state.hexes.find((h) => h.q === state.token.q && h.r === state.token.r);
  const out: string[] = [];
  out.push(sgr('1', `Magic Crawl · seed "${setup.seed}" · deck ${setup.deck.name}`, colour));
  out.push(`Options: ${optionsSummary(setup.options).join(' · ')}`);
  out.push(...goalLines(game));
  out.push(`Move ${state.counters.moves} · ${state.hexes.length} hexes mapped, ${explored} explored · token on the ${here?.terrain ?? '?'} at ${hexLabel(state.token)}`);
  out.push('', drawMap(game, colour), '', sgr('2', MAP_LEGEND, colour), '');
  out.push(...tableLines(game, colour));
  if (logLines > 0 && log.length > 0) {
    out.push('', sgr('1', 'Log', colour));
    for (const entry of log.slice(-logLines)) out.push(`${String(entry.seq).padStart(4)}. ${entry.text}`);
  }
  return out.join('\n') + '\n';
}
