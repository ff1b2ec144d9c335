import { strict as assert } from 'node:assert';
import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { newSave, type SaveFile } from '../../src/engine';
import { showGame } from '../../src/extension/host-messages';
import type { CastleBoardView } from '../../src/protocol/table-view';
import type { ShowGameMessage } from '../../src/protocol/messages';
import { act, put, type Game } from '../unit/castle/game-helpers';
import type { CastleAction } from '../../src/engine/variants/castle';
import { Playmat } from './harness/browser';
import { breachScene, castleScene, declaredScene } from './harness/castle';
import { browser, harness } from './harness/hooks';
import type { ThemeName } from './harness/themes';

const BOARD = 'crawl-castle-board';
/** A place by whose castle and where in it (row 0 the front). */
const place = (seat: 'south' | 'north', row: number, col: number) => `${BOARD} [role="gridcell"][data-seat="${seat}"][data-place="${row},${col}"]`;

const message = (g: Game, version = 4): ShowGameMessage => {
  const save = { ...newSave(g.setup), state: g.state } as SaveFile;
  return showGame(save, { version, readOnly: false, fileName: 'castle.crawl.json' });
};
const boardOf = (m: ShowGameMessage): CastleBoardView => {
  assert.equal(m.table.board.kind, 'castle');
  return m.table.board as CastleBoardView;
};

/** Castle Magic's board, drawn by the app from the engine's table view, in Chromium. */
describe('Castle Magic: the castle board', () => {
  let p: Playmat;
  beforeEach(async () => {
    p = await Playmat.open(browser(), harness());
  });
  afterEach(async () => {
    assert.deepEqual(p.problems, [], 'no console errors');
    await p.close();
  });

  /** The place the keyboard is on, through the shadow roots. */
  const focused = () =>
    p.page.evaluate(() => {
      let a: Element | null = document.activeElement;
      while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
      const el = a as HTMLElement | null;
      return el?.dataset.seat ? `${el.dataset.seat} ${el.dataset.place}` : (el?.tagName ?? null);
    });

  it('draws both castles, 4 columns by 3 rows each, the other player above with its front row facing the viewer\'s front row', async () => {
    const m = message(castleScene());
    const board = boardOf(m);
    await p.send(m);
    assert.equal(await p.page.locator('.no-board').count(), 0, 'the app has a component for the castle board');
    assert.equal(await p.page.locator(`${BOARD} [role="gridcell"][data-seat="north"]`).count(), 12);
    assert.equal(await p.page.locator(`${BOARD} [role="gridcell"][data-seat="south"]`).count(), 12);
    assert.equal(board.southSeat, 'south');
    const box = async (sel: string) => (await p.page.locator(sel).boundingBox())!;
    const [northFront, northBack, southFront, southBack] = [await box(place('north', 0, 1)), await box(place('north', 2, 1)), await box(place('south', 0, 1)), await box(place('south', 2, 1))];
    assert.ok(northBack.y < northFront.y, "North's third row is at the top, its front row below it");
    assert.ok(northFront.y < southFront.y && southFront.y < southBack.y, "South's front row faces North's, its third row at the bottom");
    assert.ok(Math.abs(northFront.x - southFront.x) < 1, 'column 2 faces column 2');
    assert.ok((await box(place('south', 0, 0))).x < (await box(place('south', 0, 3))).x, 'column 1 on the left');
    assert.match(await p.text(`${BOARD} .home-north`), /^N North ♥ 19 Castle: 12 cards \(11 face down\)/);
    assert.match(await p.text(`${BOARD} .home-south`), /^S South ♥ 17 on turn Castle: 11 cards \(10 face down\)/);
  });

  it('face-down places are card backs that name nothing, empty places say so, face-up creatures show power/toughness with the row bonus', async () => {
    const m = message(castleScene());
    const board = boardOf(m);
    await p.send(m);
    // As the engine's view has them.
    const south = board.castles.find((c) => c.seat === 'south')!;
    const north = board.castles.find((c) => c.seat === 'north')!;
    assert.equal(south.places.find((x) => x.row === 0 && x.col === 2)!.state, 'empty');
    const back = south.places.find((x) => x.row === 2 && x.col === 2)!;
    const giant = north.places.find((x) => x.row === 1 && x.col === 1)!;
    assert.equal(back.state, 'face-up');
    assert.equal(giant.card?.name, 'Hill Giant');
    assert.equal(north.places.filter((x) => x.state === 'face-down').every((x) => x.card === undefined), true, 'no face-down card of North is named to South');
    // As the board draws them.
    assert.equal(await p.text(place('north', 2, 0)), '', 'a face-down card tells nothing');
    assert.equal(await p.page.locator(`${place('north', 2, 0)} .land.face-down`).count(), 1);
    assert.equal(await p.text(place('north', 0, 0)), '', 'nor does one an attack would meet first');
    assert.equal(await p.text(place('south', 0, 2)), 'Empty');
    assert.equal(await p.text(`${place('north', 1, 1)} .castle-piece`), 'Hill Giant N ▲4/4', 'Hill Giant 3/3, +1/+1 in the second row');
    const pt = `${back.card!.power! + 2}/${back.card!.toughness! + 2}`;
    assert.equal(await p.text(`${place('south', 2, 2)} .pt.raised`), `▲${pt}`, '+2/+2 in the third row');
    assert.equal(back.power, back.card!.power! + 2);
    assert.equal(await p.page.locator(`${place('south', 2, 2)} .castle-piece.seat-0`).count(), 1, 'South wears the first seat colour');
    assert.equal(await p.page.locator(`${place('north', 1, 1)} .castle-piece.seat-1`).count(), 1, 'North the second');
  });

  it('names each place for a screen reader: whose castle, column, row, what lies there and its row bonus', async () => {
    const m = message(castleScene());
    const back = boardOf(m).castles.find((c) => c.seat === 'south')!.places.find((x) => x.row === 2 && x.col === 2)!;
    await p.send(m);
    const named = (name: string) => p.page.getByRole('gridcell', { name, exact: true }).count();
    assert.equal(await named("North's castle, column 1, front row: face down; Enter: Attack column 1 with Goblin Piker"), 1);
    assert.equal(await named("North's castle, column 1, third row: face down; Enter: Attack column 1 with Goblin Piker"), 1);
    assert.equal(await named("North's castle, column 2, second row: Hill Giant 4/4, +1/+1 from its row; Enter: Attack column 2 with Goblin Piker"), 1);
    assert.equal(await named("South's castle, column 3, front row: empty"), 1);
    assert.equal(await named(`South's castle, column 3, third row: ${back.card!.name} ${back.power}/${back.toughness}, +2/+2 from its row`), 1);
    assert.equal(await p.page.locator(place('north', 1, 1)).getAttribute('aria-description'), 'row bonus: +1/+1: stands in the second row of the castle.');
    assert.equal(await p.page.getByRole('grid', { name: /^The castles: North's above, its front row at the bottom; South's below/ }).count(), 1);
    // What Chromium gives assistive technology: one grid, six rows of places (and the line between the castles), the drawing inside hidden.
    const cdp = await p.page.context().newCDPSession(p.page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as unknown as { nodes: AXNode[] };
    await cdp.detach();
    const seen = nodes.filter((n) => !n.ignored);
    assert.equal(seen.filter((n) => n.role?.value === 'grid').length, 1);
    const giant = seen.find((n) => n.name?.value?.startsWith("North's castle, column 2, second row: Hill Giant"));
    assert.equal(giant?.role?.value, 'gridcell');
    const inside = (giant?.childIds ?? []).map((id) => nodes.find((n) => n.nodeId === id)).filter((n) => n && !n.ignored);
    assert.deepEqual(inside, [], 'the drawing is hidden: the name says it all');
  });

  it('hover shows a creature\'s details and why its row raises it', async () => {
    await p.send(message(castleScene()));
    await p.page.locator(place('north', 1, 1)).hover();
    await p.settle();
    assert.equal(await p.page.locator(`${BOARD} .tip`).evaluate((e) => e.matches(':popover-open')), true);
    const tip = await p.text(`${BOARD} .tip`);
    assert.match(tip, /Hill Giant North's castle, column 2, second row/);
    assert.match(tip, /4\/4 \(3\/3 \+1\/\+1 from its row\)/);
    assert.match(tip, /\+1\/\+1: stands in the second row of the castle/);
  });

  it('a click on any place of a column of the other castle sends the attack on that column; so does its button', async () => {
    const m = message(castleScene(), 7);
    await p.send(m);
    const attacks = m.table.actions.filter((a) => a.action.type === 'attack');
    assert.equal(attacks.length, 4);
    assert.equal(await p.page.locator(`${BOARD} .attack-column`).count(), 4);
    // The place an attack meets first is marked in each column.
    assert.deepEqual(
      (await p.page.locator(`${BOARD} .place.target[data-seat="north"]`).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.place))).sort(),
      ['0,0', '0,1', '0,2', '0,3'],
    );
    await p.page.locator(place('north', 2, 2)).click();
    assert.deepEqual(await p.intents(), [{ type: 'act', action: attacks[2]!.action, version: 7 }]);
    assert.deepEqual(attacks[2]!.action, { type: 'attack', column: 2, creatures: (attacks[2]!.action as { creatures: number[] }).creatures });
  });

  it('an attack may leave some ready creatures home: each is a toggle, and the attack sent names only those going, which the engine takes', async () => {
    const g = castleScene();
    const giant = put(g, 'south', 'Hill Giant');
    const m = message(g, 9);
    await p.send(m);
    const ready = boardOf(m).ready ?? [];
    assert.ok(ready.length >= 2 && ready.some((c) => c.id === giant), JSON.stringify(ready.map((c) => c.name)));
    const toggles = p.page.locator(`${BOARD} .attackers button.attacker`);
    assert.equal(await toggles.count(), ready.length);
    assert.equal(await p.text(`${BOARD} .attackers-words`), `Attack with ${ready.length} creatures:`);
    // Hold the Hill Giant back, by keyboard: focus its toggle and press Space.
    const giantToggle = p.page.locator(`${BOARD} button.attacker[data-id="${giant}"]`);
    await giantToggle.focus();
    await p.page.keyboard.press('Space');
    assert.equal(await giantToggle.getAttribute('aria-pressed'), 'false');
    assert.match(await p.page.locator(`${BOARD} [role="status"]`).innerText(), /Hill Giant stays home/);
    assert.match((await p.page.locator(`${BOARD} .attack-column[data-col="0"]`).getAttribute('aria-label')) ?? '', /^Attack column 1 with (?!.*Hill Giant)/);
    await p.page.locator(`${BOARD} .attack-column[data-col="0"]`).click();
    const [sent] = await p.intents();
    const going = ready.map((c) => c.id).filter((id) => id !== giant);
    assert.deepEqual(sent, { type: 'act', action: { type: 'attack', column: 0, creatures: going }, version: 9 });
    // The host takes it as the engine does: the giant stays untapped at home.
    const after = act(g, (sent as { action: CastleAction }).action);
    assert.equal(after.state.battlefield.find((q) => q.id === giant)?.tapped, false);
    assert.deepEqual(after.state.breach?.attackers, going);
  });

  it('with every ready creature held back no column can be attacked, and the attack the app would send is refused unless it is part of an offer', async () => {
    const m = message(castleScene(), 3);
    await p.send(m);
    const ready = boardOf(m).ready ?? [];
    for (const c of ready) await p.page.locator(`${BOARD} button.attacker[data-id="${c.id}"]`).click();
    assert.equal(await p.text(`${BOARD} .attackers-words`), 'No attacker chosen:');
    assert.equal(await p.page.locator(`${BOARD} .attack-column`).count(), 0);
    await p.page.locator(place('north', 0, 1)).click();
    // A made-up attack (a creature the offer does not name) is not sent, whatever the board asks.
    await p.page.locator(BOARD).evaluate((el) =>
      el.dispatchEvent(new CustomEvent('crawl-act', { detail: { action: { type: 'attack', column: 1, creatures: [9999] }, label: 'x' }, bubbles: true, composed: true })),
    );
    await p.settle();
    assert.deepEqual(await p.intents(), []);
    // The same event with a part of the offer is sent: the check above is the app's, not the event's path.
    const first = ready[0]!.id!;
    await p.page.locator(BOARD).evaluate(
      (el, id) => el.dispatchEvent(new CustomEvent('crawl-act', { detail: { action: { type: 'attack', column: 1, creatures: [id] }, label: 'x' }, bubbles: true, composed: true })),
      first,
    );
    await p.settle();
    assert.deepEqual(await p.intents(), [{ type: 'act', action: { type: 'attack', column: 1, creatures: [first] }, version: 3 }]);
  });

  it('by keyboard: arrows move between places across both castles, Enter on a column of the other castle attacks it', async () => {
    const m = message(castleScene(), 5);
    await p.send(m);
    await p.page.locator(place('south', 0, 0)).focus();
    assert.equal(await focused(), 'south 0,0');
    await p.page.keyboard.press('ArrowRight');
    assert.equal(await focused(), 'south 0,1');
    await p.page.keyboard.press('ArrowUp');
    assert.equal(await focused(), 'north 0,1', "up from South's front row is North's front row");
    await p.page.keyboard.press('ArrowUp');
    assert.equal(await focused(), 'north 1,1');
    await p.page.keyboard.press('End');
    assert.equal(await focused(), 'north 1,3');
    await p.page.keyboard.press('ArrowRight');
    assert.equal(await focused(), 'north 1,3', 'the edge holds');
    assert.equal(await p.page.locator(`${BOARD} [role="gridcell"][tabindex="0"]`).count(), 1, 'one tab stop');
    await p.page.keyboard.press('Enter');
    const attack = m.table.actions.find((a) => a.action.type === 'attack' && 'column' in a.action && a.action.column === 3)!;
    assert.deepEqual(await p.intents(), [{ type: 'act', action: attack.action, version: 5 }]);
  });

  it("the once-a-turn changes: choosing one of your places marks where it can go; Enter on a marked place sends that change; Escape clears", async () => {
    const m = message(castleScene(), 6);
    await p.send(m);
    const own = async () => (await p.page.locator(`${BOARD} .place.target[data-seat="south"]`).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.place))).sort();
    assert.deepEqual(await own(), [], 'nothing marked before a choice');
    assert.equal(await p.page.locator(`${place('south', 2, 2)}.choosable`).count(), 1, 'the face-up creature can change places');
    await p.page.locator(place('south', 2, 2)).focus();
    await p.page.keyboard.press('Enter');
    assert.deepEqual(await p.intents(), [], 'choosing sends nothing');
    assert.deepEqual(await own(), ['1,2', '2,1', '2,2', '2,3'], 'the swaps next to it, and itself to turn face down');
    assert.match(await p.text(`${BOARD} [role="status"]`), /chosen: 4 places marked/);
    await p.page.keyboard.press('Escape');
    assert.deepEqual(await own(), []);
    // A face-down card moves to the empty place beside it.
    await p.page.locator(place('south', 0, 1)).click();
    assert.deepEqual(await own(), ['0,2']);
    await p.page.locator(place('south', 0, 2)).focus();
    await p.page.keyboard.press('Enter');
    const move = m.table.actions.find((a) => a.action.type === 'moveFaceDown' && a.action.from.col === 1)!;
    assert.deepEqual(await p.intents(), [{ type: 'act', action: move.action, version: 6 }]);
  });

  it('an attack on your castle: the place it reached is marked and the answers (pay life to activate, or discard) are buttons that send them', async () => {
    const m = message(breachScene(), 8);
    const board = boardOf(m);
    assert.equal(board.breach?.question, 'activate');
    assert.ok((board.breach?.price ?? 0) > 0, 'without lands the activation costs life');
    await p.send(m);
    assert.equal(await p.page.locator(`${place('south', 0, 3)}.breached`).count(), 1);
    const revealed = board.castles.find((c) => c.seat === 'south')!.places.find((x) => x.row === 0 && x.col === 3)!;
    assert.equal(revealed.seen, 'revealed');
    assert.match(await p.text(place('south', 0, 3)), new RegExp(`Revealed ${revealed.card!.name}`));
    const words = `${await p.text(`${BOARD} .breach-words`)} | ${await p.text(`${BOARD} .question-words`)}`;
    assert.match(words, new RegExp(`Column 4 of South's castle attacked by Hill Giant \\| South: the revealed creature costs ${board.breach!.price} life to activate`));
    const buttons = p.page.locator(`${BOARD} .question .answers vscode-button`);
    assert.equal(await p.page.evaluate(() => {
      let a: Element | null = document.activeElement;
      while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
      return (a?.closest('vscode-button') as HTMLElement | null)?.dataset.type ?? a?.tagName ?? null;
    }), 'activateDefender', 'the keyboard waits on the first answer');
    assert.deepEqual(await buttons.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.type)), ['activateDefender', 'declineDefender']);
    await buttons.nth(0).click();
    assert.deepEqual(await p.intents(), [{ type: 'act', action: { type: 'activateDefender' }, version: 8 }]);
  });

  it('combat open to responses: once the attack is declared the bar says so, no attacker toggles remain, and the player may cast an instant or pass', async () => {
    const g = declaredScene();
    assert.equal(g.state.breach?.question, 'declared');
    const m = message(g, 5);
    await p.send(m);
    assert.match(await p.text(`${BOARD} .question-words`), /^Attack declared on North's column 2: either player may respond/);
    assert.equal(await p.page.locator(`${BOARD} .attackers`).count(), 0);
    assert.equal(await p.page.locator(`${BOARD} .question .answer`).count(), 0, 'no defender answers while players respond');
    assert.ok(m.table.actions.some((a) => a.action.type === 'cast' && a.label.startsWith('Cast Giant Growth')), JSON.stringify(m.table.actions.map((a) => a.label)));
    assert.ok(m.table.actions.some((a) => a.action.type === 'pass'));
    assert.equal(await p.page.locator(`${BOARD} .attack-column`).count(), 0, 'no second attack');
  });

  it('the card rows under the castles share the width: none is squeezed narrower than one whole card (the lone attacking creature stays whole), and every card in hand and among the lands shows, stacks of copies squeezed too', async () => {
    await p.close();
    p = await Playmat.open(browser(), harness(), { theme: 'dark', width: 1280, height: 800 });
    await p.send(message(declaredScene()));
    await p.settle(200);
    const rows = await p.page.locator('crawl-table .strip .row').evaluateAll((els) =>
      els.map((row) => {
        const cards = Array.from(row.querySelectorAll('crawl-card')).map((c) => c.getBoundingClientRect());
        const box = row.getBoundingClientRect();
        // A card shows when at least its left edge with the start of its name is inside the row (a fanned card shows no more), not pulled out to its left.
        return { zone: row.querySelector('h3')?.textContent?.trim() ?? '', cards: cards.length, hidden: cards.filter((c) => c.left + 20 > box.right || c.left < box.left - 0.5).length, lastCut: cards.length > 0 && cards.at(-1)!.right > box.right + 0.5 };
      }),
    );
    const creatures = rows.find((r) => /creatures/i.test(r.zone));
    assert.equal(creatures?.cards, 1, JSON.stringify(rows));
    assert.equal(creatures.lastCut, false, 'the one attacking creature is shown whole');
    const hand = rows.find((r) => /hand/i.test(r.zone));
    assert.ok(hand && hand.cards >= 8, JSON.stringify(rows));
    const lands = rows.find((r) => /lands/i.test(r.zone));
    assert.ok(lands && lands.cards >= 7, JSON.stringify(rows));
    // Copies lie in stacks (four Mountains in hand, six tapped in play): a stack gives up room too, so the card after it still shows.
    for (const row of [hand, lands]) {
      assert.equal(row.hidden, 0, `every card of ${row.zone} shows at least its edge and the start of its name: ${JSON.stringify(rows)}`);
      assert.equal(row.lastCut, false, `the last card of ${row.zone} is whole: ${JSON.stringify(rows)}`);
    }
  });

  it('hot-seat: the castles stay behind the pass screen until the player deciding has the playmat', async () => {
    const g = castleScene();
    const hotSeat: Game = { setup: { ...g.setup, players: { ...g.setup.players, north: { ...g.setup.players.north, control: 'human' } } }, state: g.state };
    const m = message(hotSeat);
    assert.equal(m.table.hotSeat?.viewer, 'south');
    await p.send(m);
    assert.equal(await p.page.locator('crawl-app .pass-screen').count(), 1);
    assert.equal(await p.page.locator(BOARD).count(), 0, 'no castle shows');
    await p.page.locator('crawl-app .pass-screen vscode-button').click();
    assert.equal(await p.page.locator(`${BOARD} [role="gridcell"][data-seat]`).count(), 24, 'both castles once South has it');
  });

  for (const theme of ['dark', 'light', 'high-contrast'] as ThemeName[]) {
    it(`screenshots: the castles mid-game, and an attack waiting on South, ${theme}`, async () => {
      await p.close();
      for (const [name, game] of [
        ['castle', castleScene()],
        ['castle-breach', breachScene()],
        ['castle-declared', declaredScene()],
      ] as const) {
        p = await Playmat.open(browser(), harness(), { theme, width: 1280, height: 800 });
        await p.send(message(game));
        await p.page.evaluate(() => document.fonts.ready);
        await p.page.mouse.move(1275, 795);
        await p.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await p.settle(300);
        const dir = join(process.cwd(), 'artifacts', 'screenshots');
        mkdirSync(dir, { recursive: true });
        const file = join(dir, `${name}-${theme}.png`);
        await p.page.screenshot({ path: file });
        assert.ok(statSync(file).size > 10_000);
        if (process.env.CRAWL_UPDATE_SCREENSHOT === '1' && theme === 'dark' && name === 'castle') copyFileSync(file, join(process.cwd(), 'docs', 'castle.png'));
        if (name === 'castle') {
          // South's Earth Elemental chosen for the turn's castle change: its swaps and turning it face down marked.
          await p.page.locator(place('south', 2, 2)).click();
          await p.page.mouse.move(1275, 795);
          await p.settle(100);
          assert.equal(await p.page.locator(`${BOARD} .place.target[data-seat="south"]`).count(), 4);
          await p.page.screenshot({ path: join(dir, `castle-chosen-${theme}.png`) });
          assert.deepEqual(p.problems, []);
          await p.close();
        }
      }
    });
  }
});

interface AXNode {
  nodeId: string;
  ignored?: boolean;
  role?: { value?: string };
  name?: { value?: string };
  description?: { value?: string };
  childIds?: string[];
}
