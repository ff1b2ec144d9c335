import { strict as assert } from 'node:assert';
import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Playmat } from './harness/browser';
import { gameInEncounter, gameMessage, newGameMessage } from './harness/games';
import { browser, harness } from './harness/hooks';
import type { ThemeName } from './harness/themes';

const ROOT = join(__dirname, '..', '..');
const OUT = join(ROOT, 'artifacts', 'screenshots');
/** The picture the README shows; refreshed by `npm run screenshot`, never by a plain test run. */
const README_SHOT: ThemeName = 'dark';
const UPDATE_README_SHOT = process.env.CRAWL_UPDATE_SCREENSHOT === '1';

/**
 * Screenshots for people to look at (artifacts/screenshots/, git-ignored).
 * The assertions only check that each theme really paints differently.
 */
describe('screenshots', () => {
  // A crawl in mid-encounter: every marker and both kinds of hex on show.
  const game = gameInEncounter('screenshot', 30);

  before(() => mkdirSync(OUT, { recursive: true }));

  const backgrounds = new Map<ThemeName, string>();

  for (const theme of ['dark', 'light', 'high-contrast'] as ThemeName[]) {
    it(`playmat, ${theme}`, async () => {
      const p = await Playmat.open(browser(), harness(), { theme, width: 1280, height: 800 });
      try {
        await p.send(gameMessage(game, { fileName: 'my-crawl.crawl.json' }));
        await p.page.evaluate(() => document.fonts.ready);
        await p.settle(300);
        const file = join(OUT, `playmat-${theme}.png`);
        await p.page.screenshot({ path: file });
        assert.ok(statSync(file).size > 10_000);
        backgrounds.set(theme, await p.page.evaluate(() => getComputedStyle(document.body).backgroundColor));
        if (UPDATE_README_SHOT && theme === README_SHOT) copyFileSync(file, join(ROOT, 'media', 'screenshot.png'));
      } finally {
        await p.close();
      }
    });
  }

  it('new game form and invalid view, dark and light', async () => {
    for (const theme of ['dark', 'light'] as ThemeName[]) {
      const p = await Playmat.open(browser(), harness(), { theme, width: 900, height: 640 });
      try {
        await p.send(newGameMessage({ fileName: 'new.crawl.json', suggestedSeed: 'copper-heron-42' }));
        await p.settle(200);
        await p.page.screenshot({ path: join(OUT, `new-game-${theme}.png`) });
        await p.send({
          type: 'invalid',
          fileName: 'broken.crawl.json',
          problems: [
            { path: '/state/hexes/3/terrain', message: 'is "Desert"; expected one of "Plains", "Island", "Swamp", "Mountain", "Forest"' },
            { path: '/log/4/seq', message: 'is 9; entries are numbered from 1 without gaps, so it must be 5' },
          ],
        });
        await p.settle(200);
        await p.page.screenshot({ path: join(OUT, `invalid-${theme}.png`) });
      } finally {
        await p.close();
      }
    }
  });

  it('the three themes paint different backgrounds', () => {
    assert.equal(new Set(backgrounds.values()).size, 3, JSON.stringify([...backgrounds]));
  });
});
