import { strict as assert } from 'node:assert';
import { consistencyProblems, legalActions, mayhem, type MayhemSetup, type MayhemState } from '../../../src/engine/variants/mayhem';
import { endOfRound, INVISIBLE_ROUNDS } from '../../../src/engine/variants/mayhem/monsters-turn';
import { applyAndSay, narrate } from '../../../src/engine/variants/mayhem/narrate';
import { openTable } from '../../../src/engine/variants/mayhem/table';
import { ENTRANCE, ok, position, setupFor, sq } from './position';

/**
 * A game that could go on for ever (the tester's seed M1: the last hero of
 * INT 1 and the unseen boss and shades), each test titled by its rule id.
 */

const unseenAt = (setup: MayhemSetup, round: number, spawnedRound: number): MayhemState => {
  const s = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 5) }], monsters: [{ monster: 'murmuring-shade', at: sq(0, 0, 3, 1), hp: 3 }] });
  return { ...s, round, monsters: s.monsters.map((m) => ({ ...m, spawnedRound, unseen: true as const })) };
};

describe('Mayhem rules: a game that cannot stall', () => {
  it('mayhem.invisible.wears-off: from the fifth edition a monster that appeared unseen is seen when its time tokens run out, at the end of its third round; earlier editions keep it unseen', () => {
    assert.equal(INVISIBLE_ROUNDS, 3);
    const fifth: MayhemSetup = { ...setupFor(['grisla']), edition: 5 };
    const ends = (setup: MayhemSetup, round: number) => {
      const t = openTable(setup, unseenAt(setup, round, 4));
      endOfRound(t);
      return { unseen: t.s.monsters[0]!.unseen, said: narrate(t.events) };
    };
    assert.equal(ends(fifth, 4).unseen, true, 'one token off: two left');
    assert.equal(ends(fifth, 5).unseen, true, 'two off: one left');
    const worn = ends(fifth, 6);
    assert.equal(worn.unseen, undefined, 'the last token off: seen');
    assert.match(worn.said, /Murmuring Shade #1's invisibility wears off: it is seen/);
    assert.equal(ends({ ...fifth, edition: 4 }, 9).unseen, true, 'a game of the fourth edition plays as it was played');
    // Grisla (INT 1) cannot look, and now can attack it.
    const seen = { ...unseenAt(fifth, 6, 4), monsters: unseenAt(fifth, 6, 4).monsters.map(({ unseen: _u, ...m }) => m) };
    assert.ok(!legalActions(fifth, unseenAt(fifth, 6, 4)).some((a) => a.type === 'look'));
    assert.ok(legalActions(fifth, { ...seen, monsters: seen.monsters.map((m) => ({ ...m, at: sq(0, 0, 3, 4) })) }).some((a) => a.type === 'attack'));
  });

  it('mayhem.concede: the party may abandon the dungeon in a turn: listed among the actions, logged, and the game is over and lost', () => {
    const setup = setupFor(['grisla', 'mirela']);
    const s = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 5) }, { at: sq(0, 0, 3, 4) }] });
    assert.ok(legalActions(setup, s).some((a) => a.type === 'concede'));
    const r = applyAndSay(setup, s, { type: 'concede' });
    assert.ok(r.ok);
    assert.deepEqual(r.state.phase, { type: 'over', result: 'lost', conceded: true });
    assert.equal(mayhem.text.outcome({ setup, state: r.state }), 'the party abandoned the dungeon in round 1: the game is lost.');
    assert.deepEqual(consistencyProblems(setup, r.state).filter((p) => /lost|board|over|won/.test(p)), []);
    assert.equal(narrate(r.events), 'Grisla: Abandon the dungeon (concede: the game is lost). The party abandons the dungeon: the game is lost.');
    assert.deepEqual(legalActions(setup, r.state), []);
    const competitive = ok({ ...setup, mode: 'competitive' }, s, { type: 'concede' });
    assert.deepEqual(competitive.phase, { type: 'over', result: 'lost', winners: [], conceded: true });
  });
});
