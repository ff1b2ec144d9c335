import { COLOURS } from '../colour';
import {
  choicesThatMatter,
  EMPTY_POOL,
  type ManaCost,
  type ManaPool,
  type ManaSource,
  MANA_TYPES,
  type ManaType,
  paymentChoices,
  paymentOptions,
  type PaymentOptions,
  type PaymentPlan,
  poolTotal,
} from '../mana';
import type { RuleError } from '../result';
import { abilityCost, cardInfo } from './card-db';
import { canUseTap } from './characteristics';
import { matchesFilter } from './targets';
import { OK, type Seat, type Table, type TableResult } from './table';
import type { ActivateAction, CastAction } from './schema';

type PayPromptAction = CastAction | ActivateAction;

/**
 * Paying for spells and abilities with your untapped lands and mana
 * creatures. Paying is automatic; the engine asks only when the choice
 * matters, and not even then when one way of paying keeps every other card
 * in your hand as castable as any other way would.
 */

export const PAYMENT_RULES = {
  cannotPay: 'magic.mana.cannot-pay',
  wrongSources: 'magic.mana.wrong-sources',
} as const;

export type Payment =
  | { readonly kind: 'paid'; readonly tap: readonly number[] }
  | { readonly kind: 'choose'; readonly options: readonly (readonly number[])[] }
  | { readonly kind: 'error'; readonly error: RuleError };

/**
 * Your untapped permanents that can make mana now, except `exclude` (a
 * source paying for its own {T} ability). Lands come first: among sources
 * that make the same mana, payment taps them in this order, and a creature
 * left untapped can still attack or block.
 */
export function manaSources(t: Table, seat: Seat, exclude?: number, cost?: ManaCost): readonly ManaSource[] {
  // Mana that is no permanent of the seat's comes first, as lands do (Frontier Magic's lands on the board).
  const extra = t.seating.extraMana ? t.seating.extraMana.sources(t, seat, cost, exclude) : NO_SOURCES;
  // Made only when needed: listing legal actions asks this of every card in hand, and a Frontier seat often has no permanent that makes mana.
  let lands: ManaSource[] | undefined;
  let others: ManaSource[] | undefined;
  for (const p of t.s.battlefield) {
    if (p.controller !== seat || p.id === exclude) continue;
    const info = cardInfo(p.card);
    if (info.produces.length === 0) continue;
    if (info.land ? p.tapped : !canUseTap(t, p)) continue;
    const source = { id: String(p.id), produces: info.produces };
    if (info.land) (lands ??= [...extra]).push(source);
    else (others ??= []).push(source);
  }
  if (!cost?.convoke && !cost?.improvise) {
    if (!others) return lands ?? extra;
    return (lands ?? extra).concat(others);
  }
  const plain = others ?? [];
  const convoking = cost.convoke ? convokers(t, seat, plain, exclude) : [];
  return (lands ?? extra).concat(plain, convoking, cost.improvise ? improvisers(t, seat, [...plain, ...convoking], exclude) : []);
}

const NO_SOURCES: readonly ManaSource[] = [];

/**
 * Improvise (CR 702.126a): the seat's untapped artifacts, each for one generic mana ({C} here, which pays generic). An
 * artifact already a mana source, or convoking as a creature, is left as it is.
 */
function improvisers(t: Table, seat: Seat, listed: readonly ManaSource[], exclude?: number): ManaSource[] {
  const out: ManaSource[] = [];
  for (const p of t.s.battlefield) {
    if (p.controller !== seat || p.tapped || p.id === exclude || listed.some((s) => s.id === String(p.id))) continue;
    if (!cardInfo(p.card).def.types.includes('Artifact')) continue;
    out.push({ id: String(p.id), produces: ['C'] });
  }
  return out;
}

/**
 * Convoke (CR 702.51a): the seat's untapped creatures, summoning sick or not (tapping one is no {T} cost), each for
 * one generic mana ({C} here, which pays generic) or one mana of a colour of its. A creature already a mana source
 * is left as it is (its own mana pays generic too). They come last: lands and mana abilities are tapped first.
 */
function convokers(t: Table, seat: Seat, listed: readonly ManaSource[], exclude?: number): ManaSource[] {
  const out: ManaSource[] = [];
  for (const p of t.s.battlefield) {
    if (p.controller !== seat || p.tapped || p.id === exclude || listed.some((s) => s.id === String(p.id))) continue;
    const info = cardInfo(p.card);
    if (!info.creature) continue;
    out.push({ id: String(p.id), produces: [...new Set<ManaType>([...info.def.colours, 'C'])] });
  }
  return out;
}

const ids = (plan: PaymentPlan) => plan.taps.map((tap) => Number(tap.source));

/**
 * Mana abilities with a mana cost of their own (Shimmering Grotto's "{1},
 * {T}: Add one mana of any colour"): with such a filter used, its source
 * makes what the filter makes, and the cost to pay grows by the filter's
 * cost. The ways to see your sources, fewest filters first: the first that
 * pays is the one used, so a filter is only used when plain mana can't pay.
 */
interface SourcesView {
  readonly cost: ManaCost;
  readonly sources: readonly ManaSource[];
  /** Mana already made by tapping `tapped` (sources of several mana at once), to pay from first. */
  readonly pool?: ManaPool;
  readonly tapped?: readonly number[];
}

function sourceViews(t: Table, seat: Seat, cost: ManaCost, exclude?: number, sources = manaSources(t, seat, exclude, cost)): SourcesView[] {
  return [{ cost, sources }, ...moreViews(t, seat, cost, exclude, sources)];
}

/** The views after the plain one: asked for only when plain sources cannot pay (filters and mana made in advance are rare). */
function moreViews(t: Table, seat: Seat, cost: ManaCost, exclude: number | undefined, sources: readonly ManaSource[]): SourcesView[] {
  const views: SourcesView[] = [];
  // Then with sources of several mana tapped first (Elvish Archdruid), one more each time.
  const bulk = bulkSources(t, seat, exclude);
  for (let used = 1; used <= bulk.length; used++) {
    const pool = { ...EMPTY_POOL };
    for (const b of bulk.slice(0, used)) pool[b.mana] += b.count;
    views.push({ cost, sources, pool, tapped: bulk.slice(0, used).map((b) => b.id) });
  }
  const filters = filterSources(t, seat, exclude);
  for (let used = 1; used <= filters.length; used++) {
    const on = new Map(filters.slice(0, used).map((f) => [f.id, f]));
    const filtered = sources.map((s) => (on.has(s.id) ? { id: s.id, produces: on.get(s.id)!.produces } : s));
    for (const f of on.values()) if (!sources.some((s) => s.id === f.id)) filtered.push({ id: f.id, produces: f.produces });
    views.push({ cost: [...on.values()].reduce((c, f) => addCost(c, f.cost), cost), sources: filtered });
  }
  // Last, sources that are sacrificed for their mana (the Eldrazi Scions): only when the rest cannot pay, one more each time.
  const victims = sacrificeSources(t, seat, exclude);
  const listed = new Set(sources.map((s) => s.id));
  const fresh = victims.filter((v) => !listed.has(v.id));
  for (let used = 1; used <= fresh.length; used++) views.push({ cost, sources: [...sources, ...fresh.slice(0, used)] });
  return views;
}

/**
 * The seat's permanents with a mana ability whose cost is sacrificing them ("Sacrifice this creature: Add {C}."), tapped
 * or not, summoning sick or not (no {T} in the cost), except `exclude`. Paying with one sacrifices it (payMana).
 */
export function sacrificeSources(t: Table, seat: Seat, exclude?: number): ManaSource[] {
  const out: ManaSource[] = [];
  for (const p of t.s.battlefield) {
    if (p.controller !== seat || p.id === exclude) continue;
    const makes = cardInfo(p.card).sacrificeMana;
    if (makes.length > 0) out.push({ id: String(p.id), produces: makes });
  }
  return out;
}

interface Filter extends ManaSource {
  readonly cost: ManaCost;
}

/** Your untapped permanents with a filter mana ability, except `exclude`. */
function filterSources(t: Table, seat: Seat, exclude?: number): Filter[] {
  const out: Filter[] = [];
  for (const p of t.s.battlefield) {
    if (p.controller !== seat || p.id === exclude) continue;
    const info = cardInfo(p.card);
    if (info.land ? p.tapped : !canUseTap(t, p)) continue;
    for (const a of info.abilities) {
      if (a.kind === 'mana' && a.cost) out.push({ id: String(p.id), produces: a.produces, cost: abilityCost(a.cost) });
    }
  }
  return out;
}

/**
 * Your untapped permanents whose mana ability makes one mana for each
 * creature of a kind you control, with what each makes now. Tapped, all of it
 * is made at once; what the payment leaves is lost, as the engine keeps no
 * mana pool between payments (CR 106.4: it would empty at the step's end).
 */
function bulkSources(t: Table, seat: Seat, exclude?: number): { id: number; mana: ManaType; count: number }[] {
  const out: { id: number; mana: ManaType; count: number }[] = [];
  for (const p of t.s.battlefield) {
    if (p.controller !== seat || p.id === exclude || !canUseTap(t, p)) continue;
    for (const a of cardInfo(p.card).abilities) {
      if (a.kind !== 'mana' || (!a.forEach && !a.amount)) continue;
      const count = a.amount ?? t.controlledBy(seat).filter((q) => matchesFilter(t, q, a.forEach, { controller: seat })).length;
      if (count > 0) out.push({ id: p.id, mana: a.produces[0]!, count });
    }
  }
  return out;
}

/** The ways to pay in a view; with mana made in advance, only those spending the most of it (what is left is lost). */
function viewOptions(view: SourcesView, sources: readonly ManaSource[], x: number): PaymentOptions {
  const found = paymentOptions(view.cost, sources, view.pool ?? EMPTY_POOL, x);
  if (!found.ok || !view.pool) return found;
  const most = Math.max(...found.options.map((p) => poolTotal(p.fromPool)));
  const best = found.options.filter((p) => poolTotal(p.fromPool) === most);
  return { ok: true, options: [best[0]!, ...best.slice(1)] };
}

/** Whether a view pays: the quick count for plain sources, the full search with mana made in advance. */
function viewPays(view: SourcesView, x: number): boolean {
  return view.pool ? paymentOptions(view.cost, view.sources, view.pool, x).ok : payable(view.cost, x, view.sources);
}

/** A filter's cost on top of a cost: plain mana only (generic, coloured, colourless), as filters cost. */
function addCost(a: ManaCost, b: ManaCost): ManaCost {
  const coloured = { ...a.coloured };
  for (const c of COLOURS) coloured[c] += b.coloured[c];
  return { ...a, generic: a.generic + b.generic, colourless: a.colourless + b.colourless, coloured };
}

/**
 * planPayment for an action that waits on the answer: the sources to tap,
 * or, when the choice matters, the question "how do you pay?" put to the
 * table (the log naming `said`, the card or what stands for it), or the
 * refusal. Undefined taps: the action stops there, with `result`.
 */
export function payOrAsk(
  t: Table,
  seat: Seat,
  cost: ManaCost,
  x: number,
  options: { readonly given?: readonly number[]; readonly exclude?: number; readonly forCard?: number; readonly what: string },
  action: PayPromptAction,
  said: string,
): { readonly tap: readonly number[] } | { readonly tap?: undefined; readonly result: TableResult } {
  const payment = planPayment(t, seat, cost, x, options);
  if (payment.kind === 'error') return { result: { ok: false, error: payment.error } };
  if (payment.kind === 'choose') {
    t.s.prompt = { type: 'pay', action, options: payment.options.map((o) => [...o]) };
    t.emit({ type: 'awaitingPayment', card: said, options: payment.options.length });
    return { result: OK };
  }
  return { tap: payment.tap };
}

/** Works out how to pay `cost` (with X = `x`): with the sources given, or automatically. */
export function planPayment(
  t: Table,
  seat: Seat,
  cost: ManaCost,
  x: number,
  options: { readonly given?: readonly number[]; readonly exclude?: number; readonly forCard?: number; readonly what: string },
): Payment {
  const sources = manaSources(t, seat, options.exclude, cost);
  if (options.given) {
    const views = sourceViews(t, seat, cost, options.exclude, sources);
    const wanted = new Set(options.given.map(String));
    const known = (id: number) => views.some((v) => v.sources.some((s) => s.id === String(id)) || v.tapped?.includes(id));
    const unknown = options.given.find((id) => !known(id));
    if (unknown !== undefined) {
      return error(PAYMENT_RULES.wrongSources, `#${unknown} is not an untapped mana source you control.`);
    }
    for (const view of views) {
      const tapped = view.tapped ?? [];
      // A view with sources of several mana fits only when exactly those are among the chosen.
      if (tapped.some((id) => !wanted.has(String(id))) || options.given.some((id) => isBulk(views, id) && !tapped.includes(id))) continue;
      const chosen = view.sources.filter((s) => wanted.has(s.id));
      const found = paymentOptions(view.cost, chosen, view.pool ?? EMPTY_POOL, x);
      const exact = found.ok ? found.options.find((plan) => plan.untapped.length === 0) : undefined;
      if (exact) return { kind: 'paid', tap: [...tapped, ...ids(exact)] };
    }
    return error(PAYMENT_RULES.wrongSources, `Tapping those sources does not pay exactly for ${options.what}.`);
  }
  // Plain sources first (choices worked out once per shape of payment), then views with filters or mana made in advance.
  let found = paymentChoices(cost, sources, x);
  let used: SourcesView = { cost, sources };
  for (const view of found.ok ? [] : moreViews(t, seat, cost, options.exclude, sources)) {
    if (found.ok) break;
    const next = viewOptions(view, view.sources, x);
    if (next.ok) [found, used] = [{ ok: true, options: choicesThatMatter(next.options, view.sources, view.pool ?? EMPTY_POOL) }, view];
  }
  if (!found.ok) return error(PAYMENT_RULES.cannotPay, `You cannot pay for ${options.what}: ${found.error.message}`);
  const tap = (plan: PaymentPlan) => [...(used.tapped ?? []), ...ids(plan)];
  const choices = found.options;
  if (choices.length === 1) return { kind: 'paid', tap: tap(choices[0]) };
  const painful = used.sources.some((s) => {
    const p = Number(s.id) >= 0 ? t.permanent(Number(s.id)) : undefined;
    return p !== undefined && cardInfo(p.card).pain.size > 0;
  });
  const best = dominant(t, seat, choices, used.sources, options.forCard, painful ? (plan) => planPain(t, plan, cost, x) : undefined);
  if (best) return { kind: 'paid', tap: tap(best) };
  return { kind: 'choose', options: choices.slice(0, 64).map(tap) };
}

function isBulk(views: readonly SourcesView[], id: number): boolean {
  return views.some((v) => v.tapped?.includes(id));
}

/** Is `cost` payable now (for listing legal actions)? */
export function canPay(t: Table, seat: Seat, cost: ManaCost, x: number, exclude?: number): boolean {
  const kept = keptAnswers(t, seat, cost, exclude);
  if (!kept) return workOutCanPay(t, seat, cost, x, exclude);
  if (x === 0) return (kept.paysNoX ??= workOutCanPay(t, seat, cost, 0, exclude));
  kept.pays ??= new Map();
  let known = kept.pays.get(x);
  if (known === undefined) kept.pays.set(x, (known = workOutCanPay(t, seat, cost, x, exclude)));
  return known;
}

function workOutCanPay(t: Table, seat: Seat, cost: ManaCost, x: number, exclude?: number): boolean {
  if (beyondCapacity(t, seat, cost, x, exclude)) return false;
  // Plain mana first: filters are rare, and listing legal actions asks this of every card in hand.
  const sources = manaSources(t, seat, exclude, cost);
  if (payable(cost, x, sources)) return true;
  return moreViews(t, seat, cost, exclude, sources).some((v) => viewPays(v, x));
}

const TYPE_INDEX: Record<ManaType, number> = { W: 0, U: 1, B: 2, R: 3, G: 4, C: 5 };

/**
 * A quick "no" for canPay: the cost needs more mana, or more of one type,
 * than the seat could make at most (every untapped permanent with a mana
 * ability counted at its most, and the variant's own sources by its bound).
 * Listing legal actions asks canPay of every card in hand after every
 * action, and most answers are "no": this spares working out the sources.
 */
function beyondCapacity(t: Table, seat: Seat, cost: ManaCost, x: number, exclude?: number): boolean {
  // Creatures that convoke are no mana sources the bound counts.
  if (cost.convoke || cost.improvise) return false;
  const extra = t.seating.extraMana?.capacity(t, seat);
  const own = t.keep(capacityKey(seat, exclude), () => permanentsCapacity(t, seat, exclude));
  const most = (type: number) => own.byType[type]! + (extra?.byType[type] ?? 0);
  let need = cost.generic + cost.x * x + cost.colourless + cost.hybrid.length;
  for (const c of COLOURS) {
    need += cost.coloured[c] + cost.twoOrColour[c];
    if (cost.coloured[c] > most(TYPE_INDEX[c])) return true;
  }
  return need > own.total + (extra?.total ?? 0) || cost.colourless > most(TYPE_INDEX.C);
}

const capacityKeys = new Map<Seat, string>();

/** The key Table.keep files a seat's bound under (made once per seat: it is asked for every card in hand). */
function capacityKey(seat: Seat, exclude: number | undefined): string {
  if (exclude !== undefined) return `capacity\u0000${seat}\u0000${exclude}`;
  let key = capacityKeys.get(seat);
  if (!key) capacityKeys.set(seat, (key = `capacity\u0000${seat}`));
  return key;
}

/** The most mana of each type, and in all, the seat's untapped permanents (but `exclude`) could make: each counted at its most. */
function permanentsCapacity(t: Table, seat: Seat, exclude?: number): { readonly total: number; readonly byType: readonly number[] } {
  let total = 0;
  const byType = [0, 0, 0, 0, 0, 0];
  for (const p of t.s.battlefield) {
    if (p.controller !== seat || p.id === exclude) continue;
    const info = cardInfo(p.card);
    // A source sacrificed for its mana makes it tapped or not.
    if (p.tapped && info.sacrificeMana.length === 0) continue;
    let types = 0;
    for (const m of info.produces) types |= BIT[m];
    let most = types !== 0 ? 1 : 0;
    for (const a of info.abilities) {
      if (a.kind !== 'mana') continue;
      for (const m of a.produces) types |= BIT[m];
      // One mana for each creature of a kind: no more than there are permanents.
      most = Math.max(most, a.forEach ? t.s.battlefield.length : (a.amount ?? 1));
    }
    if (types === 0) continue;
    total += most;
    for (const m of MANA_TYPES) if ((types & BIT[m]) !== 0) byType[TYPE_INDEX[m]]! += most;
  }
  return { total, byType };
}

/** The largest X you could pay for `cost`, or -1 when not even X = 0 is payable. */
export function maxX(t: Table, seat: Seat, cost: ManaCost, exclude?: number): number {
  const kept = keptAnswers(t, seat, cost, exclude);
  if (!kept) return workOutMaxX(t, seat, cost, exclude);
  return (kept.maxX ??= workOutMaxX(t, seat, cost, exclude));
}

function workOutMaxX(t: Table, seat: Seat, cost: ManaCost, exclude?: number): number {
  const views = sourceViews(t, seat, cost, exclude);
  const sources = views[0]!.sources;
  let best = -1;
  const most = Math.max(0, ...views.map((v) => v.sources.length - sources.length)) + sources.length + Math.max(0, ...views.map((v) => (v.pool ? poolTotal(v.pool) : 0)));
  for (let x = 0; x <= most; x++) {
    if (views.some((v) => viewPays(v, x))) best = x;
    else if (best >= 0) break;
  }
  return best;
}

/** canPay's answers (with X = 0, and by other X), and maxX's, for one cost. */
interface KeptAnswers {
  paysNoX?: boolean;
  pays?: Map<number, boolean>;
  maxX?: number;
}

/**
 * Answers kept across actions for a seat whose only mana is the variant's
 * own (Frontier's lands on the board), in the map its `kept` hook gives:
 * the same map means the same sources and bound, and with no permanent of
 * the seat's making mana, canPay and maxX read nothing else. Undefined
 * (work it out) for any other seat, for a permanent paying for its own
 * ability, and for convoke and improvise, which count creatures and
 * artifacts. Listing legal actions asks them of every card in hand after
 * every action, and the board mana of a seat that did not move or pay
 * stays the same.
 */
function keptAnswers(t: Table, seat: Seat, cost: ManaCost, exclude: number | undefined): KeptAnswers | undefined {
  const extra = t.seating.extraMana;
  if (!extra?.kept || exclude !== undefined || cost.convoke || cost.improvise) return undefined;
  if (t.keep(manaPermanentsKey(seat), () => hasManaPermanents(t, seat))) return undefined;
  const byCost = extra.kept(t, seat);
  let kept = byCost.get(cost) as KeptAnswers | undefined;
  if (!kept) byCost.set(cost, (kept = {}));
  return kept;
}

const manaPermanentsKeys = new Map<Seat, string>();

function manaPermanentsKey(seat: Seat): string {
  let key = manaPermanentsKeys.get(seat);
  if (!key) manaPermanentsKeys.set(seat, (key = `mana-permanents\u0000${seat}`));
  return key;
}

/** Whether any permanent of the seat's has a mana ability of any kind (what manaSources, the bound and the other views read). */
function hasManaPermanents(t: Table, seat: Seat): boolean {
  for (const p of t.s.battlefield) {
    if (p.controller !== seat) continue;
    const info = cardInfo(p.card);
    if (info.produces.length > 0 || info.sacrificeMana.length > 0 || info.abilities.some((a) => a.kind === 'mana')) return true;
  }
  return false;
}

// Mana types as bits, as in mana/payment.ts: "makes a type in Y" is one AND.
const BIT: Record<ManaType, number> = { W: 1, U: 2, B: 4, R: 8, G: 16, C: 32 };

/**
 * Whether `paymentOptions(cost, sources, no pool, x)` would find a way to
 * pay, without listing the ways: listing legal actions asks this of every
 * card in hand, and only needs yes or no. Paying is giving each cost symbol
 * its own source that can make a type it takes, so by Hall's theorem it can
 * be done exactly when, for every set Y of types, the symbols that take only
 * types in Y are no more than the sources that make some type in Y. Only the
 * unions of the symbols' sets need checking: for any Y, the union U of the
 * sets of the symbols within Y has those symbols and no others, and no more
 * sources reach U than reach Y. Costs with {2/c} symbols (one slot or two)
 * are left to the full search.
 */
export function payable(cost: ManaCost, x: number, sources: readonly ManaSource[]): boolean {
  let twoOr = 0;
  for (const c of COLOURS) twoOr += cost.twoOrColour[c];
  if (twoOr > 0) return paymentOptions(cost, sources, undefined, x).ok;
  const slots = SLOTS; // accept mask, count, accept mask, count, … (reused: this is asked thousands of times an action)
  slots.length = 0;
  for (const c of COLOURS) if (cost.coloured[c] > 0) slots.push(BIT[c], cost.coloured[c]);
  if (cost.colourless > 0) slots.push(BIT.C, cost.colourless);
  for (const pair of cost.hybrid) slots.push(BIT[pair[0] as ManaType] | BIT[pair[2] as ManaType], 1);
  const generic = cost.generic + cost.x * x;
  if (generic > 0) slots.push(63, generic);
  if (slots.length === 0) return true;
  // Each source's set of types, counted by set (a board of lands has few kinds): kinds in `masks`, counts in `counts`.
  const masks = MASKS;
  const counts = MASK_COUNTS;
  masks.length = 0;
  counts.length = 0;
  for (const s of sources) {
    let mask = 0;
    for (const type of s.produces) mask |= BIT[type];
    if (mask === 0) continue;
    const i = masks.indexOf(mask);
    if (i < 0) {
      masks.push(mask);
      counts.push(1);
    } else counts[i]!++;
  }
  // Few kinds of symbol: the unions of their sets (every subset of kinds); more: every set of types.
  const kinds = slots.length / 2;
  if (kinds > 5) {
    for (let y = 1; y <= 63; y++) if (!hallHolds(slots, masks, counts, y)) return false;
    return true;
  }
  for (let subset = 1; subset < 1 << kinds; subset++) {
    let y = 0;
    for (let k = 0; k < kinds; k++) if ((subset & (1 << k)) !== 0) y |= slots[2 * k]!;
    if (!hallHolds(slots, masks, counts, y)) return false;
  }
  return true;
}

// Scratch arrays for payable (one call at a time, never kept).
const SLOTS: number[] = [];
const MASKS: number[] = [];
const MASK_COUNTS: number[] = [];

/** Hall's condition for one set Y of types: the symbols taking only types in Y fit the sources making one of them. */
function hallHolds(slots: readonly number[], masks: readonly number[], counts: readonly number[], y: number): boolean {
  let need = 0;
  for (let i = 0; i < slots.length; i += 2) if ((slots[i]! & ~y) === 0) need += slots[i + 1]!;
  if (need === 0) return true;
  let reach = 0;
  for (let i = 0; i < masks.length; i++) if ((masks[i]! & y) !== 0) reach += counts[i]!;
  return need <= reach;
}

/** Taps the sources of a payment (`exclude`: the permanent it pays for the {T} ability of, which helps nothing else pay). */
export function tapForMana(t: Table, seat: Seat, tap: readonly number[], exclude?: number): string[] {
  const names: string[] = [];
  const extra = tap.filter((id) => id < 0);
  if (extra.length > 0 && t.seating.extraMana) names.push(...t.seating.extraMana.tapAll(t, seat, extra, exclude));
  for (const id of tap) {
    const p = id < 0 ? undefined : t.permanent(id);
    if (!p) continue;
    t.update(id, (q) => ({ ...q, tapped: true }));
    names.push(p.card);
  }
  return names;
}

/**
 * The damage the painlands among the sources tapped to pay `cost` deal (the
 * card, and how much): each that had to make mana only its hurting ability
 * makes ("{T}: Add {W} or {U}. This land deals 1 damage to you"). As little
 * as those sources allow: a player taps a painland for its painless mana
 * whenever that pays, and so does the engine. `names` are the sources'
 * cards, as tapping them gives them.
 */
export function manaPain(names: readonly string[], cost: ManaCost, x: number): [string, number][] {
  const hurting = names.flatMap((card, i) => {
    const pain = cardInfo(card).pain;
    return pain.size > 0 ? [{ i, card, amount: Math.max(...pain.values()) }] : [];
  });
  if (hurting.length === 0) return [];
  if (hurting.length > 12) return hurting.map((h) => [h.card, h.amount]);
  const sources = (hurts: ReadonlySet<number>): ManaSource[] =>
    names.map((card, i) => {
      const info = cardInfo(card);
      return { id: String(i), produces: hurts.has(i) ? info.produces : info.produces.filter((m) => !info.pain.has(m)) };
    });
  let best: typeof hurting | undefined;
  let least = Infinity;
  for (let mask = 0; mask < 1 << hurting.length; mask++) {
    const chosen = hurting.filter((_, k) => (mask & (1 << k)) !== 0);
    const amount = chosen.reduce((n, h) => n + h.amount, 0);
    if (amount >= least || !payable(cost, x, sources(new Set(chosen.map((h) => h.i))))) continue;
    [best, least] = [chosen, amount];
  }
  // Mana made in advance or several at once (no one-mana source here) is not weighed: then each painland is said to hurt.
  return (best ?? hurting).map((h) => [h.card, h.amount]);
}

/** How much the painlands of a plan would hurt (lands on a variant's board, which are no permanents, not counted). */
function planPain(t: Table, plan: PaymentPlan, cost: ManaCost, x: number): number {
  const names = ids(plan).flatMap((id) => (id >= 0 ? (t.permanent(id)?.card ?? []) : []));
  return names.some((n) => cardInfo(n).pain.size > 0) ? manaPain(names, cost, x).reduce((n, [, a]) => n + a, 0) : 0;
}

/**
 * The plan after which the other cards in hand stay castable in every way
 * another plan would allow, if there is one: then there is nothing to ask.
 * Of several such plans, the one whose painlands hurt least.
 */
function dominant(
  t: Table,
  seat: Seat,
  plans: readonly PaymentPlan[],
  sources: readonly ManaSource[],
  forCard: number | undefined,
  pained?: (plan: PaymentPlan) => number,
): PaymentPlan | undefined {
  const others = (t.player(seat)?.hand ?? []).filter((c) => c.id !== forCard && !cardInfo(c.card).land);
  const castable = plans.map((plan) => {
    const left = sources.filter((s) => plan.untapped.includes(s.id));
    return new Set(others.filter((c) => payable(cardInfo(c.card).cost, 0, left)).map((c) => c.id));
  });
  const fits = (mine: ReadonlySet<number>) => castable.every((theirs) => [...theirs].every((id) => mine.has(id)));
  const i = castable.findIndex(fits);
  if (i < 0 || !pained) return i >= 0 ? plans[i] : undefined;
  let best = i;
  for (let j = i + 1; j < plans.length; j++) if (fits(castable[j]!) && pained(plans[j]!) < pained(plans[best]!)) best = j;
  return plans[best];
}

function error(rule: string, message: string): Payment {
  return { kind: 'error', error: { rule, message } };
}
