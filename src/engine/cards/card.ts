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
}

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
