import { strict as assert } from 'node:assert';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Playmat } from './harness/browser';
import { readCard, tableGame } from './harness/games';
import { TableHost } from './harness/host';
import { playmatEachTest } from './harness/hooks';

/**
 * Morph (CR 702.37) on the playmat in real Chromium: a click on a card
 * with morph offers casting it as itself or face down; face down it is a
 * nameless 2/2 that says which card it is (to you, its controller); a
 * click on it turns it face up for its morph cost. The card is invented
 * for the test, its text read by the engine's rules-text reader as an
 * imported card's would be.
 */
const ANGEL = 'Test Dawn Angel';
const RIDER = 'Test Dust Rider';
const OUT = join(__dirname, '..', '..', 'artifacts', 'screenshots');

const angel = () => readCard({ name: ANGEL, manaCost: '{4}{W}{W}', colours: ['W'], types: ['Creature'], subtypes: ['Angel'], power: 4, toughness: 5 }, 'Flying\nMorph {2}{W}{W}');
const rider = () => readCard({ name: RIDER, manaCost: '{2}{R}{R}', colours: ['R'], types: ['Creature'], subtypes: ['Orc'], power: 4, toughness: 1 }, 'Dash {1}{R}');

describe('the table: morph', () => {
  let p: Playmat;
  playmatEachTest((opened) => (p = opened));

  const card = (id: number) => p.page.locator(`crawl-table crawl-card[data-id="${id}"]`);
  const choices = () => p.page.locator('crawl-table .prompt .choice');

  it('a click offers the card as itself or face down; face down it is a 2/2 that says what it is; a click turns it face up', async () => {
    const plains = Array.from({ length: 7 }, () => ({ card: 'Plains' }));
    const host = new TableHost(p, tableGame({ hand: [ANGEL], mine: plains, foes: ['Gray Ogre'], cards: [angel()] }));
    await host.show();
    await card(100).click();
    await host.nothingSent();
    // Mana symbols are drawn, each with its words for screen readers ("3 generic mana").
    const offered = (await choices().allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
    assert.equal(offered.length, 2, offered.join(' | '));
    assert.equal(offered[0], `Cast ${ANGEL}`);
    assert.match(offered[1]!, /^Cast Test Dawn Angel face down \(a 2\/2 creature for 3 generic mana.*; morph 2 generic mana.*white mana.*white mana.*\)$/);
    await choices().filter({ hasText: 'face down' }).click();
    assert.match(await host.answer({ type: 'cast', card: 100, faceDown: true }), /^Cast a face-down creature \(tapped Plains ×3\)/);

    const down = card(100);
    await down.waitFor();
    const label = (await down.getAttribute('aria-label')) ?? '';
    assert.match(label, /Face-down creature/, label);
    assert.match(label, /2\/2/, 'a 2/2');
    assert.doesNotMatch(label, /flying/i, 'with no flying');
    assert.match(label, /Test Dawn Angel, face down \(morph \{2\}\{W\}\{W\}\)/, 'the card it is, to its controller');
    assert.equal(await down.getAttribute('title'), `Turn ${ANGEL} face up for 2 W W.`, 'the click turns it face up');
    mkdirSync(OUT, { recursive: true });
    for (const theme of ['dark', 'light', 'high-contrast'] as const) {
      await p.setTheme(theme);
      await p.settle(100);
      await p.page.screenshot({ path: join(OUT, `morph-${theme}.png`) });
    }

    await down.click();
    assert.match(await host.answer({ type: 'activate', card: 100, ability: 0 }), /^Turned Test Dawn Angel face up for \{2\}\{W\}\{W\} \(tapped Plains ×4\)/);
    const up = (await card(100).getAttribute('aria-label')) ?? '';
    assert.match(up, /Test Dawn Angel/);
    assert.match(up, /4\/5/);
    assert.match(up, /flying/i);
    assert.doesNotMatch(up, /face down/);
  });

  it('dash: a click offers the card to stay or for its dash cost; dashed, it says it goes back to your hand at the end step', async () => {
    const mountains = Array.from({ length: 4 }, () => ({ card: 'Mountain' }));
    const host = new TableHost(p, tableGame({ hand: [RIDER], mine: mountains, foes: ['Gray Ogre'], cards: [rider()] }));
    await host.show();
    await card(100).click();
    await host.nothingSent();
    const offered = (await choices().allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
    assert.equal(offered.length, 2, offered.join(' | '));
    assert.equal(offered[0], `Cast ${RIDER}`);
    assert.match(offered[1]!, /^Cast Test Dust Rider for its dash cost 1 generic mana.*red mana.* \(with haste; back to your hand at the next end step\)$/);
    await choices().filter({ hasText: 'dash cost' }).click();
    assert.match(await host.answer({ type: 'cast', card: 100, dash: true }), /^Cast Test Dust Rider for its dash cost \{1\}\{R\}/);
    const dashed = card(100);
    await dashed.waitFor();
    const label = (await dashed.getAttribute('aria-label')) ?? '';
    assert.match(label, /haste/i, label);
    assert.match(label, /returned to its owner's hand at the beginning of the next end step/, label);
    for (const theme of ['dark', 'light', 'high-contrast'] as const) {
      await p.setTheme(theme);
      await p.settle(100);
      await p.page.screenshot({ path: join(OUT, `dash-${theme}.png`) });
    }
  });
});
