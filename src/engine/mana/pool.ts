import type { RuleError } from '../result';
import { MANA_TYPES, type ManaType } from './mana-type';

/**
 * A player's mana pool (CR 106.4): mana made and not yet spent, as counts of
 * each type. Pools are values; every change gives a new pool.
 */
export type ManaPool = Readonly<Record<ManaType, number>>;

export const EMPTY_POOL: ManaPool = Object.freeze({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });

function checkAmount(n: number, what: string): number {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`${what} must be a whole number from 0, got ${n}`);
  return n;
}

/** A pool holding the given counts; absent types hold none. */
export function poolOf(counts: Partial<Record<ManaType, number>>): ManaPool {
  const out = { ...EMPTY_POOL };
  for (const t of MANA_TYPES) out[t] = checkAmount(counts[t] ?? 0, `mana ${t}`);
  return out;
}

export function addMana(pool: ManaPool, type: ManaType, amount = 1): ManaPool {
  return { ...pool, [type]: pool[type] + checkAmount(amount, 'amount of mana') };
}

export function poolTotal(pool: ManaPool): number {
  return MANA_TYPES.reduce((sum, t) => sum + pool[t], 0);
}

export type Spent = { readonly ok: true; readonly pool: ManaPool } | { readonly ok: false; readonly error: RuleError };

/** Takes mana out of the pool; asking for more than is there is refused and changes nothing. */
export function spendMana(pool: ManaPool, amounts: Partial<Record<ManaType, number>>): Spent {
  const out = { ...pool };
  for (const t of MANA_TYPES) {
    const want = checkAmount(amounts[t] ?? 0, `mana ${t} to spend`);
    if (want > pool[t]) {
      return {
        ok: false,
        error: { rule: 'mana.pool.spend', message: `Cannot spend ${want} {${t}} from the mana pool; it holds ${pool[t]}.` },
      };
    }
    out[t] = pool[t] - want;
  }
  return { ok: true, pool: out };
}

/**
 * CR 500.4: unspent mana empties from the pool as each step and phase ends.
 * The caller decides when that is; what was lost comes back for the log.
 */
export function emptyPool(pool: ManaPool): { readonly pool: ManaPool; readonly lost: ManaPool } {
  return { pool: EMPTY_POOL, lost: pool };
}

/** "{W}{W}{C}", or "nothing". */
export function formatPool(pool: ManaPool): string {
  const text = MANA_TYPES.map((t) => `{${t}}`.repeat(pool[t])).join('');
  return text === '' ? 'nothing' : text;
}
