import type { ManaCost } from '../mana/cost';
import { choicesThatMatter, paymentOptions, type ManaSource, type PaymentPlan } from '../mana/payment';
import type { RuleError } from '../result';
import { cardInfo } from './card-db';
import { canUseTap } from './characteristics';
import type { Table } from './table';

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

/** Your untapped permanents that can make mana now, except `exclude` (a source paying for its own {T} ability). */
export function manaSources(t: Table, exclude?: number): ManaSource[] {
  const out: ManaSource[] = [];
  for (const p of t.s.battlefield) {
    if (p.controller !== 'you' || p.id === exclude) continue;
    const info = cardInfo(p.card);
    if (info.produces.length === 0) continue;
    if (info.land ? p.tapped : !canUseTap(t, p)) continue;
    out.push({ id: String(p.id), produces: info.produces });
  }
  return out;
}

const ids = (plan: PaymentPlan) => plan.taps.map((tap) => Number(tap.source));

/** Works out how to pay `cost` (with X = `x`): with the sources given, or automatically. */
export function planPayment(
  t: Table,
  cost: ManaCost,
  x: number,
  options: { readonly given?: readonly number[]; readonly exclude?: number; readonly forCard?: number; readonly what: string },
): Payment {
  const sources = manaSources(t, options.exclude);
  if (options.given) {
    const wanted = new Set(options.given.map(String));
    const unknown = options.given.find((id) => !sources.some((s) => s.id === String(id)));
    if (unknown !== undefined) {
      return error(PAYMENT_RULES.wrongSources, `#${unknown} is not an untapped mana source you control.`);
    }
    const chosen = sources.filter((s) => wanted.has(s.id));
    const found = paymentOptions(cost, chosen, undefined, x);
    const exact = found.ok ? found.options.find((plan) => plan.untapped.length === 0) : undefined;
    if (!exact) {
      return error(PAYMENT_RULES.wrongSources, `Tapping those sources does not pay exactly for ${options.what}.`);
    }
    return { kind: 'paid', tap: ids(exact) };
  }
  const found = paymentOptions(cost, sources, undefined, x);
  if (!found.ok) return error(PAYMENT_RULES.cannotPay, `You cannot pay for ${options.what}: ${found.error.message}`);
  const choices = choicesThatMatter(found.options, sources);
  if (choices.length === 1) return { kind: 'paid', tap: ids(choices[0]) };
  const best = dominant(t, choices, sources, options.forCard);
  if (best) return { kind: 'paid', tap: ids(best) };
  return { kind: 'choose', options: choices.slice(0, 64).map(ids) };
}

/** Is `cost` payable now (for listing legal actions)? */
export function canPay(t: Table, cost: ManaCost, x: number, exclude?: number): boolean {
  return paymentOptions(cost, manaSources(t, exclude), undefined, x).ok;
}

/** The largest X you could pay for `cost`, or -1 when not even X = 0 is payable. */
export function maxX(t: Table, cost: ManaCost, exclude?: number): number {
  const sources = manaSources(t, exclude);
  let best = -1;
  for (let x = 0; x <= sources.length; x++) {
    if (paymentOptions(cost, sources, undefined, x).ok) best = x;
    else if (best >= 0) break;
  }
  return best;
}

export function tapForMana(t: Table, tap: readonly number[]): string[] {
  const names: string[] = [];
  for (const id of tap) {
    const p = t.permanent(id);
    if (!p) continue;
    t.update(id, (q) => ({ ...q, tapped: true }));
    names.push(p.card);
  }
  return names;
}

/**
 * The plan after which the other cards in hand stay castable in every way
 * another plan would allow, if there is one: then there is nothing to ask.
 */
function dominant(
  t: Table,
  plans: readonly PaymentPlan[],
  sources: readonly ManaSource[],
  forCard: number | undefined,
): PaymentPlan | undefined {
  const others = t.s.you.hand.filter((c) => c.id !== forCard && !cardInfo(c.card).land);
  const castable = plans.map((plan) => {
    const left = sources.filter((s) => plan.untapped.includes(s.id));
    return new Set(others.filter((c) => paymentOptions(cardInfo(c.card).cost, left).ok).map((c) => c.id));
  });
  const i = castable.findIndex((mine) => castable.every((theirs) => [...theirs].every((id) => mine.has(id))));
  return i >= 0 ? plans[i] : undefined;
}

function error(rule: string, message: string): Payment {
  return { kind: 'error', error: { rule, message } };
}
