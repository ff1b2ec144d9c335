import { TILE_SIZE } from './content';
import { hasPlace, placeOf, squaresOnTile, tileAt, type Place } from './dungeon';
import { tileDef, treasureDef } from './lookup';
import { dropLoot } from './damage';
import { editionOf } from './support';
import type { MayhemState, Square } from './schema';
import { drawFrom, note, takeOut, type Table } from './table';
import { cardsLyingOn, moduleOf } from './narrative-module';

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
  layModuleCards(t, place, id);
}

/**
 * A module's cards that lie on this tile are put down on its first (E)
 * square, north to south, or its first open square (mayhem.module.lies), to
 * be picked up as loot is.
 */
function layModuleCards(t: Table, place: Place, tile: string): void {
  const m = moduleOf(t.setup);
  const cards = m ? cardsLyingOn(m, tile, editionOf(t.setup)) : [];
  if (cards.length === 0) return;
  const at = squaresOnTile(t.s, place, (ch) => ch === 'E')[0] ?? squaresOnTile(t.s, place, (ch) => ch === '.')[0];
  if (!at) return;
  dropLoot(t, at, cards, 0);
  note(t, `${cards.map((c) => treasureDef(c).name).join(' and ')} lies here`);
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
