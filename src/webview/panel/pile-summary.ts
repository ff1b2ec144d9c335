import { LitElement, css, html, svg, type TemplateResult } from 'lit';
import type { EncounterPiles, LandPiles } from '../../engine';
import { manaIcon } from '../board/mana-symbols';
import { sectionHeading, shared } from '../shared/styles';
import { TERRAINS, colourName, plural, type Terrain } from '../shared/terrain';

/**
 * What is left in the piles. Everything shown is public in the saved file
 * (piles are multisets), so nothing here hints at the next draw.
 */
export class PileSummary extends LitElement {
  static override properties = {
    encounterPiles: { attribute: false },
    landPiles: { attribute: false },
  };

  declare encounterPiles: EncounterPiles | undefined;
  /** Null when new terrain comes from the d6 table. */
  declare landPiles: LandPiles | null | undefined;

  override render(): TemplateResult {
    return html`
      <section aria-labelledby="enc">
        <h2 id="enc">Encounter piles</h2>
        ${this.encounterPiles ? TERRAINS.map((t) => this.encounterRow(t)) : ''}
      </section>
      <section aria-labelledby="land">
        <h2 id="land">Land piles</h2>
        ${this.landPiles === null
          ? html`<p class="quiet">New terrain comes from the <strong>d6 table</strong> (no Land Piles in this game).</p>`
          : this.landPiles
            ? html`<ul class="lands">${TERRAINS.map((t) => this.landRow(t, this.landPiles![t]))}</ul>`
            : ''}
      </section>
    `;
  }

  private encounterRow(t: Terrain): TemplateResult {
    const pile = this.encounterPiles![t];
    const n = pile.creatures.length;
    // Creature names are listed on demand: a pile of 8 names per colour would crowd the panel.
    return html`<details class="pile t-${t}">
      <summary>
        ${manaIcon(t)}
        <span class="pile-name">${colourName(t)}</span>
        <span class="counts">${plural(n, 'creature')} · ${plural(pile.lands, 'land')}</span>
      </summary>
      ${n === 0 ? html`<p class="quiet names">No creatures left.</p>` : html`<p class="names">${pile.creatures.join(', ')}</p>`}
    </details>`;
  }

  private landRow(t: Terrain, counts: Record<Terrain, number>): TemplateResult {
    const total = TERRAINS.reduce((n, k) => n + counts[k], 0);
    const said = TERRAINS.filter((k) => counts[k] > 0).map((k) => `${counts[k]} ${k}`);
    let x = 0;
    return html`<li class="land t-${t}" aria-label=${`${colourName(t)} pile: ${said.join(', ') || 'empty'}`}>
      ${manaIcon(t)}
      <span class="pile-name" aria-hidden="true">${colourName(t)}</span>
      <svg class="bar" viewBox=${`0 0 ${Math.max(total, 1)} 1`} preserveAspectRatio="none" aria-hidden="true">
        ${TERRAINS.map((k) => {
          const w = counts[k];
          const rect = svg`<rect class=${`seg t-${k}`} x=${x} y="0" width=${w} height="1"></rect>`;
          x += w;
          return rect;
        })}
      </svg>
      <span class="tally" aria-hidden="true">
        ${TERRAINS.map((k) => (counts[k] > 0 ? html`<span class="t-${k}" title=${`${counts[k]} ${k}`}>${manaIcon(k, 12)}${counts[k]}</span>` : ''))}
      </span>
    </li>`;
  }

  static override styles = [
    shared,
    sectionHeading,
    css`
      :host {
        display: block;
      }
      section + section {
        margin-top: 14px;
      }
      p {
        margin: 0;
      }
      .quiet {
        color: var(--vscode-descriptionForeground);
      }
      .pile summary {
        display: flex;
        align-items: center;
        gap: 6px;
        padding: 3px 2px;
        cursor: pointer;
        border-radius: 3px;
        list-style-position: outside;
      }
      .pile summary::-webkit-details-marker {
        display: none;
      }
      .pile summary::before {
        content: '›';
        width: 0.8em;
        color: var(--vscode-descriptionForeground);
        transition: transform 120ms;
      }
      .pile[open] summary::before {
        transform: rotate(90deg);
      }
      .pile summary:hover {
        background: var(--vscode-list-hoverBackground);
      }
      .pile-name {
        min-width: 3.6em;
      }
      .counts {
        margin-left: auto;
        color: var(--vscode-descriptionForeground);
        font-variant-numeric: tabular-nums;
      }
      .names {
        margin: 2px 0 6px 2.2em;
        font-size: 0.92em;
        line-height: 1.45;
      }
      .lands {
        list-style: none;
        margin: 0;
        padding: 0;
      }
      .land {
        display: grid;
        grid-template-columns: auto 3.6em 1fr;
        grid-template-areas: 'icon name bar' 'icon name tally';
        column-gap: 6px;
        align-items: center;
        padding: 3px 2px;
      }
      .land > svg.mana {
        grid-area: icon;
      }
      .land .pile-name {
        grid-area: name;
      }
      .bar {
        grid-area: bar;
        width: 100%;
        height: 7px;
        border-radius: 2px;
        overflow: hidden;
        outline: 1px solid var(--crawl-bar-outline, transparent);
      }
      .seg {
        fill: var(--crawl-fill);
        stroke: var(--crawl-gap);
        stroke-width: 0.08;
      }
      .tally {
        grid-area: tally;
        display: flex;
        gap: 8px;
        font-size: 11px;
        color: var(--vscode-descriptionForeground);
        font-variant-numeric: tabular-nums;
      }
      .tally > span {
        display: inline-flex;
        align-items: center;
        gap: 2px;
      }
    `,
  ];
}

customElements.define('crawl-pile-summary', PileSummary);
