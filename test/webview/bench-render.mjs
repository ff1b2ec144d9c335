// Prints how long the playmat takes to draw a big map for the first time, in
// headless Chromium under the host's CSP. A figure printer, not a test:
//   node test/webview/bench-render.mjs [--runs 9] [--sizes 2000,10000]
// For each size it opens a fresh page per run, posts one `game` message and
// times, inside the page, (a) until the map's components have rendered (map
// built), (b) until the next frame has been painted, with the map in it (map
// painted: a timer set from that frame's requestAnimationFrame, set before the
// message so that it runs before any work the page puts off until after that
// frame) and (c)
// until the side panel, which fills in one frame later, has been painted too
// (whole playmat painted). Medians of the runs are printed, and each size's
// figures once more as a `CRAWL_BENCH_RENDER {json}` line for bench/run.ts.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The harness is TypeScript: run this file again under tsx's loader (as the mocha config does).
if (!process.env.CRAWL_BENCH_UNDER_TSX) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, CRAWL_BENCH_UNDER_TSX: '1' },
  });
  process.exit(r.status ?? 1);
}

const { buildWebview } = await import('./harness/build.ts');
const { startServer } = await import('./harness/server.ts');
const { launchChromium } = await import('./harness/browser.ts');
const { newGame, legalActions, hexRange } = await import('../../src/engine/index.ts');
const { tableView } = await import('../../src/engine/variants/magic-crawl/view/table-view.ts');

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const runs = Number(arg('runs', '9'));
const sizes = arg('sizes', '2000,10000').split(',').map(Number);
const TERRAINS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

/** A real game's setup and piles, with a synthetic map of about `n` hexes spiralling out from the start. */
function bigGame(n) {
  const game = newGame('bench');
  let radius = 0;
  while (3 * radius * (radius + 1) + 1 < n) radius++;
  let seed = 12345;
  const rand = () => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 8) % 1000;
  const hexes = hexRange({ q: 0, r: 0 }, radius)
    .slice(0, n)
    .map((h, i) => ({ q: h.q, r: h.r, terrain: TERRAINS[rand() % 5], explored: i < n * 0.55 }));
  const log = Array.from({ length: Math.floor(n / 3) }, (_, i) => ({
    seq: i + 1,
    action: { type: 'move', to: { q: 0, r: 0 } },
    text: `Moved to the Forest at (${i},0); mapped 2 hexes; drew a land from the Green pile: no encounter`,
  }));
  // Travelling, so the map has the main area, as when a player picks the next hex.
  const state = { ...game.state, phase: { type: 'travel' }, hexes, counters: { ...game.state.counters, moves: log.length } };
  const full = { ...game, state, log };
  const legal = legalActions(full);
  return { type: 'game', game: full, legal, table: tableView(full, legal), version: 1, readOnly: false, fileName: 'bench.crawl.json' };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

await buildWebview();
const harness = await startServer();
const browser = await launchChromium();
try {
  console.log(`Chromium ${browser.version()}, ${runs} runs per size, viewport 1280x800`);
  for (const n of sizes) {
    // One size failing leaves the others' figures standing.
    try {
      const figures = await timeFirstRender(n);
      const f = (x) => `${x.toFixed(1)} ms`;
      console.log(
        `${String(n).padStart(6)} hexes: map built ${f(figures.built)}, map painted ${f(figures.painted)} ` +
          `(min ${f(figures.min)}, max ${f(figures.max)}), whole playmat painted ${f(figures.complete)}; ` +
          `${figures.drawn} hexes near the view drawn`,
      );
      console.log(`CRAWL_BENCH_RENDER ${JSON.stringify({ hexes: n, ...figures })}`);
    } catch (e) {
      console.log(`${String(n).padStart(6)} hexes: failed: ${e.message.split('\n')[0]}`);
      console.log(`CRAWL_BENCH_RENDER ${JSON.stringify({ hexes: n, error: e.message.split('\n')[0] })}`);
    }
  }
} finally {
  await browser.close();
  await harness.close();
}

/** Medians over `runs` fresh pages of how long a map of `n` hexes takes to build and to paint. */
async function timeFirstRender(n) {
  const message = bigGame(n);
  const built = [];
  const painted = [];
  const drawnCounts = [];
  const complete = [];
  for (let i = 0; i < runs; i++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(harness.url());
    await page.waitForFunction(() => window.__posted.some((m) => m.type === 'ready'));
    const t = await page.evaluate(async (data) => {
      const app = document.querySelector('crawl-app');
      const layer = () => app.shadowRoot.querySelector('crawl-hex-board')?.shadowRoot?.querySelector('.hexes');
      // The probe for the frame that follows the message is set first, so that its timer runs right after that
      // frame is painted, before whatever the page itself puts off until then (the side panel): that is timed apart.
      let painted;
      const framePainted = new Promise((r) => requestAnimationFrame(() => setTimeout(() => r((painted = { at: performance.now(), drawn: Number(layer()?.dataset.drawn ?? 0) })), 0)));
      const t0 = performance.now();
      window.dispatchEvent(new MessageEvent('message', { data }));
      await app.updateComplete;
      const t1 = performance.now();
      await framePainted;
      // The map must have been in that frame: a map drawn a frame later would not be timed so.
      if (painted.drawn === 0) throw new Error('the first frame after the message had no hexes drawn');
      const t2 = painted.at;
      // The side panel fills in a frame after the map: time the whole playmat too.
      const panel = app.shadowRoot.querySelector('crawl-side-panel');
      while (!panel.game) await new Promise((r) => requestAnimationFrame(r));
      await app.updateComplete;
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const t3 = performance.now();
      return { built: t1 - t0, painted: t2 - t0, complete: t3 - t0, mapped: Number(layer().dataset.mapped), drawn: Number(layer().dataset.drawn) };
    }, message);
    if (t.mapped !== message.game.state.hexes.length || t.drawn === 0) throw new Error(`the board holds ${t.mapped} hexes and drew ${t.drawn}`);
    drawnCounts.push(t.drawn);
    built.push(t.built);
    painted.push(t.painted);
    complete.push(t.complete);
    await page.close();
  }
  return {
    built: median(built),
    painted: median(painted),
    min: Math.min(...painted),
    max: Math.max(...painted),
    complete: median(complete),
    drawn: median(drawnCounts),
  };
}
