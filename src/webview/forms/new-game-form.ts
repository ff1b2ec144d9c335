import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import '@vscode-elements/elements/dist/vscode-button/index.js';
import '@vscode-elements/elements/dist/vscode-form-group/index.js';
import '@vscode-elements/elements/dist/vscode-form-helper/index.js';
import '@vscode-elements/elements/dist/vscode-label/index.js';
import '@vscode-elements/elements/dist/vscode-option/index.js';
import '@vscode-elements/elements/dist/vscode-single-select/index.js';
import '@vscode-elements/elements/dist/vscode-textfield/index.js';
import '@vscode-elements/elements/dist/vscode-toolbar-button/index.js';
import type { Distribution } from '../../engine/variants/magic-crawl/schema';
import { COLOURS, COLOUR_NAMES, TERRAIN_OF, type Colour } from '../../engine/colour';
import type { CreatureChoice, DeckChoice, StartDefaults, StartGoal, StartOptions } from '../../protocol/messages';
import { manaIcon } from '../board/mana-symbols';
import { iconStyles, playIcon, refreshIcon } from '../shared/icons';
import { shared } from '../shared/styles';
import { TERRAINS } from '../shared/terrain';

/** Fired with the chosen setup; the app adds the document version and posts `startGame`. */
export type StartRequestEvent = CustomEvent<{ seed: string; options: StartOptions }>;

const MAX_SEED = 200;

const DISTRIBUTIONS: readonly { value: Distribution; label: string; description: string }[] = [
  { value: 'standard', label: 'Land Piles (Setup)', description: 'Five piles of 6 basic lands, as in the Setup table.' },
  { value: 'adjusted', label: 'Adjusted Land Piles', description: 'Five piles of 20 lands: more varied terrain.' },
  { value: 'd6', label: 'd6 table', description: 'Roll 1d6 on the table for each new hex instead of drawing.' },
];

type GoalKind = 'reach' | 'defeat' | 'both';
const GOAL_KINDS: readonly { value: GoalKind; label: string }[] = [
  { value: 'reach', label: 'Reach a hex' },
  { value: 'defeat', label: 'Defeat a creature' },
  { value: 'both', label: 'Both: reach a hex and defeat a creature' },
];
const DISTANCES = [2, 3, 4, 5, 6, 7, 8];
const ROUNDS = [0, 1, 2, 3, 4, 5];

/** Used when the host sent no choices (an older host): the engine's defaults. */
const FALLBACK_DEFAULTS: StartDefaults = { deck: 'green', goalDistance: 4, life: 20, commanderLife: 40, preparationRounds: 3, opponentSpells: 'remove' };

/**
 * The form an empty .crawl.json file opens with: the deck, the goal, the
 * format (life), the preparation rounds, what becomes of spells that would
 * target an opponent, and the map (terrain, start colour, seed). Every field
 * starts at its default, so one click starts a game.
 */
export class NewGameForm extends LitElement {
  static override properties = {
    suggestedSeed: { type: String },
    fileName: { type: String },
    readOnly: { type: Boolean },
    decks: { attribute: false },
    creatures: { attribute: false },
    defaults: { attribute: false },
    seed: { state: true },
    distribution: { state: true },
    startColour: { state: true },
    deck: { state: true },
    goalKind: { state: true },
    distance: { state: true },
    creature: { state: true },
    life: { state: true },
    rounds: { state: true },
    opponentSpells: { state: true },
  };

  declare suggestedSeed: string;
  declare fileName: string;
  declare readOnly: boolean;
  declare decks: readonly DeckChoice[];
  declare creatures: readonly CreatureChoice[];
  declare defaults: StartDefaults | undefined;
  declare seed: string | undefined;
  declare distribution: Distribution;
  declare startColour: Colour | 'random';
  declare deck: string | undefined;
  declare goalKind: GoalKind;
  declare distance: number | undefined;
  declare creature: string | undefined;
  declare life: number | undefined;
  declare rounds: number | undefined;
  declare opponentSpells: 'remove' | 'discard' | undefined;

  constructor() {
    super();
    this.suggestedSeed = '';
    this.fileName = '';
    this.readOnly = false;
    this.decks = [];
    this.creatures = [];
    this.defaults = undefined;
    this.seed = undefined;
    this.distribution = 'standard';
    this.startColour = 'random';
    this.deck = undefined;
    this.goalKind = 'reach';
    this.distance = undefined;
    this.creature = undefined;
    this.life = undefined;
    this.rounds = undefined;
    this.opponentSpells = undefined;
  }

  private get d(): StartDefaults {
    return this.defaults ?? FALLBACK_DEFAULTS;
  }

  private get currentSeed(): string {
    return this.seed ?? this.suggestedSeed;
  }

  private get currentDeck(): string {
    return this.deck ?? this.d.deck;
  }

  private get currentCreature(): string | undefined {
    return this.creature ?? this.creatures[0]?.name;
  }

  private get seedProblem(): string | undefined {
    const s = this.currentSeed.trim();
    if (s.length === 0) return 'Give the game a seed: any text will do.';
    if (s.length > MAX_SEED) return `A seed is at most ${MAX_SEED} characters.`;
    return undefined;
  }

  override render(): TemplateResult {
    const problem = this.seedProblem;
    const d = this.d;
    const deck = this.decks.find((x) => x.id === this.currentDeck);
    const life = this.life ?? d.life;
    const goalNeedsHex = this.goalKind !== 'defeat';
    const goalNeedsCreature = this.goalKind !== 'reach' && this.creatures.length > 0;
    const creature = this.creatures.find((c) => c.name === this.currentCreature);
    return html`
      <form @submit=${this.submit} aria-labelledby="title">
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
        <div class="grid">
          <vscode-form-group variant="vertical" class="wide">
            <vscode-label for="deck">Deck</vscode-label>
            ${this.decks.length > 0
              ? html`<vscode-single-select id="deck" .value=${this.currentDeck} ?disabled=${this.readOnly} @change=${this.onDeck}>
                  ${this.decks.map(
                    (x) => html`<vscode-option value=${x.id} description=${x.description} ?selected=${x.id === this.currentDeck}
                      >${x.name} (${x.colours.map((c) => COLOUR_NAMES[c as Colour] ?? c).join('-')})${x.id === d.deck ? ' — default' : ''}</vscode-option
                    >`,
                  )}
                </vscode-single-select>`
              : html`<p class="quiet">The default starter deck.</p>`}
            <vscode-form-helper>${deck?.description ?? ''}</vscode-form-helper>
          </vscode-form-group>

          <vscode-form-group variant="vertical">
            <vscode-label for="goal">Goal</vscode-label>
            <vscode-single-select id="goal" .value=${this.goalKind} ?disabled=${this.readOnly} @change=${this.onGoalKind}>
              ${GOAL_KINDS.filter((g) => g.value === 'reach' || this.creatures.length > 0).map(
                (g) => html`<vscode-option value=${g.value} ?selected=${g.value === this.goalKind}>${g.label}</vscode-option>`,
              )}
            </vscode-single-select>
            <vscode-form-helper>${this.goalKind === 'both' ? 'Both must be done to win.' : 'The crawl is won the moment it is done.'}</vscode-form-helper>
          </vscode-form-group>

          ${goalNeedsHex
            ? html`<vscode-form-group variant="vertical">
                <vscode-label for="distance">Goal hex: steps from the start</vscode-label>
                <vscode-single-select id="distance" .value=${String(this.distance ?? d.goalDistance)} ?disabled=${this.readOnly} @change=${this.onDistance}>
                  ${DISTANCES.map(
                    (n) => html`<vscode-option value=${String(n)} ?selected=${n === (this.distance ?? d.goalDistance)}
                      >${n} hexes${n === d.goalDistance ? ' — default' : ''}</vscode-option
                    >`,
                  )}
                </vscode-single-select>
                <vscode-form-helper>The seed picks the direction.</vscode-form-helper>
              </vscode-form-group>`
            : nothing}
          ${goalNeedsCreature
            ? html`<vscode-form-group variant="vertical">
                <vscode-label for="creature">Creature to defeat</vscode-label>
                <vscode-single-select id="creature" .value=${this.currentCreature ?? ''} ?disabled=${this.readOnly} combobox @change=${this.onCreature}>
                  ${this.creatures.map(
                    (c) => html`<vscode-option value=${c.name} description=${c.summary} ?selected=${c.name === this.currentCreature}
                      >${c.name} (${COLOUR_NAMES[c.colour as Colour] ?? c.colour})</vscode-option
                    >`,
                  )}
                </vscode-single-select>
                <vscode-form-helper>${creature ? `${creature.summary}; it is in the ${COLOUR_NAMES[creature.colour as Colour] ?? ''} pile.` : ''}</vscode-form-helper>
              </vscode-form-group>`
            : nothing}

          <vscode-form-group variant="vertical">
            <vscode-label for="life">Format</vscode-label>
            <vscode-single-select id="life" .value=${String(life)} ?disabled=${this.readOnly} @change=${this.onLife}>
              <vscode-option value=${String(d.life)} ?selected=${life === d.life}>Constructed — ${d.life} life</vscode-option>
              <vscode-option value=${String(d.commanderLife)} ?selected=${life === d.commanderLife}>Commander — ${d.commanderLife} life</vscode-option>
            </vscode-single-select>
          </vscode-form-group>

          <vscode-form-group variant="vertical">
            <vscode-label for="rounds">Preparation rounds</vscode-label>
            <vscode-single-select id="rounds" .value=${String(this.rounds ?? d.preparationRounds)} ?disabled=${this.readOnly} @change=${this.onRounds}>
              ${ROUNDS.map(
                (n) => html`<vscode-option value=${String(n)} ?selected=${n === (this.rounds ?? d.preparationRounds)}
                  >${n === 0 ? 'None' : `${n} ${n === 1 ? 'round' : 'rounds'}`}${n === d.preparationRounds ? ' — default' : ''}</vscode-option
                >`,
              )}
            </vscode-single-select>
            <vscode-form-helper>Turns to play lands and creatures before the first move.</vscode-form-helper>
          </vscode-form-group>

          <vscode-form-group variant="vertical" class="wide">
            <vscode-label for="opponent">Spells that would target an opponent</vscode-label>
            <vscode-single-select id="opponent" .value=${this.opponentSpells ?? d.opponentSpells} ?disabled=${this.readOnly} @change=${this.onOpponent}>
              <vscode-option value="remove" ?selected=${(this.opponentSpells ?? d.opponentSpells) === 'remove'}
                >Remove them from the deck${d.opponentSpells === 'remove' ? ' — default' : ''}</vscode-option
              >
              <vscode-option value="discard" ?selected=${(this.opponentSpells ?? d.opponentSpells) === 'discard'}
                >Keep them; discard each when drawn${d.opponentSpells === 'discard' ? ' — default' : ''}</vscode-option
              >
            </vscode-single-select>
            <vscode-form-helper>A solo crawl has no opponent, so such a spell could never be cast.</vscode-form-helper>
          </vscode-form-group>

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

          <vscode-form-group variant="vertical" class="wide">
            <vscode-label for="seed">Seed</vscode-label>
            <div class="seed-row">
              <vscode-textfield
                id="seed"
                .value=${this.currentSeed}
                maxlength=${MAX_SEED}
                ?invalid=${problem !== undefined}
                ?disabled=${this.readOnly}
                aria-describedby="seed-help"
                @input=${this.onSeed}
              ></vscode-textfield>
              <vscode-toolbar-button label="Another seed" title="Another seed" ?disabled=${this.readOnly} @click=${this.reroll}>${refreshIcon()}</vscode-toolbar-button>
            </div>
            <vscode-form-helper id="seed-help">
              ${problem ? html`<span class="error" role="alert">${problem}</span>` : 'The same seed and options always give the same game.'}
            </vscode-form-helper>
          </vscode-form-group>
        </div>
        <div class="actions">
          <vscode-button id="start" type="submit" ?disabled=${this.readOnly || problem !== undefined}>${playIcon({ slot: 'content-before' })}Start the crawl</vscode-button>
          <span class="quiet">${deck?.name ?? 'The default deck'} · ${this.goalSummary()} · ${life} life</span>
        </div>
      </form>
    `;
  }

  /** "reach a hex 4 away", "defeat Serra Angel", both. */
  private goalSummary(): string {
    const reach = `reach a hex ${this.distance ?? this.d.goalDistance} away`;
    const defeat = `defeat ${this.currentCreature ?? 'a creature'}`;
    return this.goalKind === 'reach' ? reach : this.goalKind === 'defeat' ? defeat : `${reach} and ${defeat}`;
  }

  private value(e: Event): string {
    return (e.target as HTMLInputElement).value;
  }

  private onDeck = (e: Event): void => void (this.deck = this.value(e));
  private onGoalKind = (e: Event): void => void (this.goalKind = this.value(e) as GoalKind);
  private onDistance = (e: Event): void => void (this.distance = Number(this.value(e)));
  private onCreature = (e: Event): void => void (this.creature = this.value(e));
  private onLife = (e: Event): void => void (this.life = Number(this.value(e)));
  private onRounds = (e: Event): void => void (this.rounds = Number(this.value(e)));
  private onOpponent = (e: Event): void => void (this.opponentSpells = this.value(e) as 'remove' | 'discard');
  private onDistribution = (e: Event): void => void (this.distribution = this.value(e) as Distribution);
  private onColour = (e: Event): void => void (this.startColour = this.value(e) as Colour | 'random');
  private onSeed = (e: Event): void => void (this.seed = this.value(e));

  private reroll = (): void => {
    // UI convenience only: the engine derives everything from whatever seed is chosen.
    const bytes = crypto.getRandomValues(new Uint8Array(6));
    this.seed = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  };

  /** The choices as the StartGame message carries them: every field spelt out. */
  options(): StartOptions {
    const d = this.d;
    const goals: StartGoal[] = [];
    if (this.goalKind !== 'defeat') goals.push({ type: 'reach', distance: this.distance ?? d.goalDistance });
    const creature = this.currentCreature;
    if (this.goalKind !== 'reach' && creature) goals.push({ type: 'defeat', creature });
    return {
      deck: this.currentDeck,
      goals,
      life: this.life ?? d.life,
      preparationRounds: this.rounds ?? d.preparationRounds,
      opponentSpells: this.opponentSpells ?? d.opponentSpells,
      distribution: this.distribution,
      startColour: this.startColour,
    };
  }

  private submit = (e: Event): void => {
    e.preventDefault();
    if (this.readOnly || this.seedProblem) return;
    const detail = { seed: this.currentSeed.trim(), options: this.options() };
    this.dispatchEvent(new CustomEvent('crawl-start', { detail, bubbles: true, composed: true }));
  };

  static override styles = [
    shared,
    iconStyles,
    css`
      :host {
        display: block;
        max-width: 720px;
        margin: 0 auto;
        padding: 22px 20px;
      }
      header {
        margin-bottom: 8px;
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
      .quiet {
        margin: 0;
        color: var(--vscode-descriptionForeground);
        line-height: 1.5;
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
      .grid {
        display: grid;
        grid-template-columns: repeat(2, minmax(0, 1fr));
        column-gap: 20px;
      }
      .grid .wide {
        grid-column: 1 / -1;
      }
      /* Tighter than vscode-elements' 15px a side: the whole form, and its Start button, fit a small editor. */
      vscode-form-group {
        margin: 4px 0 6px;
      }
      @media (max-width: 560px) {
        .grid {
          grid-template-columns: minmax(0, 1fr);
        }
      }
      vscode-single-select,
      vscode-textfield {
        width: 100%;
      }
      .seed-row {
        display: flex;
        gap: 4px;
        align-items: center;
      }
      .seed-row vscode-textfield {
        flex: 1;
      }
      .error {
        color: var(--vscode-errorForeground);
      }
      /* Always in sight, however small the editor: the defaults are a game. */
      .actions {
        position: sticky;
        bottom: 0;
        margin-top: 12px;
        padding: 10px 0 14px;
        background: var(--vscode-editor-background);
        border-top: 1px solid var(--vscode-panel-border, var(--vscode-widget-border, transparent));
        display: flex;
        align-items: center;
        gap: 12px;
      }
      .actions .quiet {
        font-size: 12px;
      }
    `,
  ];
}

customElements.define('crawl-new-game-form', NewGameForm);
