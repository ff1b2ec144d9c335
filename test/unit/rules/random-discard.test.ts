import { strict as assert } from 'node:assert';
import { rulesText } from '../../../src/engine/cards/rules-text';
import { readRulesText } from '../../../src/engine/import/oracle';
import { laidOut } from '../duel/game-helpers';
import { importedCards } from './imported-cards';
import { duel } from '../../../src/engine/variants/duel';

/**
 * Discarding at random (CR 701.8) as a spell says it of a player it targets
 * ("Target player discards X cards at random", Mind Twist) or of its caster
 * ("Draw four cards, then discard three cards at random", Goblin Lore).
 */

const { card, named, scenario } = importedCards();

describe('Rules › discarding at random (CR 701.8)', () => {
  before(() => {
    card('Test Mind Wrench', '{X}{B}', ['B'], ['Sorcery'], undefined, 'Target player discards X cards at random.');
    card('Test Goblin Notes', '{1}{R}', ['R'], ['Sorcery'], undefined, 'Draw four cards, then discard three cards at random.');
    card('Test Alley Cat', '{1}{B}', ['B'], ['Creature'], [1, 1], 'When Test Alley Cat dies, target opponent discards a card at random.', ['Cat']);
  });

  it('reads the three shapes, and writes them back', () => {
    assert.deepEqual(readRulesText('Target player discards X cards at random.', 'Wrench', { types: ['Sorcery'] }).abilities, [{ kind: 'spell', target: { kind: 'player' }, effects: [{ do: 'discardRandom', who: 'target', amount: 'X' }] }]);
    assert.deepEqual(rulesText(named('Test Mind Wrench')), ['Target player discards X cards at random.']);
    assert.deepEqual(rulesText(named('Test Goblin Notes')), ['Draw four cards. You discard three cards at random.']);
    assert.deepEqual(rulesText(named('Test Alley Cat')), ['When Test Alley Cat dies, target opponent discards a card at random.']);
  });

  it('the Magic table: the player targeted discards X cards of their hand at random', () => {
    const g = laidOut('random-discard', { hand: ['Test Mind Wrench'], mine: ['Swamp', 'Swamp', 'Swamp'] });
    const state = structuredClone(g.state);
    state.players[1]!.hand = ['Grizzly Bears', 'Giant Growth', 'Forest'].map((c, i) => ({ id: 960 + i, card: c }));
    const cast = duel.apply(g.setup, state, { type: 'cast', card: 970, target: 'p2', x: 2 });
    assert.ok(cast.ok, cast.ok ? '' : cast.error.message);
    let s = cast.state;
    for (let i = 0; i < 6 && s.stack.length > 0; i++) {
      const passed = duel.apply(g.setup, s, { type: 'pass' });
      assert.ok(passed.ok);
      s = passed.state;
    }
    // Nobody can answer: the game runs on into p2's turn, whose draw adds a card.
    assert.equal(s.players[1]!.hand.filter((c) => c.id >= 960 && c.id <= 962).length, 1, 'two of the three gone');
    assert.equal(s.players[1]!.graveyard.length, 2);
    assert.match(duel.narrate(cast.events), /Computer 1 discards .*; Computer 1 discards /);
  });

  it('Magic Crawl: "draw four, then discard three at random" leaves the hand one card bigger', () => {
    const s = scenario({ hand: ['Test Goblin Notes', 'Grizzly Bears'], battlefield: ['Mountain', 'Mountain'], library: Array<string>(10).fill('Island') });
    s.act({ type: 'cast', card: s.id('Test Goblin Notes') });
    assert.equal(s.state.you.hand.length, 2, 'the Bears and four Islands, less three at random');
    assert.equal(s.graveyard.length, 4, 'the three discarded and the spell');
  });
});
