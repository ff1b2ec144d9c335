import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { findVariant, readSave, verify, writeSave, type SaveFile } from '../../../src/engine';
import type { ShowNewGameMessage } from '../../../src/protocol/messages';
import { isPartOf, isTypedFrom } from '../../../src/webview/app/offered-action';
import { activate, act, closeAll, currentView, documentOf, inject, openPlaymat, readDisk, waitFor, writeFile } from './helpers';

/**
 * Whole games at the Magic table through the playmat in a real VS Code,
 * from an empty file: the new-game form's start message (its answer as the
 * form sends it), then your moves sent as the playmat sends them while the
 * computer plays its seats in the same edits, to the end; then the file
 * saved and verified. Your moves are the computer's own choices for your
 * seat, so each game is the same every run. Who wins is the rules'
 * business: the test asks only that the game ends and the playmat says how.
 */

const MAX_ACTIONS = 1000;

type DuelSave = Extract<SaveFile, { setup: { variant: 'duel' } }>;
const isDuel = (g: SaveFile): g is DuelSave => g.setup.variant === 'duel';
const computer = findVariant('duel')!.computer!;

/** Starts the Magic table in an empty file with `answer` for the form's, and plays your seat to the end; the game as it ended and the number of your moves. */
async function playTable(file: string, seed: string, answer: Record<string, unknown>): Promise<{ uri: vscode.Uri; game: DuelSave; sent: number }> {
  const uri = await writeFile(file, '');
  const form = (await openPlaymat(uri)) as ShowNewGameMessage;
  assert.equal(form.type, 'newGame');
  const offered = form.variants?.find((v) => v.id === 'duel');
  assert.ok(offered?.offer?.seats, 'the form offers the Magic table, with its seats');
  const options = { format: offered.offer.defaults.format, life: offered.offer.defaults.life, landless: offered.offer.defaults.landless, ...answer };
  assert.deepEqual(await inject(uri, { type: 'startGame', variant: 'duel', seed, options, version: documentOf(uri).version }), { status: 'applied' });

  let sent = 0;
  let view = await currentView(uri);
  assert.equal(view.table.board.kind, 'table');
  for (;;) {
    view = await currentView(uri);
    const game = view.game;
    assert.ok(isDuel(game));
    if (game.state.phase.type === 'over') break;
    assert.ok(sent < MAX_ACTIONS, `still going after ${sent} of your actions`);
    if (computer.toAct(game as never)) {
      await waitFor('the computer seats to move', async () => {
        const g = (await currentView(uri)).game;
        return isDuel(g) && (g.state.phase.type === 'over' || !computer.toAct(g as never));
      });
      continue;
    }
    const action = computer.choose(game as never);
    assert.ok(action, 'you have a move');
    const wanted = JSON.stringify(action);
    assert.ok(
      view.table.actions.some((a) => (a.typed === undefined && JSON.stringify(a.action) === wanted) || isPartOf(action as never, a) || isTypedFrom(action as never, a)),
      `the playmat offers ${wanted}`,
    );
    assert.deepEqual(await act(uri, action, view.version), { status: 'applied' }, wanted);
    sent++;
  }
  const game = view.game;
  assert.ok(isDuel(game) && game.state.phase.type === 'over');
  // The playmat tells you how it ended: won if your seat is the winner.
  assert.equal(view.table.outcome?.result, game.state.phase.winner === 'p1' ? 'won' : 'lost', JSON.stringify(game.state.phase));
  assert.deepEqual(view.legal, [], 'nothing is offered once the game is over');
  return { uri, game, sent };
}

/** Saves the playmat's file and reads it back as the CLI does: canonical, and its log replays to its state. */
async function savedAndVerified(uri: vscode.Uri, sent: number): Promise<DuelSave> {
  const doc = documentOf(uri);
  assert.ok(doc.isDirty);
  await vscode.commands.executeCommand('workbench.action.files.save');
  await waitFor('the save', () => !doc.isDirty);
  const text = await readDisk(uri);
  const read = readSave(text);
  assert.ok(read.ok && isDuel(read.game), 'the saved game reads back');
  assert.equal(writeSave(read.game), text, 'written by the canonical writer');
  assert.ok(verify(read.game).ok, 'its log replays to its state');
  assert.ok(read.game.log.length > sent, "the computer seats' moves are in the log too");
  return read.game;
}

describe('whole games at the Magic table on the playmat', () => {
  before(activate);
  afterEach(closeAll);

  it('three seats with own decks, you against two computer seats: started from the form, played to the end, saved, and verifies', async function () {
    this.timeout(300_000);
    const seats = [{ control: 'you', deck: 'green' }, { control: 'computer', deck: 'red' }, { control: 'computer', deck: 'blue' }];
    const { uri, game, sent } = await playTable('table.crawl.json', 'integration-table-three-1', { seats, format: 'decks' });
    assert.ok(sent > 0, 'you played');
    const saved = await savedAndVerified(uri, sent);
    assert.deepEqual(saved.setup.players.map((p) => `${p.name}:${p.control}:${p.deck?.name}`), [
      'Player 1:human:Deep Wildwood',
      'Computer 1:computer:Sparks and Giants',
      'Computer 2:computer:Cloud Scholars',
    ]);
    assert.deepEqual(saved.state.phase, game.state.phase);
  });

  it('two seats sharing a single deck: started from the form, played to the end, saved, and verifies', async function () {
    this.timeout(300_000);
    const { uri, game, sent } = await playTable('single.crawl.json', 'integration-table-single-2', { seats: [{ control: 'you' }, { control: 'computer' }], format: 'single-deck' });
    const saved = await savedAndVerified(uri, sent);
    assert.equal(saved.setup.options.format, 'single-deck');
    assert.equal(saved.setup.options.landless, true, 'a single deck is Landless');
    assert.ok(saved.setup.shared, 'the shared deck is in the file');
    assert.ok(saved.setup.players.every((p) => p.deck === undefined));
    assert.deepEqual(saved.state.phase, game.state.phase);
  });

  it('two seats with double draw: the bottom questions answered through the playmat, played to the end, saved, and verifies', async function () {
    this.timeout(300_000);
    const { uri, game, sent } = await playTable('double.crawl.json', 'integration-table-double-1', { seats: [{ control: 'you' }, { control: 'computer' }], format: 'double-draw' });
    const saved = await savedAndVerified(uri, sent);
    assert.equal(saved.setup.options.format, 'double-draw');
    assert.ok(saved.log.some((e) => e.action.type === 'bottom'), 'cards were put on the bottom');
    assert.deepEqual(saved.state.phase, game.state.phase);
  });

  it('three seats in a random draft, each deck built on the playmat first: played to the end, saved, and verifies', async function () {
    this.timeout(300_000);
    const seats = [{ control: 'you' }, { control: 'computer' }, { control: 'computer' }];
    const { uri, game, sent } = await playTable('draft.crawl.json', 'integration-table-draft-3', { seats, format: 'random-draft', build: true });
    const saved = await savedAndVerified(uri, sent);
    assert.equal(saved.setup.options.build, true);
    const builds = saved.log.filter((e) => e.action.type === 'build');
    assert.equal(builds.length, 3, 'every seat built a deck');
    assert.ok(builds.every((e) => (e.action as { cards: string[] }).cards.length >= 40));
    assert.deepEqual(saved.state.phase, game.state.phase);
  });
});
