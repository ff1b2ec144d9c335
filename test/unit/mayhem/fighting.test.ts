import { strict as assert } from 'node:assert';
import type { MayhemState } from '../../../src/engine/variants/mayhem';
import { damageAfter } from '../../../src/engine/variants/mayhem/damage';
import { ENTRANCE, ok, position, refused, setupFor, sq } from './position';

/** Scenario tests of attacks, the monsters' turn, dying and the end, titled by rule. */

const none = { vulnerable: false, resists: false, immune: false, ward: 0 };

describe('Mayhem rules: fighting', () => {
  it('mayhem.damage: doubled if vulnerable, halved if resistant (rounded by the option), nothing if immune, less each ward', () => {
    assert.equal(damageAfter(3, none, 'down'), 3);
    assert.equal(damageAfter(3, { ...none, vulnerable: true }, 'down'), 6);
    assert.equal(damageAfter(3, { ...none, resists: true }, 'down'), 1);
    assert.equal(damageAfter(3, { ...none, resists: true }, 'up'), 2);
    assert.equal(damageAfter(1, { ...none, resists: true }, 'down'), 0);
    assert.equal(damageAfter(5, { ...none, immune: true, vulnerable: true }, 'down'), 0);
    assert.equal(damageAfter(2, { ...none, ward: 3 }, 'down'), 0);
  });

  it('mayhem.damage: a hero\'s attack against a monster that resists its type does half', () => {
    const setup = setupFor(['brannoc']); // Iron Maul: 4 melee, close
    const s = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 3) }], monsters: [{ monster: 'rattlebones', at: sq(0, 0, 3, 2), hp: 5 }] });
    const after = ok(setup, s, { type: 'attack', with: 'iron-maul', target: 1 });
    assert.equal(after.monsters[0]!.hp, 3);
    refused(setup, after, { type: 'attack', with: 'iron-maul', target: 1 }, 'mayhem.action'); // one action a turn
  });

  it('mayhem.range.corners: a ranged attack needs a clear line between the squares\' centres', () => {
    const setup = setupFor(['mirela']); // Spark Bolt: 2 fire up to 4
    const blocked = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 1) }], monsters: [{ monster: 'gloomrat', at: sq(0, 0, 1, 3) }] });
    refused(setup, blocked, { type: 'attack', with: 'spark-bolt', target: 1 }, 'mayhem.range'); // the pillar at (2,2)
    const clear = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 1, 1) }], monsters: [{ monster: 'gloomrat', at: sq(0, 0, 1, 5), hp: 5 }] });
    assert.equal(ok(setup, clear, { type: 'attack', with: 'spark-bolt', target: 1 }).monsters[0]!.hp, 3);
  });

  it('mayhem.action: with nothing to attack with a hero punches for 1 melee', () => {
    const setup = setupFor(['brannoc']);
    const s = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 3), items: [] }], monsters: [{ monster: 'gloomrat', at: sq(0, 0, 3, 3), hp: 3 }] });
    assert.equal(ok(setup, s, { type: 'attack', with: 'fists', target: 1 }).monsters[0]!.hp, 2);
    refused(setup, { ...s, heroes: [{ ...s.heroes[0]!, items: ['iron-maul'] }] }, { type: 'attack', with: 'fists', target: 1 }, 'mayhem.action');
  });

  it('mayhem.death.drops: a monster\'s drops go at once to the hero who killed it', () => {
    const setup = setupFor(['brannoc']);
    const s = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 3) }], monsters: [{ monster: 'rattlebones', at: sq(0, 0, 3, 2), hp: 1 }] });
    const after = ok(setup, s, { type: 'attack', with: 'iron-maul', target: 1 });
    assert.deepEqual(after.monsters, []);
    assert.equal(after.heroes[0]!.gold, 1); // Rattlebones drop 1 gold
  });

  it('mayhem.monsters.act: a monster out of range moves toward the closest hero, then attacks', () => {
    const setup = setupFor(['wren']); // HP 7, no ward
    const s = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 5) }], monsters: [{ monster: 'rattlebones', at: sq(0, 0, 3, 1) }] });
    const after = ok(setup, s, { type: 'end-turn' });
    assert.deepEqual(after.monsters[0]!.at, sq(0, 0, 3, 4)); // MOV 3
    assert.equal(after.monsters[0]!.facing, 'south');
    assert.equal(after.heroes[0]!.hp, 7 - 2);
  });

  it('mayhem.monsters.act: close attacks before ranged ones; a ranged one from afar, with its lasting effect', () => {
    const setup = setupFor(['wren']);
    // Bog Toad, MOV 2: Tongue Lash 1 melee at 2, Spit 2 poison at 3 (poisons a round).
    const far = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 5) }], monsters: [{ monster: 'bog-toad', at: sq(0, 0, 3, 2) }] });
    const spat = ok(setup, far, { type: 'end-turn' });
    assert.deepEqual(spat.monsters[0]!.at, sq(0, 0, 3, 2), 'in range, it does not move');
    // 2 poison damage, then the poison bites 1 at the end of the round and its token comes off
    assert.equal(spat.heroes[0]!.hp, 7 - 2 - 1);
    const near = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 3) }], monsters: [{ monster: 'bog-toad', at: sq(0, 0, 3, 2) }] });
    assert.equal(ok(setup, near, { type: 'end-turn' }).heroes[0]!.hp, 7 - 1);
  });

  it('mayhem.monsters.act: a monster with ambush acts the moment it appears, before the monsters\' turn', () => {
    const setup = setupFor(['wren', 'tamsin']);
    const scene = (card: string) => ({
      ...position(setup, { places: [['dripping-cellar']], heroes: [{ at: sq(0, 0, 3, 4) }, { at: sq(0, 0, 1, 5) }], rolls: [2, 0] }),
      monsterDeck: [card],
    });
    const bats = ok(setup, scene('bat-swarm'), { type: 'end-turn' });
    assert.equal(bats.monsters.length, 2);
    assert.equal(bats.heroes[0]!.hp, 7 - 2, 'two bats, one Flurry each');
    assert.deepEqual(bats.phase, { type: 'turn', turn: { seat: 1, moved: 0, extraMove: 0, acted: false, bonus: false } });
    const rats = ok(setup, scene('gloomrat'), { type: 'end-turn' });
    assert.equal(rats.heroes[0]!.hp, 7, 'without ambush they wait for the monsters\' turn');
  });

  it('mayhem.damage: a ward drunk for some rounds makes each hit smaller until its rounds are out', () => {
    const setup = setupFor(['wren']); // Frostbloom Salve: ward 2 for 3 rounds
    const s = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 2), items: ['frostbloom-salve'] }], monsters: [{ monster: 'rattlebones', at: sq(0, 0, 3, 3) }] });
    let warded = ok(setup, s, { type: 'use', item: 'frostbloom-salve' }, { type: 'end-turn' });
    assert.equal(warded.heroes[0]!.hp, 7, 'the 2 DAM chop is stopped');
    assert.deepEqual(warded.heroes[0]!.boosts, [{ stat: 'ward', amount: 2, rounds: 2 }]);
    warded = ok(setup, warded, { type: 'end-turn' }, { type: 'end-turn' });
    assert.deepEqual(warded.heroes[0]!.boosts, []);
    assert.equal(ok(setup, warded, { type: 'end-turn' }).heroes[0]!.hp, 7 - 2, 'the ward is gone');
  });

  it('mayhem.monsters.tie: heroes as close are chosen by the die, counted clockwise from the hero whose turn was last', () => {
    const setup = setupFor(['wren', 'tamsin']);
    const scene = (rolls: number[]) =>
      position(setup, {
        places: ENTRANCE,
        heroes: [{ at: sq(0, 0, 3, 2) }, { at: sq(0, 0, 3, 4) }],
        monsters: [{ monster: 'rattlebones', at: sq(0, 0, 3, 3) }],
        rolls,
      });
    const hurt = (s: MayhemState) => s.heroes.map((h, i) => (h.hp < position(setup, { places: ENTRANCE, heroes: [{ at: h.at }, { at: h.at }] }).heroes[i]!.hp ? i : -1)).filter((i) => i >= 0);
    // Tamsin (seat 1) played last: a 1 counts her, a 2 the next clockwise, Wren.
    assert.deepEqual(hurt(ok(setup, scene([1]), { type: 'end-turn' }, { type: 'end-turn' })), [1]);
    assert.deepEqual(hurt(ok(setup, scene([2]), { type: 'end-turn' }, { type: 'end-turn' })), [0]);
  });

  it('mayhem.monsters.leash: a monster more than two tiles from the closest hero stays where it is', () => {
    const setup = setupFor(['wren']);
    const row = [['sunken-stair', 'hall-of-pillars', 'hall-of-pillars', 'hall-of-pillars']];
    const far = position(setup, { places: row, heroes: [{ at: sq(0, 0, 3, 3) }], monsters: [{ monster: 'gloomrat', at: sq(3, 0, 3, 3) }] });
    assert.deepEqual(ok(setup, far, { type: 'end-turn' }).monsters[0]!.at, sq(3, 0, 3, 3));
    const near = position(setup, { places: row, heroes: [{ at: sq(0, 0, 3, 3) }], monsters: [{ monster: 'gloomrat', at: sq(2, 0, 3, 3) }] });
    assert.deepEqual(ok(setup, near, { type: 'end-turn' }).monsters[0]!.at, sq(1, 0, 6, 3)); // MOV 4: four steps west along the middle row
  });

  it('mayhem.death.revive: at 0 HP a hero rolls; 4+ comes back with 1 HP, less dies and leaves their things on the square', () => {
    const setup = setupFor(['wren']);
    const scene = (rolls: number[]) =>
      position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 2), hp: 1, gold: 3 }], monsters: [{ monster: 'rattlebones', at: sq(0, 0, 3, 3) }], rolls });
    const back = ok(setup, scene([4]), { type: 'end-turn' });
    assert.equal(back.heroes[0]!.hp, 1);
    assert.equal(back.heroes[0]!.status, 'in');
    const dead = ok(setup, scene([3]), { type: 'end-turn' });
    assert.equal(dead.heroes[0]!.status, 'dead');
    assert.deepEqual(dead.loot, [{ at: sq(0, 0, 3, 2), items: ['chipped-dagger', 'tumble'], gold: 3 }]);
    assert.deepEqual(dead.phase, { type: 'over', result: 'lost' });
    refused(setup, dead, { type: 'end-turn' }, 'mayhem.over');
  });

  it('mayhem.boss: the boss appears on the boss square when a hero first steps onto the Boss tile, and never leaves it', () => {
    const setup = setupFor(['wren']);
    const s = position(setup, { places: [['sunken-stair', 'deep-lair']], heroes: [{ at: sq(0, 0, 6, 3) }] });
    const woke = ok(setup, s, { type: 'step', dir: 'east' });
    assert.equal(woke.monsters.length, 1);
    assert.equal(woke.monsters[0]!.boss, true);
    assert.deepEqual(woke.monsters[0]!.at, sq(1, 0, 2, 2));
    const back = ok(setup, woke, { type: 'step', dir: 'west' }, { type: 'step', dir: 'west' }, { type: 'end-turn' });
    assert.ok(back.monsters.filter((m) => m.boss).every((m) => Math.floor(m.at.x / 7) === 1), 'the boss stays in its lair');
    assert.equal(ok(setup, back, { type: 'step', dir: 'east' }).monsters.filter((m) => m.boss).length, 1, 'it appears once');
  });

  it('mayhem.escape: once the boss is defeated a hero on the stairs escapes; every living hero out wins', () => {
    const setup = setupFor(['wren', 'brannoc']);
    const s = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 2) }, { at: sq(0, 0, 3, 4) }] });
    const early = ok(setup, s, { type: 'step', dir: 'south' });
    assert.equal(early.heroes[0]!.status, 'in', 'no escape while the boss stands');
    const done = { ...s, bossSpawned: true, bossDefeated: true };
    const one = ok(setup, done, { type: 'step', dir: 'south' });
    assert.equal(one.heroes[0]!.status, 'escaped');
    assert.deepEqual(one.phase, { type: 'turn', turn: { seat: 1, moved: 0, extraMove: 0, acted: false, bonus: false } });
    assert.deepEqual(ok(setup, one, { type: 'step', dir: 'north' }).phase, { type: 'over', result: 'won' });
  });
});
