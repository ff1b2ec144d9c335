import { strict as assert } from 'node:assert';
import { addImportedCards } from '../../../src/engine/cards/pool';
import { readRulesText } from '../../../src/engine/import/oracle';
import { legalCastleActions } from '../../../src/engine/variants/castle/rules';
import { act, mainPhase, newGame, put, refused, type Game } from './game-helpers';

/**
 * "~ can't attack unless defending player controls an Island" (CR 508.1c) in Castle Magic: the defending player is the
 * owner of the castle attacked, and its lands are ordinary permanents (rules/castle-magic.md). The card is read from
 * its text, as an imported card's would be.
 */

const SERPENT = 'Test Castle Serpent';

before(() => {
  const def = { name: SERPENT, manaCost: '{5}{U}', colours: ['U' as const], types: ['Creature' as const], subtypes: ['Serpent'], power: 5, toughness: 5 };
  const read = readRulesText(`${SERPENT} can't attack unless defending player controls an Island.`, def.name, def);
  assert.equal(read.unread, 0, 'the line is read');
  addImportedCards([{ ...def, keywords: [...read.keywords], abilities: read.abilities }]);
});

const offered = (g: Game, id: number) => legalCastleActions(g.setup, g.state).some((a) => a.type === 'attack' && a.creatures.includes(id));

describe('Castle Magic › "can\'t attack unless defending player controls an Island"', () => {
  it('mtg.508.1c.attack-restriction: with no Island of North\'s (South\'s own does not count) the attack is refused, changes nothing, and is not offered', () => {
    const g = mainPhase(newGame('serpent'), 'south');
    const serpent = put(g, 'south', SERPENT);
    put(g, 'south', 'Island', { tapped: true });
    put(g, 'north', 'Forest', { tapped: true });
    const before = structuredClone(g.state);
    const attack = { type: 'attack' as const, column: 0, creatures: [serpent] };
    const why = refused(g, attack);
    assert.equal(why.rule, 'mtg.508.1c.attack-restriction');
    assert.match(why.message, /can't attack unless the defending player controls an Island, and North controls none/);
    assert.deepEqual(g.state, before, 'nothing changed');
    assert.ok(!offered(g, serpent), 'not offered');
  });

  it('mtg.508.1c.attack-restriction: the Bears are listed to attack without the Serpent, and naming the Serpent with them is refused', () => {
    const g = mainPhase(newGame('serpent-and-friend'), 'south');
    const serpent = put(g, 'south', SERPENT);
    const bears = put(g, 'south', 'Grizzly Bears');
    const listed = legalCastleActions(g.setup, g.state).filter((a) => a.type === 'attack');
    assert.ok(listed.length > 0, 'the Bears may attack');
    assert.ok(listed.every((a) => a.type === 'attack' && a.creatures.includes(bears) && !a.creatures.includes(serpent)), 'listed without the Serpent');
    assert.equal(refused(g, { type: 'attack', column: 1, creatures: [bears, serpent] }).rule, 'mtg.508.1c.attack-restriction');
  });

  it('mtg.508.1c.attack-restriction: once North controls an Island the attack is offered and allowed', () => {
    const g = mainPhase(newGame('serpent-island'), 'south');
    const serpent = put(g, 'south', SERPENT);
    put(g, 'north', 'Island', { tapped: true });
    assert.ok(offered(g, serpent), 'offered');
    const after = act(g, { type: 'attack', column: 0, creatures: [serpent] });
    assert.ok(after.state.phase.type === 'turn' && after.state.phase.attacked, 'the attack is made');
  });
});
