import { strict as assert } from 'node:assert';
import type { MayhemState } from '../../../src/engine/variants/mayhem';
import { ENTRANCE, ok, position, refused, setupFor, sq } from './position';

/** Scenario tests of a hero's turn, each titled by the rule of docs/mayhem.md it checks. */

describe('Mayhem rules: a hero\'s turn', () => {
  it('mayhem.move: orthogonal steps over floor, up to MOV; walls stop a hero', () => {
    const setup = setupFor(['brannoc']); // MOV 3
    let s = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 3) }] });
    s = ok(setup, s, { type: 'step', dir: 'north' });
    assert.deepEqual(s.heroes[0]!.at, sq(0, 0, 3, 2));
    refused(setup, s, { type: 'step', dir: 'west' }, 'mayhem.move'); // (2,2) is a pillar
    s = ok(setup, s, { type: 'step', dir: 'north' }, { type: 'step', dir: 'east' });
    refused(setup, s, { type: 'step', dir: 'east' }, 'mayhem.move'); // MOV spent
  });

  it('mayhem.explore: a tile turns up as a hero reaches an open edge facing a face-down place, and the move goes on', () => {
    const setup = setupFor(['wren']);
    let s = position(setup, { places: [['sunken-stair', null]], faceDown: ['hall-of-pillars'], heroes: [{ at: sq(0, 0, 5, 3) }] });
    s = ok(setup, s, { type: 'step', dir: 'east' });
    assert.deepEqual(s.places, [['sunken-stair', 'hall-of-pillars']]);
    assert.deepEqual(s.faceDown, []);
    s = ok(setup, s, { type: 'step', dir: 'east' });
    assert.deepEqual(s.heroes[0]!.at, sq(1, 0, 0, 3));
    // Beyond the dungeon's edge there is nothing to turn up, and no way on.
    refused(setup, position(setup, { places: [['sunken-stair']], heroes: [{ at: sq(0, 0, 6, 3) }] }), { type: 'step', dir: 'east' }, 'mayhem.move');
  });

  it('mayhem.encounter: on or next to an (E) the turn ends with a roll; 1-3 draws a monster card, put down on the (E), which is spent', () => {
    const setup = setupFor(['brannoc']);
    const start = position(setup, { places: [['dripping-cellar']], heroes: [{ at: sq(0, 0, 3, 2) }], rolls: [2] });
    const s = ok(setup, { ...start, monsterDeck: ['gloomrat'], monsterDiscard: [] }, { type: 'end-turn' });
    assert.deepEqual(s.monsterDeck, []);
    assert.deepEqual(s.monsterDiscard, ['gloomrat']);
    assert.equal(s.monsters.length, 3); // a Gloomrat card puts three down
    assert.ok(s.monsters.every((m) => m.monster === 'gloomrat'));
    assert.deepEqual(s.spentEncounters, [sq(0, 0, 3, 3)]);
    assert.deepEqual(s.monsters.map((m) => m.number), [1, 2, 3]);
  });

  it('mayhem.encounter: 4-6 draws a treasure card for the hero; a spent (E) rolls no more', () => {
    const setup = setupFor(['brannoc']);
    const start = position(setup, { places: [['dripping-cellar']], heroes: [{ at: sq(0, 0, 3, 4), items: [] }], rolls: [5] });
    const s = ok(setup, { ...start, treasureDeck: ['healing-draught'] }, { type: 'end-turn' });
    assert.deepEqual(s.heroes[0]!.items, ['healing-draught']);
    assert.deepEqual(s.treasureDeck, []);
    const again = ok(setup, s, { type: 'end-turn' });
    assert.equal(again.heroes[0]!.items.length, 1);
    assert.equal(again.rng.join(), s.rng.join(), 'no die was rolled for a spent (E)');
  });

  it('mayhem.encounter: with encountersRefresh an (E) stays live', () => {
    const setup = setupFor(['brannoc'], { encountersRefresh: true });
    const start = position(setup, { places: [['dripping-cellar']], heroes: [{ at: sq(0, 0, 3, 4), items: [] }], rolls: [6] });
    const s = ok(setup, { ...start, treasureDeck: ['healing-draught', 'healing-draught'] }, { type: 'end-turn' });
    assert.deepEqual(s.spentEncounters, []);
  });

  it('mayhem.door: only a hero able to may try; 4+ with the bonus opens it for good, a failure spends the action', () => {
    const setup = setupFor(['brannoc']);
    const layout = [['dripping-cellar']];
    const door = sq(0, 0, 1, 2);
    refused(setup, position(setup, { places: layout, heroes: [{ at: sq(0, 0, 1, 3) }] }), { type: 'open-door', at: door }, 'mayhem.door');
    const wren = setupFor(['wren']); // opens locked doors, +1
    const opened = ok(wren, position(wren, { places: layout, heroes: [{ at: sq(0, 0, 1, 3) }], rolls: [3] }), { type: 'open-door', at: door });
    assert.deepEqual(opened.openDoors, [door]);
    const stuck = ok(wren, position(wren, { places: layout, heroes: [{ at: sq(0, 0, 1, 3) }], rolls: [2] }), { type: 'open-door', at: door });
    assert.deepEqual(stuck.openDoors, []);
    refused(wren, stuck, { type: 'open-door', at: door }, 'mayhem.action');
    const through = ok(wren, opened, { type: 'step', dir: 'north' });
    assert.deepEqual(through.heroes[0]!.at, door);
  });

  it('mayhem.door: a card that opens doors is used on a closed door beside the hero (a key without a roll, a spell on 4+)', () => {
    const layout = [['dripping-cellar']];
    const door = sq(0, 0, 1, 2);
    const brannoc = setupFor(['brannoc']);
    const keyed = position(brannoc, { places: layout, heroes: [{ at: sq(0, 0, 1, 3), items: ['iron-key'] }] });
    refused(brannoc, keyed, { type: 'use', item: 'iron-key' }, 'mayhem.door');
    refused(brannoc, keyed, { type: 'use', item: 'iron-key', door: sq(0, 0, 1, 4) }, 'mayhem.door');
    const unlocked = ok(brannoc, keyed, { type: 'use', item: 'iron-key', door });
    assert.deepEqual(unlocked.openDoors, [door]);
    assert.deepEqual(unlocked.heroes[0]!.items, [], 'a key of one charge is spent');
    assert.deepEqual(unlocked.treasureDiscard, ['iron-key']);
    const mirela = setupFor(['mirela']);
    const spell = (rolls: number[]) => position(mirela, { places: layout, heroes: [{ at: sq(0, 0, 1, 3), items: ['knock-knock'] }], rolls });
    assert.deepEqual(ok(mirela, spell([4]), { type: 'use', item: 'knock-knock', door }).openDoors, [door]);
    const failed = ok(mirela, spell([3]), { type: 'use', item: 'knock-knock', door });
    assert.deepEqual(failed.openDoors, []);
    assert.deepEqual(failed.heroes[0]!.items, ['knock-knock'], 'a spell without charges is kept');
    refused(mirela, failed, { type: 'use', item: 'knock-knock', door }, 'mayhem.action');
  });

  it('mayhem.give: a card or gold to a hero on the same tile, as the action', () => {
    const setup = setupFor(['brannoc', 'wren']);
    const near = position(setup, { places: [['sunken-stair', 'hall-of-pillars']], heroes: [{ at: sq(0, 0, 3, 3), gold: 4 }, { at: sq(0, 0, 1, 1) }] });
    const s = ok(setup, near, { type: 'give-gold', to: 1, gold: 3 });
    assert.deepEqual([s.heroes[0]!.gold, s.heroes[1]!.gold], [1, 3]);
    refused(setup, s, { type: 'give', to: 1, item: 'iron-maul' }, 'mayhem.action');
    refused(setup, near, { type: 'give', to: 1, item: 'iron-maul' }, 'mayhem.give'); // Wren's STR 2 cannot carry a STR 4 maul
    const far = position(setup, { places: [['sunken-stair', 'hall-of-pillars']], heroes: [{ at: sq(0, 0, 3, 3), gold: 4 }, { at: sq(1, 0, 3, 3) }] });
    refused(setup, far, { type: 'give-gold', to: 1, gold: 1 }, 'mayhem.give');
  });

  it('mayhem.gold.cap: a hero carries at most 4 x STR gold', () => {
    const setup = setupFor(['brannoc', 'wren']); // Wren: STR 2, so 8
    const s = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 3), gold: 12 }, { at: sq(0, 0, 3, 3), gold: 6 }] });
    refused(setup, s, { type: 'give-gold', to: 1, gold: 3 }, 'mayhem.gold.cap');
    assert.equal(ok(setup, s, { type: 'give-gold', to: 1, gold: 2 }).heroes[1]!.gold, 8);
  });

  it('mayhem.gold.cap: a STR boost raises the cap while it lasts', () => {
    const setup = setupFor(['brannoc', 'wren']); // Giant's Broth: +2 STR for 3 rounds
    const s = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 3), gold: 20 }, { at: sq(0, 0, 3, 3), items: ['giants-broth'] }] });
    const wrenTurn = ok(setup, s, { type: 'end-turn' });
    refused(setup, { ...wrenTurn, phase: { type: 'turn', turn: { seat: 0, moved: 0, extraMove: 0, acted: false, bonus: false } } }, { type: 'give-gold', to: 1, gold: 10 }, 'mayhem.gold.cap');
    const strong = ok(setup, wrenTurn, { type: 'use', item: 'giants-broth' }, { type: 'end-turn' });
    assert.equal(ok(setup, strong, { type: 'give-gold', to: 1, gold: 10 }).heroes[1]!.gold, 10);
  });

  it('mayhem.store.buy: on the Store tile, without the action; a pick comes out of the treasure deck', () => {
    const setup = setupFor(['mirela']);
    const inStore = position(setup, { places: [['lantern-market']], heroes: [{ at: sq(0, 0, 3, 3), gold: 8, items: [] }] });
    const s = ok(setup, { ...inStore, treasureDeck: ['frost-needle', 'spark-bolt'] }, { type: 'buy', entry: 2 }, { type: 'buy', entry: 11, pick: 'spark-bolt' });
    assert.deepEqual(s.heroes[0]!.items, ['healing-draught', 'spark-bolt']);
    assert.equal(s.heroes[0]!.gold, 0);
    assert.deepEqual(s.treasureDeck, ['frost-needle']);
    assert.equal(s.phase.type === 'turn' && s.phase.turn.acted, false);
    refused(setup, s, { type: 'buy', entry: 0 }, 'mayhem.store.buy'); // no gold left
    const outside = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 3), gold: 8 }] });
    refused(setup, outside, { type: 'buy', entry: 2 }, 'mayhem.store.buy');
  });

  it('mayhem.bonus: a potion is a bonus action, drunk once, and heals up to max HP', () => {
    const setup = setupFor(['wren']); // HP 7
    const s = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 3), hp: 2, items: ['healing-draught', 'healing-draught'] }] });
    const after = ok(setup, s, { type: 'use', item: 'healing-draught' });
    assert.equal(after.heroes[0]!.hp, 5);
    assert.deepEqual(after.heroes[0]!.items, ['healing-draught']);
    assert.deepEqual(after.treasureDiscard, ['healing-draught']);
    refused(setup, after, { type: 'use', item: 'healing-draught' }, 'mayhem.bonus');
  });

  it('mayhem.bonus: Tumble, once a round, adds two squares to the move', () => {
    const setup = setupFor(['wren']); // MOV 6, Tumble: bonus, +2 squares, once a round
    let s = position(setup, { places: [['sunken-stair', 'hall-of-pillars']], heroes: [{ at: sq(0, 0, 0, 3), items: ['tumble'] }] });
    for (let i = 0; i < 6; i++) s = ok(setup, s, { type: 'step', dir: 'east' });
    refused(setup, s, { type: 'step', dir: 'east' }, 'mayhem.move');
    s = ok(setup, s, { type: 'use', item: 'tumble' }, { type: 'step', dir: 'east' }, { type: 'step', dir: 'east' });
    refused(setup, s, { type: 'step', dir: 'east' }, 'mayhem.move');
    refused(setup, s, { type: 'use', item: 'tumble' }, 'mayhem.bonus');
    assert.deepEqual(s.heroes[0]!.usedThisRound, ['tumble']);
    assert.deepEqual(s.heroes[0]!.items, ['tumble'], 'kept: it has no charges');
    const next = ok(setup, s, { type: 'end-turn' });
    assert.deepEqual(next.heroes[0]!.usedThisRound, []);
  });

  it('mayhem.lasting: an immobilized hero cannot move; poison bites and time tokens come off at the end of the round', () => {
    const setup = setupFor(['wren']);
    const s = position(setup, {
      places: ENTRANCE,
      heroes: [{ at: sq(0, 0, 3, 3), hp: 5, effects: [{ condition: 'immobilized', rounds: 1 }, { condition: 'poisoned', rounds: 2, perRound: 1 }] }],
    });
    refused(setup, s, { type: 'step', dir: 'north' }, 'mayhem.lasting');
    const next = ok(setup, s, { type: 'end-turn' });
    assert.equal(next.heroes[0]!.hp, 4);
    assert.deepEqual(next.heroes[0]!.effects, [{ condition: 'poisoned', rounds: 1, perRound: 1 }]);
    assert.equal(next.round, 2);
    ok(setup, next, { type: 'step', dir: 'north' });
  });
});

import { MAYHEM_CONTENT } from '../../../src/engine/variants/mayhem';

/** The challenge waiting first. */
function waiting(s: MayhemState) {
  const p = s.pending[0];
  if (p?.type !== 'challenge') return assert.fail('a challenge should be waiting');
  return p;
}

describe('Mayhem rules: challenges and choices', () => {
  const setup = setupFor(['brannoc']); // STR 5: carries 20 gold
  const onE = (rolls: number[]) => position(setup, { places: [['dripping-cellar']], heroes: [{ at: sq(0, 0, 3, 4), items: [] }], rolls });

  it('mayhem.challenge.pending: a challenge waits for its outcome, nothing else happens meanwhile, and the turn ends once it is settled', () => {
    const start = { ...onE([5]), treasureDeck: ['talking-skull'] };
    const s = ok(setup, start, { type: 'end-turn' });
    assert.equal(s.pending.length, 1);
    assert.equal(waiting(s).kind, 'riddle');
    assert.ok(MAYHEM_CONTENT.riddles.some((r) => r.id === waiting(s).challenge));
    assert.equal(s.round, 1, 'the monsters wait too');
    refused(setup, s, { type: 'step', dir: 'north' }, 'mayhem.challenge.pending');
    refused(setup, s, { type: 'end-turn' }, 'mayhem.challenge.pending');
    const failed = ok(setup, s, { type: 'judge', outcome: 'failed' });
    assert.deepEqual(failed.pending, []);
    assert.equal(failed.heroes[0]!.gold, 0);
    assert.equal(failed.round, 2, 'the turn ended with the verdict');
    refused(setup, failed, { type: 'judge', outcome: 'done' }, 'mayhem.challenge.pending');
  });

  it('mayhem.challenge.answer: a typed answer to a riddle is matched leniently against its accepted answers', () => {
    const s = ok(setup, { ...onE([5]), treasureDeck: ['talking-skull'] }, { type: 'end-turn' });
    const riddle = MAYHEM_CONTENT.riddles.find((r) => r.id === waiting(s).challenge)!;
    const right = ok(setup, s, { type: 'answer', text: `  The ${riddle.answers[0]!.toUpperCase()}! ` });
    assert.equal(right.heroes[0]!.gold, 5);
    const wrong = ok(setup, s, { type: 'answer', text: 'a teapot with opinions' });
    assert.equal(wrong.heroes[0]!.gold, 0);
  });

  it('mayhem.challenge.judge: a tongue twister is judged done or failed, never typed', () => {
    const s = ok(setup, { ...onE([5]), treasureDeck: ['singing-lock'] }, { type: 'end-turn' });
    assert.equal(waiting(s).kind, 'tongue-twister');
    refused(setup, s, { type: 'answer', text: 'anything' }, 'mayhem.challenge.answer');
    assert.equal(ok(setup, s, { type: 'judge', outcome: 'done' }).heroes[0]!.gold, 4);
  });

  it('mayhem.choose: a card\'s choice waits for the player, who may pick only what they can pay for', () => {
    const purse = ok(setup, { ...onE([5]), treasureDeck: ['lost-purse'] }, { type: 'end-turn' });
    assert.equal(purse.pending[0]?.type, 'choice');
    refused(setup, purse, { type: 'judge', outcome: 'done' }, 'mayhem.choose');
    refused(setup, purse, { type: 'choose', option: 3 }, 'mayhem.choose');
    assert.equal(ok(setup, purse, { type: 'choose', option: 0 }).heroes[0]!.gold, 4);
    const hurt = { ...purse, heroes: [{ ...purse.heroes[0]!, hp: 3 }] };
    assert.equal(ok(setup, hurt, { type: 'choose', option: 1 }).heroes[0]!.hp, 12);
    const paying = { ...purse, pending: [{ type: 'choice' as const, seat: 0, at: purse.heroes[0]!.at, options: [{ label: 'Pay', cost: 2, effects: [] }, { label: 'Refuse', effects: [] }], rest: [] }] };
    refused(setup, paying, { type: 'choose', option: 0 }, 'mayhem.choose');
    const paid = ok(setup, { ...paying, heroes: [{ ...paying.heroes[0]!, gold: 3 }] }, { type: 'choose', option: 0 });
    assert.equal(paid.heroes[0]!.gold, 1);
  });

  it('mayhem.challenge.physical: the die\'s face picks the physical challenge', () => {
    for (const face of [2, 6]) {
      const s = ok(setup, { ...onE([5, 0, face]), treasureDeck: ['wishing-well'] } /* the roll, the draw, the face */, { type: 'end-turn' });
      assert.equal(waiting(s).kind, 'physical');
      assert.equal(waiting(s).who, 'party');
      assert.equal(waiting(s).challenge, MAYHEM_CONTENT.challenges.find((c) => c.roll === face)!.id);
    }
  });
});
