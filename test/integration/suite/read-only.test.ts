import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { legalActions, newGame, writeSave } from '../../../src/engine';
import type { ShowGameMessage } from '../../../src/protocol/messages';
import { activate, act, closeAll, documentOf, gameOf, inject, openPlaymat, readDisk, waitFor, waitForWebview, workspaceUri } from './helpers';

/** A read-only file system holding one game, standing in for git history or a read-only mount. */
class ReadOnlyGames implements vscode.FileSystemProvider {
  private readonly file = new TextEncoder().encode(writeSave(newGame('read-only', { distribution: 'standard', startColour: 'U' })));
  private readonly emitter = new vscode.EventEmitter<vscode.FileChangeEvent[]>();
  readonly onDidChangeFile = this.emitter.event;
  watch(): vscode.Disposable {
    return new vscode.Disposable(() => undefined);
  }
  stat(uri: vscode.Uri): vscode.FileStat {
    if (uri.path === '/') return { type: vscode.FileType.Directory, ctime: 0, mtime: 0, size: 0 };
    if (uri.path !== '/game.crawl.json') throw vscode.FileSystemError.FileNotFound(uri);
    return { type: vscode.FileType.File, ctime: 0, mtime: 0, size: this.file.length, permissions: vscode.FilePermission.Readonly };
  }
  readDirectory(): [string, vscode.FileType][] {
    return [['game.crawl.json', vscode.FileType.File]];
  }
  readFile(uri: vscode.Uri): Uint8Array {
    this.stat(uri);
    return this.file;
  }
  createDirectory(uri: vscode.Uri): void {
    throw vscode.FileSystemError.NoPermissions(uri);
  }
  writeFile(uri: vscode.Uri): void {
    throw vscode.FileSystemError.NoPermissions(uri);
  }
  delete(uri: vscode.Uri): void {
    throw vscode.FileSystemError.NoPermissions(uri);
  }
  rename(uri: vscode.Uri): void {
    throw vscode.FileSystemError.NoPermissions(uri);
  }
}

describe('a read-only file', () => {
  let registration: vscode.Disposable | undefined;
  before(async () => {
    await activate();
    registration = vscode.workspace.registerFileSystemProvider('crawl-test-ro', new ReadOnlyGames(), { isReadonly: true });
  });
  after(() => registration?.dispose());
  afterEach(closeAll);

  it('is shown read-only and refuses every intent', async () => {
    const uri = vscode.Uri.parse('crawl-test-ro:/game.crawl.json');
    // The registration reaches the extension host's file system info asynchronously.
    await waitFor('the read-only file system', () => vscode.workspace.fs.isWritableFileSystem(uri.scheme) === false);
    const shown = (await openPlaymat(uri)) as ShowGameMessage;
    assert.equal(shown.type, 'game');
    assert.equal(shown.readOnly, true);
    assert.deepEqual(shown.legal, [], 'no moves are offered');
    const doc = documentOf(uri);
    for (const action of [{ type: 'keep' }, { type: 'move', to: { q: 1, r: 0 } }]) {
      const outcome = await act(uri, action, doc.version);
      assert.equal(outcome.status, 'rejected', `${JSON.stringify(action)} is refused`);
      assert.ok('error' in outcome && outcome.error.rule === 'crawl.readOnly');
    }
    assert.equal(doc.isDirty, false);
  });
});

describe('a game from git history', () => {
  before(activate);
  afterEach(closeAll);

  it('opens a git: URI (the committed version) read-only, showing that version', async function () {
    this.timeout(60_000);
    const file = workspaceUri('history', 'committed.crawl.json');
    // VS Code's own git extension serves git: URIs once it has found the repository.
    const gitExtension = vscode.extensions.getExtension<{ getAPI(v: 1): { repositories: unknown[] } }>('vscode.git');
    assert.ok(gitExtension, 'the built-in git extension is there');
    const git = (await gitExtension.activate()).getAPI(1);
    await waitFor('git to find the workspace repository', () => git.repositories.length > 0, 30_000);
    // The same URI the git extension makes for "Open File (HEAD)" and for diffs.
    const atHead = file.with({ scheme: 'git', query: JSON.stringify({ path: file.fsPath, ref: 'HEAD' }) });
    const shown = (await openPlaymat(atHead)) as ShowGameMessage;
    assert.equal(shown.type, 'game');
    assert.equal(shown.readOnly, true);
    assert.deepEqual(shown.legal, []);
    const committed = gameOf(await readDisk(file));
    assert.equal(committed.schemaVersion, 2);
    assert.equal(writeSave(shown.game), writeSave(committed), 'it shows the committed game');
    // An action the rules allow in that game is still refused: the file is history.
    const legal = legalActions(committed);
    assert.ok(legal.length > 0);
    const outcome = await act(atHead, legal[0], documentOf(atHead).version);
    assert.equal(outcome.status, 'rejected');
    assert.ok('error' in outcome && outcome.error.rule === 'crawl.readOnly');
    assert.equal(documentOf(atHead).isDirty, false);

    // Its banner offers the Compare view beside the file it is a version of.
    assert.equal(shown.compareWithFile, 'committed.crawl.json');
    assert.deepEqual(await inject(atHead, { type: 'compareWithFile' }), { status: 'done' });
    const views = await waitForWebview('the Compare view', async () => {
      const all = await vscode.commands.executeCommand<{ relation: string; left: { label: string }; right: { label: string } }[]>('crawl._test.comparePosted');
      return all.length > 0 && all[0] ? all : undefined;
    });
    assert.equal(views[0]!.relation, 'equal', 'the committed version and the untouched file are the same point of the game');
    assert.equal(views[0]!.left.label, 'committed.crawl.json @ HEAD');
    assert.equal(views[0]!.right.label, 'committed.crawl.json');
  });
});
