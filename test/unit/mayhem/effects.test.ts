import { strict as assert } from 'node:assert';
import { consistencyProblems } from '../../../src/engine/variants/mayhem';
import { walkable } from '../../../src/engine/variants/mayhem/dungeon';
import { ok, position, refused, setupFor, sq } from './position';

/** Scenario tests of effects and behaviours played since the first engine, titled by rule. */

describe('Mayhem rules: more effects and behaviours', () => {
  it('mayhem.trap.block: a trap that blocks covers the nearest plain floor; heroes cannot step there, a flying monster can', () => {
    const setup = setupFor(['osric', 'tamsin']); // Osric: DEX 2, no trap sense
    const s = position(setup, {
      places: [['sunken-stair', 'bone-pit']],
      heroes: [{ at: sq(1, 0, 2, 3) }, { at: sq(1, 0, 1, 1) }],
      rolls: [6], // the save fails: the Pitfall's fall, then one BLOCKED square
    });
    const after = ok(setup, s, { type: 'step', dir: 'north' }); // onto the T at (2,2)
    assert.deepEqual(after.blocked, [sq(1, 0, 2, 1)]);
    assert.equal(after.heroes[0]!.hp, s.heroes[0]!.hp - 2);
    assert.deepEqual(consistencyProblems(setup, after).filter((p) => !/places for/.test(p)), []); // a hand-built board of two places
    const tamsinsTurn = ok(setup, after, { type: 'end-turn' });
    refused(setup, tamsinsTurn, { type: 'step', dir: 'east' }, 'mayhem.move');
    assert.equal(walkable(after, sq(1, 0, 2, 1)), false);
    assert.equal(walkable(after, sq(1, 0, 2, 1), true), true); // flies
  });

  it('mayhem.trap.block: never a square whose token would cut part of the dungeon off from the stairs', () => {
    const setup = setupFor(['osric']);
    const s = position(setup, { places: [['sunken-stair', 'chasm-bridge']], heroes: [{ at: sq(1, 0, 3, 3) }], rolls: [6] });
    const after = ok(setup, s, { type: 'step', dir: 'south' }); // the Rockfall on the bridge's T
    assert.equal(after.heroes[0]!.hp, s.heroes[0]!.hp - 2);
    assert.deepEqual(after.blocked, []); // every floor square of the bridge holds the dungeon together
  });
});
