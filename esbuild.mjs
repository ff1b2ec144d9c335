// Bundles the three programs Crawl ships: the CLI, the extension host and the webview.
// `node esbuild.mjs [--watch] [--dev]`; minified unless --dev.
import * as esbuild from 'esbuild';
import { clearWebviewChunks, webviewBuildOptions } from './scripts/webview-build.mjs';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dev = process.argv.includes('--dev');
const watch = process.argv.includes('--watch');

const version = JSON.parse(readFileSync("package.json", "utf8")).version;
const common = { bundle: true, minify: !dev, sourcemap: dev ? 'inline' : false, legalComments: 'none', logLevel: 'warning' };

// Node bundles prefer packages' ES-module builds: jsonc-parser's UMD build hides
// its requires from the bundler.
const node = { platform: 'node', format: 'cjs', target: 'node20', mainFields: ['module', 'main'] };

// Every `import 'vscode'` of the extension host's bundles goes through src/extension/vscode-module.ts,
// so the module's names are copied once as the bundle loads, not once per file (see that file).
const VSCODE_MODULE = fileURLToPath(new URL('./src/extension/vscode-module.ts', import.meta.url));
const oneVscodeModule = {
  name: 'one-vscode-module',
  setup(build) {
    build.onResolve({ filter: /^vscode$/ }, (args) => (args.importer === VSCODE_MODULE ? { path: 'vscode', external: true } : { path: VSCODE_MODULE }));
  },
};

const targets = [
  {
    ...common,
    entryPoints: ['src/cli/main.ts'],
    outfile: 'dist/cli.js',
    ...node,
    banner: { js: '#!/usr/bin/env node' },
    define: { CRAWL_VERSION: JSON.stringify(version) },
  },
  // The extension host in two files: extension.js registers the custom editor
  // and commands (a few KB, so activation is quick); host-core.js holds the
  // engine and the playmat, required the first time a game opens.
  {
    ...common,
    entryPoints: ['src/extension/extension.ts'],
    outfile: 'dist/extension.js',
    ...node,
    external: ['vscode', './host-core'],
    plugins: [oneVscodeModule],
  },
  {
    ...common,
    entryPoints: ['src/extension/host-core.ts'],
    outfile: 'dist/host-core.js',
    ...node,
    external: ['vscode'],
    plugins: [oneVscodeModule],
  },
  { ...webviewBuildOptions({ dev }), outfile: 'dist/webview.js' },
].filter((t) => existsSync(Object.values(t.entryPoints)[0]));
// esbuild takes outdir, not outfile, for a split build; outfile above only names it in the messages below.
const options = (t) => (t.splitting ? { ...t, outfile: undefined } : t);
clearWebviewChunks();

if (watch) {
  for (const t of targets) await (await esbuild.context(options(t))).watch();
  console.log(`watching ${targets.map((t) => t.outfile).join(', ')}`);
} else {
  await Promise.all(targets.map((t) => esbuild.build(options(t))));
  console.log(`built ${targets.map((t) => t.outfile).join(', ')}`);
}
