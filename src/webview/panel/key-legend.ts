import { LitElement, css, html, svg, type TemplateResult } from 'lit';
import { HEX_DIRECTIONS } from '../../engine';
import { DIRECTION_KEYS, DIRECTION_NUMPAD } from '../board/keys';
import { hexPoints, hexToPixel } from '../board/layout';
import { FLAG_PATH, GLYPHS, TOKEN_PATH, manaIcon } from '../board/mana-symbols';
import { sectionHeading, shared } from '../shared/styles';
import { TERRAINS } from '../shared/terrain';
import { legendStyles, tableKeys } from './legend-parts';

const SMALL = 15;
const SMALL_POINTS = hexPoints(SMALL - 1);

/** The keys and the hex map's symbols: a player should not have to guess either. */
export class KeyLegend extends LitElement {
  override render(): TemplateResult {
    return html`
      ${tableKeys()}
      <section aria-labelledby="keys">
        <h2 id="keys">Keys on the map</h2>
        <div class="keys">
          ${this.rose()}
          <ul class="key-list">
            <li><kbd>W</kbd><kbd>E</kbd><kbd>A</kbd><kbd>D</kbd><kbd>Z</kbd><kbd>X</kbd> choose a hex (numpad <kbd>7</kbd><kbd>9</kbd><kbd>4</kbd><kbd>6</kbd><kbd>1</kbd><kbd>3</kbd>)</li>
            <li><kbd>Enter</kbd> move there · <kbd>Esc</kbd> cancel</li>
            <li><kbd>←</kbd><kbd>↑</kbd><kbd>→</kbd><kbd>↓</kbd> pan · <kbd>+</kbd><kbd>−</kbd> zoom</li>
            <li><kbd>C</kbd> centre on token · <kbd>F</kbd> whole map</li>
            <li class="quiet">Mouse: click a highlighted hex to move, drag to pan, wheel to zoom.</li>
          </ul>
        </div>
      </section>
      <section aria-labelledby="map">
        <h2 id="map">Map</h2>
        <ul class="legend">
          ${TERRAINS.map((t) => html`<li>${manaIcon(t)} ${t}</li>`)}
          <li>${this.swatch('seen')} visited</li>
          <li>${this.swatch('unseen')} mapped, not visited</li>
          <li><svg class="mark" viewBox="-50 -50 100 100" aria-hidden="true"><path class="token-mark" d=${TOKEN_PATH}></path></svg> your token</li>
          <li><svg class="mark" viewBox="-50 -50 100 100" aria-hidden="true"><path class="flag-mark" d=${FLAG_PATH}></path></svg> start hex</li>
          <li><svg class="mark" viewBox="-50 -50 100 100" aria-hidden="true"><polygon class="enc-mark" points=${hexPoints(40)}></polygon></svg> encounter</li>
          <li><svg class="mark" viewBox="-50 -50 100 100" aria-hidden="true"><polygon class="target-mark" points=${hexPoints(40)}></polygon></svg> you can move here</li>
        </ul>
      </section>
    `;
  }

  /** The six direction keys around the token, laid out as the hexes they pick. */
  private rose(): TemplateResult {
    return html`<svg class="rose" viewBox="-52 -44 104 88" role="img" aria-label="Direction keys: W north-west, E north-east, A west, D east, Z south-west, X south-east">
      <polygon class="rose-centre" points=${SMALL_POINTS}></polygon>
      <path class="rose-token" d=${TOKEN_PATH} transform="scale(0.26)"></path>
      ${HEX_DIRECTIONS.map((d, i) => {
        const p = hexToPixel(d, SMALL + 1);
        return svg`<g transform=${`translate(${p.x.toFixed(1)} ${p.y.toFixed(1)})`}>
          <polygon class="rose-hex" points=${SMALL_POINTS}></polygon>
          <text class="rose-key" y="1">${DIRECTION_KEYS[i]}</text>
          <text class="rose-num" y="10">${DIRECTION_NUMPAD[i]}</text>
        </g>`;
      })}
    </svg>`;
  }

  private swatch(kind: 'seen' | 'unseen'): TemplateResult {
    return html`<svg class="mark ${kind} t-Forest" viewBox="-50 -50 100 100" aria-hidden="true">
      <defs>
        <pattern id="legend-hatch" class="t-Forest" width="18" height="18" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect class="hatch-bg" width="18" height="18"></rect>
          <rect class="hatch-line" width="6.4" height="18"></rect>
        </pattern>
      </defs>
      <polygon class="swatch-face" points=${hexPoints(46)} fill=${kind === 'unseen' ? 'url(#legend-hatch)' : 'none'}></polygon>
      <path class="swatch-glyph" d=${GLYPHS.Forest} transform="scale(0.55)" fill-rule="evenodd"></path>
    </svg>`;
  }

  static override styles = [
    shared,
    sectionHeading,
    legendStyles,
    css`
      svg.mark {
        flex: none;
        width: 18px;
        height: 18px;
      }
      .token-mark {
        fill: var(--crawl-token);
        stroke: var(--crawl-token-outline);
        stroke-width: 6;
      }
      .flag-mark {
        fill: var(--crawl-flag);
        stroke: var(--crawl-marker-outline);
        stroke-width: 5;
        paint-order: stroke;
      }
      .enc-mark {
        fill: none;
        stroke: var(--crawl-encounter);
        stroke-width: 10;
      }
      .target-mark {
        fill: var(--crawl-target-fill);
        stroke: var(--crawl-target);
        stroke-width: 8;
        stroke-dasharray: 14 10;
      }
      .seen .swatch-face {
        fill: var(--crawl-fill);
      }
      .hatch-bg {
        fill: var(--crawl-pale);
      }
      .hatch-line {
        fill: var(--crawl-fill);
        opacity: var(--crawl-hatch-opacity, 0.45);
      }
      .swatch-glyph {
        fill: var(--crawl-ink);
      }
      .unseen .swatch-glyph {
        opacity: 0.6;
      }
    `,
  ];
}

customElements.define('crawl-key-legend', KeyLegend);
