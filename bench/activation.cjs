// Run inside a real VS Code by `npm run bench` (through
// scripts/vscode-server/run-tests.mjs): times the extension's activation and
// prints the figures as one line for bench/run.ts to read.
const vscode = require('vscode');

exports.run = async function run() {
  // The extension to time: Crawl, or the empty fixture extension as a baseline.
  const id = process.env.CRAWL_BENCH_EXTENSION || 'crawl-table.crawl';
  const ext = vscode.extensions.getExtension(id);
  if (!ext) throw new Error(`${id} is not loaded`);
  const started = performance.now();
  const api = await ext.activate();
  const total = performance.now() - started;
  const bundle = require.resolve(`${ext.extensionPath}/${ext.packageJSON.main}`);
  delete require.cache[bundle];
  const loadStarted = performance.now();
  require(bundle);
  const load = performance.now() - loadStarted;
  console.log(`CRAWL_BENCH_ACTIVATION ${JSON.stringify({ total, body: api?.activateMs ?? null, load, vscode: vscode.version })}`);
};
