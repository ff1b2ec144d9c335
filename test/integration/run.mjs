#!/usr/bin/env node
// Runs the integration suite inside a real VS Code here, offline (see
// scripts/vscode-server/README.md): prepares a throwaway workspace with sample
// games, then hands over to scripts/vscode-server/run-tests.mjs.
// Needs `npm run build` and `node test/integration/build.mjs` first.
//   node test/integration/run.mjs [--verbose] [--timeout <s>]
// CRAWL_INTEGRATION_GREP=<text> in the environment runs only the tests whose titles hold it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeSamples } from './samples.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
for (const built of ['dist/extension.js', 'dist/webview.js', 'dist/test/integration/index.js']) {
  if (!existsSync(join(root, built))) {
    console.error(`${built} is missing: run \`npm run build && node test/integration/build.mjs\` first`);
    process.exit(2);
  }
}

const samples = await makeSamples();
const workspace = mkdtempSync(join(tmpdir(), 'crawl-integration-'));
mkdirSync(join(workspace, 'samples'));
for (const [name, text] of Object.entries(samples)) writeFileSync(join(workspace, 'samples', name), text);
// A repository with one committed game, for the test that opens it from git history (a git: URI).
mkdirSync(join(workspace, 'history'));
writeFileSync(join(workspace, 'history', 'committed.crawl.json'), samples['explored.crawl.json']);
const git = (...args) => spawnSync('git', ['-c', 'user.name=Crawl tests', '-c', 'user.email=tests@crawl.invalid', ...args], { cwd: workspace, stdio: 'ignore' });
git('init', '-q');
git('add', 'history');
git('commit', '-q', '-m', 'a game to look back at');

const started = Date.now();
const run = spawnSync(process.execPath, [
  join(root, 'scripts/vscode-server/run-tests.mjs'),
  '--extension', root,
  '--tests', join(root, 'dist/test/integration/index.js'),
  '--workspace', workspace,
  // The whole suite, with the corpus of broken files and its 50 MB file, runs past run-tests' default of 180 s.
  '--timeout', '600',
  ...process.argv.slice(2),
], { stdio: 'inherit' });
console.log(`[integration] finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
rmSync(workspace, { recursive: true, force: true });
process.exit(run.status ?? 1);
