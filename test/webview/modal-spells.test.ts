import { strict as assert } from 'node:assert';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CrawlSave as SaveFile } from '../../src/engine';
import type { CardDef } from '../../src/engine/cards/card';
import type { CardDefData } from '../../src/engine/cards/card-schema';
import { readRulesText } from '../../src/engine/import/oracle';
import { Playmat } from './harness/browser';
import { tableGame } from './harness/games';
import { TableHost } from './harness/host';
import { playmatEachTest } from './harness/hooks';

/**
 * A modal spell ("Choose one —", CR 700.2) on the playmat in real Chromium:
 * a click on the card asks which mode, then that mode's target. The card is
 * invented for the test, its text written here and read by the engine's
 * rules-text reader, as an imported card's would be.
 */
const CHARM = 'Test Storm Charm';
const OUT = join(__dirname, '..', '..', 'artifacts', 'screenshots');

function charm(): CardDef {
  const r = readRulesText('Choose one —\n• Test Storm Charm deals 3 damage to target creature.\n• You gain 4 life.', CHARM, { types: ['Instant'] });
  assert.equal(r.unread, 0);
  return { name: CHARM, manaCost: '{1}{R}', colours: ['R'], types: ['Instant'], subtypes: [], keywords: [], abilities: r.abilities };
}

/** An encounter's main phase: the Charm in hand, two Mountains, a Giant Spider to aim at. */
function game(): SaveFile {
  return tableGame({ hand: [CHARM], mine: [{ card: 'Mountain' }, { card: 'Mountain' }], foes: ['Giant Spider'], life: 10, cards: [charm() as CardDefData] });
}

describe('the table: a modal spell', () => {
  let p: Playmat;
  playmatEachTest((opened) => (p = opened));

  const card = (id: number) => p.page.locator(`crawl-table crawl-card[data-id="${id}"]`);
  const choices = () => p.page.locator('crawl-table .prompt .choice');

  it('a click asks which mode, each named by what it does; the mode without a target is cast at once', async () => {
    const host = new TableHost(p, game());
    await host.show();
    assert.equal(await card(100).getAttribute('title'), 'Cast Test Storm Charm (deals 3 damage to target creature) on Giant Spider, or Cast Test Storm Charm (you gain 4 life).');
    await card(100).click();
    await host.nothingSent();
    assert.deepEqual(
      (await choices().allTextContents()).map((t) => t.trim()),
      // A mode with one legal target is named with it, as any single choice is.
      ['Cast Test Storm Charm (deals 3 damage to target creature) on Giant Spider', 'Cast Test Storm Charm (you gain 4 life)'],
    );
    // The menu in each theme, to look at (artifacts/screenshots/modal-spell-*.png).
    mkdirSync(OUT, { recursive: true });
    for (const theme of ['dark', 'light', 'high-contrast'] as const) {
      await p.setTheme(theme);
      await p.settle(100);
      await p.page.screenshot({ path: join(OUT, `modal-spell-${theme}.png`) });
    }
    await choices().filter({ hasText: 'you gain 4 life' }).click();
    assert.match(await host.answer({ type: 'cast', card: 100, mode: 1 }), /^Cast Test Storm Charm \(choosing: you gain 4 life\) \(tapped Mountain ×2\); gained 4 life \(14\)$/);
    assert.equal(host.game.state.you.life, 14);
  });

  it('the mode with a target then asks for it, by click on the board', async () => {
    const host = new TableHost(p, game());
    await host.show();
    await card(100).click();
    await choices().filter({ hasText: 'deals 3 damage' }).click();
    await host.nothingSent();
    assert.equal(await card(103).getAttribute('targetable'), '');
    await card(103).click();
    assert.match(await host.answer({ type: 'cast', card: 100, mode: 0, target: 103 }), /^Cast Test Storm Charm \(choosing: deals 3 damage to target creature\) targeting Giant Spider/);
  });
});
