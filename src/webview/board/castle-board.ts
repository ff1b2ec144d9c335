import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import '@vscode-elements/elements/dist/vscode-button/index.js';
import type { Action } from '../../engine';
import type { CardView } from '../../protocol/card-view';
import type { ActionView, CastleBoardView, CastlePlaceView, CastleView, GridPlace, SeatView } from '../../protocol/table-view';
import { keywordWords } from '../cards/card-face';
import { shared } from '../shared/styles';
import { plural, seatClass, seatLooks, type SeatLook } from './grid-words';
import { castleBoardStyles } from './castle-board-styles';
import './public-piles';
import { squareBoardStyles } from './square-board-styles';
import { KIND_ICONS, TAP_ICON } from './square-icons';

/** The rows of a castle in words, front first. */
const ROW_WORDS = ['front row', 'second row', 'third row'];
const COLUMNS = 4;
const ROWS = 3;
/** The smallest and largest place, in CSS pixels; room taken around them (padding, gaps, row numbers, the line between the castles). */
const MIN_CELL = 54;
const MAX_CELL = 116;
const ROOM_ACROSS = 2 * 10 + 18 + 3 * 6 + 12;
const ROOM_DOWN = 2 * 10 + 5 * 4 + 60;
/** A place is this much wider than tall (castle-board-styles.ts): a face-up creature lies across it as a piece, with room for its name. */
const PLACE_WIDTH = 1.5;

/**
 * A place of the board's one grid: `line` counts the six lines of places
 * from the top of the board (the other castle's third row first, down to
 * the viewer's third row), `col` the columns from the left.
 */
interface Spot {
  readonly line: number;
  readonly col: number;
}

/** One of the viewer's places chosen for a once-a-turn change: where it is, and what it can do where. */
interface Chosen {
  readonly at: GridPlace;
  readonly name: string;
  /** The name without its place, for the hint beside the castle. */
  readonly short: string;
}

type CastleActionOf<T extends string> = Extract<Action, { type: T }>;

/**
 * <crawl-castle-board>: Castle Magic's board. The other player's castle at
 * the top, its front row facing down towards the viewer's castle below, whose
 * front row faces up: column 2 faces column 2. Face-down cards are card
 * backs, face-up creatures show their power/toughness with the row bonus in
 * it, empty places are outlines.
 *
 * The engine's Castle actions are offered on the places they concern:
 * - an attack names a column of the other castle: a click, Enter or Space on
 *   any place of it (or its button between the castles) sends it;
 * - the once-a-turn changes start from one of the viewer's places: choosing
 *   it marks where its moves and swaps go (and the place itself when it can
 *   be turned face down); choosing a marked place sends that action;
 * - the defender's answers while an attack waits on them (activate, discard,
 *   swap with the card behind, block) are buttons between the castles, the
 *   place the attack has reached marked.
 *
 * - `board`, `seats`, `actions`: the table view's board, seats and labelled
 *   legal actions; `interactive`: false while read-only, replaying, or an
 *   action is on its way.
 *
 * The two castles are one ARIA grid of six rows with one tab stop (arrows,
 * Home/End move between places); each place's name says whose castle, the
 * column, the row and what lies there. It holds view state only.
 */
export class CastleBoard extends LitElement {
  static override properties = {
    board: { attribute: false },
    seats: { attribute: false },
    actions: { attribute: false },
    interactive: { type: Boolean },
    chosen: { state: true },
    focusAt: { state: true },
    tipAt: { state: true },
    notice: { state: true },
    cell: { state: true },
    held: { state: true },
  };

  declare board: CastleBoardView | undefined;
  declare seats: readonly SeatView[];
  declare actions: readonly ActionView[];
  declare interactive: boolean;
  declare chosen: Chosen | undefined;
  /** The place holding the grid's tab stop. */
  declare focusAt: Spot;
  /** The place whose details show beside it (hovered, or focused from the keyboard), by its key. */
  declare tipAt: string | undefined;
  declare notice: string;
  /** The side of a place in CSS pixels, fitted to the room the board has. */
  declare cell: number;
  /** The ready creatures the player holds back from the next attack, by id (all attack until some are held back). */
  declare held: ReadonlySet<number>;

  private resizer: ResizeObserver | undefined;
  private hovered: string | undefined;
  /** The keyboard is being put on a place by the board itself, not moved there by the player. */
  private focusPlaced = false;

  constructor() {
    super();
    this.board = undefined;
    this.seats = [];
    this.actions = [];
    this.interactive = false;
    this.chosen = undefined;
    // The viewer's front row, on the left.
    this.focusAt = { line: ROWS, col: 0 };
    this.tipAt = undefined;
    this.notice = '';
    this.cell = 80;
    this.held = new Set();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.resizer = new ResizeObserver(() => this.fit());
    this.addEventListener('keydown', this.onKeyDown);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resizer?.disconnect();
    this.removeEventListener('keydown', this.onKeyDown);
  }

  protected override firstUpdated(): void {
    const field = this.renderRoot.querySelector('.field');
    if (field) this.resizer?.observe(field);
  }

  /** The largest place that lets both castles fit the field. */
  private fit(): void {
    const field = this.renderRoot.querySelector<HTMLElement>('.field');
    if (!field) return;
    const byWidth = (field.clientWidth - ROOM_ACROSS) / (COLUMNS * PLACE_WIDTH);
    const byHeight = (field.clientHeight - ROOM_DOWN) / (2 * ROWS);
    const cell = Math.floor(Math.max(MIN_CELL, Math.min(MAX_CELL, byWidth, byHeight)));
    if (cell !== this.cell) this.cell = cell;
  }

  /** Focus goes to the first answer while an attack waits on the viewer, else to the place holding the grid's tab stop. */
  override focus(options?: FocusOptions): void {
    const answer = this.renderRoot.querySelector<HTMLElement>('.question vscode-button');
    if (answer) return answer.focus(options);
    this.focusPlaced = true;
    this.cellAt(this.focusAt)?.focus(options);
    this.focusPlaced = false;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Held-back creatures that are no longer ready (the attack went, a new turn) are forgotten.
    if (changed.has('board') && this.held.size > 0) {
      const ready = new Set((this.board?.ready ?? []).map((c) => c.id));
      if ([...this.held].some((id) => !ready.has(id))) this.held = new Set([...this.held].filter((id) => ready.has(id)));
    }
    // A new state of the game ends a choice it no longer offers.
    if ((changed.has('board') || changed.has('actions') || changed.has('interactive')) && this.chosen && this.fromPlace(this.chosen.at).length === 0) this.chosen = undefined;
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('cell')) this.style.setProperty('--cell', `${this.cell}px`);
    if (changed.has('board')) this.fit();
    this.placeTip();
  }

  // ── Where things are ──────────────────────────────────────────────────────

  private castleOn(edge: 'north' | 'south'): CastleView | undefined {
    return this.board?.castles.find((c) => c.edge === edge);
  }

  /** The castle and place a line of the grid shows: the top castle's rows back to front, then the bottom one's front to back. */
  private placeOf(spot: Spot): { castle: CastleView; place: CastlePlaceView } | undefined {
    const top = spot.line < ROWS;
    const castle = this.castleOn(top ? 'north' : 'south');
    const row = top ? ROWS - 1 - spot.line : spot.line - ROWS;
    const place = castle?.places.find((p) => p.row === row && p.col === spot.col);
    return castle && place ? { castle, place } : undefined;
  }

  private spotOf(edge: 'north' | 'south', p: GridPlace): Spot {
    return { line: edge === 'north' ? ROWS - 1 - p.row : ROWS + p.row, col: p.col };
  }

  private cellAt(s: Spot): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>(`[role="gridcell"][data-spot="${s.line},${s.col}"]`);
  }

  private seatName(id: string): string {
    return this.seats.find((s) => s.id === id)?.name.replace(/\s*\(.*\)$/, '') ?? id;
  }

  // ── The actions, by what they name ─────────────────────────────────────────

  private live(): readonly ActionView[] {
    return this.interactive ? this.actions : [];
  }

  /** The attack on a column of the other castle, if one is legal: with every ready creature but those held back, none if all are. */
  private attackOn(col: number): ActionView | undefined {
    const offered = this.live().find((a) => a.action.type === 'attack' && 'column' in a.action && a.action.column === col);
    if (!offered || this.held.size === 0) return offered;
    // Castle's attack names a column and its creatures (Magic Crawl's attack, one creature, never reaches this board).
    const x = offered.action as unknown as { readonly type: 'attack'; readonly column: number; readonly creatures: readonly number[] };
    const creatures = x.creatures.filter((id) => !this.held.has(id));
    if (creatures.length === 0) return undefined;
    const names = creatures.map((id) => this.board?.ready?.find((c) => c.id === id)?.name ?? `#${id}`);
    return { ...offered, action: { ...x, creatures } as never, label: `Attack column ${col + 1} with ${names.join(', ')}` };
  }

  /** Holds a ready creature back from the attack, or sends it again. */
  private toggleAttacker(c: CardView): void {
    const held = new Set(this.held);
    if (held.has(c.id!)) held.delete(c.id!);
    else held.add(c.id!);
    this.held = held;
    const going = (this.board?.ready ?? []).filter((r) => !held.has(r.id!)).length;
    this.say(`${c.name} ${held.has(c.id!) ? 'stays home' : 'attacks'}: ${going === 0 ? 'no attacker chosen' : plural(going, 'attacker')}.`);
  }

  /** The once-a-turn changes that start from one of the viewer's places. */
  private fromPlace(p: GridPlace): ActionView[] {
    return this.live().filter((a) => {
      const x = a.action;
      if (x.type === 'turnFaceDown') return same((x as CastleActionOf<'turnFaceDown'>).at, p);
      if (x.type === 'moveFaceDown' || x.type === 'swapFaceUp') return same((x as CastleActionOf<'moveFaceDown'>).from, p);
      return false;
    });
  }

  /** Where a chosen place's changes go: the place each names (itself for turning face down). */
  private goesTo(a: ActionView): GridPlace {
    const x = a.action;
    return x.type === 'turnFaceDown' ? (x as CastleActionOf<'turnFaceDown'>).at : (x as CastleActionOf<'moveFaceDown'>).to;
  }

  /** The chosen place's changes that go to `p`. */
  private offersAt(p: GridPlace): ActionView[] {
    if (!this.chosen) return [];
    return this.fromPlace(this.chosen.at).filter((a) => same(this.goesTo(a), p));
  }

  /** The defender's answers to the attack under way. */
  private answers(): ActionView[] {
    const kinds = ['activateDefender', 'declineDefender', 'swapBehind', 'block'];
    return this.live().filter((a) => kinds.includes(a.action.type));
  }

  // ── Choosing and acting ──────────────────────────────────────────────────

  private say(text: string): void {
    this.notice = this.notice === text ? `${text}\u00a0` : text;
  }

  private send(a: ActionView): void {
    if (!this.interactive) return;
    this.chosen = undefined;
    this.dispatchEvent(new CustomEvent('crawl-act', { detail: { action: a.action, label: a.label }, bubbles: true, composed: true }));
  }

  private clear(): void {
    if (!this.chosen) return;
    const name = this.chosen.name;
    this.chosen = undefined;
    this.say(`${name}: choice cleared.`);
  }

  /** A click on a place, or Enter or Space on it. */
  private activate(spot: Spot): void {
    this.focusAt = spot;
    const at = this.placeOf(spot);
    if (!at) return;
    const { castle, place } = at;
    const where = placeWords(castle, place, (id) => this.seatName(id));
    if (!this.interactive) return this.say('Nothing can be chosen now.');
    if (castle.edge === 'north') {
      const attack = this.attackOn(place.col);
      if (attack) return this.send(attack);
      return this.say(`Nothing to do at ${where} now.`);
    }
    const here = this.offersAt(place);
    if (here.length === 1) return this.send(here[0]!);
    if (this.chosen && same(this.chosen.at, place)) return this.clear();
    const from = this.fromPlace(place);
    if (from.length > 0) {
      const name = place.card && place.state === 'face-up' ? `${place.card.name} (${where})` : `the face-down card at ${where}`;
      this.chosen = { at: { row: place.row, col: place.col }, name, short: place.card && place.state === 'face-up' ? place.card.name : 'The face-down card' };
      const spots = new Set(from.map((a) => placeKey(this.goesTo(a))));
      this.say(`${name} chosen: ${plural(spots.size, 'place')} marked. Choose one, or press Escape.`);
      return;
    }
    if (this.chosen) return this.say(`${this.chosen.name} cannot go to ${where}. Choose a marked place, or press Escape.`);
    this.say(`Nothing to do at ${where} now.`);
  }

  // ── Keys ──────────────────────────────────────────────────────────────────

  private onKeyDown = (e: KeyboardEvent): void => {
    if (e.key !== 'Escape' || e.defaultPrevented) return;
    if (this.chosen) this.clear();
    else if (this.tipAt) this.tipAt = undefined;
    else return;
    e.preventDefault();
    e.stopPropagation();
  };

  private onGridKey(e: KeyboardEvent): void {
    if (e.altKey || e.metaKey || e.ctrlKey) return;
    const cell = (e.target as HTMLElement).closest<HTMLElement>('[role="gridcell"]');
    if (!cell) return;
    const at = spotOfCell(cell);
    let next: Spot | undefined;
    switch (e.key) {
      case 'ArrowUp':
        next = { line: Math.max(0, at.line - 1), col: at.col };
        break;
      case 'ArrowDown':
        next = { line: Math.min(2 * ROWS - 1, at.line + 1), col: at.col };
        break;
      case 'ArrowLeft':
        next = { line: at.line, col: Math.max(0, at.col - 1) };
        break;
      case 'ArrowRight':
        next = { line: at.line, col: Math.min(COLUMNS - 1, at.col + 1) };
        break;
      case 'Home':
        next = { line: at.line, col: 0 };
        break;
      case 'End':
        next = { line: at.line, col: COLUMNS - 1 };
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

  // ── The details beside a place ──────────────────────────────────────────────

  private onCellFocus(e: FocusEvent, spot: Spot): void {
    this.focusAt = spot;
    const cell = e.currentTarget as HTMLElement;
    const placed = this.focusPlaced;
    this.focusPlaced = false;
    const key = spotKey(spot);
    if (cell.matches(':focus-visible') && !placed) this.tipAt = this.hasTip(spot) ? key : undefined;
  }

  private onCellBlur(spot: Spot): void {
    const key = spotKey(spot);
    if (this.tipAt === key && this.hovered !== key) this.tipAt = undefined;
  }

  private onCellEnter(spot: Spot): void {
    this.hovered = spotKey(spot);
    this.tipAt = this.hasTip(spot) ? this.hovered : undefined;
  }

  private onCellLeave(spot: Spot): void {
    const key = spotKey(spot);
    if (this.hovered === key) this.hovered = undefined;
    const focused = this.renderRoot instanceof ShadowRoot ? (this.renderRoot.activeElement as HTMLElement | null) : null;
    if (this.tipAt === key && !(focused?.dataset.spot === key && focused.matches(':focus-visible'))) this.tipAt = undefined;
  }

  /** A place with a card the viewer may see has details to read. */
  private hasTip(spot: Spot): boolean {
    return this.placeOf(spot)?.place.card !== undefined;
  }

  /** Shows the details beside their place (or hides them): on the right where there is room, else on the left. */
  private placeTip(): void {
    const pop = this.renderRoot.querySelector<HTMLElement>('.tip');
    if (!pop) return;
    const cell = this.tipAt ? this.renderRoot.querySelector<HTMLElement>(`[role="gridcell"][data-spot="${this.tipAt}"]`) : null;
    if (!cell) {
      if (pop.matches(':popover-open')) pop.hidePopover();
      return;
    }
    if (!pop.matches(':popover-open')) pop.showPopover();
    const r = cell.getBoundingClientRect();
    const box = pop.getBoundingClientRect();
    let x = r.right + 6;
    if (x + box.width > window.innerWidth - 4) x = r.left - 6 - box.width;
    x = Math.max(4, Math.min(x, window.innerWidth - box.width - 4));
    const y = Math.max(4, Math.min(r.top, window.innerHeight - box.height - 4));
    pop.style.setProperty('left', `${Math.round(x)}px`);
    pop.style.setProperty('top', `${Math.round(y)}px`);
  }

  // ── Drawing ───────────────────────────────────────────────────────────────

  override render(): TemplateResult | typeof nothing {
    const b = this.board;
    if (!b) return nothing;
    const looks = seatLooks(this.seats, b.castles.map((c) => c.seat));
    const top = this.castleOn('north');
    const bottom = this.castleOn('south');
    const lines = Array.from({ length: 2 * ROWS }, (_, i) => i);
    const cols = Array.from({ length: COLUMNS }, (_, c) => c);
    const topName = top ? this.seatName(top.seat) : 'North';
    const bottomName = bottom ? this.seatName(bottom.seat) : 'South';
    return html`<div class="board castle-board">
        ${top ? this.header(top, looks) : nothing}
        <div class="field">
          <div class="frame">
            <div
              class="grid"
              role="grid"
              aria-label=${`The castles: ${topName}'s above, its front row at the bottom; ${bottomName}'s below, its front row at the top; 4 columns each, column 1 on the left`}
              aria-describedby="castle-help"
              @keydown=${(e: KeyboardEvent) => this.onGridKey(e)}
            >
              ${lines.map(
                (line) => html`${line === ROWS ? this.middle(cols) : nothing}
                  <div class="row ${line < ROWS ? 'top' : 'bottom'}" role="row">
                    <span class="row-number" aria-hidden="true">${line < ROWS ? ROWS - line : line - ROWS + 1}</span>
                    ${cols.map((col) => this.place({ line, col }, looks))}
                  </div>`,
              )}
            </div>
          </div>
        </div>
        ${this.attackers()} ${this.question()} ${bottom ? this.header(bottom, looks) : nothing}
        <p id="castle-help" class="sr-only">${this.help()}</p>
        <div class="sr-only" role="status" aria-live="polite" aria-atomic="true">${this.notice}</div>
      </div>
      ${this.renderTip(looks)}`;
  }

  private help(): string {
    const keys = 'Arrow keys move between places, up and down across both castles; Home and End go to the ends of a row.';
    if (!this.interactive) return `${keys} Nothing can be chosen now.`;
    return `${keys} Enter or Space on a column of the other castle attacks it, when you may attack; on one of your own places it chooses the card there for this turn's castle change and marks where it can go; Enter on a marked place does it; Escape clears the choice.`;
  }

  /** A castle's title: whose, their life, whether on turn, and how many cards it still holds. */
  private header(c: CastleView, looks: Map<string, SeatLook>): TemplateResult {
    const seat = looks.get(c.seat);
    const info = this.seats.find((s) => s.id === c.seat);
    const held = c.places.filter((p) => p.state !== 'empty').length;
    const down = c.places.filter((p) => p.state === 'face-down').length;
    return html`<section class="home home-${c.edge} ${seatClass(seat)}" aria-label=${`${displayName(info?.name ?? c.seat)}: ${info ? `${info.life} life, ` : ''}castle of ${plural(held, 'card')}, ${down} face down`}>
      <div class="home-title" data-seat=${c.seat}>
        <span class="seat-tag">${seat?.tag ?? '?'}</span>
        <span class="home-name">${displayName(info?.name ?? c.seat)}</span>
        ${info ? html`<span class="home-life" title="Life">♥ ${info.life}</span>` : nothing}
        ${info?.onTurn ? html`<span class="on-turn">on turn</span>` : nothing}
      </div>
      <p class="castle-count" aria-hidden="true">Castle: ${plural(held, 'card')} (${down} face down)</p>
      ${c.piles ? html`<crawl-public-piles class="home-piles" drop .owner=${displayName(info?.name ?? c.seat)} .piles=${c.piles}></crawl-public-piles>` : nothing}
      ${c.edge === 'south' ? this.hint() : nothing}
    </section>`;
  }

  /** What to do now, beside the viewer's castle (the grid's description says it to a screen reader). */
  private hint(): TemplateResult | typeof nothing {
    if (!this.interactive) return nothing;
    if (this.chosen) return html`<p class="hint" aria-hidden="true">${this.chosen.short}: click a marked place (swap or turn down: 1 life; move: 2) · <kbd>Esc</kbd> clears</p>`;
    const attack = this.live().some((a) => a.action.type === 'attack');
    const change = this.live().some((a) => ['moveFaceDown', 'turnFaceDown', 'swapFaceUp'].includes(a.action.type));
    const words = [attack ? 'click a column above to attack it' : '', change ? 'a ringed place of yours to change your castle' : ''].filter(Boolean).join(', or ');
    return words ? html`<p class="hint" aria-hidden="true">${words[0]!.toUpperCase()}${words.slice(1)}</p>` : nothing;
  }

  /** Between the castles: the column buttons of an attack, or which column an attack under way has reached. */
  private middle(cols: readonly number[]): TemplateResult {
    const breach = this.board!.breach;
    if (breach) {
      const attackers = breach.attackers.map((c) => c.name).join(', ');
      const words = `Column ${breach.column + 1} of ${this.seatName(breach.defender)}'s castle attacked by ${attackers}`;
      return html`<div class="middle breach" role="row">
        <div class="breach-line" role="gridcell"><span class="breach-words">${KIND_ICONS.attack}${words}</span></div>
      </div>`;
    }
    const attacks = cols.map((c) => this.attackOn(c));
    return html`<div class="middle" role="row">
      <span class="row-number" aria-hidden="true"></span>
      ${cols.map((c) => {
        const a = attacks[c];
        return html`<div class="column-slot" role="gridcell">
          ${a
            ? html`<button class="attack-column" data-col=${c} title=${a.label} aria-label=${a.label} @click=${() => this.send(a)}>${KIND_ICONS.attack}<span>Attack ${c + 1}</span></button>`
            : html`<span class="column-number">Column ${c + 1}</span>`}
        </div>`;
      })}
    </div>`;
  }

  /** While the viewer may attack: the ready creatures, each a toggle that holds it back from the attack or sends it. */
  private attackers(): TemplateResult | typeof nothing {
    const ready = this.interactive ? (this.board?.ready ?? []) : [];
    if (ready.length === 0 || this.board?.breach) return nothing;
    const going = ready.filter((c) => !this.held.has(c.id!)).length;
    return html`<section class="attackers" role="group" aria-label="Attackers: press a creature to hold it back or send it">
      <span class="attackers-words">${going === 0 ? 'No attacker chosen:' : `Attack with ${plural(going, 'creature')}:`}</span>
      ${ready.map((c) => {
        const goes = !this.held.has(c.id!);
        const pt = `${c.currentPower ?? c.power ?? '?'}/${c.currentToughness ?? c.toughness ?? '?'}`;
        return html`<button class="attacker ${goes ? 'goes' : 'stays'}" data-id=${String(c.id)} aria-pressed=${goes ? 'true' : 'false'} title=${goes ? `${c.name} attacks; press to hold it back` : `${c.name} stays home; press to send it`} @click=${() => this.toggleAttacker(c)}>
          <span class="attacker-mark" aria-hidden="true">${goes ? KIND_ICONS.attack : '–'}</span>${c.name} <span class="attacker-pt">${pt}</span>
        </button>`;
      })}
    </section>`;
  }

  /** The defender's question while an attack waits on them: what it costs, and the answers as buttons. */
  private question(): TemplateResult | typeof nothing {
    const breach = this.board?.breach;
    if (!breach) return nothing;
    const answers = this.answers();
    const defender = this.seatName(breach.defender);
    const words =
      breach.question === 'declared'
        ? `Attack declared on ${defender}'s column ${breach.column + 1}: either player may respond with instants and abilities before it meets the castle.`
        : breach.question === 'blocked'
          ? `${defender}'s creature blocks: either player may respond before the damage is dealt.`
          : breach.question === 'activate'
            ? `${defender}: the revealed creature ${breach.price ? `costs ${breach.price} life to activate` : 'waits on its activation'}; otherwise it is discarded and combat ends.`
            : `${defender}: swap the creature in front with the card behind it for 2 life, or let it block.`;
    return html`<section class="question" role="group" aria-label="The attack on the castle">
      <span class="question-words">${words}</span>
      ${answers.length
        ? html`<span class="answers">
            ${answers.map(
              (a) =>
                html`<vscode-button class="answer" ?secondary=${a.action.type !== 'activateDefender' && a.action.type !== 'block'} data-type=${a.action.type} @click=${() => this.send(a)}
                  >${a.label}</vscode-button
                >`,
            )}
          </span>`
        : nothing}
    </section>`;
  }

  private place(spot: Spot, looks: Map<string, SeatLook>): TemplateResult {
    const at = this.placeOf(spot);
    const key = spotKey(spot);
    const tabStop = this.focusAt.line === spot.line && this.focusAt.col === spot.col;
    if (!at) return html`<div class="place missing" role="gridcell" tabindex=${tabStop ? 0 : -1} data-spot=${key} aria-label="No place"></div>`;
    const { castle, place } = at;
    const seatName = (id: string) => this.seatName(id);
    const attack = castle.edge === 'north' ? this.attackOn(place.col) : undefined;
    const offers = castle.edge === 'south' ? this.offersAt(place) : [];
    const choosable = castle.edge === 'south' && !this.chosen && this.fromPlace(place).length > 0;
    const chosenHere = !!this.chosen && castle.edge === 'south' && same(this.chosen.at, place);
    const breach = this.board?.breach;
    const breached = !!breach && breach.defender === castle.seat && same(breach.place, place);
    const front = !!attack && isForemost(castle, place);
    const extra = [
      chosenHere ? 'chosen' : '',
      breached ? (breach.question === 'activate' ? 'revealed by the attack, waiting on its activation' : 'the attack has reached it') : '',
      ...(attack ? [`Enter: ${attack.label}`] : offers.map((a) => `Enter: ${a.label}`)),
    ].filter(Boolean);
    const label = `${placeWords(castle, place, seatName)}: ${contentWords(place)}${extra.length ? `; ${extra.join('; ')}` : ''}`;
    const description = place.state === 'face-up' && place.bonus.amount > 0 ? `row bonus: ${place.bonus.reasons.join('; ')}.` : '';
    const classes = [
      'place',
      `edge-${castle.edge}`,
      attack ? 'attackable' : '',
      front || offers.length ? 'target' : '',
      choosable ? 'choosable' : '',
      chosenHere ? 'chosen' : '',
      breached ? 'breached' : '',
    ].filter(Boolean);
    // An attack's column is ringed where it meets the castle; its button between the castles says Attack.
    const kind = offers[0]?.action.type === 'moveFaceDown' ? 'move' : offers.length ? 'act' : undefined;
    const markWords = offers.length ? offerWords(offers[0]!) : '';
    return html`<div
      class=${classes.join(' ')}
      role="gridcell"
      tabindex=${tabStop ? 0 : -1}
      data-spot=${key}
      data-seat=${castle.seat}
      data-place=${`${place.row},${place.col}`}
      aria-label=${label}
      aria-description=${description || nothing}
      aria-selected=${chosenHere ? 'true' : nothing}
      @click=${() => this.activate(spot)}
      @focus=${(e: FocusEvent) => this.onCellFocus(e, spot)}
      @blur=${() => this.onCellBlur(spot)}
      @pointerenter=${() => this.onCellEnter(spot)}
      @pointerleave=${() => this.onCellLeave(spot)}
    >
      ${this.card(castle, place, looks)}
      ${kind ? html`<span class="mark kind-${kind}" aria-hidden="true">${KIND_ICONS[kind]}<span>${markWords}</span></span>` : nothing}
    </div>`;
  }

  /** What lies in a place: a card back, a creature, or an outline. */
  private card(castle: CastleView, place: CastlePlaceView, looks: Map<string, SeatLook>): TemplateResult {
    if (place.state === 'empty') return html`<div class="land hole castle-empty" aria-hidden="true"><span class="hole-word">Empty</span></div>`;
    if (place.state === 'face-down') {
      return html`<div class="land face-down ${place.seen ? `seen ${place.seen}` : ''}" aria-hidden="true">
        <span class="back-oval"></span>
        ${place.card ? html`<span class="back-name"><span>${place.seen === 'revealed' ? 'Revealed' : 'You know'}</span><b>${place.card.name}</b></span>` : nothing}
      </div>`;
    }
    const card = place.card;
    const seat = looks.get(castle.seat);
    const raised = place.bonus.amount > 0;
    return html`<div class="piece castle-piece ${seatClass(seat)} ${card?.tapped ? 'tapped' : ''}" aria-hidden="true">
      <span class="piece-head"><span class="piece-name">${card?.name ?? '?'}</span></span>
      <span class="piece-foot">
        <span class="seat-tag">${seat?.tag ?? '?'}</span>
        ${card?.tapped ? html`<span class="state tapped-mark" title="Tapped">${TAP_ICON}</span>` : nothing}
        ${card?.damage ? html`<span class="state damage" title="Damage">${card.damage} dmg</span>` : nothing}
        <span class="pt ${raised ? 'raised' : ''}" title=${raised ? `${place.power}/${place.toughness}, +${place.bonus.amount}/+${place.bonus.amount} from its row` : 'Power / toughness'}
          >${raised ? html`<span class="bonus-arrow">▲</span>` : nothing}${place.power ?? '?'}/${place.toughness ?? '?'}</span
        >
      </span>
    </div>`;
  }

  /** The details of the card in a place: its type, stats with the row bonus and why, its keywords. */
  private renderTip(looks: Map<string, SeatLook>): TemplateResult {
    const spot = this.tipAt ? parseSpot(this.tipAt) : undefined;
    const at = spot ? this.placeOf(spot) : undefined;
    const place = at?.place;
    const card = place?.card;
    const bonus = place?.bonus.amount ?? 0;
    return html`<div class="tip" popover="manual" aria-hidden="true">
      ${at && place && card
        ? html`<div class="tip-creature ${seatClass(looks.get(at.castle.seat))}">
            <p class="tip-head"><span class="seat-tag">${looks.get(at.castle.seat)?.tag ?? '?'}</span><b>${card.name}</b> <span class="tip-seat">${placeWords(at.castle, place, (id) => this.seatName(id))}</span></p>
            <p class="tip-type">${card.typeLine}</p>
            ${place.state === 'face-up'
              ? html`<p class="tip-pt">
                  ${bonus > 0
                    ? html`<b class="raised">${place.power}/${place.toughness}</b> (${(place.power ?? 0) - bonus}/${(place.toughness ?? 0) - bonus} +${bonus}/+${bonus} from its row)`
                    : html`<b>${place.power}/${place.toughness}</b>, no row bonus in the front row`}
                </p>`
              : html`<p class="tip-pt">${place.seen === 'revealed' ? 'Revealed by the attack: activated or discarded next' : 'Face down; you know it, the other player does not'} · ${card.power ?? '?'}/${card.toughness ?? '?'}</p>`}
            ${card.keywords?.length ? html`<p class="tip-keywords">${card.keywords.map(keywordWords).join(', ')}</p>` : nothing}
            ${place.state === 'face-up' && place.bonus.reasons.length ? html`<ul class="reasons">${place.bonus.reasons.map((r) => html`<li>${r}</li>`)}</ul>` : nothing}
          </div>`
        : nothing}
    </div>`;
  }

  static override styles = [shared, squareBoardStyles, castleBoardStyles];
}

/** "North (North)" is "North"; "Ana (South)" stays as it is. */
function displayName(name: string): string {
  return name.replace(/^(.+) \(\1\)$/, '$1');
}

function same(a: GridPlace, b: GridPlace): boolean {
  return a.row === b.row && a.col === b.col;
}

function placeKey(p: GridPlace): string {
  return `${p.row},${p.col}`;
}

function spotKey(s: Spot): string {
  return `${s.line},${s.col}`;
}

function parseSpot(key: string): Spot {
  const [line, col] = key.split(',').map(Number);
  return { line: line ?? 0, col: col ?? 0 };
}

function spotOfCell(cell: HTMLElement): Spot {
  return parseSpot(cell.dataset.spot ?? '0,0');
}

/** The first place in its column that still holds a card (an attack meets it), or the front place of an empty column. */
function isForemost(castle: CastleView, place: CastlePlaceView): boolean {
  const column = castle.places.filter((p) => p.col === place.col).sort((a, b) => a.row - b.row);
  const first = column.find((p) => p.state !== 'empty') ?? column[0];
  return !!first && same(first, place);
}

/** "North's castle, column 2, front row". */
export function placeWords(castle: CastleView, p: GridPlace, seatName: (id: string) => string): string {
  return `${seatName(castle.seat)}'s castle, column ${p.col + 1}, ${ROW_WORDS[p.row] ?? `row ${p.row + 1}`}`;
}

/** What a place holds, in words: "face down", "empty", "Hill Giant 4/4, +1/+1 from its row, tapped". */
export function contentWords(p: CastlePlaceView): string {
  if (p.state === 'empty') return 'empty';
  if (p.state === 'face-down') {
    if (p.card && p.seen === 'revealed') return `face down, revealed: ${p.card.name}`;
    if (p.card) return `face down, you know it: ${p.card.name}`;
    return 'face down';
  }
  const c = p.card;
  const parts = [`${c?.name ?? 'a creature'} ${p.power ?? '?'}/${p.toughness ?? '?'}`];
  if (p.bonus.amount > 0) parts.push(`+${p.bonus.amount}/+${p.bonus.amount} from its row`);
  if (c?.tapped) parts.push('tapped');
  if (c?.damage) parts.push(`${c.damage} damage`);
  return parts.join(', ');
}

/** A change's mark, in a word or two (the place's name and the hint say the price): "Move", "Swap", "Turn down". */
function offerWords(a: ActionView): string {
  switch (a.action.type) {
    case 'moveFaceDown':
      return 'Move';
    case 'swapFaceUp':
      return 'Swap';
    case 'turnFaceDown':
      return 'Turn down';
    default:
      return a.label;
  }
}

customElements.define('crawl-castle-board', CastleBoard);

declare global {
  interface HTMLElementTagNameMap {
    'crawl-castle-board': CastleBoard;
  }
}
