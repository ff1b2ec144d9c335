import type { Colour } from '../../colour';
import type { FrontierSeat } from './schema';

/** The seats as the log and the playmat name them. */
export function seatName(seat: string): string {
  return seat === 'south' ? 'South' : seat === 'north' ? 'North' : seat;
}

/**
 * The 1/1 token of each colour a player may choose for their first token
 * (and gets free when they have no creature): tokens of the card pool.
 */
export const FIRST_TOKENS: Record<Colour, string> = {
  W: 'Soldier (token)',
  U: 'Merfolk (token)',
  B: 'Rat (token)',
  R: 'Goblin (token)',
  G: 'Insect (token)',
};

export function tokenFor(colour: Colour): string {
  return FIRST_TOKENS[colour];
}

export const COLOUR_WORDS: Record<Colour, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

export type { FrontierSeat };
