import { madnessOf } from '../cards/abilities';
import { abilityCost, cardInfo } from './card-db';
import { castsOf } from './choices';
import { manaValue } from '../mana';
import { canPay } from './payments';
import type { CardRef, MagicAction, Prompt } from './schema';
import { fail, OK, type Seat, type Table, type TableResult } from './table';
import { automaticChoice, madnessTrigger } from './triggers';
import { cast, spellTarget } from './casting';

/**
 * Madness (CR 702.35a): "If you discard this card, discard it into exile.
 * When you do, cast it for its madness cost or put it into your graveyard."
 *
 * - The discard (zones.ts `discardFromHand`) puts the card into its owner's
 *   exile marked `madness: 'waiting'`. In a game that keeps a stack its
 *   trigger waits to go on it like any other; Magic Crawl, which has none,
 *   asks as soon as no other question is open (`askWaitingMadness`).
 * - As the trigger resolves, the card is marked `madness: 'cast'` and its
 *   owner is asked (a `madness` prompt): the answers are the ways to cast
 *   it for the madness cost, whatever the timing (casting.ts takes them),
 *   and "cancel", which puts it into the graveyard. When it cannot be cast
 *   at all (no way to pay, no legal target), it goes to the graveyard
 *   without a question, and the log says why.
 * - A seat whose choices the rules make casts it when it can.
 */

export const MADNESS_RULE = 'mtg.702.35a';

/** The madness cost of a card, as printed ("{1}{R}"), if it has madness. */
export function madnessCost(card: string): string | undefined {
  return madnessOf(cardInfo(card).abilities);
}

/**
 * A card with madness leaves `seat`'s hand as a discard: it goes to exile
 * instead of the graveyard, its trigger waiting. False (nothing done) for a
 * card without madness.
 */
export function discardIntoExile(t: Table, seat: Seat, card: CardRef): boolean {
  if (madnessCost(card.card) === undefined) return false;
  t.zone(seat, 'exile').push({ id: card.id, card: card.card, madness: 'waiting' });
  if (t.s.stack) madnessTrigger(t, seat, card);
  return true;
}

/**
 * A game with no stack (Magic Crawl): the first card of `seat`'s exile whose
 * madness trigger waits is resolved now, unless a question is open. True
 * when its owner is now asked.
 */
export function askWaitingMadness(t: Table, seat: Seat): boolean {
  if (t.s.prompt) return false;
  for (let c = waitingIn(t, seat); c; c = waitingIn(t, seat)) {
    t.emit({ type: 'triggered', card: c.card, madness: true });
    if (resolveMadness(t, seat, c.id)) return true;
  }
  return false;
}

function waitingIn(t: Table, seat: Seat): CardRef | undefined {
  return t.player(seat)?.exile.find((c) => c.madness === 'waiting');
}

/**
 * Madness's trigger resolves for card `id` of `seat`'s exile: its owner is
 * asked to cast it or not (true), or, when it cannot be cast or the rules
 * choose for the seat, it is cast or put into the graveyard at once (false).
 * A card no longer waiting in exile is left alone.
 */
export function resolveMadness(t: Table, seat: Seat, id: number): boolean {
  const exile = t.zone(seat, 'exile');
  const at = exile.findIndex((c) => c.id === id && c.madness === 'waiting');
  if (at < 0) return false;
  const card = exile[at]!;
  exile[at] = { ...card, madness: 'cast' };
  const cost = madnessCost(card.card)!;
  const casts = madnessCasts(t, seat, id);
  if (casts.length === 0) {
    putIntoGraveyard(t, seat, id, true);
    return false;
  }
  t.s.prompt = { type: 'madness', card: card.card, id, cost };
  // A game of players (one that keeps a stack) says whose question it is; Magic Crawl's are always yours.
  if (t.s.stack) t.s.promptSeat = seat;
  if (!t.seating.automatic(seat)) return true;
  const answer = botMadnessAnswer(t, seat);
  if (answer?.type === 'cast') cast(t, seat, answer);
  else declineMadness(t, seat, id);
  return false;
}

/** The ways to cast card `id` of `seat`'s exile for its madness cost now (none for a card not marked to be cast). */
export function madnessCasts(t: Table, seat: Seat, id: number): MagicAction[] {
  const card = madnessCard(t, seat, id);
  const cost = card && madnessCost(card.card);
  if (!card || !cost) return [];
  const out: MagicAction[] = [];
  castsOf(t, seat, card, undefined, abilityCost(cost), out);
  return out;
}

/** Card `id` of `seat`'s exile, if it may be cast for its madness cost now (its trigger has resolved). */
export function madnessCard(t: Table, seat: Seat, id: number): CardRef | undefined {
  const card = t.player(seat)?.exile.find((c) => c.id === id);
  return card?.madness === 'cast' ? card : undefined;
}

/** The answers to a madness question: each way to cast the card, and "cancel" (into the graveyard). */
export function madnessAnswers(t: Table, seat: Seat): MagicAction[] {
  const prompt = t.s.prompt;
  if (prompt?.type !== 'madness') return [];
  return [...madnessCasts(t, seat, prompt.id), { type: 'cancel' }];
}

/**
 * The madness question is answered by a cast (casting.ts): it is no longer
 * asked. Whose question is open stays as it was for the payment that may
 * follow; a variant forgets it once no question is open.
 */
export function madnessCastBegun(t: Table): void {
  if (t.s.prompt?.type === 'madness') t.s.prompt = null;
}

/**
 * "Cancel" while card `id` may be cast for its madness cost (its question,
 * or the payment for it): it goes to the graveyard. False when no madness
 * card is waiting on an answer.
 */
export function declineMadness(t: Table, seat: Seat, id: number): TableResult {
  if (!madnessCard(t, seat, id)) return fail(MADNESS_RULE, `Card #${id} is not waiting to be cast for its madness cost.`);
  if (t.s.prompt?.type === 'madness' || t.s.prompt?.type === 'pay') {
    t.s.prompt = null;
    delete t.s.promptSeat;
  }
  putIntoGraveyard(t, seat, id, false);
  return OK;
}

function putIntoGraveyard(t: Table, seat: Seat, id: number, unpayable: boolean): void {
  const exile = t.zone(seat, 'exile');
  const at = exile.findIndex((c) => c.id === id);
  if (at < 0) return;
  const [card] = exile.splice(at, 1);
  t.zone(seat, 'graveyard').push({ id: card!.id, card: card!.card });
  t.emit({ type: 'madnessDeclined', seat, card: card!.card, ...(unpayable ? { unpayable: true } : {}) });
}

/** What a cast adds to its label while madness asks: " for its madness cost {R}" (nothing at any other time). */
export function madnessCastWords(prompt: Prompt | null): string {
  return prompt?.type === 'madness' ? ` for its madness cost ${prompt.cost}` : '';
}

/** The label of "cancel" while madness asks ("Put Fiery Temper into your graveyard"), or undefined at any other time. */
export function madnessDeclineLabel(prompt: Prompt | null): string | undefined {
  return prompt?.type === 'madness' ? `Put ${prompt.card} into your graveyard (not cast)` : undefined;
}

/** "Fiery Temper (madness {R}): cast it for {R}, or put it into your graveyard." */
export function madnessText(prompt: Extract<Prompt, { type: 'madness' }>): string {
  return `${prompt.card} was discarded into exile (madness): cast it for ${prompt.cost}, whatever the time, or put it into your graveyard.`;
}

/**
 * The card a computer player discards first, of `cards` in `seat`'s hand:
 * one with madness whose madness cost it can pay now (the discard is then
 * a bargain, not a loss), the dearest of them; undefined when none is.
 */
export function madnessDiscard(t: Table, seat: Seat, cards: readonly CardRef[]): CardRef | undefined {
  let best: CardRef | undefined;
  let bestValue = -1;
  for (const c of cards) {
    const cost = madnessCost(c.card);
    if (!cost || !canPay(t, seat, abilityCost(cost), 0)) continue;
    const value = manaValue(cardInfo(c.card).cost);
    if (value > bestValue) [best, bestValue] = [c, value];
  }
  return best;
}

/** The discard a computer player makes first, of the discards `legal` offers: a madness card it can cast (madnessDiscard). */
export function madnessDiscardAnswer<A extends { readonly type: string }>(t: Table, seat: Seat, legal: readonly A[]): A | undefined {
  const offered = (id: number) => legal.find((a) => a.type === 'discard' && (a as { card?: number }).card === id);
  const mad = madnessDiscard(t, seat, t.player(seat)?.hand.filter((c) => offered(c.id)) ?? []);
  return mad ? offered(mad.id) : undefined;
}

/**
 * The computer's answer: cast it (the madness cost is the bargain it was
 * discarded for), at the target the rules would choose for a seat they
 * play; put it into the graveyard only when it cannot be cast.
 */
export function botMadnessAnswer(t: Table, seat: Seat): MagicAction | undefined {
  const prompt = t.s.prompt;
  if (prompt?.type !== 'madness') return undefined;
  return castOrCancel(t, seat, prompt.card, madnessCasts(t, seat, prompt.id));
}

/**
 * Of the ways to cast `card` that a question offers (madness, rebound), the
 * one a computer player takes: at the target the rules would choose for a
 * seat they play; "cancel" when there is none.
 */
export function castOrCancel(t: Table, seat: Seat, card: string, casts: readonly MagicAction[]): MagicAction {
  if (casts.length === 0) return { type: 'cancel' };
  const spec = spellTarget(cardInfo(card));
  const targets = casts.flatMap((c) => (c.type === 'cast' && c.target !== undefined ? [c.target] : []));
  if (!spec || targets.length === 0) return casts[0]!;
  const effects = cardInfo(card).abilities.flatMap((a) => (a.kind === 'spell' ? a.effects : []));
  const target = automaticChoice(t, seat, targets, spec, effects);
  return casts.find((c) => c.type === 'cast' && c.target === target) ?? casts[0]!;
}
