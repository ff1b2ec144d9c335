import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { newGame, takeAction, writeSave } from '../../../src/engine';
import { activate, workspaceUri } from './helpers';

/**
 * "Crawl: Set Up Git for Saved Games" in the real VS Code: a git repository
 * in the workspace gets the attributes line and the repository-local driver
 * config, and then a real `git diff` of a saved game reads as a move list,
 * through the extension's own command line.
 */
describe('setting up git for saved games', () => {
  before(activate);

  it('writes .gitattributes and the repository-local drivers, and git diff then shows the moves', async function () {
    this.timeout(60_000);
    const folder = workspaceUri(`git-repo-${Date.now()}`);
    mkdirSync(folder.fsPath, { recursive: true });
    const git = (...args: string[]) => execFileSync('git', args, { cwd: folder.fsPath, encoding: 'utf8' });
    git('init', '-q');
    git('config', 'user.email', 'test@example.com');
    git('config', 'user.name', 'Test');
    writeFileSync(join(folder.fsPath, '.gitattributes'), '*.png binary\n');

    const done = await vscode.commands.executeCommand<boolean>('crawl.setUpGit', folder, true);
    assert.equal(done, true);
    const attributes = readFileSync(join(folder.fsPath, '.gitattributes'), 'utf8');
    assert.match(attributes, /^\*\.png binary\n# Crawl saved games: .*\n\*\.crawl\.json diff=crawl merge=crawl\n$/);
    assert.match(git('config', '--local', '--get', 'diff.crawl.textconv'), /cli\.js" textconv\n$/);
    assert.match(git('config', '--local', '--get', 'merge.crawl.driver'), /cli\.js" merge %O %A %B\n$/);
    // Run again: nothing is added twice.
    assert.equal(await vscode.commands.executeCommand<boolean>('crawl.setUpGit', folder, true), true);
    assert.equal(readFileSync(join(folder.fsPath, '.gitattributes'), 'utf8'), attributes);

    // A game committed, then one action: git diff shows the new log line, through the driver.
    const game = newGame('git-setup', { deck: 'green' });
    const file = join(folder.fsPath, 'g.crawl.json');
    writeFileSync(file, writeSave(game));
    git('add', '.');
    git('commit', '-q', '-m', 'start');
    const kept = takeAction(game, { type: 'keep' });
    assert.ok(kept.ok);
    writeFileSync(file, writeSave(kept.game));
    const diff = git('diff');
    assert.match(diff, /^\+ {3}1\. Kept the opening hand/m);
    assert.doesNotMatch(diff, /"schemaVersion"/);
  });

  it('says what to do in a folder that is not a git repository, and changes nothing', async () => {
    // The workspace itself may sit inside a repository; a folder under the system's temp dir does not.
    const outside = vscode.Uri.file(join(tmpdir(), `crawl-no-git-${Date.now()}`));
    mkdirSync(outside.fsPath, { recursive: true });
    assert.equal(await vscode.commands.executeCommand<boolean>('crawl.setUpGit', outside, true), false);
    assert.throws(() => readFileSync(join(outside.fsPath, '.gitattributes')));
  });
});
