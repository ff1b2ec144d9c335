import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import type { Action } from '../../engine';
import type { CardView } from '../../protocol/card-view';
import type { ActionView, TableView } from '../../protocol/table-view';
import { tokenMenu, type MenuItem } from './by-hand';
import { cardList, cardRow, type CardRows } from './card-rows';
import { encounterZone } from './encounter-zone';
import { HandMenu, cardMenuOf, contextMenuAt, type Menu } from './hand-menu';
import { afterTarget, afterX, firstStep, groupsFor, type ActionGroup, type Step, type TargetKey } from './intents';
import { CombatLinks, linkLayer } from './link-layer';
import { promptBar } from './prompt-bar';
import { boardChoice, cardClick, combatState, currentTargets, questionFor, questionWords, xRefusal, type BoardChoice, type Mode } from './questions';
import { statusBar } from './status-bar';
import { TableFocus } from './table-focus';
import { tableStyles } from './table-styles';
import { CARD_ZONE, boardTarget, inCombatFirst, inGraveyard, onTheTable, pilesToOpen, type Zone } from './table-zones';

/**
 * Fired with one action for the host; the app adds the document version and
 * posts it. `byHand` marks an adjustment by hand, which is not in the host's
 * list of labelled legal actions.
 */
export type ActEvent = CustomEvent<{ action: Action; label: string; byHand?: boolean }>;
/** Fired with words for the aria-live region (a question asked, a choice refused). */
export type SayEvent = CustomEvent<{ text: string }>;
/**
 * Fired whenever the choice open for a board of places changes (a target or
 * a sacrifice asked, then answered or withdrawn): the app hands it to the
 * board, which marks the places that hold its targets and gives the one
 * chosen back to `pick`. `choice` is undefined when none is open.
 */
export type BoardChoiceEvent = CustomEvent<{ choice: BoardChoice | undefined }>;

/**
 * The card table: the encounter's creature, your battlefield (creatures,
 * other permanents, lands), your life, library, graveyard and mana, the
 * question of the moment, and your hand. Clicks and keys on cards become
 * actions through the host's labelled legal actions (intents.ts); a card
 * that needs a target, an X or a choice of ability asks first (questions.ts).
 * It holds view state only.
 *
 * `byHand`: adjustments by hand are open (not read-only, no question, the
 * game not over). Then each of your cards has a By hand menu (right-click,
 * Shift+F10 or the ContextMenu key, or its ⋯ button), your life has − and +
 * and a field, and Create token lists the pool's tokens. They are sent as
 * `crawl-act` with `byHand`.
 *
 * `layout="strip"` (while travelling): no encounter, everything compact.
 *
 * The pieces: the zones' cards (card-rows.ts), the encounter
 * (encounter-zone.ts), your life and piles (status-bar.ts), the question line
 * (prompt-bar.ts), the By hand menu (hand-menu.ts), the lines of combat
 * (link-layer.ts) and where the keyboard goes (table-focus.ts).
 */
export class CrawlTable extends LitElement {
  static override properties = {
    table: { attribute: false },
    interactive: { type: Boolean },
    layout: { reflect: true },
    wrap: { type: Boolean, reflect: true },
    mode: { state: true },
    xValue: { state: true },
    graveyardOpen: { state: true },
    exileOpen: { state: true },
    byHand: { type: Boolean },
  };

  declare table: TableView | undefined;
  declare interactive: boolean;
  declare layout: 'full' | 'strip';
  /** The strip has room below it (a board sized to what it holds): its rows wrap rather than squeeze. */
  declare wrap: boolean;
  declare mode: Mode | undefined;
  declare xValue: number;
  declare graveyardOpen: boolean;
  declare exileOpen: boolean;
  declare byHand: boolean;

  private readonly keys = new TableFocus(this);
  private readonly handMenu = new HandMenu(this, (item) => this.chooseMenuItem(item));
  private readonly links = new CombatLinks(this, () => (this.layout === 'full' ? this.table?.combat : undefined));
  /** The board choice last announced, as a key to compare; null before the first. */
  private choiceSaid: string | null = null;
  /** A question just opened whose first target is not on the card table: the board is to take the keyboard. */
  private boardFocus = false;

  constructor() {
    super();
    this.table = undefined;
    this.interactive = false;
    this.layout = 'full';
    this.wrap = false;
    this.mode = undefined;
    this.xValue = 0;
    this.graveyardOpen = false;
    this.exileOpen = false;
    this.byHand = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('keydown', this.onKeyDown);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('table') || changed.has('interactive')) {
      // A new state of the game (or an action on its way) ends any question about the old one.
      if (this.mode && (changed.get('table') !== undefined || !this.interactive)) this.mode = undefined;
      const open = pilesToOpen(this.table, changed.get('table') !== undefined ? this.keys.follow : undefined);
      if (open.graveyard) this.graveyardOpen = true;
      if (open.exile) this.exileOpen = true;
    }
    // The menu belongs to the table it was opened on.
    if (this.handMenu.menu && ((changed.has('table') && changed.get('table') !== undefined) || (changed.has('byHand') && !this.byHand))) {
      this.closeMenu(this.handMenu.element?.contains(this.shadowRoot?.activeElement ?? null) ?? false);
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    this.keys.restore(changed.has('table') && changed.get('table') !== undefined, changed.has('table') || changed.has('mode'));
    this.tellBoard();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('keydown', this.onKeyDown);
    // A table that goes (behind the hot-seat pass screen) leaves no choice open on the board.
    if (this.choiceSaid) this.dispatchEvent(new CustomEvent('crawl-board-choice', { detail: { choice: undefined }, bubbles: true, composed: true }));
    this.choiceSaid = null;
  }

  /** Tells the board of places what it may offer now, when that changed (or the keyboard is to go there). */
  private tellBoard(): void {
    const open = this.interactive ? boardChoice(this.table, this.mode) : undefined;
    const key = open ? JSON.stringify([open.question, open.role, open.targets, [...open.labels], open.cancellable]) : '';
    if (key === this.choiceSaid && !this.boardFocus) return;
    this.choiceSaid = key;
    const choice = open ? { ...open, focus: this.boardFocus } : undefined;
    this.boardFocus = false;
    this.dispatchEvent(new CustomEvent('crawl-board-choice', { detail: { choice }, bubbles: true, composed: true }));
  }

  // ── Questions asked before an action ────────────────────────────────────

  /** Withdraws any question in progress (Escape, or the table changed under it). */
  cancel(say = true): boolean {
    if (!this.mode) return false;
    const name = this.mode.name;
    const source = this.mode.source;
    this.mode = undefined;
    if (say) this.say(`Cancelled: ${name}.`);
    void this.updateComplete.then(() => this.keys.focusCard(source));
    return true;
  }

  private say(text: string): void {
    this.dispatchEvent(new CustomEvent('crawl-say', { detail: { text }, bubbles: true, composed: true }));
  }

  private send(action: Action, label: string, byHand = false): void {
    if (!this.interactive) return;
    this.mode = undefined;
    this.dispatchEvent(new CustomEvent('crawl-act', { detail: { action, label, ...(byHand ? { byHand: true } : {}) }, bubbles: true, composed: true }));
  }

  private sendView(a: ActionView): void {
    this.send(a.action, a.label);
  }

  /** One step for card `source`: send its action, or ask the question it needs and put the keyboard on the answers (unless `stay`). */
  private take(step: Step | undefined, source: number, stay = false): void {
    if (!step) return;
    if (step.kind === 'send') return this.send(step.action, step.label);
    const mode = questionFor(step, source, this.table)!;
    this.mode = mode;
    if (mode.kind === 'target' && mode.targets.some((t) => typeof t === 'number' && inGraveyard(this.table, t))) this.graveyardOpen = true;
    if (mode.kind === 'x') this.xValue = mode.values[mode.values.length - 1]!;
    // The keyboard goes to the first choice: a card here, else a place of the board (it takes it), else the question's buttons.
    const first = mode.kind === 'target' ? mode.targets[0] : undefined;
    const here = first !== undefined && onTheTable(this.table, first);
    this.boardFocus = first !== undefined && !here && boardTarget(this.table, first) !== undefined;
    this.say(questionWords(mode, this.table));
    if (stay) return;
    void this.updateComplete.then(() => {
      if (mode.kind === 'menu') this.keys.focusPrompt();
      else if (mode.kind === 'target') {
        if (here) this.keys.focusFirstTarget(mode.targets);
        else if (boardTarget(this.table, first!) === undefined) this.keys.focusPrompt();
      }
      else this.shadowRoot?.querySelector<HTMLInputElement>('.prompt input')?.focus();
    });
  }

  /** A click (or Enter) on a card. */
  private onCard(card: CardView): void {
    const t = this.table;
    if (!t || card.id === undefined || !this.interactive) return;
    const click = cardClick(t, this.mode, card, this.byHand);
    switch (click?.kind) {
      case 'pick':
        return this.pick(click.target);
      case 'cancel':
        return void this.cancel();
      case 'say':
        return this.say(click.text);
      case 'send':
        return this.sendView(click.action);
      case 'step':
        return this.take(click.step, card.id);
    }
  }

  /** A target chosen (a card, you, a player, or a place of the board: the board hands its choice here). */
  pick(target: TargetKey): void {
    const t = this.table;
    if (!t || !this.interactive) return;
    if (this.mode?.kind === 'target') {
      const source = this.mode.source;
      this.take(afterTarget(this.mode.group, target, this.mode.role), source);
      return;
    }
    const choose = t.actions.find((a) => a.action.type === 'choose' && 'target' in a.action && a.action.target === target);
    if (choose) this.sendView(choose);
  }

  /**
   * A permanent chosen on a board of places (a creature on the grid, a card
   * in a home row): what the table would offer for it as a card, its
   * abilities. `menu`: the board marks places for it too, so even one
   * ability is offered as a choice rather than begun. False if it has none
   * (and any question about another card is withdrawn).
   */
  offer(id: number, menu: boolean): boolean {
    const t = this.table;
    if (!t || !this.interactive) return false;
    const groups = groupsFor(t.actions, id);
    if (groups.length === 0) {
      if (this.mode && this.mode.source !== id) this.cancel(false);
      return false;
    }
    // Beside the places the board marks, the keyboard stays on the board; the question line offers the abilities.
    this.take(menu ? { kind: 'menu', groups } : firstStep(groups, combatState(t, id)), id, menu);
    return true;
  }

  /** Withdraws a menu of abilities offered for one of these permanents (the board's choice of it was cleared); a question already under way stays. */
  withdrawOffer(ids: readonly number[]): void {
    if (this.mode?.kind === 'menu' && ids.includes(this.mode.source)) this.mode = undefined;
  }

  private chooseGroup(g: ActionGroup): void {
    if (this.mode?.kind !== 'menu') return;
    const source = this.mode.source;
    this.mode = undefined;
    this.take(firstStep([g], combatState(this.table, source)), source);
  }

  private confirmX(): void {
    if (this.mode?.kind !== 'x') return;
    const refused = xRefusal(this.mode.values, this.xValue);
    if (refused) return this.say(refused);
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
        this.handMenu.markOpenedByKey();
      }
      return;
    }
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.onCard(card);
      return;
    }
    this.keys.move(e, zone, index);
  }

  // ── By hand ─────────────────────────────────────────────────────────────

  /** A right-click on a card: its menu at the pointer (the key that opened it may fire this too). */
  private onCardContextMenu(e: MouseEvent, card: CardView, zone: Zone): void {
    if (!this.byHand || !CARD_ZONE[zone]) return;
    e.preventDefault();
    if (this.handMenu.justOpenedByKey(card.id)) return;
    const el = e.currentTarget as HTMLElement;
    this.openCardMenu(card, zone, el, contextMenuAt(e, el));
  }

  openCardMenu(card: CardView, zone: Zone, returnTo: HTMLElement | null, at?: Menu['at']): void {
    const where = CARD_ZONE[zone];
    const menu = this.byHand && where ? cardMenuOf(card, where, returnTo, at) : undefined;
    if (menu) this.showMenu(menu);
  }

  /** Closes the By hand menu; `back` puts the keyboard where it was before it opened. */
  closeMenu(back = true): void {
    this.handMenu.close(back);
  }

  private cardElement(card: CardView): HTMLElement | null {
    return card.id === undefined ? null : (this.shadowRoot?.querySelector<HTMLElement>(`crawl-card[data-id="${card.id}"]`) ?? null);
  }

  /** Create token opens its menu, or closes it when it is open. */
  private toggleTokenMenu(button: HTMLElement): void {
    if (this.handMenu.menu && this.handMenu.menu.source === undefined) return this.closeMenu(false);
    const t = this.table;
    if (!this.byHand || !t) return;
    this.showMenu({ title: 'Create a token', items: tokenMenu(t.byHand.tokens), at: button, returnTo: button });
  }

  private showMenu(menu: Menu): void {
    if (this.mode) this.cancel(false);
    this.handMenu.show(menu);
  }

  /** Whether an action is still on its way (nothing can be sent meanwhile), said if so. */
  private busy(): boolean {
    if (!this.interactive) this.say('Wait a moment: the last action is still on its way.');
    return !this.interactive;
  }

  private chooseMenuItem(item: MenuItem): void {
    const menu = this.handMenu.menu;
    if (!menu || this.busy()) return;
    this.closeMenu(true);
    this.keys.follow = menu.source;
    this.send(item.action, item.spoken, true);
  }

  private adjustLife(amount: number): void {
    if (!this.byHand || this.busy()) return;
    this.send({ type: 'adjustLife', amount }, `${amount > 0 ? 'Gain' : 'Lose'} ${Math.abs(amount)} life`, true);
  }

  // ── Drawing ─────────────────────────────────────────────────────────────

  /** What the zones' cards are drawn from, and where their presses go. */
  private rows(t: TableView): CardRows {
    return {
      table: t,
      mode: this.mode,
      targets: currentTargets(t, this.mode),
      interactive: this.interactive,
      byHand: this.byHand,
      menuFor: this.handMenu.menu?.source,
      activeIn: (zone) => this.keys.activeIn(zone),
      on: {
        card: (card) => this.onCard(card),
        contextMenu: (e, card, zone) => this.onCardContextMenu(e, card, zone),
        key: (e, card, zone, index) => this.onCardKey(e, card, zone, index),
        focus: (zone, index) => this.keys.took(zone, index),
        more: (e, card, zone, open) => (open ? this.closeMenu(true) : this.openCardMenu(card, zone, this.cardElement(card), e.currentTarget as HTMLElement)),
      },
    };
  }

  private status(t: TableView): TemplateResult {
    return statusBar({
      table: t,
      targets: currentTargets(t, this.mode),
      interactive: this.interactive,
      byHand: this.byHand,
      asking: this.mode !== undefined,
      graveyardOpen: this.graveyardOpen,
      exileOpen: this.exileOpen,
      tokenMenuOpen: this.handMenu.menu !== undefined && this.handMenu.menu.source === undefined,
      on: {
        pick: (target) => this.pick(target),
        adjustLife: (amount) => this.adjustLife(amount),
        say: (text) => this.say(text),
        togglePile: (zone) => (zone === 'graveyard' ? (this.graveyardOpen = !this.graveyardOpen) : (this.exileOpen = !this.exileOpen)),
        tokenMenu: (button) => this.toggleTokenMenu(button),
      },
    });
  }

  private prompt(t: TableView): TemplateResult {
    return promptBar({
      table: t,
      mode: this.mode,
      interactive: this.interactive,
      byHand: this.byHand,
      x: this.xValue,
      on: {
        pick: (target) => this.pick(target),
        cancel: () => void this.cancel(),
        setX: (x) => (this.xValue = x),
        confirmX: () => this.confirmX(),
        chooseGroup: (g) => this.chooseGroup(g),
        send: (a) => this.sendView(a),
        openMenu: (card, zone, button) => this.openCardMenu(card, zone, this.cardElement(card) ?? button, button),
      },
    });
  }

  override render(): TemplateResult | typeof nothing {
    const t = this.table;
    if (!t) return nothing;
    const r = this.rows(t);
    const graveyard = this.graveyardOpen && t.graveyard.length > 0 ? cardRow(r, 'graveyard', 'Graveyard', t.graveyard, 'compact', '', true) : nothing;
    const exile = this.exileOpen && t.exile.length > 0 ? cardRow(r, 'exile', 'Exile', t.exile, 'compact', '', true) : nothing;
    if (this.layout === 'strip') {
      // On a board of places (Frontier's grid) the permanents are on the board and in the home rows: the strip holds the hand.
      const onBoard = t.board.kind === 'square-grid';
      // A question (the table's or the game's) is asked above the strip: on a board of places the whole game is played in this layout.
      const asking = this.mode !== undefined || t.prompt !== undefined || (t.byHand.resolve !== undefined && this.byHand);
      return html`${asking ? this.prompt(t) : nothing}<div class="strip">
        ${this.status(t)}
        ${onBoard ? nothing : cardRow(r, 'creatures', 'Creatures', t.creatures, 'compact', 'None', true)}
        ${t.others.length > 0 ? cardRow(r, 'others', 'Other', t.others, 'compact', '', true) : nothing}
        ${onBoard ? nothing : cardRow(r, 'lands', 'Lands', t.lands, 'compact', 'None', true)}
        ${cardRow(r, 'hand', 'Hand', t.hand, 'compact', 'Empty', true)}
        ${graveyard}
        ${exile}
      </div>${this.handMenu.render(this.interactive)}`;
    }
    return html`<div class="table ${t.foes.length > 0 ? 'has-foe' : ''}">
      ${encounterZone(r)}
      <section class="you-zone" aria-label="Your side">
        ${this.status(t)}
        ${cardRow(r, 'creatures', 'Creatures', inCombatFirst(t), 'compact', 'No creatures yet.', true)}
        ${t.others.length > 0 ? cardRow(r, 'others', 'Other permanents', t.others, 'compact', '') : nothing}
        ${cardRow(r, 'lands', 'Lands', t.lands, 'compact', 'No lands yet.', true)}
        ${graveyard}
        ${exile}
      </section>
      ${this.prompt(t)}
      <section class="hand-zone" aria-label=${`Your hand, ${t.hand.length} ${t.hand.length === 1 ? 'card' : 'cards'}`}>
        <h3>Hand <span class="count">${t.hand.length}</span></h3>
        ${t.hand.length === 0 ? html`<p class="empty">Your hand is empty.</p>` : cardList(r, 'hand', t.hand, 'normal', true)}
      </section>
      ${linkLayer(this.links.links)}
    </div>${this.handMenu.render(this.interactive)}`;
  }

  static override styles = tableStyles;
}

customElements.define('crawl-table', CrawlTable);

declare global {
  interface HTMLElementTagNameMap {
    'crawl-table': CrawlTable;
  }
}
