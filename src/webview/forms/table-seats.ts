import type { FormCondition, SeatControl, SeatsFormDefaults, SeatsFormOffer } from '../../protocol/messages';

/**
 * A seats form's seats, read from its choices the same way wherever the form
 * needs them (drawn, checked, answered): how many there are, who plays each,
 * and the name of each one's deck field. A two-player form (no `seats`
 * range) has you and the player across, with the decks `deck` and `deck2`.
 */

/** Seat n's deck field, counting from 1: `deck` for the first, as the two-player forms name it, then `deck2`, `deck3`… */
export const seatDeckField = (n: number): string => (n === 1 ? 'deck' : `deck${n}`);

/** Seat n's control field, counting from 1. */
export const seatControlField = (n: number): string => `seat${n}`;

/** Whether a rule's value is as the condition says. */
export function holds(condition: FormCondition | undefined, choices: SeatsFormDefaults): condition is FormCondition {
  if (condition === undefined) return false;
  const value = choices[condition.rule];
  return Array.isArray(condition.is) ? condition.is.includes(value as never) : value === condition.is;
}

/** The number of players typed, when it is a whole number in the offer's range. */
export function validPlayers(offer: SeatsFormOffer, choices: SeatsFormDefaults): number | undefined {
  const n = choices.players;
  const range = offer.seats;
  return range && typeof n === 'number' && Number.isInteger(n) && n >= range.min && n <= range.max ? n : undefined;
}

/** The seats drawn: as many as typed, or (while the field holds something else) as many as the defaults. */
export function seatCount(offer: SeatsFormOffer, choices: SeatsFormDefaults): number {
  if (!offer.seats) return 2;
  return validPlayers(offer, choices) ?? validPlayers(offer, offer.defaults) ?? offer.seats.min;
}

/** Who plays seat n: the choice, or you at the first seat and the computer elsewhere. */
export function seatControl(choices: SeatsFormDefaults, n: number): SeatControl {
  const c = choices[seatControlField(n)];
  return c === 'you' || c === 'hotseat' || c === 'computer' ? c : n === 1 ? 'you' : 'computer';
}

/** The deck fields the form asks for: none for a game without decks or while the seats bring none, else one a seat. */
export function deckFields(offer: SeatsFormOffer, choices: SeatsFormDefaults): string[] {
  if (!offer.decks || holds(offer.seats?.noDecksWhen, choices)) return [];
  return Array.from({ length: seatCount(offer, choices) }, (_, i) => seatDeckField(i + 1));
}

/** "your", "the computer's", "player 2's", "seat 3's": whose deck a field is, for a line beside Start. */
export function whoseDeck(offer: SeatsFormOffer, choices: SeatsFormDefaults, field: string): string {
  const n = field === 'deck' ? 1 : Number(field.slice('deck'.length));
  if (!offer.seats) return n === 1 ? 'your' : choices.opponent === 'computer' ? "the computer's" : "player 2's";
  const control = seatControl(choices, n);
  return control === 'you' ? 'your' : `seat ${n}'s`;
}
