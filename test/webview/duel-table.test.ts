import { strict as assert } from 'node:assert';
import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { newSave, type SaveFile } from '../../src/engine';
import { showGame } from '../../src/extension/host-messages';
import type { ShowGameMessage } from '../../src/protocol/messages';
import type { SeatsBoardView } from '../../src/protocol/table-view';
import { botsUntil, newGame, type Game } from '../unit/duel/game-helpers';
import { Playmat } from './harness/browser';
import { browser, harness } from './harness/hooks';
import type { ThemeName } from './harness/themes';

const BOARD = 'crawl-seats-board';

const message = (g: Game): ShowGameMessage => showGame({ ...newSave(g.setup), state: g.state } as SaveFile, { version: 3, readOnly: false, fileName: 'table.crawl.json' });

/** A four-seat game some turns in, the first seat a person's; `human` lends that seat to the person when the computer has played it. */
function midGame(turns: number, format: 'decks' | 'single-deck' = 'decks'): Game {
  const g = botsUntil(newGame(4, 'table-board', { format }), (x) => x.state.phase.type === 'turn' && x.state.phase.number >= turns && x.state.phase.seat === 'p1' && x.state.phase.step === 'main1');
  return { setup: { ...g.setup, players: g.setup.players.map((p, i) => (i === 0 ? { ...p, name: 'Ada', control: 'human' as const } : p)) }, state: g.state };
}

/** The Magic table's board: every other seat at the table, in turn order from the viewer, in Chromium. */
describe('the Magic table: the seats board', () => {
  let p: Playmat;
  beforeEach(async () => {
    p = await Playmat.open(browser(), harness());
  });
  afterEach(async () => {
    assert.deepEqual(p.problems, [], 'no console errors');
    await p.close();
  });

  it('draws the three other seats of a four-seat table in turn order from the viewer, with their life, cards counted and permanents', async () => {
    const g = midGame(9);
    const m = message(g);
    const board = m.table.board as SeatsBoardView;
    assert.equal(board.kind, 'table');
    await p.send(m);
    assert.equal(await p.page.locator('.no-board').count(), 0, 'the app has a component for the table');
    const seats = p.page.locator(`${BOARD} li.seat`);
    assert.equal(await seats.count(), 3);
    assert.deepEqual(board.others.map((o) => o.seat), ['p2', 'p3', 'p4'], 'after the viewer (p1), in turn order');
    for (const [i, o] of board.others.entries()) {
      const label = (await seats.nth(i).getAttribute('aria-label')) ?? '';
      assert.ok(label.startsWith(`${o.name} (computer): `), label);
      if (o.out) assert.match(label, /left the game/);
      else {
        assert.match(label, new RegExp(`life ${o.life}, ${o.hand} cards? in hand, ${o.library} in library`));
        assert.equal(await seats.nth(i).locator('li.permanent').count(), o.permanents.length);
        for (const c of o.permanents) assert.ok((await seats.nth(i).textContent())!.includes(c.name));
      }
    }
    // Their hands are counted, never shown: no card of another player's hand is anywhere in the message.
    const otherHands = g.state.players.slice(1).flatMap((z) => z.hand.map((c) => c.id));
    assert.ok(otherHands.length > 0);
    assert.ok(!m.table.hand.some((c) => otherHands.includes(c.id!)));
    assert.deepEqual(m.table.hand.map((c) => c.id), g.state.players[0]!.hand.map((c) => c.id));
    // The viewer's own cards are the card table's; the others' permanents are there as foes too, to be chosen as targets.
    assert.equal(await p.page.locator('crawl-table').count(), 1);
    assert.equal(m.table.foes.length, board.others.reduce((n, o) => n + o.permanents.length, 0));
  });

  it('a single-deck table shows the one shared library and no library per seat', async () => {
    const g = midGame(3, 'single-deck');
    const m = message(g);
    const board = m.table.board as SeatsBoardView;
    await p.send(m);
    assert.ok(board.shared !== undefined && board.shared > 0);
    assert.match(await p.text(`${BOARD} .shared`), new RegExp(`Shared library: ${board.shared} cards`));
    assert.ok(board.others.every((o) => o.library === undefined));
    assert.doesNotMatch((await p.page.locator(`${BOARD} li.seat`).first().getAttribute('aria-label')) ?? '', /in library/);
  });

  it('a random draft is built on the board: every card drafted a toggle, at least forty kept, and the deck sent is the offer with the cards left out', async () => {
    const g = newGame(2, 'build-board', { format: 'random-draft', build: true }, [0, 1]);
    const m = message(g);
    const board = m.table.board as SeatsBoardView;
    assert.ok(board.build, 'the viewer builds');
    await p.send(m);
    await p.page.locator('crawl-app .pass-screen vscode-button').click();
    const cards = p.page.locator(`${BOARD} .draft-card`);
    assert.equal(await cards.count(), 60);
    assert.match(await p.text(`${BOARD} .count`), /^60 of 60 cards in the deck$/);
    for (let i = 0; i < 21; i++) await cards.nth(i).click();
    assert.match(await p.text(`${BOARD} .count`), /^39 of 60 cards in the deck: at least 40$/);
    assert.equal(await cards.nth(0).getAttribute('aria-pressed'), 'false');
    const play = p.page.locator(`${BOARD} vscode-button:not([secondary])`);
    assert.equal(await play.getAttribute('disabled'), '', 'too few to play');
    await cards.nth(20).click();
    assert.match(await p.text(`${BOARD} .count`), /^40 of 60 cards in the deck$/);
    await play.click();
    const sent = (await p.intents()).find((i) => i.type === 'act') as { action: { type: string; cards: string[] } } | undefined;
    assert.ok(sent, 'the deck is sent');
    const whole = board.build.cards.map((c) => c.name);
    assert.deepEqual(sent.action, { type: 'build', cards: whole.slice(20) });
  });

  for (const theme of ['dark', 'light', 'high-contrast'] as ThemeName[]) {
    it(`screenshots: a four-seat table mid-game, ${theme}`, async () => {
      await p.close();
      p = await Playmat.open(browser(), harness(), { theme, width: 1280, height: 800 });
      await p.send(message(midGame(9)));
      await p.page.evaluate(() => document.fonts.ready);
      await p.page.mouse.move(1275, 795);
      await p.settle(300);
      const dir = join(process.cwd(), 'artifacts', 'screenshots');
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `table-${theme}.png`);
      await p.page.screenshot({ path: file });
      assert.ok(statSync(file).size > 10_000);
      if (process.env.CRAWL_UPDATE_SCREENSHOT === '1' && theme === 'dark') copyFileSync(file, join(process.cwd(), 'docs', 'table.png'));
      // The deck-building step of a random draft, some cards left out.
      await p.send(message(newGame(2, 'build-board', { format: 'random-draft', build: true }, [0])));
      const cards = p.page.locator(`${BOARD} .draft-card`);
      for (const i of [2, 5, 9, 14, 22]) await cards.nth(i).click();
      await p.page.mouse.move(1275, 795);
      await p.settle(200);
      await p.page.screenshot({ path: join(dir, `table-build-${theme}.png`) });
    });
  }
});
