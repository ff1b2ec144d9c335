import type { CardInfo } from './card-db';
import type { Permanent } from './schema';
import { hasKeyword, toughnessBeforePlace, toughnessOf } from './characteristics';
import { regenerated } from './effects';
import { infoAt, type Seat, type Table } from './table';
import { leave } from './zones';

/**
 * State-based actions (CR 704), checked after every action until none
 * applies: a creature with toughness 0 or less dies (704.5f), one with
 * lethal damage is destroyed unless indestructible (704.5g), and an Aura
 * attached to nothing goes to the graveyard (704.5m). Life at 0 and drawing
 * from an empty library (704.5a-b) end the game; the game layer reads them.
 */
export function checkStateBasedActions(t: Table): void {
  // Checked several times an action; nothing on the battlefield changed since the last check, nothing new to find.
  if (t.settledAsBefore()) return;
  // Until it finds something, the first pass need look only at what changed since the last check found nothing.
  let only = t.changedSinceSettled();
  for (let changed = true; changed; only = undefined) {
    changed = false;
    // The pass's own copy, and the card facts worked out for it once per change of who is there.
    const battlefield = [...t.s.battlefield];
    const known = t.cardInfos();
    for (let i = 0; i < battlefield.length; i++) {
      const p = battlefield[i]!;
      if (only && !changed && !only.includes(p)) continue;
      const info = infoAt(known, i, p);
      // An undamaged creature with toughness above 0 before the board's bonus (never negative) dies of neither rule below.
      if (info.creature && (p.damage > 0 || (!plainlyAlive(t, p, info) && toughnessBeforePlace(t, p) <= 0))) {
        const toughness = toughnessOf(t, p);
        if (toughness <= 0) {
          if (t.player(p.controller)) t.emit({ type: 'died', card: p.card, why: 'toughness' });
          leave(t, p.id, 'graveyard');
          changed = true;
          continue;
        }
        if (p.damage >= toughness && !hasKeyword(t, p, 'indestructible')) {
          // Lethal damage destroys (CR 704.5g), so a regeneration shield saves it.
          if (regenerated(t, p)) {
            changed = true;
            continue;
          }
          if (t.player(p.controller)) t.emit({ type: 'died', card: p.card, why: 'damage' });
          leave(t, p.id, 'graveyard');
          changed = true;
          continue;
        }
      }
      // CR 704.5n: Equipment attached to what has left stays on the battlefield, unattached.
      if (p.attachedTo !== undefined && !t.permanent(p.attachedTo) && info.abilities.some((a) => a.kind === 'equipment')) {
        const { attachedTo: _gone, ...rest } = p;
        t.update(p.id, () => rest);
        changed = true;
        continue;
      }
      // CR 704.5m: an Aura attached to nothing, or not attached at all (put onto the battlefield by hand), goes to the graveyard.
      if ((p.attachedTo !== undefined && !t.permanent(p.attachedTo)) || (p.attachedTo === undefined && info.aura)) {
        t.emit({ type: 'died', card: p.card, why: 'aura-alone' });
        leave(t, p.id, 'graveyard');
        changed = true;
      }
    }
  }
  t.markSettled();
}

/**
 * True when a creature's toughness before the board's bonus is surely above 0 without working it out: its printed
 * toughness is, nothing counts for it or changes it until end of turn, no counter is taken off it, and no static
 * ability is on the battlefield (the most common creature, asked after every action).
 */
function plainlyAlive(t: Table, p: Permanent, info: CardInfo): boolean {
  return !p.pumped && p.counters >= 0 && info.selfCounting.length === 0 && (info.def.toughness ?? 0) > 0 && t.staticSources().length === 0;
}

/** Why `seat` has lost (CR 704.5a-b), in its own words ("You had to draw…"), or undefined. */
export function isLost(t: Table, seat: Seat): string | undefined {
  const life = t.player(seat)?.life;
  const why = t.drewFromEmpty.includes(seat) ? 'You had to draw from an empty library.' : life !== undefined && life <= 0 ? `Your life fell to ${life}.` : undefined;
  // "You can't lose the game" (Platinum Angel): the loss waits until it is gone (CR 104.3, 704.5). Asked only of a seat that would lose: this runs after every action.
  return why !== undefined && controlsRule(t, seat, 'no-losing') ? undefined : why;
}

/** True when a permanent `seat` controls has this static rule. */
export function controlsRule(t: Table, seat: Seat, rule: string): boolean {
  return t.rulesControlled(seat).has(rule);
}
