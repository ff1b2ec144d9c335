import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { activationPrice } from '../../../src/engine/variants/castle/castle';
import { mustParseManaCost, type ManaType } from '../../../src/engine/mana';

/** castle.activate: a revealed castle creature activates free when its owner's lands could make its cost, else for life (rules/castle-magic.md, "Breaching the castle"). */

const lands = (...specs: string[]) => specs.map((s) => [...s] as ManaType[]);

/** The fewest life by trying every way to use the lands: each unused, paying generic, or paying one coloured symbol it can make. */
function bruteLife(costText: string, ls: readonly (readonly ManaType[])[]): number {
  const cost = mustParseManaCost(costText);
  const coloured: ManaType[][] = [];
  for (const c of ['W', 'U', 'B', 'R', 'G'] as const) for (let i = 0; i < cost.coloured[c]; i++) coloured.push([c]);
  for (let i = 0; i < cost.colourless; i++) coloured.push(['C']);
  let best = Infinity;
  const use = new Array<number>(ls.length).fill(-2);
  const go = (l: number) => {
    if (l === ls.length) {
      const taken = new Set(use.filter((u) => u >= 0));
      if (taken.size !== use.filter((u) => u >= 0).length) return;
      const genericPaid = Math.min(cost.generic, use.filter((u) => u === -1).length);
      best = Math.min(best, 2 * (coloured.length - taken.size) + (cost.generic - genericPaid));
      return;
    }
    for (let u = -2; u < coloured.length; u++) {
      if (u >= 0 && !coloured[u]!.some((m) => ls[l]!.includes(m))) continue;
      use[l] = u;
      go(l + 1);
    }
  };
  go(0);
  return best;
}

describe('Castle Magic › activating a castle creature', () => {
  it('castle.activate: lands that could make the cost, tapped or not, activate it for nothing', () => {
    assert.equal(activationPrice(mustParseManaCost('{2}{G}'), lands('G', 'G', 'R')).life, 0);
    assert.equal(activationPrice(mustParseManaCost('{G}{W}'), lands('GW', 'G')).life, 0, 'the dual land pays the white');
  });

  it('castle.activate: 1 life for each generic mana the lands cannot make, 2 for each coloured one', () => {
    const price = activationPrice(mustParseManaCost('{3}{G}{G}'), lands('G', 'R'));
    assert.equal(price.life, 2 + 2, 'one {G} missing (2 life), and two generic (2 life): the Mountain pays one');
    assert.deepEqual(price.missing, { coloured: ['{G}'], generic: 2 });
    assert.equal(activationPrice(mustParseManaCost('{W}{W}'), []).life, 4);
    assert.equal(activationPrice(mustParseManaCost('{4}'), lands('B')).life, 3);
  });

  it('castle.activate: the lands go to the coloured symbols first, since those cost more life to leave unpaid', () => {
    // A Forest could pay the {1} or the {G}: paying the {G} leaves 1 life to pay, not 2.
    assert.equal(activationPrice(mustParseManaCost('{1}{G}'), lands('G')).life, 1);
  });

  it('castle.activate: the price is always the fewest life any way of using the lands would leave', () => {
    const cost = fc.record({
      generic: fc.nat(3),
      coloured: fc.array(fc.constantFrom('W', 'U', 'B', 'R', 'G', 'C'), { maxLength: 3 }),
    });
    const land = fc.subarray(['W', 'U', 'B', 'R', 'G', 'C'] as ManaType[], { minLength: 1, maxLength: 2 });
    fc.assert(
      fc.property(cost, fc.array(land, { maxLength: 5 }), ({ generic, coloured }, ls) => {
        const text = `${generic > 0 ? `{${generic}}` : ''}${coloured.map((c) => `{${c}}`).join('')}` || '{0}';
        assert.equal(activationPrice(mustParseManaCost(text), ls).life, bruteLife(text, ls), `${text} with ${JSON.stringify(ls)}`);
      }),
      { numRuns: Number(process.env.CRAWL_PROPERTY_RUNS ?? 300) },
    );
  });
});
