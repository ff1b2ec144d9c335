import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import '@vscode-elements/elements/dist/vscode-button/index.js';
import '@vscode-elements/elements/dist/vscode-form-group/index.js';
import '@vscode-elements/elements/dist/vscode-form-helper/index.js';
import '@vscode-elements/elements/dist/vscode-label/index.js';
import '@vscode-elements/elements/dist/vscode-option/index.js';
import '@vscode-elements/elements/dist/vscode-single-select/index.js';
import { COLOUR_NAMES, type Colour } from '../../engine';
import type { DeckChoice, DeckImportView } from '../../protocol/messages';
import { folderIcon, iconStyles, warningIcon } from '../shared/icons';
import { shared } from '../shared/styles';
import { fieldChange, valueOf } from './field-event';
import { formStyles } from './form-styles';

/** The deck select's value for "your own deck list". */
export const IMPORTED = '(imported)';

/** The state of a pasted or opened deck list, kept by the form. */
export interface DeckImportState {
  readonly text: string;
  readonly fileName: string | undefined;
  /** The host's answer to the latest text, once it came. */
  readonly result: DeckImportView | undefined;
  /** A request is on its way. */
  readonly pending: boolean;
}

export const NO_LIST: DeckImportState = { text: '', fileName: undefined, result: undefined, pending: false };

const PLACEHOLDER = `Deck
4 Llanowar Elves
4 Giant Growth
20 Forest

Sideboard
2 Naturalize`;

/**
 * One player's deck in the new-game form: a starter deck, or their own list
 * (pasted, or opened with Choose file…, in MTG Arena, MTGO .dek or plain
 * "4 Name" form) with its problems by line, or its summary and what the
 * game asks the player to weigh. Every game whose form takes a deck draws
 * it, once per player. It keeps nothing: it reports a change as a
 * `crawl-field` event named after `name` (the choice), `name`Text (the
 * list typed) and `name`File (Choose file… pressed).
 */
export class DeckChoiceField extends LitElement {
  static override properties = {
    name: { type: String, reflect: true },
    label: { type: String },
    listLabel: { type: String },
    decks: { attribute: false },
    value: { type: String },
    defaultDeck: { type: String },
    list: { attribute: false },
    readOnly: { type: Boolean },
  };

  /** The field it stands for ("deck", "deck2"): its select's id, and the start of its events' names. */
  declare name: string;
  /** "Your deck". */
  declare label: string;
  /** "Deck list", "The computer's deck list": the list's label, which also names it to a screen reader. */
  declare listLabel: string;
  declare decks: readonly DeckChoice[];
  /** The starter deck's id, or IMPORTED. */
  declare value: string;
  /** The starter deck the game starts with when left alone (marked "default"), if any. */
  declare defaultDeck: string | undefined;
  declare list: DeckImportState;
  declare readOnly: boolean;

  constructor() {
    super();
    this.name = 'deck';
    this.label = 'Your deck';
    this.listLabel = 'Deck list';
    this.decks = [];
    this.value = '';
    this.defaultDeck = undefined;
    this.list = NO_LIST;
    this.readOnly = false;
  }

  override render(): TemplateResult {
    const starter = this.decks.find((x) => x.id === this.value);
    const id = this.name;
    return html`
      <vscode-form-group variant="vertical">
        <vscode-label for=${id}>${this.label}</vscode-label>
        <vscode-single-select id=${id} .value=${this.value} ?disabled=${this.readOnly} aria-describedby=${ifDefined(starter ? `${id}-help` : undefined)} @change=${this.onDeck}>
          ${this.decks.map(
            (x) => html`<vscode-option value=${x.id} description=${x.description} ?selected=${x.id === this.value}
              >${x.name} (${x.colours.map((c) => COLOUR_NAMES[c as Colour] ?? c).join('-')})${x.id === this.defaultDeck ? ' — default' : ''}</vscode-option
            >`,
          )}
          <vscode-option value=${IMPORTED} description="Paste a list or open a file: MTG Arena, MTGO .dek, or lines like 4 Llanowar Elves" ?selected=${this.value === IMPORTED}
            >Your own deck list…</vscode-option
          >
        </vscode-single-select>
        ${starter ? html`<vscode-form-helper id=${`${id}-help`}>${starter.description}</vscode-form-helper>` : nothing}
      </vscode-form-group>
      ${this.value === IMPORTED ? this.renderList() : nothing}
    `;
  }

  private renderList(): TemplateResult {
    const imp = this.list;
    const result = imp.pending ? undefined : imp.result;
    const problems = result && !result.ok ? result.problems : [];
    const warnings = result?.ok ? (result.warnings ?? []) : [];
    const notes = result?.ok ? result.notes : [];
    return html`
      <div class="import">
        <div class="import-head">
          <label for="decklist">${this.listLabel}${imp.fileName ? html` <span class="quiet">from ${imp.fileName}</span>` : nothing}</label>
          <vscode-button id="choose-file" secondary aria-label=${`Choose file… for ${this.listLabel.toLowerCase()}`} ?disabled=${this.readOnly} @click=${this.onChooseFile}
            >${folderIcon({ slot: 'content-before' })}Choose file…</vscode-button
          >
        </div>
        <textarea
          id="decklist"
          rows="8"
          spellcheck="false"
          placeholder=${PLACEHOLDER}
          .value=${imp.text}
          ?disabled=${this.readOnly}
          aria-invalid=${problems.length > 0 ? 'true' : 'false'}
          aria-describedby="deck-status deck-problems deck-warnings"
          @input=${this.onText}
        ></textarea>
        <p id="deck-status" class="status" role="status">${this.status()}</p>
        ${problems.length > 0
          ? html`<ul id="deck-problems" class="problems" aria-label="Problems in the deck list">
              ${problems.map((p) => html`<li><span class="line">Line ${p.line}</span> <span class="error">${p.message}</span></li>`)}
            </ul>`
          : nothing}
        ${warnings.length > 0
          ? html`<ul id="deck-warnings" class="warnings" aria-label="Warnings on the deck list">
              ${warnings.map((w) => html`<li>${warningIcon()}<span>${w}</span></li>`)}
            </ul>`
          : nothing}
        ${problems.length === 0 && notes.length > 0
          ? html`<ul id="deck-problems" class="notes" aria-label="Notes on the deck list">
              ${notes.map((n) => html`<li class="quiet">${n}</li>`)}
            </ul>`
          : nothing}
      </div>
    `;
  }

  private status(): TemplateResult | string {
    const imp = this.list;
    if (imp.text.trim() === '') return 'Paste a deck list above, or choose a file.';
    if (imp.pending || !imp.result) return 'Reading the list…';
    const r = imp.result;
    if (!r.ok) {
      const n = r.problems.length;
      return html`<span class="error">${n} ${n === 1 ? 'line needs' : 'lines need'} fixing before this deck can be played:</span>`;
    }
    const s = r.summary;
    const colours = s.colours.map((c) => COLOUR_NAMES[c as Colour] ?? c).join('-') || 'Colourless';
    const manual =
      s.manual === 0
        ? 'every card automated'
        : `${s.manual} ${s.manual === 1 ? 'card' : 'cards'} you resolve by hand (${s.manualNames.slice(0, 4).join(', ')}${s.manualNames.length > 4 ? ', …' : ''})`;
    const stock = r.deck.stock ? ` · a stock of ${r.deck.stock.length} creatures (${stockWords(r.deck.stock)})` : '';
    return html`<strong>${r.deck.name}</strong>: ${colours} · ${s.cards} cards, ${s.lands} lands · ${manual}${stock}`;
  }

  private onDeck = (e: Event): void => fieldChange(this, this.name, valueOf(e));
  private onText = (e: Event): void => fieldChange(this, `${this.name}Text`, valueOf(e));
  private onChooseFile = (): void => fieldChange(this, `${this.name}File`, true);

  static override styles = [
    shared,
    iconStyles,
    formStyles,
    css`
      :host {
        display: block;
      }
      .import {
        margin: 2px 0 8px;
      }
      .import-head {
        display: flex;
        align-items: end;
        justify-content: space-between;
        gap: 8px;
        margin-bottom: 4px;
      }
      label {
        font-weight: 600;
      }
      textarea {
        display: block;
        width: 100%;
        min-height: 8em;
        resize: vertical;
        padding: 4px 6px;
        font: var(--vscode-editor-font-size, 13px) / 1.4 var(--vscode-editor-font-family, monospace);
        color: var(--vscode-input-foreground);
        background: var(--vscode-input-background);
        border: 1px solid var(--vscode-input-border, var(--vscode-widget-border, transparent));
        border-radius: 2px;
      }
      textarea::placeholder {
        color: var(--vscode-input-placeholderForeground);
      }
      textarea:focus {
        outline: 1px solid var(--vscode-focusBorder);
        outline-offset: -1px;
      }
      textarea[aria-invalid='true'] {
        border-color: var(--vscode-inputValidation-errorBorder, var(--vscode-errorForeground));
      }
      .status {
        margin: 6px 0 2px;
        line-height: 1.4;
      }
      .problems,
      .notes,
      .warnings {
        margin: 2px 0 0;
        padding-left: 0;
        list-style: none;
        max-height: 9.5em;
        overflow: auto;
      }
      .problems li,
      .notes li,
      .warnings li {
        line-height: 1.5;
      }
      .warnings li {
        display: flex;
        gap: 6px;
        align-items: baseline;
      }
      .warnings .icon {
        flex: none;
        align-self: flex-start;
        margin-top: 3px;
        color: var(--vscode-editorWarning-foreground, var(--vscode-problemsWarningIcon-foreground));
      }
      .line {
        display: inline-block;
        min-width: 4.5em;
        font-family: var(--vscode-editor-font-family, monospace);
        color: var(--vscode-descriptionForeground);
      }
    `,
  ];
}

customElements.define('crawl-deck-choice', DeckChoiceField);

/** A creature stock in few words: "4 Hill Giant, 3 Goblin Raider, …" (the first four names, counted). */
function stockWords(stock: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const name of stock) counts.set(name, (counts.get(name) ?? 0) + 1);
  const named = [...counts].map(([name, n]) => `${n} ${name}`);
  return named.length > 4 ? `${named.slice(0, 4).join(', ')}, …` : named.join(', ');
}
