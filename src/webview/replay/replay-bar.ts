import { LitElement, css, html, type TemplateResult } from 'lit';
import '@vscode-elements/elements/dist/vscode-button/index.js';
import '@vscode-elements/elements/dist/vscode-toolbar-button/index.js';
import { historyIcon, iconStyles, stepBackIcon, stepOnIcon, toEndIcon, toStartIcon } from '../shared/icons';
import { shared } from '../shared/styles';

/** Asks for the board after `step` actions, or (`null`) for the game as it is. */
export type ReplayEvent = CustomEvent<{ step: number | null }>;

/**
 * The replay scrubber: steps the board back and forth through the log. It
 * only asks; the host answers with the game at that step, and the file is
 * never touched. The slider's own keys step it (arrows, Page Up/Down, Home,
 * End); Escape goes back to the game.
 */
export class ReplayBar extends LitElement {
  static override properties = {
    step: { type: Number },
    total: { type: Number },
    text: {},
  };

  /** The step shown (or asked for and on its way). */
  declare step: number;
  declare total: number;
  /** What happened at this step: the log entry's words. */
  declare text: string;

  constructor() {
    super();
    this.step = 0;
    this.total = 0;
    this.text = '';
  }

  /** Puts the keyboard on the slider, so the arrows step at once. */
  override focus(): void {
    void this.updateComplete.then(() => this.shadowRoot?.querySelector<HTMLInputElement>('input')?.focus());
  }

  private ask(step: number | null): void {
    const to = step === null ? null : Math.max(0, Math.min(this.total, step));
    if (to !== null && to === this.step) return;
    this.dispatchEvent(new CustomEvent('crawl-replay', { detail: { step: to }, bubbles: true, composed: true }));
  }

  private onInput = (e: Event): void => {
    this.ask(Number((e.target as HTMLInputElement).value));
  };

  private onKeyDown = (e: KeyboardEvent): void => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    e.stopPropagation();
    this.ask(null);
  };

  override render(): TemplateResult {
    const { step, total } = this;
    const where = step === 0 ? `The opening (of ${total})` : `After action ${step} of ${total}`;
    return html`<div class="bar" role="group" aria-label="Replay" @keydown=${this.onKeyDown}>
      <span class="title">${historyIcon()}<strong>Replay</strong></span>
      <div class="controls">
        <vscode-toolbar-button label="To the opening (Home)" title="To the opening (Home)" ?disabled=${step === 0} @click=${() => this.ask(0)}
          >${toStartIcon()}</vscode-toolbar-button
        >
        <vscode-toolbar-button label="One action back (←)" title="One action back (←)" ?disabled=${step === 0} @click=${() => this.ask(step - 1)}
          >${stepBackIcon()}</vscode-toolbar-button
        >
        <input
          type="range"
          min="0"
          max=${total}
          step="1"
          .value=${String(step)}
          aria-label="Action"
          aria-valuetext=${step === 0 ? 'the opening' : `after action ${step} of ${total}`}
          @input=${this.onInput}
        />
        <vscode-toolbar-button label="One action on (→)" title="One action on (→)" ?disabled=${step === total} @click=${() => this.ask(step + 1)}
          >${stepOnIcon()}</vscode-toolbar-button
        >
        <vscode-toolbar-button label="To the last action (End)" title="To the last action (End)" ?disabled=${step === total} @click=${() => this.ask(total)}
          >${toEndIcon()}</vscode-toolbar-button
        >
      </div>
      <span class="where" aria-live="polite">${where}</span>
      <vscode-button secondary title="Back to the game as it is now (Escape)" @click=${() => this.ask(null)}>Back to the game</vscode-button>
      <p class="what">${step === 0 ? 'The opening hand is drawn. The file is not changed while you look back.' : html`<span class="seq">${step}.</span> ${this.text}`}</p>
    </div>`;
  }

  static override styles = [
    shared,
    iconStyles,
    css`
      :host {
        display: block;
      }
      .bar {
        display: grid;
        grid-template-columns: auto minmax(160px, 1fr) auto auto;
        grid-template-areas: 'title controls where back' 'what what what what';
        align-items: center;
        gap: 4px 12px;
        padding: 6px 12px 8px;
        background: var(--vscode-editorWidget-background, var(--vscode-editor-background));
        border-bottom: 1px solid var(--vscode-focusBorder);
        border-top: 1px solid var(--vscode-contrastBorder, transparent);
      }
      .title {
        grid-area: title;
        display: inline-flex;
        align-items: center;
        gap: 6px;
      }
      .controls {
        grid-area: controls;
        display: flex;
        align-items: center;
        gap: 2px;
      }
      input[type='range'] {
        flex: 1;
        min-width: 80px;
        margin: 0 6px;
        accent-color: var(--vscode-button-background);
      }
      input[type='range']:focus-visible {
        outline: 1px solid var(--vscode-focusBorder);
        outline-offset: 2px;
      }
      .where {
        grid-area: where;
        /* As wide as its longest wording, so the slider and its buttons do not shift as the words change. */
        min-width: 19ch;
        font-variant-numeric: tabular-nums;
        color: var(--vscode-descriptionForeground);
        white-space: nowrap;
      }
      vscode-button {
        grid-area: back;
      }
      .what {
        grid-area: what;
        margin: 0;
        line-height: 1.4;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .seq {
        color: var(--vscode-descriptionForeground);
        font-variant-numeric: tabular-nums;
      }
    `,
  ];
}

customElements.define('crawl-replay-bar', ReplayBar);

declare global {
  interface HTMLElementTagNameMap {
    'crawl-replay-bar': ReplayBar;
  }
}
