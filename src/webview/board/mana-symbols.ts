import { html, svg, type TemplateResult } from 'lit';
import type { Terrain } from '../../engine';

/**
 * The five mana symbols and the board's markers, drawn for Crawl as SVG
 * paths in a 100×100 box centred on the origin. A symbol is two-toned: an
 * ink glyph on a disc, coloured by the terrain's class (palette in
 * media/playmat.css), never by a style attribute.
 */

/** Holes (eyes, inner flame, highlights) are cut with the even-odd rule. */
export const GLYPHS: Record<Terrain, string> = {
  // A sun: a round core and eight pointed rays.
  Plains:
    'M0-15A15 15 0 1 1 0 15A15 15 0 1 1 0-15Z' +
    rays(8, 21, 38, 7),
  // A water drop with a curved highlight.
  Island:
    'M0-38C9-24 27-8 27 12A27 27 0 0 1-27 12C-27-8-9-24 0-38Z' +
    'M-15 10C-15 18-10 25-2 27C-6 22-8 16-8 9Z',
  // A skull: dome, cheeks and jaw, with eyes, nose and teeth cut out.
  Swamp:
    'M-28 0A28 28 0 0 1 28 0V11L17 17V33H-17V17L-28 11Z' +
    'M-20 2A8 8 0 1 0-4 2A8 8 0 1 0-20 2Z' +
    'M4 2A8 8 0 1 0 20 2A8 8 0 1 0 4 2Z' +
    'M0 11L-4 19H4Z' +
    'M-10 25H-6V33H-10ZM-2 25H2V33H-2ZM6 25H10V33H6Z',
  // A flame rising from a peak, with an inner tongue of fire.
  Mountain:
    'M2-40C8-24 26-14 26 10C26 27 14 38 0 38C-14 38-26 27-26 10C-26-4-18-13-12-22C-10-12-7-7-1-5C-3-18-4-30 2-40Z' +
    'M0 8C6 15 11 21 11 27C11 33 6 36 0 36C-6 36-11 33-11 27C-11 20-5 15 0 8Z',
  // A fir tree: three tiers and a trunk.
  Forest: 'M0-42L17-18H8L25 6H13L31 28H6V40H-6V28H-31L-13 6H-25L-8-18H-17Z',
};

function rays(count: number, inner: number, outer: number, halfWidthDeg: number): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const a = (i * 360) / count - 90;
    const tip = polar(outer, a);
    const left = polar(inner, a - halfWidthDeg * 2);
    const right = polar(inner, a + halfWidthDeg * 2);
    d += `M${left}L${tip}L${right}Z`;
  }
  return d;
}

function polar(radius: number, deg: number): string {
  const rad = (deg * Math.PI) / 180;
  return `${round1(radius * Math.cos(rad))} ${round1(radius * Math.sin(rad))}`;
}

function round1(n: number): number {
  return Math.round(n * 10) / 10 || 0;
}

/** A playing piece: a pawn. */
export const TOKEN_PATH = 'M-22 30C-22 14-13 6-8-3A14 14 0 1 1 8-3C13 6 22 14 22 30Z';

/** The start hex: a pennant on a pole. */
export const FLAG_PATH = 'M-14-30H-8V34H-14ZM-8-30L30-16L-8-2Z';

/** Two crossed swords, drawn as one shape per blade rotated in the symbol. */
const SWORD_PATH = 'M-4-38L0-44L4-38V14H-4ZM-13 14H13V21H-13ZM-3 21H3V36H-3ZM-5 36H5V42H-5Z';

const TERRAIN_LIST: readonly Terrain[] = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

/** <defs> for the board: the markers, the hatching of unexplored hexes and the backdrop's dots. */
export function boardDefs(): TemplateResult {
  return svg`
    <defs>
      ${TERRAIN_LIST.map(
        (t) => svg`
          <pattern id=${`hatch-${t}`} class=${`hatch t-${t}`} width="9" height="9" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect class="hatch-bg" width="9" height="9"></rect>
            <rect class="hatch-line" width="3.2" height="9"></rect>
          </pattern>`,
      )}
      <symbol id="token" viewBox="-50 -50 100 100">
        <path d=${TOKEN_PATH}></path>
      </symbol>
      <symbol id="flag" viewBox="-50 -50 100 100">
        <path d=${FLAG_PATH}></path>
      </symbol>
      <symbol id="swords" viewBox="-50 -50 100 100">
        <circle r="48" fill="currentColor"></circle>
        <path d=${SWORD_PATH} transform="rotate(45) scale(0.85)"></path>
        <path d=${SWORD_PATH} transform="rotate(-45) scale(0.85)"></path>
      </symbol>
      <pattern id="grid-dots" width="24" height="24" patternUnits="userSpaceOnUse">
        <circle class="grid-dot" cx="12" cy="12" r="1.3"></circle>
      </pattern>
    </defs>
  `;
}

/**
 * A stand-alone mana symbol for the side panel and legends (each component
 * has its own shadow root, so it cannot <use> the board's symbols).
 * Decorative: callers put the terrain name in text next to it.
 */
export function manaIcon(terrain: Terrain, size = 18): TemplateResult {
  // The <svg> root belongs in an html template; only its children are svg.
  return html`<svg class=${`mana t-${terrain}`} width=${size} height=${size} viewBox="-50 -50 100 100" aria-hidden="true" focusable="false">
    <circle class="mana-disc" r="48"></circle>
    <path class="mana-ink" d=${GLYPHS[terrain]} fill-rule="evenodd"></path>
  </svg>`;
}
