import { crawlTable } from './crawl-table';
import { COLOURS, TERRAIN_OF, TERRAINS, type Terrain } from '../../colour';
import { encounterCreaturesOf } from '../../cards/encounters';
import { nextInt, seedRng, type RngState } from '../../rng';
import { hexRing, ORIGIN } from '../../hex';
import { findDeck, STARTER_DECKS, type DeckList } from '../../cards/decks';
import { cardInfo } from '../../magic/card-db';
import { drawCards } from '../../magic/zones';
import { landPilesFor } from './land-piles';
import { mapAround } from './explore';
import { defaultReserve, needsReserve, withEncounterSpells, withSpecialLands } from './expansions';
import { gainMappedLand, leavesOutLands } from './mapped-mana';
import { isBuiltInCard } from '../../cards/pool';
import type { CardDefData } from '../../cards/card-schema';
import { registerSetupCards } from '../../cards/setup-cards';
import type { CrawlOptions, CrawlSetup, CrawlState, Deck, EncounterPiles, Goal, MappedHex } from './schema';

/** Encounter Piles hold 8 creatures and 2 basic lands of their colour. */
export const ENCOUNTER_LANDS_PER_PILE = 2;

/** Starting life by format (rules/magic-crawl.md, "Playing"). */
export const LIFE = { constructed: 20, commander: 40 } as const;

/** How far away the default "reach a hex" goal lies. */
export const DEFAULT_GOAL_DISTANCE = 4;

export const DEFAULT_DECK = 'green';

export const DEFAULT_OPTIONS: Omit<CrawlOptions, 'goals'> = {
  distribution: 'standard',
  startColour: 'random',
  life: LIFE.constructed,
  preparationRounds: 3,
  opponentSpells: 'remove',
};

export interface SetupChoices extends Partial<CrawlOptions> {
  /** A starter deck id (decks.ts), or a deck list by card names (an imported deck). */
  readonly deck?: string | { readonly name: string; readonly cards: readonly { readonly name: string; readonly count: number }[] };
  /** Imported cards the game uses (deck, piles, lands) that the built-in pool lacks: stored in the save, so it plays anywhere. */
  readonly cards?: readonly CardDefData[];
  /** The creatures of each Encounter Pile, when not the built-in ones (built from imported cards: encounter-piles.ts). */
  readonly encounterCreatures?: Readonly<Record<Terrain, readonly string[]>>;
}

/** The reserve of creatures the Expanding options draw replacements from, when they need one. */
function reserveFor(expansions: CrawlOptions['expansions'], piles: SetupChoices['encounterCreatures']): Pick<CrawlSetup, 'encounterReserve'> {
  if (!needsReserve(expansions)) return {};
  const creatures = perTerrain((t) => piles?.[t] ?? encounterCreaturesOf(COLOURS[TERRAINS.indexOf(t)]!));
  return { encounterReserve: defaultReserve(creatures) };
}

/** A setup with the built-in Encounter Piles and a starter deck. */
export function crawlSetup(seed: string, choices: SetupChoices = {}): CrawlSetup {
  const { deck: deckChoice, cards: imported, encounterCreatures, ...options } = choices;
  const cards = (imported ?? []).filter((c) => !isBuiltInCard(c.name));
  // Registered first: everything below may look these cards up by name.
  registerSetupCards({ cards });
  const deck = typeof deckChoice === 'object' ? deckOf(deckChoice) : deckOf(findDeck(deckChoice ?? DEFAULT_DECK) ?? STARTER_DECKS[0]!);
  return {
    variant: 'magic-crawl',
    seed,
    options: { ...DEFAULT_OPTIONS, goals: options.goals ?? [defaultGoal(seed)], ...options },
    encounterCreatures: perTerrain((t) => sortedNames(encounterCreatures?.[t] ?? encounterCreaturesOf(COLOURS[TERRAINS.indexOf(t)]!))),
    encounterLands: ENCOUNTER_LANDS_PER_PILE,
    deck,
    hexStreams: true,
    ...reserveFor(options.expansions, encounterCreatures),
    ...(cards.length > 0 ? { cards: [...cards].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)) } : {}),
  };
}

/** Reach a hex four steps from the start, in a direction the seed picks. */
export function defaultGoal(seed: string): Goal {
  return { type: 'reach', hex: goalHexAt(seed, DEFAULT_GOAL_DISTANCE) };
}

/** A hex `distance` steps from the start, picked by the seed on its own stream (so the map is unchanged). */
export function goalHexAt(seed: string, distance: number): { q: number; r: number } {
  const ring = hexRing(ORIGIN, distance);
  const hex = ring[nextInt(seedRng(`${seed}/goal`), ring.length).value]!;
  return { q: hex.q, r: hex.r };
}

export function deckOf(list: Pick<DeckList, 'name' | 'cards'>): Deck {
  return { name: list.name, cards: list.cards.map((c) => ({ name: c.name, count: c.count })) };
}

/** The library at setup: every card of the deck, less the spells that would target an opponent when they are removed. */
export function startingLibrary(setup: CrawlSetup): string[] {
  const cards: string[] = [];
  for (const entry of setup.deck.cards) {
    if (setup.options.opponentSpells === 'remove' && cardInfo(entry.name).targetsOpponent) continue;
    // Landless and mana from mapped lands: the deck plays without its land cards.
    if (leavesOutLands(setup.options) && cardInfo(entry.name).land) continue;
    for (let i = 0; i < entry.count; i++) cards.push(entry.name);
  }
  return sortedNames(cards);
}

/**
 * The state a game starts in: the token on the start hex at (0,0), whose
 * colour is chosen or drawn at random, with its six neighbours mapped from
 * that colour's Land Pile (or the d6 table), and your opening hand of seven
 * drawn from the shuffled deck. The start hex has no encounter.
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
  const basicPiles = landPilesFor(setup.options.distribution);
  const expansions = setup.options.expansions;
  const startHex: MappedHex = { q: ORIGIN.q, r: ORIGIN.r, terrain: start, explored: true };
  const around = mapAround([startHex], startHex, basicPiles && withSpecialLands(basicPiles, expansions, setup.seed), rng, setup.hexStreams ? setup.seed : undefined);
  const encounterPiles: EncounterPiles = withEncounterSpells(
    perTerrain((t) => ({
      creatures: sortedNames(setup.encounterCreatures[t]),
      lands: setup.encounterLands,
      ...(setup.encounterReserve ? { reserve: sortedNames(setup.encounterReserve[t]) } : {}),
    })),
    expansions?.encounterSpells ?? [],
    setup.seed,
  );
  const mapped: CrawlState = {
    phase: { type: 'mulligan', taken: 0 },
    prompt: null,
    token: { q: ORIGIN.q, r: ORIGIN.r },
    encounter: null,
    defeated: [],
    counters: { moves: 0, turns: 0, nextId: 1 },
    rng: around.rng,
    landPiles: around.landPiles,
    encounterPiles,
    hexes: [startHex, ...around.mapped],
    you: { life: setup.options.life, library: { cards: startingLibrary(setup), bottom: [] }, hand: [], graveyard: [], exile: [] },
    battlefield: [],
    combat: null,
  };
  if (setup.options.weakening) {
    // Adjusting: the weakening enchantment is on the battlefield from the start, under the foes' control.
    mapped.battlefield = [{ id: mapped.counters.nextId++, card: setup.options.weakening, controller: 'foe', tapped: false, sick: false, damage: 0, counters: 0 }];
  }
  // The opening hand: seven cards, then keep or mulligan.
  const t = crawlTable(mapped);
  if (setup.options.mappedMana) gainMappedLand(t, startHex);
  drawCards(t, 'you', 7);
  return t.s;
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
