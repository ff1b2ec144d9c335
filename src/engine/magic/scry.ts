import { cardInfo } from './card-db';
import { OK, fail, type Seat, type Table, type TableResult } from './table';
import { changeLife } from './effects';
import { getEnergy } from './energy';
import type { Effect } from '../cards/abilities';
import { drawCards, takeFromLibrary } from './zones';

/**
 * Scry (CR 701.22). The library is a multiset with no order (zones.ts), so
 * "the top N cards" are N cards taken as draws would take them; they wait in
 * the question (`scry` prompt) until each is put on the bottom of the
 * library (after the cards already there) or back on top (`top`, drawn
 * first: a card put on top goes above those put there before it, so the
 * player chooses their order by the order of the answers).
 */

export const SCRY_RULE = 'CR 701.22';

/** `seat` scries `n`: looks at up to `n` cards of its library, and the game waits for where each goes. A seat without a library scries nothing. */
export function scry(t: Table, seat: Seat, n: number): void {
  if (!t.player(seat) || n <= 0) return;
  const cards: string[] = [];
  for (let i = 0; i < n; i++) {
    const card = takeFromLibrary(t, seat);
    if (card === undefined) break;
    cards.push(card);
  }
  if (cards.length === 0) return;
  t.s.prompt = { type: 'scry', cards };
  t.emit({ type: 'scried', count: cards.length });
}

/** One answer to a scry: the card at `index` among those still looked at goes to the top or the bottom of `seat`'s library. */
export function answerScry(t: Table, seat: Seat, index: number, to: 'top' | 'bottom'): TableResult {
  const prompt = t.s.prompt;
  if (!prompt || prompt.type !== 'scry') return fail(SCRY_RULE, 'No scry is waiting.');
  const card = prompt.cards[index];
  if (card === undefined) return fail(SCRY_RULE, `There is no card ${index} to place; choose from 0 to ${prompt.cards.length - 1}.`);
  const library = t.library(seat);
  if (to === 'bottom') library.bottom.push(card);
  else library.top = [card, ...(library.top ?? [])];
  const rest = prompt.cards.filter((_, i) => i !== index);
  t.s.prompt = rest.length > 0 ? { ...prompt, cards: rest } : null;
  t.emit({ type: to === 'bottom' ? 'bottomed' : 'keptOnTop', card });
  // The last card placed: what the spell or ability does after its scry.
  if (rest.length === 0 && prompt.then) {
    if (prompt.then.draw) drawCards(t, seat, prompt.then.draw, true);
    if (prompt.then.loseLife) changeLife(t, seat, -prompt.then.loseLife);
    if (prompt.then.energy) getEnergy(t, seat, prompt.then.energy);
  }
  return OK;
}

/** The answers to a waiting scry: each card looked at, to the top or the bottom. */
export function scryAnswers(cards: readonly string[]): { type: 'scry'; card: number; to: 'top' | 'bottom' }[] {
  return cards.flatMap((_, card) => [
    { type: 'scry' as const, card, to: 'top' as const },
    { type: 'scry' as const, card, to: 'bottom' as const },
  ]);
}

/**
 * The computer's scry: where the first card still looked at goes. A land goes to the bottom once its player has five
 * lands (on the battlefield and in hand together); every other card is kept, in the order taken.
 */
export function botScry(card: string, lands: number): 'top' | 'bottom' {
  return cardInfo(card).land && lands >= 5 ? 'bottom' : 'top';
}

/** "Keep Shock on top" / "Put Shock on the bottom", for the answer to a waiting scry. */
export function scryLabel(prompt: { readonly type: string; readonly cards?: readonly string[] } | null, action: { readonly card: number; readonly to: 'top' | 'bottom' }): string {
  const card = prompt?.type === 'scry' ? (prompt.cards?.[action.card] ?? `card ${action.card}`) : `card ${action.card}`;
  return action.to === 'top' ? `Keep ${card} on top` : `Put ${card} on the bottom`;
}

/** The question as the board asks it. */
export function scryText(cards: readonly string[]): string {
  return `Scry ${cards.length}: put each card on top of your library or on the bottom (a card kept goes above those kept before it).`;
}

/** The computer's answer to a waiting scry of `seat` (see botScry), counting its land permanents and the lands in its hand. */
export function botScryAnswer(t: Table, seat: Seat): { type: 'scry'; card: number; to: 'top' | 'bottom' } | undefined {
  const prompt = t.s.prompt;
  if (!prompt || prompt.type !== 'scry') return undefined;
  const lands = t.controlledBy(seat).filter((p) => cardInfo(p.card).land).length + (t.player(seat)?.hand ?? []).filter((c) => cardInfo(c.card).land).length;
  return { type: 'scry', card: 0, to: botScry(prompt.cards[0]!, lands) };
}

/**
 * What follows a scry in one spell or ability, to be done once it is answered: the controller's draw, loss of life
 * and energy (all the reader lets follow a scry). Undefined when nothing follows.
 */
export function scryThen(rest: readonly Effect[]): { draw?: number; loseLife?: number; energy?: number } | undefined {
  const then: { draw?: number; loseLife?: number; energy?: number } = {};
  for (const e of rest) {
    if (e.do === 'draw' && typeof e.amount === 'number') then.draw = (then.draw ?? 0) + e.amount;
    else if (e.do === 'loseLife' && typeof e.amount === 'number') then.loseLife = (then.loseLife ?? 0) + e.amount;
    else if (e.do === 'energy') then.energy = (then.energy ?? 0) + e.amount;
  }
  return Object.keys(then).length > 0 ? then : undefined;
}
