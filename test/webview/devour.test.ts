import { strict as assert } from 'node:assert';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { takeAction, type CrawlSave } from '../../src/engine';
import type { CardDef } from '../../src/engine/cards/card';
import type { CardDefData } from '../../src/engine/cards/card-schema';
import { readRulesText } from '../../src/engine/import/oracle';
import { Playmat } from './harness/browser';
import { tableGame } from './harness/games';
import { TableHost } from './harness/host';
import { playmatEachTest } from './harness/hooks';

/**
 * Devour (CR 702.82a) on the playmat in real Chromium: as the creature
 * enters, the question line offers each other creature of yours to eat
 * (one button each, with the counters it gives) and stopping. The card is
 * invented for the test, its text read by the engine's rules-text reader as
 * an imported card's would be.
 */
const DRAKE = 'Test Hungry Drake';
const OUT = join(__dirname, '..', '..', 'artifacts', 'screenshots');

function drake(): CardDefData {
  const r = readRulesText('Flying\nDevour 2', DRAKE, { types: ['Creature'] });
  assert.equal(r.unread, 0);
  const def: CardDef = { name: DRAKE, manaCost: '{R}', colours: ['R'], types: ['Creature'], subtypes: ['Dragon'], power: 3, toughness: 3, keywords: r.keywords, abilities: r.abilities };
  return def as CardDefData;
}

describe('the table: devour', () => {
  let p: Playmat;
  playmatEachTest((opened) => (p = opened));

  it('the question line offers each creature to eat and stopping; a click eats one, and the Drake gets its counters', async () => {
    const start = tableGame({ hand: [DRAKE], mine: [{ card: 'Mountain' }, { card: 'Llanowar Elves' }, { card: 'Grizzly Bears' }], foes: ['Gray Ogre'], cards: [drake()] });
    const taken = takeAction(start, { type: 'cast', card: 100 });
    assert.ok(taken.ok, taken.ok ? '' : taken.error.message);
    const host = new TableHost(p, taken.game as CrawlSave);
    await host.show();
    const prompt = p.page.locator('crawl-table .prompt');
    assert.match((await prompt.locator('.text').first().textContent()) ?? '', /Test Hungry Drake devours: sacrifice another creature you control for 2 \+1\/\+1 counters on it, or stop\./);
    const choices = (await prompt.locator('vscode-button.choice').allTextContents()).map((t) => t.trim());
    assert.deepEqual(choices, ['Devour Llanowar Elves (+2 counters on Test Hungry Drake)', 'Devour Grizzly Bears (+2 counters on Test Hungry Drake)', 'Done devouring (Test Hungry Drake eats nothing)']);
    mkdirSync(OUT, { recursive: true });
    for (const theme of ['dark', 'light', 'high-contrast'] as const) {
      await p.setTheme(theme);
      await p.settle(100);
      await p.page.screenshot({ path: join(OUT, `devour-${theme}.png`) });
    }
    await prompt.locator('vscode-button.choice', { hasText: 'Devour Llanowar Elves' }).click();
    assert.match(await host.answer({ type: 'choose', target: 102 }), /Test Hungry Drake devoured Llanowar Elves \(\+2 counters\)/i);
    assert.equal(host.game.state.battlefield.find((q) => q.id === 100)?.counters, 2);
    await prompt.locator('vscode-button.choice', { hasText: 'Done devouring' }).click();
    await host.answer({ type: 'cancel' });
    assert.equal(host.game.state.prompt, null);
    assert.ok(host.game.state.battlefield.some((q) => q.card === 'Grizzly Bears'), 'the Bears were kept');
  });
});
