import type { ManaCost } from '../mana';
import { cardInfo, type CardInfo } from './card-db';
import type { CardRef } from './schema';
import type { Seat, Table } from './table';

/**
 * Delve (CR 702.66a): as a spell with delve is cast, its caster may exile
 * any number of cards from their graveyard, each paying for {1} of its
 * generic cost. Read here as a player at the table plays it almost always:
 * the spell delves as much of its generic cost as the graveyard allows,
 * and mana pays the rest. The cards go oldest first, and a card that works
 * from the graveyard (unearth, an ability used from there) last, so it
 * stays if it can. Only the spell's own mana cost is delved (not X, not a
 * madness cost).
 */

/** Whether a spell has delve. */
export function hasDelve(info: CardInfo): boolean {
  return info.rules.some((r) => r.is === 'delve');
}

/** The cost left to pay with mana once `seat` delves for spell `info` costing `cost`, and the cards it exiles for it. */
export function delved(t: Table, seat: Seat, info: CardInfo, cost: ManaCost): { readonly cost: ManaCost; readonly exile: readonly CardRef[] } {
  if (cost.generic === 0 || !hasDelve(info)) return { cost, exile: NONE };
  const graveyard = t.player(seat)?.graveyard ?? NONE;
  if (graveyard.length === 0) return { cost, exile: NONE };
  // A stable sort: oldest first, the cards that work from the graveyard after the rest.
  const exile = [...graveyard].sort((a, b) => worksFromGraveyard(a) - worksFromGraveyard(b)).slice(0, cost.generic);
  return { cost: reduced(cost, exile.length), exile };
}

const NONE: readonly CardRef[] = [];

function worksFromGraveyard(c: CardRef): number {
  return cardInfo(c.card).abilities.some((a) => a.kind === 'activated' && a.from === 'graveyard') ? 1 : 0;
}

// One reduced cost object per cost and amount: payments keep their answers by cost, so the same cost must be the same object.
const reductions = new WeakMap<ManaCost, ManaCost[]>();

function reduced(cost: ManaCost, by: number): ManaCost {
  let known = reductions.get(cost);
  if (!known) reductions.set(cost, (known = []));
  return (known[by] ??= { ...cost, generic: cost.generic - by });
}

/** Exiles the cards delved for a spell (as it is paid for), in one event naming them. */
export function exileDelved(t: Table, seat: Seat, spell: string, cards: readonly CardRef[]): void {
  if (cards.length === 0) return;
  const graveyard = t.zone(seat, 'graveyard');
  for (const c of cards) {
    const i = graveyard.findIndex((g) => g.id === c.id);
    if (i >= 0) t.zone(seat, 'exile').push(...graveyard.splice(i, 1));
  }
  t.emit({ type: 'delved', card: spell, cards: cards.map((c) => c.card) });
}
