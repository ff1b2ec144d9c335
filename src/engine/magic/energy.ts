import type { PlayerZones } from './schema';
import type { Seat, Table } from './table';

/**
 * Energy (CR 107.14, 122.1): a kind of counter a player has. "You get {E}{E}"
 * gives the controller two; "Pay {E}{E}" spends two, and is refused when the
 * player has fewer. A player's zones keep the count as `energy`, absent when
 * it is 0 (so saved games from before energy, and games that never see it,
 * are written as they were).
 */

/** How much energy a player's zones hold (0 when the field is absent). */
export function energyIn(zones: Pick<PlayerZones, 'energy'> | undefined): number {
  return zones?.energy ?? 0;
}

/** How much energy `seat` has; a seat without zones (Magic Crawl's encounter) has none. */
export function energyOf(t: Table, seat: Seat): number {
  return energyIn(t.player(seat));
}

/** `seat` gets `amount` energy; a seat without zones gets none. */
export function getEnergy(t: Table, seat: Seat, amount: number): void {
  const zones = t.player(seat);
  if (!zones || amount <= 0) return;
  zones.energy = energyIn(zones) + amount;
  t.emit({ type: 'energy', amount, total: zones.energy });
}

/** `seat` pays `amount` energy if it has that much; returns whether it did. */
export function payEnergy(t: Table, seat: Seat, amount: number): boolean {
  const zones = t.player(seat);
  if (!zones || energyIn(zones) < amount) return false;
  const left = energyIn(zones) - amount;
  if (left > 0) zones.energy = left;
  else delete zones.energy;
  t.emit({ type: 'energy', amount: -amount, total: left });
  return true;
}

/** The refusal when `seat` is short: "Pay {E}{E}" needs 2 energy and you have 1. */
export function energyShortfall(t: Table, seat: Seat, amount: number, what: string): string | undefined {
  const have = energyOf(t, seat);
  return have >= amount ? undefined : `${what} costs ${amount} energy ({E}) and you have ${have}.`;
}

/** For a text view, after a player's life: ", energy 3", or nothing when they have none. */
export function energyWords(zones: Pick<PlayerZones, 'energy'>): string {
  const n = energyIn(zones);
  return n > 0 ? `, energy ${n}` : '';
}
