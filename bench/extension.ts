// The extension's figures for `npm run bench`: bundle sizes, the first render
// of a big map in headless Chromium, and activation inside a real VS Code.
// Each function prints its details and returns rows for the summary table.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { checked, median, ms, notMeasured, row, type Row } from './measure';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The bundles esbuild writes (minified), with gzip in brackets. Only what a
 * webview or activation loads has a target. The webview counts as what a
 * game's page loads: dist/webview.js and the chunks it imports statically;
 * the parts it imports on first use (the new-game form, the Compare view)
 * get a row of their own.
 */
export function bundleRows(): Row[] {
  const rows = [bundleRow('dist/extension.js', true)];
  if (existsSync('dist/webview.js')) {
    const { eager, lazy } = webviewFiles();
    rows.push(sizeRow(`bundle dist/webview.js and the chunks it loads at once (${eager.length} files)`, eager, true));
    rows.push(sizeRow(`webview parts loaded on first use (${lazy.length} files)`, lazy, false));
  } else rows.push(notMeasured('bundle dist/webview.js', 'not built (`node esbuild.mjs` did not make it)', '< 300 KB'));
  rows.push(bundleRow('dist/host-core.js', false), bundleRow('dist/cli.js', false));
  return rows;
}

function bundleRow(file: string, hasTarget: boolean): Row {
  if (!existsSync(file)) return notMeasured(`bundle ${file}`, 'not built (`node esbuild.mjs` did not make it)', hasTarget ? '< 300 KB' : '—');
  return sizeRow(`bundle ${file}`, [file], hasTarget);
}

function sizeRow(measure: string, files: readonly string[], hasTarget: boolean): Row {
  const size = files.reduce((n, f) => n + statSync(f).size, 0);
  const gzip = files.reduce((n, f) => n + gzipSync(readFileSync(f)).length, 0);
  const figure = `${kb(size)} (${kb(gzip)} gzip)`;
  return hasTarget ? checked(measure, figure, '< 300 KB', size < 300 * 1024) : row(measure, figure);
}

/** dist/webview.js with the chunks it imports statically (followed through), and the rest of dist/webview-chunks. */
function webviewFiles(): { eager: string[]; lazy: string[] } {
  const eager = new Set<string>();
  const visit = (file: string) => {
    if (eager.has(file)) return;
    eager.add(file);
    // Minified ESM: static imports read `from"./x.js"` (or `import"./x.js"`); dynamic ones `import("./x.js")`.
    for (const m of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*"(\.\/[^"]+\.js)"/g)) visit(join(dirname(file), m[1]!));
  };
  visit('dist/webview.js');
  const chunks = existsSync('dist/webview-chunks') ? readdirSync('dist/webview-chunks').map((f) => join('dist/webview-chunks', f)) : [];
  return { eager: [...eager], lazy: chunks.filter((f) => !eager.has(f)) };
}

interface RenderFigures {
  hexes: number;
  painted?: number;
  complete?: number;
  error?: string;
}

/** First render of a 2,000- and a 10,000-hex map (test/webview/bench-render.mjs, in its own process). */
export function renderRows(): Row[] {
  const sizes = [2000, 10_000];
  const measure = (n: number) => `first render of ${n.toLocaleString('en')} hexes (map painted; whole playmat)`;
  const target = (n: number) => (n === 2000 ? '≤ 100 ms' : '—');
  const run = spawnSync(process.execPath, ['test/webview/bench-render.mjs', '--runs', '9', '--sizes', sizes.join(',')], { encoding: 'utf8', timeout: 600_000 });
  const out = run.stdout ?? '';
  console.log(`First render in headless Chromium:\n${out.split('\n').filter((l) => l && !l.startsWith('CRAWL_BENCH_RENDER')).map((l) => `  ${l}`).join('\n')}`);
  const found = new Map<number, RenderFigures>();
  for (const m of out.matchAll(/^CRAWL_BENCH_RENDER (\{.*\})$/gm)) {
    const f = JSON.parse(m[1]!) as RenderFigures;
    found.set(f.hexes, f);
  }
  // The webview is reworked at times: a failed run gives its reason in the row, never a figure.
  const failure = run.error?.message ?? lastErrorLine(run.stderr ?? '') ?? `exit code ${run.status}`;
  return sizes.map((n) => {
    const f = found.get(n);
    if (!f) return notMeasured(measure(n), failure, target(n));
    if (f.error !== undefined || f.painted === undefined || f.complete === undefined) return notMeasured(measure(n), f.error ?? 'no figure', target(n));
    const figure = `${ms(f.painted)}; ${ms(f.complete)} (medians of 9)`;
    return n === 2000 ? checked(measure(n), figure, target(n), f.painted <= 100) : row(measure(n), figure);
  });
}

function lastErrorLine(stderr: string): string | undefined {
  const lines = stderr.split('\n').map((l) => l.trim()).filter(Boolean);
  return lines.find((l) => /Error\b/.test(l)) ?? lines.at(-1);
}

interface Activation {
  total: number;
  body: number | null;
  load: number;
  vscode: string;
}

/** How many fresh VS Codes each extension is activated in: the figures are the medians. */
const ACTIVATION_RUNS = Number(process.env.CRAWL_BENCH_ACTIVATION_RUNS ?? 5);

/**
 * Crawl's ext.activate() in a fresh VS Code, and an empty extension's on the
 * same VS Code as the floor any extension pays; the two in turns, several
 * times, so that load from elsewhere falls on both alike. The target is the
 * issue's: Crawl adds at most 10 ms to the empty extension's activation.
 */
export function activationRows(): Row[] {
  const crawlName = 'activation: ext.activate() in VS Code';
  const emptyName = 'activation of an empty extension (baseline, same VS Code)';
  const target = '≤ empty + 10 ms';
  const crawl: Activation[] = [];
  const empty: Activation[] = [];
  let why = '';
  for (let i = 0; i < ACTIVATION_RUNS; i++) {
    const c = activation(process.cwd(), 'crawl-table.crawl');
    const e = activation(`${process.cwd()}/test/integration/fixture-extension`, 'crawl-table.crawl-fixture');
    if (typeof c === 'string') why = c;
    else crawl.push(c);
    if (typeof e === 'string') why = e;
    else empty.push(e);
  }
  if (crawl.length === 0 || empty.length === 0) return [notMeasured(crawlName, why, target), notMeasured(emptyName, why)];
  const total = median(crawl.map((c) => c.total));
  const ours = median(crawl.map((c) => c.load + (c.body ?? 0)));
  const floor = median(empty.map((e) => e.total));
  const list = (xs: readonly Activation[]) => xs.map((x) => x.total.toFixed(1)).join(', ');
  console.log(
    `Activation in VS Code ${crawl[0]!.vscode}, medians of ${crawl.length} and ${empty.length} runs in turns: Crawl ${ms(total)} (${list(crawl)}), ` +
      `of that loading dist/extension.js ${ms(median(crawl.map((c) => c.load)))} and activate() ${ms(median(crawl.map((c) => c.body ?? 0)))}; the empty extension ${ms(floor)} (${list(empty)})`,
  );
  return [
    checked(`${crawlName} ${crawl[0]!.vscode}`, `${ms(total)}, empty ${total >= floor ? '+' : '−'} ${ms(Math.abs(total - floor))} (our load + activate(): ${ms(ours)}; medians of ${crawl.length})`, target, total <= floor + 10),
    row(emptyName, `${ms(floor)} (median of ${empty.length})`),
  ];
}

/** Times ext.activate() of the extension in `folder` (id `id`) in a fresh VS Code, or says why it could not. */
function activation(folder: string, id: string): Activation | string {
  if (!existsSync('dist/extension.js')) return 'dist/extension.js is not built';
  const run = spawnSync(
    process.execPath,
    ['scripts/vscode-server/run-tests.mjs', '--extension', folder, '--tests', `${process.cwd()}/bench/activation.cjs`],
    { encoding: 'utf8', env: { ...process.env, CRAWL_BENCH_EXTENSION: id }, timeout: 600_000 },
  );
  const line = /CRAWL_BENCH_ACTIVATION (\{.*\})/.exec((run.stdout ?? '') + (run.stderr ?? ''));
  if (line) return JSON.parse(line[1]!) as Activation;
  return run.error?.message ?? (((run.stderr || run.stdout) ?? '').trim().split('\n').at(-1) || 'no output');
}
