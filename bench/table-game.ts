import { legalActions, newSave, takeAction } from '../src/engine';
import { spawnSync } from 'node:child_process';
import { checked, median, row, section, type Row } from './measure';

/** What the rows of a variant played by the computer at a table (Frontier, Castle) need of it. */
export interface TableGameBench<Setup, State, Action> {
  /** Its name in the rows, e.g. "Frontier". */
  readonly title: string;
  /** Its `crawl sim --variant` id and the seed the games row plays. */
  readonly variant: string;
  readonly seed: string;
  /** More options of its `crawl sim` (the Magic table's seats and format). */
  readonly simArgs?: readonly string[];
  /** The games row's target, games a second; absent: the 100 of Frontier and Castle; null: none set. */
  readonly gamesTarget?: number | null;
  /** The setup of the i-th game the decisions are timed along (a person against the computer). */
  setup(i: number): Setup;
  /** The computer's choice now. */
  choose(setup: Setup, state: State): Action | undefined;
}

/**
 * The rows of a variant played by the computer: the bot against itself,
 * games a second on one core (CPU time, once the process has started and
 * compiled its code), the time to list the legal actions, and the
 * computer's thinking time per decision (median and 99th percentile) in
 * games against the computer.
 */
export function tableGameRows<Setup, State, Action>(game: TableGameBench<Setup, State, Action>): Row[] {
  const gamesName = `${game.title}: bot-against-bot games (one core)`;
  const legalName = `${game.title}: legalActions, median`;
  const thinkName = `${game.title}: computer decision, median / p99`;
  const target = game.gamesTarget === undefined ? 100 : game.gamesTarget;
  const targetWords = target === null ? undefined : `≥ ${target} games/s`;
  return section([[gamesName, targetWords], [legalName], [thinkName, '< 50 ms median']], () => {
    // The games as they ship: the bundled command line (dist/cli.js, built by npm run bench), in a process of its own.
    // Under tsx the same games run about 2.5 times slower: its module interop puts a getter on every call between modules.
    // Two runs on one seed, 20 games and 420: the second plays the first's 20 games and 400 more, so the difference is
    // the CPU time of 400 games with the process started and its code compiled (a short run spends half its time there).
    const sim = (games: number) => {
      const run = spawnSync(process.execPath, ['dist/cli.js', 'sim', '--variant', game.variant, ...(game.simArgs ?? []), '--games', String(games), '--seed', game.seed, '--json'], {
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      });
      if (run.status !== 0) throw new Error(`crawl sim failed: ${run.stderr}`);
      return JSON.parse(run.stdout) as { cpuSeconds: number; actions: number; firstSeatWinRate: number; errors: string[] };
    };
    const warm = sim(20);
    const stats = sim(420);
    const games = 400;
    const cpu = stats.cpuSeconds - warm.cpuSeconds;
    const actions = stats.actions - warm.actions;
    const perSecond = games / cpu;
    console.log(
      `${game.title}: ${games} bot-against-bot games (crawl sim, bundled, after 20 to warm up) in ${cpu.toFixed(2)} s of CPU (${actions} actions; ` +
        `all 420 with the start: ${(420 / stats.cpuSeconds).toFixed(1)} games/s; first player won ${(stats.firstSeatWinRate * 100).toFixed(0)}%, ${stats.errors.length} errors)`,
    );

    // Legal actions and decisions timed along real games.
    const legalMs: number[] = [];
    const thinkMs: number[] = [];
    for (let i = 0; i < 6; i++) {
      const setup = game.setup(i);
      let save = newSave(setup as Parameters<typeof newSave>[0]);
      for (let step = 0; step < 400 && save.state.phase.type !== 'over'; step++) {
        const t0 = performance.now();
        legalActions(save);
        const t1 = performance.now();
        const action = game.choose(save.setup as Setup, save.state as State);
        const t2 = performance.now();
        legalMs.push(t1 - t0);
        thinkMs.push(t2 - t1);
        if (!action) break;
        const taken = takeAction(save, action as Parameters<typeof takeAction>[1]);
        if (!taken.ok) throw new Error(taken.error.message);
        save = taken.game;
      }
    }
    const sorted = [...thinkMs].sort((a, b) => a - b);
    const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!;
    const think = median(thinkMs);
    return [
      target === null || targetWords === undefined
        ? row(gamesName, `${perSecond.toFixed(1)} games/s (${actions.toLocaleString('en')} actions in ${games} games, warm)`)
        : checked(gamesName, `${perSecond.toFixed(1)} games/s (${actions.toLocaleString('en')} actions in ${games} games, warm)`, targetWords, perSecond >= target),
      row(legalName, `${(median(legalMs) * 1000).toFixed(1)} µs (the list the last action's settling found)`),
      checked(thinkName, `${(think * 1000).toFixed(0)} µs / ${(p99 * 1000).toFixed(0)} µs`, '< 50 ms median', think < 50),
    ];
  });
}
