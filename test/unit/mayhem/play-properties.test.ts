import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { Value } from '@sinclair/typebox/value';
import {
  MAYHEM_CONTENT,
  MayhemStateSchema,
  applyMayhem,
  consistencyProblems,
  initialState,
  legalActions,
  type MayhemAction,
  type MayhemSetup,
  type MayhemState,
} from '../../../src/engine/variants/mayhem';
import { checkConserved } from './conservation';

/**
 * Properties over random legal play: the state keeps its schema, no card is
 * made or lost, apply never throws on a legal action, and an illegal one is
 * refused with a rule id and changes nothing.
 */

const runs = (n: number) => ({ numRuns: Number(process.env.CRAWL_PROPERTY_RUNS ?? n) });
const HEROES = MAYHEM_CONTENT.heroes.map((h) => h.id);

const setupArb = fc
  .record({
    seed: fc.string({ minLength: 1, maxLength: 8 }),
    tiles: fc.integer({ min: 9, max: 16 }),
    heroes: fc.shuffledSubarray(HEROES, { minLength: 1, maxLength: 4 }),
    refresh: fc.boolean(),
  })
  .map(
    (r): MayhemSetup => ({
      variant: 'mayhem',
      edition: 2,
      seed: r.seed,
      mode: 'cooperative',
      options: { tiles: r.tiles, encountersRefresh: r.refresh, halfRounding: 'down' },
      seats: r.heroes.map((hero) => ({ hero, control: 'computer' })),
    }),
  );

/** Actions of every shape, mostly illegal at any moment. */
const anyAction: fc.Arbitrary<MayhemAction> = fc.oneof(
  fc.constantFrom('north', 'east', 'south', 'west').map((dir): MayhemAction => ({ type: 'step', dir: dir as 'north' })),
  fc.record({ with: fc.constantFrom('fists', 'iron-maul', 'spark-bolt', 'hunting-bow'), target: fc.integer({ min: 1, max: 6 }) }).map((r): MayhemAction => ({ type: 'attack', ...r })),
  fc.record({ x: fc.integer({ min: 0, max: 30 }), y: fc.integer({ min: 0, max: 30 }) }).map((at): MayhemAction => ({ type: 'open-door', at })),
  fc.record({ item: fc.constantFrom('healing-draught', 'iron-maul', 'tumble', 'spark-bolt'), on: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }) }).map(
    (r): MayhemAction => (r.on === undefined ? { type: 'use', item: r.item } : { type: 'use', item: r.item, on: r.on }),
  ),
  fc.record({ to: fc.integer({ min: 0, max: 5 }), item: fc.constantFrom('iron-maul', 'chipped-dagger', 'spark-bolt') }).map((r): MayhemAction => ({ type: 'give', ...r })),
  fc.record({ to: fc.integer({ min: 0, max: 5 }), gold: fc.integer({ min: 1, max: 20 }) }).map((r): MayhemAction => ({ type: 'give-gold', ...r })),
  fc.integer({ min: 0, max: 19 }).map((entry): MayhemAction => ({ type: 'buy', entry })),
);

describe('Mayhem rules: random legal play', () => {
  it('keeps the schema and its consistency, makes and loses no card, never throws, refuses what is illegal with a rule id and changes nothing', function () {
    this.timeout(120_000);
    fc.assert(
      fc.property(setupArb, fc.array(fc.nat(), { minLength: 10, maxLength: 150 }), fc.array(anyAction, { minLength: 10, maxLength: 10 }), (setup, choices, probes) => {
        let s = initialState(setup);
        for (const [i, choice] of choices.entries()) {
          if (s.phase.type === 'over') break;
          const legal = legalActions(setup, s);
          assert.ok(legal.length > 0, 'a hero always has something to do (at least end the turn)');
          const probe = probes[i % probes.length]!;
          if (!legal.some((a) => JSON.stringify(a) === JSON.stringify(probe))) {
            const before = structuredClone(s);
            const r = applyMayhem(setup, s, probe);
            assert.equal(r.ok, false, `illegal ${JSON.stringify(probe)} accepted`);
            if (!r.ok) assert.match(r.error.rule, /^mayhem\./);
            assert.deepEqual(s, before);
          }
          const action = legal[choice % legal.length]!;
          const r = applyMayhem(setup, s, action);
          assert.ok(r.ok);
          if (!r.ok) return;
          assert.ok(Value.Check(MayhemStateSchema, r.state), [...Value.Errors(MayhemStateSchema, r.state)].map((e) => `${e.path} ${e.message}`).slice(0, 3).join('; '));
          checkConserved(s, r.state, action);
          assert.deepEqual(consistencyProblems(setup, r.state), []);
          s = r.state;
        }
      }),
      runs(30),
    );
  });

  it('replays exactly: the same setup and actions give the same state (the die is the seeded stream)', () => {
    fc.assert(
      fc.property(setupArb, fc.array(fc.nat(), { minLength: 5, maxLength: 40 }), (setup, choices) => {
        const play = () => {
          let s = initialState(setup);
          const log: MayhemAction[] = [];
          for (const c of choices) {
            if (s.phase.type === 'over') break;
            const legal = legalActions(setup, s);
            const a = legal[c % legal.length]!;
            log.push(a);
            const r = applyMayhem(setup, s, a);
            if (!r.ok) throw new Error(r.error.message);
            s = r.state;
          }
          return { s, log };
        };
        const first = play();
        let again = initialState(setup);
        for (const a of first.log) {
          const r = applyMayhem(setup, again, a);
          assert.ok(r.ok);
          if (r.ok) again = r.state;
        }
        assert.deepEqual(again, first.s);
      }),
      runs(15),
    );
  });
});
