import { css } from 'lit';
import { manaCostStyles } from '../cards/mana-cost';
import { iconStyles } from '../shared/icons';
import { shared } from '../shared/styles';

/** The look of <crawl-table>: zones on the editor background, colours from the theme (--vscode-*) and the playmat palette (--crawl-*). */
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

    /* ── Life, library, graveyard, mana ── */
    .status {
      display: flex;
      flex-wrap: wrap;
      align-items: stretch;
      gap: 6px;
    }
    .stat {
      display: inline-flex;
      align-items: center;
      gap: 6px;
      padding: 3px 9px;
      min-height: 30px;
      border: 1px solid var(--zone-border);
      border-radius: 5px;
      background: var(--zone-bg);
      color: var(--vscode-foreground);
      font: inherit;
    }
    .stat.usable {
      border-color: var(--vscode-focusBorder);
      box-shadow: 0 0 0 1px var(--vscode-focusBorder);
    }
    .stat .value {
      font-weight: 600;
      font-variant-numeric: tabular-nums;
    }
    .stat .label,
    .stat .of {
      color: var(--vscode-descriptionForeground);
      font-size: 12px;
    }
    .stat svg.icon {
      color: var(--vscode-descriptionForeground);
    }
    .life .value {
      font-size: 20px;
      line-height: 1;
    }
    .life svg.icon {
      color: var(--vscode-errorForeground, #f14c4c);
    }
    .life.low .value {
      color: var(--vscode-errorForeground);
    }
    .life.attacked {
      border-color: var(--crawl-encounter);
      background: var(--crawl-encounter-bg);
    }
    .life .incoming {
      display: inline-flex;
      align-items: center;
      gap: 4px;
      margin-left: 4px;
      padding-left: 8px;
      border-left: 1px solid var(--zone-border);
      font-size: 12px;
      color: var(--vscode-foreground);
    }
    .life .incoming svg.icon {
      color: var(--crawl-encounter);
    }
    .life.targetable {
      cursor: pointer;
      border: 2px dashed var(--crawl-target);
      padding: 2px 8px;
    }
    .life.targetable:hover {
      background: var(--crawl-target-hover);
    }
    .life:focus-visible {
      outline: 2px solid var(--vscode-focusBorder);
      outline-offset: 2px;
    }
    button.stat {
      cursor: pointer;
    }
    button.stat:hover:not(:disabled) {
      background: var(--vscode-toolbar-hoverBackground, var(--vscode-list-hoverBackground));
    }
    button.stat:disabled {
      cursor: default;
    }
    button.stat[aria-expanded='true'] {
      border-color: var(--vscode-focusBorder);
    }
    /* Your life, with − and + and a field for changes by hand beside it, in one box. */
    .life-box {
      display: inline-flex;
      align-items: stretch;
    }
    .life-box.with-adjust > .life {
      border-top-right-radius: 0;
      border-bottom-right-radius: 0;
    }
    .life-adjust {
      gap: 3px;
      padding: 3px 5px;
      border-left: none;
      border-top-left-radius: 0;
      border-bottom-left-radius: 0;
    }
    .life-adjust .adjust {
      width: 24px;
      height: 24px;
      padding: 0;
      border: 1px solid var(--zone-border);
      border-radius: 4px;
      background: var(--vscode-button-secondaryBackground, transparent);
      color: var(--vscode-button-secondaryForeground, var(--vscode-foreground));
      font: 600 16px/1 var(--vscode-font-family, sans-serif);
      cursor: pointer;
    }
    .life-adjust .adjust:hover {
      background: var(--vscode-button-secondaryHoverBackground, var(--vscode-toolbar-hoverBackground));
    }
    .life-adjust .adjust:focus-visible,
    .token-button:focus-visible,
    button.stat:focus-visible {
      outline: 2px solid var(--vscode-focusBorder);
      outline-offset: 1px;
    }
    .life-adjust .adjust[aria-disabled='true'] {
      cursor: default;
      opacity: 0.6;
    }
    .status input.life-amount {
      width: 3.4em;
      height: 24px;
      box-sizing: border-box;
      padding: 2px 4px;
      text-align: center;
      -moz-appearance: textfield;
    }
    .life-amount::-webkit-inner-spin-button,
    .life-amount::-webkit-outer-spin-button {
      -webkit-appearance: none;
      margin: 0;
    }
    .token-button .plus {
      font-weight: 700;
      font-size: 16px;
      line-height: 1;
      color: var(--vscode-descriptionForeground);
    }
    .token-button[aria-expanded='true'] {
      border-color: var(--vscode-focusBorder);
    }

    /* The ⋯ on a card of yours: its By hand menu. It shows on hover and on focus. */
    /* On the card's bottom edge, half out of it: over the card's margin, not its text, chips or power. */
    .more {
      position: absolute;
      left: 8px;
      bottom: -8px;
      z-index: 3;
      display: flex;
      align-items: center;
      justify-content: center;
      width: 26px;
      height: 18px;
      padding: 0;
      border: 1px solid var(--vscode-contrastBorder, var(--vscode-widget-border, rgba(128, 128, 128, 0.5)));
      border-radius: 9px;
      background: var(--vscode-button-secondaryBackground, var(--vscode-editorWidget-background));
      color: var(--vscode-button-secondaryForeground, var(--vscode-foreground));
      font: 700 14px/1 var(--vscode-font-family, sans-serif);
      letter-spacing: -0.05em;
      cursor: pointer;
      opacity: 0;
      pointer-events: none;
      box-shadow: 0 1px 3px rgba(0, 0, 0, 0.3);
    }
    .slot:hover > .more,
    .slot:focus-within > .more,
    .more[aria-expanded='true'] {
      opacity: 1;
      pointer-events: auto;
    }
    .more:hover {
      background: var(--vscode-button-secondaryHoverBackground, var(--vscode-toolbar-hoverBackground));
    }
    .more[aria-expanded='true'] {
      outline: 2px solid var(--vscode-focusBorder);
      outline-offset: 1px;
    }

    /* ── The By hand menu (a popover in the top layer, placed by script) ── */
    .hand-menu {
      position: fixed;
      inset: auto;
      margin: 0;
      min-width: 190px;
      max-width: 320px;
      max-height: calc(100vh - 8px);
      overflow: auto;
      box-sizing: border-box;
      padding: 4px;
      border: 1px solid var(--vscode-menu-border, var(--vscode-editorWidget-border, var(--vscode-widget-border, #454545)));
      border-radius: 6px;
      background: var(--vscode-menu-background, var(--vscode-editorWidget-background, #252526));
      color: var(--vscode-menu-foreground, var(--vscode-foreground));
      box-shadow: 0 2px 8px var(--vscode-widget-shadow, rgba(0, 0, 0, 0.36));
      font: 13px var(--vscode-font-family, sans-serif);
    }
    :host-context(body.vscode-high-contrast) .hand-menu {
      border-color: var(--vscode-contrastBorder);
    }
    .menu-title {
      padding: 4px 8px 5px;
      font-size: 11px;
      font-weight: 700;
      letter-spacing: 0.04em;
      text-transform: uppercase;
      color: var(--vscode-descriptionForeground);
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .menu-note {
      padding: 0 8px 5px;
      font-size: 12px;
      color: var(--vscode-descriptionForeground);
    }
    .menu-separator {
      height: 1px;
      margin: 4px 6px;
      background: var(--vscode-menu-separatorBackground, var(--vscode-widget-border, #454545));
    }
    .menu-item {
      display: flex;
      align-items: baseline;
      gap: 10px;
      width: 100%;
      box-sizing: border-box;
      padding: 4px 10px;
      border: 1px solid transparent;
      border-radius: 4px;
      background: transparent;
      color: inherit;
      font: inherit;
      text-align: left;
      cursor: pointer;
    }
    .menu-item:focus {
      outline: none;
      background: var(--vscode-menu-selectionBackground, var(--vscode-list-activeSelectionBackground, #04395e));
      color: var(--vscode-menu-selectionForeground, var(--vscode-list-activeSelectionForeground, var(--vscode-foreground)));
    }
    :host-context(body.vscode-high-contrast) .menu-item:focus {
      background: transparent;
      border: 1px dashed var(--vscode-contrastActiveBorder, var(--vscode-focusBorder));
    }
    .menu-item[aria-disabled='true'] {
      opacity: 0.6;
      cursor: default;
    }
    .menu-label {
      flex: none;
      white-space: nowrap;
    }
    .menu-detail {
      margin-left: auto;
      font-size: 12px;
      opacity: 0.8;
      white-space: nowrap;
    }
    .prompt .manual-text {
      font-style: italic;
    }

    .mana .cost {
      font-size: 17px;
      gap: 3px;
      flex-wrap: wrap;
      white-space: normal;
    }

    /* ── Rows of cards ── */
    .row {
      min-width: 0;
    }
    .cards {
      display: flex;
      flex-wrap: wrap;
      gap: 8px;
      align-items: flex-start;
    }
    /* A fan: when the row is too narrow, the cards overlap rather than wrap, each still showing its left edge and name. */
    .cards.fan {
      flex-wrap: nowrap;
      gap: 0;
    }
    .fan .slot {
      position: relative;
      flex: 0 1 auto;
      min-width: 34px;
    }
    .fan .slot + .slot {
      margin-left: 8px;
    }
    .fan .slot:last-child {
      flex-shrink: 0;
    }
    /* A stack of copies: each shows its left edge; the count sits on the top one. */
    .slot.stacked,
    .fan .slot:has(+ .slot.stacked) {
      flex-shrink: 0;
    }
    .fan .slot.stacked,
    .slot.stacked {
      margin-left: -120px;
    }
    .size-compact .slot.stacked {
      margin-left: -86px;
    }
    .size-compact .slot.stacked.tapped {
      margin-left: -104px;
    }
    .slot {
      position: relative;
    }
    .stack-count {
      position: absolute;
      top: -7px;
      right: -5px;
      z-index: 1;
      padding: 0 6px;
      border-radius: 9px;
      font-size: 11px;
      font-weight: 700;
      line-height: 17px;
      background: var(--vscode-badge-background);
      color: var(--vscode-badge-foreground);
      pointer-events: none;
    }
    :host-context(body.vscode-high-contrast) .stack-count {
      background: var(--vscode-editor-background);
      border: 1px solid var(--vscode-contrastBorder);
    }
    .fan .slot:hover,
    .fan .slot:focus-within {
      z-index: 2;
    }
    .size-normal.fan .slot {
      min-width: 44px;
    }
    .size-compact.fan .slot {
      min-width: 28px;
    }
    crawl-card:focus-visible {
      z-index: 3;
    }
    /* Your creatures in combat wear the colour of their line: blue for a block, the encounter's red for an attack. */
    .row-creatures .slot.blocking crawl-card {
      outline: 3px solid var(--link-block);
      outline-offset: 2px;
    }
    .row-creatures .slot.attacking crawl-card {
      outline: 3px dashed var(--link-attack);
      outline-offset: 2px;
    }
    .row-creatures .slot.blocking crawl-card:focus-visible,
    .row-creatures .slot.attacking crawl-card:focus-visible {
      outline-color: var(--vscode-focusBorder);
    }

    /* ── The question of the moment ── */
    .prompt {
      grid-area: prompt;
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 6px 10px;
      min-height: 38px;
      padding: 5px 10px;
      border-radius: 4px;
      border-left: 3px solid transparent;
      line-height: 1.4;
    }
    .prompt-ask {
      background: var(--vscode-textBlockQuote-background, var(--vscode-editorWidget-background));
      border-left-color: var(--vscode-focusBorder);
    }
    :host-context(body.vscode-high-contrast) .prompt-ask {
      border: 1px solid var(--vscode-contrastBorder);
      border-left: 3px solid var(--vscode-contrastActiveBorder, var(--vscode-focusBorder));
    }
    .prompt .text {
      font-weight: 600;
    }
    .prompt .text.quiet {
      font-weight: 400;
    }
    .prompt .choices {
      display: inline-flex;
      flex-wrap: wrap;
      gap: 6px;
    }
    .prompt .cancel {
      margin-left: auto;
    }
    .badge {
      padding: 1px 8px;
      border-radius: 10px;
      background: var(--vscode-badge-background);
      color: var(--vscode-badge-foreground);
      font-weight: 600;
    }
    :host-context(body.vscode-high-contrast) .badge {
      background: transparent;
      border: 1px solid var(--vscode-contrastBorder);
    }
    input[type='number'] {
      width: 5em;
      padding: 3px 6px;
      font: inherit;
      color: var(--vscode-input-foreground);
      background: var(--vscode-input-background);
      border: 1px solid var(--vscode-input-border, var(--vscode-widget-border, transparent));
      border-radius: 2px;
    }
    input[type='number']:focus {
      outline: 1px solid var(--vscode-focusBorder);
      outline-offset: -1px;
    }

    /* ── Lines from blockers to attackers, from attackers to what they attack ── */
    svg.links {
      position: absolute;
      inset: 0;
      width: 100%;
      height: 100%;
      pointer-events: none;
      overflow: visible;
      z-index: 4;
    }
    .link path {
      fill: none;
      stroke-linecap: round;
    }
    .link .halo {
      stroke: var(--vscode-editor-background);
      stroke-width: 7;
      opacity: 0.8;
    }
    .link .line {
      stroke-width: 3;
    }
    .link.block .line {
      stroke: var(--link-block);
    }
    .link.attack .line {
      stroke: var(--link-attack);
      stroke-dasharray: 8 5;
    }
    .link text {
      font: 600 11px var(--vscode-font-family, sans-serif);
      text-anchor: middle;
      fill: var(--vscode-foreground);
      stroke: var(--vscode-editor-background);
      stroke-width: 4px;
      paint-order: stroke;
    }
    .arrow-head.block {
      fill: var(--link-block);
    }
    .arrow-head.attack {
      fill: var(--link-attack);
    }

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
    /* Each row keeps to its share of the strip: a long row fans its cards tighter instead of running over the next. */
    .strip .row {
      flex: 0 1 auto;
      min-width: 60px;
      overflow: hidden;
      padding: 0 6px 10px 0;
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
