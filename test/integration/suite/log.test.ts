import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { ShowGameMessage } from '../../../src/protocol/messages';
import { activate, act, closeAll, copySample, openPlaymat, waitFor } from './helpers';

describe('"Crawl: Show Log"', () => {
  before(activate);
  afterEach(closeAll);

  it('shows the active game\'s log as numbered prose that follows the game', async () => {
    const uri = await copySample('new.crawl.json');
    const shown = (await openPlaymat(uri)) as ShowGameMessage;
    const logUri = await vscode.commands.executeCommand<vscode.Uri>('crawl.showLog');
    assert.ok(logUri, 'the command found the active playmat');
    const log = await vscode.workspace.openTextDocument(logUri);
    assert.match(log.getText(), /No actions yet/);

    assert.deepEqual(await act(uri, shown.legal[0]), { status: 'applied' });
    await waitFor('the log to follow the move', () => /^1\. \S/m.test(log.getText()));
    assert.match(log.getText(), /1 action;/);
  });
});
