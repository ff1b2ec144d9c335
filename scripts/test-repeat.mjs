#!/usr/bin/env node
// Runs one suite (or all of `npm test`) several times in a row and counts the
// runs that passed, so a test that fails now and then shows itself.
//   npm run test:repeat -- --times 20 --suite e2e
//   npm run test:repeat -- --times 5 --suite all
// Suites: all (npm test), unit, webview, integration, e2e. Every run's output
// is kept in artifacts/repeat/<suite>-<n>.log; a failed run also keeps what the
// suite left in artifacts/ (the e2e run's failure screenshot and server log)
// in artifacts/repeat/<suite>-<n>/. Exits 1 if any run failed.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SUITES = {
  all: 'npm test',
  unit: 'npm run test:unit',
  webview: 'npm run test:webview',
  integration: 'npm run test:integration',
  e2e: 'npm run test:e2e',
};

const { values: args } = parseArgs({
  options: {
    times: { type: 'string', default: '5' },
    suite: { type: 'string', default: 'e2e' },
    'stop-on-failure': { type: 'boolean', default: false },
  },
});
const times = Number(args.times);
const command = SUITES[args.suite];
if (!Number.isInteger(times) || times < 1) usage(`--times must be a whole number of runs, 1 or more (got ${args.times})`);
if (!command) usage(`--suite must be one of ${Object.keys(SUITES).join(', ')} (got ${args.suite})`);

const artifacts = join(root, 'artifacts');
const out = join(artifacts, 'repeat');
mkdirSync(out, { recursive: true });
// The failure files a suite leaves in artifacts/ (not folders, not earlier repeats).
const failureFiles = () => (existsSync(artifacts) ? readdirSync(artifacts).filter((f) => /failure/.test(f)) : []);

const results = [];
const started = Date.now();
for (let n = 1; n <= times; n++) {
  for (const f of failureFiles()) renameSync(join(artifacts, f), join(out, `stale-${Date.now()}-${f}`));
  const log = join(out, `${args.suite}-${n}.log`);
  const t0 = Date.now();
  const code = await run(command, log);
  const seconds = (Date.now() - t0) / 1000;
  results.push({ n, code, seconds });
  let kept = '';
  if (code !== 0) {
    const files = failureFiles();
    if (files.length > 0) {
      const dir = join(out, `${args.suite}-${n}`);
      mkdirSync(dir, { recursive: true });
      for (const f of files) renameSync(join(artifacts, f), join(dir, f));
      kept = `; kept ${files.join(', ')} in ${dir}`;
    }
  }
  console.log(`[repeat] ${args.suite} run ${n} of ${times}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s (log ${log}${kept})`);
  if (code !== 0 && args['stop-on-failure']) break;
}

const passed = results.filter((r) => r.code === 0).length;
const failed = results.length - passed;
const slowest = Math.max(...results.map((r) => r.seconds));
console.log(`[repeat] ${args.suite}: ${results.length} runs in ${((Date.now() - started) / 60000).toFixed(1)} min, ` +
  `${passed} passed, ${failed} failed; slowest run ${slowest.toFixed(1)} s` +
  (failed > 0 ? `; failed runs: ${results.filter((r) => r.code !== 0).map((r) => r.n).join(', ')}` : ''));
process.exit(failed > 0 ? 1 : 0);

function usage(problem) {
  console.error(`${problem}\nusage: npm run test:repeat -- --times N --suite ${Object.keys(SUITES).join('|')} [--stop-on-failure]`);
  process.exit(2);
}

/** Runs a command through the shell, its output into `logFile` only; resolves with the exit code. */
function run(cmd, logFile) {
  return new Promise((resolveRun) => {
    const log = createWriteStream(logFile);
    const child = spawn(cmd, { cwd: root, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('close', (code) => log.end(() => resolveRun(code ?? 1)));
  });
}
