import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { actingSeat, chooseFrontierAction, frontierSetup, newSave, readSave, starterDeck, verify, writeSave, type SaveFile } from '../../../src/engine';
import type { ShowGameMessage } from '../../../src/protocol/messages';
import { activate, act, activeInput, closeAll, currentView, documentOf, openPlaymat, readDisk, VIEW_TYPE, waitFor, writeFile } from './helpers';

/**
 * A whole game of Frontier Magic against the computer, through the playmat
 * in a real VS Code: South (the player) sends each of its moves as the
 * playmat does, the host lets the computer (North) answer in the same edit,
 * and the file is saved and verified. South's moves are the computer
 * player's own choices for South, so the game is the same every run: with
 * this seed South wins. If the rules change so that it no longer does, pick
 * another seed South wins with (crawl sim --variant frontier shows them).
 */

const SEED = 'integration-frontier-3';
const MAX_ACTIONS = 600;

const isFrontier = (g: SaveFile): g is Extract<SaveFile, { setup: { variant: 'frontier' } }> => g.setup.variant === 'frontier';

describe('a whole Frontier game on the playmat', () => {
  before(activate);
  afterEach(closeAll);

  it('is won against the computer through the playmat, saved, and verifies', async function () {
    this.timeout(180_000);
    const made = frontierSetup({ seed: SEED, south: { deck: starterDeck('green')! }, north: { deck: starterDeck('red')!, control: 'computer' } });
    assert.ok(made.ok);
    const start = newSave(made.setup);
    const uri = await writeFile('frontier.crawl.json', writeSave(start));
    const shown = (await openPlaymat(uri)) as ShowGameMessage;
    assert.equal(shown.type, 'game');
    assert.equal(shown.table.board.kind, 'square-grid');

    let sent = 0;
    let view: ShowGameMessage = shown;
    for (;;) {
      view = await currentView(uri);
      const game = view.game;
      assert.ok(isFrontier(game));
      if (game.state.phase.type === 'over') break;
      assert.ok(sent < MAX_ACTIONS, `still going after ${sent} of South's actions`);
      // The computer answers in the edit of South's move: the game waits on South whenever the playmat offers something.
      if (actingSeat(game.state) !== 'south') {
        await waitFor('the computer to move', async () => {
          const g = (await currentView(uri)).game;
          return isFrontier(g) && (g.state.phase.type === 'over' || actingSeat(g.state) === 'south');
        });
        continue;
      }
      const action = chooseFrontierAction(game.setup, game.state);
      assert.ok(action, 'South has a move');
      assert.ok(view.table.actions.some((a) => JSON.stringify(a.action) === JSON.stringify(action)), `the playmat offers ${JSON.stringify(action)}`);
      const outcome = await act(uri, action, view.version);
      assert.deepEqual(outcome, { status: 'applied' }, JSON.stringify(action));
      sent++;
    }
    const final = view.game;
    assert.ok(isFrontier(final));
    assert.deepEqual(final.state.phase.type === 'over' && final.state.phase.winner, 'south', `South won: ${JSON.stringify(final.state.phase)}`);
    assert.equal(view.table.outcome?.result, 'won');
    assert.deepEqual(view.legal, [], 'nothing is offered once the game is over');

    // A move on the computer's turn, or after the end, is refused and changes nothing.
    const after = await act(uri, { type: 'pass' }, view.version);
    assert.equal(after.status, 'rejected');

    const doc = documentOf(uri);
    assert.ok(doc.isDirty);
    const input = activeInput();
    assert.ok(input instanceof vscode.TabInputCustom && input.viewType === VIEW_TYPE, 'the playmat is the active editor');
    await vscode.commands.executeCommand('workbench.action.files.save');
    await waitFor('the save', () => !doc.isDirty);
    const text = await readDisk(uri);
    const read = readSave(text);
    assert.ok(read.ok, 'the saved game reads back');
    assert.equal(writeSave(read.game), text, 'written by the canonical writer');
    const verified = verify(read.game);
    assert.ok(verified.ok, 'its log replays to its state');
    assert.ok(read.game.log.length > sent, 'the computer\'s moves are in the log too');
  });
});
