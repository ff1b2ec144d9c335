import { spawnSync } from 'node:child_process';
import { row, section, type Row } from './measure';

/**
 * Magic and Mayhem's rows: whole games of computer heroes a second on one
 * core, cooperative (four heroes, 12 tiles, the sim's default) and
 * competitive (two teams of two), as `crawl sim --variant mayhem` plays
 * them from the bundled command line. As for Frontier and Castle, two runs
 * on one seed (the second plays the first's games and more) so that the
 * difference is the CPU time of the extra games with the process started
 * and its code compiled.
 */
const MODES = [
  ['cooperative, 4 heroes, 12 tiles', []],
  ['competitive, 2 teams of 2, 12 tiles', ['--mode', 'competitive']],
] as const;

export function mayhemRows(): Row[] {
  return MODES.flatMap(([what, extra]) => {
    const name = `Magic and Mayhem: games of computer heroes, ${what} (one core)`;
    return section([[name]], () => {
      const sim = (games: number) => {
        const run = spawnSync(process.execPath, ['dist/cli.js', 'sim', '--variant', 'mayhem', '--players', '4', '--games', String(games), '--seed', 'bench-mayhem', ...extra, '--json'], {
          encoding: 'utf8',
          maxBuffer: 16 * 1024 * 1024,
        });
        if (run.status !== 0) throw new Error(`crawl sim failed: ${run.stderr}`);
        return JSON.parse(run.stdout) as { cpuSeconds: number; actions: number; winRate: number; errors: string[] };
      };
      const warm = sim(5);
      const stats = sim(45);
      const games = 40;
      const cpu = stats.cpuSeconds - warm.cpuSeconds;
      const actions = stats.actions - warm.actions;
      console.log(`Magic and Mayhem (${what}): ${games} games in ${cpu.toFixed(2)} s of CPU after 5 to warm up (${actions} actions; won ${(stats.winRate * 100).toFixed(0)}%, ${stats.errors.length} errors)`);
      return [row(name, `${(games / cpu).toFixed(1)} games/s (${Math.round(actions / games)} actions a game, warm)`)];
    });
  });
}
