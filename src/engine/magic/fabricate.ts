import { cardInfo } from './card-db';
import { hasKeyword, hasRule } from './characteristics';
import { resolveEffects } from './effects';
import type { Permanent } from './schema';
import { OK, fail, type Seat, type Table, type TableResult } from './table';

/**
 * Fabricate N (CR 702.123a): as its enters trigger resolves, the permanent's
 * controller puts N +1/+1 counters on it, or, if they don't, creates N 1/1
 * colourless Servo artifact creature tokens. The game asks (`fabricate`
 * prompt) a seat that plays its own cards; a seat without zones (Magic
 * Crawl's encounter) chooses by the computer's rule below, and so does any
 * seat when another question already waits. With the permanent gone from the
 * battlefield, no counters can be put on it, so the Servos are made.
 */

export const FABRICATE_RULE = 'CR 702.123a';

export type FabricateChoice = 'counters' | 'servos';

/** Keywords (and "can't be blocked") that make a bigger body worth more than more bodies: the damage gets through. */
const EVASION = ['flying', 'trample', 'menace', 'double-strike', 'lifelink', 'skulk', 'intimidate', 'unblockable'];

/**
 * The computer's fabricate: the counters on a creature whose damage gets through (flying, trample, menace, double strike,
 * lifelink, skulk, intimidate, can't be blocked), the Servos otherwise (more bodies to attack and block with, more
 * artifacts), and always on a permanent that is no creature (counters would do nothing).
 */
export function botFabricate(t: Table, p: Permanent): FabricateChoice {
  if (!cardInfo(p.card).creature) return 'servos';
  const evasive = EVASION.some((k) => hasKeyword(t, p, k)) || hasRule(p, 'unblockable') !== undefined;
  return evasive ? 'counters' : 'servos';
}

/** `seat`'s permanent `sourceId` fabricates `count`: the question, or the choice made at once where none can be asked. */
export function fabricate(t: Table, seat: Seat, sourceId: number | undefined, count: number, token: string): void {
  const self = sourceId !== undefined ? t.permanent(sourceId) : undefined;
  if (!self) return doFabricate(t, seat, undefined, count, token, 'servos');
  if (!t.player(seat) || t.s.prompt) return doFabricate(t, seat, self, count, token, botFabricate(t, self));
  t.s.prompt = { type: 'fabricate', source: self.id, card: self.card, count, token };
}

/** The answer to a waiting fabricate. */
export function answerFabricate(t: Table, seat: Seat, choice: FabricateChoice): TableResult {
  const prompt = t.s.prompt;
  if (!prompt || prompt.type !== 'fabricate') return fail(FABRICATE_RULE, 'No fabricate is waiting.');
  t.s.prompt = null;
  const self = t.permanent(prompt.source);
  doFabricate(t, seat, self, prompt.count, prompt.token, self ? choice : 'servos');
  return OK;
}

function doFabricate(t: Table, seat: Seat, self: Permanent | undefined, count: number, token: string, choice: FabricateChoice): void {
  t.emit({ type: 'fabricated', card: self?.card ?? 'a permanent gone', choice, count });
  if (choice === 'counters' && self) {
    t.update(self.id, (q) => ({ ...q, counters: q.counters + count }));
    t.emit({ type: 'counters', card: self.card, count });
    return;
  }
  resolveEffects(t, [{ do: 'token', token, count }], { source: self?.card ?? token, colours: [], x: 0, controller: seat });
}

/** The answers to a waiting fabricate. */
export function fabricateAnswers(): { type: 'fabricate'; choice: FabricateChoice }[] {
  return [
    { type: 'fabricate', choice: 'counters' },
    { type: 'fabricate', choice: 'servos' },
  ];
}

/** "Put two +1/+1 counters on Servo Exhibition" / "Create two Servo tokens", for the answer to a waiting fabricate. */
export function fabricateLabel(prompt: { readonly type: string; readonly card?: string; readonly count?: number } | null, action: { readonly choice: FabricateChoice }): string {
  const n = prompt?.type === 'fabricate' ? (prompt.count ?? 1) : 1;
  const card = prompt?.type === 'fabricate' ? (prompt.card ?? 'it') : 'it';
  return action.choice === 'counters' ? `Put ${n} +1/+1 counter${n === 1 ? '' : 's'} on ${card}` : `Create ${n} 1/1 Servo token${n === 1 ? '' : 's'}`;
}

/** The question as the board asks it. */
export function fabricateText(card: string, count: number): string {
  return `Fabricate ${count}: put ${count} +1/+1 counter${count === 1 ? '' : 's'} on ${card}, or create ${count} 1/1 colorless Servo artifact creature token${count === 1 ? '' : 's'}.`;
}

/** The computer's answer to a waiting fabricate of `seat` (see botFabricate). */
export function botFabricateAnswer(t: Table): { type: 'fabricate'; choice: FabricateChoice } | undefined {
  const prompt = t.s.prompt;
  if (!prompt || prompt.type !== 'fabricate') return undefined;
  const self = t.permanent(prompt.source);
  return { type: 'fabricate', choice: self ? botFabricate(t, self) : 'servos' };
}
