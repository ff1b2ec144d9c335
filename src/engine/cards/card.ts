import type { Colour } from '../colour';
import type { Ability, Automation } from './abilities';

/**
 * What the engine knows about a card: facts printed on it. Rules text is
 * never stored; what a player reads is generated from structured data.
 */
export interface CardFacts {
  readonly name: string;
  /** Mana cost in the usual brace notation, e.g. "{3}{W}{W}"; empty for lands. */
  readonly manaCost: string;
  readonly colours: readonly Colour[];
  readonly supertypes?: readonly string[];
  readonly types: readonly CardType[];
  readonly subtypes: readonly string[];
  readonly power?: number;
  readonly toughness?: number;
  /** Keyword abilities, lower-case with hyphens: "flying", "first-strike", "protection-from-white". */
  readonly keywords: readonly string[];
  /** Where the facts were taken from: set code and collector number. */
  readonly source?: { readonly set: string; readonly number: string };
  /** The printing's rarity (of `source`'s printing): a shared Landless deck is built by it. */
  readonly rarity?: Rarity;
}

/** Rarities as MTGJSON and Scryfall name them; "special" also stands for their "bonus" (timeshifted and the like). */
export const RARITIES = ['common', 'uncommon', 'rare', 'mythic', 'special'] as const;
export type Rarity = (typeof RARITIES)[number];

/** A card data file's rarity word as one of ours, or undefined for none or an unknown word. */
export function rarityOf(word: string | undefined): Rarity | undefined {
  const w = word?.trim().toLowerCase();
  if (w === 'bonus') return 'special';
  return (RARITIES as readonly string[]).includes(w ?? '') ? (w as Rarity) : undefined;
}

/**
 * A card as the engine plays it: its facts, plus what it does as data.
 * A card with automation "manual" is cast (or played) like any other, and
 * then the player resolves what its text says with playmat actions.
 */
export interface CardDef extends CardFacts {
  readonly abilities?: readonly Ability[];
  /** Defaults to "full" when every ability is data the engine understands. */
  readonly automation?: Automation;
  /** What a manual card does, in our own words, for the player to carry out. */
  readonly manualText?: string;
  /** A token's definition: never in a deck, created by effects. */
  readonly token?: boolean;
  /** A card of several faces: how they are laid out. Absent for a card of one face. */
  readonly layout?: Layout;
  /**
   * Each face of a card of several faces, as a card of its own (its name,
   * cost, colours, types, power and toughness, abilities, automation), in
   * printed order: the left half or front face first. The card's own facts
   * are the front face's, except a split card's, which combine its halves
   * (CR 709.4). Each face is known to the pool by its name (faces.ts).
   */
  readonly faces?: readonly CardDef[];
}

/**
 * How the faces of a card are laid out, and so which of them can be cast or
 * played from where:
 * - split (CR 709): two halves side by side; either is cast from your hand.
 * - aftermath (CR 702.127): a split card whose second half is cast only from
 *   your graveyard, which the player does by hand; the first half is cast.
 * - modal (CR 712, modal double-faced): either face is cast or played.
 * - adventure (CR 715): the creature, or its Adventure, an instant or sorcery
 *   after which the card waits in exile, from where the creature may be cast.
 * - transform, flip, meld (CR 712, 710, 712.4): only the front face is cast;
 *   the others come by an effect, which the player carries out by hand
 *   (turning the permanent over).
 */
export type Layout = (typeof LAYOUTS)[number];

export const LAYOUTS = ['split', 'aftermath', 'modal', 'adventure', 'transform', 'flip', 'meld'] as const;

export type CardType = 'Land' | 'Creature' | 'Instant' | 'Sorcery' | 'Enchantment' | 'Artifact' | 'Planeswalker';

export function isCreature(card: CardFacts): boolean {
  return card.types.includes('Creature');
}

export function isLand(card: CardFacts): boolean {
  return card.types.includes('Land');
}

/** "Creature — Human Knight", "Basic Land — Swamp". */
export function typeLine(card: CardFacts): string {
  const left = [...(card.supertypes ?? []), ...card.types].join(' ');
  return card.subtypes.length > 0 ? `${left} — ${card.subtypes.join(' ')}` : left;
}
