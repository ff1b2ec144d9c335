import { strict as assert } from 'node:assert';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { newSave, readSave, writeSave } from '../../src/engine';
import type { MayhemSetup } from '../../src/engine/variants/mayhem';
import { Playmat } from './harness/browser';
import { choose, hostSetup, variantForm } from './harness/forms';
import { browser, harness } from './harness/hooks';
import type { ThemeName } from './harness/themes';

const OUT = join(process.cwd(), 'artifacts', 'screenshots');

const mayhemForm = (p: Playmat, seed = 'x'): Promise<Locator> => variantForm(p, 'Magic and Mayhem', 'dungeon.crawl.json', seed);

describe('the new-game form: Magic and Mayhem', () => {
  let p: Playmat;
  beforeEach(async () => {
    p = await Playmat.open(browser(), harness());
  });
  afterEach(async () => {
    assert.deepEqual(p.problems, [], 'no console errors');
    await p.close();
  });

  it('has no decks and no opponent: its fields are the mode, the party, the players here, the tiles and the readings; Start posts them', async () => {
    const f = await mayhemForm(p, 'deep-1');
    assert.equal(await p.text('crawl-new-game-form h1'), 'New Magic and Mayhem game');
    assert.equal(await f.locator('vscode-single-select#opponent').count(), 0);
    assert.equal(await f.locator('crawl-deck-choice').count(), 0);
    const fields = f.locator('crawl-seats-fields');
    for (const id of ['heroes', 'humans', 'tiles', 'hourglass']) assert.equal(await fields.locator(`vscode-textfield#${id}`).count(), 1, id);
    assert.equal(await fields.locator('vscode-single-select#mode').count(), 1, 'mode');
    for (const id of ['encountersRefresh', 'roundUp', 'killingBlow']) assert.equal(await fields.locator(`vscode-checkbox#${id}`).count(), 1, id);
    assert.equal(await p.text('crawl-new-game-form #start-summary'), 'Cooperative · 4 heroes (1 played here) · 12 tiles');
    await fields.locator('vscode-textfield#heroes input').fill('3');
    await fields.locator('vscode-textfield#tiles input').fill('15');
    await fields.locator('vscode-checkbox#roundUp').click();
    await p.settle();
    assert.equal(await p.text('crawl-new-game-form #start-summary'), 'Cooperative · 3 heroes (1 played here) · 15 tiles');
    await f.locator('vscode-button#start').click();
    await p.settle();
    const [start] = await p.intents();
    assert.deepEqual(start, { type: 'startGame', variant: 'mayhem', seed: 'deep-1', options: { mode: 'cooperative', heroes: 3, humans: 1, tiles: 15, hourglass: 60, encountersRefresh: false, roundUp: true, killingBlow: false }, version: 0 });
    const setup = hostSetup<MayhemSetup>('mayhem', 'deep-1', (start as { options: unknown }).options);
    assert.equal(setup.seats.length, 3);
    assert.ok(readSave(writeSave(newSave(setup))).ok);
  });

  it('mayhem.competitive.teams: the mode "Competitive: two teams" starts a competitive game', async () => {
    const f = await mayhemForm(p, 'rivals');
    await choose(f.locator('crawl-seats-fields'), 'mode', 'Competitive: two teams');
    await p.settle();
    assert.equal(await p.text('crawl-new-game-form #start-summary'), 'Competitive: two teams · 4 heroes (1 played here) · 12 tiles');
    await f.locator('vscode-button#start').click();
    await p.settle();
    const [start] = await p.intents();
    const setup = hostSetup<MayhemSetup>('mayhem', 'rivals', (start as { options: unknown }).options);
    assert.equal(setup.mode, 'competitive');
    assert.ok(readSave(writeSave(newSave(setup))).ok);
  });

  it('mayhem.module: the mode "Narrative module: The Frostweb Rescue" starts the module, its tiles its own (the tiles field off, and out of the summary)', async () => {
    const f = await mayhemForm(p, 'rescue');
    // A number out of range in the tiles field does not hold a module back: its tiles are not used.
    await f.locator('crawl-seats-fields vscode-textfield#tiles input').fill('4');
    await choose(f.locator('crawl-seats-fields'), 'mode', /The Frostweb Rescue/);
    await p.settle();
    assert.equal(await p.text('crawl-new-game-form #start-summary'), 'Narrative module: The Frostweb Rescue · 4 heroes (1 played here)');
    assert.equal(await f.locator('crawl-seats-fields vscode-textfield#tiles').evaluate((t) => (t as HTMLElement & { disabled: boolean }).disabled), true);
    await f.locator('vscode-button#start').click();
    await p.settle();
    const [start] = await p.intents();
    const setup = hostSetup<MayhemSetup>('mayhem', 'rescue', (start as { options: unknown }).options);
    assert.equal(setup.mode, 'module');
    assert.equal(setup.module, 'the-frostweb-rescue');
    assert.equal(setup.options.tiles, 9);
    assert.ok(readSave(writeSave(newSave(setup))).ok);
  });

  it('a number out of range keeps Start disabled and says why', async () => {
    const f = await mayhemForm(p);
    await f.locator('crawl-seats-fields vscode-textfield#tiles input').fill('4');
    await p.settle();
    assert.match(await p.text('crawl-new-game-form #start-summary'), /^Dungeon tiles is a whole number from 9 to \d+\.$/);
    assert.equal(await f.locator('vscode-button#start').evaluate((b) => (b as HTMLElement & { disabled: boolean }).disabled), true);
  });

  for (const theme of ['dark', 'light', 'high-contrast'] as ThemeName[]) {
    it(`drawn, ${theme} (artifacts/screenshots/new-game-mayhem-${theme}.png)`, async () => {
      const shot = await Playmat.open(browser(), harness(), { theme, width: 800, height: 900 });
      try {
        await mayhemForm(shot);
        await shot.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await shot.settle(200);
        mkdirSync(OUT, { recursive: true });
        await shot.page.screenshot({ path: join(OUT, `new-game-mayhem-${theme}.png`), fullPage: true });
        assert.deepEqual(shot.problems, []);
      } finally {
        await shot.close();
      }
    });
  }
});
