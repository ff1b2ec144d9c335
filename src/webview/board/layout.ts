import type { Hex } from '../../engine';

/**
 * Pixel math for a pointy-top hex board in axial coordinates, after Red Blob
 * Games' "Hexagonal Grids" layout. World units are SVG user units; the camera
 * (see camera.ts) turns them into screen pixels.
 */

/** Centre-to-corner distance of one hex, in world units. */
export const HEX_SIZE = 40;

const SQRT3 = Math.sqrt(3);

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Box {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** The centre of a hex. r grows downwards, so (0,1) is south-east of (0,0). */
export function hexToPixel(h: Hex, size = HEX_SIZE): Point {
  return { x: size * (SQRT3 * h.q + (SQRT3 / 2) * h.r), y: size * (1.5 * h.r) };
}

/** The hex under a world point (fractional axial coordinates, rounded in cube space). */
export function pixelToHex(p: Point, size = HEX_SIZE): Hex {
  const q = ((SQRT3 / 3) * p.x - (1 / 3) * p.y) / size;
  const r = ((2 / 3) * p.y) / size;
  return cubeRound(q, r);
}

function cubeRound(fq: number, fr: number): Hex {
  const fs = -fq - fr;
  let q = Math.round(fq);
  let r = Math.round(fr);
  const s = Math.round(fs);
  const dq = Math.abs(q - fq);
  const dr = Math.abs(r - fr);
  const ds = Math.abs(s - fs);
  // Fix the coordinate with the largest rounding error so q + r + s stays 0.
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  // `|| 0` turns -0 into 0 so results compare and print cleanly.
  return { q: q || 0, r: r || 0 };
}

/** The six corners of a hex centred on the origin, clockwise from the top-right (pointy-top: corner i at 60i - 30 degrees). */
export function hexCorners(size = HEX_SIZE): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const angle = (Math.PI / 180) * (60 * i - 30);
    out.push({ x: round2(size * Math.cos(angle)), y: round2(size * Math.sin(angle)) });
  }
  return out;
}

/** An SVG `points` list for a hex of the given size centred on the origin. */
export function hexPoints(size = HEX_SIZE): string {
  return hexCorners(size)
    .map((c) => `${c.x},${c.y}`)
    .join(' ');
}

/**
 * A hex outline centred on (cx, cy) as path data, from the top corner
 * clockwise; many of them share one <path> on the board.
 */
export function hexOutlineAt(cx: number, cy: number, size = HEX_SIZE): string {
  const w = round2((SQRT3 / 2) * size);
  const h = size / 2;
  return `M${round2(cx)} ${round2(cy - size)}l${w} ${h}v${size}l${-w} ${h}l${-w} ${-h}v${-size}z`;
}

/** The world box that holds every given hex, corners included; a unit box around the origin when empty. */
export function boundsOf(hexes: Iterable<Hex>, size = HEX_SIZE): Box {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const h of hexes) {
    const { x, y } = hexToPixel(h, size);
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  if (minX === Infinity) return { minX: -size, minY: -size, maxX: size, maxY: size };
  const halfWidth = (SQRT3 / 2) * size;
  return { minX: minX - halfWidth, minY: minY - size, maxX: maxX + halfWidth, maxY: maxY + size };
}

function round2(n: number): number {
  return Math.round(n * 100) / 100 || 0;
}
