import { COLOURS, TERRAIN_OF, TERRAINS, type Terrain } from '../../colour';
import { encounterCreaturesOf } from '../../cards/encounters';
import { nextInt, seedRng, type RngState } from '../../rng';
import { ORIGIN } from '../../hex';
import { landPilesFor } from './land-piles';
import { mapAround } from './explore';
import type { CrawlOptions, CrawlSetup, CrawlState, EncounterPiles, MappedHex } from './schema';

/** Encounter Piles hold 8 creatures and 2 basic lands of their colour. */
export const ENCOUNTER_LANDS_PER_PILE = 2;

export const DEFAULT_OPTIONS: CrawlOptions = { distribution: 'standard', startColour: 'random' };

/** A setup with the built-in Encounter Piles. */
export function crawlSetup(seed: string, options: Partial<CrawlOptions> = {}): CrawlSetup {
  return {
    variant: 'magic-crawl',
    seed,
    options: { ...DEFAULT_OPTIONS, ...options },
    encounterCreatures: perTerrain((t) => sortedNames(encounterCreaturesOf(COLOURS[TERRAINS.indexOf(t)]!))),
    encounterLands: ENCOUNTER_LANDS_PER_PILE,
  };
}

/**
 * The state a game starts in: the token on the start hex at (0,0), whose
 * colour is chosen or drawn at random, with its six neighbours mapped from
 * that colour's Land Pile (or the d6 table). The start hex has no encounter.
 */
export function initialState(setup: CrawlSetup): CrawlState {
  let rng: RngState = seedRng(setup.seed);
  let start: Terrain;
  if (setup.options.startColour === 'random') {
    const drawn = nextInt(rng, COLOURS.length);
    rng = drawn.rng;
    start = TERRAIN_OF[COLOURS[drawn.value]!];
  } else {
    start = TERRAIN_OF[setup.options.startColour];
  }
  const landPiles = landPilesFor(setup.options.distribution);
  const startHex: MappedHex = { q: ORIGIN.q, r: ORIGIN.r, terrain: start, explored: true };
  const around = mapAround([startHex], ORIGIN, start, landPiles, rng);
  const encounterPiles: EncounterPiles = perTerrain((t) => ({
    creatures: sortedNames(setup.encounterCreatures[t]),
    lands: setup.encounterLands,
  }));
  return {
    token: { q: ORIGIN.q, r: ORIGIN.r },
    encounter: null,
    counters: { moves: 0, nextId: 1 },
    rng: around.rng,
    landPiles,
    encounterPiles,
    hexes: [startHex, ...around.mapped],
  };
}

export function perTerrain<T>(make: (t: Terrain) => T): Record<Terrain, T> {
  return {
    Plains: make('Plains'),
    Island: make('Island'),
    Swamp: make('Swamp'),
    Mountain: make('Mountain'),
    Forest: make('Forest'),
  };
}

/** Piles are kept in a fixed (alphabetical) order, so a returned card lands back on its own line. */
export function sortedNames(names: readonly string[]): string[] {
  return [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
