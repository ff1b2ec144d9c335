import type { CardDef } from './card';
import { BASIC_LANDS } from './basics';
import { LANDLESS_LANDS } from './landless-lands';
import { ENCOUNTER_CREATURES } from './encounters';
import { WHITE_CARDS } from './starter/white';
import { BLUE_CARDS } from './starter/blue';
import { BLACK_CARDS } from './starter/black';
import { RED_CARDS } from './starter/red';
import { GREEN_CARDS } from './starter/green';
import { ARTIFACT_CARDS } from './starter/artifacts';
import { CRAWL_TOKEN_CARDS, TOKEN_CARDS } from './starter/tokens';
import { CRAWL_CARDS } from './crawl-cards';
import { FACE_DOWN } from './face-down';

/**
 * The starter cards, beside the basics and the encounter creatures (which the
 * decks also play: the same cards, your own copies). A few are in no starter
 * deck and round out the pool for decks of your own.
 */
export const STARTER_CARDS: readonly CardDef[] = [...WHITE_CARDS, ...BLUE_CARDS, ...BLACK_CARDS, ...RED_CARDS, ...GREEN_CARDS, ...ARTIFACT_CARDS];

/** The built-in card pool, looked up by exact name. Two cards with one name would make lookups lie, so that fails at load. */
const POOL: ReadonlyMap<string, CardDef> = buildPool([...BASIC_LANDS, ...ENCOUNTER_CREATURES, ...STARTER_CARDS, ...TOKEN_CARDS, ...CRAWL_TOKEN_CARDS, ...CRAWL_CARDS, ...LANDLESS_LANDS]);

function buildPool(cards: readonly CardDef[]): Map<string, CardDef> {
  const pool = new Map<string, CardDef>();
  for (const card of cards) {
    if (pool.has(card.name)) throw new Error(`The card pool has two cards named "${card.name}"`);
    pool.set(card.name, card);
  }
  return pool;
}

/**
 * The faces of cards of several faces, each known by its own name (a
 * permanent that is one face carries that name), with the card it belongs
 * to. They are not cards of their own: allCards leaves them out, so a deck
 * list never names one as a card.
 */
const FACES = new Map<string, CardDef>();
const FACE_OF = new Map<string, { readonly card: string; readonly face: number }>();

function addFaces(card: CardDef): void {
  card.faces?.forEach((face, i) => {
    // A face named as a built-in card would make lookups lie; such a face stays unknown (never met in printed Magic).
    if (POOL.has(face.name) || face.name === card.name) return;
    FACES.set(face.name, face);
    FACE_OF.set(face.name, { card: card.name, face: i });
  });
}
for (const card of POOL.values()) addFaces(card);

/**
 * Cards read from card data (and the tokens their text creates), known by
 * name beside the built-in pool. A built-in card keeps its name: an imported
 * one of the same name is not added.
 */
const IMPORTED = new Map<string, CardDef>();
let importedVersion = 0;

/** Whether the card ships with Crawl (an imported card of another name is not). */
export function isBuiltInCard(name: string): boolean {
  return POOL.has(name);
}

/** The built-in cards only, without any imported ones. */
export function builtInCards(): Iterable<CardDef> {
  return POOL.values();
}

/** Changes whenever imported cards are added, so caches keyed by name know to look again. */
export function poolVersion(): number {
  return importedVersion;
}

/** Adds imported cards; returns the names added (those the built-in pool does not already have). */
export function addImportedCards(cards: readonly CardDef[]): string[] {
  const added: string[] = [];
  for (const card of cards) {
    if (POOL.has(card.name)) continue;
    IMPORTED.set(card.name, card);
    addFaces(card);
    added.push(card.name);
  }
  if (added.length > 0) importedVersion++;
  return added;
}

/** A card by name, or one face of a card of several faces by the face's name. */
export function findCard(name: string): CardDef | undefined {
  return POOL.get(name) ?? IMPORTED.get(name) ?? FACES.get(name) ?? (name === FACE_DOWN.name ? FACE_DOWN : undefined);
}

/** The card a face belongs to, and which face it is, when `name` is a face's name. */
export function faceOf(name: string): { readonly card: string; readonly face: number } | undefined {
  return POOL.has(name) || IMPORTED.has(name) ? undefined : FACE_OF.get(name);
}

export function allCards(): Iterable<CardDef> {
  return [...POOL.values(), ...IMPORTED.values()];
}
