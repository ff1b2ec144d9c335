import { abilityCost, type CardInfo } from './card-db';
import { castsOf } from './choices';
import type { CardRef, MagicAction, Prompt, SpellOnStack } from './schema';
import { fail, OK, type Seat, type Table, type TableResult } from './table';
import { reboundTrigger } from './triggers';
import { cast } from './casting';
import { castOrCancel } from './madness';

/**
 * Rebound (CR 702.88a): "If you cast this spell from your hand, exile it as
 * it resolves. At the beginning of your next upkeep, you may cast this card
 * from exile without paying its mana cost."
 *
 * - Cast from the hand, the spell is marked on the stack (`rebound`); as it
 *   resolves it goes to its owner's exile marked `rebound: 'waiting'`, not
 *   to the graveyard. Countered or fizzled, it goes to the graveyard as any
 *   spell does.
 * - At its owner's next upkeep its trigger goes on the stack (a game that
 *   keeps one), or, in Magic Crawl, is resolved as the turn begins. As it
 *   resolves the card is marked `rebound: 'cast'` and its owner asked (a
 *   `rebound` prompt): the answers are the ways to cast it for nothing,
 *   whatever the timing (casting.ts takes them), and "cancel", which leaves
 *   it in exile for good. Cast from exile, it goes to the graveyard as it
 *   resolves: only a spell cast from the hand rebounds.
 * - When it cannot be cast (no legal target) it stays in exile unasked, and
 *   the log says why; a seat whose choices the rules make casts it.
 */

export const REBOUND_RULE = 'mtg.702.88a';

/** Whether a card has rebound. */
export function hasRebound(info: CardInfo): boolean {
  return info.rules.some((r) => r.is === 'rebound');
}

/** Nothing to pay: rebound casts the card "without paying its mana cost". */
const FREE = abilityCost('{0}');

/** A spell as it resolves: exiled to rebound when it was cast from the hand with rebound (true), else left to go to the graveyard (false). */
export function exileToRebound(t: Table, spell: SpellOnStack): boolean {
  if (!spell.rebound) return false;
  t.zone(spell.controller, 'exile').push({ id: spell.id, card: spell.card, rebound: 'waiting' });
  t.emit({ type: 'rebounded', card: spell.card });
  return true;
}

/** `seat`'s upkeep begins: the trigger of each card of its exile waiting to rebound waits to go on the stack (a game that keeps one). */
export function reboundUpkeep(t: Table, seat: Seat): void {
  for (const c of t.player(seat)?.exile ?? []) if (c.rebound === 'waiting') reboundTrigger(t, seat, c);
}

/**
 * A game with no stack (Magic Crawl): as `seat`'s turn begins, the first
 * card of its exile waiting to rebound is resolved now, unless a question
 * is open. True when its owner is now asked.
 */
export function askRebound(t: Table, seat: Seat): boolean {
  if (t.s.prompt) return false;
  for (let c = waitingIn(t, seat); c; c = waitingIn(t, seat)) {
    t.emit({ type: 'triggered', card: c.card, rebound: true });
    if (resolveRebound(t, seat, c.id)) return true;
  }
  return false;
}

function waitingIn(t: Table, seat: Seat): CardRef | undefined {
  return t.player(seat)?.exile.find((c) => c.rebound === 'waiting');
}

/**
 * Rebound's trigger resolves for card `id` of `seat`'s exile: its owner is
 * asked to cast it or not (true), or, when it cannot be cast or the rules
 * choose for the seat, it is cast or left in exile at once (false).
 */
export function resolveRebound(t: Table, seat: Seat, id: number): boolean {
  const exile = t.zone(seat, 'exile');
  const at = exile.findIndex((c) => c.id === id && c.rebound === 'waiting');
  if (at < 0) return false;
  const card = exile[at]!;
  exile[at] = { ...card, rebound: 'cast' };
  if (reboundCasts(t, seat, id).length === 0) {
    leaveInExile(t, seat, id, true);
    return false;
  }
  t.s.prompt = { type: 'rebound', card: card.card, id };
  // A game of players (one that keeps a stack) says whose question it is; Magic Crawl's are always yours.
  if (t.s.stack) t.s.promptSeat = seat;
  if (!t.seating.automatic(seat)) return true;
  const answer = botReboundAnswer(t, seat);
  if (answer?.type === 'cast') cast(t, seat, answer);
  else declineRebound(t, seat, id);
  return false;
}

/** The ways to cast card `id` of `seat`'s exile for nothing now (none for a card not marked to be cast). */
export function reboundCasts(t: Table, seat: Seat, id: number): MagicAction[] {
  const card = reboundCard(t, seat, id);
  if (!card) return [];
  const out: MagicAction[] = [];
  castsOf(t, seat, card, undefined, FREE, out);
  return out;
}

/** Card `id` of `seat`'s exile, if it may be cast by rebound now (its trigger has resolved). */
export function reboundCard(t: Table, seat: Seat, id: number): CardRef | undefined {
  const card = t.player(seat)?.exile.find((c) => c.id === id);
  return card?.rebound === 'cast' ? card : undefined;
}

/** What a spell cast by rebound costs: nothing. */
export function reboundCost() {
  return FREE;
}

/** The answers to a rebound question: each way to cast the card, and "cancel" (it stays in exile). */
export function reboundAnswers(t: Table, seat: Seat): MagicAction[] {
  const prompt = t.s.prompt;
  if (prompt?.type !== 'rebound') return [];
  return [...reboundCasts(t, seat, prompt.id), { type: 'cancel' }];
}

/** The rebound question is answered by a cast (casting.ts): it is no longer asked. */
export function reboundCastBegun(t: Table): void {
  if (t.s.prompt?.type === 'rebound') t.s.prompt = null;
}

/** "Cancel" while card `id` may be cast by rebound: it stays in exile, for good. */
export function declineRebound(t: Table, seat: Seat, id: number): TableResult {
  if (!reboundCard(t, seat, id)) return fail(REBOUND_RULE, `Card #${id} is not waiting to be cast by rebound.`);
  // Nothing is paid for a rebound cast, so no payment question stands between: only its own question is open.
  if (t.s.prompt?.type === 'rebound') {
    t.s.prompt = null;
    delete t.s.promptSeat;
  }
  leaveInExile(t, seat, id, false);
  return OK;
}

function leaveInExile(t: Table, seat: Seat, id: number, uncastable: boolean): void {
  const exile = t.zone(seat, 'exile');
  const at = exile.findIndex((c) => c.id === id);
  if (at < 0) return;
  const { rebound: _done, ...card } = exile[at]!;
  exile[at] = card;
  t.emit({ type: 'reboundDeclined', seat, card: card.card, ...(uncastable ? { uncastable: true } : {}) });
}

/** What a cast adds to its label while rebound asks: " from exile without paying its mana cost (rebound)" (nothing at any other time). */
export function reboundCastWords(prompt: Prompt | null): string {
  return prompt?.type === 'rebound' ? ' from exile without paying its mana cost (rebound)' : '';
}

/** The label of "cancel" while rebound asks ("Leave Center Soul in exile"), or undefined at any other time. */
export function reboundDeclineLabel(prompt: Prompt | null): string | undefined {
  return prompt?.type === 'rebound' ? `Leave ${prompt.card} in exile (not cast)` : undefined;
}

/** "Center Soul rebounds: cast it from exile without paying its mana cost, or leave it there." */
export function reboundText(prompt: Extract<Prompt, { type: 'rebound' }>): string {
  return `${prompt.card} rebounds: cast it from exile without paying its mana cost, or leave it in exile for good.`;
}

/**
 * The computer's answer: cast it (it is free), at the target the rules
 * would choose for a seat they play; leave it only when it cannot be cast.
 */
export function botReboundAnswer(t: Table, seat: Seat): MagicAction | undefined {
  const prompt = t.s.prompt;
  if (prompt?.type !== 'rebound') return undefined;
  return castOrCancel(t, seat, prompt.card, reboundCasts(t, seat, prompt.id));
}
