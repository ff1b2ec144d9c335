// `npm test`: every test, stage by stage, then one closing line for CI with
// the totals over all stages ("N passed, N failed"). A stage that fails still
// lets the others run, so one run shows everything that is wrong.
import { spawn } from 'node:child_process';

const STAGES = [
  { name: 'build', cmd: 'node esbuild.mjs' },
  { name: 'types', cmd: 'npx tsc -p . --noEmit' },
  { name: 'boundaries (imports go through each module\'s index)', cmd: 'node scripts/check-boundaries.mjs' },
  { name: 'unit (engine, save format, CLI)', cmd: 'npx mocha' },
  { name: 'webview (headless Chromium)', cmd: 'npx mocha --config test/webview/.mocharc.json' },
  { name: 'integration (real VS Code)', cmd: 'node test/integration/build.mjs && node test/integration/run.mjs' },
  { name: 'UI end to end (.vsix in VS Code)', cmd: 'node test/integration/e2e.test.mjs' },
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
const failedStages = [];

for (const stage of STAGES) {
  if (only.length > 0 && !only.some((o) => stage.name.startsWith(o))) continue;
  console.log(`\n━━ ${stage.name}: ${stage.cmd}`);
  const t0 = Date.now();
  const { code, output } = await run(stage.cmd);
  const counts = count(output);
  passed += counts.passed;
  failed += counts.failed;
  if (code !== 0) {
    failedStages.push(stage.name);
    if (counts.failed === 0) failed += 1; // a stage that broke without counting a failed test
  }
  console.log(`━━ ${stage.name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

if (failedStages.length > 0) console.log(`\nFailed stages: ${failedStages.join('; ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedStages.length > 0 ? 1 : 0);

/** A stage's own totals: its "N passed, N failed" line, or mocha's "N passing" / "N failing". */
function count(output) {
  const plain = [...output.matchAll(/^(\d+) passed, (\d+) failed/gm)].at(-1);
  if (plain) return { passed: Number(plain[1]), failed: Number(plain[2]) };
  const passing = [...output.matchAll(/^\s*(\d+) passing\b/gm)].at(-1);
  const failing = [...output.matchAll(/^\s*(\d+) failing\b/gm)].at(-1);
  return { passed: passing ? Number(passing[1]) : 0, failed: failing ? Number(failing[1]) : 0 };
}

function run(cmd) {
  return new Promise((resolve) => {
    const child = spawn(cmd, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk;
        (stream === child.stdout ? process.stdout : process.stderr).write(chunk);
      });
    }
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}
