import { LitElement, html, type TemplateResult } from 'lit';
import '@vscode-elements/elements/dist/vscode-checkbox/index.js';
import type { ExpansionCards, StartExpansions } from '../../protocol/messages';
import { shared } from '../shared/styles';
import { joinAnd } from './difficulty-choice';
import { checkedOf, fieldChange } from './field-event';
import { formStyles } from './form-styles';

export type ExpansionKey = keyof Required<StartExpansions>;

/**
 * The Expanding options of the rules, as checkboxes. The host adds its own
 * list of cards for each; the form names them. Nonbasic lands go into the
 * Land Piles, so they need Land Piles rather than the d6 table.
 */
export class ExpansionFields extends LitElement {
  static override properties = {
    expansions: { attribute: false },
    cards: { attribute: false },
    landPiles: { type: Boolean },
    readOnly: { type: Boolean },
  };

  declare expansions: Required<StartExpansions>;
  declare cards: ExpansionCards | undefined;
  /** False when terrain comes from the d6 table: the land checkboxes are off then. */
  declare landPiles: boolean;
  declare readOnly: boolean;

  constructor() {
    super();
    this.cards = undefined;
    this.landPiles = true;
    this.readOnly = false;
  }

  override render(): TemplateResult {
    const x = this.expansions;
    const c = this.cards;
    const named = (names: readonly string[] | undefined) => (names && names.length > 0 ? ` (${joinAnd(names)})` : '');
    const noPiles = this.landPiles ? '' : ' Needs Land Piles: the d6 table has none.';
    return html`
      <fieldset>
        <legend>Expansions</legend>
        <div class="checks">
          ${this.check('multicolourLands', x.multicolourLands, !this.landPiles, 'Multicolour lands in the Land Piles', `At most one per pile${named(c?.multicolourLands)}. A hex of one maps its neighbours, and meets creatures, from either colour's piles.${noPiles}`)}
          ${this.check('colourlessLands', x.colourlessLands, !this.landPiles, 'Colourless lands in the Land Piles', `At most one per pile${named(c?.colourlessLands)}. Creatures there come from any pile, and defeating one lets you search your library for an artifact.${noPiles}`)}
          ${this.check('encounterSpells', x.encounterSpells, false, 'One instant or sorcery per Encounter Pile', `Drawn like a creature, it is cast at you${named(c?.encounterSpells)}, then replaced by a creature.`)}
          ${this.check('replaceDefeated', x.replaceDefeated, false, 'Replace defeated creatures', 'A defeated creature leaves its pile for a new, preferably stronger one, so encounters do not repeat.')}
        </div>
      </fieldset>
    `;
  }

  private check(name: ExpansionKey, checked: boolean, blocked: boolean, label: string, hint: string): TemplateResult {
    return html`<vscode-checkbox
      id=${name}
      .checked=${checked && !blocked}
      ?disabled=${this.readOnly || blocked}
      @change=${(e: Event) => fieldChange(this, name, checkedOf(e))}
      ><span class="check-label"><span>${label}</span><span class="hint">${hint}</span></span></vscode-checkbox
    >`;
  }

  static override styles = [shared, formStyles];
}

customElements.define('crawl-expansion-fields', ExpansionFields);
