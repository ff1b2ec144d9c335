import { LitElement, html, nothing, svg, type PropertyValues, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import '@vscode-elements/elements/dist/vscode-button/index.js';
import type { CrawlAction } from '../../engine/variants/magic-crawl/schema';
import type { CardView } from '../../protocol/card-view';
import type { ActionView, TableView } from '../../protocol/table-view';
import '../cards/card-face';
import { cardDescription, isLand, type CardSize } from '../cards/card-face';
import { manaCost, rulesText, spokenText } from '../cards/mana-cost';
import { exileIcon, graveIcon, heartIcon, libraryIcon, manaDropIcon, swordsIcon } from '../shared/icons';
import { afterTarget, afterX, firstStep, groupsFor, type ActionGroup, type Step, type TargetKey } from './intents';
import { tableStyles } from './table-styles';

/** Fired with one action for the host; the app adds the document version and posts it. */
export type ActEvent = CustomEvent<{ action: CrawlAction; label: string }>;
/** Fired with words for the aria-live region (a question asked, a choice refused). */
export type SayEvent = CustomEvent<{ text: string }>;

type Zone = 'foes' | 'creatures' | 'others' | 'lands' | 'hand' | 'graveyard';
const ZONES: readonly Zone[] = ['foes', 'creatures', 'others', 'lands', 'graveyard', 'hand'];

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
  };

  declare table: TableView | undefined;
  declare interactive: boolean;
  declare layout: 'full' | 'strip';
  declare mode: Mode | undefined;
  declare links: readonly Link[];
  declare xValue: number;
  declare graveyardOpen: boolean;

  /** The card of each zone that holds the zone's tab stop (roving tabindex). */
  private readonly active = new Map<Zone, number>();
  /** Where the keyboard was before a re-render, to put it back if its card went away. */
  private focusWas: { zone: Zone; index: number } | 'prompt' | undefined;
  private resizer: ResizeObserver | undefined;
  private linkFrame = 0;

  constructor() {
    super();
    this.table = undefined;
    this.interactive = false;
    this.layout = 'full';
    this.mode = undefined;
    this.links = [];
    this.xValue = 0;
    this.graveyardOpen = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.resizer = new ResizeObserver(() => this.scheduleLinks());
    this.resizer.observe(this);
    this.addEventListener('keydown', this.onKeyDown);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resizer?.disconnect();
    cancelAnimationFrame(this.linkFrame);
    this.removeEventListener('keydown', this.onKeyDown);
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
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    this.scheduleLinks();
    if (changed.has('table') || changed.has('mode')) this.keepFocus();
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

  private send(action: CrawlAction, label: string): void {
    if (!this.interactive) return;
    this.mode = undefined;
    this.dispatchEvent(new CustomEvent('crawl-act', { detail: { action, label }, bubbles: true, composed: true }));
  }

  private nameOf(id: TargetKey): string {
    if (id === 'you') return 'You';
    const t = this.table;
    if (!t) return `#${id}`;
    for (const zone of [t.foes, t.creatures, t.others, t.lands, t.hand, t.graveyard]) {
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
    if (first === 'you') this.shadowRoot?.querySelector<HTMLElement>('.life')?.focus();
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
      this.say(prompt ? prompt.text : `Nothing to do with ${card.name} now.`);
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
      </section>
      ${this.prompt(t)}
      <section class="hand-zone" aria-label=${`Your hand, ${t.hand.length} ${t.hand.length === 1 ? 'card' : 'cards'}`}>
        <h3>Hand <span class="count">${t.hand.length}</span></h3>
        ${t.hand.length === 0 ? html`<p class="empty">Your hand is empty.</p>` : this.cards('hand', t.hand, 'normal', true)}
      </section>
      ${this.linkLayer()}
    </div>`;
  }

  private renderStrip(t: TableView): TemplateResult {
    return html`<div class="strip">
      ${this.status(t)}
      ${this.row('creatures', 'Creatures', t.creatures, 'compact', 'None', true)}
      ${t.others.length > 0 ? this.row('others', 'Other', t.others, 'compact', '', true) : nothing}
      ${this.row('lands', 'Lands', t.lands, 'compact', 'None', true)}
      ${this.row('hand', 'Hand', t.hand, 'compact', 'Empty', true)}
    </div>`;
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
    return html`<div class="status" role="group" aria-label="Your life, cards and mana">
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
        ${attackers.length ? html`<span class="incoming">${swordsIcon()} ${attackers.map((a) => this.nameOf(a.id)).join(', ')}</span>` : nothing}
      </div>
      <div class="stat" role="img" aria-label=${`Library: ${t.library} cards`} title="Cards left in your library">
        ${libraryIcon()}<span class="value">${t.library}</span><span class="label">library</span>
      </div>
      <button
        class="stat grave"
        aria-label=${`Graveyard: ${t.graveyard.length} cards${t.graveyard.length ? (this.graveyardOpen ? ', shown' : ', show them') : ''}`}
        aria-expanded=${t.graveyard.length ? String(this.graveyardOpen) : 'false'}
        ?disabled=${t.graveyard.length === 0}
        title=${t.graveyard.length ? (this.graveyardOpen ? 'Hide the graveyard' : 'Show the graveyard') : 'Your graveyard is empty'}
        @click=${() => (this.graveyardOpen = !this.graveyardOpen)}
      >
        ${graveIcon()}<span class="value">${t.graveyard.length}</span><span class="label">graveyard</span>
      </button>
      ${t.exile > 0
        ? html`<div class="stat" role="img" aria-label=${`Exile: ${t.exile} cards`} title="Your exiled cards">${exileIcon()}<span class="value">${t.exile}</span><span class="label">exile</span></div>`
        : nothing}
      <div class="stat mana" role="img" aria-label=${t.mana.words} title=${t.mana.words}>
        ${manaDropIcon()}${t.mana.total > 0 ? manaCost(t.mana.symbols.join('')) : html`<span class="label">no mana</span>`}
      </div>
    </div>`;
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
            ${this.card(c, zone, i, size, i === active)}${top && n > 1 ? html`<span class="stack-count" aria-hidden="true">×${n}</span>` : nothing}
          </div>`;
        },
      )}
    </div>`;
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
    const description = [hint, cardDescription(card)].filter(Boolean).join(' ');
    return html`<crawl-card
      .card=${card}
      size=${size}
      ?targetable=${isTarget || marked}
      ?selected=${selected}
      data-id=${id}
      data-zone=${zone}
      data-index=${index}
      tabindex=${tabStop ? 0 : -1}
      role=${isTarget || actionable ? 'button' : nothing}
      aria-describedby=${`hint-${id}`}
      title=${hint || nothing}
      @click=${() => this.onCard(card)}
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
    } else {
      const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
      body = html`<span class="text quiet"
        >${t.outcome ? `The crawl is over after ${count(t.phase.turn, 'turn')} and ${count(t.phase.moves, 'move')}; the board stays as it ended.` : t.phase.help}</span
      >`;
    }
    return html`<div class="prompt prompt-${kind}" role="group" aria-label="What to do now">${body}</div>`;
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
