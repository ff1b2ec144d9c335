import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { EXTENSION_ID } from './helpers';

describe('activation', () => {
  it('activates on demand, and says how long it took', async () => {
    const ext = vscode.extensions.getExtension<{ activateMs: number }>(EXTENSION_ID);
    assert.ok(ext, `${EXTENSION_ID} is loaded`);
    const wasActive = ext.isActive;
    const started = performance.now();
    const api = await ext.activate();
    const ms = performance.now() - started;
    // A figure to read, not a timed assertion (timings vary from machine to machine).
    console.log(
      wasActive
        ? `[crawl] activation: already active before the first test (activate() body ${api.activateMs.toFixed(2)} ms)`
        : `[crawl] activation: ext.activate() took ${ms.toFixed(1)} ms (loading the bundle and activate(); activate() body ${api.activateMs.toFixed(2)} ms)`,
    );
    assert.ok(ext.isActive);

    // How much of that is our code: load the bundle once more, fresh, outside VS Code's activation machinery.
    const bundle = require.resolve(`${ext.extensionPath}/dist/extension.js`);
    const cached = require.cache[bundle];
    delete require.cache[bundle];
    const loadStarted = performance.now();
    require(bundle);
    const loadMs = performance.now() - loadStarted;
    if (cached) require.cache[bundle] = cached;
    console.log(`[crawl] activation: loading dist/extension.js again takes ${loadMs.toFixed(1)} ms; the rest is VS Code's own work (extension context, storage)`);
  });

  it('contributes its commands', async () => {
    const commands = await vscode.commands.getCommands(true);
    for (const id of ['crawl.newGame', 'crawl.todaysCrawl', 'crawl.openAsText', 'crawl.showLog', 'crawl.compareWith', 'crawl.setUpGit']) assert.ok(commands.includes(id), id);
  });
});
