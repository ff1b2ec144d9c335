import { abilityCost } from './card-db';
import { payMana } from './effects';
import { planPayment } from './payments';
import type { SpellOnStack } from './schema';
import { fail, OK, type Seat, type Table, type TableResult } from './table';
import { spellOnStack } from './targets';

/**
 * "Counter target spell unless its controller pays {3}" (Mana Leak, CR
 * 701.6a with CR 118.12): as the counterspell resolves, the controller of
 * the spell it targets chooses to pay or to let it be countered. Only a
 * player who could pay is asked (`unlessPays` prompt, theirs); one who
 * could not sees the spell countered at once. A player might decline to
 * keep mana for later in the turn, so it is their question; the computer
 * always pays, as paying saves its spell. A seat whose choices the rules
 * make, or a game already waiting on another question, pays whenever it can.
 */

export const UNLESS_PAYS_RULE = 'mtg.118.12';

/** The counterspell `card` resolves against `spell`: asked of its controller, paid, or countered. */
export function counterUnlessPaid(t: Table, spell: SpellOnStack, cost: string, card: string): void {
  const plan = planPayment(t, spell.controller, abilityCost(cost), 0, { what: `${spell.card}'s controller's payment` });
  if (plan.kind === 'error') {
    counterSpell(t, spell);
    return;
  }
  if (!t.seating.automatic(spell.controller) && !t.s.prompt) {
    t.s.prompt = { type: 'unlessPays', card, spell: spell.id, cost };
    t.s.promptSeat = spell.controller;
    return;
  }
  pay(t, spell, cost);
}

/** The answer to a waiting `unlessPays`: pay (the mana tapped as the engine plans it), or let the spell be countered. */
export function answerUnlessPays(t: Table, seat: Seat, paying: boolean): TableResult {
  const prompt = t.s.prompt;
  if (prompt?.type !== 'unlessPays') return fail(UNLESS_PAYS_RULE, 'No payment is asked for now.');
  const spell = spellOnStack(t, prompt.spell);
  t.s.prompt = null;
  delete t.s.promptSeat;
  if (!spell) return OK;
  if (!paying) {
    counterSpell(t, spell);
    return OK;
  }
  const plan = planPayment(t, seat, abilityCost(prompt.cost), 0, { what: `${spell.card}'s controller's payment` });
  if (plan.kind === 'error') return fail(UNLESS_PAYS_RULE, `${prompt.cost} cannot be paid now: ${plan.error.message}`);
  pay(t, spell, prompt.cost);
  return OK;
}

/** The answers to a waiting `unlessPays`: pay (option 0), or decline (cancel). */
export function unlessPaysAnswers(): ({ type: 'pay'; option: number } | { type: 'cancel' })[] {
  return [{ type: 'pay', option: 0 }, { type: 'cancel' }];
}

/** "Pay {3}: Grizzly Bears is not countered" / "Don't pay: Grizzly Bears is countered". */
export function unlessPaysLabel(prompt: { readonly cost: string }, spell: string, paying: boolean): string {
  return paying ? `Pay ${prompt.cost}: ${spell} is not countered` : `Don't pay: ${spell} is countered`;
}

/** The question as the board asks it. */
export function unlessPaysText(prompt: { readonly card: string; readonly cost: string }, spell: string): string {
  return `${prompt.card}: pay ${prompt.cost}, or ${spell} is countered.`;
}

/** The spell on the stack that a waiting `unlessPays` is about, by name. */
export function unlessPaysSpell(t: Table): string {
  const prompt = t.s.prompt;
  return (prompt?.type === 'unlessPays' && spellOnStack(t, prompt.spell)?.card) || 'the spell';
}

function pay(t: Table, spell: SpellOnStack, cost: string): void {
  const plan = planPayment(t, spell.controller, abilityCost(cost), 0, { what: `${spell.card}'s controller's payment` });
  if (plan.kind === 'error') return counterSpell(t, spell);
  const paid = payMana(t, spell.controller, plan.kind === 'paid' ? plan.tap : plan.options[0]!, abilityCost(cost), 0);
  t.emit({ type: 'paidUnless', seat: spell.controller, card: spell.card, cost, paid });
}

/** CR 701.6a: the spell leaves the stack, unresolved, for its owner's graveyard (the player who cast it from their hand). */
export function counterSpell(t: Table, spell: SpellOnStack): void {
  if (!t.s.stack) return;
  t.s.stack = t.s.stack.filter((i) => i !== spell);
  t.zone(spell.controller, 'graveyard').push({ id: spell.id, card: spell.card });
  t.emit({ type: 'countered', card: spell.card });
}

