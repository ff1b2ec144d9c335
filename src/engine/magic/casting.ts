import type { Ability, TargetSpec } from '../cards/abilities';
import type { ManaCost } from '../mana/cost';
import { abilityCost, cardInfo, type CardInfo } from './card-db';
import { canUseTap } from './characteristics';
import { resolveEffects } from './effects';
import { planPayment, tapForMana } from './payments';
import type { ActivateAction, CastAction, TargetRef } from './schema';
import { OK, fail, type Table, type TableResult } from './table';
import { checkTarget, legalTargets, refName } from './targets';
import { enter, leave } from './zones';

/**
 * Casting spells, activating abilities and playing lands (CR 601, 602, 305).
 * With no opponent to respond, a spell resolves as soon as it is cast and
 * paid for; an enters-the-battlefield trigger that needs a target asks for
 * one when there is more than one to choose from.
 */

export const CASTING_RULES = {
  notInHand: 'magic.cast.not-in-hand',
  notYours: 'magic.activate.not-yours',
  noAbility: 'magic.activate.no-ability',
  timing: 'magic.cast.timing',
  sorcerySpeed: 'magic.cast.sorcery-speed',
  land: 'magic.land.play',
  onePerTurn: 'magic.land.one-per-turn',
  notALand: 'magic.land.not-a-land',
  x: 'magic.cast.x',
  tapped: 'magic.activate.tapped',
  sick: 'magic.activate.summoning-sickness',
} as const;

/** When you may act: sorcery speed needs your main phase and an empty stack (CR 307.1); instants whenever you have priority. */
export function timing(t: Table): 'sorcery' | 'instant' | null {
  const phase = t.s.phase;
  if (t.s.prompt) return null;
  if (phase.type === 'turn') return (phase.step === 'main1' || phase.step === 'main2') && !t.s.combat ? 'sorcery' : 'instant';
  if (phase.type === 'foe') return 'instant';
  return null;
}

export function spellTarget(info: CardInfo): TargetSpec | undefined {
  for (const a of info.abilities) {
    if (a.kind === 'spell' || a.kind === 'aura') return a.target;
  }
  return undefined;
}

function checkTiming(t: Table, info: CardInfo, what: string): TableResult {
  const now = timing(t);
  if (now === null) return fail(CASTING_RULES.timing, `You cannot cast ${what} now: ${whyNot(t)}.`);
  if (!info.instant && now !== 'sorcery') {
    return fail(CASTING_RULES.sorcerySpeed, `${what} can be cast only in a main phase of your turn, when nothing else is going on (it is not an instant).`);
  }
  return OK;
}

function whyNot(t: Table): string {
  if (t.s.prompt) return 'answer the question first';
  switch (t.s.phase.type) {
    case 'mulligan':
      return 'keep an opening hand first';
    case 'travel':
      return 'you are travelling; choose the next hex';
    case 'over':
      return 'the game is over';
    default:
      return 'it is not your priority';
  }
}

function checkX(cost: ManaCost, x: number | undefined, what: string): TableResult {
  if (cost.x > 0 && x === undefined) return fail(CASTING_RULES.x, `${what} has X in its cost: choose a value for X.`);
  if (cost.x === 0 && x !== undefined) return fail(CASTING_RULES.x, `${what} has no X in its cost.`);
  return OK;
}

export function cast(t: Table, action: CastAction): TableResult {
  const ref = t.inHand(action.card);
  if (!ref) return fail(CASTING_RULES.notInHand, `Card #${action.card} is not in your hand.`);
  const info = cardInfo(ref.card);
  if (info.land) return fail(CASTING_RULES.land, `${ref.card} is a land: play it, don't cast it.`);
  const timed = checkTiming(t, info, ref.card);
  if (!timed.ok) return timed;
  const spec = spellTarget(info);
  const targetError = checkTarget(t, spec, action.target, ref.card, info.def.colours);
  if (targetError) return { ok: false, error: targetError };
  const xOk = checkX(info.cost, action.x, ref.card);
  if (!xOk.ok) return xOk;
  const x = action.x ?? 0;
  const payment = planPayment(t, info.cost, x, { given: action.tap, forCard: ref.id, what: ref.card });
  if (payment.kind === 'error') return { ok: false, error: payment.error };
  if (payment.kind === 'choose') {
    t.s.prompt = { type: 'pay', action, options: payment.options.map((o) => [...o]) };
    t.emit({ type: 'awaitingPayment', card: ref.card, options: payment.options.length });
    return OK;
  }
  const paid = tapForMana(t, payment.tap);
  t.takeFromHand(ref.id);
  const target = refName(t, action.target);
  t.emit({ type: 'cast', card: ref.card, paid, ...(target ? { target } : {}), ...(action.x !== undefined ? { x } : {}) });
  if (info.permanent) {
    const attachedTo = info.aura && typeof action.target === 'number' ? action.target : undefined;
    enter(t, ref.card, ref.id, attachedTo !== undefined ? { attachedTo } : {});
    t.emit({ type: 'entered', card: ref.card, ...(attachedTo !== undefined ? { attachedTo: refName(t, attachedTo)! } : {}) });
    enteredTriggers(t, ref.id);
  } else {
    for (const a of info.abilities) {
      if (a.kind === 'spell') resolveEffects(t, a.effects, { source: ref.card, colours: info.def.colours, target: action.target, x });
    }
    t.zone('graveyard').push(ref);
  }
  return OK;
}

/** A permanent entered: its "when this enters" abilities trigger (CR 603.6a). */
export function enteredTriggers(t: Table, id: number): void {
  const p = t.permanent(id);
  if (!p) return;
  const info = cardInfo(p.card);
  info.abilities.forEach((a, index) => {
    if (a.kind !== 'etb') return;
    if (!a.target) {
      t.emit({ type: 'triggered', card: p.card });
      resolveEffects(t, a.effects, { source: p.card, sourceId: p.id, colours: info.def.colours, x: 0 });
      return;
    }
    const choices = legalTargets(t, a.target, info.def.colours);
    if (choices.length === 0) return; // No legal target: the ability is removed from the stack (CR 603.3d).
    if (choices.length === 1 || t.s.prompt) {
      resolveTrigger(t, p.id, a, choices[0]!);
      return;
    }
    t.s.prompt = { type: 'trigger', source: p.id, card: p.card, ability: index };
    t.emit({ type: 'awaitingTarget', card: p.card });
  });
}

function resolveTrigger(t: Table, source: number, ability: Extract<Ability, { kind: 'etb' }>, target: TargetRef): void {
  const p = t.permanent(source);
  const name = p?.card ?? 'The ability';
  const colours = p ? cardInfo(p.card).def.colours : [];
  t.emit({ type: 'triggered', card: name, target: refName(t, target)! });
  resolveEffects(t, ability.effects, { source: name, sourceId: source, colours, target, x: 0 });
}

/** The answer to a trigger's "choose a target". */
export function chooseTriggerTarget(t: Table, target: TargetRef): TableResult {
  const prompt = t.s.prompt;
  if (!prompt || prompt.type !== 'trigger') return fail('magic.prompt.none', 'No triggered ability is waiting for a target.');
  const ability = cardInfo(prompt.card).abilities[prompt.ability];
  if (!ability || ability.kind !== 'etb' || !ability.target) return fail('magic.prompt.stale', 'That trigger no longer needs a target.');
  const p = t.permanent(prompt.source);
  const problem = checkTarget(t, ability.target, target, prompt.card, p ? cardInfo(p.card).def.colours : []);
  if (problem) return { ok: false, error: problem };
  t.s.prompt = null;
  resolveTrigger(t, prompt.source, ability, target);
  return OK;
}

export function activate(t: Table, action: ActivateAction): TableResult {
  const p = t.permanent(action.card);
  if (!p || p.controller !== 'you') return fail(CASTING_RULES.notYours, `#${action.card} is not a permanent you control.`);
  const info = cardInfo(p.card);
  const ability = info.abilities[action.ability];
  if (!ability || ability.kind !== 'activated') {
    return fail(CASTING_RULES.noAbility, `${p.card} has no activated ability number ${action.ability}.`);
  }
  if (timing(t) === null) return fail(CASTING_RULES.timing, `You cannot activate abilities now: ${whyNot(t)}.`);
  if (ability.cost.tap && !canUseTap(t, p)) {
    return p.tapped
      ? fail(CASTING_RULES.tapped, `${p.card} is tapped.`)
      : fail(CASTING_RULES.sick, `${p.card} came under your control this turn: it cannot use {T} abilities yet (summoning sickness).`);
  }
  const targetError = checkTarget(t, ability.target, action.target, p.card, info.def.colours);
  if (targetError) return { ok: false, error: targetError };
  const cost = ability.cost.mana ? abilityCost(ability.cost.mana) : undefined;
  if (cost) {
    const xOk = checkX(cost, action.x, `${p.card}'s ability`);
    if (!xOk.ok) return xOk;
  }
  let paid: string[] = [];
  if (cost) {
    const payment = planPayment(t, cost, action.x ?? 0, {
      given: action.tap,
      exclude: ability.cost.tap ? p.id : undefined,
      what: `${p.card}'s ability`,
    });
    if (payment.kind === 'error') return { ok: false, error: payment.error };
    if (payment.kind === 'choose') {
      t.s.prompt = { type: 'pay', action, options: payment.options.map((o) => [...o]) };
      t.emit({ type: 'awaitingPayment', card: p.card, options: payment.options.length });
      return OK;
    }
    paid = tapForMana(t, payment.tap);
  }
  if (ability.cost.tap) t.update(p.id, (q) => ({ ...q, tapped: true }));
  const target = refName(t, action.target);
  t.emit({ type: 'activated', card: p.card, paid, ...(target ? { target } : {}) });
  if (ability.cost.sacrifice) {
    t.emit({ type: 'died', card: p.card, why: 'sacrificed' });
    leave(t, p.id, 'graveyard');
  }
  resolveEffects(t, ability.effects, { source: p.card, sourceId: p.id, colours: info.def.colours, target: action.target, x: action.x ?? 0 });
  return OK;
}

/** The answer to "how do you pay?": the chosen option, then the action goes on as if those sources had been named. */
export function choosePayment(t: Table, option: number, resume: (action: CastAction | ActivateAction) => TableResult): TableResult {
  const prompt = t.s.prompt;
  if (!prompt || prompt.type !== 'pay') return fail('magic.prompt.none', 'Nothing is waiting to be paid for.');
  const tap = prompt.options[option];
  if (!tap) return fail('magic.prompt.option', `There is no payment option ${option}; choose from 0 to ${prompt.options.length - 1}.`);
  t.s.prompt = null;
  return resume({ ...prompt.action, tap });
}

export function cancelPayment(t: Table): TableResult {
  const prompt = t.s.prompt;
  if (!prompt || prompt.type !== 'pay') return fail('magic.prompt.none', 'Nothing is waiting to be paid for.');
  t.s.prompt = null;
  const id = prompt.action.card;
  const name = t.inHand(id)?.card ?? t.permanent(id)?.card ?? `#${id}`;
  t.emit({ type: 'cancelled', card: name });
  return OK;
}

export function playLand(t: Table, cardId: number): TableResult {
  const ref = t.inHand(cardId);
  if (!ref) return fail(CASTING_RULES.notInHand, `Card #${cardId} is not in your hand.`);
  const info = cardInfo(ref.card);
  if (!info.land) return fail(CASTING_RULES.notALand, `${ref.card} is not a land.`);
  const phase = t.s.phase;
  if (timing(t) !== 'sorcery' || phase.type !== 'turn') {
    return fail(CASTING_RULES.land, 'You can play a land only in a main phase of your turn (CR 305.1).');
  }
  if (phase.landPlayed) return fail(CASTING_RULES.onePerTurn, 'You have already played a land this turn (CR 305.2).');
  t.s.phase = { ...phase, landPlayed: true };
  t.takeFromHand(ref.id);
  enter(t, ref.card, ref.id);
  t.emit({ type: 'landPlayed', card: ref.card });
  return OK;
}
