import { strict as assert } from 'node:assert';
import { consistencyProblems } from '../../../src/engine/variants/mayhem';
import { walkable } from '../../../src/engine/variants/mayhem/dungeon';
import { ENTRANCE, ok, position, refused, setupFor, sq } from './position';

/** Scenario tests of effects and behaviours played since the first engine, titled by rule. */

describe('Mayhem rules: more effects and behaviours', () => {
  it('mayhem.trap.block: a trap that blocks covers the nearest plain floor; heroes cannot step there, a flying monster can', () => {
    const setup = setupFor(['osric', 'tamsin']); // Osric: DEX 2, no trap sense
    const s = {
      ...position(setup, {
        places: [['sunken-stair', 'bone-pit']],
        heroes: [{ at: sq(1, 0, 2, 3) }, { at: sq(1, 0, 1, 1) }],
        rolls: [6], // the save fails: the Pitfall's fall, then one BLOCKED square
      }),
      spentEncounters: [sq(1, 0, 3, 3)], // no encounter roll at the end of the turn
    };
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

  it('mayhem.monsters.regenerates: a Rime Troll grows back 2 HP at the end of the round, unless fire hurt it that round', () => {
    const melee = setupFor(['brannoc']); // Iron Maul: 4 melee
    const a = position(melee, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 3) }], monsters: [{ monster: 'rime-troll', at: sq(0, 0, 3, 2), hp: 9 }] });
    const hit = ok(melee, a, { type: 'attack', with: 'iron-maul', target: 1 });
    assert.equal(hit.monsters[0]!.hp, 5);
    assert.deepEqual(hit.monsters[0]!.hurtBy, ['melee']);
    const next = ok(melee, hit, { type: 'end-turn' });
    assert.equal(next.monsters[0]!.hp, 7);
    assert.equal(next.monsters[0]!.hurtBy, undefined); // forgotten as the round ends
    const fire = setupFor(['mirela']); // Spark Bolt: 2 fire, and the troll is vulnerable to fire
    const b = position(fire, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 3) }], monsters: [{ monster: 'rime-troll', at: sq(0, 0, 3, 1), hp: 9 }] });
    const burnt = ok(fire, b, { type: 'attack', with: 'spark-bolt', target: 1 }, { type: 'end-turn' });
    assert.equal(burnt.monsters[0]!.hp, 5);
  });

  it('mayhem.monsters.explodes: a Powder Goblin that dies hurts every hero on its square and around it', () => {
    const setup = setupFor(['brannoc', 'tamsin']); // Brannoc wards 1
    const s = position(setup, {
      places: ENTRANCE,
      heroes: [{ at: sq(0, 0, 3, 3) }, { at: sq(0, 0, 3, 1) }],
      monsters: [{ monster: 'powder-goblin', at: sq(0, 0, 3, 2), hp: 2 }],
    });
    const after = ok(setup, s, { type: 'attack', with: 'iron-maul', target: 1 });
    assert.equal(after.monsters.length, 0);
    assert.equal(after.heroes[0]!.hp, s.heroes[0]!.hp - 1);
    assert.equal(after.heroes[1]!.hp, s.heroes[1]!.hp - 2);
  });

  it('mayhem.monsters.flee: a Goblin Slinger down to its last life token runs instead of throwing', () => {
    const setup = setupFor(['osric']);
    const hurt = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 3) }], monsters: [{ monster: 'goblin-slinger', at: sq(0, 0, 3, 2), hp: 1 }] });
    const ran = ok(setup, hurt, { type: 'end-turn' });
    assert.equal(ran.heroes[0]!.hp, hurt.heroes[0]!.hp);
    const far = (s: typeof ran) => Math.abs(s.monsters[0]!.at.x - s.heroes[0]!.at.x) + Math.abs(s.monsters[0]!.at.y - s.heroes[0]!.at.y);
    assert.ok(far(ran) > far(hurt), 'it is farther from the hero');
    const hale = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 3) }], monsters: [{ monster: 'goblin-slinger', at: sq(0, 0, 3, 1), hp: 2 }] });
    assert.equal(ok(setup, hale, { type: 'end-turn' }).heroes[0]!.hp, hale.heroes[0]!.hp - 1);
  });

  it('mayhem.monsters.steals: a Goblin Pickpocket\'s hit takes gold instead of HP, and then it runs for good', () => {
    const setup = setupFor(['osric']);
    const s = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 3), gold: 5 }], monsters: [{ monster: 'goblin-pickpocket', at: sq(0, 0, 3, 2), hp: 3 }] });
    const robbed = ok(setup, s, { type: 'end-turn' });
    assert.equal(robbed.heroes[0]!.gold, 2);
    assert.equal(robbed.heroes[0]!.hp, s.heroes[0]!.hp);
    assert.equal(robbed.monsters[0]!.fleeing, true);
    const again = ok(setup, robbed, { type: 'end-turn' });
    assert.equal(again.heroes[0]!.gold, 2);
    assert.equal(again.heroes[0]!.hp, s.heroes[0]!.hp, 'a running thief does not strike while it can run');
    // A hero with no gold is hit as by any monster.
    const poor = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 3) }], monsters: [{ monster: 'goblin-pickpocket', at: sq(0, 0, 3, 2), hp: 3 }] });
    assert.equal(ok(setup, poor, { type: 'end-turn' }).heroes[0]!.hp, poor.heroes[0]!.hp - 1);
  });

  it('mayhem.use.charges: Mending Touch heals three times, one a turn as the action, then goes to the discards', () => {
    const setup = setupFor(['hollis', 'osric']);
    let s = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 3) }, { at: sq(0, 0, 3, 1), hp: 1 }] });
    const heal = { type: 'use', item: 'mending-touch', on: 1 } as const;
    s = ok(setup, s, heal);
    assert.equal(s.heroes[1]!.hp, 4);
    assert.deepEqual(s.heroes[0]!.charges, [{ item: 'mending-touch', used: 1 }]);
    refused(setup, s, heal, 'mayhem.action');
    s = ok(setup, s, { type: 'end-turn' }, { type: 'end-turn' }, heal);
    assert.deepEqual(s.heroes[0]!.charges, [{ item: 'mending-touch', used: 2 }]);
    s = ok(setup, s, { type: 'end-turn' }, { type: 'end-turn' }, heal);
    assert.equal(s.heroes[1]!.hp, 10);
    assert.deepEqual(s.heroes[0]!.charges, []);
    assert.ok(!s.heroes[0]!.items.includes('mending-touch'));
    assert.ok(s.treasureDiscard.includes('mending-touch'));
  });

  it('mayhem.use.charges: a partly used card handed over keeps its count; a fresh copy is handed over first', () => {
    const setup = setupFor(['hollis', 'pell']);
    const s = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 3), items: ['mending-touch', 'mending-touch'] }, { at: sq(0, 0, 3, 1), hp: 1 }] });
    const used = ok(setup, s, { type: 'use', item: 'mending-touch', on: 1 });
    const fresh = ok(setup, { ...used, phase: s.phase }, { type: 'give', to: 1, item: 'mending-touch' });
    assert.deepEqual(fresh.heroes[0]!.charges, [{ item: 'mending-touch', used: 1 }]);
    assert.deepEqual(fresh.heroes[1]!.charges, []);
    const last = ok(setup, { ...fresh, phase: s.phase }, { type: 'give', to: 1, item: 'mending-touch' });
    assert.deepEqual(last.heroes[0]!.charges, []);
    assert.deepEqual(last.heroes[1]!.charges, [{ item: 'mending-touch', used: 1 }]);
  });

  it('mayhem.attack.area: Fireburst hits every monster on the target\'s square, Hailstorm every monster on the target\'s tile, never a hero', () => {
    const setup = setupFor(['mirela', 'osric']);
    const scene = {
      places: [['sunken-stair', 'bone-pit']],
      heroes: [{ at: sq(0, 0, 3, 3), items: ['fireburst', 'hailstorm'] }, { at: sq(0, 0, 3, 1) }],
      monsters: [
        { monster: 'gloomrat', at: sq(0, 0, 3, 1), hp: 9 },
        { monster: 'gloomrat', at: sq(0, 0, 3, 1), hp: 9 },
        { monster: 'gloomrat', at: sq(0, 0, 1, 1), hp: 9 },
        { monster: 'gloomrat', at: sq(1, 0, 1, 1), hp: 9 },
      ],
    };
    const burst = ok(setup, position(setup, scene), { type: 'attack', with: 'fireburst', target: 1 });
    assert.deepEqual(burst.monsters.map((m) => m.hp), [5, 5, 9, 9]);
    assert.equal(burst.heroes[1]!.hp, position(setup, scene).heroes[1]!.hp);
    const hail = ok(setup, position(setup, scene), { type: 'attack', with: 'hailstorm', target: 1 });
    assert.deepEqual(hail.monsters.map((m) => m.hp), [7, 7, 7, 9]);
    assert.ok(hail.monsters.slice(0, 3).every((m) => m.effects.some((e) => e.condition === 'immobilized')));
  });

  it('mayhem.reveal: the Wayfinder Compass turns up face-down tiles next to the hero\'s, north, east, south, west; with none it is refused', () => {
    const setup = setupFor(['fennick']);
    const s = position(setup, {
      places: [
        [null, 'sunken-stair', null],
        [null, null, null],
      ],
      faceDown: ['bone-pit', 'chasm-bridge', 'dripping-cellar', 'collapsed-library'],
      heroes: [{ at: sq(1, 0, 3, 3), items: ['wayfinder-compass'] }],
    });
    const after = ok(setup, s, { type: 'use', item: 'wayfinder-compass' });
    assert.notEqual(after.places[0]![2], null); // east
    assert.notEqual(after.places[1]![1], null); // south
    assert.equal(after.places[0]![0], null); // west waits: two tiles only
    assert.equal(after.faceDown.length, 2);
    assert.ok(after.heroes[0]!.items.includes('wayfinder-compass')); // kept: once a round
    const alone = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 3), items: ['wayfinder-compass'] }] });
    refused(setup, alone, { type: 'use', item: 'wayfinder-compass' }, 'mayhem.reveal');
  });

  it('mayhem.teleport: Homeward Chalk puts every hero on the user\'s tile on the Entrance stairs, and is spent', () => {
    const setup = setupFor(['osric', 'tamsin', 'wren']);
    const s = position(setup, {
      places: [['sunken-stair', 'bone-pit']],
      heroes: [{ at: sq(1, 0, 3, 1), items: ['homeward-chalk'] }, { at: sq(1, 0, 5, 5) }, { at: sq(0, 0, 1, 1) }],
    });
    const after = ok(setup, s, { type: 'use', item: 'homeward-chalk' });
    assert.deepEqual(after.heroes[0]!.at, sq(0, 0, 3, 3));
    assert.deepEqual(after.heroes[1]!.at, sq(0, 0, 3, 3));
    assert.deepEqual(after.heroes[2]!.at, sq(0, 0, 1, 1)); // not on the tile
    assert.ok(!after.heroes[0]!.items.includes('homeward-chalk'));
    assert.ok(after.treasureDiscard.includes('homeward-chalk'));
  });

  it('mayhem.death.revive: a Phoenix Tear raises a fallen hero on the user\'s tile with 4 HP, who takes back what they can and plays on', () => {
    const setup = setupFor(['osric', 'tamsin']);
    const base = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 3), items: ['phoenix-tear'] }, { at: sq(0, 0, 1, 1) }] });
    const s = {
      ...base,
      heroes: [base.heroes[0]!, { ...base.heroes[1]!, status: 'dead' as const, hp: 0, items: [], gold: 0 }],
      loot: [{ at: sq(0, 0, 1, 1), items: ['hunting-bow'], gold: 2 }],
    };
    refused(setup, s, { type: 'use', item: 'phoenix-tear', on: 0 }, 'mayhem.death.revive'); // not fallen
    const risen = ok(setup, s, { type: 'use', item: 'phoenix-tear', on: 1 });
    assert.equal(risen.heroes[1]!.status, 'in');
    assert.equal(risen.heroes[1]!.hp, 4);
    assert.deepEqual(risen.heroes[1]!.items, ['hunting-bow']);
    assert.equal(risen.heroes[1]!.gold, 2);
    assert.deepEqual(risen.loot, []);
    assert.ok(risen.treasureDiscard.includes('phoenix-tear'));
    const next = ok(setup, risen, { type: 'end-turn' });
    assert.deepEqual(next.phase, { type: 'turn', turn: { seat: 1, moved: 0, extraMove: 0, acted: false, bonus: false } });
    const elsewhere = { ...s, heroes: [{ ...s.heroes[0]!, at: sq(1, 0, 3, 3) }, s.heroes[1]!], places: [['sunken-stair', 'bone-pit']] };
    refused(setup, elsewhere, { type: 'use', item: 'phoenix-tear', on: 1 }, 'mayhem.death.revive'); // not on the tile
  });
});
