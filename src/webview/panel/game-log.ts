import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import '@vscode-elements/elements/dist/vscode-toolbar-button/index.js';
import type { LogEntry } from '../../engine';
import { historyIcon, iconStyles } from '../shared/icons';
import { sectionHeading, shared } from '../shared/styles';

/** How many entries are drawn; a long crawl's full history lives in the file (and in git). */
const SHOWN = 100;

/**
 * The game log, newest first. Each entry's number steps the replay to just
 * after it, and the Replay button starts the replay one action back.
 */
export class GameLog extends LitElement {
  static override properties = {
    entries: { attribute: false },
    replaying: { type: Boolean },
    waiting: { attribute: false },
    fill: { type: Boolean, reflect: true },
  };

  declare entries: readonly LogEntry[];
  /** True while the board shows an earlier step: the log then ends at that step. */
  declare replaying: boolean;
  /** What the game waits on before its first action (the variant's words: "keep or mulligan", "place your first token"). */
  declare waiting: string;
  /** The log is the last part of its panel: it takes the height left rather than scrolling within 15em. */
  declare fill: boolean;

  constructor() {
    super();
    this.entries = [];
    this.replaying = false;
    this.waiting = '';
    this.fill = false;
  }

  private replayTo(step: number): void {
    this.dispatchEvent(new CustomEvent('crawl-replay', { detail: { step }, bubbles: true, composed: true }));
  }

  override render(): TemplateResult {
    const newest = this.entries.slice(-SHOWN).reverse();
    const hidden = this.entries.length - newest.length;
    const last = this.entries.length;
    return html`<section aria-labelledby="h">
      <div class="heading">
        <h2 id="h">Log</h2>
        ${last > 0 && !this.replaying
          ? html`<vscode-toolbar-button label="Replay: step back through the game" title="Replay: step back through the game" @click=${() => this.replayTo(last - 1)}
              >${historyIcon()}</vscode-toolbar-button
            >`
          : nothing}
      </div>
      ${this.entries.length === 0
        ? html`<p class="quiet">Nothing yet.${this.waiting ? ` ${this.waiting}` : ''}</p>`
        : html`<ol class="log" aria-label="Log, newest first" tabindex="0">
            ${newest.map(
              (e) => html`<li class=${e.action.type === 'move' ? 'move' : e.action.type === 'pass' || e.action.type === 'endTurn' ? 'step' : 'act'}>
                <button class="seq" title=${`Show the board just after action ${e.seq}`} aria-label=${`Replay to action ${e.seq}`} @click=${() => this.replayTo(e.seq)}>${e.seq}</button
                ><span class="text">${e.text}</span>
              </li>`,
            )}
          </ol>`}
      ${hidden > 0 ? html`<p class="quiet more">…and ${hidden} earlier ${hidden === 1 ? 'entry' : 'entries'} in the file.</p>` : ''}
    </section>`;
  }

  static override styles = [
    shared,
    sectionHeading,
    iconStyles,
    css`
      :host {
        display: block;
      }
      :host([fill]) {
        flex: 1 1 auto;
        min-height: 15em;
        display: flex;
        flex-direction: column;
      }
      :host([fill]) section {
        flex: 1 1 0;
        min-height: 0;
        display: flex;
        flex-direction: column;
      }
      .heading {
        display: flex;
        align-items: center;
        justify-content: space-between;
        min-height: 22px;
        margin-bottom: 6px;
      }
      .heading h2 {
        margin: 0;
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
      :host([fill]) .log {
        flex: 1 1 0;
        min-height: 0;
        max-height: none;
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
        padding: 0 4px 0 0;
        background: none;
        border: none;
        border-radius: 2px;
        cursor: pointer;
        align-self: start;
      }
      .seq:hover {
        color: var(--vscode-textLink-foreground);
        text-decoration: underline;
      }
      .seq:focus-visible {
        outline: 1px solid var(--vscode-focusBorder);
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
