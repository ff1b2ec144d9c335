import { strict as assert } from 'node:assert';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CardDef } from '../../src/engine/cards/card';
import type { CardDefData } from '../../src/engine/cards/card-schema';
import { readRulesText } from '../../src/engine/import/oracle';
import { Playmat } from './harness/browser';
import { tableGame } from './harness/games';
import { TableHost } from './harness/host';
import { playmatEachTest } from './harness/hooks';

/**
 * Unearth (CR 702.84a) on the playmat in real Chromium: the card in the
 * graveyard is marked, a click on it there brings it back, and it attacks
 * that turn. The card is invented for the test, its text read by the
 * engine's rules-text reader as an imported card's would be.
 */
const RAIDER = 'Test Ash Raider';
const OUT = join(__dirname, '..', '..', 'artifacts', 'screenshots');

function raider(): CardDefData {
  const r = readRulesText('Unearth {R}', RAIDER, { types: ['Creature'] });
  assert.equal(r.unread, 0);
  const def: CardDef = { name: RAIDER, manaCost: '{1}{R}', colours: ['R'], types: ['Creature'], subtypes: ['Skeleton'], power: 3, toughness: 2, keywords: [], abilities: r.abilities };
  return def as CardDefData;
}

describe('the table: unearth from the graveyard', () => {
  let p: Playmat;
  playmatEachTest((opened) => (p = opened));

  it('a click on the card in the graveyard unearths it: on the battlefield with haste, to be exiled at the end step', async () => {
    const game = tableGame({ hand: [], mine: [{ card: 'Mountain' }], foes: ['Llanowar Elves'], cards: [raider()] });
    const s = structuredClone(game.state);
    s.you.graveyard = [{ id: 150, card: RAIDER }];
    s.counters.nextId = 151;
    const host = new TableHost(p, { ...game, state: s });
    await host.show();
    const pile = p.page.locator('crawl-table button.stat.grave');
    assert.match((await pile.getAttribute('aria-label'))!, /1 with an ability you can use/);
    await pile.click();
    const card = p.page.locator('crawl-table .row-graveyard crawl-card[data-id="150"]');
    assert.match((await card.getAttribute('aria-description')) ?? '', /^Unearth R \(R: return Test Ash Raider from your graveyard to the battlefield\. It gains haste\./, 'the card reads its unearth');
    await card.click();
    assert.match(await host.answer({ type: 'activate', card: 150, ability: 0 }), /Test Ash Raider will be exiled at the beginning of the next end step/);
    const onBoard = p.page.locator('crawl-table crawl-card[data-id="150"]');
    await onBoard.waitFor();
    const label = (await onBoard.getAttribute('aria-label')) ?? '';
    assert.match(label, /haste/i, 'it has haste on the battlefield');
    assert.match(label, /exiled at the beginning of the next end step \(unearth\)/, 'the card says it will be exiled');
    assert.ok(await onBoard.locator('.chip.end-step').first().isVisible(), 'and shows it');
    assert.ok(host.game.state.battlefield.some((q) => q.id === 150 && q.unearthed));
    // The board with the Raider back, in each theme, to look at (artifacts/screenshots/unearth-*.png).
    mkdirSync(OUT, { recursive: true });
    for (const theme of ['dark', 'light', 'high-contrast'] as const) {
      await p.setTheme(theme);
      await p.settle(100);
      await p.page.screenshot({ path: join(OUT, `unearth-${theme}.png`) });
    }
  });
});
