import { strict as assert } from 'node:assert';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { newGame, type CrawlSave as SaveFile } from '../../src/engine';
import { Playmat } from './harness/browser';
import { act } from './harness/games';
import { TableHost } from './harness/host';
import { browser, harness } from './harness/hooks';

/**
 * Landless on the playmat, in real Chromium: a card in hand is played as a
 * land by a click and by the keyboard (Enter on the card, then the menu when
 * it could also be cast), and the land it became shows the card it was.
 */
const OUT = join(__dirname, '..', '..', 'artifacts', 'screenshots');

/** A Landless game after the keep: a preparation round, main phase, no land yet. */
function landlessGame(hand: readonly string[], mine: readonly { card: string; original: string }[] = []): SaveFile {
  const game = act(newGame('landless-table', { landless: true, preparationRounds: 1, startColour: 'G', deck: 'green' }), { type: 'keep' });
  const s = structuredClone(game.state);
  let id = 100;
  s.you.hand = hand.map((card) => ({ id: id++, card }));
  s.battlefield = mine.map((p) => ({ id: id++, card: p.card, original: p.original, controller: 'you' as const, tapped: false, sick: false, damage: 0, counters: 0 }));
  s.phase = { type: 'turn', kind: 'preparation', step: 'main1', landPlayed: false, roundsLeft: 0 };
  s.counters.nextId = id;
  return { ...game, state: s };
}

describe('the table: Landless', () => {
  let p: Playmat;
  let host: TableHost;
  const card = (id: number) => p.page.locator(`crawl-table crawl-card[data-id="${id}"]`);
  const prompt = () => p.text('crawl-table .prompt');

  beforeEach(async () => {
    p = await Playmat.open(browser(), harness(), { width: 1280, height: 800 });
  });
  afterEach(async () => {
    assert.deepEqual(p.problems, [], 'no console errors');
    assert.deepEqual(await p.violations(), [], 'no CSP violations');
    await p.close();
  });

  it('a click plays a card you cannot cast as a land, and the land shows the card it was', async () => {
    host = new TableHost(p, landlessGame(['Craw Wurm', 'Giant Growth']));
    await host.show();
    const wurm = 100;
    assert.equal(await card(wurm).getAttribute('actionable'), '', 'the Wurm can be played as a land');
    assert.match((await card(wurm).getAttribute('title'))!, /Play Craw Wurm as a Forest/);
    await card(wurm).click();
    assert.equal(await host.answer({ type: 'playAsLand', card: wurm }), 'Played Craw Wurm as a Forest');
    // It lies among your lands as a Forest, and says what it was.
    const land = p.page.locator(`crawl-table .row-lands crawl-card[data-id="${wurm}"]`);
    assert.equal(await land.count(), 1);
    assert.equal(await land.locator('.card').first().getAttribute('data-name'), 'Forest');
    assert.match((await land.getAttribute('aria-label'))!, /^Forest, .*Craw Wurm, played as a Forest/);
    assert.match(await land.locator('.chip.original').first().getAttribute('title') ?? '', /Craw Wurm, played as a Forest/);
    // One land a turn: Giant Growth is not offered as a land now.
    assert.equal(await card(101).getAttribute('actionable'), null);
    mkdirSync(OUT, { recursive: true });
    await land.hover();
    await p.settle(400);
    await p.page.screenshot({ path: join(OUT, 'landless-played.png') });
  });

  it('by keyboard: Enter on a card you could also cast offers Cast or Play as a land, and Enter chooses', async () => {
    host = new TableHost(p, landlessGame(['Llanowar Elves'], [{ card: 'Forest', original: 'Grizzly Bears' }]));
    await host.show();
    const elves = 100;
    await card(elves).focus();
    await p.page.keyboard.press('Enter');
    await host.nothingSent();
    assert.match(await prompt(), /Llanowar Elves:\s*Play Llanowar Elves as a Forest\s*Cast Llanowar Elves\s*Cancel/);
    mkdirSync(OUT, { recursive: true });
    await p.page.screenshot({ path: join(OUT, 'landless-menu.png') });
    const choice = p.page.locator('crawl-table .prompt .choice', { hasText: 'Play Llanowar Elves as a Forest' });
    await choice.focus();
    await p.page.keyboard.press('Enter');
    assert.equal(await host.answer({ type: 'playAsLand', card: elves }), 'Played Llanowar Elves as a Forest');
    assert.equal(await p.page.locator('crawl-table .row-lands crawl-card').count(), 2);
  });
});
