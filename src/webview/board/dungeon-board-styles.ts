import { css } from 'lit';

/**
 * The look of <crawl-dungeon-board>. The map's sizes are in squares (the
 * SVG's units); its colours mix --vscode-* variables so that a dark, light or
 * high-contrast theme each reads: walls darker than the floor in every
 * theme, what can be done ringed in the focus colour, high contrast themes
 * drawing edges in --vscode-contrastBorder.
 */
export const dungeonBoardStyles = css`
  :host {
    display: block;
    min-height: 0;
    --ink: var(--vscode-foreground);
    --ground: var(--vscode-editor-background, var(--vscode-sideBar-background));
    /* Rock is drawn like the page, the rooms' floor as grey stone on it: the rooms stand out in a dark and a light theme alike. */
    --wall: color-mix(in srgb, var(--ink) 5%, var(--ground));
    --floor: color-mix(in srgb, var(--ink) 24%, var(--ground));
    --line: color-mix(in srgb, var(--ink) 14%, var(--ground));
    --back: color-mix(in srgb, var(--vscode-button-background, #0e639c) 45%, var(--ground));
    --seat-1: var(--vscode-charts-blue, #3794ff);
    --seat-2: var(--vscode-charts-green, #89d185);
    --seat-3: var(--vscode-charts-orange, #d18616);
    --seat-4: var(--vscode-charts-purple, #b180d7);
    --seat-5: var(--vscode-charts-yellow, #cca700);
    --seat-6: var(--vscode-terminal-ansiCyan, #11a8cd);
    --monster: var(--vscode-charts-red, #f14c4c);
    --store: var(--vscode-charts-yellow, #cca700);
  }
  .dungeon {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(230px, 300px);
    height: 100%;
    min-height: 0;
  }
  .map {
    min-height: 0;
    min-width: 0;
    padding: 8px;
  }
  .dungeon-map {
    display: block;
    width: 100%;
    height: 100%;
  }
  .beside {
    display: flex;
    flex-direction: column;
    gap: 10px;
    padding: 8px 10px;
    overflow-y: auto;
    border-left: 1px solid var(--vscode-panel-border, var(--vscode-contrastBorder, transparent));
  }

  /* ── The squares ── */
  .sq {
    stroke: color-mix(in srgb, var(--ink) 30%, var(--ground));
    stroke-width: 0.03;
  }
  .sq.wall {
    fill: var(--wall);
    stroke: var(--wall);
  }
  .sq.floor {
    fill: var(--floor);
  }
  .sq.door {
    fill: color-mix(in srgb, var(--vscode-charts-orange, #d18616) 40%, var(--wall));
  }
  .sq.spent {
    fill: color-mix(in srgb, var(--ink) 17%, var(--ground));
  }
  /* Each tile's outline, so that the cards of the layout read as cards. */
  .tile-edge {
    fill: none;
    stroke: color-mix(in srgb, var(--ink) 40%, var(--ground));
    stroke-width: 0.06;
    pointer-events: none;
  }
  .glyph {
    font-size: 0.62px;
    font-weight: 700;
    text-anchor: middle;
    pointer-events: none;
  }
  .g-encounter {
    fill: var(--vscode-charts-yellow, #cca700);
  }
  .g-trap {
    fill: var(--vscode-charts-red, #f14c4c);
    font-size: 0.5px;
  }
  .g-locked,
  .g-secret {
    fill: var(--ink);
  }
  .g-stairs {
    fill: var(--vscode-charts-green, #89d185);
    font-size: 0.8px;
  }
  .g-boss {
    fill: var(--vscode-charts-purple, #b180d7);
  }
  /* The Store: a gold floor, a dashed second outline and a coin sign (mayhem.store.buy). */
  .tile.kind-store .sq.floor {
    fill: color-mix(in srgb, var(--store) 30%, var(--floor));
  }
  .tile.kind-store .tile-edge {
    stroke: var(--store);
    stroke-width: 0.12;
  }
  .store-sign {
    pointer-events: none;
  }
  .store-outline {
    fill: none;
    stroke: var(--store);
    stroke-width: 0.07;
    stroke-dasharray: 0.35 0.2;
  }
  .store-coin {
    fill: var(--store);
    stroke: color-mix(in srgb, var(--ink) 55%, var(--store));
    stroke-width: 0.06;
  }
  .store-coin-mark {
    fill: var(--ground);
    font-size: 0.62px;
    font-weight: 700;
    text-anchor: middle;
  }
  .tile.face-down .back {
    fill: var(--back);
    stroke: color-mix(in srgb, var(--ink) 30%, var(--back));
    stroke-width: 0.08;
  }
  .tile.face-down .back-inner {
    fill: none;
    stroke: color-mix(in srgb, var(--ink) 25%, var(--back));
    stroke-width: 0.06;
    stroke-dasharray: 0.25 0.18;
  }
  .back-mark {
    fill: color-mix(in srgb, var(--ink) 55%, var(--back));
    font-size: 2.2px;
    font-weight: 700;
    text-anchor: middle;
  }
  .blocked rect {
    fill: color-mix(in srgb, var(--ink) 25%, var(--ground));
  }
  .blocked path {
    stroke: var(--ink);
    stroke-width: 0.08;
  }
  /* A trap a monster set: an outlined warning triangle, dashed so it is not read as the room's own trap square. */
  .laid-trap path {
    fill: none;
    stroke: var(--vscode-errorForeground, #f14c4c);
    stroke-width: 0.07;
    stroke-dasharray: 0.12 0.07;
  }
  .loot circle {
    fill: var(--vscode-charts-yellow, #cca700);
    stroke: var(--ground);
    stroke-width: 0.05;
  }

  /* ── Tokens ── */
  .token circle,
  .token rect {
    stroke: var(--ground);
    stroke-width: 0.06;
  }
  .token-number,
  .token-hp {
    fill: var(--ground);
    font-weight: 700;
    text-anchor: middle;
    dominant-baseline: central;
    pointer-events: none;
  }
  .token-hp {
    font-size: 0.26px;
  }
  .monster .token-number {
    font-size: 0.42px;
  }
  .monster .token-number,
  .monster .token-hp {
    dominant-baseline: auto;
  }
  .monster .token-number {
    transform: translateY(0.08px);
  }
  .monster rect {
    fill: var(--monster);
  }
  .monster.boss rect {
    fill: var(--vscode-charts-purple, #b180d7);
  }
  .hero.seat-1 circle {
    fill: var(--seat-1);
  }
  .hero.seat-2 circle {
    fill: var(--seat-2);
  }
  .hero.seat-3 circle {
    fill: var(--seat-3);
  }
  .hero.seat-4 circle {
    fill: var(--seat-4);
  }
  .hero.seat-5 circle {
    fill: var(--seat-5);
  }
  .hero.seat-6 circle {
    fill: var(--seat-6);
  }
  /* Competitive play: team 2's tokens are ringed with dashes, team 1's with a solid line, so the teams read apart without colour. */
  .hero.team-1 circle {
    stroke: var(--ink);
    stroke-width: 0.06;
  }
  .hero.team-2 circle {
    stroke: var(--ink);
    stroke-width: 0.08;
    stroke-dasharray: 0.14 0.08;
  }
  .hero.on-turn circle {
    stroke: var(--vscode-focusBorder, var(--ink));
    stroke-width: 0.1;
  }

  /* ── What can be done there ── */
  .target {
    fill: transparent;
    stroke: var(--vscode-focusBorder, var(--ink));
    stroke-width: 0.07;
    stroke-dasharray: 0.2 0.1;
    cursor: pointer;
    outline: none;
  }
  .target.kind-attack {
    stroke: var(--vscode-errorForeground, var(--monster));
    stroke-dasharray: none;
  }
  .target:hover,
  .target:focus-visible {
    fill: color-mix(in srgb, var(--vscode-focusBorder, var(--ink)) 22%, transparent);
    stroke-width: 0.14;
    stroke-dasharray: none;
  }

  /* ── Beside the map ── */
  h3 {
    margin: 0 0 4px;
    font-size: 12px;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: var(--vscode-descriptionForeground);
  }
  .status {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
  }
  .die {
    font-size: 30px;
    line-height: 1;
  }
  .pending {
    padding: 8px;
    border: 1px solid var(--vscode-focusBorder, var(--vscode-contrastBorder, currentColor));
    border-radius: 4px;
    background: var(--vscode-textBlockQuote-background, transparent);
  }
  .pending h3 {
    text-transform: none;
    letter-spacing: 0;
    font-size: 13px;
    color: var(--ink);
  }
  blockquote {
    margin: 4px 0 8px;
    padding-left: 8px;
    border-left: 3px solid var(--vscode-textBlockQuote-border, var(--line));
    font-style: italic;
  }
  blockquote p {
    margin: 0;
  }
  .answer {
    display: flex;
    gap: 6px;
    margin-bottom: 6px;
  }
  .answer input {
    flex: 1;
    min-width: 0;
    padding: 3px 6px;
    color: var(--vscode-input-foreground);
    background: var(--vscode-input-background);
    border: 1px solid var(--vscode-input-border, var(--vscode-contrastBorder, transparent));
    font: inherit;
  }
  .answers,
  .group {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  .group h3 {
    flex-basis: 100%;
  }
  /* A long offer ("Attack Rattlebones #5 with Frost Needle (2 ice)") wraps inside the panel instead of running under the side bar. */
  .group vscode-button {
    max-width: 100%;
  }
  .group vscode-button::part(base) {
    white-space: normal;
    line-height: 18px;
    padding-top: 3px;
    padding-bottom: 3px;
    text-align: start;
  }
  .actions {
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  .steps {
    display: grid;
    grid-template-columns: repeat(3, 30px);
    grid-template-rows: repeat(3, 26px);
    gap: 2px;
  }
  .step {
    font: inherit;
    font-size: 16px;
    color: var(--vscode-button-secondaryForeground, var(--ink));
    background: var(--vscode-button-secondaryBackground, var(--floor));
    border: 1px solid var(--vscode-button-border, var(--vscode-contrastBorder, transparent));
    border-radius: 3px;
    cursor: pointer;
  }
  .step:hover {
    background: var(--vscode-button-secondaryHoverBackground, var(--line));
  }
  .step.none {
    background: none;
    border: none;
    cursor: default;
  }
  .step-north {
    grid-area: 1 / 2;
  }
  .step-west {
    grid-area: 2 / 1;
  }
  .step-east {
    grid-area: 2 / 3;
  }
  .step-south {
    grid-area: 3 / 2;
  }
  .end-turn {
    align-self: flex-start;
  }
  .party {
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  .hero {
    padding: 6px 8px;
    border: 1px solid var(--line);
    border-left: 4px solid var(--seat);
    border-radius: 4px;
  }
  .hero.seat-1 {
    --seat: var(--seat-1);
  }
  .hero.seat-2 {
    --seat: var(--seat-2);
  }
  .hero.seat-3 {
    --seat: var(--seat-3);
  }
  .hero.seat-4 {
    --seat: var(--seat-4);
  }
  .hero.seat-5 {
    --seat: var(--seat-5);
  }
  .hero.seat-6 {
    --seat: var(--seat-6);
  }
  .hero.on-turn {
    border-color: var(--vscode-focusBorder, var(--ink));
    border-left-color: var(--seat);
  }
  .hourglass {
    display: grid;
    grid-template-columns: auto 1fr auto;
    align-items: center;
    gap: 6px;
    margin: 4px 0;
    font-size: 12px;
  }
  .hourglass .glass {
    width: 10px;
    height: 14px;
  }
  .hourglass .glass path {
    fill: none;
    stroke: var(--ink);
    stroke-width: 1.2;
  }
  .hourglass .sand {
    width: 100%;
    height: 8px;
    background: var(--floor);
    border: 1px solid var(--line);
    border-radius: 3px;
  }
  .hourglass .sand rect {
    fill: var(--vscode-charts-yellow, #cca700);
  }
  .hourglass.out .clock,
  .times-up {
    color: var(--vscode-errorForeground, var(--ink));
    font-weight: 600;
  }
  .times-up {
    margin: 2px 0;
    font-size: 12px;
  }
  .story summary {
    cursor: pointer;
  }
  .story h3 {
    display: inline;
    margin: 0;
    font-size: 13px;
  }
  .story p {
    margin: 4px 0;
    font-size: 12px;
  }
  .goals {
    margin: 4px 0 0;
    padding: 0;
    list-style: none;
    font-size: 12px;
  }
  .goals li.met {
    color: var(--vscode-descriptionForeground);
  }
  .team {
    padding: 0 6px;
    border: 1px solid var(--ink);
    border-radius: 8px;
    font-size: 11px;
  }
  .team.team-2 {
    border-style: dashed;
  }
  .teams {
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: 12px;
  }
  .hero.dead {
    opacity: 0.6;
  }
  .hero header {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 4px 6px;
  }
  .badge {
    display: inline-grid;
    place-items: center;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: var(--seat);
    color: var(--ground);
    font-weight: 700;
    font-size: 11px;
  }
  .name {
    font-weight: 600;
  }
  .calling,
  .fate,
  .stats,
  .effects {
    color: var(--vscode-descriptionForeground);
    font-size: 12px;
  }
  .hp {
    position: relative;
    height: 14px;
    margin: 4px 0;
    background: var(--floor);
    border: 1px solid var(--line);
    border-radius: 3px;
    overflow: hidden;
  }
  /* The bar is an SVG whose rect's width is the share of HP left: no inline style (the webview's CSP forbids it). */
  .hp .bar {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }
  .hp .bar rect {
    fill: color-mix(in srgb, var(--vscode-charts-green, #89d185) 55%, transparent);
  }
  .hp-words {
    position: relative;
    padding-left: 4px;
    font-size: 11px;
    line-height: 12px;
  }
  .stats,
  .abilities,
  .effects {
    margin: 2px 0;
  }
  .ability {
    display: inline-block;
    margin-right: 4px;
    padding: 0 5px;
    border-radius: 8px;
    font-size: 11px;
    border: 1px solid var(--ab);
    color: var(--ink);
    background: color-mix(in srgb, var(--ab) 20%, transparent);
  }
  .a-strong-magic {
    --ab: var(--vscode-charts-purple, #b180d7);
  }
  .a-adept-magic {
    --ab: var(--vscode-charts-blue, #3794ff);
  }
  .a-heavy-weapons {
    --ab: var(--vscode-charts-red, #f14c4c);
  }
  .a-light-weapons {
    --ab: var(--vscode-charts-orange, #d18616);
  }
  .a-epic-skills {
    --ab: var(--vscode-charts-green, #89d185);
  }
  .a-agile-skills {
    --ab: var(--vscode-charts-yellow, #cca700);
  }
  .items {
    margin: 2px 0 0;
    padding-left: 16px;
    font-size: 12px;
  }
  .monsters {
    margin: 0;
    padding-left: 16px;
    font-size: 12px;
  }
  .monsters li::marker {
    color: var(--monster);
  }
  :host-context(body.vscode-high-contrast) .sq {
    stroke: var(--vscode-contrastBorder);
  }
  :host-context(body.vscode-high-contrast) .sq.wall {
    fill: var(--ground);
    stroke: var(--ground);
  }
  :host-context(body.vscode-high-contrast) .sq.floor {
    fill: color-mix(in srgb, var(--ink) 30%, var(--ground));
  }
  :host-context(body.vscode-high-contrast) .tile.kind-store .sq.floor {
    fill: color-mix(in srgb, var(--store) 35%, var(--ground));
  }
  :host-context(body.vscode-high-contrast) .store-outline,
  :host-context(body.vscode-high-contrast) .tile.kind-store .tile-edge {
    stroke: var(--vscode-contrastActiveBorder, var(--store));
  }
  :host-context(body.vscode-high-contrast) .target {
    stroke: var(--vscode-contrastActiveBorder, var(--vscode-focusBorder));
  }
  /* The Store's price list: price, card (kind, rules text, a tag when the buyer cannot use it), and Buy or why not. */
  .store {
    padding: 8px;
    border: 1px solid var(--line);
    border-radius: 4px;
  }
  .store h3 {
    margin: 0;
    font-size: 13px;
    text-transform: none;
    letter-spacing: 0;
    color: var(--ink);
  }
  .purse {
    margin: 2px 0 6px;
    font-size: 12px;
  }
  .wares,
  .picks ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .ware {
    display: grid;
    grid-template-columns: 4.4em minmax(0, 1fr) auto;
    gap: 2px 8px;
    align-items: start;
    padding: 5px 0;
    border-top: 1px solid var(--line);
    font-size: 12px;
  }
  .price {
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .ware-name {
    font-weight: 600;
  }
  .ware-kind,
  .ware-text,
  .ware-short {
    font-size: 11px;
    color: var(--vscode-descriptionForeground);
  }
  .ware-text {
    display: block;
  }
  .ware-short {
    display: block;
    font-style: italic;
  }
  .ware.short .price,
  .ware.short .ware-name {
    color: var(--vscode-descriptionForeground);
  }
  .ware-tag {
    padding: 0 5px;
    border: 1px dashed currentColor;
    border-radius: 8px;
    font-size: 10px;
    white-space: nowrap;
  }
  .ware vscode-button.buy {
    align-self: center;
  }
  .picks {
    grid-column: 2 / -1;
  }
  .picks summary {
    cursor: pointer;
    font-size: 11px;
  }
  .ware.pick {
    grid-template-columns: minmax(0, 1fr) auto;
  }
  :host-context(body.vscode-high-contrast) .store,
  :host-context(body.vscode-high-contrast) .hero,
  :host-context(body.vscode-high-contrast) .pending {
    border-color: var(--vscode-contrastBorder);
  }
  @media (max-width: 720px) {
    .dungeon {
      grid-template-columns: minmax(0, 1fr);
      grid-template-rows: minmax(260px, 60vh) auto;
    }
    .beside {
      border-left: none;
      border-top: 1px solid var(--vscode-panel-border, var(--vscode-contrastBorder, transparent));
    }
  }
`;
