import { strict as assert } from 'node:assert';
import type { ActionView, GridCreatureView } from '../../src/protocol/table-view';
import { actionKind, chosenWords, destinations, pieceStats, seatLooks } from '../../src/webview/board/grid-words';
import { groupsFor } from '../../src/webview/table/intents';
import { Playmat } from './harness/browser';
import { playmatEachTest } from './harness/hooks';
import { ACTIONS, GRID, ID, SEATS, squareGridMessage } from './harness/square-grid';

const BOARD = 'crawl-square-board';
const cell = (row: number, col: number) => `${BOARD} [role="gridcell"][data-place="${row},${col}"]`;
const action = (label: string): ActionView => {
  const a = ACTIONS.find((x) => x.label === label);
  if (!a) throw new Error(`no action ${label}`);
  return a;
};

/** The square grid of Frontier Magic, drawn by the app from a table view, in Chromium. */
describe('the square grid (Frontier Magic)', () => {
  let p: Playmat;
  // Playmat.open's default size, which these tests were written at.
  playmatEachTest((opened) => (p = opened), { width: 1200, height: 760 });

  const show = (extra: Parameters<typeof squareGridMessage>[0] = {}) => p.send(squareGridMessage(extra));
  const targets = async () => (await p.page.locator(`${BOARD} .place.target`).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.place))).sort();
  const label = (row: number, col: number) => p.page.locator(cell(row, col)).getAttribute('aria-label');
  const announced = () => p.text(`${BOARD} [role="status"]`);
  /** The place the keyboard is on, through the shadow roots. */
  const focused = () =>
    p.page.evaluate(() => {
      let a: Element | null = document.activeElement;
      while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
      return (a as HTMLElement | null)?.dataset.place ?? a?.getAttribute('role') ?? a?.tagName ?? null;
    });
  const tipOpen = () => p.page.locator(`${BOARD} .tip`).evaluate((e) => e.matches(':popover-open'));

  it('draws rows × cols places, north at the top, and each home row along its edge', async () => {
    await show();
    assert.equal(await p.page.locator('.no-board').count(), 0, 'the app has a component for the square grid');
    assert.equal(await p.page.getByRole('grid', { name: 'The frontier: 5 rows by 6 columns, north at the top' }).count(), 1);
    assert.equal(await p.page.locator(`${BOARD} [role="row"]`).count(), 5);
    const places = await p.page.locator(`${BOARD} [role="gridcell"]`).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.place));
    assert.equal(places.length, 30);
    assert.deepEqual(places.slice(0, 7), ['0,0', '0,1', '0,2', '0,3', '0,4', '0,5', '1,0'], 'row by row, from the north-west corner');
    const box = async (sel: string) => (await p.page.locator(sel).boundingBox())!;
    const [nw, ne, sw] = [await box(cell(0, 0)), await box(cell(0, 5)), await box(cell(4, 0))];
    assert.ok(nw.y < sw.y && nw.x < ne.x, 'row 0 is at the top, column 0 at the left');
    assert.ok(Math.abs(nw.width - nw.height) < 1, 'the places are square');
    const north = await box(`${BOARD} .home-north`);
    const south = await box(`${BOARD} .home-south`);
    assert.ok(north.y + north.height <= nw.y && south.y >= sw.y + sw.height, 'North above the grid, South below it');
    const [northText, southText] = [await p.text(`${BOARD} .home-north`), await p.text(`${BOARD} .home-south`)];
    assert.match(northText, /^N North ♥ 20 /);
    assert.match(northText, /N Howling Mine Artifact .*N Craw Wurm zzz 6\/4$/);
    assert.match(southText, /^S South ♥ 18 on turn S Giant Spider 2\/4 .*S Crusade Enchantment/);
  });

  it('a face-down land shows no name; a hole says so; a face-up land its name and terrain, turned and marked with who tapped it', async () => {
    await show();
    assert.equal(await p.text(cell(0, 0)), '', 'a face-down land tells nothing');
    assert.equal(await p.page.locator(`${cell(0, 0)} .land.face-down`).count(), 1);
    assert.equal(await p.text(cell(1, 4)), 'Hole');
    assert.equal(await p.text(cell(0, 1)), 'Island');
    assert.equal(await p.page.locator(`${cell(0, 1)} .fill.t-Island`).count(), 1);
    assert.deepEqual(
      await p.page.locator(`${cell(2, 3)} .fill`).evaluateAll((els) => els.map((e) => e.className)),
      ['fill t-Mountain', 'fill t-Forest'],
      'a land of two colours shows both',
    );
    assert.equal(await p.page.locator(`${cell(2, 5)} .fill.colourless`).count(), 1);
    const upright = (await p.page.locator(`${cell(2, 2)} .land`).boundingBox())!;
    const turned = (await p.page.locator(`${cell(1, 2)} .land`).boundingBox())!;
    assert.ok(upright.height > upright.width, 'an untapped land stands upright');
    assert.ok(turned.width > turned.height, 'a tapped land lies across');
    assert.equal(await p.page.locator(`${cell(1, 2)} .tapper`).getAttribute('title'), 'Tapped by North');
    assert.equal(await p.text(`${cell(1, 2)} .tapper`), 'N');
    assert.equal(await p.page.locator(`${cell(3, 3)} .tapper`).getAttribute('title'), 'Tapped by South');
  });

  it('creatures show their name, power/toughness as they count (bigger when the terrain raises them) and whose they are; a banded stack as a stack', async () => {
    await show();
    assert.equal(await p.text(`${cell(3, 2)} .piece`), 'Llanowar Elves S ▲3/3');
    assert.equal(await p.page.locator(`${cell(3, 2)} .piece.seat-0`).count(), 1, 'South wears the first seat colour');
    assert.equal(await p.page.locator(`${cell(1, 2)} .piece.seat-1`).count(), 1, 'North the second');
    assert.equal(await p.text(`${cell(1, 2)} .seat-tag`), 'N');
    const size = (sel: string) => p.page.locator(sel).evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    assert.ok((await size(`${cell(3, 2)} .pt.raised`)) > (await size(`${cell(2, 0)} .pt`)) * 1.2, 'a raised power/toughness is drawn bigger');
    assert.equal(await p.page.locator(`${cell(2, 0)} .pt.raised`).count(), 0, 'no bonus, no raise');
    // The stack: two cards, one piece, its total with one bonus.
    assert.equal(await p.page.locator(`${cell(3, 1)} .piece`).count(), 1);
    assert.equal(await p.page.locator(`${cell(3, 1)} .piece.stack`).count(), 1);
    assert.equal(await p.text(`${cell(3, 1)} .piece`), 'Benalish Hero S ×2 ▲3/3');
    // Tapped, and has moved this turn.
    assert.equal(await p.page.locator(`${cell(2, 0)} .piece.tapped .tapped-mark`).count(), 1);
    assert.equal(await p.page.locator(`${cell(2, 0)} .moved-mark`).count(), 1);
  });

  it('each place is named for a screen reader: the land, who tapped it, the creatures and their bonus', async () => {
    await show();
    const named = (name: string) => p.page.getByRole('gridcell', { name, exact: true }).count();
    assert.equal(await named('Row 2, column 3: face-up Forest, tapped by North; Grizzly Bears (North) 3/3, +1/+1 from terrain'), 1);
    assert.equal(await named('Row 1, column 1: face-down land'), 1);
    assert.equal(await named('Row 2, column 5: hole, a destroyed land'), 1);
    assert.equal(await named('Row 3, column 1: face-up Mountain; Hurloon Minotaur (South) 2/3, tapped, has moved this turn'), 1);
    assert.equal(
      await named('Row 4, column 2: face-up Plains; Banded stack of 2 (South) 3/3, +1/+1 from terrain: Benalish Hero 1/1; Mesa Pegasus 1/1'),
      1,
    );
    assert.equal(await named('Row 4, column 3: face-up Forest; Llanowar Elves (South) 3/3, +2/+2 from terrain'), 1);
    assert.equal(
      await p.page.locator(cell(3, 2)).getAttribute('aria-description'),
      'terrain bonus: +1/+1: stands on a Forest; +1/+1: Forest to the north.',
    );
    assert.equal(await p.page.locator(cell(0, 3)).getAttribute('aria-description'), 'flying, vigilance. terrain bonus: +1/+1: stands on a Plains.');
    // What Chromium gives assistive technology: a grid of rows of named cells, the drawing inside hidden.
    const cdp = await p.page.context().newCDPSession(p.page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as unknown as { nodes: AXNode[] };
    await cdp.detach();
    const seen = nodes.filter((n) => !n.ignored);
    assert.equal(seen.filter((n) => n.role?.value === 'grid').length, 1);
    assert.equal(seen.filter((n) => n.role?.value === 'row').length, 5);
    assert.equal(seen.filter((n) => n.role?.value === 'gridcell').length, 30);
    const elves = seen.find((n) => n.name?.value === 'Row 4, column 3: face-up Forest; Llanowar Elves (South) 3/3, +2/+2 from terrain');
    assert.equal(elves?.role?.value, 'gridcell');
    assert.equal(elves?.description?.value, 'terrain bonus: +1/+1: stands on a Forest; +1/+1: Forest to the north.');
    const inside = (elves?.childIds ?? []).map((id) => nodes.find((n) => n.nodeId === id)).filter((n) => n && !n.ignored);
    assert.deepEqual(inside, [], 'the drawing is hidden: the name says it all');
    // The home rows are named lists; a card that can act is a button.
    assert.equal(await p.page.getByRole('region', { name: "North's home row: 2 cards" }).count(), 1);
    assert.equal(await p.page.getByRole('button', { name: 'Giant Spider (South) 2/4', exact: true }).count(), 1);
    assert.equal(await p.page.getByRole('button', { name: /Craw Wurm/ }).count(), 0, "North's creature is not South's to choose");
  });

  it('choosing a creature marks exactly the places of its actions and says how many; a click on one sends that action', async () => {
    await show({ version: 9 });
    assert.deepEqual(await targets(), []);
    await p.page.locator(`${cell(3, 2)} .piece`).click();
    assert.deepEqual(await targets(), ['2,2', '3,3', '4,2']);
    assert.equal(
      await announced(),
      '3 places Llanowar Elves can go to: row 3, column 3 (Move); row 4, column 4 (Attack); row 5, column 3 (Move, or Scout). Escape clears the choice.',
    );
    assert.equal(await p.page.locator(cell(3, 2)).getAttribute('aria-selected'), 'true');
    assert.match((await label(3, 2))!, /; chosen$/);
    assert.match((await label(2, 2))!, /; Move Llanowar Elves north$/);
    assert.match((await label(3, 3))!, /; Attack Scathe Zombies with Llanowar Elves$/);
    assert.equal(await p.text(`${cell(3, 3)} .mark`), 'Attack');
    assert.deepEqual(await p.intents(), [], 'choosing sends nothing');
    // Another creature: its own places instead.
    await p.page.locator(cell(3, 1)).click();
    assert.deepEqual(await targets(), ['2,1', '4,1']);
    await p.page.locator(cell(3, 2)).click();
    await p.page.locator(cell(2, 2)).click();
    await p.settle();
    assert.deepEqual(await p.intents(), [{ type: 'act', action: action('Move Llanowar Elves north').action, version: 9 }]);
    assert.deepEqual(await targets(), [], 'the marks go while the move is on its way');
  });

  it('a place with several actions opens a menu of their labels; Escape closes it, then clears the choice', async () => {
    await show();
    await p.page.locator(cell(3, 2)).click();
    assert.equal(await p.text(`${cell(4, 2)} .mark`), 'Move · Scout');
    await p.page.locator(cell(4, 2)).click();
    const menu = p.page.getByRole('menu');
    assert.equal(await p.page.locator(`${BOARD} .menu`).evaluate((e) => e.matches(':popover-open')), true);
    assert.deepEqual(await menu.getByRole('menuitem').allTextContents().then((t) => t.map((s) => s.trim())), [
      'Move Llanowar Elves south',
      'Scout south with Llanowar Elves',
    ]);
    assert.equal(await focused(), 'menuitem', 'the keyboard is in the menu');
    assert.deepEqual(await p.intents(), [], 'nothing sent until one is chosen');
    await p.page.keyboard.press('Escape');
    assert.equal(await p.page.locator(`${BOARD} .menu`).evaluate((e) => e.matches(':popover-open')), false);
    assert.equal(await focused(), '4,2', 'back on the place');
    assert.deepEqual(await targets(), ['2,2', '3,3', '4,2'], 'the choice stays');
    await p.page.keyboard.press('Escape');
    assert.deepEqual(await targets(), []);
    assert.equal(await announced(), 'Llanowar Elves: choice cleared.');
    // Again, and this time choose from it with the keyboard.
    await p.page.locator(cell(3, 2)).click();
    await p.page.locator(cell(4, 2)).click();
    await p.page.keyboard.press('ArrowDown');
    await p.page.keyboard.press('Enter');
    await p.settle();
    assert.deepEqual(await p.intents(), [{ type: 'act', action: action('Scout south with Llanowar Elves').action, version: 5 }]);
  });

  it('the keyboard: one tab stop; arrows, Home and End move between places; Enter chooses and acts; Escape clears', async () => {
    await show();
    // The app puts the keyboard on the board, at the first of your creatures that can act.
    assert.equal(await focused(), '3,1');
    const press = async (key: string, expected: string) => {
      await p.page.keyboard.press(key);
      assert.equal(await focused(), expected, `after ${key}`);
    };
    await press('ArrowRight', '3,2');
    await press('ArrowUp', '2,2');
    await press('Home', '2,0');
    await press('End', '2,5');
    await press('ArrowRight', '2,5');
    await press('Control+Home', '0,0');
    await press('ArrowUp', '0,0');
    await press('Control+End', '4,5');
    await press('PageUp', '0,5');
    await press('PageDown', '4,5');
    const stops = await p.page.locator(`${BOARD} [role="gridcell"][tabindex="0"]`).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.place));
    assert.deepEqual(stops, ['4,5'], 'one tab stop, where the keyboard is');
    await press('Control+Home', '0,0');
    for (const k of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowRight']) await p.page.keyboard.press(k);
    assert.equal(await focused(), '3,2');
    await p.page.keyboard.press('Enter');
    assert.deepEqual(await targets(), ['2,2', '3,3', '4,2']);
    assert.match(await announced(), /^3 places Llanowar Elves can go to/);
    await press('ArrowUp', '2,2');
    await p.page.keyboard.press('Escape');
    assert.deepEqual(await targets(), []);
    assert.equal(await announced(), 'Llanowar Elves: choice cleared.');
    // Enter on an empty place with nothing chosen says what to do.
    await p.page.keyboard.press('Enter');
    assert.equal(await announced(), 'Nothing to do at row 3, column 3. Choose one of your creatures first.');
    await press('ArrowDown', '3,2');
    await p.page.keyboard.press(' ');
    await press('ArrowRight', '3,3');
    await p.page.keyboard.press('Enter');
    await p.settle();
    assert.deepEqual(await p.intents(), [{ type: 'act', action: action('Attack Scathe Zombies with Llanowar Elves').action, version: 5 }]);
  });

  it("the terrain bonus's reasons show beside a place on keyboard focus and on hover", async () => {
    await show();
    await p.page.mouse.move(2, 2);
    await p.page.keyboard.press('ArrowRight');
    assert.equal(await focused(), '3,2');
    assert.equal(await tipOpen(), true);
    const tip = await p.text(`${BOARD} .tip`);
    assert.match(tip, /Llanowar Elves South Creature — Elf Druid 3\/3 \(1\/1 \+2\/\+2 from terrain\)/);
    assert.match(tip, /\+1\/\+1: stands on a Forest \+1\/\+1: Forest to the north/);
    const tipBox = (await p.page.locator(`${BOARD} .tip`).boundingBox())!;
    const placeBox = (await p.page.locator(cell(3, 2)).boundingBox())!;
    assert.ok(tipBox.x >= placeBox.x + placeBox.width || tipBox.x + tipBox.width <= placeBox.x, 'beside the place, not over it');
    // A face-down land has nothing to tell.
    await p.page.keyboard.press('ArrowDown');
    assert.equal(await tipOpen(), false);
    await p.page.keyboard.press('ArrowUp');
    assert.equal(await tipOpen(), true);
    await p.page.keyboard.press('Escape');
    assert.equal(await tipOpen(), false, 'Escape dismisses it');
    // Hover.
    await p.page.locator(cell(1, 2)).hover();
    assert.equal(await tipOpen(), true);
    assert.match(await p.text(`${BOARD} .tip`), /^Forest Basic Land — Forest Tapped by North N Grizzly Bears North .* \+1\/\+1: stands on a Forest$/);
    await p.page.mouse.move(2, 2);
    assert.equal(await tipOpen(), false);
  });

  it('a creature in its home row is chosen the same way and marks the lands it can step onto', async () => {
    await show();
    const spider = p.page.getByRole('button', { name: 'Giant Spider (South) 2/4', exact: true });
    await spider.click();
    assert.equal(await p.page.locator(`${BOARD} .home-piece[data-id="${ID.spider}"]`).getAttribute('aria-pressed'), 'true');
    assert.deepEqual(await targets(), ['4,0', '4,1', '4,2', '4,3', '4,4', '4,5']);
    assert.match(await announced(), /^6 places Giant Spider can go to: row 5, column 1 \(Move\);/);
    // Tab goes on to the grid, at the first of them.
    await p.page.keyboard.press('Shift+Tab');
    assert.equal(await focused(), '4,0');
    await p.page.keyboard.press('ArrowRight');
    await p.page.keyboard.press('Enter');
    await p.settle();
    assert.deepEqual(await p.intents(), [{ type: 'act', action: action('Move Giant Spider onto row 5, column 2').action, version: 5 }]);
  });

  it('read-only, or while an action is on its way: every place can be read, nothing can be chosen', async () => {
    await show({ readOnly: true });
    assert.equal(await p.page.locator(`${BOARD} .choosable`).count(), 0);
    await p.page.locator(cell(3, 2)).click();
    assert.deepEqual(await targets(), []);
    assert.equal(await announced(), 'Nothing can be chosen now.');
    assert.equal(await p.page.getByRole('button', { name: /Giant Spider/ }).count(), 0);
    assert.match((await label(3, 2))!, /^Row 4, column 3: face-up Forest; Llanowar Elves/);
    assert.deepEqual(await p.intents(), []);
  });

  it('a new table ends a choice it no longer offers, and keeps the keyboard where it was', async () => {
    await show();
    await p.page.keyboard.press('ArrowRight');
    await p.page.keyboard.press('Enter');
    assert.deepEqual(await targets(), ['2,2', '3,3', '4,2']);
    // The stack moved (the host's answer): the Elves have nothing left to do.
    await show({ version: 6, actions: ACTIONS.filter((a) => a.on === ID.spider) });
    assert.deepEqual(await targets(), []);
    assert.equal(await focused(), '3,2');
    assert.equal(await p.page.locator(`${BOARD} .place.choosable`).count(), 0, 'no creature on the board can act now');
  });
});

interface AXNode {
  readonly nodeId: string;
  readonly ignored: boolean;
  readonly role?: { readonly value: string };
  readonly name?: { readonly value: string };
  readonly description?: { readonly value: string };
  readonly childIds?: readonly string[];
}

describe('the square grid: words and sums (pure)', () => {
  const bear = (bonus: number, reasons: string[] = []): GridCreatureView => ({
    card: { id: 1, name: 'Bear', manaCost: '', colours: ['G'], typeLine: 'Creature — Bear', text: [], power: 2, toughness: 2 },
    seat: 's',
    power: 2 + bonus,
    toughness: 2 + bonus,
    bonus: { amount: bonus, reasons },
    moved: false,
  });

  it("a banded stack adds its members' power and toughness with one terrain bonus, whoever carries it", () => {
    assert.deepEqual(pieceStats([bear(1), bear(1)]), { power: 5, toughness: 5, bonus: 1 });
    assert.deepEqual(pieceStats([bear(1), bear(0)]), { power: 5, toughness: 5, bonus: 1 });
    assert.deepEqual(pieceStats([bear(0)]), { power: 2, toughness: 2, bonus: 0 });
  });

  it('seat tags are initials when they differ, else numbers', () => {
    const looks = seatLooks(SEATS, ['ghost']);
    assert.deepEqual([...looks.values()].map((l) => [l.tag, l.index]), [['S', 0], ['N', 1], ['G', -1]]);
    const same = seatLooks([
      { ...SEATS[0]!, name: 'Player one' },
      { ...SEATS[1]!, name: 'Player two' },
    ]);
    assert.deepEqual([...same.values()].map((l) => l.tag), ['1', '2']);
  });

  it("an action's kind comes from its type, else from its label", () => {
    assert.deepEqual(ACTIONS.slice(0, 4).map(actionKind), ['move', 'move', 'scout', 'attack']);
    assert.equal(actionKind({ action: { type: 'pass' }, label: 'Attack North with Serra Angel' } as ActionView), 'attack');
    assert.equal(actionKind({ action: { type: 'pass' }, label: 'Pass' } as ActionView), 'act');
  });

  it("the card table leaves an action on a place to the board, even one of a kind it knows (an attack)", () => {
    const onCard: ActionView = { action: { type: 'attack', creature: ID.elves, target: ID.zombies }, label: 'Attack Scathe Zombies', on: ID.elves };
    const onPlace: ActionView = { ...onCard, at: { row: 3, col: 3 } };
    assert.equal(groupsFor([onCard], ID.elves).length, 1);
    assert.deepEqual(groupsFor([onPlace], ID.elves), []);
  });

  it('the announcement lists the places in reading order', () => {
    const places = destinations(ACTIONS, [ID.hero, ID.pegasus]);
    assert.equal(chosenWords('the stack', places), '2 places the stack can go to: row 3, column 2 (Move); row 5, column 2 (Move). Escape clears the choice.');
    assert.equal(GRID.squares.length, GRID.rows * GRID.cols);
  });
});
