import { LitElement, html, nothing, type TemplateResult } from 'lit';
import '@vscode-elements/elements/dist/vscode-form-group/index.js';
import '@vscode-elements/elements/dist/vscode-form-helper/index.js';
import '@vscode-elements/elements/dist/vscode-label/index.js';
import '@vscode-elements/elements/dist/vscode-option/index.js';
import '@vscode-elements/elements/dist/vscode-single-select/index.js';
import { COLOURS, COLOUR_NAMES, type Colour } from '../../engine';
import type { CreatureChoice, StartGoal } from '../../protocol/messages';
import { shared } from '../shared/styles';
import { fieldChange, valueOf } from './field-event';
import { formStyles } from './form-styles';

/**
 * The goal part of the new-game form (rules: "Ending the Game", with the
 * Adjusting colour goal and the Expanding artifact goal): one goal, and
 * optionally a second that must be met as well.
 */

export type GoalKind = 'reach' | 'defeat' | 'defeat-colour' | 'find';

export const GOAL_KINDS: readonly { value: GoalKind; label: string }[] = [
  { value: 'reach', label: 'Reach a hex' },
  { value: 'defeat', label: 'Defeat a creature' },
  { value: 'defeat-colour', label: 'Defeat every creature of a colour' },
  { value: 'find', label: 'Find an artifact' },
];

export const DISTANCES = [2, 3, 4, 5, 6, 7, 8];

/** The settings of every kind of goal; only those of the chosen kinds are used. */
export interface GoalSettings {
  readonly goal: GoalKind;
  readonly goal2: GoalKind | 'none';
  readonly distance: number;
  readonly creature: string | undefined;
  readonly colour: Colour;
  readonly artifact: string | undefined;
}

/** The goals as StartGame carries them, or why they cannot be met with this deck. */
export function startGoals(s: GoalSettings, artifacts: readonly string[]): { goals: StartGoal[]; problem?: string } {
  const kinds = s.goal2 === 'none' || s.goal2 === s.goal ? [s.goal] : [s.goal, s.goal2];
  const goals: StartGoal[] = [];
  for (const kind of kinds) {
    switch (kind) {
      case 'reach':
        goals.push({ type: 'reach', distance: s.distance });
        break;
      case 'defeat':
        if (s.creature) goals.push({ type: 'defeat', creature: s.creature });
        break;
      case 'defeat-colour':
        goals.push({ type: 'defeat-colour', colour: s.colour });
        break;
      case 'find': {
        const artifact = s.artifact && artifacts.includes(s.artifact) ? s.artifact : artifacts[0];
        if (!artifact) return { goals, problem: 'Your deck has no artifact to find: choose another goal, or a deck with an artifact.' };
        goals.push({ type: 'find', artifact });
        break;
      }
    }
  }
  return { goals };
}

/** "reach a hex 4 away and defeat Serra Angel". */
export function goalWords(s: GoalSettings, artifacts: readonly string[]): string {
  const words = startGoals(s, artifacts).goals.map((g) => {
    switch (g.type) {
      case 'reach':
        return 'distance' in g ? `reach a hex ${g.distance} away` : `reach (${g.hex.q}, ${g.hex.r})`;
      case 'defeat':
        return `defeat ${g.creature}`;
      case 'defeat-colour':
        return `defeat every ${COLOUR_NAMES[g.colour].toLowerCase()} creature`;
      case 'find':
        return `find ${g.artifact}`;
    }
  });
  return words.join(' and ') || 'a goal';
}

export class GoalFields extends LitElement {
  static override properties = {
    settings: { attribute: false },
    creatures: { attribute: false },
    artifacts: { attribute: false },
    deckName: { attribute: false },
    defaultDistance: { attribute: false },
    readOnly: { type: Boolean },
    libraryPiles: { type: Boolean },
  };

  declare settings: GoalSettings;
  declare creatures: readonly CreatureChoice[];
  declare artifacts: readonly string[];
  declare deckName: string;
  declare defaultDistance: number;
  declare readOnly: boolean;
  /** The Encounter Piles come from the card library: their creatures are not known until the game starts. */
  declare libraryPiles: boolean;

  constructor() {
    super();
    this.creatures = [];
    this.artifacts = [];
    this.deckName = 'Your deck';
    this.defaultDistance = 4;
    this.readOnly = false;
    this.libraryPiles = false;
  }

  override render(): TemplateResult {
    const s = this.settings;
    const used = new Set<GoalKind>([s.goal, ...(s.goal2 === 'none' ? [] : [s.goal2])]);
    const problem = startGoals(s, this.artifacts).problem;
    return html`
      <fieldset>
        <legend>Goal</legend>
        <div class="grid">
          <vscode-form-group variant="vertical">
            <vscode-label for="goal">Win by</vscode-label>
            <vscode-single-select id="goal" .value=${s.goal} ?disabled=${this.readOnly} @change=${this.on('goal')}>
              ${this.kindOptions(s.goal, undefined)}
            </vscode-single-select>
          </vscode-form-group>
          <vscode-form-group variant="vertical">
            <vscode-label for="goal2">And also</vscode-label>
            <vscode-single-select id="goal2" .value=${s.goal2} ?disabled=${this.readOnly} @change=${this.on('goal2')}>
              <vscode-option value="none" ?selected=${s.goal2 === 'none'}>Nothing more — one goal</vscode-option>
              ${this.kindOptions(s.goal2, s.goal)}
            </vscode-single-select>
          </vscode-form-group>
          ${used.has('reach') ? this.reach() : nothing} ${used.has('defeat') ? this.defeat() : nothing}
          ${used.has('defeat-colour') ? this.colour() : nothing} ${used.has('find') ? this.find() : nothing}
          <p class="wide quiet goal-note" id="goal-note">
            ${problem
              ? html`<span class="error" role="alert">${problem}</span>`
              : s.goal2 !== 'none'
                ? 'Both must be done to win.'
                : 'The crawl is won the moment it is done.'}
          </p>
        </div>
      </fieldset>
    `;
  }

  /** The goal kinds for a select; `except` (the first goal) is left out of the second. */
  private kindOptions(selected: GoalKind | 'none', except: GoalKind | undefined): TemplateResult[] {
    return GOAL_KINDS.filter((k) => k.value !== except).map((k) => {
      const noArtifact = k.value === 'find' && this.artifacts.length === 0;
      const unknownCreatures = k.value === 'defeat' && this.libraryPiles;
      const label = noArtifact ? `${k.label} (${this.deckName} has none)` : unknownCreatures ? `${k.label} (not with piles from your card library)` : k.label;
      return html`<vscode-option value=${k.value} ?selected=${k.value === selected} ?disabled=${(noArtifact || unknownCreatures) && k.value !== selected}>${label}</vscode-option>`;
    });
  }

  private reach(): TemplateResult {
    const s = this.settings;
    return html`<vscode-form-group variant="vertical">
      <vscode-label for="distance">Goal hex: steps from the start</vscode-label>
      <vscode-single-select id="distance" .value=${String(s.distance)} ?disabled=${this.readOnly} @change=${this.onNumber('distance')}>
        ${DISTANCES.map(
          (n) => html`<vscode-option value=${String(n)} ?selected=${n === s.distance}>${n} hexes${n === this.defaultDistance ? ' — default' : ''}</vscode-option>`,
        )}
      </vscode-single-select>
      <vscode-form-helper>The seed picks the direction.</vscode-form-helper>
    </vscode-form-group>`;
  }

  private defeat(): TemplateResult {
    const s = this.settings;
    const chosen = this.creatures.find((c) => c.name === s.creature);
    return html`<vscode-form-group variant="vertical">
      <vscode-label for="creature">Creature to defeat</vscode-label>
      <vscode-single-select id="creature" .value=${s.creature ?? ''} ?disabled=${this.readOnly} combobox @change=${this.on('creature')}>
        ${this.creatures.map(
          (c) => html`<vscode-option value=${c.name} description=${c.summary} ?selected=${c.name === s.creature}
            >${c.name} (${COLOUR_NAMES[c.colour as Colour] ?? c.colour})</vscode-option
          >`,
        )}
      </vscode-single-select>
      <vscode-form-helper>${chosen ? `${chosen.summary}; it is in the ${COLOUR_NAMES[chosen.colour as Colour] ?? ''} pile.` : ''}</vscode-form-helper>
    </vscode-form-group>`;
  }

  private colour(): TemplateResult {
    const s = this.settings;
    const count = this.creatures.filter((c) => c.colour === s.colour).length;
    return html`<vscode-form-group variant="vertical">
      <vscode-label for="goal-colour">Colour to defeat</vscode-label>
      <vscode-single-select id="goal-colour" .value=${s.colour} ?disabled=${this.readOnly} @change=${this.on('colour')}>
        ${COLOURS.map((c) => html`<vscode-option value=${c} ?selected=${c === s.colour}>${COLOUR_NAMES[c]}</vscode-option>`)}
      </vscode-single-select>
      <vscode-form-helper
        >${this.libraryPiles
          ? `Every ${COLOUR_NAMES[s.colour].toLowerCase()} creature of the piles picked from your card library.`
          : `Every one of the ${count || ''} ${COLOUR_NAMES[s.colour].toLowerCase()} encounter creatures.`}</vscode-form-helper
      >
    </vscode-form-group>`;
  }

  private find(): TemplateResult {
    const s = this.settings;
    const none = this.artifacts.length === 0;
    const chosen = s.artifact && this.artifacts.includes(s.artifact) ? s.artifact : this.artifacts[0];
    return html`<vscode-form-group variant="vertical">
      <vscode-label for="artifact">Artifact to find</vscode-label>
      <vscode-single-select id="artifact" .value=${chosen ?? ''} ?disabled=${this.readOnly || none} @change=${this.on('artifact')}>
        ${none
          ? html`<vscode-option value="" selected>${this.deckName} has no artifacts</vscode-option>`
          : this.artifacts.map((a) => html`<vscode-option value=${a} ?selected=${a === chosen}>${a}</vscode-option>`)}
      </vscode-single-select>
      <vscode-form-helper>Found once it is in your hand or on the battlefield.</vscode-form-helper>
    </vscode-form-group>`;
  }

  private on = (name: keyof GoalSettings) => (e: Event) => fieldChange(this, name, valueOf(e));
  private onNumber = (name: keyof GoalSettings) => (e: Event) => fieldChange(this, name, Number(valueOf(e)));

  static override styles = [shared, formStyles];
}

customElements.define('crawl-goal-fields', GoalFields);
