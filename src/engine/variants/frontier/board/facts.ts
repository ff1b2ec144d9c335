import { COLOURS, TERRAINS, isColour, isTerrain, type Colour, type Terrain } from '../../../colour';
import { cardInfo } from '../../../magic/card-db';

/**
 * What the board needs to know of the creatures and lands on it, asked of
 * the rules layer through two lookups: the board keeps places, not
 * characteristics, which change with every pump and every Aura.
 */

/** A creature's facts as they are now, from the rules layer. */
export interface CreatureFacts {
  /** The seat that controls it. */
  readonly seat: string;
  /** Its name, for messages ("Grizzly Bears has already moved this turn"). */
  readonly name?: string;
  readonly colours: readonly Colour[];
  readonly flying?: boolean;
  /** The land types it walks (Swampwalk: ['Swamp']). */
  readonly landwalk?: readonly Terrain[];
  readonly shadow?: boolean;
  /** The land type it must stand on (Sea Serpent: 'Island'). */
  readonly landhome?: Terrain;
  /** Banding, or banding of any kind ("bands with other…", "banding when attacking"): all are banding in Frontier. */
  readonly banding?: boolean;
  readonly tapped: boolean;
  /** Summoning sickness: it cannot move, nor tap to reach a land. */
  readonly sick: boolean;
}

/** What a land card is for the board: the colours it makes and its basic land types. */
export interface LandFacts {
  readonly colours: readonly Colour[];
  readonly types: readonly Terrain[];
}

/** The two lookups every board question that depends on characteristics takes. */
export interface Lookups {
  creature(id: number): CreatureFacts;
  land(card: string): LandFacts;
}

/**
 * A land's facts from Crawl's card pool: the colours of mana it makes (a
 * basic land type makes its colour; a mana ability its colours) and its
 * basic land types. Lands with no colour (Gargoyle Castle) have none.
 */
export function poolLandFacts(card: string): LandFacts {
  const info = cardInfo(card);
  let facts = poolFacts.get(info);
  if (!facts) {
    facts = {
      colours: COLOURS.filter((c) => info.produces.some((m) => m === c)),
      types: info.def.subtypes.filter(isTerrain),
    };
    poolFacts.set(info, facts);
  }
  return facts;
}

// Keyed by the card's info, which card-db renews when the pool changes.
const poolFacts = new WeakMap<object, LandFacts>();

// ── Bit sets: the hot paths compare colours and types without allocating ─

export function colourBits(colours: readonly Colour[]): number {
  let bits = 0;
  for (const c of colours) if (isColour(c)) bits |= 1 << COLOURS.indexOf(c);
  return bits;
}

export function terrainBits(types: readonly Terrain[]): number {
  let bits = 0;
  for (const t of types) if (isTerrain(t)) bits |= 1 << TERRAINS.indexOf(t);
  return bits;
}

export function terrainBit(type: Terrain): number {
  return 1 << TERRAINS.indexOf(type);
}

/** A land card's colours and types as bit sets. */
export interface LandBits {
  readonly colours: number;
  readonly types: number;
}

const landBitsCache = new WeakMap<Lookups['land'], Map<string, LandBits>>();

/** A land's bits, remembered for each land lookup (the rules layer passes the same one every time). */
export function landBits(land: Lookups['land'], card: string): LandBits {
  let cache = landBitsCache.get(land);
  if (!cache) landBitsCache.set(land, (cache = new Map()));
  let bits = cache.get(card);
  if (!bits) {
    const facts = land(card);
    bits = { colours: colourBits(facts.colours), types: terrainBits(facts.types) };
    cache.set(card, bits);
  }
  return bits;
}
