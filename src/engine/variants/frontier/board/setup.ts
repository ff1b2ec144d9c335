import { refuse, type RuleError } from '../../../result';
import { nextInt, type RngState } from '../../../rng';
import { edgeOf, nearestRow, placeLabel, squareOf, whereIs, withSquare, type Place } from './places';
import type { Board, Square } from './schema';

/**
 * Laying out the continent (frontier.setup): both decks' lands shuffled
 * together and laid face down in columns of five, west to east; the lands
 * of an incomplete last column are out of the game.
 */

/** Five rows: the lands are laid in columns of five. */
export const FRONTIER_ROWS = 5;

export type BoardSetup =
  | { readonly ok: true; readonly board: Board; readonly rng: RngState; readonly outOfGame: readonly string[] }
  | { readonly ok: false; readonly error: RuleError };

/**
 * A new board from the seats (north sits by row 0) and the lands of each
 * deck. The shuffle decides only which lands fall in the incomplete last
 * column: the rest lie face down and are named when turned up, so the file
 * keeps them as a multiset.
 */
export function setupBoard(seats: { readonly north: string; readonly south: string }, decksLands: readonly (readonly string[])[], rng: RngState): BoardSetup {
  if (seats.north === seats.south) return refuse('frontier.setup', 'The two players need seats of their own.');
  const lands = decksLands.flat();
  const cols = Math.floor(lands.length / FRONTIER_ROWS);
  if (cols < 1) {
    return refuse('frontier.setup', `The decks hold ${lands.length} lands between them; a board needs at least ${FRONTIER_ROWS}, one column of five.`);
  }
  // Fisher–Yates, seeded: the last lands of the shuffled pile are the remainder.
  let state = rng;
  for (let i = lands.length - 1; i > 0; i--) {
    const drawn = nextInt(state, i + 1);
    state = drawn.rng;
    const j = drawn.value;
    [lands[i], lands[j]] = [lands[j]!, lands[i]!];
  }
  const laid = cols * FRONTIER_ROWS;
  const outOfGame = lands.slice(laid).sort();
  const faceDown = lands.slice(0, laid).sort();
  const grid = Array.from({ length: FRONTIER_ROWS }, () => Array.from({ length: cols }, (): Square => ({ land: 'face-down', creatures: [] })));
  const board: Board = {
    rows: FRONTIER_ROWS,
    cols,
    grid,
    faceDown,
    graveyard: [],
    outOfGame,
    sides: { north: { seat: seats.north, home: [] }, south: { seat: seats.south, home: [] } },
    moved: [],
  };
  return { ok: true, board, rng: state, outOfGame };
}

/**
 * The first token (frontier.setup.token): each player puts a 1/1 token on
 * a face-down land of their nearest row, with nobody on it. The land is
 * turned up at the start of that player's first main phase (`reveal`).
 */
export function placeFirstToken(board: Board, seat: string, id: number, place: Place): { ok: true; board: Board } | { ok: false; error: RuleError } {
  const edge = edgeOf(board, seat);
  if (!edge) return refuse('frontier.setup.token', `No player sits at the seat "${seat}".`);
  const square = squareOf(board, place);
  if (whereIs(board, id)) return refuse('frontier.setup.token', `Creature ${id} is already on the board.`);
  if (!square) return refuse('frontier.setup.token', `There is no place at ${placeLabel(place)}.`);
  if (place.row !== nearestRow(board, edge)) return refuse('frontier.setup.token', 'The first token goes on a land of your nearest row.');
  if (square.land !== 'face-down') return refuse('frontier.setup.token', 'The first token goes on a face-down land.');
  if (square.creatures.length > 0) return refuse('frontier.setup.token', `A creature already stands at ${placeLabel(place)}.`);
  return { ok: true, board: withSquare(board, place, { ...square, creatures: [id] }) };
}
