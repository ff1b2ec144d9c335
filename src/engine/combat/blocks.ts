import type { RuleError } from '../result';
import { COMBAT_RULES } from './rules';
import {
  colourWord,
  has,
  label,
  opponentOf,
  PROTECTION_FROM,
  protectingType,
  type AttackTarget,
  type Attacks,
  type Blocks,
  type Combatant,
  type CombatantId,
  type Side,
} from './model';

/**
 * Who may attack and who may block whom: the declare attackers step (CR 508)
 * and declare blockers step (CR 509), with the keyword restrictions that
 * apply there. Every check names the rule it enforces; a declaration is
 * legal exactly when no check finds a problem.
 */

function error(rule: string, message: string): RuleError {
  return { rule, message };
}

function indexById(combatants: readonly Combatant[]): ReadonlyMap<CombatantId, Combatant> {
  return new Map(combatants.map((c) => [c.id, c]));
}

/**
 * Builds the attack map from declared pairs, refusing a creature declared
 * twice: a Map would silently keep only the last one (CR 508.1a: each chosen
 * creature attacks one player, planeswalker or battle).
 */
export function attacksFrom(
  pairs: readonly (readonly [CombatantId, AttackTarget])[],
): { ok: true; attacks: Attacks } | { ok: false; error: RuleError } {
  const attacks = new Map<CombatantId, AttackTarget>();
  for (const [attacker, target] of pairs) {
    if (attacks.has(attacker)) {
      return { ok: false, error: error(COMBAT_RULES.attackTwice, `Creature #${attacker} is declared as an attacker twice; a creature attacks only once.`) };
    }
    attacks.set(attacker, target);
  }
  return { ok: true, attacks };
}

/**
 * Builds the block map from declared pairs, refusing a blocker declared
 * twice (CR 509.1a: each creature blocks one attacker, unless an ability
 * says otherwise, and none here does).
 */
export function blocksFrom(
  pairs: readonly (readonly [CombatantId, CombatantId])[],
): { ok: true; blocks: Blocks } | { ok: false; error: RuleError } {
  const blocks = new Map<CombatantId, CombatantId>();
  for (const [blocker, attacker] of pairs) {
    if (blocks.has(blocker)) {
      return { ok: false, error: error(COMBAT_RULES.blockTwice, `Creature #${blocker} is declared as blocking twice; a creature blocks only one attacker.`) };
    }
    blocks.set(blocker, attacker);
  }
  return { ok: true, blocks };
}

/** Why `c` cannot attack for `side` this turn, if it cannot. */
export function cannotAttack(c: Combatant, side: Side): RuleError | undefined {
  if (c.controller !== side) {
    return error(COMBAT_RULES.attackOwn, `${label(c)} is not under the attacking side's control.`);
  }
  if (c.tapped) return error(COMBAT_RULES.attackTapped, `${label(c)} is tapped; only untapped creatures attack.`);
  if (has(c, 'defender')) return error(COMBAT_RULES.defender, `${label(c)} has defender and can't attack.`);
  if (c.sick && !has(c, 'haste')) {
    return error(COMBAT_RULES.summoningSick, `${label(c)} came under your control this turn and has no haste, so it can't attack yet.`);
  }
  return undefined;
}

/**
 * Magic Crawl has no opponent: encounter creatures attack the player, and
 * the player's creatures attack an encounter creature directly.
 */
function wrongTarget(attacker: Combatant, target: AttackTarget, byId: ReadonlyMap<CombatantId, Combatant>): RuleError | undefined {
  if (attacker.controller === 'encounter') {
    return target === 'player'
      ? undefined
      : error(COMBAT_RULES.attackTarget, `${label(attacker)} is an encounter creature; it attacks the player.`);
  }
  if (target === 'player') {
    return error(COMBAT_RULES.attackTarget, `${label(attacker)} must attack an encounter creature; there is no opponent to attack.`);
  }
  const defender = byId.get(target);
  if (!defender) return error(COMBAT_RULES.unknownCreature, `${label(attacker)} attacks creature #${target}, which is not in this combat.`);
  if (defender.controller !== 'encounter') {
    return error(COMBAT_RULES.attackTarget, `${label(attacker)} can attack only an encounter creature, not ${label(defender)}.`);
  }
  return undefined;
}

/** Every problem with a declaration of attackers for `side`; empty when it is legal. */
export function checkAttacks(combatants: readonly Combatant[], attacks: Attacks, side: Side): RuleError[] {
  const byId = indexById(combatants);
  const errors: RuleError[] = [];
  for (const [id, target] of attacks) {
    const attacker = byId.get(id);
    if (!attacker) {
      errors.push(error(COMBAT_RULES.unknownCreature, `Creature #${id} is declared as an attacker but is not in this combat.`));
      continue;
    }
    const problem = cannotAttack(attacker, side) ?? wrongTarget(attacker, target, byId);
    if (problem) errors.push(problem);
  }
  return errors;
}

/** Attackers that become tapped as they attack: all but those with vigilance (CR 508.1f, 702.20b). */
export function tappedByAttacking(attacks: Attacks, combatants: readonly Combatant[]): CombatantId[] {
  const byId = indexById(combatants);
  return [...attacks.keys()].filter((id) => {
    const c = byId.get(id);
    return c !== undefined && !has(c, 'vigilance');
  });
}

/**
 * Why `blocker` cannot block `attacker`, if it cannot, looking at the two
 * creatures alone (menace depends on the other blockers; see checkBlocks).
 */
export function cannotBlock(blocker: Combatant, attacker: Combatant): RuleError | undefined {
  if (blocker.controller !== opponentOf(attacker.controller)) {
    return error(COMBAT_RULES.blockOwn, `${label(blocker)} is on the attacking side and can't block ${label(attacker)}.`);
  }
  if (blocker.tapped) return error(COMBAT_RULES.blockTapped, `${label(blocker)} is tapped; only untapped creatures block.`);
  if (has(attacker, 'flying') && !has(blocker, 'flying') && !has(blocker, 'reach')) {
    return error(COMBAT_RULES.flying, `${label(attacker)} has flying; only a creature with flying or reach can block it, and ${label(blocker)} has neither.`);
  }
  const barred = blocker.colours.find((colour) => has(attacker, PROTECTION_FROM[colour]));
  if (barred) {
    return error(COMBAT_RULES.protection, `${label(attacker)} has protection from ${colourWord(barred)}, so ${label(blocker)} can't block it.`);
  }
  const type = protectingType(attacker, blocker);
  if (type) return error(COMBAT_RULES.protection, `${label(attacker)} has protection from ${type}s, so ${label(blocker)} can't block it.`);
  return undefined;
}

/**
 * Every problem with a declaration of blockers against `attacks`; empty when
 * it is legal. `more`: the further attackers of a creature that can block
 * any number (CR 509.1a), checked like the others.
 */
export function checkBlocks(
  combatants: readonly Combatant[],
  attacks: Attacks,
  blocks: Blocks,
  more: ReadonlyMap<CombatantId, readonly CombatantId[]> = new Map(),
): RuleError[] {
  const byId = indexById(combatants);
  const errors: RuleError[] = [];
  const blockerCount = new Map<CombatantId, number>();
  const pairs = [...blocks, ...[...more].flatMap(([b, as]) => as.map((a) => [b, a] as const))];
  for (const [blockerId, attackerId] of pairs) {
    const blocker = byId.get(blockerId);
    if (!blocker) {
      errors.push(error(COMBAT_RULES.unknownCreature, `Creature #${blockerId} is declared as a blocker but is not in this combat.`));
      continue;
    }
    const attacker = byId.get(attackerId);
    if (!attacker || !attacks.has(attackerId)) {
      errors.push(error(COMBAT_RULES.notAttacking, `${label(blocker)} is declared to block creature #${attackerId}, which is not attacking.`));
      continue;
    }
    const problem = cannotBlock(blocker, attacker);
    if (problem) errors.push(problem);
    blockerCount.set(attackerId, (blockerCount.get(attackerId) ?? 0) + 1);
  }
  for (const [attackerId, count] of blockerCount) {
    const attacker = byId.get(attackerId)!;
    if (count === 1 && has(attacker, 'menace')) {
      errors.push(error(COMBAT_RULES.menace, `${label(attacker)} has menace; it can't be blocked except by two or more creatures.`));
    }
  }
  return errors;
}
