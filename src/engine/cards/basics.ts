import type { CardFacts } from './card';
import { TERRAINS } from '../colour';

/** The five basic lands. */
export const BASIC_LANDS: readonly CardFacts[] = TERRAINS.map((terrain) => ({
  name: terrain,
  manaCost: '',
  colours: [],
  supertypes: ['Basic'],
  types: ['Land'],
  subtypes: [terrain],
  keywords: [],
  rarity: 'common',
}));
