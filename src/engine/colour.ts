/**
 * The five colours of Magic and the basic land (terrain) of each. In a crawl
 * every hex is a terrain, and its colour picks the piles it draws from.
 */

export const COLOURS = ['W', 'U', 'B', 'R', 'G'] as const;
export type Colour = (typeof COLOURS)[number];

/** Basic land types, in WUBRG order. */
export const TERRAINS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] as const;
export type Terrain = (typeof TERRAINS)[number];

export const COLOUR_NAMES: Record<Colour, string> = {
  W: 'White',
  U: 'Blue',
  B: 'Black',
  R: 'Red',
  G: 'Green',
};

export const TERRAIN_OF: Record<Colour, Terrain> = {
  W: 'Plains',
  U: 'Island',
  B: 'Swamp',
  R: 'Mountain',
  G: 'Forest',
};

export const COLOUR_OF: Record<Terrain, Colour> = {
  Plains: 'W',
  Island: 'U',
  Swamp: 'B',
  Mountain: 'R',
  Forest: 'G',
};

export function isColour(x: unknown): x is Colour {
  return typeof x === 'string' && (COLOURS as readonly string[]).includes(x);
}

export function isTerrain(x: unknown): x is Terrain {
  return typeof x === 'string' && (TERRAINS as readonly string[]).includes(x);
}

/** "the Black pile" for a terrain's pile, as players say it. */
export function pileName(terrain: Terrain): string {
  return `the ${COLOUR_NAMES[COLOUR_OF[terrain]]} pile`;
}
