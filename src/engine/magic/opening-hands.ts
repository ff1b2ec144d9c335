import { fail, OK, type MagicState, type Seat, type Table, type TableResult } from './table';
import { discardFromHand, drawCards, enter, entered } from './zones';
import { cardInfo } from './card-db';
import { answerEffectDiscard } from './discards';

/**
 * Opening hands in a game of players (CR 103.5, the London mulligan): a
 * player keeps their hand, or shuffles it away and draws seven again, and on
 * keeping puts one card on the bottom of their library for each mulligan
 * taken. And the discard a player is asked for (to seven in cleanup, or by
 * an effect). Each variant says who decides next and what its rules are
 * called; the rest is the same in every game of players.
 */

export const OPENING_HAND = 7;
export const MAX_MULLIGANS = 6;

/** The phase in which players decide on their opening hands, one at a time. */
export interface MulliganPhase {
  readonly type: 'mulligan';
  readonly seat: Seat;
  /** Mulligans this player has taken so far. */
  readonly taken: number;
}

/** The parts of a game of players the opening hands read and change. */
export interface OpeningState extends MagicState {
  /** Who answers the question the game waits on, when it is not the player acting. */
  promptSeat?: Seat;
}

/** What a variant tells the opening hands and discards about its game. */
export interface HandRules<S extends OpeningState> {
  /** The rule id a refused mulligan, keep or bottom names ("frontier.mulligan"). */
  readonly mulliganRule: string;
  /** The rule id a refused discard names. */
  readonly discardRule: string;
  /** "South". */
  seatName(seat: Seat): string;
  /** `seat` has kept (and put its cards on the bottom): the next player decides, or the first turn begins. */
  afterKeep(t: Table<S>, seat: Seat): void;
  /** The discard to hand size is done: cleanup goes on. */
  afterCleanupDiscard(t: Table<S>, seat: Seat): void;
}

function mulliganPhase(s: OpeningState): MulliganPhase | undefined {
  return s.phase.type === 'mulligan' ? (s.phase as MulliganPhase) : undefined;
}

export function keepHand<S extends OpeningState>(t: Table<S>, seat: Seat, rules: HandRules<S>): TableResult {
  const phase = mulliganPhase(t.s);
  if (!phase) return fail(rules.mulliganRule, 'The opening hands are kept already.');
  const hand = t.player(seat)!.hand;
  const toBottom = Math.min(phase.taken, hand.length);
  t.emit({ type: 'note', text: `${rules.seatName(seat)} keeps ${hand.length - toBottom} cards` });
  if (toBottom > 0) {
    t.s.prompt = { type: 'bottom', count: toBottom };
    t.s.promptSeat = seat;
    return OK;
  }
  beginWithOpeningHand(t, seat);
  rules.afterKeep(t, seat);
  return OK;
}

export function takeMulligan<S extends OpeningState>(t: Table<S>, seat: Seat, rules: HandRules<S>): TableResult {
  const phase = mulliganPhase(t.s);
  if (!phase) return fail(rules.mulliganRule, 'The opening hands are kept already.');
  if (phase.taken >= MAX_MULLIGANS) return fail(rules.mulliganRule, `${MAX_MULLIGANS} mulligans taken; keep this hand.`);
  const library = t.library(seat);
  for (const card of t.player(seat)!.hand.splice(0)) library.cards.push(card.card);
  // The library is a multiset in the file: the hand goes back in sorted, and the draw is the seeded generator's.
  library.cards.sort();
  drawCards(t, seat, OPENING_HAND);
  const next: MulliganPhase = { type: 'mulligan', seat, taken: phase.taken + 1 };
  t.s.phase = next as S['phase'];
  t.emit({ type: 'note', text: `${rules.seatName(seat)} takes a mulligan` });
  return OK;
}

/** One card of a kept hand goes on the bottom of its owner's library; the last of them ends the player's decision. */
export function putOnBottom<S extends OpeningState>(t: Table<S>, seat: Seat, id: number, rules: HandRules<S>): TableResult {
  const prompt = t.s.prompt;
  if (!prompt || prompt.type !== 'bottom') return fail(rules.mulliganRule, 'Nothing is to go on the bottom of a library now.');
  const card = t.takeFromHand(seat, id);
  if (!card) return fail(rules.mulliganRule, `Card #${id} is not in ${rules.seatName(seat)}'s hand.`);
  t.library(seat).bottom.push(card.card);
  t.emit({ type: 'bottomed', card: card.card });
  if (prompt.count > 1) {
    t.s.prompt = { type: 'bottom', count: prompt.count - 1 };
    return OK;
  }
  t.s.prompt = null;
  beginWithOpeningHand(t, seat);
  rules.afterKeep(t, seat);
  return OK;
}

/** One card discarded as the prompt asks (to hand size in cleanup, or for an effect); the last of a cleanup's discards lets cleanup go on. */
export function discardAsked<S extends OpeningState>(t: Table<S>, seat: Seat, id: number, rules: HandRules<S>): TableResult {
  const prompt = t.s.prompt;
  // A card's discard (the player's own, or chosen from a revealed hand) may pass on to the next player: discards.ts.
  if (prompt?.type === 'pickDiscard' || (prompt?.type === 'discard' && prompt.effect)) return answerEffectDiscard(t, seat, id, rules.seatName, rules.discardRule);
  if (!prompt || prompt.type !== 'discard') return fail(rules.discardRule, 'Nothing is to be discarded now.');
  if (!t.inHand(seat, id)) return fail(rules.discardRule, `Card #${id} is not in ${rules.seatName(seat)}'s hand.`);
  discardFromHand(t, seat, id, 'hand-size');
  if (prompt.count > 1) {
    t.s.prompt = { ...prompt, count: prompt.count - 1 };
    return OK;
  }
  t.s.prompt = null;
  rules.afterCleanupDiscard(t, seat);
  return OK;
}

/**
 * The leylines (CR 103.6a): as `seat` keeps its opening hand (its cards for the bottom already there), each card of it
 * that may begin the game on the battlefield goes there. The option only helps its owner, so it is always taken.
 */
export function beginWithOpeningHand(t: Table, seat: Seat): void {
  const hand = t.player(seat)?.hand;
  if (!hand) return;
  for (const c of hand.filter((h) => cardInfo(h.card).rules.some((r) => r.is === 'begin-on-battlefield'))) {
    t.takeFromHand(seat, c.id);
    enter(t, seat, c.card, c.id);
    t.emit({ type: 'beganWith', card: c.card });
    entered(t, c.id);
  }
}
