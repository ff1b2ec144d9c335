import { strict as assert } from 'node:assert';
import type { CardDef } from '../../../src/engine/cards/card';
import { rulesText } from '../../../src/engine/cards/rules-text';
import { readRulesText } from '../../../src/engine/import/oracle';
import { readLine } from '../../../src/engine/import/oracle/lines';

/**
 * Energy (CR 107.14) as the reader finds it on Kaladesh-block cards: "you
 * get {E}{E}" as an effect, "Pay {E}" as a cost, and "you may pay {E}{E}.
 * If you do, …" in a trigger. The wordings are the printed style, written
 * for these tests.
 */

const one = (line: string) => readLine(line)?.abilities[0];

/** A creature with the given text, read, and what the rules text writes back. */
function written(name: string, text: string): string[] {
  const r = readRulesText(text, name, { types: ['Creature'] });
  assert.equal(r.unread, 0, `${name}: every line read`);
  const def: CardDef = { name, manaCost: '{2}{R}', colours: ['R'], types: ['Creature'], subtypes: ['Human'], power: 2, toughness: 2, keywords: [], abilities: r.abilities };
  return rulesText(def);
}

describe('oracle reader › energy', () => {
  it('"you get {E}{E}" on enters, attacks, and after another effect', () => {
    assert.deepEqual(one('When ~ enters the battlefield, you get {E}{E}.'), { kind: 'etb', effects: [{ do: 'energy', amount: 2 }] });
    assert.deepEqual(one('When ~ enters, you get {E}{E}{E}{E}.'), { kind: 'etb', effects: [{ do: 'energy', amount: 4 }] });
    assert.deepEqual(one('Whenever ~ attacks, you get {E}.'), { kind: 'trigger', when: 'attacks', effects: [{ do: 'energy', amount: 1 }] });
    assert.deepEqual(one('When ~ enters the battlefield, you gain 2 life and get {E}{E}{E}.'), {
      kind: 'etb',
      effects: [{ do: 'gainLife', amount: 2 }, { do: 'energy', amount: 3 }],
    });
    assert.deepEqual(one('When ~ enters the battlefield, draw a card and you get {E}{E}.'), {
      kind: 'etb',
      effects: [{ do: 'draw', amount: 1 }, { do: 'energy', amount: 2 }],
    });
    assert.deepEqual(readRulesText('Target creature gets +2/+2 until end of turn. You get {E}{E}.', 'Test Spark', { types: ['Instant'] }).abilities, [
      { kind: 'spell', target: { kind: 'creature' }, effects: [{ do: 'pump', what: 'target', power: 2, toughness: 2 }, { do: 'energy', amount: 2 }] },
    ]);
  });

  it('"Pay {E}" as a cost, alone or beside {T}; never a free mana ability', () => {
    assert.deepEqual(one('Pay {E}: ~ gets +1/+1 until end of turn.'), {
      kind: 'activated',
      cost: { energy: 1 },
      effects: [{ do: 'pump', what: 'self', power: 1, toughness: 1 }],
    });
    assert.deepEqual(one('{T}, Pay {E}{E}: ~ deals 2 damage to target creature.'), {
      kind: 'activated',
      cost: { tap: true, energy: 2 },
      target: { kind: 'creature' },
      effects: [{ do: 'damage', amount: 2, to: 'target' }],
    });
    assert.equal(one('{T}, Pay {E}: Add one mana of any color.'), undefined, 'a mana ability with an energy cost is not read as a free one');
  });

  it('"you may pay {E}{E}. If you do, …" in a trigger: the payment first, then what it buys', () => {
    assert.deepEqual(one('Whenever ~ attacks, you may pay {E}{E}. If you do, put a +1/+1 counter on it.'), {
      kind: 'trigger',
      when: 'attacks',
      effects: [{ do: 'payEnergy', amount: 2 }, { do: 'counters', what: 'self', count: 1 }],
    });
    assert.deepEqual(one('Whenever ~ attacks, you may pay {E}. If you do, target creature can\'t block this turn.'), {
      kind: 'trigger',
      when: 'attacks',
      target: { kind: 'creature' },
      effects: [{ do: 'payEnergy', amount: 1 }, { do: 'pump', what: 'target', power: 0, toughness: 0, keywords: ['cant-block'] }],
    });
    assert.equal(one('Whenever ~ attacks, you may pay {E}{E}. If you do, scry 2.'), undefined, 'what the payment buys must be read too');
  });

  it('"whenever ~ blocks", "another target attacking creature", and three things you do in one sentence', () => {
    assert.deepEqual(one('Whenever ~ blocks, you get {E}.'), { kind: 'trigger', when: 'blocks', effects: [{ do: 'energy', amount: 1 }] });
    assert.deepEqual(one('Whenever ~ attacks, you may pay {E}. If you do, another target attacking creature gains flying until end of turn.'), {
      kind: 'trigger',
      when: 'attacks',
      target: { kind: 'creature', filter: { other: true, attacking: true } },
      effects: [{ do: 'payEnergy', amount: 1 }, { do: 'pump', what: 'target', power: 0, toughness: 0, keywords: ['flying'] }],
    });
    assert.deepEqual(readRulesText('You draw two cards, lose 2 life, and get {E}{E}.', 'Test Insight', { types: ['Sorcery'] }).abilities, [
      { kind: 'spell', effects: [{ do: 'draw', amount: 2 }, { do: 'loseLife', amount: 2 }, { do: 'energy', amount: 2 }] },
    ]);
  });

  it('the rules text written back says the energy, the cost and the payment', () => {
    assert.deepEqual(written('Test Volt Hound', 'When Test Volt Hound enters the battlefield, you get {E}{E}.\nPay {E}: Test Volt Hound gets +1/+1 until end of turn.'), [
      'When Test Volt Hound enters, you get {E}{E}.',
      'Pay {E}: Test Volt Hound gets +1/+1 until end of turn.',
    ]);
    assert.deepEqual(written('Test Coil Rider', 'Whenever Test Coil Rider attacks, you may pay {E}{E}. If you do, put a +1/+1 counter on it.'), [
      'Whenever Test Coil Rider attacks, you may pay {E}{E}. If you do, put a +1/+1 counter on Test Coil Rider.',
    ]);
    assert.deepEqual(written('Test Spur Rider', 'Whenever Test Spur Rider attacks, you may pay {E}. If you do, another target attacking creature gains flying until end of turn.'), [
      'Whenever Test Spur Rider attacks, you may pay {E}. If you do, another target attacking creature gains flying until end of turn.',
    ]);
  });
});
