import { COLOURS, TERRAIN_OF, type Colour, type Terrain } from '../colour';
import type { CardFacts } from '../cards/card';
import type { Ability } from '../cards/abilities';
import type { MANA_TYPES } from '../mana';
import { nextInt, seedRng, type RngState } from '../rng';

/**
 * Encounter Piles and Land Pile lands from a player's own cards, as the
 * rules' Components have it: five piles of 8 creatures, one per colour;
 * colourless or multicolour creatures may be picked, but no colour gets more
 * than 8. A mono-coloured creature goes to its colour's pile, a multicolour
 * one to the emptiest pile of its colours, a colourless one to the emptiest
 * pile. When more creatures fit a pile than it holds, the seed picks.
 */

export const CREATURES_PER_PILE = 8;
/** The Expanding rules allow at most one nonbasic land per Land Pile. */
export const LANDS_PER_KIND = 5;

type Card = Pick<CardFacts, 'name' | 'colours' | 'types' | 'power' | 'toughness' | 'keywords'> & { readonly token?: boolean; readonly abilities?: readonly Ability[] | readonly unknown[]; readonly subtypes: readonly string[] };

export type PilesResult =
  | { readonly ok: true; readonly piles: Record<Terrain, string[]>; readonly notes: readonly string[] }
  | { readonly ok: false; readonly problems: readonly string[] };

/** Why a card cannot be an encounter creature, or undefined when it can. */
export function notAnEncounter(card: Card): string | undefined {
  if (card.token) return 'is a token';
  if (!card.types.includes('Creature')) return 'is not a creature';
  if (card.power === undefined || card.toughness === undefined) return 'has no fixed power and toughness';
  if (card.toughness <= 0) return 'has no toughness to survive';
  // A creature that can't attack makes no encounter (README: the built-in piles hold no wall).
  if (card.keywords.includes('defender')) return 'has defender, and an encounter creature must attack';
  return undefined;
}

/**
 * Builds the five piles from `creatures` (each entry one card; list a name
 * twice for two copies). Cards that cannot attack are reported, not dropped
 * silently; a pile short of 8 is an error naming the colour.
 */
export function encounterPilesFrom(creatures: readonly Card[], seed: string): PilesResult {
  const problems: string[] = [];
  const usable: Card[] = [];
  for (const c of creatures) {
    const why = notAnEncounter(c);
    if (why) problems.push(`${c.name} ${why}`);
    else usable.push(c);
  }
  if (problems.length > 0) return { ok: false, problems };

  let rng = seedRng(`${seed}/encounter-piles`);
  const shuffled = (cards: readonly Card[]): Card[] => {
    const out = [...cards].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (let i = out.length - 1; i > 0; i--) {
      const r = nextInt(rng, i + 1);
      rng = r.rng as RngState;
      [out[i], out[r.value]] = [out[r.value]!, out[i]!];
    }
    return out;
  };
  const piles = Object.fromEntries(COLOURS.map((c) => [c, [] as string[]])) as Record<Colour, string[]>;
  const room = (c: Colour) => piles[c].length < CREATURES_PER_PILE;
  const emptiest = (colours: readonly Colour[]) => colours.filter(room).sort((a, b) => piles[a].length - piles[b].length)[0];
  const left: Card[] = [];
  const place = (cards: readonly Card[], options: (c: Card) => readonly Colour[]) => {
    for (const card of shuffled(cards)) {
      const pile = emptiest(options(card));
      if (pile) piles[pile].push(card.name);
      else left.push(card);
    }
  };
  // Fewest choices first, so a flexible card never takes the place only a mono-coloured one could fill.
  place(usable.filter((c) => c.colours.length === 1), (c) => c.colours);
  const multi = usable.filter((c) => c.colours.length > 1);
  for (let n = 2; n <= 5; n++) place(multi.filter((c) => c.colours.length === n), (c) => c.colours);
  place(usable.filter((c) => c.colours.length === 0), () => COLOURS);

  const short = COLOURS.filter((c) => piles[c].length < CREATURES_PER_PILE);
  if (short.length > 0) {
    return {
      ok: false,
      problems: short.map((c) => `the ${COLOUR_WORD[c]} pile has ${piles[c].length} creature${piles[c].length === 1 ? '' : 's'}; it needs ${CREATURES_PER_PILE} (a ${COLOUR_WORD[c]}, multicolour or colourless creature)`),
    };
  }
  const notes = left.length > 0 ? [`${left.length} creature${left.length === 1 ? '' : 's'} left out at random (every pile holds ${CREATURES_PER_PILE}): ${left.map((c) => c.name).sort().join(', ')}`] : [];
  const byTerrain = Object.fromEntries(COLOURS.map((c) => [TERRAIN_OF[c], piles[c].sort()])) as Record<Terrain, string[]>;
  return { ok: true, piles: byTerrain, notes };
}

const COLOUR_WORD: Readonly<Record<Colour, string>> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

const BASIC_COLOUR: Readonly<Record<string, Colour>> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' };

/** The colours of mana a land makes: its mana abilities, or its basic land types (a dual land taps for either, CR 305.7). */
export function landColours(land: Pick<Card, 'subtypes' | 'abilities'>): { colours: Colour[]; known: boolean } {
  const made = new Set<Colour>();
  let known = false;
  for (const a of (land.abilities ?? []) as { kind?: string; produces?: readonly (typeof MANA_TYPES)[number][] }[]) {
    if (a.kind !== 'mana' || !a.produces) continue;
    known = true;
    for (const m of a.produces) if ((COLOURS as readonly string[]).includes(m)) made.add(m as Colour);
  }
  for (const t of land.subtypes) {
    const c = BASIC_COLOUR[t];
    if (c) {
      made.add(c);
      known = true;
    }
  }
  return { colours: COLOURS.filter((c) => made.has(c)), known };
}

export type LandsResult =
  | { readonly ok: true; readonly multicolourLands: string[]; readonly colourlessLands: string[] }
  | { readonly ok: false; readonly problems: readonly string[] };

/**
 * Sorts nonbasic lands into the Expanding options: lands making two colours
 * or more are multicolour, lands making no colour are colourless (each
 * unique). At most five of each, one per Land Pile.
 */
export function expansionLandsFrom(lands: readonly Card[]): LandsResult {
  const problems: string[] = [];
  const multicolourLands: string[] = [];
  const colourlessLands: string[] = [];
  for (const land of lands) {
    if (!land.types.includes('Land')) {
      problems.push(`${land.name} is not a land`);
      continue;
    }
    const { colours, known } = landColours(land);
    if (colours.length === 1) problems.push(`${land.name} makes one colour of mana; the Land Piles take multicolour or colourless lands`);
    else if (colours.length > 1) multicolourLands.push(land.name);
    else if (!known) problems.push(`${land.name}: what mana it makes is not data Crawl has (no mana ability read from its text, no basic land type)`);
    else if (colourlessLands.includes(land.name)) problems.push(`${land.name} is listed twice; colourless lands must be unique`);
    else colourlessLands.push(land.name);
  }
  for (const [what, list] of [['multicolour', multicolourLands], ['colourless', colourlessLands]] as const) {
    if (list.length > LANDS_PER_KIND) problems.push(`${list.length} ${what} lands; the Land Piles take at most ${LANDS_PER_KIND}, one per pile`);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, multicolourLands, colourlessLands };
}
