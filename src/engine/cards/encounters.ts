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
  { name: "Savannah Lions", manaCost: "{W}", colours: ["W"], types: ["Creature"], subtypes: ["Cat"], power: 2, toughness: 1, keywords: [], source: { set: "LEA", number: "38" } },
  { name: "Elite Vanguard", manaCost: "{W}", colours: ["W"], types: ["Creature"], subtypes: ["Human","Soldier"], power: 2, toughness: 1, keywords: [], source: { set: "M10", number: "9" } },
  { name: "Silvercoat Lion", manaCost: "{1}{W}", colours: ["W"], types: ["Creature"], subtypes: ["Cat"], power: 2, toughness: 2, keywords: [], source: { set: "M10", number: "32" } },
  { name: "Stormfront Pegasus", manaCost: "{1}{W}", colours: ["W"], types: ["Creature"], subtypes: ["Pegasus"], power: 2, toughness: 1, keywords: ["flying"], source: { set: "M10", number: "35" } },
  { name: "Griffin Sentinel", manaCost: "{2}{W}", colours: ["W"], types: ["Creature"], subtypes: ["Griffin"], power: 1, toughness: 3, keywords: ["flying","vigilance"], source: { set: "M10", number: "12" } },
  { name: "Razorfoot Griffin", manaCost: "{3}{W}", colours: ["W"], types: ["Creature"], subtypes: ["Griffin"], power: 2, toughness: 2, keywords: ["first-strike","flying"], source: { set: "M10", number: "25" } },
  { name: "Siege Mastodon", manaCost: "{4}{W}", colours: ["W"], types: ["Creature"], subtypes: ["Elephant"], power: 3, toughness: 5, keywords: [], source: { set: "M10", number: "30" } },
  { name: "Serra Angel", manaCost: "{3}{W}{W}", colours: ["W"], types: ["Creature"], subtypes: ["Angel"], power: 4, toughness: 4, keywords: ["flying","vigilance"], source: { set: "M10", number: "29" } },
  { name: "Zephyr Sprite", manaCost: "{U}", colours: ["U"], types: ["Creature"], subtypes: ["Faerie"], power: 1, toughness: 1, keywords: ["flying"], source: { set: "M10", number: "82" } },
  { name: "Coral Merfolk", manaCost: "{1}{U}", colours: ["U"], types: ["Creature"], subtypes: ["Merfolk"], power: 2, toughness: 1, keywords: [], source: { set: "M10", number: "47" } },
  { name: "Horned Turtle", manaCost: "{2}{U}", colours: ["U"], types: ["Creature"], subtypes: ["Turtle"], power: 1, toughness: 4, keywords: [], source: { set: "M10", number: "55" } },
  { name: "Wind Drake", manaCost: "{2}{U}", colours: ["U"], types: ["Creature"], subtypes: ["Drake"], power: 2, toughness: 2, keywords: ["flying"], source: { set: "M10", number: "81" } },
  { name: "Snapping Drake", manaCost: "{3}{U}", colours: ["U"], types: ["Creature"], subtypes: ["Drake"], power: 3, toughness: 2, keywords: ["flying"], source: { set: "M10", number: "72" } },
  { name: "Phantom Monster", manaCost: "{3}{U}", colours: ["U"], types: ["Creature"], subtypes: ["Illusion"], power: 3, toughness: 3, keywords: ["flying"], source: { set: "LEA", number: "69" } },
  { name: "Water Elemental", manaCost: "{3}{U}{U}", colours: ["U"], types: ["Creature"], subtypes: ["Elemental"], power: 5, toughness: 4, keywords: [], source: { set: "LEA", number: "91" } },
  { name: "Air Elemental", manaCost: "{3}{U}{U}", colours: ["U"], types: ["Creature"], subtypes: ["Elemental"], power: 4, toughness: 4, keywords: ["flying"], source: { set: "M10", number: "42" } },
  { name: "Child of Night", manaCost: "{1}{B}", colours: ["B"], types: ["Creature"], subtypes: ["Vampire"], power: 2, toughness: 1, keywords: ["lifelink"], source: { set: "M10", number: "88" } },
  { name: "Black Knight", manaCost: "{B}{B}", colours: ["B"], types: ["Creature"], subtypes: ["Human","Knight"], power: 2, toughness: 2, keywords: ["first-strike","protection-from-white"], source: { set: "M10", number: "85" } },
  { name: "Kelinore Bat", manaCost: "{2}{B}", colours: ["B"], types: ["Creature"], subtypes: ["Bat"], power: 2, toughness: 1, keywords: ["flying"], source: { set: "M10", number: "101" } },
  { name: "Scathe Zombies", manaCost: "{2}{B}", colours: ["B"], types: ["Creature"], subtypes: ["Zombie"], power: 2, toughness: 2, keywords: [], source: { set: "LEA", number: "125" } },
  { name: "Warpath Ghoul", manaCost: "{2}{B}", colours: ["B"], types: ["Creature"], subtypes: ["Zombie"], power: 3, toughness: 2, keywords: [], source: { set: "M10", number: "120" } },
  { name: "Bog Wraith", manaCost: "{3}{B}", colours: ["B"], types: ["Creature"], subtypes: ["Wraith"], power: 3, toughness: 3, keywords: ["swampwalk"], source: { set: "M10", number: "86" } },
  { name: "Zombie Goliath", manaCost: "{4}{B}", colours: ["B"], types: ["Creature"], subtypes: ["Zombie","Giant"], power: 4, toughness: 3, keywords: [], source: { set: "M10", number: "123" } },
  { name: "Sengir Vampire", manaCost: "{3}{B}{B}", colours: ["B"], types: ["Creature"], subtypes: ["Vampire"], power: 4, toughness: 4, keywords: ["flying"], abilities: [{ kind: "feeds", counters: 1 }], source: { set: "LEA", number: "127" } },
  { name: "Raging Goblin", manaCost: "{R}", colours: ["R"], types: ["Creature"], subtypes: ["Goblin","Berserker"], power: 1, toughness: 1, keywords: ["haste"], source: { set: "M10", number: "153" } },
  { name: "Gray Ogre", manaCost: "{2}{R}", colours: ["R"], types: ["Creature"], subtypes: ["Ogre"], power: 2, toughness: 2, keywords: [], source: { set: "LEA", number: "156" } },
  { name: "Viashino Spearhunter", manaCost: "{2}{R}", colours: ["R"], types: ["Creature"], subtypes: ["Viashino","Warrior"], power: 2, toughness: 1, keywords: ["first-strike"], source: { set: "M10", number: "161" } },
  { name: "Hurloon Minotaur", manaCost: "{1}{R}{R}", colours: ["R"], types: ["Creature"], subtypes: ["Minotaur"], power: 2, toughness: 3, keywords: [], source: { set: "LEA", number: "158" } },
  { name: "Canyon Minotaur", manaCost: "{3}{R}", colours: ["R"], types: ["Creature"], subtypes: ["Minotaur","Warrior"], power: 3, toughness: 3, keywords: [], source: { set: "M10", number: "130" } },
  { name: "Lightning Elemental", manaCost: "{3}{R}", colours: ["R"], types: ["Creature"], subtypes: ["Elemental"], power: 4, toughness: 1, keywords: ["haste"], source: { set: "M10", number: "147" } },
  { name: "Roc of Kher Ridges", manaCost: "{3}{R}", colours: ["R"], types: ["Creature"], subtypes: ["Bird"], power: 3, toughness: 3, keywords: ["flying"], source: { set: "LEA", number: "170" } },
  { name: "Fire Elemental", manaCost: "{3}{R}{R}", colours: ["R"], types: ["Creature"], subtypes: ["Elemental"], power: 5, toughness: 4, keywords: [], source: { set: "LEA", number: "148" } },
  { name: "Grizzly Bears", manaCost: "{1}{G}", colours: ["G"], types: ["Creature"], subtypes: ["Bear"], power: 2, toughness: 2, keywords: [], source: { set: "LEA", number: "199" } },
  { name: "Elvish Archers", manaCost: "{1}{G}", colours: ["G"], types: ["Creature"], subtypes: ["Elf","Archer"], power: 2, toughness: 1, keywords: ["first-strike"], source: { set: "LEA", number: "191" } },
  { name: "Deadly Recluse", manaCost: "{1}{G}", colours: ["G"], types: ["Creature"], subtypes: ["Spider"], power: 1, toughness: 2, keywords: ["deathtouch","reach"], source: { set: "M10", number: "175" } },
  { name: "Centaur Courser", manaCost: "{2}{G}", colours: ["G"], types: ["Creature"], subtypes: ["Centaur","Warrior"], power: 3, toughness: 3, keywords: [], source: { set: "M10", number: "172" } },
  { name: "Giant Spider", manaCost: "{3}{G}", colours: ["G"], types: ["Creature"], subtypes: ["Spider"], power: 2, toughness: 4, keywords: ["reach"], source: { set: "M10", number: "185" } },
  { name: "War Mammoth", manaCost: "{3}{G}", colours: ["G"], types: ["Creature"], subtypes: ["Elephant"], power: 3, toughness: 3, keywords: ["trample"], source: { set: "LEA", number: "227" } },
  { name: "Stampeding Rhino", manaCost: "{4}{G}", colours: ["G"], types: ["Creature"], subtypes: ["Rhino"], power: 4, toughness: 4, keywords: ["trample"], source: { set: "M10", number: "204" } },
  { name: "Craw Wurm", manaCost: "{4}{G}{G}", colours: ["G"], types: ["Creature"], subtypes: ["Wurm"], power: 6, toughness: 4, keywords: [], source: { set: "M10", number: "173" } },
];

/** The built-in Encounter Pile creatures of one colour, in the order above. */
export function encounterCreaturesOf(colour: Colour): string[] {
  return ENCOUNTER_CREATURES.filter((c) => c.colours.length === 1 && c.colours[0] === colour).map((c) => c.name);
}
