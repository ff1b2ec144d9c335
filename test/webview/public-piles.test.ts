import { strict as assert } from 'node:assert';
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { newSave, type SaveFile } from '../../src/engine';
import type { CardDef } from '../../src/engine/cards/card';
import { addImportedCards } from '../../src/engine/cards/pool';
import { frontierSetup, starterDeck } from '../../src/engine/variants/frontier';
import { showGame } from '../../src/extension/host-messages';
import type { ShowGameMessage } from '../../src/protocol/messages';
import type { CastleBoardView, SeatsBoardView, SquareGridView } from '../../src/protocol/table-view';
import { botsUntil, newGame, type Game } from '../unit/duel/game-helpers';
import type { Game as CastleGame } from '../unit/castle/game-helpers';
import { Playmat } from './harness/browser';
import { castleScene } from './harness/castle';
import { browser, harness } from './harness/hooks';
import type { ThemeName } from './harness/themes';

/**
 * Other players' graveyards and exile on the playmat, in Chromium: public
 * piles, counted on a small button that opens the list of their cards
 * (by click or keyboard), each card's details on focus or hover.
 */

const OUT = join(process.cwd(), 'artifacts', 'screenshots');

/** A creature whose ability exiles a creature card from any graveyard (its text as printed cards word it). */
const WARDEN: CardDef = {
  name: 'Test Grave Warden',
  manaCost: '{2}{B}',
  colours: ['B'],
  types: ['Creature'],
  subtypes: ['Zombie'],
  power: 2,
  toughness: 2,
  keywords: [],
  abilities: [{ kind: 'activated', cost: { tap: true }, target: { kind: 'card-in-graveyard', type: 'Creature', anyGraveyard: true }, effects: [{ do: 'exileCard' }] }],
};

/** Zone cards named, ids from `first` up, in order. */
const zone = (first: number, cards: readonly string[]) => cards.map((card, i) => ({ id: first + i, card }));

/** A four-seat Magic table some turns in, Ada (the first seat) a person's, with piles laid out by hand for the others. */
function magicTable(): ShowGameMessage {
  const g: Game = botsUntil(newGame(4, 'public-piles-table'), (x) => x.state.phase.type === 'turn' && x.state.phase.number >= 5 && x.state.phase.seat === 'p1' && x.state.phase.step === 'main1');
  const state = structuredClone(g.state);
  state.players[1]!.graveyard = zone(9100, ['Lightning Bolt', 'Grizzly Bears', 'Giant Growth', 'Hill Giant', 'Lightning Bolt']);
  state.players[1]!.exile = zone(9150, ['Serra Angel']);
  state.players[2]!.graveyard = zone(9200, ['Llanowar Elves', 'Doom Blade']);
  state.players[2]!.exile = [];
  state.players[3]!.graveyard = [];
  state.players[3]!.exile = [];
  const setup = { ...g.setup, players: g.setup.players.map((p, i) => (i === 0 ? { ...p, name: 'Ada', control: 'human' as const } : p)) };
  return showGame({ ...newSave(setup), state } as SaveFile, { version: 3, readOnly: false, fileName: 'table.crawl.json' });
}

/** A new Frontier game, North's graveyard and exile laid out by hand. */
function frontierTable(): ShowGameMessage {
  const made = frontierSetup({ seed: 'public-piles-frontier', south: { deck: starterDeck('green')! }, north: { deck: starterDeck('red')!, control: 'computer' } });
  assert.ok(made.ok);
  const g = newSave(made.setup);
  const s = structuredClone(g.state) as Extract<SaveFile, { setup: { variant: 'frontier' } }>['state'];
  s.players.north.graveyard = zone(9300, ['Lightning Bolt', 'Hill Giant', 'Goblin Piker']);
  s.players.north.exile = zone(9350, ['Fire Elemental']);
  return showGame({ ...g, state: s } as SaveFile, { version: 3, readOnly: false, fileName: 'frontier.crawl.json' });
}

/** The Castle scene, North's graveyard laid out by hand. */
function castleTable(): ShowGameMessage {
  const g: CastleGame = castleScene();
  g.state = { ...g.state, players: { ...g.state.players, north: { ...g.state.players.north, graveyard: zone(9400, ['Hill Giant', 'Lightning Bolt']) } } };
  return showGame({ ...newSave(g.setup), state: g.state } as SaveFile, { version: 4, readOnly: false, fileName: 'castle.crawl.json' });
}

/** The element that has focus, through shadow roots: its tag and class, and its aria-label. */
async function focused(p: Playmat): Promise<{ tag: string; cls: string; label: string }> {
  return p.page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return { tag: el?.localName ?? '', cls: el?.getAttribute('class') ?? '', label: el?.getAttribute('aria-label') ?? '' };
  });
}

describe('public piles: other players\' graveyards and exile on the playmat', () => {
  let p: Playmat;
  beforeEach(async () => {
    p = await Playmat.open(browser(), harness(), { width: 1280, height: 800 });
  });
  afterEach(async () => {
    assert.deepEqual(p.problems, [], 'no console errors');
    await p.close();
  });

  it("the Magic table: another seat's graveyard is counted closed, opens by keyboard to its cards in order, each card's details on focus, and Escape closes it", async () => {
    const m = magicTable();
    const board = m.table.board as SeatsBoardView;
    await p.send(m);
    const seat = p.page.locator('crawl-seats-board li.seat').nth(0);
    const other = board.others[0]!;
    assert.equal(other.seat, 'p2');
    // Closed: the count shows, no list; the seat's summary says it too.
    const button = seat.locator('crawl-public-piles button.pile.graveyard');
    assert.equal(await button.getAttribute('aria-label'), `${other.name}'s graveyard: 5 cards`);
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
    assert.equal((await button.textContent())!.replace(/\s+/g, ' ').trim(), 'Graveyard5▸');
    assert.equal(await seat.locator('crawl-public-piles ul.list').count(), 0);
    assert.match((await seat.getAttribute('aria-label'))!, /5 in graveyard, 1 in exile/);
    // Opened from the keyboard.
    await button.focus();
    await p.page.keyboard.press('Enter');
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    const list = seat.locator('crawl-public-piles ul.list.graveyard');
    assert.equal(await list.getAttribute('aria-label'), `${other.name}'s graveyard, oldest first`);
    const cards = list.locator('crawl-card[size="line"]');
    const labels = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    assert.deepEqual(
      labels.map((l) => l.split(',')[0]),
      other.graveyard.map((c) => c.name),
    );
    assert.deepEqual(
      labels.map((l) => l.split(',')[0]),
      ['Lightning Bolt', 'Grizzly Bears', 'Giant Growth', 'Hill Giant', 'Lightning Bolt'],
    );
    assert.match(labels[1]!, /^Grizzly Bears, 1 G, Creature — Bear, 2\/2$/);
    assert.deepEqual(await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-id'))), ['9100', '9101', '9102', '9103', '9104']);
    // Tab goes to the cards; keyboard focus opens a card's details, as a compact card's.
    await p.page.keyboard.press('Tab');
    let now = await focused(p);
    if (now.tag !== 'crawl-card') {
      // The exile's button comes first in the tab order; the graveyard's cards after it.
      assert.match(now.label, /exile: 1 card/);
      await p.page.keyboard.press('Tab');
      now = await focused(p);
    }
    assert.equal(now.tag, 'crawl-card');
    assert.match(now.label, /^Lightning Bolt/);
    await p.page.waitForFunction(() => {
      const find = (root: Document | ShadowRoot): Element | null => {
        for (const el of Array.from(root.querySelectorAll('*'))) {
          if (el.localName === 'crawl-card' && el.getAttribute('size') === 'line' && (el as unknown as { detailsOpen: boolean }).detailsOpen) return el;
          if (el.shadowRoot) {
            const inner = find(el.shadowRoot);
            if (inner) return inner;
          }
        }
        return null;
      };
      return find(document) !== null;
    });
    assert.match(await p.text('crawl-seats-board li.seat:nth-child(1) crawl-public-piles ul.list crawl-card:nth-child(1) .details'), /3 damage/);
    // Escape: first the details, then the list, focus back on its button.
    await p.page.keyboard.press('Escape');
    assert.equal(await seat.locator('crawl-public-piles ul.list').count(), 1, 'the first Escape dismisses the details only');
    await p.page.keyboard.press('Escape');
    assert.equal(await seat.locator('crawl-public-piles ul.list').count(), 0);
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
    assert.match((await focused(p)).label, /graveyard: 5 cards$/);
    // A click opens it too; an empty graveyard's button is there, counted 0, and cannot open.
    await button.click();
    assert.equal(await list.locator('crawl-card').count(), 5);
    const empty = p.page.locator('crawl-seats-board li.seat').nth(2).locator('crawl-public-piles button.pile.graveyard');
    assert.equal(await empty.getAttribute('aria-label'), `${board.others[2]!.name}'s graveyard: no cards`);
    assert.equal(await empty.isDisabled(), true);
    assert.equal(await p.page.locator('crawl-seats-board li.seat').nth(2).locator('button.pile.exile').count(), 0, 'no exile button while it is empty');
  });

  it('a target "from a graveyard": the cards of other players\' graveyards are offered by name and whose pile they lie in, and a click sends that card', async () => {
    addImportedCards([WARDEN]);
    const g: Game = botsUntil(newGame(3, 'piles-target'), (x) => x.state.phase.type === 'turn' && x.state.phase.seat === 'p1' && x.state.phase.step === 'main1');
    const state = structuredClone(g.state);
    state.players[0]!.graveyard = zone(9500, ['Grizzly Bears']);
    state.players[1]!.graveyard = zone(9510, ['Hill Giant', 'Lightning Bolt']);
    state.players[2]!.graveyard = zone(9520, ['Hill Giant']);
    state.battlefield.push({ id: 9530, card: WARDEN.name, controller: 'p1', tapped: false, sick: false, damage: 0, counters: 0 });
    state.counters.nextId = 9531;
    const setup = { ...g.setup, players: g.setup.players.map((pl, i) => (i === 0 ? { ...pl, name: 'Ada', control: 'human' as const } : pl)) };
    await p.send(showGame({ ...newSave(setup), state } as SaveFile, { version: 3, readOnly: false, fileName: 'table.crawl.json' }));
    await p.page.locator('crawl-table crawl-card[data-id="9530"]').click();
    const choices = p.page.locator('crawl-table .prompt .choice');
    const names = await choices.allTextContents();
    assert.deepEqual(
      names.map((n) => n.trim()),
      ['Grizzly Bears', "Hill Giant in Computer 2's graveyard", "Hill Giant in Computer 3's graveyard"],
      'yours by name, the others\' with whose graveyard: two Hill Giants told apart',
    );
    await choices.nth(2).click();
    const sent = (await p.intents()).find((i) => i.type === 'act') as { action: unknown } | undefined;
    assert.deepEqual(sent?.action, { type: 'activate', card: 9530, ability: 0, target: 9520 });
  });

  it("Frontier: the other player's home row opens their graveyard and exile over the board", async () => {
    const m = frontierTable();
    const grid = m.table.board as SquareGridView;
    assert.equal(grid.homeRows.find((r) => r.seat === 'north')!.piles!.graveyard.length, 3);
    await p.send(m);
    const piles = p.page.locator('crawl-square-board .home-north crawl-public-piles');
    assert.equal(await p.page.locator('crawl-square-board .home-south crawl-public-piles').count(), 0, "the viewer's own are the card table's");
    const exile = piles.locator('button.pile.exile');
    assert.match((await exile.getAttribute('aria-label'))!, /'s exile: 1 card$/);
    await piles.locator('button.pile.graveyard').focus();
    await p.page.keyboard.press('Space');
    const names = await piles.locator('ul.list.graveyard crawl-card').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')?.split(',')[0]));
    assert.deepEqual(names, ['Lightning Bolt', 'Hill Giant', 'Goblin Piker']);
  });

  it("Castle: the other castle's title opens its owner's graveyard", async () => {
    const m = castleTable();
    assert.equal((m.table.board as CastleBoardView).castles.find((c) => c.seat === 'north')!.piles!.graveyard.length, 2);
    await p.send(m);
    const piles = p.page.locator('crawl-castle-board crawl-public-piles');
    assert.equal(await piles.count(), 1, 'one, the other player\'s');
    await piles.locator('button.pile.graveyard').focus();
    await p.page.keyboard.press('Enter');
    const names = await piles.locator('ul.list.graveyard crawl-card').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')?.split(',')[0]));
    assert.deepEqual(names, ['Hill Giant', 'Lightning Bolt']);
  });

  for (const theme of ['dark', 'light', 'high-contrast'] as ThemeName[]) {
    it(`screenshots: a four-seat Magic table with graveyards open, and Frontier's, ${theme}`, async () => {
      await p.close();
      p = await Playmat.open(browser(), harness(), { theme, width: 1280, height: 800 });
      mkdirSync(OUT, { recursive: true });
      await p.send(magicTable());
      await p.page.evaluate(() => document.fonts.ready);
      const seats = p.page.locator('crawl-seats-board li.seat');
      await seats.nth(0).locator('button.pile.graveyard').click();
      await seats.nth(0).locator('button.pile.exile').click();
      await seats.nth(1).locator('button.pile.graveyard').click();
      // One card's details open, as keyboard focus opens them.
      await seats.nth(1).locator('button.pile.graveyard').focus();
      await p.page.keyboard.press('Tab');
      await p.settle(300);
      const table = join(OUT, `public-piles-table-${theme}.png`);
      await p.page.screenshot({ path: table });
      assert.ok(statSync(table).size > 10_000);
      await p.send(frontierTable());
      await p.page.mouse.move(1275, 795);
      await p.page.locator('crawl-square-board .home-north button.pile.graveyard').click();
      await p.page.locator('crawl-square-board .home-north button.pile.exile').click();
      await p.settle(300);
      const frontier = join(OUT, `public-piles-frontier-${theme}.png`);
      await p.page.screenshot({ path: frontier });
      assert.ok(statSync(frontier).size > 10_000);
      await p.send(castleTable());
      await p.page.locator('crawl-castle-board button.pile.graveyard').click();
      await p.settle(300);
      await p.page.screenshot({ path: join(OUT, `public-piles-castle-${theme}.png`) });
    });
  }
});
