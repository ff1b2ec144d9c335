import type { Ability } from '../cards/abilities';
import { faceChoices, faceProblem, isSplit, permanentName } from '../cards/faces';
import { cardInfo, faceInfo } from './card-db';
import { CASTING_RULES, timing } from './casting';
import { fail, OK, type Seat, type Table, type TableResult } from './table';
import { enter, entered } from './zones';

/**
 * Playing a land (CR 305): a land card, or, in Landless, any card as a land
 * (landless.ts). When it may be done, and what happens as the land enters.
 */

export const LAND_RULES = {
  when: CASTING_RULES.land,
  onePerTurn: CASTING_RULES.onePerTurn,
  notALand: CASTING_RULES.notALand,
  notInHand: CASTING_RULES.notInHand,
  face: CASTING_RULES.face,
} as const;

/** A land may be played in your main phase with nothing else going on, once a turn (CR 305.1, 305.2). */
export function landDropProblem(t: Table, seat: Seat): TableResult {
  const phase = t.s.phase as { type: string; landPlayed?: boolean };
  if (timing(t, seat) !== 'sorcery' || phase.landPlayed === undefined) {
    return fail(LAND_RULES.when, 'You can play a land only in a main phase of your turn (CR 305.1).');
  }
  if (phase.landPlayed) return fail(LAND_RULES.onePerTurn, 'You have already played a land this turn (CR 305.2).');
  return OK;
}

/** Uses up the land drop of this turn. */
export function useLandDrop(t: Table): void {
  // A turn that counts land drops says so with `landPlayed` (CR 305.2).
  const phase = t.s.phase as { type: string; landPlayed?: boolean };
  if (phase.landPlayed !== undefined) t.s.phase = { ...phase, landPlayed: true } as typeof t.s.phase;
}

/** Plays a land card from the hand, or a modal card by its land face (`face`, CR 712.12): the permanent shows that face. */
/**
 * The lands `seat` could play from its hand, one action per card name: a
 * land card as itself (a split card never is one), and a modal card by its
 * land face (CR 712.12). Whether a land may be played now is the caller's
 * to know (its turn, its main phase, its land drop).
 */
export function landPlays(t: Table, seat: Seat): { type: 'playLand'; card: number; face?: number }[] {
  const out: { type: 'playLand'; card: number; face?: number }[] = [];
  const seen = new Set<string>();
  for (const c of t.player(seat)?.hand ?? []) {
    if (seen.has(c.card)) continue;
    seen.add(c.card);
    const info = cardInfo(c.card);
    if (info.land && !isSplit(info.def)) out.push({ type: 'playLand', card: c.id });
    for (const face of faceChoices(info.def)) if (face > 0 && faceInfo(c.card, face).land) out.push({ type: 'playLand', card: c.id, face });
  }
  return out;
}

export function playLand(t: Table, seat: Seat, cardId: number, face?: number): TableResult {
  const ref = t.inHand(seat, cardId);
  if (!ref) return fail(LAND_RULES.notInHand, `Card #${cardId} is not in your hand.`);
  const whole = cardInfo(ref.card).def;
  const faceError = faceProblem(whole, face);
  if (faceError) return fail(LAND_RULES.face, faceError);
  const shown = permanentName(whole, face);
  if (!faceInfo(ref.card, face).land) return fail(LAND_RULES.notALand, `${shown} is not a land.`);
  const drop = landDropProblem(t, seat);
  if (!drop.ok) return drop;
  useLandDrop(t);
  t.takeFromHand(seat, ref.id);
  enter(t, seat, shown, ref.id, shown !== ref.card ? { original: ref.card } : {});
  t.emit({ type: 'landPlayed', card: ref.card, ...(shown !== ref.card ? { face: shown } : {}) });
  landEntered(t, ref.id);
  return OK;
}

/** A land entered: "enters tapped" applies as it enters (a replacement, CR 614.1c), then its "when it enters" abilities trigger. */
export function landEntered(t: Table, id: number): void {
  const p = t.permanent(id);
  if (!p) return;
  // Said again for a land that became a permanent some other way than enter() (Landless); enter() has already tapped one that enters tapped.
  const always = (a: Ability) => a.kind === 'static' && a.rule.is === 'enters-tapped' && Object.keys(a.rule).length === 1;
  if (!p.tapped && cardInfo(p.card).abilities.some(always)) t.update(id, (q) => ({ ...q, tapped: true }));
  entered(t, id);
}
