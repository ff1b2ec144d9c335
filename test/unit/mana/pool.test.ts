import { strict as assert } from 'node:assert';
import { EMPTY_POOL, addMana, emptyPool, formatPool, poolOf, poolTotal, spendMana } from '../../../src/engine/mana';

describe('mana pool', () => {
  it('CR 106.4: mana made goes into the pool and stays until spent', () => {
    let pool = addMana(EMPTY_POOL, 'W');
    pool = addMana(pool, 'W');
    pool = addMana(pool, 'C', 3);
    assert.deepEqual(pool, poolOf({ W: 2, C: 3 }));
    assert.equal(poolTotal(pool), 5);
    assert.equal(formatPool(pool), '{W}{W}{C}{C}{C}');
    assert.deepEqual(EMPTY_POOL, poolOf({}), 'adding made a new pool, the empty one is untouched');
  });

  it('spends what is there, and refuses to spend more, leaving the pool as it was', () => {
    const pool = poolOf({ U: 2, R: 1 });
    const spent = spendMana(pool, { U: 1, R: 1 });
    assert.ok(spent.ok);
    assert.deepEqual(spent.pool, poolOf({ U: 1 }));
    const over = spendMana(pool, { U: 3 });
    assert.ok(!over.ok);
    assert.equal(over.error.rule, 'mana.pool.spend');
    assert.match(over.error.message, /Cannot spend 3 \{U\} from the mana pool; it holds 2/);
    assert.deepEqual(pool, poolOf({ U: 2, R: 1 }));
  });

  it('CR 500.4: emptying the pool (when the caller says a step ends) loses everything, and says what', () => {
    const pool = poolOf({ G: 2, B: 1 });
    const emptied = emptyPool(pool);
    assert.deepEqual(emptied.pool, EMPTY_POOL);
    assert.deepEqual(emptied.lost, pool);
    assert.equal(formatPool(emptied.pool), 'nothing');
  });

  it('refuses amounts that are not whole numbers from 0', () => {
    assert.throws(() => addMana(EMPTY_POOL, 'W', -1), RangeError);
    assert.throws(() => addMana(EMPTY_POOL, 'W', 0.5), RangeError);
    assert.throws(() => poolOf({ G: -2 }), RangeError);
    assert.throws(() => spendMana(EMPTY_POOL, { B: -1 }), RangeError);
  });
});
