import { strict as assert } from 'node:assert';
import type { CardDef } from '../../../src/engine/cards/card';
import type { CardDefData } from '../../../src/engine/cards/card-schema';
import { addImportedCards } from '../../../src/engine/cards/pool';
import { legalActions, takeAction } from '../../../src/engine';
import { readRulesText } from '../../../src/engine/import/oracle';
import type { FrontierAction } from '../../../src/engine/variants/frontier/schema';
import { frontierBoard, moment, take, type FrontierSave } from './game-helpers';

/**
 * A creature's own "can't attack" in Frontier Magic (docs/frontier-rules.md, "Combat"): Pacifism's "enchanted creature
 * can't attack or block", defender, as in Magic; and a creature attacked that can't block (frontier.attack.cant-block):
 * it is attacked all the same, takes the damage and deals none, and nothing "blocks" triggers for it.
 */

const WALL = 'Test Frontier Pacified Wall';
let cards: CardDefData[] = [];

before(() => {
  const def = { name: WALL, manaCost: '{W}', colours: ['W' as const], types: ['Creature' as const], subtypes: ['Wall'], power: 1, toughness: 1 };
  const read = readRulesText(`Whenever ${WALL} blocks a creature, ${WALL} gets +0/+3 until end of turn.`, def.name, def);
  assert.equal(read.unread, 0, 'the line is read');
  const made: CardDef = { ...def, keywords: [...read.keywords], abilities: read.abilities };
  addImportedCards([made]);
  cards = [made as CardDefData];
});

const offered = (g: FrontierSave, action: FrontierAction) => legalActions(g).some((a) => JSON.stringify(a) === JSON.stringify(action));
const logText = (g: FrontierSave) => g.log.map((e) => e.text).join('\n');

/** South's `card` (1) on North's nearest row, North's Grizzly Bears (2) next to it; Swamps, which match neither. */
function facing(card: string, pacified: boolean): FrontierSave {
  return moment({
    board: frontierBoard(`
      S@1 S@2
      S S
    `),
    permanents: [
      { id: 1, card, controller: 'south' },
      { id: 2, card: 'Grizzly Bears', controller: 'north' },
      ...(pacified ? [{ id: 3, card: 'Pacifism', controller: 'north' as const, attachedTo: 1 }] : []),
    ],
  });
}

function refusedWith(g: FrontierSave, action: FrontierAction, rule: string, message: RegExp): void {
  const before = structuredClone(g);
  const refused = takeAction(g, action);
  assert.ok(!refused.ok, `${JSON.stringify(action)} refused`);
  assert.equal(refused.ok ? '' : refused.error.rule, rule);
  assert.match(refused.ok ? '' : refused.error.message, message);
  assert.deepEqual(g, before, 'nothing changed');
  assert.ok(!offered(g, action), 'not offered');
}

describe('Frontier Magic › "can\'t attack" and "can\'t block"', () => {
  it('magic.combat.cannot-attack-or-block: a pacified Serra Angel can attack neither a creature nor the player, and neither attack is offered', () => {
    const g = facing('Serra Angel', true);
    refusedWith(g, { type: 'attack', creature: 1, target: 2 }, 'magic.combat.cannot-attack-or-block', /Serra Angel is enchanted so that it can't attack or block/);
    refusedWith(g, { type: 'attack', creature: 1, target: 'north' }, 'magic.combat.cannot-attack-or-block', /can't attack or block/);
    assert.ok(!legalActions(g).some((a) => a.type === 'attack'), 'no attack offered at all');
    // Without the Aura both attacks are offered.
    const free = facing('Serra Angel', false);
    assert.ok(offered(free, { type: 'attack', creature: 1, target: 2 }));
    assert.ok(offered(free, { type: 'attack', creature: 1, target: 'north' }));
  });

  it('mtg.702.3b.defender: a Wall of Water can attack neither a creature nor the player, and neither attack is offered', () => {
    const g = facing('Wall of Water', false);
    refusedWith(g, { type: 'attack', creature: 1, target: 2 }, 'mtg.702.3b.defender', /Wall of Water has defender and can't attack/);
    refusedWith(g, { type: 'attack', creature: 1, target: 'north' }, 'mtg.702.3b.defender', /defender/);
    // It may still move, as a creature with defender may in Magic block.
    assert.ok(legalActions(g).some((a) => a.type === 'move' && a.creature === 1));
  });

  it('frontier.attack.cant-block: a pacified creature attacked takes the damage, deals none, and its "whenever blocks" does not trigger', () => {
    const board = frontierBoard(`
      S@2 S
      S@1 S
    `);
    const pacified = moment({
      board,
      permanents: [
        { id: 1, card: 'Hill Giant', controller: 'south' },
        { id: 2, card: WALL, controller: 'north' },
        { id: 3, card: 'Pacifism', controller: 'south', attachedTo: 2 },
      ],
      cards,
    });
    const x = take(pacified, { type: 'attack', creature: 1, target: 2 });
    assert.equal(x.state.stack.length, 0, 'the attack resolved');
    assert.equal(x.state.battlefield.find((p) => p.id === 1)?.damage, 0, 'the Giant took no damage');
    assert.ok(!x.state.battlefield.some((p) => p.id === 2), 'the Wall, 1/1 and not blocking (no +0/+3), died');
    assert.match(logText(x), /Test Frontier Pacified Wall can't block: it deals no combat damage/);
    assert.doesNotMatch(logText(x), /Test Frontier Pacified Wall triggers/);
    // Only a creature dies (CR 700.4): its Aura is put into the graveyard.
    assert.match(logText(x), /Test Frontier Pacified Wall dies; Pacifism is put into the graveyard/);

    // Unpacified, the same Wall blocks: its trigger makes it 1/4, it survives and deals its 1 damage.
    const free = moment({ board, permanents: [{ id: 1, card: 'Hill Giant', controller: 'south' }, { id: 2, card: WALL, controller: 'north' }], cards });
    const y = take(free, { type: 'attack', creature: 1, target: 2 });
    assert.equal(y.state.battlefield.find((p) => p.id === 1)?.damage, 1);
    assert.equal(y.state.battlefield.find((p) => p.id === 2)?.damage, 3);
  });
});
