import { css } from 'lit';

/**
 * The look of <crawl-square-board>. Chrome comes from --vscode-* variables
 * and the lands from the terrain palette of media/playmat.css (--crawl-*,
 * one per theme kind, shared with the hex map). Every size follows --cell,
 * the side of one place, which the component fits to the room it has. High
 * contrast themes get --vscode-contrastBorder edges and
 * --vscode-contrastActiveBorder for what is chosen or can be chosen.
 */
export const squareBoardStyles = css`
  :host {
    container-type: inline-size;
    display: flex;
    flex-direction: column;
    min-height: 0;
    height: 100%;
    overflow: hidden;
    background: var(--crawl-board-bg, var(--vscode-editor-background));
    --cell: 88px;
    /* The two players: blue and red in every theme (VS Code's chart colours), always beside a name or a tag. */
    --seat-0: var(--vscode-charts-blue, var(--vscode-editorInfo-foreground, #3794ff));
    --seat-1: var(--vscode-charts-red, var(--vscode-editorError-foreground, #f14c4c));
    --seat-x: var(--vscode-descriptionForeground);
    --bonus: var(--vscode-charts-green, var(--vscode-testing-iconPassed, #73c991));
    --chosen: var(--crawl-token, var(--vscode-editorWarning-foreground));
    --piece-bg: var(--vscode-editorWidget-background);
    --piece-edge: var(--vscode-editorWidget-border, var(--vscode-widget-border, transparent));
    --name-size: clamp(9px, calc(var(--cell) * 0.12), 12px);
    --piece-size: clamp(9.5px, calc(var(--cell) * 0.125), 12.5px);
  }
  :host-context(body.vscode-high-contrast) {
    --chosen: var(--vscode-contrastActiveBorder, #f38518);
    --piece-edge: var(--vscode-contrastBorder, #6fc3df);
  }
  .seat-0 {
    --seat: var(--seat-0);
  }
  .seat-1 {
    --seat: var(--seat-1);
  }
  .seat-x {
    --seat: var(--seat-x);
  }

  .board {
    display: flex;
    flex-direction: column;
    height: 100%;
    min-height: 0;
  }

  /* ── A seat's tag: its letter in a box of its colour ── */
  .seat-tag {
    flex: none;
    min-width: 1.5em;
    padding: 0 2px;
    border: 1px solid var(--seat);
    border-radius: 3px;
    background: color-mix(in srgb, var(--seat) 24%, var(--vscode-editorWidget-background));
    color: var(--vscode-foreground);
    font-size: 0.85em;
    font-weight: 700;
    line-height: 1.35;
    text-align: center;
  }

  /* ── The home rows, along the north and south edges ── */
  .home {
    flex: none;
    display: flex;
    align-items: center;
    gap: 12px;
    min-height: 38px;
    padding: 4px 12px;
    background: color-mix(in srgb, var(--seat) 7%, var(--vscode-editor-background));
    border-left: 4px solid var(--seat);
  }
  .home-north {
    border-bottom: 1px solid var(--vscode-panel-border, transparent);
  }
  .home-south {
    border-top: 1px solid var(--vscode-panel-border, transparent);
  }
  .home-title {
    flex: none;
    display: flex;
    align-items: center;
    gap: 6px;
    min-width: 150px;
    font-size: 12px;
  }
  .home-name {
    font-weight: 600;
  }
  .home-life {
    font-variant-numeric: tabular-nums;
    color: var(--vscode-descriptionForeground);
  }
  .on-turn {
    padding: 0 5px;
    border-radius: 8px;
    background: var(--vscode-badge-background);
    color: var(--vscode-badge-foreground);
    font-size: 11px;
  }
  .home-empty {
    margin: 0;
    color: var(--vscode-descriptionForeground);
    font-size: 12px;
    font-style: italic;
  }
  .home-cards {
    display: flex;
    gap: 8px;
    min-width: 0;
    margin: 0;
    padding: 3px 2px;
    list-style: none;
    overflow-x: auto;
  }
  .home-cards li {
    flex: none;
  }

  /* ── The field: the grid, centred, with its row and column numbers ── */
  .field {
    position: relative;
    flex: 1 1 auto;
    display: flex;
    min-height: 160px;
    padding: 10px;
    overflow: auto;
  }
  .frame {
    /* margin: auto centres the grid and, unlike align-items, lets a grid too big for the field scroll to its start. */
    margin: auto;
  }
  .col-numbers,
  .row {
    display: flex;
    gap: 6px;
  }
  .col-numbers {
    height: 16px;
    margin-bottom: 2px;
  }
  .col-numbers > span,
  .row-number {
    flex: none;
    color: var(--vscode-descriptionForeground);
    font-size: 11px;
    font-variant-numeric: tabular-nums;
    text-align: center;
  }
  .col-numbers > span {
    width: var(--cell);
  }
  .col-numbers > .corner,
  .row-number {
    width: 18px;
  }
  .row-number {
    align-self: center;
  }
  .grid {
    display: flex;
    flex-direction: column;
    gap: 6px;
  }

  /* ── A place ── */
  .place {
    position: relative;
    flex: none;
    display: grid;
    place-items: center;
    width: var(--cell);
    height: var(--cell);
    border-radius: 8px;
    outline: none;
    user-select: none;
  }
  .place:focus-visible {
    outline: 2px solid var(--vscode-focusBorder);
    outline-offset: 1px;
  }
  .place.choosable,
  .place.target,
  .place.chosen {
    cursor: pointer;
  }

  /* A land is a card in the place: upright, or turned across when tapped. */
  .land {
    position: relative;
    width: calc(var(--cell) * 0.74);
    height: calc(var(--cell) * 0.96);
    border-radius: calc(var(--cell) * 0.07);
    overflow: hidden;
    transition-property: width, height;
    transition-duration: 160ms;
    transition-timing-function: ease-out;
  }
  .land.tapped {
    width: calc(var(--cell) * 0.96);
    height: calc(var(--cell) * 0.74);
  }
  @media (prefers-reduced-motion: reduce) {
    .land {
      transition: none;
    }
  }
  :host-context(body.vscode-reduce-motion) .land {
    transition: none;
  }
  .land.face-up {
    border: 1px solid color-mix(in srgb, var(--vscode-foreground) 28%, transparent);
    box-shadow: 0 1px 2px var(--vscode-widget-shadow, transparent);
  }
  .fills {
    position: absolute;
    inset: 0;
    display: flex;
  }
  .fill {
    flex: 1;
    background: var(--crawl-fill);
  }
  .fill.colourless {
    background: color-mix(in srgb, var(--vscode-descriptionForeground) 35%, var(--vscode-editor-background));
  }
  .land-name {
    position: absolute;
    top: 0;
    left: 0;
    right: 0;
    padding: 1px 3px 2px;
    background: color-mix(in srgb, var(--vscode-editorWidget-background) 88%, transparent);
    color: var(--vscode-foreground);
    font-size: var(--name-size);
    font-weight: 600;
    line-height: 1.3;
    text-align: center;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .land-symbol {
    position: absolute;
    top: calc(var(--cell) * 0.2);
    left: 0;
    right: 0;
    display: flex;
    justify-content: center;
    gap: 2px;
  }
  .land-symbol svg.mana {
    width: calc(var(--cell) * 0.25);
    height: calc(var(--cell) * 0.25);
  }
  /* Who tapped it (only their untap step untaps it): the tap arrow and their tag, before the name where a creature cannot hide it. */
  .tapper {
    display: inline-flex;
    align-items: center;
    gap: 1px;
    margin-right: 3px;
    padding: 0 2px;
    border: 1px solid var(--seat);
    border-radius: 3px;
    background: color-mix(in srgb, var(--seat) 24%, var(--vscode-editorWidget-background));
    font-weight: 700;
    vertical-align: top;
  }
  /* Face down: a card back of the theme's own colours. */
  .land.face-down {
    border: 1px solid var(--piece-edge);
    background:
      radial-gradient(ellipse 36% 30% at 50% 50%, color-mix(in srgb, var(--vscode-foreground) 9%, transparent) 0 60%, transparent 62%),
      repeating-linear-gradient(45deg, color-mix(in srgb, var(--vscode-foreground) 6%, transparent) 0 3px, transparent 3px 7px),
      var(--vscode-editorWidget-background);
    box-shadow: inset 0 0 0 3px var(--vscode-editorWidget-background), inset 0 0 0 4px color-mix(in srgb, var(--vscode-foreground) 18%, transparent);
  }
  .back-oval {
    position: absolute;
    inset: 30% 22%;
    border: 1.5px solid color-mix(in srgb, var(--vscode-foreground) 26%, transparent);
    border-radius: 50%;
  }

  /* A hole: the land was destroyed; nothing can move onto it. */
  .land.hole {
    display: grid;
    place-items: center;
    border: 1.5px dashed var(--vscode-descriptionForeground);
    background: repeating-linear-gradient(-45deg, color-mix(in srgb, var(--vscode-foreground) 7%, transparent) 0 2px, transparent 2px 9px);
  }
  .hole-word {
    padding: 0 4px;
    background: var(--crawl-board-bg, var(--vscode-editor-background));
    color: var(--vscode-descriptionForeground);
    font-size: var(--name-size);
    font-style: italic;
  }

  /* ── A creature on its land (or a banded stack, or a card in a home row) ── */
  .piece {
    position: absolute;
    left: 3%;
    right: 3%;
    bottom: 2%;
    z-index: 1;
    display: flex;
    flex-direction: column;
    gap: 1px;
    padding: 2px 3px 2px 4px;
    border: 1px solid var(--piece-edge);
    border-left: 4px solid var(--seat);
    border-radius: 5px;
    background: var(--piece-bg);
    color: var(--vscode-foreground);
    font-size: var(--piece-size);
    line-height: 1.25;
    box-shadow: 0 1px 3px var(--vscode-widget-shadow, transparent);
  }
  /* In a home row there is room across, not down: one line. */
  .home-piece {
    position: relative;
    left: auto;
    right: auto;
    bottom: auto;
    flex-direction: row;
    align-items: center;
    gap: 6px;
    width: 190px;
    padding: 2px 4px 2px 5px;
    font-size: 12px;
  }
  .home-piece .piece-head {
    flex: 1;
    align-items: center;
  }
  .home-piece .piece-foot {
    flex: none;
  }
  .piece-body {
    display: contents;
  }
  @container (max-width: 700px) {
    .hint {
      display: none;
    }
  }
  .hint {
    margin: 0 0 0 auto;
    padding-left: 12px;
    color: var(--vscode-descriptionForeground);
    font-size: 12px;
    text-align: right;
  }
  .piece-head,
  .piece-foot {
    display: flex;
    align-items: center;
    gap: 3px;
    min-width: 0;
  }
  /* Two lines for a name on the board (the places are narrow); the details beside the place have it whole. */
  .piece-name {
    flex: 1;
    min-width: 0;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
    font-weight: 600;
    overflow-wrap: break-word;
  }
  .piece-head {
    align-items: flex-start;
  }
  .home-piece .piece-name {
    display: block;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .piece-foot {
    min-height: 1.35em;
  }
  .state {
    display: inline-flex;
    align-items: center;
    color: var(--vscode-descriptionForeground);
    font-size: 0.9em;
  }
  .pt,
  .type {
    margin-left: auto;
    white-space: nowrap;
  }
  .type {
    color: var(--vscode-descriptionForeground);
  }
  .pt {
    padding: 0 3px;
    border: 1px solid transparent;
    border-radius: 3px;
    background: color-mix(in srgb, var(--vscode-foreground) 10%, transparent);
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  /* Raised by the terrain: bigger, in the bonus colour, with an arrow (so it reads without colour too). */
  .pt.raised {
    font-size: 1.3em;
    line-height: 1.1;
    border-color: var(--bonus);
    background: color-mix(in srgb, var(--bonus) 18%, var(--piece-bg));
    color: var(--vscode-foreground);
  }
  .bonus-arrow {
    margin-right: 1px;
    color: var(--bonus);
    font-size: 0.7em;
    vertical-align: 0.15em;
  }
  /* How many share the stack: a badge on its corner, where it takes no room from the name. */
  .stack-count {
    position: absolute;
    top: -8px;
    right: -6px;
    z-index: 1;
    padding: 0 4px;
    border: 1px solid var(--piece-edge);
    border-radius: 3px;
    background: var(--vscode-badge-background);
    color: var(--vscode-badge-foreground);
    font-size: 0.85em;
    font-weight: 700;
  }
  /* A banded stack: the cards under the top one show their edges. */
  .piece.stack {
    box-shadow:
      3px -3px 0 -1px var(--piece-bg),
      3px -3px 0 0 var(--piece-edge),
      6px -6px 0 -1px var(--piece-bg),
      6px -6px 0 0 var(--piece-edge);
  }
  /* Tapped: dashed edges, a paler card and the tap arrow. */
  .piece.tapped {
    border-style: dashed dashed dashed solid;
    background: color-mix(in srgb, var(--piece-bg) 70%, var(--vscode-editor-background));
  }
  .piece.tapped .piece-name {
    font-weight: 500;
  }
  /* One of yours that can act now: a ring in the button colour. */
  .place.choosable .piece,
  .home-piece.choosable {
    outline: 2px solid color-mix(in srgb, var(--vscode-button-background) 80%, transparent);
    outline-offset: 1px;
  }
  .place.choosable:hover .piece,
  .home-piece.choosable:hover {
    outline-color: var(--vscode-button-background);
  }
  .home-piece[role='button'] {
    cursor: pointer;
  }
  .home-piece[role='button']:focus-visible {
    outline: 2px solid var(--vscode-focusBorder);
    outline-offset: 2px;
  }
  /* The chosen creature: a thick ring of the token's colour. */
  .piece.chosen,
  .home-piece.chosen {
    outline: 3px solid var(--chosen);
    outline-offset: 1px;
  }
  :host-context(body.vscode-high-contrast) .piece.chosen {
    outline-style: double;
    outline-width: 4px;
  }

  svg.glyph {
    flex: none;
    width: 1.05em;
    height: 1.05em;
  }

  /* ── Where the chosen creature can go: dashed like the hex map's targets, solid under the pointer ── */
  .place.target::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 2;
    border: 2.5px dashed var(--crawl-target, var(--vscode-focusBorder));
    border-radius: 8px;
    background: var(--crawl-target-fill, transparent);
    pointer-events: none;
  }
  .place.target:hover::before,
  .place.target:focus-visible::before {
    border-style: solid;
    background: var(--crawl-target-hover, transparent);
  }
  .mark {
    position: absolute;
    /* Over the land's art, below its name bar (and the "tapped by" tag in it), which it must not hide. */
    top: calc(var(--cell) * 0.3);
    left: 50%;
    z-index: 3;
    transform: translateX(-50%);
    display: flex;
    align-items: center;
    gap: 3px;
    padding: 1px 6px;
    border: 1px solid var(--vscode-button-border, transparent);
    border-radius: 9px;
    background: var(--vscode-button-background);
    color: var(--vscode-button-foreground);
    font-size: 10.5px;
    font-weight: 600;
    line-height: 1.35;
    white-space: nowrap;
    pointer-events: none;
  }
  .mark.kind-attack {
    background: var(--vscode-inputValidation-errorBackground, var(--vscode-button-background));
    border-color: var(--vscode-inputValidation-errorBorder, var(--vscode-errorForeground));
    color: var(--vscode-foreground);
  }
  /* Sacrificing is giving something up: the warning colours. */
  .mark.kind-sacrifice {
    background: var(--vscode-inputValidation-warningBackground, var(--vscode-button-background));
    border-color: var(--vscode-inputValidation-warningBorder, var(--vscode-editorWarning-foreground));
    color: var(--vscode-foreground);
  }
  /* A card of a home row, or a player, that a spell or ability may target: the same dashed ring, the mark beside the name. */
  .home-piece.target,
  .home-title.target {
    outline: 2.5px dashed var(--crawl-target, var(--vscode-focusBorder));
    outline-offset: 2px;
    cursor: pointer;
  }
  .home-title.target {
    padding: 1px 4px;
    border-radius: 4px;
  }
  .home-piece.target:hover,
  .home-piece.target:focus-visible,
  .home-title.target:hover,
  .home-title.target:focus-visible {
    outline-style: solid;
  }
  .home-piece .mark,
  .home-title .mark {
    position: static;
    transform: none;
  }
  .hint.asking {
    color: var(--vscode-foreground);
    font-weight: 600;
  }
  :host-context(body.vscode-high-contrast) .home-piece.target,
  :host-context(body.vscode-high-contrast) .home-title.target {
    outline-color: var(--vscode-contrastActiveBorder, #f38518);
  }
  :host-context(body.vscode-high-contrast) .place.target::before {
    border-color: var(--vscode-contrastActiveBorder, #f38518);
    background: transparent;
  }
  :host-context(body.vscode-high-contrast) .mark {
    border-color: var(--vscode-contrastActiveBorder, #f38518);
    background: var(--vscode-editor-background);
    color: var(--vscode-foreground);
  }
  :host-context(body.vscode-high-contrast) .land.face-up {
    border-color: var(--vscode-contrastBorder);
  }
  :host-context(body.vscode-high-contrast) .place.choosable .piece,
  :host-context(body.vscode-high-contrast) .home-piece.choosable {
    outline: 1px dashed var(--vscode-contrastActiveBorder, #f38518);
  }

  /* ── The details beside a place, and the menu of a place with several choices ── */
  .tip,
  .menu {
    position: fixed;
    inset: auto;
    margin: 0;
    box-sizing: border-box;
    border: 1px solid var(--vscode-editorHoverWidget-border, var(--vscode-editorWidget-border, var(--vscode-widget-border)));
    border-radius: 5px;
    background: var(--vscode-editorHoverWidget-background, var(--vscode-editorWidget-background));
    color: var(--vscode-editorHoverWidget-foreground, var(--vscode-foreground));
    box-shadow: 0 2px 8px var(--vscode-widget-shadow, transparent);
    font-size: 12px;
  }
  :host-context(body.vscode-high-contrast) .tip,
  :host-context(body.vscode-high-contrast) .menu {
    border-color: var(--vscode-contrastBorder);
  }
  .tip {
    max-width: 270px;
    padding: 6px 10px 7px;
    pointer-events: none;
  }
  .tip p {
    margin: 0;
  }
  .tip-creature + .tip-creature {
    margin-top: 6px;
    padding-top: 6px;
    border-top: 1px solid var(--vscode-widget-border, transparent);
  }
  .tip-head {
    display: flex;
    align-items: center;
    gap: 5px;
  }
  .tip-seat,
  .tip-type,
  .tip-keywords {
    color: var(--vscode-descriptionForeground);
  }
  .tip-tapped {
    display: block;
  }
  .tip-land.above {
    margin-bottom: 6px !important;
    padding-bottom: 6px;
    border-bottom: 1px solid var(--vscode-widget-border, transparent);
  }
  .tip-stack {
    margin-bottom: 6px !important;
  }
  .tip .raised {
    color: var(--bonus);
  }
  .reasons {
    margin: 3px 0 0;
    padding-left: 16px;
  }
  .menu {
    min-width: 180px;
    max-width: 320px;
    padding: 4px;
  }
  .menu-title {
    padding: 3px 8px 4px;
    color: var(--vscode-descriptionForeground);
    font-size: 11px;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  .menu-item {
    display: flex;
    align-items: center;
    gap: 8px;
    width: 100%;
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
    background: var(--vscode-menu-selectionBackground, var(--vscode-list-activeSelectionBackground));
    color: var(--vscode-menu-selectionForeground, var(--vscode-list-activeSelectionForeground, var(--vscode-foreground)));
  }
  :host-context(body.vscode-high-contrast) .menu-item:focus {
    background: transparent;
    border: 1px dashed var(--vscode-contrastActiveBorder, var(--vscode-focusBorder));
  }
`;
