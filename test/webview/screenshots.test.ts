import { strict as assert } from 'node:assert';
import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Playmat } from './harness/browser';
import { act, encounterScene, gameInEncounter, gameMessage, newGameMessage, playedGame, tableGame } from './harness/games';
import { browser, harness } from './harness/hooks';
import type { ThemeName } from './harness/themes';
import { resolveDeckText } from '../../src/extension/card-library';
import { deckImportView } from '../../src/extension/deck-import-view';
import { GameHistory } from '../../src/engine/save/history';
import type { HostMessage } from '../../src/protocol/messages';
import { squareGridMessage } from './harness/square-grid';

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
  // Travelling after a few fights: both kinds of hex on show, the cards in their strip.
  const travelling = playedGame('screenshot', 8);
  // In mid-encounter: the Giant Spider attacks, a Centaur Courser blocks it.
  const fighting = encounterScene();

  before(() => mkdirSync(OUT, { recursive: true }));

  const backgrounds = new Map<ThemeName, string>();

  /** Draws a game (or any host message) in a theme and saves the picture. */
  const shoot = async (theme: ThemeName, name: string, game: typeof fighting | HostMessage, size = { width: 1280, height: 800 }) => {
    const p = await Playmat.open(browser(), harness(), { theme, ...size });
    try {
      await p.send('type' in game ? game : gameMessage(game, { fileName: 'my-crawl.crawl.json' }));
      await p.page.evaluate(() => document.fonts.ready);
      // Nothing hovered or focused: no card's details open over the table.
      await p.page.mouse.move(size.width - 5, size.height - 5);
      await p.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await p.settle(300);
      const file = join(OUT, `${name}.png`);
      await p.page.screenshot({ path: file });
      assert.ok(statSync(file).size > 10_000);
      assert.deepEqual(p.problems, []);
      return { p: undefined, file, background: await p.page.evaluate(() => getComputedStyle(document.body).backgroundColor) };
    } finally {
      await p.close();
    }
  };

  for (const theme of ['dark', 'light', 'high-contrast'] as ThemeName[]) {
    it(`the table mid-encounter, ${theme}`, async () => {
      const { file, background } = await shoot(theme, `table-${theme}`, fighting);
      backgrounds.set(theme, background);
      if (UPDATE_README_SHOT && theme === README_SHOT) copyFileSync(file, join(ROOT, 'media', 'screenshot.png'));
    });

    it(`the map while travelling, ${theme}`, async () => {
      await shoot(theme, `playmat-${theme}`, travelling);
    });
  }

  // Hard, with every Expanding option: the foes' enchantment, a rolled keyword, nonbasic lands on the map.
  const expanded = () =>
    gameInEncounter('expanded', 4, {
      keywordRoll: true,
      extraFoes: true,
      weakening: 'Pall of the Crawl',
      expansions: { multicolourLands: ['Tundra', 'Badlands', 'Taiga'], colourlessLands: ['Gargoyle Castle'], encounterSpells: ['Lightning Bolt', 'Doom Blade'], replaceDefeated: true },
      life: 100,
    });
  for (const theme of ['dark', 'light', 'high-contrast'] as ThemeName[]) {
    it(`every Expanding option and Hard's, mid-encounter, ${theme}`, async () => {
      const game = expanded();
      assert.ok(game.state.battlefield.some((p) => p.card === 'Pall of the Crawl'));
      await shoot(theme, `expanded-${theme}`, game);
    });
  }

  for (const theme of ['dark', 'light', 'high-contrast'] as ThemeName[]) {
    it(`the replay, stepped back into an earlier fight, ${theme}`, async () => {
      const history = new GameHistory(travelling);
      // The last step that was mid-encounter: the table, the map and the bar all show the past.
      let step = travelling.log.length - 1;
      while (step > 0 && !history.at(step).state.encounter) step--;
      const past = gameMessage(history.at(step), { fileName: 'my-crawl.crawl.json', legal: [], replay: { step, total: travelling.log.length } });
      await shoot(theme, `replay-${theme}`, past);
    });
  }

  it('the table at a narrow 900 px, dark', async () => {
    await shoot('dark', 'table-narrow-dark', fighting, { width: 900, height: 800 });
  });

  it('a narrow editor (600 px): table, map and panel one above the other', async () => {
    await shoot('dark', 'table-600-dark', fighting, { width: 600, height: 900 });
  });

  it('game over: a defeat, dark', async () => {
    const lost = act(tableGame({ hand: ['Lightning Bolt'], mine: [{ card: 'Mountain' }, { card: 'Grizzly Bears' }], foes: ['Giant Spider'], life: 3 }), {
      type: 'cast',
      card: 100,
      target: 'you',
    });
    await shoot('dark', 'defeat-dark', lost);
  });

  it('the table in high contrast light', async () => {
    await shoot('high-contrast-light', 'table-high-contrast-light', fighting);
  });

  for (const theme of ['dark', 'light', 'high-contrast'] as ThemeName[]) {
    it(`the new-game form at 800 px, ${theme}: whole, with Adjusting open and a deck list with problems`, async () => {
      const p = await Playmat.open(browser(), harness(), { theme, width: 800, height: 900 });
      try {
        await p.send(newGameMessage({ fileName: 'new.crawl.json', suggestedSeed: 'copper-heron-42' }));
        await p.settle(200);
        await p.page.screenshot({ path: join(OUT, `new-game-${theme}.png`) });
        const form = p.page.locator('crawl-new-game-form');
        await form.locator('crawl-difficulty-fields summary').click();
        await form.locator('vscode-single-select#deck').click();
        await form.locator('vscode-single-select#deck').getByRole('option', { name: 'Your own deck list…' }).click();
        const text = 'Deck\n4 Llanowar Elves\n4 Llanowar Elvs\n20 Forest\n2 Giant Growht\n';
        await form.locator('textarea#decklist').fill(text);
        const request = await p.page.waitForFunction(() =>
          (window as unknown as { __posted: { type: string; request: number }[] }).__posted.find((m) => m.type === 'resolveDeck'),
        );
        const { request: n } = (await request.jsonValue()) as { request: number };
        await p.send({ type: 'deckResolved', request: n, result: deckImportView(resolveDeckText(text)) });
        await p.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await p.settle(200);
        // Nothing runs off the side of an 800 px editor.
        const overflow = await p.page.evaluate(() => {
          const app = document.querySelector('crawl-app')!;
          return { page: document.documentElement.scrollWidth, app: app.scrollWidth - app.clientWidth };
        });
        assert.ok(overflow.page <= 800 && overflow.app <= 0, JSON.stringify(overflow));
        // The whole form, top to bottom, in one picture.
        const height = await p.page.evaluate(() => document.querySelector('crawl-app')!.scrollHeight);
        await p.page.setViewportSize({ width: 800, height });
        await p.settle(200);
        await p.page.screenshot({ path: join(OUT, `new-game-full-${theme}.png`) });
        assert.deepEqual(p.problems, []);
      } finally {
        await p.close();
      }
    });
  }

  // Frontier Magic's square grid: lands face down and up, a hole, tapped lands, creatures of both seats, a banded stack, both home rows.
  for (const theme of ['dark', 'light', 'high-contrast'] as ThemeName[]) {
    it(`the square grid (Frontier Magic), ${theme}`, async () => {
      await shoot(theme, `square-grid-${theme}`, squareGridMessage());
    });
  }

  it('the square grid with a creature chosen: its places marked, the details beside a creature, then the menu of a place with two actions, dark', async () => {
    const p = await Playmat.open(browser(), harness(), { theme: 'dark', width: 1280, height: 800 });
    try {
      await p.send(squareGridMessage());
      await p.page.evaluate(() => document.fonts.ready);
      const place = (row: number, col: number) => p.page.locator(`crawl-square-board [data-place="${row},${col}"]`);
      await place(3, 2).click();
      await place(3, 3).hover();
      await p.settle(200);
      await p.page.screenshot({ path: join(OUT, 'square-grid-chosen-dark.png') });
      await place(4, 2).click();
      await p.settle(200);
      await p.page.screenshot({ path: join(OUT, 'square-grid-menu-dark.png') });
      assert.deepEqual(p.problems, []);
    } finally {
      await p.close();
    }
  });

  it('the invalid-file view, dark and light', async () => {
    for (const theme of ['dark', 'light'] as ThemeName[]) {
      const p = await Playmat.open(browser(), harness(), { theme, width: 900, height: 640 });
      try {
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
