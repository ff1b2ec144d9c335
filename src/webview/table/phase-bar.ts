import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import '@vscode-elements/elements/dist/vscode-button/index.js';
import type { ActionView, OutcomeView, PhaseView } from '../../protocol/table-view';
import { shared } from '../shared/styles';
import { actIcon, errorIcon, iconStyles } from '../shared/icons';
import { phaseIcon } from './table-icons';

/**
 * Where the turn stands: the phase (opening hand, preparation round,
 * encounter turn, the foe's attack, travel, game over), the four stops of
 * your turn with the current one marked, and the two ways on: "Next: <step>"
 * (pass) and "End turn". It fires `crawl-act` with the action; the app
 * sends it.
 */
export class PhaseBar extends LitElement {
  static override properties = {
    phase: { attribute: false },
    outcome: { attribute: false },
    pass: { attribute: false },
    endTurn: { attribute: false },
    interactive: { type: Boolean },
  };

  declare phase: PhaseView | undefined;
  declare outcome: OutcomeView | undefined;
  declare pass: ActionView | undefined;
  declare endTurn: ActionView | undefined;
  declare interactive: boolean;

  constructor() {
    super();
    this.phase = undefined;
    this.outcome = undefined;
    this.pass = undefined;
    this.endTurn = undefined;
    this.interactive = false;
  }

  override render(): TemplateResult | typeof nothing {
    const p = this.phase;
    if (!p) return nothing;
    // While an action is on its way the buttons stay (so the keyboard stays on them) but do nothing.
    const pass = this.pass;
    const endTurn = this.endTurn;
    const currentIndex = p.steps.findIndex((s) => s.current);
    return html`<div class="bar kind-${p.kind} ${this.outcome ? `result-${this.outcome.result}` : ''}" role="group" aria-label="Turn">
      <div class="title">
        ${this.outcome?.result === 'lost' ? errorIcon({ size: 18 }) : phaseIcon(p.kind)}
        <span class="name">${p.title}</span>
      </div>
      ${p.steps.length > 0
        ? html`<ol class="steps" aria-label="Steps of your turn">
            ${p.steps.map(
              (s, i) => html`<li class=${s.current ? 'current' : i < currentIndex ? 'done' : 'later'} aria-current=${s.current ? 'step' : 'false'}>
                <span class="pill"><span class="dot" aria-hidden="true"></span>${s.name}</span>
              </li>`,
            )}
          </ol>`
        : p.kind === 'travel'
          ? html`<p class="help">${p.help}</p>`
          : html`<span class="spacer"></span>`}
      <div class="buttons">
        ${endTurn
          ? html`<vscode-button id="end-turn" secondary aria-disabled=${String(!this.interactive)} title="End turn (Shift+N): pass the rest of your turn without attacking" @click=${() => this.act(endTurn)}
              >End turn</vscode-button
            >`
          : nothing}
        ${pass
          ? html`<vscode-button id="next" aria-disabled=${String(!this.interactive)} title=${`${pass.label} (N)`} @click=${() => this.act(pass)}>${actIcon({ slot: 'content-before' })}${pass.label}</vscode-button>`
          : nothing}
      </div>
    </div>`;
  }

  private act(a: ActionView): void {
    if (!this.interactive) return;
    this.dispatchEvent(new CustomEvent('crawl-act', { detail: { action: a.action, label: a.label }, bubbles: true, composed: true }));
  }

  /** Puts the keyboard on the primary button (after a step, so Enter goes on again). */
  focusNext(): boolean {
    const b = this.shadowRoot?.querySelector<HTMLElement>('#next');
    b?.focus();
    return Boolean(b);
  }

  static override styles = [
    shared,
    iconStyles,
    css`
      :host {
        display: block;
        background: var(--vscode-editorWidget-background, var(--vscode-editor-background));
        border-bottom: 1px solid var(--vscode-panel-border, var(--vscode-contrastBorder, transparent));
      }
      .bar {
        display: flex;
        align-items: center;
        flex-wrap: wrap;
        gap: 6px 18px;
        padding: 7px 12px;
        min-height: 46px;
      }
      .title {
        display: flex;
        align-items: center;
        gap: 8px;
        font-weight: 600;
        font-size: 14px;
        white-space: nowrap;
      }
      .title svg {
        color: var(--crawl-phase-accent, var(--vscode-focusBorder));
      }
      .kind-foe {
        --crawl-phase-accent: var(--crawl-encounter);
      }
      .kind-encounter {
        --crawl-phase-accent: var(--crawl-encounter);
      }
      .result-won {
        --crawl-phase-accent: var(--vscode-testing-iconPassed, #73c991);
      }
      .result-lost {
        --crawl-phase-accent: var(--vscode-errorForeground);
      }
      .spacer {
        flex: 1 1 auto;
      }
      .help {
        margin: 0;
        flex: 1 1 200px;
        color: var(--vscode-descriptionForeground);
        min-width: 0;
      }
      .steps {
        flex: 1 1 auto;
        display: flex;
        align-items: center;
        gap: 4px;
        margin: 0;
        padding: 0;
        list-style: none;
        min-width: 0;
      }
      .steps li {
        display: flex;
        align-items: center;
        color: var(--vscode-descriptionForeground);
        white-space: nowrap;
      }
      .steps li + li::before {
        content: '›';
        margin: 0 6px;
        color: var(--vscode-descriptionForeground);
        opacity: 0.8;
      }
      .steps .pill {
        display: inline-flex;
        align-items: center;
        gap: 6px;
        padding: 3px 10px;
        border-radius: 12px;
        border: 1px solid transparent;
      }
      .steps .dot {
        width: 7px;
        height: 7px;
        border-radius: 50%;
        border: 1px solid currentColor;
      }
      .steps .done .dot {
        background: currentColor;
      }
      .steps .current .pill {
        color: var(--vscode-foreground);
        font-weight: 600;
        background: var(--vscode-list-activeSelectionBackground, var(--vscode-editor-selectionBackground, transparent));
        border-color: var(--crawl-phase-accent, var(--vscode-focusBorder));
      }
      :host-context(body.vscode-light) .steps .current .pill,
      :host-context(body.vscode-high-contrast-light) .steps .current .pill {
        color: var(--vscode-list-activeSelectionForeground, var(--vscode-foreground));
      }
      .steps .current .dot {
        background: var(--crawl-phase-accent, var(--vscode-focusBorder));
        border-color: var(--crawl-phase-accent, var(--vscode-focusBorder));
      }
      :host-context(body.vscode-high-contrast) .steps .current .pill {
        background: transparent;
        border-color: var(--vscode-contrastActiveBorder, var(--vscode-focusBorder));
      }
      .buttons {
        display: flex;
        gap: 8px;
        margin-left: auto;
      }
      vscode-button {
        white-space: nowrap;
      }
    `,
  ];
}

customElements.define('crawl-phase-bar', PhaseBar);

declare global {
  interface HTMLElementTagNameMap {
    'crawl-phase-bar': PhaseBar;
  }
}
