import type { Board, Edge, Square } from './schema';

/**
 * Places on the grid and the small facts about them every rule asks: what
 * is on a place, where a creature stands, which edge is whose. Row 0 is the
 * north edge and column 0 the west edge, as the playmat's square grid has it
 * (src/protocol/table-view.ts, GridPlace).
 */

/** A place of the grid. */
export interface Place {
  readonly row: number;
  readonly col: number;
}

/** Where a creature of the board is: on a place, or in a seat's home row (which is not part of the grid). */
export type Where = { readonly kind: 'place'; readonly place: Place } | { readonly kind: 'home'; readonly edge: Edge };

/** The four directions a creature moves, scouts and attacks in, clockwise from north. */
export const DIRECTIONS = [
  { dRow: -1, dCol: 0, name: 'north' },
  { dRow: 0, dCol: 1, name: 'east' },
  { dRow: 1, dCol: 0, name: 'south' },
  { dRow: 0, dCol: -1, name: 'west' },
] as const;

export type Direction = (typeof DIRECTIONS)[number];

export function inGrid(board: Pick<Board, 'rows' | 'cols'>, row: number, col: number): boolean {
  return row >= 0 && col >= 0 && row < board.rows && col < board.cols;
}

/** The square at a place; the caller has made sure the place is on the grid. */
export function squareAt(board: Board, row: number, col: number): Square {
  return board.grid[row]![col]!;
}

/** The square at a place, or undefined off the grid. */
export function squareOf(board: Board, place: Place): Square | undefined {
  return inGrid(board, place.row, place.col) ? board.grid[place.row]![place.col] : undefined;
}

export function samePlace(a: Place, b: Place): boolean {
  return a.row === b.row && a.col === b.col;
}

/** "row 2, column 5": counted from 1, from the north and the west, as a player counts. */
export function placeLabel(p: Place): string {
  return `row ${p.row + 1}, column ${p.col + 1}`;
}

/** The orthogonal neighbours of a place that are on the grid, clockwise from north. */
export function neighbours(board: Pick<Board, 'rows' | 'cols'>, p: Place): Place[] {
  const out: Place[] = [];
  for (const d of DIRECTIONS) {
    const row = p.row + d.dRow;
    const col = p.col + d.dCol;
    if (inGrid(board, row, col)) out.push({ row, col });
  }
  return out;
}

/** The direction from a place to an orthogonal neighbour, or undefined if `b` is not one. */
export function directionBetween(a: Place, b: Place): Direction | undefined {
  const dRow = b.row - a.row;
  const dCol = b.col - a.col;
  return DIRECTIONS.find((d) => d.dRow === dRow && d.dCol === dCol);
}

// ── Seats and edges ──────────────────────────────────────────────────────

export function edgeOf(board: Board, seat: string): Edge | undefined {
  if (board.sides.north.seat === seat) return 'north';
  if (board.sides.south.seat === seat) return 'south';
  return undefined;
}

export function otherEdge(edge: Edge): Edge {
  return edge === 'north' ? 'south' : 'north';
}

/** The row nearest a seat's edge: row 0 for the north seat, the last row for the south seat. */
export function nearestRow(board: Board, edge: Edge): number {
  return edge === 'north' ? 0 : board.rows - 1;
}

/** The seat across the grid from `seat`, or undefined if `seat` does not sit at it. */
export function opponentOf(board: Board, seat: string): string | undefined {
  const edge = edgeOf(board, seat);
  return edge ? board.sides[otherEdge(edge)].seat : undefined;
}

// ── Where the creatures are ──────────────────────────────────────────────

/**
 * Each grid's creature index: id → row * cols + col. A grid is never changed
 * in place (every update makes a new one), so an index built once serves
 * every question asked of that grid; the bot asks thousands.
 */
const indexes = new WeakMap<readonly (readonly Square[])[], Map<number, number>>();

function creatureIndex(board: Board): Map<number, number> {
  let index = indexes.get(board.grid);
  if (!index) {
    index = new Map();
    for (let row = 0; row < board.grid.length; row++) {
      const squares = board.grid[row]!;
      for (let col = 0; col < squares.length; col++) {
        for (const id of squares[col]!.creatures) index.set(id, row * board.cols + col);
      }
    }
    indexes.set(board.grid, index);
  }
  return index;
}

/** The place a creature stands on, or undefined if it is not on the grid. */
export function placeOf(board: Board, id: number): Place | undefined {
  const at = creatureIndex(board).get(id);
  return at === undefined ? undefined : { row: Math.floor(at / board.cols), col: at % board.cols };
}

/** The edge whose home row holds a creature, or undefined. */
export function homeOf(board: Board, id: number): Edge | undefined {
  if (board.sides.north.home.includes(id)) return 'north';
  if (board.sides.south.home.includes(id)) return 'south';
  return undefined;
}

/** Every creature standing on the grid, as id → row * cols + col (read only: shared by every question asked of the grid). */
export function creaturesOnGrid(board: Board): ReadonlyMap<number, number> {
  return creatureIndex(board);
}

/** Where a creature is: on a place, in a home row, or (undefined) not on the board at all. */
export function whereIs(board: Board, id: number): Where | undefined {
  const place = placeOf(board, id);
  if (place) return { kind: 'place', place };
  const edge = homeOf(board, id);
  return edge ? { kind: 'home', edge } : undefined;
}

/** The creatures sharing a creature's place, itself included (its stack); just itself in a home row. */
export function stackOf(board: Board, id: number): readonly number[] {
  const place = placeOf(board, id);
  return place ? squareAt(board, place.row, place.col).creatures : [id];
}

export function hasMoved(board: Board, id: number): boolean {
  return sortedIncludes(board.moved, id);
}

// ── Updating (each update makes a new board; nothing is changed in place) ─

/** A board with the square at `place` replaced. */
export function withSquare(board: Board, place: Place, square: Square): Board {
  const grid = board.grid.slice();
  const row = grid[place.row]!.slice();
  row[place.col] = square;
  grid[place.row] = row;
  return { ...board, grid };
}

/** A board with a seat's home row replaced. */
export function withHome(board: Board, edge: Edge, home: readonly number[]): Board {
  return { ...board, sides: { ...board.sides, [edge]: { ...board.sides[edge], home: [...home] } } };
}

/** A square with other creatures on it and the same land. */
export function withCreatures(square: Square, creatures: readonly number[]): Square {
  return { ...square, creatures: [...creatures] };
}

/** The moved list with ids added, kept in increasing order without repeats. */
export function addMoved(moved: readonly number[], ids: readonly number[]): number[] {
  const out = moved.slice();
  for (const id of ids) {
    if (sortedIncludes(out, id)) continue;
    let i = out.length;
    while (i > 0 && out[i - 1]! > id) i--;
    out.splice(i, 0, id);
  }
  return out;
}

function sortedIncludes(sorted: readonly number[], id: number): boolean {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = sorted[mid]!;
    if (v === id) return true;
    if (v < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}
