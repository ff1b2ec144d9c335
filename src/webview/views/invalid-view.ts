import { LitElement, css, html, type TemplateResult } from 'lit';
import '@vscode-elements/elements/dist/vscode-button/index.js';
import type { Problem } from '../../engine';
import { errorIcon, goToFileIcon, iconStyles } from '../shared/icons';
import { shared } from '../shared/styles';

/** A file that is not a valid game: say exactly what is wrong and where, and offer the text editor. */
export class InvalidView extends LitElement {
  static override properties = {
    problems: { attribute: false },
    fileName: { type: String },
  };

  declare problems: readonly Problem[];
  declare fileName: string;

  constructor() {
    super();
    this.problems = [];
    this.fileName = '';
  }

  override render(): TemplateResult {
    const n = this.problems.length;
    return html`<section role="alert" aria-labelledby="title">
      <h1 id="title">${errorIcon({ size: 20 })} This file is not a Crawl game we can open</h1>
      <p class="quiet">
        <span class="file">${this.fileName}</span> has ${n === 1 ? 'a problem' : `${n} problems`}. Nothing was changed; fix
        ${n === 1 ? 'it' : 'them'} in the text editor and the playmat comes back.
      </p>
      <ul class="problems">
        ${this.problems.map(
          (p) => html`<li>
            <code class="where">${where(p)}</code>
            <span class="message">${p.message}</span>
          </li>`,
        )}
      </ul>
      <vscode-button id="open-as-text" @click=${this.openAsText}>${goToFileIcon({ slot: 'content-before' })}Open as Text</vscode-button>
    </section>`;
  }

  private openAsText = (): void => {
    this.dispatchEvent(new CustomEvent('crawl-open-as-text', { bubbles: true, composed: true }));
  };

  static override styles = [
    shared,
    iconStyles,
    css`
      :host {
        display: block;
        max-width: 760px;
        margin: 0 auto;
        padding: 32px 20px;
      }
      h1 {
        display: flex;
        align-items: center;
        gap: 8px;
        margin: 0 0 8px;
        font-size: 18px;
        font-weight: 600;
      }
      h1 svg.icon {
        color: var(--vscode-errorForeground);
        /* Drawn at 20px: a little heavier, to stand by the bold heading. */
        stroke-width: 1.2;
      }
      .quiet {
        margin: 0 0 14px;
        color: var(--vscode-descriptionForeground);
        line-height: 1.5;
      }
      .file,
      code {
        font-family: var(--vscode-editor-font-family, monospace);
      }
      .file {
        color: var(--vscode-foreground);
      }
      .problems {
        display: grid;
        grid-template-columns: minmax(6em, max-content) 1fr;
        margin: 0 0 18px;
        padding: 0;
        list-style: none;
        border: 1px solid var(--vscode-inputValidation-errorBorder, var(--vscode-panel-border));
        border-radius: 4px;
        background: var(--vscode-inputValidation-errorBackground, transparent);
      }
      .problems li {
        /* One column of places for all rows, so the messages line up. */
        display: grid;
        grid-column: 1 / -1;
        grid-template-columns: subgrid;
        column-gap: 16px;
        padding: 6px 10px;
      }
      .problems li + li {
        border-top: 1px solid var(--vscode-panel-border, transparent);
      }
      .where {
        color: var(--vscode-textPreformat-foreground, var(--vscode-foreground));
        word-break: break-all;
      }
      .message {
        color: var(--vscode-foreground);
      }
    `,
  ];
}

/** A problem's place: its JSON pointer, and its line and column when the text itself is broken. */
function where(p: Problem): string {
  const at = p.line !== undefined ? `line ${p.line}, column ${p.column ?? 1}` : undefined;
  if (p.path === '') return at ?? '(the whole file)';
  return at ? `${p.path} (${at})` : p.path;
}

customElements.define('crawl-invalid-view', InvalidView);
