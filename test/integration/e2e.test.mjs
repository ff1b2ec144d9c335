#!/usr/bin/env node
// UI end-to-end: the extension installed in a real VS Code (code-server's
// server + headless Chromium, offline), a fresh game opened on the playmat,
// a legal hex clicked inside the webview, Ctrl+S, and the move checked in the
// file on disk. Needs `npm run build` first.
//   node test/integration/e2e.test.mjs [--keep] [--headed]
//
// Installing: `vsce package` + `--install-extension` is the real route, but
// @vscode/vsce is not a dependency yet, so the extension is staged as vsce
// would pack it (the files .vscodeignore lets through) into the server's
// --extensions-dir, which VS Code scans at startup.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launchBrowser, openWorkbench, startServer, webviewFrame } from '../../scripts/vscode-server/server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args } = parseArgs({ options: { keep: { type: 'boolean', default: false }, headed: { type: 'boolean', default: false } } });
const started = Date.now();
const step = (what) => console.log(`[e2e ${((Date.now() - started) / 1000).toFixed(1)}s] ${what}`);

/** The files a .vsix would hold (see .vscodeignore). */
const PACKAGED = ['package.json', 'README.md', 'LICENSE', 'dist/extension.js', 'dist/webview.js', 'media', 'schemas'];

function stageExtension(extensionsDir) {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const dir = join(extensionsDir, `${manifest.publisher}.${manifest.name}-${manifest.version}`);
  for (const item of PACKAGED) {
    const from = join(root, item);
    if (existsSync(from)) cpSync(from, join(dir, item), { recursive: true });
  }
  return `${manifest.publisher}.${manifest.name}`;
}

const tmp = mkdtempSync(join(tmpdir(), 'crawl-e2e-'));
const workspace = join(tmp, 'workspace');
const extensionsDir = join(tmp, 'extensions');
const gameFile = join(workspace, 'e2e-game.crawl.json');
let server;
let browser;

async function cleanup() {
  await browser?.close().catch(() => {});
  await server?.stop().catch(() => {});
  if (!args.keep) rmSync(tmp, { recursive: true, force: true });
}
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => void cleanup().finally(() => process.exit(130)));
}

async function main() {
  for (const built of ['dist/extension.js', 'dist/webview.js']) {
    assert.ok(existsSync(join(root, built)), `${built} is missing: run \`npm run build\` first`);
  }
  mkdirSync(workspace, { recursive: true });
  cpSync(join(root, 'test/fixtures/good/new.crawl.json'), gameFile);
  const before = JSON.parse(readFileSync(gameFile, 'utf8'));
  assert.equal(before.log.length, 0, 'the game starts with an empty log');
  const id = stageExtension(extensionsDir);
  step(`staged ${id} in ${extensionsDir}`);

  server = await startServer({ workspace, extensionsDir, keepTmp: args.keep });
  step(`VS Code server on ${server.origin}`);
  browser = await launchBrowser({ headless: !args.headed });
  const page = await openWorkbench(browser, server);
  page.on('pageerror', (err) => console.error(`[workbench error] ${err.message}`));
  // The playmat's strict CSP must hold for everything it loads: any violation fails the test.
  const violations = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  step('workbench loaded');

  // Until the extension host has read the extension's manifest, a .crawl.json
  // opens in the text editor and stays there; its commands in the palette
  // show that the manifest is in.
  const palette = page.locator('.quick-input-widget');
  for (let attempt = 1; ; attempt++) {
    await page.keyboard.press('F1');
    await palette.waitFor({ state: 'visible' });
    await page.keyboard.type('Crawl: New Game');
    const found = await page.locator('.quick-input-list .monaco-list-row', { hasText: 'Crawl: New Game' })
      .first().waitFor({ timeout: 2_000 }).then(() => true, () => false);
    await page.keyboard.press('Escape');
    if (found) break;
    assert.ok(attempt < 15, 'the extension never showed up in the command palette');
  }
  step('extension is known to the workbench');

  // Open the file the way a person does: Quick Open, type its name, Enter.
  await page.keyboard.press('Control+P');
  await palette.waitFor({ state: 'visible' });
  await page.keyboard.type('e2e-game.crawl.json');
  await page.locator('.quick-input-list .monaco-list-row', { hasText: 'e2e-game.crawl.json' }).first().waitFor();
  await page.keyboard.press('Enter');

  const frame = webviewFrame(page);
  // Hexes the player may move to: focusable SVG groups in the board's shadow DOM (Playwright's CSS pierces it).
  const target = frame.locator('g.target[data-hex]').first();
  await target.waitFor({ timeout: 30_000 });
  step('playmat webview is showing legal moves');
  const hex = await target.getAttribute('data-hex');
  const [q, r] = hex.split(',').map(Number);
  await target.click();
  step(`clicked the hex at (${q},${r})`);

  // The tab turns dirty when the move has been written into the document.
  await page.locator('.tab.active.dirty').waitFor({ timeout: 10_000 });
  await page.keyboard.press('Control+S');
  step('pressed Ctrl+S');

  const deadline = Date.now() + 10_000;
  let saved;
  for (;;) {
    saved = JSON.parse(readFileSync(gameFile, 'utf8'));
    if (saved.log.length > 0 || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.equal(saved.log.length, 1, 'one move was saved to disk');
  assert.deepEqual(saved.log[0].action, { type: 'move', to: { q, r } });
  assert.deepEqual(saved.state.token, { q, r });
  step(`the file on disk holds the move: "${saved.log[0].text}"`);
  assert.deepEqual(violations, [], 'no Content Security Policy violations');

  if (existsSync(join(root, 'artifacts')) || args.keep) {
    mkdirSync(join(root, 'artifacts'), { recursive: true });
    await page.screenshot({ path: join(root, 'artifacts/e2e-playmat.png') });
    step('screenshot in artifacts/e2e-playmat.png');
  }
}

let code = 0;
try {
  await main();
  console.log('[e2e] PASSED');
} catch (err) {
  code = 1;
  console.error(`[e2e] FAILED: ${err?.stack ?? err}`);
  if (server) console.error(`Last lines of the server log:\n${await server.logTail(20)}`);
} finally {
  await cleanup();
}
process.exit(code);
