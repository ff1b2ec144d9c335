import type { CardType } from '../../cards/card';
import { type Colour, type Terrain, TERRAINS } from '../../colour';

/** The small vocabulary rules text is written in: numbers, colours, card types, land types. */

const NUMBERS: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/** "three" → 3, "4" → 4; undefined for anything else. */
export function numberWord(word: string): number | undefined {
  const w = word.toLowerCase();
  if (/^\d+$/.test(w)) return Number(w);
  return NUMBERS[w];
}

const COLOURS: Readonly<Record<string, Colour>> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };

export function colourOf(word: string): Colour | undefined {
  return COLOURS[word.toLowerCase()];
}

/** "black or red" → ['B', 'R']; undefined when a word is not a colour. */
export function colourList(words: string): Colour[] | undefined {
  const parts = splitList(words);
  const out = parts.map(colourOf);
  return out.every((c): c is Colour => c !== undefined) ? out : undefined;
}

const TYPES: readonly CardType[] = ['Land', 'Creature', 'Instant', 'Sorcery', 'Enchantment', 'Artifact', 'Planeswalker'];

export function cardTypeOf(word: string): CardType | undefined {
  return TYPES.find((t) => t.toLowerCase() === word.toLowerCase());
}

/** "artifact, enchantment, or land" → ['Artifact', 'Enchantment', 'Land']. */
export function typeList(words: string): CardType[] | undefined {
  const out = splitList(words).map(cardTypeOf);
  return out.every((t): t is CardType => t !== undefined) ? out : undefined;
}

/** "Islands" → "Island". */
export function landTypeOf(plural: string): Terrain | undefined {
  return TERRAINS.find((t) => `${t}s` === plural || t === plural);
}

/** "Skeleton, Vampire, or Zombie" → the three; "Goblin" → ["Goblin"]. Creature types are capitalised words. */
export function subtypeList(words: string): string[] | undefined {
  const out = splitList(words);
  return out.length > 0 && out.every((w) => /^[A-Z][a-z'-]+$/.test(w)) ? out : undefined;
}

/** "a, b, or c" / "a or b" / "a and b" → the items. */
export function splitList(words: string): string[] {
  return words
    .split(/\s*,\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+/)
    .map((w) => w.trim())
    .filter((w) => w !== '');
}

/** "+1/+0" → [1, 0]; "-2/-2" → [-2, -2]. */
export function ptChange(text: string): [number, number] | undefined {
  const m = /^([+-]\d+)\/([+-]\d+)$/.exec(text);
  return m ? [Number(m[1]), Number(m[2])] : undefined;
}
