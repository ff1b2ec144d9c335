import { LitElement, css, html, type TemplateResult } from 'lit';
import '@vscode-elements/elements/dist/vscode-form-group/index.js';
import '@vscode-elements/elements/dist/vscode-form-helper/index.js';
import '@vscode-elements/elements/dist/vscode-label/index.js';
import '@vscode-elements/elements/dist/vscode-option/index.js';
import '@vscode-elements/elements/dist/vscode-single-select/index.js';
import type { DeckChoice, StartDefaults } from '../../protocol/messages';
import { shared } from '../shared/styles';
import './deck-choice';
import { NO_LIST, type DeckImportState } from './deck-choice';
import type { Format } from './difficulty-choice';
import { fieldChange, valueOf } from './field-event';
import { formStyles } from './form-styles';

export { IMPORTED, type DeckImportState } from './deck-choice';

/**
 * Magic Crawl's deck part of the new-game form: your deck (a starter deck
 * or your own list, drawn by the deck choice every game's form shares), the
 * format (which sets the life), and what becomes of spells aimed at an
 * opponent.
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
    this.deckImport = NO_LIST;
    this.format = 'constructed';
    this.opponentSpells = 'remove';
    this.readOnly = false;
  }

  override render(): TemplateResult {
    const d = this.defaults;
    return html`
      <fieldset>
        <legend>Deck</legend>
        <div class="grid">
          <crawl-deck-choice
            class="wide"
            name="deck"
            label="Your deck"
            listLabel="Deck list"
            .decks=${this.decks}
            .value=${this.deck}
            .defaultDeck=${d.deck}
            .list=${this.deckImport}
            ?readOnly=${this.readOnly}
          ></crawl-deck-choice>
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

  private onFormat = (e: Event): void => fieldChange(this, 'format', valueOf(e));
  private onOpponent = (e: Event): void => fieldChange(this, 'opponentSpells', valueOf(e));

  static override styles = [
    shared,
    formStyles,
    css`
      crawl-deck-choice {
        min-width: 0;
      }
    `,
  ];
}

customElements.define('crawl-deck-fields', DeckFields);
