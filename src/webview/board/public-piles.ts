import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import type { CardView } from '../../protocol/card-view';
import type { PublicPilesView } from '../../protocol/table-view';
import { exileIcon, graveIcon } from '../shared/icons';
import { shared } from '../shared/styles';
import '../cards/card-face';

type Pile = 'graveyard' | 'exile';

const PILE_WORDS: Record<Pile, string> = { graveyard: 'graveyard', exile: 'exile' };

/** "3 cards", "1 card", "no cards". */
function cards(n: number): string {
  return n === 0 ? 'no cards' : `${n} ${n === 1 ? 'card' : 'cards'}`;
}

/** What a pile's button says to a screen reader: whose pile, and how many cards (aria-expanded says whether it is open). */
export function pileLabel(owner: string, pile: Pile, count: number): string {
  return `${owner}'s ${PILE_WORDS[pile]}: ${cards(count)}`;
}

/**
 * <crawl-public-piles>: another player's graveyard and exile, which anyone
 * may look through. Closed, each is a small button with its count (exile
 * only when it holds a card); pressed (click, Enter or Space) it opens a
 * list of the cards, oldest first, each a one-line card whose details show
 * on hover or keyboard focus as a compact card's do. Escape in an open list
 * closes it and puts focus back on its button.
 *
 * - `owner`: the player's name, for the labels.
 * - `piles`: their PublicPilesView.
 * - `drop` (boolean): the open lists drop down over what lies below (a
 *   board's strip of a home row) instead of taking room in the flow (a
 *   seat's panel).
 */
export class CrawlPublicPiles extends LitElement {
  static override properties = { owner: {}, piles: { attribute: false }, drop: { type: Boolean, reflect: true }, open: { state: true } };
  declare owner: string;
  declare drop: boolean;
  declare piles: PublicPilesView | undefined;
  /** The piles shown open. */
  declare open: ReadonlySet<Pile>;

  constructor() {
    super();
    this.owner = '';
    this.piles = undefined;
    this.drop = false;
    this.open = new Set();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Another player's piles in this place (hot-seat turns the table): start closed.
    if (changed.has('owner') && changed.get('owner') !== undefined) this.open = new Set();
  }

  override render(): TemplateResult | typeof nothing {
    const p = this.piles;
    if (!p) return nothing;
    const piles: Pile[] = p.exile.length > 0 ? ['graveyard', 'exile'] : ['graveyard'];
    const shown = piles.filter((pile) => this.open.has(pile) && p[pile].length > 0);
    return html`<div class="buttons">${piles.map((pile) => this.button(pile, p[pile]))}</div>
      ${shown.length > 0 ? html`<div class="lists">${shown.map((pile) => this.list(pile, p[pile]))}</div>` : nothing}`;
  }

  private button(pile: Pile, list: readonly CardView[]): TemplateResult {
    const open = this.open.has(pile) && list.length > 0;
    return html`<button
      class="pile ${pile}"
      aria-label=${pileLabel(this.owner, pile, list.length)}
      aria-expanded=${open ? 'true' : 'false'}
      aria-controls=${`list-${pile}`}
      ?disabled=${list.length === 0}
      title=${list.length === 0 ? `${this.owner}'s ${PILE_WORDS[pile]} is empty` : `${open ? 'Hide' : 'Show'} ${this.owner}'s ${PILE_WORDS[pile]}`}
      @click=${() => this.toggle(pile)}
    >
      ${pile === 'graveyard' ? graveIcon() : exileIcon()}<span class="label">${pile === 'graveyard' ? 'Graveyard' : 'Exile'}</span><span class="count">${list.length}</span
      ><span class="chevron" aria-hidden="true">${open ? '▾' : '▸'}</span>
    </button>`;
  }

  private list(pile: Pile, list: readonly CardView[]): TemplateResult {
    // The caption tells the piles apart on sight; the list's label says it to a screen reader.
    return html`<p class="caption" aria-hidden="true">${pile === 'graveyard' ? 'Graveyard' : 'Exile'} <span class="order">· oldest first</span></p>
      <ul id=${`list-${pile}`} class="list ${pile}" data-pile=${pile} aria-label=${`${this.owner}'s ${PILE_WORDS[pile]}, oldest first`}>
        ${list.map((c) => html`<li><crawl-card size="line" tabindex="0" data-id=${c.id ?? nothing} .card=${c}></crawl-card></li>`)}
      </ul>`;
  }

  private toggle(pile: Pile): void {
    const open = new Set(this.open);
    if (open.has(pile)) open.delete(pile);
    else open.add(pile);
    this.open = open;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // On the document, capturing, and added before any card's own Escape listener: it sees whether the card's details are still open.
    document.addEventListener('keydown', this.onKey, true);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('keydown', this.onKey, true);
  }

  /** Escape in an open list closes it and goes back to its button; a card's details showing take the first press. */
  private onKey = (e: KeyboardEvent): void => {
    if (e.key !== 'Escape') return;
    const path = e.composedPath();
    const list = path.find((n): n is HTMLUListElement => n instanceof HTMLUListElement && n.dataset.pile !== undefined && this.renderRoot.contains(n));
    if (!list) return;
    const card = path.find((n) => n instanceof HTMLElement && n.localName === 'crawl-card') as HTMLElementTagNameMap['crawl-card'] | undefined;
    if (card?.detailsOpen) return;
    e.stopPropagation();
    const pile = list.dataset.pile as Pile;
    this.toggle(pile);
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLButtonElement>(`button.pile.${pile}`)?.focus());
  };

  static override styles = [
    shared,
    css`
      :host {
        display: block;
      }
      .buttons {
        display: flex;
        flex-wrap: wrap;
        gap: 4px;
      }
      .pile {
        display: inline-flex;
        align-items: center;
        gap: 4px;
        padding: 1px 6px;
        min-height: 22px;
        border: 1px solid var(--vscode-panel-border, var(--vscode-contrastBorder, transparent));
        border-radius: 4px;
        background: var(--vscode-editor-background);
        color: var(--vscode-foreground);
        font: inherit;
        font-size: 0.9em;
        cursor: pointer;
      }
      .pile:hover:not(:disabled) {
        background: var(--vscode-toolbar-hoverBackground, var(--vscode-list-hoverBackground));
      }
      .pile:disabled {
        cursor: default;
        color: var(--vscode-descriptionForeground);
      }
      .pile[aria-expanded='true'] {
        border-color: var(--vscode-focusBorder);
      }
      .pile svg {
        width: 14px;
        height: 14px;
        flex: none;
      }
      .count {
        font-weight: 600;
        font-variant-numeric: tabular-nums;
      }
      .chevron {
        font-size: 0.8em;
        color: var(--vscode-descriptionForeground);
      }
      .pile:disabled .chevron {
        display: none;
      }
      .caption {
        margin: 6px 0 0;
        font-size: 0.8em;
        font-weight: 600;
        letter-spacing: 0.04em;
        text-transform: uppercase;
        color: var(--vscode-descriptionForeground);
      }
      .caption .order {
        font-weight: normal;
        letter-spacing: normal;
        text-transform: none;
      }
      .list {
        display: flex;
        flex-direction: column;
        gap: 3px;
        max-height: 172px;
        overflow-y: auto;
        margin: 2px 0 0;
        /* Room for the focus outline of a card inside the scrolled box. */
        padding: 3px 4px 3px 3px;
        list-style: none;
      }
      /* Dropped down: a panel over what lies below, the graveyard above the exile. */
      :host([drop]) {
        position: relative;
      }
      :host([drop]) .lists {
        position: absolute;
        top: calc(100% + 4px);
        left: 0;
        z-index: 20;
        width: 250px;
        padding: 2px 4px 6px;
        border: 1px solid var(--vscode-editorWidget-border, var(--vscode-contrastBorder, var(--vscode-panel-border, transparent)));
        border-radius: 5px;
        background: var(--vscode-editorWidget-background, var(--vscode-editor-background));
        box-shadow: 0 4px 14px var(--vscode-widget-shadow, rgba(0, 0, 0, 0.35));
      }
      :host([drop]) .list {
        max-height: 150px;
      }
    `,
  ];
}

customElements.define('crawl-public-piles', CrawlPublicPiles);

declare global {
  interface HTMLElementTagNameMap {
    'crawl-public-piles': CrawlPublicPiles;
  }
}
