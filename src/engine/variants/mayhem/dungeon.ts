import { TILE_SIZE, type Side, type TileDef } from './content';
import { tileDef } from './lookup';
import type { Direction, MayhemState, Square } from './schema';

/**
 * The dungeon as the rules see it: the face-up tiles at their places, one
 * grid of squares across them. A face-down place, or no place, is solid
 * rock until it turns up.
 */

export interface Place {
  readonly col: number;
  readonly row: number;
}

export const STEP: Readonly<Record<Direction, Square>> = {
  north: { x: 0, y: -1 },
  east: { x: 1, y: 0 },
  south: { x: 0, y: 1 },
  west: { x: -1, y: 0 },
};

export const sameSquare = (a: Square, b: Square): boolean => a.x === b.x && a.y === b.y;
export const squareKey = (s: Square): string => `${s.x},${s.y}`;
export const placeOf = (s: Square): Place => ({ col: Math.floor(s.x / TILE_SIZE), row: Math.floor(s.y / TILE_SIZE) });
export const samePlace = (a: Square, b: Square): boolean => {
  const p = placeOf(a);
  const q = placeOf(b);
  return p.col === q.col && p.row === q.row;
};
export const stepFrom = (s: Square, dir: Direction): Square => ({ x: s.x + STEP[dir].x, y: s.y + STEP[dir].y });

/** Whether there is a place there at all (the last row may be shorter). */
export function hasPlace(state: MayhemState, p: Place): boolean {
  return p.row >= 0 && p.col >= 0 && p.row < state.places.length && p.col < state.places[p.row]!.length;
}

/** The face-up tile at a place, or undefined (face down, or no place). */
export function tileAt(state: MayhemState, p: Place): TileDef | undefined {
  if (!hasPlace(state, p)) return undefined;
  const id = state.places[p.row]![p.col];
  return id ? tileDef(id) : undefined;
}

export const tileOf = (state: MayhemState, s: Square): TileDef | undefined => (s.x < 0 || s.y < 0 ? undefined : tileAt(state, placeOf(s)));

/** The printed character of a square; '#' where nothing is face up. */
export function squareChar(state: MayhemState, s: Square): string {
  const tile = tileOf(state, s);
  return tile ? tile.grid[s.y % TILE_SIZE]![s.x % TILE_SIZE]! : '#';
}

export const isDoorChar = (ch: string): boolean => ch === 'L' || ch === 'S';
export const doorOpen = (state: MayhemState, s: Square): boolean => state.openDoors.some((d) => sameSquare(d, s));

/** Whether a square is open: not a wall, not a closed door. */
export function openSquare(state: MayhemState, s: Square): boolean {
  const ch = squareChar(state, s);
  if (ch === '#') return false;
  return !isDoorChar(ch) || doorOpen(state, s);
}

export const isBlocked = (state: MayhemState, s: Square): boolean => state.blocked.some((b) => sameSquare(b, s));

/**
 * Whether a figure may step there (mayhem.move): an open square without a
 * BLOCKED token, which only a flying monster crosses (mayhem.trap.block);
 * a phasing one goes through walls and closed doors too, and ends its move
 * on an open square (mayhem.monsters.phases).
 */
export function walkable(state: MayhemState, s: Square, flying = false, phasing = false): boolean {
  // A phasing monster passes walls, closed doors and BLOCKED squares alike, but never leaves the face-up tiles.
  if (phasing) return s.x >= 0 && s.y >= 0 && tileOf(state, s) !== undefined;
  return openSquare(state, s) && (flying || !isBlocked(state, s));
}

/** Whether a square blocks sight: a wall or a closed door; a BLOCKED square does not (mayhem.range.corners). */
const blocksSight = (state: MayhemState, s: Square) => !openSquare(state, s);

/** The side of its tile a square lies on, if it is on the ring. */
function ringSide(s: Square): Side | undefined {
  const x = s.x % TILE_SIZE;
  const y = s.y % TILE_SIZE;
  if (y === 0) return 'north';
  if (y === TILE_SIZE - 1) return 'south';
  if (x === 0) return 'west';
  if (x === TILE_SIZE - 1) return 'east';
  return undefined;
}

const SIDE_STEP: Readonly<Record<Side, Place>> = { north: { col: 0, row: -1 }, south: { col: 0, row: 1 }, east: { col: 1, row: 0 }, west: { col: -1, row: 0 } };

/** The face-down place an edge square opens onto, if it does (mayhem.explore). */
export function faceDownBeyond(state: MayhemState, s: Square): Place | undefined {
  const side = ringSide(s);
  if (!side || !openSquare(state, s)) return undefined;
  const here = placeOf(s);
  const there = { col: here.col + SIDE_STEP[side].col, row: here.row + SIDE_STEP[side].row };
  return hasPlace(state, there) && state.places[there.row]![there.col] === null ? there : undefined;
}

/**
 * Whether a square lies in the cone in front of a token facing a way
 * (mayhem.directional): one square wide one square out, three wide two out,
 * and so on, to the cone's length; the token's own square counts as inside.
 */
export function inCone(from: Square, facing: Direction, to: Square, length: number): boolean {
  const ahead = STEP[facing];
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const forward = dx * ahead.x + dy * ahead.y;
  const aside = Math.abs(dx * ahead.y - dy * ahead.x);
  if (forward === 0 && aside === 0) return true;
  return forward >= 1 && forward <= length && aside <= forward - 1;
}

/** The way from one square toward another: the first of north, east, south, west that goes most toward it; undefined on the same square. */
export function wayToward(from: Square, to: Square): Direction | undefined {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (dx === 0 && dy === 0) return undefined;
  let best: Direction = 'north';
  let score = -Infinity;
  for (const dir of ['north', 'east', 'south', 'west'] as const) {
    const v = dx * STEP[dir].x + dy * STEP[dir].y;
    if (v > score) [best, score] = [dir, v];
  }
  return best;
}

/** King-move distance (mayhem.range). */
export const reach = (a: Square, b: Square): number => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

/**
 * Whether b is within one square of a without going through a wall: the
 * same square, beside it, or diagonal with at least one open square between.
 */
export function closeTo(state: MayhemState, a: Square, b: Square): boolean {
  if (reach(a, b) > 1) return false;
  if (a.x === b.x || a.y === b.y) return true;
  return openSquare(state, { x: a.x, y: b.y }) || openSquare(state, { x: b.x, y: a.y });
}

/**
 * Whether the straight line between the centres of two squares crosses no
 * wall and no closed door (mayhem.range.corners). The line is sampled finely
 * enough to touch every square it passes through; the ends do not count.
 */
export function clearLine(state: MayhemState, a: Square, b: Square): boolean {
  const steps = 8 * Math.max(1, reach(a, b));
  for (let i = 1; i < steps; i++) {
    const t = i / steps;
    const s = { x: Math.round(a.x + (b.x - a.x) * t), y: Math.round(a.y + (b.y - a.y) * t) };
    if (!sameSquare(s, a) && !sameSquare(s, b) && blocksSight(state, s)) return false;
  }
  return true;
}

/** Whether an attack of this range reaches from a to b (mayhem.range, mayhem.range.corners). */
export function inRange(state: MayhemState, a: Square, b: Square, range: number, aroundCorners = false): boolean {
  const d = reach(a, b);
  if (d > range) return false;
  if (d <= 1) return closeTo(state, a, b);
  return aroundCorners || clearLine(state, a, b);
}

/**
 * Walking distances from a square by orthogonal steps over walkable squares
 * (mayhem.monsters.closest), optionally kept to squares a test allows.
 */
export function walkingDistances(state: MayhemState, from: Square, allowed: (s: Square) => boolean = () => true, flying = false, phasing = false): Map<string, number> {
  const out = new Map<string, number>([[squareKey(from), 0]]);
  const queue: Square[] = [from];
  while (queue.length > 0) {
    const c = queue.shift()!;
    const d = out.get(squareKey(c))!;
    for (const dir of ['north', 'east', 'south', 'west'] as const) {
      const n = stepFrom(c, dir);
      if (n.x < 0 || n.y < 0 || out.has(squareKey(n)) || !walkable(state, n, flying, phasing) || !allowed(n)) continue;
      out.set(squareKey(n), d + 1);
      queue.push(n);
    }
  }
  return out;
}

/** Orthogonal steps between the places of two squares (mayhem.monsters.leash). */
export function placeDistance(a: Square, b: Square): number {
  const p = placeOf(a);
  const q = placeOf(b);
  return Math.abs(p.col - q.col) + Math.abs(p.row - q.row);
}

/** The squares of a tile's place whose printed character passes a test. */
export function squaresOnTile(state: MayhemState, p: Place, test: (ch: string) => boolean): Square[] {
  const tile = tileAt(state, p);
  if (!tile) return [];
  const out: Square[] = [];
  for (let y = 0; y < TILE_SIZE; y++) for (let x = 0; x < TILE_SIZE; x++) if (test(tile.grid[y]![x]!)) out.push({ x: p.col * TILE_SIZE + x, y: p.row * TILE_SIZE + y });
  return out;
}
