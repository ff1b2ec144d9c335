import { css, html, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';

/**
 * The playmat's UI icons, drawn for Crawl as inline SVG so the page needs no
 * icon font and no icon stylesheet. Each is a 16×16 outline in the
 * spirit of VS Code's own icons: 1-unit strokes on half-unit coordinates so
 * they stay crisp at 16 px, in `currentColor` so they follow the text colour
 * of the theme and of the control they sit in. They are decoration only
 * (aria-hidden): the control around them carries the label.
 */

export interface IconOptions {
  /** Width and height in CSS pixels (16 unless told). */
  readonly size?: number;
  /** The slot of the element it goes in, e.g. `content-before` for a vscode-button's leading icon. */
  readonly slot?: string;
}

/** Draws one icon: `body` is SVG content in a 16×16 box, stroked in the text colour. */
function icon(name: string, body: SVGTemplateResult, { size = 16, slot }: IconOptions): TemplateResult {
  return html`<svg
    class="icon icon-${name}"
    slot=${ifDefined(slot)}
    viewBox="0 0 16 16"
    width=${size}
    height=${size}
    fill="none"
    stroke="currentColor"
    stroke-width="1"
    stroke-linecap="round"
    stroke-linejoin="round"
    aria-hidden="true"
    focusable="false"
  >${body}</svg>`;
}

/** A magnifying glass: lens and handle. */
const LENS = svg`<circle cx="6.5" cy="6.5" r="5"></circle><path d="M10.25 10.25l4 4" stroke-width="1.4"></path>`;

/** Zoom in: a lens with a plus. */
export function zoomInIcon(options: IconOptions = {}): TemplateResult {
  return icon('zoom-in', svg`${LENS}<path d="M4.5 6.5h4M6.5 4.5v4"></path>`, options);
}

/** Zoom out: a lens with a minus. */
export function zoomOutIcon(options: IconOptions = {}): TemplateResult {
  return icon('zoom-out', svg`${LENS}<path d="M4.5 6.5h4"></path>`, options);
}

/** Centre on the token: a target of two rings and a bull's-eye. */
export function targetIcon(options: IconOptions = {}): TemplateResult {
  return icon(
    'target',
    svg`<circle cx="8" cy="8" r="6.5"></circle><circle cx="8" cy="8" r="3.5"></circle><circle cx="8" cy="8" r="1.25" fill="currentColor" stroke="none"></circle>`,
    options,
  );
}

/** Show the whole map: four corners of a frame. */
export function screenFullIcon(options: IconOptions = {}): TemplateResult {
  return icon('screen-full', svg`<path d="M2.5 6V2.5H6M10 2.5h3.5V6M13.5 10v3.5H10M6 13.5H2.5V10"></path>`, options);
}

/** An error: a cross in a circle. */
export function errorIcon(options: IconOptions = {}): TemplateResult {
  return icon('error', svg`<circle cx="8" cy="8" r="6.5"></circle><path d="M5.5 5.5l5 5M10.5 5.5l-5 5"></path>`, options);
}

/** Open as text: a page with a folded corner and an arrow leaving it. */
export function goToFileIcon(options: IconOptions = {}): TemplateResult {
  return icon(
    'go-to-file',
    svg`<path d="M10.5 8.5v-4l-3-3h-5v13H9M7.5 1.5v3h3"></path><path d="M6 11.5h8M11.5 9l2.5 2.5-2.5 2.5"></path>`,
    options,
  );
}

/** Today: a calendar page. */
export function calendarIcon(options: IconOptions = {}): TemplateResult {
  return icon('calendar', svg`<rect x="2.5" y="3.5" width="11" height="10" rx="1"></rect><path d="M2.5 6.5h11M5.5 2v3M10.5 2v3M7 9.5h2v2H7z"></path>`, options);
}

/** Open a file: a folder. */
export function folderIcon(options: IconOptions = {}): TemplateResult {
  return icon('folder', svg`<path d="M1.5 3.5h4.5l1.5 1.5h7v8h-13z"></path><path d="M1.5 6.5h13"></path>`, options);
}

/** Read-only: a padlock. */
export function lockIcon(options: IconOptions = {}): TemplateResult {
  return icon(
    'lock',
    svg`<rect x="3.5" y="7.5" width="9" height="7" rx="1"></rect><path d="M5.5 7.5V5a2.5 2.5 0 0 1 5 0v2.5"></path><circle cx="8" cy="11" r="1" fill="currentColor" stroke="none"></circle>`,
    options,
  );
}

/** A warning: an exclamation mark in a triangle. */
export function warningIcon(options: IconOptions = {}): TemplateResult {
  return icon(
    'warning',
    svg`<path d="M7.5 1.5l7 13H.5Z"></path><path d="M7.5 5.5V10"></path><circle cx="7.5" cy="12.25" r="0.85" fill="currentColor" stroke="none"></circle>`,
    options,
  );
}

/** Close / dismiss: a cross. */
export function closeIcon(options: IconOptions = {}): TemplateResult {
  return icon('close', svg`<path d="M4 4l8 8M12 4l-8 8" stroke-width="1.2"></path>`, options);
}

/** Pass (End encounter): a check mark in a circle. */
export function passIcon(options: IconOptions = {}): TemplateResult {
  return icon('pass', svg`<circle cx="8" cy="8" r="6.5"></circle><path d="M5 8.25l2 2 4-4.25"></path>`, options);
}

/** Refresh (another seed): a circling arrow. */
export function refreshIcon(options: IconOptions = {}): TemplateResult {
  return icon('refresh', svg`<path d="M13.5 8A5.5 5.5 0 1 1 11.9 4.1M9.5 4.5h3v-3"></path>`, options);
}

/** Play (start): a triangle pointing right. */
export function playIcon(options: IconOptions = {}): TemplateResult {
  return icon('play', svg`<path d="M4.5 2.5v11l9-5.5Z"></path>`, options);
}

/** Go on (Next: step): an arrow pointing right. */
export function actIcon(options: IconOptions = {}): TemplateResult {
  return icon('act', svg`<path d="M2.5 8h10M9 4.5 12.5 8 9 11.5"></path>`, options);
}

/** Life: a heart. */
export function heartIcon(options: IconOptions = {}): TemplateResult {
  return icon('heart', svg`<path d="M8 13.5S2 10 2 5.9A3 3 0 0 1 8 4.4a3 3 0 0 1 6 1.5C14 10 8 13.5 8 13.5Z"></path>`, options);
}

/** Library: a stack of cards. */
export function libraryIcon(options: IconOptions = {}): TemplateResult {
  return icon('library', svg`<rect x="4.5" y="2.5" width="8" height="11" rx="1"></rect><path d="M2.5 4.5v8.5a1 1 0 0 0 1 1h7"></path>`, options);
}

/** Graveyard: a headstone. */
export function graveIcon(options: IconOptions = {}): TemplateResult {
  return icon('grave', svg`<path d="M4 14V6.5a4 4 0 0 1 8 0V14M2.5 14h11M8 5.5v4M6.5 7h3"></path>`, options);
}

/** Exile: a circle with a slash. */
export function exileIcon(options: IconOptions = {}): TemplateResult {
  return icon('exile', svg`<circle cx="8" cy="8" r="5.5"></circle><path d="M4.2 11.8l7.6-7.6"></path>`, options);
}

/** Mana: a drop. */
export function manaDropIcon(options: IconOptions = {}): TemplateResult {
  return icon('mana', svg`<path d="M8 2.5s-4 4.6-4 7.3a4 4 0 0 0 8 0C12 7.1 8 2.5 8 2.5Z"></path>`, options);
}

/** A goal: a flag. */
export function goalIcon(options: IconOptions = {}): TemplateResult {
  return icon('goal', svg`<path d="M3.5 14.5v-13M3.5 2.5h9l-2 3 2 3h-9"></path>`, options);
}

/** Combat: crossed swords. */
export function swordsIcon(options: IconOptions = {}): TemplateResult {
  return icon('swords', svg`<path d="M2.5 2.5l8 8M13.5 2.5l-8 8M9.5 12.5l3-3M3.5 9.5l3 3M11 11l2.5 2.5M5 11l-2.5 2.5"></path>`, options);
}

/** Travel: a compass. */
export function compassIcon(options: IconOptions = {}): TemplateResult {
  return icon('compass', svg`<circle cx="8" cy="8" r="6.5"></circle><path d="M10.5 5.5 9 9l-3.5 1.5L7 7Z"></path>`, options);
}

/** Preparation: an hourglass. */
export function hourglassIcon(options: IconOptions = {}): TemplateResult {
  return icon('hourglass', svg`<path d="M4 1.5h8M4 14.5h8M5 1.5c0 4 6 4 6 6.5s-6 2.5-6 6.5M11 1.5c0 4-6 4-6 6.5s6 2.5 6 6.5"></path>`, options);
}

/** Cards (opening hand): two cards fanned. */
export function cardsIcon(options: IconOptions = {}): TemplateResult {
  return icon('cards', svg`<rect x="2.5" y="4" width="7" height="10" rx="1" transform="rotate(-10 6 9)"></rect><rect x="7" y="2.5" width="7" height="10" rx="1"></rect>`, options);
}

/** Game over: a trophy. */
export function trophyIcon(options: IconOptions = {}): TemplateResult {
  return icon('trophy', svg`<path d="M4.5 2.5h7v3a3.5 3.5 0 0 1-7 0ZM4.5 4H2.5a2 2 0 0 0 2 2.5M11.5 4h2a2 2 0 0 1-2 2.5M8 9v3M5.5 14h5M6 12h4"></path>`, options);
}

/** Replay (history): a clock face with an arrow turning back. */
export function historyIcon(options: IconOptions = {}): TemplateResult {
  return icon('history', svg`<path d="M2.6 9.5A5.5 5.5 0 1 0 3.4 4.6M2.5 2v3h3"></path><path d="M8 5v3.25l2 1.5"></path>`, options);
}

/** One step back: a bar and a triangle pointing left. */
export function stepBackIcon(options: IconOptions = {}): TemplateResult {
  return icon('step-back', svg`<path d="M12.5 3.5v9l-7-4.5Z"></path><path d="M3.5 3.5v9"></path>`, options);
}

/** One step on: a triangle pointing right and a bar. */
export function stepOnIcon(options: IconOptions = {}): TemplateResult {
  return icon('step-on', svg`<path d="M3.5 3.5v9l7-4.5Z"></path><path d="M12.5 3.5v9"></path>`, options);
}

/** To the start: two triangles pointing left against a bar. */
export function toStartIcon(options: IconOptions = {}): TemplateResult {
  return icon('to-start', svg`<path d="M2.5 3.5v9"></path><path d="M9 3.5v9L4 8Z"></path><path d="M14.5 3.5v9L9.5 8Z"></path>`, options);
}

/** To the end: two triangles pointing right against a bar. */
export function toEndIcon(options: IconOptions = {}): TemplateResult {
  return icon('to-end', svg`<path d="M13.5 3.5v9"></path><path d="M7 3.5v9L12 8Z"></path><path d="M1.5 3.5v9L6.5 8Z"></path>`, options);
}

/**
 * Layout of the icons, for the styles of each component that shows them.
 * vscode-elements pads slotted toolbar content for text (5px a side); the
 * negative margin brings an icon-only toolbar button back to the 22×22 of
 * its own font-icon buttons. In a vscode-button the icon goes in the
 * `content-before` slot, which puts 4px before the label (its font icon had 3).
 */
export const iconStyles = css`
  svg.icon {
    flex: none;
    display: inline-block;
    vertical-align: -0.2em;
    overflow: visible;
  }
  vscode-toolbar-button > svg.icon {
    display: block;
    margin: 0 -2px;
  }
  vscode-button > svg.icon[slot='content-before'] {
    display: block;
    margin-right: -1px;
  }
`;
