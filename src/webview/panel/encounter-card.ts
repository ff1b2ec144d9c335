import { LitElement, css, html, type TemplateResult } from 'lit';
import '@vscode-elements/elements/dist/vscode-button/index.js';
import type { Encounter } from '../../engine/variants/magic-crawl/schema';
import { manaIcon } from '../board/mana-symbols';
import { iconStyles, passIcon } from '../shared/icons';
import { sectionHeading, shared } from '../shared/styles';
import { hexLabel, pileName } from '../shared/terrain';

/**
 * The encounter in progress, or a word that there is none. The fight itself
 * happens on the player's real playmat; here the player only ends it.
 */
export class EncounterCard extends LitElement {
  static override properties = {
    encounter: { attribute: false },
    canEnd: { type: Boolean },
  };

  declare encounter: Encounter | null;
  /** Whether ending is offered (it is a legal action and the file is writable). */
  declare canEnd: boolean;

  constructor() {
    super();
    this.encounter = null;
    this.canEnd = false;
  }

  override render(): TemplateResult {
    const e = this.encounter;
    if (!e) {
      return html`<section aria-labelledby="h">
        <h2 id="h">Encounter</h2>
        <p class="quiet">None. Move to a neighbouring hex to explore.</p>
      </section>`;
    }
    return html`<section class="active t-${e.pile}" aria-labelledby="h">
      <h2 id="h">Encounter</h2>
      <div class="card">
        ${manaIcon(e.pile, 28)}
        <div>
          <div class="name">${e.card}</div>
          <div class="quiet">from ${pileName(e.pile)}, met at ${hexLabel(e.at)}</div>
        </div>
      </div>
      <p class="quiet help">It has haste and attacks each turn. Fight it on your playmat; when it is over, end the encounter and it goes back to its pile.</p>
      <vscode-button ?disabled=${!this.canEnd} @click=${this.end}>${passIcon({ slot: 'content-before' })}End encounter</vscode-button>
    </section>`;
  }

  private end = (): void => {
    if (!this.canEnd) return;
    this.dispatchEvent(new CustomEvent('crawl-end-encounter', { bubbles: true, composed: true }));
  };

  static override styles = [
    shared,
    sectionHeading,
    iconStyles,
    css`
      :host {
        display: block;
      }
      p {
        margin: 0;
      }
      .quiet {
        color: var(--vscode-descriptionForeground);
      }
      .active {
        padding: 10px;
        border-radius: 4px;
        border: 1px solid var(--crawl-encounter);
        border-left-width: 4px;
        background: var(--crawl-encounter-bg);
      }
      .card {
        display: flex;
        gap: 10px;
        align-items: center;
        margin-bottom: 8px;
      }
      .name {
        font-size: 1.25em;
        font-weight: 600;
        color: var(--vscode-foreground);
      }
      .help {
        margin-bottom: 10px;
        font-size: 0.92em;
      }
    `,
  ];
}

customElements.define('crawl-encounter-card', EncounterCard);
