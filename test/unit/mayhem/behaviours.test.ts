import { strict as assert } from 'node:assert';
import { consistencyProblems, legalActions, MAYHEM_CONTENT, type MayhemState } from '../../../src/engine/variants/mayhem';
import { walkable } from '../../../src/engine/variants/mayhem/dungeon';
import { resolveEffects, spawnMonsters } from '../../../src/engine/variants/mayhem/effects';
import { BOSSES } from '../../../src/engine/variants/mayhem/exploring';
import { openTable } from '../../../src/engine/variants/mayhem/table';
import { dungeonBoard } from '../../../src/engine/variants/mayhem/view';
import { actionLabel } from '../../../src/engine/variants/mayhem/words';
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

  it('mayhem.invisible: the look finds unseen monsters in sight on another tile too, not those behind a wall', () => {
    const setup = setupFor(['mirela']);
    const places = [['sunken-stair', 'sunken-stair']];
    const inSight = unseen(position(setup, { places, heroes: [{ at: sq(0, 0, 5, 3) }], monsters: [{ monster: 'murmuring-shade', at: sq(1, 0, 1, 3) }], rolls: [6] }));
    assert.equal(ok(setup, inSight, { type: 'look' }).monsters[0]!.unseen, undefined); // along the open middle row
    const behind = unseen(position(setup, { places, heroes: [{ at: sq(0, 0, 5, 1) }], monsters: [{ monster: 'murmuring-shade', at: sq(1, 0, 1, 1) }] }));
    refused(setup, behind, { type: 'look' }, 'mayhem.invisible'); // two ring walls between them
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

describe('Mayhem rules: splitting, fearful, trap-laying and directional monsters', () => {
  it('mayhem.monsters.splits: a Quivering Jelly that dies leaves two Jellylings on its square, numbered after the rest', () => {
    const setup = setupFor(['brannoc']); // Iron Maul: 4 melee, halved by the jelly's resistance
    const s = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 5) }], monsters: [{ monster: 'quivering-jelly', at: sq(0, 0, 3, 4), hp: 2 }] });
    const after = ok(setup, s, { type: 'attack', with: 'iron-maul', target: 1 });
    assert.deepEqual(
      after.monsters.map((m) => [m.number, m.monster, m.hp, m.at]),
      [
        [2, 'jellyling', 2, sq(0, 0, 3, 4)],
        [3, 'jellyling', 2, sq(0, 0, 3, 4)],
      ],
    );
    assert.equal(after.heroes[0]!.items.length, s.heroes[0]!.items.length + 1); // its drop, a treasure card, to the killer
  });

  it('mayhem.monsters.fears: hurt by the type it fears, a monster backs away that round and does not attack; the next round it comes back', () => {
    const setup = setupFor(['mirela']); // HP 6; Frost Needle: 2 ice up to 3, immobilizes a round; Spark Bolt: 2 fire
    const scene = { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 5) }], monsters: [{ monster: 'hollow-armour', at: sq(0, 0, 3, 3), hp: 6 }] };
    const iced = ok(setup, position(setup, scene), { type: 'attack', with: 'frost-needle', target: 1 }, { type: 'end-turn' });
    assert.equal(iced.heroes[0]!.hp, 6); // frozen in place, and afraid: no Gauntlet
    assert.deepEqual(iced.monsters[0]!.at, sq(0, 0, 3, 3));
    const burnt = ok(setup, position(setup, scene), { type: 'attack', with: 'spark-bolt', target: 1 }, { type: 'end-turn' });
    assert.equal(burnt.heroes[0]!.hp, 6 - 3); // fire it does not fear: it walks up and hits
    const later = ok(setup, iced, { type: 'end-turn' });
    assert.equal(later.heroes[0]!.hp, 6 - 3); // the fear lasted one round
    // Hurt by ice but free to move (no immobilizing hit), it backs away from the hero.
    const base = position(setup, scene);
    const scared = ok(setup, { ...base, monsters: [{ ...base.monsters[0]!, hurtBy: ['ice'] }] }, { type: 'end-turn' });
    assert.equal(scared.heroes[0]!.hp, 6);
    assert.deepEqual(scared.monsters[0]!.at, sq(0, 0, 3, 1)); // MOV 2, north, away from Mirela
  });
});

describe('Mayhem rules: monsters that lay traps', () => {
  it('mayhem.monsters.lays-trap: a Kobold Trapsmith sets its Snare Net where it appears; the first hero to step there springs it, once', () => {
    const setup = setupFor(['wren']); // DEX 5: a 6 fails the save
    const s = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 2) }], rolls: [6] });
    const t = openTable(setup, s);
    spawnMonsters(t, 'kobold-trapsmith', 2, sq(0, 0, 3, 1));
    assert.deepEqual(t.s.laidTraps, [{ at: sq(0, 0, 3, 1), trap: 'snare-net' }]); // one trap a square, for the two of them
    const sprung = ok(setup, t.s, { type: 'step', dir: 'north' });
    assert.deepEqual(sprung.heroes[0]!.effects, [{ condition: 'immobilized', rounds: 2 }]);
    assert.equal(sprung.laidTraps, undefined);
    refused(setup, sprung, { type: 'step', dir: 'south' }, 'mayhem.lasting');
  });

  it('mayhem.monsters.lays-trap: the trap set is in sight: the board draws it, and a step onto it says so', () => {
    const setup = setupFor(['wren']);
    const s = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 2) }] });
    const t = openTable(setup, s);
    spawnMonsters(t, 'kobold-trapsmith', 1, sq(0, 0, 3, 1));
    const board = dungeonBoard({ setup, state: t.s });
    assert.deepEqual(board.laidTraps, [{ ...sq(0, 0, 3, 1), name: 'Snare Net' }]);
    const labels = legalActions(setup, t.s).flatMap((a) => (a.type === 'step' ? [actionLabel({ setup, state: t.s }, a)] : []));
    assert.ok(labels.includes('Move north, onto the Snare Net set there'), labels.join('; '));
    assert.ok(labels.includes('Move south'), 'a step elsewhere says nothing of it');
    assert.deepEqual(dungeonBoard({ setup, state: s }).laidTraps, [], 'none before it is set');
  });
});

describe('Mayhem rules: directional monsters', () => {
  it('mayhem.directional: a cone attack reaches only heroes in front of the token; one that did not move then turns to face the closest hero', () => {
    const setup = setupFor(['wren', 'brannoc']); // Wren HP 7, Brannoc HP 10
    const s = position(setup, {
      places: ENTRANCE,
      heroes: [{ at: sq(0, 0, 3, 1) }, { at: sq(0, 0, 3, 4) }],
      monsters: [{ monster: 'glass-eyed-basilisk', at: sq(0, 0, 3, 3), hp: 5 }], // facing north; Stony Stare: 2 psy up to 3, cone 3
    });
    const after = ok(setup, s, { type: 'end-turn' }, { type: 'end-turn' });
    assert.equal(after.heroes[0]!.hp, 7 - 2); // Wren, in front, is stared at though Brannoc behind it is closer
    assert.equal(after.heroes[1]!.hp, s.heroes[1]!.hp);
    assert.deepEqual(after.monsters[0]!.at, sq(0, 0, 3, 3));
    assert.equal(after.monsters[0]!.facing, 'south'); // it turns to Brannoc, the closest
  });

  it('mayhem.directional: with no hero in its cone it walks toward the closest, facing the way it steps, and stares once one is in front', () => {
    const setup = setupFor(['wren']);
    const s = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 5) }], monsters: [{ monster: 'glass-eyed-basilisk', at: sq(0, 0, 3, 3), hp: 5 }] });
    const after = ok(setup, s, { type: 'end-turn' });
    assert.deepEqual(after.monsters[0]!.at, sq(0, 0, 3, 4));
    assert.equal(after.monsters[0]!.facing, 'south');
    assert.equal(after.heroes[0]!.hp, 7 - 2);
  });

  it('mayhem.directional: a hero attacking from inside the cone of a monster with weakWithin adds that much damage', () => {
    const setup = setupFor(['brannoc']); // Iron Maul: 4 melee, close
    const at = (x: number, y: number) => position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, x, y) }], monsters: [{ monster: 'glass-eyed-basilisk', at: sq(0, 0, 3, 3), hp: 9 }] });
    assert.equal(ok(setup, at(3, 2), { type: 'attack', with: 'iron-maul', target: 1 }).monsters[0]!.hp, 9 - 4 - 2); // in front
    assert.equal(ok(setup, at(3, 4), { type: 'attack', with: 'iron-maul', target: 1 }).monsters[0]!.hp, 9 - 4); // behind
  });

  it('mayhem.boss: every boss is played, the Cinder King and the Hollow Archivist among them', () => {
    assert.deepEqual([...BOSSES].sort(), ['cinder-king', 'hollow-archivist', 'mother-frostweb']);
  });
});

describe('Mayhem rules: cards lost', () => {
  const lightsOut = MAYHEM_CONTENT.situations.find((c) => c.id === 'lights-out')!;

  it('mayhem.discard: Lights Out on 1-2: the hero who drew it loses a card of their choice, and nothing else is done first', () => {
    const setup = setupFor(['wren', 'brannoc']); // Wren carries a Chipped Dagger and Tumble
    const s = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 3) }, { at: sq(0, 0, 3, 3) }], rolls: [2] });
    const t = openTable(setup, s);
    resolveEffects(t, 0, lightsOut.effects, sq(0, 0, 3, 3));
    assert.deepEqual(t.s.pending, [{ type: 'discard', seat: 0, count: 1 }]);
    const drawn = { ...t.s, endTurnAfter: true }; // drawn at the encounter of Wren's end of turn
    refused(setup, drawn, { type: 'step', dir: 'north' }, 'mayhem.challenge.pending');
    refused(setup, drawn, { type: 'discard', item: 'iron-maul' }, 'mayhem.discard'); // Brannoc's, not Wren's
    assert.deepEqual(legalActions(setup, drawn), [
      { type: 'discard', item: 'chipped-dagger' },
      { type: 'discard', item: 'tumble' },
    ]);
    const after = ok(setup, drawn, { type: 'discard', item: 'tumble' });
    assert.deepEqual(after.heroes[0]!.items, ['chipped-dagger']);
    assert.ok(after.treasureDiscard.includes('tumble'));
    assert.deepEqual(after.pending, []);
    assert.equal(after.phase.type === 'turn' && after.phase.turn.seat, 1); // the encounter's turn then passes
  });

  it('mayhem.discard: on 3+ nothing is lost, and a hero who carries nothing loses nothing', () => {
    const setup = setupFor(['wren']);
    const lucky = openTable(setup, position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 3) }], rolls: [3] }));
    resolveEffects(lucky, 0, lightsOut.effects, sq(0, 0, 3, 3));
    assert.deepEqual(lucky.s.pending, []);
    const empty = openTable(setup, position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 3), items: [] }], rolls: [1] }));
    resolveEffects(empty, 0, lightsOut.effects, sq(0, 0, 3, 3));
    assert.deepEqual(empty.s.pending, []);
  });
});

describe('Mayhem rules: colours given for good', () => {
  it('mayhem.grant: a grant effect gives its heroes an ability colour for good, and with it the cards of that colour', () => {
    const setup = setupFor(['brannoc']); // heavy weapons only
    const s = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 5), items: ['iron-maul', 'frost-needle'] }], monsters: [{ monster: 'gloomrat', at: sq(0, 0, 3, 3), hp: 5 }] });
    refused(setup, s, { type: 'attack', with: 'frost-needle', target: 1 }, 'mayhem.action');
    const t = openTable(setup, s);
    resolveEffects(t, 0, [{ do: 'grant', ability: 'adept-magic', who: 'self' }, { do: 'grant', ability: 'adept-magic', who: 'self' }], sq(0, 0, 3, 5));
    assert.deepEqual(t.s.heroes[0]!.granted, ['adept-magic']); // once
    assert.equal(ok(setup, t.s, { type: 'attack', with: 'frost-needle', target: 1 }).monsters[0]!.hp, 3);
  });
});

describe('Mayhem rules: rolling again', () => {
  const layout = [['dripping-cellar']];
  const door = sq(0, 0, 1, 2);

  it('mayhem.reroll: right after a failed door try, the Rabbit\'s Foot rolls it again, free; two uses, then it is spent', () => {
    const setup = setupFor(['wren']); // opens locked doors, +1; a 2 fails, a 3 opens
    const s = position(setup, { places: layout, heroes: [{ at: sq(0, 0, 1, 3), items: ['chipped-dagger', 'rabbit-foot'] }], rolls: [2, 1, 5] });
    refused(setup, s, { type: 'use', item: 'rabbit-foot' }, 'mayhem.reroll'); // nothing rolled yet
    const failed = ok(setup, s, { type: 'open-door', at: door });
    assert.deepEqual(failed.openDoors, []);
    const again = ok(setup, failed, { type: 'use', item: 'rabbit-foot' }); // a 1: still shut
    assert.deepEqual(again.openDoors, []);
    assert.deepEqual(again.heroes[0]!.charges, [{ item: 'rabbit-foot', used: 1 }]);
    const open = ok(setup, again, { type: 'use', item: 'rabbit-foot' }); // a 5: open
    assert.deepEqual(open.openDoors, [door]);
    assert.deepEqual(open.heroes[0]!.items, ['chipped-dagger']);
    assert.ok(open.treasureDiscard.includes('rabbit-foot'));
  });

  it('mayhem.reroll: a failed look may be rolled again; once the hero does anything else the roll stands', () => {
    const setup = setupFor(['mirela']);
    const base = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 5), items: ['spark-bolt', 'rabbit-foot'] }], monsters: [{ monster: 'murmuring-shade', at: sq(0, 0, 3, 3), hp: 3 }], rolls: [2, 6] });
    const missed = ok(setup, unseen(base), { type: 'look' });
    assert.equal(ok(setup, missed, { type: 'use', item: 'rabbit-foot' }).monsters[0]!.unseen, undefined);
    const moved = ok(setup, missed, { type: 'step', dir: 'east' });
    refused(setup, moved, { type: 'use', item: 'rabbit-foot' }, 'mayhem.reroll');
  });

  it('mayhem.reroll: the die that picked a physical challenge may be rolled again before the challenge is tried; a riddle\'s draw may not', () => {
    const setup = setupFor(['wren']);
    const waiting = (kind: 'physical' | 'riddle', challenge: string): MayhemState => ({
      ...position(setup, { places: layout, heroes: [{ at: sq(0, 0, 1, 3), items: ['chipped-dagger', 'rabbit-foot'] }], rolls: [4] }),
      pending: [{ type: 'challenge', seat: 0, at: sq(0, 0, 1, 3), kind, who: 'self', challenge, success: [], failure: [], rest: [] }],
    });
    const physical = waiting('physical', 'echo-chain');
    assert.ok(legalActions(setup, physical).some((a) => a.type === 'use' && a.item === 'rabbit-foot'), 'offered beside the verdicts');
    const again = ok(setup, physical, { type: 'use', item: 'rabbit-foot' }); // a 4
    const first = again.pending[0]!;
    assert.ok(first.type === 'challenge');
    assert.equal(first.challenge, MAYHEM_CONTENT.challenges.find((c) => c.roll === 4)!.id, 'the new face picks the challenge');
    assert.deepEqual(again.heroes[0]!.charges, [{ item: 'rabbit-foot', used: 1 }]);
    assert.equal(again.phase.type === 'turn' && again.phase.turn.acted, false, 'free: the turn\'s action is still there');
    refused(setup, again, { type: 'step', dir: 'east' }, 'mayhem.challenge.pending');
    // A riddle is drawn, not rolled: nothing to roll again.
    const riddle = waiting('riddle', 'riddle-shadow');
    assert.ok(!legalActions(setup, riddle).some((a) => a.type === 'use'));
    refused(setup, riddle, { type: 'use', item: 'rabbit-foot' }, 'mayhem.challenge.pending');
    // Another card is not a reroll: the challenge still waits.
    refused(setup, physical, { type: 'use', item: 'chipped-dagger' }, 'mayhem.challenge.pending');
  });
});
