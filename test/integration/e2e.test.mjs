#!/usr/bin/env node
// UI end-to-end: the extension installed in a real VS Code (code-server's
// server + headless Chromium, offline), a new game opened with Quick Open,
// the hand kept, the preparation round ended and a hex clicked inside the
// webview, Ctrl+S and the move checked in the file on disk; then one more
// action undone with Ctrl+Z from inside the webview, leaving the tab clean.
// Needs `npm run build` first.
//   node test/integration/e2e.test.mjs [--keep] [--headed]
//
// The extension is installed as a user installs it: packaged into a .vsix by
// vsce (what .vscodeignore lets through), then `--install-extension`.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CODE_SERVER_ENTRY, launchBrowser, openWorkbench, startServer, webviewFrame } from '../../scripts/vscode-server/server.mjs';
import { makeSamples } from './samples.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args } = parseArgs({ options: { keep: { type: 'boolean', default: false }, headed: { type: 'boolean', default: false } } });
const started = Date.now();
const step = (what) => console.log(`[e2e ${((Date.now() - started) / 1000).toFixed(1)}s] ${what}`);

/** Packages the built extension with vsce and installs the .vsix into `extensionsDir`. */
function installVsix(tmpDir, extensionsDir) {
  const vsix = join(tmpDir, 'crawl.vsix');
  execFileSync('npx', ['vsce', 'package', '--no-dependencies', '--allow-missing-repository', '--no-rewrite-relative-links', '-o', vsix], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  execFileSync(process.execPath, [CODE_SERVER_ENTRY, '--extensions-dir', extensionsDir, '--user-data-dir', join(tmpDir, 'install-profile'), '--install-extension', vsix], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, XDG_DATA_HOME: join(tmpDir, 'data'), XDG_CONFIG_HOME: join(tmpDir, 'config'), EXTENSIONS_GALLERY: '{}' },
  });
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const id = `${manifest.publisher}.${manifest.name}`;
  const installed = readdirSync(extensionsDir).find((d) => d.startsWith(`${id}-`));
  assert.ok(installed, `the .vsix did not install into ${extensionsDir}`);
  for (const file of ['dist/extension.js', 'dist/host-core.js', 'dist/webview.js', 'dist/cli.js', 'media/playmat.css']) {
    assert.ok(existsSync(join(extensionsDir, installed, file)), `the .vsix lacks ${file}`);
  }
  // The webview's parts loaded on first use (the new-game form, the Compare view): every chunk the build wrote.
  for (const chunk of readdirSync(join(root, 'dist', 'webview-chunks'))) {
    assert.ok(existsSync(join(extensionsDir, installed, 'dist', 'webview-chunks', chunk)), `the .vsix lacks dist/webview-chunks/${chunk}`);
  }
  assert.ok(!existsSync(join(extensionsDir, installed, 'src')), 'the .vsix holds sources it does not need');
  return `${id} from ${vsix}`;
}

/**
 * Opens a VS Code quick input with `key` (F1, Ctrl+P) and types `text` into
 * it. It waits first for any earlier quick input to have closed (a command
 * run from the palette closes it a moment after Enter), then for the input box
 * to have the focus: letters typed before that go to whatever had it.
 */
async function quickInput(key, text) {
  const widget = page.locator('.quick-input-widget');
  await widget.waitFor({ state: 'hidden' });
  await page.keyboard.press(key);
  await widget.waitFor({ state: 'visible' });
  await page.waitForFunction(() => document.activeElement?.matches('.quick-input-widget .quick-input-box input') ?? false);
  await page.keyboard.type(text);
}

/** The row of the open quick input whose text holds `text`. */
const quickInputRow = (text) => page.locator('.quick-input-list .monaco-list-row', { hasText: text }).first();

const tmp = mkdtempSync(join(tmpdir(), 'crawl-e2e-'));
const workspace = join(tmp, 'workspace');
const extensionsDir = join(tmp, 'extensions');
const gameFile = join(workspace, 'e2e-game.crawl.json');
const emptyFile = join(workspace, 'e2e-new.crawl.json');
let server;
let browser;
/** The workbench page, and the last lines of its console: what a failed run leaves in artifacts/. */
let page;
const consoleTail = [];

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
  // A new version-2 game made by the engine: the opening hand to keep, then one preparation round before the first move.
  writeFileSync(gameFile, (await makeSamples())['e2e.crawl.json']);
  const before = JSON.parse(readFileSync(gameFile, 'utf8'));
  assert.equal(before.schemaVersion, 2);
  assert.deepEqual(before.state.phase, { type: 'mulligan', taken: 0 }, 'the game starts with the opening hand');
  assert.equal(before.setup.options.preparationRounds, 1);
  // The empty file is there before VS Code opens the folder. Quick Open answers
  // from the file list it took when it was last opened until a new list has
  // loaded, and does not search again when it has; a file written between two
  // Quick Opens can so be missing from the second ("No matching results").
  writeFileSync(emptyFile, '');
  mkdirSync(extensionsDir, { recursive: true });
  const id = installVsix(tmp, extensionsDir);
  step(`installed ${id}`);

  server = await startServer({ workspace, extensionsDir, keepTmp: args.keep });
  step(`VS Code server on ${server.origin}`);
  browser = await launchBrowser({ headless: !args.headed });
  page = await openWorkbench(browser, server);
  page.on('pageerror', (err) => console.error(`[workbench error] ${err.message}`));
  // The playmat's strict CSP must hold for everything it loads: any violation fails the test.
  const violations = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
    consoleTail.push(`[${msg.type()}] ${msg.text()}`);
    if (consoleTail.length > 200) consoleTail.shift();
  });
  step('workbench loaded');

  // Until the extension host has read the extension's manifest, a .crawl.json
  // opens in the text editor and stays there; its commands in the palette
  // show that the manifest is in.
  for (let attempt = 1; ; attempt++) {
    await quickInput('F1', 'Crawl: New Game');
    // The palette lists what the workbench knows when it opens; not there yet, close it and ask again.
    const found = await quickInputRow('Crawl: New Game').waitFor({ timeout: 2_000 }).then(() => true, () => false);
    await page.keyboard.press('Escape');
    if (found) break;
    assert.ok(attempt < 15, 'the extension never showed up in the command palette');
  }
  step('extension is known to the workbench');

  // Open the file the way a person does: Quick Open, type its name, Enter.
  await quickInput('Control+P', 'e2e-game.crawl.json');
  await quickInputRow('e2e-game.crawl.json').waitFor();
  await page.keyboard.press('Enter');

  const frame = webviewFrame(page);
  const dirtyTab = page.locator('.tab.active.dirty');
  const onDisk = () => JSON.parse(readFileSync(gameFile, 'utf8'));
  const waitForDisk = async (what, ok) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const saved = onDisk();
      if (ok(saved)) return saved;
      assert.ok(Date.now() < deadline, `timed out waiting for ${what} on disk (log: ${JSON.stringify(saved.log.map((e) => e.action))})`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  // The opening hand: Keep (a button of the table, in its shadow DOM; Playwright's CSS pierces it).
  const keep = frame.locator('#keep');
  await keep.waitFor({ timeout: 30_000 });
  step('playmat webview is showing the opening hand');
  // As in desktop VS Code, the webview has an origin of its own (the harness's doing: prepareWorkbenchPage).
  const webviewSrc = await page.locator('iframe.webview.ready').first().getAttribute('src');
  assert.match(webviewSrc ?? '', /^http:\/\/[0-9a-z-]+\.localhost:\d+\//, `the webview's own origin (src ${webviewSrc})`);
  await keep.click();
  await dirtyTab.waitFor({ timeout: 10_000 });
  step('clicked Keep: the tab is dirty');

  // The preparation round: End turn passes through it to travel, where the board offers hexes.
  const endTurn = frame.locator('#end-turn');
  await endTurn.waitFor({ timeout: 10_000 });
  await endTurn.click();
  step('clicked End turn in the preparation round');
  // Hexes the player may move to: focusable SVG groups in the board's shadow DOM.
  const target = frame.locator('g.target[data-hex]').first();
  await target.waitFor({ timeout: 10_000 });
  step('the board offers the first move');
  const hex = await target.getAttribute('data-hex');
  const [q, r] = hex.split(',').map(Number);
  await target.click();
  await frame.locator(`g.token[data-hex="${hex}"]`).waitFor({ timeout: 10_000 });
  step(`clicked the hex at (${q},${r}): the token is there`);

  await page.keyboard.press('Control+S');
  step('pressed Ctrl+S');
  await dirtyTab.waitFor({ state: 'detached', timeout: 10_000 });
  const saved = await waitForDisk('the move', (g) => g.log.length > before.log.length);
  assert.deepEqual(
    saved.log.map((e) => e.action),
    [{ type: 'keep' }, { type: 'endTurn' }, { type: 'move', to: { q, r } }],
    'the file on disk holds keep, end turn and the move',
  );
  assert.deepEqual(saved.state.token, { q, r });
  step(`the file on disk holds the move: "${saved.log.at(-1).text}"`);

  // One more action by mouse, whatever the table offers next, then Ctrl+Z
  // with the focus still inside the webview, as a player undoes: VS Code's
  // undo must take the document back to the saved text, and the tab must be
  // clean again.
  const next = frame.locator('#next');
  const more = frame.locator('#end-turn');
  const another = frame.locator('g.target[data-hex]').first();
  await next.or(more).or(another).first().waitFor({ timeout: 10_000 });
  const what = (await next.isVisible()) ? next : (await more.isVisible()) ? more : another;
  const label = (await what.textContent())?.trim() || `the hex at ${await what.getAttribute('data-hex')}`;
  await what.click();
  await dirtyTab.waitFor({ timeout: 10_000 });
  step(`clicked ${label} (unsaved): the tab is dirty`);
  await page.keyboard.press('Control+Z');
  await dirtyTab.waitFor({ state: 'detached', timeout: 10_000 });
  step('Ctrl+Z in the webview undid it: the tab is clean again');
  assert.equal(onDisk().log.length, saved.log.length, 'the file on disk still holds the three actions');
  // And the playmat shows the game as saved again: the newest log entry is the move.
  const newest = frame.locator('ol.log > li').first();
  const shows = await newest.locator('.seq').filter({ hasText: new RegExp(`^${saved.log.length}$`) })
    .waitFor({ timeout: 10_000 }).then(() => true, () => false);
  assert.ok(shows, `after the undo the playmat's newest log entry is #${saved.log.length} (the move), not "${(await newest.textContent())?.trim()}"`);
  await frame.locator(`g.token[data-hex="${hex}"]`).waitFor({ timeout: 10_000 });
  step('the playmat shows the saved game again');

  // Replay: the log's button steps the board back one action; Escape comes back. The file is not touched.
  await frame.getByRole('button', { name: 'Replay: step back through the game' }).click();
  const bar = frame.locator('crawl-replay-bar');
  await bar.getByText(`After action ${saved.log.length - 1} of ${saved.log.length}`).waitFor({ timeout: 10_000 });
  step('Replay: the board shows the game one action back');
  assert.equal(await dirtyTab.count(), 0, 'the replay leaves the document unchanged');
  await frame.locator('crawl-replay-bar input[type="range"]').press('Escape');
  await bar.waitFor({ state: 'detached', timeout: 10_000 });
  step('Escape: back to the game');

  // An empty file opens the new-game form, whose code the page loads on first use (dist/webview-chunks).
  assert.equal(readFileSync(emptyFile, 'utf8'), '', 'the new file is still empty');
  await quickInput('F1', 'View: Close All Editors');
  await quickInputRow('Close All Editors').waitFor();
  await page.keyboard.press('Enter');
  await page.locator('.tabs-container .tab').first().waitFor({ state: 'detached' });
  step('closed all editors');
  await quickInput('Control+P', 'e2e-new.crawl.json');
  await quickInputRow('e2e-new.crawl.json').waitFor();
  await page.keyboard.press('Enter');
  await webviewFrame(page).locator('crawl-new-game-form vscode-button', { hasText: 'Start the crawl' }).waitFor({ timeout: 30_000 });
  step('an empty file shows the new-game form, loaded on first use');
  assert.deepEqual(violations, [], 'no Content Security Policy violations');

  if (existsSync(join(root, 'artifacts')) || args.keep) {
    mkdirSync(join(root, 'artifacts'), { recursive: true });
    await page.screenshot({ path: join(root, 'artifacts/e2e-playmat.png') });
    step('screenshot in artifacts/e2e-playmat.png');
  }
}

/**
 * What a person needs to see why a run failed, under artifacts/: the page as
 * it was at the failure, the workbench's console and the end of the server's
 * log (also printed).
 */
async function keepFailure() {
  const dir = join(root, 'artifacts');
  mkdirSync(dir, { recursive: true });
  if (page) {
    const shot = join(dir, 'e2e-failure.png');
    const taken = await page.screenshot({ path: shot }).then(() => true, (err) => {
      console.error(`[e2e] no screenshot of the failure: ${err?.message ?? err}`);
      return false;
    });
    if (taken) console.error(`[e2e] the page at the failure: ${shot}`);
  }
  if (consoleTail.length > 0) writeFileSync(join(dir, 'e2e-failure-console.log'), `${consoleTail.join('\n')}\n`);
  if (server) {
    const tail = await server.logTail(80);
    writeFileSync(join(dir, 'e2e-failure-server.log'), `${tail}\n`);
    console.error(`[e2e] last lines of the server log (all 80 in ${join(dir, 'e2e-failure-server.log')}):\n${tail.split('\n').slice(-20).join('\n')}`);
  }
}

let code = 0;
try {
  await main();
  console.log('[e2e] PASSED\n1 passed, 0 failed');
} catch (err) {
  code = 1;
  console.error(`[e2e] FAILED: ${err?.stack ?? err}`);
  console.log('0 passed, 1 failed');
  await keepFailure();
} finally {
  await cleanup();
}
process.exit(code);
