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
 * Madness (CR 702.35a) on the playmat in real Chromium: a card with madness
 * discarded to hand size is exiled, and the question line asks to cast it
 * for its madness cost (one button per target) or put it into the
 * graveyard. The card is invented for the test, its text read by the
 * engine's rules-text reader as an imported card's would be.
 */
const TEMPER = 'Test Fiery Temper';
const OUT = join(__dirname, '..', '..', 'artifacts', 'screenshots');

function temper(): CardDefData {
  const r = readRulesText(`${TEMPER} deals 3 damage to any target.\nMadness {R}`, TEMPER, { types: ['Instant'] });
  assert.equal(r.unread, 0);
  const def: CardDef = { name: TEMPER, manaCost: '{1}{R}{R}', colours: ['R'], types: ['Instant'], subtypes: [], keywords: [], abilities: r.abilities };
  return def as CardDefData;
}

/** The end of your turn with eight cards in hand: the Temper (#100) discarded, its madness asks. */
function asked(): CrawlSave {
  let game: CrawlSave = tableGame({ hand: [TEMPER, ...Array<string>(7).fill('Island')], mine: [{ card: 'Mountain' }], foes: ['Llanowar Elves'], step: 'main2', cards: [temper()] });
  for (const action of [{ type: 'endTurn' }, { type: 'discard', card: 100 }] as const) {
    const taken = takeAction(game, action);
    assert.ok(taken.ok, taken.ok ? '' : taken.error.message);
    game = taken.game as CrawlSave;
  }
  assert.equal(game.state.prompt?.type, 'madness');
  return game;
}

describe('the table: madness', () => {
  let p: Playmat;
  playmatEachTest((opened) => (p = opened));

  it('the question line offers the cast for its madness cost at each target, and not casting it; a click casts it', async () => {
    const host = new TableHost(p, asked());
    await host.show();
    const prompt = p.page.locator('crawl-table .prompt');
    assert.match((await prompt.locator('.text').first().textContent()) ?? '', /Test Fiery Temper was discarded into exile \(madness\): cast it for \{R\}/);
    const choices = (await prompt.locator('vscode-button.choice').allTextContents()).map((t) => t.trim());
    assert.ok(choices.includes('Cast Test Fiery Temper for its madness cost {R} on Llanowar Elves'), choices.join(' | '));
    assert.ok(choices.includes('Put Test Fiery Temper into your graveyard (not cast)'), choices.join(' | '));
    assert.ok(choices.every((c) => /^Cast Test Fiery Temper for its madness cost \{R\}|^Put Test Fiery Temper/.test(c)), 'nothing but the answers');
    // The question, in each theme, to look at (artifacts/screenshots/madness-*.png).
    mkdirSync(OUT, { recursive: true });
    for (const theme of ['dark', 'light', 'high-contrast'] as const) {
      await p.setTheme(theme);
      await p.settle(100);
      await p.page.screenshot({ path: join(OUT, `madness-${theme}.png`) });
    }
    const elves = host.game.state.battlefield.find((q) => q.card === 'Llanowar Elves')!.id;
    await prompt.locator('vscode-button.choice', { hasText: 'on Llanowar Elves' }).click();
    assert.match(await host.answer({ type: 'cast', card: 100, target: elves }), /cast Test Fiery Temper for its madness cost \{R\} targeting Llanowar Elves/i);
    assert.ok(!host.game.state.battlefield.some((q) => q.card === 'Llanowar Elves'), 'the Elves are gone');
    assert.equal(await p.page.locator('crawl-table .prompt vscode-button.choice').count(), 0, 'the question is answered');
  });

  it('"Put into your graveyard" declines it', async () => {
    const host = new TableHost(p, asked());
    await host.show();
    await p.page.locator('crawl-table .prompt vscode-button.choice', { hasText: 'into your graveyard' }).click();
    assert.match(await host.answer({ type: 'cancel' }), /put Test Fiery Temper into your graveyard \(not cast for its madness cost\)/i);
    assert.ok(host.game.state.you.graveyard.some((c) => c.card === TEMPER));
  });
});
