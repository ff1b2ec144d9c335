import { buildCard, isStringArray, numStr, str, type Built } from './facts';

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

/** One MTGJSON card (set card or atomic face). Double-faced and split cards keep their full name ("A // B"). */
export function fromMtgjsonCard(card: unknown, where: string, set?: string, otherFacesText?: string): Entry {
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
      otherFacesText,
      ...(setCode && number ? { source: { set: setCode, number } } : {}),
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

export function readMtgjsonSet(json: { data: { cards: unknown[]; code?: unknown } }, base = 'data'): Entry[] {
  const set = str(json.data.code);
  return json.data.cards.map((c, i) => fromMtgjsonCard(c, `${base}.cards[${i}]`, set));
}

/** AtomicCards: each name holds its faces; the first face (side "a") gives the facts. AllPrintings: every set's cards. */
export function readMtgjsonCollection(json: { data: Obj }): Entry[] {
  const out: Entry[] = [];
  for (const [key, value] of Object.entries(json.data)) {
    const where = `data[${JSON.stringify(key)}]`;
    if (Array.isArray(value)) {
      if (value.length === 0) {
        out.push({ where, result: { ok: false, message: `${key}: no faces` } });
        continue;
      }
      const front = value.find((f) => isObj(f) && f.side === 'a') ?? value[0];
      const others = value.filter((f) => f !== front).map((f) => (isObj(f) ? (str(f.text) ?? '') : '')).join('\n');
      const entry = fromMtgjsonCard(front, `${where}[${value.indexOf(front)}]`, undefined, others);
      // AtomicCards files carry the name on the face; a face without one takes the key.
      if (!entry.result.ok && isObj(front) && front.name === undefined) {
        out.push(fromMtgjsonCard({ ...front, name: key }, entry.where, undefined, others));
      } else out.push(entry);
    } else if (isObj(value) && Array.isArray(value.cards)) {
      out.push(...readMtgjsonSet({ data: value as { cards: unknown[] } }, where));
    }
  }
  return out;
}
