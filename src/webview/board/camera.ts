import type { Box, Point } from './layout';

/**
 * Where the board looks: the world point at the centre of the viewport and
 * the zoom (screen pixels per world unit). Pure functions; the board keeps
 * one Camera as UI state and persists it with the webview state.
 */
export interface Camera {
  readonly x: number;
  readonly y: number;
  readonly zoom: number;
}

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

export const MIN_ZOOM = 0.1;
export const MAX_ZOOM = 4;
/** One press of + or -, or one wheel notch. */
export const ZOOM_STEP = 1.25;

export function clampZoom(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}

/** The SVG viewBox that shows what the camera sees. */
export function viewBox(c: Camera, v: Viewport): string {
  const w = v.width / c.zoom;
  const h = v.height / c.zoom;
  return `${fmt(c.x - w / 2)} ${fmt(c.y - h / 2)} ${fmt(w)} ${fmt(h)}`;
}

/** The world box the camera shows. */
export function visibleBox(c: Camera, v: Viewport): Box {
  const w = v.width / c.zoom / 2;
  const h = v.height / c.zoom / 2;
  return { minX: c.x - w, minY: c.y - h, maxX: c.x + w, maxY: c.y + h };
}

/** A point in viewport pixels (origin top-left) as a world point. */
export function screenToWorld(c: Camera, v: Viewport, p: Point): Point {
  return { x: c.x + (p.x - v.width / 2) / c.zoom, y: c.y + (p.y - v.height / 2) / c.zoom };
}

/** Moves the view by a distance in screen pixels (a drag moves the map with the pointer). */
export function panBy(c: Camera, dxPixels: number, dyPixels: number): Camera {
  return { x: c.x - dxPixels / c.zoom, y: c.y - dyPixels / c.zoom, zoom: c.zoom };
}

/** Zooms by a factor keeping the world point under `anchor` (viewport pixels) in place. */
export function zoomAt(c: Camera, v: Viewport, factor: number, anchor: Point = { x: v.width / 2, y: v.height / 2 }): Camera {
  const zoom = clampZoom(c.zoom * factor);
  const before = screenToWorld(c, v, anchor);
  // After zooming, the same anchor must map to the same world point.
  return { x: before.x - (anchor.x - v.width / 2) / zoom, y: before.y - (anchor.y - v.height / 2) / zoom, zoom };
}

export function centreOn(c: Camera, p: Point): Camera {
  return { x: p.x, y: p.y, zoom: c.zoom };
}

/** The camera that shows the whole box with a margin, never zoomed in beyond `maxZoom`. */
export function fitBox(box: Box, v: Viewport, margin = 24, maxZoom = 1): Camera {
  const w = Math.max(1, box.maxX - box.minX);
  const h = Math.max(1, box.maxY - box.minY);
  const zoom = clampZoom(Math.min((v.width - 2 * margin) / w, (v.height - 2 * margin) / h, maxZoom));
  return { x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2, zoom };
}

/** Whether a world point is inside the view, at least `insetFraction` of the view away from each edge. */
export function isWellInView(c: Camera, v: Viewport, p: Point, insetFraction = 0.15): boolean {
  const b = visibleBox(c, v);
  const ix = (b.maxX - b.minX) * insetFraction;
  const iy = (b.maxY - b.minY) * insetFraction;
  return p.x >= b.minX + ix && p.x <= b.maxX - ix && p.y >= b.minY + iy && p.y <= b.maxY - iy;
}

function fmt(n: number): string {
  return String(Math.round(n * 100) / 100);
}
