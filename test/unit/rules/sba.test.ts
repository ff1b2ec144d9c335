import { strict as assert } from 'node:assert';
import { scenario } from './scenario';

/** State-based actions (CR 704), checked by the engine after every action. */

describe('Rules › state-based actions', () => {
  it('CR 704.5g: a creature with damage marked equal to its toughness is destroyed (Pyroclasm on your creatures)', () => {
    const s = scenario({ hand: ['Pyroclasm'], battlefield: ['Mountain', 'Mountain', 'Grizzly Bears', 'Giant Spider'] });
    s.cast('Pyroclasm');
    assert.ok(!s.has('Grizzly Bears'), '2 damage on a 2/2');
    assert.ok(s.has('Giant Spider'), '2 damage on a 2/4 is not lethal');
    assert.ok(s.graveyard.includes('Grizzly Bears'));
    assert.match(s.said, /Grizzly Bears died/);
  });

  it('CR 704.5g: damage adds up over the turn: two pings kill a 1/2', () => {
    const s = scenario({ battlefield: ['Prodigal Sorcerer', 'Prodigal Pyromancer'], foes: ['Deadly Recluse'] });
    s.act({ type: 'activate', card: s.id('Prodigal Sorcerer'), ability: 0, target: s.foe().id });
    assert.equal(s.foe().damage, 1);
    s.act({ type: 'activate', card: s.id('Prodigal Pyromancer'), ability: 0, target: s.foe().id });
    assert.equal(s.state.encounter, null);
  });

  it('CR 704.5f: a creature with toughness 0 or less goes to the graveyard, indestructible or not', () => {
    const s = scenario({ hand: ['Weakness'], battlefield: ['Swamp', { card: 'Llanowar Elves', pumped: { keywords: ['indestructible'] } }] });
    s.cast('Weakness', { target: s.id('Llanowar Elves') });
    assert.ok(!s.has('Llanowar Elves'));
    assert.match(s.said, /Llanowar Elves died \(toughness 0\)/);
    assert.deepEqual(s.graveyard.sort(), ['Llanowar Elves', 'Weakness']);
  });

  it('CR 704.5f: an until-end-of-turn toughness boost ending can be fatal: a Weakened creature saved by Giant Growth dies at cleanup', () => {
    const s = scenario({ hand: ['Giant Growth', 'Weakness'], battlefield: ['Forest', 'Swamp', 'Llanowar Elves'], kind: 'preparation', roundsLeft: 1 });
    s.cast('Giant Growth', { target: s.id('Llanowar Elves') });
    s.cast('Weakness', { target: s.id('Llanowar Elves') });
    assert.ok(s.has('Llanowar Elves'), '1/1 +3/+3 -2/-1 is a 2/3');
    s.act({ type: 'endTurn' });
    assert.ok(!s.has('Llanowar Elves'), 'once the pump ends it is a -1/0');
    assert.ok(!s.has('Weakness'), 'CR 704.5m: and the Aura follows it to the graveyard');
  });

  it('CR 704.5a: at 0 life you lose at once, in your own main phase (see also end-conditions.test.ts)', () => {
    const s = scenario({ hand: ['Lightning Bolt'], battlefield: ['Mountain'], life: 3 });
    s.cast('Lightning Bolt', { target: 'you' });
    assert.deepEqual(s.phase, { type: 'over', result: 'lost', reason: 'Your life fell to 0.' });
  });

  it('CR 704.5m: an Aura attached to nothing goes to the graveyard (the enchanted creature was killed in combat)', () => {
    const s = scenario({ battlefield: ['Grizzly Bears', { card: 'Holy Strength', enchants: 'Grizzly Bears' }], foes: ['Craw Wurm'], foeAttacks: true });
    s.blockWith(['Grizzly Bears']);
    assert.ok(!s.has('Grizzly Bears') && !s.has('Holy Strength'));
    assert.deepEqual(s.graveyard.sort(), ['Grizzly Bears', 'Holy Strength']);
  });

  it('CR 111.7 / 704.5d: a token that dies ceases to exist: it goes to no zone of yours', () => {
    const s = scenario({ hand: ['Pyroclasm'], battlefield: ['Mountain', 'Mountain', { card: 'Wolf (token)', token: true }] });
    s.cast('Pyroclasm');
    assert.ok(!s.has('Wolf (token)'));
    assert.deepEqual(s.graveyard, ['Pyroclasm']);
  });
});

describe('Rules › state-based actions on Auras', () => {
  it('CR 704.5m: an Aura put onto the battlefield attached to nothing (by hand) goes straight to the graveyard', () => {
    const s = scenario({ hand: ['Holy Strength'] });
    s.act({ type: 'moveCard', card: s.handId('Holy Strength'), to: 'battlefield' });
    assert.ok(!s.has('Holy Strength'));
    assert.deepEqual(s.graveyard, ['Holy Strength']);
  });

  it('CR 704.5m does not touch an enchantment that is no Aura (Levitation)', () => {
    const s = scenario({ hand: ['Levitation'] });
    s.act({ type: 'moveCard', card: s.handId('Levitation'), to: 'battlefield' });
    assert.ok(s.has('Levitation'));
  });
});
