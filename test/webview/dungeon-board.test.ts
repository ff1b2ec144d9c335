import { strict as assert } from 'node:assert';
import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { newSave, takeAction, type SaveFile } from '../../src/engine';
import { showGame } from '../../src/extension/host-messages';
import type { DungeonBoardView } from '../../src/protocol/table-view';
import type { ShowGameMessage } from '../../src/protocol/messages';
import { MAYHEM_CONTENT, chooseMayhemAction, setupFromOptions, type MayhemSetup, type MayhemState } from '../../src/engine/variants/mayhem';
import { ENTRANCE, position, setupFor, sq } from '../unit/mayhem/position';
import { Playmat } from './harness/browser';
import { browser, harness } from './harness/hooks';
import type { ThemeName } from './harness/themes';

const BOARD = 'crawl-dungeon-board';

const message = (setup: MayhemSetup, state: MayhemState, options: { readOnly?: boolean; version?: number } = {}): ShowGameMessage => {
  const save = { ...newSave(setup), state } as SaveFile;
  return showGame(save, { version: options.version ?? 4, readOnly: options.readOnly ?? false, fileName: 'dungeon.crawl.json' });
};
const boardOf = (m: ShowGameMessage): DungeonBoardView => {
  assert.equal(m.table.board.kind, 'dungeon');
  return m.table.board as DungeonBoardView;
};

/** Brannoc and Wren on the Entrance, a Gloomrat beside them to the north. */
function fightScene(): { setup: MayhemSetup; state: MayhemState } {
  const setup = setupFor(['brannoc', 'wren']);
  const state = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 3) }, { at: sq(0, 0, 3, 3) }], monsters: [{ monster: 'gloomrat', at: sq(0, 0, 3, 2) }] });
  return { setup, state };
}

/** Wren, carrying this much gold, in the Store (the Lantern Market). */
function storeScene(gold: number): { setup: MayhemSetup; state: MayhemState } {
  const setup = setupFor(['wren']);
  const state = position(setup, { places: [['lantern-market']], heroes: [{ at: sq(0, 0, 3, 3), gold }] });
  return { setup, state };
}

/** The price list's place of the entry that sells a card. */
const entryOf = (item: string): number => MAYHEM_CONTENT.store.entries.findIndex((e) => 'item' in e && e.item === item);

/** A game of four heroes (the first a person's) played by the computer until it is the person's turn again, some rounds in, with a monster about. */
function playedGame(rounds: number, options: Record<string, string> = {}): SaveFile {
  const made = setupFromOptions({ heroes: '4', ...(options.mode === 'module' ? {} : { tiles: '12' }), ...options }, 'dungeon-board');
  assert.ok(made.ok);
  let game = newSave(made.value);
  for (let i = 0; i < 5000; i++) {
    const s = game.state as MayhemState;
    if (s.phase.type === 'over') break;
    if (s.round > rounds && s.monsters.length > 0 && s.phase.type === 'turn' && s.phase.turn.seat === 0 && s.phase.turn.moved === 0 && s.pending.length === 0) break;
    const taken = takeAction(game, chooseMayhemAction(made.value, s)!);
    assert.ok(taken.ok);
    game = taken.game;
  }
  return game;
}

const played = (rounds: number, options: Record<string, string> = {}): ShowGameMessage => showGame(playedGame(rounds, options), { version: 4, readOnly: false, fileName: 'dungeon.crawl.json' });

describe('Magic and Mayhem: the dungeon board', () => {
  let p: Playmat;
  beforeEach(async () => {
    p = await Playmat.open(browser(), harness());
  });
  afterEach(async () => {
    assert.deepEqual(p.problems, [], 'no console errors');
    await p.close();
  });

  it('draws the tiles the view names, face-down ones as backs, the tokens with their HP, and no card table', async () => {
    const m = played(6);
    const board = boardOf(m);
    await p.send(m);
    assert.equal(await p.page.locator('.no-board').count(), 0, 'the app has a component for the dungeon board');
    assert.equal(await p.page.locator('crawl-table').count(), 0, 'a dungeon has no cards to lay out');
    const up = board.tiles.filter((t) => t.state === 'face-up').length;
    assert.ok(up > 1 && up < board.tiles.length, 'some tiles turned up, some still face down');
    assert.equal(await p.page.locator(`${BOARD} .tile.face-up`).count(), up);
    assert.equal(await p.page.locator(`${BOARD} .tile.face-down`).count(), board.tiles.length - up);
    assert.equal(await p.page.locator(`${BOARD} .tile.face-up .sq`).count(), up * 49, 'every square of a face-up tile');
    assert.equal(await p.page.locator(`${BOARD} .token.hero`).count(), board.heroes.filter((h) => h.status === 'in').length);
    assert.equal(await p.page.locator(`${BOARD} .token.monster`).count(), board.monsters.length);
    assert.equal(await p.page.locator(`${BOARD} .party .hero`).count(), 4);
    assert.match(await p.text(`${BOARD} .party .hero.seat-1`), new RegExp(`${board.heroes[0]!.name}.*${board.heroes[0]!.hp}/${board.heroes[0]!.maxHp} HP.*MOV`));
  });

  it('offers each step and attack on its square: a click or Enter sends it, the arrow keys step, Shift+N ends the turn', async () => {
    const { setup, state } = fightScene();
    const m = message(setup, state);
    await p.send(m);
    const squares = new Set(m.table.actions.filter((a) => a.at).map((a) => `${a.at!.col},${a.at!.row}`));
    assert.equal(await p.page.locator(`${BOARD} .target`).count(), squares.size, 'a ring on each square an action is about');
    const monster = `${BOARD} .target[data-square="3,2"]`;
    assert.match((await p.page.locator(monster).getAttribute('aria-label'))!, /Attack Gloomrat #1 with Iron Maul/);
    await p.page.locator(monster).click();
    await p.settle();
    let intents = await p.intents();
    assert.equal(intents.length, 1);
    assert.equal((intents[0]!.action as { type: string }).type, 'attack');

    await p.send(message(setup, state, { version: 5 }));
    await p.page.locator(`${BOARD} .target[data-square="3,4"]`).focus();
    await p.page.keyboard.press('Enter');
    await p.settle();
    intents = await p.intents();
    assert.deepEqual(intents.at(-1)!.action, { type: 'step', dir: 'south' });

    await p.send(message(setup, state, { version: 6 }));
    await p.page.locator(`${BOARD} .target[data-square="3,4"]`).focus();
    await p.page.keyboard.press('ArrowRight');
    await p.settle();
    assert.deepEqual((await p.intents()).at(-1)!.action, { type: 'step', dir: 'east' });

    await p.send(message(setup, state, { version: 7 }));
    await p.page.locator(`${BOARD} .party`).click();
    await p.page.keyboard.press('Shift+KeyN');
    await p.settle();
    assert.deepEqual((await p.intents()).at(-1)!.action, { type: 'end-turn' });
  });

  it('mayhem.monsters.lays-trap: a trap a monster set is drawn on its square, named, and the step onto it says so', async () => {
    const setup = setupFor(['wren']);
    const state = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 2) }] });
    const m = message(setup, { ...state, laidTraps: [{ at: sq(0, 0, 3, 1), trap: 'snare-net' }] });
    await p.send(m);
    const trap = p.page.locator(`${BOARD} .laid-trap`);
    assert.equal(await trap.count(), 1);
    assert.equal(await trap.getAttribute('data-laid'), '3,1');
    assert.match((await trap.locator('title').textContent())!, /^Snare Net: a trap set here/);
    assert.equal(await p.page.locator(`${BOARD} .target[data-square="3,1"]`).getAttribute('aria-label'), 'Move north, onto the Snare Net set there');
    const dir = join(process.cwd(), 'artifacts', 'screenshots');
    mkdirSync(dir, { recursive: true });
    await p.page.screenshot({ path: join(dir, 'dungeon-laid-trap-dark.png') });
  });

  it('a riddle that waits shows its lines and a box: the typed answer is sent; the verdicts are buttons', async () => {
    const { setup, state } = fightScene();
    const riddle: MayhemState = { ...state, pending: [{ type: 'challenge', seat: 0, at: sq(0, 0, 3, 3), kind: 'riddle', who: 'self', challenge: 'riddle-shadow', success: [], failure: [], rest: [] }] };
    await p.send(message(setup, riddle));
    assert.match(await p.text(`${BOARD} .pending`), /A riddle for Brannoc.*I follow you at noon/);
    assert.equal(await p.page.locator(`${BOARD} .target`).count(), 0, 'nothing else can be done while it waits');
    assert.deepEqual(await p.page.locator(`${BOARD} .pending .answers vscode-button`).allInnerTexts(), ['Judge it met', 'Judge it failed']);
    // The typed offer is no button of its own, and an empty answer or another action's shape is not sent, however it is asked for.
    assert.equal(await p.page.locator(`${BOARD} vscode-button`, { hasText: 'Answer the riddle' }).count(), 0);
    for (const action of [{ type: 'answer', text: '' }, { type: 'answer', text: 'x', extra: 1 }]) {
      await p.page.locator(BOARD).evaluate((el, a) => el.dispatchEvent(new CustomEvent('crawl-act', { detail: { action: a, label: 'x' }, bubbles: true, composed: true })), action);
    }
    await p.settle();
    assert.deepEqual(await p.intents(), []);
    await p.page.locator(`${BOARD} .pending input`).fill('a shadow');
    await p.page.keyboard.press('Enter');
    await p.settle();
    assert.deepEqual((await p.intents()).at(-1)!.action, { type: 'answer', text: 'a shadow' });
  });

  it('mayhem.reroll: a physical challenge that waits offers the Rabbit\'s Foot beside its verdicts; pressed, it sends the reroll', async () => {
    const setup = setupFor(['wren', 'brannoc']);
    const state = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 3), items: ['chipped-dagger', 'rabbit-foot'] }, { at: sq(0, 0, 3, 3) }] });
    const physical: MayhemState = { ...state, pending: [{ type: 'challenge', seat: 0, at: sq(0, 0, 3, 3), kind: 'physical', who: 'self', challenge: 'echo-chain', success: [], failure: [], rest: [] }] };
    await p.send(message(setup, physical));
    assert.match(await p.text(`${BOARD} .pending`), /Echo Chain/);
    assert.deepEqual(await p.page.locator(`${BOARD} .pending .answers vscode-button`).allInnerTexts(), ['Judge it met', 'Judge it failed']);
    const reroll = p.page.locator(`${BOARD} .actions vscode-button`, { hasText: "Rabbit's Foot" });
    assert.equal(await reroll.count(), 1, 'the one other thing the hero may do');
    await reroll.click();
    await p.settle();
    assert.deepEqual((await p.intents()).at(-1)!.action, { type: 'use', item: 'rabbit-foot' });
  });

  it('mayhem.store.buy: in the Store the price list shows every entry with its price; what the hero cannot buy says why, and Buy by click or Enter sends the purchase', async () => {
    const { setup, state } = storeScene(5);
    const m = message(setup, state);
    const list = boardOf(m).store!;
    await p.send(m);
    assert.equal(await p.text(`${BOARD} .store h3`), MAYHEM_CONTENT.store.name);
    assert.match(await p.text(`${BOARD} .store .purse`), /Wren has 5 gold/);
    assert.equal(await p.page.locator(`${BOARD} .store .wares > li`).count(), MAYHEM_CONTENT.store.entries.length, 'every entry of the price list');
    assert.equal(await p.page.locator(`${BOARD} .actions .group[aria-label="Store"]`).count(), 0, 'purchases are not listed twice');
    const draught = `${BOARD} .wares > li[data-entry="${entryOf('healing-draught')}"]`;
    assert.match(await p.text(draught), /2 gold.*Healing Draught.*potion.*3 HP/);
    // Too dear, too heavy, and a weapon Wren could carry but not wield.
    assert.match(await p.text(`${BOARD} .wares > li[data-entry="${entryOf('greater-healing-draught')}"]`), /1 gold short/);
    assert.match(await p.text(`${BOARD} .wares > li[data-entry="${entryOf('iron-maul')}"]`), /not for Wren.*too heavy for Wren/);
    assert.equal(await p.page.locator(`${BOARD} .wares > li[data-entry="${entryOf('iron-maul')}"] vscode-button`).count(), 0);
    assert.equal(list.entries.filter((e) => e.short === undefined && e.picks === undefined).length, await p.page.locator(`${BOARD} .wares > li > vscode-button.buy`).count(), 'a Buy button for each purchase the rules allow');
    await p.page.locator(`${draught} vscode-button.buy`).click();
    await p.settle();
    assert.deepEqual((await p.intents()).at(-1)!.action, { type: 'buy', entry: entryOf('healing-draught') });

    await p.send(message(setup, state, { version: 5 }));
    await p.page.locator(`${BOARD} .wares > li[data-entry="${entryOf('pebble-sling')}"] vscode-button.buy`).focus();
    await p.page.keyboard.press('Enter');
    await p.settle();
    assert.deepEqual((await p.intents()).at(-1)!.action, { type: 'buy', entry: entryOf('pebble-sling') });
  });

  it('mayhem.store.buy: a pick entry folds out the cards of its kind the treasure deck holds, each bought by its own button', async () => {
    const { setup, state } = storeScene(12);
    const m = message(setup, state);
    const spells = boardOf(m).store!.entries.find((e) => e.pick === 'spell')!;
    assert.ok(spells.picks && spells.picks.length > 1);
    const ids = spells.picks.map((c) => c.id);
    assert.equal(new Set(ids).size, ids.length, 'each card of the deck once, however many copies');
    assert.ok(ids.every((id) => state.treasureDeck.includes(id)), 'only cards the treasure deck holds');
    assert.ok(ids.every((id) => MAYHEM_CONTENT.treasure.find((c) => c.id === id)?.kind === 'spell'), 'only spells');
    await p.send(m);
    const entry = `${BOARD} .wares > li[data-entry="${spells.entry}"]`;
    await p.page.locator(`${entry} summary`).click();
    assert.equal(await p.page.locator(`${entry} li.pick`).count(), spells.picks.length);
    const first = spells.picks[0]!;
    await p.page.locator(`${entry} li.pick[data-pick="${first.id}"] vscode-button.buy`).click();
    await p.settle();
    assert.deepEqual((await p.intents()).at(-1)!.action, { type: 'buy', entry: spells.entry, pick: first.id });
  });

  it('mayhem.store.buy: the Store tile is drawn apart from the rooms: a gold floor, a second outline and a coin sign; no other tile has them', async () => {
    const setup = setupFor(['wren']);
    const state = position(setup, { places: [['sunken-stair', 'lantern-market', 'dripping-cellar']], heroes: [{ at: sq(0, 0, 3, 3) }] });
    await p.send(message(setup, state));
    assert.equal(await p.page.locator(`${BOARD} .store-sign`).count(), 1);
    assert.equal(await p.page.locator(`${BOARD} .tile.kind-store .store-sign .store-coin`).count(), 1);
    const fill = (place: string) => p.page.locator(`${BOARD} .tile[data-place="${place}"] .sq.floor`).first().evaluate((el) => getComputedStyle(el).fill);
    const [entrance, store, room] = [await fill('0,0'), await fill('0,1'), await fill('0,2')];
    assert.equal(entrance, room, 'rooms and the Entrance share the floor');
    assert.notEqual(store, room, 'the Store\'s floor is its own');
  });

  it('mayhem.store.buy: no price list away from the Store, nor buttons on it for a computer hero', async () => {
    const { setup, state } = fightScene();
    await p.send(message(setup, state));
    assert.equal(await p.page.locator(`${BOARD} .store`).count(), 0);
    const shop = storeScene(5);
    const computer: MayhemSetup = { ...shop.setup, seats: shop.setup.seats.map((x) => ({ ...x, control: 'computer' })) };
    await p.send(message(computer, shop.state, { version: 5 }));
    assert.equal(await p.page.locator(`${BOARD} .store .wares > li`).count(), MAYHEM_CONTENT.store.entries.length, 'the list is shown');
    assert.equal(await p.page.locator(`${BOARD} .store vscode-button`).count(), 0, 'nothing to press');
  });

  it('mayhem.competitive.teams: each hero\'s sheet and token name their team, and the teams\' bosses and gold are listed', async () => {
    const m = played(4, { mode: 'competitive' });
    const board = boardOf(m);
    await p.send(m);
    assert.deepEqual(await p.page.locator(`${BOARD} .party .hero .team`).allInnerTexts(), ['Team 1', 'Team 2', 'Team 1', 'Team 2']);
    assert.match((await p.page.locator(`${BOARD} .party .hero.seat-2`).getAttribute('aria-label'))!, /^2\. .*, Team 2/);
    assert.deepEqual(await p.page.locator(`${BOARD} .teams li`).allInnerTexts(), board.teams!.map((t) => `${t.name}: ${t.bossDefeated ? 'a boss defeated' : 'no boss defeated yet'} · ${t.goldEscaped} gold escaped`));
    const inPlay = board.heroes.filter((h) => h.status === 'in');
    assert.equal(await p.page.locator(`${BOARD} .token.hero.team-2`).count(), inPlay.filter((h) => h.team === 'Team 2').length);
    assert.equal(await p.page.locator(`${BOARD} .party`).getAttribute('aria-label'), 'The teams');
  });

  it('mayhem.module: the back-story is told (open in the first round) and the goals are listed, each said met or not', async () => {
    const made = setupFromOptions({ mode: 'module', heroes: '2' }, 'rescue');
    assert.ok(made.ok);
    await p.send(showGame(newSave(made.value), { version: 4, readOnly: false, fileName: 'dungeon.crawl.json' }));
    assert.equal(await p.text(`${BOARD} .story h3`), 'The Frostweb Rescue');
    assert.equal(await p.page.locator(`${BOARD} .story details`).getAttribute('open'), '');
    assert.match(await p.text(`${BOARD} .story details`), /miners of Coldharrow/);
    const goals = await p.page.locator(`${BOARD} .story .goals li`).allInnerTexts();
    assert.equal(goals.length, 4);
    assert.match(goals[0]!, /Follow the webs to the Spider Gallery\.\s*\(not yet\)/);
  });

  it('mayhem.challenge.time: a riddle runs against the hourglass; when the sand is out the board says so once and offers the failed verdict first', async () => {
    const { setup, state } = fightScene();
    const short = { ...setup, options: { ...setup.options, hourglass: 2 } };
    const riddle: MayhemState = { ...state, pending: [{ type: 'challenge', seat: 0, at: sq(0, 0, 3, 3), kind: 'riddle', who: 'self', challenge: 'riddle-shadow', success: [], failure: [], rest: [] }] };
    await p.send(message(short, riddle));
    const glass = p.page.locator(`${BOARD} .pending .hourglass`);
    assert.equal(await glass.getAttribute('role'), 'timer');
    assert.equal(await glass.getAttribute('aria-live'), 'off', 'the seconds are not announced');
    assert.match(await p.text(`${BOARD} .pending .hourglass .clock`), /^0:0[12]$/);
    const live = p.page.locator(`${BOARD} [role=status][aria-live=polite]`);
    assert.equal((await live.innerText()).trim(), '');
    await p.page.waitForSelector(`${BOARD} .pending .hourglass.out`, { timeout: 5000 });
    assert.match(await live.innerText(), /The hourglass has run out/);
    assert.match(await p.text(`${BOARD} .pending .times-up`), /sand has run out/);
    const failed = p.page.locator(`${BOARD} .pending .answers vscode-button`, { hasText: 'Judge it failed' });
    assert.equal(await failed.evaluate((b) => b.hasAttribute('secondary')), false, 'the failed verdict is the primary button');
    if (process.env.CRAWL_SCREENSHOTS !== '0') {
      mkdirSync(join(process.cwd(), 'artifacts', 'screenshots'), { recursive: true });
      await p.page.screenshot({ path: join(process.cwd(), 'artifacts', 'screenshots', 'dungeon-hourglass-out.png') });
    }
    await failed.click();
    await p.settle();
    assert.deepEqual((await p.intents()).at(-1)!.action, { type: 'judge', outcome: 'failed' });
    // Hourglass 0: none at all.
    await p.send(message({ ...setup, options: { ...setup.options, hourglass: 0 } }, riddle, { version: 9 }));
    assert.equal(await p.page.locator(`${BOARD} .pending .hourglass`).count(), 0);
  });

  for (const theme of ['dark', 'light', 'high-contrast'] as ThemeName[]) {
    it(`screenshots: a riddle against the hourglass, ${theme}`, async () => {
      await p.close();
      p = await Playmat.open(browser(), harness(), { theme, width: 1280, height: 800 });
      const { setup, state } = fightScene();
      const riddle: MayhemState = { ...state, pending: [{ type: 'challenge', seat: 0, at: sq(0, 0, 3, 3), kind: 'riddle', who: 'self', challenge: 'riddle-shadow', success: [], failure: [], rest: [] }] };
      await p.send(message(setup, riddle));
      await p.settle(300);
      mkdirSync(join(process.cwd(), 'artifacts', 'screenshots'), { recursive: true });
      const file = join(process.cwd(), 'artifacts', 'screenshots', `dungeon-hourglass-${theme}.png`);
      await p.page.screenshot({ path: file });
      assert.ok(statSync(file).size > 5_000);
    });
  }

  it('read-only: the dungeon shows, and nothing is offered on it', async () => {
    const { setup, state } = fightScene();
    await p.send(message(setup, state, { readOnly: true }));
    assert.equal(await p.page.locator(`${BOARD} .token.monster`).count(), 1);
    assert.equal(await p.page.locator(`${BOARD} .target`).count(), 0);
    assert.equal(await p.page.locator(`${BOARD} .actions`).count(), 0);
  });

  it('a long offer wraps inside the actions panel: no button runs past its group\'s right edge', async () => {
    await p.close();
    p = await Playmat.open(browser(), harness(), { theme: 'dark', width: 1280, height: 800 });
    await p.send(played(8));
    await p.settle(300);
    const overruns = await p.page.locator(`${BOARD} .group vscode-button`).evaluateAll((buttons) =>
      buttons.flatMap((b) => {
        const group = b.closest('.group')!.getBoundingClientRect();
        const box = b.getBoundingClientRect();
        return box.right > group.right + 0.5 ? [`${b.textContent?.trim()}: ${box.right.toFixed(0)} > ${group.right.toFixed(0)}`] : [];
      }),
    );
    assert.ok((await p.page.locator(`${BOARD} .group vscode-button`).count()) > 0, 'the scene offers actions');
    assert.deepEqual(overruns, []);
  });

  for (const theme of ['dark', 'light', 'high-contrast'] as ThemeName[]) {
    it(`screenshots: a dungeon some rounds in, ${theme}`, async () => {
      await p.close();
      p = await Playmat.open(browser(), harness(), { theme, width: 1280, height: 800 });
      await p.send(played(8));
      await p.page.mouse.move(1275, 795);
      await p.settle(300);
      const dir = join(process.cwd(), 'artifacts', 'screenshots');
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `dungeon-${theme}.png`);
      await p.page.screenshot({ path: file });
      assert.ok(statSync(file).size > 10_000);
      if (process.env.CRAWL_UPDATE_SCREENSHOT === '1' && theme === 'dark') copyFileSync(file, join(process.cwd(), 'docs', 'mayhem.png'));
    });

    it(`screenshots: the Store's price list, ${theme}`, async () => {
      await p.close();
      p = await Playmat.open(browser(), harness(), { theme, width: 1280, height: 800 });
      const { setup, state } = storeScene(7);
      await p.send(message(setup, state));
      const spells = boardOf(message(setup, state)).store!.entries.find((e) => e.pick === 'spell')!.entry;
      await p.page.locator(`${BOARD} .wares > li[data-entry="${spells}"] summary`).click();
      // The list from its top, the spells folded out below.
      await p.page.locator(`${BOARD} .beside`).evaluate((el) => (el.scrollTop = 0));
      await p.page.mouse.move(1275, 795);
      await p.settle(300);
      const dir = join(process.cwd(), 'artifacts', 'screenshots');
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `dungeon-store-${theme}.png`);
      await p.page.screenshot({ path: file });
      assert.ok(statSync(file).size > 10_000);
      // And the spells the deck holds, folded out.
      await p.page.locator(`${BOARD} .wares > li[data-entry="${spells}"]`).evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await p.settle(200);
      const picks = join(dir, `dungeon-store-picks-${theme}.png`);
      await p.page.screenshot({ path: picks });
      assert.ok(statSync(picks).size > 10_000);
    });

    it(`screenshots: the Store tile beside the Entrance and a room, ${theme}`, async () => {
      await p.close();
      p = await Playmat.open(browser(), harness(), { theme, width: 1280, height: 800 });
      const setup = setupFor(['wren', 'brannoc']);
      const state = position(setup, { places: [['sunken-stair', 'lantern-market', 'dripping-cellar'], [null, 'crooked-corridor', null]], faceDown: ['deep-lair', 'mirror-hall'], heroes: [{ at: sq(0, 0, 3, 3) }, { at: sq(1, 0, 1, 3) }] });
      await p.send(message(setup, state));
      await p.page.mouse.move(1275, 795);
      await p.settle(300);
      const dir = join(process.cwd(), 'artifacts', 'screenshots');
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `dungeon-store-tile-${theme}.png`);
      await p.page.screenshot({ path: file });
      assert.ok(statSync(file).size > 10_000);
    });

    it(`screenshots: The Frostweb Rescue as it starts, its back-story told, ${theme}`, async () => {
      await p.close();
      p = await Playmat.open(browser(), harness(), { theme, width: 1280, height: 800 });
      const made = setupFromOptions({ mode: 'module', heroes: '3' }, 'dungeon-board');
      assert.ok(made.ok);
      await p.send(showGame(newSave(made.value), { version: 4, readOnly: false, fileName: 'dungeon.crawl.json' }));
      await p.page.mouse.move(1275, 795);
      await p.settle(300);
      const dir = join(process.cwd(), 'artifacts', 'screenshots');
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `dungeon-module-${theme}.png`);
      await p.page.screenshot({ path: file });
      assert.ok(statSync(file).size > 10_000);
    });

    it(`screenshots: a competitive dungeon some rounds in, ${theme}`, async () => {
      await p.close();
      p = await Playmat.open(browser(), harness(), { theme, width: 1280, height: 800 });
      await p.send(played(8, { mode: 'competitive' }));
      await p.page.mouse.move(1275, 795);
      await p.settle(300);
      const dir = join(process.cwd(), 'artifacts', 'screenshots');
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `dungeon-competitive-${theme}.png`);
      await p.page.screenshot({ path: file });
      assert.ok(statSync(file).size > 10_000);
    });
  }
});
