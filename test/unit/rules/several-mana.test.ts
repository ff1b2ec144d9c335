import { strict as assert } from 'node:assert';
import { rulesText } from '../../../src/engine/cards/rules-text';
import { readRulesText } from '../../../src/engine/import/oracle';
import { laidOut, legal, type Game } from '../duel/game-helpers';
import { importedCards } from './imported-cards';
import { chooseDuelAction, duel } from '../../../src/engine/variants/duel';

/**
 * A mana ability that makes two or more mana of one type at once ("{T}: Add
 * {C}{C}", Sol Ring; CR 106.1, 605.1a), read from card data and paid with
 * as a source of several mana: tapped once, it pays two symbols, and what
 * it makes beyond the cost is lost.
 */

const { card, named, scenario } = importedCards();

describe('Rules › "{T}: Add {C}{C}": a source of several mana (CR 106.1)', () => {
  before(() => {
    card('Test Sun Ring', '{1}', [], ['Artifact'], undefined, '{T}: Add {C}{C}.');
    card('Test Golem', '{3}', [], ['Artifact', 'Creature'], [3, 3], '', ['Golem']);
    card('Test Basalt Idol', '{3}', [], ['Artifact'], undefined, "Test Basalt Idol doesn't untap during your untap step.\n{T}: Add {C}{C}{C}.\n{2}: Untap Test Basalt Idol.");
  });

  it('reads the mana as one ability of two mana, writes it back, and leaves mixed mana ("Add {W}{U}") and a land\'s by hand', () => {
    assert.deepEqual(readRulesText('{T}: Add {C}{C}.', 'X', { types: ['Artifact'] }).abilities, [{ kind: 'mana', produces: ['C'], amount: 2 }]);
    assert.deepEqual(readRulesText('{T}: Add {G}{G}{G} to your mana pool.', 'X', { types: ['Artifact'] }).abilities, [{ kind: 'mana', produces: ['G'], amount: 3 }]);
    assert.deepEqual(rulesText(named('Test Sun Ring')), ['{T}: Add {C}{C}.']);
    assert.equal(readRulesText('{T}: Add {W}{U}.', 'X', { types: ['Artifact'] }).unread, 1);
    // A land's: Frontier's board taps a land for one mana, so such a land is played by hand.
    assert.equal(readRulesText('{T}: Add {C}{C}.', 'X', { types: ['Land'] }).unread, 1);
  });

  it('Magic Crawl: the ring and one land pay {3}; the ring alone pays {1}, its second mana lost', () => {
    const s = scenario({ hand: ['Test Golem'], battlefield: ['Test Sun Ring', 'Island'], foes: ['Gray Ogre'] });
    assert.ok(s.legal().some((a) => a.type === 'cast' && a.card === s.handId('Test Golem')), 'the Golem is castable: 2 + 1 mana');
    s.cast('Test Golem');
    assert.ok(s.has('Test Golem'));
    assert.equal(s.perm('Test Sun Ring').tapped, true);
    assert.equal(s.perm('Island').tapped, true);
    const short = scenario({ hand: ['Test Golem'], battlefield: ['Test Sun Ring'], foes: ['Gray Ogre'] });
    assert.ok(!short.legal().some((a) => a.type === 'cast'), 'two mana do not pay {3}');
    const one = scenario({ hand: ['Test Sun Ring'], battlefield: ['Test Sun Ring'], foes: ['Gray Ogre'] });
    one.cast('Test Sun Ring');
    assert.equal(one.state.battlefield.filter((p) => p.card === 'Test Sun Ring').length, 2);
  });

  it('CR 502.3: "~ doesn\'t untap during your untap step" keeps it tapped through the untap step; its own ability untaps it', () => {
    assert.deepEqual(rulesText(named('Test Basalt Idol')), ["Test Basalt Idol doesn't untap during your untap step.", '{T}: Add {C}{C}{C}.', '{2}: Untap Test Basalt Idol.']);
    const s = scenario({ hand: ['Test Golem'], battlefield: ['Test Basalt Idol', 'Island', 'Island'] });
    s.cast('Test Golem');
    assert.equal(s.perm('Test Basalt Idol').tapped, true, 'two Islands could not pay {3}: the idol alone did');
    assert.ok(s.state.battlefield.filter((p) => p.card === 'Island').every((p) => !p.tapped), 'the Islands were spared');
    const turn = s.state.phase.type === 'turn' ? s.state.phase : undefined;
    s.act({ type: 'endTurn' });
    for (let i = 0; i < 20 && !(s.state.phase.type === 'turn' && s.state.phase.step === 'main1' && s.state.phase !== turn); i++) s.act(s.legal().find((a) => a.type === 'endTurn' || a.type === 'pass' || a.type === 'keep') ?? s.legal()[0]!);
    assert.equal(s.perm('Test Basalt Idol').tapped, true, 'still tapped after the untap step');
    const untap = s.legal().find((a) => a.type === 'activate' && a.card === s.id('Test Basalt Idol'));
    assert.ok(untap, 'its untap is offered');
    s.act(untap);
    assert.equal(s.perm('Test Basalt Idol').tapped, false, 'untapped by its own ability, paid with the Islands');
  });

  it('the Magic table: a seat with the ring and a Mountain casts a three-mana creature, and the computer does', () => {
    const g = atTable('several-mana');
    const cast = legal(g).find((a) => a.type === 'cast' && a.card === 970);
    assert.ok(cast, 'offered');
    assert.deepEqual(chooseDuelAction(g.setup, g.state), cast, 'the computer casts it');
    const done = duel.apply(g.setup, g.state, cast);
    assert.ok(done.ok, done.ok ? '' : done.error.message);
    assert.ok(done.state.battlefield.some((p) => p.id === 970) || done.state.stack.some((i) => i.kind === 'spell'), 'cast');
    assert.ok(done.state.battlefield.find((p) => p.id === 980)?.tapped && done.state.battlefield.find((p) => p.id === 981)?.tapped);
  });
});


/** p1's first main phase at a two-seat table: the Golem in hand (#970), a ring (#980) and a Mountain (#981); p2's hand empty. */
const atTable = (seed: string): Game => laidOut(seed, { hand: ['Test Golem'], mine: ['Test Sun Ring', 'Mountain'] });
