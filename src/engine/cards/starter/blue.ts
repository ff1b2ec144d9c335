import type { CardDef } from '../card';

/**
 * Blue starter cards: fliers, walls, a pinger and card draw. Facts from the
 * MTGJSON set files (LEA, M10); every card is fully automated.
 * Left out: counterspells (the encounter casts no spells), Phantom Warrior
 * ("can't be blocked" is no keyword here), Illusionary Servant (sacrificed
 * when targeted), Clone, Sleep, Polymorph, Merfolk Looter (discard is only for
 * opponents in this model), Wall of Frost (a trigger on blocking).
 */
export const BLUE_CARDS: readonly CardDef[] = [
  { name: "Merfolk of the Pearl Trident", manaCost: "{U}", colours: ["U"], types: ["Creature"], subtypes: ["Merfolk"], power: 1, toughness: 1, keywords: [], source: { set: "LEA", number: "66" }, rarity: "common" },
  { name: "Prodigal Sorcerer", manaCost: "{2}{U}", colours: ["U"], types: ["Creature"], subtypes: ["Human","Wizard"], power: 1, toughness: 1, keywords: [], source: { set: "LEA", number: "73" }, rarity: "common", abilities: [{ kind: "activated", cost: { tap: true }, target: { kind: "any" }, effects: [{ do: "damage", amount: 1, to: "target" }] }] },
  { name: "Wall of Air", manaCost: "{1}{U}{U}", colours: ["U"], types: ["Creature"], subtypes: ["Wall"], power: 1, toughness: 5, keywords: ["defender","flying"], source: { set: "LEA", number: "89" }, rarity: "uncommon" },
  { name: "Wall of Water", manaCost: "{1}{U}{U}", colours: ["U"], types: ["Creature"], subtypes: ["Wall"], power: 0, toughness: 5, keywords: ["defender"], source: { set: "LEA", number: "90" }, rarity: "uncommon", abilities: [{ kind: "activated", cost: { mana: "{U}" }, effects: [{ do: "pump", what: "self", power: 1, toughness: 0 }] }] },
  { name: "Mahamoti Djinn", manaCost: "{4}{U}{U}", colours: ["U"], types: ["Creature"], subtypes: ["Djinn"], power: 5, toughness: 6, keywords: ["flying"], source: { set: "LEA", number: "64" }, rarity: "rare" },
  { name: "Unsummon", manaCost: "{U}", colours: ["U"], types: ["Instant"], subtypes: [], keywords: [], source: { set: "M10", number: "79" }, rarity: "common", abilities: [{ kind: "spell", target: { kind: "creature" }, effects: [{ do: "bounce", what: "target" }] }] },
  { name: "Jump", manaCost: "{U}", colours: ["U"], types: ["Instant"], subtypes: [], keywords: [], source: { set: "M10", number: "59" }, rarity: "common", abilities: [{ kind: "spell", target: { kind: "creature" }, effects: [{ do: "pump", what: "target", power: 0, toughness: 0, keywords: ["flying"] }] }] },
  { name: "Flight", manaCost: "{U}", colours: ["U"], types: ["Enchantment"], subtypes: ["Aura"], keywords: [], source: { set: "LEA", number: "58" }, rarity: "common", abilities: [{ kind: "aura", target: { kind: "creature" }, keywords: ["flying"] }] },
  // A 5/4 attacker deals no damage after -7/-0: a fog for one encounter.
  { name: "Disorient", manaCost: "{3}{U}", colours: ["U"], types: ["Instant"], subtypes: [], keywords: [], source: { set: "M10", number: "48" }, rarity: "common", abilities: [{ kind: "spell", target: { kind: "creature" }, effects: [{ do: "pump", what: "target", power: -7, toughness: 0 }] }] },
  { name: "Psionic Blast", manaCost: "{2}{U}", colours: ["U"], types: ["Instant"], subtypes: [], keywords: [], source: { set: "LEA", number: "74" }, rarity: "uncommon", abilities: [{ kind: "spell", target: { kind: "any" }, effects: [{ do: "damage", amount: 4, to: "target" }, { do: "damage", amount: 2, to: "you" }] }] },
  { name: "Divination", manaCost: "{2}{U}", colours: ["U"], types: ["Sorcery"], subtypes: [], keywords: [], source: { set: "M10", number: "49" }, rarity: "common", abilities: [{ kind: "spell", effects: [{ do: "draw", amount: 2 }] }] },
  { name: "Mind Spring", manaCost: "{X}{U}{U}", colours: ["U"], types: ["Sorcery"], subtypes: [], keywords: [], source: { set: "M10", number: "64" }, rarity: "rare", abilities: [{ kind: "spell", effects: [{ do: "draw", amount: "X" }] }] },
  { name: "Levitation", manaCost: "{2}{U}{U}", colours: ["U"], types: ["Enchantment"], subtypes: [], keywords: [], source: { set: "M10", number: "60" }, rarity: "uncommon", abilities: [{ kind: "anthem", power: 0, toughness: 0, keywords: ["flying"] }] },
];
