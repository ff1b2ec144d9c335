import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import type { SaveFile } from '../../engine/save/schema';
import { hexKey } from '../../engine/hex';
import { manaIcon } from '../board/mana-symbols';
import { sectionHeading, shared } from '../shared/styles';
import { hexLabel } from '../shared/terrain';
import './encounter-card';
import './game-log';
import './key-legend';
import './pile-summary';

const DISTRIBUTION_NAMES = { standard: 'Land Piles', adjusted: 'adjusted Land Piles', d6: 'd6 table' } as const;

/**
 * Everything about the game that is not the map: where the turn stands, the
 * encounter, the piles and the log. Life is not tracked by the game yet, so
 * it is not shown (no made-up number).
 */
export class SidePanel extends LitElement {
  static override properties = {
    game: { attribute: false },
    canEndEncounter: { type: Boolean },
  };

  declare game: SaveFile | undefined;
  declare canEndEncounter: boolean;

  constructor() {
    super();
    this.game = undefined;
    this.canEndEncounter = false;
  }

  override render(): TemplateResult | typeof nothing {
    const g = this.game;
    if (!g) return nothing;
    const s = g.state;
    const here = s.hexes.find((h) => hexKey(h) === hexKey(s.token));
    const explored = s.hexes.reduce((n, h) => n + (h.explored ? 1 : 0), 0);
    return html`
      <section class="status" aria-labelledby="turn">
        <h2 id="turn">Turn</h2>
        <dl class="stats">
          <div><dt>Moves</dt><dd class="big">${s.counters.moves}</dd></div>
          <div><dt>Explored</dt><dd class="big">${explored}<span class="of"> / ${s.hexes.length}</span></dd></div>
        </dl>
        <p class="where">
          ${here ? manaIcon(here.terrain) : nothing}
          <span>On the <strong>${here?.terrain ?? 'unknown hex'}</strong> at ${hexLabel(s.token)}</span>
        </p>
        <p class="quiet">Seed <code>${g.setup.seed}</code> · ${DISTRIBUTION_NAMES[g.setup.options.distribution]}</p>
      </section>
      <crawl-encounter-card .encounter=${s.encounter} ?canEnd=${this.canEndEncounter}></crawl-encounter-card>
      <crawl-game-log .entries=${g.log}></crawl-game-log>
      <crawl-pile-summary .encounterPiles=${s.encounterPiles} .landPiles=${s.landPiles}></crawl-pile-summary>
      <crawl-key-legend></crawl-key-legend>
    `;
  }

  static override styles = [
    shared,
    sectionHeading,
    css`
      :host {
        display: flex;
        flex-direction: column;
        gap: 18px;
        padding: 14px 14px 20px;
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
      code {
        font-family: var(--vscode-editor-font-family, monospace);
        color: var(--vscode-textPreformat-foreground, inherit);
      }
      .stats {
        display: flex;
        gap: 24px;
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
        font-size: 22px;
        font-weight: 600;
        font-variant-numeric: tabular-nums;
        line-height: 1.2;
      }
      .of {
        font-size: 13px;
        font-weight: 400;
        color: var(--vscode-descriptionForeground);
      }
      /* Below the fold on most screens: laid out only when scrolled near, which speeds up the first render. */
      crawl-pile-summary,
      crawl-key-legend {
        content-visibility: auto;
        contain-intrinsic-size: auto 360px;
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
