import type { CardType } from '../cards/card';
import { manaValue } from '../mana';
import { cardInfo } from './card-db';
import type { Seat, Table } from './table';
import { discardFromHand } from './zones';

/**
 * Discards another player's spell or ability makes (CR 701.8): "each
 * opponent discards a card", "target opponent discards a card", and
 * "target opponent reveals their hand. You choose a noncreature, nonland
 * card from it. That player discards that card."
 *
 * The engine chooses by stated rules, the same for every seat. The player
 * who discards keeps what it needs most: a land when its hand holds more
 * lands than other cards, else its nonland card of least mana value. The
 * player who chooses from a revealed hand takes the card of greatest mana
 * value among those allowed. Ties go to the name.
 */

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

/** The card a player choosing from a revealed hand takes: of none of `notTypes`, the greatest mana value. */
export function chosenFromHand(hand: Hand, notTypes: readonly CardType[] = []): { id: number; card: string } | undefined {
  const allowed = hand.filter((c) => !notTypes.some((ty) => cardInfo(c.card).def.types.includes(ty)));
  return [...allowed].sort((a, b) => mv(b.card) - mv(a.card) || byName(a, b))[0];
}

/** `seat` discards `amount` cards, each by its own rule, or (`chooser`) the one the caster chooses from its revealed hand. */
export function discardBy(t: Table, seat: Seat, amount: number, chooser?: { notTypes?: readonly CardType[] }): void {
  const zones = t.player(seat);
  // A seat without a hand (Magic Crawl's encounter) discards nothing.
  if (!zones) return;
  if (chooser) t.emit({ type: 'note', text: `${seat} reveals their hand: ${zones.hand.length === 0 ? 'no cards' : zones.hand.map((c) => c.card).join(', ')}` });
  for (let i = 0; i < amount; i++) {
    const card = chooser ? chosenFromHand(zones.hand, chooser.notTypes) : ownDiscard(zones.hand);
    if (!card) return;
    discardFromHand(t, seat, card.id, 'effect');
  }
}
