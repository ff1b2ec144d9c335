import { OPENING_HAND } from '../../magic/opening-hands';
import { fail, OK, type TableResult } from '../../magic/table';
import { drawCards } from '../../magic/zones';
import type { DuelSeat, DuelSetup } from './schema';
import { seatName, type DuelTable } from './seating';

/**
 * Opening hands with double draw (landless.double-draw.mulligan): a player
 * is dealt fourteen, keeps any seven and puts the rest on the bottom of the
 * library in the order they choose; a mulligan deals twelve and keeps six,
 * each further one two fewer, keeping half. The seats decide in turn order,
 * so their cards reach the bottom in turn order too. No scry for a smaller
 * hand: its player knows what went to the bottom.
 */

export const DOUBLE_DRAW_RULE = 'landless.double-draw.mulligan';
/** The most mulligans: the last deals two cards and keeps one. */
export const MAX_DOUBLE_MULLIGANS = OPENING_HAND - 1;

/** The cards dealt for a hand after `taken` mulligans. */
export function dealtFor(taken: number): number {
  return 2 * (OPENING_HAND - taken);
}

/** Keeps the hand dealt: the player puts half of it on the bottom, in the order they choose (the bottom question). */
export function keepDoubleHand(t: DuelTable, setup: DuelSetup, seat: DuelSeat): TableResult {
  const phase = t.s.phase;
  if (phase.type !== 'mulligan') return fail(DOUBLE_DRAW_RULE, 'The opening hands are kept already.');
  const hand = t.player(seat)!.hand.length;
  const keep = Math.ceil(hand / 2);
  t.emit({ type: 'note', text: `${seatName(setup, seat)} keeps ${keep} of ${hand} cards and puts ${hand - keep} on the bottom` });
  t.s.prompt = { type: 'bottom', count: hand - keep };
  t.s.promptSeat = seat;
  return OK;
}

/** A mulligan: the hand goes back into the library, and two fewer cards than last time are dealt. */
export function doubleMulligan(t: DuelTable, setup: DuelSetup, seat: DuelSeat): TableResult {
  const phase = t.s.phase;
  if (phase.type !== 'mulligan') return fail(DOUBLE_DRAW_RULE, 'The opening hands are kept already.');
  if (phase.taken >= MAX_DOUBLE_MULLIGANS) return fail(DOUBLE_DRAW_RULE, `${MAX_DOUBLE_MULLIGANS} mulligans taken: keep this hand.`);
  const library = t.library(seat);
  for (const card of t.player(seat)!.hand.splice(0)) library.cards.push(card.card);
  library.cards.sort();
  const taken = phase.taken + 1;
  drawCards(t, seat, dealtFor(taken));
  t.s.phase = { type: 'mulligan', seat, taken };
  t.emit({ type: 'note', text: `${seatName(setup, seat)} takes a mulligan and is dealt ${dealtFor(taken)}` });
  return OK;
}

/** Cards owed to the bottom after double draws: the first player owing is asked for them, once nothing else waits. */
export function askOwed(t: DuelTable): void {
  const owed = t.s.owed;
  if (!owed || owed.length === 0 || t.s.prompt || t.s.phase.type !== 'turn') return;
  const [first, ...rest] = owed;
  t.s.prompt = { type: 'bottom', count: first!.count };
  t.s.promptSeat = first!.seat;
  if (rest.length > 0) t.s.owed = rest;
  else delete t.s.owed;
}
