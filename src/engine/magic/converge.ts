import type { ManaCost, ManaType } from '../mana';
import { COLOURS } from '../colour';
import type { CardInfo } from './card-db';
import { manaSources, sacrificeSources } from './payments';
import type { Seat, Table } from './table';

/**
 * Converge (CR 702.119a): "the number of colors of mana spent to cast it".
 * The engine keeps no mana pool: a spell is paid by naming sources, each of
 * which makes one of the types it can. The colours spent are worked out
 * from those sources as the spell is cast, before they are used: the most
 * colours an assignment of one type to each source can spend while paying
 * the cost's coloured and colourless symbols (as a player paying for a
 * converge spell would choose its mana).
 */

export function hasConverge(info: CardInfo): boolean {
  return info.abilities.some((a) => a.kind === 'enters-with-counters' && a.count === 'converge');
}

/** The colours of the mana `tap` (the sources paying `cost` with X = `x`) can spend at most. */
export function coloursSpent(t: Table, seat: Seat, tap: readonly number[], cost: ManaCost, x: number): number {
  const known = new Map([...manaSources(t, seat, undefined, cost), ...sacrificeSources(t, seat)].map((s) => [s.id, s.produces]));
  const makes = tap.map((id) => [...new Set(known.get(String(id)) ?? ['C'])] as ManaType[]);
  return mostColours(makes, cost, x);
}

/** The most distinct colours among one type chosen from each source's `makes`, the cost's coloured and {C} symbols paid. */
export function mostColours(makes: readonly (readonly ManaType[])[], cost: ManaCost, x: number): number {
  void x;
  let best = 0;
  let budget = 50_000;
  const count: Record<ManaType, number> = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
  const pays = () => COLOURS.every((c) => count[c] >= cost.coloured[c]) && count.C >= cost.colourless;
  const go = (i: number): void => {
    if (budget-- <= 0) return;
    if (i === makes.length) {
      if (pays()) best = Math.max(best, COLOURS.filter((c) => count[c] > 0).length);
      return;
    }
    for (const m of makes[i]!) {
      count[m]++;
      go(i + 1);
      count[m]--;
    }
  };
  go(0);
  return best;
}
