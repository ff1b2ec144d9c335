import { TILE_SIZE } from './content';
import { isBlocked, placeOf, reach, sameSquare, squareChar, squareKey, squaresOnTile, walkingDistances } from './dungeon';
import type { MayhemState, Square } from './schema';
import { note, type Table } from './table';

/**
 * BLOCKED tokens (mayhem.trap.block): a trap that blocks covers the plain
 * floor squares nearest it on its tile, nearest first (by reach, then by
 * steps, then north to south and west to east), skipping any square on the
 * tile's ring (where tiles join), any with a figure or loot on it, and any
 * whose token would cut some square off from the stairs. Stairs, boss
 * squares, (E)s, traps and doors are never floor of that kind, so never
 * blocked. Fewer squares are blocked when fewer qualify.
 */
export function blockSquares(t: Table, at: Square, count: number): void {
  const candidates = squaresOnTile(t.s, placeOf(at), (ch) => ch === '.')
    .filter((s) => !onRing(s) && !sameSquare(s, at) && !isBlocked(t.s, s) && !taken(t.s, s))
    .sort((a, b) => reach(at, a) - reach(at, b) || steps(at, a) - steps(at, b) || a.y - b.y || a.x - b.x);
  let placed = 0;
  for (const s of candidates) {
    if (placed >= count) break;
    if (cutsOff(t.s, s)) continue;
    t.s.blocked.push({ ...s });
    t.s.blocked.sort((p, q) => p.y - q.y || p.x - q.x);
    placed += 1;
  }
  if (placed > 0) note(t, `${placed} square${placed === 1 ? ' is' : 's are'} BLOCKED`);
}

const onRing = (s: Square) => [0, TILE_SIZE - 1].includes(s.x % TILE_SIZE) || [0, TILE_SIZE - 1].includes(s.y % TILE_SIZE);
const steps = (a: Square, b: Square) => Math.abs(a.x - b.x) + Math.abs(a.y - b.y);
const taken = (s: MayhemState, at: Square) =>
  s.heroes.some((h) => h.status !== 'escaped' && sameSquare(h.at, at)) || s.monsters.some((m) => sameSquare(m.at, at)) || s.loot.some((l) => sameSquare(l.at, at));

/** The stairs of the face-up entrances. */
function stairs(s: MayhemState): Square[] {
  return s.places.flatMap((row, r) => row.flatMap((id, c) => (id ? squaresOnTile(s, { col: c, row: r }, (ch) => ch === '^') : [])));
}

/** Whether a token on this square would leave some square the stairs reach no longer reached. */
function cutsOff(s: MayhemState, square: Square): boolean {
  const from = stairs(s)[0];
  if (!from || squareChar(s, square) !== '.') return true;
  const before = walkingDistances(s, from);
  if (!before.has(squareKey(square))) return true;
  const after = walkingDistances({ ...s, blocked: [...s.blocked, square] }, from);
  return after.size !== before.size - 1;
}
