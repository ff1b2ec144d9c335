import { strict as assert } from 'node:assert';
import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { newSave, takeAction, type SaveFile } from '../../src/engine';
import { chooseDuelAction } from '../../src/engine/variants/duel';
import { showGame } from '../../src/extension/host-messages';
import type { ShowGameMessage } from '../../src/protocol/messages';
import type { SeatsBoardView } from '../../src/protocol/table-view';
import { act, botsUntil, legal, newGame, type Game } from '../unit/duel/game-helpers';
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

/** midGame's table as a saved file, its log written as it was played (the screenshots show the log beside the board). */
function midGameSave(turns: number): ShowGameMessage {
  const first = midGame(1);
  let save = newSave(first.setup);
  const state = () => save.state as Game['state'];
  const reached = (s: Game['state']) => s.phase.type === 'turn' && s.phase.number >= turns && s.phase.seat === 'p1' && s.phase.step === 'main1';
  for (let i = 0; i < 5000 && !reached(state()); i++) {
    const taken = takeAction(save, chooseDuelAction(first.setup, state()));
    assert.ok(taken.ok, taken.ok ? '' : taken.error.message);
    save = taken.game;
  }
  assert.ok(reached(state()), `turn ${turns} reached`);
  return showGame(save, { version: 3, readOnly: false, fileName: 'table.crawl.json' });
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

  it('your cards under the seats: a row too long for the line beside the others takes a line of its own, every card of the hand whole, rather than squeezing with the room below empty', async () => {
    await p.close();
    p = await Playmat.open(browser(), harness(), { width: 1280, height: 800 });
    const shown = midGameSave(9);
    const hand = shown.table.hand.length;
    assert.ok(hand >= 7, `a full hand (${hand})`);
    await p.send(shown);
    await p.settle(200);
    assert.equal(await p.page.locator('crawl-table[wrap]').count(), 1, 'the seats board leaves the strip room to wrap');
    const rows = await p.page.locator('crawl-table .strip .row').evaluateAll((els) =>
      els.map((row) => {
        const box = row.getBoundingClientRect();
        const slots = Array.from(row.querySelectorAll('.slot'));
        // A card another overlaps: the next card (not a copy stacked on it) starts before its right edge.
        const overlapped = slots.filter((slot, i) => {
          const next = slots[i + 1];
          if (!next || next.classList.contains('stacked')) return false;
          const card = slot.querySelector('crawl-card')!.getBoundingClientRect();
          return next.querySelector('crawl-card')!.getBoundingClientRect().left < card.right - 0.5;
        });
        return { zone: (row.querySelector('h3')?.textContent ?? '').replace(/\d+/g, '').trim(), top: Math.round(box.top), bottom: Math.round(box.bottom), overlapped: overlapped.length };
      }),
    );
    const handRow = rows.find((r) => r.zone === 'Hand')!;
    assert.equal(handRow.overlapped, 0, `no card of the hand overlaps the next: ${JSON.stringify(rows)}`);
    assert.ok(handRow.bottom <= 800, `the hand is on screen: ${JSON.stringify(rows)}`);
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
        // Creatures and other permanents as compact cards, lands by name and counted.
        const isLand = (typeLine: string) => /\bLand\b/.test(typeLine);
        assert.equal(await seats.nth(i).locator('crawl-card[size="compact"]').count(), o.permanents.filter((c) => !isLand(c.typeLine)).length);
        assert.equal(await seats.nth(i).locator('li.land').count(), new Set(o.permanents.filter((c) => isLand(c.typeLine)).map((c) => c.name)).size);
        const labels = await seats.nth(i).locator('crawl-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''));
        for (const c of o.permanents.filter((x) => !isLand(x.typeLine))) assert.ok(labels.some((l) => l.startsWith(c.name)), `${c.name} among ${labels.join('; ')}`);
        for (const c of o.permanents.filter((x) => isLand(x.typeLine))) assert.ok((await seats.nth(i).locator('li.land').allTextContents()).some((t) => t.includes(c.name)));
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

  it("while you declare attackers, each player's place offers the attacks on them, one button a creature; a declared one is pressed and takes it back", async () => {
    const g = botsUntil(
      newGame(3, 'seat-attacks', {}, [0]),
      (x) => x.state.phase.type === 'turn' && x.state.phase.seat === 'p1' && legal(x).filter((a) => a.type === 'attack').length >= 2,
    );
    const m = message(g);
    const board = m.table.board as SeatsBoardView;
    const offered = legal(g).filter((a) => a.type === 'attack');
    for (const o of board.others) {
      assert.deepEqual(
        o.attacks.map((a) => a.offer.action),
        offered.filter((a) => a.type === 'attack' && a.player === o.seat),
        `${o.name}'s place offers exactly the attacks on them`,
      );
    }
    await p.send(m);
    const seat = p.page.locator(`${BOARD} li.seat`).first();
    const buttons = seat.locator('.attacks vscode-button');
    const first = board.others[0]!;
    assert.ok(first.attacks.length > 0);
    assert.equal(await buttons.count(), first.attacks.length);
    assert.equal(await seat.locator('.attacks').getAttribute('aria-label'), `Attack ${first.name}`);
    assert.equal(await buttons.first().getAttribute('aria-label'), `Attack ${first.name} with ${first.attacks[0]!.creature}`);
    await buttons.first().click();
    const sent = (await p.intents()).find((i) => i.type === 'act') as { action: unknown } | undefined;
    assert.deepEqual(sent?.action, first.attacks[0]!.offer.action);

    // Declared: the same creature's button is pressed, and takes the attack back.
    const after = act(g, first.attacks[0]!.offer.action as never);
    const again = message(after);
    const declared = (again.table.board as SeatsBoardView).others[0]!.attacks.find((a) => a.creature === first.attacks[0]!.creature);
    assert.ok(declared?.declared, 'the attack declared is marked so');
    await p.send(again);
    const pressed = seat.locator('.attacks vscode-button[aria-pressed="true"]');
    assert.equal(await pressed.count(), 1);
    assert.match((await pressed.getAttribute('aria-label'))!, /^Take back the attack of /);
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
      const shown = midGameSave(9);
      assert.ok(shown.game.log.length >= 8, `the log beside the board holds the turns played (${shown.game.log.length}, turn ${JSON.stringify(shown.game.state.phase)})`);
      await p.send(shown);
      await p.page.evaluate(() => document.fonts.ready);
      await p.page.mouse.move(1275, 795);
      await p.settle(300);
      const dir = join(process.cwd(), 'artifacts', 'screenshots');
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `magic-table-${theme}.png`);
      await p.page.screenshot({ path: file });
      assert.ok(statSync(file).size > 10_000);
      if (process.env.CRAWL_UPDATE_SCREENSHOT === '1' && theme === 'dark') copyFileSync(file, join(process.cwd(), 'docs', 'table.png'));
      // The deck-building step of a random draft, some cards left out.
      await p.send(message(newGame(2, 'build-board', { format: 'random-draft', build: true }, [0])));
      const cards = p.page.locator(`${BOARD} .draft-card`);
      for (const i of [2, 5, 9, 14, 22]) await cards.nth(i).click();
      await p.page.mouse.move(1275, 795);
      await p.settle(200);
      await p.page.screenshot({ path: join(dir, `magic-table-build-${theme}.png`) });
      // Declaring attackers: each place offers the attacks on that player, one declared.
      const declaring = botsUntil(newGame(3, 'seat-attacks', {}, [0]), (x) => x.state.phase.type === 'turn' && x.state.phase.seat === 'p1' && legal(x).filter((a) => a.type === 'attack').length >= 2);
      const first = legal(declaring).find((a) => a.type === 'attack')!;
      await p.send(message(act(declaring, first)));
      await p.page.mouse.move(1275, 795);
      await p.settle(200);
      await p.page.screenshot({ path: join(dir, `magic-table-attack-${theme}.png`) });
    });
  }
});
