import { css, html, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { ref } from 'lit/directives/ref.js';
import type { CardView } from '../../protocol/card-view';
import type { TableView } from '../../protocol/table-view';
import '../cards/card-face';
import { cardDescription, type CardSize } from '../cards/card-face';
import { spokenText } from '../cards/mana-cost';
import type { ChoiceRole, TargetKey } from './intents';
import { cardActions, type Mode } from './questions';
import { CARD_ZONE, grouped, type Zone } from './table-zones';

/**
 * A zone of the card table as a row of cards: its heading and count, the
 * cards (copies stacked in a hand, the lands and the graveyard), each with
 * what a click would do for a screen reader, and the ⋯ of its By hand menu.
 * A render helper over what the table knows now; every press goes back
 * through `on`.
 */
export interface CardRows {
  readonly table: TableView;
  readonly mode: Mode | undefined;
  /** The targets a choice is open for now, if any. */
  readonly targets: readonly TargetKey[] | undefined;
  readonly interactive: boolean;
  readonly byHand: boolean;
  /** The card whose By hand menu is open, if any. */
  readonly menuFor: number | undefined;
  /** The card of a zone that holds the zone's tab stop (roving tabindex). */
  activeIn(zone: Zone): number;
  readonly on: {
    card(card: CardView): void;
    contextMenu(e: MouseEvent, card: CardView, zone: Zone): void;
    key(e: KeyboardEvent, card: CardView, zone: Zone, index: number): void;
    focus(zone: Zone, index: number): void;
    /** The ⋯ pressed: `open` says whether its menu is open now. */
    more(e: MouseEvent, card: CardView, zone: Zone, open: boolean): void;
  };
}

/** A zone with its heading and count, or the words for it empty. */
export function cardRow(r: CardRows, zone: Zone, title: string, cards: readonly CardView[], size: CardSize, empty: string, fan = false): TemplateResult {
  // A fan says how many cards it squeezes to a sliver (under a copy) and to an edge, so that a row is never narrower than its fan at its tightest.
  const slots = fan && cards.length > 0 ? fanSlots(zone, cards) : undefined;
  return html`<div class="row row-${zone}" role="group" aria-label=${`${title}: ${cards.length}`} ${ref((el) => fanWidth(el, slots))}>
    <h3>${title} ${cards.length > 0 ? html`<span class="count">${cards.length}</span>` : nothing}</h3>
    ${cards.length === 0 ? html`<p class="empty">${empty}</p>` : cardList(r, zone, cards, size, fan)}
  </div>`;
}

/** Copies of one card (four Forests) lie in a stack, each showing its edge, so a hand or a row of lands keeps its room. */
function stacksIn(zone: Zone): boolean {
  return zone === 'hand' || zone === 'lands' || zone === 'graveyard';
}

/** Two cards of a stack: the same card, both tapped or both not. */
function same(a: CardView | undefined, b: CardView | undefined): boolean {
  return !!a && !!b && a.name === b.name && !!a.tapped === !!b.tapped;
}

/** The slots of a fan but its last: those under a copy of their own card, and the others. */
function fanSlots(zone: Zone, cards: readonly CardView[]): FanSlots {
  const shown = stacksIn(zone) ? grouped(cards, zone === 'hand') : cards;
  const under = stacksIn(zone) ? shown.filter((c, i) => same(c, shown[i + 1])).length : 0;
  return { under, fanned: shown.length - 1 - under, lastTapped: !!shown.at(-1)?.tapped };
}

/** A fan's slots but its last (see fanSlots), and whether its last card lies tapped (across, so wider). */
interface FanSlots {
  readonly under: number;
  readonly fanned: number;
  readonly lastTapped: boolean;
}

/** Tells a row its fan's slots (see cardRowStyles): through the CSSOM, which the playmat's content security policy allows where a style attribute is refused. */
function fanWidth(row: Element | undefined, slots: FanSlots | undefined): void {
  if (!(row instanceof HTMLElement)) return;
  row.style.setProperty('--under', String(slots?.under ?? 0));
  row.style.setProperty('--fanned', String(slots?.fanned ?? 0));
  row.style.setProperty('--last', `var(${slots?.lastTapped ? '--fan-last-tapped' : '--fan-last'})`);
}

/** The cards of a zone. */
export function cardList(r: CardRows, zone: Zone, cards: readonly CardView[], size: CardSize, fan: boolean): TemplateResult {
  const active = Math.min(r.activeIn(zone), cards.length - 1);
  const stacks = stacksIn(zone);
  const shown = stacks ? grouped(cards, zone === 'hand') : cards;
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
          ${card(r, c, zone, i, size, i === active)}${top && n > 1 ? html`<span class="stack-count" aria-hidden="true">×${n}</span>` : nothing}${moreButton(r, c, zone)}
        </div>`;
      },
    )}
  </div>`;
}

/** The ⋯ on a card of yours (shown on hover and focus): its By hand menu, for the pointer. The keyboard has Shift+F10. */
function moreButton(r: CardRows, card: CardView, zone: Zone): TemplateResult | typeof nothing {
  if (!r.byHand || !CARD_ZONE[zone] || card.id === undefined) return nothing;
  const open = r.menuFor === card.id;
  return html`<button
    class="more"
    tabindex="-1"
    aria-label=${`By hand: ${card.name}`}
    title="By hand: move, tap, counters (Shift+F10)"
    aria-haspopup="menu"
    aria-expanded=${String(open)}
    @click=${(e: MouseEvent) => {
      e.stopPropagation();
      r.on.more(e, card, zone, open);
    }}
  >
    <span aria-hidden="true">⋯</span>
  </button>`;
}

/** What choosing a card does, said to a screen reader, by what the open question is for. */
const CHOOSE_HINT: Record<ChoiceRole, string> = { target: 'Choose as the target.', sacrifice: 'Choose to sacrifice.', discard: 'Choose to discard.' };

function card(r: CardRows, card: CardView, zone: Zone, index: number, size: CardSize, tabStop: boolean): TemplateResult {
  const t = r.table;
  const id = card.id ?? -1;
  const targets = r.targets;
  const isTarget = targets?.includes(id) ?? false;
  const prompt = t.prompt;
  const hand = prompt?.kind === 'discard' || prompt?.kind === 'bottom';
  const actions = !targets && !r.mode && r.interactive ? cardActions(t, id, hand ? prompt.kind : undefined) : [];
  const actionable = actions.length > 0;
  // A creature already attacking or blocking wears its combat outline; a click still takes the declaration back.
  const marked = actionable && !card.attacking && !card.blocking;
  const selected = r.mode?.source === id;
  const hint = isTarget ? CHOOSE_HINT[r.mode?.kind === 'target' ? r.mode.role : 'target'] : actionable ? spokenText(`${actions.join(', or ')}.`).replace(/\.\.$/, '.') : '';
  const byHand = r.byHand && CARD_ZONE[zone] ? 'Shift+F10: by hand.' : '';
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
    @click=${() => r.on.card(card)}
    @contextmenu=${(e: MouseEvent) => r.on.contextMenu(e, card, zone)}
    @keydown=${(e: KeyboardEvent) => r.on.key(e, card, zone, index)}
    @focus=${() => r.on.focus(zone, index)}
  ></crawl-card><span id=${`hint-${id}`} class="sr-only">${description}</span>`;
}

/** The look of a row of cards, and of the ⋯ on each of yours. */
export const cardRowStyles = css`
  /* How far a fan squeezes: a copy under another to a sliver, any other card but the last to its edge (the start of its name). */
  :host {
    --fan-sliver: 4px;
    --fan-edge-compact: 28px;
    /* A compact card's width, across when tapped, with the row's padding after it. */
    --fan-last: 116px;
    --fan-last-tapped: 134px;
  }
  /* ── Rows of cards ── */
  .row {
    min-width: 0;
  }
  .cards {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: flex-start;
  }
  /* A fan: when the row is too narrow, the cards overlap rather than wrap, each still showing its left edge and name. */
  .cards.fan {
    flex-wrap: nowrap;
    gap: 0;
  }
  /* The gap after a card is padding of its slot, not a margin, so that a squeezed fan gives it up too. */
  .fan .slot {
    position: relative;
    flex: 0 1 auto;
    min-width: 34px;
    box-sizing: border-box;
  }
  .fan .slot:not(:last-child) {
    padding-right: 8px;
  }
  .fan .slot:has(+ .slot.stacked) {
    padding-right: 0;
  }
  .fan .slot:last-child {
    flex-shrink: 0;
  }
  /*
   * A stack of copies: each shows its left edge; the count sits on the top one, at its top left corner, which a
   * fan always shows (a row short of room gives up the right of its last card, and the count went with it).
   */
  .slot.stacked,
  .fan .slot:has(+ .slot.stacked) {
    flex-shrink: 0;
  }
  .fan .slot.stacked,
  .slot.stacked {
    margin-left: -120px;
  }
  .size-compact .slot.stacked {
    margin-left: -86px;
  }
  .size-compact .slot.stacked.tapped {
    margin-left: -104px;
  }
  .slot {
    position: relative;
  }
  .stack-count {
    position: absolute;
    top: -7px;
    left: -7px;
    z-index: 1;
    padding: 0 6px;
    border-radius: 9px;
    font-size: 11px;
    font-weight: 700;
    line-height: 17px;
    background: var(--vscode-badge-background);
    color: var(--vscode-badge-foreground);
    pointer-events: none;
  }
  :host-context(body.vscode-high-contrast) .stack-count {
    background: var(--vscode-editor-background);
    border: 1px solid var(--vscode-contrastBorder);
  }
  .fan .slot:hover,
  .fan .slot:focus-within {
    z-index: 2;
  }
  .size-normal.fan .slot {
    min-width: 44px;
  }
  .size-compact.fan .slot {
    min-width: var(--fan-edge-compact);
  }
  /*
   * In a fan a stack gives up room as any card does: a copy under another is
   * an edge (a slot that narrow, its card running on under the next) that
   * narrows to a sliver, and the top copy shrinks like a lone card. Stacks
   * of fixed width once pushed the last cards out of a narrow row.
   */
  .fan .slot.stacked,
  .size-compact.fan .slot.stacked.tapped {
    margin-left: 0;
    flex-shrink: 1;
  }
  .fan .slot.stacked:last-child {
    flex-shrink: 0;
  }
  .size-normal.fan .slot:has(+ .slot.stacked),
  .size-compact.fan .slot:has(+ .slot.stacked) {
    flex: 0 1 30px;
    min-width: var(--fan-sliver);
  }
  .size-compact.fan .slot:has(+ .slot.stacked) {
    flex-basis: 24px;
  }
  crawl-card:focus-visible {
    z-index: 3;
  }
  /* Your creatures in combat wear the colour of their line: blue for a block, the encounter's red for an attack. */
  .row-creatures .slot.blocking crawl-card {
    outline: 3px solid var(--link-block);
    outline-offset: 2px;
  }
  .row-creatures .slot.attacking crawl-card {
    outline: 3px dashed var(--link-attack);
    outline-offset: 2px;
  }
  .row-creatures .slot.blocking crawl-card:focus-visible,
  .row-creatures .slot.attacking crawl-card:focus-visible {
    outline-color: var(--vscode-focusBorder);
  }

  /* The ⋯ on a card of yours: its By hand menu. It shows on hover and on focus. */
  /* On the card's bottom edge, half out of it: over the card's margin, not its text, chips or power. */
  .more {
    position: absolute;
    left: 8px;
    bottom: -8px;
    z-index: 3;
    display: flex;
    align-items: center;
    justify-content: center;
    width: 26px;
    height: 18px;
    padding: 0;
    border: 1px solid var(--vscode-contrastBorder, var(--vscode-widget-border, rgba(128, 128, 128, 0.5)));
    border-radius: 9px;
    background: var(--vscode-button-secondaryBackground, var(--vscode-editorWidget-background));
    color: var(--vscode-button-secondaryForeground, var(--vscode-foreground));
    font: 700 14px/1 var(--vscode-font-family, sans-serif);
    letter-spacing: -0.05em;
    cursor: pointer;
    opacity: 0;
    pointer-events: none;
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.3);
  }
  .slot:hover > .more,
  .slot:focus-within > .more,
  .more[aria-expanded='true'] {
    opacity: 1;
    pointer-events: auto;
  }
  .more:hover {
    background: var(--vscode-button-secondaryHoverBackground, var(--vscode-toolbar-hoverBackground));
  }
  .more[aria-expanded='true'] {
    outline: 2px solid var(--vscode-focusBorder);
    outline-offset: 1px;
  }
`;
