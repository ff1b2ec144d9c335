import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import type { CardView } from '../../protocol/card-view';
import type { ActionView, GridCreatureView, GridPlace, GridSquareView, HomeRowView, SeatView, SquareGridView } from '../../protocol/table-view';
import { keywordWords } from '../cards/card-face';
import type { TargetKey } from '../table/intents';
import type { BoardChoice } from '../table/questions';
import { shared } from '../shared/styles';
import {
  KIND_WORDS,
  actionKind,
  bonusReasons,
  bonusWords,
  chosenWords,
  destinations,
  homeCardWords,
  kindsWords,
  landTerrains,
  pieceStats,
  placeKey,
  placeLabel,
  placeWords,
  plural,
  seatClass,
  seatLooks,
  seatsOnBoard,
  targetsAt,
  type ActionKind,
  type SeatLook,
} from './grid-words';
import { manaIcon } from './mana-symbols';
import { squareBoardStyles } from './square-board-styles';
import './public-piles';
import { KIND_ICONS, MOVED_ICON, TAP_ICON } from './square-icons';

/** The smallest and largest place, in CSS pixels: below the smallest the field scrolls; above the largest it would only waste room. */
const MIN_CELL = 56;
const MAX_CELL = 132;
/** Room around the places (the gaps, the row and column numbers, the padding), as square-board-styles.ts draws them. */
const GAP = 6;
const LABEL = 18;
const PAD = 10;

/** A creature chosen to act: its id (a banded stack's member ids), what it is called, and where it stands. */
interface Chosen {
  readonly ids: readonly number[];
  readonly name: string;
  /** The place's key, or `home:<id>` for a creature in a home row. */
  readonly from: string;
}

/** The menu of a place with more than one thing to do there: the chosen creature's actions, or several targets (a land and a creature on it). */
interface Menu {
  readonly at: GridPlace;
  readonly items: readonly { readonly label: string; readonly kind: ActionKind; readonly choose: () => void }[];
}

/**
 * <crawl-square-board>: Frontier Magic's board. A grid of lands, north at the
 * top, with the creatures standing on them, and the two home rows along
 * their edges. Choosing one of your creatures (click, Enter or Space) marks
 * the places its legal actions go to (ActionView.on and .at); choosing a
 * marked place sends that action as `crawl-act` (a menu asks first when a
 * place has several); Escape takes the choice back.
 *
 * While the card table asks for a target or a sacrifice (`choice`: a spell
 * that destroys a land, an ability, a question of the game's), the board
 * marks instead the places that hold one of its targets (a land by its
 * `landId`, a creature standing there), the home-row cards and the players
 * among them; choosing one fires `crawl-pick` with its key, for the table
 * to act on. Escape is left to the playmat, which withdraws the table's
 * question (the game's own waits for its answer).
 *
 * - `grid`, `seats`, `actions`: the table view's board, seats and labelled
 *   legal actions; `interactive`: false while read-only, replaying, or an
 *   action is on its way (nothing can be chosen then; all can be read).
 *
 * The grid is an ARIA grid with one tab stop (arrows, Home/End, Ctrl+Home/End
 * move between places); each place's name says what is on it. It holds view
 * state only.
 */
export class SquareBoard extends LitElement {
  static override properties = {
    grid: { attribute: false },
    seats: { attribute: false },
    actions: { attribute: false },
    choice: { attribute: false },
    interactive: { type: Boolean },
    chosen: { state: true },
    focusAt: { state: true },
    tipAt: { state: true },
    menu: { state: true },
    notice: { state: true },
    cell: { state: true },
  };

  declare grid: SquareGridView | undefined;
  declare seats: readonly SeatView[];
  declare actions: readonly ActionView[];
  /** A target or sacrifice the card table asks for now, if any. */
  declare choice: BoardChoice | undefined;
  declare interactive: boolean;
  declare chosen: Chosen | undefined;
  /** The place holding the grid's tab stop. */
  declare focusAt: GridPlace;
  /** The place whose details show beside it (hovered, or focused from the keyboard). */
  declare tipAt: string | undefined;
  declare menu: Menu | undefined;
  declare notice: string;
  /** The side of a place in CSS pixels, fitted to the room the board has. */
  declare cell: number;

  private resizer: ResizeObserver | undefined;
  private hovered: string | undefined;
  private byKey = new Map<string, GridSquareView>();
  /** The open choice's targets, while one is open and something can be chosen. */
  private targetSet: ReadonlySet<TargetKey> | undefined;
  /** What to put the keyboard on after this render: a choice has just opened. */
  private focusNext: string | undefined;
  /** The keyboard is being put on a place by the board itself, not moved there by the player. */
  private focusPlaced = false;

  constructor() {
    super();
    this.grid = undefined;
    this.seats = [];
    this.actions = [];
    this.choice = undefined;
    this.interactive = false;
    this.chosen = undefined;
    this.focusAt = { row: 0, col: 0 };
    this.tipAt = undefined;
    this.menu = undefined;
    this.notice = '';
    this.cell = 88;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.resizer = new ResizeObserver(() => this.fit());
    this.addEventListener('keydown', this.onKeyDown);
    document.addEventListener('pointerdown', this.onOutside, true);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resizer?.disconnect();
    this.removeEventListener('keydown', this.onKeyDown);
    document.removeEventListener('pointerdown', this.onOutside, true);
  }

  /** Focus goes to the place holding the grid's tab stop (its details wait until the player moves). */
  override focus(options?: FocusOptions): void {
    this.focusPlaced = true;
    this.cellAt(this.focusAt)?.focus(options);
    this.focusPlaced = false;
  }

  protected override firstUpdated(): void {
    const field = this.renderRoot.querySelector('.field');
    if (field) this.resizer?.observe(field);
  }

  /** The largest place that lets the whole grid fit the field. */
  private fit(): void {
    const field = this.renderRoot.querySelector<HTMLElement>('.field');
    const g = this.grid;
    if (!field || !g || g.cols === 0 || g.rows === 0) return;
    const byWidth = (field.clientWidth - 2 * PAD - LABEL - GAP * g.cols) / g.cols;
    const byHeight = (field.clientHeight - 2 * PAD - LABEL - GAP * g.rows) / g.rows;
    const cell = Math.floor(Math.max(MIN_CELL, Math.min(MAX_CELL, byWidth, byHeight)));
    if (cell !== this.cell) this.cell = cell;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const g = this.grid;
    if (changed.has('grid')) this.byKey = new Map((g?.squares ?? []).map((s) => [placeKey(s), s]));
    if (changed.has('grid') || changed.has('actions') || changed.has('interactive')) {
      // A new state of the game ends a choice it no longer offers, and any menu about the old one.
      if (this.chosen && (!this.interactive || this.placesOf(this.chosen.ids).size === 0)) this.chosen = undefined;
      if (this.menu && changed.get('grid') !== undefined) this.menu = undefined;
      if (!this.interactive) this.menu = undefined;
    }
    if (changed.has('choice') || changed.has('interactive')) {
      this.targetSet = this.choice && this.interactive ? new Set(this.choice.targets) : undefined;
      // A target asked for ends the choice of a creature (the table asks one thing at a time).
      if (this.targetSet) this.chosen = undefined;
      if (changed.has('choice')) this.menu = undefined;
      if (changed.has('choice') && this.targetSet) this.followChoice();
    }
    if (g && changed.has('grid')) {
      const before = changed.get('grid') as SquareGridView | undefined;
      const inside = this.focusAt.row < g.rows && this.focusAt.col < g.cols;
      // The first grid, or one of another size: the tab stop starts where the player is likely to act.
      if (!before || !inside || before.rows !== g.rows || before.cols !== g.cols) this.focusAt = this.startingPlace(g);
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('cell')) this.style.setProperty('--cell', `${this.cell}px`);
    if (changed.has('grid')) this.fit();
    this.placePopover('.tip', this.tipAt && this.hasTip(this.tipAt) ? this.tipAt : undefined);
    this.placePopover('.menu', this.menu ? placeKey(this.menu.at) : undefined);
    if (this.focusNext) {
      this.focusPlaced = true;
      this.renderRoot.querySelector<HTMLElement>(this.focusNext)?.focus();
      this.focusPlaced = false;
      this.focusNext = undefined;
    }
  }

  /**
   * A choice has opened: the grid's tab stop goes to its first place, and the
   * keyboard with it when the table asks (the player opened the question) or
   * is on the board already.
   */
  private followChoice(): void {
    const set = this.targetSet;
    const g = this.grid;
    if (!set || !g) return;
    const take = this.choice?.focus || this.matches(':focus-within');
    const square = g.squares.find((sq) => targetsAt(sq, set).length > 0);
    if (square) {
      this.focusAt = { row: square.row, col: square.col };
      if (take) this.focusNext = `[role="gridcell"][data-place="${placeKey(square)}"]`;
      return;
    }
    // None on the grid: a card in a home row, or a player.
    const card = g.homeRows.flatMap((h) => h.cards).find((c) => c.id !== undefined && set.has(c.id));
    const seat = g.homeRows.find((h) => set.has(h.seat));
    if (take) this.focusNext = card ? `.home-piece[data-id="${card.id}"]` : seat ? `.home-title[data-seat="${seat.seat}"]` : undefined;
  }

  /** What choosing `key` does, as the table words it. */
  private choiceLabel(key: TargetKey): string {
    return this.choice?.labels.get(key) ?? String(key);
  }

  /** A choice's target chosen: the table acts on it. */
  private pick(key: TargetKey): void {
    if (!this.interactive || !this.targetSet?.has(key)) return;
    this.menu = undefined;
    this.dispatchEvent(new CustomEvent('crawl-pick', { detail: { target: key }, bubbles: true, composed: true }));
  }

  /** A place chosen while a choice is open: its one target, or a menu of several; else words on what to do. */
  private chooseTargetAt(square: GridSquareView, set: ReadonlySet<TargetKey>): void {
    const keys = targetsAt(square, set);
    const role = this.choice?.role ?? 'target';
    if (keys.length === 1) return this.pick(keys[0]!);
    if (keys.length > 1) {
      this.menu = { at: { row: square.row, col: square.col }, items: keys.map((k) => ({ label: this.choiceLabel(k), kind: role, choose: () => this.pick(k) })) };
      void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('.menu [role="menuitem"]')?.focus());
      return;
    }
    this.say(`${placeWords(square)} is not one of the choices (${this.choice?.question ?? ''}). Choose a marked place${this.choice?.cancellable ? ', or press Escape to cancel' : ''}.`);
  }

  /** A place with one of your creatures that can act, else one of the south seat's, else the north-west corner. */
  private startingPlace(g: SquareGridView): GridPlace {
    const actionable = g.squares.find((s) => s.creatures.length > 0 && this.placesOf(s.creatures.map(idOf)).size > 0);
    const own = g.squares.find((s) => s.creatures.some((c) => c.seat === g.southSeat));
    const at = actionable ?? own;
    return at ? { row: at.row, col: at.col } : { row: 0, col: 0 };
  }

  /** Where the creatures `ids` can act now, by place (none while nothing can be chosen). */
  private placesOf(ids: readonly number[]): Map<string, ActionView[]> {
    return destinations(this.interactive ? this.actions : [], ids);
  }

  private cellAt(p: GridPlace): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>(`[role="gridcell"][data-place="${placeKey(p)}"]`);
  }

  // ── Choosing and acting ──────────────────────────────────────────────────

  private say(text: string): void {
    // The same words again would not be announced: make them differ.
    this.notice = this.notice === text ? `${text}\u00a0` : text;
  }

  private choose(ids: readonly number[], name: string, from: string): void {
    const places = this.placesOf(ids);
    if (places.size === 0) {
      this.say(`Nothing ${name} can do on the board now.`);
      return;
    }
    this.chosen = { ids, name, from };
    this.menu = undefined;
    this.say(chosenWords(name, places));
    // From a home row, the grid's tab stop waits on the first place it can go to.
    if (from.startsWith('home:')) {
      const first = [...places.values()].map((l) => l[0]!.at!).sort((a, b) => a.row - b.row || a.col - b.col)[0];
      if (first) this.focusAt = first;
    }
  }

  /** Takes the choice back, and says so. */
  private clear(): void {
    if (!this.chosen) return;
    const { name, ids } = this.chosen;
    this.chosen = undefined;
    this.menu = undefined;
    // The abilities the question line offered beside the places go with the choice.
    this.dispatchEvent(new CustomEvent('crawl-withdraw', { detail: { ids }, bubbles: true, composed: true }));
    this.say(`${name}: choice cleared.`);
  }

  private send(a: ActionView): void {
    if (!this.interactive) return;
    this.chosen = undefined;
    this.menu = undefined;
    this.dispatchEvent(new CustomEvent('crawl-act', { detail: { action: a.action, label: a.label }, bubbles: true, composed: true }));
  }

  /** A click on a place, or Enter or Space on it. */
  private activate(p: GridPlace): void {
    const square = this.byKey.get(placeKey(p));
    if (!square) return;
    this.focusAt = { row: p.row, col: p.col };
    if (!this.interactive) {
      this.say('Nothing can be chosen now.');
      return;
    }
    if (this.targetSet) return this.chooseTargetAt(square, this.targetSet);
    const here = this.chosen ? (this.placesOf(this.chosen.ids).get(placeKey(p)) ?? []) : [];
    if (here.length === 1) return this.send(here[0]!);
    if (here.length > 1) {
      this.menu = { at: { row: p.row, col: p.col }, items: here.map((a) => ({ label: a.label, kind: actionKind(a), choose: () => this.send(a) })) };
      void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('.menu [role="menuitem"]')?.focus());
      return;
    }
    const ids = square.creatures.map(idOf);
    const name = pieceName(square.creatures);
    if (ids.length > 0 && this.chosen?.from === placeKey(p)) {
      this.clear();
      return;
    }
    const able = this.withAbilities(ids);
    if (ids.length > 0 && this.placesOf(ids).size > 0) {
      this.choose(ids, name, placeKey(p));
      if (able !== undefined) this.offer(able, true);
      return;
    }
    if (able !== undefined) return this.offer(able, false);
    if (this.chosen) {
      this.say(`${this.chosen.name} cannot go to ${placeWords(p)}. Choose a marked place, or press Escape.`);
      return;
    }
    this.say(ids.length > 0 ? `Nothing to do with ${name} now.` : `Nothing to do at ${placeWords(p)}. Choose one of your creatures first.`);
  }

  private activateHome(card: CardView): void {
    if (card.id === undefined) return;
    if (!this.interactive) {
      this.say('Nothing can be chosen now.');
      return;
    }
    if (this.targetSet) {
      if (this.targetSet.has(card.id)) return this.pick(card.id);
      return this.say(`${card.name} is not one of the choices (${this.choice?.question ?? ''}). Choose a marked place${this.choice?.cancellable ? ', or press Escape to cancel' : ''}.`);
    }
    const from = `home:${card.id}`;
    if (this.chosen?.from === from) return this.clear();
    const able = this.withAbilities([card.id]);
    if (able !== undefined && this.placesOf([card.id]).size === 0) return this.offer(able, false);
    this.choose([card.id], card.name, from);
    if (able !== undefined) this.offer(able, true);
  }

  /** The first of these permanents with actions of its own that go to no place (its abilities): the card table offers those. */
  private withAbilities(ids: readonly number[]): number | undefined {
    if (!this.interactive) return undefined;
    return ids.find((id) => this.actions.some((a) => a.on === id && a.at === undefined));
  }

  /**
   * Asks the card table to offer a permanent's abilities, as it would a
   * card's (`menu`: as a choice, beside the places marked for it; else the
   * first step, a target or X, at once).
   */
  private offer(id: number, menu: boolean): void {
    if (!menu) {
      this.chosen = undefined;
      this.menu = undefined;
    }
    this.dispatchEvent(new CustomEvent('crawl-offer', { detail: { id, menu }, bubbles: true, composed: true }));
  }

  // ── Keys ──────────────────────────────────────────────────────────────────

  /** Escape, from anywhere on the board: the menu first, then the choice, then the details beside a place. */
  private onKeyDown = (e: KeyboardEvent): void => {
    if (e.key !== 'Escape' || e.defaultPrevented) return;
    if (this.menu) this.closeMenu();
    else if (this.targetSet && this.choice) {
      // The table's own question is withdrawn by the playmat's Escape, which this lets through; the game's must be answered.
      if (this.choice.cancellable) return;
      this.say(`${this.choice.question}: this question must be answered. Choose a marked place.`);
    } else if (this.chosen) this.clear();
    else if (this.tipAt) this.tipAt = undefined;
    else return;
    e.preventDefault();
    e.stopPropagation();
  };

  private onGridKey(e: KeyboardEvent): void {
    if (e.altKey || e.metaKey) return;
    const g = this.grid;
    const cell = (e.target as HTMLElement).closest<HTMLElement>('[role="gridcell"]');
    if (!g || !cell) return;
    const at = placeOf(cell);
    // Ctrl with an arrow or a page key is VS Code's; Ctrl+Home and Ctrl+End are the grid's corners.
    if (e.ctrlKey && e.key !== 'Home' && e.key !== 'End') return;
    let next: GridPlace | undefined;
    switch (e.key) {
      case 'ArrowUp':
        next = { row: Math.max(0, at.row - 1), col: at.col };
        break;
      case 'ArrowDown':
        next = { row: Math.min(g.rows - 1, at.row + 1), col: at.col };
        break;
      case 'ArrowLeft':
        next = { row: at.row, col: Math.max(0, at.col - 1) };
        break;
      case 'ArrowRight':
        next = { row: at.row, col: Math.min(g.cols - 1, at.col + 1) };
        break;
      case 'Home':
        next = e.ctrlKey ? { row: 0, col: 0 } : { row: at.row, col: 0 };
        break;
      case 'End':
        next = e.ctrlKey ? { row: g.rows - 1, col: g.cols - 1 } : { row: at.row, col: g.cols - 1 };
        break;
      case 'PageUp':
        next = { row: 0, col: at.col };
        break;
      case 'PageDown':
        next = { row: g.rows - 1, col: at.col };
        break;
      case 'Enter':
      case ' ':
        e.preventDefault();
        this.activate(at);
        return;
      default:
        return;
    }
    e.preventDefault();
    this.focusAt = next;
    this.cellAt(next)?.focus();
  }

  private onHomeKey(e: KeyboardEvent, card: CardView): void {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    this.activateHome(card);
  }

  private onPickKey(e: KeyboardEvent, key: TargetKey): void {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    this.pick(key);
  }

  // ── The details beside a place, and the menu ──────────────────────────────

  private onCellFocus(e: FocusEvent, key: string): void {
    const [row, col] = key.split(',').map(Number);
    this.focusAt = { row: row!, col: col! };
    // Only keyboard focus opens the details: a click leaves focus on the place, and the pointer has hover.
    // Nor does focus the board puts there itself (the playmat opening, a choice's first place): the details would hide the places beside.
    const cell = e.currentTarget as HTMLElement;
    const placed = this.focusPlaced;
    this.focusPlaced = false;
    if (cell.matches(':focus-visible') && !placed) this.tipAt = this.hasTip(key) ? key : undefined;
  }

  private onCellBlur(key: string): void {
    if (this.tipAt === key && this.hovered !== key) this.tipAt = undefined;
  }

  private onCellEnter(key: string): void {
    this.hovered = key;
    this.tipAt = this.hasTip(key) ? key : undefined;
  }

  private onCellLeave(key: string): void {
    if (this.hovered === key) this.hovered = undefined;
    const focused = this.renderRoot instanceof ShadowRoot ? (this.renderRoot.activeElement as HTMLElement | null) : null;
    if (this.tipAt === key && !(focused?.dataset.place === key && focused.matches(':focus-visible'))) this.tipAt = undefined;
  }

  /** A place with something to read at length: creatures, a face-up land (whose name may not fit), or a hole (what was there). */
  private hasTip(key: string): boolean {
    const square = this.byKey.get(key);
    return !!square && (square.creatures.length > 0 || square.land.state !== 'face-down');
  }

  /** Shows a popover beside its place (or hides it): on the right where there is room, else on the left, kept inside the window. */
  private placePopover(selector: string, key: string | undefined): void {
    const pop = this.renderRoot.querySelector<HTMLElement>(selector);
    if (!pop) return;
    const cell = key ? this.renderRoot.querySelector<HTMLElement>(`[role="gridcell"][data-place="${key}"]`) : null;
    if (!cell) {
      if (pop.matches(':popover-open')) pop.hidePopover();
      return;
    }
    if (!pop.matches(':popover-open')) pop.showPopover();
    const r = cell.getBoundingClientRect();
    const box = pop.getBoundingClientRect();
    const gap = 6;
    let x = r.right + gap;
    if (x + box.width > window.innerWidth - 4) x = r.left - gap - box.width;
    x = Math.max(4, Math.min(x, window.innerWidth - box.width - 4));
    const y = Math.max(4, Math.min(r.top, window.innerHeight - box.height - 4));
    pop.style.setProperty('left', `${Math.round(x)}px`);
    pop.style.setProperty('top', `${Math.round(y)}px`);
  }

  private closeMenu(): void {
    const at = this.menu?.at;
    this.menu = undefined;
    if (at) this.cellAt(at)?.focus();
  }

  private onOutside = (e: PointerEvent): void => {
    if (!this.menu) return;
    const pop = this.renderRoot.querySelector('.menu');
    if (pop && e.composedPath().includes(pop)) return;
    this.menu = undefined;
  };

  private onMenuKey(e: KeyboardEvent): void {
    const items = Array.from(this.renderRoot.querySelectorAll<HTMLElement>('.menu [role="menuitem"]'));
    const at = items.indexOf((this.renderRoot as ShadowRoot).activeElement as HTMLElement);
    let next: number | undefined;
    switch (e.key) {
      case 'ArrowDown':
        next = (at + 1) % items.length;
        break;
      case 'ArrowUp':
        next = (at - 1 + items.length) % items.length;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = items.length - 1;
        break;
      case 'Escape':
      case 'Tab':
        e.preventDefault();
        e.stopPropagation();
        this.closeMenu();
        return;
      default:
        return;
    }
    e.preventDefault();
    items[next]?.focus();
  }

  // ── Drawing ───────────────────────────────────────────────────────────────

  override render(): TemplateResult | typeof nothing {
    const g = this.grid;
    if (!g) return nothing;
    const looks = seatLooks(this.seats, seatsOnBoard(g.squares, g.homeRows.map((h) => h.seat)));
    const seatName = (id: string) => looks.get(id)?.name ?? id;
    const offers = this.chosen ? this.placesOf(this.chosen.ids) : new Map<string, ActionView[]>();
    const north = homeRowOn(g, 'north');
    const south = homeRowOn(g, 'south');
    const rows = Array.from({ length: g.rows }, (_, r) => r);
    const cols = Array.from({ length: g.cols }, (_, c) => c);
    return html`<div class="board">
        ${north ? this.homeRow(north, looks) : nothing}
        <div class="field">
          <div class="frame">
            <div class="col-numbers" aria-hidden="true"><span class="corner"></span>${cols.map((c) => html`<span>${c + 1}</span>`)}</div>
            <div
              class="grid"
              role="grid"
              aria-label=${`The frontier: ${g.rows} rows by ${g.cols} columns, north at the top`}
              aria-describedby="grid-help"
              @keydown=${(e: KeyboardEvent) => this.onGridKey(e)}
            >
              ${rows.map(
                (r) => html`<div class="row" role="row">
                  <span class="row-number" aria-hidden="true">${r + 1}</span>
                  ${cols.map((c) => {
                    const square = this.byKey.get(`${r},${c}`);
                    if (square) return this.place(square, looks, seatName, offers.get(placeKey(square)));
                    // The view lacks this place: an empty one, still on the keyboard's way.
                    const key = `${r},${c}`;
                    return html`<div
                      class="place missing"
                      role="gridcell"
                      tabindex=${this.focusAt.row === r && this.focusAt.col === c ? 0 : -1}
                      data-place=${key}
                      aria-label=${`Row ${r + 1}, column ${c + 1}: nothing`}
                      @focus=${(e: FocusEvent) => this.onCellFocus(e, key)}
                    ></div>`;
                  })}
                </div>`,
              )}
            </div>
          </div>
        </div>
        ${south ? this.homeRow(south, looks) : nothing}
        <p id="grid-help" class="sr-only">${this.help()}</p>
        <div class="sr-only" role="status" aria-live="polite" aria-atomic="true">${this.notice}</div>
      </div>
      ${this.renderTip(looks, seatName)} ${this.renderMenu()}`;
  }

  private help(): string {
    const keys = 'Arrow keys move between places; Home and End go to the ends of a row, Control+Home and Control+End to the corners.';
    if (!this.interactive) return `${keys} Nothing can be chosen now.`;
    if (this.targetSet && this.choice) {
      return `${keys} ${this.choice.question}: Enter or Space on a marked place chooses it${this.choice.cancellable ? '; Escape cancels' : ''}.`;
    }
    return `${keys} Enter or Space chooses one of your creatures and marks where it can go (its abilities are offered in the question below the board); Enter on a marked place does it; Escape clears the choice.`;
  }

  private place(square: GridSquareView, looks: Map<string, SeatLook>, seatName: (id: string) => string, offers: readonly ActionView[] | undefined): TemplateResult {
    const key = placeKey(square);
    const chosenHere = this.chosen?.from === key;
    const tabStop = this.focusAt.row === square.row && this.focusAt.col === square.col;
    const ids = square.creatures.map(idOf);
    const choosable = !this.targetSet && ids.length > 0 && (this.placesOf(ids).size > 0 || this.withAbilities(ids) !== undefined);
    // While a target is asked for, a place offers the targets it holds; else the chosen creature's actions there.
    const picks = this.targetSet ? targetsAt(square, this.targetSet) : [];
    const kinds: ActionKind[] = this.targetSet ? (picks.length ? [this.choice?.role ?? 'target'] : []) : [...new Set((offers ?? []).map(actionKind))];
    const said = this.targetSet ? picks.map((k) => this.choiceLabel(k)) : (offers ?? []).map((a) => a.label);
    const label = placeLabel(square, seatName, { chosen: chosenHere, offers: said });
    const description = bonusReasons(square.creatures);
    const classes = [
      'place',
      said.length ? 'target' : '',
      chosenHere ? 'chosen' : '',
      choosable && !this.chosen ? 'choosable' : '',
    ].filter(Boolean);
    return html`<div
      class=${classes.join(' ')}
      role="gridcell"
      tabindex=${tabStop ? 0 : -1}
      data-place=${key}
      aria-label=${label}
      aria-description=${description || nothing}
      aria-selected=${chosenHere ? 'true' : nothing}
      @click=${() => this.activate(square)}
      @focus=${(e: FocusEvent) => this.onCellFocus(e, key)}
      @blur=${() => this.onCellBlur(key)}
      @pointerenter=${() => this.onCellEnter(key)}
      @pointerleave=${() => this.onCellLeave(key)}
    >
      ${this.land(square, looks)} ${square.creatures.length > 0 ? this.piece(square.creatures, looks, chosenHere) : nothing}
      ${kinds.length ? this.mark(kinds) : nothing}
    </div>`;
  }

  private land(square: GridSquareView, looks: Map<string, SeatLook>): TemplateResult {
    const land = square.land;
    switch (land.state) {
      case 'face-down':
        return html`<div class="land face-down" aria-hidden="true"><span class="back-oval"></span></div>`;
      case 'hole':
        return html`<div class="land hole" aria-hidden="true"><span class="hole-word">Hole</span></div>`;
      case 'face-up': {
        const terrains = landTerrains(land.card);
        const tapper = land.tappedBy ? looks.get(land.tappedBy) : undefined;
        return html`<div class="land face-up ${land.tappedBy ? 'tapped' : ''}" aria-hidden="true" title=${land.card.name}>
          <span class="fills">${terrains.length ? terrains.map((t) => html`<span class="fill t-${t}"></span>`) : html`<span class="fill colourless"></span>`}</span>
          <span class="land-name"
            >${tapper ? html`<span class="tapper ${seatClass(tapper)}" title=${`Tapped by ${tapper.name}`}>${TAP_ICON}${tapper.tag}</span>` : nothing}${land.card.name}</span
          >
          <span class="land-symbol">${terrains.map((t) => manaIcon(t))}</span>
        </div>`;
      }
    }
  }

  /** A creature standing on a place, or a banded stack of them. */
  private piece(creatures: readonly GridCreatureView[], looks: Map<string, SeatLook>, chosen: boolean): TemplateResult {
    const first = creatures[0]!;
    const seat = looks.get(first.seat);
    const stats = pieceStats(creatures);
    const stack = creatures.length > 1;
    const tapped = creatures.every((c) => c.card.tapped);
    const sick = creatures.some((c) => c.card.sick);
    const moved = creatures.every((c) => c.moved);
    const classes = ['piece', seatClass(seat), stack ? 'stack' : '', tapped ? 'tapped' : '', chosen ? 'chosen' : ''].filter(Boolean);
    return html`<div class=${classes.join(' ')} aria-hidden="true" data-seat=${first.seat}>
      <span class="piece-head"><span class="piece-name">${first.card.name}</span></span>
      <span class="piece-foot">
        <span class="seat-tag" title=${seat?.name ?? first.seat}>${seat?.tag ?? '?'}</span>
        ${stack ? html`<span class="stack-count" title=${`A banded stack of ${creatures.length}`}>×${creatures.length}</span>` : nothing}
        ${tapped ? html`<span class="state tapped-mark" title="Tapped">${TAP_ICON}</span>` : nothing}
        ${sick ? html`<span class="state" title="Summoning sick">zzz</span>` : nothing}
        ${moved ? html`<span class="state moved-mark" title="Has moved this turn">${MOVED_ICON}</span>` : nothing}
        <span class="pt ${stats.bonus > 0 ? 'raised' : ''}" title=${stats.bonus > 0 ? `${stats.power}/${stats.toughness}, ${bonusWords(stats.bonus)}` : 'Power / toughness'}
          >${stats.bonus > 0 ? html`<span class="bonus-arrow">▲</span>` : nothing}${stats.power}/${stats.toughness}</span
        >
      </span>
    </div>`;
  }

  /** What the chosen creature can do at a marked place, in words and a small icon. */
  private mark(kinds: readonly ActionKind[]): TemplateResult {
    const words = kinds.length > 2 ? `${kinds.length} choices` : kinds.map((k) => KIND_WORDS[k]).join(' · ');
    return html`<span class="mark ${kinds.length === 1 ? `kind-${kinds[0]}` : 'kind-several'}" aria-hidden="true"
      >${kinds.length === 1 ? KIND_ICONS[kinds[0]!] : nothing}<span>${words}</span></span
    >`;
  }

  private homeRow(row: HomeRowView, looks: Map<string, SeatLook>): TemplateResult {
    const seat = looks.get(row.seat);
    const name = seat?.name ?? row.seat;
    const info = this.seats.find((s) => s.id === row.seat);
    const title = html`<span class="seat-tag">${seat?.tag ?? '?'}</span>
      <span class="home-name">${name}</span>
      ${info ? html`<span class="home-life" title="Life">♥ ${info.life}</span>` : nothing}
      ${info?.energy ? html`<span class="home-energy" title="Energy">{E} ${info.energy}</span>` : nothing}
      ${info?.onTurn ? html`<span class="on-turn">on turn</span>` : nothing}`;
    // A player the spell or ability may target (Lightning Bolt to the face): their name is the choice.
    const targeted = this.targetSet?.has(row.seat) ?? false;
    return html`<section class="home home-${row.edge} ${seatClass(seat)}" aria-label=${`${name}'s home row: ${plural(row.cards.length, 'card')}`}>
      ${targeted
        ? html`<div
            class="home-title target"
            role="button"
            tabindex="0"
            data-seat=${row.seat}
            aria-label=${`${name}${info ? `, ${info.life} life` : ''}: ${this.choiceLabel(row.seat)}`}
            @click=${() => this.pick(row.seat)}
            @keydown=${(e: KeyboardEvent) => this.onPickKey(e, row.seat)}
          >
            ${title}${this.mark([this.choice?.role ?? 'target'])}
          </div>`
        : html`<div class="home-title" data-seat=${row.seat}>${title}</div>`}
      ${row.piles ? html`<crawl-public-piles class="home-piles" drop .owner=${name} .piles=${row.piles}></crawl-public-piles>` : nothing}
      ${row.cards.length === 0
        ? html`<p class="home-empty">Home row empty</p>`
        : html`<ul class="home-cards" role="list">
            ${row.cards.map((card) => this.homeCard(card, seat, name))}
          </ul>`}
      ${row.edge === 'south' ? this.hint() : nothing}
    </section>`;
  }

  /** What to do now, in a line beside the player's own home row (the grid's description says it to a screen reader). */
  private hint(): TemplateResult | typeof nothing {
    if (!this.interactive) return nothing;
    if (this.targetSet && this.choice) {
      // The question itself is in the table's question line, just below.
      return html`<p class="hint asking" aria-hidden="true">Click a marked place${this.choice.cancellable ? html` · <kbd>Esc</kbd> cancels` : nothing}</p>`;
    }
    if (this.chosen) return html`<p class="hint" aria-hidden="true">${this.chosen.name}: click a marked place · <kbd>Esc</kbd> clears</p>`;
    const any = this.actions.some((a) => a.at !== undefined && a.on !== undefined);
    return any ? html`<p class="hint" aria-hidden="true">Click a ringed creature, then a marked place</p>` : nothing;
  }

  private homeCard(card: CardView, seat: SeatLook | undefined, seatName: string): TemplateResult {
    const from = card.id !== undefined ? `home:${card.id}` : '';
    // While a target is asked for, only the cards among its targets can be chosen.
    const picked = this.targetSet !== undefined && card.id !== undefined && this.targetSet.has(card.id);
    const choosable = this.targetSet ? picked : card.id !== undefined && (this.placesOf([card.id]).size > 0 || this.withAbilities([card.id]) !== undefined);
    const chosen = this.chosen?.from === from;
    const words = homeCardWords(card, seatName);
    const creature = card.power !== undefined && card.toughness !== undefined;
    const classes = ['piece', 'home-piece', seatClass(seat), card.tapped ? 'tapped' : '', chosen ? 'chosen' : '', picked ? 'target' : '', choosable && !this.chosen && !picked ? 'choosable' : ''];
    const body = html`<span class="piece-head"><span class="seat-tag">${seat?.tag ?? '?'}</span><span class="piece-name">${card.name}</span></span>
      <span class="piece-foot">
        ${card.tapped ? html`<span class="state tapped-mark" title="Tapped">${TAP_ICON}</span>` : nothing}
        ${card.sick ? html`<span class="state" title="Summoning sick">zzz</span>` : nothing}
        ${creature
          ? html`<span class="pt">${card.currentPower ?? card.power}/${card.currentToughness ?? card.toughness}</span>`
          : html`<span class="type">${shortType(card.typeLine)}</span>`}
      </span>`;
    return html`<li>
      ${choosable
        ? html`<div
            class=${classes.filter(Boolean).join(' ')}
            role="button"
            tabindex="0"
            data-id=${card.id ?? ''}
            aria-label=${picked ? `${words}: ${this.choiceLabel(card.id!)}` : `${words}${chosen ? ', chosen' : ''}`}
            aria-pressed=${picked ? nothing : chosen ? 'true' : 'false'}
            title=${picked ? this.choiceLabel(card.id!) : this.placesOf([card.id!]).size > 0 ? `Choose ${card.name} to step onto the board` : `Use ${card.name}`}
            @click=${() => this.activateHome(card)}
            @keydown=${(e: KeyboardEvent) => this.onHomeKey(e, card)}
          >
            ${body}${picked ? this.mark([this.choice?.role ?? 'target']) : nothing}
          </div>`
        : html`<div class=${classes.filter(Boolean).join(' ')} data-id=${card.id ?? ''} title=${card.typeLine}>
            <span class="sr-only">${words}</span><span aria-hidden="true" class="piece-body">${body}</span>
          </div>`}
    </li>`;
  }

  /** The details of a place's creatures: stats, keywords and where the terrain bonus comes from. */
  private renderTip(looks: Map<string, SeatLook>, seatName: (id: string) => string): TemplateResult {
    const square = this.tipAt ? this.byKey.get(this.tipAt) : undefined;
    const creatures = square?.creatures ?? [];
    const stats = pieceStats(creatures);
    const land = square?.land.state === 'face-up' ? square.land : undefined;
    const hole = square?.land.state === 'hole' ? square.land : undefined;
    return html`<div class="tip" popover="manual" aria-hidden="true">
      ${hole
        ? html`<p class="tip-land tip-hole ${creatures.length ? 'above' : ''}">
            <b>Hole</b> <span class="tip-type">${hole.was ?? 'A destroyed land'}</span>
            <span class="tip-tapped">Nothing can move onto it${creatures.length ? '; the creatures on it may stay, or move off' : ''}.</span>
          </p>`
        : nothing}
      ${land
        ? html`<p class="tip-land ${creatures.length ? 'above' : ''}">
            <b>${land.card.name}</b> <span class="tip-type">${land.card.typeLine}</span> ${land.tappedBy ? html`<span class="tip-tapped">Tapped by ${seatName(land.tappedBy)}</span>` : nothing}
          </p>`
        : nothing}
      ${square && creatures.length
        ? html`${creatures.length > 1
              ? html`<p class="tip-stack">Banded stack: <b>${stats.power}/${stats.toughness}</b>${stats.bonus ? html`, ${bonusWords(stats.bonus)}` : nothing}</p>`
              : nothing}
            ${creatures.map(
              (c) => html`<div class="tip-creature ${seatClass(looks.get(c.seat))}">
                <p class="tip-head"><span class="seat-tag">${looks.get(c.seat)?.tag ?? '?'}</span><b>${c.card.name}</b> <span class="tip-seat">${seatName(c.seat)}</span></p>
                <p class="tip-type">${c.card.typeLine}</p>
                <p class="tip-pt">
                  ${c.bonus.amount > 0
                    ? html`<b class="raised">${c.power}/${c.toughness}</b> (${c.power - c.bonus.amount}/${c.toughness - c.bonus.amount} ${bonusWords(c.bonus.amount)})`
                    : html`<b>${c.power}/${c.toughness}</b>, no terrain bonus`}
                </p>
                ${c.card.keywords?.length ? html`<p class="tip-keywords">${c.card.keywords.map(keywordWords).join(', ')}</p>` : nothing}
                ${c.bonus.reasons.length ? html`<ul class="reasons">${c.bonus.reasons.map((r) => html`<li>${r}</li>`)}</ul>` : nothing}
              </div>`,
            )}`
        : nothing}
    </div>`;
  }

  private renderMenu(): TemplateResult {
    const m = this.menu;
    const whose = this.targetSet ? (this.choice?.question ?? '') : (this.chosen?.name ?? '');
    return html`<div class="menu" popover="manual" role="menu" aria-label=${m ? `${whose} at ${placeWords(m.at)}: choose` : 'Choose'} @keydown=${(e: KeyboardEvent) => this.onMenuKey(e)}>
      ${m
        ? html`<div class="menu-title" aria-hidden="true">${placeWords(m.at)}</div>
            ${m.items.map(
              (item) => html`<button class="menu-item kind-${item.kind}" role="menuitem" tabindex="-1" @click=${() => item.choose()} @pointerenter=${(e: PointerEvent) => (e.currentTarget as HTMLElement).focus()}>
                ${KIND_ICONS[item.kind]}<span>${item.label}</span>
              </button>`,
            )}`
        : nothing}
    </div>`;
  }

  static override styles = [shared, squareBoardStyles];
}

function idOf(c: GridCreatureView): number {
  return c.card.id ?? -1;
}

function placeOf(cell: HTMLElement): GridPlace {
  const [row, col] = (cell.dataset.place ?? '0,0').split(',').map(Number);
  return { row: row ?? 0, col: col ?? 0 };
}

/** "Grizzly Bears", or "the stack of Benalish Hero and Mesa Pegasus" for a banded stack. */
function pieceName(creatures: readonly GridCreatureView[]): string {
  const first = creatures[0];
  if (!first) return '';
  return creatures.length > 1 ? `the stack of ${creatures.map((c) => c.card.name).join(' and ')}` : first.card.name;
}

/** The home row along an edge: the view's own, else by the south seat. */
function homeRowOn(g: SquareGridView, edge: 'north' | 'south'): HomeRowView | undefined {
  return g.homeRows.find((h) => h.edge === edge) ?? g.homeRows.find((h) => (edge === 'south') === (h.seat === g.southSeat));
}

/** "Artifact", "Enchantment": the type line before its dash. */
function shortType(typeLine: string): string {
  return (typeLine.split('—')[0] ?? typeLine).replace(/\b(Legendary|Basic|Snow)\s+/g, '').trim();
}

customElements.define('crawl-square-board', SquareBoard);

declare global {
  interface HTMLElementTagNameMap {
    'crawl-square-board': SquareBoard;
  }
}
