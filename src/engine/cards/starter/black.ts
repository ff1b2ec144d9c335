import type { CardDef } from '../card';

/**
 * Black starter cards: removal for attackers, pumpable shades, card draw.
 * Facts from the MTGJSON set files (LEA, M10); every card is fully automated.
 * Left out: Terror ("can't be regenerated"), Gravedigger (its return is a
 * "may"), Howling Banshee ("each player"), Drudge Skeletons and Wall of Bone
 * (regeneration), Consume Spirit and Drain Life (black mana only for X),
 * Deathmark (a "green or white" target), Hypnotic Specter and Sengir Vampire
 * (damage triggers), Howl from Beyond (+X/+0 is no pump the model has).
 */
export const BLACK_CARDS: readonly CardDef[] = [
  { name: "Royal Assassin", manaCost: "{1}{B}{B}", colours: ["B"], types: ["Creature"], subtypes: ["Human","Assassin"], power: 1, toughness: 1, keywords: [], source: { set: "M10", number: "110" }, rarity: "rare", abilities: [{ kind: "activated", cost: { tap: true }, target: { kind: "creature", filter: { tapped: true } }, effects: [{ do: "destroy", what: "target" }] }] },
  { name: "Looming Shade", manaCost: "{2}{B}", colours: ["B"], types: ["Creature"], subtypes: ["Shade"], power: 1, toughness: 1, keywords: [], source: { set: "M10", number: "103" }, rarity: "common", abilities: [{ kind: "activated", cost: { mana: "{B}" }, effects: [{ do: "pump", what: "self", power: 1, toughness: 1 }] }] },
  { name: "Frozen Shade", manaCost: "{2}{B}", colours: ["B"], types: ["Creature"], subtypes: ["Shade"], power: 0, toughness: 1, keywords: [], source: { set: "LEA", number: "109" }, rarity: "common", abilities: [{ kind: "activated", cost: { mana: "{B}" }, effects: [{ do: "pump", what: "self", power: 1, toughness: 1 }] }] },
  { name: "Weakness", manaCost: "{B}", colours: ["B"], types: ["Enchantment"], subtypes: ["Aura"], keywords: [], source: { set: "M10", number: "121" }, rarity: "common", abilities: [{ kind: "aura", target: { kind: "creature" }, power: -2, toughness: -1 }] },
  { name: "Unholy Strength", manaCost: "{B}", colours: ["B"], types: ["Enchantment"], subtypes: ["Aura"], keywords: [], source: { set: "M10", number: "116" }, rarity: "common", abilities: [{ kind: "aura", target: { kind: "creature" }, power: 2, toughness: 1 }] },
  { name: "Doom Blade", manaCost: "{1}{B}", colours: ["B"], types: ["Instant"], subtypes: [], keywords: [], source: { set: "M10", number: "93" }, rarity: "common", abilities: [{ kind: "spell", target: { kind: "creature", filter: { notColour: "B" } }, effects: [{ do: "destroy", what: "target" }] }] },
  // An encounter creature taps to attack, so this answers the black ones Doom Blade cannot.
  { name: "Assassinate", manaCost: "{2}{B}", colours: ["B"], types: ["Sorcery"], subtypes: [], keywords: [], source: { set: "M10", number: "84" }, rarity: "common", abilities: [{ kind: "spell", target: { kind: "creature", filter: { tapped: true } }, effects: [{ do: "destroy", what: "target" }] }] },
  { name: "Raise Dead", manaCost: "{B}", colours: ["B"], types: ["Sorcery"], subtypes: [], keywords: [], source: { set: "LEA", number: "122" }, rarity: "common", abilities: [{ kind: "spell", target: { kind: "card-in-graveyard", type: "Creature" }, effects: [{ do: "returnToHand" }] }] },
  { name: "Sign in Blood", manaCost: "{B}{B}", colours: ["B"], types: ["Sorcery"], subtypes: [], keywords: [], source: { set: "M10", number: "112" }, rarity: "common", abilities: [{ kind: "spell", target: { kind: "player" }, effects: [{ do: "draw", amount: 2, who: "target" }, { do: "loseLife", amount: 2 }] }] },
  // The one card in the starter decks aimed at an opponent, which a solo crawl has not: it exercises the rule that removes or discards such spells.
  { name: "Mind Rot", manaCost: "{2}{B}", colours: ["B"], types: ["Sorcery"], subtypes: [], keywords: [], source: { set: "M10", number: "105" }, rarity: "common", abilities: [{ kind: "spell", target: { kind: "opponent" }, effects: [{ do: "discard", amount: 2, who: "target" }] }] },
  // Not in a starter deck: land destruction, for Frontier Magic's board.
  { name: "Sinkhole", manaCost: "{B}{B}", colours: ["B"], types: ["Sorcery"], subtypes: [], keywords: [], source: { set: "LEA", number: "129" }, rarity: "common", abilities: [{ kind: "spell", target: { kind: "permanent", types: ["Land"] }, effects: [{ do: "destroy", what: "target" }] }] },
];
