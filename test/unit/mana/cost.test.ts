import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import {
  ZERO_COST,
  costColours,
  costOf,
  costSymbols,
  formatManaCost,
  manaValue,
  mustParseManaCost,
  parseManaCost,
  type ManaCost,
} from '../../../src/engine/mana';
import { costArb } from './oracle';

const runs = { numRuns: Number(process.env.CRAWL_PROPERTY_RUNS ?? 300) };

function parsed(text: string): ManaCost {
  const r = parseManaCost(text);
  if (!r.ok) assert.fail(`"${text}" should parse, got: ${r.error.message}`);
  return r.cost;
}

describe('mana cost: the parser corpus', () => {
  // text, canonical text, mana value with X = 0
  const GOOD: [string, string, number][] = [
    ['{0}', '{0}', 0],
    ['', '{0}', 0],
    ['{W}', '{W}', 1],
    ['{3}{W}{W}', '{3}{W}{W}', 5],
    ['{1}{G}{W}', '{1}{W}{G}', 3],
    ['{G}{1}', '{1}{G}', 2],
    ['{3}{W}{U/B}{X}{2/G}{C}', '{X}{3}{C}{W}{U/B}{2/G}', 8],
    ['{U/W}', '{W/U}', 1],
    ['{G/W}{W/G}', '{G/W}{G/W}', 2],
    ['{2/W}{2/U}{2/B}{2/R}{2/G}', '{2/W}{2/U}{2/B}{2/R}{2/G}', 10],
    ['{X}{X}{R}', '{X}{X}{R}', 1],
    ['{C}{C}{3}', '{3}{C}{C}', 5],
    ['{10}{U}', '{10}{U}', 11],
    ['{99}', '{99}', 99],
    ['{R/W}{W/B}{G/U}{B/G}{U/R}', '{W/B}{U/R}{B/G}{R/W}{G/U}', 5],
  ];
  for (const [text, canonical, mv] of GOOD) {
    it(`reads "${text}" as ${canonical}, mana value ${mv}`, () => {
      const cost = parsed(text);
      assert.equal(formatManaCost(cost), canonical);
      assert.equal(manaValue(cost), mv);
    });
  }

  // text, the symbol named, where it starts, the message
  const BAD: [string, string, number, RegExp][] = [
    ['{W/P}', '{W/P}', 0, /^\{W\/P\} at character 1: Phyrexian mana is not supported .*CR 107\.4f/],
    ['{2}{G/U/P}', '{G/U/P}', 3, /^\{G\/U\/P\} at character 4: Phyrexian mana is not supported/],
    ['{1}{S}', '{S}', 3, /^\{S\} at character 4: snow mana is not supported .*CR 107\.4h/],
    ['{2}{W}{Q}', '{Q}', 6, /^\{Q\} at character 7: that is the untap symbol, not mana$/],
    ['{T}', '{T}', 0, /tap symbol, not mana/],
    ['{Y}', '{Y}', 0, /only \{X\} is supported/],
    ['{w}', '{w}', 0, /write mana symbols in capitals, \{W\}$/],
    ['{2/w}', '{2/w}', 0, /write mana symbols in capitals, \{2\/W\}$/],
    ['{K}', '{K}', 0, /^\{K\} at character 1 is not a mana symbol$/],
    ['{1}{W}{HW}', '{HW}', 6, /^\{HW\} at character 7 is not a mana symbol$/],
    ['{}', '{}', 0, /empty braces/],
    ['{3', '{3', 0, /the brace is never closed/],
    ['{3{W}', '{3', 0, /the brace is never closed/],
    ['3{W}', '3', 0, /^3 at character 1: unexpected "3"; a mana cost is symbols in braces/],
    ['{W} {U}', ' ', 3, /unexpected a space/],
    ['{W}}', '}', 3, /unexpected "}"/],
    ['{01}', '{01}', 0, /without leading zeros, \{1\}/],
    ['{100}', '{100}', 0, /larger than 99/],
    ['{1}{W}{2}', '{2}', 6, /one number, and there is already one at character 1/],
    ['{W/W}', '{W/W}', 0, /two different colours/],
    ['{3/W}', '{3/W}', 0, /only monocoloured hybrid symbols are \{2\/W\}/],
    ['{W/2}', '{W/2}', 0, /write the number first, \{2\/W\}/],
    ['{C/W}', '{C/W}', 0, /colourless hybrid mana is not supported/],
    ['{W/U/B}', '{W/U/B}', 0, /is not a mana symbol/],
  ];
  for (const [text, symbol, at, message] of BAD) {
    it(`refuses "${text}", naming ${symbol} at ${at}`, () => {
      const r = parseManaCost(text);
      assert.ok(!r.ok, 'should be refused');
      assert.equal(r.error.symbol, symbol);
      assert.equal(r.error.at, at);
      assert.match(r.error.message, message);
    });
  }

  it('mustParseManaCost throws with the text and the reason', () => {
    assert.throws(() => mustParseManaCost('{1}{Z}'), /bad mana cost "\{1\}\{Z\}": \{Z\} at character 4/);
    assert.deepEqual(mustParseManaCost('{1}{W}'), costOf({ generic: 1, coloured: { W: 1 } }));
  });

  it('costOf refuses counts that are not whole numbers from 0, and unknown hybrid pairs', () => {
    assert.throws(() => costOf({ generic: -1 }), RangeError);
    assert.throws(() => costOf({ coloured: { W: 0.5 } }), RangeError);
    assert.throws(() => costOf({ generic: 100 }), RangeError);
    assert.throws(() => costOf({ hybrid: ['U/W' as never] }), /not a hybrid pair/);
  });
});

describe('mana cost: mana value and colour (CR 202)', () => {
  it('CR 202.3: mana value is the total mana, regardless of colour: {2}{G} and {1}{G}{G} are both 3', () => {
    assert.equal(manaValue(parsed('{2}{G}')), 3);
    assert.equal(manaValue(parsed('{1}{G}{G}')), 3);
  });

  it('CR 202.3f: mana value of hybrid uses the larger half: {1}{W/U}{W/U} is 3, {2/B}{2/B}{2/B} is 6', () => {
    assert.equal(manaValue(parsed('{1}{W/U}{W/U}')), 3);
    assert.equal(manaValue(parsed('{2/B}{2/B}{2/B}')), 6);
  });

  it('CR 202.3e: X is 0 off the stack, and the chosen number on it (each {X} counts)', () => {
    const fireball = parsed('{X}{R}');
    assert.equal(manaValue(fireball), 1);
    assert.equal(manaValue(fireball, 3), 4);
    assert.equal(manaValue(parsed('{X}{X}{G}'), 3), 7);
  });

  it('CR 107.4c: {C} counts one, like any other symbol', () => {
    assert.equal(manaValue(parsed('{3}{C}')), 4);
  });

  it('refuses an X that is not a whole number from 0', () => {
    assert.throws(() => manaValue(parsed('{X}'), -1), RangeError);
    assert.throws(() => manaValue(parsed('{X}'), 1.5), RangeError);
  });

  it('CR 202.2 and 107.4e: a cost is each colour of its symbols, hybrid halves included; {C} and generic add none', () => {
    assert.deepEqual(costColours(parsed('{2}{W}{U}')), ['W', 'U']);
    assert.deepEqual(costColours(parsed('{G/W}')), ['W', 'G']);
    assert.deepEqual(costColours(parsed('{2/B}')), ['B']);
    assert.deepEqual(costColours(parsed('{X}{3}{C}')), []);
    assert.deepEqual(costColours(ZERO_COST), []);
  });
});

describe('mana cost: properties', () => {
  it('parse undoes format: every cost survives being written and read back', () => {
    fc.assert(
      fc.property(costArb(true), (cost) => {
        assert.deepEqual(parsed(formatManaCost(cost)), cost);
      }),
      runs,
    );
  });

  it('format undoes parse on canonical text, and the order symbols are written in does not matter', () => {
    fc.assert(
      fc.property(
        costArb(true).chain((cost) => fc.tuple(fc.constant(cost), fc.shuffledSubarray(costSymbols(cost), { minLength: costSymbols(cost).length }))),
        ([cost, shuffled]) => {
          const canonical = formatManaCost(cost);
          assert.equal(formatManaCost(parsed(canonical)), canonical);
          assert.deepEqual(parsed(shuffled.join('')), cost);
        },
      ),
      runs,
    );
  });

  it('mana value adds up the symbols one by one (numbers as their value, {X} as X, {2/c} as 2, the rest as 1)', () => {
    fc.assert(
      fc.property(costArb(true), fc.nat(5), (cost, x) => {
        const bySymbol = costSymbols(cost).reduce((sum, s) => {
          const inner = s.slice(1, -1);
          if (/^\d+$/.test(inner)) return sum + Number(inner);
          if (inner === 'X') return sum + x;
          if (inner.startsWith('2/')) return sum + 2;
          return sum + 1;
        }, 0);
        assert.equal(manaValue(cost, x), bySymbol);
      }),
      runs,
    );
  });

  it('no text crashes the parser: anything is either a cost or an error that points inside the text', () => {
    const alphabet = fc.constantFrom('{', '}', '/', 'W', 'U', 'B', 'R', 'G', 'C', 'X', 'P', 'S', '2', '1', '0', ' ', 'w');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 14 }).map((a) => a.join('')), (text) => {
        const r = parseManaCost(text);
        if (r.ok) {
          assert.deepEqual(parsed(formatManaCost(r.cost)), r.cost);
        } else {
          assert.ok(r.error.at >= 0 && r.error.at < text.length, `position ${r.error.at} in "${text}"`);
          assert.equal(text.slice(r.error.at, r.error.at + r.error.symbol.length), r.error.symbol);
        }
      }),
      runs,
    );
  });
});
