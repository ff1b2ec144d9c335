import { css } from 'lit';

/** Bits every component's shadow root needs. Colours come from --vscode-* (chrome) and --crawl-* (playmat.css palette). */
export const shared = css`
  :host {
    box-sizing: border-box;
    color: var(--vscode-foreground);
    font-family: var(--vscode-font-family, system-ui, sans-serif);
    font-size: var(--vscode-font-size, 13px);
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  :focus-visible {
    outline: 1px solid var(--vscode-focusBorder);
    outline-offset: 2px;
  }
  kbd {
    display: inline-block;
    min-width: 1.6em;
    padding: 0 0.35em;
    border: 1px solid var(--vscode-keybindingLabel-border, var(--vscode-widget-border, currentColor));
    border-bottom-color: var(--vscode-keybindingLabel-bottomBorder, var(--vscode-widget-border, currentColor));
    border-radius: 3px;
    background: var(--vscode-keybindingLabel-background, transparent);
    color: var(--vscode-keybindingLabel-foreground, inherit);
    font: 11px/1.6 var(--vscode-editor-font-family, monospace);
    text-align: center;
    box-shadow: inset 0 -1px 0 var(--vscode-widget-shadow, transparent);
  }
  /* The two-tone mana icon of manaIcon(); palette in media/playmat.css. */
  svg.mana {
    flex: none;
    vertical-align: -0.25em;
  }
  .mana .mana-disc {
    fill: var(--crawl-disc);
    stroke: var(--crawl-ink);
    stroke-width: 3;
  }
  .mana .mana-ink {
    fill: var(--crawl-ink);
  }
  .t-Plains {
    --crawl-fill: var(--crawl-plains-fill);
    --crawl-disc: var(--crawl-plains-disc);
    --crawl-ink: var(--crawl-plains-ink);
    --crawl-pale: var(--crawl-plains-pale);
  }
  .t-Island {
    --crawl-fill: var(--crawl-island-fill);
    --crawl-disc: var(--crawl-island-disc);
    --crawl-ink: var(--crawl-island-ink);
    --crawl-pale: var(--crawl-island-pale);
  }
  .t-Swamp {
    --crawl-fill: var(--crawl-swamp-fill);
    --crawl-disc: var(--crawl-swamp-disc);
    --crawl-ink: var(--crawl-swamp-ink);
    --crawl-pale: var(--crawl-swamp-pale);
  }
  .t-Mountain {
    --crawl-fill: var(--crawl-mountain-fill);
    --crawl-disc: var(--crawl-mountain-disc);
    --crawl-ink: var(--crawl-mountain-ink);
    --crawl-pale: var(--crawl-mountain-pale);
  }
  .t-Forest {
    --crawl-fill: var(--crawl-forest-fill);
    --crawl-disc: var(--crawl-forest-disc);
    --crawl-ink: var(--crawl-forest-ink);
    --crawl-pale: var(--crawl-forest-pale);
  }
`;

/** The uppercase section headings of VS Code's side bar. */
export const sectionHeading = css`
  h2 {
    margin: 0 0 6px;
    font-size: 11px;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: var(--vscode-sideBarSectionHeader-foreground, var(--vscode-foreground));
  }
`;
