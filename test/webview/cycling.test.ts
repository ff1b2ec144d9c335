import { strict as assert } from 'node:assert';
import type { CrawlSave as SaveFile } from '../../src/engine';
import type { CardDef } from '../../src/engine/cards/card';
import type { CardDefData } from '../../src/engine/cards/card-schema';
import { readRulesText } from '../../src/engine/import/oracle';
import { Playmat } from './harness/browser';
import { tableGame } from './harness/games';
import { TableHost } from './harness/host';
import { playmatEachTest } from './harness/hooks';

/**
 * Cycling on the playmat in real Chromium: a card in hand whose ability
 * works from there. The card is invented for the test, its text written
 * here and read by the engine's rules-text reader, as an imported card's
 * would be.
 */
const BEAST = 'Test Cycling Beast';

function beast(): CardDef {
  const r = readRulesText('Trample\nCycling {2} ({2}, Discard this card: Draw a card.)', BEAST);
  assert.equal(r.unread, 0);
  return { name: BEAST, manaCost: '{5}{G}', colours: ['G'], types: ['Creature'], subtypes: ['Beast'], power: 5, toughness: 5, keywords: [...r.keywords], abilities: r.abilities };
}

/** A main phase with the Beast in hand and `forests` Forests untapped. */
function game(forests: number): SaveFile {
  return tableGame({ hand: [BEAST], mine: Array.from({ length: forests }, () => ({ card: 'Forest' })), cards: [beast() as CardDefData] });
}

describe('the table: cycling a card from the hand', () => {
  let p: Playmat;
  playmatEachTest((opened) => (p = opened));

  const card = () => p.page.locator(`crawl-table .hand-zone crawl-card[data-id="100"]`);

  it('a card you cannot cast but can cycle is marked, and a click cycles it: discarded, a card drawn', async () => {
    const host = new TableHost(p, game(2));
    await host.show();
    assert.equal(await card().getAttribute('actionable'), '');
    await card().click();
    assert.match(await host.answer({ type: 'activate', card: 100, ability: 0 }), /Activated Test Cycling Beast \(tapped Forest ×2\); discarded Test Cycling Beast; drew /);
    assert.deepEqual(host.game.state.you.graveyard.map((c) => c.card), [BEAST]);
    assert.equal(host.game.state.you.hand.length, 1);
  });

  it('with the mana for both, a click asks which: cast it or cycle it', async () => {
    const host = new TableHost(p, game(6));
    await host.show();
    await card().click();
    await host.nothingSent();
    const items = await p.page.locator('crawl-table .prompt .choice').allTextContents();
    assert.equal(items.length, 2, JSON.stringify(items));
    assert.ok(items.some((i) => /^Cast Test Cycling Beast/i.test(i.trim())) && items.some((i) => /^Cycle Test Cycling Beast \(.*: discard it, draw a card\)$/.test(i.trim())), JSON.stringify(items));
    await p.page.locator('crawl-table .prompt .choice', { hasText: /Cycle/i }).click();
    assert.match(await host.answer({ type: 'activate', card: 100, ability: 0 }), /discarded Test Cycling Beast/);
  });
});
