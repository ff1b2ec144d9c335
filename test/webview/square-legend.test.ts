import { strict as assert } from 'node:assert';
import { squareKey } from '../../src/webview/panel/square-legend';
import { Playmat } from './harness/browser';
import { gameMessage, tableGame } from './harness/games';
import { browser, harness } from './harness/hooks';
import { GRID, SEATS, squareGridMessage } from './harness/square-grid';

const KEY = 'crawl-side-panel crawl-square-legend';

/** The key to the square grid, in the side panel: what it lists, how it looks beside the board, and how it is shown and hidden. */
describe('the key to the square grid (Frontier Magic)', () => {
  describe('what it lists (pure)', () => {
    it('the lands, the creatures, the marks of a choice and the home rows, with the players named and tagged as on the board', () => {
      const groups = squareKey(GRID, SEATS);
      assert.deepEqual(
        groups.map((g) => [g.title, g.entries.map((e) => e.words)]),
        [
          ['Lands', ['face down', 'Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'two colours', 'colourless', 'hole (destroyed)', 'tapped, and by whom']],
          ['Creatures', ['South', 'North', 'terrain bonus', 'banded stack', 'tapped', 'summoning sick', 'moved this turn']],
          ['Choosing', ['can act', 'chosen', 'can go there, or be chosen', 'move there', 'attack there', 'scout (turn up)', "a spell's or ability's target", 'a land to sacrifice']],
          ['Home rows', ['North: along the top', 'South: along the bottom']],
        ],
      );
      const creatures = groups[1]!.entries.flatMap((e) => (e.swatch.kind === 'creature' ? [[e.swatch.seat.tag, e.swatch.seat.index]] : []));
      assert.deepEqual(creatures, [['S', 0], ['N', 1]], 'the tags and colours the board gives them');
      const tapped = groups[0]!.entries.find((e) => e.swatch.kind === 'tapped-land')!.swatch;
      assert.equal(tapped.kind === 'tapped-land' && tapped.seat.id, 'south', 'a land tapped by the player at the bottom of the board');
    });

    it('players whose names share an initial are tagged by number, as on the board; no grid, no home rows', () => {
      const seats = [
        { ...SEATS[0]!, name: 'Player one' },
        { ...SEATS[1]!, name: 'Player two' },
      ];
      const groups = squareKey(undefined, seats);
      assert.deepEqual(
        groups.map((g) => g.title),
        ['Lands', 'Creatures', 'Choosing'],
      );
      assert.deepEqual(
        groups[1]!.entries.flatMap((e) => (e.swatch.kind === 'creature' ? [`${e.swatch.seat.tag} ${e.words}`] : [])),
        ['1 Player one', '2 Player two'],
      );
    });
  });

  describe('in the side panel', () => {
    let p: Playmat;
    afterEach(async () => {
      assert.deepEqual(p.problems, [], 'no console errors');
      await p.close();
    });

    const toggle = () => p.page.locator('crawl-side-panel #key-toggle');
    const keyShown = () => p.page.locator(KEY).isVisible();

    it('the square grid has its key, not the hex map\'s: the keys of the board, and each symbol by group, in words a screen reader reads', async () => {
      p = await Playmat.open(browser(), harness(), { width: 1280, height: 800 });
      await p.send(squareGridMessage());
      assert.equal(await p.page.locator(KEY).count(), 1);
      assert.equal(await p.page.locator('crawl-side-panel crawl-key-legend').count(), 0, 'no hex map key');
      assert.equal(await p.page.getByRole('heading', { name: 'Keys on the board' }).count(), 1);
      assert.equal(await p.page.getByRole('heading', { name: 'Keys on the map' }).count(), 0);
      assert.equal(await p.page.getByRole('img', { name: 'Arrow keys: up goes north, down south, left west, right east' }).count(), 1);
      for (const group of squareKey(GRID, SEATS)) {
        const list = p.page.getByRole('list', { name: group.title });
        assert.equal(await list.count(), 1, `a list of ${group.title}`);
        // What a screen reader reads of the list: the words alone, each symbol being hidden from it.
        const read = (await list.ariaSnapshot())
          .split('\n')
          .flatMap((line) => /^\s*- listitem: (.*)$/.exec(line)?.[1] ?? [])
          .map((text) => (text.startsWith('"') ? (JSON.parse(text) as string) : text));
        assert.deepEqual(read, group.entries.map((e) => e.words), group.title);
      }
    });

    it('each symbol is drawn in the board\'s own look: the seat colours, the land backs, the marks of a place', async () => {
      p = await Playmat.open(browser(), harness(), { width: 1280, height: 800 });
      await p.send(squareGridMessage());
      const style = (selector: string, property: string) => p.page.locator(selector).first().evaluate((e, prop) => getComputedStyle(e).getPropertyValue(prop), property);
      const same = async (inKey: string, onBoard: string, property: string) =>
        assert.equal(await style(`${KEY} ${inKey}`, property), await style(`crawl-square-board ${onBoard}`, property), `${inKey}: ${property}`);
      await same('[data-swatch="creature"] .piece.seat-0', '.place .piece.seat-0', 'border-left-color');
      await same('[data-swatch="creature"] .piece.seat-1', '.place .piece.seat-1', 'border-left-color');
      await same('[data-swatch="face-down"] .land', '.land.face-down', 'background-image');
      await same('[data-swatch="hole"] .land', '.land.hole', 'border-top-style');
      await same('[data-swatch="bonus"] .pt', '.pt.raised', 'border-top-color');
      // The tags in the key are the board's.
      const tags = await p.page.locator(`${KEY} [data-swatch="creature"] .seat-tag`).allInnerTexts();
      assert.deepEqual(tags, ['S', 'N']);
    });

    it('its heading shows and hides it, from the keyboard too, and says which; the choice is kept with the view state', async () => {
      p = await Playmat.open(browser(), harness(), { width: 1280, height: 800 });
      await p.send(squareGridMessage());
      assert.equal(await toggle().getAttribute('aria-expanded'), 'true');
      assert.equal(await toggle().getAttribute('aria-controls'), 'key-body');
      assert.equal(await p.page.getByRole('button', { name: 'Keys and symbols' }).count(), 1);
      assert.equal(await keyShown(), true);
      await toggle().focus();
      await p.page.keyboard.press('Enter');
      assert.equal(await toggle().getAttribute('aria-expanded'), 'false');
      assert.equal(await keyShown(), false);
      assert.deepEqual(await p.state(), { keyHidden: true });
      // A new state of the game leaves it as the player set it.
      await p.send(squareGridMessage({ version: 6 }));
      assert.equal(await keyShown(), false);
      await toggle().focus();
      await p.page.keyboard.press('Space');
      assert.equal(await toggle().getAttribute('aria-expanded'), 'true');
      assert.equal(await keyShown(), true);
      assert.deepEqual(await p.state(), { keyHidden: false });
    });

    it('hidden before a reload, it opens hidden', async () => {
      p = await Playmat.open(browser(), harness(), { width: 1280, height: 800, state: { keyHidden: true } });
      await p.send(squareGridMessage());
      assert.equal(await toggle().getAttribute('aria-expanded'), 'false');
      assert.equal(await keyShown(), false);
    });

    it('chosen by the kind of board the table view names: the same game drawn on a hex map has the hex key', async () => {
      p = await Playmat.open(browser(), harness(), { width: 1280, height: 800 });
      const crawl = gameMessage(tableGame({ hand: ['Giant Growth'] }));
      await p.send(crawl);
      assert.equal(await p.page.locator('crawl-side-panel crawl-key-legend').count(), 1);
      assert.equal(await p.page.locator(KEY).count(), 0);
      await p.send(squareGridMessage());
      assert.equal(await p.page.locator('crawl-side-panel crawl-key-legend').count(), 0);
      assert.equal(await p.page.locator(KEY).count(), 1);
      await p.send(crawl);
      assert.equal(await p.page.locator(KEY).count(), 0);
      assert.equal(await p.page.locator('crawl-side-panel crawl-key-legend').count(), 1);
    });
  });
});
