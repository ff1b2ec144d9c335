import { cardInfo } from './card-db';
import { powerOf, toughnessOf } from './characteristics';
import { sacrifice } from './effects';
import type { MagicAction, Permanent, Prompt } from './schema';
import { fail, OK, type Seat, type Table, type TableResult } from './table';

/**
 * Devour N (CR 702.82a): "As this enters the battlefield, you may sacrifice
 * any number of creatures. This creature enters the battlefield with N
 * times that many +1/+1 counters on it."
 *
 * As a creature with devour enters under a player's control (zones.ts
 * `entered`), if they control another creature, they are asked (a
 * `devour` prompt): each answer "choose" sacrifices one of their other
 * creatures and puts N +1/+1 counters on it, and the question is asked
 * again while another is left; "cancel" stops. Its enters-the-battlefield
 * abilities wait until the devouring is done, so they see its counters
 * (and not the creatures it ate). A seat whose choices the rules make
 * devours nothing, and so does a creature entering while another question
 * is open.
 */

export const DEVOUR_RULE = 'mtg.702.82a';

/** The devour multiplier of a card, if it has devour. */
export function devourOf(card: string): number | undefined {
  for (const a of cardInfo(card).abilities) if (a.kind === 'devour') return a.multiplier;
  return undefined;
}

/** The other creatures `p`'s controller could sacrifice to it. */
function food(t: Table, p: Permanent): Permanent[] {
  return t.s.battlefield.filter((q) => q.id !== p.id && q.controller === p.controller && cardInfo(q.card).creature);
}

/** Permanent `p` enters: asks its controller to devour, when it has devour and something to eat. True when asked. */
export function askDevour(t: Table, p: Permanent): boolean {
  const multiplier = devourOf(p.card);
  if (multiplier === undefined || t.s.prompt || t.seating.automatic(p.controller) || food(t, p).length === 0) return false;
  t.s.prompt = { type: 'devour', source: p.id, card: p.card, multiplier };
  // A game of players (one that keeps a stack) says whose question it is; Magic Crawl's are always yours.
  if (t.s.stack) t.s.promptSeat = p.controller;
  return true;
}

/** The answers: each other creature its controller may sacrifice to it, and stopping. */
export function devourAnswers(t: Table): MagicAction[] {
  const prompt = t.s.prompt;
  const p = prompt?.type === 'devour' ? t.permanent(prompt.source) : undefined;
  if (!p) return [];
  return [...food(t, p).map((q): MagicAction => ({ type: 'choose', target: q.id })), { type: 'cancel' }];
}

/**
 * An answer: creature `target` is sacrificed and the devourer gets its
 * counters (`then` runs once the devouring is done: the rest of its
 * entering). Refused for a creature that is not another of the
 * controller's.
 */
export function devourChosen(t: Table, seat: Seat, target: number | string, then: (id: number) => void): TableResult {
  const prompt = t.s.prompt;
  if (prompt?.type !== 'devour') return fail(DEVOUR_RULE, 'Nothing is devouring now.');
  const p = t.permanent(prompt.source);
  const eaten = typeof target === 'number' ? t.permanent(target) : undefined;
  if (!p || !eaten || !food(t, p).some((q) => q.id === eaten.id)) {
    return fail(DEVOUR_RULE, `${prompt.card} can devour only another creature ${seat === p?.controller ? 'you control' : 'its controller controls'}.`);
  }
  sacrifice(t, eaten);
  t.update(p.id, (q) => ({ ...q, counters: q.counters + prompt.multiplier }));
  t.emit({ type: 'devoured', card: p.card, eaten: eaten.card, counters: prompt.multiplier });
  const count = (prompt.eaten ?? 0) + 1;
  if (food(t, p).length > 0) {
    t.s.prompt = { ...prompt, eaten: count };
    return OK;
  }
  finish(t, then, prompt.source);
  return OK;
}

/** "Cancel": no more creatures are devoured. */
export function devourDone(t: Table, then: (id: number) => void): TableResult {
  const prompt = t.s.prompt;
  if (prompt?.type !== 'devour') return fail(DEVOUR_RULE, 'Nothing is devouring now.');
  finish(t, then, prompt.source);
  return OK;
}

function finish(t: Table, then: (id: number) => void, id: number): void {
  t.s.prompt = null;
  delete t.s.promptSeat;
  then(id);
}

/** "Predator Dragon devours: sacrifice another creature you control for 2 +1/+1 counters on it, or stop." */
export function devourText(prompt: Extract<Prompt, { type: 'devour' }>): string {
  const each = prompt.multiplier === 1 ? 'a +1/+1 counter' : `${prompt.multiplier} +1/+1 counters`;
  const so = prompt.eaten ? ` (${prompt.eaten} devoured so far)` : '';
  return `${prompt.card} devours${so}: sacrifice another creature you control for ${each} on it, or stop.`;
}

/** The label of "cancel" while devour asks, or undefined at any other time. */
export function devourDoneLabel(prompt: Prompt | null): string | undefined {
  return prompt?.type === 'devour' ? `Done devouring (${prompt.card}${prompt.eaten ? ` ate ${prompt.eaten}` : ' eats nothing'})` : undefined;
}

/** The label of "choose" while devour asks ("Devour Saproling"), or undefined at any other time. */
export function devourLabel(prompt: Prompt | null, eaten: string): string | undefined {
  return prompt?.type === 'devour' ? `Devour ${eaten} (+${prompt.multiplier} counter${prompt.multiplier === 1 ? '' : 's'} on ${prompt.card})` : undefined;
}

/**
 * The computer's answer: it eats a token or a creature worth less than the
 * counters it would give (its power and toughness against N of each),
 * the least worth first, and stops when none is.
 */
export function botDevourAnswer(t: Table): MagicAction | undefined {
  const prompt = t.s.prompt;
  const p = prompt?.type === 'devour' ? t.permanent(prompt.source) : undefined;
  if (!p || prompt?.type !== 'devour') return undefined;
  const worth = (q: Permanent) => powerOf(t, q) + toughnessOf(t, q);
  const cheap = food(t, p)
    .filter((q) => q.token || worth(q) < 2 * prompt.multiplier)
    .sort((a, b) => worth(a) - worth(b))[0];
  return cheap ? { type: 'choose', target: cheap.id } : { type: 'cancel' };
}
