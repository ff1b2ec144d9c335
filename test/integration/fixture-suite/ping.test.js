const assert = require('assert');
const vscode = require('vscode');

describe('fixture extension', () => {
  it('answers crawlFixture.ping with "pong"', async () => {
    assert.strictEqual(await vscode.commands.executeCommand('crawlFixture.ping'), 'pong');
  });

  it('runs inside a real VS Code', () => {
    assert.match(vscode.version, /^1\.\d+\.\d+/);
  });
});
