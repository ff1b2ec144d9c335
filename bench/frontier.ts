import { legalActions, newSave, takeAction } from '../src/engine';
import { spawnSync } from 'node:child_process';
import { chooseFrontierAction, frontierSetup, starterDeck, type FrontierSetup, type FrontierState } from '../src/engine/variants/frontier';
import { checked, median, row, section, type Row } from './measure';

/**
 * Frontier Magic's rows: the bot against itself, games a second on one core
 * (CPU time, once the process has started and compiled its code), the time to list the legal actions, and the computer's
 * thinking time per decision (median and 99th percentile) in games against
 * the computer.
 */
export function frontierRows(): Row[] {
  const gamesName = 'Frontier: bot-against-bot games (one core)';
  const legalName = 'Frontier: legalActions, median';
  const thinkName = 'Frontier: computer decision, median / p99';
  return section([[gamesName, '≥ 100 games/s'], [legalName], [thinkName, '< 50 ms median']], () => {
    // The games as they ship: the bundled command line (dist/cli.js, built by npm run bench), in a process of its own.
    // Under tsx the same games run about 2.5 times slower: its module interop puts a getter on every call between modules.
    // Two runs on one seed, 20 games and 420: the second plays the first's 20 games and 400 more, so the difference is
    // the CPU time of 400 games with the process started and its code compiled (a short run spends half its time there).
    const sim = (games: number) => {
      const run = spawnSync(process.execPath, ['dist/cli.js', 'sim', '--variant', 'frontier', '--games', String(games), '--seed', 'bench-frontier', '--json'], {
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
      `Frontier: ${games} bot-against-bot games (crawl sim, bundled, after 20 to warm up) in ${cpu.toFixed(2)} s of CPU (${actions} actions; ` +
        `all 420 with the start: ${(420 / stats.cpuSeconds).toFixed(1)} games/s; first player won ${(stats.firstSeatWinRate * 100).toFixed(0)}%, ${stats.errors.length} errors)`,
    );

    // Legal actions and decisions timed along real games.
    const legalMs: number[] = [];
    const thinkMs: number[] = [];
    for (let i = 0; i < 6; i++) {
      const made = frontierSetup({ seed: `bench-think-${i}`, south: { deck: starterDeck('green')! }, north: { deck: starterDeck('red')!, control: 'computer' } });
      if (!made.ok) throw new Error(made.problems.join('; '));
      let game = newSave(made.setup);
      for (let step = 0; step < 400 && game.state.phase.type !== 'over'; step++) {
        const state = game.state as FrontierState;
        const setup = game.setup as FrontierSetup;
        const t0 = performance.now();
        legalActions(game);
        const t1 = performance.now();
        const action = chooseFrontierAction(setup, state);
        const t2 = performance.now();
        legalMs.push(t1 - t0);
        thinkMs.push(t2 - t1);
        if (!action) break;
        const taken = takeAction(game, action);
        if (!taken.ok) throw new Error(taken.error.message);
        game = taken.game;
      }
    }
    const sorted = [...thinkMs].sort((a, b) => a - b);
    const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!;
    const think = median(thinkMs);
    return [
      checked(gamesName, `${perSecond.toFixed(1)} games/s (${actions.toLocaleString('en')} actions in ${games} games, warm)`, '≥ 100 games/s', perSecond >= 100),
      row(legalName, `${(median(legalMs) * 1000).toFixed(1)} µs (the list the last action's settling found)`),
      checked(thinkName, `${(think * 1000).toFixed(0)} µs / ${(p99 * 1000).toFixed(0)} µs`, '< 50 ms median', think < 50),
    ];
  });
}
