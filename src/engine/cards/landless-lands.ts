import type { Colour } from '../colour';
import type { CardDef } from './card';

/**
 * The lands a card becomes when it is played as a land under the Landless
 * rules (../shared/rules/landless-mtg.md, rules 3 to 5). The document names
 * two of them, Transguild Promenade and Shimmering Grotto; a card of two or
 * three colours becomes "a non-basic land that produces mana of any of its
 * colours" and enters tapped, which is word for word a Guildgate or a
 * Shards or Khans tri-land, so it takes that land's name. Facts only, as in
 * the rest of the pool; what they do is ability data.
 */

const entersTapped = { kind: 'static', rule: { is: 'enters-tapped' } } as const;

function tapLand(name: string, colours: readonly Colour[], subtypes: readonly string[] = []): CardDef {
  return { name, manaCost: '', colours: [], types: ['Land'], subtypes, keywords: [], abilities: [entersTapped, { kind: 'mana', produces: colours }] };
}

/** Two colours, in WUBRG order → the Guildgate of that pair. */
export const GUILDGATES: readonly CardDef[] = [
  tapLand('Azorius Guildgate', ['W', 'U'], ['Gate']),
  tapLand('Orzhov Guildgate', ['W', 'B'], ['Gate']),
  tapLand('Boros Guildgate', ['W', 'R'], ['Gate']),
  tapLand('Selesnya Guildgate', ['W', 'G'], ['Gate']),
  tapLand('Dimir Guildgate', ['U', 'B'], ['Gate']),
  tapLand('Izzet Guildgate', ['U', 'R'], ['Gate']),
  tapLand('Simic Guildgate', ['U', 'G'], ['Gate']),
  tapLand('Rakdos Guildgate', ['B', 'R'], ['Gate']),
  tapLand('Golgari Guildgate', ['B', 'G'], ['Gate']),
  tapLand('Gruul Guildgate', ['R', 'G'], ['Gate']),
];

/** Three colours, in WUBRG order → the tri-land of that shard or wedge. */
export const TRI_LANDS: readonly CardDef[] = [
  tapLand('Arcane Sanctum', ['W', 'U', 'B']),
  tapLand('Mystic Monastery', ['W', 'U', 'R']),
  tapLand('Seaside Citadel', ['W', 'U', 'G']),
  tapLand('Nomad Outpost', ['W', 'B', 'R']),
  tapLand('Sandsteppe Citadel', ['W', 'B', 'G']),
  tapLand('Jungle Shrine', ['W', 'R', 'G']),
  tapLand('Crumbling Necropolis', ['U', 'B', 'R']),
  tapLand('Opulent Palace', ['U', 'B', 'G']),
  tapLand('Frontier Bivouac', ['U', 'R', 'G']),
  tapLand('Savage Lands', ['B', 'R', 'G']),
];

const ANY_COLOUR: readonly Colour[] = ['W', 'U', 'B', 'R', 'G'];

/** Rule 4: a card of four or five colours. */
export const TRANSGUILD_PROMENADE: CardDef = {
  name: 'Transguild Promenade',
  manaCost: '',
  colours: [],
  types: ['Land'],
  subtypes: [],
  keywords: [],
  abilities: [entersTapped, { kind: 'etb', effects: [{ do: 'sacrificeUnlessPay', mana: '{1}' }] }, { kind: 'mana', produces: ANY_COLOUR }],
};

/** Rule 5: a colourless card. Its second ability filters: {1} from elsewhere becomes one mana of any colour. */
export const SHIMMERING_GROTTO: CardDef = {
  name: 'Shimmering Grotto',
  manaCost: '',
  colours: [],
  types: ['Land'],
  subtypes: [],
  keywords: [],
  abilities: [
    { kind: 'mana', produces: ['C'] },
    { kind: 'mana', produces: ANY_COLOUR, cost: '{1}' },
  ],
};

export const LANDLESS_LANDS: readonly CardDef[] = [...GUILDGATES, ...TRI_LANDS, TRANSGUILD_PROMENADE, SHIMMERING_GROTTO];
