import { strict as assert } from 'node:assert';
import { rulesText } from '../../../src/engine/cards/rules-text';
import { readRulesText } from '../../../src/engine/import/oracle';
import { laidOut } from '../duel/game-helpers';
import { importedCards } from './imported-cards';
import { chooseAction, magicCrawl } from '../../../src/engine/variants/magic-crawl';
import { chooseDuelAction, duel } from '../../../src/engine/variants/duel';

/**
 * Devour N (CR 702.82a), read from the keyword line as imported card data
 * prints it: "As this enters the battlefield, you may sacrifice any number
 * of creatures. This creature enters the battlefield with N times that
 * many +1/+1 counters on it." Played at the crawl and at the Magic table.
 */

const { card, named, scenario } = importedCards();

describe('Rules › Devour (CR 702.82a)', () => {
  before(() => {
    card('Test Hungry Drake', '{R}', ['R'], ['Creature'], [3, 3], 'Flying\nDevour 2', ['Dragon']);
    card('Test Feasting Hulk', '{R}', ['R'], ['Creature'], [2, 2], 'Devour 1\nWhen Test Feasting Hulk enters the battlefield, you gain 2 life.', ['Beast']);
  });

  it('reads "Devour 2" as the keyword with its multiplier, and writes it back with what it does', () => {
    assert.deepEqual(readRulesText('Devour 3', 'X', { types: ['Creature'] }).abilities, [{ kind: 'devour', multiplier: 3 }]);
    assert.deepEqual(rulesText(named('Test Hungry Drake')), ['Flying', 'Devour 2 (as Test Hungry Drake enters, you may sacrifice any number of other creatures: it enters with 2 +1/+1 counters for each)']);
  });

  it('Magic Crawl: as it enters you sacrifice other creatures one at a time, each for its counters, and stop when you like', () => {
    const s = scenario({ hand: ['Test Hungry Drake'], battlefield: ['Mountain', 'Grizzly Bears', 'Raging Goblin'], foes: ['Gray Ogre'] });
    s.act({ type: 'cast', card: s.id('Test Hungry Drake') });
    assert.equal(s.state.prompt?.type, 'devour');
    const bears = s.id('Grizzly Bears');
    const goblin = s.id('Raging Goblin');
    assert.deepEqual(s.legal(), [{ type: 'choose', target: bears }, { type: 'choose', target: goblin }, { type: 'cancel' }]);
    assert.equal(magicCrawl.text.action(s.game, { type: 'choose', target: goblin }), 'devour Raging Goblin (+2 counters on Test Hungry Drake)');
    s.act({ type: 'choose', target: goblin });
    assert.ok(s.graveyard.includes('Raging Goblin'), 'sacrificed');
    assert.equal(s.perm('Test Hungry Drake').counters, 2);
    assert.equal(s.state.prompt?.type, 'devour', 'asked again: the Bears are left');
    assert.equal(magicCrawl.text.action(s.game, { type: 'cancel' }), 'done devouring (Test Hungry Drake ate 1)');
    s.act({ type: 'cancel' });
    assert.equal(s.state.prompt, null);
    assert.ok(s.has('Grizzly Bears'), 'the Bears were kept');
    assert.match(s.game.log.map((e) => e.text).join('\n'), /Test Hungry Drake devoured Raging Goblin \(\+2 counters\)/i);
  });

  it('Magic Crawl: its enters-the-battlefield ability waits until the devouring is done; with nothing to eat, nothing is asked', () => {
    const s = scenario({ hand: ['Test Feasting Hulk'], battlefield: ['Mountain', 'Llanowar Elves'], foes: ['Gray Ogre'], life: 10 });
    s.act({ type: 'cast', card: s.id('Test Feasting Hulk') });
    assert.equal(s.state.prompt?.type, 'devour');
    assert.equal(s.state.you.life, 10, 'not yet');
    s.act({ type: 'choose', target: s.id('Llanowar Elves') });
    assert.equal(s.state.prompt, null, 'nothing left to eat: done');
    assert.equal(s.perm('Test Feasting Hulk').counters, 1);
    assert.equal(s.state.you.life, 12, 'then it entered, and its ability gained the life');

    const alone = scenario({ hand: ['Test Hungry Drake'], battlefield: ['Mountain'], foes: ['Gray Ogre'] });
    alone.act({ type: 'cast', card: alone.id('Test Hungry Drake') });
    assert.equal(alone.state.prompt, null);
    assert.equal(alone.perm('Test Hungry Drake').counters, 0);
  });

  it('the computer eats what is worth less than the counters, the least first, and keeps the rest', () => {
    const s = scenario({ hand: ['Test Hungry Drake'], battlefield: ['Mountain', 'Grizzly Bears', 'Llanowar Elves'], foes: ['Gray Ogre'] });
    s.act({ type: 'cast', card: s.id('Test Hungry Drake') });
    assert.deepEqual(chooseAction(s.game, s.state.rng).action, { type: 'choose', target: s.id('Llanowar Elves') }, 'a 1/1 for +2/+2');
    s.act({ type: 'choose', target: s.id('Llanowar Elves') });
    assert.deepEqual(chooseAction(s.game, s.state.rng).action, { type: 'cancel' }, 'not the 2/2');
  });

  it('the Magic table: the creature resolves, its controller is asked, and the computer there eats the same way', () => {
    const g = laidOut('devour-table', { hand: ['Test Hungry Drake'], mine: ['Mountain', 'Llanowar Elves', 'Grizzly Bears'] });
    const cast = duel.apply(g.setup, g.state, { type: 'cast', card: 970 });
    assert.ok(cast.ok, cast.ok ? '' : cast.error.message);
    // The other seat holds nothing: passed for, the Drake resolves and asks.
    assert.deepEqual(cast.state.prompt, { type: 'devour', source: 970, card: 'Test Hungry Drake', multiplier: 2 });
    assert.equal(cast.state.promptSeat, 'p1');
    assert.deepEqual(chooseDuelAction(g.setup, cast.state), { type: 'choose', target: 981 }, 'the Elves');
    assert.equal(duel.text.action({ setup: g.setup, state: cast.state }, { type: 'choose', target: 981 }), 'Devour Llanowar Elves (+2 counters on Test Hungry Drake)');
    const ate = duel.apply(g.setup, cast.state, { type: 'choose', target: 981 });
    assert.ok(ate.ok, ate.ok ? '' : ate.error.message);
    assert.equal(ate.state.battlefield.find((p) => p.id === 970)?.counters, 2);
    assert.match(duel.narrate(ate.events), /Test Hungry Drake devours Llanowar Elves \(\+2 counters\)/);
    const refused = duel.apply(g.setup, ate.state, { type: 'choose', target: 980 });
    assert.ok(!refused.ok && /can devour only another creature/.test(refused.error.message), 'a Mountain is no creature to eat');
    const done = duel.apply(g.setup, ate.state, { type: 'cancel' });
    assert.ok(done.ok && done.state.prompt === null);
  });
});
