// Compiles the integration suite (test/integration/suite) for VS Code's
// extension host: one CommonJS file per test module plus index.js, in
// dist/test/integration/. `vscode` and `mocha` are resolved at run time.
// `node test/integration/build.mjs`
import * as esbuild from 'esbuild';
import { readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const suite = join(root, 'test/integration/suite');
const outdir = join(root, 'dist/test/integration');

const entryPoints = readdirSync(suite)
  .filter((f) => f === 'index.ts' || f.endsWith('.test.ts'))
  .map((f) => join(suite, f));

await rm(outdir, { recursive: true, force: true });
await esbuild.build({
  entryPoints,
  outdir,
  bundle: true,
  platform: 'node',
  mainFields: ['module', 'main'],
  format: 'cjs',
  target: 'node20',
  external: ['vscode', 'mocha'],
  sourcemap: 'inline',
  logLevel: 'warning',
});
console.log(`built ${entryPoints.length} integration modules in ${outdir}`);
