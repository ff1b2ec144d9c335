import { TILE_SIZE } from './content';
import { hasPlace, placeOf, squaresOnTile, tileAt, type Place } from './dungeon';
import { tileDef } from './lookup';
import type { MayhemState, Square } from './schema';
import { drawFrom, note, takeOut, type Table } from './table';
import { moduleOf } from './narrative-module';

/**
 * A face-down place turns up: a tile drawn from the face-down multiset is
 * laid there (mayhem.explore); in a narrative module, the tile its layout
 * puts there (mayhem.module: laid face down where they stand).
 */
export function turnUpPlace(t: Table, place: Place): void {
  if (!hasPlace(t.s, place) || t.s.places[place.row]![place.col] !== null) return;
  const laid = moduleOf(t.setup)?.layout[place.row]?.[place.col];
  const id = laid !== undefined ? (takeOut(t.s.faceDown, laid), laid) : drawFrom(t, t.s.faceDown);
  if (!id) return;
  t.s.places[place.row]![place.col] = id;
  note(t, `${tileDef(id).name} turns up`);
}

/** The face-down places next to a square's tile, north, east, south, west (mayhem.reveal). */
export function faceDownNextTo(state: MayhemState, at: Square): Place[] {
  const p = placeOf(at);
  return [
    { col: p.col, row: p.row - 1 },
    { col: p.col + 1, row: p.row },
    { col: p.col, row: p.row + 1 },
    { col: p.col - 1, row: p.row },
  ].filter((q) => hasPlace(state, q) && state.places[q.row]![q.col] === null);
}

/**
 * Where a teleport lands (mayhem.teleport): the stairs of the Entrance, or
 * the Store's middle square (the first open square of its tile, north to
 * south, if the middle is not); undefined while the Store is face down.
 */
export function teleportSquare(state: MayhemState, to: 'entrance' | 'store'): Square | undefined {
  for (const [row, ids] of state.places.entries()) {
    for (const [col, id] of ids.entries()) {
      const tile = id ? tileAt(state, { col, row }) : undefined;
      if (!tile) continue;
      if (to === 'entrance' && tile.kind === 'entrance') return squaresOnTile(state, { col, row }, (ch) => ch === '^')[0];
      if (to === 'store' && tile.kind === 'store') {
        const middle = Math.floor(TILE_SIZE / 2);
        if (tile.grid[middle]![middle] !== '#') return { x: col * TILE_SIZE + middle, y: row * TILE_SIZE + middle };
        return squaresOnTile(state, { col, row }, (ch) => ch !== '#' && ch !== 'L' && ch !== 'S')[0];
      }
    }
  }
  return undefined;
}
