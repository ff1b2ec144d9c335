import type { CardDef } from '../card';

/**
 * Tokens that effects create, from the Magic 2010 token set (TM10 in the
 * MTGJSON M10 file). Named "<type> (token)" so no token can share a name with
 * a real card. The Avatar token is left out: its power and toughness follow
 * your life total.
 */
export const TOKEN_CARDS: readonly CardDef[] = [
  { name: "Soldier (token)", manaCost: "", colours: ["W"], types: ["Creature"], subtypes: ["Soldier"], power: 1, toughness: 1, keywords: [], source: { set: "TM10", number: "2" }, token: true },
  { name: "Zombie (token)", manaCost: "", colours: ["B"], types: ["Creature"], subtypes: ["Zombie"], power: 2, toughness: 2, keywords: [], source: { set: "TM10", number: "3" }, token: true },
  { name: "Goblin (token)", manaCost: "", colours: ["R"], types: ["Creature"], subtypes: ["Goblin"], power: 1, toughness: 1, keywords: [], source: { set: "TM10", number: "4" }, token: true },
  { name: "Beast (token)", manaCost: "", colours: ["G"], types: ["Creature"], subtypes: ["Beast"], power: 3, toughness: 3, keywords: [], source: { set: "TM10", number: "5" }, token: true },
  { name: "Insect (token)", manaCost: "", colours: ["G"], types: ["Creature"], subtypes: ["Insect"], power: 1, toughness: 1, keywords: [], source: { set: "TM10", number: "6" }, token: true },
  { name: "Wolf (token)", manaCost: "", colours: ["G"], types: ["Creature"], subtypes: ["Wolf"], power: 2, toughness: 2, keywords: [], source: { set: "TM10", number: "7" }, token: true },
  { name: "Gargoyle (token)", manaCost: "", colours: [], types: ["Artifact","Creature"], subtypes: ["Gargoyle"], power: 3, toughness: 4, keywords: ["flying"], source: { set: "TM10", number: "8" }, token: true },
];

/**
 * 1/1 tokens of the two colours TM10 has none of, made here (no set's
 * printing): with TM10's Soldier, Goblin and Insect, Frontier Magic's first
 * token comes in every colour.
 */
export const CRAWL_TOKEN_CARDS: readonly CardDef[] = [
  { name: "Merfolk (token)", manaCost: "", colours: ["U"], types: ["Creature"], subtypes: ["Merfolk"], power: 1, toughness: 1, keywords: [], token: true },
  { name: "Rat (token)", manaCost: "", colours: ["B"], types: ["Creature"], subtypes: ["Rat"], power: 1, toughness: 1, keywords: [], token: true },
];
