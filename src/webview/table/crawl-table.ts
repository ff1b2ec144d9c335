import { LitElement, html, nothing, svg, type PropertyValues, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import '@vscode-elements/elements/dist/vscode-button/index.js';
import type { Action } from '../../engine';
import type { CardView } from '../../protocol/card-view';
import type { ActionView, TableView } from '../../protocol/table-view';
import '../cards/card-face';
import { cardDescription, isLand, type CardSize } from '../cards/card-face';
import { manaCost, rulesText, spokenText } from '../cards/mana-cost';
import { exileIcon, graveIcon, heartIcon, libraryIcon, manaDropIcon, swordsIcon } from '../shared/icons';
import { cardMenu, lifeAmount, tokenMenu, type CardZone, type MenuItem } from './by-hand';
import { afterTarget, afterX, firstStep, groupsFor, type ActionGroup, type Step, type TargetKey } from './intents';
import { tableStyles } from './table-styles';

/**
 * Fired with one action for the host; the app adds the document version and
 * posts it. `byHand` marks an adjustment by hand, which is not in the host's
 * list of labelled legal actions.
 */
export type ActEvent = CustomEvent<{ action: Action; label: string; byHand?: boolean }>;
/** Fired with words for the aria-live region (a question asked, a choice refused). */
export type SayEvent = CustomEvent<{ text: string }>;

type Zone = 'foes' | 'hazards' | 'creatures' | 'others' | 'lands' | 'hand' | 'graveyard' | 'exile';
const ZONES: readonly Zone[] = ['foes', 'hazards', 'creatures', 'others', 'lands', 'graveyard', 'exile', 'hand'];

/** Where a card of each zone of the table is, in the engine's words; the encounter's cards are not yours to move. */
const CARD_ZONE: Partial<Record<Zone, CardZone>> = {
  hand: 'hand',
  creatures: 'battlefield',
  others: 'battlefield',
  lands: 'battlefield',
  graveyard: 'graveyard',
  exile: 'exile',
};

/** The By hand menu on screen: for a card, or Create token. */
interface Menu {
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

/** A question the table asks before it sends an action (view state only; the game is not touched). */
type Mode =
  | { readonly kind: 'menu'; readonly source: number; readonly name: string; readonly groups: readonly ActionGroup[] }
  | { readonly kind: 'target'; readonly source: number; readonly name: string; readonly group: ActionGroup; readonly targets: readonly TargetKey[] }
  | { readonly kind: 'x'; readonly source: number; readonly name: string; readonly group: ActionGroup; readonly values: readonly number[] };

interface Link {
  readonly kind: 'block' | 'attack';
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

/**
 * The card table: the encounter's creature, your battlefield (creatures,
 * other permanents, lands), your life, library, graveyard and mana, the
 * question of the moment, and your hand. Clicks and keys on cards become
 * actions through the host's labelled legal actions (intents.ts); a card
 * that needs a target, an X or a choice of ability asks first. It holds view
 * state only.
 *
 * `byHand`: adjustments by hand are open (not read-only, no question, the
 * game not over). Then each of your cards has a By hand menu (right-click,
 * Shift+F10 or the ContextMenu key, or its ⋯ button), your life has − and +
 * and a field, and Create token lists the pool's tokens. They are sent as
 * `crawl-act` with `byHand`.
 *
 * `layout="strip"` (while travelling): no encounter, everything compact.
 */
export class CrawlTable extends LitElement {
  static override properties = {
    table: { attribute: false },
    interactive: { type: Boolean },
    layout: { reflect: true },
    mode: { state: true },
    links: { state: true },
    xValue: { state: true },
    graveyardOpen: { state: true },
    exileOpen: { state: true },
    byHand: { type: Boolean },
    menu: { state: true },
  };

  declare table: TableView | undefined;
  declare interactive: boolean;
  declare layout: 'full' | 'strip';
  declare mode: Mode | undefined;
  declare links: readonly Link[];
  declare xValue: number;
  declare graveyardOpen: boolean;
  declare exileOpen: boolean;
  declare byHand: boolean;
  declare menu: Menu | undefined;

  /** The card of each zone that holds the zone's tab stop (roving tabindex). */
  private readonly active = new Map<Zone, number>();
  /** Where the keyboard was before a re-render, to put it back if its card went away. */
  private focusWas: { zone: Zone; index: number } | 'prompt' | undefined;
  private resizer: ResizeObserver | undefined;
  private linkFrame = 0;
  /** A card acted on by hand: the keyboard follows it to where it went. */
  private follow: number | undefined;
  /** When the menu was opened from a key, so the contextmenu event the same key fires opens nothing more. */
  private menuOpenedAt = 0;

  constructor() {
    super();
    this.table = undefined;
    this.interactive = false;
    this.layout = 'full';
    this.mode = undefined;
    this.links = [];
    this.xValue = 0;
    this.graveyardOpen = false;
    this.exileOpen = false;
    this.byHand = false;
    this.menu = undefined;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.resizer = new ResizeObserver(() => this.scheduleLinks());
    this.resizer.observe(this);
    this.addEventListener('keydown', this.onKeyDown);
    // The menu is placed once: a scroll (the table's, the page's) would leave it behind, so it closes.
    this.addEventListener('scroll', this.onScroll);
    document.addEventListener('scroll', this.onScroll, true);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resizer?.disconnect();
    cancelAnimationFrame(this.linkFrame);
    this.removeEventListener('keydown', this.onKeyDown);
    this.removeEventListener('scroll', this.onScroll);
    document.removeEventListener('scroll', this.onScroll, true);
    this.closeMenu(false);
  }

  // ── Questions asked before an action ────────────────────────────────────

  /** Withdraws any question in progress (Escape, or the table changed under it). */
  cancel(say = true): boolean {
    if (!this.mode) return false;
    const name = this.mode.name;
    const source = this.mode.source;
    this.mode = undefined;
    if (say) this.say(`Cancelled: ${name}.`);
    void this.updateComplete.then(() => this.focusCard(source));
    return true;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const root = this.shadowRoot;
    const active = root?.activeElement as HTMLElement | null | undefined;
    this.focusWas = undefined;
    if (active?.dataset.zone) this.focusWas = { zone: active.dataset.zone as Zone, index: Number(active.dataset.index) };
    else if (active && active.closest('.prompt')) this.focusWas = 'prompt';
    if (changed.has('table') || changed.has('interactive')) {
      // A new state of the game (or an action on its way) ends any question about the old one.
      if (this.mode && (changed.get('table') !== undefined || !this.interactive)) this.mode = undefined;
      const targets = this.table?.actions.some((a) => a.action.type === 'choose' && typeof a.action.target === 'number' && this.inGraveyard(a.action.target));
      if (targets) this.graveyardOpen = true;
      // A card moved by hand into the graveyard or exile: show it there, where the keyboard follows it.
      const follow = this.follow;
      if (follow !== undefined && changed.get('table') !== undefined) {
        if (this.table?.graveyard.some((c) => c.id === follow)) this.graveyardOpen = true;
        if (this.table?.exile.some((c) => c.id === follow)) this.exileOpen = true;
      }
    }
    // The menu belongs to the table it was opened on.
    if (this.menu && ((changed.has('table') && changed.get('table') !== undefined) || (changed.has('byHand') && !this.byHand))) {
      this.closeMenu(this.menuElement?.contains(this.shadowRoot?.activeElement ?? null) ?? false);
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    this.scheduleLinks();
    if (changed.has('table') && changed.get('table') !== undefined && this.follow !== undefined) {
      const id = this.follow;
      this.follow = undefined;
      if (this.focusFollowed(id)) return;
    }
    if (changed.has('table') || changed.has('mode')) this.keepFocus();
  }

  /** After an action by hand on a card: the keyboard goes with the card, if it is still to be seen. */
  private focusFollowed(id: number): boolean {
    const root = this.shadowRoot;
    const active = root?.activeElement as HTMLElement | null | undefined;
    // Only if the keyboard was on the card (or nowhere): not if the player went on to something else meanwhile.
    if (active && active.isConnected && !(active.dataset.id === String(id))) return false;
    const el = root?.querySelector<HTMLElement>(`crawl-card[data-id="${id}"]`);
    if (!el) return false;
    this.active.set(el.dataset.zone as Zone, Number(el.dataset.index));
    el.focus();
    return true;
  }

  /** After a re-render, a card that had the keyboard may be gone (played, died): keep the keyboard in its zone. */
  private keepFocus(): void {
    const root = this.shadowRoot;
    if (!root || !this.focusWas) return;
    const active = root.activeElement as HTMLElement | null;
    if (active && active.isConnected && (active.dataset.zone || active.closest('.prompt'))) return;
    if (this.focusWas === 'prompt') {
      this.focusPrompt();
      return;
    }
    const { zone, index } = this.focusWas;
    const cards = this.cardsIn(zone);
    if (cards.length > 0) {
      const i = Math.min(index, cards.length - 1);
      this.active.set(zone, i);
      cards[i]!.focus();
      return;
    }
    // The zone emptied (the last card played): the question, if any, else the next zone with cards.
    if (this.focusPrompt()) return;
    for (const z of ZONES) {
      const c = this.cardsIn(z);
      if (c.length > 0) {
        c[0]!.focus();
        return;
      }
    }
  }

  private focusPrompt(): boolean {
    const first = this.shadowRoot?.querySelector<HTMLElement>('.prompt vscode-button, .prompt input, .prompt button');
    first?.focus();
    return Boolean(first);
  }

  private cardsIn(zone: Zone): HTMLElement[] {
    return Array.from(this.shadowRoot?.querySelectorAll<HTMLElement>(`crawl-card[data-zone="${zone}"]`) ?? []);
  }

  private focusCard(id: number): void {
    const el = this.shadowRoot?.querySelector<HTMLElement>(`crawl-card[data-id="${id}"]`);
    if (el) {
      this.active.set(el.dataset.zone as Zone, Number(el.dataset.index));
      this.requestUpdate();
      el.focus();
    }
  }

  /** The targets a choice is open for now: the question in progress, or a triggered ability's. */
  private currentTargets(): readonly TargetKey[] | undefined {
    if (this.mode?.kind === 'target') return this.mode.targets;
    if (this.table?.prompt?.kind === 'trigger') {
      return this.table.actions.flatMap((a) => (a.action.type === 'choose' ? [a.action.target] : []));
    }
    return undefined;
  }

  private say(text: string): void {
    this.dispatchEvent(new CustomEvent('crawl-say', { detail: { text }, bubbles: true, composed: true }));
  }

  private send(action: Action, label: string, byHand = false): void {
    if (!this.interactive) return;
    this.mode = undefined;
    this.dispatchEvent(new CustomEvent('crawl-act', { detail: { action, label, ...(byHand ? { byHand: true } : {}) }, bubbles: true, composed: true }));
  }

  private nameOf(id: TargetKey): string {
    if (id === 'you') return 'You';
    const t = this.table;
    if (!t) return `#${id}`;
    for (const zone of [t.foes, t.hazards, t.creatures, t.others, t.lands, t.hand, t.graveyard, t.exile]) {
      const c = zone.find((x) => x.id === id);
      if (c) return c.name;
    }
    return `#${id}`;
  }

  private inGraveyard(id: number): boolean {
    return this.table?.graveyard.some((c) => c.id === id) ?? false;
  }

  private take(step: Step | undefined, source: number): void {
    if (!step) return;
    const name = this.nameOf(source);
    switch (step.kind) {
      case 'send':
        this.send(step.action, step.label);
        return;
      case 'menu':
        this.mode = { kind: 'menu', source, name, groups: step.groups };
        this.say(`${name}: choose what to do: ${step.groups.map((g) => g.label).join('; ')}. Escape cancels.`);
        void this.updateComplete.then(() => this.focusPrompt());
        return;
      case 'target': {
        this.mode = { kind: 'target', source, name: step.group.label, group: step.group, targets: step.targets };
        if (step.targets.some((t) => typeof t === 'number' && this.inGraveyard(t))) this.graveyardOpen = true;
        const what = step.group.kind === 'attack' ? `Choose which creature ${name} attacks` : step.group.kind === 'block' ? `Choose the attacker ${name} blocks` : `${step.group.label}: choose a target`;
        this.say(`${what}: ${step.targets.map((t) => this.nameOf(t)).join(', ')}. Escape cancels.`);
        void this.updateComplete.then(() => this.focusFirstTarget(step.targets));
        return;
      }
      case 'x':
        this.mode = { kind: 'x', source, name: step.group.label, group: step.group, values: step.values };
        this.xValue = step.values[step.values.length - 1]!;
        this.say(`${step.group.label}: choose X, from ${step.values[0]} to ${step.values[step.values.length - 1]}. Escape cancels.`);
        void this.updateComplete.then(() => this.shadowRoot?.querySelector<HTMLInputElement>('.prompt input')?.focus());
        return;
    }
  }

  private focusFirstTarget(targets: readonly TargetKey[]): void {
    const first = targets[0];
    if (first === undefined) return;
    if (typeof first === 'string') this.shadowRoot?.querySelector<HTMLElement>('.life')?.focus();
    else this.focusCard(first);
  }

  /** A click (or Enter) on a card. */
  private onCard(card: CardView): void {
    const t = this.table;
    const id = card.id;
    if (!t || id === undefined) return;
    if (!this.interactive) return;
    const targets = this.currentTargets();
    if (targets) {
      if (targets.includes(id)) this.pick(id);
      else if (this.mode && id === this.mode.source) this.cancel();
      else this.say(`${card.name} is not a choice here. Choose one of the marked targets${this.mode ? ', or press Escape to cancel' : ''}.`);
      return;
    }
    if (this.mode) {
      if (id === this.mode.source) this.cancel();
      else this.say('Answer the question first, or press Escape to cancel it.');
      return;
    }
    const prompt = t.prompt;
    if (prompt?.kind === 'discard' || prompt?.kind === 'bottom') {
      const a = t.actions.find((x) => x.on === id && x.action.type === prompt.kind);
      if (a) this.send(a.action, a.label);
      else this.say(`${prompt.text}`);
      return;
    }
    const groups = groupsFor(t.actions, id);
    if (groups.length === 0) {
      const byHand = this.byHand && this.menuZone(id) ? ' Shift+F10 opens its By hand menu.' : '';
      this.say(prompt ? prompt.text : `Nothing to do with ${card.name} now.${byHand}`);
      return;
    }
    const attack = t.combat?.attackers.find((a) => a.id === id);
    const block = t.combat?.blocks.find((b) => b.id === id);
    this.take(firstStep(groups, { ...(attack ? { attacking: attack.target } : {}), ...(block ? { blocking: block.attacker } : {}) }), id);
  }

  /** A target chosen (a card, or you). */
  private pick(target: TargetKey): void {
    const t = this.table;
    if (!t || !this.interactive) return;
    if (this.mode?.kind === 'target') {
      const source = this.mode.source;
      this.take(afterTarget(this.mode.group, target), source);
      return;
    }
    const choose = t.actions.find((a) => a.action.type === 'choose' && a.action.target === target);
    if (choose) this.send(choose.action, choose.label);
  }

  private chooseGroup(g: ActionGroup): void {
    if (this.mode?.kind !== 'menu') return;
    const source = this.mode.source;
    const t = this.table;
    const attack = t?.combat?.attackers.find((a) => a.id === source);
    const block = t?.combat?.blocks.find((b) => b.id === source);
    this.mode = undefined;
    this.take(firstStep([g], { ...(attack ? { attacking: attack.target } : {}), ...(block ? { blocking: block.attacker } : {}) }), source);
  }

  private confirmX(): void {
    if (this.mode?.kind !== 'x') return;
    const values = this.mode.values;
    if (!values.includes(this.xValue)) {
      this.say(`X must be from ${values[0]} to ${values[values.length - 1]}.`);
      return;
    }
    this.take(afterX(this.mode.group, this.xValue), this.mode.source);
  }

  // ── Keys ────────────────────────────────────────────────────────────────

  private onKeyDown = (e: KeyboardEvent): void => {
    if (e.key === 'Escape' && this.mode) {
      e.preventDefault();
      e.stopPropagation();
      this.cancel();
    }
  };

  private onCardKey(e: KeyboardEvent, card: CardView, zone: Zone, index: number): void {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === 'ContextMenu' || (e.shiftKey && e.key === 'F10')) {
      if (this.byHand && CARD_ZONE[zone]) {
        e.preventDefault();
        this.openCardMenu(card, zone, e.currentTarget as HTMLElement);
        this.menuOpenedAt = performance.now();
      }
      return;
    }
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.onCard(card);
      return;
    }
    const cards = this.cardsIn(zone);
    let next: number | undefined;
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') next = Math.min(cards.length - 1, index + 1);
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') next = Math.max(0, index - 1);
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = cards.length - 1;
    if (next === undefined) return;
    e.preventDefault();
    this.active.set(zone, next);
    this.requestUpdate();
    cards[next]?.focus();
  }

  // ── By hand ─────────────────────────────────────────────────────────────

  /** The zone of the table card `id` is in, if it is one of yours with a By hand menu. */
  private menuZone(id: number): Zone | undefined {
    const t = this.table;
    if (!t) return undefined;
    const zones: [Zone, readonly CardView[]][] = [
      ['hand', t.hand],
      ['creatures', t.creatures],
      ['others', t.others],
      ['lands', t.lands],
      ['graveyard', t.graveyard],
      ['exile', t.exile],
    ];
    return zones.find(([, cards]) => cards.some((c) => c.id === id))?.[0];
  }

  /** A right-click on a card: its menu at the pointer (the key that opened it may fire this too). */
  private onCardContextMenu(e: MouseEvent, card: CardView, zone: Zone): void {
    if (!this.byHand || !CARD_ZONE[zone]) return;
    e.preventDefault();
    if (this.menu?.source === card.id && performance.now() - this.menuOpenedAt < 500) return;
    const el = e.currentTarget as HTMLElement;
    // A contextmenu from the keyboard has no pointer position worth using.
    const fromKey = e.button !== 2 || (e.clientX === 0 && e.clientY === 0);
    this.openCardMenu(card, zone, el, fromKey ? el : { x: e.clientX, y: e.clientY });
  }

  openCardMenu(card: CardView, zone: Zone, returnTo: HTMLElement | null, at?: Menu['at']): void {
    const where = CARD_ZONE[zone];
    if (!this.byHand || !where || card.id === undefined) return;
    const items = cardMenu(card, where);
    const note = card.token && where === 'battlefield' ? 'A token that leaves the battlefield ceases to exist.' : undefined;
    this.showMenu({ title: `By hand: ${card.name}`, items, source: card.id, ...(note ? { note } : {}), at: at ?? returnTo ?? { x: 0, y: 0 }, returnTo });
  }

  private openTokenMenu(button: HTMLElement): void {
    const t = this.table;
    if (!this.byHand || !t) return;
    this.showMenu({ title: 'Create a token', items: tokenMenu(t.byHand.tokens), at: button, returnTo: button });
  }

  private showMenu(menu: Menu): void {
    if (this.mode) this.cancel(false);
    if (this.menu) this.closeMenu(false);
    if (menu.source !== undefined) this.shadowRoot?.querySelector<HTMLElement & { hideDetails?: () => void }>(`crawl-card[data-id="${menu.source}"]`)?.hideDetails?.();
    this.menu = menu;
    void this.updateComplete.then(() => {
      const pop = this.menuElement;
      if (!pop || this.menu !== menu) return;
      if (!pop.matches(':popover-open')) pop.showPopover();
      this.placeMenu(pop, menu.at);
      pop.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
      document.addEventListener('pointerdown', this.onOutside, true);
    });
  }

  private get menuElement(): HTMLElement | null {
    return this.shadowRoot?.querySelector<HTMLElement>('.hand-menu') ?? null;
  }

  /** Beside the pointer, or under the element (above it, or moved in, where the window has no room). */
  private placeMenu(pop: HTMLElement, at: Menu['at']): void {
    const box = pop.getBoundingClientRect();
    let x: number;
    let y: number;
    if (at instanceof HTMLElement) {
      const r = at.getBoundingClientRect();
      x = r.left;
      y = r.bottom + 4;
      if (y + box.height > window.innerHeight) y = r.top - 4 - box.height;
    } else {
      x = at.x + 2;
      y = at.y + 2;
      if (y + box.height > window.innerHeight) y = at.y - box.height;
    }
    x = Math.max(4, Math.min(x, window.innerWidth - box.width - 4));
    y = Math.max(4, Math.min(y, window.innerHeight - box.height - 4));
    pop.style.setProperty('left', `${Math.round(x)}px`);
    pop.style.setProperty('top', `${Math.round(y)}px`);
  }

  /** Closes the menu; `back` puts the keyboard where it was before it opened. */
  closeMenu(back = true): void {
    document.removeEventListener('pointerdown', this.onOutside, true);
    const menu = this.menu;
    if (!menu) return;
    const pop = this.menuElement;
    if (pop?.matches(':popover-open')) pop.hidePopover();
    this.menu = undefined;
    if (back && menu.returnTo?.isConnected) menu.returnTo.focus();
  }

  private onOutside = (e: PointerEvent): void => {
    const pop = this.menuElement;
    if (pop && e.composedPath().includes(pop)) return;
    this.closeMenu(false);
  };

  private onScroll = (e: Event): void => {
    if (!this.menu) return;
    const pop = this.menuElement;
    if (pop && e.composedPath().includes(pop)) return;
    this.closeMenu(false);
  };

  private chooseMenuItem(item: MenuItem): void {
    const menu = this.menu;
    if (!menu) return;
    if (!this.interactive) {
      this.say('Wait a moment: the last action is still on its way.');
      return;
    }
    this.closeMenu(true);
    this.follow = menu.source;
    this.send(item.action, item.spoken, true);
  }

  /** Keys in the menu: arrows, Home and End move; Enter and Space choose; Escape and Tab close; a letter jumps. Nothing leaks to the table's keys. */
  private onMenuKey(e: KeyboardEvent): void {
    e.stopPropagation();
    const items = Array.from(this.menuElement?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const at = items.indexOf(this.shadowRoot?.activeElement as HTMLElement);
    let next: number | undefined;
    switch (e.key) {
      case 'ArrowDown':
        next = (at + 1) % items.length;
        break;
      case 'ArrowUp':
        next = (at - 1 + items.length) % items.length;
        break;
      case 'Home':
      case 'PageUp':
        next = 0;
        break;
      case 'End':
      case 'PageDown':
        next = items.length - 1;
        break;
      case 'Escape':
      case 'Tab':
        e.preventDefault();
        this.closeMenu(true);
        return;
      default:
        if (e.key.length === 1 && /\S/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
          const k = e.key.toLowerCase();
          for (let i = 1; i <= items.length; i++) {
            const j = (at + i) % items.length;
            if ((items[j]!.dataset.label ?? '').toLowerCase().startsWith(k)) {
              next = j;
              break;
            }
          }
        }
    }
    if (next === undefined) return;
    e.preventDefault();
    items[next]?.focus();
  }

  private renderMenu(): TemplateResult {
    const m = this.menu;
    return html`<div
      class="hand-menu"
      popover="manual"
      role="menu"
      aria-label=${m?.title ?? 'By hand'}
      aria-describedby=${m?.note ? 'hand-menu-note' : nothing}
      @keydown=${(e: KeyboardEvent) => this.onMenuKey(e)}
      @focusout=${(e: FocusEvent) => {
        const to = e.relatedTarget as Node | null;
        // The keyboard left the menu (not for one of its items): it closes.
        if (this.menu && to && !this.menuElement?.contains(to)) this.closeMenu(false);
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
                  aria-disabled=${String(!this.interactive)}
                  @click=${() => this.chooseMenuItem(item)}
                  @pointerenter=${(e: PointerEvent) => (e.currentTarget as HTMLElement).focus()}
                >
                  <span class="menu-label">${item.label}</span>${item.detail ? html`<span class="menu-detail">${item.detail}</span>` : nothing}
                </button>`,
            )}`
        : nothing}
    </div>`;
  }

  private lifeKey(e: KeyboardEvent): void {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const input = e.currentTarget as HTMLInputElement;
    const amount = lifeAmount(input.value);
    if (amount === undefined) {
      this.say('Type how much life to gain, or a negative number to lose, then press Enter.');
      return;
    }
    this.adjustLife(amount);
    if (this.interactive) input.value = '';
  }

  private adjustLife(amount: number): void {
    if (!this.byHand) return;
    if (!this.interactive) {
      this.say('Wait a moment: the last action is still on its way.');
      return;
    }
    this.send({ type: 'adjustLife', amount }, `${amount > 0 ? 'Gain' : 'Lose'} ${Math.abs(amount)} life`, true);
  }

  // ── Lines between blockers and attackers ────────────────────────────────

  private scheduleLinks(): void {
    cancelAnimationFrame(this.linkFrame);
    this.linkFrame = requestAnimationFrame(() => this.measureLinks());
  }

  private measureLinks(): void {
    const root = this.shadowRoot;
    const box = root?.querySelector('.table')?.getBoundingClientRect();
    const combat = this.table?.combat;
    const links: Link[] = [];
    if (root && box && combat && this.layout === 'full') {
      const rect = (id: number | 'you') =>
        (id === 'you' ? root.querySelector('.life') : root.querySelector(`crawl-card[data-id="${id}"]`))?.getBoundingClientRect();
      const join = (kind: Link['kind'], a: DOMRect | undefined, b: DOMRect | undefined) => {
        if (!a || !b || a.width === 0 || b.width === 0) return;
        const [p, q] = facing(a, b);
        links.push({ kind, x1: p.x - box.left, y1: p.y - box.top, x2: q.x - box.left, y2: q.y - box.top });
      };
      for (const b of combat.blocks) join('block', rect(b.id), rect(b.attacker));
      for (const a of combat.attackers) {
        // A blocked attacker's line is the block's; an attack on you shows on your life instead.
        if (a.target === 'you' || combat.blocks.some((b) => b.attacker === a.id)) continue;
        join('attack', rect(a.id), rect(a.target));
      }
    }
    const same = links.length === this.links.length && links.every((l, i) => JSON.stringify(l) === JSON.stringify(this.links[i]));
    if (!same) this.links = links;
  }

  // ── Drawing ─────────────────────────────────────────────────────────────

  override render(): TemplateResult | typeof nothing {
    const t = this.table;
    if (!t) return nothing;
    if (this.layout === 'strip') return this.renderStrip(t);
    return html`<div class="table ${t.foes.length > 0 ? 'has-foe' : ''}">
      ${this.foeZone(t)}
      <section class="you-zone" aria-label="Your side">
        ${this.status(t)}
        ${this.row('creatures', 'Creatures', inCombatFirst(t), 'compact', 'No creatures yet.', true)}
        ${t.others.length > 0 ? this.row('others', 'Other permanents', t.others, 'compact', '') : nothing}
        ${this.row('lands', 'Lands', t.lands, 'compact', 'No lands yet.', true)}
        ${this.graveyardOpen && t.graveyard.length > 0 ? this.row('graveyard', 'Graveyard', t.graveyard, 'compact', '', true) : nothing}
        ${this.exileOpen && t.exile.length > 0 ? this.row('exile', 'Exile', t.exile, 'compact', '', true) : nothing}
      </section>
      ${this.prompt(t)}
      <section class="hand-zone" aria-label=${`Your hand, ${t.hand.length} ${t.hand.length === 1 ? 'card' : 'cards'}`}>
        <h3>Hand <span class="count">${t.hand.length}</span></h3>
        ${t.hand.length === 0 ? html`<p class="empty">Your hand is empty.</p>` : this.cards('hand', t.hand, 'normal', true)}
      </section>
      ${this.linkLayer()}
    </div>${this.renderMenu()}`;
  }

  private renderStrip(t: TableView): TemplateResult {
    // On a board of places (Frontier's grid) the permanents are on the board and in the home rows: the strip holds the hand.
    const onBoard = t.board.kind === 'square-grid';
    return html`<div class="strip">
      ${this.status(t)}
      ${onBoard ? nothing : this.row('creatures', 'Creatures', t.creatures, 'compact', 'None', true)}
      ${t.others.length > 0 ? this.row('others', 'Other', t.others, 'compact', '', true) : nothing}
      ${onBoard ? nothing : this.row('lands', 'Lands', t.lands, 'compact', 'None', true)}
      ${this.row('hand', 'Hand', t.hand, 'compact', 'Empty', true)}
      ${this.graveyardOpen && t.graveyard.length > 0 ? this.row('graveyard', 'Graveyard', t.graveyard, 'compact', '', true) : nothing}
      ${this.exileOpen && t.exile.length > 0 ? this.row('exile', 'Exile', t.exile, 'compact', '', true) : nothing}
    </div>${this.renderMenu()}`;
  }

  private foeZone(t: TableView): TemplateResult {
    const enc = t.encounter;
    return html`<section class="foe-zone" aria-label="The encounter">
      <h3>
        ${enc ? html`Encounter <span class="sub">from ${enc.pileName}, at ${hexText(enc.at)}</span>` : html`Encounter`}
      </h3>
      ${t.foes.length > 0
        ? html`<div class="foes">${this.cards('foes', t.foes, 'large', false)}</div>${this.combatNote(t)}`
        : html`<div class="no-foe ${t.outcome ? `result-${t.outcome.result}` : ''}">
            <p class="big">${t.outcome ? (t.outcome.result === 'won' ? 'Victory' : 'Defeat') : t.phase.kind === 'mulligan' ? 'Your crawl begins' : 'No creature here'}</p>
            <p>${t.outcome ? t.outcome.reason : noFoeText(t)}</p>
            ${t.defeated.length > 0 ? html`<p class="quiet">Defeated: ${t.defeated.join(', ')}</p>` : nothing}
          </div>`}
      ${t.hazards.length > 0 ? this.row('hazards', 'Against you', t.hazards, 'normal', '') : nothing}
    </section>`;
  }

  private combatNote(t: TableView): TemplateResult | typeof nothing {
    const c = t.combat;
    if (!c) return nothing;
    const notes: string[] = [];
    for (const a of c.attackers) {
      const blockers = c.blocks.filter((b) => b.attacker === a.id).map((b) => this.nameOf(b.id));
      if (t.foes.some((f) => f.id === a.id)) {
        notes.push(blockers.length ? `${this.nameOf(a.id)} attacks you — blocked by ${blockers.join(', ')}` : `${this.nameOf(a.id)} attacks you — unblocked`);
      } else {
        notes.push(blockers.length ? `${this.nameOf(a.id)} attacks — blocked by ${blockers.join(', ')}` : `${this.nameOf(a.id)} attacks ${this.nameOf(a.target)}`);
      }
    }
    return notes.length ? html`<ul class="combat-note">${notes.map((n) => html`<li>${n}</li>`)}</ul>` : nothing;
  }

  private status(t: TableView): TemplateResult {
    const targets = this.currentTargets();
    const youTarget = targets?.includes('you') ?? false;
    const attackers = (t.combat?.attackers ?? []).filter((a) => a.target === 'you' && !t.combat?.blocks.some((b) => b.attacker === a.id));
    const lifeLabel = `Life ${t.life} of ${t.startingLife}${attackers.length ? `; attacked by ${attackers.map((a) => this.nameOf(a.id)).join(', ')}` : ''}${youTarget ? '. Choose you as the target' : ''}`;
    const low = t.life <= 5;
    const attacked = t.combat?.attackers.some((a) => a.target === 'you') ?? false;
    const byHand = this.byHand;
    const busy = String(!this.interactive);
    // While the table asks a question (a target, X, a choice), Tab goes from choice to choice: these step out of its way.
    const tab = this.mode ? -1 : 0;
    return html`<div class="status" role="group" aria-label="Your life, cards and mana">
      <div class="life-box ${byHand ? 'with-adjust' : ''}">
        <div
          class="stat life ${youTarget ? 'targetable' : ''} ${low ? 'low' : ''} ${attacked ? 'attacked' : ''}"
          role=${youTarget ? 'button' : 'img'}
          tabindex=${youTarget ? 0 : -1}
          aria-label=${lifeLabel}
          title=${youTarget ? 'Target yourself' : 'Your life'}
          @click=${() => youTarget && this.pick('you')}
          @keydown=${(e: KeyboardEvent) => {
            if (youTarget && (e.key === 'Enter' || e.key === ' ')) {
              e.preventDefault();
              this.pick('you');
            }
          }}
        >
          ${heartIcon({ size: 18 })}<span class="value">${t.life}</span><span class="of">/ ${t.startingLife}</span>
          ${attackers.length
            ? html`<span class="incoming">${swordsIcon()} ${attackers.length === 1 ? this.nameOf(attackers[0]!.id) : `${attackers.length} attackers`}</span>`
            : nothing}
        </div>
        ${byHand
          ? html`<div class="stat life-adjust" role="group" aria-label="Change your life by hand">
              <button class="adjust lose" tabindex=${tab} aria-label="Lose 1 life" title="Lose 1 life (by hand)" aria-disabled=${busy} @click=${() => this.adjustLife(-1)}>−</button>
              <input
                class="life-amount"
                tabindex=${tab}
                type="number"
                step="1"
                min="-1000"
                max="1000"
                placeholder="±"
                aria-label="Gain or lose life by hand: type an amount, negative to lose, then press Enter"
                title="Type an amount (−3 loses 3), then Enter"
                @keydown=${(e: KeyboardEvent) => this.lifeKey(e)}
              />
              <button class="adjust gain" tabindex=${tab} aria-label="Gain 1 life" title="Gain 1 life (by hand)" aria-disabled=${busy} @click=${() => this.adjustLife(1)}>+</button>
            </div>`
          : nothing}
      </div>
      <div class="stat" role="img" aria-label=${`Library: ${t.library} cards`} title="Cards left in your library">
        ${libraryIcon()}<span class="value">${t.library}</span><span class="label">library</span>
      </div>
      ${this.pileButton('graveyard', t.graveyard.length, graveIcon())}
      ${t.exile.length > 0 ? this.pileButton('exile', t.exile.length, exileIcon()) : nothing}
      <div class="stat mana" role="img" aria-label=${t.mana.words} title=${t.mana.words}>
        ${manaDropIcon()}${t.mana.total > 0 ? manaCost(t.mana.symbols.join('')) : html`<span class="label">no mana</span>`}
      </div>
      ${byHand && t.byHand.tokens.length > 0
        ? html`<button
            class="stat token-button"
            tabindex=${tab}
            aria-haspopup="menu"
            aria-expanded=${String(this.menu !== undefined && this.menu.source === undefined)}
            title="Create a token by hand"
            @click=${(e: MouseEvent) => (this.menu && this.menu.source === undefined ? this.closeMenu(false) : this.openTokenMenu(e.currentTarget as HTMLElement))}
          >
            <span class="plus" aria-hidden="true">+</span><span class="label">Create token</span>
          </button>`
        : nothing}
    </div>`;
  }

  /** The graveyard or exile: a count that shows or hides its cards. */
  private pileButton(zone: 'graveyard' | 'exile', count: number, icon: TemplateResult): TemplateResult {
    const open = zone === 'graveyard' ? this.graveyardOpen : this.exileOpen;
    const name = zone === 'graveyard' ? 'Graveyard' : 'Exile';
    // A card there with an ability you can use now (Magma Phoenix's return) marks the pile, so it is found.
    const cards = zone === 'graveyard' ? (this.table?.graveyard ?? []) : (this.table?.exile ?? []);
    const usable = cards.filter((c) => this.table?.actions.some((a) => a.action.type === 'activate' && a.action.card === c.id)).length;
    return html`<button
      class="stat ${zone === 'graveyard' ? 'grave' : 'exile'} ${usable > 0 ? 'usable' : ''}"
      aria-label=${`${name}: ${count} ${count === 1 ? 'card' : 'cards'}${usable > 0 ? `, ${usable} with an ability you can use` : ''}${count ? (open ? ', shown' : ', show them') : ''}`}
      aria-expanded=${count ? String(open) : 'false'}
      ?disabled=${count === 0}
      title=${count ? `${open ? 'Hide' : 'Show'} ${zone === 'graveyard' ? 'the graveyard' : 'your exiled cards'}` : `Your ${zone} is empty`}
      @click=${() => (zone === 'graveyard' ? (this.graveyardOpen = !this.graveyardOpen) : (this.exileOpen = !this.exileOpen))}
    >
      ${icon}<span class="value">${count}</span><span class="label">${zone}</span>
    </button>`;
  }

  private row(zone: Zone, title: string, cards: readonly CardView[], size: CardSize, empty: string, fan = false): TemplateResult {
    return html`<div class="row row-${zone}" role="group" aria-label=${`${title}: ${cards.length}`}>
      <h3>${title} ${cards.length > 0 ? html`<span class="count">${cards.length}</span>` : nothing}</h3>
      ${cards.length === 0 ? html`<p class="empty">${empty}</p>` : this.cards(zone, cards, size, fan)}
    </div>`;
  }

  private cards(zone: Zone, cards: readonly CardView[], size: CardSize, fan: boolean): TemplateResult {
    const active = Math.min(this.active.get(zone) ?? 0, cards.length - 1);
    // Copies of one card (four Forests) lie in a stack, each showing its edge, so a hand or a row of lands keeps its room.
    const stacks = zone === 'hand' || zone === 'lands' || zone === 'graveyard';
    const shown = stacks ? grouped(cards, zone === 'hand') : cards;
    const same = (a: CardView | undefined, b: CardView | undefined) => !!a && !!b && a.name === b.name && !!a.tapped === !!b.tapped;
    return html`<div class="cards ${fan ? 'fan' : ''} size-${size}">
      ${repeat(
        shown,
        (c) => c.id ?? c.name,
        (c, i) => {
          const stacked = stacks && same(shown[i - 1], c);
          const top = stacks && !same(c, shown[i + 1]);
          let n = 1;
          while (top && same(shown[i - n], c)) n++;
          return html`<div class="slot ${stacked ? 'stacked' : ''} ${c.tapped ? 'tapped' : ''} ${c.blocking ? 'blocking' : ''} ${c.attacking ? 'attacking' : ''}">
            ${this.card(c, zone, i, size, i === active)}${top && n > 1 ? html`<span class="stack-count" aria-hidden="true">×${n}</span>` : nothing}${this.moreButton(c, zone)}
          </div>`;
        },
      )}
    </div>`;
  }

  /** The ⋯ on a card of yours (shown on hover and focus): its By hand menu, for the pointer. The keyboard has Shift+F10. */
  private moreButton(card: CardView, zone: Zone): TemplateResult | typeof nothing {
    if (!this.byHand || !CARD_ZONE[zone] || card.id === undefined) return nothing;
    const open = this.menu?.source === card.id;
    return html`<button
      class="more"
      tabindex="-1"
      aria-label=${`By hand: ${card.name}`}
      title="By hand: move, tap, counters (Shift+F10)"
      aria-haspopup="menu"
      aria-expanded=${String(open)}
      @click=${(e: MouseEvent) => {
        e.stopPropagation();
        if (open) return this.closeMenu(true);
        const cardEl = this.shadowRoot?.querySelector<HTMLElement>(`crawl-card[data-id="${card.id}"]`) ?? null;
        this.openCardMenu(card, zone, cardEl, e.currentTarget as HTMLElement);
      }}
    >
      <span aria-hidden="true">⋯</span>
    </button>`;
  }

  private card(card: CardView, zone: Zone, index: number, size: CardSize, tabStop: boolean): TemplateResult {
    const t = this.table!;
    const id = card.id ?? -1;
    const targets = this.currentTargets();
    const isTarget = targets?.includes(id) ?? false;
    const prompt = t.prompt;
    const hand = prompt?.kind === 'discard' || prompt?.kind === 'bottom';
    const actions = !targets && !this.mode && this.interactive ? this.cardActions(id, hand ? prompt.kind : undefined) : [];
    const actionable = actions.length > 0;
    // A creature already attacking or blocking wears its combat outline; a click still takes the declaration back.
    const marked = actionable && !card.attacking && !card.blocking;
    const selected = this.mode?.source === id;
    const hint = isTarget ? `Choose as the target.` : actionable ? spokenText(`${actions.join(', or ')}.`).replace(/\.\.$/, '.') : '';
    const byHand = this.byHand && CARD_ZONE[zone] ? 'Shift+F10: by hand.' : '';
    const description = [hint, cardDescription(card), byHand].filter(Boolean).join(' ');
    return html`<crawl-card
      .card=${card}
      size=${size}
      ?targetable=${isTarget}
      ?actionable=${marked}
      ?selected=${selected}
      data-id=${id}
      data-zone=${zone}
      data-index=${index}
      tabindex=${tabStop ? 0 : -1}
      role=${isTarget || actionable ? 'button' : nothing}
      aria-describedby=${`hint-${id}`}
      title=${hint || nothing}
      @click=${() => this.onCard(card)}
      @contextmenu=${(e: MouseEvent) => this.onCardContextMenu(e, card, zone)}
      @keydown=${(e: KeyboardEvent) => this.onCardKey(e, card, zone, index)}
      @focus=${() => this.active.set(zone, index)}
    ></crawl-card><span id=${`hint-${id}`} class="sr-only">${description}</span>`;
  }

  /** The labels of what a click on this card would do now. */
  private cardActions(id: number, only?: 'discard' | 'bottom'): string[] {
    const t = this.table!;
    if (only) return t.actions.filter((a) => a.on === id && a.action.type === only).map((a) => a.label);
    const groups = groupsFor(t.actions, id);
    return groups.map((g) => g.label);
  }

  private prompt(t: TableView): TemplateResult {
    const m = this.mode;
    const interactive = this.interactive;
    let body: TemplateResult;
    let kind = 'info';
    if (m?.kind === 'target') {
      kind = 'ask';
      body = html`<span class="text">${targetQuestion(m, this.nameOf(m.source))}</span>
        <span class="choices">${m.targets.map((tk) => html`<vscode-button secondary class="choice" @click=${() => this.pick(tk)}>${this.nameOf(tk)}</vscode-button>`)}</span>
        <vscode-button secondary class="cancel" title="Cancel (Escape)" @click=${() => this.cancel()}>Cancel</vscode-button>`;
    } else if (m?.kind === 'x') {
      kind = 'ask';
      const min = m.values[0]!;
      const max = m.values[m.values.length - 1]!;
      body = html`<label class="text" for="x">${rulesText(m.name)}: X =</label>
        <input
          id="x"
          type="number"
          min=${min}
          max=${max}
          step="1"
          .value=${String(this.xValue)}
          @input=${(e: Event) => (this.xValue = Number((e.target as HTMLInputElement).value))}
          @keydown=${(e: KeyboardEvent) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              this.confirmX();
            }
          }}
        />
        <span class="quiet">${min === max ? `only ${min}` : `${min} to ${max}`}</span>
        <vscode-button class="confirm" @click=${() => this.confirmX()}>${m.name} with X = ${this.xValue}</vscode-button>
        <vscode-button secondary class="cancel" title="Cancel (Escape)" @click=${() => this.cancel()}>Cancel</vscode-button>`;
    } else if (m?.kind === 'menu') {
      kind = 'ask';
      body = html`<span class="text">${m.name}:</span>
        <span class="choices"
          >${m.groups.map((g) => html`<vscode-button secondary class="choice" aria-label=${spokenText(g.label)} @click=${() => this.chooseGroup(g)}><span>${rulesText(g.label)}</span></vscode-button>`)}</span
        >
        <vscode-button secondary class="cancel" title="Cancel (Escape)" @click=${() => this.cancel()}>Cancel</vscode-button>`;
    } else if (t.prompt) {
      const p = t.prompt;
      kind = 'ask';
      switch (p.kind) {
        case 'mulligan': {
          const keep = t.actions.find((a) => a.action.type === 'keep');
          const mull = t.actions.find((a) => a.action.type === 'mulligan');
          body = html`<span class="text">${p.text}</span>
            ${keep ? html`<vscode-button id="keep" title="Keep (K)" ?disabled=${!interactive} @click=${() => this.sendView(keep)}>Keep</vscode-button>` : nothing}
            ${mull ? html`<vscode-button id="mulligan" secondary title="Mulligan (M)" ?disabled=${!interactive} @click=${() => this.sendView(mull)}>Mulligan</vscode-button>` : nothing}`;
          break;
        }
        case 'bottom':
        case 'discard':
          body = html`<span class="text">${p.text}</span><span class="badge" aria-label=${`${p.count} left to choose`}>${p.count} to go</span
            ><span class="quiet">Click a card in your hand, or choose it with the arrow keys and press Enter.</span>`;
          break;
        case 'trigger':
          body = html`<span class="text">${p.text}</span>
            <span class="choices"
              >${(this.currentTargets() ?? []).map((tk) => html`<vscode-button secondary class="choice" @click=${() => this.pick(tk)}>${this.nameOf(tk)}</vscode-button>`)}</span
            >`;
          break;
        case 'pay': {
          const cancel = t.actions.find((a) => a.action.type === 'cancel');
          body = html`<span class="text">${p.text}</span>
            <span class="choices"
              >${p.options.map((o) => {
                const a = t.actions.find((x) => x.action.type === 'pay' && x.action.option === o.option);
                return html`<vscode-button secondary class="choice pay" ?disabled=${!interactive || !a} @click=${() => a && this.sendView(a)}>${o.label}</vscode-button>`;
              })}</span
            >
            ${cancel ? html`<vscode-button secondary class="cancel" ?disabled=${!interactive} @click=${() => this.sendView(cancel)}>Cancel</vscode-button>` : nothing}`;
          break;
        }
      }
    } else if (t.byHand.resolve && this.byHand) {
      const r = t.byHand.resolve;
      const zone = this.menuZone(r.id);
      const card = zone ? this.cardIn(zone, r.id) : undefined;
      kind = 'ask';
      body = html`<span class="text">Resolve ${r.card} by hand: use the By hand menu.</span>
        ${r.text ? html`<span class="quiet manual-text">${rulesText(r.text)}</span>` : nothing}
        ${zone && card
          ? html`<vscode-button
              secondary
              class="by-hand-open"
              aria-haspopup="menu"
              title="The By hand menu of this card (Shift+F10 on a card)"
              @click=${(e: Event) => {
                const button = e.currentTarget as HTMLElement;
                this.openCardMenu(card, zone, this.shadowRoot?.querySelector<HTMLElement>(`crawl-card[data-id="${r.id}"]`) ?? button, button);
              }}
              >By hand: ${r.card}…</vscode-button
            >`
          : nothing}`;
    } else {
      const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
      body = html`<span class="text quiet"
        >${t.outcome ? `The crawl is over after ${count(t.phase.turn, 'turn')} and ${count(t.phase.moves, 'move')}; the board stays as it ended.` : t.phase.help}</span
      >`;
    }
    return html`<div class="prompt prompt-${kind}" role="group" aria-label="What to do now">${body}</div>`;
  }

  private cardIn(zone: Zone, id: number): CardView | undefined {
    const t = this.table!;
    const cards = { foes: t.foes, hazards: t.hazards, creatures: t.creatures, others: t.others, lands: t.lands, hand: t.hand, graveyard: t.graveyard, exile: t.exile }[zone];
    return cards.find((c) => c.id === id);
  }

  private sendView(a: ActionView): void {
    this.send(a.action, a.label);
  }

  private linkLayer(): TemplateResult {
    return html`<svg class="links" aria-hidden="true">
      <defs>
        ${(['block', 'attack'] as const).map(
          (k) => svg`<marker id=${`arrow-${k}`} viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
            <path d="M0 0L10 5L0 10Z" class=${`arrow-head ${k}`}></path>
          </marker>`,
        )}
      </defs>
      ${this.links.map((l) => {
        const d = `M${l.x1} ${l.y1} L${l.x2} ${l.y2}`;
        // The words, when there is room for them between the cards.
        const room = Math.hypot(l.x2 - l.x1, l.y2 - l.y1) > 70;
        return svg`<g class=${`link ${l.kind}`}>
          <path class="halo" d=${d}></path>
          <path class="line" d=${d} marker-end=${`url(#arrow-${l.kind})`}></path>
          ${room ? svg`<text x=${(l.x1 + l.x2) / 2} y=${(l.y1 + l.y2) / 2 - 7}>${l.kind === 'block' ? 'blocks' : 'attacks'}</text>` : nothing}
        </g>`;
      })}
    </svg>`;
  }

  static override styles = tableStyles;
}

/** Your creatures, those attacking or blocking first: next to the encounter's card, where their lines are short. */
function inCombatFirst(t: TableView): CardView[] {
  const fighting = (c: CardView) => Boolean(c.attacking || c.blocking);
  return [...t.creatures.filter(fighting), ...t.creatures.filter((c) => !fighting(c))];
}

/** Copies side by side, at the place of the first; in a hand, lands first. Display order only. */
function grouped(cards: readonly CardView[], landsFirst: boolean): CardView[] {
  const order: string[] = [];
  const byName = new Map<string, CardView[]>();
  for (const c of cards) {
    const key = `${c.name}/${c.tapped ? 't' : ''}`;
    let list = byName.get(key);
    if (!list) {
      byName.set(key, (list = []));
      order.push(key);
    }
    list.push(c);
  }
  const groups = order.map((k) => byName.get(k)!);
  if (landsFirst) groups.sort((a, b) => Number(isLand(b[0]!)) - Number(isLand(a[0]!)));
  return groups.flat();
}

function targetQuestion(m: Extract<Mode, { kind: 'target' }>, source: string): string {
  if (m.group.kind === 'attack') return `${source} attacks which creature?`;
  if (m.group.kind === 'block') return `${source} blocks which attacker?`;
  return `${m.name}: choose a target`;
}

function hexText(h: { q: number; r: number }): string {
  return `(${h.q},${h.r})`;
}

function noFoeText(t: TableView): string {
  switch (t.phase.kind) {
    case 'mulligan':
      return 'Keep a hand, play your preparation rounds, then set out across the map.';
    case 'preparation':
      return 'A preparation round: play a land and cast creatures, then travel on.';
    case 'travel':
      return 'Choose the next hex on the map.';
    default:
      return t.phase.help;
  }
}

/**
 * Where the line from card `a` (a blocker or an attacker) to card `b` runs:
 * between their facing edges, level with the middle of `a` where `b` is tall
 * enough (the large encounter card). Creatures in combat are drawn first in
 * their row, next to the encounter, so the line crosses no other card.
 */
function facing(a: DOMRect, b: DOMRect): [{ x: number; y: number }, { x: number; y: number }] {
  const ay = a.top + a.height / 2;
  const by = Math.min(Math.max(ay, b.top + 24), b.bottom - 24);
  if (b.right <= a.left) return [{ x: a.left, y: ay }, { x: b.right, y: by }];
  if (b.left >= a.right) return [{ x: a.right, y: ay }, { x: b.left, y: by }];
  const ax = a.left + a.width / 2;
  const bx = b.left + b.width / 2;
  return b.bottom <= a.top ? [{ x: ax, y: a.top }, { x: bx, y: b.bottom }] : [{ x: ax, y: a.bottom }, { x: bx, y: b.top }];
}

customElements.define('crawl-table', CrawlTable);

declare global {
  interface HTMLElementTagNameMap {
    'crawl-table': CrawlTable;
  }
}
