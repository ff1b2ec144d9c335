import { strict as assert } from 'node:assert';
import { newGame, type CrawlSave as SaveFile } from '../../src/engine';
import type { CardDef } from '../../src/engine/cards/card';
import { addImportedCards } from '../../src/engine/cards/pool';
import type { CardDefData } from '../../src/engine/cards/card-schema';
import { Playmat } from './harness/browser';
import { act } from './harness/games';
import { TableHost } from './harness/host';
import { playmatEachTest } from './harness/hooks';

/**
 * An adventurer back from its adventure (CR 715.4), on the playmat in real
 * Chromium: waiting in exile, it may be cast from there as its creature.
 * The exile's count is marked, and a click on the card there casts it. The
 * card is invented for the test, its faces written as data.
 */
const OGRE: CardDef = { name: 'Test Ogre', manaCost: '{2}{R}', colours: ['R'], types: ['Creature'], subtypes: ['Ogre'], power: 3, toughness: 3, keywords: [] };
const TOSS: CardDef = { name: 'Test Toss', manaCost: '{1}{R}', colours: ['R'], types: ['Sorcery'], subtypes: ['Adventure'], keywords: [], abilities: [{ kind: 'spell', target: { kind: 'any' }, effects: [{ do: 'damage', amount: 2, to: 'target' }] }] };
const ADVENTURER: CardDef = { ...OGRE, name: 'Test Ogre // Test Toss', layout: 'adventure', faces: [OGRE, TOSS] };

/** A main phase with `mountains` Mountains and the adventurer in exile, on an adventure. */
function game(mountains: number): SaveFile {
  addImportedCards([ADVENTURER]);
  const g = act(newGame('adventure-table', { preparationRounds: 1, startColour: 'R', deck: 'red', cards: [ADVENTURER as CardDefData] }), { type: 'keep' });
  const s = structuredClone(g.state);
  let id = 100;
  s.you.hand = [];
  s.you.exile = [{ id: id++, card: ADVENTURER.name, adventure: true }];
  s.battlefield = Array.from({ length: mountains }, () => ({ id: id++, card: 'Mountain', controller: 'you' as const, tapped: false, sick: false, damage: 0, counters: 0 }));
  s.phase = { type: 'turn', kind: 'preparation', step: 'main1', landPlayed: true, roundsLeft: 0 };
  s.counters.nextId = id;
  return { ...g, state: s };
}

describe('the table: an adventurer cast from exile', () => {
  let p: Playmat;
  playmatEachTest((opened) => (p = opened));

  it('marks the exile when the adventurer there can be cast, and a click on it there casts its creature', async () => {
    const host = new TableHost(p, game(3));
    await host.show();
    const pile = p.page.locator('crawl-table button.stat.exile');
    assert.equal(await pile.getAttribute('aria-label'), 'Exile: 1 card, 1 you can cast, show them');
    assert.match((await pile.getAttribute('class'))!, /\busable\b/);
    await pile.click();
    const card = p.page.locator('crawl-table .row-exile crawl-card[data-id="100"]');
    assert.equal(await card.getAttribute('actionable'), '');
    await card.click();
    assert.match(await host.answer({ type: 'cast', card: 100 }), /^Cast Test Ogre \/\/ Test Toss/);
    assert.deepEqual(host.game.state.battlefield.filter((q) => q.card === 'Test Ogre // Test Toss').length, 1, 'the Ogre is on the battlefield');
    assert.deepEqual(host.game.state.you.exile, []);
  });

  it('does not mark it when the creature cannot be paid for', async () => {
    const host = new TableHost(p, game(2));
    await host.show();
    const pile = p.page.locator('crawl-table button.stat.exile');
    assert.equal(await pile.getAttribute('aria-label'), 'Exile: 1 card, show them');
    assert.doesNotMatch((await pile.getAttribute('class'))!, /\busable\b/);
  });
});
