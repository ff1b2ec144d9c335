import type { CardDef } from './card';
import type { Colour } from '../colour';

/**
 * The built-in Encounter Piles: 8 mono-coloured creatures for each colour, as
 * the Magic Crawl components ask. Card facts come from the MTGJSON set files
 * of Limited Edition Alpha (LEA) and Magic 2010 (M10); no rules text is kept.
 * Chosen to climb the mana curve from one to six mana, with no walls (an
 * encounter that cannot attack is no encounter) and abilities the rules core
 * automates: keywords, and Sengir Vampire's growth as data.
 */
export const ENCOUNTER_CREATURES: readonly CardDef[] = [
  { name: "Savannah Lions", manaCost: "{W}", colours: ["W"], types: ["Creature"], subtypes: ["Cat"], power: 2, toughness: 1, keywords: [], source: { set: "LEA", number: "38" }, rarity: "rare" },
  { name: "Elite Vanguard", manaCost: "{W}", colours: ["W"], types: ["Creature"], subtypes: ["Human","Soldier"], power: 2, toughness: 1, keywords: [], source: { set: "M10", number: "9" }, rarity: "uncommon" },
  { name: "Silvercoat Lion", manaCost: "{1}{W}", colours: ["W"], types: ["Creature"], subtypes: ["Cat"], power: 2, toughness: 2, keywords: [], source: { set: "M10", number: "32" }, rarity: "common" },
  { name: "Stormfront Pegasus", manaCost: "{1}{W}", colours: ["W"], types: ["Creature"], subtypes: ["Pegasus"], power: 2, toughness: 1, keywords: ["flying"], source: { set: "M10", number: "35" }, rarity: "common" },
  { name: "Griffin Sentinel", manaCost: "{2}{W}", colours: ["W"], types: ["Creature"], subtypes: ["Griffin"], power: 1, toughness: 3, keywords: ["flying","vigilance"], source: { set: "M10", number: "12" }, rarity: "common" },
  { name: "Razorfoot Griffin", manaCost: "{3}{W}", colours: ["W"], types: ["Creature"], subtypes: ["Griffin"], power: 2, toughness: 2, keywords: ["first-strike","flying"], source: { set: "M10", number: "25" }, rarity: "common" },
  { name: "Siege Mastodon", manaCost: "{4}{W}", colours: ["W"], types: ["Creature"], subtypes: ["Elephant"], power: 3, toughness: 5, keywords: [], source: { set: "M10", number: "30" }, rarity: "common" },
  { name: "Serra Angel", manaCost: "{3}{W}{W}", colours: ["W"], types: ["Creature"], subtypes: ["Angel"], power: 4, toughness: 4, keywords: ["flying","vigilance"], source: { set: "M10", number: "29" }, rarity: "uncommon" },
  { name: "Zephyr Sprite", manaCost: "{U}", colours: ["U"], types: ["Creature"], subtypes: ["Faerie"], power: 1, toughness: 1, keywords: ["flying"], source: { set: "M10", number: "82" }, rarity: "common" },
  { name: "Coral Merfolk", manaCost: "{1}{U}", colours: ["U"], types: ["Creature"], subtypes: ["Merfolk"], power: 2, toughness: 1, keywords: [], source: { set: "M10", number: "47" }, rarity: "common" },
  { name: "Horned Turtle", manaCost: "{2}{U}", colours: ["U"], types: ["Creature"], subtypes: ["Turtle"], power: 1, toughness: 4, keywords: [], source: { set: "M10", number: "55" }, rarity: "common" },
  { name: "Wind Drake", manaCost: "{2}{U}", colours: ["U"], types: ["Creature"], subtypes: ["Drake"], power: 2, toughness: 2, keywords: ["flying"], source: { set: "M10", number: "81" }, rarity: "common" },
  { name: "Snapping Drake", manaCost: "{3}{U}", colours: ["U"], types: ["Creature"], subtypes: ["Drake"], power: 3, toughness: 2, keywords: ["flying"], source: { set: "M10", number: "72" }, rarity: "common" },
  { name: "Phantom Monster", manaCost: "{3}{U}", colours: ["U"], types: ["Creature"], subtypes: ["Illusion"], power: 3, toughness: 3, keywords: ["flying"], source: { set: "LEA", number: "69" }, rarity: "uncommon" },
  { name: "Water Elemental", manaCost: "{3}{U}{U}", colours: ["U"], types: ["Creature"], subtypes: ["Elemental"], power: 5, toughness: 4, keywords: [], source: { set: "LEA", number: "91" }, rarity: "uncommon" },
  { name: "Air Elemental", manaCost: "{3}{U}{U}", colours: ["U"], types: ["Creature"], subtypes: ["Elemental"], power: 4, toughness: 4, keywords: ["flying"], source: { set: "M10", number: "42" }, rarity: "uncommon" },
  { name: "Child of Night", manaCost: "{1}{B}", colours: ["B"], types: ["Creature"], subtypes: ["Vampire"], power: 2, toughness: 1, keywords: ["lifelink"], source: { set: "M10", number: "88" }, rarity: "common" },
  { name: "Black Knight", manaCost: "{B}{B}", colours: ["B"], types: ["Creature"], subtypes: ["Human","Knight"], power: 2, toughness: 2, keywords: ["first-strike","protection-from-white"], source: { set: "M10", number: "85" }, rarity: "uncommon" },
  { name: "Kelinore Bat", manaCost: "{2}{B}", colours: ["B"], types: ["Creature"], subtypes: ["Bat"], power: 2, toughness: 1, keywords: ["flying"], source: { set: "M10", number: "101" }, rarity: "common" },
  { name: "Scathe Zombies", manaCost: "{2}{B}", colours: ["B"], types: ["Creature"], subtypes: ["Zombie"], power: 2, toughness: 2, keywords: [], source: { set: "LEA", number: "125" }, rarity: "common" },
  { name: "Warpath Ghoul", manaCost: "{2}{B}", colours: ["B"], types: ["Creature"], subtypes: ["Zombie"], power: 3, toughness: 2, keywords: [], source: { set: "M10", number: "120" }, rarity: "common" },
  { name: "Bog Wraith", manaCost: "{3}{B}", colours: ["B"], types: ["Creature"], subtypes: ["Wraith"], power: 3, toughness: 3, keywords: ["swampwalk"], source: { set: "M10", number: "86" }, rarity: "uncommon" },
  { name: "Zombie Goliath", manaCost: "{4}{B}", colours: ["B"], types: ["Creature"], subtypes: ["Zombie","Giant"], power: 4, toughness: 3, keywords: [], source: { set: "M10", number: "123" }, rarity: "common" },
  { name: "Sengir Vampire", manaCost: "{3}{B}{B}", colours: ["B"], types: ["Creature"], subtypes: ["Vampire"], power: 4, toughness: 4, keywords: ["flying"], abilities: [{ kind: "feeds", counters: 1 }], source: { set: "LEA", number: "127" }, rarity: "uncommon" },
  { name: "Raging Goblin", manaCost: "{R}", colours: ["R"], types: ["Creature"], subtypes: ["Goblin","Berserker"], power: 1, toughness: 1, keywords: ["haste"], source: { set: "M10", number: "153" }, rarity: "common" },
  { name: "Gray Ogre", manaCost: "{2}{R}", colours: ["R"], types: ["Creature"], subtypes: ["Ogre"], power: 2, toughness: 2, keywords: [], source: { set: "LEA", number: "156" }, rarity: "common" },
  { name: "Viashino Spearhunter", manaCost: "{2}{R}", colours: ["R"], types: ["Creature"], subtypes: ["Viashino","Warrior"], power: 2, toughness: 1, keywords: ["first-strike"], source: { set: "M10", number: "161" }, rarity: "common" },
  { name: "Hurloon Minotaur", manaCost: "{1}{R}{R}", colours: ["R"], types: ["Creature"], subtypes: ["Minotaur"], power: 2, toughness: 3, keywords: [], source: { set: "LEA", number: "158" }, rarity: "common" },
  { name: "Canyon Minotaur", manaCost: "{3}{R}", colours: ["R"], types: ["Creature"], subtypes: ["Minotaur","Warrior"], power: 3, toughness: 3, keywords: [], source: { set: "M10", number: "130" }, rarity: "common" },
  { name: "Lightning Elemental", manaCost: "{3}{R}", colours: ["R"], types: ["Creature"], subtypes: ["Elemental"], power: 4, toughness: 1, keywords: ["haste"], source: { set: "M10", number: "147" }, rarity: "common" },
  { name: "Roc of Kher Ridges", manaCost: "{3}{R}", colours: ["R"], types: ["Creature"], subtypes: ["Bird"], power: 3, toughness: 3, keywords: ["flying"], source: { set: "LEA", number: "170" }, rarity: "rare" },
  { name: "Fire Elemental", manaCost: "{3}{R}{R}", colours: ["R"], types: ["Creature"], subtypes: ["Elemental"], power: 5, toughness: 4, keywords: [], source: { set: "LEA", number: "148" }, rarity: "uncommon" },
  { name: "Grizzly Bears", manaCost: "{1}{G}", colours: ["G"], types: ["Creature"], subtypes: ["Bear"], power: 2, toughness: 2, keywords: [], source: { set: "LEA", number: "199" }, rarity: "common" },
  { name: "Elvish Archers", manaCost: "{1}{G}", colours: ["G"], types: ["Creature"], subtypes: ["Elf","Archer"], power: 2, toughness: 1, keywords: ["first-strike"], source: { set: "LEA", number: "191" }, rarity: "rare" },
  { name: "Deadly Recluse", manaCost: "{1}{G}", colours: ["G"], types: ["Creature"], subtypes: ["Spider"], power: 1, toughness: 2, keywords: ["deathtouch","reach"], source: { set: "M10", number: "175" }, rarity: "common" },
  { name: "Centaur Courser", manaCost: "{2}{G}", colours: ["G"], types: ["Creature"], subtypes: ["Centaur","Warrior"], power: 3, toughness: 3, keywords: [], source: { set: "M10", number: "172" }, rarity: "common" },
  { name: "Giant Spider", manaCost: "{3}{G}", colours: ["G"], types: ["Creature"], subtypes: ["Spider"], power: 2, toughness: 4, keywords: ["reach"], source: { set: "M10", number: "185" }, rarity: "common" },
  { name: "War Mammoth", manaCost: "{3}{G}", colours: ["G"], types: ["Creature"], subtypes: ["Elephant"], power: 3, toughness: 3, keywords: ["trample"], source: { set: "LEA", number: "227" }, rarity: "common" },
  { name: "Stampeding Rhino", manaCost: "{4}{G}", colours: ["G"], types: ["Creature"], subtypes: ["Rhino"], power: 4, toughness: 4, keywords: ["trample"], source: { set: "M10", number: "204" }, rarity: "common" },
  { name: "Craw Wurm", manaCost: "{4}{G}{G}", colours: ["G"], types: ["Creature"], subtypes: ["Wurm"], power: 6, toughness: 4, keywords: [], source: { set: "M10", number: "173" }, rarity: "common" },
];

/** The built-in Encounter Pile creatures of one colour, in the order above. */
export function encounterCreaturesOf(colour: Colour): string[] {
  return ENCOUNTER_CREATURES.filter((c) => c.colours.length === 1 && c.colours[0] === colour).map((c) => c.name);
}
