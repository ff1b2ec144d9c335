import { parseArgs } from 'node:util';
import { averages, deckIds, DIFFICULTIES, type SetupChoices, type SimStats, simulate, STARTER_DECKS } from '../../engine';
import { CliError } from '../io';
import { importedChoices, type ImportValues } from '../imported-setup';
import { choiceProblems, optionChoices, SETUP_HELP, SETUP_OPTIONS, type SetupValues } from '../setup-options';

export const help = `crawl sim [--games N] [--seed S] [--deck D] [--check] [--json] [options]

Plays N whole games with the built-in bot and prints how they went: the win
rate, the average turns, hexes explored and moves, why games were lost, the
speed (wall clock, one core), and each goal's win rate and how often it was
met, even in a game lost all the same (the default goal counts as "Reach a
hex 4 steps away", whatever its direction). Game i has the seed S/i, so any game
can be replayed alone (crawl play with --seed S/i and the same options).

Options:
  --games N            how many games (default 100)
  --seed S             the seed the game seeds are made from (default "sim")
  --deck D             a starter deck, or all: each in turn (default all);
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
${SETUP_HELP.split('\n').slice(2).join('\n')}
Exits 1 if any game broke an invariant or was refused a legal action.
`;

export function run(args: string[]): void {
  const { values, positionals } = parseArgs({
    args,
    options: {
      ...SETUP_OPTIONS,
      games: { type: 'string', default: '100' },
      seed: { type: 'string', default: 'sim' },
      check: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      'deck-file': { type: 'string' },
      cards: { type: 'string', multiple: true },
      encounters: { type: 'string' },
      lands: { type: 'string' },
    },
    allowPositionals: true,
  });
  if (positionals.length > 0) throw new CliError('crawl sim takes no FILE', 2);
  const games = Number(values.games);
  if (!/^\d+$/.test(values.games) || games < 1 || games > 10_000_000) throw new CliError(`--games must be a whole number from 1, not "${values.games}"`, 2);
  const deck = values.deck ?? 'all';
  if (deck !== 'all' && !STARTER_DECKS.some((d) => d.id === deck)) {
    throw new CliError(`--deck must be all or one of ${STARTER_DECKS.map((d) => d.id).join(', ')}; not "${deck}"`, 2);
  }
  if (values['deck-file'] !== undefined && values.deck !== undefined) throw new CliError('give --deck or --deck-file, not both', 2);
  if (values.difficulty === 'all') return presets(values, games, deck);
  const { deck: _ignored, ...starter } = optionChoices({ ...values, deck: undefined });
  // The player's own files: a deck list (played in every game), piles from their cards. Notes are not repeated per game.
  const { deck: own, ...choices } = { ...starter, ...importedChoices(values, values.seed, () => undefined) };
  checkEveryDeck(choices, own ?? deck);
  const progress = process.stderr.isTTY === true && !values.json && games >= 500;
  let done = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const stats = simulate({
    games,
    seed: values.seed,
    deck: typeof own === 'object' ? own : deck,
    check: values.check,
    choices,
    onGame: progress
      ? () => {
          if (++done % 100 === 0) process.stderr.write(`\r${done} / ${games} games`);
        }
      : undefined,
  });
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  if (progress) process.stderr.write('\r\x1b[K');
  const ownName = typeof own === 'object' ? own.name : undefined;
  const report = { seed: values.seed, deck: ownName ?? deck, decks: ownName ? [ownName] : deckIds(deck), check: values.check, ...summary(stats, seconds, cpuSeconds) };
  process.stdout.write(values.json ? JSON.stringify(report, null, 2) + '\n' : text(report, stats));
  if (stats.errors.length > 0) {
    for (const e of stats.errors.slice(0, 20)) {
      process.stderr.write(`seed "${e.seed}" (deck ${e.deck}), step ${e.step}${e.action ? ` ${JSON.stringify(e.action)}` : ''}: ${e.message}\n`);
    }
    throw new CliError(`${stats.errors.length} game${stats.errors.length === 1 ? '' : 's'} went wrong`);
  }
}

/** `--difficulty all`: each preset in turn with the same games, seeds and other options, side by side. */
function presets(values: SetupValues & ImportValues & { seed: string; check: boolean; json: boolean }, games: number, deck: string): void {
  const { deck: own, ...imported } = importedChoices(values, values.seed, () => undefined);
  const chosen = DIFFICULTIES.map((d) => {
    const { deck: _ignored, ...options } = optionChoices({ ...values, deck: undefined, difficulty: d.id });
    const choices = { ...options, ...imported };
    checkEveryDeck(choices, own ?? deck);
    return { d, choices };
  });
  const rows = chosen.map(({ d, choices }) => {
    const stats = simulate({ games, seed: values.seed, deck: own ?? deck, check: values.check, choices });
    const avg = averages(stats);
    return { difficulty: d.id, games: stats.games, won: stats.wins, lost: stats.losses, unfinished: stats.unfinished, winRate: stats.wins / stats.games, turns: avg.turns, errors: stats.errors.length, summary: d.summary };
  });
  if (values.json) {
    process.stdout.write(JSON.stringify({ seed: values.seed, deck, check: values.check, presets: rows }, null, 2) + '\n');
  } else {
    const lines = [`The difficulty presets, ${int(games)} games each with the bot · seed "${values.seed}" · deck ${deck}${values.check ? ' · every step checked' : ''}`, ''];
    lines.push('preset   won      turns  what it sets');
    for (const r of rows) lines.push(`${r.difficulty.padEnd(8)} ${pct(r.winRate).padStart(6)}  ${r.turns.toFixed(1).padStart(5)}  ${r.summary}`);
    process.stdout.write(lines.join('\n') + '\n');
  }
  const errors = rows.reduce((n, r) => n + r.errors, 0);
  if (errors > 0) throw new CliError(`${errors} game${errors === 1 ? '' : 's'} went wrong (run one preset with --check to see them)`);
}

/**
 * The options checked with every deck the games play, not the default deck:
 * a find goal's artifact must be in each. A problem of only some decks names them.
 */
function checkEveryDeck(choices: Omit<SetupChoices, 'deck'>, deck: NonNullable<SetupChoices['deck']>): void {
  const decks = typeof deck === 'object' ? [deck] : deckIds(deck);
  const refused = new Map<string, string[]>();
  for (const d of decks) {
    for (const p of choiceProblems({ ...choices, deck: d })) refused.set(p, [...(refused.get(p) ?? []), typeof d === 'object' ? d.name : d]);
  }
  if (refused.size === 0) return;
  const lines = [...refused].map(([p, names]) => (names.length === decks.length ? p : `${p} (deck${names.length === 1 ? '' : 's'} ${names.join(', ')})`));
  throw new CliError(lines.join('\n'), 2);
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
