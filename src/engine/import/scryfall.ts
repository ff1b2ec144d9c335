import { buildCard, isStringArray, parseTypeLine, str, type Built } from './facts';
import type { Entry } from './mtgjson';

/**
 * Scryfall (https://scryfall.com/docs/api) card objects: one card, a search
 * result list (`{ object: "list", data: [...] }`), and the bulk data files
 * (oracle cards, default cards: a plain array of cards).
 */

type Obj = Record<string, unknown>;

function isObj(x: unknown): x is Obj {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Layouts that are not cards a player puts in a deck; skipped, not reported. */
export const NOT_CARDS = ['token', 'double_faced_token', 'emblem', 'art_series', 'vanguard', 'scheme', 'planar', 'reversible_card'];

export type ScryfallEntry = Entry | { readonly where: string; readonly skipped: true };

/**
 * One Scryfall card. A card with faces (transform, modal double-faced, split,
 * adventure, flip) takes its facts from the front face, keeps its full name
 * ("Front // Back"), keywords and all, and is classified on the text of every face.
 */
export function fromScryfallCard(card: unknown, where: string): ScryfallEntry {
  if (!isObj(card)) return { where, result: { ok: false, message: 'not a card object' } };
  const name = str(card.name);
  if (!name) return { where, result: { ok: false, message: 'the card has no name' } };
  if (typeof card.layout === 'string' && NOT_CARDS.includes(card.layout)) return { where, skipped: true };
  const faces = Array.isArray(card.card_faces) ? card.card_faces.filter(isObj) : [];
  const front: Obj = faces[0] ?? card;
  const typeLine = str(front.type_line) ?? str(card.type_line);
  if (!typeLine) return { where, result: { ok: false, message: `${name}: no "type_line"` } };
  const colours = isStringArray(front.colors) ? front.colors : isStringArray(card.colors) ? card.colors : [];
  const text = str(front.oracle_text) ?? str(card.oracle_text);
  const otherFacesText = faces.slice(1).map((f) => str(f.oracle_text) ?? '').join('\n');
  const set = str(card.set);
  const number = str(card.collector_number);
  const result: Built = buildCard({
    name,
    manaCost: str(front.mana_cost) ?? str(card.mana_cost),
    colours,
    ...parseTypeLine(typeLine),
    power: str(front.power),
    toughness: str(front.toughness),
    keywords: isStringArray(card.keywords) ? card.keywords : undefined,
    text,
    otherFacesText,
    ...(set && number ? { source: { set: set.toUpperCase(), number } } : {}),
  });
  return { where, result };
}

export function isScryfallCard(json: unknown): boolean {
  return isObj(json) && json.object === 'card';
}

export function isScryfallList(json: unknown): json is { data: unknown[] } {
  return isObj(json) && json.object === 'list' && Array.isArray(json.data);
}

export function readScryfallArray(cards: readonly unknown[], base: string): ScryfallEntry[] {
  return cards.map((c, i) => fromScryfallCard(c, `${base}[${i}]`));
}
