/**
 * vscode-single-select always opens its list below itself, so a select near
 * the bottom of a long form opened its list off the bottom of the editor,
 * out of reach. Just before a select opens (a press of the pointer or a key
 * on it), this turns it to open above when there is more room there.
 */

/** About one option's height, and the room the list's description line takes. */
const OPTION_HEIGHT = 22;
const DESCRIPTION_HEIGHT = 50;
/** The list shows at most this many options, and scrolls the rest. */
const VISIBLE_OPTIONS = 10;

type Select = HTMLElement & { position: 'above' | 'below' };

export function placeDropdown(e: Event): void {
  const select = e.composedPath().find((n): n is Select => n instanceof HTMLElement && n.tagName === 'VSCODE-SINGLE-SELECT');
  if (!select) return;
  const r = select.getBoundingClientRect();
  const options = select.querySelectorAll('vscode-option').length;
  const needed = Math.min(options, VISIBLE_OPTIONS) * OPTION_HEIGHT + DESCRIPTION_HEIGHT;
  const below = document.documentElement.clientHeight - r.bottom;
  const position = below < needed && r.top > below ? 'above' : 'below';
  if (select.position !== position) select.position = position;
}
