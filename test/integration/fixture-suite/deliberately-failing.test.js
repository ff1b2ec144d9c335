const assert = require('assert');
const vscode = require('vscode');

describe('deliberately failing suite', () => {
  it('expects the wrong answer from crawlFixture.ping', async () => {
    assert.strictEqual(await vscode.commands.executeCommand('crawlFixture.ping'), 'ping',
      'FIXTURE-EXPECTED-FAILURE');
  });
});
