import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import '@vscode-elements/elements/dist/vscode-button/index.js';
import '@vscode-elements/elements/dist/vscode-form-group/index.js';
import '@vscode-elements/elements/dist/vscode-form-helper/index.js';
import '@vscode-elements/elements/dist/vscode-label/index.js';
import '@vscode-elements/elements/dist/vscode-option/index.js';
import '@vscode-elements/elements/dist/vscode-single-select/index.js';
import '@vscode-elements/elements/dist/vscode-textfield/index.js';
import '@vscode-elements/elements/dist/vscode-toolbar-button/index.js';
import {
  type CardDefData,
  type Colour,
  COLOUR_NAMES,
  COLOURS,
  DIFFICULTIES,
  type DifficultyId,
  type Distribution,
  TERRAIN_OF,
  todaysSeed,
} from '../../engine';
import type {
  CreatureChoice,
  DeckChoice,
  DeckResolvedMessage,
  ExpansionCards,
  SeatsFormAnswer,
  SeatsFormOffer,
  LibraryOffer,
  NewGameVariantChoice,
  StartDefaults,
  StartExpansions,
  StartOptions,
  WeakeningChoice,
} from '../../protocol/messages';
import { manaIcon } from '../board/mana-symbols';
import { calendarIcon, iconStyles, playIcon, refreshIcon } from '../shared/icons';
import { shared } from '../shared/styles';
import { TERRAINS } from '../shared/terrain';
import { IMPORTED, NO_LIST, type DeckImportState } from './deck-choice';
import './deck-fields';
import { DeckListRequests } from './deck-list-requests';
import { difficultyShown, forFormat, withPreset, type Adjusting, type Format } from './difficulty-choice';
import './difficulty-fields';
import { lifeProblem } from './difficulty-fields';
import './expansion-fields';
import type { EncounterSource, ExpansionKey, LandSource } from './expansion-fields';
import type { FieldEvent } from './field-event';
import { placeDropdown } from './dropdown-placement';
import { formStyles } from './form-styles';
import './seats-fields';
import { opponentField, ruleNumberProblem, type SeatsChoices } from './seats-fields';
import { deckFields, holds, seatControl, seatCount, seatDeckField, seatName, seatNamesProblem, validPlayers, whoseDeck } from './table-seats';
import './goal-fields';
import { goalWords, startGoals, type GoalSettings } from './goal-fields';

/** Fired with the chosen setup (Magic Crawl's options, or another variant's answer); the app adds the document version and posts `startGame`. */
export type StartRequestEvent = CustomEvent<{ seed: string; options: StartOptions } | { variant: string; seed: string; options: SeatsFormAnswer }>;
/** Fired to have a pasted deck list read by the host (for the game `variant` names, when not the default); the app posts `resolveDeck`. */
export type ResolveDeckEvent = CustomEvent<{ request: number; text: string; fileName?: string; variant?: string }>;
/** Fired to have the host open a deck list file; the app posts `chooseDeckFile`. */
export type ChooseDeckFileEvent = CustomEvent<{ request: number; variant?: string }>;

const MAX_SEED = 200;
/** How long typing in the deck list pauses before the host reads it. */
const RESOLVE_DELAY_MS = 350;

const DISTRIBUTIONS: readonly { value: Distribution; label: string; description: string }[] = [
  { value: 'standard', label: 'Land Piles (Setup)', description: 'Five piles of 6 basic lands, as in the Setup table.' },
  { value: 'adjusted', label: 'Adjusted Land Piles (100 cards)', description: 'Five piles of 20 lands: more varied terrain.' },
  { value: 'd6', label: 'd6 table', description: 'Roll 1d6 on the table for each new hex instead of drawing.' },
];

/** Used when the host sent no choices (an older host): the engine's defaults. */
const FALLBACK_DEFAULTS: StartDefaults = { deck: 'green', goalDistance: 4, life: 20, commanderLife: 40, preparationRounds: 3, opponentSpells: 'remove' };

/** The games the form starts when the host names none (an older host): Magic Crawl only. */
const MAGIC_CRAWL_ONLY: readonly NewGameVariantChoice[] = [{ id: 'magic-crawl', title: 'Magic Crawl', description: 'A solo hex crawl, by Gustavo Coelho.' }];

/** A seats form's deck fields, by seat: `deck` (yours, south), `deck2` (the other player's, north), and a table's `deck3`… */
const SEAT_LIST = /^(deck\d*)(Text|File)?$/;

const NO_EXPANSIONS: Required<StartExpansions> = { multicolourLands: false, colourlessLands: false, encounterSpells: false, replaceDefeated: false };

/**
 * The form an empty .crawl.json file opens with. It keeps every choice in
 * one place and draws them in parts: the game (variant, difficulty and the
 * Adjusting options), the deck (a starter deck or your own list, the format,
 * opponent spells), the goal, the map (terrain, start colour, seed) and the
 * expansions. Every field starts at its default, so one click starts a game.
 */
export class NewGameForm extends LitElement {
  static override properties = {
    suggestedSeed: { type: String },
    fileName: { type: String },
    readOnly: { type: Boolean },
    decks: { attribute: false },
    creatures: { attribute: false },
    defaults: { attribute: false },
    expansionCards: { attribute: false },
    weakenings: { attribute: false },
    library: { attribute: false },
    variants: { attribute: false },
    variant: { state: true },
    seats: { state: true },
    seed: { state: true },
    distribution: { state: true },
    startColour: { state: true },
    deck: { state: true },
    lists: { state: true },
    format: { state: true },
    adjusting: { state: true },
    lifeText: { state: true },
    opponentSpells: { state: true },
    goals: { state: true },
    expansions: { state: true },
    encounterPiles: { state: true },
    landPileLands: { state: true },
  };

  declare suggestedSeed: string;
  declare fileName: string;
  declare readOnly: boolean;
  declare decks: readonly DeckChoice[];
  declare creatures: readonly CreatureChoice[];
  declare defaults: StartDefaults | undefined;
  declare expansionCards: ExpansionCards | undefined;
  declare weakenings: readonly WeakeningChoice[];
  /** What the card library can give the piles (absent from an older host: nothing). */
  declare library: LibraryOffer | undefined;
  /** The games the form can start, the default first (absent from an older host: Magic Crawl only). */
  declare variants: readonly NewGameVariantChoice[] | undefined;
  /** The game chosen at the top of the form. */
  declare variant: NewGameVariantChoice['id'];
  /** Each seats form's choices (by variant), once one is changed from its offer's defaults. */
  declare seats: Readonly<Record<string, SeatsChoices>>;
  declare seed: string | undefined;
  declare distribution: Distribution;
  declare startColour: Colour | 'random';
  declare deck: string | undefined;
  /** The deck lists pasted or opened, by list: Magic Crawl's "deck", a seats form's "<variant>.deck", "<variant>.deck2"… */
  declare lists: Readonly<Record<string, DeckImportState>>;
  declare format: Format;
  declare adjusting: Adjusting | undefined;
  /** The life field as typed, while it differs from a valid number. */
  declare lifeText: string | undefined;
  declare opponentSpells: 'remove' | 'discard' | undefined;
  declare goals: GoalSettings | undefined;
  declare expansions: Required<StartExpansions>;
  declare encounterPiles: EncounterSource;
  declare landPileLands: LandSource;

  private readonly requests = new DeckListRequests({
    resolve: (detail) => this.dispatch('crawl-resolve-deck', detail),
    chooseFile: (detail) => this.dispatch('crawl-choose-deck-file', detail),
  });

  constructor() {
    super();
    this.suggestedSeed = '';
    this.fileName = '';
    this.readOnly = false;
    this.decks = [];
    this.creatures = [];
    this.defaults = undefined;
    this.expansionCards = undefined;
    this.weakenings = [];
    this.variants = undefined;
    this.variant = 'magic-crawl';
    this.seats = {};
    this.seed = undefined;
    this.distribution = 'standard';
    this.startColour = 'random';
    this.deck = undefined;
    this.lists = {};
    this.format = 'constructed';
    this.adjusting = undefined;
    this.lifeText = undefined;
    this.opponentSpells = undefined;
    this.goals = undefined;
    this.expansions = NO_EXPANSIONS;
    this.library = undefined;
    this.encounterPiles = 'built-in';
    this.landPileLands = 'defaults';
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.requests.dispose();
  }

  private get d(): StartDefaults {
    return this.defaults ?? FALLBACK_DEFAULTS;
  }

  private formatLife(format = this.format): number {
    return format === 'commander' ? this.d.commanderLife : this.d.life;
  }

  /** The Adjusting options: the default difficulty until the player changes one. */
  private get adjust(): Adjusting {
    if (this.adjusting) return this.adjusting;
    const d = this.d;
    const base: Adjusting = { life: d.life, preparationRounds: d.preparationRounds, keywordRoll: false, extraFoes: false, weakening: null, mappedMana: false, landless: false };
    return d.difficulty ? withPreset(base, d.difficulty, this.formatLife()) : base;
  }

  private get goalSettings(): GoalSettings {
    const g = this.goals ?? { goal: 'reach', goal2: 'none', distance: this.d.goalDistance, creature: undefined, colour: 'B', artifact: undefined };
    return { ...g, creature: g.creature ?? this.creatures[0]?.name };
  }

  private get currentSeed(): string {
    return this.seed ?? this.suggestedSeed;
  }

  private get currentDeck(): string {
    return this.deck ?? this.d.deck;
  }

  /** Magic Crawl's deck list. */
  private get deckImport(): DeckImportState {
    return this.list('deck');
  }

  private list(name: string): DeckImportState {
    return this.lists[name] ?? NO_LIST;
  }

  private setList(name: string, list: DeckImportState): void {
    this.lists = { ...this.lists, [name]: list };
  }

  /** A list typed (or emptied): shown as being read, and read once the typing pauses. */
  private listText(name: string, text: string, variant?: string): void {
    const list = { ...this.list(name), text, pending: text.trim() !== '' };
    this.setList(name, text.trim() === '' ? { ...list, result: undefined } : list);
    this.requests.read(name, text, list.fileName, variant, RESOLVE_DELAY_MS);
  }

  /** A list chosen again whose text was never read (typed while a starter deck was chosen…): read now. */
  private readIfUnread(name: string, variant?: string): void {
    const list = this.list(name);
    if (list.text.trim() !== '' && !list.result) {
      this.setList(name, { ...list, pending: true });
      this.requests.read(name, list.text, list.fileName, variant, 0);
    }
  }

  private get artifacts(): readonly string[] {
    if (this.currentDeck === IMPORTED) {
      const r = this.deckImport.result;
      return r?.ok ? r.summary.artifacts : [];
    }
    return this.decks.find((x) => x.id === this.currentDeck)?.artifacts ?? [];
  }

  private get deckName(): string {
    if (this.currentDeck === IMPORTED) {
      const r = this.deckImport.result;
      return r?.ok ? r.deck.name : 'Your deck';
    }
    return this.decks.find((x) => x.id === this.currentDeck)?.name ?? 'The default deck';
  }

  /** The piles' sources as they will be sent: a library choice the host no longer offers falls back to Crawl's own. */
  private get sources(): { encounterPiles: EncounterSource; landPileLands: LandSource } {
    const l = this.library;
    return {
      encounterPiles: l && !l.encounters.reason ? this.encounterPiles : 'built-in',
      landPileLands: l && !l.lands.reason && this.distribution !== 'd6' ? this.landPileLands : 'defaults',
    };
  }

  private get seedProblem(): string | undefined {
    const s = this.currentSeed.trim();
    if (s.length === 0) return 'Give the game a seed: any text will do.';
    if (s.length > MAX_SEED) return `A seed is at most ${MAX_SEED} characters.`;
    return undefined;
  }

  /** Why Start cannot be pressed yet, or undefined. */
  private get problem(): string | undefined {
    if (this.currentDeck === IMPORTED) {
      const imp = this.deckImport;
      if (imp.text.trim() === '') return 'Paste a deck list or choose a file, or pick a starter deck.';
      if (imp.pending || !imp.result) return 'Reading your deck list…';
      if (!imp.result.ok) return 'Fix the deck list first: its problems are listed by line.';
    }
    if (this.lifeText !== undefined) {
      const life = lifeProblem(this.lifeText);
      if (life) return life;
    }
    const g = this.goalSettings;
    const lands = this.library?.lands;
    if (this.sources.landPileLands === 'library' && lands) {
      for (const [kind, word, label] of [['multicolourLands', 'multicolour', 'Multicolour'], ['colourlessLands', 'colourless', 'Colourless']] as const) {
        if (this.expansions[kind] && lands[kind === 'multicolourLands' ? 'multicolour' : 'colourless'] === 0) {
          return `Your card library has no ${word} land: leave "${label} lands in the Land Piles" off, or choose the default lands.`;
        }
      }
    }
    if (this.sources.encounterPiles === 'library' && (g.goal === 'defeat' || g.goal2 === 'defeat')) {
      return 'The Encounter Piles from your card library are picked as the game starts, so no creature can be named to defeat: choose another goal.';
    }
    return startGoals(g, this.artifacts).problem ?? this.seedProblem;
  }

  override render(): TemplateResult {
    const seats = this.seatsOffer;
    if (seats) return this.renderSeats(seats);
    const seedProblem = this.seedProblem;
    const problem = this.problem;
    const adjust = this.adjust;
    const shown = difficultyShown(adjust, this.formatLife());
    const difficulty = DIFFICULTIES.find((x) => x.id === shown)?.label ?? 'Custom';
    return html`
      <form
        @submit=${this.submit}
        @crawl-field=${this.onField}
        @pointerdown=${placeDropdown}
        @keydown=${placeDropdown}
        aria-labelledby="title"
      >
        <header>
          <div class="symbols" aria-hidden="true">${TERRAINS.map((t) => manaIcon(t, 26))}</div>
          <h1 id="title">New Magic Crawl</h1>
          <p class="quiet">
            <span class="file">${this.fileName}</span> is empty. Take a deck across a hex map that grows as you walk it: each new hex may hold a
            creature that attacks you every turn until you defeat it. Everything below starts at its default, so
            <strong>Start the crawl</strong> is all it takes.
          </p>
        </header>
        ${this.readOnly ? html`<p class="banner" role="note">This file is read-only, so a game cannot be started in it.</p>` : ''}

        <fieldset>
          <legend>Game</legend>
          <div class="grid">
            ${this.variantField()}
            <crawl-difficulty-fields
              .adjusting=${adjust}
              .formatLife=${this.formatLife()}
              .lifeText=${this.lifeText}
              .weakenings=${this.weakenings}
              ?readOnly=${this.readOnly}
            ></crawl-difficulty-fields>
          </div>
        </fieldset>

        <crawl-deck-fields
          .decks=${this.decks}
          .deck=${this.currentDeck}
          .deckImport=${this.deckImport}
          .format=${this.format}
          .opponentSpells=${this.opponentSpells ?? this.d.opponentSpells}
          .defaults=${this.d}
          ?readOnly=${this.readOnly}
        ></crawl-deck-fields>

        <crawl-goal-fields
          .settings=${this.goalSettings}
          .creatures=${this.creatures}
          .artifacts=${this.artifacts}
          .deckName=${this.deckName}
          ?libraryPiles=${this.sources.encounterPiles === 'library'}
          .defaultDistance=${this.d.goalDistance}
          ?readOnly=${this.readOnly}
        ></crawl-goal-fields>

        <fieldset>
          <legend>Map</legend>
          <div class="grid">
            <vscode-form-group variant="vertical">
              <vscode-label for="distribution">Terrain</vscode-label>
              <vscode-single-select id="distribution" .value=${this.distribution} ?disabled=${this.readOnly} @change=${this.onDistribution}>
                ${DISTRIBUTIONS.map(
                  (x) => html`<vscode-option value=${x.value} description=${x.description} ?selected=${x.value === this.distribution}>${x.label}</vscode-option>`,
                )}
              </vscode-single-select>
              <vscode-form-helper>${DISTRIBUTIONS.find((x) => x.value === this.distribution)?.description}</vscode-form-helper>
            </vscode-form-group>
            <vscode-form-group variant="vertical">
              <vscode-label for="colour">Start hex colour</vscode-label>
              <vscode-single-select id="colour" .value=${this.startColour} ?disabled=${this.readOnly} @change=${this.onColour}>
                <vscode-option value="random" ?selected=${this.startColour === 'random'}>Random</vscode-option>
                ${COLOURS.map(
                  (c) => html`<vscode-option value=${c} ?selected=${c === this.startColour}>${COLOUR_NAMES[c]} (${TERRAIN_OF[c]})</vscode-option>`,
                )}
              </vscode-single-select>
            </vscode-form-group>
            ${this.seedField(seedProblem)}
          </div>
        </fieldset>

        <crawl-expansion-fields
          .expansions=${this.expansions}
          .cards=${this.expansionCards}
          ?landPiles=${this.distribution !== 'd6'}
          ?readOnly=${this.readOnly}
          .library=${this.library}
          .encounterPiles=${this.sources.encounterPiles}
          .landPileLands=${this.sources.landPileLands}
        ></crawl-expansion-fields>

        <div class="actions">
          <vscode-button id="start" type="submit" ?disabled=${this.readOnly || problem !== undefined} aria-describedby="start-summary"
            >${playIcon({ slot: 'content-before' })}Start the crawl</vscode-button
          >
          <span id="start-summary" class="quiet" aria-live="polite"
            >${problem && !this.readOnly
              ? html`<span class="error">${problem}</span>`
              : html`${this.deckName} · ${goalWords(this.goalSettings, this.artifacts)} · ${this.lifeNow()} life · ${difficulty}`}</span
          >
        </div>
      </form>
    `;
  }

  private get variantChoices(): readonly NewGameVariantChoice[] {
    return this.variants && this.variants.length > 0 ? this.variants : MAGIC_CRAWL_ONLY;
  }

  /** The seats form's offer of the game chosen, when it is not Magic Crawl (and the host offers it). */
  private get seatsOffer(): SeatsFormOffer | undefined {
    return this.variantChoices.find((v) => v.id === this.variant)?.offer;
  }

  private seatsChoices(offer: SeatsFormOffer): SeatsChoices {
    return this.seats[this.variant] ?? offer.defaults;
  }

  private setSeats(offer: SeatsFormOffer, change: Record<string, string | number | boolean>): void {
    this.seats = { ...this.seats, [this.variant]: { ...this.seatsChoices(offer), ...change } };
  }

  /** The choice of game at the top of the form, with a line on the one chosen. */
  private variantField(): TemplateResult {
    const choices = this.variantChoices;
    const chosen = choices.find((v) => v.id === this.variant) ?? choices[0]!;
    return html`<vscode-form-group variant="vertical">
      <vscode-label for="variant">Variant</vscode-label>
      <vscode-single-select id="variant" .value=${chosen.id} ?disabled=${this.readOnly} aria-describedby="variant-help" @change=${this.onVariant}>
        ${choices.map((v) => html`<vscode-option value=${v.id} ?selected=${v.id === chosen.id} description=${v.description}>${v.title}</vscode-option>`)}
      </vscode-single-select>
      <vscode-form-helper id="variant-help">${chosen.description}</vscode-form-helper>
    </vscode-form-group>`;
  }

  /** The seed, with another or today's; `game` is what sharing it shares ("the crawl"). */
  private seedField(seedProblem: string | undefined, game = 'the crawl'): TemplateResult {
    return html`<vscode-form-group variant="vertical" class="wide">
      <vscode-label for="seed">Seed</vscode-label>
      <div class="seed-row">
        <vscode-textfield
          id="seed"
          .value=${this.currentSeed}
          maxlength=${MAX_SEED}
          ?invalid=${seedProblem !== undefined}
          ?disabled=${this.readOnly}
          aria-describedby="seed-help"
          @input=${this.onSeed}
        ></vscode-textfield>
        <vscode-toolbar-button id="reroll" label="Another seed" title="Another seed" ?disabled=${this.readOnly} @click=${this.reroll}
          >${refreshIcon()}</vscode-toolbar-button
        >
        <vscode-button id="today" secondary ?disabled=${this.readOnly} @click=${this.today}
          >${calendarIcon({ slot: 'content-before' })}Today's seed</vscode-button
        >
      </div>
      <vscode-form-helper id="seed-help">
        ${seedProblem
          ? html`<span class="error" role="alert">${seedProblem}</span>`
          : this.currentSeed.trim() === todaysSeed(new Date())
            ? `Today's seed: everyone who plays it today with the same options meets the same start.${game === 'the crawl' ? " Crawl: Today's Crawl fixes the options too." : ''}`
            : `The same seed and options always give the same game: share the seed to share ${game}.`}
      </vscode-form-helper>
    </vscode-form-group>`;
  }

  /** The form with a two-player game chosen: who plays, the two decks, the rules' options, the seed. */
  private renderSeats(offer: SeatsFormOffer): TemplateResult {
    const seedProblem = this.seedProblem;
    const c = this.seatsChoices(offer);
    const problem = this.seatsProblem(offer) ?? seedProblem;
    const them = c.opponent === 'computer' ? 'the computer' : 'player 2, hot-seat';
    return html`
      <form @submit=${this.submit} @crawl-field=${this.onSeatsField} @pointerdown=${placeDropdown} @keydown=${placeDropdown} aria-labelledby="title">
        <header>
          ${offer.decks ? html`<div class="symbols" aria-hidden="true">${TERRAINS.map((t) => manaIcon(t, 26))}</div>` : nothing}
          <h1 id="title">${offer.heading}</h1>
          <p class="quiet">
            <span class="file">${this.fileName}</span> is empty. ${offer.intro} Everything below starts at its default, so
            <strong>Start the game</strong> is all it takes.
          </p>
        </header>
        ${this.readOnly ? html`<p class="banner" role="note">This file is read-only, so a game cannot be started in it.</p>` : ''}

        <fieldset>
          <legend>Game</legend>
          <div class="grid">
            ${this.variantField()} ${offer.decks && !offer.seats ? opponentField(c.opponent ?? 'computer', this.readOnly) : nothing} ${this.seedField(seedProblem, 'the game')}
          </div>
        </fieldset>

        <crawl-seats-fields
          .offer=${offer}
          .choices=${c}
          .lists=${Object.fromEntries(deckFields(offer, c).map((f) => [f, this.list(`${this.variant}.${f}`)]))}
          ?readOnly=${this.readOnly}
        ></crawl-seats-fields>

        <div class="actions">
          <vscode-button id="start" type="submit" ?disabled=${this.readOnly || problem !== undefined} aria-describedby="start-summary"
            >${playIcon({ slot: 'content-before' })}Start the game</vscode-button
          >
          <span id="start-summary" class="quiet" aria-live="polite"
            >${problem && !this.readOnly
              ? html`<span class="error">${problem}</span>`
              : offer.decks && !offer.seats
                ? html`${this.seatsDeckName(offer, 'deck')} (you) against ${this.seatsDeckName(offer, 'deck2')} (${them})`
                : this.seatsSummary(offer)}</span
          >
        </div>
      </form>
    `;
  }

  /** The offer's summary line, each `{rule}` its value (a choice's label) and `{players}` the table's size. */
  private seatsSummary(offer: SeatsFormOffer): string {
    const c = this.seatsChoices(offer);
    const value = (name: string): string => {
      const rule = offer.rules.find((r) => r.name === name);
      if (rule?.kind === 'choice') return rule.options.find((o) => o.value === c[name])?.label ?? String(c[name] ?? '');
      return String(name === 'players' ? seatCount(offer, c) : (c[name] ?? ''));
    };
    // A part of the line (between " · ") that names a rule not used now is left out.
    const unused = new Set(offer.rules.filter((r) => r.kind === 'number' && holds(r.unusedWhen, c)).map((r) => r.name));
    const parts = (offer.summary ?? '').split(' · ').filter((part) => ![...part.matchAll(/\{(\w+)\}/g)].some((m) => unused.has(m[1]!)));
    return parts.join(' · ').replace(/\{(\w+)\}/g, (_, name: string) => value(name));
  }

  /** A player's deck by name: the starter deck's, or the list's own. */
  private seatsDeckName(offer: SeatsFormOffer, field: 'deck' | 'deck2'): string {
    const id = String(this.seatsChoices(offer)[field]);
    if (id !== IMPORTED) return offer.decks?.find((d) => d.id === id)?.name ?? id;
    const r = this.list(`${this.variant}.${field}`).result;
    return r?.ok ? r.deck.name : field === 'deck' ? 'Your deck list' : 'Their deck list';
  }

  /** Why a seats form's Start cannot be pressed yet (a list not read, or refused; too few lands for a board; a number out of range), or undefined. */
  private seatsProblem(offer: SeatsFormOffer): string | undefined {
    const c = this.seatsChoices(offer);
    if (offer.seats && validPlayers(offer, c) === undefined) return `Players is a whole number from ${offer.seats.min} to ${offer.seats.max}.`;
    // The host refuses it too; said here, Start waits instead.
    if (offer.seats && Array.from({ length: seatCount(offer, c) }, (_, i) => seatControl(c, i + 1)).filter((x) => x === 'you').length > 1) {
      return 'Only one seat is yours: another person at this playmat plays hot-seat.';
    }
    const names = offer.seats ? seatNamesProblem(offer, c) : undefined;
    if (names) return names;
    let lands = 0;
    for (const field of deckFields(offer, c)) {
      const whose = whoseDeck(offer, c, field);
      if (c[field] !== IMPORTED) {
        lands += offer.decks?.find((d) => d.id === c[field])?.lands ?? Infinity;
        continue;
      }
      const list = this.list(`${this.variant}.${field}`);
      if (list.text.trim() === '') return `Paste ${whose} deck list or choose a file, or pick a starter deck.`;
      if (list.pending || !list.result) return `Reading ${whose} deck list…`;
      if (!list.result.ok) return `Fix ${whose} deck list first: its problems are listed by line.`;
      lands += list.result.summary.lands;
    }
    // Frontier's board is a grid of the two decks' lands in columns of five: fewer than a column makes no board.
    if (offer.boardLands !== undefined && lands < offer.boardLands) {
      return `The two decks bring ${lands} ${lands === 1 ? 'land' : 'lands'} between them, and the board needs at least ${offer.boardLands}: add lands, or pick a starter deck.`;
    }
    for (const rule of offer.rules) {
      const value = c[rule.name];
      if (rule.kind === 'number' && value !== undefined) {
        const problem = holds(rule.unusedWhen, c) ? undefined : ruleNumberProblem(rule, value);
        if (problem) return problem;
      }
    }
    return undefined;
  }

  private onVariant = (e: Event): void => {
    const id = this.value(e);
    if (this.variantChoices.some((v) => v.id === id)) this.variant = id as NewGameVariantChoice['id'];
  };

  private onSeatsField = (e: FieldEvent): void => {
    e.stopPropagation();
    const offer = this.seatsOffer;
    if (!offer) return;
    const { name, value } = e.detail;
    const list = SEAT_LIST.exec(name)?.[1];
    if (list && name === list) {
      this.setSeats(offer, { [name]: String(value) });
      if (value === IMPORTED) this.readIfUnread(`${this.variant}.${name}`, this.variant);
    } else if (list && name === `${list}Text`) {
      this.listText(`${this.variant}.${list}`, String(value), this.variant);
    } else if (list && name === `${list}File`) {
      this.requests.chooseFile(`${this.variant}.${list}`, this.variant);
    } else if (name === 'opponent' || name === 'players' || /^(seat|name)\d+$/.test(name) || offer.rules.some((r) => r.name === name)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') this.setSeats(offer, { [name]: value });
    }
  };

  /** A seats form's answer as the startGame message carries it: each deck a starter deck's id or the list itself, the imported cards the lists use, and each rule's value. */
  private seatsAnswer(offer: SeatsFormOffer): SeatsFormAnswer {
    const c = this.seatsChoices(offer);
    const cards = new Map<string, CardDefData>();
    const deckOf = (field: string): unknown => {
      const r = c[field] === IMPORTED ? this.list(`${this.variant}.${field}`).result : undefined;
      if (!r?.ok) return c[field];
      for (const card of r.cards) cards.set(card.name, card);
      return { name: r.deck.name, cards: r.deck.cards.map((x) => ({ name: x.name, count: x.count })), ...(r.deck.stock ? { stock: [...r.deck.stock] } : {}) };
    };
    // A rule not used now (a module's tiles) is left to the host's default.
    const rules = Object.fromEntries(offer.rules.filter((r) => !(r.kind === 'number' && holds(r.unusedWhen, c))).map((r) => [r.name, this.ruleAnswer(r, c)]));
    if (offer.seats) {
      const decks = new Set(deckFields(offer, c));
      const seats = Array.from({ length: seatCount(offer, c) }, (_, i) => {
        const deck = seatDeckField(i + 1);
        const name = seatName(c, i + 1);
        return { control: seatControl(c, i + 1), ...(name ? { name } : {}), ...(decks.has(deck) ? { deck: deckOf(deck) } : {}) };
      });
      return { seats, ...(cards.size > 0 ? { cards: [...cards.values()] } : {}), ...rules };
    }
    // A game without decks (Magic and Mayhem) is its rules alone.
    if (!offer.decks) return rules;
    const deck = deckOf('deck');
    const deck2 = deckOf('deck2');
    return { opponent: c.opponent, deck, deck2, ...(cards.size > 0 ? { cards: [...cards.values()] } : {}), ...rules };
  }

  /** A rule's value as the answer carries it: forced on while its condition holds; left out by the host's defaults (an older host), off or the least. */
  private ruleAnswer(rule: SeatsFormOffer['rules'][number], c: SeatsChoices): string | number | boolean | undefined {
    if (rule.kind === 'check' && holds(rule.onWhen, c)) return rule.on ?? true;
    return c[rule.name] ?? (rule.kind === 'check' ? (rule.off ?? false) : rule.kind === 'number' ? rule.min : rule.options[0]?.value);
  }

  private lifeNow(): number {
    return this.adjust.life;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // A deck change can leave a goal that names an artifact the new deck lacks: the goal falls back to the deck's first.
    if (changed.has('deck') || changed.has('lists')) {
      const g = this.goals;
      if (g?.artifact && !this.artifacts.includes(g.artifact)) this.goals = { ...g, artifact: undefined };
    }
  }

  private onField = (e: FieldEvent): void => {
    e.stopPropagation();
    const { name, value } = e.detail;
    const a = this.adjust;
    switch (name) {
      case 'deck':
        this.deck = String(value);
        if (this.deck === IMPORTED) this.readIfUnread('deck');
        break;
      case 'deckText':
        this.listText('deck', String(value));
        break;
      case 'deckFile':
        this.requests.chooseFile('deck', undefined);
        break;
      case 'format':
        this.setFormat(value as Format);
        break;
      case 'opponentSpells':
        this.opponentSpells = value as 'remove' | 'discard';
        break;
      case 'difficulty':
        this.adjusting = withPreset(a, value as DifficultyId, this.formatLife());
        this.lifeText = undefined;
        break;
      case 'life': {
        const text = String(value);
        if (lifeProblem(text)) this.lifeText = text;
        else {
          this.lifeText = undefined;
          this.adjusting = { ...a, life: Number(text) };
        }
        break;
      }
      case 'preparationRounds':
      case 'keywordRoll':
      case 'extraFoes':
      case 'weakening':
      case 'mappedMana':
      case 'landless':
        this.adjusting = { ...a, [name]: value };
        break;
      case 'goal':
      case 'goal2':
      case 'distance':
      case 'creature':
      case 'colour':
      case 'artifact': {
        const g = { ...this.goalSettings, [name]: value };
        // One goal of each kind: choosing the second goal's kind as the first clears the second.
        if (name === 'goal' && g.goal2 === g.goal) g.goal2 = 'none';
        this.goals = g;
        break;
      }
      case 'multicolourLands':
      case 'colourlessLands':
      case 'encounterSpells':
      case 'replaceDefeated':
        this.expansions = { ...this.expansions, [name as ExpansionKey]: value === true };
        break;
      case 'encounterPiles':
        this.encounterPiles = value === 'library' ? 'library' : 'built-in';
        break;
      case 'landPileLands':
        this.landPileLands = value === 'library' ? 'library' : 'defaults';
        break;
    }
  };

  private setFormat(format: Format): void {
    if (format === this.format) return;
    this.adjusting = forFormat(this.adjust, this.formatLife(), this.formatLife(format));
    this.lifeText = undefined;
    this.format = format;
  }

  /** The host's answer to a deck list, for the list it was asked for; answers to requests since overtaken are dropped. */
  deckResolved(message: DeckResolvedMessage): void {
    const name = this.requests.listOf(message);
    if (name === undefined) return;
    const source = message.source;
    const list = this.list(name);
    this.setList(name, {
      text: source ? source.text : list.text,
      fileName: source ? source.fileName : list.fileName,
      result: message.result,
      pending: false,
    });
    if (name === 'deck') {
      if (source) this.deck = IMPORTED;
      // A list with a commander is a Commander deck: 40 life, as the rules say.
      if (message.result.ok && message.result.life === this.d.commanderLife) this.setFormat('commander');
      return;
    }
    const field = name.startsWith(`${this.variant}.`) ? SEAT_LIST.exec(name.slice(this.variant.length + 1))?.[1] : undefined;
    const offer = this.seatsOffer;
    if (source && field && offer) this.setSeats(offer, { [field]: IMPORTED });
  }

  private dispatch(type: string, detail: unknown): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  private value(e: Event): string {
    return (e.target as HTMLInputElement).value;
  }

  private onDistribution = (e: Event): void => void (this.distribution = this.value(e) as Distribution);
  private onColour = (e: Event): void => void (this.startColour = this.value(e) as Colour | 'random');
  private onSeed = (e: Event): void => void (this.seed = this.value(e));

  private reroll = (): void => {
    // UI convenience only: the engine derives everything from whatever seed is chosen.
    const bytes = crypto.getRandomValues(new Uint8Array(6));
    this.seed = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  };

  private today = (): void => {
    this.seed = todaysSeed(new Date());
  };

  /** The choices as the StartGame message carries them: every field spelt out. */
  options(): StartOptions {
    const a = this.adjust;
    const imported = this.currentDeck === IMPORTED && this.deckImport.result?.ok ? this.deckImport.result : undefined;
    const landPiles = this.distribution !== 'd6';
    const x = this.expansions;
    return {
      deck: imported ? { name: imported.deck.name, cards: imported.deck.cards.map((c) => ({ name: c.name, count: c.count })) } : this.currentDeck,
      ...(imported && imported.cards.length > 0 ? { cards: [...imported.cards] } : {}),
      goals: startGoals(this.goalSettings, this.artifacts).goals,
      life: a.life,
      preparationRounds: a.preparationRounds,
      opponentSpells: this.opponentSpells ?? this.d.opponentSpells,
      distribution: this.distribution,
      startColour: this.startColour,
      expansions: {
        multicolourLands: landPiles && x.multicolourLands,
        colourlessLands: landPiles && x.colourlessLands,
        encounterSpells: x.encounterSpells,
        replaceDefeated: x.replaceDefeated,
      },
      ...this.sources,
      keywordRoll: a.keywordRoll,
      extraFoes: a.extraFoes,
      weakening: a.weakening,
      mappedMana: a.mappedMana,
      landless: a.landless,
    };
  }

  private submit = (e: Event): void => {
    e.preventDefault();
    const seats = this.seatsOffer;
    if (seats) {
      if (this.readOnly || this.seedProblem || this.seatsProblem(seats)) return;
      this.dispatch('crawl-start', { variant: this.variant, seed: this.currentSeed.trim(), options: this.seatsAnswer(seats) });
      return;
    }
    if (this.readOnly || this.problem) return;
    this.dispatch('crawl-start', { seed: this.currentSeed.trim(), options: this.options() });
  };

  static override styles = [
    shared,
    iconStyles,
    formStyles,
    css`
      :host {
        display: block;
        max-width: 760px;
        margin: 0 auto;
        padding: 22px 20px 0;
      }
      header {
        margin-bottom: 14px;
      }
      .symbols {
        display: flex;
        gap: 6px;
        margin-bottom: 10px;
      }
      h1 {
        margin: 0 0 6px;
        font-size: 22px;
        font-weight: 600;
      }
      .file {
        font-family: var(--vscode-editor-font-family, monospace);
        color: var(--vscode-foreground);
      }
      .banner {
        padding: 8px 10px;
        border-left: 3px solid var(--vscode-editorWarning-foreground, var(--vscode-focusBorder));
        background: var(--vscode-textBlockQuote-background, transparent);
      }
      crawl-difficulty-fields {
        display: contents;
      }
      .seed-row {
        display: flex;
        gap: 6px;
        align-items: center;
      }
      .seed-row vscode-textfield {
        flex: 1;
        min-width: 0;
      }
      .seed-row vscode-button {
        flex: none;
      }
      /* Always in sight, however small the editor: the defaults are a game. */
      .actions {
        position: sticky;
        bottom: 0;
        z-index: 1;
        margin-top: 4px;
        padding: 10px 0 14px;
        background: var(--vscode-editor-background);
        border-top: 1px solid var(--vscode-panel-border, var(--vscode-widget-border, transparent));
        display: flex;
        align-items: center;
        gap: 12px;
      }
      .actions vscode-button {
        flex: none;
      }
      .actions .quiet {
        font-size: 12px;
        min-width: 0;
      }
    `,
  ];
}

customElements.define('crawl-new-game-form', NewGameForm);
