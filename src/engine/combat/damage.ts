import type { RuleError } from '../result';
import { COMBAT_RULES } from './rules';
import {
  has,
  isProtectedFrom,
  label,
  opponentOf,
  PROTECTION_FROM,
  protectionColours,
  protectingType,
  type Attacks,
  type Blocks,
  type Combatant,
  type CombatantId,
  type Keyword,
  type Side,
} from './model';

/**
 * The combat damage step (CR 510), with the keywords that change it: first
 * strike and double strike split it in two, trample and deathtouch change
 * how an attacker divides its damage, protection prevents damage, lifelink
 * gains life, and deathtouch and indestructible change who is destroyed
 * afterwards. Declarations are taken as made: whether they were legal is
 * blocks.ts's question, asked when they were declared (CR 509.1).
 */

export type Life = Readonly<Record<Side, number>>;

export interface Combat {
  readonly combatants: readonly Combatant[];
  readonly attacks: Attacks;
  readonly blocks: Blocks;
  /**
   * For an attacker blocked by two or more creatures, its blockers in the
   * order its controller gives them damage; by default, the order the blocks
   * were declared in. Since Magic: The Gathering Foundations (2024) the rules
   * let the attacker divide its damage freely among its blockers (CR 510.1c);
   * "lethal to each in turn" is one such division, and exactly the one the
   * older damage assignment order rule required, so it is right under both.
   */
  readonly damageOrder?: ReadonlyMap<CombatantId, readonly CombatantId[]>;
  /**
   * A blocker that blocks more than one attacker ("can block any number of
   * creatures", CR 509.1a): the attackers it blocks besides its one in `blocks`.
   */
  readonly moreBlocked?: ReadonlyMap<CombatantId, readonly CombatantId[]>;
  readonly life: Life;
}

export type CombatStep = 'first-strike' | 'regular';

export type DamageTarget = { readonly kind: 'player'; readonly side: Side } | { readonly kind: 'creature'; readonly id: CombatantId };

export type CombatEvent =
  | { readonly type: 'damageDealt'; readonly source: CombatantId; readonly to: DamageTarget; readonly amount: number }
  /** `by`: the protection keyword, of a colour or (for "protection from Demons") a creature type. */
  | { readonly type: 'damagePrevented'; readonly source: CombatantId; readonly to: DamageTarget; readonly amount: number; readonly by: string }
  | { readonly type: 'lifeLost'; readonly side: Side; readonly amount: number; readonly source: CombatantId }
  | { readonly type: 'lifeGained'; readonly side: Side; readonly amount: number; readonly source: CombatantId }
  | { readonly type: 'destroyed'; readonly id: CombatantId; readonly cause: 'lethal-damage' | 'deathtouch' };

export interface StepResult {
  readonly step: CombatStep;
  readonly events: readonly CombatEvent[];
}

export interface CombatOutcome {
  readonly ok: true;
  /** One combat damage step, or two when a creature in combat has first strike or double strike. */
  readonly steps: readonly StepResult[];
  /** The creatures still on the battlefield, in input order, with their damage marked. */
  readonly combatants: readonly Combatant[];
  readonly destroyed: readonly CombatantId[];
  readonly life: Life;
}

export type CombatResolved = CombatOutcome | { readonly ok: false; readonly error: RuleError };

/** One creature's combat damage to one recipient, before prevention. */
interface Assignment {
  readonly source: Combatant;
  readonly to: DamageTarget;
  readonly amount: number;
}

/**
 * The damage `source` must assign to `target` before it may assign more
 * elsewhere: what is left of its toughness after damage already marked and
 * damage other creatures assign it in the same step (CR 510.1c, 702.19b),
 * but only 1 from a source with deathtouch (CR 702.2c). Prevention is not
 * taken into account (CR 510.1c).
 */
export function lethalDamage(target: Combatant, source: Combatant, assignedThisStep = 0): number {
  const left = Math.max(0, target.toughness - target.damage - assignedThisStep);
  return has(source, 'deathtouch') ? Math.min(1, left) : left;
}

/**
 * Divides an attacker's damage among its blockers in order: each gets
 * lethal damage before the next gets any. What is left goes to the attacked
 * player or creature if the attacker tramples over (CR 702.19b), otherwise
 * onto the last blocker.
 */
export function assignInOrder(
  power: number,
  lethal: readonly number[],
  trampleOver: boolean,
): { readonly toBlockers: readonly number[]; readonly toTarget: number } {
  let left = Math.max(0, power);
  const toBlockers = lethal.map((needed) => {
    const given = Math.min(needed, left);
    left -= given;
    return given;
  });
  if (left > 0 && trampleOver) return { toBlockers, toTarget: left };
  if (left > 0 && toBlockers.length > 0) toBlockers[toBlockers.length - 1]! += left;
  return { toBlockers, toTarget: 0 };
}

/** Whether a creature assigns combat damage in a step (CR 510.4, 702.7b, 702.4b). */
function dealsIn(c: Combatant, step: CombatStep, twoSteps: boolean): boolean {
  const first = has(c, 'first-strike') || has(c, 'double-strike');
  if (step === 'first-strike') return first;
  return !twoSteps || !first || has(c, 'double-strike');
}

/** Mutable bookkeeping for one resolution; never escapes it. */
interface Board {
  readonly byId: ReadonlyMap<CombatantId, Combatant>;
  readonly damage: Map<CombatantId, number>;
  readonly alive: Set<CombatantId>;
  readonly life: Record<Side, number>;
}

/** The combatant with the damage marked on it so far: itself when that has not changed (no copy, the hot path). */
function current(board: Board, id: CombatantId): Combatant {
  const c = board.byId.get(id)!;
  const damage = board.damage.get(id)!;
  // Object.assign, not a spread: combatants come in several shapes, and V8 copies those much faster this way.
  return damage === c.damage ? c : Object.assign({}, c, { damage });
}

/** lethalDamage for a combatant on the board, its damage so far read from the board rather than from a copy. */
function lethalOnBoard(board: Board, id: CombatantId, source: Combatant, assignedThisStep: number): number {
  const target = board.byId.get(id)!;
  const left = Math.max(0, target.toughness - board.damage.get(id)! - assignedThisStep);
  return has(source, 'deathtouch') ? Math.min(1, left) : left;
}

/** Resolves the combat damage step(s) of a declared combat. Pure: the input is never changed. */
export function resolveCombatDamage(combat: Combat): CombatResolved {
  const problem = malformed(combat);
  if (problem) return { ok: false, error: problem };

  // One loop over the combatants rather than a map() and a pair per entry for each: this runs at every combat.
  const byId = new Map<CombatantId, Combatant>();
  const damage = new Map<CombatantId, number>();
  const alive = new Set<CombatantId>();
  for (const c of combat.combatants) {
    byId.set(c.id, c);
    damage.set(c.id, c.damage);
    alive.add(c.id);
  }
  const board: Board = { byId, damage, alive, life: { ...combat.life } };
  const twoSteps = someIn(combat.attacks.keys(), byId, firstStrikes) || someIn(combat.blocks.keys(), byId, firstStrikes);
  const stepNames: CombatStep[] = twoSteps ? ['first-strike', 'regular'] : ['regular'];

  const steps: StepResult[] = [];
  const destroyed: CombatantId[] = [];
  for (const step of stepNames) {
    const assignments = assign(combat, board, step, twoSteps);
    const { events, deathtouched } = deal(board, assignments);
    for (const event of stateBasedActions(board, deathtouched)) {
      events.push(event);
      destroyed.push(event.id);
    }
    steps.push({ step, events });
  }

  return {
    ok: true,
    steps,
    combatants: stillThere(combat.combatants, board),
    destroyed,
    life: { ...board.life },
  };
}

const firstStrikes = (c: Combatant) => has(c, 'first-strike') || has(c, 'double-strike');

function someIn(ids: Iterable<CombatantId>, byId: ReadonlyMap<CombatantId, Combatant>, test: (c: Combatant) => boolean): boolean {
  for (const id of ids) if (test(byId.get(id)!)) return true;
  return false;
}

/** The combatants still on the battlefield, in input order, with their damage marked. */
function stillThere(combatants: readonly Combatant[], board: Board): Combatant[] {
  const out: Combatant[] = [];
  for (const c of combatants) if (board.alive.has(c.id)) out.push(current(board, c.id));
  return out;
}

/** The blockers of an attacker in the order it deals damage to them. */
function blockersInOrder(combat: Combat, attackerId: CombatantId): CombatantId[] {
  const given = combat.damageOrder?.get(attackerId);
  if (given) return [...given];
  return blockersOf(combat, attackerId);
}

/** Every creature blocking `attackerId`, in the order the blocks were declared, those blocking several last. */
function blockersOf(combat: Combat, attackerId: CombatantId): CombatantId[] {
  const out: CombatantId[] = [];
  for (const [b, a] of combat.blocks) if (a === attackerId) out.push(b);
  if (combat.moreBlocked) for (const [b, as] of combat.moreBlocked) if (as.includes(attackerId) && !out.includes(b)) out.push(b);
  return out;
}

/** The attackers `blockerId` blocks: its one in `blocks`, then any more. */
function blockedBy(combat: Combat, blockerId: CombatantId): CombatantId[] {
  const first = combat.blocks.get(blockerId);
  return first === undefined ? [] : [first, ...(combat.moreBlocked?.get(blockerId) ?? []).filter((a) => a !== first)];
}

/** How each creature that deals damage in this step assigns it (CR 510.1). */
function assign(combat: Combat, board: Board, step: CombatStep, twoSteps: boolean): Assignment[] {
  const assignments: Assignment[] = [];
  const pending = new Map<CombatantId, number>();
  const give = (source: Combatant, to: DamageTarget, amount: number) => {
    if (amount <= 0) return; // CR 120.8: a source dealing 0 damage deals no damage
    assignments.push({ source, to, amount });
    if (to.kind === 'creature') pending.set(to.id, (pending.get(to.id) ?? 0) + amount);
  };
  const deals = (id: CombatantId) => {
    const c = board.byId.get(id)!;
    return board.alive.has(id) && c.power > 0 && dealsIn(c, step, twoSteps);
  };

  for (const [attackerId, attacked] of combat.attacks) {
    if (!deals(attackerId)) continue;
    const attacker = board.byId.get(attackerId)!;
    const target: DamageTarget | undefined =
      attacked === 'player'
        ? { kind: 'player', side: opponentOf(attacker.controller) }
        : board.alive.has(attacked)
          ? { kind: 'creature', id: attacked }
          : undefined; // CR 510.1b: the attacked creature is gone, so nothing to hit
    const declared = blockersInOrder(combat, attackerId);
    const blockers = declared.filter((id) => board.alive.has(id));
    const trampleOver = has(attacker, 'trample') && target !== undefined;

    if (declared.length === 0) {
      if (target) give(attacker, target, attacker.power);
    } else if (blockers.length === 0) {
      // Still blocked (CR 509.1h): no damage, unless trample sends it all on (CR 702.19d).
      if (trampleOver) give(attacker, target!, attacker.power);
    } else {
      const lethal = blockers.map((id) => lethalOnBoard(board, id, attacker, pending.get(id) ?? 0));
      const { toBlockers, toTarget } = assignInOrder(attacker.power, lethal, trampleOver);
      blockers.forEach((id, i) => give(attacker, { kind: 'creature', id }, toBlockers[i]!));
      if (toTarget > 0) give(attacker, target!, toTarget);
    }
  }

  for (const blockerId of combat.blocks.keys()) {
    // CR 510.1d: a blocker whose attackers have left combat deals no damage.
    const attackers = blockedBy(combat, blockerId).filter((id) => board.alive.has(id));
    if (!deals(blockerId) || attackers.length === 0) continue;
    const blocker = board.byId.get(blockerId)!;
    // Blocking several, it divides its damage (CR 510.1d): by the stated rule, lethal to each in the order blocked, the rest to the last.
    const lethal = attackers.map((id) => lethalOnBoard(board, id, blocker, pending.get(id) ?? 0));
    const { toBlockers } = assignInOrder(blocker.power, lethal, false);
    attackers.forEach((id, i) => give(blocker, { kind: 'creature', id }, toBlockers[i]!));
  }
  return assignments;
}

/** Consecutive assignments from the same source; each creature assigns in one run. */
function bySource(assignments: readonly Assignment[]): Assignment[][] {
  const runs: Assignment[][] = [];
  for (const a of assignments) {
    const last = runs[runs.length - 1];
    if (last && last[0]!.source.id === a.source.id) last.push(a);
    else runs.push([a]);
  }
  return runs;
}

/**
 * Deals the assigned damage, all at once (CR 510.2), with its results:
 * protection prevents, damage to a player is life lost (CR 120.3a), damage
 * to a creature is marked on it (CR 120.3e), lifelink gains (CR 702.15b).
 * Returns the creatures a deathtouch source dealt damage to.
 */
function deal(board: Board, assignments: readonly Assignment[]): { events: CombatEvent[]; deathtouched: Set<CombatantId> } {
  const events: CombatEvent[] = [];
  const deathtouched = new Set<CombatantId>();
  for (const run of bySource(assignments)) {
    const source = run[0]!.source;
    let dealt = 0;
    for (const { to, amount } of run) {
      if (to.kind === 'creature') {
        const target = board.byId.get(to.id)!;
        if (isProtectedFrom(target, source)) {
          // CR 702.16e: damage from a source of the stated colour is prevented.
          const colour = protectionColours(target).find((c) => source.colours.includes(c));
          const by = colour ? PROTECTION_FROM[colour] : `protection-from-${protectingType(target, source)!.toLowerCase()}s`;
          events.push({ type: 'damagePrevented', source: source.id, to, amount, by });
          continue;
        }
        events.push({ type: 'damageDealt', source: source.id, to, amount });
        board.damage.set(to.id, board.damage.get(to.id)! + amount);
        if (has(source, 'deathtouch')) deathtouched.add(to.id);
      } else {
        events.push({ type: 'damageDealt', source: source.id, to, amount });
        events.push({ type: 'lifeLost', side: to.side, amount, source: source.id });
        board.life[to.side] -= amount;
      }
      dealt += amount;
    }
    // One life gain for all the damage the source dealt at once, not one per recipient.
    if (has(source, 'lifelink') && dealt > 0) {
      events.push({ type: 'lifeGained', side: source.controller, amount: dealt, source: source.id });
      board.life[source.controller] += dealt;
    }
  }
  return { events, deathtouched };
}

/**
 * State-based actions after a damage step (CR 704.5g, 704.5h): a creature
 * with lethal damage marked, or dealt damage by a deathtouch source, is
 * destroyed, unless it is indestructible (CR 702.12b). Destroyed creatures
 * leave combat and deal no more damage (CR 506.4).
 */
function stateBasedActions(board: Board, deathtouched: ReadonlySet<CombatantId>): Extract<CombatEvent, { type: 'destroyed' }>[] {
  const events: Extract<CombatEvent, { type: 'destroyed' }>[] = [];
  for (const id of board.alive) {
    const c = board.byId.get(id)!;
    if (has(c, 'indestructible')) continue;
    if (board.damage.get(id)! >= c.toughness) events.push({ type: 'destroyed', id, cause: 'lethal-damage' });
    else if (deathtouched.has(id)) events.push({ type: 'destroyed', id, cause: 'deathtouch' });
  }
  for (const { id } of events) board.alive.delete(id);
  return events;
}

const isWhole = (n: number) => Number.isSafeInteger(n);

/**
 * Why a combat cannot be resolved at all: ids that do not fit together,
 * numbers that are not whole, or creatures state-based actions would
 * already have removed. Legality of the declarations is not checked here.
 */
function malformed(combat: Combat): RuleError | undefined {
  const fail = (rule: string, message: string): RuleError => ({ rule, message });
  const byId = new Map<CombatantId, Combatant>();
  for (const c of combat.combatants) {
    if (byId.has(c.id)) return fail(COMBAT_RULES.unknownCreature, `Creature #${c.id} appears twice in this combat.`);
    byId.set(c.id, c);
    if (!isWhole(c.id) || !isWhole(c.power) || !isWhole(c.toughness) || !isWhole(c.damage) || c.damage < 0) {
      return fail(COMBAT_RULES.wholeNumbers, `${label(c)} needs whole numbers for id, power and toughness, and damage of 0 or more.`);
    }
    if (c.toughness <= 0) return fail(COMBAT_RULES.stateBased, `${label(c)} has toughness ${c.toughness} and would already be in the graveyard (CR 704.5f).`);
    if (c.damage >= c.toughness && !has(c, 'indestructible')) {
      return fail(COMBAT_RULES.stateBased, `${label(c)} already has lethal damage marked and would already be destroyed (CR 704.5g).`);
    }
  }
  if (!isWhole(combat.life.player) || !isWhole(combat.life.encounter)) return fail(COMBAT_RULES.wholeNumbers, 'Life totals must be whole numbers.');

  let attackingSide: Side | undefined;
  for (const [id, target] of combat.attacks) {
    const attacker = byId.get(id);
    if (!attacker) return fail(COMBAT_RULES.unknownCreature, `Creature #${id} attacks but is not in this combat.`);
    attackingSide ??= attacker.controller;
    if (attacker.controller !== attackingSide) return fail(COMBAT_RULES.attackOwn, 'Only one side attacks in a combat.');
    if (target !== 'player') {
      const defender = byId.get(target);
      if (!defender) return fail(COMBAT_RULES.unknownCreature, `${label(attacker)} attacks creature #${target}, which is not in this combat.`);
      if (defender.controller === attacker.controller) return fail(COMBAT_RULES.attackTarget, `${label(attacker)} attacks a creature on its own side.`);
    }
  }
  for (const [blockerId, attackerId] of combat.blocks) {
    const blocker = byId.get(blockerId);
    if (!blocker) return fail(COMBAT_RULES.unknownCreature, `Creature #${blockerId} blocks but is not in this combat.`);
    if (!combat.attacks.has(attackerId)) return fail(COMBAT_RULES.notAttacking, `${label(blocker)} blocks creature #${attackerId}, which is not attacking.`);
    if (blocker.controller === attackingSide) return fail(COMBAT_RULES.blockOwn, `${label(blocker)} is on the attacking side and can't block.`);
  }
  for (const [blockerId, more] of combat.moreBlocked ?? []) {
    if (!combat.blocks.has(blockerId)) return fail(COMBAT_RULES.unknownCreature, `Creature #${blockerId} blocks more attackers but none in the blocks.`);
    const notAttacking = more.find((a) => !combat.attacks.has(a));
    if (notAttacking !== undefined) return fail(COMBAT_RULES.notAttacking, `Creature #${blockerId} blocks creature #${notAttacking}, which is not attacking.`);
  }
  for (const [attackerId, order] of combat.damageOrder ?? []) {
    const blockers = blockersOf(combat, attackerId);
    const same = order.length === blockers.length && blockers.every((b) => order.includes(b));
    if (!same) {
      return fail(COMBAT_RULES.damageOrder, `The damage order for creature #${attackerId} must list each of its blockers once: ${blockers.map((b) => `#${b}`).join(', ') || 'it has none'}.`);
    }
  }
  return undefined;
}
