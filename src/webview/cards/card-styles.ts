import { css } from 'lit';

/**
 * The look of <crawl-card>. Every colour derives from the theme: the card is
 * the editor widget's background tinted with its colour's hue through
 * color-mix(), and its text is the theme's own foreground, so contrast holds
 * in any theme. High-contrast themes get plain backgrounds and
 * --vscode-contrastBorder edges. Sizes are keyed on the face's class
 * (.s-large, .s-normal, .s-compact), so the details popover of a compact card
 * can draw a normal face in the same shadow root.
 */
export const cardStyles = css`
  :host {
    display: inline-block;
    position: relative;
    vertical-align: top;
    line-height: normal;
    border-radius: 9px;
    outline: none;
    -webkit-tap-highlight-color: transparent;

    /* Per theme kind (dark is the default). */
    --card-tint: 9%;
    --card-head-tint: 22%;
    --card-edge-tint: 55%;
    --card-mark-opacity: 0.1;
    --card-buff: #7ee2a0;
    --card-weak: #ff9a8f;
    --card-damage-bg: #c42b1c;
    --card-damage-fg: #ffffff;
    --card-damage-border: #c42b1c;
    /* Selection is amber, apart from the blue of keyboard focus (high contrast tells them apart by shape). */
    --card-select: #ffd24a;
    --card-select-ink: #1f1f1f;
    --card-target: var(--crawl-target, #ffffff);
    /* A card you can act on now glows green, apart from the dashed outline of a target and the amber of a selection. */
    --card-actionable: #4cc97a;
    --card-actionable-glow: rgba(76, 201, 122, 0.55);
    /* A tapped compact card is dimmed a little. */
    --card-tapped-filter: saturate(0.45) brightness(0.86);
    --card-shadow: 0 1px 3px rgba(0, 0, 0, 0.45);
  }
  :host-context(body.vscode-light) {
    --card-tint: 10%;
    --card-head-tint: 24%;
    --card-edge-tint: 60%;
    --card-mark-opacity: 0.13;
    --card-buff: #0f6b35;
    --card-weak: #b3261e;
    --card-select: #a86f00;
    --card-select-ink: #ffffff;
    --card-target: var(--crawl-target, #1f1f1f);
    --card-actionable: #1a7f37;
    --card-actionable-glow: rgba(26, 127, 55, 0.4);
    --card-tapped-filter: saturate(0.4) brightness(0.93);
    --card-shadow: 0 1px 3px rgba(0, 0, 0, 0.18);
  }
  :host-context(body.vscode-high-contrast) {
    --card-buff: #89f0a8;
    --card-weak: #ff9e9e;
    --card-damage-bg: #000000;
    --card-damage-fg: var(--vscode-errorForeground, #f48771);
    --card-damage-border: var(--vscode-errorForeground, #f48771);
    --card-select: var(--vscode-contrastActiveBorder, #f38518);
    --card-select-ink: #000000;
    --card-target: var(--vscode-contrastBorder, #6fc3df);
    --card-actionable: var(--vscode-contrastBorder, #6fc3df);
    --card-actionable-glow: transparent;
    --card-tapped-filter: none;
    --card-shadow: 0 0 0 0 transparent;
  }
  :host-context(body.vscode-high-contrast-light) {
    --card-buff: #0a5c2a;
    --card-weak: #9e1b12;
    --card-damage-bg: #ffffff;
    --card-damage-fg: var(--vscode-errorForeground, #b5200d);
    --card-damage-border: var(--vscode-errorForeground, #b5200d);
    --card-select: var(--vscode-contrastActiveBorder, #006bbd);
    --card-select-ink: #ffffff;
    --card-target: var(--vscode-contrastBorder, #0f4a85);
    --card-actionable: var(--vscode-contrastBorder, #0f4a85);
  }

  :host(:focus-visible) {
    outline: 2px solid var(--vscode-focusBorder);
    outline-offset: 5px;
  }
  :host([targetable]:not([disabled])),
  :host([actionable]:not([disabled])) {
    cursor: pointer;
  }
  :host([disabled]) .footprint {
    opacity: 0.55;
    filter: saturate(0.4);
  }

  /* ── The footprint: the room the card takes; a tapped compact card lies across it. ── */
  .footprint {
    position: relative;
    display: block;
    anchor-name: --crawl-card;
  }
  .footprint.s-compact {
    width: 110px;
    height: 128px;
  }
  .footprint.s-compact.turned {
    width: 128px;
    height: 110px;
  }
  .footprint.s-compact,
  .footprint.s-compact > .card {
    transition-property: width, height;
    transition-duration: 160ms;
    transition-timing-function: ease-out;
  }
  @media (prefers-reduced-motion: reduce) {
    .footprint.s-compact,
    .footprint.s-compact > .card,
    .details {
      transition: none !important;
    }
  }
  :host-context(body.vscode-reduce-motion) .footprint.s-compact,
  :host-context(body.vscode-reduce-motion) .footprint.s-compact > .card,
  :host-context(body.vscode-reduce-motion) .details {
    transition: none;
  }

  /* Tapped, a compact card lies across: landscape, its colour stripe down the side its top turned to. */
  .turned > .card.s-compact {
    width: 128px;
    height: 110px;
    padding-right: 4px;
  }
  .turned > .card > .stripe {
    position: absolute;
    top: 0;
    right: 0;
    bottom: 0;
    width: 4px;
    height: auto;
    flex-direction: column;
  }
  /* Tapped, it is dimmed a little and wears a round tap badge before its name: tapped at a glance, even half hidden in a fan. */
  /* The dimming is a layer over the face (its outline, a mark of what you can do, keeps its colour); the badge stays above it. */
  .turned > .card::after {
    content: '';
    position: absolute;
    inset: 0;
    backdrop-filter: var(--card-tapped-filter);
    pointer-events: none;
  }
  .turned > .card.s-compact > .head {
    flex-direction: row;
    align-items: center;
    gap: 5px;
  }
  .turned .name {
    -webkit-line-clamp: 1;
  }
  .tap-badge {
    position: relative;
    z-index: 1;
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: var(--ink);
    color: var(--vscode-editor-background, #1f1f1f);
    box-shadow: 0 0 0 1px var(--edge);
  }
  .tap-badge svg {
    width: 15px;
    height: 15px;
  }

  /* The selected badge, on the card's corner. */
  .check {
    position: absolute;
    z-index: 1;
    top: -7px;
    right: -7px;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: var(--card-select);
    color: var(--card-select-ink);
    box-shadow: 0 0 0 2px var(--vscode-editor-background, transparent);
    display: none;
  }
  .footprint.selected > .check {
    display: block;
  }

  /* ── The face ── */
  .card {
    --base: var(--vscode-editorWidget-background, var(--vscode-editor-background, #202020));
    --ink: var(--vscode-editor-foreground, var(--vscode-foreground));
    /* Quieter than the ink, but not as quiet as descriptionForeground alone: it sits on tinted backgrounds. */
    --muted: color-mix(in srgb, var(--vscode-descriptionForeground, var(--ink)) 65%, var(--ink));
    --face: color-mix(in srgb, var(--hue) var(--card-tint), var(--base));
    --head: color-mix(in srgb, var(--hue) var(--card-head-tint), var(--base));
    --edge: color-mix(in srgb, var(--hue) var(--card-edge-tint), var(--base));
    --rule: color-mix(in srgb, var(--hue) 35%, var(--base));
    position: relative;
    display: flex;
    flex-direction: column;
    box-sizing: border-box;
    overflow: hidden;
    border: 1px solid var(--edge);
    border-radius: 8px;
    background: var(--face);
    color: var(--ink);
    box-shadow: var(--card-shadow);
    font-family: var(--vscode-font-family, system-ui, sans-serif);
  }
  :host-context(body.vscode-high-contrast) .card {
    --face: var(--vscode-editor-background, #000000);
    --head: var(--vscode-editor-background, #000000);
    --edge: var(--vscode-contrastBorder, #6fc3df);
    --rule: var(--vscode-contrastBorder, #6fc3df);
    --ink: var(--vscode-foreground);
    --muted: var(--vscode-foreground);
  }
  .card.selected {
    box-shadow:
      0 0 0 3px var(--card-select),
      var(--card-shadow);
  }
  .card.targetable {
    outline: 2px dashed var(--card-target);
    outline-offset: 3px;
  }
  .card.actionable {
    outline: 2px solid var(--card-actionable);
    outline-offset: 2px;
    box-shadow:
      0 0 9px 2px var(--card-actionable-glow),
      var(--card-shadow);
  }
  .card.actionable.selected {
    box-shadow:
      0 0 0 3px var(--card-select),
      var(--card-shadow);
  }

  /* The hue of each frame; a gold frame's stripe shows each of its colours. */
  .c-W {
    --hue: #efe4c4;
  }
  :host-context(body.vscode-light) .c-W,
  :host-context(body.vscode-high-contrast-light) .c-W {
    /* Ivory would vanish on a light page; parchment shows. */
    --hue: #dcc57a;
  }
  .c-U {
    --hue: #3a8ee6;
  }
  .c-B {
    --hue: #8b6bb0;
  }
  .c-R {
    --hue: #e0553a;
  }
  .c-G {
    --hue: #3ea864;
  }
  .c-gold {
    --hue: #e6a317;
  }
  .c-none {
    --hue: #8c99a6;
  }

  .stripe {
    display: flex;
    flex: none;
    height: 4px;
  }
  .stripe > span {
    flex: 1;
    background: var(--hue);
  }
  .s-large .stripe {
    height: 6px;
  }

  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 2px 6px;
    padding: 5px 7px 4px;
    background: var(--head);
    border-bottom: 1px solid var(--rule);
  }
  .name {
    flex: 1 1 auto;
    min-width: 0;
    font-weight: 600;
    color: var(--ink);
    overflow-wrap: anywhere;
  }
  .head .cost {
    margin-left: auto;
  }
  .type {
    padding: 3px 7px;
    color: var(--muted);
    border-bottom: 1px solid var(--rule);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .body {
    position: relative;
    flex: 1 1 auto;
    display: flex;
    flex-direction: column;
    gap: 0.35em;
    padding: 6px 7px;
    overflow-wrap: break-word;
  }
  .body p {
    position: relative;
    margin: 0;
  }
  .body p.keywords {
    font-weight: 600;
  }
  .body p.added {
    font-style: italic;
  }
  .reminder {
    color: var(--muted);
  }
  .attached,
  .body p.original {
    color: var(--muted);
  }
  .body p.original b {
    color: var(--ink);
    font-weight: 600;
  }
  /* What a manual card asks the player to do, set apart like the Manual tag. */
  .body p.manual-text {
    padding: 3px 5px;
    border: 1px dashed var(--ink);
    border-radius: 4px;
    background: var(--head);
  }
  /* An imported card's printed text, from the player's card data: one block, set apart the same way. */
  .body .manual-text.card-data {
    position: relative;
    display: flex;
    flex-direction: column;
    gap: 0.3em;
    padding: 3px 5px;
    border: 1px dashed var(--ink);
    border-radius: 4px;
    background: var(--head);
  }
  .body .card-data p.face {
    color: var(--muted);
    font-style: italic;
  }
  .body .card-data p.source {
    color: var(--muted);
    font-size: 0.85em;
  }
  .attached svg {
    width: 1em;
    height: 1em;
    vertical-align: -0.15em;
  }
  .attached b {
    color: var(--ink);
    font-weight: 600;
  }

  /* A large, faint colour glyph behind the text: the card's colour at a glance. */
  .mark {
    position: absolute;
    right: 4px;
    bottom: 2px;
    width: 58%;
    max-width: 120px;
    aspect-ratio: 1;
    fill: var(--hue);
    opacity: var(--card-mark-opacity);
    pointer-events: none;
  }
  :host-context(body.vscode-high-contrast) .mark {
    display: none;
  }
  .land-symbol {
    display: flex;
    flex: 1;
    align-items: center;
    justify-content: center;
    font-size: 40px;
  }

  .foot {
    display: flex;
    align-items: center;
    justify-content: flex-end;
    gap: 4px;
    padding: 0 6px 6px;
    margin-top: auto;
  }
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 3px;
    min-width: 0;
  }
  .chips.state {
    padding: 0 6px 5px;
  }
  .chip {
    display: inline-flex;
    align-items: center;
    gap: 3px;
    max-width: 100%;
    box-sizing: border-box;
    padding: 0 5px;
    border: 1px solid var(--rule);
    border-radius: 9px;
    background: var(--head);
    color: var(--ink);
    font-size: 11px;
    line-height: 16px;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .chip svg {
    flex: none;
    width: 11px;
    height: 11px;
  }
  .chip.kw {
    border-radius: 3px;
    font-weight: 600;
  }
  .chip.manual {
    border-style: dashed;
    border-color: var(--ink);
    font-weight: 600;
  }
  .chip.combat {
    border-color: var(--ink);
    font-weight: 600;
  }
  .chip.sick {
    font-style: italic;
    letter-spacing: 0.02em;
  }
  .chip.end-step {
    border-style: dashed;
    border-color: var(--ink);
  }
  .chip.attached-chip,
  .chip.original {
    min-width: 0;
    flex: 0 1 auto;
  }
  .chip .ellipsis {
    overflow: hidden;
    text-overflow: ellipsis;
  }

  .damage {
    flex: none;
    padding: 0 5px;
    border: 1px solid var(--card-damage-border);
    border-radius: 9px;
    background: var(--card-damage-bg);
    color: var(--card-damage-fg);
    font-weight: 700;
    font-size: 12px;
    line-height: 18px;
  }
  .pt {
    flex: none;
    padding: 1px 7px;
    border: 1px solid var(--edge);
    border-radius: 5px;
    background: var(--head);
    color: var(--ink);
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  :host-context(body.vscode-high-contrast) .pt {
    border-width: 2px;
  }
  .pt .up {
    color: var(--card-buff);
  }
  .pt .down {
    color: var(--card-weak);
  }
  .pt .trend {
    font-size: 0.7em;
    margin-right: 2px;
    vertical-align: 0.12em;
  }
  .pt.up-all .trend {
    color: var(--card-buff);
  }
  .pt.down-all .trend {
    color: var(--card-weak);
  }

  /* ── Sizes ── */
  .s-compact {
    width: 110px;
    height: 128px;
  }
  .s-compact .head {
    flex-direction: column;
    align-items: flex-start;
    flex-wrap: nowrap;
    gap: 3px;
    padding: 4px 6px 4px;
    border-bottom: none;
  }
  .s-compact .name {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
    font-size: 12px;
    line-height: 15px;
    padding-right: 2px;
  }
  .s-compact .head .cost {
    margin-left: 0;
    font-size: 13px;
  }
  .s-compact .type {
    font-size: 11px;
    padding: 1px 6px 2px;
    border-bottom: none;
    background: var(--head);
  }
  .s-compact .body {
    padding: 4px 6px 3px;
    border-top: 1px solid var(--rule);
    overflow: hidden;
  }
  .s-compact .body {
    gap: 3px;
  }
  /* Two rows of chips at most, and never half a chip: the details show them all. */
  .s-compact .chips {
    max-height: 39px;
    overflow: hidden;
  }
  .s-compact .chip {
    height: 18px;
  }
  .s-compact .mark {
    width: 62px;
    right: 2px;
    bottom: -10px;
  }
  .s-compact .pt {
    font-size: 13px;
  }

  /* One line: the stripe down the left side, the name, the cost at the right. */
  /* (On the face only: the footprint wears the size class too.) */
  .card.s-line {
    flex-direction: row;
    align-items: center;
    gap: 6px;
    min-height: 24px;
    padding: 2px 6px 2px 10px;
    border-radius: 4px;
    background: var(--head);
    font-size: 12px;
  }
  .s-line > .stripe {
    position: absolute;
    top: 0;
    bottom: 0;
    left: 0;
    width: 4px;
    height: auto;
    flex-direction: column;
  }
  .s-line .name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    overflow-wrap: normal;
  }
  .s-line .cost {
    flex: none;
    margin-left: auto;
    font-size: 12px;
  }
  :host([size='line']) {
    display: block;
    border-radius: 5px;
  }
  :host([size='line']:focus-visible) {
    outline-offset: 2px;
  }

  .s-normal {
    width: 150px;
    min-height: 210px;
  }
  .s-normal .name {
    font-size: 13px;
    line-height: 16px;
  }
  .s-normal .head .cost {
    font-size: 14px;
  }
  .s-normal .type {
    font-size: 11.5px;
  }
  .s-normal .body {
    font-size: 12px;
    line-height: 1.35;
  }
  .s-normal .pt {
    font-size: 14px;
  }

  .s-large {
    width: 240px;
    min-height: 336px;
    border-radius: 11px;
  }
  .s-large .head {
    padding: 8px 10px 7px;
  }
  .s-large .name {
    font-size: 17px;
    line-height: 21px;
  }
  .s-large .head .cost {
    font-size: 19px;
  }
  .s-large .type {
    padding: 5px 10px;
    font-size: 13px;
  }
  .s-large .body {
    padding: 9px 10px;
    font-size: 14px;
    line-height: 1.4;
    gap: 0.5em;
  }
  .s-large .foot {
    padding: 0 9px 9px;
    gap: 6px;
  }
  .s-large .chip {
    font-size: 12px;
    line-height: 18px;
    border-radius: 10px;
  }
  .s-large .damage {
    font-size: 14px;
    line-height: 22px;
  }
  .s-large .pt {
    font-size: 18px;
    padding: 2px 10px;
  }
  .s-large .chips.state {
    padding: 0 9px 7px;
  }

  /* ── The details popover of a compact card: a normal face beside it. ── */
  .details {
    position: fixed;
    inset: auto;
    margin: 6px;
    padding: 0;
    border: 0;
    background: transparent;
    color: inherit;
    overflow: visible;
    position-anchor: --crawl-card;
    /* Beside the card, top edges level; on the other side, or above or below, where there is no room. */
    position-area: right span-bottom;
    position-try-fallbacks: flip-inline, flip-block, flip-block flip-inline, bottom span-right, top span-right;
    opacity: 1;
    transition: opacity 120ms ease-out;
  }
  @starting-style {
    .details:popover-open {
      opacity: 0;
    }
  }
  .details .card {
    box-shadow: 0 4px 16px var(--vscode-widget-shadow, rgba(0, 0, 0, 0.4));
  }
  :host-context(body.vscode-high-contrast) .details .card {
    outline: 1px solid var(--vscode-contrastActiveBorder, var(--vscode-contrastBorder));
  }
`;
