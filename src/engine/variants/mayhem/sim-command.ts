import type { FromOptions, OptionSpecs, Simulation } from '../command-line';
import { MAX_HEROES } from './schema';
import { MAX_TILES } from './setup';
import { simulateMayhem, type MayhemSimStats } from './simulate';
import { MIN_COMPETITIVE_HEROES } from './competitive';
import { modeFrom } from './modes';
import { DEFAULT_MODULE } from './narrative-module';

/**
 * `crawl sim --variant mayhem`, ready for when the variant is registered
 * (issue 18): N cooperative games of computer heroes for a party of
 * `--players` (1 to 6, or `all` for every size), on `--tiles` tiles, and
 * their figures: games, wins, win rate, average rounds and actions, deaths
 * and the speed.
 */

const SIM_OPTIONS = { players: { kind: 'text' }, tiles: { kind: 'text' }, mode: { kind: 'text' }, module: { kind: 'text' }, json: { kind: 'flag' } } as const satisfies OptionSpecs;

function problem(message: string): FromOptions<never> {
  return { ok: false, problems: [message], cause: 'usage' };
}

function wholeIn(value: unknown, name: string, min: number, max: number, fallback: number): number | string {
  if (value === undefined) return fallback;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : `--${name}: "${String(value)}" is not a whole number from ${min} to ${max}`;
}

export const mayhemSimulation: Simulation = {
  options: SIM_OPTIONS,
  help: {
    usage: '[--players N|all] [--tiles N] [--mode cooperative|competitive|module] [--module ID] [--json]',
    about: `Plays N whole games of Magic and Mayhem with a party of computer heroes
drawn at random, and prints how they went: wins, losses and unfinished
games, the win rate, the average rounds and actions, how many heroes died,
and the speed; in competitive play also each team's wins, the ties, the
games no team won and the winners' gold. Game i has the seed S-i.`,
    options: `  --players N|all      heroes in the party, 1 to ${MAX_HEROES} (default 4), or all: every size
  --tiles N            tiles in the dungeon, 9 to ${MAX_TILES} (default 12)
  --mode M             cooperative (default), competitive: two teams of
                       computer heroes, seats alternating (2 heroes at least),
                       or module: a narrative module's adventure
  --module ID          the module for --mode module (default ${DEFAULT_MODULE})
  --json               print the figures as one JSON object (a list of them for all)
`,
  },
  prepare({ games, seed, values }) {
    const all = values.players === 'all';
    const players = all ? 4 : wholeIn(values.players, 'players', 1, MAX_HEROES, 4);
    if (typeof players === 'string') return problem(players);
    const tiles = wholeIn(values.tiles, 'tiles', 9, MAX_TILES, 12);
    if (typeof tiles === 'string') return problem(tiles);
    const chosen = modeFrom(values.mode, values.module);
    if (!chosen.ok) return problem(chosen.problem);
    const { mode, module } = chosen;
    if (module !== undefined && values.tiles !== undefined) return problem('--tiles: a narrative module lays its own tiles');
    const competitive = mode === 'competitive';
    if (competitive && !all && players < MIN_COMPETITIVE_HEROES) return problem(`--players: competitive play needs two teams, at least ${MIN_COMPETITIVE_HEROES} heroes`);
    const sizes = (all ? Array.from({ length: MAX_HEROES }, (_, i) => i + 1) : [players]).filter((n) => !competitive || n >= MIN_COMPETITIVE_HEROES);
    return {
      ok: true,
      value: {
        play(progress) {
          const runs: MayhemSimStats[] = sizes.map((n) => {
            const stats = simulateMayhem({ games, seed, players: n, tiles, ...(mode === 'cooperative' ? {} : { mode }), ...(module === undefined ? {} : { module }) });
            progress?.();
            return stats;
          });
          const errors = runs.flatMap((r) => r.errors.map((e) => `${r.players} heroes: ${e}`));
          return {
            errors,
            ...(errors.length > 0 ? { failure: `${errors.length} game(s) went wrong` } : {}),
            report({ seconds, cpuSeconds }) {
              const played = games * sizes.length;
              const gamesPerSecond = played / Math.max(cpuSeconds, 1e-9);
              const figures = runs.map((r) => ({ variant: 'mayhem', mode, ...(module === undefined ? {} : { module }), seed, ...r, gamesPerSecond, seconds, cpuSeconds }));
              if (values.json === true) return JSON.stringify(all ? figures : figures[0], null, 2);
              const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
              return [
                `Magic and Mayhem: ${games} ${module === undefined ? mode : `"${module}" module`} games a party size on ${runs[0]?.tiles ?? tiles} tiles, computer heroes (seed ${seed})`,
                ...runs.map(
                  (r) =>
                    `  ${r.players} hero${r.players === 1 ? '' : 'es'}: won ${pct(r.winRate)} (${r.wins} won, ${r.losses} lost, ${r.unfinished} unfinished); ` +
                    `${r.averageRounds.toFixed(1)} rounds and ${r.averageActions.toFixed(0)} actions a game; ${pct(r.deathRate)} of heroes died` +
                    (r.competitive
                      ? `; team 1 won ${r.competitive.teamWins[0]}, team 2 ${r.competitive.teamWins[1]}, ${r.competitive.ties} tied, ${r.competitive.noWinner} with no winner; the winners escaped with ${r.competitive.averageWinningGold.toFixed(1)} gold`
                      : ''),
                ),
                `  ${gamesPerSecond.toFixed(1)} games a second on one core (${cpuSeconds.toFixed(2)} s of CPU)`,
              ].join('\n');
            },
          };
        },
      },
    };
  },
};
