import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import '@vscode-elements/elements/dist/vscode-checkbox/index.js';
import '@vscode-elements/elements/dist/vscode-form-group/index.js';
import '@vscode-elements/elements/dist/vscode-form-helper/index.js';
import '@vscode-elements/elements/dist/vscode-label/index.js';
import '@vscode-elements/elements/dist/vscode-option/index.js';
import '@vscode-elements/elements/dist/vscode-single-select/index.js';
import '@vscode-elements/elements/dist/vscode-textfield/index.js';
import type { FormRule, SeatControl, SeatsFormDefaults, SeatsFormOffer } from '../../protocol/messages';
import { shared } from '../shared/styles';
import './deck-choice';
import { NO_LIST, type DeckImportState } from './deck-choice';
import { checkedOf, fieldChange, valueOf } from './field-event';
import { formStyles } from './form-styles';
import { deckFields, holds, SEAT_NAME_MAX, seatControl, seatControlField, seatCount, seatDeckField, seatNameField } from './table-seats';

/** A seats form's choices as the form keeps them: each deck a starter deck's id, or IMPORTED for the player's own list; each rule's value by name (a number rule's text while it is not a number yet). */
export type SeatsChoices = SeatsFormDefaults;

const OPPONENTS: readonly { value: SeatsChoices['opponent']; label: string; help: string }[] = [
  { value: 'computer', label: 'The computer', help: 'The computer sits across the board and plays its turns on its own.' },
  {
    value: 'hotseat',
    label: 'A second person here (hot-seat)',
    help: 'Two people take turns at this playmat; each hand stays hidden behind a "pass the playmat" screen.',
  },
];

const CONTROLS: readonly { value: SeatControl; label: string }[] = [
  { value: 'you', label: 'You' },
  { value: 'hotseat', label: 'Another person here (hot-seat)' },
  { value: 'computer', label: 'The computer' },
];

/**
 * Who sits across the board, drawn in the form's Game group beside the
 * variant; its change is a `crawl-field` event like the others.
 */
export function opponentField(opponent: SeatsChoices['opponent'], readOnly: boolean): TemplateResult {
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
export function opponentDeckLabel(opponent: SeatsChoices['opponent']): string {
  return opponent === 'computer' ? "The computer's deck" : "Player 2's deck";
}

/** Why a number rule's typed value cannot be used, or undefined. */
export function ruleNumberProblem(rule: Extract<FormRule, { kind: 'number' }>, value: SeatsChoices[string]): string | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= rule.min && value <= rule.max
    ? undefined
    : `${rule.label} is a whole number from ${rule.min} to ${rule.max}.`;
}

/**
 * A two-player game's part of the new-game form below its Game group
 * (Frontier's, Castle's): each player's deck (a starter deck or their own
 * list, the deck choice Magic Crawl's form draws too, once per player), and
 * the readings of the rules that are options, as the variant's offer lists
 * them. A game for a number of seats (the Magic table) has instead how many
 * players, and for each seat who plays it and its deck. It draws the choices it is given and reports each change as a
 * `crawl-field` event; the form keeps them.
 */
export class SeatsFields extends LitElement {
  static override properties = {
    offer: { attribute: false },
    choices: { attribute: false },
    lists: { attribute: false },
    readOnly: { type: Boolean },
  };

  declare offer: SeatsFormOffer;
  declare choices: SeatsChoices;
  /** Each player's pasted or opened list, by deck field. */
  declare lists: Readonly<Record<string, DeckImportState>>;
  declare readOnly: boolean;

  constructor() {
    super();
    this.lists = {};
    this.readOnly = false;
  }

  override render(): TemplateResult {
    const c = this.choices;
    const theirs = opponentDeckLabel(c.opponent);
    const checks = this.offer.rules.filter((r) => r.kind === 'check');
    // A choice is drawn as a dropdown beside the numbers.
    const fields = this.offer.rules.filter((r) => r.kind !== 'check');
    return html`
      ${this.offer.seats
        ? this.table()
        : this.offer.decks
        ? html`<fieldset>
            <legend>Decks</legend>
            ${this.offer.deckIntro ? html`<p class="quiet intro">${this.offer.deckIntro}</p>` : nothing}
            ${this.deckField('deck', 'Your deck', 'Your deck list', c.deck ?? '')} ${this.deckField('deck2', theirs, `${theirs} list`, c.deck2 ?? '')}
          </fieldset>`
        : nothing}
      ${this.offer.rules.length === 0
        ? nothing
        : html`<fieldset>
            <legend>${this.offer.decks ? 'Rules' : 'The game'}</legend>
            ${fields.length > 0 ? html`<div class="grid">${fields.map((r) => (r.kind === 'number' ? this.number(r, c[r.name]) : this.choice(r, c[r.name])))}</div>` : nothing}
            ${checks.length > 0 ? html`<div class="checks">${checks.map((r) => this.check(r, c[r.name]))}</div>` : nothing}
          </fieldset>`}
    `;
  }

  /** A table's players: how many, then each seat with who plays it and (while the seats bring decks) its deck. */
  private table(): TemplateResult {
    const range = this.offer.seats!;
    const c = this.choices;
    const withDecks = deckFields(this.offer, c).length > 0;
    const players = { kind: 'number', name: 'players', label: 'Players', hint: `${range.min} to ${range.max} around the table, in turn order.`, min: range.min, max: range.max } as const;
    return html`<fieldset>
      <legend>Players</legend>
      <div class="grid">${this.number(players, c.players)}</div>
      ${Array.from({ length: seatCount(this.offer, c) }, (_, i) => this.seat(i + 1, withDecks))}
    </fieldset>`;
  }

  private seat(n: number, withDeck: boolean): TemplateResult {
    const id = seatControlField(n);
    const control = seatControl(this.choices, n);
    const deck = seatDeckField(n);
    return html`<div class="seat grid" data-seat=${n}>
      <vscode-form-group variant="vertical">
        <vscode-label for=${id}>Seat ${n}</vscode-label>
        <vscode-single-select id=${id} .value=${control} ?disabled=${this.readOnly} @change=${(e: Event) => fieldChange(e.target as HTMLElement, id, valueOf(e))}>
          ${CONTROLS.map((o) => html`<vscode-option value=${o.value} ?selected=${o.value === control}>${o.label}</vscode-option>`)}
        </vscode-single-select>
      </vscode-form-group>
      ${control === 'computer' ? nothing : this.nameField(n)}
      ${withDeck ? this.deckField(deck, `Seat ${n}'s deck`, `Seat ${n}'s deck list`, String(this.choices[deck] ?? '')) : nothing}
    </div>`;
  }

  /** A person's seat: the name the log and the table call them by; left empty, "Player n". */
  private nameField(n: number): TemplateResult {
    const id = seatNameField(n);
    const typed = this.choices[id];
    return html`<vscode-form-group variant="vertical">
      <vscode-label for=${id}>Name</vscode-label>
      <vscode-textfield
        id=${id}
        .value=${typeof typed === 'string' ? typed : ''}
        placeholder=${`Player ${n}`}
        maxlength=${SEAT_NAME_MAX}
        ?disabled=${this.readOnly}
        aria-label=${`Seat ${n}'s name`}
        @input=${(e: Event) => fieldChange(e.target as HTMLElement, id, valueOf(e))}
      ></vscode-textfield>
    </vscode-form-group>`;
  }

  private deckField(name: string, label: string, listLabel: string, value: string): TemplateResult {
    return html`<crawl-deck-choice
      name=${name}
      label=${label}
      listLabel=${listLabel}
      .decks=${this.offer.decks ?? []}
      .value=${value}
      .defaultDeck=${this.offer.defaults[name]}
      .list=${this.lists[name] ?? NO_LIST}
      ?readOnly=${this.readOnly}
    ></crawl-deck-choice>`;
  }

  private check(rule: Extract<FormRule, { kind: 'check' }>, value: SeatsChoices[string] | undefined): TemplateResult {
    // A rule the host's defaults leave out (an older host) starts off; one another choice forces on is on, and stays so.
    const forced = holds(rule.onWhen, this.choices);
    const checked = forced || (rule.on !== undefined ? value === rule.on : value === true);
    const changed = (e: Event) => {
      const on = checkedOf(e);
      fieldChange(this, rule.name, rule.on !== undefined ? (on ? rule.on : rule.off ?? '') : on);
    };
    return html`<vscode-checkbox id=${rule.name} .checked=${checked} ?disabled=${this.readOnly || forced} @change=${changed}
      ><span class="check-label"><span>${rule.label}</span><span class="hint">${rule.hint}</span></span></vscode-checkbox
    >`;
  }

  private choice(rule: Extract<FormRule, { kind: 'choice' }>, value: SeatsChoices[string] | undefined): TemplateResult {
    const chosen = rule.options.find((o) => o.value === value) ?? rule.options[0]!;
    return html`<vscode-form-group variant="vertical">
      <vscode-label for=${rule.name}>${rule.label}</vscode-label>
      <vscode-single-select
        id=${rule.name}
        .value=${chosen.value}
        ?disabled=${this.readOnly}
        aria-describedby=${`${rule.name}-help`}
        @change=${(e: Event) => fieldChange(this, rule.name, valueOf(e))}
      >
        ${rule.options.map((o) => html`<vscode-option value=${o.value} ?selected=${o.value === chosen.value}>${o.label}</vscode-option>`)}
      </vscode-single-select>
      <vscode-form-helper id=${`${rule.name}-help`}>${chosen.hint ?? rule.hint ?? ''}</vscode-form-helper>
    </vscode-form-group>`;
  }

  private number(rule: Extract<FormRule, { kind: 'number' }>, value: SeatsChoices[string] | undefined): TemplateResult {
    const unused = holds(rule.unusedWhen, this.choices);
    const problem = value === undefined || unused ? undefined : ruleNumberProblem(rule, value);
    // A valid number is kept as a number; text that is not one yet is kept as typed, and Start waits for it.
    const typed = (e: Event) => {
      const text = valueOf(e);
      fieldChange(this, rule.name, /^\s*\d+\s*$/.test(text) ? Number(text) : text);
    };
    return html`<vscode-form-group variant="vertical">
      <vscode-label for=${rule.name}>${rule.label}</vscode-label>
      <vscode-textfield
        id=${rule.name}
        type="number"
        min=${rule.min}
        max=${rule.max}
        .value=${String(value ?? '')}
        ?invalid=${problem !== undefined}
        ?disabled=${this.readOnly || unused}
        aria-describedby=${`${rule.name}-help`}
        @input=${typed}
      ></vscode-textfield>
      <vscode-form-helper id=${`${rule.name}-help`}>${problem ? html`<span class="error" role="alert">${problem}</span>` : rule.hint}</vscode-form-helper>
    </vscode-form-group>`;
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
      /* Each seat a row: who plays it, beside its deck. */
      .seat {
        border-top: 1px solid var(--vscode-widget-border, var(--vscode-panel-border, rgba(128, 128, 128, 0.35)));
        padding-top: 4px;
      }
      .grid + .checks {
        margin-top: 8px;
      }
    `,
  ];
}

customElements.define('crawl-seats-fields', SeatsFields);
