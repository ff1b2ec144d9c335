import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import type { LogEntry, SaveFile } from '../../engine';
import type { CompareSide, ShowCompareMessage } from '../../protocol/messages';
import '../board/hex-board';
import { sectionHeading, shared } from '../shared/styles';

/** One figure of a side: its name, its value, and how the view words it. */
interface Figure {
  readonly name: string;
  readonly value: number;
  readonly of?: number;
}

/** The figures shown under each board; those that differ from the other side are marked. */
function figures(game: SaveFile): Figure[] {
  const s = game.state;
  if ('heroes' in s) {
    // Magic and Mayhem: each hero's HP and gold.
    return s.heroes.flatMap((h) => [
      { name: `${h.hero[0]!.toUpperCase()}${h.hero.slice(1)}'s HP`, value: h.hp },
      { name: `${h.hero[0]!.toUpperCase()}${h.hero.slice(1)}'s gold`, value: h.gold },
    ]);
  }
  if (!('hexes' in s)) {
    // A game of players: each one's life and cards.
    return Object.entries(s.players).flatMap(([seat, p]) => [
      { name: `${seat[0]!.toUpperCase()}${seat.slice(1)}'s life`, value: p.life },
      { name: `${seat[0]!.toUpperCase()}${seat.slice(1)}'s hand`, value: p.hand.length },
    ]);
  }
  return [
    { name: 'Life', value: s.you.life },
    { name: 'Turns', value: s.counters.turns },
    { name: 'Moves', value: s.counters.moves },
    { name: 'Explored', value: s.hexes.filter((h) => h.explored).length, of: s.hexes.length },
    { name: 'Defeated', value: s.defeated.length },
    { name: 'Hand', value: s.you.hand.length },
    { name: 'Graveyard', value: s.you.graveyard.length },
  ];
}

const ZONE_NAMES: Readonly<Record<string, string>> = {
  hand: 'Hand',
  battlefield: 'Your battlefield',
  graveyard: 'Graveyard',
  exile: 'Exile',
  library: 'Library',
  foes: 'Foes',
};

/**
 * Crawl: Compare With…: two saves of a game side by side, each board with
 * the hexes it has and the other lacks marked, the figures that differ
 * marked, and under them the moves that lead from one to the other. It only
 * shows: nothing here can change either save.
 */
export class CompareView extends LitElement {
  static override properties = {
    compare: { attribute: false },
  };

  declare compare: ShowCompareMessage | undefined;

  constructor() {
    super();
    this.compare = undefined;
  }

  override render(): TemplateResult | typeof nothing {
    const c = this.compare;
    if (!c) return nothing;
    const left = figures(c.left.game);
    const right = figures(c.right.game);
    return html`<main aria-label="Comparison">
      <header>
        <h1>Compare</h1>
        <p class="summary">${c.summary}</p>
      </header>
      <div class="sides">
        ${this.side(c.left, left, right, 'left')} ${this.side(c.right, right, left, 'right')}
      </div>
      ${this.between(c)}
    </main>`;
  }

  private side(side: CompareSide, mine: readonly Figure[], theirs: readonly Figure[], which: 'left' | 'right'): TemplateResult {
    const s = side.game.state;
    const changed = side.changedHexes.length;
    // Only a hex crawl's saves have a hex map to draw; a game of players compares by its figures.
    const map = 'hexes' in s;
    return html`<section class="side ${which}" aria-label=${side.label}>
      <h2 class="label" title=${side.label}>${side.label}</h2>
      <p class="detail">${side.detail}</p>
      ${map
        ? html`<crawl-hex-board
            compact
            .hexes=${s.hexes}
            .token=${s.token}
            .encounterAt=${s.encounter?.at ?? null}
            .highlights=${side.changedHexes}
            .targets=${[]}
          ></crawl-hex-board>`
        : nothing}
      <p class="marked">${changed === 0 ? 'No hex here that the other lacks.' : `${changed} ${changed === 1 ? 'hex' : 'hexes'} marked: mapped or entered here, not in the other.`}</p>
      <dl class="figures">
        ${mine.map((f, i) => {
          const differs = f.value !== theirs[i]!.value;
          return html`<div class=${differs ? 'differs' : ''}>
            <dt>${f.name}</dt>
            <dd>${f.value}${f.of !== undefined ? html`<span class="of"> / ${f.of}</span>` : nothing}${differs ? html`<span class="sr-only"> (differs)</span>` : nothing}</dd>
          </div>`;
        })}
      </dl>
    </section>`;
  }

  private between(c: ShowCompareMessage): TemplateResult | typeof nothing {
    if (c.relation === 'different-games' || c.relation === 'equal') return nothing;
    const b = c.between;
    return html`<section class="between" aria-labelledby="between">
      <h2 id="between">Between them</h2>
      ${c.life ? html`<p class="life">Life ${c.life.from} → ${c.life.to}</p>` : nothing}
      ${c.zones.length > 0
        ? html`<ul class="zones" aria-label="Cards that moved">
            ${c.zones.map(
              (z) => html`<li>
                <strong>${ZONE_NAMES[z.zone] ?? z.zone}</strong>
                ${z.added.length > 0 ? html`<span class="added">+ ${names(z.added)}</span>` : nothing}
                ${z.removed.length > 0 ? html`<span class="removed">− ${names(z.removed)}</span>` : nothing}
              </li>`,
            )}
          </ul>`
        : nothing}
      ${c.relation === 'right-extends-left'
        ? entries(`The ${count(b.right.length, 'action')} from left to right`, b.right)
        : html`<p class="quiet">Both share the first ${count(b.common, 'action')}.</p>
            <div class="forks">
              ${entries(`Only on the left (${count(b.left.length, 'action')})`, b.left)} ${entries(`Only on the right (${count(b.right.length, 'action')})`, b.right)}
            </div>`}
    </section>`;
  }

  static override styles = [
    shared,
    sectionHeading,
    css`
      :host {
        display: block;
        height: 100%;
        overflow: auto;
      }
      main {
        padding: 12px 16px 24px;
        max-width: 1600px;
      }
      header {
        display: flex;
        align-items: baseline;
        gap: 12px;
        flex-wrap: wrap;
      }
      h1 {
        margin: 0;
        font-size: 1.3em;
        font-weight: 600;
      }
      .summary {
        margin: 0;
      }
      .sides {
        display: grid;
        grid-template-columns: repeat(2, minmax(0, 1fr));
        gap: 16px;
        margin-top: 12px;
      }
      .side {
        display: flex;
        flex-direction: column;
        min-width: 0;
        border: 1px solid var(--vscode-panel-border, var(--vscode-contrastBorder, transparent));
        border-radius: 4px;
        padding: 10px;
      }
      .label {
        margin: 0;
        font-size: 1.05em;
        text-transform: none;
        letter-spacing: 0;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
        color: var(--vscode-foreground);
      }
      .detail,
      .marked,
      .quiet {
        margin: 2px 0 8px;
        color: var(--vscode-descriptionForeground);
      }
      crawl-hex-board {
        height: 300px;
        border-radius: 3px;
        overflow: hidden;
      }
      .figures {
        display: flex;
        flex-wrap: wrap;
        gap: 6px 16px;
        margin: 4px 0 0;
      }
      .figures div {
        padding: 2px 6px;
        border-radius: 3px;
        border: 1px solid transparent;
      }
      .figures dt {
        font-size: 0.85em;
        color: var(--vscode-descriptionForeground);
      }
      .figures dd {
        margin: 0;
        font-size: 1.25em;
        font-variant-numeric: tabular-nums;
      }
      .figures .differs {
        border-color: var(--vscode-focusBorder);
        background: var(--vscode-diffEditor-insertedTextBackground, transparent);
      }
      .of {
        font-size: 0.75em;
        color: var(--vscode-descriptionForeground);
      }
      .between {
        margin-top: 16px;
      }
      .life {
        margin: 0 0 6px;
        font-size: 1.1em;
      }
      .zones {
        list-style: none;
        padding: 0;
        margin: 0 0 10px;
      }
      .zones li {
        display: flex;
        flex-wrap: wrap;
        gap: 4px 10px;
        padding: 2px 0;
      }
      .added {
        color: var(--vscode-gitDecoration-addedResourceForeground, var(--vscode-foreground));
      }
      .removed {
        color: var(--vscode-gitDecoration-deletedResourceForeground, var(--vscode-foreground));
      }
      .forks {
        display: grid;
        grid-template-columns: repeat(2, minmax(0, 1fr));
        gap: 16px;
      }
      h3 {
        margin: 8px 0 4px;
        font-size: 1em;
        font-weight: 600;
      }
      ol {
        margin: 0;
        padding: 0;
        list-style: none;
        max-height: 24em;
        overflow-y: auto;
      }
      ol li {
        display: grid;
        grid-template-columns: 3em 1fr;
        gap: 6px;
        padding: 3px 0;
        border-top: 1px solid var(--vscode-panel-border, transparent);
        line-height: 1.4;
      }
      .seq {
        color: var(--vscode-descriptionForeground);
        text-align: right;
        font-variant-numeric: tabular-nums;
      }
      @media (max-width: 700px) {
        .sides,
        .forks {
          grid-template-columns: minmax(0, 1fr);
        }
      }
    `,
  ];
}

function entries(title: string, list: readonly LogEntry[]): TemplateResult {
  return html`<div class="entries">
    <h3>${title}</h3>
    ${list.length === 0
      ? html`<p class="quiet">None.</p>`
      : html`<ol>
          ${list.map((e) => html`<li><span class="seq">${e.seq}.</span><span>${e.text}</span></li>`)}
        </ol>`}
  </div>`;
}

/** "Forest ×2, Giant Spider": copies counted. */
function names(list: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const n of list) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts].map(([n, k]) => (k > 1 ? `${n} ×${k}` : n)).join(', ');
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

customElements.define('crawl-compare-view', CompareView);

declare global {
  interface HTMLElementTagNameMap {
    'crawl-compare-view': CompareView;
  }
}
