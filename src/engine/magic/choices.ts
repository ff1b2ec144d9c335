import { abilityCost, cardInfo, type CardInfo } from './card-db';
import { canUseTap } from './characteristics';
import { sacrificeChoices, spellTarget } from './casting';
import { canPay, maxX } from './payments';
import type { MagicAction, TargetRef } from './schema';
import type { Seat, Table } from './table';
import { legalTargets } from './targets';
import type { ManaCost } from '../mana';

/**
 * What a seat could cast or activate now, as actions: one per distinct card
 * name in hand, target and X (copies of a card are the same choice), and one
 * per ability, target, X and sacrifice. Bots, tests and the playmat list
 * them; the rules check each again when it is taken.
 */

/** Castable spells, one action per distinct card name, target and X. */
export function castChoices(t: Table, seat: Seat, speed: 'sorcery' | 'instant', skip: (info: CardInfo) => boolean = () => false): MagicAction[] {
  const out: MagicAction[] = [];
  const seen = new Set<string>();
  for (const c of t.player(seat)?.hand ?? []) {
    const info = cardInfo(c.card);
    if (info.land || skip(info) || seen.has(c.card)) continue;
    if (!info.instant && !info.def.keywords.includes('flash') && speed !== 'sorcery') continue;
    seen.add(c.card);
    const xs = xValues(t, seat, info.cost);
    if (xs.length === 0) continue;
    const spec = spellTarget(info);
    const targets: (TargetRef | undefined)[] = spec ? legalTargets(t, spec, info.def.colours, { controller: seat }) : [undefined];
    for (const target of targets) {
      for (const x of xs) {
        out.push({ type: 'cast', card: c.id, ...(target !== undefined ? { target } : {}), ...(x !== undefined ? { x } : {}) });
      }
    }
  }
  return out;
}

/** Activatable abilities of `seat`'s permanents and graveyard, one action per target, X and sacrifice. */
export function abilityChoices(t: Table, seat: Seat): MagicAction[] {
  const out: MagicAction[] = [];
  for (const p of t.controlledBy(seat)) {
    const info = cardInfo(p.card);
    info.abilities.forEach((a, ability) => {
      if (a.kind !== 'activated' || a.from === 'graveyard') return;
      if (a.cost.tap && !canUseTap(t, p)) return;
      const exclude = a.cost.tap ? p.id : undefined;
      const cost = a.cost.mana ? abilityCost(a.cost.mana) : undefined;
      const xs: (number | undefined)[] = cost ? xValues(t, seat, cost, exclude) : [undefined];
      if (xs.length === 0) return;
      const targets: (TargetRef | undefined)[] = a.target ? legalTargets(t, a.target, info.def.colours, { id: p.id, controller: seat }) : [undefined];
      // "You may put a creature card from your hand": choosing none is an option too.
      if (a.target?.kind === 'card-in-hand') targets.push(undefined);
      const victims = sacrificeChoices(t, seat, a.cost.sacrificeA, a.cost.sacrificeLand);
      for (const target of targets) {
        for (const x of xs) {
          for (const sacrifice of victims) {
            const extra = { ...(target !== undefined ? { target } : {}), ...(x !== undefined ? { x } : {}), ...(sacrifice !== undefined ? { sacrifice } : {}) };
            out.push({ type: 'activate', card: p.id, ability, ...extra });
          }
        }
      }
    });
  }
  return [...out, ...graveyardAbilities(t, seat)];
}

/** Abilities of cards in your graveyard that work from there (mana costs only, no target). */
function graveyardAbilities(t: Table, seat: Seat): MagicAction[] {
  const out: MagicAction[] = [];
  for (const c of t.player(seat)?.graveyard ?? []) {
    cardInfo(c.card).abilities.forEach((a, ability) => {
      if (a.kind !== 'activated' || a.from !== 'graveyard' || a.target) return;
      const cost = a.cost.mana ? abilityCost(a.cost.mana) : undefined;
      if (cost && (cost.x > 0 || !canPay(t, seat, cost, 0))) return;
      out.push({ type: 'activate', card: c.id, ability });
    });
  }
  return out;
}

/** The values of X worth listing: none needed (undefined), or 1 up to the most you can pay. */
function xValues(t: Table, seat: Seat, cost: ManaCost, exclude?: number): (number | undefined)[] {
  if (cost.x === 0) return canPay(t, seat, cost, 0, exclude) ? [undefined] : [];
  const most = maxX(t, seat, cost, exclude);
  const out: number[] = [];
  for (let x = 1; x <= most; x++) out.push(x);
  return out;
}
