import type { Layout } from '../cards/card';
import { buildCard, isStringArray, parseTypeLine, str, type Built, type RawCard } from './facts';
import { buildCardOfFaces, faceColours, layoutOf } from './faces';
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
 * One Scryfall card. A card with faces (split, modal double-faced,
 * adventure, transform, flip) keeps its full name ("Front // Back") and
 * every face, each read as a card of its own (faces.ts).
 */
export function fromScryfallCard(card: unknown, where: string): ScryfallEntry {
  if (!isObj(card)) return { where, result: { ok: false, message: 'not a card object' } };
  const name = str(card.name);
  if (!name) return { where, result: { ok: false, message: 'the card has no name' } };
  if (typeof card.layout === 'string' && NOT_CARDS.includes(card.layout)) return { where, skipped: true };
  const faces = Array.isArray(card.card_faces) ? card.card_faces.filter(isObj) : [];
  const layout = layoutOf(str(card.layout), faces.length, isStringArray(card.keywords) ? card.keywords : []);
  if (layout) return { where, result: cardOfFaces(card, name, layout, faces) };
  const front: Obj = faces[0] ?? card;
  const typeLine = str(front.type_line) ?? str(card.type_line);
  if (!typeLine) return { where, result: { ok: false, message: `${name}: no "type_line"` } };
  const colours = isStringArray(front.colors) ? front.colors : isStringArray(card.colors) ? card.colors : [];
  const text = str(front.oracle_text) ?? str(card.oracle_text);
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
    ...(set && number ? { source: { set: set.toUpperCase(), number } } : {}),
    rarity: str(card.rarity),
  });
  return { where, result };
}

/** A Scryfall card with `card_faces`: each face's own facts and text; a face without colours takes its cost's (a split half) or the card's (a flipped half). */
function cardOfFaces(card: Obj, name: string, layout: Layout, faces: readonly Obj[]): Built {
  const cardColours = isStringArray(card.colors) ? card.colors : [];
  const frontCost = str(faces[0]!.mana_cost);
  const raws: RawCard[] = [];
  for (const [i, face] of faces.entries()) {
    const faceName = str(face.name);
    const typeLine = str(face.type_line);
    if (!faceName) return { ok: false, message: `${name}: face ${i + 1} has no name` };
    if (!typeLine) return { ok: false, message: `${name}: face ${i + 1} (${faceName}) has no "type_line"` };
    // A flipped half is printed without a cost: it keeps the card's (CR 710.1b).
    const manaCost = layout === 'flip' && !str(face.mana_cost) ? frontCost : str(face.mana_cost);
    raws.push({
      name: faceName,
      manaCost,
      colours: faceColours(isStringArray(face.colors) ? face.colors : undefined, manaCost, cardColours),
      ...parseTypeLine(typeLine),
      power: str(face.power),
      toughness: str(face.toughness),
      text: str(face.oracle_text),
    });
  }
  const set = str(card.set);
  const number = str(card.collector_number);
  return buildCardOfFaces({ name, layout, ...(set && number ? { source: { set: set.toUpperCase(), number } } : {}), rarity: str(card.rarity) }, raws);
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
