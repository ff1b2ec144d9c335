import { css } from 'lit';

/**
 * The look every part of the new-game form shares: fieldsets as quiet
 * groups with a section heading, two columns of labelled fields that become
 * one in a narrow editor, and VS Code's own colours for text, hints and
 * errors.
 */
export const formStyles = css`
  fieldset {
    margin: 0 0 14px;
    padding: 10px 14px 6px;
    min-width: 0;
    border: 1px solid var(--vscode-widget-border, var(--vscode-panel-border, rgba(128, 128, 128, 0.35)));
    border-radius: 4px;
  }
  legend {
    padding: 0 6px;
    margin-left: -6px;
    font-size: 11px;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: var(--vscode-sideBarSectionHeader-foreground, var(--vscode-foreground));
  }
  .grid {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: 20px;
    align-items: start;
  }
  .grid .wide {
    grid-column: 1 / -1;
  }
  @media (max-width: 560px) {
    .grid {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  /* Tighter than vscode-elements' 15px a side: the whole form, and its Start button, fit a small editor. */
  vscode-form-group {
    margin: 4px 0 8px;
    min-width: 0;
  }
  vscode-single-select,
  vscode-textfield {
    width: 100%;
  }
  .quiet,
  .hint {
    color: var(--vscode-descriptionForeground);
  }
  .quiet {
    margin: 0;
    line-height: 1.5;
  }
  .hint {
    display: block;
    font-size: 12px;
    line-height: 1.4;
    margin-top: 1px;
  }
  .error {
    color: var(--vscode-errorForeground);
  }
  .checks {
    display: grid;
    gap: 8px;
    margin: 4px 0 8px;
  }
  vscode-checkbox {
    /* The label wraps instead of running off a narrow editor. */
    max-width: 100%;
    white-space: normal;
  }
  .check-label {
    display: inline-block;
    vertical-align: top;
  }
`;
