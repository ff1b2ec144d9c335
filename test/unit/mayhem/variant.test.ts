import { strict as assert } from 'node:assert';
import { findVariant, legalActions, newSave, readSave, replay, takeAction, verify, writeSave } from '../../../src/engine';
import type { DungeonBoardView } from '../../../src/protocol/table-view';
import { MAYHEM_CONTENT, mayhem } from '../../../src/engine/variants/mayhem';
import { ENTRANCE, played, position, setupFor, setupOf, sq } from './position';

/** Magic and Mayhem through its Variant: the registry, the command line's setup, the save, the words, the playmat's table. */

describe('Mayhem › the variant', () => {
  it('is in the registry as "mayhem"; the command line draws a party of four from the seed, the first hero a person\'s, the rest the computer\'s', () => {
    assert.equal(findVariant('mayhem')?.title, 'Magic and Mayhem');
    const setup = setupOf({});
    assert.equal(setup.seats.length, 4);
    assert.deepEqual(setup.seats.map((s) => s.control), ['human', 'computer', 'computer', 'computer']);
    assert.deepEqual(setupOf({}).seats, setup.seats, 'the same seed, the same party');
    assert.deepEqual(setup.options, { tiles: 12, encountersRefresh: false, halfRounding: 'down' });
    const all = setupOf({ players: '2', humans: 'all', tiles: '16', 'encounters-refresh': true, 'round-up': true });
    assert.deepEqual(all.seats.map((s) => s.control), ['human', 'human']);
    assert.deepEqual(all.options, { tiles: 16, encountersRefresh: true, halfRounding: 'up' });
    assert.deepEqual(setupOf({ heroes: 'Juno, pell' }).seats.map((s) => s.hero), ['juno', 'pell']);
  });

  it('a game played and saved reads back, verifies (its log replays to its state, line for line), and has no problems', () => {
    const game = played(setupOf({ humans: '0', tiles: '9' }, 'saved'), 150);
    const text = writeSave(game);
    const read = readSave(text);
    assert.ok(read.ok, read.ok ? '' : JSON.stringify(read.problems.slice(0, 3)));
    assert.equal(writeSave(read.game), text, 'the canonical writer round-trips');
    assert.deepEqual(verify(read.game), { ok: true, actions: game.log.length });
    const back = replay(read.game);
    assert.ok(back.ok);
    assert.deepEqual(back.state, read.game.state);
    // Each line says who did what, by the hero's name.
    assert.match(game.log[0]!.text, /^[A-Z][a-z]+( [A-Z][a-z]+)?: /);
  });

  it('a file that names what the game does not have, or whose state does not hold together, is refused with where', () => {
    const game = newSave(setupOf({}, 'broken'));
    const text = writeSave(game);
    const unknownTile = JSON.parse(text) as { state: { faceDown: string[] } };
    unknownTile.state.faceDown[0] = 'the-lost-vault';
    const r1 = readSave(JSON.stringify(unknownTile));
    assert.ok(!r1.ok && r1.problems.some((p) => p.path === '/state/faceDown/0' && /not a tile/.test(p.message)));
    const onWall = JSON.parse(text) as { state: { heroes: { at: { x: number; y: number } }[] } };
    onWall.state.heroes[0]!.at = { x: 0, y: onWall.state.heroes[0]!.at.y - 3 };
    const r2 = readSave(JSON.stringify(onWall));
    assert.ok(!r2.ok && r2.problems.some((p) => p.path === '/state' && /not open floor/.test(p.message)));
    const twice = JSON.parse(text) as { setup: { seats: { hero: string }[] } };
    twice.setup.seats[1]!.hero = twice.setup.seats[0]!.hero;
    const r3 = readSave(JSON.stringify(twice));
    assert.ok(!r3.ok && r3.problems.some((p) => p.path === '/setup' && /different hero/.test(p.message)));
  });

  it('the computer acts for a computer seat only, and its choice is always legal', () => {
    const setup = setupOf({ heroes: 'brannoc,wren' }, 'seats');
    const game = newSave(setup);
    assert.equal(mayhem.computer.toAct(game as never), false, "Brannoc is a person's");
    const moved = takeAction(game, { type: 'end-turn' });
    assert.ok(moved.ok);
    assert.equal(mayhem.computer.toAct(moved.game as never), true, "Wren is the computer's");
    const choice = mayhem.computer.choose(moved.game as never)!;
    assert.ok(legalActions(moved.game).some((a) => JSON.stringify(a) === JSON.stringify(choice)));
  });

  it('the table view: a dungeon board whose face-down tiles name nothing, each step and attack offered on its square, a riddle\'s lines shown', () => {
    const setup = setupFor(['brannoc', 'wren']);
    const state = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 3) }, { at: sq(0, 0, 3, 3) }], monsters: [{ monster: 'gloomrat', at: sq(0, 0, 3, 2) }] });
    const game = { setup, state };
    const view = mayhem.tableView(game, mayhem.legalActions(setup, state));
    const board = view.board as DungeonBoardView;
    assert.equal(board.kind, 'dungeon');
    for (const t of board.tiles) if (t.state === 'face-down') assert.deepEqual(Object.keys(t).sort(), ['col', 'row', 'state']);
    assert.equal(board.heroes[0]!.name, 'Brannoc Ironhand');
    assert.equal(board.monsters[0]!.name, 'Gloomrat');
    const steps = view.actions.filter((a) => a.action.type === 'step');
    assert.ok(steps.length > 0);
    for (const s of steps) {
      const dir = (s.action as { dir: 'north' | 'east' | 'south' | 'west' }).dir;
      const want = { north: [2, 3], south: [4, 3], east: [3, 4], west: [3, 2] }[dir];
      assert.deepEqual([s.at!.row, s.at!.col], want, s.label);
    }
    const attack = view.actions.find((a) => a.action.type === 'attack');
    assert.ok(attack, 'Brannoc can hit the Gloomrat beside him');
    assert.deepEqual(attack.at, { row: 2, col: 3 });
    assert.match(attack.label, /^Attack Gloomrat #1 with Iron Maul/);
    const riddle = { ...state, pending: [{ type: 'challenge' as const, seat: 0, at: sq(0, 0, 3, 3), kind: 'riddle' as const, who: 'self' as const, challenge: 'riddle-shadow', success: [], failure: [], rest: [] }] };
    const asked = mayhem.tableView({ setup, state: riddle }, mayhem.legalActions(setup, riddle)).board as DungeonBoardView;
    assert.equal(asked.pending?.kind, 'riddle');
    assert.match(asked.pending!.lines.join(' '), /I follow you at noon/);
  });

  it('mayhem.store.buy: the table view gives the Store\'s price list to the hero on turn in the Store: every entry, what it lacks, each pick once; none elsewhere', () => {
    const setup = setupFor(['wren', 'brannoc']); // Wren: STR 2, light weapons
    const state = position(setup, { places: [['lantern-market', 'sunken-stair']], heroes: [{ at: sq(0, 0, 3, 3), gold: 3 }, { at: sq(1, 0, 3, 3) }] });
    const store = (mayhem.tableView({ setup, state }, mayhem.legalActions(setup, state)).board as DungeonBoardView).store!;
    const entries = MAYHEM_CONTENT.store.entries;
    assert.equal(store.buyer, 'Wren');
    assert.equal(store.gold, 3);
    assert.deepEqual(store.entries.map((e) => e.price), entries.map((e) => e.price));
    const of = (item: string) => store.entries[entries.findIndex((e) => 'item' in e && e.item === item)]!;
    assert.equal(of('healing-draught').short, undefined);
    assert.equal(of('healing-draught').ware.usable, true);
    assert.equal(of('iron-maul').short, '2 gold short');
    assert.equal(of('iron-maul').ware.usable, false, 'a heavy weapon is not for Wren');
    const spells = store.entries.find((e) => e.pick === 'spell')!;
    assert.equal(spells.short, '3 gold short');
    assert.deepEqual(spells.picks!.map((c) => c.id).sort(), [...new Set(state.treasureDeck.filter((id) => MAYHEM_CONTENT.treasure.find((c) => c.id === id)!.kind === 'spell'))].sort());
    // Every purchase the rules allow is an entry with nothing short.
    for (const a of mayhem.legalActions(setup, state).filter((x) => x.type === 'buy')) assert.equal(store.entries[(a as { entry: number }).entry]!.short, undefined);
    // Brannoc's turn, at the Entrance: no price list.
    const away = { ...state, phase: { type: 'turn' as const, turn: { ...(state.phase as { turn: object }).turn, seat: 1 } } } as typeof state;
    assert.equal((mayhem.tableView({ setup, state: away }, mayhem.legalActions(setup, away)).board as DungeonBoardView).store, undefined);
  });

  it('mayhem.store.buy: crawl show prints the Store\'s price list as the playmat shows it, to the hero on turn in the Store; none elsewhere', () => {
    const setup = setupFor(['wren', 'brannoc']);
    const state = position(setup, { places: [['lantern-market', 'sunken-stair']], heroes: [{ at: sq(0, 0, 3, 3), gold: 3 }, { at: sq(1, 0, 3, 3) }] });
    const lines = mayhem.text.picture({ setup, state }, false);
    const head = lines.findIndex((l) => l.startsWith(`${MAYHEM_CONTENT.store.name}: Wren has 3 gold`));
    assert.ok(head >= 0, lines.join('\n'));
    const store = (mayhem.tableView({ setup, state }, mayhem.legalActions(setup, state)).board as DungeonBoardView).store!;
    // Every entry, in order, with its price, name and kind; what Wren cannot use or afford says so, as on the board.
    const listed = lines.slice(head + 1).filter((l) => /^ +\d+ gold/.test(l));
    assert.equal(listed.length, store.entries.length);
    store.entries.forEach((e, i) => {
      assert.match(listed[i]!, new RegExp(`^ *${e.price} gold  ${e.ware.name} \\(${e.ware.kind}\\)`));
      if (e.short) assert.ok(listed[i]!.includes(`(${e.short})`), listed[i]);
    });
    assert.match(listed.find((l) => l.includes('Iron Maul'))!, /\[not for Wren\].*\(2 gold short\)/);
    // A pick entry lists the cards of its kind the deck holds, each once.
    const spells = store.entries.find((e) => e.pick === 'spell')!;
    for (const c of spells.picks!) assert.ok(lines.some((l) => l.trim().startsWith(`- ${c.name}`)), c.name);
    // Brannoc's turn, at the Entrance: no price list.
    const away = { ...state, phase: { type: 'turn' as const, turn: { ...(state.phase as { turn: object }).turn, seat: 1 } } } as typeof state;
    assert.ok(!mayhem.text.picture({ setup, state: away }, false).some((l) => l.startsWith(MAYHEM_CONTENT.store.name)));
  });

  it('diff says what changed beyond the log: HP, gold, cards, tiles turned up, monsters', () => {
    const setup = setupOf({ humans: '0', tiles: '9' }, 'diff');
    const a = newSave(setup);
    const b = played(setup, 80);
    const d = mayhem.diff(a as never, b as never);
    assert.ok(d.lines.some((l) => /^Tiles turned up: /.test(l)), d.lines.join('\n'));
    assert.ok(d.places.b.length > 0);
  });
});
