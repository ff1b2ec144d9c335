import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import {
  MAYHEM_CONTENT,
  TILE_SIZE,
  dungeonRows,
  dungeonSquare,
  gateSquares,
  joins,
  placesOf,
  reachable,
  squaresWhere,
  type Layout,
  type TileDef,
} from '../../../src/engine/variants/mayhem/content';

/**
 * Random dungeons drawn from the content, laid as the rules lay them (tiles
 * face down in a grid, 9 to 36 of them, always with the Store and the Boss
 * tile, the Entrance on the edge; the second Entrance on the opposite edge
 * for competitive play): every one is a single connected dungeon.
 */

/** CRAWL_PROPERTY_RUNS=5000 runs each property longer, as test/unit/properties.test.ts does. */
const runs = (n = 200) => ({ numRuns: Number(process.env.CRAWL_PROPERTY_RUNS ?? n) });

const byKind = (kind: TileDef['kind']) => MAYHEM_CONTENT.tiles.filter((t) => t.kind === kind);
const ROOMS = byKind('room');
const [ENTRANCE] = byKind('entrance');
const [SECOND] = byKind('second-entrance');
const [STORE] = byKind('store');
const [BOSS] = byKind('boss');

interface Drawn {
  readonly layout: Layout;
  readonly competitive: boolean;
}

/** A dungeon: n tiles in rows of `width` (the last row may be short), specials included, entrances on opposite edges. */
const dungeonArb: fc.Arbitrary<Drawn> = fc
  .record({
    n: fc.integer({ min: 9, max: 36 }),
    competitive: fc.boolean(),
    order: fc.shuffledSubarray(ROOMS, { minLength: ROOMS.length, maxLength: ROOMS.length }),
    widthBias: fc.integer({ min: -1, max: 1 }),
    entranceAt: fc.nat(),
    side: fc.constantFrom('north', 'south', 'west', 'east'),
    specialsAt: fc.array(fc.nat(), { minLength: 2, maxLength: 2 }),
  })
  .map(({ n, competitive, order, widthBias, entranceAt, side, specialsAt }) => {
    const width = Math.max(3, Math.min(6, Math.ceil(Math.sqrt(n)) + widthBias));
    const height = Math.ceil(n / width);
    const cells: ({ col: number; row: number })[] = [];
    for (let i = 0; i < n; i++) cells.push({ col: i % width, row: Math.floor(i / width) });
    const lastRow = height - 1;
    const full = (row: number) => cells.filter((c) => c.row === row);
    // The Entrance on the chosen edge, the second Entrance on the opposite one (the rows at the top and bottom are whole when the last is short; west and east edges are the first and last columns).
    const edge = (s: string) => {
      switch (s) {
        case 'north':
          return full(0);
        case 'south':
          return full(lastRow).length === width ? full(lastRow) : full(lastRow - 1);
        case 'west':
          return cells.filter((c) => c.col === 0);
        default:
          return cells.filter((c) => c.col === width - 1);
      }
    };
    const opposite: Record<string, string> = { north: 'south', south: 'north', west: 'east', east: 'west' };
    const at = new Map<string, TileDef>();
    const k = (c: { col: number; row: number }) => `${c.col},${c.row}`;
    const first = edge(side)[entranceAt % edge(side).length]!;
    at.set(k(first), ENTRANCE!);
    if (competitive) {
      const far = edge(opposite[side]!).filter((c) => !at.has(k(c)));
      at.set(k(far[entranceAt % far.length]!), SECOND!);
    }
    for (const [i, special] of [STORE!, BOSS!].entries()) {
      const free = cells.filter((c) => !at.has(k(c)));
      at.set(k(free[specialsAt[i]! % free.length]!), special);
    }
    let next = 0;
    for (const c of cells) if (!at.has(k(c))) at.set(k(c), order[next++]!);
    const rows: (TileDef | undefined)[][] = [];
    for (let r = 0; r < height; r++) {
      rows.push([]);
      for (let c = 0; c < width; c++) rows[r]!.push(at.get(`${c},${r}`));
    }
    return { layout: { rows }, competitive };
  });

function stairsOf(layout: Layout): { x: number; y: number }[] {
  const places = placesOf(layout);
  return layout.rows.flat().flatMap((tile) => (tile ? squaresWhere(tile, (ch) => ch === '^').map((c) => dungeonSquare(places.get(tile.id)!, c)) : []));
}

describe('Mayhem dungeon: random layouts from the content (properties)', () => {
  it('every two tiles side by side join through their edges', () => {
    fc.assert(
      fc.property(dungeonArb, ({ layout }) => {
        layout.rows.forEach((row, r) =>
          row.forEach((tile, c) => {
            if (!tile) return;
            const east = row[c + 1];
            const south = layout.rows[r + 1]?.[c];
            if (east) assert.ok(joins(tile, 'east', east), `${tile.id} | ${east.id}`);
            if (south) assert.ok(joins(tile, 'south', south), `${tile.id} / ${south.id}`);
          }),
        );
      }),
      runs(),
    );
  });

  it('every open square of the dungeon can be reached from the Entrance stairs, and the Store, the boss squares, every edge and the other Entrance without opening a door', () => {
    fc.assert(
      fc.property(dungeonArb, ({ layout, competitive }) => {
        const rows = dungeonRows(layout);
        const stairs = stairsOf(layout);
        assert.equal(stairs.length, competitive ? 2 : 1);
        const start = [stairs[0]!];
        const withDoors = reachable(rows, start, true);
        const noDoors = reachable(rows, start, false);
        rows.forEach((line, y) => [...line].forEach((ch, x) => ch !== '#' && assert.ok(withDoors.has(`${x},${y}`), `(${x},${y}) '${ch}' unreachable`)));
        const places = placesOf(layout);
        for (const tile of layout.rows.flat()) {
          if (!tile) continue;
          const place = places.get(tile.id)!;
          const must = [...gateSquares(tile), ...squaresWhere(tile, (ch) => ch === '^' || ch === 'B' || (tile.kind === 'store' && ch !== '#'))];
          for (const c of must) {
            const d = dungeonSquare(place, c);
            assert.ok(noDoors.has(`${d.x},${d.y}`), `${tile.id} (${c.x},${c.y}) is behind a door`);
          }
        }
      }),
      runs(),
    );
  });

  it('a layout is as wide as its rows, each tile filling its 7 x 7 place', () => {
    fc.assert(
      fc.property(dungeonArb, ({ layout }) => {
        const rows = dungeonRows(layout);
        assert.equal(rows.length, layout.rows.length * TILE_SIZE);
        for (const line of rows) assert.equal(line.length, layout.rows[0]!.length * TILE_SIZE);
      }),
      runs(50),
    );
  });
});
