import { strict as assert } from 'node:assert';
import { newSave, type SaveFile } from '../../src/engine';
import { addImportedCards } from '../../src/engine/cards/pool';
import { showGame } from '../../src/extension/host-messages';
import { SPLIT } from '../unit/cards/several-faces';
import { botsUntil, newGame, type Game } from '../unit/duel/game-helpers';
import { Playmat } from './harness/browser';
import { playmatEachTest } from './harness/hooks';

/**
 * A split card at the Magic table's playmat, in Chromium: a click on it
 * offers each half by name, and the half chosen asks for its own target.
 * The card is the one the engine's tests of several faces play.
 */
describe('the Magic table: a card of several faces', () => {
  let p: Playmat;
  playmatEachTest((opened) => (p = opened));

  it('a click on a split card offers each half; the half chosen asks for its target, and that half is sent', async () => {
    addImportedCards([SPLIT]);
    const g: Game = botsUntil(newGame(2, 'table-faces'), (x) => x.state.phase.type === 'turn' && x.state.phase.seat === 'p1' && x.state.phase.step === 'main1' && x.state.priority?.seat === 'p1');
    const state = structuredClone(g.state);
    state.players[0]!.hand = [{ id: 9600, card: SPLIT.name }];
    state.battlefield = [
      { id: 9601, card: 'Mountain', controller: 'p1', tapped: false, sick: false, damage: 0, counters: 0 },
      { id: 9602, card: 'Island', controller: 'p1', tapped: false, sick: false, damage: 0, counters: 0 },
      { id: 9603, card: 'Grizzly Bears', controller: 'p2', tapped: false, sick: false, damage: 0, counters: 0 },
    ];
    state.counters.nextId = 9604;
    const setup = { ...g.setup, players: g.setup.players.map((pl, i) => (i === 0 ? { ...pl, name: 'Ada', control: 'human' as const } : pl)) };
    await p.send(showGame({ ...newSave(setup), state } as SaveFile, { version: 3, readOnly: false, fileName: 'table.crawl.json' }));
    await p.page.locator('crawl-table crawl-card[data-id="9600"]').click();
    const choices = p.page.locator('crawl-table .prompt .choice');
    assert.deepEqual(
      (await choices.allTextContents()).map((t) => t.trim()),
      ['Cast Test Flare (left half of Test Flare // Test Chill)', "Cast Test Chill (right half of Test Flare // Test Chill) on Grizzly Bears (Computer 2's)"],
    );
    assert.deepEqual(await p.intents(), [], 'nothing sent before a half is chosen');
    await choices.first().click();
    // The flare's targets: the Bears and both players.
    const targets = (await choices.allTextContents()).map((t) => t.trim());
    assert.ok(targets.includes('Grizzly Bears') && targets.length === 3, JSON.stringify(targets));
    await choices.filter({ hasText: 'Grizzly Bears' }).click();
    const sent = (await p.intents()).find((i) => i.type === 'act') as { action: unknown } | undefined;
    assert.deepEqual(sent?.action, { type: 'cast', card: 9600, face: 0, target: 9603 });
  });
});
