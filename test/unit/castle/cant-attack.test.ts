import { strict as assert } from 'node:assert';
import type { CardDef } from '../../../src/engine/cards/card';
import { addImportedCards } from '../../../src/engine/cards/pool';
import { readRulesText } from '../../../src/engine/import/oracle';
import { chooseCastleAction } from '../../../src/engine/variants/castle/bot';
import { legalCastleActions } from '../../../src/engine/variants/castle/rules';
import { castle } from '../../../src/engine/variants/castle';
import type { CastleAction } from '../../../src/engine/variants/castle/schema';
import { act, fifteen, inHand, mainPhase, newGame, put, refused, type Game } from './game-helpers';

/**
 * A creature's own "can't attack" in Castle Magic (docs/castle-rules.md): Pacifism's "enchanted creature can't attack
 * or block" and defender, as in Magic; and a castle creature that can't block (castle.block.cant-block): it stands in
 * the way all the same, takes the attackers' damage and deals none, and nothing "blocks" triggers for it.
 */

const WALL = 'Test Castle Pacified Wall';

before(() => {
  const def = { name: WALL, manaCost: '{1}{R}', colours: ['R' as const], types: ['Creature' as const], subtypes: ['Wall'], power: 1, toughness: 2 };
  const read = readRulesText(`Whenever ${WALL} blocks a creature, ${WALL} gets +0/+3 until end of turn.`, def.name, def);
  assert.equal(read.unread, 0, 'the line is read');
  addImportedCards([{ ...def, keywords: [...read.keywords], abilities: read.abilities } as CardDef]);
});

const attacksOffered = (g: Game, id: number) => legalCastleActions(g.setup, g.state).some((a) => a.type === 'attack' && a.creatures.includes(id));

/** Enchants `creature` with a Pacifism of `seat`'s (put straight onto the battlefield). */
function pacify(g: Game, seat: 'south' | 'north', creature: number): void {
  put(g, seat, 'Pacifism');
  const aura = g.state.counters.nextId - 1;
  g.state = { ...g.state, battlefield: g.state.battlefield.map((p) => (p.id === aura ? { ...p, attachedTo: creature } : p)) };
}

function passUntil(g: Game, done: (x: Game) => boolean, limit = 10): Game {
  let x = g;
  for (let i = 0; i < limit && !done(x); i++) x = act(x, { type: 'pass' });
  assert.ok(done(x), 'reached by passing');
  return x;
}

/** South's Hill Giant attacks column 1, and North's wall is revealed and activated there (free: four Mountains). */
function wallAsked(seed: string): { g: Game; giant: number; wall: number } {
  let g = mainPhase(newGame(seed, { north: fifteen(WALL) }), 'south');
  const giant = put(g, 'south', 'Hill Giant');
  for (let i = 0; i < 4; i++) put(g, 'north', 'Mountain', { tapped: true });
  g = act(g, { type: 'attack', column: 0, creatures: [giant] });
  g = passUntil(g, (x) => x.state.breach?.question === 'defend');
  const place = g.state.castles.north.rows[0]![0]!;
  assert.equal(place.kind, 'face-up');
  return { g, giant, wall: place.kind === 'face-up' ? place.creature : 0 };
}

describe('Castle Magic › "can\'t attack" and "can\'t block"', () => {
  it('magic.combat.cannot-attack-or-block: a pacified Goblin Piker\'s attack is refused, changes nothing, and is not offered', () => {
    const g = mainPhase(newGame('pacified'), 'south');
    const piker = put(g, 'south', 'Goblin Piker');
    const bears = put(g, 'south', 'Grizzly Bears');
    assert.ok(attacksOffered(g, piker), 'offered before the Aura');
    pacify(g, 'north', piker);
    const before = structuredClone(g.state);
    for (const creatures of [[piker], [bears, piker]]) {
      const why = refused(g, { type: 'attack', column: 0, creatures });
      assert.equal(why.rule, 'magic.combat.cannot-attack-or-block');
      assert.match(why.message, /Goblin Piker is enchanted so that it can't attack or block/);
    }
    assert.deepEqual(g.state, before, 'nothing changed');
    assert.ok(!attacksOffered(g, piker), 'the Piker is in no attack offered');
    assert.ok(attacksOffered(g, bears), 'the Bears still attack');
  });

  it('mtg.702.3b.defender: a Wall of Water\'s attack is refused and not offered', () => {
    const g = mainPhase(newGame('defender'), 'south');
    const wall = put(g, 'south', 'Wall of Water');
    const why = refused(g, { type: 'attack', column: 2, creatures: [wall] });
    assert.equal(why.rule, 'mtg.702.3b.defender');
    assert.match(why.message, /Wall of Water has defender and can't attack/);
    assert.ok(!attacksOffered(g, wall));
  });

  it('castle.block.cant-block: a pacified castle creature stands in the way, takes the damage, deals none, and its "whenever blocks" does not trigger', () => {
    const asked = wallAsked('cant-block');
    let g = asked.g;
    pacify(g, 'south', asked.wall);
    const blocks = legalCastleActions(g.setup, g.state).filter((a): a is Extract<CastleAction, { type: 'block' }> => a.type === 'block');
    assert.deepEqual(blocks.map((a) => a.damage), [[0]], 'the one block offered deals no damage');
    // Its label says what happens rather than "Block, dealing 0 to Hill Giant".
    const label = castle.text.action(g, blocks[0]!);
    assert.doesNotMatch(label, /dealing 0/, label);
    assert.match(label, new RegExp(`${WALL} take the attack: it can't block, so it deals no damage`), label);
    const why = refused(g, { type: 'block', damage: [1] });
    assert.equal(why.rule, 'castle.block.cant-block');
    assert.match(why.message, /enchanted so that it can't attack or block/);
    g = act(g, { type: 'block', damage: [0] });
    g = passUntil(g, (x) => x.state.breach === null);
    assert.equal(g.state.battlefield.find((p) => p.id === asked.giant)?.damage, 0, 'the Giant took no damage');
    assert.ok(!g.state.battlefield.some((p) => p.id === asked.wall), 'the wall, 1/2 without its trigger, died');
    assert.equal(g.state.players.north.life, 20, 'and the damage went no further');

    // Unpacified, the same wall blocks: its trigger makes it 1/5, it survives and deals its 1 damage.
    let free = wallAsked('cant-block').g;
    free = act(free, { type: 'block', damage: [1] });
    free = passUntil(free, (x) => x.state.breach === null);
    assert.equal(free.state.battlefield.find((p) => p.id === asked.giant)?.damage, 1);
    assert.equal(free.state.battlefield.find((p) => p.id === asked.wall)?.damage, 3);
  });
});

describe('Castle Magic › the computer\'s Auras', () => {
  /** South (the computer) holds `card` with two Plains; its Grizzly Bears face North's Hill Giant and Gray Ogre. */
  const auraGame = (card: string, pacified: readonly ('giant' | 'ogre')[] = []) => {
    const g = mainPhase(newGame('auras'), 'south');
    // Nothing else in hand: the Aura is its only card.
    g.state = { ...g.state, players: { ...g.state.players, south: { ...g.state.players.south, hand: [] } } };
    const bears = put(g, 'south', 'Grizzly Bears');
    const giant = put(g, 'north', 'Hill Giant');
    const ogre = put(g, 'north', 'Gray Ogre');
    put(g, 'south', 'Plains');
    put(g, 'south', 'Plains');
    const aura = inHand(g, 'south', card);
    for (const which of pacified) pacify(g, 'south', which === 'giant' ? giant : ogre);
    const chosen = chooseCastleAction(g.setup, g.state);
    const aim = chosen?.type === 'cast' && chosen.card === aura ? chosen.target : undefined;
    return { aim, bears, giant, ogre };
  };

  it('aims Holy Strength at its own creature and Pacifism at the other player\'s, never a second Pacifism on a pacified creature', () => {
    const help = auraGame('Holy Strength');
    assert.equal(help.aim, help.bears);
    const harm = auraGame('Pacifism', ['giant']);
    assert.equal(harm.aim, harm.ogre, 'the Giant is pacified already: the Ogre');
    const none = auraGame('Pacifism', ['giant', 'ogre']);
    assert.equal(none.aim, undefined, 'both are: no Pacifism');
  });
});
