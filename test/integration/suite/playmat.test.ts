import * as assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import * as vscode from 'vscode';
import { legalActions, takeAction, verify, writeSave } from '../../../src/engine';
import type { ShowGameMessage } from '../../../src/protocol/messages';
import { activate, activeInput, act, closeAll, copySample, currentView, documentOf, gameOf, lastPosted, openPlaymat, readDisk, VIEW_TYPE, waitFor, workspaceUri } from './helpers';

describe('the playmat', () => {
  before(activate);
  afterEach(closeAll);

  it('opens a .crawl.json as a custom editor (crawl.playmat)', async () => {
    const uri = await copySample('new.crawl.json');
    const shown = await openPlaymat(uri);
    const input = activeInput();
    assert.ok(input instanceof vscode.TabInputCustom, `the active tab is a custom editor, not ${(input as object)?.constructor?.name}`);
    assert.equal(input.viewType, VIEW_TYPE);
    assert.equal(input.uri.toString(), uri.toString());
    assert.equal(shown.type, 'game');
    const game = shown as ShowGameMessage;
    assert.equal(game.readOnly, false);
    assert.equal(game.version, documentOf(uri).version);
    assert.ok(game.legal.length > 0, 'legal moves are offered');
  });

  it('plays a move as a minimal edit, with undo, redo, save and revert', async () => {
    const uri = await copySample('travel.crawl.json');
    const original = await readDisk(uri);
    const shown = (await openPlaymat(uri)) as ShowGameMessage;
    assert.equal(shown.game.state.phase.type, 'travel');
    const doc = documentOf(uri);
    const move = shown.legal.find((a) => a.type === 'move');
    assert.ok(move, 'a move is offered in travel');

    const changes: vscode.TextDocumentContentChangeEvent[] = [];
    const listener = vscode.workspace.onDidChangeTextDocument((e) => {
      if (e.document === doc) changes.push(...e.contentChanges);
    });
    try {
      assert.deepEqual(await act(uri, move), { status: 'applied' });
    } finally {
      listener.dispose();
    }
    assert.ok(doc.isDirty, 'the document is dirty after a move');
    const after = gameOf(doc.getText());
    assert.equal(after.log.length, shown.game.log.length + 1);
    assert.deepEqual(after.log.at(-1)!.action, move);
    assert.deepEqual(after.state.token, move.type === 'move' ? move.to : undefined);
    assert.ok(doc.getText().includes(JSON.stringify(after.log.at(-1)!.text)), 'the new log entry is in the text');
    assert.equal(doc.getText(), writeSave(after), 'the document is written by the canonical writer');
    // Minimal: the edit touched only the lines that changed, not the whole file.
    const touched = changes.reduce((n, c) => n + c.range.end.line - c.range.start.line + 1, 0);
    assert.ok(touched < doc.lineCount / 2, `a move touched ${touched} of ${doc.lineCount} lines`);

    // The view was told: the new game, at the new version.
    const posted = await currentView(uri);
    assert.equal(posted.game.log.length, after.log.length);

    // Two more actions, each taken from the view the host posted, as the webview does.
    const texts = [original, doc.getText()];
    for (let i = 0; i < 2; i++) {
      const view = await currentView(uri);
      assert.ok(view.legal.length > 0, `an action is offered in phase ${view.game.state.phase.type}`);
      assert.deepEqual(await act(uri, view.legal[0], view.version), { status: 'applied' });
      texts.push(doc.getText());
    }
    assert.equal(gameOf(texts[3]!).log.length, shown.game.log.length + 3);

    // Undo steps back one action at a time, and the view follows; redo steps forward again.
    for (let i = 2; i >= 0; i--) {
      await vscode.commands.executeCommand('undo');
      await waitFor(`undo back to action ${i}`, () => doc.getText() === texts[i]);
      assert.equal((await currentView(uri)).game.log.length, shown.game.log.length + i);
    }
    assert.equal(doc.isDirty, false, 'undoing every action leaves the document clean');
    for (let i = 1; i <= 3; i++) {
      await vscode.commands.executeCommand('redo');
      await waitFor(`redo to action ${i}`, () => doc.getText() === texts[i]);
      assert.equal((await currentView(uri)).game.log.length, shown.game.log.length + i);
    }
    assert.ok(doc.isDirty);

    await vscode.commands.executeCommand('workbench.action.files.save');
    await waitFor('save', () => !doc.isDirty);
    const saved = await readDisk(uri);
    assert.equal(saved, texts[3], 'the file on disk holds the three actions');
    assert.deepEqual(verify(gameOf(saved)), { ok: true, actions: shown.game.log.length + 3 });

    const second = await currentView(uri);
    const next = second.legal[0];
    assert.ok(next, `another action is offered (${second.game.state.phase.type})`);
    assert.deepEqual(await act(uri, next, second.version), { status: 'applied' });
    assert.ok(doc.isDirty);
    await vscode.commands.executeCommand('workbench.action.files.revert');
    await waitFor('revert', () => !doc.isDirty);
    assert.equal(doc.getText(), saved, 'revert brings back the saved game');
    assert.equal((await currentView(uri)).game.log.length, shown.game.log.length + 3, 'and the view shows it');
  });

  it('re-renders when the text is edited outside the playmat', async () => {
    const uri = await copySample('explored.crawl.json');
    await openPlaymat(uri);
    const doc = documentOf(uri);
    const before = gameOf(doc.getText());
    // What a `git checkout` or another tool does: replace the text with a later position of the game.
    const taken = takeAction(before, legalActions(before)[0]);
    assert.ok(taken.ok);
    const edit = new vscode.WorkspaceEdit();
    edit.replace(uri, new vscode.Range(0, 0, doc.lineCount, 0), writeSave(taken.game));
    assert.ok(await vscode.workspace.applyEdit(edit));
    const posted = await waitFor('a new view after the external edit', async () => {
      const m = await lastPosted(uri);
      return m?.type === 'game' && m.version === doc.version ? m : undefined;
    });
    assert.equal(posted.game.log.length, before.log.length + 1);
  });

  it('follows a change on disk, as a git checkout makes it, when there are no unsaved moves', async function () {
    this.timeout(30_000);
    const uri = await copySample('explored.crawl.json');
    await openPlaymat(uri);
    const doc = documentOf(uri);
    const before = gameOf(doc.getText());
    const taken = takeAction(before, legalActions(before)[0]);
    assert.ok(taken.ok);
    // Written behind VS Code's back, straight to the file, as git does.
    writeFileSync(uri.fsPath, writeSave(taken.game));
    const posted = await waitFor(
      'the playmat to show the version on disk',
      async () => {
        const m = await lastPosted(uri);
        return m?.type === 'game' && m.game.log.length === before.log.length + 1 ? m : undefined;
      },
      20_000,
    );
    assert.equal(posted.version, doc.version);
    assert.equal(doc.isDirty, false, 'nothing unsaved: the document simply follows the file');
    assert.equal(doc.getText(), writeSave(taken.game));
  });

  it('keeps unsaved moves when the file changes on disk: Save meets the newer file and overwrites neither side', async function () {
    this.timeout(30_000);
    const uri = await copySample('travel.crawl.json');
    const shown = (await openPlaymat(uri)) as ShowGameMessage;
    const doc = documentOf(uri);
    assert.deepEqual(await act(uri, shown.legal[0]), { status: 'applied' });
    assert.ok(doc.isDirty);
    const ours = doc.getText();
    // Another game, written behind VS Code's back (a git checkout, another program).
    const theirs = await readDisk(workspaceUri('samples', 'explored.crawl.json'));
    // The workbench hears of a change on disk before the extension host does (it forwards it here):
    // once this watcher has fired, the document has had its chance to follow the file, and must not have.
    const watcher = vscode.workspace.createFileSystemWatcher(new vscode.RelativePattern(vscode.Uri.joinPath(uri, '..'), '*.crawl.json'));
    const seen = new Promise<void>((resolve) => watcher.onDidChange((changed) => changed.toString() === uri.toString() && resolve()));
    try {
      writeFileSync(uri.fsPath, theirs);
      await seen;
    } finally {
      watcher.dispose();
    }
    assert.equal(doc.getText(), ours, 'the unsaved move is still in the document');
    assert.ok(doc.isDirty);

    // The save command resolves once the save has been tried; VS Code refuses to save over a newer
    // file ("The content of the file is newer"), offering Compare or Overwrite.
    await vscode.commands.executeCommand('workbench.action.files.save');
    assert.equal(await readDisk(uri), theirs, 'the file on disk keeps the other game');
    assert.ok(doc.isDirty, 'the move is still unsaved, not dropped');
    assert.equal(doc.getText(), ours);
    const view = await currentView(uri);
    assert.equal(view.game.log.length, shown.game.log.length + 1, 'the playmat still shows the move');
    // The save API says the same: nothing was saved.
    assert.equal(await vscode.workspace.save(uri), undefined, 'VS Code reports the save as not done');
    assert.equal(await readDisk(uri), theirs);

    // Revert is the player's way to take the file's game instead; the playmat follows it.
    await vscode.commands.executeCommand('workbench.action.files.revert');
    await waitFor('revert to the file on disk', () => !doc.isDirty && doc.getText() === theirs);
    assert.equal((await currentView(uri)).game.setup.seed, gameOf(theirs).setup.seed);
  });

  it('keeps two playmats and the text editor of one file in step', async () => {
    const uri = await copySample('new.crawl.json');
    const first = (await openPlaymat(uri)) as ShowGameMessage;
    await openPlaymat(uri, vscode.ViewColumn.Two);
    const doc = documentOf(uri);
    const text = await vscode.window.showTextDocument(doc, { viewColumn: vscode.ViewColumn.Three, preserveFocus: true });
    assert.equal(await vscode.commands.executeCommand('crawl._test.sessions', uri), 2);

    assert.deepEqual(await act(uri, first.legal[0]), { status: 'applied' });
    const each = await waitFor('both playmats to show the move', async () => {
      const all = await vscode.commands.executeCommand<ShowGameMessage[]>('crawl._test.postedToEach', uri);
      return all.every((m) => m?.type === 'game' && m.version === doc.version) ? all : undefined;
    });
    assert.equal(each.length, 2);
    for (const m of each) assert.equal(m.game.log.length, 1);
    assert.equal(gameOf(text.document.getText()).log.length, 1, 'the text editor shows the same game');
  });

  it('refuses an illegal action with the rule that forbids it', async () => {
    const uri = await copySample('travel.crawl.json');
    await openPlaymat(uri);
    const doc = documentOf(uri);
    const before = doc.getText();
    const far = await act(uri, { type: 'move', to: { q: 5, r: 5 } });
    assert.equal(far.status, 'rejected');
    assert.ok('error' in far && far.error.rule === 'magic-crawl.move.adjacent', JSON.stringify(far));
    assert.equal((await lastPosted(uri))?.type, 'rejected');
    // Well-formed, but not now: there is no turn to pass in travel, and no card #999 to cast.
    for (const action of [{ type: 'pass' }, { type: 'cast', card: 999 }, { type: 'keep' }]) {
      const outcome = await act(uri, action);
      assert.equal(outcome.status, 'rejected', `${JSON.stringify(action)} is refused`);
      assert.ok('error' in outcome && outcome.error.rule.length > 0 && outcome.error.message.length > 0);
    }
    assert.equal(doc.getText(), before);
    assert.equal(doc.isDirty, false);
  });

  it('plays in a file with CRLF line ends and a byte-order mark, keeping them', async () => {
    const uri = await copySample('bom-crlf.crawl.json');
    const shown = (await openPlaymat(uri)) as ShowGameMessage;
    assert.equal(shown.type, 'game');
    const doc = documentOf(uri);
    assert.equal(doc.eol, vscode.EndOfLine.CRLF);
    assert.deepEqual(await act(uri, shown.legal[0]), { status: 'applied' });
    assert.equal(gameOf(doc.getText()).log.length, shown.game.log.length + 1);
    assert.equal(doc.eol, vscode.EndOfLine.CRLF);
    await vscode.commands.executeCommand('workbench.action.files.save');
    await waitFor('save', () => !doc.isDirty);
    const bytes = await vscode.workspace.fs.readFile(uri);
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'the byte-order mark is kept');
    assert.ok(!/[^\r]\n/.test(new TextDecoder().decode(bytes)), 'every line still ends in CRLF');
  });

  it('draws a hidden playmat again when it is shown (no retained webview)', async () => {
    const uri = await copySample('new.crawl.json');
    await openPlaymat(uri);
    const other = await copySample('explored.crawl.json');
    await openPlaymat(other);
    const hiddenAt = await vscode.commands.executeCommand<number>('crawl._test.postedAt', uri);
    await vscode.commands.executeCommand('vscode.open', uri);
    // The webview is rebuilt, says `ready`, and the host posts the view again.
    await waitFor('the playmat to be drawn again', async () => (await vscode.commands.executeCommand<number>('crawl._test.postedAt', uri)) > hiddenAt);
    assert.equal((await lastPosted(uri))?.type, 'game');
  });
});
