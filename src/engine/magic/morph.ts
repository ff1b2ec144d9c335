import { morphOf } from '../cards/abilities';
import { FACE_DOWN, FACE_DOWN_COST } from '../cards/face-down';
import { abilityCost, cardInfo } from './card-db';
import { payMana } from './effects';
import { canPay, payOrAsk } from './payments';
import type { ActivateAction, MagicAction, Permanent } from './schema';
import { fire } from './triggers';
import { OK, fail, type Seat, type Table, type TableResult } from './table';

/**
 * Morph and megamorph (CR 702.37). A card with morph may be cast face down
 * for {3}: the spell and the permanent are then the face-down card
 * (cards/face-down.ts), a 2/2 with no name or text, and the permanent keeps
 * the card it really is as `original`, seen by its controller only. Any
 * time its controller could act, they may turn it face up by paying its
 * morph cost: a special action, which does not use the stack (CR 116.2b,
 * 702.37e). It is the same permanent, tapped or not, with its counters and
 * damage; it did not enter, so no enters-the-battlefield ability triggers.
 * Megamorph adds a +1/+1 counter as it turns up. A face-down card that
 * leaves the battlefield is revealed as the card it is (zones.leave).
 *
 * In actions, turning a permanent face up is `activate` on the face-down
 * permanent, naming the place of the morph ability among the card's
 * abilities, so it is paid, asked about and taken back as an activated
 * ability is.
 */

export const MORPH_RULES = {
  noMorph: 'mtg.702.37.no-morph',
  faceDown: 'mtg.702.37e.turn-face-up',
} as const;

/** Whether a permanent is face down with a card of its own underneath (CR 708.2). */
export function isFaceDown(p: Pick<Permanent, 'card' | 'original'>): boolean {
  return p.card === FACE_DOWN.name && p.original !== undefined;
}

/**
 * What is wrong with a saved permanent that says it is face down, or
 * undefined: it is a card of its controller's (no token), and the card it
 * really is has morph. `known` says whether a name is a card of this game;
 * an unknown one is reported where the variant reports unknown cards.
 */
export function savedFaceDownProblem(p: Pick<Permanent, 'card' | 'original' | 'token'>, known: (name: string) => boolean): string | undefined {
  if (p.card !== FACE_DOWN.name) return undefined;
  if (p.original === undefined) return 'is face down with no card underneath (`original` names the card it really is)';
  if (p.token) return 'is a face-down token: only a card can be face down';
  if (!known(p.original)) return `is face down as "${p.original}", which is not a card this game knows`;
  if (!morphOf(cardInfo(p.original).abilities)) return `is face down as ${p.original}, which has no morph: it cannot be face down`;
  return undefined;
}

/** A card's morph ability and its place among its abilities, if it has morph or megamorph. */
export function morphAbility(card: string): { readonly index: number; readonly cost: string; readonly mega: boolean } | undefined {
  const abilities = cardInfo(card).abilities;
  const morph = morphOf(abilities);
  return morph ? { index: abilities.indexOf(morph), cost: morph.cost, mega: morph.mega === true } : undefined;
}

/** What casting a card face down costs ({3}). */
export function faceDownCost() {
  return abilityCost(FACE_DOWN_COST);
}

/** Why `card` cannot be cast face down (undefined: it can, timing and mana aside). */
export function faceDownProblem(card: string, action: { readonly face?: number; readonly mode?: number; readonly target?: unknown; readonly x?: number; readonly sacrifice?: number; readonly discard?: number }): string | undefined {
  if (!morphAbility(card)) return `${card} has no morph: only a card with morph can be cast face down.`;
  if (action.face !== undefined || action.mode !== undefined || action.target !== undefined || action.x !== undefined || action.sacrifice !== undefined || action.discard !== undefined) {
    return `A face-down spell is a 2/2 creature with no text: cast ${card} face down naming no face, mode, target, X, sacrifice or discard.`;
  }
  return undefined;
}

/** The face-down casts open to `seat` at sorcery speed: one per card name with morph in hand, when {3} can be paid. */
export function faceDownChoices(t: Table, seat: Seat, out: MagicAction[]): void {
  const seen = new Set<string>();
  for (const c of t.player(seat)?.hand ?? []) {
    if (seen.has(c.card) || !morphAbility(c.card)) continue;
    seen.add(c.card);
    if (canPay(t, seat, faceDownCost(), 0)) out.push({ type: 'cast', card: c.id, faceDown: true });
  }
}

/** The face-down permanents `seat` could turn face up now, paying their morph costs (its priority is the caller's to check). */
export function turnFaceUpChoices(t: Table, seat: Seat): MagicAction[] {
  const out: MagicAction[] = [];
  for (const p of t.controlledBy(seat)) {
    if (!p.original || !isFaceDown(p)) continue;
    const morph = morphAbility(p.original);
    if (morph && canPay(t, seat, abilityCost(morph.cost), 0)) out.push({ type: 'activate', card: p.id, ability: morph.index });
  }
  return out;
}

/** Whether `seat` controls a face-down permanent (a quick look before turnFaceUpChoices). */
export function hasFaceDown(t: Table, seat: Seat): boolean {
  return t.s.battlefield.some((p) => p.controller === seat && isFaceDown(p));
}

/**
 * Turns face-down permanent `p` face up (CR 702.37e): the action names its
 * morph ability; its morph cost is paid (asking how, when that matters),
 * and it shows its card from now on. Its controller's priority is the
 * caller's to check.
 */
export function turnFaceUp(t: Table, seat: Seat, p: Permanent, action: ActivateAction): TableResult {
  const card = p.original!;
  const morph = morphAbility(card);
  if (!morph || morph.index !== action.ability) {
    const how = morph ? `name its morph ability, ability ${morph.index}` : `${card} has no morph ability to pay for`;
    return fail(MORPH_RULES.noMorph, `The face-down ${card} can only be turned face up: ${how}.`);
  }
  if (action.target !== undefined || action.x !== undefined || action.sacrifice !== undefined) {
    return fail(MORPH_RULES.faceDown, `Turning ${card} face up takes its morph cost ${morph.cost} only: no target, X or sacrifice.`);
  }
  const cost = abilityCost(morph.cost);
  // Not yet turned up: the log names no card until it is.
  const payment = payOrAsk(t, seat, cost, 0, { given: action.tap, what: `turning ${card} face up` }, action, 'a face-down creature (to turn it face up)');
  if (!payment.tap) return payment.result;
  const paid = payMana(t, seat, payment.tap, cost, 0);
  t.update(p.id, (q) => {
    const { original: _card, ...rest } = q;
    return { ...rest, card, ...(morph.mega ? { counters: q.counters + 1 } : {}) };
  });
  t.emit({ type: 'turnedFaceUp', card, cost: morph.cost, paid, ...(morph.mega ? { megamorph: true } : {}) });
  fire(t, t.permanent(p.id)!, (when) => when === 'turned-face-up');
  return OK;
}

/** A permanent's name in a picture of the table: a face-down one's controller also sees which card it is ("Face-down creature (Exalted Angel)"). */
export function seenName(p: Pick<Permanent, 'card' | 'original' | 'controller'>, viewer: Seat): string {
  return p.original !== undefined && isFaceDown(p) && p.controller === viewer ? `${p.card} (${p.original})` : p.card;
}

/** How a picture of the table names an item on the stack: a face-down spell by no name (its card is its caster's to know). */
export function stackCardWords(item: { readonly kind: string; readonly card: string; readonly faceDown?: true }): string {
  return item.kind === 'spell' && item.faceDown ? 'a face-down creature spell' : item.card;
}

/** A label's words for turning face-down `p` face up ("Turn Exalted Angel face up for {2}{W}{W}"); undefined for any other permanent. */
export function turnFaceUpWords(p: Pick<Permanent, 'card' | 'original'> | undefined): string | undefined {
  if (!p?.original || !isFaceDown(p)) return undefined;
  const morph = morphAbility(p.original);
  return `Turn ${p.original} face up for ${morph?.cost ?? '?'}${morph?.mega ? ' (megamorph: with a +1/+1 counter)' : ''}`;
}
