import type { Ability, Effect, TargetSpec, TriggerEvent } from '../cards/abilities';
import { cardInfo } from './card-db';
import { powerOf, toughnessOf } from './characteristics';
import { resolveEffects } from './effects';
import type { Permanent, TargetRef } from './schema';
import type { Seat, Table } from './table';
import { legalTargets, refName } from './targets';

/**
 * Triggered abilities (CR 603). With no stack, a trigger resolves as soon as
 * its event has happened. Yours asks for a target when there is a choice;
 * an encounter creature's chooses by the foe rule below.
 */

export type Trigger = Extract<Ability, { kind: 'trigger' }>;

/** What a trigger's event names besides its source: the other creature in a block, say. */
export interface TriggerFacts {
  readonly that?: number;
}

/** The permanent's abilities that trigger on `event`, with their index. */
function triggersOf(card: string, event: (when: TriggerEvent) => boolean): [Trigger, number][] {
  const out: [Trigger, number][] = [];
  cardInfo(card).abilities.forEach((a, i) => {
    if (a.kind === 'trigger' && event(a.when)) out.push([a, i]);
  });
  return out;
}

/** Fires `p`'s abilities that trigger on `event` (p may have just left the battlefield: "dies" looks back, CR 603.10a). */
export function fire(t: Table, p: Permanent, event: (when: TriggerEvent) => boolean, facts: TriggerFacts = {}): void {
  if (!cardInfo(p.card).hasTrigger) return;
  for (const [ability, index] of triggersOf(p.card, event)) runTrigger(t, p, ability, index, facts);
}

/** Fires on every permanent on the battlefield, in battlefield order (yours and the encounter's). */
export function fireAll(t: Table, event: (when: TriggerEvent, p: Permanent) => boolean, facts: (p: Permanent) => TriggerFacts = () => ({})): void {
  for (const p of [...t.s.battlefield]) {
    if (!t.permanent(p.id)) continue;
    fire(t, p, (w) => event(w, p), facts(p));
  }
}

/** One trigger: its target chosen (or asked for), then its effects. */
export function runTrigger(t: Table, p: Permanent, ability: Trigger | Extract<Ability, { kind: 'etb' }>, index: number, facts: TriggerFacts = {}): void {
  const colours = cardInfo(p.card).def.colours;
  if (ability.optional && declined(t, p.controller, ability.effects)) return;
  if (!ability.target) {
    t.emit({ type: 'triggered', card: p.card });
    resolveEffects(t, ability.effects, { source: p.card, sourceId: p.id, colours, controller: p.controller, that: facts.that, x: 0 });
    return;
  }
  const choices = legalTargets(t, ability.target, colours, { id: p.id, controller: p.controller });
  if (choices.length === 0) return; // No legal target: the ability is removed from the stack (CR 603.3d).
  if (t.seating.automatic(p.controller)) {
    resolveWithTarget(t, p, ability, automaticChoice(t, p.controller, choices, ability.target, ability.effects), facts);
    return;
  }
  if (choices.length === 1 || t.s.prompt) {
    resolveWithTarget(t, p, ability, choices[0]!, facts);
    return;
  }
  t.s.prompt = { type: 'trigger', source: p.id, card: p.card, ability: index };
  t.emit({ type: 'awaitingTarget', card: p.card });
}

export function resolveWithTarget(
  t: Table,
  p: Pick<Permanent, 'id' | 'card' | 'controller'>,
  ability: { readonly effects: readonly Effect[] },
  target: TargetRef,
  facts: TriggerFacts = {},
): void {
  t.emit({ type: 'triggered', card: p.card, target: refName(t, target)! });
  const colours = cardInfo(p.card).def.colours;
  resolveEffects(t, ability.effects, { source: p.card, sourceId: p.id, colours, controller: p.controller, target, that: facts.that, x: 0 });
}

/**
 * "You may": the engine takes the option for its controller unless it could
 * only hurt, which here means a draw from an empty library (a loss, CR
 * 704.5b). A seat without a library (an encounter creature) always takes it.
 */
function declined(t: Table, controller: Seat, effects: readonly Effect[]): boolean {
  const library = t.player(controller)?.library;
  if (!library) return false;
  return effects.some((e) => e.do === 'draw') && library.cards.length + library.bottom.length === 0;
}

const HELPS = new Set<Effect['do']>(['pump', 'counters', 'untap', 'regenerate', 'gainLife']);

/**
 * The choice of target of a seat whose choices the rules make (Magic
 * Crawl's encounter): an ability that helps picks its own strongest
 * creature; one that harms picks an opponent's strongest creature it can
 * (for damage, one the damage destroys), else an opponent. Ties go to the
 * first on the battlefield.
 */
export function automaticChoice(t: Table, seat: Seat, choices: readonly TargetRef[], spec: TargetSpec, effects: readonly Effect[]): TargetRef {
  const helps = effects.length > 0 && effects.every((e) => HELPS.has(e.do));
  const opponents = t.opponents(seat);
  const wanted = (p: Permanent | undefined) => p !== undefined && (helps ? p.controller === seat : opponents.includes(p.controller));
  const perms = choices.flatMap((c) => (typeof c === 'number' && wanted(t.permanent(c)) ? [t.permanent(c)!] : []));
  const damage = effects.find((e) => e.do === 'damage' && e.to === 'target');
  const amount = damage?.do === 'damage' && typeof damage.amount === 'number' ? damage.amount : undefined;
  const killed = amount === undefined ? perms : perms.filter((p) => toughnessOf(t, p) - p.damage <= amount);
  const strongest = (ps: Permanent[]) => ps.reduce((a, b) => (powerOf(t, b) > powerOf(t, a) ? b : a));
  if (killed.length > 0) return strongest(killed).id;
  const player = helps ? undefined : choices.find((c) => typeof c === 'string' && opponents.includes(c));
  if (player !== undefined && spec.kind !== 'creature') return player;
  if (perms.length > 0) return strongest(perms).id;
  return choices[0]!;
}
