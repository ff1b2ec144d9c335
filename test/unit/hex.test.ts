import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import {
  HEX_DIRECTIONS,
  areAdjacent,
  directionTo,
  hexDistance,
  hexKey,
  hexNeighbour,
  hexNeighbours,
  hexRange,
  hexRing,
  type Hex,
} from '../../src/engine/hex';
import { cellKey, gridDistance, gridKingDistance, gridNeighbours, inBounds } from '../../src/engine/grid';

const coord = fc.integer({ min: -500, max: 500 });
const anyHex = fc.record({ q: coord, r: coord });
const radius = fc.integer({ min: 0, max: 12 });

describe('hex: axial coordinates', () => {
  it('lists the six neighbours clockwise from east (pointy-top, r down)', () => {
    assert.deepEqual(hexNeighbours({ q: 0, r: 0 }), [
      { q: 1, r: 0 },
      { q: 0, r: 1 },
      { q: -1, r: 1 },
      { q: -1, r: 0 },
      { q: 0, r: -1 },
      { q: 1, r: -1 },
    ]);
  });

  it('puts every neighbour at distance 1, all distinct', () => {
    fc.assert(
      fc.property(anyHex, (h) => {
        const ns = hexNeighbours(h);
        assert.equal(new Set(ns.map(hexKey)).size, 6);
        for (const n of ns) assert.equal(hexDistance(h, n), 1);
      }),
    );
  });

  it('makes distance a metric: zero only to itself, symmetric, triangle inequality', () => {
    fc.assert(
      fc.property(anyHex, anyHex, anyHex, (a, b, c) => {
        assert.equal(hexDistance(a, b) === 0, a.q === b.q && a.r === b.r);
        assert.equal(hexDistance(a, b), hexDistance(b, a));
        assert.ok(hexDistance(a, c) <= hexDistance(a, b) + hexDistance(b, c));
      }),
    );
  });

  it('finds the direction back: opposite directions are 3 apart', () => {
    fc.assert(
      fc.property(anyHex, fc.integer({ min: 0, max: 5 }), (h, d) => {
        const n = hexNeighbour(h, d);
        assert.equal(directionTo(h, n), d);
        assert.equal(directionTo(n, h), (d + 3) % 6);
        assert.ok(areAdjacent(h, n));
      }),
    );
    assert.equal(directionTo({ q: 0, r: 0 }, { q: 2, r: 0 }), -1);
  });

  it('builds rings of 6k hexes, all at distance k, each next to the one before', () => {
    fc.assert(
      fc.property(anyHex, radius, (c, k) => {
        const ring = hexRing(c, k);
        assert.equal(ring.length, k === 0 ? 1 : 6 * k);
        assert.equal(new Set(ring.map(hexKey)).size, ring.length);
        for (const h of ring) assert.equal(hexDistance(c, h), k);
        if (k > 0) ring.forEach((h, i) => assert.ok(areAdjacent(h, ring[(i + 1) % ring.length]!)));
      }),
    );
  });

  it('builds ranges of 3k(k+1)+1 hexes: exactly those within k steps', () => {
    fc.assert(
      fc.property(anyHex, radius, (c, k) => {
        const range = hexRange(c, k);
        assert.equal(range.length, 3 * k * (k + 1) + 1);
        const keys = new Set(range.map(hexKey));
        assert.equal(keys.size, range.length);
        // Every hex in the bounding box is in the range exactly when within k.
        for (let dq = -k - 1; dq <= k + 1; dq++)
          for (let dr = -k - 1; dr <= k + 1; dr++) {
            const h: Hex = { q: c.q + dq, r: c.r + dr };
            assert.equal(keys.has(hexKey(h)), hexDistance(c, h) <= k);
          }
      }),
      { numRuns: 40 },
    );
  });

  it('has six unit directions summing to zero', () => {
    const sum = HEX_DIRECTIONS.reduce((s, d) => ({ q: s.q + d.q, r: s.r + d.r }), { q: 0, r: 0 });
    assert.deepEqual(sum, { q: 0, r: 0 });
  });
});

describe('grid: square cells', () => {
  const cell = fc.record({ x: coord, y: coord });

  it('gives four orthogonal neighbours at distance 1, clockwise from north', () => {
    assert.deepEqual(gridNeighbours({ x: 2, y: 2 }), [
      { x: 2, y: 1 },
      { x: 3, y: 2 },
      { x: 2, y: 3 },
      { x: 1, y: 2 },
    ]);
    fc.assert(
      fc.property(cell, (c) => {
        for (const n of gridNeighbours(c)) assert.equal(gridDistance(c, n), 1);
      }),
    );
  });

  it('keeps neighbours on a bounded board', () => {
    const bounds = { width: 5, height: 4 };
    assert.deepEqual(gridNeighbours({ x: 0, y: 0 }, bounds).map(cellKey), ['1,0', '0,1']);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 3 }), (x, y) => {
        for (const n of gridNeighbours({ x, y }, bounds)) assert.ok(inBounds(n, bounds));
      }),
    );
  });

  it('measures Manhattan and king distances as metrics', () => {
    fc.assert(
      fc.property(cell, cell, cell, (a, b, c) => {
        assert.equal(gridDistance(a, b), gridDistance(b, a));
        assert.ok(gridDistance(a, c) <= gridDistance(a, b) + gridDistance(b, c));
        assert.ok(gridKingDistance(a, b) <= gridDistance(a, b));
        assert.ok(gridKingDistance(a, c) <= gridKingDistance(a, b) + gridKingDistance(b, c));
      }),
    );
  });
});
