import { refuse, type RuleError } from '../../../result';
import { nextInt, type RngState } from '../../../rng';
import { placeLabel, squareOf, withSquare, type Place } from './places';
import type { Board } from './schema';

/**
 * Turning a land up (frontier.reveal). The file never says which face-down
 * land lies where, so the land is drawn now, uniformly from the lands still
 * face down: the same chance a shuffled grid would have given.
 */

/** One land drawn from a sorted multiset: the card, the multiset without it, and the generator after. */
export function drawLand(faceDown: readonly string[], rng: RngState): { card: string; rest: string[]; rng: RngState } {
  if (faceDown.length === 0) throw new RangeError('no land is left face down to draw');
  const { value, rng: next } = nextInt(rng, faceDown.length);
  const rest = faceDown.slice();
  const [card] = rest.splice(value, 1);
  return { card: card!, rest, rng: next };
}

export type Revealed = { readonly ok: true; readonly board: Board; readonly rng: RngState; readonly card: string } | { readonly ok: false; readonly error: RuleError };

/** Turns up the face-down land at `place`; refused if there is none there. The creatures on it stay. */
export function reveal(board: Board, place: Place, rng: RngState): Revealed {
  const square = squareOf(board, place);
  if (!square) return refuse('frontier.reveal', `There is no place at ${placeLabel(place)}.`);
  if (square.land !== 'face-down') {
    return refuse('frontier.reveal', `The land at ${placeLabel(place)} is ${square.land === 'hole' ? 'destroyed' : 'already face up'}.`);
  }
  const drawn = drawLand(board.faceDown, rng);
  const next = withSquare(board, place, { land: 'face-up', card: drawn.card, creatures: square.creatures });
  return { ok: true, board: { ...next, faceDown: drawn.rest }, rng: drawn.rng, card: drawn.card };
}
