import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import {
  EMPTY_POOL,
  MANA_TYPES,
  choicesThatMatter,
  mustParseManaCost,
  paymentChoices,
  paymentOptions,
  poolOf,
  type ManaCost,
  type ManaPool,
  type ManaSource,
  type ManaType,
  type PaymentPlan,
} from '../../../src/engine/mana';
import {
  allPayments,
  bruteLeftovers,
  costArb,
  family,
  paysExactly,
  planLeftovers,
  poolArb,
  sourcesArb,
  zero,
  type Counts,
} from './oracle';

const runs = { numRuns: Number(process.env.CRAWL_PROPERTY_RUNS ?? 200) };

/** "p1:W" for a source p1 that makes W; "t:WU" for a dual land. */
function board(...specs: string[]): ManaSource[] {
  return specs.map((spec) => {
    const [id = '', types = ''] = spec.split(':');
    return { id, produces: [...types] as ManaType[] };
  });
}

function options(cost: string, sources: ManaSource[], pool: ManaPool = EMPTY_POOL, x = 0): readonly PaymentPlan[] {
  const r = paymentOptions(mustParseManaCost(cost), sources, pool, x);
  if (!r.ok) assert.fail(`${cost} should be payable, got: ${r.error.message}`);
  return r.options;
}

function refusal(cost: string, sources: ManaSource[], pool: ManaPool = EMPTY_POOL, x = 0): string {
  const r = paymentOptions(mustParseManaCost(cost), sources, pool, x);
  assert.ok(!r.ok, `${cost} should not be payable`);
  assert.equal(r.error.rule, 'mana.cost.unpayable');
  return r.error.message;
}

/** "p1:W t2:U" — the taps of a plan, to compare at a glance. */
const taps = (plan: PaymentPlan) => plan.taps.map((t) => `${t.source}:${t.mana}`).join(' ');

/**
 * Checks a plan by carrying it out: each source tapped once, for a type it
 * makes; the pool holds what is taken; the untapped list is the rest; and
 * the mana made pays the cost exactly (by the brute-force oracle).
 */
function simulate(plan: PaymentPlan, cost: ManaCost, x: number, sources: readonly ManaSource[], pool: ManaPool): void {
  const byId = new Map(sources.map((s) => [s.id, s]));
  const mana: Counts = zero();
  const tapped = new Set<string>();
  for (const t of plan.taps) {
    const s = byId.get(t.source);
    assert.ok(s, `taps unknown source ${t.source}`);
    assert.ok(!tapped.has(t.source), `taps ${t.source} twice`);
    assert.ok(s.produces.includes(t.mana), `${t.source} cannot make ${t.mana}`);
    tapped.add(t.source);
    mana[t.mana]++;
  }
  for (const t of MANA_TYPES) {
    assert.ok(plan.fromPool[t] >= 0 && plan.fromPool[t] <= pool[t], `takes ${plan.fromPool[t]} ${t} from a pool of ${pool[t]}`);
    mana[t] += plan.fromPool[t];
  }
  assert.deepEqual(
    plan.untapped,
    sources.filter((s) => !tapped.has(s.id)).map((s) => s.id),
  );
  assert.deepEqual(
    plan.taps.map((t) => t.source),
    sources.filter((s) => tapped.has(s.id)).map((s) => s.id),
    'taps in the order the sources were given',
  );
  assert.ok(paysExactly(cost, x, mana), `the mana ${JSON.stringify(mana)} does not pay the cost exactly`);
}

describe('paying mana costs: the rules', () => {
  it('CR 107.4a: a coloured symbol is paid only with its colour, and the refusal says what is missing', () => {
    assert.equal(refusal('{U}', board('p:W', 'f:G')), 'Needs {U}; your untapped sources make only W and G.');
    assert.equal(refusal('{1}{U}{U}', board('p:W', 'i:U', 'f:G')), 'Needs {U}{U}; you can make U only once.');
    assert.equal(refusal('{B}', []), 'Needs {B}; you have no untapped mana sources.');
    assert.equal(refusal('{R}', board('p:W'), poolOf({ G: 1 })), 'Needs {R}; your untapped sources and floating mana make only W and G.');
    assert.deepEqual(options('{U}', board('p:W', 'i:U')).map(taps), ['i:U']);
  });

  it('CR 107.4b: generic mana is paid with any type, colourless included', () => {
    assert.deepEqual(options('{2}', board('p:W', 'w:C')).map(taps), ['p:W w:C']);
    assert.equal(refusal('{4}', board('p:W', 'w:C')), 'Needs 4 mana for {4}; you can make only 2.');
  });

  it('CR 107.4c: {C} is paid only with colourless mana, not with a colour', () => {
    assert.equal(refusal('{C}', board('p:W', 'i:U')), 'Needs {C}; your untapped sources make only W and U.');
    assert.deepEqual(options('{1}{C}', board('p:W', 'w:C')).map(taps), ['p:W w:C']);
  });

  it('CR 107.4e: a hybrid symbol is paid with either half; {G/W}{G/W} takes GG, GW or WW', () => {
    for (const lands of [['f1:G', 'f2:G'], ['f:G', 'p:W'], ['p1:W', 'p2:W']]) {
      assert.equal(options('{G/W}{G/W}', board(...lands)).length, 1, lands.join(' '));
    }
    assert.equal(refusal('{G/W}', board('i:U', 's:B')), 'Needs {G/W}; your untapped sources make only U and B.');
    assert.equal(refusal('{G/W}{G/W}{G}', board('p:W', 'p2:W', 'i:U')), 'Needs {G}; your untapped sources make only W and U.');
    assert.equal(refusal('{W}{U}{W/U}{W/U}', board('p:W', 'i:U', 't:WU', 'f:G')), 'Needs {W}{U}{W/U}{W/U}; you can make W or U only 3 times.');
  });

  it('CR 107.4e: {2/W} is paid with one white or two of any type, never one non-white', () => {
    assert.deepEqual(options('{2/W}', board('p:W')).map(taps), ['p:W']);
    assert.deepEqual(options('{2/W}', board('m1:R', 'm2:R')).map(taps), ['m1:R m2:R']);
    const r = paymentOptions(mustParseManaCost('{2/W}'), board('m:R'));
    assert.ok(!r.ok);
    const both = options('{2/W}', board('p:W', 'm1:R', 'm2:R'));
    // Every leftover is a different choice; the white land alone keeps the most untapped.
    assert.deepEqual(both.map(taps), ['p:W', 'm1:R m2:R', 'p:W m1:R']);
    assert.match(refusal('{2/W}{W}', board('p:W', 'm:R')), /^Cannot pay \{W\}\{2\/W\} with the mana you can make \(\{2\/W\} takes its colour or two mana of any type\)\.$/);
  });

  it('CR 107.3: {X} is paid as the chosen number of generic mana, each {X} alike', () => {
    const lands = board('m1:R', 'm2:R', 'm3:R', 'm4:R');
    assert.deepEqual(options('{X}{R}', lands, EMPTY_POOL, 0).map(taps), ['m1:R']);
    assert.deepEqual(options('{X}{R}', lands, EMPTY_POOL, 3).map(taps), ['m1:R m2:R m3:R m4:R']);
    assert.equal(refusal('{X}{X}{R}', lands, EMPTY_POOL, 2), 'Needs 5 mana for {X}{X}{R}; you can make only 4.');
  });

  it('a cost of nothing is paid by tapping nothing', () => {
    const plans = options('{0}', board('p:W'));
    assert.equal(plans.length, 1);
    assert.deepEqual(plans[0]!.taps, []);
    assert.deepEqual(plans[0]!.untapped, ['p']);
  });
});

describe('paying mana costs: which options, in which order', () => {
  it('identical lands are one choice: {W} with three Plains taps the first, no question asked', () => {
    assert.deepEqual(options('{W}', board('p1:W', 'p2:W', 'p3:W')).map(taps), ['p1:W']);
  });

  it('keeps the most flexible source untapped: {W} taps the Plains before the Tundra, {1} the Island before the tri-land', () => {
    assert.deepEqual(options('{W}', board('t:WU', 'p:W')).map(taps), ['p:W', 't:W']);
    assert.deepEqual(options('{1}', board('k:WUB', 'i:U')).map(taps), ['i:U', 'k:W']);
  });

  it('a dual land pays the colour only it can make, and the basic pays generic', () => {
    assert.deepEqual(options('{1}{U}', board('t:WU', 'p:W')).map(taps), ['t:U p:W']);
  });

  it('spends the pool first: floating {W}{R} pays {1}{W} with no land tapped', () => {
    const plans = options('{1}{W}', board('p:W', 'm:R'), poolOf({ W: 1, R: 1 }));
    assert.deepEqual(plans[0]!.taps, []);
    assert.deepEqual(plans[0]!.fromPool, poolOf({ W: 1, R: 1 }));
    assert.deepEqual(plans[0]!.untapped, ['p', 'm']);
  });

  it('never offers "tap the Plains and keep the floating {W}": the same mana stays available either way', () => {
    const plans = options('{W}', board('p:W'), poolOf({ W: 1 }));
    assert.equal(plans.length, 1);
    assert.deepEqual(plans[0]!.fromPool, poolOf({ W: 1 }));
  });

  it('asks when the choice matters: {1} with a Plains and an Island can leave either colour', () => {
    const plans = options('{1}', board('p:W', 'i:U'));
    assert.deepEqual(plans.map(taps).sort(), ['i:U', 'p:W']);
  });

  it('choicesThatMatter drops plans another beats outright, keeping the best one', () => {
    const sources = board('t:WU', 'p:W');
    const all = paymentOptions(mustParseManaCost('{W}'), sources);
    assert.ok(all.ok && all.options.length === 2);
    assert.deepEqual(choicesThatMatter(all.options, sources).map(taps), ['p:W']);
    const real = board('p:W', 'i:U');
    const both = paymentOptions(mustParseManaCost('{1}'), real);
    assert.ok(both.ok);
    assert.equal(choicesThatMatter(both.options, real).length, 2, 'keeping W or keeping U is a real choice');
  });

  it('refuses malformed input with a RangeError: duplicate ids, unknown types, a bad X or pool', () => {
    const cost = mustParseManaCost('{1}');
    assert.throws(() => paymentOptions(cost, board('a:W', 'a:U')), /two mana sources share the id "a"/);
    assert.throws(() => paymentOptions(cost, [{ id: 'a', produces: ['Q' as ManaType] }]), /makes "Q", not a type of mana/);
    assert.throws(() => paymentOptions(cost, [], EMPTY_POOL, -1), RangeError);
    assert.throws(() => paymentOptions(cost, [], { ...EMPTY_POOL, W: -1 }), RangeError);
  });

  // How long this takes is a bench figure (npm run bench), not a test's: here, that every kind of cost is answered on a board this size.
  it('answers every kind of cost on a realistic board of 20 sources, each way paying exactly', () => {
    const lands = board(
      'p1:W', 'p2:W', 'p3:W', 'p4:W', 'i1:U', 'i2:U', 'i3:U', 'i4:U', 's1:B', 's2:B', 's3:B',
      'm1:R', 'm2:R', 'f1:G', 'f2:G', 'd1:WU', 'd2:UB', 'd3:BR', 'd4:RG', 'd5:GW',
    );
    const pool = poolOf({ W: 1, R: 2 });
    const costs = ['{3}{W}{U}', '{W}{W}{W}{W}{W}{U}', '{5}{G}{G}', '{X}{R}', '{W/U}{U/B}{B/R}{R/G}{G/W}', '{12}', '{2/W}{2/U}{2/B}'];
    for (const cost of costs) {
      const parsed = mustParseManaCost(cost);
      const found = paymentOptions(parsed, lands, pool, 4);
      assert.ok(found.ok, `${cost} can be paid`);
      for (const plan of found.options) simulate(plan, parsed, 4, lands, pool);
    }
    // {C} needs colourless mana, which none of these lands makes.
    assert.ok(!paymentOptions(mustParseManaCost('{1}{C}'), lands, pool, 4).ok);
  });
});

describe('paying mana costs: properties against a brute-force oracle (boards of up to 8 sources)', () => {
  const caseArb = fc.record({ cost: costArb(), x: fc.nat(2), sources: sourcesArb(8), pool: poolArb });

  it('every plan really pays the cost exactly, tapping only sources that make what they are tapped for', () => {
    fc.assert(
      fc.property(caseArb, ({ cost, x, sources, pool }) => {
        const r = paymentOptions(cost, sources, pool, x);
        if (r.ok) for (const plan of r.options) simulate(plan, cost, x, sources, pool);
      }),
      runs,
    );
  });

  it('finds a payment whenever one exists, and none when none does', () => {
    fc.assert(
      fc.property(caseArb, ({ cost, x, sources, pool }) => {
        const r = paymentOptions(cost, sources, pool, x);
        const exists = allPayments(cost, x, sources, pool).length > 0;
        assert.equal(r.ok, exists, r.ok ? 'offered a plan the oracle cannot find' : `missed a payment: ${r.error.message}`);
      }),
      runs,
    );
  });

  it('no two options leave equivalent untapped capabilities, and every distinct leftover the oracle finds is offered', () => {
    fc.assert(
      fc.property(caseArb, ({ cost, x, sources, pool }) => {
        const r = paymentOptions(cost, sources, pool, x);
        const offered = r.ok ? r.options.map((p) => family(planLeftovers(p, sources, pool))) : [];
        assert.equal(new Set(offered).size, offered.length, 'two options leave the same mana to make');
        const possible = new Set(allPayments(cost, x, sources, pool).map((p) => family(bruteLeftovers(p, sources, pool))));
        assert.deepEqual(new Set(offered), possible);
      }),
      runs,
    );
  });

  it('best first: the first option keeps at least as many sources untapped as any other', () => {
    fc.assert(
      fc.property(caseArb, ({ cost, x, sources, pool }) => {
        const r = paymentOptions(cost, sources, pool, x);
        if (!r.ok) return;
        const kept = r.options.map((p) => p.untapped.length);
        assert.equal(kept[0], Math.max(...kept));
      }),
      runs,
    );
  });

  /** Can b's leftovers be handed out one-to-one among a's, each to something that makes at least as much? Tried every way. */
  function beatsSlowly(a: PaymentPlan, b: PaymentPlan, sources: readonly ManaSource[], pool: ManaPool): boolean {
    const units = (p: PaymentPlan) => {
      const byId = new Map(sources.map((s) => [s.id, s.produces]));
      const srcs = p.untapped.map((id) => [...new Set(byId.get(id) ?? [])]).filter((u) => u.length > 0).map((u) => ({ u, floating: false }));
      const floating = MANA_TYPES.flatMap((t) => new Array<number>(pool[t] - p.fromPool[t]).fill(0).map(() => ({ u: [t], floating: true })));
      return [...srcs, ...floating];
    };
    const as = units(a);
    const bs = units(b);
    const used = new Array<boolean>(as.length).fill(false);
    const go = (k: number): boolean => {
      if (k === bs.length) return true;
      const x = bs[k]!;
      return as.some((y, i) => {
        if (used[i] || (!x.floating && y.floating) || !x.u.every((t) => y.u.includes(t))) return false;
        used[i] = true;
        const ok = go(k + 1);
        used[i] = false;
        return ok;
      });
    };
    return go(0);
  }

  it('paymentChoices gives what choicesThatMatter of paymentOptions gives, asked once or again with other sources of the same shape', () => {
    fc.assert(
      fc.property(caseArb, fc.nat(1000), ({ cost, x, sources }, salt) => {
        const expected = (of: readonly ManaSource[]) => {
          const r = paymentOptions(cost, of, EMPTY_POOL, x);
          return r.ok ? { ok: true, options: choicesThatMatter(r.options, of) } : r;
        };
        assert.deepEqual(paymentChoices(cost, sources, x), expected(sources));
        // The same shape (what each source makes, in the same order) under other names: the kept answer, renamed.
        const renamed = sources.map((s, i) => ({ id: `other-${salt}-${i}`, produces: s.produces }));
        assert.deepEqual(paymentChoices(cost, renamed, x), expected(renamed));
      }),
      runs,
    );
  });

  it('paymentChoices gives the same with more sources of one kind than a payment could tap (the kept answer of a smaller board)', () => {
    fc.assert(
      fc.property(caseArb, fc.nat(7), fc.nat(4), ({ cost, x, sources }, which, more) => {
        if (sources.length === 0) return;
        const kind = sources[which % sources.length]!.produces;
        const expected = (of: readonly ManaSource[]) => {
          const r = paymentOptions(cost, of, EMPTY_POOL, x);
          return r.ok ? { ok: true, options: choicesThatMatter(r.options, of) } : r;
        };
        // More copies than the cost could take (costArb asks at most 28 mana), then more again, asked second.
        const copies = (n: number) => [...sources, ...Array.from({ length: n }, (_, i) => ({ id: `copy-${i}`, produces: kind }))];
        const enough = 30;
        for (const of of [copies(enough), copies(enough + 1 + more)]) assert.deepEqual(paymentChoices(cost, of, x), expected(of));
      }),
      { numRuns: Math.min(runs.numRuns, 60) },
    );
  });

  it('choicesThatMatter keeps the first option, keeps the order, and drops exactly the plans some other plan beats', () => {
    fc.assert(
      fc.property(caseArb, ({ cost, x, sources, pool }) => {
        const r = paymentOptions(cost, sources, pool, x);
        if (!r.ok || r.options.length > 40) return;
        const kept = choicesThatMatter(r.options, sources, pool);
        assert.equal(kept[0], r.options[0]);
        assert.deepEqual(kept, r.options.filter((p) => kept.includes(p)), 'same order');
        for (const [j, b] of r.options.entries()) {
          const beaten = r.options.some((a, i) => i !== j && beatsSlowly(a, b, sources, pool));
          assert.equal(!kept.includes(b), beaten, `option ${j} (${taps(b)}) ${beaten ? 'is beaten but kept' : 'is dropped but unbeaten'}`);
          // And the ranking never puts a plan after one it beats.
          for (const [i, a] of r.options.entries()) if (i > j) assert.ok(!beatsSlowly(a, b, sources, pool), `option ${i} beats the earlier ${j}`);
        }
      }),
      runs,
    );
  });
});
