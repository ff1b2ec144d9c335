import { refuse, type RuleError } from '../../../result';
import type { RngState } from '../../../rng';
import { placeLabel, squareOf, withSquare, type Place } from './places';
import { drawLand } from './reveal';
import type { Board } from './schema';

/**
 * Land destruction (frontier.land.destroyed): the land goes to the land
 * graveyard and its place becomes a hole. A creature on it stays there;
 * nothing moves onto a hole, so a creature that leaves it cannot come back.
 * Sacrificing a land works the same way (the rules layer picks one the
 * seat controls).
 */

export type Destroyed =
  | { readonly ok: true; readonly board: Board; readonly rng: RngState; readonly card: string }
  | { readonly ok: false; readonly error: RuleError };

/**
 * Destroys the land at `place`. A face-down land is named as it goes (drawn
 * from the face-down lands, as turning it up would): the land graveyard is
 * public.
 */
export function destroyLand(board: Board, place: Place, rng: RngState): Destroyed {
  const square = squareOf(board, place);
  if (!square) return refuse('frontier.land.destroyed', `There is no place at ${placeLabel(place)}.`);
  if (square.land === 'hole') return refuse('frontier.land.destroyed', `The land at ${placeLabel(place)} is already destroyed.`);
  let card: string;
  let faceDown = board.faceDown;
  let next = rng;
  if (square.land === 'face-down') {
    const drawn = drawLand(board.faceDown, rng);
    card = drawn.card;
    faceDown = drawn.rest;
    next = drawn.rng;
  } else card = square.card;
  const holed = withSquare(board, place, { land: 'hole', creatures: square.creatures });
  return { ok: true, board: { ...holed, faceDown, graveyard: [...board.graveyard, card] }, rng: next, card };
}
