import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import '@vscode-elements/elements/dist/vscode-checkbox/index.js';
import '@vscode-elements/elements/dist/vscode-form-group/index.js';
import '@vscode-elements/elements/dist/vscode-form-helper/index.js';
import '@vscode-elements/elements/dist/vscode-label/index.js';
import '@vscode-elements/elements/dist/vscode-option/index.js';
import '@vscode-elements/elements/dist/vscode-single-select/index.js';
import '@vscode-elements/elements/dist/vscode-textfield/index.js';
import { DIFFICULTIES } from '../../engine';
import type { WeakeningChoice } from '../../protocol/messages';
import { shared } from '../shared/styles';
import { customSummary, difficultyShown, type Adjusting } from './difficulty-choice';
import { checkedOf, fieldChange, valueOf } from './field-event';
import { formStyles } from './form-styles';

export const ROUNDS = [0, 1, 2, 3, 4, 5];
export const MAX_LIFE = 1000;

/** Why a typed life total cannot be used, or undefined. */
export function lifeProblem(text: string): string | undefined {
  if (!/^\s*\d+\s*$/.test(text) || Number(text) < 1 || Number(text) > MAX_LIFE) return `Life is a whole number from 1 to ${MAX_LIFE}.`;
  return undefined;
}

/**
 * How hard the crawl is: a preset (Easy, Normal, Hard) with its summary, and
 * under the Adjusting disclosure each option the rules' "Adjusting" section
 * lists, plus Landless MTG. A change by hand makes the difficulty Custom.
 */
export class DifficultyFields extends LitElement {
  static override properties = {
    adjusting: { attribute: false },
    formatLife: { attribute: false },
    /** The life field's text while it is being typed (it may not be a number yet). */
    lifeText: { attribute: false },
    weakenings: { attribute: false },
    open: { type: Boolean },
    readOnly: { type: Boolean },
  };

  declare adjusting: Adjusting;
  declare formatLife: number;
  declare lifeText: string | undefined;
  declare weakenings: readonly WeakeningChoice[];
  declare open: boolean;
  declare readOnly: boolean;

  constructor() {
    super();
    this.formatLife = 20;
    this.lifeText = undefined;
    this.weakenings = [];
    this.open = false;
    this.readOnly = false;
  }

  override render(): TemplateResult {
    const a = this.adjusting;
    const shown = difficultyShown(a, this.formatLife);
    const preset = DIFFICULTIES.find((d) => d.id === shown);
    const lifeText = this.lifeText ?? String(a.life);
    const problem = lifeProblem(lifeText);
    const weakenings = a.weakening && !this.weakenings.some((w) => w.name === a.weakening) ? [...this.weakenings, { name: a.weakening, text: '' }] : this.weakenings;
    const weakening = weakenings.find((w) => w.name === a.weakening);
    return html`
      <vscode-form-group variant="vertical">
        <vscode-label for="difficulty">Difficulty</vscode-label>
        <vscode-single-select id="difficulty" .value=${shown} ?disabled=${this.readOnly} @change=${this.onDifficulty}>
          ${DIFFICULTIES.map((d) => html`<vscode-option value=${d.id} description=${d.summary} ?selected=${d.id === shown}>${d.label}</vscode-option>`)}
          ${shown === 'custom' ? html`<vscode-option value="custom" selected>Custom</vscode-option>` : nothing}
        </vscode-single-select>
        <vscode-form-helper id="difficulty-help">${preset ? preset.summary : customSummary(a)}</vscode-form-helper>
      </vscode-form-group>
      <details ?open=${this.open} @toggle=${this.onToggle}>
        <summary>Adjusting <span class="quiet">— life, preparation, stronger foes, your mana</span></summary>
        ${this.open ? this.renderAdjusting(a, lifeText, problem, weakenings, weakening) : nothing}
      </details>
    `;
  }

  /**
   * Drawn only while the disclosure is open: vscode-single-select reads its
   * options' labels with innerText, which is empty inside a closed <details>.
   */
  private renderAdjusting(
    a: Adjusting,
    lifeText: string,
    problem: string | undefined,
    weakenings: readonly WeakeningChoice[],
    weakening: WeakeningChoice | undefined,
  ): TemplateResult {
    return html`
        <div class="grid">
          <vscode-form-group variant="vertical">
            <vscode-label for="life">Starting life</vscode-label>
            <vscode-textfield
              id="life"
              type="number"
              min="1"
              max=${MAX_LIFE}
              .value=${lifeText}
              ?invalid=${problem !== undefined}
              ?disabled=${this.readOnly}
              @input=${this.onLife}
            ></vscode-textfield>
            <vscode-form-helper id="life-help">
              ${problem ? html`<span class="error" role="alert">${problem}</span>` : `The format's life is ${this.formatLife}.`}
            </vscode-form-helper>
          </vscode-form-group>
          <vscode-form-group variant="vertical">
            <vscode-label for="rounds">Preparation rounds</vscode-label>
            <vscode-single-select id="rounds" .value=${String(a.preparationRounds)} ?disabled=${this.readOnly} @change=${this.onRounds}>
              ${ROUNDS.map(
                (n) => html`<vscode-option value=${String(n)} ?selected=${n === a.preparationRounds}>${n === 0 ? 'None' : `${n} ${n === 1 ? 'round' : 'rounds'}`}</vscode-option>`,
              )}
            </vscode-single-select>
            <vscode-form-helper>Turns to play lands and creatures before the first move.</vscode-form-helper>
          </vscode-form-group>
          <vscode-form-group variant="vertical" class="wide">
            <vscode-label for="weakening">Enchantment that weakens your creatures</vscode-label>
            <vscode-single-select id="weakening" .value=${a.weakening ?? ''} ?disabled=${this.readOnly} @change=${this.onWeakening}>
              <vscode-option value="" ?selected=${a.weakening === null}>None</vscode-option>
              ${weakenings.map((w) => html`<vscode-option value=${w.name} description=${w.text} ?selected=${w.name === a.weakening}>${w.name}</vscode-option>`)}
            </vscode-single-select>
            <vscode-form-helper>${weakening ? `${weakening.text} It is on the battlefield from the start, under the foes' control.` : 'Your creatures fight at full strength.'}</vscode-form-helper>
          </vscode-form-group>
          <div class="wide checks">
            ${this.check('keywordRoll', a.keywordRoll, 'Keyword roll', 'Roll 1d6 for each creature met; on a 6 it gains a keyword by its colour (black deathtouch, blue menace, green trample, red first strike, white flying, colourless indestructible).')}
            ${this.check('extraFoes', a.extraFoes, 'More creatures than you control', 'Each encounter draws one creature more than the creatures you control.')}
            ${this.check('mappedMana', a.mappedMana, 'Mana only from mapped lands', 'The lands are left out of your deck: your mana comes from the hexes you have entered.')}
            ${this.check('landless', a.landless, 'Landless', 'The lands are left out of your deck, and any card can be played as a land of its colours (Landless MTG).')}
          </div>
        </div>
    `;
  }

  private check(name: keyof Adjusting, checked: boolean, label: string, hint: string): TemplateResult {
    return html`<vscode-checkbox id=${name} .checked=${checked} ?disabled=${this.readOnly} @change=${(e: Event) => fieldChange(this, name, checkedOf(e))}
      ><span class="check-label"><span>${label}</span><span class="hint">${hint}</span></span></vscode-checkbox
    >`;
  }

  private onDifficulty = (e: Event): void => {
    const v = valueOf(e);
    if (v !== 'custom') fieldChange(this, 'difficulty', v);
  };
  private onLife = (e: Event): void => fieldChange(this, 'life', valueOf(e));
  private onRounds = (e: Event): void => fieldChange(this, 'preparationRounds', Number(valueOf(e)));
  private onWeakening = (e: Event): void => fieldChange(this, 'weakening', valueOf(e) || null);
  private onToggle = (e: Event): void => void (this.open = (e.target as HTMLDetailsElement).open);

  static override styles = [
    shared,
    formStyles,
    css`
      /* Its difficulty select and Adjusting disclosure take their places in the grid of the form's Game fieldset. */
      :host {
        display: contents;
      }
      details {
        grid-column: 1 / -1;
        margin: 2px 0 6px;
      }
      summary {
        cursor: pointer;
        padding: 4px 0;
        font-weight: 600;
        width: max-content;
        max-width: 100%;
      }
      summary .quiet {
        font-weight: normal;
      }
      details[open] summary {
        margin-bottom: 4px;
      }
    `,
  ];
}

customElements.define('crawl-difficulty-fields', DifficultyFields);
