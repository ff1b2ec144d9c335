import { LitElement, css, html, type TemplateResult } from 'lit';
import '@vscode-elements/elements/dist/vscode-checkbox/index.js';
import '@vscode-elements/elements/dist/vscode-form-group/index.js';
import '@vscode-elements/elements/dist/vscode-form-helper/index.js';
import '@vscode-elements/elements/dist/vscode-label/index.js';
import '@vscode-elements/elements/dist/vscode-option/index.js';
import '@vscode-elements/elements/dist/vscode-single-select/index.js';
import type { FrontierFormDefaults } from '../../engine';
import type { FrontierFormOffer } from '../../protocol/messages';
import { shared } from '../shared/styles';
import './deck-choice';
import { NO_LIST, type DeckImportState } from './deck-choice';
import { checkedOf, fieldChange, valueOf } from './field-event';
import { formStyles } from './form-styles';

/** Frontier's choices as the form keeps them: each deck a starter deck's id, or IMPORTED for the player's own list. */
export type FrontierChoices = FrontierFormDefaults;

const OPPONENTS: readonly { value: FrontierChoices['opponent']; label: string; help: string }[] = [
  { value: 'computer', label: 'The computer', help: 'The computer sits across the board and plays its turns on its own.' },
  {
    value: 'hotseat',
    label: 'A second person here (hot-seat)',
    help: 'Two people take turns at this playmat; each hand stays hidden behind a "pass the playmat" screen.',
  },
];

/**
 * Who sits across the board, drawn in the form's Game group beside the
 * variant; its change is a `crawl-field` event like the others.
 */
export function opponentField(opponent: FrontierChoices['opponent'], readOnly: boolean): TemplateResult {
  const chosen = OPPONENTS.find((o) => o.value === opponent) ?? OPPONENTS[0]!;
  return html`<vscode-form-group variant="vertical">
    <vscode-label for="opponent">Opponent</vscode-label>
    <vscode-single-select
      id="opponent"
      .value=${opponent}
      ?disabled=${readOnly}
      aria-describedby="opponent-help"
      @change=${(e: Event) => fieldChange(e.target as HTMLElement, 'opponent', valueOf(e))}
    >
      ${OPPONENTS.map((o) => html`<vscode-option value=${o.value} ?selected=${o.value === opponent}>${o.label}</vscode-option>`)}
    </vscode-single-select>
    <vscode-form-helper id="opponent-help">${chosen.help}</vscode-form-helper>
  </vscode-form-group>`;
}

/** "The computer's deck" or "Player 2's deck". */
export function opponentDeckLabel(opponent: FrontierChoices['opponent']): string {
  return opponent === 'computer' ? "The computer's deck" : "Player 2's deck";
}

/**
 * Frontier Magic's part of the new-game form below its Game group: each
 * player's deck (a starter deck or their own list, the deck choice Magic
 * Crawl's form draws too, once per player), and the readings of the rules
 * that are options. It draws the choices it is given and reports each
 * change as a `crawl-field` event; the form keeps them.
 */
export class FrontierFields extends LitElement {
  static override properties = {
    offer: { attribute: false },
    choices: { attribute: false },
    lists: { attribute: false },
    readOnly: { type: Boolean },
  };

  declare offer: FrontierFormOffer;
  declare choices: FrontierChoices;
  /** Each player's pasted or opened list, by field. */
  declare lists: { readonly deck: DeckImportState; readonly deck2: DeckImportState };
  declare readOnly: boolean;

  constructor() {
    super();
    this.lists = { deck: NO_LIST, deck2: NO_LIST };
    this.readOnly = false;
  }

  override render(): TemplateResult {
    const c = this.choices;
    const theirs = opponentDeckLabel(c.opponent);
    return html`
      <fieldset>
        <legend>Decks</legend>
        <p class="quiet intro">The board is made of both decks' lands, and all mana comes from the board, so each deck brings its share of lands.</p>
        ${this.deckField('deck', 'Your deck', 'Your deck list', c.deck)} ${this.deckField('deck2', theirs, `${theirs} list`, c.deck2)}
      </fieldset>
      <fieldset>
        <legend>Rules</legend>
        <div class="checks">
          ${this.check(
            'neighboursNeedHome',
            c.neighboursNeedHome,
            'Neighbouring lands need a home',
            'Terrain bonus: a neighbouring land counts only when the land underneath the creature matches too.',
          )}
          ${this.check('stops', c.stops === 'every-step', 'Stop at every step', 'Ask at every step of a turn, not only when a response is possible.')}
          ${this.check(
            'targetFaceDown',
            c.targetFaceDown ?? false,
            'Face-down lands can be targeted',
            'Land destruction (Stone Rain, Sinkhole) may target a land still face down too, which is named as it is destroyed. Off: only face-up lands can be targeted.',
          )}
        </div>
      </fieldset>
    `;
  }

  private deckField(name: 'deck' | 'deck2', label: string, listLabel: string, value: string): TemplateResult {
    return html`<crawl-deck-choice
      name=${name}
      label=${label}
      listLabel=${listLabel}
      .decks=${this.offer.decks}
      .value=${value}
      .defaultDeck=${this.offer.defaults[name]}
      .list=${this.lists[name]}
      ?readOnly=${this.readOnly}
    ></crawl-deck-choice>`;
  }

  private check(name: 'neighboursNeedHome' | 'stops' | 'targetFaceDown', checked: boolean, label: string, hint: string): TemplateResult {
    return html`<vscode-checkbox
      id=${name}
      .checked=${checked}
      ?disabled=${this.readOnly}
      @change=${(e: Event) => fieldChange(this, name, name === 'stops' ? (checkedOf(e) ? 'every-step' : 'when-able') : checkedOf(e))}
      ><span class="check-label"><span>${label}</span><span class="hint">${hint}</span></span></vscode-checkbox
    >`;
  }

  static override styles = [
    shared,
    formStyles,
    css`
      .intro {
        margin: 2px 0 4px;
      }
      crawl-deck-choice + crawl-deck-choice {
        margin-top: 6px;
      }
    `,
  ];
}

customElements.define('crawl-frontier-fields', FrontierFields);
