import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { ShowGameMessage, ShowInvalidMessage } from '../../../src/protocol/messages';
import { activate, activeInput, act, closeAll, copySample, documentOf, inject, lastPosted, openPlaymat, readDisk, waitFor } from './helpers';

describe('an invalid file', () => {
  before(activate);
  afterEach(closeAll);

  it('shows the error view, refuses moves and never writes', async () => {
    const uri = await copySample('not-json.crawl.json');
    const onDisk = await readDisk(uri);
    const shown = await openPlaymat(uri);
    assert.equal(shown.type, 'invalid');
    const { problems } = shown as ShowInvalidMessage;
    assert.ok(problems.length > 0);
    assert.match(problems[0]!.message, /JSON/i, 'the problem says what is wrong');

    const doc = documentOf(uri);
    const outcome = await act(uri, { type: 'move', to: { q: 1, r: 0 } }, doc.version);
    assert.equal(outcome.status, 'rejected');
    assert.ok('error' in outcome && outcome.error.rule === 'crawl.notAGame');
    assert.equal(doc.isDirty, false);
    assert.equal(await readDisk(uri), onDisk, 'the file on disk is untouched');
  });

  it('shows a version-1 game as retired, refuses intents and never writes it, even on Save', async () => {
    const uri = await copySample('version-1.crawl.json');
    const onDisk = await readDisk(uri);
    assert.equal(JSON.parse(onDisk).schemaVersion, 1);
    const shown = await openPlaymat(uri);
    assert.equal(shown.type, 'invalid', 'a version-1 file is not opened as a game');
    const { problems } = shown as ShowInvalidMessage;
    assert.equal(problems.length, 1, JSON.stringify(problems));
    assert.equal(problems[0]!.path, '/schemaVersion');
    assert.match(problems[0]!.message, /schema version 1/);
    assert.match(problems[0]!.message, /cannot be upgraded/);
    assert.match(problems[0]!.message, /left as it is/);

    const doc = documentOf(uri);
    for (const action of [{ type: 'move', to: { q: 1, r: 0 } }, { type: 'keep' }, { type: 'pass' }]) {
      const outcome = await act(uri, action, doc.version);
      assert.equal(outcome.status, 'rejected', `${JSON.stringify(action)} is refused`);
      assert.ok('error' in outcome && outcome.error.rule === 'crawl.notAGame');
    }
    // The old action from the file is refused like any other: the file holds no game the host can play.
    const old = await act(uri, { type: 'endEncounter' }, doc.version);
    assert.ok(old.status === 'rejected' && 'error' in old && old.error.rule === 'crawl.notAGame', JSON.stringify(old));
    assert.equal(doc.isDirty, false);
    assert.equal(doc.getText(), onDisk, 'the document is not migrated in memory either');
    // The command resolves once the save is done (here: nothing to write).
    await vscode.commands.executeCommand('workbench.action.files.save');
    assert.equal(await readDisk(uri), onDisk, 'the file on disk is untouched');
  });

  it('turns into the error view when an edit breaks the game, and back when it is fixed', async () => {
    const uri = await copySample('new.crawl.json');
    await openPlaymat(uri);
    const doc = documentOf(uri);
    const good = doc.getText();
    const edit = new vscode.WorkspaceEdit();
    edit.insert(uri, new vscode.Position(1, 0), '  "oops": ,\n');
    assert.ok(await vscode.workspace.applyEdit(edit));
    const broken = await waitFor('the error view', async () => {
      const m = await lastPosted(uri);
      return m?.type === 'invalid' ? m : undefined;
    });
    assert.match(broken.problems[0]?.message ?? '', /JSON/i, 'the problem says what is wrong');
    await vscode.commands.executeCommand('undo');
    await waitFor('the game again', async () => doc.getText() === good && (await lastPosted(uri))?.type === 'game');
  });

  it('"Open as Text" reopens the file in the text editor', async () => {
    const uri = await copySample('not-json.crawl.json');
    await openPlaymat(uri);
    assert.deepEqual(await inject(uri, { type: 'openAsText' }), { status: 'done' });
    await waitFor('the text editor', () => {
      const input = activeInput();
      return input instanceof vscode.TabInputText && input.uri.toString() === uri.toString();
    });
    const playmats = vscode.window.tabGroups.all.flatMap((g) => g.tabs).filter((t) => t.input instanceof vscode.TabInputCustom);
    assert.equal(playmats.length, 0, 'the playmat gave way to the text editor');
  });

  it('the "Crawl: Open as Text" command does the same, keeping unsaved moves', async () => {
    const uri = await copySample('travel.crawl.json');
    const shown = (await openPlaymat(uri)) as ShowGameMessage;
    assert.equal(shown.legal[0]?.type, 'move');
    assert.deepEqual(await act(uri, shown.legal[0]), { status: 'applied' });
    const moved = documentOf(uri).getText();
    await vscode.commands.executeCommand('crawl.openAsText');
    await waitFor('the text editor', () => {
      const input = activeInput();
      return input instanceof vscode.TabInputText && input.uri.toString() === uri.toString();
    });
    // Replacing a dirty playmat would make VS Code ask to save or discard: the text editor opens beside it instead.
    const doc = documentOf(uri);
    assert.ok(doc.isDirty, 'the unsaved move is still there');
    assert.equal(doc.getText(), moved);
    assert.equal(vscode.window.tabGroups.activeTabGroup.tabs.length, 2, 'the playmat stays open in the same group');
  });
});
