import { html, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import type { CardView } from '../../protocol/card-view';
import type { TableView } from '../../protocol/table-view';
import '../cards/card-face';
import { cardDescription, type CardSize } from '../cards/card-face';
import { spokenText } from '../cards/mana-cost';
import type { TargetKey } from './intents';
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
  return html`<div class="row row-${zone}" role="group" aria-label=${`${title}: ${cards.length}`}>
    <h3>${title} ${cards.length > 0 ? html`<span class="count">${cards.length}</span>` : nothing}</h3>
    ${cards.length === 0 ? html`<p class="empty">${empty}</p>` : cardList(r, zone, cards, size, fan)}
  </div>`;
}

/** The cards of a zone. */
export function cardList(r: CardRows, zone: Zone, cards: readonly CardView[], size: CardSize, fan: boolean): TemplateResult {
  const active = Math.min(r.activeIn(zone), cards.length - 1);
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
  const hint = isTarget ? `Choose as the target.` : actionable ? spokenText(`${actions.join(', or ')}.`).replace(/\.\.$/, '.') : '';
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
