import { LitElement, html, nothing, svg, type PropertyValues, type TemplateResult } from 'lit';
import { TERRAIN_OF, type Colour } from '../../engine';
import type { CardView } from '../../protocol/card-view';
import { GLYPHS } from '../board/mana-symbols';
import { shared } from '../shared/styles';
import { cardStyles } from './card-styles';
import { costWords, manaCost, manaCostStyles, manaSymbol, parseSymbols, rulesText, spokenText } from './mana-cost';

export type CardSize = 'large' | 'normal' | 'compact' | 'line';

/** The sizes too small for the card's text, which show it in a details popover beside them. */
const WITH_DETAILS: ReadonlySet<CardSize> = new Set(['compact', 'line']);

const COLOUR_ORDER = ['W', 'U', 'B', 'R', 'G'] as const;
const LAND_COLOURS: Record<string, Colour> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' };

/** Hover this long before a compact card's details open; leave this long before they close. */
const OPEN_DELAY_MS = 250;
const CLOSE_DELAY_MS = 150;

// ── What the face shows, worked out from the CardView ─────────────────────

/** "first-strike" → "first strike": how a keyword is read and printed. */
export function keywordWords(keyword: string): string {
  return keyword.replace(/[-_]+/g, ' ').trim().toLowerCase();
}

function capitalise(s: string): string {
  return s ? s[0]!.toUpperCase() + s.slice(1) : s;
}

/** Short forms for the chips of a compact card; the chip's title has the whole word. */
const KEYWORD_SHORT: Record<string, string> = {
  flying: 'Fly',
  vigilance: 'Vig',
  'first strike': '1st',
  'double strike': '2×',
  deathtouch: 'Dth',
  trample: 'Trm',
  lifelink: 'Link',
  reach: 'Rch',
  haste: 'Hst',
  defender: 'Def',
  menace: 'Men',
  hexproof: 'Hex',
  indestructible: 'Ind',
  flash: 'Flash',
  shroud: 'Shr',
  fear: 'Fear',
  intimidate: 'Intim',
};

export function keywordShort(keyword: string): string {
  const k = keywordWords(keyword);
  const known = KEYWORD_SHORT[k];
  if (known) return known;
  const pro = k.match(/^protection from (\w+)/);
  if (pro) return `Pro ${capitalise(pro[1]!.slice(0, 1))}`;
  const walk = k.match(/^(\w+)walk$/);
  if (walk) return `${capitalise(walk[1]!.slice(0, 3))}walk`;
  return capitalise(k.length <= 6 ? k : `${k.slice(0, 4)}.`);
}

export function isLand(card: CardView): boolean {
  return /\bLand\b/.test(card.typeLine);
}

/**
 * The colours the frame is tinted with. A land takes the colours of its land
 * types ("Basic Land — Forest"), else of the mana its text adds.
 */
export function frameColours(card: CardView): Colour[] {
  const own = COLOUR_ORDER.filter((c) => card.colours.includes(c));
  if (own.length > 0 || !isLand(card)) return own;
  const subtypes = card.typeLine.split('—')[1] ?? '';
  const fromTypes = new Set<Colour>();
  for (const word of subtypes.split(/\s+/)) {
    const c = LAND_COLOURS[word];
    if (c) fromTypes.add(c);
  }
  if (fromTypes.size === 0) {
    for (const line of card.text) {
      if (!/\badd\b/i.test(line)) continue;
      for (const s of parseSymbols(line)) if (s.kind === 'colour') fromTypes.add(s.colour);
    }
  }
  return COLOUR_ORDER.filter((c) => fromTypes.has(c));
}

/** The frame class: one colour, gold for two or more, none for colourless. */
function frameClass(colours: readonly Colour[]): string {
  if (colours.length === 0) return 'c-none';
  if (colours.length === 1) return `c-${colours[0]}`;
  return 'c-gold';
}

interface PT {
  readonly power: number;
  readonly toughness: number;
  readonly printedPower: number;
  readonly printedToughness: number;
}

function ptOf(card: CardView): PT | undefined {
  if (card.power === undefined || card.toughness === undefined) return undefined;
  return {
    power: card.currentPower ?? card.power,
    toughness: card.currentToughness ?? card.toughness,
    printedPower: card.power,
    printedToughness: card.toughness,
  };
}

function ptModified(pt: PT): boolean {
  return pt.power !== pt.printedPower || pt.toughness !== pt.printedToughness;
}

/** Keywords the card has now but its text does not print (granted by an aura, a pump, an anthem). */
function addedKeywords(card: CardView): string[] {
  const text = card.text.join('\n').toLowerCase();
  return (card.keywords ?? []).map(keywordWords).filter((k) => !text.includes(k));
}

/** Whether a paragraph is a list of keywords ("Flying, vigilance"). */
function isKeywordLine(line: string, keywords: readonly string[]): boolean {
  if (keywords.length === 0) return false;
  const known = new Set(keywords.map(keywordWords));
  return line
    .replace(/\.$/, '')
    .split(/,\s*/)
    .every((part) => known.has(part.trim().toLowerCase()));
}

/**
 * What a screen reader says for the card:
 * "Serra Angel, 3 W W, Creature — Angel, 4/4, flying, vigilance, tapped, 2 damage".
 */
export function cardLabel(card: CardView, options: { selected?: boolean } = {}): string {
  const parts: string[] = [card.name];
  const cost = costWords(card.manaCost);
  if (cost) parts.push(cost);
  if (card.typeLine) parts.push(card.typeLine);
  const pt = ptOf(card);
  if (pt) {
    parts.push(`${pt.power}/${pt.toughness}`);
    if (ptModified(pt)) parts.push(`printed ${pt.printedPower}/${pt.printedToughness}`);
  }
  for (const k of card.keywords ?? []) parts.push(keywordWords(k));
  if (card.tapped) parts.push('tapped');
  if (card.damage) parts.push(`${card.damage} damage`);
  if (card.counters) parts.push(card.counters === 1 ? 'a +1/+1 counter' : `${card.counters} +1/+1 counters`);
  if (card.sick) parts.push('summoning sick');
  if (card.attacking) parts.push('attacking');
  if (card.blocking) parts.push('blocking');
  if (card.token) parts.push('token');
  if (card.atEndStep) parts.push(endStepWords(card.atEndStep));
  if (card.manual) parts.push('manual: resolve by hand');
  if (card.attachedTo) parts.push(`on ${card.attachedTo}`);
  if (card.original) parts.push(card.original.words);
  if (card.fromHex) parts.push(`the land of ${card.fromHex}, no card`);
  if (options.selected) parts.push('selected');
  return parts.join(', ');
}

/** "exiled at the beginning of the next end step (unearth)": what a delayed trigger will do to the permanent. */
export function endStepWords(end: NonNullable<CardView['atEndStep']>): string {
  const done = end.then === 'sacrifice' ? 'sacrificed' : end.then === 'destroy' ? 'destroyed' : end.then === 'return' ? "returned to its owner's hand" : 'exiled';
  return `${done} at the beginning of the next end step${end.unearth ? ' (unearth)' : ''}`;
}

/** What an imported card played by hand says when this machine's card index does not have its text. */
export const CARD_DATA_MISSING = 'Resolved by hand: its text is in your card data (Crawl: Import Card Data…)';
export const FROM_CARD_DATA = 'From your card data';

/** A partly played card's note: which lines the engine plays (its generated text). */
export function partialNote(card: CardView): string {
  return `Crawl plays ${card.text.join('; ')}; the rest is by hand.`;
}

/** The rules text for aria-description, keywords left out (the label has them), symbols in words; then what a manual card asks. */
export function cardDescription(card: CardView): string {
  const printed = card.cardData?.lines;
  const lines = (printed ? [] : card.text.filter((line) => !isKeywordLine(line, card.keywords ?? []))).map(spokenText);
  if (card.manualText) lines.push(`By hand: ${spokenText(card.manualText)}`);
  if (printed) {
    if (card.cardData?.partial) lines.push(spokenText(partialNote(card)));
    lines.push(`${card.cardData?.partial ? 'Its text' : 'By hand'}: ${printed.map(spokenText).join(' ')} (${FROM_CARD_DATA}.)`);
  } else if (card.cardData) lines.push(CARD_DATA_MISSING);
  return lines.join(' ');
}

// ── Small drawings ─────────────────────────────────────────────────────────

function chipIcon(body: TemplateResult | ReturnType<typeof svg>): TemplateResult {
  return html`<svg viewBox="0 0 16 16" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${body}</svg>`;
}

/** A sword pointing up-right: attacking. */
const SWORD = svg`<path d="M13.5 2.5L6 10M13.5 2.5h-3M13.5 2.5v3M4 8.5l3.5 3.5M5.5 10.5l-3 3"></path>`;
/** A shield: blocking. */
const SHIELD = svg`<path d="M8 1.8l5 1.9v4c0 3.2-2.2 5.3-5 6.5-2.8-1.2-5-3.3-5-6.5v-4z"></path>`;
/** A link: attached to. */
const LINK = svg`<path d="M6.5 9.5l3-3M7 4.5l1.2-1.2a2.6 2.6 0 0 1 3.6 3.6L10.6 8M9 11.5l-1.2 1.2a2.6 2.6 0 0 1-3.6-3.6L5.4 8"></path>`;
/** An hourglass: gone at the next end step. */
const HOURGLASS = svg`<path d="M4.5 2h7M4.5 14h7M5.5 2c0 3.5 5 3.5 5 6s-5 2.5-5 6M10.5 2c0 3.5-5 3.5-5 6s5 2.5 5 6"></path>`;
/** The tap arrow, for the tapped badge of a card lying across. */
const TAP_BADGE = html`<svg viewBox="0 0 20 20" aria-hidden="true" focusable="false"><path d="M5.2 13.5A5.6 5.6 0 1 1 14.8 9.8" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"></path><path d="M11.4 9.2l3.6 1.6 1.6-3.7" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"></path></svg>`;
/** A check mark, for the selected badge. */
const CHECK = html`<svg class="check" viewBox="0 0 18 18" aria-hidden="true" focusable="false"><path d="M5 9.3l2.6 2.6L13 6.4" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"></path></svg>`;

/** The colour's glyph, large and faint, behind the text. */
function watermark(colours: readonly Colour[]): TemplateResult | typeof nothing {
  if (colours.length !== 1) return nothing;
  return html`<svg class="mark" viewBox="-50 -50 100 100" aria-hidden="true" focusable="false"><path d=${GLYPHS[TERRAIN_OF[colours[0]!]]} fill-rule="evenodd"></path></svg>`;
}

// ── The element ────────────────────────────────────────────────────────────

/**
 * <crawl-card>: one Magic card face, drawn from a CardView.
 *
 * - `card` (property): what to draw.
 * - `size`: 'large' (the encounter creature, 240px, full text), 'normal'
 *   (a card in hand, 150px), 'compact' (a permanent, 110×128; tapped, it
 *   lies across 128×110, dimmed a little, with a round tap badge before its
 *   name; its full text shows in a popover on hover and keyboard focus),
 *   'line' (one line: the colour, name and cost, for a list such as another
 *   player's graveyard; its details show as a compact card's do).
 * - `selected`, `targetable`, `actionable`, `disabled`: booleans, reflected
 *   as attributes. `actionable` is a card you can act on now (play, cast,
 *   attack, block, choose for a discard), drawn with a solid glow;
 *   `targetable` is a legal target of the spell or ability being aimed,
 *   drawn with a dashed outline.
 *
 * The host gets an aria-label that reads the card, an aria-description with
 * its rules text, and the role "group" described as "card" through
 * ElementInternals (a role attribute the parent sets wins). It emits no
 * events: the parent listens for clicks and keys, and sets tabindex when the
 * card is a choice. A compact card's details open 250 ms into a hover and at
 * once on keyboard focus (`:focus-visible`: a click that leaves focus on the
 * card does not open them, and a press on the card closes them until the
 * pointer comes back), close when both have left, and Escape dismisses them
 * (the key still reaches the parent); `detailsOpen` says whether they show,
 * and `hideDetails()` closes them.
 */
export class CrawlCard extends LitElement {
  static override properties = {
    card: { attribute: false },
    size: { reflect: true },
    selected: { type: Boolean, reflect: true },
    targetable: { type: Boolean, reflect: true },
    actionable: { type: Boolean, reflect: true },
    disabled: { type: Boolean, reflect: true },
  };

  declare card: CardView | undefined;
  declare size: CardSize;
  declare selected: boolean;
  declare targetable: boolean;
  declare actionable: boolean;
  declare disabled: boolean;

  private readonly internals: ElementInternals;
  private openTimer: ReturnType<typeof setTimeout> | undefined;
  private closeTimer: ReturnType<typeof setTimeout> | undefined;
  private hovered = false;
  private focused = false;
  /** Pressed with the pointer, which is still over the card. */
  private pressed = false;

  constructor() {
    super();
    this.card = undefined;
    this.size = 'normal';
    this.selected = false;
    this.targetable = false;
    this.actionable = false;
    this.disabled = false;
    this.internals = this.attachInternals();
    this.internals.role = 'group';
    this.internals.ariaRoleDescription = 'card';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('pointerenter', this.onPointerEnter);
    this.addEventListener('pointerleave', this.onPointerLeave);
    this.addEventListener('pointerdown', this.onPointerDown);
    this.addEventListener('focusin', this.onFocusIn);
    this.addEventListener('focusout', this.onFocusOut);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('pointerenter', this.onPointerEnter);
    this.removeEventListener('pointerleave', this.onPointerLeave);
    this.removeEventListener('pointerdown', this.onPointerDown);
    this.removeEventListener('focusin', this.onFocusIn);
    this.removeEventListener('focusout', this.onFocusOut);
    this.hovered = this.focused = false;
    this.closeDetails();
  }

  protected override updated(changed: PropertyValues<this>): void {
    const card = this.card;
    if (card) {
      this.setAttribute('aria-label', cardLabel(card, { selected: this.selected }));
      const description = cardDescription(card);
      if (description) this.setAttribute('aria-description', description);
      else this.removeAttribute('aria-description');
    } else {
      this.removeAttribute('aria-label');
      this.removeAttribute('aria-description');
    }
    this.internals.ariaDisabled = this.disabled ? 'true' : null;
    if (changed.has('size') && !WITH_DETAILS.has(this.size)) this.closeDetails();
  }

  override render(): TemplateResult | typeof nothing {
    const card = this.card;
    if (!card) return nothing;
    const size = this.size === 'large' || this.size === 'compact' || this.size === 'line' ? this.size : 'normal';
    // A tapped permanent lies across its footprint, its face still upright to read.
    const turned = size === 'compact' && card.tapped === true;
    const classes = ['footprint', `s-${size}`, turned ? 'turned' : '', this.selected ? 'selected' : ''].filter(Boolean).join(' ');
    return html`<div class=${classes} aria-hidden="true">${size === 'line' ? this.line(card) : this.face(card, size, true)}${CHECK}</div>${WITH_DETAILS.has(size)
        ? html`<div class="details" popover="manual" aria-hidden="true">${this.face(card, 'normal', false)}</div>`
        : nothing}`;
  }

  /** A card in one line: a colour stripe down its side, its name and its cost. */
  private line(card: CardView): TemplateResult {
    const colours = frameColours(card);
    const classes = [
      'card',
      's-line',
      frameClass(colours),
      this.selected ? 'selected' : '',
      this.targetable && !this.disabled ? 'targetable' : '',
      this.actionable && !this.targetable && !this.disabled ? 'actionable' : '',
    ].filter(Boolean);
    return html`<div class=${classes.join(' ')} aria-hidden="true" data-name=${card.name}>
      <div class="stripe">${(colours.length ? colours : ['none']).map((c) => html`<span class=${`c-${c}`}></span>`)}</div>
      <span class="name">${card.name}</span>${manaCost(card.manaCost)}
    </div>`;
  }

  /** One face; `live` is the card itself (with selection marks), not its details popover. */
  private face(card: CardView, size: CardSize, live: boolean): TemplateResult {
    const colours = frameColours(card);
    const compact = size === 'compact';
    const classes = [
      'card',
      `s-${size}`,
      frameClass(colours),
      isLand(card) ? 'land' : '',
      card.tapped ? 'tapped' : '',
      live && this.selected ? 'selected' : '',
      live && this.targetable && !this.disabled ? 'targetable' : '',
      live && this.actionable && !this.targetable && !this.disabled ? 'actionable' : '',
    ].filter(Boolean);
    return html`<div class=${classes.join(' ')} aria-hidden="true" data-name=${card.name}>
      <div class="stripe">${(colours.length ? colours : ['none']).map((c) => html`<span class=${`c-${c}`}></span>`)}</div>
      <div class="head">
        ${compact && card.tapped
          ? // Lying across, it wears a tap badge before its name, and has no room for its cost (the details show it).
            html`<span class="tap-badge" title="Tapped">${TAP_BADGE}</span><span class="name">${card.name}</span>`
          : html`<span class="name">${card.name}</span>${manaCost(card.manaCost)}`}
      </div>
      ${compact ? nothing : html`<div class="type">${card.typeLine}</div>`}
      ${compact ? this.compactBody(card, colours) : this.fullBody(card, colours)}
      ${compact ? nothing : this.stateChips(card, size)}
      ${this.stats(card)}
    </div>`;
  }

  private fullBody(card: CardView, colours: readonly Colour[]): TemplateResult {
    const keywords = card.keywords ?? [];
    const added = addedKeywords(card);
    return html`<div class="body">
      ${watermark(colours)}
      ${added.length ? html`<p class="keywords added" title="It has this now">${capitalise(added.join(', '))}</p>` : nothing}
      ${card.cardData?.lines ? nothing : card.text.map((line) => html`<p class=${isKeywordLine(line, keywords) ? 'keywords' : ''}>${rulesText(line)}</p>`)}
      ${card.manualText ? html`<p class="manual-text"><b>By hand:</b> ${rulesText(card.manualText)}</p>` : nothing}
      ${card.cardData ? this.cardDataText(card) : nothing}
      ${card.attachedTo ? html`<p class="attached">${chipIcon(LINK)} On <b>${card.attachedTo}</b></p>` : nothing}
      ${card.original ? html`<p class="original">${originalWords(card.original)}</p>` : nothing}
      ${card.fromHex ? html`<p class="original">The land of ${card.fromHex}: no card, it stays on the battlefield.</p>` : nothing}
    </div>`;
  }

  /**
   * An imported card played by hand: its printed text from the player's card
   * data, set apart like a manual card's note (for a partly played card, the
   * whole text, and which lines the engine plays); or, when this machine's
   * index lacks it, where the text is.
   */
  private cardDataText(card: CardView): TemplateResult {
    const data = card.cardData!;
    if (!data.lines) return html`<p class="manual-text card-data missing">${CARD_DATA_MISSING}</p>`;
    const keywords = card.keywords ?? [];
    return html`<div class="manual-text card-data">
      ${data.partial ? html`<p class="partial-note"><b>${partialNote(card)}</b></p>` : html`<p class="by-hand"><b>By hand:</b></p>`}
      ${data.lines.map((line) =>
        line.startsWith('//') ? html`<p class="face">${line}</p>` : html`<p class=${isKeywordLine(line, keywords) ? 'keywords' : ''}>${rulesText(line)}</p>`,
      )}
      <p class="source">${FROM_CARD_DATA}</p>
    </div>`;
  }

  /** A compact card: its land symbol, or chips for its state and keywords (the text is in the details). */
  private compactBody(card: CardView, colours: readonly Colour[]): TemplateResult {
    if (isLand(card) && colours.length >= 1) {
      return html`<div class="body">
        <div class="land-symbol">${colours.map((c) => manaSymbol({ kind: 'colour', raw: `{${c}}`, colour: c }))}</div>
        ${this.chips(card, 'compact')}
      </div>`;
    }
    return html`<div class="body">${watermark(colours)}${this.chips(card, 'compact')}</div>`;
  }

  private stateChips(card: CardView, size: CardSize): TemplateResult | typeof nothing {
    const chips = this.chipList(card, size);
    return chips.length ? html`<div class="chips state">${chips}</div>` : nothing;
  }

  private chips(card: CardView, size: CardSize): TemplateResult {
    return html`<div class="chips">${this.chipList(card, size)}</div>`;
  }

  /**
   * Badges for the card's state, most telling first (a compact card shows as
   * many as fit; its details show them all). A compact card adds its keywords.
   */
  private chipList(card: CardView, size: CardSize): TemplateResult[] {
    const compact = size === 'compact';
    const chips: TemplateResult[] = [];
    if (card.tapped && !compact) chips.push(html`<span class="chip tapped" title="Tapped">${manaSymbol({ kind: 'tap', raw: '{T}' })}Tapped</span>`);
    if (card.attacking) chips.push(html`<span class="chip combat attacking" title="Attacking">${chipIcon(SWORD)}Attacking</span>`);
    if (card.blocking) chips.push(html`<span class="chip combat blocking" title="Blocking">${chipIcon(SHIELD)}Blocking</span>`);
    if (card.counters)
      chips.push(
        html`<span class="chip counters" title=${`${card.counters} +1/+1 counter${card.counters === 1 ? '' : 's'}`}>+1/+1${card.counters > 1 ? ` ×${card.counters}` : ''}</span>`,
      );
    if (compact) for (const k of card.keywords ?? []) chips.push(html`<span class="chip kw" title=${capitalise(keywordWords(k))}>${keywordShort(k)}</span>`);
    if (card.sick)
      chips.push(
        html`<span class="chip sick" title="Summoning sick: it came under your control this turn, so it cannot attack or use {T} abilities">${compact ? 'zzz' : 'Summoning sick'}</span>`,
      );
    if (card.token) chips.push(html`<span class="chip token" title="A token: not a card; it ceases to exist when it leaves the battlefield">Token</span>`);
    if (card.atEndStep) {
      const title = `${capitalise(endStepWords(card.atEndStep))}${card.atEndStep.unearth ? '; exiled too if it would leave the battlefield any other way' : ''}`;
      chips.push(html`<span class="chip end-step" title=${title}>${chipIcon(HOURGLASS)}${compact ? 'End' : card.atEndStep.unearth ? 'Unearthed' : 'Until end step'}</span>`);
    }
    if (card.manual) chips.push(html`<span class="chip manual" title="Manual: the engine does not automate this card; resolve its text by hand">Manual</span>`);
    if (compact && card.original) chips.push(html`<span class="chip original" title=${card.original.words}><span class="ellipsis">${card.original.name}</span></span>`);
    if (compact && card.fromHex) chips.push(html`<span class="chip original" title=${`The land of ${card.fromHex}`}>Mapped</span>`);
    if (compact && card.attachedTo)
      chips.push(html`<span class="chip attached-chip" title=${`Attached to ${card.attachedTo}`}>${chipIcon(LINK)}<span class="ellipsis">${card.attachedTo}</span></span>`);
    return chips;
  }

  /** The bottom row: damage marked, and power/toughness. */
  private stats(card: CardView): TemplateResult | typeof nothing {
    const pt = ptOf(card);
    if (!pt && !card.damage) return nothing;
    const damage = card.damage ? html`<span class="damage" title=${`${card.damage} damage marked this turn`}>−${card.damage}</span>` : nothing;
    return html`<div class="foot">${damage}${pt ? this.ptBox(pt) : nothing}</div>`;
  }

  private ptBox(pt: PT): TemplateResult {
    if (!ptModified(pt)) return html`<span class="pt" title="Power / toughness">${pt.power}/${pt.toughness}</span>`;
    const dir = (now: number, printed: number) => (now > printed ? 'up' : now < printed ? 'down' : '');
    const p = dir(pt.power, pt.printedPower);
    const t = dir(pt.toughness, pt.printedToughness);
    const ups = [p, t].filter((d) => d === 'up').length;
    const downs = [p, t].filter((d) => d === 'down').length;
    const trend = downs === 0 ? 'up-all' : ups === 0 ? 'down-all' : 'mixed';
    const arrow = trend === 'up-all' ? '▲' : trend === 'down-all' ? '▼' : '◆';
    return html`<span class="pt modified ${trend}" title=${`Power / toughness now ${pt.power}/${pt.toughness}; printed ${pt.printedPower}/${pt.printedToughness}`}
      ><span class="trend">${arrow}</span><span class="p ${p}">${pt.power}</span>/<span class="t ${t}">${pt.toughness}</span></span
    >`;
  }

  // ── The details popover (compact cards) ──

  private onPointerEnter = (): void => {
    this.hovered = true;
    clearTimeout(this.closeTimer);
    clearTimeout(this.openTimer);
    this.openTimer = setTimeout(() => this.openDetails(), OPEN_DELAY_MS);
  };

  private onPointerLeave = (): void => {
    this.hovered = false;
    this.pressed = false;
    clearTimeout(this.openTimer);
    this.scheduleClose();
  };

  /** A press on the card acts on it: the details step out of the way until the pointer comes back. */
  private onPointerDown = (): void => {
    this.pressed = true;
    this.hovered = false;
    this.closeDetails();
  };

  private onFocusIn = (): void => {
    // Only keyboard focus opens the details: a click leaves focus on the card, and the details would cover its neighbours.
    if (this.pressed || !this.matches(':focus-visible')) return;
    this.focused = true;
    clearTimeout(this.closeTimer);
    this.openDetails();
  };

  private onFocusOut = (): void => {
    this.focused = false;
    this.scheduleClose();
  };

  private onKeyDown = (e: KeyboardEvent): void => {
    if (e.key === 'Escape' && this.detailsOpen) {
      // Dismissed until the pointer or focus comes back (WCAG 1.4.13). The key goes on to the parent too.
      this.hovered = this.focused = false;
      this.closeDetails();
    }
  };

  /** Closes the details (a menu opens over the card, say); hover or keyboard focus opens them again. */
  hideDetails(): void {
    this.hovered = this.focused = false;
    this.closeDetails();
  }

  private scheduleClose(): void {
    clearTimeout(this.closeTimer);
    this.closeTimer = setTimeout(() => {
      if (!this.hovered && !this.focused) this.closeDetails();
    }, CLOSE_DELAY_MS);
  }

  private get detailsPopover(): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>('.details');
  }

  /** Whether the details popover of a compact (or line) card is showing. */
  get detailsOpen(): boolean {
    return this.detailsPopover?.matches(':popover-open') ?? false;
  }

  private openDetails(): void {
    const pop = this.detailsPopover;
    if (!pop || !this.isConnected || !WITH_DETAILS.has(this.size) || this.detailsOpen) return;
    pop.showPopover();
    if (!CSS.supports('position-area', 'right')) this.placeWithoutAnchors(pop);
    document.addEventListener('keydown', this.onKeyDown, true);
  }

  private closeDetails(): void {
    clearTimeout(this.openTimer);
    clearTimeout(this.closeTimer);
    document.removeEventListener('keydown', this.onKeyDown, true);
    const pop = this.detailsPopover;
    if (pop?.matches(':popover-open')) pop.hidePopover();
  }

  /** For a browser without CSS anchor positioning: beside the card, on the side with room. */
  private placeWithoutAnchors(pop: HTMLElement): void {
    const card = this.getBoundingClientRect();
    const box = pop.getBoundingClientRect();
    const gap = 6;
    let left = card.right + gap;
    if (left + box.width > window.innerWidth) left = Math.max(0, card.left - gap - box.width);
    const top = Math.min(Math.max(0, card.top + card.height / 2 - box.height / 2), Math.max(0, window.innerHeight - box.height));
    pop.style.setProperty('left', `${left}px`);
    pop.style.setProperty('top', `${top}px`);
    pop.style.setProperty('margin', '0');
  }

  static override styles = [shared, manaCostStyles, cardStyles];
}

customElements.define('crawl-card', CrawlCard);

declare global {
  interface HTMLElementTagNameMap {
    'crawl-card': CrawlCard;
  }
}

/** "<b>Serra Angel</b>, played as a Plains: it is Serra Angel again when it leaves", or "…, showing Moon Stalker: …" for a card turned to another face. */
function originalWords(original: NonNullable<CardView['original']>): TemplateResult {
  const rest = original.words.startsWith(original.name) ? original.words.slice(original.name.length) : `, ${original.words}`;
  return html`<b>${original.name}</b>${rest}: it is ${original.name} again when it leaves.`;
}
