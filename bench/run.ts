// `npm run bench`: prints the figures the issues set targets for. Figures, not
// tests: nothing here passes or fails; compare the numbers with the targets.
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { legalActions, newGame, readSave, replay, takeAction, writeSave } from '../src/engine';
import { changedLines } from '../src/engine/save/line-changes';
import { largeGame } from './large-game';
import { median, medianMs, table } from './measure';

const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;

const t0 = Date.now();
const game = largeGame(2000, 5000);
const text = writeSave(game);
console.log(`Large game: ${game.state.hexes.length} mapped hexes, ${game.log.length} log entries, ${(text.length / 1024).toFixed(0)} KB (built in ${Date.now() - t0} ms)\n`);

const parse = medianMs(() => JSON.parse(text));
const load = medianMs(() => {
  const r = readSave(text);
  if (!r.ok) throw new Error('the large game does not load');
});
const obj = JSON.parse(text);
const stringify = medianMs(() => JSON.stringify(obj, null, 2));
const write = medianMs(() => writeSave(game));

const replayMs = medianMs(() => {
  const r = replay(game);
  if (!r.ok) throw new Error('replay failed');
}, { runs: 9 });
const replayBare = medianMs(() => {
  const r = replay(game, false);
  if (!r.ok) throw new Error('replay failed');
}, { runs: 9 });

// Lines changed per action over a fresh simulated game, as git diff counts them.
const perMove: number[] = [];
const perMoveBytes: number[] = [];
let g = newGame('diff-bench', { startColour: 'B' });
let before = writeSave(g);
for (let i = 0; i < 400; i++) {
  const legal = legalActions(g);
  const fresh = legal.filter((a) => a.type === 'move' && g.state.hexes.some((h) => h.q === a.to.q && h.r === a.to.r && !h.explored));
  const r = takeAction(g, (fresh.length ? fresh : legal)[i % (fresh.length || legal.length)]);
  if (!r.ok) throw new Error(r.error.message);
  g = r.game;
  const after = writeSave(g);
  perMove.push(changedLines(before, after));
  perMoveBytes.push(after.length - before.length);
  before = after;
}

console.log(
  table([
    ['measure', 'Crawl', 'baseline', 'ratio', 'target'],
    ['parse + validate + hydrate (readSave)', fmt(load), fmt(parse) + ' JSON.parse', ratio(load, parse), '<= 3x'],
    ['canonical write (writeSave)', fmt(write), fmt(stringify) + ' JSON.stringify(o,null,2)', ratio(write, stringify), '<= 3x'],
    ['replay, narration checked', `${Math.round(game.log.length / (replayMs / 1000)).toLocaleString('en')} actions/s`, '', '', '>= 100,000/s'],
    ['replay, state only', `${Math.round(game.log.length / (replayBare / 1000)).toLocaleString('en')} actions/s`, '', '', ''],
    ['lines changed per action (median / max)', `${median(perMove)} / ${Math.max(...perMove)}`, '', '', 'what changed + <= 3'],
    ['bytes added per action (median / max)', `${median(perMoveBytes)} / ${Math.max(...perMoveBytes)}`, '', '', ''],
  ]),
);

// ── The extension: bundle sizes, first render in Chromium, activation in VS Code ──

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('\nBundles (minified; gzip in brackets; target: extension and webview each under 300 KB)');
for (const file of ['dist/extension.js', 'dist/host-core.js', 'dist/webview.js', 'dist/cli.js']) {
  const size = statSync(file).size;
  console.log(`  ${file.padEnd(20)} ${kb(size).padStart(9)}  (${kb(gzipSync(readFileSync(file)).length)})`);
}

console.log('\nFirst render of a big map in headless Chromium (target: 2,000 hexes within 100 ms)');
const render = spawnSync(process.execPath, ['test/webview/bench-render.mjs', '--runs', '9', '--sizes', '2000,10000'], { encoding: 'utf8' });
process.stdout.write(render.stdout.replace(/^/gm, '  '));
if (render.status !== 0) console.log(`  (the render bench failed: ${render.stderr.trim().split('\n').at(-1)})`);

console.log('\nActivation inside a real VS Code (target: under 20 ms)');
interface Activation {
  total: number;
  body: number | null;
  load: number;
  vscode: string;
}
/** Times ext.activate() of the extension in `folder` (id `id`) in a fresh VS Code. */
function activation(folder: string, id: string): Activation | string {
  const run = spawnSync(
    process.execPath,
    ['scripts/vscode-server/run-tests.mjs', '--extension', folder, '--tests', `${process.cwd()}/bench/activation.cjs`],
    { encoding: 'utf8', env: { ...process.env, CRAWL_BENCH_EXTENSION: id } },
  );
  const line = /CRAWL_BENCH_ACTIVATION (\{.*\})/.exec(run.stdout + run.stderr);
  return line ? (JSON.parse(line[1]!) as Activation) : (run.stderr || run.stdout).trim().split('\n').at(-1) ?? 'no output';
}
const crawl = activation(process.cwd(), 'crawl-table.crawl');
const empty = activation(`${process.cwd()}/test/integration/fixture-extension`, 'crawl-table.crawl-fixture');
if (typeof crawl === 'string') console.log(`  (not measured: ${crawl})`);
else {
  console.log(`  VS Code ${crawl.vscode}: ext.activate() ${crawl.total.toFixed(1)} ms in all; of that, loading dist/extension.js ${crawl.load.toFixed(1)} ms and activate() ${crawl.body?.toFixed(2)} ms.`);
  if (typeof empty === 'string') console.log(`  (the empty-extension baseline was not measured: ${empty})`);
  else console.log(`  Baseline, same machine and VS Code: an empty extension's ext.activate() takes ${empty.total.toFixed(1)} ms: the rest is VS Code preparing any extension.`);
}
