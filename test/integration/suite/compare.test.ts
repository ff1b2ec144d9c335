import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { dirname } from 'node:path';
import * as vscode from 'vscode';
import { legalActions, takeAction, writeSave } from '../../../src/engine';
import type { ShowCompareMessage, ShowGameMessage } from '../../../src/protocol/messages';
import { act, activate, closeAll, copySample, documentOf, gameOf, inject, lastPosted, openPlaymat, readDisk, waitFor, waitForWebview, workspaceUri } from './helpers';

/** The Compare views open now, each with the message it last showed. */
const compareViews = () => vscode.commands.executeCommand<(ShowCompareMessage | undefined)[]>('crawl._test.comparePosted');

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=Crawl tests', '-c', 'user.email=tests@crawl.invalid', ...args], { cwd, encoding: 'utf8' });
}

/** A saved game committed to the workspace's repository under its own name. */
async function committedGame(name: string): Promise<vscode.Uri> {
  const source = await copySample('explored.crawl.json');
  const uri = workspaceUri('history', name);
  await vscode.workspace.fs.copy(source, uri, { overwrite: true });
  git(dirname(uri.fsPath), 'add', name);
  git(dirname(uri.fsPath), 'commit', '-q', '-m', `commit ${name}`);
  return uri;
}

describe('the replay scrubber (real VS Code)', () => {
  before(activate);
  afterEach(closeAll);

  it('steps the playmat back through the log and forward again, never touching the document, and refuses moves meanwhile', async () => {
    const uri = await copySample('explored.crawl.json');
    const onDisk = await readDisk(uri);
    const shown = (await openPlaymat(uri)) as ShowGameMessage;
    const total = shown.game.log.length;
    assert.ok(total > 3, `the sample has ${total} actions`);
    const doc = documentOf(uri);

    assert.deepEqual(await inject(uri, { type: 'replay', step: 2, version: doc.version }), { status: 'done' });
    const past = (await lastPosted(uri)) as ShowGameMessage;
    assert.deepEqual(past.replay, { step: 2, total });
    assert.deepEqual(past.game.log, shown.game.log.slice(0, 2));
    assert.deepEqual(past.legal, [], 'nothing is offered in the past');
    assert.notDeepEqual(past.game.state, shown.game.state);

    // A move that is legal in the game as it is now is still refused while the view looks back.
    const refused = await act(uri, shown.legal[0], doc.version);
    assert.equal(refused.status, 'rejected');
    assert.ok('error' in refused && refused.error.rule === 'crawl.replaying');

    await inject(uri, { type: 'replay', step: 0, version: doc.version });
    assert.deepEqual(((await lastPosted(uri)) as ShowGameMessage).game.log, []);
    await inject(uri, { type: 'replay', step: null, version: doc.version });
    const back = (await lastPosted(uri)) as ShowGameMessage;
    assert.equal(back.replay, undefined);
    assert.deepEqual(back.game, shown.game);
    assert.deepEqual(back.legal, shown.legal);

    assert.equal(doc.isDirty, false, 'the replay left the document as it was');
    assert.equal(await readDisk(uri), onDisk);
  });

  it('a change to the document ends the replay: the view shows the game as it now is', async () => {
    const uri = await copySample('explored.crawl.json');
    const shown = (await openPlaymat(uri)) as ShowGameMessage;
    const doc = documentOf(uri);
    await inject(uri, { type: 'replay', step: 1, version: doc.version });
    // Another editor of the file plays on (here, a plain edit of its text, as a second playmat's move is).
    const game = gameOf(doc.getText());
    const taken = takeAction(game, legalActions(game)[0]);
    assert.ok(taken.ok);
    const edit = new vscode.WorkspaceEdit();
    edit.replace(uri, new vscode.Range(0, 0, doc.lineCount, 0), writeSave(taken.game));
    assert.ok(await vscode.workspace.applyEdit(edit));
    const now = await waitFor('the playmat to leave the replay', async () => {
      const m = (await lastPosted(uri)) as ShowGameMessage;
      return m.replay === undefined && m.version === doc.version ? m : undefined;
    });
    assert.equal(now.game.log.length, shown.game.log.length + 1);
  });

  it('a replay request from a stale view is answered with the game as it is, not a step', async () => {
    const uri = await copySample('explored.crawl.json');
    await openPlaymat(uri);
    const doc = documentOf(uri);
    await inject(uri, { type: 'replay', step: 1, version: doc.version + 5 });
    const m = (await lastPosted(uri)) as ShowGameMessage;
    assert.equal(m.replay, undefined);
  });
});

describe('Crawl: Compare With… (real VS Code)', () => {
  before(activate);
  afterEach(closeAll);

  it('compares a game with another file: the earlier on the left, the actions between listed', async () => {
    const earlier = await copySample('explored.crawl.json');
    const later = workspaceUri('samples', 'explored-later.crawl.json');
    const game = gameOf(await readDisk(earlier));
    let played = game;
    for (let i = 0; i < 3; i++) {
      const taken = takeAction(played, legalActions(played)[0]);
      assert.ok(taken.ok);
      played = taken.game;
    }
    await vscode.workspace.fs.writeFile(later, new TextEncoder().encode(writeSave(played)));
    const laterText = await readDisk(later);

    // Asked from the later game's playmat (as its title bar does), compared with the earlier file: the view still reads left to right in time.
    await openPlaymat(later);
    assert.equal(await vscode.commands.executeCommand('crawl.compareWith', later, earlier), true);
    const [view] = await waitForWebview('the Compare view to show', async () => {
      const all = await compareViews();
      return all.length === 1 && all[0] ? all : undefined;
    });
    assert.equal(view!.relation, 'right-extends-left');
    assert.equal(view!.left.label, earlier.path.slice(earlier.path.lastIndexOf('/') + 1));
    assert.equal(view!.right.label, 'explored-later.crawl.json');
    assert.deepEqual(view!.between.right, played.log.slice(game.log.length));
    assert.equal(await readDisk(later), laterText, 'comparing writes nothing');
  });

  it('compares unsaved moves with a git commit of the file, and follows the moves as they are played', async () => {
    const uri = await committedGame('compare-me.crawl.json');
    const shown = (await openPlaymat(uri)) as ShowGameMessage;
    assert.deepEqual(await act(uri, shown.legal[0]), { status: 'applied' });
    assert.equal(await vscode.commands.executeCommand('crawl.compareWith', uri, { revision: 'HEAD' }), true);
    const first = await waitForWebview('the Compare view to show', async () => (await compareViews())[0]);
    assert.equal(first.relation, 'right-extends-left');
    assert.match(first.left.label, /^compare-me\.crawl\.json @ HEAD$/);
    assert.match(first.right.detail, /unsaved moves/);
    assert.equal(first.between.right.length, 1);

    // One more move on the playmat: the Compare view follows the document.
    const now = (await lastPosted(uri)) as ShowGameMessage;
    assert.deepEqual(await act(uri, now.legal[0], now.version), { status: 'applied' });
    const second = await waitForWebview('the Compare view to follow', async () => {
      const m = (await compareViews())[0];
      return m && m.between.right.length === 2 ? m : undefined;
    });
    assert.equal(second.right.game.log.length, shown.game.log.length + 2);
  });

  it('a Compare view opens again from the sources its page kept, as after a window reload; a forged state opens nothing', async () => {
    const uri = await committedGame('compare-restore.crawl.json');
    const shown = (await openPlaymat(uri)) as ShowGameMessage;
    assert.deepEqual(await act(uri, shown.legal[0]), { status: 'applied' });
    assert.equal(await vscode.commands.executeCommand('crawl.compareWith', uri, { revision: 'HEAD' }), true);
    const first = await waitForWebview('the Compare view', async () => (await compareViews())[0]);
    assert.ok(first.sources, 'the page is given what to keep');
    assert.deepEqual(first.sources.map((s) => s.kind), ['revision', 'document']);

    assert.equal(await vscode.commands.executeCommand('crawl._test.restoreCompare', { compare: first.sources }), true);
    const again = await waitForWebview('the reopened view', async () => {
      const all = await compareViews();
      return all.length === 2 && all[1] ? all[1] : undefined;
    });
    assert.deepEqual([again.left.label, again.right.label, again.relation], [first.left.label, first.right.label, first.relation]);
    assert.deepEqual(again.between, first.between, 'the unsaved move is there again: the document side is the open document');

    // A state naming an option where a revision goes (git would take it as one) is refused, and its panel closed.
    const forged = [{ ...first.sources[0], revision: '--output=/tmp/crawl-forged' }, first.sources[1]];
    assert.equal(await vscode.commands.executeCommand('crawl._test.restoreCompare', { compare: forged }), false);
    assert.equal(await vscode.commands.executeCommand('crawl._test.restoreCompare', { compare: 'nothing' }), false);
    assert.equal((await compareViews()).length, 2);
  });

  it('an unknown revision is reported in git\'s words, and no view opens', async () => {
    const uri = await committedGame('compare-bad-rev.crawl.json');
    await vscode.commands.executeCommand('crawl._test.shownMessages');
    assert.equal(await vscode.commands.executeCommand('crawl.compareWith', uri, { revision: 'no-such-branch' }), undefined);
    assert.deepEqual(await compareViews(), []);
    const [told] = await vscode.commands.executeCommand<{ kind: string; text: string }[]>('crawl._test.shownMessages');
    assert.equal(told?.kind, 'error');
    assert.match(told!.text, /no-such-branch/);
  });

  it('from the Explorer\'s menu (which passes its selection too), it asks what to compare with', async () => {
    const uri = await committedGame('compare-menu.crawl.json');
    await vscode.commands.executeCommand('crawl._test.shownMessages');
    // The Explorer calls a command with the file and the list of selected files.
    let settled = false;
    const running = vscode.commands.executeCommand('crawl.compareWith', uri, [uri]);
    void running.then(() => (settled = true), () => (settled = true));
    // The question shows once the command has read git's history; dismiss it whenever it is there.
    await waitFor('the question to be asked and dismissed', async () => {
      await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
      return settled;
    }, 60_000);
    assert.equal(await running, undefined, 'the question was dismissed: nothing opens');
    assert.deepEqual(await vscode.commands.executeCommand('crawl._test.shownMessages'), [], 'no error: the selection was not taken for a revision');
    assert.deepEqual(await compareViews(), []);
  });

  it('with crawl.compare.openDiffs on, a text diff of a saved game becomes the Compare view', async () => {
    const uri = await committedGame('diffed.crawl.json');
    const config = vscode.workspace.getConfiguration();
    // This VS Code opens a diff of a custom editor's file as two playmats; ask it for the text diff, as newer ones give.
    await config.update('workbench.editorAssociations', { '*.crawl.json': 'default' }, vscode.ConfigurationTarget.Global);
    await config.update('crawl.compare.openDiffs', true, vscode.ConfigurationTarget.Global);
    try {
      const gitExtension = vscode.extensions.getExtension<{ getAPI(v: 1): { repositories: unknown[] } }>('vscode.git');
      const gitApi = (await gitExtension!.activate()).getAPI(1);
      await waitFor('git to find the repository', () => gitApi.repositories.length > 0, 20_000);
      const game = gameOf(await readDisk(uri));
        const taken = takeAction(game, legalActions(game)[0]);
      assert.ok(taken.ok);
      await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(writeSave(taken.game)));
      const atHead = uri.with({ scheme: 'git', query: JSON.stringify({ path: uri.fsPath, ref: 'HEAD' }) });
      // Not awaited: the diff editor it opens is closed for the Compare view before it has finished opening.
      void vscode.commands.executeCommand('vscode.diff', atHead, uri, 'diffed.crawl.json (Working Tree)');
      const view = await waitForWebview('the Compare view in place of the text diff', async () => (await compareViews())[0]);
      assert.equal(view.relation, 'right-extends-left');
      assert.equal(view.left.label, 'diffed.crawl.json @ HEAD');
      assert.equal(view.between.right.length, 1);
      await waitFor('the text diff to close', () =>
        vscode.window.tabGroups.all.every((g) => g.tabs.every((t) => !(t.input instanceof vscode.TabInputTextDiff))) ? true : undefined,
      );
    } finally {
      await config.update('crawl.compare.openDiffs', undefined, vscode.ConfigurationTarget.Global);
      await config.update('workbench.editorAssociations', undefined, vscode.ConfigurationTarget.Global);
    }
  });
});
