import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import '@vscode-elements/elements/dist/vscode-button/index.js';
import '@vscode-elements/elements/dist/vscode-form-group/index.js';
import '@vscode-elements/elements/dist/vscode-form-helper/index.js';
import '@vscode-elements/elements/dist/vscode-label/index.js';
import '@vscode-elements/elements/dist/vscode-option/index.js';
import '@vscode-elements/elements/dist/vscode-single-select/index.js';
import { COLOUR_NAMES, type Colour } from '../../engine';
import type { DeckChoice, DeckImportView, StartDefaults } from '../../protocol/messages';
import { folderIcon, iconStyles } from '../shared/icons';
import { shared } from '../shared/styles';
import type { Format } from './difficulty-choice';
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

const PLACEHOLDER = `Deck
4 Llanowar Elves
4 Giant Growth
20 Forest

Sideboard
2 Naturalize`;

/**
 * The deck part of the new-game form: a starter deck or your own list
 * (pasted, or opened with Choose file…, in MTG Arena, MTGO .dek or plain
 * "4 Name" form) with its problems by line or its summary, the format
 * (which sets the life), and what becomes of spells aimed at an opponent.
 */
export class DeckFields extends LitElement {
  static override properties = {
    decks: { attribute: false },
    deck: { attribute: false },
    deckImport: { attribute: false },
    format: { attribute: false },
    opponentSpells: { attribute: false },
    defaults: { attribute: false },
    readOnly: { type: Boolean },
  };

  declare decks: readonly DeckChoice[];
  declare deck: string;
  declare deckImport: DeckImportState;
  declare format: Format;
  declare opponentSpells: 'remove' | 'discard';
  declare defaults: StartDefaults;
  declare readOnly: boolean;

  constructor() {
    super();
    this.decks = [];
    this.deck = '';
    this.deckImport = { text: '', fileName: undefined, result: undefined, pending: false };
    this.format = 'constructed';
    this.opponentSpells = 'remove';
    this.readOnly = false;
  }

  override render(): TemplateResult {
    const d = this.defaults;
    const starter = this.decks.find((x) => x.id === this.deck);
    return html`
      <fieldset>
        <legend>Deck</legend>
        <div class="grid">
          <vscode-form-group variant="vertical" class="wide">
            <vscode-label for="deck">Your deck</vscode-label>
            <vscode-single-select id="deck" .value=${this.deck} ?disabled=${this.readOnly} @change=${this.onDeck}>
              ${this.decks.map(
                (x) => html`<vscode-option value=${x.id} description=${x.description} ?selected=${x.id === this.deck}
                  >${x.name} (${x.colours.map((c) => COLOUR_NAMES[c as Colour] ?? c).join('-')})${x.id === d.deck ? ' — default' : ''}</vscode-option
                >`,
              )}
              <vscode-option value=${IMPORTED} description="Paste a list or open a file: MTG Arena, MTGO .dek, or lines like 4 Llanowar Elves" ?selected=${this.deck === IMPORTED}
                >Your own deck list…</vscode-option
              >
            </vscode-single-select>
            ${starter ? html`<vscode-form-helper>${starter.description}</vscode-form-helper>` : nothing}
          </vscode-form-group>
          ${this.deck === IMPORTED ? this.renderImport() : nothing}
          <vscode-form-group variant="vertical">
            <vscode-label for="format">Format</vscode-label>
            <vscode-single-select id="format" .value=${this.format} ?disabled=${this.readOnly} @change=${this.onFormat}>
              <vscode-option value="constructed" ?selected=${this.format === 'constructed'}>Constructed — ${d.life} life</vscode-option>
              <vscode-option value="commander" ?selected=${this.format === 'commander'}>Commander — ${d.commanderLife} life</vscode-option>
            </vscode-single-select>
            <vscode-form-helper>The difficulty scales this life; Adjusting sets it exactly.</vscode-form-helper>
          </vscode-form-group>
          <vscode-form-group variant="vertical">
            <vscode-label for="opponent">Spells that would target an opponent</vscode-label>
            <vscode-single-select id="opponent" .value=${this.opponentSpells} ?disabled=${this.readOnly} @change=${this.onOpponent}>
              <vscode-option value="remove" ?selected=${this.opponentSpells === 'remove'}
                >Remove them from the deck${d.opponentSpells === 'remove' ? ' — default' : ''}</vscode-option
              >
              <vscode-option value="discard" ?selected=${this.opponentSpells === 'discard'}
                >Keep them; discard each when drawn${d.opponentSpells === 'discard' ? ' — default' : ''}</vscode-option
              >
            </vscode-single-select>
            <vscode-form-helper>A solo crawl has no opponent to aim them at.</vscode-form-helper>
          </vscode-form-group>
        </div>
      </fieldset>
    `;
  }

  private renderImport(): TemplateResult {
    const imp = this.deckImport;
    const result = imp.pending ? undefined : imp.result;
    const problems = result && !result.ok ? result.problems : [];
    return html`
      <div class="wide import">
        <div class="import-head">
          <label for="decklist">Deck list${imp.fileName ? html` <span class="quiet">from ${imp.fileName}</span>` : nothing}</label>
          <vscode-button id="choose-file" secondary ?disabled=${this.readOnly} @click=${this.onChooseFile}>${folderIcon({ slot: 'content-before' })}Choose file…</vscode-button>
        </div>
        <textarea
          id="decklist"
          rows="8"
          spellcheck="false"
          placeholder=${PLACEHOLDER}
          .value=${imp.text}
          ?disabled=${this.readOnly}
          aria-invalid=${problems.length > 0 ? 'true' : 'false'}
          aria-describedby="deck-status deck-problems"
          @input=${this.onText}
        ></textarea>
        <p id="deck-status" class="status" role="status">${this.status()}</p>
        ${problems.length > 0
          ? html`<ul id="deck-problems" class="problems" aria-label="Problems in the deck list">
              ${problems.map((p) => html`<li><span class="line">Line ${p.line}</span> <span class="error">${p.message}</span></li>`)}
            </ul>`
          : result?.ok && result.notes.length > 0
            ? html`<ul id="deck-problems" class="notes" aria-label="Notes on the deck list">
                ${result.notes.map((n) => html`<li class="quiet">${n}</li>`)}
              </ul>`
            : nothing}
      </div>
    `;
  }

  private status(): TemplateResult | string {
    const imp = this.deckImport;
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
    return html`<strong>${r.deck.name}</strong>: ${colours} · ${s.cards} cards, ${s.lands} lands · ${manual}`;
  }

  private onDeck = (e: Event): void => fieldChange(this, 'deck', valueOf(e));
  private onFormat = (e: Event): void => fieldChange(this, 'format', valueOf(e));
  private onOpponent = (e: Event): void => fieldChange(this, 'opponentSpells', valueOf(e));
  private onText = (e: Event): void => fieldChange(this, 'deckText', valueOf(e));
  private onChooseFile = (): void => fieldChange(this, 'chooseDeckFile', true);

  static override styles = [
    shared,
    iconStyles,
    formStyles,
    css`
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
      .notes {
        margin: 2px 0 0;
        padding-left: 0;
        list-style: none;
        max-height: 9.5em;
        overflow: auto;
      }
      .problems li,
      .notes li {
        line-height: 1.5;
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

customElements.define('crawl-deck-fields', DeckFields);
