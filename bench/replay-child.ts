// Bundled by bench/engine.ts as dist/cli.js is (minified, Node 20) and run in
// a process of its own: replays a saved game many times and prints the median
// CPU time of one replay, with and without the narration checked, as one
// `CRAWL_BENCH_REPLAY {json}` line.
//   node <bundle> FILE [runs]
import { readFileSync } from 'node:fs';
import { readSave, replay } from '../src/engine';

const [file, runsArg] = process.argv.slice(2);
const read = readSave(readFileSync(file!, 'utf8'));
if (!read.ok) throw new Error(`the save does not load: ${read.problems[0]?.message}`);
const game = read.game;
const runs = Number(runsArg ?? 15);

/** Median CPU milliseconds (user + system) of one replay, after a warm-up; the process runs on one thread. */
function cpuMs(checkNarration: boolean): number {
  for (let i = 0; i < 3; i++) replay(game, checkNarration);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const before = process.cpuUsage();
    const done = replay(game, checkNarration);
    const used = process.cpuUsage(before);
    if (!done.ok) throw new Error(`the save does not replay: ${done.divergence.message}`);
    times.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  return times.length % 2 ? times[times.length >> 1]! : (times[times.length / 2 - 1]! + times[times.length / 2]!) / 2;
}

console.log(`CRAWL_BENCH_REPLAY ${JSON.stringify({ actions: game.log.length, narrated: cpuMs(true), stateOnly: cpuMs(false) })}`);
