import { html, svg, type TemplateResult } from 'lit';
import type { ActionKind } from './grid-words';

/** The small line icons of the square grid, shared by the board and its key in the side panel. */

function icon(body: ReturnType<typeof svg>): TemplateResult {
  return html`<svg class="glyph" viewBox="0 0 16 16" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${body}</svg>`;
}

/** The tap arrow (a quarter turn). */
export const TAP_ICON = icon(svg`<path d="M3.5 11A5 5 0 1 1 12.4 8"></path><path d="M10 7.3l2.5 1.2 1.2-2.6"></path>`);
/** Footprints: has moved this turn. */
export const MOVED_ICON = icon(svg`<path d="M5 2.5c1.3 0 2 1.6 1.7 3.4S5.5 8.5 4.6 8.3 3.3 6.4 3.5 4.8 4.2 2.5 5 2.5zM11 6.5c.8 0 1.5 2 1.3 3.6s-1.1 2.3-2 2.2-1.3-2-1-3.5.9-2.3 1.7-2.3z"></path>`);

export const KIND_ICONS: Record<ActionKind, TemplateResult> = {
  // An arrow on its way.
  move: icon(svg`<path d="M2.5 8h10M9 4.5 12.5 8 9 11.5"></path>`),
  // Crossed swords.
  attack: icon(svg`<path d="M2.5 2.5l8 8M13.5 2.5l-8 8M9.5 12.5l3-3M3.5 9.5l3 3"></path>`),
  // An eye: scouting turns a land up.
  scout: icon(svg`<path d="M1.5 8S4 3.5 8 3.5 14.5 8 14.5 8 12 12.5 8 12.5 1.5 8 1.5 8z"></path><circle cx="8" cy="8" r="2"></circle>`),
  act: icon(svg`<circle cx="8" cy="8" r="2.5"></circle>`),
  // Cross hairs: a spell's or an ability's target.
  target: icon(svg`<circle cx="8" cy="8" r="4.5"></circle><path d="M8 1.5v3M8 11.5v3M1.5 8h3M11.5 8h3"></path>`),
  // Down, out of play: what a cost or an effect sacrifices.
  sacrifice: icon(svg`<path d="M8 2.5v7M5 6.5l3 3 3-3M3 13.5h10"></path>`),
  // A card slid away: what a cost discards (a card of the hand, so never on the board itself).
  discard: icon(svg`<rect x="3" y="2.5" width="7" height="10" rx="1"></rect><path d="M11 8h3.5M12.8 6.3 14.5 8l-1.7 1.7"></path>`),
};
