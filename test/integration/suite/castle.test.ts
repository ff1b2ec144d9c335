import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { findVariant, readSave, verify, writeSave, type SaveFile } from '../../../src/engine';
import type { ShowNewGameMessage } from '../../../src/protocol/messages';
import { isPartOf } from '../../../src/webview/app/offered-action';
import { activate, act, activeInput, closeAll, currentView, documentOf, inject, openPlaymat, readDisk, VIEW_TYPE, waitFor, writeFile } from './helpers';

/**
 * A whole game of Castle Magic against the computer, through the playmat in
 * a real VS Code, from an empty file: the new-game form's start message (the
 * Castle form left at its defaults), then South's moves sent as the playmat
 * sends them, the computer (North) answering in the same edits, and the
 * file saved and verified. South's moves are the computer player's own
 * choices for South, so the game is the same every run: with this seed
 * South wins. If the rules change so that it no longer does, pick another
 * seed South wins with (`crawl sim --variant castle` plays such games).
 */

const SEED = 'integration-castle-2';
const MAX_ACTIONS = 400;

type CastleSave = Extract<SaveFile, { setup: { variant: 'castle' } }>;
const isCastle = (g: SaveFile): g is CastleSave => g.setup.variant === 'castle';

/** Castle's computer player, through the registry as the host finds it: whose move it is, and the move it would make for whoever acts. */
const computer = findVariant('castle')!.computer!;

describe('a whole Castle game on the playmat', () => {
  before(activate);
  afterEach(closeAll);

  it('is started from the form of an empty file, won against the computer through the playmat, saved, and verifies', async function () {
    this.timeout(180_000);
    const uri = await writeFile('castle.crawl.json', '');
    const form = (await openPlaymat(uri)) as ShowNewGameMessage;
    assert.equal(form.type, 'newGame');
    const offered = form.variants?.find((v) => v.id === 'castle');
    assert.ok(offered?.offer, 'the form offers Castle Magic');
    // What the form sends on Start when left at its defaults.
    const started = await inject(uri, { type: 'startGame', variant: 'castle', seed: SEED, options: { ...offered.offer.defaults }, version: documentOf(uri).version });
    assert.deepEqual(started, { status: 'applied' });

    let sent = 0;
    let view = await currentView(uri);
    assert.equal(view.table.board.kind, 'castle');
    for (;;) {
      view = await currentView(uri);
      const game = view.game;
      assert.ok(isCastle(game));
      if (game.state.phase.type === 'over') break;
      assert.ok(sent < MAX_ACTIONS, `still going after ${sent} of South's actions`);
      if (computer.toAct(game as never)) {
        await waitFor('the computer to move', async () => {
          const g = (await currentView(uri)).game;
          return isCastle(g) && (g.state.phase.type === 'over' || !computer.toAct(g as never));
        });
        continue;
      }
      const action = computer.choose(game as never);
      assert.ok(action, 'South has a move');
      // The playmat offers it as it is, or (an attack leaving some creatures home) as part of an offer.
      const wanted = JSON.stringify(action);
      assert.ok(
        view.table.actions.some((a) => JSON.stringify(a.action) === wanted || isPartOf(action as never, a)),
        `the playmat offers ${wanted}`,
      );
      const outcome = await act(uri, action, view.version);
      assert.deepEqual(outcome, { status: 'applied' }, wanted);
      sent++;
    }
    const final = view.game;
    assert.ok(isCastle(final));
    assert.deepEqual(final.state.phase.type === 'over' && final.state.phase.winner, 'south', `South won: ${JSON.stringify(final.state.phase)}`);
    assert.equal(view.table.outcome?.result, 'won');
    assert.deepEqual(view.legal, [], 'nothing is offered once the game is over');
    const after = await act(uri, { type: 'pass' }, view.version);
    assert.equal(after.status, 'rejected', 'a move after the end is refused');

    const doc = documentOf(uri);
    assert.ok(doc.isDirty);
    const input = activeInput();
    assert.ok(input instanceof vscode.TabInputCustom && input.viewType === VIEW_TYPE, 'the playmat is the active editor');
    await vscode.commands.executeCommand('workbench.action.files.save');
    await waitFor('the save', () => !doc.isDirty);
    const text = await readDisk(uri);
    const read = readSave(text);
    assert.ok(read.ok && isCastle(read.game), 'the saved game reads back');
    assert.equal(writeSave(read.game), text, 'written by the canonical writer');
    assert.ok(verify(read.game).ok, 'its log replays to its state');
    assert.ok(read.game.log.length > sent, "the computer's moves are in the log too");
  });
});
