import * as assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import * as vscode from 'vscode';
import { isCrawlSave, newGame, readSave, verify, writeSave, type CrawlAction as Action, type CrawlSave as SaveFile } from '../../../src/engine';
import type { ShowGameMessage } from '../../../src/protocol/messages';
import { choose } from './autoplay';
import { activate, act, activeInput, closeAll, currentView, documentOf, gameOf, openPlaymat, readDisk, VIEW_TYPE, waitFor, writeFile } from './helpers';

/**
 * Whole games played on the playmat in a real VS Code, one intent at a time,
 * each picked from the `legal` list of the view the host has just posted
 * (what the webview shows and sends), then saved with VS Code's own Save.
 *
 * The seeds were chosen by playing the same player against the engine:
 * - "integration-won-57" (green deck, no preparation rounds, goal two hexes
 *   away at (2,-1)): the first hex meets Black Knight; the player lands
 *   forests, casts Elvish Visionary and Centaur Courser, attacks with the
 *   Visionary, blocks with the Courser and defeats the Knight, then walks on
 *   to the goal. 26 actions.
 * - "integration-lost-6" (the same, goal far away): the first hex meets
 *   Sengir Vampire and the player only passes; five attacks take the 20
 *   life. 18 actions.
 * If the rules change so that a seed no longer plays out this way, pick
 * another with the same player (samples.ts `play` does the same loop).
 */

const MAX_ACTIONS = 300;

async function playOut(uri: vscode.Uri, style: 'fight' | 'pass'): Promise<{ final: ShowGameMessage & { game: SaveFile }; played: Action[] }> {
  const played: Action[] = [];
  for (;;) {
    const view = await currentView(uri);
    assert.ok(isCrawlSave(view.game), 'the playmat shows a crawl');
    if (view.game.state.phase.type === 'over') return { final: { ...view, game: view.game }, played };
    assert.ok(played.length < MAX_ACTIONS, `the game is still going after ${MAX_ACTIONS} actions (phase ${JSON.stringify(view.game.state.phase)})`);
    assert.ok(view.legal.length > 0, `the host offers an action in ${JSON.stringify(view.game.state.phase)}`);
    const action = choose(view.game, view.legal as readonly Action[], style);
    // The playmat shows the host's labelled list and sends the action of the one clicked: it must be there.
    const offered = view.table.actions.find((a) => isDeepStrictEqual(a.action, action));
    assert.ok(offered && offered.label.length > 0, `${JSON.stringify(action)} is offered on the table with a label`);
    const outcome = await act(uri, action, view.version);
    assert.deepEqual(outcome, { status: 'applied' }, `action ${played.length + 1}, ${JSON.stringify(action)}, is applied`);
    played.push(action);
  }
}

/** Saves the active playmat with VS Code's Save, and returns what is on disk. */
async function saveAndRead(uri: vscode.Uri): Promise<string> {
  const doc = documentOf(uri);
  assert.ok(doc.isDirty);
  const input = activeInput();
  assert.ok(input instanceof vscode.TabInputCustom && input.viewType === VIEW_TYPE && input.uri.toString() === uri.toString(), 'the playmat is the active editor');
  await vscode.commands.executeCommand('workbench.action.files.save');
  await waitFor('the save', () => !doc.isDirty);
  const text = await readDisk(uri);
  assert.equal(text, doc.getText());
  return text;
}

/** What every finished file must be: valid, replayable to the same state, and canonical. */
function checkFinished(text: string, played: readonly Action[], start: SaveFile): SaveFile {
  const read = readSave(text);
  assert.ok(read.ok, `the saved game reads back: ${JSON.stringify(!read.ok && read.problems)}`);
  const game = read.game;
  assert.ok(isCrawlSave(game), 'the file holds a crawl');
  assert.equal(game.schemaVersion, 2);
  assert.equal(writeSave(game), text, 'the file is written by the canonical writer (writeSave(readSave(text)) === text)');
  assert.deepEqual(verify(game), { ok: true, actions: played.length }, 'replaying the log from the setup gives the saved state');
  assert.deepEqual(game.setup, start.setup, 'the setup is as it was created');
  assert.deepEqual(
    game.log.map((e) => e.action),
    played,
    'the log holds the actions sent from the playmat, in order',
  );
  return game;
}

describe('a whole game on the playmat', () => {
  before(activate);
  afterEach(closeAll);

  it('plays a short game to victory through the playmat, and saves it', async function () {
    this.timeout(120_000);
    const start = newGame('integration-won-57', { preparationRounds: 0, goals: [{ type: 'reach', hex: { q: 2, r: -1 } }] });
    const uri = await writeFile('won.crawl.json', writeSave(start));
    const shown = (await openPlaymat(uri)) as ShowGameMessage;
    assert.equal(shown.type, 'game');
    assert.deepEqual(shown.game.state.phase, { type: 'mulligan', taken: 0 });

    const started = Date.now();
    const { final, played } = await playOut(uri, 'fight');
    console.log(`[crawl] played ${played.length} actions to victory in ${Date.now() - started} ms`);
    assert.deepEqual(final.game.state.phase, { type: 'over', result: 'won', reason: 'You reached (2, -1).' });
    assert.deepEqual(final.legal, [], 'nothing is offered once the game is over');
    assert.deepEqual(final.table.actions, []);
    assert.equal(final.table.outcome?.result, 'won');
    assert.equal(final.table.outcome?.reason, 'You reached (2, -1).');
    const kinds = new Set(played.map((a) => a.type));
    for (const kind of ['keep', 'move', 'pass', 'playLand', 'cast', 'attack', 'block'] as const) {
      assert.ok(kinds.has(kind), `the game had a "${kind}" (seed no longer plays as described? played: ${[...kinds].join(', ')})`);
    }
    assert.ok(final.game.state.defeated.length > 0, 'a creature was defeated on the way');

    // Once it is over, the host refuses more play, and the document is not touched.
    const after = await act(uri, { type: 'pass' }, final.version);
    assert.equal(after.status, 'rejected');
    assert.ok('error' in after && after.error.rule === 'magic-crawl.flow.game-over', JSON.stringify(after));

    const text = await saveAndRead(uri);
    const game = checkFinished(text, played, start);
    assert.deepEqual(game.state.phase, { type: 'over', result: 'won', reason: 'You reached (2, -1).' }, 'the victory is recorded');
    assert.match(game.log.at(-1)!.text, /victory/i, 'the last log line tells of the victory');
    assert.ok(game.state.hexes.some((h) => h.q === 2 && h.r === -1 && h.explored), 'the goal hex is explored');
    assert.deepEqual(game.state.token, { q: 2, r: -1 });
  });

  it('loses a game when the player only passes while a foe attacks, and saves the defeat', async function () {
    this.timeout(120_000);
    const start = newGame('integration-lost-6', { preparationRounds: 0, goals: [{ type: 'reach', hex: { q: 4, r: -2 } }] });
    const uri = await writeFile('lost.crawl.json', writeSave(start));
    await openPlaymat(uri);

    const { final, played } = await playOut(uri, 'pass');
    const phase = final.game.state.phase;
    assert.ok(phase.type === 'over' && phase.result === 'lost', `the game is lost: ${JSON.stringify(phase)}`);
    assert.match(phase.reason, /life/i);
    assert.ok(final.game.state.you.life <= 0);
    assert.ok(final.game.state.encounter, 'it ended in a fight');
    assert.deepEqual(final.legal, []);
    assert.equal(final.table.outcome?.result, 'lost');
    assert.equal(final.table.life, final.game.state.you.life);
    assert.ok(played.every((a) => ['keep', 'move', 'pass', 'discard'].includes(a.type)), 'the player never fought');

    const text = await saveAndRead(uri);
    const game = checkFinished(text, played, start);
    assert.deepEqual(game.state.phase, phase, 'the defeat is recorded');
    assert.ok(game.state.you.life <= 0);
    assert.match(game.log.at(-1)!.text, /defeat/i, 'the last log line tells of the defeat');

    // Reopened from disk, it is still over: the view offers nothing.
    await closeAll();
    const reopened = (await openPlaymat(uri)) as ShowGameMessage;
    assert.equal(reopened.type, 'game');
    assert.deepEqual(reopened.game.state.phase, phase);
    assert.deepEqual(reopened.legal, []);
    assert.equal(gameOf(documentOf(uri).getText()).log.length, played.length);
  });
});
