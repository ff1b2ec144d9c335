import type { Ability, Effect, TargetSpec, TriggerEvent } from '../cards/abilities';
import { cardInfo } from './card-db';
import { powerOf, toughnessOf } from './characteristics';
import { endDelayed, resolveEffects } from './effects';
import { askMay, onlyHurts, resolveTriggered } from './may';
import { resolveMadness } from './madness';
import { reboundUpkeep, resolveRebound } from './rebound';
import type { CardRef, DelayedEnd, Permanent, TargetRef, TriggerOnStack } from './schema';
import type { Seat, Table } from './table';
import { legalTargets, matchesFilter, refName, targetProblem } from './targets';
import { lastTurnWas } from './zones';

/**
 * Triggered abilities (CR 603). With no stack, a trigger resolves as soon as
 * its event has happened. Yours asks for a target when there is a choice;
 * an encounter creature's chooses by the foe rule below.
 *
 * In a game that keeps a stack (a game of players, who may respond), a
 * trigger waits instead: the variant puts the waiting ones on the stack the
 * next time a player would receive priority (`stackTriggers`, CR 603.3),
 * the active player's first, their targets chosen as they go on, and they
 * resolve from the stack like any spell (`resolveTrigger`).
 */

export type Trigger = Extract<Ability, { kind: 'trigger' }>;

/** What a trigger's event names besides its source: the other creature in a block, say. */
export interface TriggerFacts {
  readonly that?: number;
  /** The player its event names ("that player": the one dealt the combat damage). */
  readonly player?: Seat;
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
  for (const [ability, index] of triggersOf(p.card, event)) {
    // Renown's "if it isn't renowned" (CR 603.4): a renowned permanent's renown does not trigger.
    if (p.renowned && ability.effects.every((e) => e.do === 'renown')) continue;
    // "Whenever another creature with power 3 or greater enters …": the creature the event names must match as it happens.
    const that = ability.thatFilter && facts.that !== undefined ? t.permanent(facts.that) : undefined;
    if (ability.thatFilter && (!that || !matchesFilter(t, that, ability.thatFilter, { id: p.id, controller: p.controller }))) continue;
    // The werewolves' "if no spells were cast last turn" (CR 603.4): last turn is over, so it holds as it resolves too.
    if (ability.ifLastTurn && !lastTurnWas(t, ability.ifLastTurn)) continue;
    runTrigger(t, p, ability, index, facts);
  }
}

/** The upkeep of `seat`'s turn: "at the beginning of your upkeep" of its permanents, "of each upkeep" of every permanent. */
export function upkeepTriggers(t: Table, seat: Seat): void {
  fireAll(t, (when, p) => (when === 'your-upkeep' && p.controller === seat) || when === 'each-upkeep');
  // A card exiled by rebound is cast again at its owner's next upkeep (rebound.ts).
  reboundUpkeep(t, seat);
}

/** Fires on every permanent on the battlefield, in battlefield order (yours and the encounter's). */
export function fireAll(t: Table, event: (when: TriggerEvent, p: Permanent) => boolean, facts: (p: Permanent) => TriggerFacts = () => ({})): void {
  // Most permanents have no triggered ability: only those that have one are visited (the table knows them).
  const ids = t.triggerSources();
  if (ids.length === 0) return;
  // As they were when the event happened, each passed over if a trigger before it has taken it away.
  const before = ids.map((id) => t.permanent(id));
  for (const p of before) {
    if (!p || !t.permanent(p.id)) continue;
    fire(t, p, (w) => event(w, p), facts(p));
  }
}

/** One trigger: its target chosen (or asked for), then its effects. */
export function runTrigger(t: Table, p: Permanent, ability: Trigger | Extract<Ability, { kind: 'etb' }>, index: number, facts: TriggerFacts = {}): void {
  if (t.s.stack) {
    waitingOf(t).push({
      kind: 'trigger',
      source: p.id,
      card: p.card,
      ability: index,
      controller: p.controller,
      ...(facts.that !== undefined ? { that: facts.that } : {}),
      ...(facts.player !== undefined ? { player: facts.player } : {}),
    });
    return;
  }
  const colours = cardInfo(p.card).def.colours;
  // "You may" by the stated rule: taken unless it could only hurt (magic/may.ts onlyHurts); Magic Crawl's triggers resolve at once.
  if (ability.optional && onlyHurts(t, p.controller, ability.effects)) return;
  if (!ability.target) {
    t.emit({ type: 'triggered', card: p.card });
    resolveEffects(t, ability.effects, { source: p.card, sourceId: p.id, colours, controller: p.controller, that: facts.that, ...(facts.player !== undefined ? { player: facts.player } : {}), x: 0 });
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
  resolveEffects(t, ability.effects, { source: p.card, sourceId: p.id, colours, controller: p.controller, target, that: facts.that, ...(facts.player !== undefined ? { player: facts.player } : {}), x: 0 });
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
  // Energy got or paid says nothing of whom the ability helps.
  const acting = effects.filter((e) => e.do !== 'energy' && e.do !== 'payEnergy');
  const helps = acting.length > 0 && acting.every((e) => HELPS.has(e.do));
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

// ── Triggers on the stack (a game that keeps one) ──────────────────────────

/** The triggers of an action that have triggered and not yet gone on the stack, in the order they triggered. */
const waiting = new WeakMap<Table, TriggerOnStack[]>();

function waitingOf(t: Table): TriggerOnStack[] {
  let list = waiting.get(t);
  if (!list) waiting.set(t, (list = []));
  return list;
}

/** A delayed trigger (CR 603.7) has triggered: it waits to go on the stack like any other. */
export function delayedTrigger(t: Table, p: Permanent, then: DelayedEnd): void {
  waitingOf(t).push({ kind: 'trigger', source: p.id, card: p.card, delayed: then, controller: p.controller });
}

/** Madness's trigger (CR 702.35a): card `card`, just discarded into `seat`'s exile, waits to go on the stack (madness.ts). */
export function madnessTrigger(t: Table, seat: Seat, card: CardRef): void {
  waitingOf(t).push({ kind: 'trigger', source: card.id, card: card.card, madness: true, controller: seat });
}

/** Rebound's trigger (CR 702.88a): card `card` of `seat`'s exile waits to go on the stack at their upkeep (rebound.ts). */
export function reboundTrigger(t: Table, seat: Seat, card: CardRef): void {
  waitingOf(t).push({ kind: 'trigger', source: card.id, card: card.card, rebound: true, controller: seat });
}

/** How many triggers wait to go on the stack. */
export function waitingTriggers(t: Table): number {
  return waiting.get(t)?.length ?? 0;
}

/** Forgets the waiting triggers (the game has ended). */
export function dropWaitingTriggers(t: Table): void {
  waiting.delete(t);
}

/** The ability a trigger on the stack stands for (undefined for a delayed trigger). */
function abilityOf(item: TriggerOnStack): Extract<Ability, { kind: 'etb' | 'trigger' }> | undefined {
  if (item.ability === undefined) return undefined;
  const a = cardInfo(item.card).abilities[item.ability];
  return a && (a.kind === 'etb' || a.kind === 'trigger') ? a : undefined;
}

/** The legal targets of a trigger on the stack, seen from its controller (its source may have left: "dies" looks back). */
function choicesOf(t: Table, item: TriggerOnStack, spec: TargetSpec): TargetRef[] {
  return legalTargets(t, spec, cardInfo(item.card).def.colours, { id: item.source, controller: item.controller }, item.card);
}

/**
 * CR 603.3: the waiting triggers go on the stack, each player's in the order
 * they triggered, the active player's first and then the others' in turn
 * order, so that the last player's resolve first (APNAP, 603.3b). A "you
 * may" that could only hurt (a draw from an empty library) is left off; any
 * other is asked as it resolves (CR 603.5, `resolveTrigger`). A trigger
 * with no legal target is removed (603.3d); with one it takes it; with more
 * its controller is asked (`askTriggerTarget`), unless the rules choose for
 * that seat. Returns whether anything went on the stack.
 */
export function stackTriggers(t: Table, active: Seat): boolean {
  const list = waiting.get(t);
  if (!list || list.length === 0 || !t.s.stack) return false;
  waiting.delete(t);
  const seats = t.seating.seats(t.s);
  const from = Math.max(0, seats.indexOf(active));
  const turnOrder = [...seats.slice(from), ...seats.slice(0, from)];
  const order = [...turnOrder.flatMap((seat) => list.filter((i) => i.controller === seat)), ...list.filter((i) => !turnOrder.includes(i.controller))];
  let put = false;
  for (const item of order) {
    const ability = abilityOf(item);
    // One that could only hurt is not put on the stack; one that is asks its controller as it resolves (magic/may.ts).
    if (ability?.optional && onlyHurts(t, item.controller, ability.effects)) continue;
    let placed: TriggerOnStack = item;
    if (ability?.target) {
      const choices = choicesOf(t, item, ability.target);
      if (choices.length === 0) continue;
      if (choices.length === 1) placed = { ...item, target: choices[0]! };
      else if (t.seating.automatic(item.controller)) placed = { ...item, target: automaticChoice(t, item.controller, choices, ability.target, ability.effects) };
    }
    t.s.stack = [...t.s.stack, placed];
    put = true;
    if (!ability?.target || placed.target !== undefined) announce(t, placed);
  }
  return put;
}

/** A trigger is on the stack with its target: said, and a permanent it targets "becomes the target". */
function announce(t: Table, item: TriggerOnStack): void {
  t.emit({ type: 'triggered', card: item.card, ...(item.target !== undefined ? { target: refName(t, item.target)! } : {}), ...(item.madness ? { madness: true } : {}), ...(item.rebound ? { rebound: true } : {}) });
  const target = item.target;
  if (typeof target === 'number' && t.permanent(target)) fireAll(t, (when, q) => when === 'becomes-target' && q.id === target);
}

/** The lowest trigger on the stack still waiting for its target, and its index. */
function untargeted(t: Table): { item: TriggerOnStack; index: number; spec: TargetSpec } | undefined {
  const stack = t.s.stack ?? [];
  for (let index = 0; index < stack.length; index++) {
    const item = stack[index] as TriggerOnStack;
    if (item.kind !== 'trigger' || item.target !== undefined) continue;
    const spec = abilityOf(item)?.target;
    if (spec) return { item, index, spec };
  }
  return undefined;
}

/**
 * Asks for the next target a trigger on the stack is waiting for (a "trigger"
 * prompt), unless a question is open already; returns the seat asked (the
 * trigger's controller). A trigger whose legal targets have meanwhile fallen
 * to one takes it, to none is removed.
 */
export function askTriggerTarget(t: Table): Seat | undefined {
  for (let found = untargeted(t); found && !t.s.prompt; found = untargeted(t)) {
    const { item, index, spec } = found;
    const choices = choicesOf(t, item, spec);
    if (choices.length <= 1) {
      const stack = [...t.s.stack!];
      const targeted: TriggerOnStack | undefined = choices.length === 1 ? { ...item, target: choices[0]! } : undefined;
      if (targeted) stack[index] = targeted;
      else stack.splice(index, 1);
      t.s.stack = stack;
      if (targeted) announce(t, targeted);
      continue;
    }
    t.s.prompt = { type: 'trigger', source: item.source, card: item.card, ability: item.ability! };
    t.emit({ type: 'awaitingTarget', card: item.card });
    return item.controller;
  }
  return undefined;
}

/** The trigger on the stack a "trigger" prompt asks about, with its index. */
export function promptedOnStack(t: Table): { item: TriggerOnStack; index: number } | undefined {
  const prompt = t.s.prompt;
  const found = untargeted(t);
  if (!prompt || prompt.type !== 'trigger' || !found) return undefined;
  return found.item.source === prompt.source && found.item.ability === prompt.ability ? { item: found.item, index: found.index } : undefined;
}

/** The answer to a trigger's question on the stack: its target is set, and said. */
export function targetOnStack(t: Table, index: number, target: TargetRef): void {
  const stack = [...t.s.stack!];
  const item = { ...(stack[index] as TriggerOnStack), target };
  stack[index] = item;
  t.s.stack = stack;
  t.s.prompt = null;
  announce(t, item);
}

/**
 * A trigger resolves from the stack: its effects, by its controller, even if
 * its source has left (CR 113.7a); one whose target has become illegal does
 * not resolve (CR 608.2b). A "you may" is asked of its controller now
 * (CR 603.5, magic/may.ts). A delayed trigger sacrifices or destroys its
 * permanent, if it is still there.
 */
export function resolveTrigger(t: Table, item: TriggerOnStack): void {
  if (item.madness) {
    resolveMadness(t, item.controller, item.source);
    return;
  }
  if (item.rebound) {
    resolveRebound(t, item.controller, item.source);
    return;
  }
  if (item.delayed) {
    const p = t.permanent(item.source);
    if (!p) return;
    endDelayed(t, p, item.delayed);
    return;
  }
  const ability = abilityOf(item);
  if (!ability) return;
  const colours = cardInfo(item.card).def.colours;
  if (ability.target) {
    if (item.target === undefined) return;
    if (targetProblem(t, ability.target, item.target, colours, { id: item.source, controller: item.controller }, item.card)) {
      t.emit({ type: 'fizzled', card: item.card });
      return;
    }
  }
  // "You may" (CR 603.5): chosen now, as it resolves, by its controller (magic/may.ts).
  if (askMay(t, item, ability)) return;
  resolveTriggered(t, item, ability.effects);
}
