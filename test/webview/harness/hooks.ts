import { strict as assert } from 'node:assert';
import type { Browser } from 'playwright-core';
import { launchChromium, Playmat } from './browser';
import { buildWebview } from './build';
import { startServer, type Harness } from './server';

/**
 * Mocha root hooks: build the bundle, start the loopback server and launch
 * Chromium once for the whole webview suite.
 */
export const shared: { browser?: Browser; harness?: Harness } = {};

export const mochaHooks = {
  async beforeAll(this: Mocha.Context): Promise<void> {
    this.timeout(120_000);
    await buildWebview();
    shared.harness = await startServer();
    shared.browser = await launchChromium();
  },
  async afterAll(): Promise<void> {
    await shared.browser?.close();
    await shared.harness?.close();
  },
};

export function browser(): Browser {
  if (!shared.browser) throw new Error('Chromium is not running: load test/webview/harness/hooks.ts as a mocha root hook (see .mocharc.json).');
  return shared.browser;
}

export function harness(): Harness {
  if (!shared.harness) throw new Error('The harness server is not running.');
  return shared.harness;
}

/**
 * A fresh playmat for each test of the describe block this is called in,
 * handed to `use` before the test, and closed after it once it has logged
 * no console error:
 *
 *   let p: Playmat;
 *   playmatEachTest((opened) => (p = opened));
 */
export function playmatEachTest(use: (p: Playmat) => void, viewport = { width: 1280, height: 800 }): void {
  let p: Playmat | undefined;
  beforeEach(async () => {
    p = await Playmat.open(browser(), harness(), viewport);
    use(p);
  });
  afterEach(async () => {
    assert.deepEqual(p?.problems, [], 'no console errors');
    await p?.close();
  });
}
