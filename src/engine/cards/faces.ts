import type { CardDef } from './card';
import { faceOf, findCard } from './pool';

/**
 * Cards of several faces, as the rules play them: which face may be cast or
 * played from where, and the name a permanent carries when it is one face.
 *
 * A face is known to the pool by its own name (pool.ts). A permanent that is
 * not the card's front face (a modal card's back, a split card's half, a
 * transformed creature) carries the face's name as `card` and the whole
 * card's name as `original`, which is what it is again once it leaves the
 * battlefield. A spell names its face in the action (`face`: its index in
 * `faces`).
 */

/** The faces a player may cast (or play, for a land) from their hand: every half of a split card, either face of a modal card, an adventurer or its Adventure; only the card itself for the others. */
export function faceChoices(card: CardDef): readonly number[] {
  const faces = card.faces ?? [];
  switch (card.layout) {
    case 'split':
      return faces.map((_, i) => i);
    case 'aftermath':
      return [0];
    case 'modal':
    case 'adventure':
      return faces.length > 1 ? faces.map((_, i) => i) : [];
    default:
      return [];
  }
}

/** Whether a face of the card can be cast or played from the hand (see faceChoices); `face` absent means the card itself (its front face). */
export function faceProblem(card: CardDef, face: number | undefined): string | undefined {
  const faces = card.faces ?? [];
  if (face === undefined) {
    return card.layout === 'split' || card.layout === 'aftermath' ? `${card.name} is a split card: choose which half to cast (${faces.map((f, i) => `face ${i}, ${f.name}`).join('; ')}).` : undefined;
  }
  if (faces.length === 0) return `${card.name} has one face: cast it without naming a face.`;
  const def = faces[face];
  if (!def) return `${card.name} has no face ${face}: its faces are ${faces.map((f, i) => `${i}, ${f.name}`).join('; ')}.`;
  if (!faceChoices(card).includes(face)) {
    if (card.layout === 'aftermath') return `${def.name} is ${card.name}'s Aftermath half: it is cast only from your graveyard, which you do by hand.`;
    return `${def.name} is the back face of ${card.name}, a ${card.layout ?? 'double-faced'} card: only its front face is cast, and the card turns over by an effect (by hand).`;
  }
  return undefined;
}

/** Whether the face cast is an adventurer's Adventure, whose card goes into exile as it resolves (CR 715.4). */
export function isAdventure(card: CardDef, face: number | undefined): boolean {
  return card.layout === 'adventure' && face !== undefined && face > 0;
}

/** The name a permanent carries as that face: the card's own for its front face (the card's facts are the front's), the face's otherwise. */
export function permanentName(card: CardDef, face: number | undefined): string {
  if (face === undefined || !card.faces?.[face]) return card.name;
  return face === 0 && !isSplit(card) ? card.name : card.faces[face].name;
}

/** The whole card a face belongs to, when `name` is a face; the card of that name otherwise. */
export function wholeCard(name: string): CardDef | undefined {
  const owner = faceOf(name);
  return findCard(owner ? owner.card : name);
}

/**
 * The faces a permanent can turn to by hand (transform, flip, meld, or a
 * modal card turned over by an effect): every face of its card but the one
 * up now, as indices; none for a card of one face. `card` is the name the
 * permanent carries, `original` the card it is (when not `card`).
 */
export function otherFaces(card: string, original: string | undefined): readonly number[] {
  // A Landless card played as a land shows a land, not a face of its own.
  if (original !== undefined && faceOf(card)?.card !== original) return [];
  const whole = findCard(original ?? card);
  const faces = whole?.faces ?? [];
  if (!whole || faces.length === 0 || isSplit(whole) || whole.layout === 'adventure') return [];
  const up = original === undefined ? 0 : faces.findIndex((f) => f.name === card);
  return faces.map((_, i) => i).filter((i) => i !== up);
}

/** What a face is called on the card: "left half", "right half", "back face", "Adventure", "flipped". */
export function faceRole(card: CardDef, face: number): string {
  switch (card.layout) {
    case 'split':
    case 'aftermath':
      return (card.faces?.length ?? 0) === 2 ? (face === 0 ? 'left half' : 'right half') : `half ${face + 1}`;
    case 'adventure':
      return face === 0 ? 'creature' : 'Adventure';
    case 'flip':
      return face === 0 ? 'upright' : 'flipped';
    case 'meld':
      return face === 0 ? 'front face' : 'melded back face';
    default:
      return face === 0 ? 'front face' : 'back face';
  }
}

/** A split card (Aftermath ones too): its own facts combine its halves, and no half is the card itself. */
export function isSplit(card: CardDef): boolean {
  return card.layout === 'split' || card.layout === 'aftermath';
}

/** A card as an action names it, cast or played as `face`: "Frost (right half of Spark // Frost)"; without a face (or for a name the pool lacks), its name. */
export function asFace(name: string, face: number | undefined): string {
  const card = face === undefined ? undefined : findCard(name);
  return card && face !== undefined ? faceWords(card, face) : name;
}

/** "Frost (right half of Spark // Frost)": a face as an action names it. */
export function faceWords(card: CardDef, face: number): string {
  const def = card.faces?.[face];
  return def ? `${def.name} (${faceRole(card, face)} of ${card.name})` : card.name;
}
