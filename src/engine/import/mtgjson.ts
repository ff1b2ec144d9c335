import { buildCard, isStringArray, numStr, str, type Built, type RawCard } from './facts';
import { buildCardOfFaces, faceColours, layoutOf } from './faces';

/**
 * MTGJSON (https://mtgjson.com) card objects: set files
 * (`{ data: { code, cards: [...] } }`), AllPrintings
 * (`{ data: { SET: { cards } } }`) and AtomicCards
 * (`{ data: { "Name": [face, ...] } }`).
 */

export interface Entry {
  readonly where: string;
  readonly result: Built;
}

type Obj = Record<string, unknown>;

function isObj(x: unknown): x is Obj {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** One MTGJSON card of one face (a set card or an atomic card). */
export function fromMtgjsonCard(card: unknown, where: string, set?: string): Entry {
  if (!isObj(card)) return { where, result: { ok: false, message: 'not a card object' } };
  const name = str(card.name);
  if (!name) return { where, result: { ok: false, message: 'the card has no name' } };
  if (!isStringArray(card.types)) return { where, result: { ok: false, message: `${name}: no "types" list` } };
  const setCode = str(card.setCode) ?? set;
  const number = str(card.number);
  return {
    where,
    result: buildCard({
      name,
      manaCost: str(card.manaCost),
      colours: isStringArray(card.colors) ? card.colors : [],
      supertypes: isStringArray(card.supertypes) ? card.supertypes : [],
      types: card.types,
      subtypes: isStringArray(card.subtypes) ? card.subtypes : [],
      power: numStr(card.power),
      toughness: numStr(card.toughness),
      keywords: isStringArray(card.keywords) ? card.keywords : undefined,
      text: str(card.text),
      ...(setCode && number ? { source: { set: setCode, number } } : {}),
      rarity: str(card.rarity),
    }),
  };
}

/** True for `{ data: { cards: [...] } }`. */
export function isMtgjsonSet(json: unknown): json is { data: { cards: unknown[]; code?: unknown } } {
  return isObj(json) && isObj(json.data) && Array.isArray(json.data.cards);
}

/** True for `{ data: { "Name": [...] } }` (AtomicCards) or `{ data: { SET: { cards } } }` (AllPrintings). */
export function isMtgjsonCollection(json: unknown): json is { data: Obj } {
  return isObj(json) && isObj(json.data) && !Array.isArray(json.data.cards) && Object.values(json.data).every((v) => Array.isArray(v) || (isObj(v) && Array.isArray(v.cards)));
}

/** A set file lists each face of a card of several faces as an entry of its own (same name and number, `faceName` and `side`): they make one card. */
export function readMtgjsonSet(json: { data: { cards: unknown[]; code?: unknown } }, base = 'data'): Entry[] {
  const set = str(json.data.code);
  const groups = new Map<string, { first: number; faces: Obj[] }>();
  const out: (Entry | number)[] = [];
  json.data.cards.forEach((c, i) => {
    if (!isObj(c) || str(c.faceName) === undefined || typeof c.name !== 'string') {
      out.push(fromMtgjsonCard(c, `${base}.cards[${i}]`, set));
      return;
    }
    const key = `${c.name}\u0000${str(c.number) ?? ''}`;
    const group = groups.get(key);
    if (group) group.faces.push(c);
    else {
      groups.set(key, { first: i, faces: [c] });
      out.push(i);
    }
  });
  const byFirst = new Map([...groups.values()].map((g) => [g.first, g]));
  return out.map((e) => {
    if (typeof e !== 'number') return e;
    const g = byFirst.get(e)!;
    return fromMtgjsonFaces(g.faces, `${base}.cards[${e}]`, set);
  });
}

/**
 * The faces of one card (a set file's entries of one name and number, or an
 * AtomicCards name's list), in side order: one card with every face, or,
 * with a single face, that face as the card.
 */
function fromMtgjsonFaces(faces: readonly Obj[], where: string, set?: string): Entry {
  const sorted = [...faces].sort((a, b) => (str(a.side) ?? '').localeCompare(str(b.side) ?? ''));
  const front = sorted[0]!;
  const name = str(front.name);
  const layout = layoutOf(str(front.layout), sorted.length);
  if (!name || !layout) return fromMtgjsonCard(front, where, set);
  const raws: RawCard[] = [];
  const frontCost = str(front.manaCost);
  for (const [i, face] of sorted.entries()) {
    const faceName = str(face.faceName) ?? name.split(' // ')[i]?.trim();
    if (!faceName) return { where, result: { ok: false, message: `${name}: face ${i + 1} has no "faceName"` } };
    if (!isStringArray(face.types)) return { where, result: { ok: false, message: `${name}: face ${i + 1} (${faceName}) has no "types" list` } };
    const manaCost = layout === 'flip' && !str(face.manaCost) ? frontCost : str(face.manaCost);
    raws.push({
      name: faceName,
      manaCost,
      colours: faceColours(isStringArray(face.colors) ? face.colors : undefined, manaCost, isStringArray(front.colors) ? front.colors : []),
      supertypes: isStringArray(face.supertypes) ? face.supertypes : [],
      types: face.types,
      subtypes: isStringArray(face.subtypes) ? face.subtypes : [],
      power: numStr(face.power),
      toughness: numStr(face.toughness),
      text: str(face.text),
    });
  }
  const setCode = str(front.setCode) ?? set;
  const number = str(front.number);
  return { where, result: buildCardOfFaces({ name, layout, ...(setCode && number ? { source: { set: setCode, number } } : {}), rarity: str(front.rarity) }, raws) };
}

/** AtomicCards: each name holds its faces, which make one card. AllPrintings: every set's cards. */
export function readMtgjsonCollection(json: { data: Obj }): Entry[] {
  const out: Entry[] = [];
  for (const [key, value] of Object.entries(json.data)) {
    const where = `data[${JSON.stringify(key)}]`;
    if (Array.isArray(value)) {
      if (value.length === 0) {
        out.push({ where, result: { ok: false, message: `${key}: no faces` } });
        continue;
      }
      // AtomicCards files carry the name on the face; a face without one takes the key.
      const faces = value.filter(isObj).map((f) => (f.name === undefined ? { ...f, name: key } : f));
      if (faces.length === 0) out.push({ where, result: { ok: false, message: `${key}: not a card object` } });
      else out.push(fromMtgjsonFaces(faces, `${where}[0]`));
    } else if (isObj(value) && Array.isArray(value.cards)) {
      out.push(...readMtgjsonSet({ data: value as { cards: unknown[] } }, where));
    }
  }
  return out;
}
