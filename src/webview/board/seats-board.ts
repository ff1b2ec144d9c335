import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import '@vscode-elements/elements/dist/vscode-button/index.js';
import type { CardView } from '../../protocol/card-view';
import type { SeatsBoardView } from '../../protocol/table-view';
import { shared } from '../shared/styles';
import { costWords, manaCost, manaCostStyles } from '../cards/mana-cost';
import { plural } from './grid-words';
import '../cards/card-face';
import './public-piles';

type Other = SeatsBoardView['others'][number];

const isLand = (c: CardView): boolean => /\bLand\b/.test(c.typeLine);

/**
 * <crawl-seats-board>: the Magic table's board, a table of players with no
 * board of places. Each other player has a place, in turn order from the
 * viewer: their name and who plays them, life, the cards they hold (counted,
 * never shown), their graveyard and exile (public: counted, and opened as a
 * list of the cards), whether it is their turn or they are under
 * attack, and their permanents: creatures and other permanents as compact
 * cards (their details on hover or focus), lands counted by name. While the
 * viewer declares attackers, each place offers the attacks on that player,
 * one button a creature. A player who has left the game is shown so, their
 * place empty. The viewer's own cards are the card table's, where the other
 * players' permanents can be chosen as targets too.
 */
export class CrawlSeatsBoard extends LitElement {
  static override properties = { board: { attribute: false }, interactive: { type: Boolean }, left: { state: true } };
  declare board: SeatsBoardView | undefined;
  declare interactive: boolean;
  /** While building a deck from a draft: the cards (by place in the offer) left out. */
  declare left: ReadonlySet<number>;

  constructor() {
    super();
    this.interactive = false;
    this.left = new Set();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // A new draft to build from starts with every card in; the same one, sent again, keeps what was left out.
    if (changed.has('board') && JSON.stringify(changed.get('board')?.build?.offer.action) !== JSON.stringify(this.board?.build?.offer.action)) this.left = new Set();
  }

  override render(): TemplateResult {
    const b = this.board;
    if (!b) return html``;
    if (b.build) return this.renderBuild(b.build);
    return html`<section class="board" aria-label=${`The table: ${b.format}`}>
      <header>
        <span class="format">${b.format}</span>
        ${b.shared !== undefined ? html`<span class="shared" title="Every player draws from this one library">Shared library: ${plural(b.shared, 'card')}</span>` : nothing}
      </header>
      <ul class="seats">
        ${b.others.map((o) => this.renderSeat(o))}
      </ul>
    </section>`;
  }

  /**
   * Building a deck from a random draft: every card drafted as a toggle (in
   * the deck, or left out), the count against the fewest allowed, and the
   * button that sends the deck: the offered action with the cards kept.
   */
  private renderBuild(build: NonNullable<SeatsBoardView['build']>): TemplateResult {
    const kept = build.cards.length - this.left.size;
    const enough = kept >= build.least;
    return html`<section class="build" aria-label="Build your deck">
      <header>
        <h2>Build your deck</h2>
        <span class="count ${enough ? '' : 'short'}" role="status">${kept} of ${build.cards.length} cards in the deck${enough ? '' : `: at least ${build.least}`}</span>
        <vscode-button secondary ?disabled=${!this.interactive || this.left.size === 0} @click=${() => (this.left = new Set())}>Keep all</vscode-button>
        <vscode-button ?disabled=${!this.interactive || !enough} @click=${() => this.sendBuild(build)}>Play with these ${kept} cards</vscode-button>
      </header>
      <p class="hint">Any card may be played as a land by its colours (Landless). Click a card to leave it out of the deck, or to put it back.</p>
      <ul class="drafted">
        ${build.cards.map((c, i) => {
          const out = this.left.has(i);
          const pt = c.power !== undefined ? ` ${c.power}/${c.toughness}` : '';
          return html`<li>
            <button
              class="draft-card ${out ? 'out' : ''}"
              aria-pressed=${out ? 'false' : 'true'}
              aria-label=${`${c.name}, ${c.typeLine}${pt}${c.manaCost ? `, costs ${costWords(c.manaCost)}` : ''}: ${out ? 'left out' : 'in the deck'}`}
              title=${[c.typeLine, ...c.text].join('\n')}
              ?disabled=${!this.interactive}
              @click=${() => this.toggle(i)}
            >
              <span class="card-name">${c.name}</span>${manaCost(c.manaCost)}<span class="type">${c.typeLine}${pt}</span>
            </button>
          </li>`;
        })}
      </ul>
    </section>`;
  }

  private toggle(i: number): void {
    const left = new Set(this.left);
    if (left.has(i)) left.delete(i);
    else left.add(i);
    this.left = left;
  }

  private sendBuild(build: NonNullable<SeatsBoardView['build']>): void {
    const offered = build.offer.action as { type: 'build'; cards: readonly string[] };
    const action = { ...offered, cards: offered.cards.filter((_, i) => !this.left.has(i)) };
    this.dispatchEvent(new CustomEvent('crawl-act', { detail: { action, label: `Build a deck of ${action.cards.length} cards` }, bubbles: true, composed: true }));
  }

  private renderSeat(o: Other): TemplateResult {
    const counts = [`${plural(o.hand, 'card')} in hand`, ...(o.library !== undefined ? [`${o.library} in library`] : [])];
    // The piles' own buttons show their counts; the seat's summary says them too.
    const piles = [`${o.graveyard.length} in graveyard`, ...(o.exile.length > 0 ? [`${o.exile.length} in exile`] : [])];
    const state = o.out ? `left the game: ${o.out}` : `life ${o.life}, ${[...counts, ...piles].join(', ')}${o.onTurn ? ', to act' : ''}${o.attackedBy.length > 0 ? `, attacked by ${o.attackedBy.join(', ')}` : ''}`;
    return html`<li class="seat ${o.onTurn ? 'on-turn' : ''} ${o.out ? 'out' : ''} ${o.attackedBy.length > 0 ? 'attacked' : ''}" aria-label=${`${o.name} (${o.control}): ${state}`}>
      <div class="head">
        <span class="name">${o.name}</span>
        <span class="control">${o.control === 'computer' ? 'computer' : 'player'}</span>
        ${o.out ? nothing : html`<span class="life" title="Life">♥ ${o.life}</span>`}
      </div>
      ${o.out
        ? html`<div class="left">Left the game: ${o.out}</div>`
        : html`<div class="counts" aria-hidden="true">${counts.join(' · ')}</div>
            <crawl-public-piles class="piles" .owner=${o.name} .piles=${{ graveyard: o.graveyard, exile: o.exile }}></crawl-public-piles>
            ${o.attackedBy.length > 0 ? html`<div class="under-attack" aria-hidden="true">Attacked by ${o.attackedBy.join(', ')}</div>` : nothing}
            ${this.renderAttacks(o)}
            ${this.renderPermanents(o)}`}
    </li>`;
  }

  /** The viewer's attacks on this player, one button a creature: pressed, it attacks (or takes the attack back). */
  private renderAttacks(o: Other): TemplateResult | typeof nothing {
    if (o.attacks.length === 0) return nothing;
    return html`<div class="attacks" role="group" aria-label=${`Attack ${o.name}`}>
      <span class="attacks-label" aria-hidden="true">Attack with</span>
      ${o.attacks.map(
        (a) => html`<vscode-button
          class="attack ${a.declared ? 'declared' : ''}"
          ?secondary=${!a.declared}
          ?disabled=${!this.interactive}
          aria-pressed=${a.declared ? 'true' : 'false'}
          aria-label=${a.offer.label}
          title=${a.offer.label}
          @click=${() => this.dispatchEvent(new CustomEvent('crawl-act', { detail: { action: a.offer.action, label: a.offer.label }, bubbles: true, composed: true }))}
          >${a.declared ? '✓ ' : ''}${a.creature}</vscode-button
        >`,
      )}
    </div>`;
  }

  /** Creatures and other permanents as compact cards; lands by name, counted, with how many are tapped. */
  private renderPermanents(o: Other): TemplateResult {
    if (o.permanents.length === 0) return html`<p class="none">No permanents</p>`;
    const cards = o.permanents.filter((c) => !isLand(c));
    const lands = new Map<string, { count: number; tapped: number; card: CardView }>();
    for (const c of o.permanents.filter(isLand)) {
      const seen = lands.get(c.name) ?? { count: 0, tapped: 0, card: c };
      seen.count++;
      if (c.tapped) seen.tapped++;
      lands.set(c.name, seen);
    }
    return html`${cards.length > 0
        ? html`<ul class="cards" aria-label=${`${o.name}'s creatures and other permanents`}>
            ${cards.map((c) => html`<li><crawl-card size="compact" .card=${c}></crawl-card></li>`)}
          </ul>`
        : nothing}
      ${lands.size > 0
        ? html`<ul class="lands" aria-label=${`${o.name}'s lands`}>
            ${[...lands.values()].map(
              (l) => html`<li class="land ${l.tapped === l.count ? 'tapped' : ''}" title=${[l.card.typeLine, ...l.card.text].join('\n')}>
                <span class="card-name">${l.card.name}</span>${l.count > 1 ? html`<span class="count"> ×${l.count}</span>` : nothing}${l.tapped > 0
                  ? html`<span class="marks"> (${l.tapped === l.count ? 'tapped' : `${l.tapped} tapped`})</span>`
                  : nothing}
              </li>`,
            )}
          </ul>`
        : nothing}`;
  }

  static override styles = [
    shared,
    manaCostStyles,
    css`
      :host {
        display: block;
        overflow: auto;
        padding: 8px 10px;
      }
      header {
        display: flex;
        flex-wrap: wrap;
        gap: 12px;
        margin-bottom: 8px;
        color: var(--vscode-descriptionForeground);
      }
      .seats {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
        gap: 8px;
        margin: 0;
        padding: 0;
        list-style: none;
      }
      .seat {
        min-height: 120px;
        border: 1px solid var(--vscode-panel-border, var(--vscode-contrastBorder, transparent));
        border-radius: 4px;
        padding: 6px 8px;
        background: var(--vscode-sideBar-background, transparent);
      }
      .seat.on-turn {
        border-color: var(--vscode-focusBorder);
        box-shadow: inset 3px 0 0 var(--vscode-focusBorder);
      }
      .seat.attacked {
        border-color: var(--vscode-errorForeground);
      }
      .seat.out {
        opacity: 0.7;
      }
      .head {
        display: flex;
        align-items: baseline;
        gap: 6px;
      }
      .name {
        font-weight: 600;
      }
      .control {
        font-size: 0.85em;
        color: var(--vscode-descriptionForeground);
      }
      .life {
        margin-left: auto;
        font-weight: 600;
      }
      .counts,
      .left {
        font-size: 0.9em;
        color: var(--vscode-descriptionForeground);
      }
      .piles {
        margin-top: 4px;
      }
      .under-attack {
        font-size: 0.9em;
        color: var(--vscode-errorForeground);
      }
      .cards,
      .lands {
        display: flex;
        flex-wrap: wrap;
        gap: 6px;
        margin: 8px 0 0;
        padding: 0;
        list-style: none;
      }
      .lands {
        gap: 4px;
      }
      .land {
        padding: 2px 6px;
        border: 1px solid var(--vscode-panel-border, var(--vscode-contrastBorder, transparent));
        border-radius: 3px;
        background: var(--vscode-editor-background);
      }
      .land.tapped .card-name {
        font-style: italic;
        color: var(--vscode-descriptionForeground);
      }
      .attacks {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 4px;
        margin-top: 6px;
      }
      .attacks-label {
        font-size: 0.9em;
        color: var(--vscode-descriptionForeground);
      }
      .build header {
        align-items: center;
        color: inherit;
      }
      .build h2 {
        margin: 0;
        font-size: 1.15em;
      }
      .count.short {
        color: var(--vscode-errorForeground);
      }
      .hint {
        margin: 0 0 8px;
        color: var(--vscode-descriptionForeground);
      }
      .drafted {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
        gap: 4px;
        margin: 0;
        padding: 0;
        list-style: none;
      }
      .draft-card {
        display: grid;
        grid-template-columns: 1fr auto;
        width: 100%;
        padding: 4px 6px;
        border: 1px solid var(--vscode-focusBorder);
        border-radius: 3px;
        background: var(--vscode-editor-background);
        color: var(--vscode-foreground);
        font: inherit;
        text-align: left;
        cursor: pointer;
      }
      .draft-card .card-name {
        font-weight: 600;
      }
      .draft-card .cost {
        color: var(--vscode-descriptionForeground);
      }
      .draft-card .type {
        grid-column: 1 / -1;
        font-size: 0.85em;
        color: var(--vscode-descriptionForeground);
      }
      .draft-card.out {
        border-style: dashed;
        border-color: var(--vscode-panel-border, var(--vscode-contrastBorder, transparent));
        opacity: 0.55;
      }
      .draft-card.out .card-name {
        text-decoration: line-through;
      }
      .draft-card:focus-visible {
        outline: 2px solid var(--vscode-focusBorder);
        outline-offset: 1px;
      }
      .none {
        margin: 6px 0 0;
      }
      .marks,
      .none {
        color: var(--vscode-descriptionForeground);
        font-size: 0.9em;
      }
    `,
  ];
}

customElements.define('crawl-seats-board', CrawlSeatsBoard);
