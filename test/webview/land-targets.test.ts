import { strict as assert } from 'node:assert';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { takeAction, type SaveFile } from '../../src/engine';
import type { CardDef } from '../../src/engine/cards/card';
import type { CardDefData } from '../../src/engine/cards/card-schema';
import { addImportedCards } from '../../src/engine/cards/pool';
import { readRulesText } from '../../src/engine/import/oracle';
import { landSourceId } from '../../src/engine/variants/frontier';
import { showGame } from '../../src/extension/host-messages';
import type { ActionView, TableView } from '../../src/protocol/table-view';
import { afterTarget, firstStep, groupsFor } from '../../src/webview/table/intents';
import { boardChoice, questionFor, questionWords } from '../../src/webview/table/questions';
import { frontierBoard, moment, take, type FrontierSave } from '../unit/frontier/game-helpers';
import { Playmat } from './harness/browser';
import { browser, harness } from './harness/hooks';
import type { ThemeName } from './harness/themes';

/**
 * Choosing a land on Frontier's board as a target (Stone Rain), as what a
 * cost sacrifices (an ability's "Sacrifice a land") and as the answer to the
 * game's question (Yawning Fissure's "each opponent sacrifices a land"): real
 * games from the engine, shown as the host shows them, each intent the
 * playmat posts checked and taken by the engine.
 */

const BOARD = 'crawl-square-board';
const cell = (row: number, col: number) => `${BOARD} [role="gridcell"][data-place="${row},${col}"]`;
const at = (row: number, col: number) => landSourceId({ row, col });

/** "Sacrifice a land: You gain 2 life.", read as an imported card's text would be. */
function landOrb(): CardDefData {
  const r = readRulesText('Sacrifice a land: You gain 2 life.', 'Webview Land Orb');
  assert.equal(r.unread, 0);
  const def: CardDef = { name: 'Webview Land Orb', manaCost: '{1}', colours: [], types: ['Artifact'], subtypes: [], keywords: r.keywords, abilities: r.abilities };
  addImportedCards([def]);
  return def as CardDefData;
}

/**
 * South's main phase, the computer across: Stone Rain and Lightning Bolt in
 * hand. Face up: a Forest (North's Raiders on it) and an Island on row 1, a
 * Mountain at row 2, column 3, three Mountains on row 3 (South's Bears on
 * two); face down and a hole between.
 */
function stoneRainMoment(extra: { orb?: boolean; faceDown?: boolean } = {}): FrontierSave {
  const orb = extra.orb ? [landOrb()] : [];
  return moment({
    ...(extra.faceDown ? { options: { targetFaceDown: true } } : {}),
    board: frontierBoard(`
      F@2 I ?
      # ? M
      M@1 M M@3
    `),
    permanents: [
      { id: 1, card: 'Grizzly Bears', controller: 'south' },
      { id: 3, card: 'Grizzly Bears', controller: 'south' },
      { id: 2, card: "Mons's Goblin Raiders", controller: 'north' },
      ...(extra.orb ? [{ id: 4, card: 'Webview Land Orb', controller: 'south' as const }] : []),
    ],
    hands: { south: ['Stone Rain', 'Lightning Bolt'] },
    north: 'computer',
    cards: orb,
  });
}
const STONE_RAIN = 100;
const BOLT = 101;
const LANDS = ['0,0', '0,1', '1,2', '2,0', '2,1', '2,2'];

/** North (the computer) casts Yawning Fissure: South, whose Bears stand on a Mountain and a Forest, is asked which to sacrifice. */
function fissureMoment(): FrontierSave {
  let g = moment({
    board: frontierBoard(`
      M@2 M M@3 M M@4
      ? ? ? ? M
      M@1 F@5 M ? ?
    `),
    permanents: [
      { id: 1, card: 'Grizzly Bears', controller: 'south' },
      { id: 5, card: 'Grizzly Bears', controller: 'south' },
      { id: 2, card: "Mons's Goblin Raiders", controller: 'north' },
      { id: 3, card: "Mons's Goblin Raiders", controller: 'north' },
      { id: 4, card: "Mons's Goblin Raiders", controller: 'north' },
    ],
    hands: { north: ['Yawning Fissure'] },
    turn: 'north',
    north: 'computer',
  });
  g = take(g, { type: 'cast', card: g.state.players.north.hand[0]!.id });
  if (g.state.prompt?.type === 'pay') g = take(g, { type: 'pay', option: 0 });
  assert.equal(g.state.prompt?.type, 'sacrificeLand');
  assert.equal(g.state.promptSeat, 'south');
  return g;
}

/** The host's part: shows the game, takes the one intent the playmat posts and shows what follows. */
class FrontierHost {
  version = 3;
  private seen = 0;

  constructor(
    readonly p: Playmat,
    public game: FrontierSave,
  ) {}

  show(): Promise<void> {
    return this.p.send(showGame(this.game as SaveFile, { version: this.version, readOnly: false, fileName: 'lands.crawl.json' }));
  }

  async fresh(): Promise<Record<string, unknown>[]> {
    await this.p.settle();
    const all = await this.p.intents();
    const out = all.slice(this.seen);
    this.seen = all.length;
    return out;
  }

  /** Expects one intent, the act of `want`; the engine takes it and the new game is shown. */
  async answer(want: unknown): Promise<void> {
    const intents = await this.fresh();
    assert.deepEqual(intents, [{ type: 'act', action: want, version: this.version }]);
    const taken = takeAction(this.game as SaveFile, want as never);
    assert.ok(taken.ok, taken.ok ? '' : taken.error.message);
    this.game = taken.game as FrontierSave;
    this.version++;
    await this.show();
  }

  async nothingSent(): Promise<void> {
    assert.deepEqual(await this.fresh(), []);
  }
}

describe('Frontier: a land on the board as a target or a sacrifice', () => {
  let p: Playmat;
  afterEach(async () => {
    assert.deepEqual(p.problems, [], 'no console errors');
    await p.close();
  });

  const marked = async () => (await p.page.locator(`${BOARD} .place.target`).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.place))).sort();
  const announced = () => p.text('crawl-app .announcer');
  const boardSays = () => p.text(`${BOARD} [role="status"]`);
  const focused = () =>
    p.page.evaluate(() => {
      let a: Element | null = document.activeElement;
      while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
      const el = a as HTMLElement | null;
      return el?.dataset.place ?? (el?.dataset.id ? `card ${el.dataset.id}` : (el?.tagName ?? null));
    });
  const hand = (id: number) => p.page.locator(`crawl-table crawl-card[data-id="${id}"]`);

  it('Stone Rain by mouse: exactly the face-up lands are marked, the question is asked above the hand, and a click on one sends the cast naming that land', async () => {
    p = await Playmat.open(browser(), harness(), { width: 1280, height: 800 });
    const host = new FrontierHost(p, stoneRainMoment());
    await host.show();
    assert.deepEqual(await marked(), []);
    await hand(STONE_RAIN).click();
    assert.deepEqual(await marked(), LANDS, 'the face-up lands, whoever stands on them; not the face-down ones, nor the hole');
    assert.deepEqual(await p.page.locator(`${BOARD} .place.target .mark`).allInnerTexts().then((t) => [...new Set(t.map((s) => s.trim()))]), ['Target']);
    assert.equal(
      await announced(),
      'Cast Stone Rain: choose a land — Forest at row 1, column 1; Island at row 1, column 2; Mountain at row 2, column 3; Mountain at row 3, column 1; Mountain at row 3, column 2; Mountain at row 3, column 3. Escape cancels.',
    );
    assert.match(await p.text('crawl-table .prompt'), /^Cast Stone Rain: choose a land Choose one of the 6 lands marked on the board\. Cancel$/);
    assert.equal(
      await p.page.locator(cell(1, 2)).getAttribute('aria-label'),
      'Row 2, column 3: face-up Mountain; Cast Stone Rain on the Mountain at row 2, column 3',
    );
    assert.equal(await focused(), '0,0', 'the keyboard waits on the first land');
    // A place that is no choice: said, nothing sent.
    await p.page.locator(cell(1, 0)).click();
    assert.equal(await boardSays(), 'row 2, column 1 is not one of the choices (Cast Stone Rain: choose a land). Choose a marked place, or press Escape to cancel.');
    await host.nothingSent();
    assert.deepEqual(await marked(), LANDS, 'the question stays open');
    await p.page.locator(cell(1, 2)).click();
    await host.answer({ type: 'cast', card: STONE_RAIN, target: at(1, 2) });
    // The host's answer: the Mountain is gone, a hole in its place; the details beside it say what happened.
    assert.deepEqual(await marked(), []);
    assert.equal(await p.page.locator(`${cell(1, 2)} .land.hole`).count(), 1);
    assert.equal(await p.page.locator(cell(1, 2)).getAttribute('aria-label'), "Row 2, column 3: hole, a destroyed land: Mountain, destroyed by South's Stone Rain");
    await p.page.locator(cell(1, 2)).hover();
    assert.equal(await p.page.locator(`${BOARD} .tip`).evaluate((e) => e.matches(':popover-open')), true);
    assert.equal(await p.text(`${BOARD} .tip`), "Hole Mountain, destroyed by South's Stone Rain Nothing can move onto it.");
  });

  it('with the option targetFaceDown, the face-down lands are marked too (never the hole), and named so', async () => {
    p = await Playmat.open(browser(), harness(), { width: 1280, height: 800 });
    const host = new FrontierHost(p, stoneRainMoment({ faceDown: true }));
    await host.show();
    await hand(STONE_RAIN).click();
    assert.deepEqual(await marked(), ['0,0', '0,1', '0,2', '1,1', '1,2', '2,0', '2,1', '2,2']);
    assert.match(await announced(), /; face-down land at row 1, column 3;/);
    await p.page.locator(cell(1, 1)).click();
    await host.answer({ type: 'cast', card: STONE_RAIN, target: at(1, 1) });
    assert.match((await p.page.locator(cell(1, 1)).getAttribute('aria-label'))!, /^Row 2, column 2: hole, a destroyed land: \w+, destroyed by South's Stone Rain$/);
  });

  it('Stone Rain by keyboard: Enter on the card puts the keyboard on the first land; the arrows move over every place; Enter on a marked one sends it', async () => {
    p = await Playmat.open(browser(), harness(), { width: 1280, height: 800 });
    const host = new FrontierHost(p, stoneRainMoment());
    await host.show();
    await hand(STONE_RAIN).focus();
    await p.page.keyboard.press('Enter');
    assert.equal(await focused(), '0,0');
    assert.match(await announced(), /^Cast Stone Rain: choose a land — Forest at row 1, column 1;/);
    await p.page.keyboard.press('ArrowDown');
    assert.equal(await focused(), '1,0', 'over the hole too');
    await p.page.keyboard.press('Enter');
    assert.match(await boardSays(), /^row 2, column 1 is not one of the choices/);
    await p.page.keyboard.press('ArrowRight');
    await p.page.keyboard.press('ArrowRight');
    assert.equal(await focused(), '1,2');
    await host.nothingSent();
    await p.page.keyboard.press('Space');
    await host.answer({ type: 'cast', card: STONE_RAIN, target: at(1, 2) });
  });

  it('Escape cancels, from the board: the marks go, nothing is sent, and the keyboard is back on Stone Rain; so does the question\'s Cancel', async () => {
    p = await Playmat.open(browser(), harness(), { width: 1280, height: 800 });
    const host = new FrontierHost(p, stoneRainMoment());
    await host.show();
    await hand(STONE_RAIN).focus();
    await p.page.keyboard.press('Enter');
    await p.page.keyboard.press('ArrowRight');
    assert.equal(await focused(), '0,1');
    await p.page.keyboard.press('Escape');
    await p.settle();
    assert.deepEqual(await marked(), []);
    assert.equal(await announced(), 'Cancelled: Cast Stone Rain.');
    assert.equal(await focused(), `card ${STONE_RAIN}`);
    assert.equal(await p.page.locator('crawl-table .prompt').count(), 0, 'no question left above the hand');
    await hand(STONE_RAIN).click();
    assert.deepEqual(await marked(), LANDS);
    await p.page.locator('crawl-table .prompt vscode-button.cancel').click();
    await p.settle();
    assert.deepEqual(await marked(), []);
    await host.nothingSent();
  });

  it("Lightning Bolt: only its legal targets are offered, the creatures on the board and both players by their home rows' titles", async () => {
    p = await Playmat.open(browser(), harness(), { width: 1280, height: 800 });
    const host = new FrontierHost(p, stoneRainMoment());
    await host.show();
    await hand(BOLT).click();
    assert.deepEqual(await marked(), ['0,0', '2,0', '2,2'], 'the places of the three creatures, no empty land');
    assert.equal(await p.page.locator(cell(0, 0)).getAttribute('aria-label'), "Row 1, column 1: face-up Forest; Mons's Goblin Raiders (Computer (North)) 1/1; Cast Lightning Bolt on Mons's Goblin Raiders (North, row 1, column 1)");
    assert.deepEqual(await p.page.locator(`${BOARD} .home-title.target`).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.seat)), ['north', 'south']);
    assert.match(await p.text('crawl-table .prompt'), /Cast Lightning Bolt: choose a target You \(South\) Computer \(North\) or one of the 3 choices marked on the board Cancel/);
    await p.page.getByRole('button', { name: /^Computer \(North\), 20 life: Cast Lightning Bolt on North$/ }).click();
    await host.answer({ type: 'cast', card: BOLT, target: 'north' });
  });

  it("the game's question, Yawning Fissure's: only South's own lands are marked to sacrifice; Escape does not withdraw it; the keyboard chooses one", async () => {
    p = await Playmat.open(browser(), harness(), { width: 1280, height: 800 });
    const host = new FrontierHost(p, fissureMoment());
    await host.show();
    assert.deepEqual(await marked(), ['2,0', '2,1']);
    assert.deepEqual(await p.page.locator(`${BOARD} .place.target .mark`).allInnerTexts().then((t) => t.map((s) => s.trim())), ['Sacrifice', 'Sacrifice']);
    assert.equal(await p.text('crawl-table .prompt'), 'Yawning Fissure: choose a land one of your creatures stands on, to sacrifice. Choose one of the 2 lands marked on the board.');
    assert.equal(await p.page.locator(cell(2, 1)).getAttribute('aria-label'), 'Row 3, column 2: face-up Forest; Grizzly Bears (You (South)) 3/3, +1/+1 from terrain; Sacrifice the Forest at row 3, column 2');
    // The playmat put the keyboard on the board; the question took it to its first land.
    assert.equal(await focused(), '2,0');
    await p.page.keyboard.press('Escape');
    assert.deepEqual(await marked(), ['2,0', '2,1'], 'still asked');
    assert.match(await boardSays(), /this question must be answered/);
    await p.page.keyboard.press('ArrowRight');
    await p.page.keyboard.press('Enter');
    await host.answer({ type: 'choose', target: at(2, 1) });
    assert.deepEqual(await marked(), []);
    assert.match((await p.page.locator(cell(2, 1)).getAttribute('aria-label'))!, /^Row 3, column 2: hole, a destroyed land: Forest, sacrificed by South \(Yawning Fissure\); Grizzly Bears \(You \(South\)\) 2\/2/);
  });

  it('an ability whose cost sacrifices a land: the artifact in the home row asks which of your lands, marked to sacrifice', async () => {
    p = await Playmat.open(browser(), harness(), { width: 1280, height: 800 });
    const host = new FrontierHost(p, stoneRainMoment({ orb: true }));
    await host.show();
    const orb = p.page.getByRole('button', { name: /^Webview Land Orb/ });
    assert.equal(await orb.count(), 1, 'a card in the home row with an ability can be chosen');
    await orb.click();
    assert.deepEqual(await marked(), ['2,0', '2,2'], 'the lands under South\'s Bears');
    assert.deepEqual(await p.page.locator(`${BOARD} .place.target .mark`).allInnerTexts().then((t) => t.map((s) => s.trim())), ['Sacrifice', 'Sacrifice']);
    assert.equal(await announced(), 'Webview Land Orb: Sacrifice a land: You gain 2 life: choose a land to sacrifice — Mountain at row 3, column 1; Mountain at row 3, column 3. Escape cancels.');
    await p.page.locator(cell(2, 2)).click();
    await host.answer({ type: 'activate', card: 4, ability: 0, sacrifice: at(2, 2) });
  });

  /** South's Prodigal Pyromancer on the board (row 3, column 2) between two Grizzly Bears, North's Goblin Raiders across. */
  const pyromancerOnBoard = (): FrontierSave =>
    moment({
      board: frontierBoard(`
        F@2 I ?
        # ? M
        M@1 M@5 M@3
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 3, card: 'Grizzly Bears', controller: 'south' },
        { id: 5, card: 'Prodigal Pyromancer', controller: 'south' },
        { id: 2, card: "Mons's Goblin Raiders", controller: 'north' },
      ],
      north: 'computer',
    });

  it("a creature on the board with an ability: choosing it marks its moves and offers the ability above the hand; the ability's target is then chosen on the board", async () => {
    p = await Playmat.open(browser(), harness(), { width: 1280, height: 800 });
    const g = pyromancerOnBoard();
    const host = new FrontierHost(p, g);
    await host.show();
    await p.page.locator(cell(2, 1)).click();
    assert.deepEqual(await marked(), ['1,1'], 'where it can move');
    const ability = p.page.locator('crawl-table .prompt vscode-button.choice');
    assert.equal(await ability.count(), 1);
    assert.match((await ability.getAttribute('aria-label'))!, /^Prodigal Pyromancer: .*Prodigal Pyromancer deals 1 damage to any target\.$/);
    await host.nothingSent();
    await ability.click();
    assert.deepEqual(await marked(), ['0,0', '2,0', '2,1', '2,2'], 'now the creatures it may target');
    assert.match(await announced(), /^Prodigal Pyromancer: \{T\}: Prodigal Pyromancer deals 1 damage to any target: choose a target — Grizzly Bears at row 3, column 1;/);
    await p.page.locator(cell(0, 0)).click();
    await host.answer({ type: 'activate', card: 5, ability: 0, target: 2 });
  });

  it('a creature on the board chosen and then cleared (a second click): its ability leaves the question line with the choice', async () => {
    p = await Playmat.open(browser(), harness(), { width: 1280, height: 800 });
    const g = pyromancerOnBoard();
    const host = new FrontierHost(p, g);
    await host.show();
    const ability = p.page.locator('crawl-table .prompt vscode-button.choice');
    await p.page.locator(cell(2, 1)).click();
    assert.equal(await ability.count(), 1, 'choosing it offers the ability');
    await p.page.locator(cell(2, 1)).click();
    assert.deepEqual(await marked(), [], 'the choice is cleared');
    await p.page.waitForFunction(() => !document.querySelector('crawl-app')?.shadowRoot?.querySelector('crawl-table')?.shadowRoot?.querySelector('.prompt vscode-button.choice'));
    assert.equal(await ability.count(), 0, 'and the ability offered beside it is gone');
    await host.nothingSent();
  });

  for (const theme of ['dark', 'light', 'high-contrast'] as ThemeName[]) {
    it(`screenshots: Stone Rain's lands marked, and a hole with its details, ${theme}`, async () => {
      p = await Playmat.open(browser(), harness(), { theme, width: 1280, height: 800 });
      const host = new FrontierHost(p, stoneRainMoment());
      await host.show();
      await p.page.evaluate(() => document.fonts.ready);
      await hand(STONE_RAIN).focus();
      await p.page.keyboard.press('Enter');
      await p.page.keyboard.press('ArrowDown');
      await p.page.keyboard.press('ArrowRight');
      await p.page.keyboard.press('ArrowRight');
      await p.settle(200);
      const file = join(process.cwd(), 'artifacts', 'screenshots', `frontier-land-target-${theme}.png`);
      await p.page.screenshot({ path: file });
      assert.ok(statSync(file).size > 10_000);
      await p.page.keyboard.press('Enter');
      await host.answer({ type: 'cast', card: STONE_RAIN, target: at(1, 2) });
      await p.page.locator(cell(1, 2)).hover();
      await p.settle(200);
      await p.page.screenshot({ path: join(process.cwd(), 'artifacts', 'screenshots', `frontier-hole-${theme}.png`) });
      // Lightning Bolt: creatures on the board and the players by their home rows.
      await p.page.mouse.move(1275, 795);
      await hand(BOLT).click();
      await p.settle(200);
      await p.page.screenshot({ path: join(process.cwd(), 'artifacts', 'screenshots', `frontier-bolt-target-${theme}.png`) });
    });

    it(`screenshot: the game asks which land to sacrifice, ${theme}`, async () => {
      p = await Playmat.open(browser(), harness(), { theme, width: 1280, height: 800 });
      await new FrontierHost(p, fissureMoment()).show();
      await p.page.evaluate(() => document.fonts.ready);
      await p.settle(200);
      const file = join(process.cwd(), 'artifacts', 'screenshots', `frontier-sacrifice-${theme}.png`);
      await p.page.screenshot({ path: file });
      assert.ok(statSync(file).size > 10_000);
    });
  }
});

describe('choices on a board of places (pure)', () => {
  const grid = (landIds: Record<string, number>): TableView['board'] => ({
    kind: 'square-grid',
    rows: 1,
    cols: 2,
    squares: [
      { row: 0, col: 0, land: { state: 'face-up', card: { name: 'Forest', manaCost: '', colours: [], typeLine: 'Basic Land — Forest', text: [] } }, creatures: [], landId: landIds['0,0'] },
      { row: 0, col: 1, land: { state: 'face-up', card: { name: 'Island', manaCost: '', colours: [], typeLine: 'Basic Land — Island', text: [] } }, creatures: [], landId: landIds['0,1'] },
    ],
    homeRows: [],
    southSeat: 'south',
  });
  const orbActions: ActionView[] = [
    { action: { type: 'activate', card: 7, ability: 0, sacrifice: -1 }, label: 'Activate Orb, sacrificing the Forest at row 1, column 1', on: 7, group: 'Orb: Sacrifice a land: You gain 2 life.' },
    { action: { type: 'activate', card: 7, ability: 0, sacrifice: -2 }, label: 'Activate Orb, sacrificing the Island at row 1, column 2', on: 7, group: 'Orb: Sacrifice a land: You gain 2 life.' },
  ];
  const table = { board: grid({ '0,0': -1, '0,1': -2 }), seats: [], actions: orbActions, foes: [], hazards: [], creatures: [], others: [], lands: [], hand: [], graveyard: [], exile: [] } as unknown as TableView;

  it('a cost that sacrifices one of several is asked for after the target, and a choice of it narrows to one action', () => {
    const step = firstStep(groupsFor(orbActions, 7));
    assert.equal(step?.kind, 'target');
    assert.ok(step?.kind === 'target');
    assert.equal(step.role, 'sacrifice');
    assert.deepEqual(step.targets, [-1, -2]);
    const sent = afterTarget(step.group, -2, 'sacrifice');
    assert.deepEqual(sent, { kind: 'send', action: orbActions[1]!.action, label: orbActions[1]!.label });
    // One land alone is taken without asking.
    assert.equal(firstStep(groupsFor([orbActions[0]!], 7))?.kind, 'send');
  });

  it('the question names lands by their place and says what they are for; the board is told each choice with its label', () => {
    const step = firstStep(groupsFor(orbActions, 7))!;
    const mode = questionFor(step, 7, table)!;
    assert.equal(questionWords(mode, table), 'Orb: Sacrifice a land: You gain 2 life: choose a land to sacrifice — Forest at row 1, column 1; Island at row 1, column 2. Escape cancels.');
    const choice = boardChoice(table, mode)!;
    assert.equal(choice.question, 'Orb: Sacrifice a land: You gain 2 life: choose a land to sacrifice');
    assert.equal(choice.role, 'sacrifice');
    assert.equal(choice.cancellable, true);
    assert.deepEqual([...choice.labels], [
      [-1, 'Activate Orb, sacrificing the Forest at row 1, column 1'],
      [-2, 'Activate Orb, sacrificing the Island at row 1, column 2'],
    ]);
    // No question open, none asked of the game: nothing for the board.
    assert.equal(boardChoice(table, undefined), undefined);
  });
});
