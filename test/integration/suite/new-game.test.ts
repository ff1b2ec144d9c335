import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { readSave } from '../../../src/engine';
import type { ShowGameMessage, ShowNewGameMessage } from '../../../src/protocol/messages';
import { activate, activeInput, closeAll, documentOf, inject, lastPosted, openPlaymat, readDisk, VIEW_TYPE, waitFor, workspaceUri, writeFile } from './helpers';

describe('new games', () => {
  before(activate);
  afterEach(closeAll);

  it('an empty file opens the new-game form, and startGame writes a game into it', async () => {
    const uri = await writeFile('empty-1.crawl.json', '');
    const shown = await openPlaymat(uri);
    assert.equal(shown.type, 'newGame');
    const form = shown as ShowNewGameMessage;
    assert.ok(form.suggestedSeed.length > 0);
    assert.equal(form.readOnly, false);

    const outcome = await inject(uri, {
      type: 'startGame',
      seed: 'integration',
      options: { distribution: 'standard', startColour: 'G' },
      version: form.version,
    });
    assert.deepEqual(outcome, { status: 'applied' });
    const doc = documentOf(uri);
    const read = readSave(doc.getText());
    assert.ok(read.ok, 'the document now holds a valid game');
    assert.equal(read.game.setup.seed, 'integration');
    assert.equal(read.game.log.length, 0);
    const view = await waitFor('the game view', async () => {
      const m = await lastPosted(uri);
      return m?.type === 'game' ? m : undefined;
    });
    assert.ok((view as ShowGameMessage).legal.length > 0);

    // A second startGame is refused: the file is no longer empty.
    const again = await inject(uri, { type: 'startGame', seed: 'x', options: { distribution: 'd6', startColour: 'random' }, version: doc.version });
    assert.equal(again.status, 'rejected');
  });

  it('"Crawl: New Game" writes a new game through workspace.fs and opens it on the playmat', async () => {
    const uri = workspaceUri('from-command.crawl.json');
    const created = await vscode.commands.executeCommand<vscode.Uri>('crawl.newGame', uri);
    assert.equal(created?.toString(), uri.toString());
    const read = readSave(await readDisk(uri));
    assert.ok(read.ok, 'the file holds a valid game');
    await waitFor('the playmat', () => {
      const input = activeInput();
      return input instanceof vscode.TabInputCustom && input.viewType === VIEW_TYPE && input.uri.toString() === uri.toString();
    });
    // Never replaces an existing file.
    const before = await readDisk(uri);
    assert.equal(await vscode.commands.executeCommand('crawl.newGame', uri), undefined);
    assert.equal(await readDisk(uri), before);
  });
});
