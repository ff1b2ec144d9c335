import { LitElement, css, html, nothing, svg, type TemplateResult } from 'lit';
import type { SeatView, SquareGridView } from '../../protocol/table-view';
import { seatClass, seatLooks, seatsOnBoard, type ActionKind, type SeatLook } from '../board/grid-words';
import { manaIcon } from '../board/mana-symbols';
import { squareBoardStyles } from '../board/square-board-styles';
import { KIND_ICONS, MOVED_ICON, TAP_ICON } from '../board/square-icons';
import { sectionHeading, shared } from '../shared/styles';
import { TERRAINS, type Terrain } from '../shared/terrain';
import { legendStyles, tableKeys } from './legend-parts';

/** A symbol of the square grid, as its key draws it. */
export type Swatch =
  | { readonly kind: 'face-down' | 'hole' | 'bonus' | 'stack' | 'tapped' | 'sick' | 'moved' | 'target' }
  | { readonly kind: 'face-up'; readonly terrains: readonly Terrain[] }
  | { readonly kind: 'tapped-land' | 'creature' | 'can-act' | 'chosen'; readonly seat: SeatLook }
  | { readonly kind: 'mark'; readonly action: ActionKind }
  | { readonly kind: 'home'; readonly seat: SeatLook; readonly edge: 'north' | 'south' };

/** One line of the key: a symbol, and what it means in words (which are what a screen reader reads). */
export interface KeyEntry {
  readonly swatch: Swatch;
  readonly words: string;
}

export interface KeyGroup {
  readonly title: string;
  readonly entries: readonly KeyEntry[];
  /** Entries too long for two to a line. */
  readonly wide?: boolean;
}

/**
 * What the square grid draws, group by group: its lands, its creatures, what
 * marks a choice on your turn, and the home rows. The players are named and
 * tagged as the board names and tags them (seatLooks), so each tag here is
 * the one on the board.
 */
export function squareKey(grid: SquareGridView | undefined, seats: readonly SeatView[]): KeyGroup[] {
  const looks = seatLooks(seats, grid ? seatsOnBoard(grid.squares, grid.homeRows.map((h) => h.seat)) : []);
  const players = seats.slice(0, 2).map((s) => looks.get(s.id)!);
  const south = (grid && looks.get(grid.southSeat)) ?? players[0] ?? { id: 'south', name: 'South', tag: 'S', index: 0 };
  const homeRows = grid
    ? (['north', 'south'] as const).flatMap((edge) => {
        const row = grid.homeRows.find((h) => h.edge === edge);
        const seat = row && looks.get(row.seat);
        return seat ? [{ swatch: { kind: 'home', seat, edge }, words: `${seat.name}: along the ${edge === 'north' ? 'top' : 'bottom'}` } satisfies KeyEntry] : [];
      })
    : [];
  return [
    {
      title: 'Lands',
      entries: [
        { swatch: { kind: 'face-down' }, words: 'face down' },
        ...TERRAINS.map((t) => ({ swatch: { kind: 'face-up', terrains: [t] }, words: t }) satisfies KeyEntry),
        { swatch: { kind: 'face-up', terrains: ['Mountain', 'Forest'] }, words: 'two colours' },
        { swatch: { kind: 'face-up', terrains: [] }, words: 'colourless' },
        { swatch: { kind: 'hole' }, words: 'hole (destroyed)' },
        { swatch: { kind: 'tapped-land', seat: south }, words: 'tapped, and by whom' },
      ],
    },
    {
      title: 'Creatures',
      entries: [
        ...players.map((seat) => ({ swatch: { kind: 'creature', seat }, words: seat.name }) satisfies KeyEntry),
        { swatch: { kind: 'bonus' }, words: 'terrain bonus' },
        { swatch: { kind: 'stack' }, words: 'banded stack' },
        { swatch: { kind: 'tapped' }, words: 'tapped' },
        { swatch: { kind: 'sick' }, words: 'summoning sick' },
        { swatch: { kind: 'moved' }, words: 'moved this turn' },
      ],
    },
    {
      title: 'Choosing',
      entries: [
        { swatch: { kind: 'can-act', seat: south }, words: 'can act' },
        { swatch: { kind: 'chosen', seat: south }, words: 'chosen' },
        { swatch: { kind: 'target' }, words: 'can go there, or be chosen' },
        { swatch: { kind: 'mark', action: 'move' }, words: 'move there' },
        { swatch: { kind: 'mark', action: 'attack' }, words: 'attack there' },
        { swatch: { kind: 'mark', action: 'scout' }, words: 'scout (turn up)' },
        { swatch: { kind: 'mark', action: 'target' }, words: "a spell's or ability's target" },
        { swatch: { kind: 'mark', action: 'sacrifice' }, words: 'a land to sacrifice' },
      ],
    },
    ...(homeRows.length ? [{ title: 'Home rows', entries: homeRows, wide: true }] : []),
  ];
}

/**
 * <crawl-square-legend>: the key to the square grid (Frontier Magic), in the
 * side panel as the hex map's is: the keys of the table and of the board,
 * and every symbol the board draws, each drawn by the board's own styles
 * (square-board-styles.ts) at a small size, so the key looks as the board does.
 *
 * - `grid`, `seats`: the table view's board and seats, for the players' names and tags.
 */
export class SquareLegend extends LitElement {
  static override properties = {
    grid: { attribute: false },
    seats: { attribute: false },
  };

  declare grid: SquareGridView | undefined;
  declare seats: readonly SeatView[];

  constructor() {
    super();
    this.grid = undefined;
    this.seats = [];
  }

  override render(): TemplateResult {
    return html`
      ${tableKeys()}
      <section aria-labelledby="board-keys">
        <h2 id="board-keys">Keys on the board</h2>
        <div class="keys">
          ${cross()}
          <ul class="key-list">
            <li><kbd>←</kbd><kbd>↑</kbd><kbd>→</kbd><kbd>↓</kbd> the next place</li>
            <li><kbd>Home</kbd><kbd>End</kbd> ends of a row · <kbd>PgUp</kbd><kbd>PgDn</kbd> of a column</li>
            <li><kbd>Ctrl</kbd>+<kbd>Home</kbd>/<kbd>End</kbd> the corners</li>
            <li><kbd>Enter</kbd> or <kbd>Space</kbd> choose a ringed creature, then a marked place</li>
            <li>A spell's or ability's target: <kbd>Enter</kbd> on a marked place</li>
            <li><kbd>Esc</kbd> clear the choice, or cancel the target</li>
            <li class="quiet">Mouse: click a ringed creature, then a marked place; for a target, click the marked place; hover a place to read it.</li>
          </ul>
        </div>
      </section>
      <section aria-labelledby="board">
        <h2 id="board">Board</h2>
        ${squareKey(this.grid, this.seats).map(
          (g) => html`<h3>${g.title}</h3>
            <ul class="legend ${g.wide ? 'wide' : ''}" aria-label=${g.title}>
              ${g.entries.map((e) => html`<li data-swatch=${e.swatch.kind}><span class="swatch" aria-hidden="true">${drawSwatch(e.swatch)}</span><span>${e.words}</span></li>`)}
            </ul>`,
        )}
      </section>
    `;
  }

  static override styles = [
    shared,
    sectionHeading,
    legendStyles,
    squareBoardStyles,
    css`
      /* The board's sheet draws the swatches; its layout of the host is the board's own, so it is undone here. */
      :host {
        container-type: normal;
        display: block;
        height: auto;
        overflow: visible;
        background: none;
        --cell: 22px;
      }
      h3 {
        margin: 10px 0 3px;
        font-size: 11px;
        font-weight: 600;
        color: var(--vscode-descriptionForeground);
      }
      .legend li {
        min-height: 24px;
      }
      .legend.wide {
        grid-template-columns: 1fr;
      }
      .swatch {
        flex: none;
        display: inline-flex;
        align-items: center;
        justify-content: center;
        gap: 2px;
        width: 40px;
        font-size: 11px;
      }
      .swatch .land-symbol {
        top: 4px;
      }
      .swatch .land-symbol svg.mana {
        width: 12px;
        height: 12px;
      }
      .swatch .piece,
      .swatch .stack-count,
      .swatch .mark {
        position: static;
        transform: none;
      }
      .swatch .piece {
        padding: 0 3px 0 2px;
        font-size: 11px;
        box-shadow: none;
      }
      .swatch .place {
        display: inline-grid;
      }
      .swatch .place.choosable {
        width: auto;
        height: auto;
      }
      .swatch .mark {
        padding: 1px 5px;
      }
      /* The board's small state marks, a size larger here where they stand alone. */
      .swatch .state {
        font-size: 14px;
      }
      .swatch .tapper {
        margin: 0;
        font-size: 10px;
        line-height: 1.3;
      }
      .swatch .home {
        width: 34px;
        min-height: 0;
        height: 14px;
        padding: 0;
        border-radius: 2px;
        border: 1px solid var(--vscode-panel-border, transparent);
        border-left: 4px solid var(--seat);
      }
      .cross {
        flex: none;
        width: 86px;
        height: 86px;
      }
      .cross .rose-key {
        font-size: 13px;
      }
      .cross .rose-num {
        font-size: 7.5px;
      }
    `,
  ];
}

/** A symbol of the board, in the board's own markup and classes. */
function drawSwatch(s: Swatch): TemplateResult {
  switch (s.kind) {
    case 'face-down':
      return html`<span class="land face-down"><span class="back-oval"></span></span>`;
    case 'hole':
      return html`<span class="land hole"></span>`;
    case 'face-up':
      return html`<span class="land face-up">
        <span class="fills">${s.terrains.length ? s.terrains.map((t) => html`<span class="fill t-${t}"></span>`) : html`<span class="fill colourless"></span>`}</span>
        ${s.terrains.length === 1 ? html`<span class="land-symbol">${manaIcon(s.terrains[0]!)}</span>` : nothing}
      </span>`;
    case 'tapped-land':
      return html`<span class="land face-up tapped"><span class="fills"><span class="fill t-Forest"></span></span></span
        ><span class="tapper ${seatClass(s.seat)}">${TAP_ICON}${s.seat.tag}</span>`;
    case 'creature':
      return piece(s.seat);
    case 'can-act':
      return html`<span class="place choosable">${piece(s.seat)}</span>`;
    case 'chosen':
      return piece(s.seat, 'chosen');
    case 'bonus':
      return html`<span class="pt raised"><span class="bonus-arrow">▲</span>3/3</span>`;
    case 'stack':
      return html`<span class="stack-count">×2</span>`;
    case 'tapped':
      return html`<span class="state tapped-mark">${TAP_ICON}</span>`;
    case 'sick':
      return html`<span class="state">zzz</span>`;
    case 'moved':
      return html`<span class="state moved-mark">${MOVED_ICON}</span>`;
    case 'target':
      return html`<span class="place target"></span>`;
    case 'mark':
      return html`<span class="mark kind-${s.action}">${KIND_ICONS[s.action]}</span>`;
    case 'home':
      return html`<span class="home home-${s.edge} ${seatClass(s.seat)}"></span>`;
  }
}

function piece(seat: SeatLook, more = ''): TemplateResult {
  return html`<span class="piece ${seatClass(seat)} ${more}"><span class="seat-tag">${seat.tag}</span></span>`;
}

/** The four arrow keys around a place, laid out as the places they go to. */
function cross(): TemplateResult {
  const SIDE = 26;
  const STEP = SIDE + 3;
  const arms = [
    { x: 0, y: -STEP, key: '↑', way: 'N' },
    { x: -STEP, y: 0, key: '←', way: 'W' },
    { x: STEP, y: 0, key: '→', way: 'E' },
    { x: 0, y: STEP, key: '↓', way: 'S' },
  ];
  return html`<svg class="cross" viewBox="-43 -43 86 86" role="img" aria-label="Arrow keys: up goes north, down south, left west, right east">
    <rect class="rose-centre" x=${-SIDE / 2} y=${-SIDE / 2} width=${SIDE} height=${SIDE} rx="3"></rect>
    ${arms.map(
      (a) => svg`<g transform=${`translate(${a.x} ${a.y})`}>
        <rect class="rose-cap" x=${-SIDE / 2} y=${-SIDE / 2} width=${SIDE} height=${SIDE} rx="3"></rect>
        <text class="rose-key" y="3">${a.key}</text>
        <text class="rose-num" y="11">${a.way}</text>
      </g>`,
    )}
  </svg>`;
}

customElements.define('crawl-square-legend', SquareLegend);

declare global {
  interface HTMLElementTagNameMap {
    'crawl-square-legend': SquareLegend;
  }
}
