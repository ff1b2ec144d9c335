import { LitElement, css, html, type TemplateResult } from 'lit';
import type { LogEntry } from '../../engine/save/schema';
import { sectionHeading, shared } from '../shared/styles';

/** How many entries are drawn; a long crawl's full history lives in the file (and in git). */
const SHOWN = 100;

/** The game log, newest first. */
export class GameLog extends LitElement {
  static override properties = {
    entries: { attribute: false },
  };

  declare entries: readonly LogEntry[];

  constructor() {
    super();
    this.entries = [];
  }

  override render(): TemplateResult {
    const newest = this.entries.slice(-SHOWN).reverse();
    const hidden = this.entries.length - newest.length;
    return html`<section aria-labelledby="h">
      <h2 id="h">Log</h2>
      ${this.entries.length === 0
        ? html`<p class="quiet">Nothing yet: keep or mulligan your opening hand to begin.</p>`
        : html`<ol class="log" aria-label="Log, newest first" tabindex="0">
            ${newest.map(
              (e) => html`<li class=${e.action.type === 'move' ? 'move' : e.action.type === 'pass' || e.action.type === 'endTurn' ? 'step' : 'act'}>
                <span class="seq" aria-hidden="true">${e.seq}</span><span class="text"><span class="sr-only">${e.seq}. </span>${e.text}</span>
              </li>`,
            )}
          </ol>`}
      ${hidden > 0 ? html`<p class="quiet more">…and ${hidden} earlier ${hidden === 1 ? 'entry' : 'entries'} in the file.</p>` : ''}
    </section>`;
  }

  static override styles = [
    shared,
    sectionHeading,
    css`
      :host {
        display: block;
      }
      p {
        margin: 0;
      }
      .quiet {
        color: var(--vscode-descriptionForeground);
      }
      /* The log scrolls on its own so the piles and the keys stay within reach. */
      .log {
        list-style: none;
        margin: 0;
        padding: 0 4px 0 0;
        max-height: 15em;
        overflow-y: auto;
        overscroll-behavior: contain;
      }
      .log li {
        display: grid;
        grid-template-columns: 2.6em 1fr;
        gap: 4px;
        padding: 3px 0;
        border-top: 1px solid var(--vscode-panel-border, transparent);
        line-height: 1.4;
      }
      .log li:first-child {
        border-top: none;
        font-weight: 600;
      }
      .seq {
        color: var(--vscode-descriptionForeground);
        font: 11px/1.9 var(--vscode-editor-font-family, monospace);
        text-align: right;
        padding-right: 4px;
      }
      .step .text {
        color: var(--vscode-descriptionForeground);
      }
      .move .text {
        font-style: italic;
      }
      .more {
        margin-top: 6px;
        font-size: 0.92em;
      }
    `,
  ];
}

customElements.define('crawl-game-log', GameLog);
