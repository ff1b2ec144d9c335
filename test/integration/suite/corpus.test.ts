import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { formatProblem } from '../../../src/engine';
import { BAD_FILES, MADE_FILES, type Expectation } from '../../fixtures/bad-corpus';
import { act, activate, closeAll, copySample, documentOf, openPlaymat, readDisk, workspaceUri, writeFile } from './helpers';

/**
 * Every broken file of test/fixtures/bad (copied into the workspace as
 * samples/bad-NAME by samples.mjs), and the 50 MB and deeply nested files
 * made here, opened in the playmat as a user opens them: each is told its
 * own problem (test/fixtures/bad-corpus.ts), refuses a move, and Save leaves
 * every byte on disk as it was.
 */
describe('the corpus of broken files in the playmat', () => {
  // The suite's default timeout (90 s), above waitForWebview's own bound (60 s): a webview slow to load fails
  // with what it waited for, not with mocha's bare timeout.
  before(activate);
  afterEach(closeAll);

  it('has every file of the corpus in the workspace', async () => {
    const entries = await vscode.workspace.fs.readDirectory(workspaceUri('samples'));
    const names = entries.map(([n]) => n).filter((n) => n.startsWith('bad-'));
    assert.deepEqual(names.map((n) => n.slice('bad-'.length)).sort(), Object.keys(BAD_FILES).sort());
  });

  for (const [name, expected] of Object.entries(BAD_FILES)) {
    const shows = name === EMPTY ? 'opens the new-game form' : 'names its problem';
    it(`${name}: ${shows}, refuses a move, and Save changes no byte`, async () => {
      await opensUntouched(await copySample(`bad-${name}`), name, expected);
    });
  }

  for (const [name, { make, ...expected }] of Object.entries(MADE_FILES)) {
    it(`${name} (made by the test): names its problem, refuses a move, and Save changes no byte`, async () => {
      const good = await readDisk(workspaceUri('samples', 'explored.crawl.json'));
      await opensUntouched(await writeFile(`made-${name}`, make(good)), name, expected);
    });
  }
});

// An empty file is where a new game starts: the playmat offers the form, not an error.
const EMPTY = 'empty.crawl.json';

async function opensUntouched(uri: vscode.Uri, name: string, expected: Expectation): Promise<void> {
  const before = await vscode.workspace.fs.readFile(uri);
  const shown = await openPlaymat(uri);
  if (name === EMPTY) {
    assert.equal(shown.type, 'newGame');
  } else {
    assert.equal(shown.type, 'invalid', `the playmat shows the problem, not a game (${shown.type})`);
    assert.ok(shown.type === 'invalid' && shown.problems.length > 0);
    assert.match(formatProblem(shown.problems[0]!), expected.message);
  }

  const doc = documentOf(uri);
  const outcome = await act(uri, { type: 'move', to: { q: 1, r: 0 } }, doc.version);
  assert.equal(outcome.status, 'rejected');
  assert.ok('error' in outcome && outcome.error.rule === 'crawl.notAGame', JSON.stringify(outcome));

  // The playmat is the active editor: Save is what a user presses there.
  // The command resolves once the save is done (here: nothing to write).
  await vscode.commands.executeCommand('workbench.action.files.save');
  assert.equal(doc.isDirty, false, 'nothing unsaved');
  const after = await vscode.workspace.fs.readFile(uri);
  assert.ok(Buffer.from(after).equals(Buffer.from(before)), 'every byte on disk is as it was');
}
