import { legalActions, newSave, takeAction } from '../src/engine';
import { spawnSync } from 'node:child_process';
import { castleSetup, chooseCastleAction, starterDeck, type CastleSetup, type CastleState } from '../src/engine/variants/castle';
import { checked, median, row, section, type Row } from './measure';

/**
 * Castle Magic's rows: the bot against itself, games a second on one core
 * (CPU time, once the process has started and compiled its code), the time to list the legal actions, and the computer's
 * thinking time per decision (median and 99th percentile) in games against
 * the computer.
 */
export function castleRows(): Row[] {
  const gamesName = 'Castle: bot-against-bot games (one core)';
  const legalName = 'Castle: legalActions, median';
  const thinkName = 'Castle: computer decision, median / p99';
  return section([[gamesName, '≥ 100 games/s'], [legalName], [thinkName, '< 50 ms median']], () => {
    // Measured as Frontier's are (bench/frontier.ts): the bundled command line, 420 games less the first 20.
    const sim = (games: number) => {
      const run = spawnSync(process.execPath, ['dist/cli.js', 'sim', '--variant', 'castle', '--games', String(games), '--seed', 'bench-castle', '--json'], {
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
      `Castle: ${games} bot-against-bot games (crawl sim, bundled, after 20 to warm up) in ${cpu.toFixed(2)} s of CPU (${actions} actions; ` +
        `all 420 with the start: ${(420 / stats.cpuSeconds).toFixed(1)} games/s; first player won ${(stats.firstSeatWinRate * 100).toFixed(0)}%, ${stats.errors.length} errors)`,
    );

    // Legal actions and decisions timed along real games.
    const legalMs: number[] = [];
    const thinkMs: number[] = [];
    for (let i = 0; i < 6; i++) {
      const [green, red] = [starterDeck('green')!, starterDeck('red')!];
      const made = castleSetup({ seed: `bench-think-${i}`, south: { deck: green.deck, stock: green.stock }, north: { deck: red.deck, stock: red.stock, control: 'computer' } });
      if (!made.ok) throw new Error(made.error.message);
      let game = newSave(made.setup);
      for (let step = 0; step < 400 && game.state.phase.type !== 'over'; step++) {
        const state = game.state as CastleState;
        const setup = game.setup as CastleSetup;
        const t0 = performance.now();
        legalActions(game);
        const t1 = performance.now();
        const action = chooseCastleAction(setup, state);
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
