import { GRID_DIRECTIONS, type Cell } from '../../../grid';
import { SIDES, TILE_SIZE, type Edge, type Side, type SquareChar, type TileDef } from './schema';

/**
 * The geometry of tiles and of the dungeon they make: which squares of a
 * tile are open, where its edges open, what can be reached from where. The
 * content checks use it, and so will the rules. Squares are addressed
 * (x, y) with x to the east and y to the south, as in src/engine/grid.ts.
 */

/** The squares of an edge that are open: its middle (gate) or its middle three (wide). */
export function edgeOpenings(edge: Edge): number[] {
  const mid = (TILE_SIZE - 1) / 2;
  return edge === 'gate' ? [mid] : [mid - 1, mid, mid + 1];
}

/** The square of a side's ring at a position along it (west to east, north to south). */
export function sideSquare(side: Side, at: number): Cell {
  const last = TILE_SIZE - 1;
  switch (side) {
    case 'north':
      return { x: at, y: 0 };
    case 'south':
      return { x: at, y: last };
    case 'west':
      return { x: 0, y: at };
    case 'east':
      return { x: last, y: at };
  }
}

/** A tile's open edge squares, side by side. */
export function gateSquares(tile: TileDef, side?: Side): Cell[] {
  const sides = side === undefined ? SIDES : [side];
  return sides.flatMap((s) => edgeOpenings(tile.edges[s]).map((at) => sideSquare(s, at)));
}

export function squareOf(tile: TileDef, c: Cell): SquareChar {
  return tile.grid[c.y]![c.x]! as SquareChar;
}

export function isDoor(ch: string): boolean {
  return ch === 'L' || ch === 'S';
}

/** Whether a square can be stood on: never a wall; a door only once it is open. */
export function isWalkable(ch: string, doorsOpen: boolean): boolean {
  if (ch === '#') return false;
  return doorsOpen || !isDoor(ch);
}

/** Every square of a tile of a given kind. */
export function squaresWhere(tile: TileDef, test: (ch: SquareChar) => boolean): Cell[] {
  const out: Cell[] = [];
  for (let y = 0; y < TILE_SIZE; y++) for (let x = 0; x < TILE_SIZE; x++) if (test(squareOf(tile, { x, y }))) out.push({ x, y });
  return out;
}

const key = (c: Cell) => `${c.x},${c.y}`;

/** The squares reachable by orthogonal steps from some squares, in a grid given as rows of characters. */
export function reachable(rows: readonly string[], from: readonly Cell[], doorsOpen: boolean): Set<string> {
  const height = rows.length;
  const width = rows[0]?.length ?? 0;
  const at = (c: Cell) => (c.x >= 0 && c.y >= 0 && c.x < width && c.y < height ? rows[c.y]![c.x]! : '#');
  const seen = new Set<string>();
  const queue: Cell[] = [];
  for (const c of from) {
    if (isWalkable(at(c), doorsOpen) && !seen.has(key(c))) {
      seen.add(key(c));
      queue.push(c);
    }
  }
  while (queue.length > 0) {
    const c = queue.shift()!;
    for (const d of GRID_DIRECTIONS) {
      const n = { x: c.x + d.x, y: c.y + d.y };
      if (!seen.has(key(n)) && isWalkable(at(n), doorsOpen)) {
        seen.add(key(n));
        queue.push(n);
      }
    }
  }
  return seen;
}

/** Tiles laid in a grid of rows (north first); a gap is a place with no tile. */
export interface Layout {
  readonly rows: readonly (readonly (TileDef | undefined)[])[];
}

/** The whole dungeon as one grid of characters: each tile's squares at its place, '#' where there is no tile. */
export function dungeonRows(layout: Layout): string[] {
  const out: string[] = [];
  for (const row of layout.rows) {
    for (let y = 0; y < TILE_SIZE; y++) {
      out.push(row.map((tile) => (tile ? tile.grid[y]! : '#'.repeat(TILE_SIZE))).join(''));
    }
  }
  return out;
}

/** A square of the dungeon, from a tile's place and a square within it. */
export function dungeonSquare(place: { col: number; row: number }, c: Cell): Cell {
  return { x: place.col * TILE_SIZE + c.x, y: place.row * TILE_SIZE + c.y };
}

/** Where each tile lies in a layout, by id. */
export function placesOf(layout: Layout): Map<string, { col: number; row: number }> {
  const out = new Map<string, { col: number; row: number }>();
  layout.rows.forEach((row, r) => row.forEach((tile, c) => tile && out.set(tile.id, { col: c, row: r })));
  return out;
}

/** Whether two tiles side by side join: some square of the one's edge is open across from an open square of the other's. */
export function joins(a: TileDef, side: Side, b: TileDef): boolean {
  const opposite: Record<Side, Side> = { north: 'south', south: 'north', east: 'west', west: 'east' };
  const mine = new Set(edgeOpenings(a.edges[side]));
  return edgeOpenings(b.edges[opposite[side]]).some((at) => mine.has(at));
}
