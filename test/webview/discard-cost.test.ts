import { strict as assert } from 'node:assert';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Playmat } from './harness/browser';
import { readCard, tableGame } from './harness/games';
import { TableHost } from './harness/host';
import { playmatEachTest } from './harness/hooks';

/**
 * "As an additional cost to cast this spell, discard a card" on the playmat
 * in real Chromium: a click on the spell asks which card of the hand to
 * discard (even when one could pay), the cards that could are marked, and
 * a click on one casts the spell with it. The card is invented for the
 * test, its text read by the engine's reader as an imported card's would be.
 */
const GUESS = 'Test Wild Guess';
const OUT = join(__dirname, '..', '..', 'artifacts', 'screenshots');

const guess = () => readCard({ name: GUESS, manaCost: '{R}{R}', colours: ['R'], types: ['Sorcery'], subtypes: [] }, 'As an additional cost to cast this spell, discard a card.\nDraw two cards.');

describe('the table: a card discarded to cast a spell', () => {
  let p: Playmat;
  playmatEachTest((opened) => (p = opened));

  const card = (id: number) => p.page.locator(`crawl-table crawl-card[data-id="${id}"]`);

  it('a click on the spell asks which card to discard, marks the cards that could be, and a click on one casts it', async () => {
    const host = new TableHost(p, tableGame({ hand: [GUESS, 'Forest', 'Giant Growth'], mine: [{ card: 'Mountain' }, { card: 'Mountain' }], foes: ['Gray Ogre'], cards: [guess()] }));
    await host.show();
    await card(100).click();
    await host.nothingSent();
    const question = await p.text('crawl-table .prompt');
    assert.match(question, /^Cast Test Wild Guess: choose a card to discard Forest Giant Growth Cancel$/, 'the question, a button for each card that could be discarded, and Cancel');
    for (const id of [101, 102]) {
      assert.equal(await card(id).getAttribute('targetable'), '', `card #${id} may be chosen`);
      assert.match((await card(id).getAttribute('aria-description')) ?? (await card(id).getAttribute('aria-label')) ?? '', /./);
    }
    assert.equal(await card(100).getAttribute('targetable'), null, 'not the spell itself');
    mkdirSync(OUT, { recursive: true });
    for (const theme of ['dark', 'light', 'high-contrast'] as const) {
      await p.setTheme(theme);
      await p.settle(100);
      await p.page.screenshot({ path: join(OUT, `discard-cost-${theme}.png`) });
    }
    await card(102).click();
    const said = await host.answer({ type: 'cast', card: 100, discard: 102 });
    assert.match(said, /Discarded Giant Growth; cast Test Wild Guess/, said);
  });
});
