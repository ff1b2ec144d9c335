import fc from 'fast-check';
import { COLOURS, type Colour } from '../../../src/engine/colour';
import {
  HYBRID_PAIRS,
  MANA_TYPES,
  costOf,
  hybridHalves,
  type ManaCost,
  type ManaPool,
  type ManaSource,
  type ManaType,
  type PaymentPlan,
} from '../../../src/engine/mana';

/**
 * Slow, obviously right versions of what the mana module does, written
 * without its data structures (no masks, no Hall's condition), to check it
 * against on small boards.
 */

export type Counts = Record<ManaType, number>;
export const zero = (): Counts => ({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });

/** Does exactly this mana pay the cost? Tries every way to read each hybrid symbol. */
export function paysExactly(cost: ManaCost, x: number, mana: Readonly<Counts>): boolean {
  const choices: ManaType[][] = [];
  const need = zero();
  const generic = cost.generic + cost.x * x;
  for (const c of COLOURS) need[c] += cost.coloured[c];
  need.C += cost.colourless;
  for (const p of cost.hybrid) choices.push([...hybridHalves(p)]);
  // A {2/c} is either one c or two more generic.
  const twoOr: Colour[] = COLOURS.flatMap((c) => new Array<Colour>(cost.twoOrColour[c]).fill(c));
  const tryTwoOr = (k: number, req: Counts, gen: number): boolean => {
    if (k === twoOr.length) {
      let spare = 0;
      for (const t of MANA_TYPES) {
        if (mana[t] < req[t]) return false;
        spare += mana[t] - req[t];
      }
      return spare === gen;
    }
    const c = twoOr[k]!;
    const asColour = { ...req, [c]: req[c] + 1 };
    return tryTwoOr(k + 1, asColour, gen) || tryTwoOr(k + 1, req, gen + 2);
  };
  const tryHybrid = (k: number, req: Counts): boolean => {
    if (k === choices.length) return tryTwoOr(0, req, generic);
    return choices[k]!.some((t) => tryHybrid(k + 1, { ...req, [t]: req[t] + 1 }));
  };
  return tryHybrid(0, need);
}

/** Most mana any payment of the cost can use: every {2/c} paid as two. */
export function mostMana(cost: ManaCost, x: number): number {
  let n = cost.generic + cost.x * x + cost.colourless + cost.hybrid.length;
  for (const c of COLOURS) n += cost.coloured[c] + 2 * cost.twoOrColour[c];
  return n;
}

export interface BrutePayment {
  readonly tapped: ReadonlyMap<number, ManaType>;
  readonly fromPool: Counts;
}

/** Every payment there is: each source untapped or tapped for each type it makes, times every way to draw on the pool. */
export function allPayments(cost: ManaCost, x: number, sources: readonly ManaSource[], pool: ManaPool): BrutePayment[] {
  const most = mostMana(cost, x);
  const out: BrutePayment[] = [];
  const tapped = new Map<number, ManaType>();
  const made = zero();
  const drawPool = (k: number, fromPool: Counts, count: number) => {
    if (k === MANA_TYPES.length) {
      const mana = zero();
      for (const t of MANA_TYPES) mana[t] = made[t] + fromPool[t];
      if (paysExactly(cost, x, mana)) out.push({ tapped: new Map(tapped), fromPool: { ...fromPool } });
      return;
    }
    const t = MANA_TYPES[k]!;
    for (let n = 0; n <= pool[t] && count + n <= most; n++) drawPool(k + 1, { ...fromPool, [t]: n }, count + n);
  };
  const go = (i: number, count: number) => {
    if (count > most) return;
    if (i === sources.length) {
      drawPool(0, zero(), count);
      return;
    }
    go(i + 1, count);
    for (const t of new Set(sources[i]!.produces)) {
      tapped.set(i, t);
      made[t]++;
      go(i + 1, count + 1);
      made[t]--;
      tapped.delete(i);
    }
  };
  go(0, 0);
  return out;
}

/** What is left to make mana from: each untapped source's types, and each floating mana as its own type. */
export function leftovers(untapped: readonly (readonly ManaType[])[], poolLeft: Readonly<Counts>): ManaType[][] {
  const units = untapped.map((p) => [...new Set(p)]).filter((p) => p.length > 0);
  for (const t of MANA_TYPES) for (let k = 0; k < poolLeft[t]; k++) units.push([t]);
  return units;
}

const familyMemo = new Map<string, string>();

/** Every combination of mana the units can make at once, as one comparable string: "what could still be made". */
export function family(units: readonly (readonly ManaType[])[]): string {
  const key = units.map((u) => [...u].sort().join('')).sort().join('|');
  const hit = familyMemo.get(key);
  if (hit !== undefined) return hit;
  // Grows the set of makeable combinations one unit at a time: unused, or making one of its types.
  let seen = new Set<string>([MANA_TYPES.map(() => 0).join(',')]);
  for (const unit of units) {
    const next = new Set(seen);
    for (const v of seen) {
      const made = v.split(',').map(Number);
      for (const t of unit) {
        const k = MANA_TYPES.indexOf(t);
        next.add(made.map((n, j) => (j === k ? n + 1 : n)).join(','));
      }
    }
    seen = next;
  }
  const result = [...seen].sort().join(' ');
  familyMemo.set(key, result);
  return result;
}

export function planLeftovers(plan: PaymentPlan, sources: readonly ManaSource[], pool: ManaPool): ManaType[][] {
  const byId = new Map(sources.map((s) => [s.id, s.produces]));
  const poolLeft = zero();
  for (const t of MANA_TYPES) poolLeft[t] = pool[t] - plan.fromPool[t];
  return leftovers(plan.untapped.map((id) => byId.get(id) ?? []), poolLeft);
}

export function bruteLeftovers(p: BrutePayment, sources: readonly ManaSource[], pool: ManaPool): ManaType[][] {
  const poolLeft = zero();
  for (const t of MANA_TYPES) poolLeft[t] = pool[t] - p.fromPool[t];
  return leftovers(sources.filter((_, i) => !p.tapped.has(i)).map((s) => s.produces), poolLeft);
}

// Generators: small boards, so the brute force stays quick.

export const capsArb = fc.oneof(
  { arbitrary: fc.constantFrom<ManaType>(...MANA_TYPES).map((t) => [t]), weight: 5 },
  { arbitrary: fc.subarray([...MANA_TYPES], { minLength: 2, maxLength: 2 }), weight: 3 },
  { arbitrary: fc.subarray([...MANA_TYPES], { minLength: 3, maxLength: 3 }), weight: 1 },
  // A source that makes nothing it can be tapped for here (an odd card): it must never be tapped.
  { arbitrary: fc.constant<ManaType[]>([]), weight: 1 },
);

export const sourcesArb = (max = 8) =>
  fc.array(capsArb, { maxLength: max }).map((list) => list.map((produces, i): ManaSource => ({ id: `s${i}`, produces })));

export const poolArb = fc.oneof(
  { arbitrary: fc.constant<Counts>(zero()), weight: 2 },
  {
    arbitrary: fc.record({ W: fc.nat(1), U: fc.nat(1), B: fc.nat(1), R: fc.nat(2), G: fc.nat(1), C: fc.nat(1) }),
    weight: 1,
  },
);

const sparse = (max: number) => fc.oneof({ arbitrary: fc.constant(0), weight: 3 }, { arbitrary: fc.integer({ min: 1, max }), weight: 1 });

export const costArb = (big = false) =>
  fc
    .record({
      generic: fc.nat(big ? 12 : 3),
      x: sparse(1),
      colourless: sparse(1),
      coloured: fc.record({ W: sparse(2), U: sparse(2), B: sparse(2), R: sparse(2), G: sparse(2) }),
      hybrid: fc.array(fc.constantFrom(...HYBRID_PAIRS), { maxLength: big ? 4 : 2 }),
      twoOrColour: fc.record({ W: sparse(1), U: sparse(1), B: sparse(1), R: sparse(1), G: sparse(1) }),
    })
    .map((parts) => costOf(parts));
