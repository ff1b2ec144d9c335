import { css, html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { CardView } from '../../protocol/card-view';
import { cardMenu, type CardZone, type MenuItem } from './by-hand';

/**
 * The By hand menu of <crawl-table> (a card's, or Create token): a popover
 * placed once beside what opened it, moved through with the keys of a menu,
 * closed by Escape, Tab, a click or a scroll elsewhere. A reactive controller,
 * so the menu is drawn in the table's own shadow root (its ids and the focus
 * the table keeps track of stay where they were); what an item does is the
 * table's to say.
 */

/** The menu on screen: for a card, or Create token. */
export interface Menu {
  readonly title: string;
  readonly items: readonly MenuItem[];
  /** The card it is for, if any. */
  readonly source?: number;
  /** A line under the title. */
  readonly note?: string;
  /** Where it opens: at the pointer, or under (or beside) an element. */
  readonly at: { readonly x: number; readonly y: number } | HTMLElement;
  /** Where the keyboard goes back to when it closes. */
  readonly returnTo: HTMLElement | null;
}

/** A card's menu, opened at `at` (else by `returnTo`), the keyboard going back to `returnTo` when it closes. */
export function cardMenuOf(card: CardView, where: CardZone, returnTo: HTMLElement | null, at?: Menu['at']): Menu | undefined {
  if (card.id === undefined) return undefined;
  const note = card.token && where === 'battlefield' ? 'A token that leaves the battlefield ceases to exist.' : undefined;
  return { title: `By hand: ${card.name}`, items: cardMenu(card, where), source: card.id, ...(note ? { note } : {}), at: at ?? returnTo ?? { x: 0, y: 0 }, returnTo };
}

/** Where a right-click opens a menu: at the pointer, or by the element when a key fired it (it has no pointer position worth using). */
export function contextMenuAt(e: Pick<MouseEvent, 'button' | 'clientX' | 'clientY'>, el: HTMLElement): Menu['at'] {
  const fromKey = e.button !== 2 || (e.clientX === 0 && e.clientY === 0);
  return fromKey ? el : { x: e.clientX, y: e.clientY };
}

interface Size {
  readonly width: number;
  readonly height: number;
}

/**
 * Where a menu of size `box` goes: beside the pointer, or under an element's
 * box (above it, or moved in, where the window has no room); always 4 px
 * inside the window.
 */
export function menuPosition(
  box: Size,
  at: { readonly under: { readonly left: number; readonly top: number; readonly bottom: number } } | { readonly point: { readonly x: number; readonly y: number } },
  view: Size,
): { x: number; y: number } {
  let x: number;
  let y: number;
  if ('under' in at) {
    const r = at.under;
    x = r.left;
    y = r.bottom + 4;
    if (y + box.height > view.height) y = r.top - 4 - box.height;
  } else {
    x = at.point.x + 2;
    y = at.point.y + 2;
    if (y + box.height > view.height) y = at.point.y - box.height;
  }
  x = Math.max(4, Math.min(x, view.width - box.width - 4));
  y = Math.max(4, Math.min(y, view.height - box.height - 4));
  return { x: Math.round(x), y: Math.round(y) };
}

/**
 * What a key does in a menu whose items are `labels`, the keyboard on item
 * `at` (-1 for none): the item it moves to, 'close', or nothing. Arrows wrap
 * round, Home and PageUp go to the first, End and PageDown to the last; a
 * letter (no Ctrl, Alt or Meta: `plain`) jumps to the next item it begins.
 */
export function menuKey(key: string, labels: readonly string[], at: number, plain: boolean): number | 'close' | undefined {
  const n = labels.length;
  switch (key) {
    case 'ArrowDown':
      return (at + 1) % n;
    case 'ArrowUp':
      return (at - 1 + n) % n;
    case 'Home':
    case 'PageUp':
      return 0;
    case 'End':
    case 'PageDown':
      return n - 1;
    case 'Escape':
    case 'Tab':
      return 'close';
  }
  if (key.length !== 1 || !/\S/.test(key) || !plain) return undefined;
  const k = key.toLowerCase();
  for (let i = 1; i <= n; i++) {
    const j = (at + i) % n;
    if (labels[j]!.toLowerCase().startsWith(k)) return j;
  }
  return undefined;
}

type Host = ReactiveControllerHost & HTMLElement;

export class HandMenu implements ReactiveController {
  /** The menu on screen, if any. */
  menu: Menu | undefined = undefined;
  /** When the menu was opened from a key, so the contextmenu event the same key fires opens nothing more. */
  private openedByKeyAt = 0;

  /** `choose`: an item chosen (the menu is still open: the table closes it if it acts). */
  constructor(
    private readonly host: Host,
    private readonly choose: (item: MenuItem) => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    // The menu is placed once: a scroll (the table's, the page's) would leave it behind, so it closes.
    this.host.addEventListener('scroll', this.onScroll);
    document.addEventListener('scroll', this.onScroll, true);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('scroll', this.onScroll);
    document.removeEventListener('scroll', this.onScroll, true);
    this.close(false);
  }

  get element(): HTMLElement | null {
    return this.host.shadowRoot?.querySelector<HTMLElement>('.hand-menu') ?? null;
  }

  /** Whether the menu of card `id` opened from a key a moment ago (the same key's contextmenu event follows). */
  justOpenedByKey(id: number | undefined): boolean {
    return this.menu !== undefined && this.menu.source === id && performance.now() - this.openedByKeyAt < 500;
  }

  markOpenedByKey(): void {
    this.openedByKeyAt = performance.now();
  }

  /** Opens a menu (closing any other), puts it in place once drawn, and the keyboard on its first item. */
  show(menu: Menu): void {
    if (this.menu) this.close(false);
    // The card's own details would cover the menu.
    if (menu.source !== undefined) this.host.shadowRoot?.querySelector<HTMLElement & { hideDetails?: () => void }>(`crawl-card[data-id="${menu.source}"]`)?.hideDetails?.();
    this.menu = menu;
    this.host.requestUpdate();
    void this.host.updateComplete.then(() => {
      const pop = this.element;
      if (!pop || this.menu !== menu) return;
      if (!pop.matches(':popover-open')) pop.showPopover();
      this.place(pop, menu.at);
      pop.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
      document.addEventListener('pointerdown', this.onOutside, true);
    });
  }

  /** Closes the menu; `back` puts the keyboard where it was before it opened. */
  close(back = true): void {
    document.removeEventListener('pointerdown', this.onOutside, true);
    const menu = this.menu;
    if (!menu) return;
    const pop = this.element;
    if (pop?.matches(':popover-open')) pop.hidePopover();
    this.menu = undefined;
    this.host.requestUpdate();
    if (back && menu.returnTo?.isConnected) menu.returnTo.focus();
  }

  private place(pop: HTMLElement, at: Menu['at']): void {
    const box = pop.getBoundingClientRect();
    const where = at instanceof HTMLElement ? { under: at.getBoundingClientRect() } : { point: at };
    const { x, y } = menuPosition(box, where, { width: window.innerWidth, height: window.innerHeight });
    pop.style.setProperty('left', `${x}px`);
    pop.style.setProperty('top', `${y}px`);
  }

  private onOutside = (e: PointerEvent): void => {
    const pop = this.element;
    if (pop && e.composedPath().includes(pop)) return;
    this.close(false);
  };

  private onScroll = (e: Event): void => {
    if (!this.menu) return;
    const pop = this.element;
    if (pop && e.composedPath().includes(pop)) return;
    this.close(false);
  };

  /** Keys in the menu. Nothing leaks to the table's keys. */
  private onKey(e: KeyboardEvent): void {
    e.stopPropagation();
    const items = Array.from(this.element?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const at = items.indexOf(this.host.shadowRoot?.activeElement as HTMLElement);
    const next = menuKey(
      e.key,
      items.map((i) => i.dataset.label ?? ''),
      at,
      !e.ctrlKey && !e.metaKey && !e.altKey,
    );
    if (next === undefined) return;
    e.preventDefault();
    if (next === 'close') this.close(true);
    else items[next]?.focus();
  }

  /** The popover, always in the DOM (empty while closed); `interactive` false marks its items as waiting. */
  render(interactive: boolean): TemplateResult {
    const m = this.menu;
    return html`<div
      class="hand-menu"
      popover="manual"
      role="menu"
      aria-label=${m?.title ?? 'By hand'}
      aria-describedby=${m?.note ? 'hand-menu-note' : nothing}
      @keydown=${(e: KeyboardEvent) => this.onKey(e)}
      @focusout=${(e: FocusEvent) => {
        const to = e.relatedTarget as Node | null;
        // The keyboard left the menu (not for one of its items): it closes.
        if (this.menu && to && !this.element?.contains(to)) this.close(false);
      }}
    >
      ${m
        ? html`<div class="menu-title" aria-hidden="true">${m.title}</div>
            ${m.note ? html`<div class="menu-note" id="hand-menu-note" aria-hidden="true">${m.note}</div>` : nothing}
            ${m.items.map(
              (item) => html`${item.group ? html`<div class="menu-separator" role="separator"></div>` : nothing}<button
                  class="menu-item"
                  role="menuitem"
                  tabindex="-1"
                  data-label=${item.label}
                  aria-label=${item.detail ? `${item.label}: ${item.detail}` : item.label}
                  aria-disabled=${String(!interactive)}
                  @click=${() => this.choose(item)}
                  @pointerenter=${(e: PointerEvent) => (e.currentTarget as HTMLElement).focus()}
                >
                  <span class="menu-label">${item.label}</span>${item.detail ? html`<span class="menu-detail">${item.detail}</span>` : nothing}
                </button>`,
            )}`
        : nothing}
    </div>`;
  }
}

/** The look of the menu: a popover in the top layer, placed by script, with the colours of VS Code's own menus. */
export const handMenuStyles = css`
  /* ── The By hand menu (a popover in the top layer, placed by script) ── */
  .hand-menu {
    position: fixed;
    inset: auto;
    margin: 0;
    min-width: 190px;
    max-width: 320px;
    max-height: calc(100vh - 8px);
    overflow: auto;
    box-sizing: border-box;
    padding: 4px;
    border: 1px solid var(--vscode-menu-border, var(--vscode-editorWidget-border, var(--vscode-widget-border, #454545)));
    border-radius: 6px;
    background: var(--vscode-menu-background, var(--vscode-editorWidget-background, #252526));
    color: var(--vscode-menu-foreground, var(--vscode-foreground));
    box-shadow: 0 2px 8px var(--vscode-widget-shadow, rgba(0, 0, 0, 0.36));
    font: 13px var(--vscode-font-family, sans-serif);
  }
  :host-context(body.vscode-high-contrast) .hand-menu {
    border-color: var(--vscode-contrastBorder);
  }
  .menu-title {
    padding: 4px 8px 5px;
    font-size: 11px;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: var(--vscode-descriptionForeground);
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .menu-note {
    padding: 0 8px 5px;
    font-size: 12px;
    color: var(--vscode-descriptionForeground);
  }
  .menu-separator {
    height: 1px;
    margin: 4px 6px;
    background: var(--vscode-menu-separatorBackground, var(--vscode-widget-border, #454545));
  }
  .menu-item {
    display: flex;
    align-items: baseline;
    gap: 10px;
    width: 100%;
    box-sizing: border-box;
    padding: 4px 10px;
    border: 1px solid transparent;
    border-radius: 4px;
    background: transparent;
    color: inherit;
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  .menu-item:focus {
    outline: none;
    background: var(--vscode-menu-selectionBackground, var(--vscode-list-activeSelectionBackground, #04395e));
    color: var(--vscode-menu-selectionForeground, var(--vscode-list-activeSelectionForeground, var(--vscode-foreground)));
  }
  :host-context(body.vscode-high-contrast) .menu-item:focus {
    background: transparent;
    border: 1px dashed var(--vscode-contrastActiveBorder, var(--vscode-focusBorder));
  }
  .menu-item[aria-disabled='true'] {
    opacity: 0.6;
    cursor: default;
  }
  .menu-label {
    flex: none;
    white-space: nowrap;
  }
  .menu-detail {
    margin-left: auto;
    font-size: 12px;
    opacity: 0.8;
    white-space: nowrap;
  }
`;
