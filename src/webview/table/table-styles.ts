import { css } from 'lit';
import { manaCostStyles } from '../cards/mana-cost';
import { iconStyles } from '../shared/icons';
import { shared } from '../shared/styles';
import { cardRowStyles } from './card-rows';
import { handMenuStyles } from './hand-menu';
import { linkStyles } from './link-layer';
import { promptStyles } from './prompt-bar';
import { statusStyles } from './status-bar';

/**
 * The look of <crawl-table>: zones on the editor background, colours from the
 * theme (--vscode-*) and the playmat palette (--crawl-*). Each piece's own
 * look is in its module; they are listed in the order the rules were written
 * in, which the cascade relies on where two rules meet.
 */
export const tableStyles = [
  shared,
  iconStyles,
  manaCostStyles,
  css`
    :host {
      display: block;
      position: relative;
      min-width: 0;
      min-height: 0;
      overflow: auto;
      background: var(--vscode-editor-background);
      --zone-border: var(--vscode-widget-border, var(--vscode-panel-border, transparent));
      --zone-bg: var(--vscode-sideBar-background, transparent);
      --link-block: #4fc1ff;
      --link-attack: var(--crawl-encounter);
    }
    :host-context(body.vscode-light) {
      --link-block: #005fb8;
    }
    :host-context(body.vscode-high-contrast) {
      --zone-border: var(--vscode-contrastBorder, #6fc3df);
      --zone-bg: transparent;
      --link-block: var(--vscode-contrastActiveBorder, #f38518);
    }
    :host-context(body.vscode-high-contrast-light) {
      --link-block: var(--vscode-contrastActiveBorder, #006bbd);
    }
    h3 {
      margin: 0 0 6px;
      font-size: 11px;
      font-weight: 700;
      letter-spacing: 0.04em;
      text-transform: uppercase;
      color: var(--vscode-descriptionForeground);
      display: flex;
      align-items: baseline;
      gap: 6px;
    }
    h3 .sub {
      text-transform: none;
      letter-spacing: 0;
      font-weight: 400;
    }
    .count {
      display: inline-block;
      min-width: 18px;
      padding: 0 5px;
      border-radius: 9px;
      text-align: center;
      background: var(--vscode-badge-background, var(--vscode-button-secondaryBackground));
      color: var(--vscode-badge-foreground, var(--vscode-foreground));
      letter-spacing: 0;
    }
    :host-context(body.vscode-high-contrast) .count {
      border: 1px solid var(--vscode-contrastBorder);
      background: transparent;
    }
    p {
      margin: 0;
    }
    .quiet,
    .empty {
      color: var(--vscode-descriptionForeground);
    }
    .empty {
      font-style: italic;
      padding: 4px 0;
    }

    /* ── The table: the encounter and your side above, the question and your hand below ── */
    .table {
      position: relative;
      display: grid;
      grid-template-columns: auto minmax(0, 1fr);
      grid-template-areas: 'foe you' 'prompt prompt' 'hand hand';
      align-content: start;
      gap: 12px 26px;
      padding: 12px 14px 16px;
      min-height: 100%;
    }
    .foe-zone {
      grid-area: foe;
      align-self: start;
      padding: 8px 10px 10px;
      border-radius: 8px;
      border: 1px solid var(--zone-border);
      background: var(--zone-bg);
    }
    .has-foe .foe-zone {
      border-color: var(--crawl-encounter);
      background: var(--crawl-encounter-bg);
    }
    .foes {
      display: flex;
      gap: 10px;
    }
    .foes .cards {
      flex-wrap: nowrap;
    }
    .no-foe {
      width: 240px;
      min-height: 150px;
      padding: 16px 14px;
      border: 1px dashed var(--zone-border);
      border-radius: 9px;
      display: flex;
      flex-direction: column;
      justify-content: center;
      gap: 8px;
      line-height: 1.45;
    }
    .no-foe .big {
      font-size: 16px;
      font-weight: 600;
    }
    .no-foe.result-won .big {
      color: var(--vscode-testing-iconPassed, #73c991);
    }
    .no-foe.result-lost .big {
      color: var(--vscode-errorForeground);
    }
    .combat-note {
      list-style: none;
      margin: 8px 0 0;
      padding: 0;
      max-width: 240px;
      font-size: 12px;
      line-height: 1.45;
    }
    .combat-note li::before {
      content: '⚔ ';
      color: var(--crawl-encounter);
    }
    .you-zone {
      grid-area: you;
      display: flex;
      flex-direction: column;
      gap: 10px;
      min-width: 0;
    }
    .hand-zone {
      grid-area: hand;
      min-width: 0;
    }
  `,
  statusStyles,
  handMenuStyles,
  cardRowStyles,
  promptStyles,
  linkStyles,
  css`
    /* ── While travelling: one compact strip under the map ── */
    .strip {
      display: flex;
      align-items: flex-start;
      gap: 10px 18px;
      padding: 8px 12px 10px;
      overflow-x: auto;
    }
    /* Your life above, the piles two by two, then mana and Create token. */
    .strip .status {
      display: grid;
      grid-template-columns: auto auto;
      grid-auto-flow: row dense;
      flex: none;
    }
    .strip .life-box,
    .strip .mana {
      grid-column: 1 / -1;
    }
    .strip .token-button {
      order: 1;
    }
    .strip .mana {
      order: 2;
    }
    /*
     * Each row keeps to its share of the strip: a long row fans its cards tighter instead of running over the next.
     * A row starts from its fan at its tightest (every card's edge, the last card whole; see cardRowStyles) and
     * shares the room left with the others up to all it would show. Only when the strip cannot hold every row at
     * its tightest do they give up room in proportion, none narrower than one whole card.
     */
    .strip .row {
      flex: 1 1 max(130px, calc(var(--under, 0) * var(--fan-sliver) + var(--fanned, 0) * var(--fan-edge-compact) + var(--last, var(--fan-last-tapped))));
      min-width: 130px;
      max-width: max-content;
      overflow: hidden;
      padding: 0 6px 10px 0;
    }
    /* The room left over goes to the hand first: its cards are the ones to read and play, and a row of permanents keeps its count. */
    .strip .row-hand {
      flex-grow: 4;
    }
    /*
     * A strip with the room below it (wrap): a row starts from all it would show, and one that does not fit
     * beside the others moves onto a line of its own rather than squeezing its cards while the room below
     * stays empty; only a row wider than a whole line fans there.
     */
    :host([wrap]) .strip {
      flex-wrap: wrap;
    }
    :host([wrap]) .strip .row {
      flex: 0 1 auto;
    }
    .strip .row .cards {
      padding-top: 8px;
    }
    .strip .row h3 {
      margin-bottom: 0;
    }

    @media (max-width: 1000px) {
      .table {
        gap: 10px 12px;
        padding: 10px;
      }
    }
  `,
];
