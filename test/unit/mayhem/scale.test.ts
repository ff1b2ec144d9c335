import { strict as assert } from 'node:assert';
import { MAYHEM_CONTENT } from '../../../src/engine/variants/mayhem';
import { bossHp, monstersPerCard } from '../../../src/engine/variants/mayhem/party';
import { ok, position, setupFor, sq } from './position';

/** mayhem.scale: the dungeon fights back as hard as the party is large (docs/mayhem.md, part 4). */

const PARTY = ['brannoc', 'wren', 'mirela', 'tamsin', 'osric', 'pell'];
const frostweb = MAYHEM_CONTENT.bosses.find((b) => b.id === 'mother-frostweb')!;

describe('Mayhem scale: the party size sets the boss and the monsters', () => {
  it('mayhem.scale: the boss has 3 HP more for each hero beyond three, fewer for a smaller party, never below half its printed HP', () => {
    assert.equal(frostweb.hp, 18);
    assert.deepEqual(
      [1, 2, 3, 4, 5, 6].map((n) => bossHp(setupFor(PARTY.slice(0, n)), frostweb)),
      [12, 15, 18, 21, 24, 27],
    );
  });

  it('mayhem.scale: a monster card brings one monster more for four or five heroes, two more for six', () => {
    assert.deepEqual(
      [1, 2, 3, 4, 5, 6].map((n) => monstersPerCard(setupFor(PARTY.slice(0, n)), 1)),
      [1, 1, 1, 2, 2, 3],
    );
  });

  it('mayhem.scale: the boss that wakes for a party of six has its HP for six', () => {
    const setup = setupFor(PARTY);
    const at = sq(0, 0, 6, 3);
    const s = position(setup, { places: [['sunken-stair', 'deep-lair']], heroes: PARTY.map(() => ({ at })) });
    const woke = ok(setup, s, { type: 'step', dir: 'east' });
    const boss = woke.monsters.find((m) => m.boss);
    assert.ok(boss, 'stepping onto the Boss tile wakes the boss');
    assert.equal(boss.hp, bossHp(setup, MAYHEM_CONTENT.bosses.find((b) => b.id === boss.monster)!));
    assert.equal(boss.hp, MAYHEM_CONTENT.bosses.find((b) => b.id === boss.monster)!.hp + 9);
  });
});
