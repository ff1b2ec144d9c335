import type { FromOptions, OptionSpecs, OptionValues, VariantCommandLine } from '../command-line';
import { MAYHEM_CONTENT } from './content';
import { MAX_HEROES, type MayhemSetup } from './schema';
import { MAX_COMPETITIVE_TILES, MAX_TILES, setupProblem, tooManyTiles } from './setup';
import { mayhemSimulation } from './sim-command';
import { computerParty } from './simulate';
import { modeFrom } from './modes';
import { moduleDef, moduleTiles, PLAYABLE_MODULES } from './narrative-module';

/**
 * `crawl new`, `crawl play` and `crawl sim` for Magic and Mayhem: the party
 * (how many heroes, or which), how many of them people play (the rest the
 * computer plays: one person can play a whole party), the dungeon's size,
 * and the readings that are options.
 */

const SETTINGS = {
  heroes: { kind: 'text' },
  players: { kind: 'text' },
  humans: { kind: 'text' },
  tiles: { kind: 'text' },
  mode: { kind: 'text' },
  module: { kind: 'text' },
  'boss-credit': { kind: 'text' },
  hourglass: { kind: 'text' },
  'encounters-refresh': { kind: 'flag' },
  'round-up': { kind: 'flag' },
} as const satisfies OptionSpecs;

const HERO_IDS = MAYHEM_CONTENT.heroes.map((h) => h.id);

const SETTINGS_HELP = `  --heroes N|LIST      the party: how many heroes (1 to ${MAX_HEROES}, default 4, drawn
                       from the seed), or which, by id, comma-separated, in
                       turn order: ${HERO_IDS.join(', ')}
  --players N          the same as --heroes N
  --humans N|all       how many of the heroes people play, the first in turn
                       order (default 1); the computer plays the rest
  --tiles N            tiles in the dungeon, 9 to ${MAX_TILES} (default 12); up to
                       ${MAX_COMPETITIVE_TILES} in competitive play, which alone lays the second
                       Entrance
  --mode M             cooperative (default): the party defeats the boss and
                       escapes; competitive: two teams, seats alternating, the
                       second on an Entrance at the north edge, each to defeat
                       one of two bosses; the most gold escaped wins; module:
                       a narrative module's adventure, tiles and goals
  --module ID          the module for --mode module: ${PLAYABLE_MODULES.join(', ')}
                       (the default is the first)
  --boss-credit C      competitive: a team has defeated a boss when it did
                       any-damage to one that died (default), or only with the
                       killing-blow
  --hourglass SECONDS   the hourglass a riddle or tongue twister runs against on
                       the playmat, 0 to 600 seconds (default 60; 0: none)
  --encounters-refresh an (E) stays live after its roll
  --round-up           halved damage rounds up (default down)
`;

function problem(message: string): FromOptions<never> {
  return { ok: false, problems: [message], cause: 'usage' };
}

/** A whole number from min to max, the fallback when absent, or what is wrong. */
function whole(values: OptionValues, name: string, min: number, max: number, fallback: number): number | string {
  const value = values[name];
  if (value === undefined) return fallback;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return n >= min && n <= max ? n : `--${name}: "${String(value)}" is not a whole number from ${min} to ${max}`;
}

/** The party as `--heroes` and `--players` give it: a number of heroes to draw, or the heroes named. */
function party(values: OptionValues): { count: number; named?: string[] } | string {
  const given = values.heroes;
  if (typeof given === 'string' && !/^\d+$/.test(given)) {
    const named = given.split(',').map((h) => h.trim().toLowerCase()).filter((h) => h.length > 0);
    const unknown = named.find((h) => !HERO_IDS.includes(h));
    if (unknown !== undefined) return `--heroes: there is no hero "${unknown}"; the heroes are ${HERO_IDS.join(', ')}`;
    if (new Set(named).size !== named.length) return '--heroes: each player picks a different hero';
    if (named.length < 1 || named.length > MAX_HEROES) return `--heroes: a party is 1 to ${MAX_HEROES} heroes`;
    if (values.players !== undefined && values.players !== String(named.length)) return `--players ${String(values.players)} but --heroes names ${named.length}`;
    return { count: named.length, named };
  }
  const byHeroes = whole(values, 'heroes', 1, MAX_HEROES, 4);
  if (typeof byHeroes === 'string') return byHeroes;
  const byPlayers = whole(values, 'players', 1, MAX_HEROES, byHeroes);
  if (typeof byPlayers === 'string') return byPlayers;
  if (values.heroes !== undefined && values.players !== undefined && byHeroes !== byPlayers) return `--heroes ${byHeroes} but --players ${byPlayers}`;
  return { count: byPlayers };
}

/** A new game's setup from the options: the cooperative mode, the party drawn or named, the first `humans` seats people's. */
export function setupFromOptions(values: OptionValues, seed: string): FromOptions<MayhemSetup> {
  const p = party(values);
  if (typeof p === 'string') return problem(p);
  const chosen = modeFrom(values.mode, values.module);
  if (!chosen.ok) return problem(chosen.problem);
  const { mode, module } = chosen;
  if (module !== undefined && values.tiles !== undefined) return problem('--tiles: a narrative module lays its own tiles');
  const tiles = module !== undefined ? moduleTiles(moduleDef(module)) : whole(values, 'tiles', 9, MAX_COMPETITIVE_TILES, 12);
  if (typeof tiles === 'string') return problem(tiles);
  const tooMany = module === undefined ? tooManyTiles(tiles, mode === 'competitive') : undefined;
  if (tooMany) return problem(`--tiles: ${tooMany}`);
  const hourglass = whole(values, 'hourglass', 0, 600, 60);
  if (typeof hourglass === 'string') return problem(hourglass);
  const humans = values.humans === 'all' ? p.count : whole(values, 'humans', 0, p.count, Math.min(1, p.count));
  if (typeof humans === 'string') return problem(`${humans} (there are ${p.count} heroes)`);
  const credit = values['boss-credit'];
  if (credit !== undefined && (mode !== 'competitive' || (credit !== 'any-damage' && credit !== 'killing-blow'))) {
    return problem(`--boss-credit: "${String(credit)}" is any-damage or killing-blow, and only for --mode competitive`);
  }
  const drawn = computerParty(seed, p.count, tiles, mode, module);
  const heroes = p.named ?? drawn.seats.map((s) => s.hero);
  const setup: MayhemSetup = {
    ...drawn,
    options: {
      tiles,
      encountersRefresh: values['encounters-refresh'] === true,
      halfRounding: values['round-up'] === true ? 'up' : 'down',
      ...(credit === 'killing-blow' ? { bossCredit: 'killing-blow' as const } : {}),
      // The default is kept out of the file, so a game set up as before saves as before.
      ...(hourglass === 60 ? {} : { hourglass }),
    },
    seats: heroes.map((hero, i) => ({ hero, control: i < humans ? 'human' : 'computer' })),
  };
  const wrong = setupProblem(setup);
  return wrong ? problem(wrong) : { ok: true, value: setup };
}

export const mayhemCommandLine: VariantCommandLine<MayhemSetup> = {
  settings: SETTINGS,
  files: {},
  help: { settings: SETTINGS_HELP, files: '' },
  setup: (values, seed) => setupFromOptions(values, seed),
  simulation: mayhemSimulation,
};
