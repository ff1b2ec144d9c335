import type { FormCondition, SeatControl, SeatsFormDefaults, SeatsFormOffer } from '../../protocol/messages';

/**
 * A seats form's seats, read from its choices the same way wherever the form
 * needs them (drawn, checked, answered): how many there are, who plays each,
 * and the name of each one's deck field. A two-player form (no `seats`
 * range) has you and the player across, with the decks `deck` and `deck2`.
 */

/** Seat n's deck field, counting from 1: `deck` for the first, as the two-player forms name it, then `deck2`, `deck3`… */
export const seatDeckField = (n: number): string => (n === 1 ? 'deck' : `deck${n}`);

/** Seat n's name field, counting from 1 (a person's seat: the computer's are numbered). */
export const seatNameField = (n: number): string => `name${n}`;

/** The longest name a seat may be given (the host's answer schema says the same). */
export const SEAT_NAME_MAX = 30;

/** The name typed for seat n, trimmed; undefined while it is empty or the seat is the computer's. */
export function seatName(choices: SeatsFormDefaults, n: number): string | undefined {
  if (seatControl(choices, n) === 'computer') return undefined;
  const typed = choices[seatNameField(n)];
  return typeof typed === 'string' && typed.trim() !== '' ? typed.trim() : undefined;
}

/** The name seat n plays under: the one typed, else "Player n" for a person and "Computer k" for the computer's k-th seat. */
export function seatShownName(choices: SeatsFormDefaults, n: number): string {
  const typed = seatName(choices, n);
  if (typed) return typed;
  if (seatControl(choices, n) !== 'computer') return `Player ${n}`;
  let k = 0;
  for (let i = 1; i <= n; i++) if (seatControl(choices, i) === 'computer') k++;
  return `Computer ${k}`;
}

/** Why the seats' names cannot be played with (too long, or two the same), or undefined. */
export function seatNamesProblem(offer: SeatsFormOffer, choices: SeatsFormDefaults): string | undefined {
  const seen = new Map<string, number>();
  for (let n = 1; n <= seatCount(offer, choices); n++) {
    const typed = seatName(choices, n);
    if (typed && typed.length > SEAT_NAME_MAX) return `Seat ${n}'s name is ${typed.length} characters long: ${SEAT_NAME_MAX} at most.`;
    const name = seatShownName(choices, n);
    const before = seen.get(name.toLowerCase());
    if (before !== undefined) return `Seats ${before} and ${n} are both called ${name}: give each player a name of their own.`;
    seen.set(name.toLowerCase(), n);
  }
  return undefined;
}

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
