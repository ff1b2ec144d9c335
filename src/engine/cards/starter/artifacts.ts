import type { CardDef } from '../card';

/**
 * Colourless starter cards, at home in any deck. Facts from the MTGJSON set
 * files (LEA, M10); every card is fully automated.
 * Left out: the Moxen and Sol Ring (too strong for a starter, and Sol Ring
 * makes two mana), Celestial Prism (a mana ability with a mana cost),
 * equipment (no equip in the model).
 */
export const ARTIFACT_CARDS: readonly CardDef[] = [
  { name: "Ornithopter", manaCost: "{0}", colours: [], types: ["Artifact","Creature"], subtypes: ["Thopter"], power: 0, toughness: 2, keywords: ["flying"], source: { set: "M10", number: "216" }, rarity: "uncommon" },
  { name: "Obsianus Golem", manaCost: "{6}", colours: [], types: ["Artifact","Creature"], subtypes: ["Golem"], power: 4, toughness: 6, keywords: [], source: { set: "LEA", number: "267" }, rarity: "uncommon" },
  { name: "Rod of Ruin", manaCost: "{4}", colours: [], types: ["Artifact"], subtypes: [], keywords: [], source: { set: "M10", number: "219" }, rarity: "uncommon", abilities: [{ kind: "activated", cost: { mana: "{3}", tap: true }, target: { kind: "any" }, effects: [{ do: "damage", amount: 1, to: "target" }] }] },
  { name: "Jayemdae Tome", manaCost: "{4}", colours: [], types: ["Artifact"], subtypes: [], keywords: [], source: { set: "LEA", number: "254" }, rarity: "rare", abilities: [{ kind: "activated", cost: { mana: "{4}", tap: true }, effects: [{ do: "draw", amount: 1 }] }] },
];
