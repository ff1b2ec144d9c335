import { cannotAttack, cannotBlock, checkBlocks, resolveCombatDamage, type AttackTarget, type Combatant, type CombatantId, type Side } from '../../combat';
import { cardInfo } from '../../magic/card-db';
import { combatantOf, hasKeyword, hasRule } from '../../magic/characteristics';
import { changeLife, combatDamagePrevented, dealtDamage, gainedLife, hurtBy, preventedTo, regenerated } from '../../magic/effects';
import { attackWhenProblem, evasionProblem, landwalkProblem, pacifiedProblem } from '../../magic/evasion';
import type { Permanent } from '../../magic/schema';
import { fail, OK, type TableResult } from '../../magic/table';
import { fire, fireAll } from '../../magic/triggers';
import { leave } from '../../magic/zones';
import type { RuleError } from '../../result';
import type { DuelSeat, DuelSetup } from './schema';
import { isOut, playing, seatName, type DuelTable } from './seating';

/**
 * Combat at a table of many players (CR 506-511, 802 "attack multiple
 * players"): the active player declares each attacker at a player of their
 * choice, one creature at a time, and ends the declaration; then each
 * attacked player, in turn order, declares their blockers among the
 * creatures attacking them; then combat damage. Everything else a
 * declaration must respect (flying, protection, menace, landwalk,
 * intimidate, "can't block") is the Magic core's.
 */

export const DUEL_COMBAT_RULES = {
  notAttackers: 'duel.combat.declare-attackers',
  notBlockers: 'duel.combat.declare-blockers',
  attackTarget: 'duel.combat.attack-a-player',
  pacified: 'magic.combat.cannot-attack-or-block',
  mustAttack: 'mtg.508.1d.attacks-if-able',
  alone: 'mtg.506.5.cant-attack-or-block-alone',
  oneBlocker: 'mtg.509.1b.blocked-by-one-at-most',
  notYours: 'mtg.509.1a.blocker-control',
} as const;

type Attack = { readonly id: number; readonly target: string };

/** The combat as the combat rules see one pair: the attacking player's creatures on one side, the defender's on the other. */
function sided(t: DuelTable, p: Permanent, attacker: string): Combatant {
  const c = combatantOf(t, p);
  const side: Side = p.controller === attacker ? 'player' : 'encounter';
  return c.controller === side ? c : { ...c, controller: side };
}

/** Why `p` can't attack `player` now, if it can't. */
export function attackProblem(t: DuelTable, setup: DuelSetup, p: Permanent, player: string): RuleError | undefined {
  const active = t.s.phase.type === 'turn' ? t.s.phase.seat : undefined;
  if (p.controller !== active || !cardInfo(p.card).creature) return { rule: DUEL_COMBAT_RULES.attackTarget, message: `${p.card} is not a creature of the attacking player.` };
  if (player === active || isOut(t.s, player) || !playing(t.s).includes(player as DuelSeat)) {
    return { rule: DUEL_COMBAT_RULES.attackTarget, message: `${p.card} attacks an opponent still in the game; ${seatName(setup, player)} is not one.` };
  }
  const pacified = pacifiedProblem(t, p);
  if (pacified) return pacified;
  return cannotAttack(sided(t, p, active), 'player') ?? attackCondition(t, setup, p, player);
}

/** "can't attack unless defending player controls an Island" (CR 508.1c). */
function attackCondition(t: DuelTable, setup: DuelSetup, p: Permanent, player: string): RuleError | undefined {
  const when = attackWhenProblem(t, p);
  if (when) return { rule: 'mtg.508.1c.attack-restriction', message: when };
  const only = hasRule(p, 'attacks-only-if');
  if (!only) return undefined;
  if (t.s.battlefield.some((q) => q.controller === player && cardInfo(q.card).def.subtypes.includes(only.defenderControls))) return undefined;
  return { rule: 'mtg.508.1c.attack-restriction', message: `${p.card} can't attack unless the defending player controls a ${only.defenderControls}, and ${seatName(setup, player)} controls none.` };
}

/** The active player's creatures that could attack someone now. */
export function possibleAttackers(t: DuelTable, setup: DuelSetup, seat: DuelSeat): Permanent[] {
  const foes = playing(t.s).filter((s) => s !== seat);
  return t.s.battlefield.filter((p) => p.controller === seat && cardInfo(p.card).creature && !p.tapped && foes.some((f) => !attackProblem(t, setup, p, f)));
}

/** Declares `creature` an attacker of `player`, or takes it back if it attacks them already. */
export function toggleAttack(t: DuelTable, setup: DuelSetup, seat: DuelSeat, creature: number, player: string): TableResult {
  const phase = t.s.phase;
  const combat = t.s.combat;
  if (phase.type !== 'turn' || phase.step !== 'attackers' || phase.declaring !== seat || !combat || combat.declared) {
    return fail(DUEL_COMBAT_RULES.notAttackers, 'Attackers are declared by the active player in their declare attackers step.');
  }
  const p = t.permanent(creature);
  if (!p) return fail(DUEL_COMBAT_RULES.attackTarget, `There is no permanent #${creature}.`);
  const already = combat.attackers.find((a) => a.id === creature);
  if (already?.target === player) {
    t.s.combat = { ...combat, attackers: combat.attackers.filter((a) => a.id !== creature) };
    t.emit({ type: 'attacking', card: p.card, target: seatName(setup, player), declared: false });
    return OK;
  }
  const problem = attackProblem(t, setup, p, player);
  if (problem) return { ok: false, error: problem };
  t.s.combat = { ...combat, attackers: [...combat.attackers.filter((a) => a.id !== creature), { id: creature, target: player as DuelSeat }] };
  t.emit({ type: 'attacking', card: p.card, target: seatName(setup, player), declared: true });
  return OK;
}

/** Why the attackers chosen could not be declared together: one that must attack left out, or one that can't attack alone. */
function attackDeclarationProblem(t: DuelTable, setup: DuelSetup, seat: DuelSeat): RuleError | undefined {
  const attackers = t.s.combat?.attackers ?? [];
  const foes = playing(t.s).filter((s) => s !== seat);
  const missing = t.s.battlefield.find(
    (p) => p.controller === seat && hasRule(p, 'attacks-each-combat') && !p.tapped && (!p.sick || hasKeyword(t, p, 'haste')) && foes.some((f) => !attackProblem(t, setup, p, f)) && !attackers.some((a) => a.id === p.id),
  );
  if (missing) return { rule: DUEL_COMBAT_RULES.mustAttack, message: `${missing.card} attacks each combat if able: declare it as an attacker.` };
  const alone = attackers.length === 1 ? t.permanent(attackers[0]!.id) : undefined;
  if (alone && hasRule(alone, 'not-alone')) return { rule: DUEL_COMBAT_RULES.alone, message: `${alone.card} can't attack alone.` };
  return undefined;
}

/**
 * Ends the declaration of attackers (CR 508.1): checks it, taps the
 * attackers (not those with vigilance), and fires "whenever this attacks"
 * and exalted's "attacks alone". Returns the attacked players, in turn order.
 */
export function lockAttackers(t: DuelTable, setup: DuelSetup, seat: DuelSeat): TableResult {
  const combat = t.s.combat!;
  // A creature chosen earlier that has since become unable to attack is left out (CR 508.1a).
  const kept = combat.attackers.filter((a) => {
    const p = t.permanent(a.id);
    if (p && !attackProblem(t, setup, p, a.target)) return true;
    if (p) t.emit({ type: 'attacking', card: p.card, target: seatName(setup, a.target), declared: false });
    return false;
  });
  t.s.combat = { ...combat, attackers: kept };
  const problem = attackDeclarationProblem(t, setup, seat);
  if (problem) return { ok: false, error: problem };
  for (const a of kept) {
    const p = t.permanent(a.id)!;
    if (!hasKeyword(t, p, 'vigilance')) t.update(a.id, (q) => ({ ...q, tapped: true }));
  }
  t.s.combat = { ...t.s.combat!, declared: true };
  if (kept.length === 0) return OK;
  t.emit({ type: 'attacked', attackers: kept.map((a) => `${t.permanent(a.id)!.card} → ${seatName(setup, a.target)}`) });
  for (const a of kept) {
    const p = t.permanent(a.id);
    if (p) fire(t, p, (when) => when === 'attacks');
  }
  const alone = kept.length === 1 ? t.permanent(kept[0]!.id) : undefined;
  if (alone) fireAll(t, (when, q) => when === 'creature-yours-attacks-alone' && q.controller === alone.controller, () => ({ that: alone.id }));
  return OK;
}

/** The players attacked, in turn order from the active player. */
export function defenders(t: DuelTable, active: DuelSeat): DuelSeat[] {
  const order = playing(t.s);
  const from = order.indexOf(active);
  const rotated = [...order.slice(from + 1), ...order.slice(0, from)];
  return rotated.filter((seat) => t.s.combat?.attackers.some((a) => a.target === seat && t.permanent(a.id)));
}

/** Why `blocker` can't block `attacker` for `seat`, if it can't (menace and the like are checked when the blocks are locked in). */
export function blockProblem(t: DuelTable, seat: DuelSeat, blocker: Permanent, attacker: Permanent): RuleError | undefined {
  if (blocker.controller !== seat || !cardInfo(blocker.card).creature) return { rule: DUEL_COMBAT_RULES.notYours, message: `${blocker.card} is not a creature of yours.` };
  const attack = t.s.combat?.attackers.find((a) => a.id === attacker.id);
  if (!attack || attack.target !== seat) return { rule: DUEL_COMBAT_RULES.notBlockers, message: `${attacker.card} is not attacking you.` };
  const pacified = pacifiedProblem(t, blocker);
  if (pacified) return pacified;
  return (
    cannotBlock(sided(t, blocker, attacker.controller), sided(t, attacker, attacker.controller)) ??
    landwalkProblem(t, attacker, seat, 'you control') ??
    evasionProblem(t, blocker, attacker)
  );
}

/** Declares `creature` a blocker of `attacker`, or takes the block back. Blocking another attacker moves the block, unless the creature can block any number. */
export function toggleBlock(t: DuelTable, seat: DuelSeat, creature: number, attacker: number): TableResult {
  const phase = t.s.phase;
  const combat = t.s.combat;
  if (phase.type !== 'turn' || phase.step !== 'blockers' || phase.declaring !== seat || !combat) {
    return fail(DUEL_COMBAT_RULES.notBlockers, 'Blockers are declared by an attacked player when their turn to block comes.');
  }
  const b = t.permanent(creature);
  const a = t.permanent(attacker);
  if (!b || !a) return fail(DUEL_COMBAT_RULES.notBlockers, `There is no permanent #${!b ? creature : attacker}.`);
  if (combat.blocks.some((x) => x.id === creature && x.attacker === attacker)) {
    t.s.combat = { ...combat, blocks: combat.blocks.filter((x) => x.id !== creature || x.attacker !== attacker) };
    t.emit({ type: 'blocking', card: b.card, attacker: a.card, declared: false });
    return OK;
  }
  const problem = blockProblem(t, seat, b, a);
  if (problem) return { ok: false, error: problem };
  const kept = hasRule(b, 'blocks-any-number') ? combat.blocks : combat.blocks.filter((x) => x.id !== creature);
  t.s.combat = { ...combat, blocks: [...kept, { id: creature, attacker }] };
  t.emit({ type: 'blocking', card: b.card, attacker: a.card, declared: true });
  return OK;
}

/** Ends `seat`'s declaration of blockers: leaves out blocks no longer possible, and checks them together (menace, "can't block alone", CR 509.1c). */
export function lockBlocks(t: DuelTable, seat: DuelSeat): TableResult {
  const combat = t.s.combat!;
  const mine = combat.blocks.filter((b) => t.permanent(b.id)?.controller === seat);
  const able = mine.filter((b) => {
    const blocker = t.permanent(b.id);
    const attacker = t.permanent(b.attacker);
    return blocker && attacker && !blockProblem(t, seat, blocker, attacker);
  });
  if (able.length !== mine.length) t.s.combat = { ...combat, blocks: combat.blocks.filter((b) => !mine.includes(b) || able.includes(b)) };
  if (able.length === 0) return OK;
  const attackers = t.s.combat!.attackers.filter((a) => a.target === seat);
  const ids = new Set<CombatantId>([...able.map((b) => b.id), ...attackers.map((a) => a.id)]);
  const active = t.s.phase.type === 'turn' ? t.s.phase.seat : seat;
  const all = t.s.battlefield.filter((p) => ids.has(p.id)).map((p) => sided(t, p, active));
  const { first, more } = blockMaps(able);
  const found = checkBlocks(all, new Map(attackers.map((a) => [a.id, 'player' as AttackTarget])), first, more)[0];
  if (found) return { ok: false, error: found };
  for (const a of attackers) {
    const attacker = t.permanent(a.id);
    const by = able.filter((b) => b.attacker === a.id).length;
    if (attacker && by > 1 && hasRule(attacker, 'blocked-by-one-at-most')) {
      return { ok: false, error: { rule: DUEL_COMBAT_RULES.oneBlocker, message: `${attacker.card} can't be blocked by more than one creature, and ${by} block it.` } };
    }
  }
  const alone = first.size === 1 ? t.permanent([...first.keys()][0]!) : undefined;
  if (alone && hasRule(alone, 'not-alone')) return { ok: false, error: { rule: DUEL_COMBAT_RULES.alone, message: `${alone.card} can't block alone.` } };
  return OK;
}

/** "Whenever this blocks" and "blocks or becomes blocked", once per block, after every attacked player has declared. */
export function blockTriggers(t: DuelTable): void {
  for (const b of t.s.combat?.blocks ?? []) {
    const blocker = t.permanent(b.id);
    const attacker = t.permanent(b.attacker);
    if (!blocker || !attacker) continue;
    fire(t, blocker, (when) => when === 'blocks' || when === 'blocks-or-blocked', { that: attacker.id });
    if (t.permanent(attacker.id) && t.permanent(blocker.id)) fire(t, attacker, (when) => when === 'blocks-or-blocked', { that: blocker.id });
  }
}

function blockMaps(blocks: readonly { id: number; attacker: number }[]): { first: Map<CombatantId, CombatantId>; more: Map<CombatantId, CombatantId[]> } {
  const first = new Map<CombatantId, CombatantId>();
  const more = new Map<CombatantId, CombatantId[]>();
  for (const b of blocks) {
    if (!first.has(b.id)) first.set(b.id, b.attacker);
    else more.set(b.id, [...(more.get(b.id) ?? []), b.attacker]);
  }
  return { first, more };
}

/**
 * The combat damage step (CR 510), worked out for each attacked player in
 * turn: the fights with one defender share no creature with another's, so
 * working them out one after the other deals the same damage as all at once.
 */
export function dealCombatDamage(t: DuelTable, setup: DuelSetup, active: DuelSeat): void {
  const combat = t.s.combat;
  if (!combat) return;
  const inCombat = [...combat.attackers.map((a) => a.id), ...combat.blocks.map((b) => b.id)].flatMap((id) => t.permanent(id) ?? []);
  if (combatDamagePrevented(t, inCombat)) {
    t.s.combat = { ...combat, attackers: [], blocks: [] };
    return;
  }
  const hitters: { p: Permanent; player: DuelSeat }[] = [];
  for (const defender of [...new Set(combat.attackers.map((a) => a.target))]) {
    const attacks = combat.attackers.filter((a) => a.target === defender && t.permanent(a.id));
    hitters.push(...fightWith(t, setup, active, defender, attacks));
  }
  t.s.combat = { ...t.s.combat!, attackers: [], blocks: [] };
  // "Whenever this deals combat damage to a player": "that player" is the one it hit.
  for (const { p, player } of hitters) {
    const still = t.permanent(p.id);
    if (still) fire(t, still, (when) => when === 'combat-damage-to-player' || when === 'damage-to-opponent', { player });
  }
}

/** One defender's part of combat damage; returns the attackers that dealt them damage. */
function fightWith(t: DuelTable, setup: DuelSetup, active: DuelSeat, defender: DuelSeat, attacks: readonly Attack[]): { p: Permanent; player: DuelSeat }[] {
  const combat = t.s.combat!;
  const ids = new Set(attacks.map((a) => a.id));
  const blocksHere = combat.blocks.filter((b) => ids.has(b.attacker) && t.permanent(b.id));
  const { first: blocks, more: moreBlocked } = blockMaps(blocksHere);
  const attackMap = new Map<CombatantId, AttackTarget>();
  for (const a of attacks) {
    const p = t.permanent(a.id)!;
    // A blocked creature stays blocked when its blockers leave (CR 509.1h): it deals no damage, unless it tramples.
    const wasBlocked = combat.blocks.some((b) => b.attacker === a.id);
    const blockersLeft = blocksHere.some((b) => b.attacker === a.id);
    if (wasBlocked && !blockersLeft && !hasKeyword(t, p, 'trample')) continue;
    attackMap.set(a.id, 'player');
  }
  const fighting = new Set<CombatantId>([...attackMap.keys(), ...blocks.keys(), ...moreBlocked.keys()]);
  const all = t.s.battlefield.filter((p) => fighting.has(p.id)).map((p) => sided(t, p, active));
  const names = new Map(all.map((c) => [c.id, c.name ?? '']));
  const before = { player: t.player(active)!.life, encounter: t.player(defender)!.life };
  const resolved = resolveCombatDamage({ combatants: all, attacks: attackMap, blocks, moreBlocked, life: before });
  if (!resolved.ok) throw new Error(`combat could not be resolved: ${resolved.error.message}`);
  const shield = preventedTo(t, defender);
  let givenBack = 0;
  const hit = new Set<number>();
  const seatOf = (side: Side) => (side === 'player' ? active : defender);
  for (const step of resolved.steps) {
    for (const e of step.events) {
      if (e.type === 'damageDealt') {
        if (e.to.kind === 'creature') {
          const source = e.source;
          t.update(e.to.id, (q) => hurtBy(q, source));
        }
        let amount = e.amount;
        if (e.to.kind === 'player' && e.to.side === 'encounter') {
          const prevented = Math.min(shield - givenBack, amount);
          if (prevented > 0) {
            t.emit({ type: 'prevented', source: names.get(e.source)!, to: seatName(setup, defender), amount: prevented, why: 'a prevention shield' });
            givenBack += prevented;
            amount -= prevented;
          }
          if (amount > 0) hit.add(e.source);
        }
        if (amount === 0) continue;
        const to = e.to.kind === 'player' ? seatName(setup, seatOf(e.to.side)) : names.get(e.to.id)!;
        t.emit({ type: 'damage', source: names.get(e.source)!, to, amount, combat: true });
      } else if (e.type === 'damagePrevented') {
        const to = e.to.kind === 'player' ? seatName(setup, seatOf(e.to.side)) : names.get(e.to.id)!;
        t.emit({ type: 'prevented', source: names.get(e.source)!, to, amount: e.amount, why: e.by.replace(/-/g, ' ') });
      }
    }
  }
  for (const c of resolved.combatants) if (t.permanent(c.id)?.damage !== c.damage) t.update(c.id, (q) => ({ ...q, damage: c.damage }));
  const attackerGain = resolved.life.player - before.player;
  const defenderChange = resolved.life.encounter + givenBack - before.encounter;
  if (attackerGain !== 0) changeLife(t, active, attackerGain);
  if (defenderChange !== 0) changeLife(t, defender, defenderChange);
  if (hit.size > 0) dealtDamage(t, defender);
  const deathtouched = new Set<number>();
  for (const step of resolved.steps) for (const e of step.events) if (e.type === 'destroyed' && e.cause === 'deathtouch') deathtouched.add(e.id);
  const hitters = [...hit].flatMap((id) => {
    const p = t.permanent(id);
    return p ? [{ p, player: defender }] : [];
  });
  for (const id of resolved.destroyed) {
    const p = t.permanent(id);
    if (!p || regenerated(t, p)) continue;
    t.emit({ type: 'died', card: p.card, why: deathtouched.has(id) ? 'deathtouch' : 'damage' });
    leave(t, id, 'graveyard');
  }
  // Each lifelink source's damage was a gain of life of its own (CR 119.9), though each total was changed at once.
  for (const step of resolved.steps) for (const e of step.events) if (e.type === 'lifeGained') gainedLife(t, seatOf(e.side), e.amount);
  return hitters;
}
