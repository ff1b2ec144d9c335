import type { Terrain } from '../../colour';
import type { LandPile, LandPiles, Distribution } from './schema';

/**
 * The Land Pile tables of rules/magic-crawl.md. Each row is one pile (the
 * colour of the hex being explored from); each count is how many of that
 * basic land the pile holds.
 *
 * The document's Setup table prints a grand total of 36, but its rows and
 * columns add up to 30 (6 per pile), which also matches the components: 40
 * basic lands less the 10 that go into the Encounter Piles. The counts are
 * what we implement; the "36" is a misprint.
 */
const pile = (plains: number, island: number, swamp: number, mountain: number, forest: number): LandPile => ({
  Plains: plains,
  Island: island,
  Swamp: swamp,
  Mountain: mountain,
  Forest: forest,
});

/** Setup: 5 piles of 6 cards. */
export const STANDARD_LAND_PILES: LandPiles = {
  Plains: pile(2, 1, 1, 1, 1),
  Island: pile(1, 3, 2, 0, 0),
  Swamp: pile(1, 2, 2, 0, 1),
  Mountain: pile(1, 0, 0, 4, 1),
  Forest: pile(1, 0, 1, 1, 3),
};

/** Adjusting: 5 piles of 20 cards, for more varied maps. */
export const ADJUSTED_LAND_PILES: LandPiles = {
  Plains: pile(7, 2, 3, 5, 3),
  Island: pile(5, 7, 2, 3, 3),
  Swamp: pile(3, 5, 7, 3, 2),
  Mountain: pile(2, 3, 3, 7, 5),
  Forest: pile(3, 3, 5, 2, 7),
};

/**
 * The 1d6 table, for a game set up without Land Piles: the column is the
 * colour of the hex being explored from, the row the roll (index 0 is a 1).
 */
export const D6_TABLE: Readonly<Record<Terrain, readonly [Terrain, Terrain, Terrain, Terrain, Terrain, Terrain]>> = {
  Plains: ['Island', 'Forest', 'Plains', 'Plains', 'Mountain', 'Swamp'],
  Forest: ['Mountain', 'Plains', 'Forest', 'Forest', 'Forest', 'Swamp'],
  Mountain: ['Plains', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Forest'],
  Swamp: ['Plains', 'Island', 'Swamp', 'Swamp', 'Island', 'Forest'],
  Island: ['Swamp', 'Swamp', 'Island', 'Island', 'Island', 'Plains'],
};

/** The Land Piles a distribution starts with, or null for the d6 table. */
export function landPilesFor(distribution: Distribution): LandPiles | null {
  switch (distribution) {
    case 'standard':
      return STANDARD_LAND_PILES;
    case 'adjusted':
      return ADJUSTED_LAND_PILES;
    case 'd6':
      return null;
  }
}
