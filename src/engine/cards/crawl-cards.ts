import type { CardDef } from './card';

/**
 * Cards the crawl itself puts on the table rather than your deck: the
 * nonbasic lands of the Expanding rules (facts from LEA and M10), and the
 * enchantment of the Adjusting rules that weakens your creatures (a card of
 * Crawl's own, since the rules name none).
 */

const dual = (name: string, number: string, a: string, b: string): CardDef => ({
  name,
  manaCost: '',
  colours: [],
  types: ['Land'],
  subtypes: [a, b],
  keywords: [],
  source: { set: 'LEA', number },
  rarity: 'rare',
});

/** The ten original dual lands: each has two basic land types, so it taps for either colour (CR 305.7). */
export const DUAL_LANDS: readonly CardDef[] = [
  dual('Tundra', '284', 'Plains', 'Island'),
  dual('Underground Sea', '285', 'Island', 'Swamp'),
  dual('Badlands', '277', 'Swamp', 'Mountain'),
  dual('Taiga', '282', 'Mountain', 'Forest'),
  dual('Savannah', '280', 'Forest', 'Plains'),
  dual('Scrubland', '281', 'Plains', 'Swamp'),
  dual('Volcanic Island', '286', 'Island', 'Mountain'),
  dual('Bayou', '278', 'Swamp', 'Forest'),
  dual('Plateau', '279', 'Mountain', 'Plains'),
  dual('Tropical Island', '283', 'Forest', 'Island'),
];

/** Colourless lands for the Land Piles (Expanding). */
export const COLOURLESS_LANDS: readonly CardDef[] = [
  {
    name: 'Gargoyle Castle',
    manaCost: '',
    colours: [],
    types: ['Land'],
    subtypes: [],
    keywords: [],
    source: { set: 'M10', number: '225' },
    rarity: 'rare',
    abilities: [
      { kind: 'mana', produces: ['C'] },
      { kind: 'activated', cost: { mana: '{5}', tap: true, sacrifice: true }, effects: [{ do: 'token', token: 'Gargoyle (token)', count: 1 }] },
    ],
  },
];

/** The weakening enchantment: it starts on the battlefield under the foes' control. */
export const WEAKENING_CARDS: readonly CardDef[] = [
  {
    name: 'Pall of the Crawl',
    manaCost: '{2}{B}',
    colours: ['B'],
    types: ['Enchantment'],
    subtypes: [],
    keywords: [],
    abilities: [{ kind: 'anthem', power: -1, toughness: 0, affects: 'opponents' }],
  },
  {
    name: 'Shroud of the Crawl',
    manaCost: '{3}{B}{B}',
    colours: ['B'],
    types: ['Enchantment'],
    subtypes: [],
    keywords: [],
    abilities: [{ kind: 'anthem', power: -1, toughness: -1, affects: 'opponents' }],
  },
];

export const CRAWL_CARDS: readonly CardDef[] = [...DUAL_LANDS, ...COLOURLESS_LANDS, ...WEAKENING_CARDS];
