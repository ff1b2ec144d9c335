import { strict as assert } from 'node:assert';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { newSave, takeAction, type SaveFile } from '../../src/engine';
import { chooseFrontierAction, frontierSetup, starterDeck } from '../../src/engine/variants/frontier';
import { showGame } from '../../src/extension/host-messages';
import type { ShowGameMessage } from '../../src/protocol/messages';
import { Playmat } from './harness/browser';
import { browser, harness } from './harness/hooks';
import type { ThemeName } from './harness/themes';

/** A Frontier game a few turns in, the computer and the player both played by the computer's choices. */
function frontierGame(seed: string, north: 'computer' | 'human', actions: number): SaveFile {
  // Asked whenever able (when-able): the computer's choices for both seats, as these positions were chosen.
  const made = frontierSetup({ seed, south: { deck: starterDeck('green')! }, north: { deck: starterDeck('red')!, control: north }, options: { stops: 'when-able' } });
  assert.ok(made.ok);
  let g = newSave(made.setup);
  for (let i = 0; i < actions && g.state.phase.type !== 'over'; i++) {
    const s = g.state;
    if (s.phase.type === 'over' || !('board' in s) || g.setup.variant !== 'frontier') break;
    const action = chooseFrontierAction(g.setup, s);
    if (!action) break;
    const taken = takeAction(g, action);
    assert.ok(taken.ok);
    g = taken.game;
  }
  return g;
}

const message = (game: SaveFile): ShowGameMessage => showGame(game, { version: 3, readOnly: false, fileName: 'frontier.crawl.json' });

describe('Frontier Magic on the playmat', () => {
  let p: Playmat;
  afterEach(async () => {
    assert.deepEqual(p.problems, [], 'no console errors');
    await p.close();
  });

  it('draws the square grid with both home rows, the player\'s hand in the card table, and both players\' life', async () => {
    p = await Playmat.open(browser(), harness());
    const game = frontierGame('webview-frontier', 'computer', 120);
    const m = message(game);
    assert.equal(m.table.board.kind, 'square-grid');
    await p.send(m);
    const board = m.table.board.kind === 'square-grid' ? m.table.board : undefined;
    assert.ok(board);
    assert.equal(await p.page.locator('crawl-square-board [role="gridcell"]').count(), board.rows * board.cols);
    assert.equal(await p.page.locator('crawl-hex-board').count(), 0, 'no hex map');
    const panel = await p.text('crawl-side-panel');
    for (const seat of m.table.seats) assert.ok(panel.includes(String(seat.life)), `the panel shows ${seat.name}'s life`);
  });

  it('hot-seat: the table stays behind a pass screen until the player deciding says they have it; then their actions are offered', async () => {
    p = await Playmat.open(browser(), harness());
    const game = frontierGame('webview-hotseat', 'human', 30);
    const m = message(game);
    assert.ok(m.table.hotSeat, 'a hot-seat table says whose view it is');
    await p.send(m);
    const screen = p.page.locator('crawl-app .pass-screen');
    assert.equal(await screen.count(), 1);
    assert.equal(await p.page.locator('crawl-square-board').count(), 0, 'nothing of the table shows');
    const viewer = m.table.seats.find((s) => s.id === m.table.hotSeat!.viewer)!;
    assert.match(await screen.innerText(), new RegExp(`Pass the playmat to ${viewer.name.replace(/[()]/g, '.')}`));
    await p.page.locator('crawl-app .pass-screen vscode-button').click();
    assert.equal(await p.page.locator('crawl-square-board').count(), 1, 'the table shows once the player has it');
  });

  it('a new game\'s empty log says what the game waits on in Frontier\'s words (the first token), not Magic Crawl\'s', async () => {
    p = await Playmat.open(browser(), harness());
    const m = message(frontierGame('webview-frontier-new', 'computer', 0));
    await p.send(m);
    const log = await p.text('crawl-game-log');
    assert.match(log, /Nothing yet\./);
    assert.ok(log.includes(m.table.phase.help), `the log says: ${m.table.phase.help}`);
    assert.match(log, /token/);
    assert.doesNotMatch(log, /mulligan/);
  });

  it("the side panel has the square grid's key, chosen by the board's kind, after the players and the log", async () => {
    p = await Playmat.open(browser(), harness());
    const m = message(frontierGame('webview-frontier', 'computer', 120));
    await p.send(m);
    assert.equal(await p.page.locator('crawl-side-panel crawl-square-legend').count(), 1);
    assert.equal(await p.page.locator('crawl-side-panel crawl-key-legend').count(), 0);
    const headings = await p.page.locator('crawl-side-panel h2').allInnerTexts();
    assert.deepEqual(headings.map((h) => h.trim().toLowerCase()).sort(), ['board', 'keys and symbols', 'keys at the table', 'keys on the board', 'log', 'players']);
    const top = async (selector: string) => (await p.page.locator(selector).boundingBox())!.y;
    assert.ok((await top('crawl-side-panel #key-toggle')) > (await top('crawl-game-log h2')), 'below the log');
    const tags = await p.page.locator('crawl-square-legend [data-swatch="creature"] .seat-tag').allInnerTexts();
    const onBoard = await p.page.locator('crawl-square-board .home .home-title .seat-tag').allInnerTexts();
    assert.deepEqual([...tags].sort(), [...onBoard].sort(), 'the players tagged as on the board');
  });

  for (const theme of ['dark', 'light', 'high-contrast'] as ThemeName[]) {
    it(`a game against the computer, the key to the board in view, ${theme}`, async () => {
      p = await Playmat.open(browser(), harness(), { theme, width: 1280, height: 800 });
      await p.send(message(frontierGame('webview-frontier-shot', 'computer', 160)));
      await p.page.evaluate(() => document.fonts.ready);
      await p.page.mouse.move(1275, 795);
      await p.page.evaluate(() => {
        const panel = document.querySelector('crawl-app')!.shadowRoot!.querySelector('crawl-side-panel')!;
        panel.shadowRoot!.querySelector('.key')!.scrollIntoView({ block: 'start' });
      });
      await p.settle(300);
      const file = join(process.cwd(), 'artifacts', 'screenshots', `frontier-key-${theme}.png`);
      await p.page.screenshot({ path: file });
      assert.ok(statSync(file).size > 10_000);
      assert.equal(await p.page.locator('crawl-square-legend').isVisible(), true);
      // The whole key, top to bottom, for a person to look at: in a window tall enough to hold it.
      await p.page.setViewportSize({ width: 1280, height: 1600 });
      await p.settle(200);
      await p.page.locator('crawl-side-panel .key').screenshot({ path: join(process.cwd(), 'artifacts', 'screenshots', `frontier-key-whole-${theme}.png`) });
    });

    it(`a game against the computer, some turns in, ${theme}`, async () => {
      p = await Playmat.open(browser(), harness(), { theme, width: 1280, height: 800 });
      await p.send(message(frontierGame('webview-frontier-shot', 'computer', 160)));
      await p.page.evaluate(() => document.fonts.ready);
      await p.page.mouse.move(1275, 795);
      await p.settle(300);
      const file = join(process.cwd(), 'artifacts', 'screenshots', `frontier-${theme}.png`);
      await p.page.screenshot({ path: file });
      assert.ok(statSync(file).size > 10_000);
    });
  }
});
