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

/** CPU milliseconds (user + system) of one replay; the process runs on one thread. */
function cpuMs(checkNarration: boolean): number {
  const before = process.cpuUsage();
  const done = replay(game, checkNarration);
  const used = process.cpuUsage(before);
  if (!done.ok) throw new Error(`the save does not replay: ${done.divergence.message}`);
  return (used.user + used.system) / 1000;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}

// Both ways warmed up first, then timed in turns: the optimising compiler has settled, and neither way gains by coming second.
for (let i = 0; i < 5; i++) cpuMs(true), cpuMs(false);
const narrated: number[] = [];
const stateOnly: number[] = [];
for (let i = 0; i < runs; i++) {
  narrated.push(cpuMs(true));
  stateOnly.push(cpuMs(false));
}
console.log(`CRAWL_BENCH_REPLAY ${JSON.stringify({ actions: game.log.length, narrated: median(narrated), stateOnly: median(stateOnly) })}`);
