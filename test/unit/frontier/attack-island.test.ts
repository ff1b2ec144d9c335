import { strict as assert } from 'node:assert';
import type { CardDef } from '../../../src/engine/cards/card';
import type { CardDefData } from '../../../src/engine/cards/card-schema';
import { addImportedCards } from '../../../src/engine/cards/pool';
import { legalActions, takeAction } from '../../../src/engine';
import { readRulesText } from '../../../src/engine/import/oracle';
import type { FrontierAction } from '../../../src/engine/variants/frontier/schema';
import { frontierBoard, moment, take, type FrontierSave } from './game-helpers';

/**
 * "~ can't attack unless defending player controls an Island" (CR 508.1c) in Frontier Magic: the defending player is
 * the one attacked, or the controller of the creature attacked, and the lands it controls are the ones its creatures
 * stand on (rules/frontier-magic.md: "for the purposes of card text, you control only the lands your creatures are
 * standing on"). The card is read from its text, as an imported card's would be.
 */

const SERPENT = 'Test Frontier Serpent';
let cards: CardDefData[] = [];

before(() => {
  const def = { name: SERPENT, manaCost: '{5}{U}', colours: ['U' as const], types: ['Creature' as const], subtypes: ['Serpent'], power: 5, toughness: 5 };
  const read = readRulesText(`${SERPENT} can't attack unless defending player controls an Island.`, def.name, def);
  assert.equal(read.unread, 0, 'the line is read');
  const made: CardDef = { ...def, keywords: [...read.keywords], abilities: read.abilities };
  addImportedCards([made]);
  cards = [made as CardDefData];
});

/** South's Serpent (1) and North's Bears (2) on the board drawn. */
function serpentMoment(picture: string): FrontierSave {
  return moment({
    board: frontierBoard(picture),
    permanents: [
      { id: 1, card: SERPENT, controller: 'south' },
      { id: 2, card: 'Grizzly Bears', controller: 'north' },
    ],
    cards,
  });
}

const offered = (g: FrontierSave, action: FrontierAction) => legalActions(g).some((a) => JSON.stringify(a) === JSON.stringify(action));

describe('Frontier Magic › "can\'t attack unless defending player controls an Island"', () => {
  it('mtg.508.1c.attack-restriction: attacking a creature whose controller stands on no Island is refused, changes nothing, and is not offered (a vacant Island is no one\'s)', () => {
    const g = serpentMoment(`
      F@2 I
      F@1 F
    `);
    const before = structuredClone(g);
    const attack = { type: 'attack', creature: 1, target: 2 } as const;
    const refused = takeAction(g, attack);
    assert.ok(!refused.ok, 'refused');
    assert.equal(refused.ok ? '' : refused.error.rule, 'mtg.508.1c.attack-restriction');
    assert.match(refused.ok ? '' : refused.error.message, /can't attack unless the defending player controls an Island, and North controls none/);
    assert.deepEqual(g, before, 'nothing changed');
    assert.ok(!offered(g, attack), 'not offered');
    assert.ok(!legalActions(g).some((a) => a.type === 'attack' && a.creature === 1), 'no attack of the Serpent offered');
  });

  it('mtg.508.1c.attack-restriction: attacking a creature whose controller stands on an Island is allowed and offered', () => {
    const g = serpentMoment(`
      I@2 F
      F@1 F
    `);
    const attack = { type: 'attack', creature: 1, target: 2 } as const;
    assert.ok(offered(g, attack), 'offered');
    const after = take(g, attack);
    assert.ok(after.state.attacked.includes(1), 'the Serpent attacks');
  });

  it('mtg.508.1c.attack-restriction: the Island must be the defending player\'s: South\'s own Island does not let the Serpent attack', () => {
    const g = serpentMoment(`
      F@2 F
      I@1 F
    `);
    const attack = { type: 'attack', creature: 1, target: 2 } as const;
    const refused = takeAction(g, attack);
    assert.equal(refused.ok ? '' : refused.error.rule, 'mtg.508.1c.attack-restriction');
    assert.ok(!offered(g, attack), 'not offered');
  });

  it('mtg.508.1c.attack-restriction: attacking North from their nearest row is refused while North stands on no Island, and allowed once they do', () => {
    const without = serpentMoment(`
      F@2 F@1
      F F
    `);
    const attack = { type: 'attack', creature: 1, target: 'north' } as const;
    const refused = takeAction(without, attack);
    assert.equal(refused.ok ? '' : refused.error.rule, 'mtg.508.1c.attack-restriction');
    assert.match(refused.ok ? '' : refused.error.message, /North controls none/);
    assert.ok(!offered(without, attack), 'not offered');
    assert.ok(!legalActions(without).some((a) => a.type === 'attack' && a.creature === 1), 'no attack of the Serpent offered');
    const withIsland = serpentMoment(`
      I@2 F@1
      F F
    `);
    assert.ok(offered(withIsland, attack), 'the player offered');
    assert.ok(offered(withIsland, { type: 'attack', creature: 1, target: 2 }), 'and the Bears');
    const after = take(withIsland, attack);
    assert.ok(after.state.attacked.includes(1));
  });
});
