#!/usr/bin/env node
// Runs the same integration suite in a desktop VS Code downloaded by
// @vscode/test-electron: for machines that can reach Microsoft's update
// server (CI with internet, a developer's laptop). Offline, use run.mjs.
// Needs `npm run build` and `node test/integration/build.mjs` first.
//   node test/integration/run-electron.mjs [--vscode <version>|stable|insiders]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { makeSamples } from './samples.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args } = parseArgs({ options: { vscode: { type: 'string', default: '1.100.3' } } });

let runTests;
try {
  ({ runTests } = await import('@vscode/test-electron'));
} catch {
  console.error('@vscode/test-electron is not installed: npm install --save-dev @vscode/test-electron');
  process.exit(2);
}
for (const built of ['dist/extension.js', 'dist/webview.js', 'dist/test/integration/index.js']) {
  if (!existsSync(join(root, built))) {
    console.error(`${built} is missing: run \`npm run build && node test/integration/build.mjs\` first`);
    process.exit(2);
  }
}

const tmp = mkdtempSync(join(tmpdir(), 'crawl-electron-'));
const workspace = join(tmp, 'workspace');
const userData = join(tmp, 'user-data');
mkdirSync(join(workspace, 'samples'), { recursive: true });
mkdirSync(join(userData, 'User'), { recursive: true });
const samples = await makeSamples();
for (const [name, text] of Object.entries(samples)) writeFileSync(join(workspace, 'samples', name), text);
// A repository with one committed game, for the test that opens it from git history (a git: URI).
mkdirSync(join(workspace, 'history'));
writeFileSync(join(workspace, 'history', 'committed.crawl.json'), samples['explored.crawl.json']);
const git = (...args) => spawnSync('git', ['-c', 'user.name=Crawl tests', '-c', 'user.email=tests@crawl.invalid', ...args], { cwd: workspace, stdio: 'ignore' });
git('init', '-q');
git('add', 'history');
git('commit', '-q', '-m', 'a game to look back at');
// Nothing may take focus from the editors under test.
writeFileSync(join(userData, 'User/settings.json'), JSON.stringify({
  'workbench.startupEditor': 'none',
  'security.workspace.trust.enabled': false,
  'telemetry.telemetryLevel': 'off',
  'update.mode': 'none',
}, null, 2));

let code = 1;
try {
  code = await runTests({
    version: args.vscode,
    extensionDevelopmentPath: root,
    extensionTestsPath: join(root, 'dist/test/integration/index.js'),
    launchArgs: [workspace, '--disable-extensions', '--disable-workspace-trust', '--user-data-dir', userData],
  });
} catch (err) {
  console.error(`[run-electron] FAILED: ${err?.stack ?? err}`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
process.exit(code);
