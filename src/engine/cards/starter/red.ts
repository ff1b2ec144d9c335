import type { CardDef } from '../card';

/**
 * Red starter cards: burn, pingers and firebreathing. Facts from the MTGJSON
 * set files (LEA, M10); every card is fully automated.
 * Left out: Fireball (divided damage), Disintegrate ("can't be regenerated",
 * exile on death), Earthquake (creatures without flying), Dragon Whelp (its
 * sacrifice clause), Siege-Gang Commander (sacrifice a Goblin), Trumpet Blast
 * (attacking creatures only), Firebreathing (an Aura with an activated
 * ability), Goblin and Orcish Artillery (exact, but 3 damage to you a shot is
 * too dear in a crawl).
 */
export const RED_CARDS: readonly CardDef[] = [
  { name: "Mons's Goblin Raiders", manaCost: "{R}", colours: ["R"], types: ["Creature"], subtypes: ["Goblin"], power: 1, toughness: 1, keywords: [], source: { set: "LEA", number: "164" }, rarity: "common" },
  { name: "Goblin Balloon Brigade", manaCost: "{R}", colours: ["R"], types: ["Creature"], subtypes: ["Goblin","Warrior"], power: 1, toughness: 1, keywords: [], source: { set: "LEA", number: "153" }, rarity: "uncommon", abilities: [{ kind: "activated", cost: { mana: "{R}" }, effects: [{ do: "pump", what: "self", power: 0, toughness: 0, keywords: ["flying"] }] }] },
  { name: "Goblin Piker", manaCost: "{1}{R}", colours: ["R"], types: ["Creature"], subtypes: ["Goblin","Warrior"], power: 2, toughness: 1, keywords: [], source: { set: "M10", number: "140" }, rarity: "common" },
  { name: "Sparkmage Apprentice", manaCost: "{1}{R}", colours: ["R"], types: ["Creature"], subtypes: ["Human","Wizard"], power: 1, toughness: 1, keywords: [], source: { set: "M10", number: "158" }, rarity: "common", abilities: [{ kind: "etb", target: { kind: "any" }, effects: [{ do: "damage", amount: 1, to: "target" }] }] },
  { name: "Prodigal Pyromancer", manaCost: "{2}{R}", colours: ["R"], types: ["Creature"], subtypes: ["Human","Wizard"], power: 1, toughness: 1, keywords: [], source: { set: "M10", number: "151" }, rarity: "uncommon", abilities: [{ kind: "activated", cost: { tap: true }, target: { kind: "any" }, effects: [{ do: "damage", amount: 1, to: "target" }] }] },
  { name: "Fiery Hellhound", manaCost: "{1}{R}{R}", colours: ["R"], types: ["Creature"], subtypes: ["Elemental","Dog"], power: 2, toughness: 2, keywords: [], source: { set: "M10", number: "135" }, rarity: "common", abilities: [{ kind: "activated", cost: { mana: "{R}" }, effects: [{ do: "pump", what: "self", power: 1, toughness: 0 }] }] },
  { name: "Granite Gargoyle", manaCost: "{2}{R}", colours: ["R"], types: ["Creature"], subtypes: ["Gargoyle"], power: 2, toughness: 2, keywords: ["flying"], source: { set: "LEA", number: "155" }, rarity: "rare", abilities: [{ kind: "activated", cost: { mana: "{R}" }, effects: [{ do: "pump", what: "self", power: 0, toughness: 1 }] }] },
  { name: "Hill Giant", manaCost: "{3}{R}", colours: ["R"], types: ["Creature"], subtypes: ["Giant"], power: 3, toughness: 3, keywords: [], source: { set: "LEA", number: "157" }, rarity: "common" },
  { name: "Earth Elemental", manaCost: "{3}{R}{R}", colours: ["R"], types: ["Creature"], subtypes: ["Elemental"], power: 4, toughness: 5, keywords: [], source: { set: "LEA", number: "144" }, rarity: "uncommon" },
  { name: "Shivan Dragon", manaCost: "{4}{R}{R}", colours: ["R"], types: ["Creature"], subtypes: ["Dragon"], power: 5, toughness: 5, keywords: ["flying"], source: { set: "M10", number: "156" }, rarity: "rare", abilities: [{ kind: "activated", cost: { mana: "{R}" }, effects: [{ do: "pump", what: "self", power: 1, toughness: 0 }] }] },
  { name: "Lightning Bolt", manaCost: "{R}", colours: ["R"], types: ["Instant"], subtypes: [], keywords: [], source: { set: "M10", number: "146" }, rarity: "common", abilities: [{ kind: "spell", target: { kind: "any" }, effects: [{ do: "damage", amount: 3, to: "target" }] }] },
  { name: "Kindled Fury", manaCost: "{R}", colours: ["R"], types: ["Instant"], subtypes: [], keywords: [], source: { set: "M10", number: "144" }, rarity: "common", abilities: [{ kind: "spell", target: { kind: "creature" }, effects: [{ do: "pump", what: "target", power: 1, toughness: 0, keywords: ["first-strike"] }] }] },
  // Not in a starter deck (it hits your own creatures too); kept for the "each creature" subject.
  { name: "Pyroclasm", manaCost: "{1}{R}", colours: ["R"], types: ["Sorcery"], subtypes: [], keywords: [], source: { set: "M10", number: "152" }, rarity: "uncommon", abilities: [{ kind: "spell", effects: [{ do: "damage", amount: 2, to: { each: {} } }] }] },
  // Not in a starter deck: land destruction, for Frontier Magic, whose lands lie on the board (a solo crawl has no land of a foe's to take).
  { name: "Stone Rain", manaCost: "{2}{R}", colours: ["R"], types: ["Sorcery"], subtypes: [], keywords: [], source: { set: "LEA", number: "177" }, rarity: "common", abilities: [{ kind: "spell", target: { kind: "permanent", types: ["Land"] }, effects: [{ do: "destroy", what: "target" }] }] },
  { name: "Yawning Fissure", manaCost: "{4}{R}", colours: ["R"], types: ["Sorcery"], subtypes: [], keywords: [], source: { set: "M10", number: "164" }, rarity: "common", abilities: [{ kind: "spell", effects: [{ do: "sacrificeLand", who: "each-opponent" }] }] },
];
