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
    // The bot plays South here, asked whenever it could act (when-able), the game the seed was chosen for.
    const made = frontierSetup({ seed: SEED, south: { deck: starterDeck('green')! }, north: { deck: starterDeck('red')!, control: 'computer' }, options: { stops: 'when-able' } });
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

  it('Stone Rain on a land of the board, sent through the host as the playmat sends it: the saved file holds a hole there', async function () {
    this.timeout(120_000);
    // South's deck brings Stone Rain often; South plays the computer's choices until one can be cast at a land.
    const rain = { name: 'Rain', cards: [{ name: 'Mountain', count: 20 }, { name: 'Stone Rain', count: 8 }, { name: "Mons's Goblin Raiders", count: 8 }, { name: 'Goblin Piker', count: 4 }] };
    const made = frontierSetup({ seed: 'rain-4', south: { deck: rain }, north: { deck: starterDeck('green')!, control: 'computer' }, options: { stops: 'when-able' } });
    assert.ok(made.ok);
    const uri = await writeFile('frontier-rain.crawl.json', writeSave(newSave(made.setup)));
    await openPlaymat(uri);
    let view: ShowGameMessage | undefined;
    let cast: { action: { type: string; card?: number; target?: unknown }; label: string } | undefined;
    for (let sent = 0; !cast; sent++) {
      assert.ok(sent < 200, 'Stone Rain came to hand and could be cast');
      view = await currentView(uri);
      const game = view.game;
      assert.ok(isFrontier(game) && game.state.phase.type !== 'over');
      if (actingSeat(game.state) !== 'south') {
        await waitFor('the computer to move', async () => {
          const g = (await currentView(uri)).game;
          return isFrontier(g) && (g.state.phase.type === 'over' || actingSeat(g.state) === 'south');
        });
        continue;
      }
      // What the playmat offers: a cast of Stone Rain whose target is a place of the board (its square carries that id).
      const board = view.table.board;
      const named = new Set(board.kind === 'square-grid' ? board.squares.flatMap((sq) => (sq.landId !== undefined ? [sq.landId] : [])) : []);
      cast = view.table.actions.find((a) => a.action.type === 'cast' && a.label.startsWith('Cast Stone Rain') && named.has((a.action as { target?: number }).target ?? 0));
      if (cast) break;
      const action = chooseFrontierAction(game.setup, game.state);
      assert.ok(action);
      assert.deepEqual(await act(uri, action, view.version), { status: 'applied' }, JSON.stringify(action));
    }
    const target = cast.action.target as number;
    const place = { row: Math.floor(-(target + 1) / 1000), col: -(target + 1) % 1000 };
    assert.deepEqual(await act(uri, cast.action, view!.version), { status: 'applied' }, cast.label);
    // The computer may answer before the spell resolves; the hole is there once it has.
    const after = await waitFor('the land destroyed', async () => {
      const v = await currentView(uri);
      const g = v.game;
      return isFrontier(g) && g.state.board.grid[place.row]![place.col]!.land === 'hole' ? v : undefined;
    });
    const square = after.table.board.kind === 'square-grid' ? after.table.board.squares.find((sq) => sq.row === place.row && sq.col === place.col) : undefined;
    assert.ok(square?.land.state === 'hole' && /, destroyed by South's Stone Rain$/.test(square.land.was ?? ''), JSON.stringify(square?.land));

    const doc = documentOf(uri);
    await vscode.commands.executeCommand('workbench.action.files.save');
    await waitFor('the save', () => !doc.isDirty);
    const read = readSave(await readDisk(uri));
    assert.ok(read.ok && isFrontier(read.game), 'the saved game reads back');
    assert.deepEqual(read.game.state.board.grid[place.row]![place.col]!.land, 'hole');
    assert.ok(read.game.state.board.graveyard.length > 0, 'the land went to the land graveyard');
    assert.ok(
      read.game.log.some((e) => JSON.stringify(e.action) === JSON.stringify(cast.action)),
      'the cast is in the log as the playmat sent it, its target the land by its place',
    );
    assert.ok(verify(read.game).ok, 'its log replays to its state');
  });
});
