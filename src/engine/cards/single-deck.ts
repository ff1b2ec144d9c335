import { COLOUR_NAMES, COLOURS, type Colour } from '../colour';
import { nextInt, seedRng, type RngState } from '../rng';
import type { CardFacts, Rarity } from './card';

/**
 * The shared deck of Landless single deck and random draft, designed from a
 * collection by the table of `../shared/rules/landless-mtg.md`: so many
 * cards of each rarity that are colourless, of each one colour, and of each
 * pair of colours, no land. Pure: the caller gives the collection (the card
 * pool, or the player's imported card data) and a seed, and gets the cards
 * with what the collection lacked. Each card name is taken at most once.
 */

/** How many colours a card of a cell has: none, one (so many of each colour) or two (so many of each pair). */
export type ColourCount = 'colourless' | 'one' | 'two';

export interface DeckCell {
  readonly rarity: Rarity;
  readonly colours: ColourCount;
  /** Cards for the cell: of each colour (one), of each pair (two), or in all (colourless). */
  readonly each: number;
}

/** The document's deck of 200 cards for 2 to 8 players. */
export const FULL_SINGLE_DECK: readonly DeckCell[] = [
  { rarity: 'mythic', colours: 'colourless', each: 2 },
  { rarity: 'rare', colours: 'colourless', each: 4 },
  { rarity: 'rare', colours: 'one', each: 2 },
  { rarity: 'uncommon', colours: 'colourless', each: 7 },
  { rarity: 'uncommon', colours: 'one', each: 7 },
  { rarity: 'common', colours: 'colourless', each: 17 },
  { rarity: 'common', colours: 'one', each: 17 },
  { rarity: 'common', colours: 'two', each: 4 },
];

/**
 * "Around 100 cards with roughly the same proportions", for small games:
 * the full table halved, rounding so that it comes to 100 (1 mythic, 7
 * rares, 24 uncommons, 68 commons against 2, 14, 42 and 142).
 */
export const SMALL_SINGLE_DECK: readonly DeckCell[] = [
  { rarity: 'mythic', colours: 'colourless', each: 1 },
  { rarity: 'rare', colours: 'colourless', each: 2 },
  { rarity: 'rare', colours: 'one', each: 1 },
  { rarity: 'uncommon', colours: 'colourless', each: 4 },
  { rarity: 'uncommon', colours: 'one', each: 4 },
  { rarity: 'common', colours: 'colourless', each: 8 },
  { rarity: 'common', colours: 'one', each: 8 },
  { rarity: 'common', colours: 'two', each: 2 },
];

/** The ten pairs of colours, in colour order ("WU", "WB", … "RG"). */
export const COLOUR_PAIRS: readonly (readonly [Colour, Colour])[] = COLOURS.flatMap((a, i) => COLOURS.slice(i + 1).map((b) => [a, b] as const));

/** One group of a cell: its rarity and exact colours (none, one, or a pair), how many it wants and found. */
export interface DeckGroup {
  readonly rarity: Rarity;
  readonly colours: readonly Colour[];
  readonly wanted: number;
  readonly found: number;
}

export interface SingleDeckDesign {
  /** The chosen card names, alphabetically. */
  readonly cards: readonly string[];
  /** How many the table wants in all. */
  readonly wanted: number;
  /** Every group of the table with what was found for it. */
  readonly groups: readonly DeckGroup[];
  /** Each group the collection could not fill, in words ("rare blue: 1 of 2"). */
  readonly lacking: readonly string[];
}

/** What the table counts a card as, or undefined for a card it leaves out (a land, a token, no known rarity, a special one, three colours or more). */
function placeOf(card: CardFacts & { readonly token?: boolean }): { readonly rarity: Rarity; readonly key: string } | undefined {
  if (card.types.includes('Land') || card.token || !card.rarity || card.rarity === 'special' || card.colours.length > 2) return undefined;
  return { rarity: card.rarity, key: groupKey(card.rarity, card.colours) };
}

const groupKey = (rarity: Rarity, colours: readonly Colour[]) => `${rarity}/${COLOURS.filter((c) => colours.includes(c)).join('')}`;

/** The groups of a cell: one for colourless, one per colour, one per pair. */
function groupsOf(cell: DeckCell): readonly (readonly Colour[])[] {
  if (cell.colours === 'colourless') return [[]];
  return cell.colours === 'one' ? COLOURS.map((c) => [c]) : COLOUR_PAIRS;
}

/** Designs a shared deck from `collection` by `table` (the full deck unless told), the seed choosing among the cards that fit each group. */
export function designSingleDeck(collection: Iterable<CardFacts & { readonly token?: boolean }>, seed: string, table: readonly DeckCell[] = FULL_SINGLE_DECK): SingleDeckDesign {
  const candidates = new Map<string, string[]>();
  const seen = new Set<string>();
  for (const card of collection) {
    if (seen.has(card.name)) continue;
    seen.add(card.name);
    const place = placeOf(card);
    if (!place) continue;
    let list = candidates.get(place.key);
    if (!list) candidates.set(place.key, (list = []));
    list.push(card.name);
  }
  let rng = seedRng(`single-deck/${seed}`);
  const cards: string[] = [];
  const groups: DeckGroup[] = [];
  for (const cell of table) {
    for (const colours of groupsOf(cell)) {
      // Sorted first, so that the choice depends on the seed and the collection, not on the collection's order.
      const pool = [...(candidates.get(groupKey(cell.rarity, colours)) ?? [])].sort();
      const taken = pick(pool, cell.each, rng);
      rng = taken.rng;
      cards.push(...taken.names);
      groups.push({ rarity: cell.rarity, colours, wanted: cell.each, found: taken.names.length });
    }
  }
  const lacking = groups.filter((g) => g.found < g.wanted).map((g) => `${g.rarity} ${coloursWords(g.colours)}: ${g.found} of ${g.wanted}`);
  return { cards: cards.sort(), wanted: groups.reduce((n, g) => n + g.wanted, 0), groups, lacking };
}

/** `n` names drawn without repeats (all of them when there are no more). */
function pick(pool: readonly string[], n: number, rng: RngState): { readonly names: string[]; readonly rng: RngState } {
  const left = [...pool];
  const names: string[] = [];
  let state = rng;
  while (names.length < n && left.length > 0) {
    const drawn = nextInt(state, left.length);
    state = drawn.rng;
    names.push(left.splice(drawn.value, 1)[0]!);
  }
  return { names, rng: state };
}

function coloursWords(colours: readonly Colour[]): string {
  if (colours.length === 0) return 'colourless';
  return colours.map((c) => COLOUR_NAMES[c].toLowerCase()).join('-');
}
