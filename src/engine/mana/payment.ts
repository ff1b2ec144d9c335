import { COLOURS, type Colour } from '../colour';
import type { RuleError } from '../result';
import { formatManaCost, hybridHalves, type HybridPair, type ManaCost } from './cost';
import { MANA_TYPES, isManaType, listTypes, type ManaType } from './mana-type';
import { EMPTY_POOL, poolTotal, type ManaPool } from './pool';

/**
 * Paying a mana cost automatically (CR 601.2g-h): which sources to tap, for
 * which type of mana, and what to take from the pool.
 *
 * Two plans that leave the same untapped capabilities are the same choice to
 * a player, so the search works on counts: sources that make exactly the
 * same types form one class, and a plan is how many of each class it taps.
 * Floating mana of type t is a unit that makes only t, so it joins the class
 * of sources that make only t and is always used before them: spending the
 * pool first, and never offering "keep the floating {W}, tap the Plains",
 * which leaves the same mana available until the pool empties.
 *
 * Why equal counts mean equal choices, and unequal counts unequal ones: the
 * mana a set of one-mana sources can make together is the set of lattice
 * points of a Minkowski sum of simplices, one per source, and that sum
 * determines its summands (Postnikov's decomposition of generalised
 * permutohedra is unique). So the multiset of capabilities is exactly "what
 * mana can still be made", and the tests check it by brute force.
 */

/** Something that, tapped, makes one mana of one of the types it lists. */
export interface ManaSource {
  readonly id: string;
  readonly produces: readonly ManaType[];
}

export interface Tap {
  readonly source: string;
  readonly mana: ManaType;
}

export interface PaymentPlan {
  /** Sources to tap and what each makes, in the order the sources were given. */
  readonly taps: readonly Tap[];
  /** Mana to take from the pool. */
  readonly fromPool: ManaPool;
  /** Sources the plan leaves untapped, in the order given. */
  readonly untapped: readonly string[];
}

export type PaymentOptions =
  | { readonly ok: true; readonly options: readonly [PaymentPlan, ...PaymentPlan[]] }
  | { readonly ok: false; readonly error: RuleError };

// Sets of mana types as 6-bit masks, so "can make a type in Y" is one AND.
const BIT: Record<ManaType, number> = { W: 1, U: 2, B: 4, R: 8, G: 16, C: 32 };
const ALL = 63;
const maskOf = (types: readonly ManaType[]) => types.reduce((m, t) => m | BIT[t], 0);
const typesIn = (mask: number) => MANA_TYPES.filter((t) => (mask & BIT[t]) !== 0);
const within = (mask: number, y: number) => (mask & ~y) === 0;
function bits(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/** Cost symbols that accept the same types, as one class of interchangeable slots. */
interface SlotClass {
  readonly accept: number;
  readonly count: number;
  /** How the symbols read, for messages. */
  readonly symbol: string;
}

/** What a cost asks for once X is known. {2/c} symbols stay apart: they are one slot or two. */
interface Demand {
  readonly fixed: readonly SlotClass[];
  readonly fixedTotal: number;
  readonly twoOr: Readonly<Record<Colour, number>>;
  readonly twoOrTotal: number;
}

function demandOf(cost: ManaCost, x: number): Demand {
  const fixed: SlotClass[] = [];
  const add = (accept: number, count: number, symbol: string) => {
    if (count > 0) fixed.push({ accept, count, symbol });
  };
  for (const c of COLOURS) add(BIT[c], cost.coloured[c], `{${c}}`);
  add(BIT.C, cost.colourless, '{C}');
  const hybrids = new Map<HybridPair, number>();
  for (const p of cost.hybrid) hybrids.set(p, (hybrids.get(p) ?? 0) + 1);
  for (const [p, n] of hybrids) {
    const [a, b] = hybridHalves(p);
    add(BIT[a] | BIT[b], n, `{${p}}`);
  }
  add(ALL, cost.generic + cost.x * x, '');
  const twoOrTotal = COLOURS.reduce((s, c) => s + cost.twoOrColour[c], 0);
  return { fixed, fixedTotal: fixed.reduce((s, k) => s + k.count, 0), twoOr: cost.twoOrColour, twoOrTotal };
}

/** Sources (and floating mana) that make exactly the same types. */
interface UnitClass {
  readonly mask: number;
  /** Floating mana in this class: only when the class makes a single type. */
  readonly pool: number;
  /** Indices into the sources, in the order given: the first ones are tapped first. */
  readonly sources: readonly number[];
}

function unitClasses(sources: readonly ManaSource[], pool: ManaPool): UnitClass[] {
  const byMask = new Map<number, { pool: number; sources: number[] }>();
  const entry = (mask: number) => {
    let e = byMask.get(mask);
    if (e === undefined) byMask.set(mask, (e = { pool: 0, sources: [] }));
    return e;
  };
  for (const t of MANA_TYPES) if (pool[t] > 0) entry(BIT[t]).pool += pool[t];
  sources.forEach((s, i) => {
    const mask = maskOf(s.produces);
    if (mask !== 0) entry(mask).sources.push(i);
  });
  // Narrow classes first: deciding them early lets the bounds prune sooner.
  return [...byMask.entries()]
    .map(([mask, e]) => ({ mask, ...e }))
    .sort((a, b) => bits(a.mask) - bits(b.mask) || a.mask - b.mask);
}

/**
 * Hall's condition for units and slots: every set Y of types, the units
 * that can only make types in Y must fit in the slots that take some type
 * in Y. With as many units as slots, this holds for all Y exactly when each
 * unit can be given its own slot (max-flow min-cut on units -> types -> slots).
 */
function fits(units: readonly { mask: number; count: number }[], slots: readonly { accept: number; count: number }[]): boolean {
  for (let y = 1; y <= ALL; y++) {
    let need = 0;
    for (const u of units) if (within(u.mask, y)) need += u.count;
    if (need === 0) continue;
    let room = 0;
    for (const s of slots) if ((s.accept & y) !== 0) room += s.count;
    if (need > room) return false;
  }
  return true;
}

/** Gives each unit its own slot (augmenting paths); Hall's condition has said it can be done. */
function match(unitMasks: readonly number[], slotMasks: readonly number[]): number[] {
  const slotOf = new Array<number>(unitMasks.length).fill(-1);
  const unitIn = new Array<number>(slotMasks.length).fill(-1);
  const place = (u: number, seen: boolean[]): boolean => {
    for (let s = 0; s < slotMasks.length; s++) {
      if (seen[s] || (unitMasks[u]! & slotMasks[s]!) === 0) continue;
      seen[s] = true;
      if (unitIn[s]! < 0 || place(unitIn[s]!, seen)) {
        unitIn[s] = u;
        slotOf[u] = s;
        return true;
      }
    }
    return false;
  };
  for (let u = 0; u < unitMasks.length; u++) {
    if (!place(u, new Array<boolean>(slotMasks.length).fill(false))) throw new Error('unreachable: Hall held but no matching');
  }
  return slotOf;
}

/** The type a unit makes for a slot: for generic mana, colourless first, keeping colours for what needs them. */
function pick(mask: number): ManaType {
  if (mask & BIT.C) return 'C';
  return typesIn(mask)[0]!;
}

/** Every way to split `total` {2/c} symbols paid as two generic among the colours. */
function genericSplits(twoOr: Readonly<Record<Colour, number>>, total: number): Record<Colour, number>[] {
  const out: Record<Colour, number>[] = [];
  const cur: Record<Colour, number> = { W: 0, U: 0, B: 0, R: 0, G: 0 };
  const go = (k: number, left: number) => {
    if (k === COLOURS.length) {
      if (left === 0) out.push({ ...cur });
      return;
    }
    const c = COLOURS[k]!;
    for (let n = 0; n <= Math.min(twoOr[c], left); n++) {
      cur[c] = n;
      go(k + 1, left - n);
    }
    cur[c] = 0;
  };
  go(0, total);
  return out;
}

function validate(sources: readonly ManaSource[], pool: ManaPool, x: number): void {
  if (!Number.isInteger(x) || x < 0) throw new RangeError(`X must be a whole number from 0, got ${x}`);
  const ids = new Set<string>();
  for (const s of sources) {
    if (ids.has(s.id)) throw new RangeError(`two mana sources share the id "${s.id}"`);
    ids.add(s.id);
    for (const t of s.produces) if (!isManaType(t)) throw new RangeError(`source "${s.id}" makes "${String(t)}", not a type of mana`);
  }
  for (const t of MANA_TYPES) {
    const n = pool[t];
    if (!Number.isInteger(n) || n < 0) throw new RangeError(`the pool holds ${n} {${t}}; expected a whole number from 0`);
  }
}

interface Found {
  readonly plan: PaymentPlan;
  /** Best first: more sources kept, more flexible ones kept, more types kept, more floating mana kept. */
  readonly rank: readonly number[];
}

/**
 * Every way to pay `cost` (with X = x) from the pool and the untapped
 * `sources`, one per distinct set of capabilities left over, best first.
 * None: the cost cannot be paid, and the error says what is missing.
 *
 * The search is a depth-first walk over how many of each class to tap, cut
 * off as soon as (a) the units chosen cannot all find a symbol to pay, or
 * (b) the symbols cannot all be paid even with every class not yet decided.
 * Both checks are Hall's condition over the 63 sets of types, so a branch
 * that cannot lead to a payment is usually dropped at once; at a leaf the
 * exact check (with each {2/c} paid one way or the other) decides.
 */
export function paymentOptions(cost: ManaCost, sources: readonly ManaSource[], pool: ManaPool = EMPTY_POOL, x = 0): PaymentOptions {
  validate(sources, pool, x);
  const demand = demandOf(cost, x);
  const classes = unitClasses(sources, pool);
  const nMin = demand.fixedTotal + demand.twoOrTotal;
  const nMax = demand.fixedTotal + 2 * demand.twoOrTotal;
  const capacity = classes.map((k) => k.pool + k.sources.length);
  const capacityFrom = capacity.map((_, i) => capacity.slice(i).reduce((s, n) => s + n, 0));
  capacityFrom.push(0);

  // Room per type set, counting each {2/c} as two generic slots: the most it could take.
  const roomMax = new Array<number>(ALL + 1).fill(0);
  // Symbols that accept only types in Y, leaving {2/c} out: the least that must be paid from Y.
  const needMin = new Array<number>(ALL + 1).fill(0);
  for (let y = 1; y <= ALL; y++) {
    for (const s of demand.fixed) {
      if ((s.accept & y) !== 0) roomMax[y]! += s.count;
      if (within(s.accept, y)) needMin[y]! += s.count;
    }
    roomMax[y]! += 2 * demand.twoOrTotal;
  }

  const counts = new Array<number>(classes.length).fill(0);
  const found: Found[] = [];

  const promising = (decided: number): boolean => {
    for (let y = 1; y <= ALL; y++) {
      let only = 0;
      let reach = 0;
      for (let i = 0; i < classes.length; i++) {
        const mask = classes[i]!.mask;
        const n = i < decided ? counts[i]! : capacity[i]!;
        if (i < decided && within(mask, y)) only += n;
        if ((mask & y) !== 0) reach += n;
      }
      if (only > roomMax[y]! || needMin[y]! > reach) return false;
    }
    return true;
  };

  const leaf = (used: number) => {
    const units = classes.map((k, i) => ({ mask: k.mask, count: counts[i]! }));
    const twoGeneric = used - nMin;
    for (const split of genericSplits(demand.twoOr, twoGeneric)) {
      const slots: SlotClass[] = [...demand.fixed];
      for (const c of COLOURS) {
        const byColour = demand.twoOr[c] - split[c];
        if (byColour > 0) slots.push({ accept: BIT[c], count: byColour, symbol: `{2/${c}}` });
      }
      if (twoGeneric > 0) slots.push({ accept: ALL, count: 2 * twoGeneric, symbol: '' });
      if (fits(units, slots)) {
        found.push(build(slots));
        return;
      }
    }
  };

  const build = (slots: readonly SlotClass[]): Found => {
    const unitMasks: number[] = [];
    const unitSource: number[] = []; // -1: floating mana
    const fromPool = { ...EMPTY_POOL };
    let kept = 0;
    let keptFlex = 0;
    let keptTypes = 0;
    classes.forEach((k, i) => {
      const n = counts[i]!;
      const floating = Math.min(n, k.pool);
      if (floating > 0) fromPool[typesIn(k.mask)[0]!] += floating;
      for (let j = 0; j < n; j++) {
        unitMasks.push(k.mask);
        unitSource.push(j < floating ? -1 : k.sources[j - floating]!);
      }
      const left = k.sources.length - (n - floating);
      kept += left;
      keptFlex += left * bits(k.mask);
      if (left > 0) keptTypes |= k.mask;
    });
    // Narrow symbols first, so units are offered the symbols that need them before generic ones.
    const slotMasks = slots.flatMap((s) => new Array<number>(s.count).fill(s.accept)).sort((a, b) => bits(a) - bits(b));
    const slotOf = match(unitMasks, slotMasks);
    const tapped = new Map<number, ManaType>();
    unitSource.forEach((src, u) => {
      if (src >= 0) tapped.set(src, pick(unitMasks[u]! & slotMasks[slotOf[u]!]!));
    });
    const taps: Tap[] = [];
    const untapped: string[] = [];
    sources.forEach((s, i) => {
      const mana = tapped.get(i);
      if (mana === undefined) untapped.push(s.id);
      else taps.push({ source: s.id, mana });
    });
    const poolLeft = poolTotal(pool) - poolTotal(fromPool);
    return { plan: { taps, fromPool, untapped }, rank: [kept, keptFlex, bits(keptTypes), poolLeft, ...counts.map((n) => -n)] };
  };

  const walk = (i: number, used: number) => {
    if (used + capacityFrom[i]! < nMin) return;
    if (!promising(i)) return;
    if (i === classes.length) {
      leaf(used);
      return;
    }
    for (let n = 0; n <= Math.min(capacity[i]!, nMax - used); n++) {
      counts[i] = n;
      walk(i + 1, used + n);
    }
    counts[i] = 0;
  };
  walk(0, 0);

  if (found.length === 0) return { ok: false, error: { rule: 'mana.cost.unpayable', message: whyNot(cost, demand, classes, capacity, nMin) } };
  found.sort((a, b) => {
    for (let k = 0; k < a.rank.length; k++) if (a.rank[k] !== b.rank[k]) return b.rank[k]! - a.rank[k]!;
    return 0;
  });
  const [first, ...rest] = found.map((f) => f.plan);
  return { ok: true, options: [first!, ...rest] };
}

function times(n: number): string {
  return n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`;
}

/** The plainest reason a cost cannot be paid: a colour nothing makes, too few of one, or too little mana. */
function whyNot(cost: ManaCost, demand: Demand, classes: readonly UnitClass[], capacity: readonly number[], nMin: number): string {
  const floating = classes.some((k) => k.pool > 0);
  const yours = floating ? 'your untapped sources and floating mana' : 'your untapped sources';
  const makeable = classes.reduce((m, k) => m | k.mask, 0);
  const ys = Array.from({ length: ALL - 1 }, (_, i) => i + 1).sort((a, b) => bits(a) - bits(b) || a - b);
  for (const y of ys) {
    const asked = demand.fixed.filter((s) => within(s.accept, y));
    const need = asked.reduce((s, k) => s + k.count, 0);
    const reach = classes.reduce((s, k, i) => s + ((k.mask & y) !== 0 ? capacity[i]! : 0), 0);
    if (need <= reach) continue;
    const symbols = asked.map((s) => s.symbol.repeat(s.count)).join('');
    if (reach > 0) return `Needs ${symbols}; you can make ${typesIn(y).join(' or ')} only ${times(reach)}.`;
    if (makeable === 0) return `Needs ${symbols}; you have no untapped mana sources.`;
    return `Needs ${symbols}; ${yours} make only ${listTypes(typesIn(makeable))}.`;
  }
  const total = capacity.reduce((s, n) => s + n, 0);
  if (total < nMin) return `Needs ${nMin} mana for ${formatManaCost(cost)}; you can make only ${total}.`;
  const twoOr = COLOURS.filter((c) => demand.twoOr[c] > 0).map((c) => `{2/${c}}`);
  return `Cannot pay ${formatManaCost(cost)} with the mana you can make (${twoOr.join(', ')} takes its colour or two mana of any type).`;
}

/** Units left over (sources, and floating mana), as groups of the same types and kind with how many each holds. */
interface UnitGroup {
  readonly mask: number;
  readonly floating: boolean;
  readonly count: number;
}

function unitGroups(srcs: readonly number[], floating: readonly number[]): UnitGroup[] {
  const counts = new Map<number, number>();
  for (const m of srcs) counts.set(m * 2, (counts.get(m * 2) ?? 0) + 1);
  for (const m of floating) counts.set(m * 2 + 1, (counts.get(m * 2 + 1) ?? 0) + 1);
  return [...counts].map(([key, count]) => ({ mask: key >> 1, floating: (key & 1) === 1, count }));
}

/**
 * Whether every unit of `from` can have a unit of `into` of its own that
 * makes what it makes (a source only into a source; floating mana into
 * either). Units of a group all reach the same groups, so by Hall's theorem
 * it is enough that each set of `from`'s groups holds no more units than the
 * groups they reach: at most 2^groups sets, and a payment leaves few groups.
 */
function allPlaced(from: readonly UnitGroup[], into: readonly UnitGroup[]): boolean {
  if (from.length > 12 || into.length > 30) return placedOneByOne(from, into);
  const reach = from.map((b) => {
    let bits = 0;
    into.forEach((a, i) => {
      if ((b.floating || !a.floating) && within(b.mask, a.mask)) bits |= 1 << i;
    });
    return bits;
  });
  for (let set = 1; set < 1 << from.length; set++) {
    let need = 0;
    let reached = 0;
    for (let i = 0; i < from.length; i++) {
      if ((set & (1 << i)) === 0) continue;
      need += from[i]!.count;
      reached |= reach[i]!;
    }
    let room = 0;
    for (let i = 0; i < into.length; i++) if ((reached & (1 << i)) !== 0) room += into[i]!.count;
    if (need > room) return false;
  }
  return true;
}

/** allPlaced by augmenting paths, unit by unit: for leftovers of many kinds, where the sets of groups would be too many. */
function placedOneByOne(from: readonly UnitGroup[], into: readonly UnitGroup[]): boolean {
  const units = (groups: readonly UnitGroup[]) => groups.flatMap((g) => new Array<UnitGroup>(g.count).fill(g));
  const bUnits = units(from);
  const aUnits = units(into);
  const holder = new Array<number>(aUnits.length).fill(-1);
  const fitsIn = (x: UnitGroup, y: UnitGroup) => (x.floating || !y.floating) && within(x.mask, y.mask);
  const place = (bu: number, seen: boolean[]): boolean => {
    for (let au = 0; au < aUnits.length; au++) {
      if (seen[au] || !fitsIn(bUnits[bu]!, aUnits[au]!)) continue;
      seen[au] = true;
      if (holder[au]! < 0 || place(holder[au]!, seen)) {
        holder[au] = bu;
        return true;
      }
    }
    return false;
  };
  return bUnits.every((_, bu) => place(bu, new Array<boolean>(aUnits.length).fill(false)));
}

/**
 * The options worth offering a player: choicesThatMatter of paymentOptions,
 * without a pool. Both see only what each source makes, and which of a kind
 * come first; so the answer for one shape of question (the cost, and how
 * many sources make each set of types) serves every question of that shape,
 * and paying asks the same few shapes over and over (the same lands, the
 * same costs): it is worked out once, over stand-in sources, and then given
 * the real ones.
 */
export function paymentChoices(cost: ManaCost, sources: readonly ManaSource[], x = 0): PaymentOptions {
  validate(sources, EMPTY_POOL, x);
  const classes = unitClasses(sources, EMPTY_POOL);
  const demand = demandOf(cost, x);
  const spare = demand.fixedTotal + 2 * demand.twoOrTotal + 1;
  let key = `${x}|${cost.generic},${cost.x},${cost.colourless},${cost.hybrid.join('')}`;
  for (const c of COLOURS) key += `,${cost.coloured[c]},${cost.twoOrColour[c]}`;
  for (const k of classes) key += `|${k.mask}:${Math.min(k.sources.length, spare)}`;
  let shape = shapes.get(key);
  if (!shape) {
    // Stand-ins named by class and place in it ("2.0"), class by class: the search orders classes itself.
    // A class is given no more than `spare` of them (the most a payment taps, and one left): the search taps the
    // first of a class, ranks plans by what they leave (the sources beyond are left by every plan alike), and
    // choicesThatMatter compares leftovers by counts those sources add to equally, so the answer is the same,
    // and a seat with six Forests meets the shape of one with five.
    const standIns = classes.flatMap((k, i) => k.sources.slice(0, spare).map((_, j) => ({ id: `${i}.${j}`, produces: typesIn(k.mask) })));
    const found = paymentOptions(cost, standIns, EMPTY_POOL, x);
    shape = found.ok ? { ok: true, plans: choicesThatMatter(found.options, standIns).map(shapeTaps) } : found;
    if (shapes.size >= MAX_SHAPES) shapes.clear();
    shapes.set(key, shape);
  }
  if (!shape.ok) return shape;
  const made: (ManaType | undefined)[] = new Array<ManaType | undefined>(sources.length);
  const plans = shape.plans.map((plan): PaymentPlan => {
    made.fill(undefined);
    for (const tap of plan) made[classes[tap.unitClass]!.sources[tap.place]!] = tap.mana;
    const taps: Tap[] = [];
    const untapped: string[] = [];
    for (let i = 0; i < sources.length; i++) {
      const mana = made[i];
      if (mana === undefined) untapped.push(sources[i]!.id);
      else taps.push({ source: sources[i]!.id, mana });
    }
    return { taps, fromPool: { ...EMPTY_POOL }, untapped };
  });
  return { ok: true, options: [plans[0]!, ...plans.slice(1)] };
}

/** A stand-in's tap as the class and place in it it stands for: mapped onto real sources by index, with no parsing, each time the shape is met. */
interface ShapeTap {
  readonly unitClass: number;
  readonly place: number;
  readonly mana: ManaType;
}

type Shape = { readonly ok: true; readonly plans: readonly (readonly ShapeTap[])[] } | { readonly ok: false; readonly error: RuleError };

function shapeTaps(plan: PaymentPlan): ShapeTap[] {
  return plan.taps.map((tap) => {
    const [unitClass, place] = tap.source.split('.');
    return { unitClass: Number(unitClass), place: Number(place), mana: tap.mana };
  });
}

const shapes = new Map<string, Shape>();
// A game meets a few hundred shapes; the bound only keeps a long-running host from growing without end.
const MAX_SHAPES = 10_000;

/**
 * The options a player would ever want: drops each plan whose leftovers
 * another plan beats outright (keeps every source it keeps, or one that
 * makes more, and floating mana or a source for each floating mana it
 * keeps). Tapping the Plains rather than the Tundra for {W} is then no
 * question at all. The ranking of paymentOptions puts a plan before every
 * plan it beats, so the first option always stays.
 */
export function choicesThatMatter(
  options: readonly [PaymentPlan, ...PaymentPlan[]],
  sources: readonly ManaSource[],
  pool: ManaPool = EMPTY_POOL,
): [PaymentPlan, ...PaymentPlan[]] {
  const maskById = new Map(sources.map((s) => [s.id, maskOf(s.produces)]));
  const left = options.map((p) => {
    const srcs = p.untapped.map((id) => maskById.get(id) ?? 0).filter((m) => m !== 0);
    const floating = MANA_TYPES.flatMap((t) => new Array<number>(pool[t] - p.fromPool[t]).fill(BIT[t]));
    const reach = MANA_TYPES.map((t) => [...srcs, ...floating].filter((m) => m & BIT[t]).length);
    return { srcs, floating, reach, groups: unitGroups(srcs, floating) };
  });
  const beats = (a: (typeof left)[number], b: (typeof left)[number]): boolean => {
    if (a.srcs.length < b.srcs.length || a.srcs.length + a.floating.length < b.srcs.length + b.floating.length) return false;
    if (a.reach.some((n, t) => n < b.reach[t]!)) return false;
    // b's sources must each go to one of a's sources that makes at least as much; b's floating mana anywhere that makes it.
    return allPlaced(b.groups, a.groups);
  };
  const kept = options.filter((_, j) => !left.some((a, i) => i !== j && beats(a, left[j]!) && !beats(left[j]!, a)));
  return [kept[0] ?? options[0], ...kept.slice(1)];
}
