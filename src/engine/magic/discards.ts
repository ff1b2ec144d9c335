import type { CardType } from '../cards/card';
import { manaValue } from '../mana';
import { cardInfo } from './card-db';
import { fail, OK, type Seat, type Table, type TableResult } from './table';
import { discardFromHand } from './zones';

/**
 * Discards another player's spell or ability makes (CR 701.8): "each
 * opponent discards a card", "target opponent discards a card", and
 * "target opponent reveals their hand. You choose a noncreature, nonland
 * card from it. That player discards that card."
 *
 * In a game of players the choice is a question (a `discard` prompt of the
 * player who discards, a `pickDiscard` prompt of the caster, who sees the
 * revealed hand), asked only when there is a choice: a player with no more
 * cards than they must discard discards them all at once. Several players
 * discarding for one card choose one after another in turn order (CR
 * 101.4, as a table does it). A seat whose choices the rules make
 * (Magic Crawl's encounter, which holds no hand), or a game already waiting
 * on another question, has the choice made by stated rules: the player who
 * discards keeps what it needs most (a land when its hand holds more lands
 * than other cards, else its nonland card of least mana value); the player
 * who chooses from a revealed hand takes the card of greatest mana value
 * among those allowed. Ties go to the name.
 */

export const DISCARD_RULE = 'mtg.701.8';

type Hand = readonly { readonly id: number; readonly card: string }[];

const byName = (a: { card: string }, b: { card: string }) => (a.card < b.card ? -1 : a.card > b.card ? 1 : 0);
const mv = (card: string) => manaValue(cardInfo(card).cost);

/** The card `hand`'s holder discards by its own rule, or undefined when it holds none. */
export function ownDiscard(hand: Hand): { id: number; card: string } | undefined {
  const lands = hand.filter((c) => cardInfo(c.card).land);
  const spells = hand.filter((c) => !cardInfo(c.card).land);
  if (lands.length > spells.length) return [...lands].sort(byName)[0];
  return [...spells].sort((a, b) => mv(a.card) - mv(b.card) || byName(a, b))[0] ?? [...lands].sort(byName)[0];
}

/** The cards of `hand` a player choosing from it may take: none of `notTypes`. */
export function allowedFromHand<C extends { readonly card: string }>(hand: readonly C[], notTypes: readonly CardType[] = []): C[] {
  return hand.filter((c) => !notTypes.some((ty) => cardInfo(c.card).def.types.includes(ty)));
}

/** The card a player choosing from a revealed hand takes: of none of `notTypes`, the greatest mana value. */
export function chosenFromHand(hand: Hand, notTypes: readonly CardType[] = []): { id: number; card: string } | undefined {
  return [...allowedFromHand(hand, notTypes)].sort((a, b) => mv(b.card) - mv(a.card) || byName(a, b))[0];
}

/** What a card's discard is: how many cards each player discards, the card asking, and (Duress) the caster who chooses from the revealed hand. */
export interface DiscardOrder {
  readonly amount: number;
  readonly card: string;
  readonly chooser?: { readonly caster: Seat; readonly notTypes?: readonly CardType[] };
}

/** `seats` each discard `order.amount` cards for `order.card`, in turn order: asked where there is a choice (see above). */
export function discardBy(t: Table, seats: readonly Seat[], order: DiscardOrder): void {
  const holders = seats.filter((seat) => t.player(seat));
  for (let i = 0; i < holders.length; i++) {
    const seat = holders[i]!;
    if (order.chooser) {
      pickFrom(t, seat, order.amount, order.card, order.chooser.caster, order.chooser.notTypes ?? []);
      continue;
    }
    const done = askToDiscard(t, seat, order.amount, order.card, holders.slice(i + 1));
    // Asked: the players after this one are in the question, and discard as it is answered.
    if (done === 'asked') return;
    if (done === 'rules') discardByRule(t, seat, order.amount);
  }
}

/**
 * Asks `seat` to discard up to `amount` for `card` (`later`: the others who
 * discard for it after), or discards the whole hand when that is all it
 * could choose. 'rules' when the rules choose instead.
 */
function askToDiscard(t: Table, seat: Seat, amount: number, card: string, later: readonly Seat[]): 'asked' | 'discarded' | 'rules' {
  if (t.seating.automatic(seat) || t.s.prompt) return 'rules';
  const hand = t.player(seat)!.hand;
  if (hand.length <= amount) {
    for (const c of [...hand]) discardFromHand(t, seat, c.id, 'effect');
    return 'discarded';
  }
  t.s.prompt = { type: 'discard', count: amount, effect: true, card, ...(later.length > 0 ? { next: { seats: [...later], amount } } : {}) };
  t.s.promptSeat = seat;
  return 'asked';
}

/** `seat` discards `amount` cards, each by its own rule. */
function discardByRule(t: Table, seat: Seat, amount: number): void {
  const zones = t.player(seat)!;
  for (let i = 0; i < amount; i++) {
    const card = ownDiscard(zones.hand);
    if (!card) return;
    discardFromHand(t, seat, card.id, 'effect');
  }
}

/** `seat` reveals its hand and `caster` chooses what it discards: asked, unless only one way is open. */
function pickFrom(t: Table, seat: Seat, amount: number, card: string, caster: Seat, notTypes: readonly CardType[]): void {
  const hand = t.player(seat)!.hand;
  t.emit({ type: 'handRevealed', seat, cards: hand.map((c) => c.card) });
  const allowed = allowedFromHand(hand, notTypes);
  if (allowed.length <= amount) {
    for (const c of allowed) discardFromHand(t, seat, c.id, 'effect');
    return;
  }
  if (!t.seating.automatic(caster) && !t.s.prompt) {
    t.s.prompt = { type: 'pickDiscard', card, seat, count: amount, ...(notTypes.length > 0 ? { notTypes: [...notTypes] } : {}) };
    t.s.promptSeat = caster;
    return;
  }
  for (let i = 0; i < amount; i++) {
    const chosen = chosenFromHand(t.player(seat)!.hand, notTypes);
    if (!chosen) return;
    discardFromHand(t, seat, chosen.id, 'effect');
  }
}

/** The answers to a waiting `pickDiscard`: each allowed card of the revealed hand. */
export function pickDiscardAnswers(t: Table): { type: 'discard'; card: number }[] {
  const prompt = t.s.prompt;
  if (prompt?.type !== 'pickDiscard') return [];
  return allowedFromHand(t.player(prompt.seat)?.hand ?? [], prompt.notTypes).map((c) => ({ type: 'discard', card: c.id }));
}

/**
 * One card chosen for a card's discard: from the chooser's own hand
 * (`discard`), or from the revealed hand (`pickDiscard`). The last answered,
 * the next player for the same card is asked, or discards at once when it
 * has no choice.
 */
export function answerEffectDiscard(t: Table, seat: Seat, id: number, seatName: (seat: Seat) => string, rule = DISCARD_RULE): TableResult {
  const prompt = t.s.prompt;
  if (prompt?.type === 'pickDiscard') {
    const hand = t.player(prompt.seat)?.hand ?? [];
    if (!hand.some((c) => c.id === id)) return fail(rule, `Card #${id} is not in ${seatName(prompt.seat)}'s hand.`);
    if (allowedFromHand(hand.filter((c) => c.id === id), prompt.notTypes).length === 0) {
      return fail(rule, `${prompt.card} may not take a ${prompt.notTypes!.join(' or ').toLowerCase()} card.`);
    }
    discardFromHand(t, prompt.seat, id, 'effect');
    const left = allowedFromHand(t.player(prompt.seat)!.hand, prompt.notTypes).length;
    t.s.prompt = prompt.count > 1 && left > 0 ? { ...prompt, count: prompt.count - 1 } : null;
    return OK;
  }
  if (prompt?.type !== 'discard' || !prompt.effect) return fail(rule, 'Nothing is to be discarded for a card now.');
  if (!t.inHand(seat, id)) return fail(rule, `Card #${id} is not in ${seatName(seat)}'s hand.`);
  discardFromHand(t, seat, id, 'effect');
  if (prompt.count > 1) {
    t.s.prompt = { ...prompt, count: prompt.count - 1 };
    return OK;
  }
  t.s.prompt = null;
  delete t.s.promptSeat;
  // The next players for the same card, those still in the game (each is one of this player's opponents).
  if (prompt.next && prompt.card) discardBy(t, prompt.next.seats.filter((s) => t.opponents(seat).includes(s)), { amount: prompt.next.amount, card: prompt.card });
  return OK;
}

/** The computer's answer to a waiting `pickDiscard`: the card of greatest mana value it may take (see chosenFromHand). */
export function botPickDiscardAnswer(t: Table): { type: 'discard'; card: number } | undefined {
  const prompt = t.s.prompt;
  if (prompt?.type !== 'pickDiscard') return undefined;
  const chosen = chosenFromHand(t.player(prompt.seat)?.hand ?? [], prompt.notTypes);
  return chosen && { type: 'discard', card: chosen.id };
}

const cards = (n: number) => `${n} card${n === 1 ? '' : 's'}`;

/** The discard question as the board asks it: "Discard 2 cards." in cleanup, "Mind Rot: discard 2 cards." for a card. */
export function discardText(prompt: { readonly count: number; readonly card?: string }): string {
  return prompt.card ? `${prompt.card}: discard ${cards(prompt.count)}.` : `Discard ${cards(prompt.count)}.`;
}

/** "Duress: North reveals their hand (Swamp, Shock, Giant Growth). Choose a noncreature, nonland card for North to discard." */
export function pickDiscardText(
  prompt: { readonly card: string; readonly count: number; readonly notTypes?: readonly CardType[] },
  whose: string,
  hand: readonly string[] = [],
): string {
  const kind = [...(prompt.notTypes ?? []).map((ty) => `non${ty.toLowerCase()}`), prompt.count === 1 ? 'card' : 'cards'].join(prompt.notTypes?.length ? ', ' : ' ').replace(/, (cards?)$/, ' $1');
  const shown = hand.length > 0 ? ` (${hand.join(', ')})` : '';
  return `${prompt.card}: ${whose} reveals their hand${shown}. Choose ${prompt.count === 1 ? 'a' : prompt.count} ${kind} for ${whose} to discard.`;
}
