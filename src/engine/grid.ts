/**
 * Square-grid math for the grid variants (Frontier Magic, Castle Magic,
 * Magic and Mayhem): columns x grow to the right, rows y grow downwards.
 */

export interface Cell {
  readonly x: number;
  readonly y: number;
}

/** Orthogonal directions, clockwise from north: N, E, S, W. */
export const GRID_DIRECTIONS: readonly Cell[] = [
  { x: 0, y: -1 },
  { x: 1, y: 0 },
  { x: 0, y: 1 },
  { x: -1, y: 0 },
];

export function cellKey(c: Cell): string {
  return `${c.x},${c.y}`;
}

export function cellEquals(a: Cell, b: Cell): boolean {
  return a.x === b.x && a.y === b.y;
}

/** The orthogonal neighbours, clockwise from north, optionally kept inside a width x height board. */
export function gridNeighbours(c: Cell, bounds?: { width: number; height: number }): Cell[] {
  const all = GRID_DIRECTIONS.map((d) => ({ x: c.x + d.x, y: c.y + d.y }));
  return bounds ? all.filter((n) => inBounds(n, bounds)) : all;
}

export function inBounds(c: Cell, bounds: { width: number; height: number }): boolean {
  return c.x >= 0 && c.y >= 0 && c.x < bounds.width && c.y < bounds.height;
}

/** Steps between two cells moving orthogonally (Manhattan distance). */
export function gridDistance(a: Cell, b: Cell): number {
  return Math.abs(a.x - b.x) + Math.abs(a.y - b.y);
}

/** Steps when diagonal moves are allowed too (Chebyshev distance). */
export function gridKingDistance(a: Cell, b: Cell): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}
