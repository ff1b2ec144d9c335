import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { hexKey, type SaveFile } from '../../engine';
import type { BoardKind, TableView } from '../../protocol/table-view';
import { manaIcon } from '../board/mana-symbols';
import { goalIcon, iconStyles } from '../shared/icons';
import { sectionHeading, shared } from '../shared/styles';
import { hexLabel } from '../shared/terrain';
import { loadViewState, saveViewState } from '../vscode-api';
import './game-log';
import './key-legend';
import './pile-summary';
// <crawl-square-legend> comes with the square board's code (board/board-code.ts).

const DISTRIBUTION_NAMES = { standard: 'Land Piles', adjusted: 'adjusted Land Piles', d6: 'd6 table' } as const;

/** The key to each kind of board the table view may name (TableView.board); a kind without one has none. */
const KEYS: Partial<Record<BoardKind, (t: TableView) => TemplateResult>> = {
  'hex-map': () => html`<crawl-key-legend></crawl-key-legend>`,
  'square-grid': (t) => html`<crawl-square-legend .grid=${t.board.kind === 'square-grid' ? t.board : undefined} .seats=${t.seats}></crawl-square-legend>`,
  dungeon: () => dungeonKey(),
};

/** Magic and Mayhem's map: what each mark is, and the keys. */
function dungeonKey(): TemplateResult {
  const marks: readonly [string, string][] = [
    ['1–6', 'a hero, by their place in turn order (a round token)'],
    ['#', 'a monster, by its number token, its HP below (a square token; ☠ the boss)'],
    ['E', 'an encounter square: end the turn on or beside it to roll'],
    ['▲', 'a trap square'],
    ['△', 'a trap a monster set (dashed red): sprung by the first hero to step there'],
    ['L S', 'a locked or secret door, closed'],
    ['≡', 'the stairs: where the party starts and escapes'],
    ['☠', 'a boss square, on the Boss tile'],
    ['$', 'the Store (a gold floor, a dashed outline): buy there without using the action'],
    ['?', 'a tile still face down: it turns up as a hero reaches its edge'],
    ['●', 'loot lying on the square'],
    ['✕', 'a BLOCKED square'],
  ];
  return html`<dl class="dungeon-key">
      ${marks.map(([m, words]) => html`<div><dt>${m}</dt><dd>${words}</dd></div>`)}
    </dl>
    <p class="quiet">Arrow keys step the hero on turn; Tab reaches the ringed squares, Enter does what each says; <kbd>Shift</kbd>+<kbd>N</kbd> ends the turn.</p>`;
}

/**
 * Everything beside the table and the map: the goal and how far it is, where
 * the crawl stands (or each player's life), the log, the piles, and the keys
 * and symbols of the board on show, which the player may hide (remembered
 * with the view state).
 */
/**
 * What an empty log says a game of players waits on: a question on the table in its own words, and who answers it
 * ("Test Muse: you may draw a card (Ada to answer)."), not the phase's "Ada may respond, or pass", which is not what
 * is asked; with no question, the phase's help.
 */
export function waitingHint(t: Pick<TableView, 'prompt' | 'seats' | 'phase'>): string {
  if (!t.prompt) return t.phase.help;
  const asked = t.seats.find((seat) => seat.onTurn);
  return asked ? `${t.prompt.text.replace(/\.$/, '')} (${asked.name} to answer).` : t.prompt.text;
}

export class SidePanel extends LitElement {
  static override properties = {
    game: { attribute: false },
    table: { attribute: false },
    replaying: { type: Boolean },
    keyHidden: { state: true },
  };

  declare game: SaveFile | undefined;
  declare table: TableView | undefined;
  /** The board shows an earlier step of the game (the replay). */
  declare replaying: boolean;
  declare keyHidden: boolean;

  constructor() {
    super();
    this.game = undefined;
    this.table = undefined;
    this.replaying = false;
    this.keyHidden = loadViewState().keyHidden ?? false;
  }

  override render(): TemplateResult | typeof nothing {
    const g = this.game;
    const t = this.table;
    if (!g || !t) return nothing;
    const s = g.state;
    if (!('hexes' in s) || g.setup.variant !== 'magic-crawl') return this.renderPlayers(g, t);
    const here = s.hexes.find((h) => hexKey(h) === hexKey(s.token));
    const explored = s.hexes.reduce((n, h) => n + (h.explored ? 1 : 0), 0);
    return html`
      <section class="goals" aria-labelledby="goal">
        <h2 id="goal">${t.goals.length > 1 ? 'Goals (both)' : 'Goal'}</h2>
        <ul>
          ${t.goals.map(
            (goal) => html`<li class=${goal.done ? 'done' : ''}>
              ${goalIcon()}<span class="what">${goal.text}</span><span class="status">${goal.status}</span>
            </li>`,
          )}
        </ul>
      </section>
      <section class="status" aria-labelledby="crawl">
        <h2 id="crawl">Crawl</h2>
        <dl class="stats">
          <div><dt>Turn</dt><dd class="big">${t.phase.turn}</dd></div>
          <div><dt>Moves</dt><dd class="big">${s.counters.moves}</dd></div>
          <div><dt>Explored</dt><dd class="big">${explored}<span class="of"> / ${s.hexes.length}</span></dd></div>
          <div><dt>Defeated</dt><dd class="big">${t.defeated.length}</dd></div>
        </dl>
        <p class="where">
          ${here ? manaIcon(here.terrain) : nothing}
          <span>On the <strong>${here?.land ? `${here.land} (${here.terrain})` : (here?.terrain ?? 'unknown hex')}</strong> at ${hexLabel(s.token)}</span>
        </p>
        <p class="quiet">${g.setup.deck.name} · seed <code>${g.setup.seed}</code> · ${DISTRIBUTION_NAMES[g.setup.options.distribution]}</p>
        <p class="quiet options" aria-label="Options">${t.options.join(' · ')}</p>
      </section>
      <crawl-game-log .entries=${g.log} .waiting=${t.phase.help} ?replaying=${this.replaying}></crawl-game-log>
      <crawl-pile-summary .encounterPiles=${s.encounterPiles} .landPiles=${s.landPiles}></crawl-pile-summary>
      ${this.key(t)}
    `;
  }

  /** A game of players (no hex map): each seat's life and cards, the game's options, and the log. */
  private renderPlayers(g: SaveFile, t: TableView): TemplateResult {
    return html`
      <section class="status" aria-labelledby="players">
        <h2 id="players">Players</h2>
        <dl class="stats">
          ${t.seats.map(
            (seat) => html`<div class=${seat.onTurn ? 'on-turn' : ''}>
              <dt>${seat.name}${seat.onTurn ? ' · to act' : ''}</dt>
              <dd class="big">${seat.life}<span class="of"> ${t.board.kind === 'dungeon' ? 'HP' : 'life'}</span></dd>
              ${seat.energy ? html`<dd class="energy">${seat.energy}<span class="of"> energy</span></dd>` : nothing}
            </div>`,
          )}
        </dl>
        <p class="quiet">seed <code>${g.setup.seed}</code></p>
        <p class="quiet options" aria-label="Options">${t.options.join(' · ')}</p>
      </section>
      <crawl-game-log .entries=${g.log} .waiting=${waitingHint(t)} ?replaying=${this.replaying} ?fill=${!KEYS[t.board.kind]}></crawl-game-log>
      ${this.key(t)}
    `;
  }

  /** The keys and symbols of the board the table view names, under a heading that shows or hides them. */
  private key(t: TableView): TemplateResult | typeof nothing {
    const draw = KEYS[t.board.kind];
    if (!draw) return nothing;
    const open = !this.keyHidden;
    return html`<section class="key" aria-labelledby="key-toggle">
      <h2>
        <button id="key-toggle" class="section-toggle" aria-expanded=${String(open)} aria-controls="key-body" @click=${() => this.toggleKey()}>
          Keys and symbols
        </button>
      </h2>
      <div id="key-body" ?hidden=${!open}>${draw(t)}</div>
    </section>`;
  }

  private toggleKey(): void {
    this.keyHidden = !this.keyHidden;
    saveViewState({ ...loadViewState(), keyHidden: this.keyHidden });
  }

  static override styles = [
    shared,
    sectionHeading,
    iconStyles,
    css`
      :host {
        display: flex;
        flex-direction: column;
        gap: 16px;
        padding: 12px 14px 20px;
        overflow-y: auto;
        background: var(--vscode-sideBar-background, var(--vscode-editor-background));
        color: var(--vscode-sideBar-foreground, var(--vscode-foreground));
      }
      p {
        margin: 0;
      }
      .quiet {
        color: var(--vscode-descriptionForeground);
        font-size: 0.92em;
      }
      .dungeon-key {
        display: grid;
        gap: 2px;
        margin: 0 0 6px;
      }
      .dungeon-key div {
        display: grid;
        grid-template-columns: 3em 1fr;
        gap: 6px;
      }
      .dungeon-key dt {
        font-weight: 700;
        text-align: center;
      }
      .dungeon-key dd {
        margin: 0;
      }
      code {
        font-family: var(--vscode-editor-font-family, monospace);
        /* Not textPreformat-foreground: high-contrast themes pair it with a background this panel does not draw (black on black). */
        color: inherit;
      }
      .goals ul {
        list-style: none;
        margin: 0;
        padding: 0;
        display: flex;
        flex-direction: column;
        gap: 4px;
      }
      .goals li {
        display: flex;
        align-items: center;
        gap: 6px;
        flex-wrap: wrap;
      }
      .goals .what {
        font-weight: 600;
      }
      .goals .status {
        color: var(--vscode-descriptionForeground);
      }
      .goals li.done .status {
        color: var(--vscode-testing-iconPassed, var(--vscode-foreground));
      }
      .goals svg.icon {
        color: var(--crawl-flag);
      }
      .stats {
        display: flex;
        flex-wrap: wrap;
        gap: 4px 20px;
        margin: 0 0 6px;
      }
      .stats dt {
        font-size: 11px;
        color: var(--vscode-descriptionForeground);
      }
      .stats dd {
        margin: 0;
      }
      .big {
        font-size: 18px;
        font-weight: 600;
        font-variant-numeric: tabular-nums;
        line-height: 1.2;
      }
      .of {
        font-size: 12px;
        font-weight: 400;
        color: var(--vscode-descriptionForeground);
      }
      /* Below the fold on most screens: laid out only when scrolled near, which speeds up the first render. */
      crawl-pile-summary,
      crawl-key-legend,
      crawl-square-legend {
        content-visibility: auto;
        contain-intrinsic-size: auto 360px;
      }
      /* The heading of the keys is its own show/hide button, as VS Code's side bar sections are. */
      .section-toggle {
        display: flex;
        align-items: center;
        gap: 4px;
        width: 100%;
        margin: 0;
        padding: 2px 0;
        border: none;
        border-radius: 3px;
        background: none;
        color: inherit;
        font: inherit;
        letter-spacing: inherit;
        text-transform: inherit;
        text-align: left;
        cursor: pointer;
      }
      .section-toggle::before {
        content: '›';
        width: 0.8em;
        font-size: 13px;
        line-height: 1;
        color: var(--vscode-descriptionForeground);
        transition: transform 120ms;
      }
      .section-toggle[aria-expanded='true']::before {
        transform: rotate(90deg);
      }
      .section-toggle:hover {
        background: var(--vscode-list-hoverBackground);
      }
      @media (prefers-reduced-motion: reduce) {
        .section-toggle::before {
          transition: none;
        }
      }
      .key h2 {
        margin-bottom: 8px;
      }
      .where {
        display: flex;
        align-items: center;
        gap: 6px;
        margin-bottom: 4px;
      }
    `,
  ];
}

customElements.define('crawl-side-panel', SidePanel);
