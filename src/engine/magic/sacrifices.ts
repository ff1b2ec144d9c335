import { cardInfo } from './card-db';
import { powerOf, toughnessOf } from './characteristics';
import { changeLife, sacrifice } from './effects';
import type { Permanent, Prompt } from './schema';
import { fail, OK, type Seat, type Table, type TableResult } from './table';

/**
 * "Sacrifice a creature other than ~" (Xathrid Demon's upkeep, CR 701.17a):
 * the player sacrificing chooses which. In a game of players (one that keeps
 * a stack: Frontier, Castle, the Magic table) a player who controls more
 * than one such creature is asked (`sacrifice` prompt, answered by an action
 * "choose" naming the creature). The stated rule chooses everywhere else,
 * and is the computer's answer: the creature with the least power, then the
 * least toughness, a token before a card. Magic Crawl keeps it for you and
 * the encounter alike, and so does a seat whose choices the rules make, or
 * any seat while another question waits.
 */

export const SACRIFICE_RULE = 'mtg.701.17a';

type SacrificePrompt = Extract<Prompt, { type: 'sacrifice' }>;

/** The creatures `controller` could sacrifice: theirs, other than the source. */
function others(t: Table, controller: Seat, sourceId: number | undefined): Permanent[] {
  return t.s.battlefield.filter((p) => p.controller === controller && p.id !== sourceId && cardInfo(p.card).creature);
}

/** The stated rule's creature: the least power, then the least toughness, a token first. */
export function weakestOther(t: Table, controller: Seat, sourceId: number | undefined): Permanent | undefined {
  const key = (p: Permanent): [number, number, number] => [powerOf(t, p), toughnessOf(t, p), p.token ? 0 : 1];
  return others(t, controller, sourceId).reduce<Permanent | undefined>((best, p) => {
    if (!best) return p;
    const [a, b] = [key(p), key(best)];
    return a[0] < b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] < b[2]))) ? p : best;
  }, undefined);
}

/** Asks `controller` which creature to sacrifice, when it is theirs to choose among more than one; true when asked. */
export function askSacrifice(t: Table, controller: Seat, card: string, sourceId: number | undefined, drain: boolean): boolean {
  if (!t.s.stack || t.seating.automatic(controller) || t.s.prompt || others(t, controller, sourceId).length < 2) return false;
  t.s.prompt = { type: 'sacrifice', card, ...(sourceId !== undefined ? { source: sourceId } : {}), ...(drain ? { drain: true } : {}) };
  t.s.promptSeat = controller;
  return true;
}

/** `victim` is sacrificed for its controller; with `drain`, each opponent loses life equal to its power. */
export function sacrificeFor(t: Table, victim: Permanent, drain: boolean): void {
  const power = powerOf(t, victim);
  if (!t.player(victim.controller)) t.emit({ type: 'foeSacrificed', card: victim.card });
  sacrifice(t, victim);
  if (drain && power > 0) for (const seat of t.opponents(victim.controller)) changeLife(t, seat, -power);
}

/** The answer to a waiting `sacrifice`: the creature chosen, one of the seat's others. */
export function answerSacrifice(t: Table, seat: Seat, target: unknown): TableResult {
  const prompt = t.s.prompt;
  if (prompt?.type !== 'sacrifice') return fail(SACRIFICE_RULE, 'No sacrifice is asked for now.');
  const victim = others(t, seat, prompt.source).find((p) => p.id === target);
  if (!victim) return fail(SACRIFICE_RULE, `Choose a creature you control${prompt.source !== undefined ? ` other than ${prompt.card}` : ''} to sacrifice.`);
  t.s.prompt = null;
  delete t.s.promptSeat;
  sacrificeFor(t, victim, prompt.drain === true);
  return OK;
}

/** The answers to a waiting `sacrifice`: each creature the seat may sacrifice. */
export function sacrificeAnswers(t: Table, seat: Seat): { type: 'choose'; target: number }[] {
  const prompt = t.s.prompt;
  if (prompt?.type !== 'sacrifice') return [];
  return others(t, seat, prompt.source).map((p) => ({ type: 'choose' as const, target: p.id }));
}

/** The computer's answer: the stated rule's creature. */
export function botSacrificeAnswer(t: Table, seat: Seat): { type: 'choose'; target: number } | undefined {
  const prompt = t.s.prompt;
  const victim = prompt?.type === 'sacrifice' ? weakestOther(t, seat, prompt.source) : undefined;
  return victim && { type: 'choose', target: victim.id };
}

/** The question as the board asks it: "Xathrid Demon: sacrifice a creature other than Xathrid Demon; each opponent loses life equal to its power." */
export function sacrificeText(prompt: SacrificePrompt): string {
  const other = prompt.source !== undefined ? ` other than ${prompt.card}` : '';
  return `${prompt.card}: sacrifice a creature${other}${prompt.drain ? '; each opponent loses life equal to its power' : ''}.`;
}
