import { strict as assert } from 'node:assert';
import { newGame, takeAction } from '../../../src/engine';
import { MANUAL_RULES } from '../../../src/engine/magic/manual';
import { scenario } from './scenario';
import { FLOW_RULES } from '../../../src/engine/variants/magic-crawl';

/**
 * Adjustments by hand (docs/rules-core.md › Actions): for what a manual card
 * says, and to correct a mistake. Each is an action in the log, touches only
 * your own cards and life, and leaves the state consistent (the scenario
 * checks crawlProblems after every action).
 */

describe('Rules › adjustments by hand', () => {
  it('moveCard: a card goes from zone to zone, each move logged', () => {
    const s = scenario({ hand: ['Grizzly Bears'], graveyard: ['Craw Wurm'] });
    const bears = s.handId('Grizzly Bears');
    s.act({ type: 'moveCard', card: bears, to: 'battlefield' });
    assert.equal(s.said, 'By hand: moved Grizzly Bears from your hand to the battlefield');
    assert.equal(s.perm('Grizzly Bears').sick, true, 'it arrives like any permanent');
    s.act({ type: 'moveCard', card: bears, to: 'graveyard' });
    assert.equal(s.said, 'By hand: moved Grizzly Bears from the battlefield to your graveyard');
    s.act({ type: 'moveCard', card: s.id('Craw Wurm'), to: 'exile' });
    assert.equal(s.said, 'By hand: moved Craw Wurm from your graveyard to your exile');
    assert.deepEqual(s.exile, ['Craw Wurm']);
    const library = s.state.you.library.cards.length;
    s.act({ type: 'moveCard', card: bears, to: 'library' });
    assert.equal(s.said, 'By hand: moved Grizzly Bears from your graveyard to your library');
    assert.equal(s.state.you.library.cards.length, library + 1);
    assert.ok(s.state.you.library.cards.includes('Grizzly Bears'));
    assert.equal(s.game.log.length, 4, 'one log entry each');
  });

  it('moveCard: a card already in that zone, or unknown, is refused', () => {
    const s = scenario({ hand: ['Grizzly Bears'], battlefield: ['Forest'] });
    s.refuse({ type: 'moveCard', card: s.handId('Grizzly Bears'), to: 'hand' }, MANUAL_RULES.sameZone);
    s.refuse({ type: 'moveCard', card: s.id('Forest'), to: 'battlefield' }, MANUAL_RULES.sameZone);
    s.refuse({ type: 'moveCard', card: 999, to: 'graveyard' }, MANUAL_RULES.notYours);
  });

  it('moveCard: moving an enchanted creature away sends its Aura to the graveyard (CR 704.5m); a token moved away ceases to exist (CR 111.7)', () => {
    const s = scenario({ battlefield: ['Grizzly Bears', { card: 'Holy Strength', enchants: 'Grizzly Bears' }, { card: 'Beast (token)', token: true }] });
    s.act({ type: 'moveCard', card: s.id('Grizzly Bears'), to: 'hand' });
    assert.deepEqual(s.graveyard, ['Holy Strength']);
    s.act({ type: 'moveCard', card: s.id('Beast (token)'), to: 'hand' });
    assert.ok(!s.hand.includes('Beast (token)'));
    assert.deepEqual(s.hand, ['Grizzly Bears']);
  });

  it('setTapped, addCounters, adjustLife, createToken: each logged', () => {
    const s = scenario({ battlefield: ['Grizzly Bears'] });
    const bears = s.id('Grizzly Bears');
    s.act({ type: 'setTapped', card: bears, tapped: true });
    assert.equal(s.said, 'By hand: tapped Grizzly Bears');
    s.refuse({ type: 'setTapped', card: bears, tapped: true }, MANUAL_RULES.sameZone);
    s.act({ type: 'setTapped', card: bears, tapped: false });
    s.act({ type: 'addCounters', card: bears, count: 2 });
    assert.equal(s.said, 'By hand: put 2 +1/+1 counters on Grizzly Bears');
    s.refuse({ type: 'addCounters', card: bears, count: -3 }, MANUAL_RULES.counters);
    s.act({ type: 'addCounters', card: bears, count: -1 });
    assert.equal(s.perm('Grizzly Bears').counters, 1);
    s.act({ type: 'adjustLife', amount: 3 });
    assert.equal(s.life, 23);
    s.act({ type: 'adjustLife', amount: -5 });
    assert.equal(s.life, 18);
    s.refuse({ type: 'adjustLife', amount: 0 }, MANUAL_RULES.counters);
    s.act({ type: 'createToken', token: 'Soldier (token)' });
    assert.equal(s.said, 'By hand: created a Soldier (token)');
    assert.equal(s.perm('Soldier (token)').token, true);
    s.refuse({ type: 'createToken', token: 'Serra Angel' }, MANUAL_RULES.token);
    s.refuse({ type: 'createToken', token: 'No Such Token' }, MANUAL_RULES.token);
    assert.equal(s.game.log.length, 7);
  });

  it('every adjustment is refused on the foe\'s cards: the encounter is not yours to move', () => {
    const s = scenario({ foes: ['Gray Ogre'] });
    const foe = s.foe().id;
    s.refuse({ type: 'moveCard', card: foe, to: 'graveyard' }, MANUAL_RULES.notYours);
    s.refuse({ type: 'setTapped', card: foe, tapped: true }, MANUAL_RULES.notYours);
    s.refuse({ type: 'addCounters', card: foe, count: -1 }, MANUAL_RULES.notYours);
    assert.ok(s.has('Gray Ogre'));
  });

  it('CR 704.5a: adjusting your life to 0 loses the game', () => {
    const s = scenario({ life: 2 });
    s.act({ type: 'adjustLife', amount: -2 });
    assert.deepEqual(s.phase, { type: 'over', result: 'lost', reason: 'Your life fell to 0.' });
  });

  it('are refused while a question waits, and before the opening hand is kept', () => {
    const s = scenario({ hand: ['Runeclaw Bear', 'Lightning Bolt', 'Holy Strength'], battlefield: ['Forest', 'Plains', 'Mountain'] });
    s.cast('Runeclaw Bear');
    s.refuse({ type: 'adjustLife', amount: 1 }, FLOW_RULES.prompt);
    const g = newGame('manual-mulligan');
    const r = takeAction(g, { type: 'adjustLife', amount: 1 });
    assert.ok(!r.ok);
    assert.equal(r.error.rule, MANUAL_RULES.when);
  });

  it('are allowed in any phase of play, the foe\'s attack and travel included, and are not listed among the legal actions', () => {
    const s = scenario({ battlefield: ['Grizzly Bears'], foes: ['Gray Ogre'], foeAttacks: true });
    s.act({ type: 'addCounters', card: s.id('Grizzly Bears'), count: 1 });
    assert.ok(!s.legal().some((a) => ['moveCard', 'setTapped', 'addCounters', 'adjustLife', 'createToken'].includes(a.type)));
    const t = scenario({ phase: { type: 'travel' } });
    t.act({ type: 'adjustLife', amount: 1 });
    assert.deepEqual(t.phase, { type: 'travel' });
  });
});
