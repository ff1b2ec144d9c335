import { LitElement, css, html, type TemplateResult } from 'lit';
import '@vscode-elements/elements/dist/vscode-button/index.js';
import '@vscode-elements/elements/dist/vscode-form-group/index.js';
import '@vscode-elements/elements/dist/vscode-form-helper/index.js';
import '@vscode-elements/elements/dist/vscode-label/index.js';
import '@vscode-elements/elements/dist/vscode-option/index.js';
import '@vscode-elements/elements/dist/vscode-single-select/index.js';
import '@vscode-elements/elements/dist/vscode-textfield/index.js';
import '@vscode-elements/elements/dist/vscode-toolbar-button/index.js';
import type { CrawlOptions, Distribution } from '../../engine/variants/magic-crawl/schema';
import { COLOURS, COLOUR_NAMES, TERRAIN_OF, type Colour } from '../../engine/colour';
import { manaIcon } from '../board/mana-symbols';
import { iconStyles, playIcon, refreshIcon } from '../shared/icons';
import { shared } from '../shared/styles';
import { TERRAINS } from '../shared/terrain';

/** Fired with the chosen setup; the app adds the document version and posts `startGame`. */
export type StartRequestEvent = CustomEvent<{ seed: string; options: CrawlOptions }>;

const MAX_SEED = 200;

const DISTRIBUTIONS: readonly { value: Distribution; label: string; description: string }[] = [
  { value: 'standard', label: 'Land Piles (Setup)', description: 'Five piles of 6 basic lands, as in the Setup table.' },
  { value: 'adjusted', label: 'Adjusted Land Piles', description: 'Five piles of 20 lands: more varied terrain.' },
  { value: 'd6', label: 'd6 table', description: 'Roll 1d6 on the table for each new hex instead of drawing.' },
];

/** The form an empty .crawl.json file opens with. */
export class NewGameForm extends LitElement {
  static override properties = {
    suggestedSeed: { type: String },
    fileName: { type: String },
    readOnly: { type: Boolean },
    seed: { state: true },
    distribution: { state: true },
    startColour: { state: true },
  };

  declare suggestedSeed: string;
  declare fileName: string;
  declare readOnly: boolean;
  declare seed: string | undefined;
  declare distribution: Distribution;
  declare startColour: Colour | 'random';

  constructor() {
    super();
    this.suggestedSeed = '';
    this.fileName = '';
    this.readOnly = false;
    this.seed = undefined;
    this.distribution = 'standard';
    this.startColour = 'random';
  }

  private get currentSeed(): string {
    return this.seed ?? this.suggestedSeed;
  }

  private get seedProblem(): string | undefined {
    const s = this.currentSeed.trim();
    if (s.length === 0) return 'Give the game a seed: any text will do.';
    if (s.length > MAX_SEED) return `A seed is at most ${MAX_SEED} characters.`;
    return undefined;
  }

  override render(): TemplateResult {
    const problem = this.seedProblem;
    return html`
      <form @submit=${this.submit} aria-labelledby="title">
        <header>
          <div class="symbols" aria-hidden="true">${TERRAINS.map((t) => manaIcon(t, 26))}</div>
          <h1 id="title">New Magic Crawl</h1>
          <p class="quiet">
            <span class="file">${this.fileName}</span> is empty. Explore a hex map that grows as you walk it; every new hex draws its neighbours from the
            Land Piles and an encounter from the Encounter Pile of its colour.
          </p>
        </header>
        ${this.readOnly ? html`<p class="banner" role="note">This file is read-only, so a game cannot be started in it.</p>` : ''}
        <vscode-form-group variant="vertical">
          <vscode-label for="distribution">Terrain</vscode-label>
          <vscode-single-select id="distribution" .value=${this.distribution} ?disabled=${this.readOnly} @change=${this.onDistribution}>
            ${DISTRIBUTIONS.map((d) => html`<vscode-option value=${d.value} description=${d.description} ?selected=${d.value === this.distribution}>${d.label}</vscode-option>`)}
          </vscode-single-select>
          <vscode-form-helper>${DISTRIBUTIONS.find((d) => d.value === this.distribution)?.description}</vscode-form-helper>
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
        <vscode-form-group variant="vertical">
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
        <div class="actions">
          <vscode-button id="start" type="submit" ?disabled=${this.readOnly || problem !== undefined}>${playIcon({ slot: 'content-before' })}Start the crawl</vscode-button>
        </div>
      </form>
    `;
  }

  private onDistribution = (e: Event): void => {
    this.distribution = (e.target as HTMLInputElement).value as Distribution;
  };

  private onColour = (e: Event): void => {
    this.startColour = (e.target as HTMLInputElement).value as Colour | 'random';
  };

  private onSeed = (e: Event): void => {
    this.seed = (e.target as HTMLInputElement).value;
  };

  private reroll = (): void => {
    // UI convenience only: the engine derives everything from whatever seed is chosen.
    const bytes = crypto.getRandomValues(new Uint8Array(6));
    this.seed = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  };

  private submit = (e: Event): void => {
    e.preventDefault();
    if (this.readOnly || this.seedProblem) return;
    const detail = { seed: this.currentSeed.trim(), options: { distribution: this.distribution, startColour: this.startColour } };
    this.dispatchEvent(new CustomEvent('crawl-start', { detail, bubbles: true, composed: true }));
  };

  static override styles = [
    shared,
    iconStyles,
    css`
      :host {
        display: block;
        max-width: 520px;
        margin: 0 auto;
        padding: 32px 20px;
      }
      header {
        margin-bottom: 12px;
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
      .actions {
        margin-top: 16px;
      }
    `,
  ];
}

customElements.define('crawl-new-game-form', NewGameForm);
