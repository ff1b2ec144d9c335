import { css } from 'lit';

/**
 * What <crawl-castle-board> adds to the square grid's look
 * (square-board-styles.ts, which it shares: the places, card backs, pieces,
 * power/toughness and its bonus, marks, the details popover, the seat
 * colours). Chrome comes from --vscode-* variables; high contrast themes get
 * --vscode-contrastBorder edges and --vscode-contrastActiveBorder for what
 * can be chosen.
 */
export const castleBoardStyles = css`
  .castle-count {
    flex: none;
    margin: 0;
    white-space: nowrap;
    color: var(--vscode-descriptionForeground);
    font-size: 12px;
  }
  /* A castle's places sit on a faint band of its owner's colour, so the two castles read as two. */
  .row {
    align-items: center;
    padding: 0 6px 0 0;
  }
  .row.top {
    background: color-mix(in srgb, var(--seat-1) 6%, transparent);
  }
  .row.bottom {
    background: color-mix(in srgb, var(--seat-0) 6%, transparent);
  }
  .row.top:first-of-type,
  .row.bottom:last-of-type {
    border-radius: 6px;
  }
  .grid {
    gap: 4px;
  }
  /* Wider than tall (PLACE_WIDTH in castle-board.ts): a card back stands upright in the middle, a face-up creature lies across as a piece. */
  .place,
  .column-slot {
    width: calc(var(--cell) * 1.5);
  }

  /* ── A face-up creature: a whole card in its place ── */
  .castle-piece {
    position: relative;
    left: auto;
    right: auto;
    bottom: auto;
    justify-content: space-between;
    width: calc(var(--cell) * 1.42);
    height: calc(var(--cell) * 0.96);
  }
  .castle-piece .piece-foot {
    flex-wrap: nowrap;
  }
  .damage {
    color: var(--vscode-errorForeground);
  }
  .castle-empty,
  .land.face-down {
    width: calc(var(--cell) * 0.74);
  }
  /* A face-down card someone may see needs the room for its name. */
  .land.face-down.seen {
    width: calc(var(--cell) * 1.2);
  }
  /* A face-down card someone may see: revealed by the attack (both players), or known to its owner. */
  .land.face-down.seen {
    display: flex;
    align-items: flex-end;
  }
  .back-name {
    position: relative;
    z-index: 1;
    display: flex;
    flex-direction: column;
    width: 100%;
    padding: 2px 3px;
    background: color-mix(in srgb, var(--vscode-editorWidget-background) 90%, transparent);
    color: var(--vscode-descriptionForeground);
    font-size: var(--name-size);
    line-height: 1.25;
    text-align: center;
  }
  .back-name b {
    color: var(--vscode-foreground);
    font-weight: 600;
    overflow-wrap: break-word;
  }
  .land.face-down.revealed {
    border: 2px solid var(--chosen);
  }

  /* The place an attack has reached. */
  .place.breached::after {
    content: '';
    position: absolute;
    inset: -2px;
    border: 2px solid var(--vscode-inputValidation-errorBorder, var(--vscode-errorForeground));
    border-radius: 9px;
    pointer-events: none;
  }
  .place.attackable {
    cursor: pointer;
  }
  .place.attackable:hover {
    background: color-mix(in srgb, var(--vscode-errorForeground) 10%, transparent);
  }
  /* On a castle card the mark sits over its middle, clear of the name at the top and the stats at the foot. */
  .mark {
    top: 40%;
  }
  .place.choosable .land,
  .place.choosable .castle-piece {
    outline: 2px solid color-mix(in srgb, var(--vscode-button-background) 80%, transparent);
    outline-offset: 1px;
  }
  .place.chosen .land,
  .place.chosen .castle-piece {
    outline: 2.5px solid var(--chosen);
    outline-offset: 2px;
  }
  :host-context(body.vscode-high-contrast) .place.choosable .land,
  :host-context(body.vscode-high-contrast) .place.choosable .castle-piece {
    outline: 1px dashed var(--vscode-contrastActiveBorder, #f38518);
  }

  /* ── Between the castles: the columns to attack, or the defender's question ── */
  .middle {
    display: flex;
    align-items: center;
    gap: 6px;
    min-height: 34px;
    margin: 6px 0;
    padding: 3px 6px 3px 0;
    border-top: 1px dashed var(--vscode-panel-border, var(--vscode-widget-border, transparent));
    border-bottom: 1px dashed var(--vscode-panel-border, var(--vscode-widget-border, transparent));
  }
  .column-slot {
    display: grid;
    place-items: center;
  }
  .column-number {
    color: var(--vscode-descriptionForeground);
    font-size: 11px;
    font-variant-numeric: tabular-nums;
  }
  .attack-column {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 4px;
    width: 100%;
    padding: 3px 4px;
    border: 1px solid var(--vscode-inputValidation-errorBorder, var(--vscode-errorForeground));
    border-radius: 4px;
    background: var(--vscode-inputValidation-errorBackground, var(--vscode-button-background));
    color: var(--vscode-foreground);
    font: inherit;
    font-size: 12px;
    font-weight: 600;
    cursor: pointer;
  }
  .attack-column:hover {
    background: color-mix(in srgb, var(--vscode-errorForeground) 30%, var(--vscode-editor-background));
  }
  .attack-column .glyph,
  .breach-words .glyph {
    width: 14px;
    height: 14px;
    flex: none;
  }
  :host-context(body.vscode-high-contrast) .attack-column {
    border-color: var(--vscode-contrastActiveBorder, #f38518);
    background: transparent;
  }
  .breach-line {
    display: flex;
    align-items: center;
    padding-left: 18px;
  }
  .breach-words {
    display: flex;
    align-items: center;
    gap: 6px;
    color: var(--vscode-errorForeground);
    font-size: 12px;
    font-weight: 600;
  }

  /* The defender's question: a bar across the board above their castle's title. */
  .question {
    flex: none;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
    padding: 6px 12px;
    border-top: 1px solid var(--vscode-inputValidation-errorBorder, var(--vscode-errorForeground));
    background: color-mix(in srgb, var(--vscode-errorForeground) 8%, var(--vscode-editor-background));
  }
  :host-context(body.vscode-high-contrast) .question {
    background: transparent;
  }
  .question-words {
    font-weight: 600;
  }
  .answers {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  .attackers {
    flex: none;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 8px;
    padding: 6px 12px;
    border-top: 1px solid var(--vscode-panel-border, var(--vscode-widget-border, transparent));
  }
  .attackers-words {
    font-weight: 600;
  }
  .attacker {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    padding: 2px 8px;
    font: inherit;
    color: var(--vscode-foreground);
    background: var(--vscode-button-secondaryBackground, transparent);
    border: 1px solid var(--vscode-button-border, var(--vscode-contrastBorder, transparent));
    border-radius: 3px;
    cursor: pointer;
  }
  .attacker.goes {
    color: var(--vscode-button-foreground);
    background: var(--vscode-button-background);
  }
  .attacker.stays {
    opacity: 0.75;
    text-decoration: line-through;
  }
  .attacker:focus-visible {
    outline: 1px solid var(--vscode-focusBorder);
    outline-offset: 2px;
  }
  .attacker-mark {
    display: inline-flex;
    width: 14px;
    justify-content: center;
  }
  .attacker-mark svg {
    width: 12px;
    height: 12px;
  }
  .attacker-pt {
    font-variant-numeric: tabular-nums;
    opacity: 0.85;
  }
`
