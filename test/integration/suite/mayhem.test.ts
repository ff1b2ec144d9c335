import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { findVariant, readSave, verify, writeSave, type SaveFile } from '../../../src/engine';
import type { ShowNewGameMessage } from '../../../src/protocol/messages';
import { isPartOf, isTypedFrom } from '../../../src/webview/app/offered-action';
import { activate, act, closeAll, currentView, documentOf, inject, openPlaymat, readDisk, waitFor, writeFile } from './helpers';

/**
 * A whole game of Magic and Mayhem through the playmat in a real VS Code,
 * from an empty file: the new-game form's start message (three heroes, one
 * played here, nine tiles), then the human hero's moves sent as the playmat
 * sends them while the computer plays the other two in the same edits, and
 * the file saved and verified. The human hero's moves are the computer's
 * own choices for it, so the game is the same every run: with this seed the
 * party wins. If the rules change so that it no longer does, pick another
 * seed (`crawl sim --variant mayhem` plays such games).
 */

const SEED = 'integration-mayhem-13';
const MAX_ACTIONS = 1500;

const isMayhem = (g: SaveFile): boolean => g.setup.variant === 'mayhem';
const computer = findVariant('mayhem')!.computer!;

describe('a whole Magic and Mayhem game on the playmat', () => {
  before(activate);
  afterEach(closeAll);

  it('is started from the form of an empty file, won by the party through the playmat, saved, and verifies', async function () {
    this.timeout(240_000);
    const uri = await writeFile('dungeon.crawl.json', '');
    const form = (await openPlaymat(uri)) as ShowNewGameMessage;
    assert.equal(form.type, 'newGame');
    const offered = form.variants?.find((v) => v.id === 'mayhem');
    assert.ok(offered?.offer, 'the form offers Magic and Mayhem');
    const options = { ...offered.offer.defaults, heroes: 3, humans: 1, tiles: 9 };
    assert.deepEqual(await inject(uri, { type: 'startGame', variant: 'mayhem', seed: SEED, options, version: documentOf(uri).version }), { status: 'applied' });

    let sent = 0;
    let view = await currentView(uri);
    assert.equal(view.table.board.kind, 'dungeon');
    for (;;) {
      view = await currentView(uri);
      const game = view.game;
      assert.ok(isMayhem(game));
      if (game.state.phase.type === 'over') break;
      assert.ok(sent < MAX_ACTIONS, `still going after ${sent} of the human hero's actions`);
      if (computer.toAct(game as never)) {
        await waitFor('the computer heroes to move', async () => {
          const g = (await currentView(uri)).game;
          return g.state.phase.type === 'over' || !computer.toAct(g as never);
        });
        continue;
      }
      const action = computer.choose(game as never);
      assert.ok(action, 'the hero has a move');
      const wanted = JSON.stringify(action);
      assert.ok(
        view.table.actions.some((a) => (a.typed === undefined && JSON.stringify(a.action) === wanted) || isPartOf(action as never, a) || isTypedFrom(action as never, a)),
        `the playmat offers ${wanted}`,
      );
      assert.deepEqual(await act(uri, action, view.version), { status: 'applied' }, wanted);
      sent++;
    }
    const final = view.game as { state: { phase: { type: string; result?: string } } };
    assert.deepEqual(final.state.phase, { type: 'over', result: 'won' }, JSON.stringify(final.state.phase));
    assert.equal(view.table.outcome?.result, 'won');

    const doc = documentOf(uri);
    assert.ok(doc.isDirty);
    await vscode.commands.executeCommand('workbench.action.files.save');
    await waitFor('the save', () => !doc.isDirty);
    const text = await readDisk(uri);
    const read = readSave(text);
    assert.ok(read.ok && isMayhem(read.game), 'the saved game reads back');
    assert.equal(writeSave(read.game), text, 'written by the canonical writer');
    assert.ok(verify(read.game).ok, 'its log replays to its state');
    assert.ok(read.game.log.length > sent, "the computer heroes' moves are in the log too");
  });
});
