import { TERRAINS } from '../../../colour';
import { hexLabel } from '../../../hex';
import { sgr } from '../../../ansi';
import type { CrawlSave } from '../new-game';
import { optionsSummary } from '../options-summary';
import { drawMap, MAP_LEGEND } from './map-text';

type Game = Pick<CrawlSave, 'setup' | 'state'>;
import { goalLines, tableLines } from './table-text';

/** The heading of both: the game, its options, its goals. */
function heading(game: Game, colour: boolean): string[] {
  const { setup } = game;
  return [
    sgr('1', `Magic Crawl · seed "${setup.seed}" · deck ${setup.deck.name}`, colour),
    `Options: ${optionsSummary(setup.options).join(' · ')}`,
    ...goalLines(game),
  ];
}

/** What `crawl textconv` prints before the log: stable line by line, so a diff of two saves shows what changed. */
export function summaryLines(game: Game): string[] {
  const { state } = game;
  const out = [...heading(game, false), ''];
  const explored = state.hexes.filter((h) => h.explored);
  const byTerrain = TERRAINS.map((t) => [t, explored.filter((h) => h.terrain === t).length] as const).filter(([, n]) => n > 0);
  const here = state.hexes.find((h) => h.q === state.token.q && h.r === state.token.r);
  out.push(`Map: ${state.hexes.length} hexes mapped, ${explored.length} explored (${byTerrain.map(([t, n]) => `${t} ${n}`).join(', ')}); ${state.counters.moves} moves`);
  out.push(`Token: on the ${here?.land ? `${here.land} (${here.terrain})` : (here?.terrain ?? '?')} at ${hexLabel(state.token)}`);
  const nonbasic = state.hexes.filter((h) => h.land);
  if (nonbasic.length > 0) out.push(`Nonbasic lands on the map: ${nonbasic.map((h) => `${h.land} at ${hexLabel(h)}`).join(', ')}`);
  out.push('', ...tableLines(game, false));
  return out;
}

/** What `crawl show` and `crawl play` draw before the log: the map drawn, and the table (ANSI colour when `colour`). */
export function pictureLines(game: Game, colour: boolean): string[] {
  const { state } = game;
  const explored = state.hexes.filter((h) => h.explored).length;
  const here = state.hexes.find((h) => h.q === state.token.q && h.r === state.token.r);
  return [
    ...heading(game, colour),
    `Move ${state.counters.moves} · ${state.hexes.length} hexes mapped, ${explored} explored · token on the ${here?.terrain ?? '?'} at ${hexLabel(state.token)}`,
    '',
    drawMap(game, colour),
    '',
    sgr('2', MAP_LEGEND, colour),
    '',
    ...tableLines(game, colour),
  ];
}
