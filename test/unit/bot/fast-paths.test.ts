import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { paymentOptions } from '../../../src/engine/mana';
import { payable } from '../../../src/engine/magic/payments';
import { costArb, sourcesArb } from '../mana/oracle';

/**
 * The shortcuts taken to make whole games fast must answer exactly as the
 * full search they stand in for.
 */
describe('fast paths', () => {
  const runs = { numRuns: Number(process.env.CRAWL_PROPERTY_RUNS ?? 500) };

  it('payable() says yes exactly when paymentOptions() finds a way to pay', () => {
    fc.assert(
      fc.property(costArb(), fc.nat(3), sourcesArb(8), (cost, x, sources) => {
        assert.equal(payable(cost, x, sources), paymentOptions(cost, sources, undefined, x).ok);
      }),
      runs,
    );
  });
});
