import { strict as assert } from 'node:assert';
import { newGame, type CrawlSave as SaveFile } from '../../src/engine';
import type { CardDef } from '../../src/engine/cards/card';
import { addImportedCards } from '../../src/engine/cards/pool';
import type { CardDefData } from '../../src/engine/cards/card-schema';
import { readRulesText } from '../../src/engine/import/oracle';
import { Playmat } from './harness/browser';
import { act } from './harness/games';
import { TableHost } from './harness/host';
import { playmatEachTest } from './harness/hooks';

/**
 * An ability used from the graveyard (the kind Magma Phoenix has), on the
 * playmat in real Chromium: the graveyard's count is marked when a card in
 * it can be used, and a click on the card there activates it. The card is
 * invented for the test, its text written here and read by the engine's
 * rules-text reader, as an imported card's would be.
 */
const PHOENIX = 'Test Cinder Phoenix';

function phoenix(): CardDef {
  const r = readRulesText(`Flying\n{3}{R}{R}: Return ${PHOENIX} from your graveyard to your hand.`, PHOENIX);
  assert.equal(r.unread, 0);
  return { name: PHOENIX, manaCost: '{3}{R}{R}', colours: ['R'], types: ['Creature'], subtypes: ['Phoenix'], power: 3, toughness: 3, keywords: [...r.keywords], abilities: r.abilities };
}

/** A main phase with five Mountains and the Phoenix in the graveyard. */
function game(mountains: number): SaveFile {
  const def = phoenix();
  addImportedCards([def]);
  const g = act(newGame('graveyard-table', { preparationRounds: 1, startColour: 'R', deck: 'red', cards: [def as CardDefData] }), { type: 'keep' });
  const s = structuredClone(g.state);
  let id = 100;
  s.you.hand = [];
  s.you.graveyard = [{ id: id++, card: PHOENIX }];
  s.battlefield = Array.from({ length: mountains }, () => ({ id: id++, card: 'Mountain', controller: 'you' as const, tapped: false, sick: false, damage: 0, counters: 0 }));
  s.phase = { type: 'turn', kind: 'preparation', step: 'main1', landPlayed: true, roundsLeft: 0 };
  s.counters.nextId = id;
  return { ...g, state: s };
}

describe('the table: an ability used from the graveyard', () => {
  let p: Playmat;
  playmatEachTest((opened) => (p = opened));

  it('marks the graveyard when a card there can be used, and a click on it there activates it', async () => {
    const host = new TableHost(p, game(5));
    await host.show();
    const pile = p.page.locator('crawl-table button.stat.grave');
    assert.match((await pile.getAttribute('aria-label'))!, /^Graveyard: 1 card, 1 with an ability you can use, show them$/);
    assert.match((await pile.getAttribute('class'))!, /\busable\b/);
    await pile.click();
    const card = p.page.locator('crawl-table .row-graveyard crawl-card[data-id="100"]');
    assert.equal(await card.getAttribute('actionable'), '');
    await card.click();
    assert.match(await host.answer({ type: 'activate', card: 100, ability: 0 }), new RegExp(`${PHOENIX}`));
    assert.deepEqual(host.game.state.you.hand.map((c) => c.card), [PHOENIX]);
  });

  it('does not mark it when the ability cannot be paid', async () => {
    const host = new TableHost(p, game(4));
    await host.show();
    const pile = p.page.locator('crawl-table button.stat.grave');
    assert.equal(await pile.getAttribute('aria-label'), 'Graveyard: 1 card, show them');
    assert.doesNotMatch((await pile.getAttribute('class'))!, /\busable\b/);
  });
});
