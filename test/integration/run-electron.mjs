#!/usr/bin/env node
// Runs the same integration suite in a desktop VS Code downloaded by
// @vscode/test-electron: for machines that can reach Microsoft's update
// server (CI with internet, a developer's laptop). Offline, use run.mjs.
// Needs `npm run build` and `node test/integration/build.mjs` first.
//   node test/integration/run-electron.mjs [--vscode <version>|stable|insiders]
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SAMPLES } from './samples.mjs';

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
for (const [name, from] of Object.entries(SAMPLES)) copyFileSync(join(root, from), join(workspace, 'samples', name));
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
