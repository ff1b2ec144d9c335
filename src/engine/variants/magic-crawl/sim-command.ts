import { STARTER_DECKS } from '../../cards/decks';
import type { OptionFiles, OptionSpecs, Simulation, SimulationResult } from '../command-line';
import { averages, deckIds, simulate, type SimStats } from './bot/simulate';
import { FILES, SETTINGS, SETTINGS_HELP } from './cli-options';
import { DIFFICULTIES } from './difficulty';
import { importedChoices, type FileValues } from './imported-choices';
import { choiceProblems, fromOptions, OptionProblem, optionChoices, type SettingValues } from './option-choices';
import type { SetupChoices } from './setup';

/**
 * `crawl sim` for Magic Crawl (Variant.cli.simulation): its options, the
 * games with the bot (one difficulty, or every preset side by side), and
 * the report in words or as JSON. The command line parses the options,
 * reads the files and times the games.
 */

const OPTIONS = { ...SETTINGS, ...FILES, check: { kind: 'flag' }, json: { kind: 'flag' } } as const satisfies OptionSpecs;

type Values = SettingValues & FileValues & { check?: boolean; json?: boolean };

const usage = (message: string) => new OptionProblem([message]);

export const crawlSimulation: Simulation = {
  options: OPTIONS,
  help: {
    usage: '[--deck D] [--check] [--json]',
    about: `Plays N whole games with the built-in bot and prints how they went: the win
rate, the average turns, hexes explored and moves, why games were lost, the
speed (wall clock, one core), and each goal's win rate and how often it was
met, even in a game lost all the same (the default goal counts as "Reach a
hex 4 steps away", whatever its direction). Game i has the seed S/i, so any game
can be replayed alone (crawl play with --seed S/i and the same options).`,
    options: `  --deck D             a starter deck, or all: each in turn (default all);
                       the decks: ${STARTER_DECKS.map((d) => d.id).join(', ')}
  --check              take every action the way a player's is taken (checked,
                       narrated, logged) and check every invariant after each
                       one; any break is reported with its seed and step
  --json               print the figures as one JSON object
  --difficulty all     run every difficulty preset in turn and print their
                       win rates side by side
  --deck-file FILE     play your own deck list in every game (as crawl new
                       takes it), with --cards FILE… for cards Crawl does not
                       ship, and --encounters / --lands for piles of your cards
${SETTINGS_HELP.split('\n').slice(2).join('\n')}
`,
  },
  prepare: ({ games, seed, values, files }) =>
    fromOptions(() => {
      const v = values as Values;
      const run = { games, seed, check: v.check ?? false, json: v.json ?? false };
      const deck = v.deck ?? 'all';
      if (deck !== 'all' && !STARTER_DECKS.some((d) => d.id === deck)) {
        throw usage(`--deck must be all or one of ${STARTER_DECKS.map((d) => d.id).join(', ')}; not "${deck}"`);
      }
      if (v['deck-file'] !== undefined && v.deck !== undefined) throw usage('give --deck or --deck-file, not both');
      if (v.difficulty === 'all') return presets(v, run, deck, files);
      const { deck: _ignored, ...starter } = optionChoices({ ...v, deck: undefined });
      // The player's own files: a deck list (played in every game), piles from their cards.
      const { deck: own, ...choices } = { ...starter, ...importedChoices(v, seed, files) };
      checkEveryDeck(seed, choices, own ?? deck);
      return {
        play: (progress?: () => void): SimulationResult => {
          const stats = simulate({
            games,
            seed,
            deck: typeof own === 'object' ? own : deck,
            check: run.check,
            choices,
            // Progress goes to the terminal beside the words, never into JSON read by a tool.
            onGame: progress && !run.json ? () => progress() : undefined,
          });
          const ownName = typeof own === 'object' ? own.name : undefined;
          const errors = stats.errors.length;
          return {
            report: ({ seconds, cpuSeconds }) => {
              const report = { seed, deck: ownName ?? deck, decks: ownName ? [ownName] : deckIds(deck), check: run.check, ...summary(stats, seconds, cpuSeconds) };
              return run.json ? JSON.stringify(report, null, 2) + '\n' : text(report, stats);
            },
            errors: stats.errors.slice(0, 20).map((e) => `seed "${e.seed}" (deck ${e.deck}), step ${e.step}${e.action ? ` ${JSON.stringify(e.action)}` : ''}: ${e.message}`),
            ...(errors > 0 ? { failure: `${errors} game${errors === 1 ? '' : 's'} went wrong` } : {}),
          };
        },
      };
    }),
};

interface Run {
  readonly games: number;
  readonly seed: string;
  readonly check: boolean;
  readonly json: boolean;
}

/** `--difficulty all`: each preset in turn with the same games, seeds and other options, side by side. */
function presets(values: Values, run: Run, deck: string, files: OptionFiles): { play(): SimulationResult } {
  const { deck: own, ...imported } = importedChoices(values, run.seed, files);
  const chosen = DIFFICULTIES.map((d) => {
    const { deck: _ignored, ...options } = optionChoices({ ...values, deck: undefined, difficulty: d.id });
    const choices = { ...options, ...imported };
    checkEveryDeck(run.seed, choices, own ?? deck);
    return { d, choices };
  });
  return {
    play: () => {
      const rows = chosen.map(({ d, choices }) => {
        const stats = simulate({ games: run.games, seed: run.seed, deck: own ?? deck, check: run.check, choices });
        const avg = averages(stats);
        return { difficulty: d.id, games: stats.games, won: stats.wins, lost: stats.losses, unfinished: stats.unfinished, winRate: stats.wins / stats.games, turns: avg.turns, errors: stats.errors.length, summary: d.summary };
      });
      const errors = rows.reduce((n, r) => n + r.errors, 0);
      return {
        report: () => {
          if (run.json) return JSON.stringify({ seed: run.seed, deck, check: run.check, presets: rows }, null, 2) + '\n';
          const lines = [`The difficulty presets, ${int(run.games)} games each with the bot · seed "${run.seed}" · deck ${deck}${run.check ? ' · every step checked' : ''}`, ''];
          lines.push('preset   won      turns  what it sets');
          for (const r of rows) lines.push(`${r.difficulty.padEnd(8)} ${pct(r.winRate).padStart(6)}  ${r.turns.toFixed(1).padStart(5)}  ${r.summary}`);
          return lines.join('\n') + '\n';
        },
        errors: [],
        ...(errors > 0 ? { failure: `${errors} game${errors === 1 ? '' : 's'} went wrong (run one preset with --check to see them)` } : {}),
      };
    },
  };
}

/**
 * The options checked with every deck the games play, not the default deck:
 * a find goal's artifact must be in each. A problem of only some decks names them.
 */
function checkEveryDeck(seed: string, choices: Omit<SetupChoices, 'deck'>, deck: NonNullable<SetupChoices['deck']>): void {
  const decks = typeof deck === 'object' ? [deck] : deckIds(deck);
  const refused = new Map<string, string[]>();
  for (const d of decks) {
    for (const p of choiceProblems(seed, { ...choices, deck: d })) refused.set(p, [...(refused.get(p) ?? []), typeof d === 'object' ? d.name : d]);
  }
  if (refused.size === 0) return;
  const lines = [...refused].map(([p, names]) => (names.length === decks.length ? p : `${p} (deck${names.length === 1 ? '' : 's'} ${names.join(', ')})`));
  throw new OptionProblem(lines);
}

function summary(stats: SimStats, seconds: number, cpuSeconds: number) {
  const avg = averages(stats);
  return {
    games: stats.games,
    wins: stats.wins,
    losses: stats.losses,
    unfinished: stats.unfinished,
    errors: stats.errors.length,
    winRate: avg.winRate,
    averageTurns: avg.turns,
    averageExplored: avg.explored,
    averageMoves: avg.moves,
    averageActions: avg.actions,
    lossReasons: stats.lossReasons,
    byDeck: Object.fromEntries(
      Object.entries(stats.byDeck).map(([id, d]) => [id, { games: d.games, wins: d.wins, losses: d.losses, winRate: d.wins / d.games, averageTurns: d.turns / d.games }]),
    ),
    byGoal: Object.fromEntries(
      Object.entries(stats.byGoal).map(([goal, g]) => [goal, { games: g.games, wins: g.wins, winRate: g.wins / g.games, met: g.met, metRate: g.met / g.games }]),
    ),
    actions: stats.actions,
    seconds,
    cpuSeconds,
    gamesPerSecond: stats.games / seconds,
    actionsPerSecond: stats.actions / seconds,
  };
}

type Report = ReturnType<typeof summary> & { seed: string; deck: string; check: boolean };

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const num = (x: number, digits = 1) => x.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const int = (x: number) => Math.round(x).toLocaleString('en');

function text(r: Report, stats: SimStats): string {
  const lines: string[] = [];
  lines.push(`${int(r.games)} games with the bot · seed "${r.seed}" · deck ${r.deck}${r.check ? ' · every step checked' : ''}`);
  lines.push(`  won           ${int(r.wins)} (${pct(r.winRate)})`);
  const reasons = Object.entries(r.lossReasons).sort((a, b) => b[1] - a[1]).map(([why, n]) => `${why} ×${n}`);
  lines.push(`  lost          ${int(r.losses)}${reasons.length > 0 ? `: ${reasons.join(', ')}` : ''}`);
  if (r.unfinished > 0) lines.push(`  unfinished    ${int(r.unfinished)}`);
  if (r.errors > 0) lines.push(`  errors        ${int(r.errors)}`);
  lines.push(`  average       ${num(r.averageTurns)} turns, ${num(r.averageExplored)} hexes explored, ${num(r.averageMoves)} moves, ${num(r.averageActions)} actions`);
  lines.push(`  speed         ${int(r.gamesPerSecond)} games/s, ${int(r.actionsPerSecond)} actions/s (${num(r.seconds, 2)} s wall clock, ${num(r.cpuSeconds, 2)} s CPU, one core)`);
  // Every run: each goal's win rate says how winnable it is; met counts it reached in a game lost all the same.
  const goals = Object.entries(r.byGoal);
  lines.push('  by goal');
  const goalWidth = Math.max(...goals.map(([goal]) => goal.length));
  for (const [goal, g] of goals) lines.push(`    ${goal.padEnd(goalWidth)}  ${pct(g.winRate).padStart(6)} won, met in ${pct(g.metRate)} of ${int(g.games)} games`);
  const decks = Object.entries(stats.byDeck);
  if (decks.length > 1) {
    lines.push('  by deck');
    const width = Math.max(...decks.map(([id]) => id.length));
    for (const [id, d] of decks) lines.push(`    ${id.padEnd(width)}  ${pct(d.wins / d.games).padStart(6)} won of ${int(d.games)}, ${num(d.turns / d.games)} turns`);
  }
  return lines.join('\n') + '\n';
}
