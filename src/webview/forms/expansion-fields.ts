import { LitElement, html, type TemplateResult } from 'lit';
import '@vscode-elements/elements/dist/vscode-checkbox/index.js';
import '@vscode-elements/elements/dist/vscode-form-group/index.js';
import '@vscode-elements/elements/dist/vscode-form-helper/index.js';
import '@vscode-elements/elements/dist/vscode-label/index.js';
import '@vscode-elements/elements/dist/vscode-option/index.js';
import '@vscode-elements/elements/dist/vscode-single-select/index.js';
import type { ExpansionCards, LibraryOffer, StartExpansions, StartOptions } from '../../protocol/messages';
import { shared } from '../shared/styles';
import { joinAnd } from './difficulty-choice';
import { checkedOf, fieldChange, valueOf } from './field-event';
import { formStyles } from './form-styles';

export type ExpansionKey = keyof Required<StartExpansions>;
export type EncounterSource = Required<StartOptions>['encounterPiles'];
export type LandSource = Required<StartOptions>['landPileLands'];

/** Without a host that says what the card library offers: the library choices are off. */
const NO_LIBRARY: LibraryOffer = { indexed: false, encounters: { reason: 'Import card data first: Crawl: Import Card Data…' }, lands: { reason: 'Import card data first: Crawl: Import Card Data…' } };

/**
 * The Expanding options of the rules, as checkboxes. The host adds its own
 * list of cards for each; the form names them. Nonbasic lands go into the
 * Land Piles, so they need Land Piles rather than the d6 table. Then the
 * piles: the Encounter Piles' creatures and those lands, Crawl's own or
 * picked from the player's card library (offered only when the host says the
 * library can give them, else the reason is shown).
 */
export class ExpansionFields extends LitElement {
  static override properties = {
    expansions: { attribute: false },
    cards: { attribute: false },
    landPiles: { type: Boolean },
    readOnly: { type: Boolean },
    library: { attribute: false },
    encounterPiles: { attribute: false },
    landPileLands: { attribute: false },
  };

  declare expansions: Required<StartExpansions>;
  declare cards: ExpansionCards | undefined;
  /** False when terrain comes from the d6 table: the land checkboxes are off then. */
  declare landPiles: boolean;
  declare readOnly: boolean;
  declare library: LibraryOffer | undefined;
  declare encounterPiles: EncounterSource;
  declare landPileLands: LandSource;

  constructor() {
    super();
    this.library = undefined;
    this.encounterPiles = 'built-in';
    this.landPileLands = 'defaults';
    this.cards = undefined;
    this.landPiles = true;
    this.readOnly = false;
  }

  override render(): TemplateResult {
    const x = this.expansions;
    const c = this.cards;
    const named = (names: readonly string[] | undefined) => (names && names.length > 0 ? ` (${joinAnd(names)})` : '');
    const noPiles = this.landPiles ? '' : ' Needs Land Piles: the d6 table has none.';
    const fromLibrary = this.landPileLands === 'library';
    const lands = (names: readonly string[] | undefined) => (fromLibrary ? ' (picked from your card library)' : named(names));
    return html`
      <fieldset>
        <legend>Expansions</legend>
        <div class="checks">
          ${this.check('multicolourLands', x.multicolourLands, !this.landPiles, 'Multicolour lands in the Land Piles', `At most one per pile${lands(c?.multicolourLands)}. A hex of one maps its neighbours, and meets creatures, from either colour's piles.${noPiles}`)}
          ${this.check('colourlessLands', x.colourlessLands, !this.landPiles, 'Colourless lands in the Land Piles', `At most one per pile${lands(c?.colourlessLands)}. Creatures there come from any pile, and defeating one lets you search your library for an artifact.${noPiles}`)}
          ${this.check('encounterSpells', x.encounterSpells, false, 'One instant or sorcery per Encounter Pile', `Drawn like a creature, it is cast at you${named(c?.encounterSpells)}, then replaced by a creature.`)}
          ${this.check('replaceDefeated', x.replaceDefeated, false, 'Replace defeated creatures', 'A defeated creature leaves its pile for a new, preferably stronger one, so encounters do not repeat.')}
        </div>
      </fieldset>
      ${this.piles()}
    `;
  }

  /** Where the Encounter Piles' creatures and the Land Piles' nonbasic lands come from. */
  private piles(): TemplateResult {
    const offer = this.library ?? NO_LIBRARY;
    const c = this.cards;
    const encountersOff = offer.encounters.reason;
    const landsOff = offer.lands.reason ?? (this.landPiles ? undefined : 'Needs Land Piles: the d6 table has none.');
    const defaults = c ? `${c.multicolourLands.join(', ')}; ${c.colourlessLands.join(', ')}` : '';
    const encounters = encountersOff ? 'built-in' : this.encounterPiles;
    const lands = landsOff ? 'defaults' : this.landPileLands;
    const x = this.expansions;
    const landsUsed = x.multicolourLands || x.colourlessLands;
    const count = (n: number | undefined, one: string, many: string) => (n === undefined ? '' : `${n} ${n === 1 ? one : many}`);
    return html`
      <fieldset>
        <legend>Piles</legend>
        <div class="grid">
          <vscode-form-group variant="vertical">
            <vscode-label for="encounterPiles">Encounter Piles</vscode-label>
            <vscode-single-select id="encounterPiles" .value=${encounters} ?disabled=${this.readOnly} aria-describedby="encounterPiles-help" @change=${this.onSource('encounterPiles')}>
              <vscode-option value="built-in" ?selected=${encounters === 'built-in'} description="Crawl's own 40 creatures, 8 of each colour">Built-in</vscode-option>
              <vscode-option value="library" ?selected=${encounters === 'library'} ?disabled=${encountersOff !== undefined}
                >From your card library${encountersOff ? ' (unavailable)' : ''}</vscode-option
              >
            </vscode-single-select>
            <vscode-form-helper id="encounterPiles-help"
              >${encounters === 'library'
                ? `The seed picks 8 per colour from the ${count(offer.encounters.count, 'creature', 'creatures')} of your library that Crawl plays fully; they are stored in the game's file.`
                : "Crawl's own creatures, 8 of each colour."}${encountersOff ? ` From your card library: ${encountersOff}` : ''}</vscode-form-helper
            >
          </vscode-form-group>
          <vscode-form-group variant="vertical">
            <vscode-label for="landPileLands">Land Pile lands</vscode-label>
            <vscode-single-select id="landPileLands" .value=${lands} ?disabled=${this.readOnly} aria-describedby="landPileLands-help" @change=${this.onSource('landPileLands')}>
              <vscode-option value="defaults" ?selected=${lands === 'defaults'} description=${defaults}>The defaults</vscode-option>
              <vscode-option value="library" ?selected=${lands === 'library'} ?disabled=${landsOff !== undefined}
                >From your card library${landsOff ? ' (unavailable)' : ''}</vscode-option
              >
            </vscode-single-select>
            <vscode-form-helper id="landPileLands-help"
              >${lands === 'library'
                ? `The seed picks, one per pile, from your library's ${count(offer.lands.multicolour, 'multicolour land', 'multicolour lands')} and ${count(offer.lands.colourless, 'colourless land', 'colourless lands')}.`
                : `The defaults${defaults ? ` (${defaults})` : ''}, for the two land options above.`}${landsUsed ? '' : ' Check a land option above to use them.'}${landsOff
                ? ` From your card library: ${landsOff}`
                : ''}</vscode-form-helper
            >
          </vscode-form-group>
        </div>
      </fieldset>
    `;
  }

  private onSource = (name: 'encounterPiles' | 'landPileLands') => (e: Event) => fieldChange(this, name, valueOf(e));

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
