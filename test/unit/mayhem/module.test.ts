import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { newSave, readSave, replay, takeAction, verify, writeSave, type SaveFile } from '../../../src/engine';
import {
  MAX_ROUNDS,
  MAYHEM_CONTENT,
  applyMayhem,
  computerParty,
  consistencyProblems,
  initialState,
  legalActions,
  mayhem,
  mayhemTableView,
  playMayhemGame,
  setupProblem,
  simulateMayhem,
  type MayhemSetup,
  type MayhemState,
} from '../../../src/engine/variants/mayhem';
import { goalMet, moduleMonsterDeck, PLAYABLE_MODULES } from '../../../src/engine/variants/mayhem/narrative-module';
import { outcome, pictureLines } from '../../../src/engine/variants/mayhem/text';
import { moduleProblems } from '../../../src/engine/variants/mayhem/content/checks';
import type { DungeonBoardView } from '../../../src/protocol/table-view';
import { checkConserved } from './conservation';
import { ok, setupFor, sq } from './position';

/**
 * Narrative modules (docs/mayhem.md, mayhem.module): the module's layout
 * where it stands, its decks and boss, its back-story told, and its goals
 * to win. Both are played: The Frostweb Rescue and The Unfinished Index.
 */

const runs = (n: number) => ({ numRuns: Number(process.env.CRAWL_PROPERTY_RUNS ?? n) });
const RESCUE = 'the-frostweb-rescue';
const INDEX = 'the-unfinished-index';
const rescue = (heroes: string[]): MayhemSetup => ({ ...setupFor(heroes, { tiles: 9 }), mode: 'module', module: RESCUE });
const problems = (setup: MayhemSetup, s: MayhemState) => consistencyProblems(setup, s);

/** The Rescue's state with some places turned up by hand and the heroes where the test wants them. */
function scene(setup: MayhemSetup, up: { col: number; row: number }[], heroes: { at: { x: number; y: number }; gold?: number }[], more: Partial<MayhemState> = {}): MayhemState {
  const s = initialState(setup);
  const layout = MAYHEM_CONTENT.modules.find((m) => m.id === RESCUE)!.layout;
  const places = s.places.map((r) => [...r]);
  let faceDown = [...s.faceDown];
  for (const p of up) {
    const id = layout[p.row]![p.col]!;
    places[p.row]![p.col] = id;
    faceDown = faceDown.filter((t) => t !== id);
  }
  return { ...s, places, faceDown, heroes: s.heroes.map((h, i) => ({ ...h, at: heroes[i]!.at, gold: heroes[i]!.gold ?? 0 })), ...more };
}

describe('Mayhem rules: narrative modules', () => {
  it('mayhem.module: the module\'s layout where it stands, face down but for the Entrance, the heroes on its stairs, its own monster deck and treasure', () => {
    const setup = rescue(['wren', 'brannoc']);
    const s = initialState(setup);
    assert.deepEqual(s.places, [
      [null, null, null],
      [null, null, null],
      [null, 'sunken-stair', null],
    ]);
    assert.equal(s.faceDown.length, 8);
    assert.ok(s.heroes.every((h) => h.at.x === sq(1, 2, 3, 3).x && h.at.y === sq(1, 2, 3, 3).y));
    assert.deepEqual(s.monsterDeck, moduleMonsterDeck(MAYHEM_CONTENT.modules.find((m) => m.id === RESCUE)!));
    assert.equal(s.treasureDeck.filter((c) => c === 'snakeroot-tonic').length, 2 + initialState({ ...setup, mode: 'cooperative', module: undefined } as MayhemSetup).treasureDeck.filter((c) => c === 'snakeroot-tonic').length);
    assert.deepEqual(s.progress, { reached: [], defeated: [], solved: [] });
    assert.deepEqual(problems(setup, s), []);
  });

  it('mayhem.module: both modules are played; a count of tiles not its own, or a module named without its mode is refused', () => {
    assert.deepEqual(PLAYABLE_MODULES, [INDEX, RESCUE]);
    assert.equal(setupProblem({ ...rescue(['wren']), module: INDEX, options: { tiles: 12, encountersRefresh: false, halfRounding: 'down' } }), undefined);
    assert.match(setupProblem({ ...rescue(['wren']), options: { tiles: 12, encountersRefresh: false, halfRounding: 'down' } })!, /lays 9 tiles/);
    assert.match(setupProblem({ ...setupFor(['wren']), module: RESCUE })!, /named exactly when the mode is module/);
    assert.match(setupProblem({ ...rescue(['wren']), module: undefined } as MayhemSetup)!, /named exactly when the mode is module/);
  });

  it('mayhem.module: a face-down place turns up as the tile the layout puts there', () => {
    const setup = rescue(['wren']);
    const s = ok(setup, initialState(setup), { type: 'step', dir: 'north' }, { type: 'step', dir: 'north' }, { type: 'step', dir: 'north' });
    assert.equal(s.places[1]![1], 'lantern-market');
    assert.ok(!s.faceDown.includes('lantern-market'));
  });

  it('mayhem.module.goals: a tile a goal names is noted when a hero stands on it; the module\'s boss wakes on the Boss tile and its death is noted', () => {
    const setup = rescue(['wren']);
    const s = scene(setup, [{ col: 0, row: 0 }], [{ at: sq(0, 0, 3, 5) }]);
    const reached = ok(setup, s, { type: 'step', dir: 'north' });
    assert.deepEqual(reached.progress!.reached, ['spider-gallery']);
    const lair = scene(setup, [{ col: 1, row: 0 }, { col: 1, row: 1 }], [{ at: sq(1, 1, 3, 1) }]);
    const woke = ok(setup, lair, { type: 'step', dir: 'north' }, { type: 'step', dir: 'north' });
    assert.deepEqual(woke.monsters.map((m) => [m.monster, m.boss]), [['mother-frostweb', true]]);
    const dying: MayhemState = { ...woke, monsters: woke.monsters.map((m) => ({ ...m, hp: 1 })), heroes: woke.heroes.map((h) => ({ ...h, at: sq(1, 0, 2, 3) })) };
    const dead = ok(setup, dying, { type: 'attack', with: 'chipped-dagger', target: 1 });
    assert.deepEqual(dead.progress!.defeated, ['mother-frostweb']);
    assert.equal(dead.bossDefeated, true);
  });

  it('mayhem.module.goals: find is met while a hero holds the card, solve counts challenges met of its kind', () => {
    const setup = rescue(['wren']);
    const s = initialState(setup);
    assert.equal(goalMet(s, { do: 'find', item: 'the-last-page', text: 'Find it.' }), false);
    assert.equal(goalMet({ ...s, heroes: [{ ...s.heroes[0]!, items: ['the-last-page'] }] }, { do: 'find', item: 'the-last-page', text: 'Find it.' }), true);
    const solved = { ...s, progress: { reached: [], defeated: [], solved: ['physical', 'riddle', 'riddle'] as ('riddle' | 'physical')[] } };
    assert.equal(goalMet(solved, { do: 'solve', kind: 'riddle', count: 2, text: 'Two riddles.' }), true);
    assert.equal(goalMet(solved, { do: 'solve', kind: 'tongue-twister', count: 1, text: 'A twister.' }), false);
  });

  it('mayhem.module: once the living are out the module is won with every goal met, and lost with one open (here, the miners\' wages short)', () => {
    const setup = rescue(['wren', 'brannoc']);
    const done = { reached: ['spider-gallery'], defeated: ['mother-frostweb'], solved: [] };
    const out = (gold: [number, number]) =>
      ok(setup, scene(setup, [], [{ at: sq(1, 2, 3, 2), gold: gold[0] }, { at: sq(1, 2, 3, 4), gold: gold[1] }], { bossSpawned: true, bossDefeated: true, progress: done }), { type: 'step', dir: 'south' }, { type: 'step', dir: 'north' });
    const won = out([5, 7]);
    assert.deepEqual(won.phase, { type: 'over', result: 'won' });
    assert.match(outcome({ setup, state: won })!, /won The Frostweb Rescue/);
    const short = out([5, 6]);
    assert.deepEqual(short.phase, { type: 'over', result: 'lost' });
    assert.match(outcome({ setup, state: short })!, /still to do: Bring back the miners' wages/);
    for (const s of [won, short]) assert.deepEqual(problems(setup, s).filter((p) => !/places for/.test(p)), []);
  });

  it('mayhem.module.lies: from the fourth edition the Last Page is not shuffled in but lies on the Collapsed Library\'s first (E) square when it turns up, and is picked up by the hero who steps there', () => {
    const setup: MayhemSetup = { ...setupFor(['wren'], { tiles: 12 }), edition: 4, mode: 'module', module: INDEX };
    const start = initialState(setup);
    assert.ok(!start.treasureDeck.includes('the-last-page'));
    // The hero steps onto the Lantern Market's north edge, the Library face down beyond it (mayhem.explore).
    const market = { ...start, places: start.places.map((r, row) => r.map((id, col) => (row === 1 && col === 1 ? 'lantern-market' : id))), faceDown: start.faceDown.filter((t) => t !== 'lantern-market') };
    const before = { ...market, heroes: market.heroes.map((h) => ({ ...h, at: sq(1, 1, 3, 1) })) };
    const s = ok(setup, before, { type: 'step', dir: 'north' });
    assert.equal(s.places[0]![1], 'collapsed-library');
    assert.deepEqual(s.loot, [{ at: sq(1, 0, 5, 1), items: ['the-last-page'], gold: 0 }]);
    assert.deepEqual(problems(setup, s), []);
    checkConserved(before, s, { type: 'step', dir: 'north' });
    const held = ok(setup, { ...s, heroes: s.heroes.map((h) => ({ ...h, at: sq(1, 0, 5, 2) })) }, { type: 'step', dir: 'north' });
    assert.deepEqual(held.loot, []);
    assert.ok(held.heroes[0]!.items.includes('the-last-page'));
    assert.equal(goalMet(held, MAYHEM_CONTENT.modules.find((m) => m.id === INDEX)!.goals[0]!), true);
  });

  it('mayhem.module.lies: a game of the module dealt in the third edition shuffles the Last Page in and deals its monster deck as it was, so it replays as it was played', () => {
    const index = MAYHEM_CONTENT.modules.find((m) => m.id === INDEX)!;
    const third = initialState({ ...setupFor(['wren'], { tiles: 12 }), edition: 3, mode: 'module', module: INDEX });
    const fourth = initialState({ ...setupFor(['wren'], { tiles: 12 }), edition: 4, mode: 'module', module: INDEX });
    assert.equal(third.treasureDeck.filter((c) => c === 'the-last-page').length, 1);
    assert.equal(third.treasureDeck.length, fourth.treasureDeck.length + 1);
    const riddles = (deck: readonly string[]) => deck.filter((c) => c === 'sealed-door-riddle' || c === 'riddling-owl').length;
    assert.deepEqual([riddles(third.monsterDeck), riddles(fourth.monsterDeck)], [4, 7]);
    assert.deepEqual(third.monsterDeck, moduleMonsterDeck(index, 3));
    assert.equal(fourth.monsterDeck.length, third.monsterDeck.length + 3);
  });

  it('mayhem.module.lies: the content check refuses a card laid on a tile the module does not lay, or on its entrance', () => {
    const index = MAYHEM_CONTENT.modules.find((m) => m.id === INDEX)!;
    const on = (tile: string) => moduleProblems({ ...MAYHEM_CONTENT, modules: [{ ...index, treasure: [{ card: 'the-last-page', copies: 1, lies: tile }] }] });
    assert.deepEqual(on('collapsed-library'), []);
    assert.deepEqual(on('frozen-fountain'), ['module the-unfinished-index: lays the-last-page on frozen-fountain, which is not laid']);
    assert.deepEqual(on('sunken-stair'), ['module the-unfinished-index: lays the-last-page on its entrance, which is face up from the start']);
  });

  it('the table view tells the back-story and ticks the goals; crawl show tells it in the first round', () => {
    const setup = rescue(['wren', 'brannoc']);
    const s = initialState(setup);
    const view = mayhemTableView({ setup, state: s }, legalActions(setup, s));
    const story = (view.board as DungeonBoardView).story!;
    assert.equal(story.title, 'The Frostweb Rescue');
    assert.match(story.lines[0]!, /miners of Coldharrow/);
    assert.deepEqual(story.goals.map((g) => g.met), [false, false, false, false]);
    assert.deepEqual(view.goals?.map((g) => g.text)[0], 'Follow the webs to the Spider Gallery.');
    assert.equal(view.options?.[0], 'Module: The Frostweb Rescue, 9 tiles');
    const lines = pictureLines({ setup, state: s }, false).join('\n');
    assert.match(lines, /The Frostweb Rescue:\n {2}The miners of Coldharrow/);
    assert.match(lines, /Goals:\n {2}\[ \] Follow the webs/);
  });
});

describe('Mayhem modules: random and computer play', () => {
  it('random legal play of a module keeps its consistency and makes and loses no card', function () {
    this.timeout(120_000);
    const heroes = ['brannoc', 'wren', 'osric', 'pell', 'juno', 'mirela'];
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 4 }), fc.array(fc.nat(), { minLength: 10, maxLength: 150 }), fc.constantFrom(...PLAYABLE_MODULES), (seed, n, choices, module) => {
        const m = MAYHEM_CONTENT.modules.find((x) => x.id === module)!;
        const setup: MayhemSetup = { ...rescue(heroes.slice(0, n)), seed, module, options: { tiles: m.layout.flat().length, encountersRefresh: false, halfRounding: 'down' } };
        let s = initialState(setup);
        for (const choice of choices) {
          if (s.phase.type === 'over') break;
          const legal = legalActions(setup, s);
          const action = legal[choice % legal.length]!;
          const r = applyMayhem(setup, s, action);
          assert.ok(r.ok, r.ok ? '' : r.error.message);
          if (!r.ok) return;
          checkConserved(s, r.state, action);
          assert.deepEqual(consistencyProblems(setup, r.state), []);
          s = r.state;
        }
      }),
      runs(40),
    );
  });

  it('every module game of 1 to 4 computer heroes ends (or meets the bound), consistent after every action, and replays from its log', function () {
    this.timeout(300_000);
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 6 }), fc.integer({ min: 1, max: 4 }), fc.constantFrom(...PLAYABLE_MODULES), (seed, players, module) => {
        const setup = computerParty(seed, players, 9, 'module', module);
        const game = playMayhemGame(setup, { check: true });
        assert.equal(game.error, undefined);
        if (game.state.phase.type !== 'over') assert.equal(game.state.round, MAX_ROUNDS + 1);
        let s = initialState(setup);
        for (const a of game.log) {
          const r = applyMayhem(setup, s, a);
          assert.ok(r.ok);
          if (!r.ok) return;
          s = r.state;
        }
        assert.deepEqual(s, game.state);
      }),
      runs(8),
    );
  });

  it('simulateMayhem plays a module: every game counted once', function () {
    this.timeout(120_000);
    const stats = simulateMayhem({ games: 4, seed: 'rescue', players: 3, mode: 'module', module: RESCUE });
    assert.deepEqual(stats.errors, []);
    assert.equal(stats.tiles, 9);
    assert.equal(stats.wins + stats.losses + stats.unfinished, 4);
  });

  it('a module game played and saved reads back, round-trips and verifies', () => {
    const made = mayhem.cli.setup({ mode: 'module', humans: '0', heroes: '3' }, 'saved', { text: () => '', cardData: () => ({ lookups: {} as never, found: false }), note: () => undefined });
    assert.ok(made.ok, made.ok ? '' : made.problems.join(' '));
    if (!made.ok) return;
    assert.equal(made.value.module, RESCUE);
    let game: SaveFile = newSave(made.value);
    for (let i = 0; i < 200 && game.state.phase.type !== 'over'; i++) {
      const taken = takeAction(game, mayhem.computer.choose(game as never)!);
      assert.ok(taken.ok);
      if (!taken.ok) return;
      game = taken.game;
    }
    const text = writeSave(game);
    const read = readSave(text);
    assert.ok(read.ok, read.ok ? '' : JSON.stringify(read.problems.slice(0, 3)));
    assert.equal(writeSave(read.game), text);
    assert.deepEqual(verify(read.game), { ok: true, actions: game.log.length });
    const back = replay(read.game);
    assert.ok(back.ok);
    assert.deepEqual(back.state, read.game.state);
  });
});
