import { refuse } from '../../../result';
import type { RngState } from '../../../rng';
import { DIRECTIONS, inGrid, placeLabel, placeOf, squareAt, type Place } from './places';
import { reveal, type Revealed } from './reveal';
import type { Board } from './schema';

/**
 * Scouting (frontier.scout): a creature on the board turns up a face-down
 * land north, south, east or west of it. Tapping it, and whether it may
 * (untapped, not summoning sick, in its controller's main phase), is the
 * rules layer's business; the board gives the places and turns the land up.
 */

/** The face-down lands next to the creature, clockwise from north; none if it is not on the grid. */
export function scoutPlaces(board: Board, id: number): Place[] {
  const at = placeOf(board, id);
  const out: Place[] = [];
  if (!at) return out;
  for (const d of DIRECTIONS) {
    const row = at.row + d.dRow;
    const col = at.col + d.dCol;
    if (inGrid(board, row, col) && squareAt(board, row, col).land === 'face-down') out.push({ row, col });
  }
  return out;
}

/** Turns up the land a creature scouts; refused unless it is a face-down land next to the creature. */
export function scout(board: Board, id: number, place: Place, rng: RngState): Revealed {
  const at = placeOf(board, id);
  if (!at) return refuse('frontier.scout', 'Only a creature on the board scouts; one in the home row cannot.');
  if (Math.abs(at.row - place.row) + Math.abs(at.col - place.col) !== 1) {
    return refuse('frontier.scout', `A creature scouts a land north, south, east or west of it; ${placeLabel(place)} is not next to it.`);
  }
  if (!inGrid(board, place.row, place.col) || squareAt(board, place.row, place.col).land !== 'face-down') {
    return refuse('frontier.scout', `There is no face-down land at ${placeLabel(place)} to scout.`);
  }
  return reveal(board, place, rng);
}
