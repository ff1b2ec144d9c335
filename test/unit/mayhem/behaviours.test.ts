import { strict as assert } from 'node:assert';
import { consistencyProblems, legalActions, type MayhemState } from '../../../src/engine/variants/mayhem';
import { walkable } from '../../../src/engine/variants/mayhem/dungeon';
import { spawnMonsters } from '../../../src/engine/variants/mayhem/effects';
import { openTable } from '../../../src/engine/variants/mayhem/table';
import { ENTRANCE, ok, position, refused, setupFor, sq } from './position';

/**
 * Scenario tests of the monster behaviours issue 18's later steps brought in
 * (docs/mayhem.md, "Monsters"), each titled by its rule id.
 */

/** The same state with monster #n unseen (it started invisible and no hero has seen it). */
const unseen = (s: MayhemState, n = 1): MayhemState => ({ ...s, monsters: s.monsters.map((m) => (m.number === n ? { ...m, unseen: true as const } : m)) });

describe('Mayhem rules: invisible and phasing monsters', () => {
  it('mayhem.invisible: a monster that starts invisible appears unseen, and cannot be attacked until seen', () => {
    const setup = setupFor(['mirela']); // INT 5, Spark Bolt: 2 fire up to 4
    const s = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 5) }] });
    const t = openTable(setup, s);
    spawnMonsters(t, 'murmuring-shade', 1, sq(0, 0, 3, 3));
    spawnMonsters(t, 'hollow-archivist', 1, sq(0, 0, 1, 1), true);
    assert.deepEqual(t.s.monsters.map((m) => m.unseen), [true, true]);
    refused(setup, t.s, { type: 'attack', with: 'spark-bolt', target: 1 }, 'mayhem.invisible');
    assert.ok(!legalActions(setup, t.s).some((a) => a.type === 'attack'));
    const aboutUnseen = (st: MayhemState) => consistencyProblems(setup, { ...st, bossSpawned: true }).filter((p) => p.includes('unseen'));
    assert.deepEqual(aboutUnseen(t.s), []);
    spawnMonsters(t, 'gloomrat', 1, sq(0, 0, 3, 3));
    assert.deepEqual(aboutUnseen(unseen(t.s, 3)), ['monster #3 is unseen but does not start invisible']);
  });

  it('mayhem.invisible: a hero with INT 4+ rolls once a turn, without their action; 4+ sees the unseen monsters on their tile for good', () => {
    const setup = setupFor(['mirela']);
    const scene = { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 5) }], monsters: [{ monster: 'murmuring-shade', at: sq(0, 0, 3, 3), hp: 3 }] };
    const missed = ok(setup, unseen(position(setup, { ...scene, rolls: [3] })), { type: 'look' });
    assert.equal(missed.monsters[0]!.unseen, true);
    refused(setup, missed, { type: 'look' }, 'mayhem.invisible'); // once a turn
    const seen = ok(setup, unseen(position(setup, { ...scene, rolls: [5] })), { type: 'look' });
    assert.equal(seen.monsters[0]!.unseen, undefined);
    assert.equal(seen.phase.type === 'turn' && seen.phase.turn.acted, false); // the look is not the action
    const hit = ok(setup, seen, { type: 'attack', with: 'spark-bolt', target: 1 });
    assert.deepEqual(hit.monsters, []); // fire, which it is vulnerable to: 4 DAM for its 3 HP
  });

  it('mayhem.invisible: a hero with INT under 4 and nothing that sees the invisible may not look, nor may anyone with nothing unseen on their tile', () => {
    const brannoc = setupFor(['brannoc']); // INT 2
    const scene = { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 5) }], monsters: [{ monster: 'murmuring-shade', at: sq(0, 0, 3, 3) }] };
    refused(brannoc, unseen(position(brannoc, scene)), { type: 'look' }, 'mayhem.invisible');
    const mirela = setupFor(['mirela']);
    refused(mirela, position(mirela, scene), { type: 'look' }, 'mayhem.invisible'); // the shade here is seen already
  });

  it('mayhem.invisible: an unseen monster still moves and attacks', () => {
    const setup = setupFor(['wren']); // HP 7, INT 3
    const s = unseen(position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 5) }], monsters: [{ monster: 'murmuring-shade', at: sq(0, 0, 3, 1), hp: 3 }] }));
    const after = ok(setup, s, { type: 'end-turn' });
    assert.equal(after.heroes[0]!.hp, 7 - 2); // Whisper of Doubt, 2 psy up to 2 squares
    assert.equal(after.monsters[0]!.unseen, true);
  });

  it('mayhem.monsters.phases: a phasing monster walks straight through walls toward the closest hero', () => {
    const setup = setupFor(['wren']); // HP 7
    const places = [['sunken-stair', 'sunken-stair']];
    // Wren in the west tile's north-west corner, the shade in the east tile's: the two ring walls between them.
    const s = position(setup, { places, heroes: [{ at: sq(0, 0, 1, 1) }], monsters: [{ monster: 'murmuring-shade', at: sq(1, 0, 1, 1), hp: 3 }] });
    const after = ok(setup, s, { type: 'end-turn' });
    assert.deepEqual(after.monsters[0]!.at, sq(0, 0, 5, 1)); // MOV 3: through both walls, where a walker would go round by the middle
    assert.equal(after.heroes[0]!.hp, 7); // 4 squares away: out of its range of 2
    const next = ok(setup, after, { type: 'end-turn' });
    assert.deepEqual(next.monsters[0]!.at, sq(0, 0, 3, 1)); // it stops as soon as Wren is in range
    assert.equal(next.heroes[0]!.hp, 7 - 2);
  });

  it('mayhem.monsters.phases: a phasing monster never ends its move inside a wall: it stops on the last open square of its way', () => {
    const setup = setupFor(['wren']);
    const places = [['sunken-stair', 'sunken-stair']];
    const s = position(setup, { places, heroes: [{ at: sq(0, 0, 1, 1) }], monsters: [{ monster: 'murmuring-shade', at: sq(1, 0, 3, 1), hp: 3 }] });
    const after = ok(setup, s, { type: 'end-turn' });
    // Its third step west would end in the east tile's ring wall: it stays on the square before.
    assert.deepEqual(after.monsters[0]!.at, sq(1, 0, 1, 1));
    assert.ok(walkable(after, after.monsters[0]!.at));
  });
});
