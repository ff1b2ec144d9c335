/**
 * Hex grid math in axial coordinates (q, r), pointy-top, after Red Blob
 * Games' guide. The third cube coordinate is s = -q - r. Pixel layout is the
 * webview's business, not the engine's.
 */

export interface Hex {
  readonly q: number;
  readonly r: number;
}

/**
 * The six directions in clockwise order starting from east, as seen on a
 * pointy-top board with r growing downwards: E, SE, SW, W, NW, NE.
 * Mapping order of neighbours follows this list, so it is part of the rules
 * of replay and must never change.
 */
export const HEX_DIRECTIONS: readonly Hex[] = [
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
  { q: 0, r: -1 },
  { q: 1, r: -1 },
];

export const HEX_DIRECTION_NAMES = ['east', 'south-east', 'south-west', 'west', 'north-west', 'north-east'] as const;
export type HexDirectionName = (typeof HEX_DIRECTION_NAMES)[number];

export const ORIGIN: Hex = { q: 0, r: 0 };

export function hex(q: number, r: number): Hex {
  return { q, r };
}

export function hexAdd(a: Hex, b: Hex): Hex {
  return { q: a.q + b.q, r: a.r + b.r };
}

export function hexEquals(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

/** A stable text key, used for lookups and in messages: "q,r". */
export function hexKey(h: Hex): string {
  return `${h.q},${h.r}`;
}

/** How a hex is written for players: "(1,-1)". */
export function hexLabel(h: Hex): string {
  return `(${h.q},${h.r})`;
}

export function hexNeighbour(h: Hex, direction: number): Hex {
  const d = HEX_DIRECTIONS[((direction % 6) + 6) % 6]!;
  return hexAdd(h, d);
}

/** The six neighbours, clockwise from east. */
export function hexNeighbours(h: Hex): Hex[] {
  return HEX_DIRECTIONS.map((d) => hexAdd(h, d));
}

export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

export function areAdjacent(a: Hex, b: Hex): boolean {
  return hexDistance(a, b) === 1;
}

/** Which direction index leads from `from` to the adjacent `to`, or -1. */
export function directionTo(from: Hex, to: Hex): number {
  return HEX_DIRECTIONS.findIndex((d) => from.q + d.q === to.q && from.r + d.r === to.r);
}

/** The hexes exactly `radius` steps away, clockwise; the centre alone for 0. */
export function hexRing(center: Hex, radius: number): Hex[] {
  if (radius === 0) return [center];
  const ring: Hex[] = [];
  // Start at the hex `radius` steps to the north-west, then walk each side.
  let h: Hex = { q: center.q + HEX_DIRECTIONS[4]!.q * radius, r: center.r + HEX_DIRECTIONS[4]!.r * radius };
  for (let side = 0; side < 6; side++) {
    for (let step = 0; step < radius; step++) {
      ring.push(h);
      h = hexNeighbour(h, side);
    }
  }
  return ring;
}

/** Every hex within `radius` steps, the centre first, then ring by ring. */
export function hexRange(center: Hex, radius: number): Hex[] {
  const out: Hex[] = [];
  for (let k = 0; k <= radius; k++) out.push(...hexRing(center, k));
  return out;
}
