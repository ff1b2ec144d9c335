import { OPENING_HAND } from '../../magic/opening-hands';
import { fail, OK, type TableResult } from '../../magic/table';
import { drawCards } from '../../magic/zones';
import type { DuelSeat, DuelSetup } from './schema';
import { isOut, seatName, type DuelTable } from './seating';

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

/** The rule a card put on the bottom after a double draw answers to. */
export const DOUBLE_DRAW_DRAW_RULE = 'landless.double-draw.draw';

/**
 * Cards owed to the bottom after double draws: the first player owing is
 * asked for them, once nothing else waits, and chooses among the cards
 * those draws brought (`drawn`). A drawn card that has left the hand since
 * (discarded by the same spell, say) is no longer among them; a debt with
 * fewer of them left than it counts asks only for those left. A debt saved
 * before the drawn cards were kept names none: any card of the hand.
 */
export function askOwed(t: DuelTable): void {
  for (;;) {
    const owed = t.s.owed;
    if (!owed || owed.length === 0 || t.s.prompt || t.s.phase.type !== 'turn') return;
    const [first, ...rest] = owed;
    if (rest.length > 0) t.s.owed = rest;
    else delete t.s.owed;
    // A player who has left owes nothing: their cards left with them.
    if (isOut(t.s, first!.seat)) continue;
    const hand = t.player(first!.seat)?.hand ?? [];
    const drawn = first!.cards?.filter((id) => hand.some((c) => c.id === id));
    const count = drawn ? Math.min(first!.count, drawn.length) : first!.count;
    if (count === 0) continue;
    t.s.prompt = { type: 'bottom', count };
    t.s.promptSeat = first!.seat;
    if (drawn) t.s.drawn = drawn;
    return;
  }
}

/** The cards a player may put on the bottom now, in the game: the ones their draw brought (undefined: any card of the hand, as in games saved before). */
export function bottomChoices(t: DuelTable): readonly number[] | undefined {
  return t.s.phase.type === 'turn' ? t.s.drawn : undefined;
}

/**
 * A card put on the bottom of the library after a double draw
 * (landless.double-draw.draw): one of the cards the draw brought, still in
 * hand; after the last one owed, the game goes on.
 */
export function bottomDrawn(t: DuelTable, setup: DuelSetup, seat: DuelSeat, id: number): TableResult {
  const prompt = t.s.prompt;
  if (!prompt || prompt.type !== 'bottom') return fail(DOUBLE_DRAW_DRAW_RULE, 'Nothing is to go on the bottom of a library now.');
  const drawn = t.s.drawn;
  if (drawn && !drawn.includes(id)) {
    return fail(DOUBLE_DRAW_DRAW_RULE, `${seatName(setup, seat)} puts on the bottom one of the cards just drawn (${drawn.map((d) => t.inHand(seat, d)?.card ?? `#${d}`).join(', ')}), not another card of the hand.`);
  }
  const card = t.takeFromHand(seat, id);
  if (!card) return fail(DOUBLE_DRAW_DRAW_RULE, `Card #${id} is not in ${seatName(setup, seat)}'s hand.`);
  t.library(seat).bottom.push(card.card);
  t.emit({ type: 'bottomed', card: card.card });
  if (prompt.count > 1) {
    t.s.prompt = { type: 'bottom', count: prompt.count - 1 };
    if (drawn) t.s.drawn = drawn.filter((d) => d !== id);
    return OK;
  }
  t.s.prompt = null;
  delete t.s.drawn;
  return OK;
}
