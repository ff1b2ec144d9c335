import type { CardDef } from '../card';

/**
 * Green starter cards: mana elves, big bodies and pump. Facts from the
 * MTGJSON set files (LEA, M10); every card is fully automated.
 * Left out: Howl of the Night Pack (a token for each Forest), Great Sable Stag
 * ("can't be countered"), Kalonian Behemoth and Mist Leopard (shroud is no
 * keyword here), Cudgel Troll (regeneration), Fog (prevention), Nature's
 * Spiral (a permanent card target), Rampant Growth and Borderland Ranger
 * (library search), Elvish Archdruid (an Elf lord, mana per Elf).
 */
export const GREEN_CARDS: readonly CardDef[] = [
  { name: "Llanowar Elves", manaCost: "{G}", colours: ["G"], types: ["Creature"], subtypes: ["Elf","Druid"], power: 1, toughness: 1, keywords: [], source: { set: "M10", number: "189" }, rarity: "common", abilities: [{ kind: "mana", produces: ["G"] }] },
  { name: "Birds of Paradise", manaCost: "{G}", colours: ["G"], types: ["Creature"], subtypes: ["Bird"], power: 0, toughness: 1, keywords: ["flying"], source: { set: "M10", number: "168" }, rarity: "rare", abilities: [{ kind: "mana", produces: ["W","U","B","R","G"] }] },
  { name: "Scryb Sprites", manaCost: "{G}", colours: ["G"], types: ["Creature"], subtypes: ["Faerie"], power: 1, toughness: 1, keywords: ["flying"], source: { set: "LEA", number: "215" }, rarity: "common" },
  { name: "Shanodin Dryads", manaCost: "{G}", colours: ["G"], types: ["Creature"], subtypes: ["Nymph","Dryad"], power: 1, toughness: 1, keywords: ["forestwalk"], source: { set: "LEA", number: "216" }, rarity: "common" },
  { name: "Runeclaw Bear", manaCost: "{1}{G}", colours: ["G"], types: ["Creature"], subtypes: ["Bear"], power: 2, toughness: 2, keywords: [], source: { set: "M10", number: "203" }, rarity: "common" },
  { name: "Elvish Visionary", manaCost: "{1}{G}", colours: ["G"], types: ["Creature"], subtypes: ["Elf","Shaman"], power: 1, toughness: 1, keywords: [], source: { set: "M10", number: "178" }, rarity: "common", abilities: [{ kind: "etb", effects: [{ do: "draw", amount: 1 }] }] },
  { name: "Emerald Oryx", manaCost: "{3}{G}", colours: ["G"], types: ["Creature"], subtypes: ["Antelope"], power: 2, toughness: 3, keywords: ["forestwalk"], source: { set: "M10", number: "179" }, rarity: "common" },
  { name: "Ironroot Treefolk", manaCost: "{4}{G}", colours: ["G"], types: ["Creature"], subtypes: ["Treefolk"], power: 3, toughness: 5, keywords: [], source: { set: "LEA", number: "203" }, rarity: "common" },
  { name: "Ant Queen", manaCost: "{3}{G}{G}", colours: ["G"], types: ["Creature"], subtypes: ["Insect"], power: 5, toughness: 5, keywords: [], source: { set: "M10", number: "166" }, rarity: "rare", abilities: [{ kind: "activated", cost: { mana: "{1}{G}" }, effects: [{ do: "token", token: "Insect (token)", count: 1 }] }] },
  { name: "Enormous Baloth", manaCost: "{6}{G}", colours: ["G"], types: ["Creature"], subtypes: ["Beast"], power: 7, toughness: 7, keywords: [], source: { set: "M10", number: "180" }, rarity: "uncommon" },
  { name: "Giant Growth", manaCost: "{G}", colours: ["G"], types: ["Instant"], subtypes: [], keywords: [], source: { set: "M10", number: "184" }, rarity: "common", abilities: [{ kind: "spell", target: { kind: "creature" }, effects: [{ do: "pump", what: "target", power: 3, toughness: 3 }] }] },
  { name: "Might of Oaks", manaCost: "{3}{G}", colours: ["G"], types: ["Instant"], subtypes: [], keywords: [], source: { set: "M10", number: "192" }, rarity: "rare", abilities: [{ kind: "spell", target: { kind: "creature" }, effects: [{ do: "pump", what: "target", power: 7, toughness: 7 }] }] },
  { name: "Overrun", manaCost: "{2}{G}{G}{G}", colours: ["G"], types: ["Sorcery"], subtypes: [], keywords: [], source: { set: "M10", number: "198" }, rarity: "uncommon", abilities: [{ kind: "spell", effects: [{ do: "pump", what: { each: { controller: "you" } }, power: 3, toughness: 3, keywords: ["trample"] }] }] },
  { name: "Oakenform", manaCost: "{2}{G}", colours: ["G"], types: ["Enchantment"], subtypes: ["Aura"], keywords: [], source: { set: "M10", number: "197" }, rarity: "common", abilities: [{ kind: "aura", target: { kind: "creature" }, power: 3, toughness: 3 }] },
  { name: "Web", manaCost: "{G}", colours: ["G"], types: ["Enchantment"], subtypes: ["Aura"], keywords: [], source: { set: "LEA", number: "228" }, rarity: "rare", abilities: [{ kind: "aura", target: { kind: "creature" }, power: 0, toughness: 2, keywords: ["reach"] }] },
  { name: "Stream of Life", manaCost: "{X}{G}", colours: ["G"], types: ["Sorcery"], subtypes: [], keywords: [], source: { set: "LEA", number: "217" }, rarity: "common", abilities: [{ kind: "spell", target: { kind: "player" }, effects: [{ do: "gainLife", amount: "X" }] }] },
  { name: "Regrowth", manaCost: "{1}{G}", colours: ["G"], types: ["Sorcery"], subtypes: [], keywords: [], source: { set: "LEA", number: "214" }, rarity: "uncommon", abilities: [{ kind: "spell", target: { kind: "card-in-graveyard", type: "any" }, effects: [{ do: "returnToHand" }] }] },
  // Not in a starter deck: land destruction, for Frontier Magic's board.
  { name: "Ice Storm", manaCost: "{2}{G}", colours: ["G"], types: ["Sorcery"], subtypes: [], keywords: [], source: { set: "LEA", number: "201" }, rarity: "uncommon", abilities: [{ kind: "spell", target: { kind: "permanent", types: ["Land"] }, effects: [{ do: "destroy", what: "target" }] }] },
];
