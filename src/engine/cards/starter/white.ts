import type { CardDef } from '../card';

/**
 * White starter cards: small fliers, first strikers and ways to stop an
 * attacker. Facts from the MTGJSON set files (LEA, M10); every card's whole
 * text is expressed by the ability data, so the engine plays it by itself.
 * Left out: Swords to Plowshares (life for the creature's controller), Healing
 * Salve (modal, and prevention), Righteousness (blocking creatures only),
 * Honor of the Pure and Crusade (white creatures only, Crusade for every
 * player), the Wards (their "doesn't remove" clause), Soul Warden (a trigger
 * on other creatures), Captain of the Watch (a Soldier lord).
 */
export const WHITE_CARDS: readonly CardDef[] = [
  { name: "Blinding Mage", manaCost: "{1}{W}", colours: ["W"], types: ["Creature"], subtypes: ["Human","Wizard"], power: 1, toughness: 2, keywords: [], source: { set: "M10", number: "5" }, rarity: "common", abilities: [{ kind: "activated", cost: { mana: "{W}", tap: true }, target: { kind: "creature" }, effects: [{ do: "tap", what: "target" }] }] },
  { name: "White Knight", manaCost: "{W}{W}", colours: ["W"], types: ["Creature"], subtypes: ["Human","Knight"], power: 2, toughness: 2, keywords: ["first-strike","protection-from-black"], source: { set: "M10", number: "41" }, rarity: "uncommon" },
  { name: "Pearled Unicorn", manaCost: "{2}{W}", colours: ["W"], types: ["Creature"], subtypes: ["Unicorn"], power: 2, toughness: 2, keywords: [], source: { set: "LEA", number: "30" }, rarity: "common" },
  { name: "Wall of Swords", manaCost: "{3}{W}", colours: ["W"], types: ["Creature"], subtypes: ["Wall"], power: 3, toughness: 5, keywords: ["defender","flying"], source: { set: "LEA", number: "42" }, rarity: "uncommon" },
  { name: "Holy Strength", manaCost: "{W}", colours: ["W"], types: ["Enchantment"], subtypes: ["Aura"], keywords: [], source: { set: "M10", number: "15" }, rarity: "common", abilities: [{ kind: "aura", target: { kind: "creature" }, power: 1, toughness: 2 }] },
  { name: "Lance", manaCost: "{W}", colours: ["W"], types: ["Enchantment"], subtypes: ["Aura"], keywords: [], source: { set: "LEA", number: "27" }, rarity: "uncommon", abilities: [{ kind: "aura", target: { kind: "creature" }, keywords: ["first-strike"] }] },
  { name: "Lifelink", manaCost: "{W}", colours: ["W"], types: ["Enchantment"], subtypes: ["Aura"], keywords: [], source: { set: "M10", number: "18" }, rarity: "common", abilities: [{ kind: "aura", target: { kind: "creature" }, keywords: ["lifelink"] }] },
  // On an encounter creature it ends the threat for good: it can neither attack you nor block.
  { name: "Pacifism", manaCost: "{1}{W}", colours: ["W"], types: ["Enchantment"], subtypes: ["Aura"], keywords: [], source: { set: "M10", number: "22" }, rarity: "common", abilities: [{ kind: "aura", target: { kind: "creature" }, cantAttackOrBlock: true }] },
  { name: "Glorious Charge", manaCost: "{1}{W}", colours: ["W"], types: ["Instant"], subtypes: [], keywords: [], source: { set: "M10", number: "11" }, rarity: "common", abilities: [{ kind: "spell", effects: [{ do: "pump", what: { each: { controller: "you" } }, power: 1, toughness: 1 }] }] },
  // Encounter creatures attack every turn, so "attacking or blocking" always finds one.
  { name: "Divine Verdict", manaCost: "{3}{W}", colours: ["W"], types: ["Instant"], subtypes: [], keywords: [], source: { set: "M10", number: "8" }, rarity: "common", abilities: [{ kind: "spell", target: { kind: "creature", filter: { inCombat: true } }, effects: [{ do: "destroy", what: "target" }] }] },
  { name: "Angel's Mercy", manaCost: "{2}{W}{W}", colours: ["W"], types: ["Instant"], subtypes: [], keywords: [], source: { set: "M10", number: "2" }, rarity: "common", abilities: [{ kind: "spell", effects: [{ do: "gainLife", amount: 7 }] }] },
];
