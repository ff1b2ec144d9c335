import { css, html, type TemplateResult } from 'lit';

/**
 * What the key of every board shares: the keys of the card table, and the
 * look of the lists of keys and symbols (and of the rose of direction keys
 * drawn beside them). Each board's key (key-legend.ts for the hex map,
 * square-legend.ts for the square grid) adds its own keys and symbols.
 */

/** The keys of the card table, whatever the board. */
export function tableKeys(): TemplateResult {
  return html`<section aria-labelledby="table-keys">
    <h2 id="table-keys">Keys at the table</h2>
    <ul class="key-list">
      <li><kbd>N</kbd> next step · <kbd>Shift</kbd>+<kbd>N</kbd> end turn</li>
      <li><kbd>Tab</kbd> next zone · <kbd>←</kbd><kbd>→</kbd> next card in it</li>
      <li><kbd>Enter</kbd> or <kbd>Space</kbd> play, cast, attack, block or choose the focused card</li>
      <li><kbd>Esc</kbd> cancel a target, X or ability choice</li>
      <li><kbd>K</kbd> keep · <kbd>M</kbd> mulligan (opening hand)</li>
      <li class="quiet">Mouse: click a highlighted card; hover a card to read it.</li>
    </ul>
  </section>`;
}

export const legendStyles = css`
  :host {
    display: block;
  }
  section + section {
    margin-top: 14px;
  }
  .quiet {
    color: var(--vscode-descriptionForeground);
  }
  .keys {
    display: flex;
    gap: 10px;
    align-items: flex-start;
  }
  .rose {
    flex: none;
    width: 92px;
    height: 78px;
  }
  .rose-hex,
  .rose-cap {
    fill: var(--vscode-keybindingLabel-background, var(--vscode-editorWidget-background));
    stroke: var(--vscode-keybindingLabel-border, var(--vscode-widget-border, currentColor));
    stroke-width: 1;
  }
  .rose-centre {
    fill: none;
    stroke: var(--vscode-descriptionForeground);
    stroke-dasharray: 2 2;
  }
  .rose-token {
    fill: var(--crawl-token);
    stroke: var(--crawl-token-outline);
    stroke-width: 8;
  }
  .rose-key {
    fill: var(--vscode-foreground);
    font: 700 11px var(--vscode-editor-font-family, monospace);
    text-anchor: middle;
  }
  .rose-num {
    fill: var(--vscode-descriptionForeground);
    font: 7px var(--vscode-editor-font-family, monospace);
    text-anchor: middle;
  }
  .key-list,
  .legend {
    list-style: none;
    margin: 0;
    padding: 0;
    line-height: 1.5;
  }
  .key-list li + li {
    margin-top: 3px;
  }
  .key-list {
    font-size: 12px;
  }
  kbd {
    margin-right: 1px;
  }
  .legend {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 3px 10px;
  }
  .legend li {
    display: flex;
    align-items: center;
    gap: 6px;
  }
`;
