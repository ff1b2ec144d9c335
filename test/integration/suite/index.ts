import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import Mocha from 'mocha';

/**
 * The entry point VS Code's extension host calls (`extensionTestsPath`): runs
 * every compiled `*.test.js` beside this file, activation first.
 */
export function run(): Promise<void> {
  // No colours: the output goes through the workbench console, not a terminal.
  // CRAWL_INTEGRATION_GREP=<text> (in the environment of run.mjs) runs only the tests whose titles hold it.
  const grep = process.env.CRAWL_INTEGRATION_GREP;
  // 90 s: room for a webview that code-server's workers hold up (see waitForWebview in helpers.ts).
  const mocha = new Mocha({ ui: 'bdd', timeout: 90_000, slow: 3_000, color: false, ...(grep ? { grep } : {}) });
  const files = readdirSync(__dirname)
    .filter((f) => f.endsWith('.test.js'))
    .sort((a, b) => Number(b.startsWith('activation')) - Number(a.startsWith('activation')) || a.localeCompare(b));
  for (const f of files) mocha.addFile(join(__dirname, f));
  return new Promise((resolve, reject) => {
    mocha.run((failures) => (failures ? reject(new Error(`${failures} integration test(s) failed`)) : resolve()));
  });
}
