import { strict as assert } from 'node:assert';
import { rulesText } from '../../../src/engine/cards/rules-text';
import { readRulesText } from '../../../src/engine/import/oracle';
import { laidOut, resolveStack } from '../duel/game-helpers';
import { importedCards } from './imported-cards';
import { duel } from '../../../src/engine/variants/duel';

/**
 * "Whenever a creature dies" and "Whenever another creature dies" (CR
 * 603.6c, 603.10a): any creature, whoever controls it — the other
 * player's, an encounter's, your own — read from imported card data.
 */

const { card, named, scenario } = importedCards();
const HOUND = 'Test Carrion Hound';

describe('Rules › "Whenever another creature dies"', () => {
  before(() => {
    card(HOUND, '{2}{B}', ['B'], ['Creature'], [2, 2], `Whenever another creature dies, put a +1/+1 counter on ${HOUND}.`, ['Dog']);
  });

  it('reads both wordings and writes them back', () => {
    assert.deepEqual(readRulesText('Whenever a creature dies, untap ~.', 'X', { types: ['Creature'] }).abilities, [{ kind: 'trigger', when: 'creature-dies', effects: [{ do: 'untap', what: 'self' }] }]);
    assert.match(rulesText(named(HOUND)).join('\n'), /^Whenever another creature dies, put a \+1\/\+1 counter on Test Carrion Hound\.$/m);
  });

  it('the Magic table: a creature of its own controller dies, and it gets its counter', () => {
    const g = laidOut('dies', { hand: ['Lightning Bolt'], mine: [HOUND, 'Llanowar Elves', 'Mountain'] });
    const bolt = duel.apply(g.setup, g.state, { type: 'cast', card: 970, target: 981 });
    assert.ok(bolt.ok, bolt.ok ? '' : bolt.error.message);
    const x = resolveStack({ setup: g.setup, state: bolt.state });
    assert.ok(!x.state.battlefield.some((p) => p.id === 981), 'the Elves died');
    assert.equal(x.state.battlefield.find((p) => p.id === 980)!.counters, 1);
  });

  it('Magic Crawl: the encounter creature dies, and yours gets its counter', () => {
    const s = scenario({ hand: ['Lightning Bolt'], battlefield: [HOUND, 'Mountain'], foes: ['Llanowar Elves'] });
    s.act({ type: 'cast', card: s.id('Lightning Bolt'), target: s.foe().id });
    assert.equal(s.perm(HOUND).counters, 1);
    assert.match(s.game.log.map((e) => e.text).join('\n'), /Test Carrion Hound/);
  });
});
