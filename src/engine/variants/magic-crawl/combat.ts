import {
  type AttackTarget,
  cannotAttack,
  cannotBlock,
  checkAttacks,
  checkBlocks,
  colourWord,
  type Combatant,
  type CombatantId,
  resolveCombatDamage,
  tappedByAttacking,
} from '../../combat';
import type { RuleError } from '../../result';
import { cardInfo } from '../../magic/card-db';
import { coloursOf, combatantOf, hasKeyword, hasRule, isPacified, keptTapped, keywordsOf } from '../../magic/characteristics';
import { changeLife, combatDamagePrevented, dealtDamage, fireDelayed, gainedLife, preventedTo, regenerated } from '../../magic/effects';
import { checkStateBasedActions } from '../../magic/sba';
import { attackWhenProblem, evasionProblem, landwalkProblem as coreLandwalkProblem, pacifiedProblem } from '../../magic/evasion';
export { evasionProblem };
import type { Permanent } from '../../magic/schema';

/** What a creature attacks in a crawl: an encounter creature (by id), or, for the encounter's, you. */
type TargetRef = number | 'you';
import { OK, fail, infoAt, type TableResult } from '../../magic/table';
import type { CrawlTable } from './crawl-table';
import { fire, fireAll } from '../../magic/triggers';
import { leave } from '../../magic/zones';

/**
 * Combat as the crawl plays it (CR 506-511): you attack the encounter's
 * creatures directly, and they attack you. Attackers and blockers are
 * declared one at a time (each a logged action you can take back until you
 * go on), then checked together as the rules check a declaration.
 */

export const COMBAT_STEP_RULES = {
  notAttackStep: 'magic.combat.not-declare-attackers',
  notBlockStep: 'magic.combat.not-declare-blockers',
  attackTarget: 'magic.combat.attack-target',
  pacified: 'magic.combat.cannot-attack-or-block',
  landwalk: 'magic.combat.landwalk',
  unblockable: 'mtg.509.1b.cant-be-blocked',
  cantBlock: 'mtg.509.1b.cant-block',
  intimidate: 'mtg.702.13b.intimidate',
  skulk: 'mtg.702.118b.skulk',
  fear: 'mtg.702.36b.fear',
  oneBlocker: 'mtg.509.1b.blocked-by-one-at-most',
  alone: 'mtg.506.5.cant-attack-or-block-alone',
  mustAttack: 'mtg.508.1d.attacks-if-able',
  mustBlock: 'mtg.509.1c.blocks-if-able',
  attackCondition: 'mtg.508.1c.attack-restriction',
} as const;

// Permanents come in many shapes (their optional fields, and how each was made): V8 copies them with Object.assign
// much faster than with a spread once a spread's site has met more than a few.
const TAPPED = { tapped: true } as const;
const UNTAPPED = { tapped: false } as const;

type CrawlCombat = NonNullable<CrawlTable['s']['combat']>;

/** `combat` with some of its fields changed: every field of a crawl's combat, in the schema's order, as one literal (a spread is slow here). */
export function combatWith(combat: CrawlCombat, changes: Partial<CrawlCombat>): CrawlCombat {
  return { attackers: changes.attackers ?? combat.attackers, blocks: changes.blocks ?? combat.blocks, declared: changes.declared ?? combat.declared };
}

/** The creatures on the battlefield as combat sees them (only those of `among`, when given), in battlefield order. */
function combatants(t: CrawlTable, among?: ReadonlySet<CombatantId>): Combatant[] {
  const out: Combatant[] = [];
  const battlefield = t.s.battlefield;
  const known = t.cardInfos();
  for (let i = 0; i < battlefield.length; i++) {
    const p = battlefield[i]!;
    if ((among === undefined || among.has(p.id)) && infoAt(known, i, p).creature) out.push(combatantOf(t, p));
  }
  return out;
}

/** Attacker → what it attacks. An attacker whose creature has left the battlefield hits nothing (CR 506.4), so it is left out. */
function attackMap(t: CrawlTable): Map<CombatantId, AttackTarget> {
  const attacks = new Map<CombatantId, AttackTarget>();
  for (const a of t.s.combat?.attackers ?? []) {
    if (a.target === 'you') attacks.set(a.id, 'player');
    else if (t.permanent(a.target) || (t.s.combat?.blocks ?? []).some((b) => b.attacker === a.id)) {
      if (t.permanent(a.target)) attacks.set(a.id, a.target);
    }
  }
  return attacks;
}

/** Why your creature `p` can't attack now, if it can't. */
export function attackProblem(t: CrawlTable, p: Permanent): RuleError | undefined {
  if (p.controller !== 'you' || !cardInfo(p.card).creature) return { rule: COMBAT_STEP_RULES.attackTarget, message: `${p.card} is not a creature you control.` };
  const pacified = pacifiedProblem(t, p);
  if (pacified) return pacified;
  return cannotAttack(combatantOf(t, p), 'player') ?? attackCondition(t, p);
}

/** "can't attack unless defending player controls an Island" (CR 508.1c). */
function attackCondition(t: CrawlTable, p: Permanent): RuleError | undefined {
  const when = attackWhenProblem(t, p);
  if (when) return { rule: COMBAT_STEP_RULES.attackCondition, message: when };
  // Most sides have no such creature: the table's rules of the controller answer without looking the card up.
  const only = t.rulesControlled(p.controller).has('attacks-only-if') ? hasRule(p, 'attacks-only-if') : undefined;
  if (!only) return undefined;
  const defender = p.controller === 'foe' ? 'you' : 'foe';
  if (t.s.battlefield.some((q) => q.controller === defender && cardInfo(q.card).def.subtypes.includes(only.defenderControls))) return undefined;
  const who = defender === 'you' ? 'you control' : 'the encounter controls';
  return { rule: COMBAT_STEP_RULES.attackCondition, message: `${p.card} can't attack unless the defender controls a ${only.defenderControls}, and ${who} none.` };
}

/** Your creatures that attack each combat if able and could attack now (CR 508.1d). */
export function mustAttack(t: CrawlTable): Permanent[] {
  if (!t.rulesControlled('you').has('attacks-each-combat')) return [];
  return t.controlledBy('you').filter((p) => hasRule(p, 'attacks-each-combat') && cardInfo(p.card).creature && canUseTapHere(t, p) && !attackProblem(t, p));
}

function canUseTapHere(t: CrawlTable, p: Permanent): boolean {
  return !p.tapped && (!p.sick || hasKeyword(t, p, 'haste'));
}

/** Why the attackers chosen so far can't be declared: a creature that must attack left out, or one that can't attack alone (CR 508.1c-d). */
export function attackDeclarationProblem(t: CrawlTable): RuleError | undefined {
  const attackers = t.s.combat?.attackers ?? [];
  const missing = mustAttack(t).find((p) => !attackers.some((a) => a.id === p.id));
  if (missing) return { rule: COMBAT_STEP_RULES.mustAttack, message: `${missing.card} attacks each combat if able: declare it as an attacker.` };
  const alone = attackers.length === 1 ? t.permanent(attackers[0]!.id) : undefined;
  if (alone && hasRule(alone, 'not-alone')) return { rule: COMBAT_STEP_RULES.alone, message: `${alone.card} can't attack alone.` };
  return undefined;
}

/** Declares `creature` as an attacker, or takes the declaration back if it already attacks. */
export function toggleAttack(t: CrawlTable, creature: number, target: TargetRef | undefined): TableResult {
  const phase = t.s.phase;
  const combat = t.s.combat;
  if (phase.type !== 'turn' || phase.step !== 'attackers' || !combat || combat.declared) {
    return fail(COMBAT_STEP_RULES.notAttackStep, 'You declare attackers in the declare attackers step of your turn.');
  }
  const p = t.permanent(creature);
  if (!p) return fail(COMBAT_STEP_RULES.attackTarget, `There is no permanent #${creature}.`);
  const already = combat.attackers.find((a) => a.id === creature);
  if (already && (target === undefined || target === already.target)) {
    t.s.combat = combatWith(combat, { attackers: combat.attackers.filter((a) => a.id !== creature) });
    t.emit({ type: 'attacking', card: p.card, target: nameOf(t, already.target), declared: false });
    return OK;
  }
  const problem = attackProblem(t, p);
  if (problem) return { ok: false, error: problem };
  const foes = t.creaturesOf('foe');
  const chosen = target ?? (foes.length === 1 ? foes[0]!.id : undefined);
  if (chosen === undefined) return fail(COMBAT_STEP_RULES.attackTarget, `Choose which encounter creature ${p.card} attacks.`);
  const defender = typeof chosen === 'number' ? t.permanent(chosen) : undefined;
  if (!defender || defender.controller !== 'foe') {
    return fail(COMBAT_STEP_RULES.attackTarget, `${p.card} must attack an encounter creature; there is no opponent to attack.`);
  }
  const attackers = combat.attackers.filter((a) => a.id !== creature);
  attackers.push({ id: creature, target: chosen });
  t.s.combat = combatWith(combat, { attackers });
  t.emit({ type: 'attacking', card: p.card, target: defender.card, declared: true });
  return OK;
}

/**
 * CR 508.1a: attackers are declared together as the step ends, and only an
 * untapped creature that can attack may be. The engine takes the choices one
 * at a time with priority in between, so a creature chosen earlier may since
 * have become tapped (it paid a {T} cost, say) or unable to attack: it is
 * left out of the declaration, and the log says so.
 */
export function dropUnableAttackers(t: CrawlTable): void {
  const combat = t.s.combat;
  if (!combat || combat.declared) return;
  const kept = combat.attackers.filter((a) => {
    const p = t.permanent(a.id);
    if (p && !attackProblem(t, p)) return true;
    if (p) t.emit({ type: 'attacking', card: p.card, target: nameOf(t, a.target), declared: false });
    return false;
  });
  if (kept.length !== combat.attackers.length) t.s.combat = combatWith(combat, { attackers: kept });
}

/** Ends the declare attackers step: checks the declaration, taps attackers, and lets the foes block. */
export function lockAttackers(t: CrawlTable): TableResult {
  const combat = t.s.combat!;
  const all = combatants(t);
  const problems = checkAttacks(all, attackMap(t), 'player');
  if (problems.length > 0) return { ok: false, error: problems[0]! };
  const declaration = attackDeclarationProblem(t);
  if (declaration) return { ok: false, error: declaration };
  for (const id of tappedByAttacking(attackMap(t), all)) t.update(id, (q) => Object.assign({}, q, TAPPED));
  t.s.combat = combatWith(combat, { declared: true });
  t.emit({ type: 'attacked', attackers: combat.attackers.map((a) => t.permanent(a.id)!.card) });
  attackTriggers(t);
  foesBlock(t);
  blockTriggers(t);
  return OK;
}

/** "Whenever this attacks" (CR 508.3a), for each declared attacker; then exalted's "attacks alone" (CR 506.5) for a lone attacker. */
function attackTriggers(t: CrawlTable): void {
  const attackers = t.s.combat?.attackers ?? [];
  for (const a of attackers) {
    const p = t.permanent(a.id);
    if (p) fire(t, p, (when) => when === 'attacks');
  }
  const alone = attackers.length === 1 ? t.permanent(attackers[0]!.id) : undefined;
  if (alone) fireAll(t, (when, q) => when === 'creature-yours-attacks-alone' && q.controller === alone.controller, () => ({ that: alone.id }));
}

/**
 * "Whenever this blocks" and "blocks or becomes blocked by a creature"
 * (CR 509.3-4), once per block; then state-based actions, since a trigger
 * may have dealt damage before combat damage.
 */
function blockTriggers(t: CrawlTable): void {
  const blocks = t.s.combat?.blocks ?? [];
  for (const b of blocks) {
    const blocker = t.permanent(b.id);
    const attacker = t.permanent(b.attacker);
    if (!blocker || !attacker) continue;
    fire(t, blocker, (when) => when === 'blocks' || when === 'blocks-or-blocked', { that: attacker.id });
    if (t.permanent(attacker.id) && t.permanent(blocker.id)) fire(t, attacker, (when) => when === 'blocks-or-blocked', { that: blocker.id });
  }
  if (blocks.length > 0) checkStateBasedActions(t);
}

/**
 * The encounter's blocks. A foe that is untapped (vigilance, or it could not
 * attack) blocks one attacker: one it kills and survives, else one it kills,
 * else one it survives, else the strongest; one that can block any number of
 * creatures blocks them all.
 */
function foesBlock(t: CrawlTable): void {
  const all = combatants(t);
  const byId = new Map(all.map((c) => [c.id, c]));
  const blocks = [...(t.s.combat?.blocks ?? [])];
  for (const foe of t.creaturesOf('foe')) {
    if (foe.tapped || isPacified(t, foe) || !cardInfo(foe.card).creature) continue;
    // A foe that can't block alone blocks only beside another.
    if (hasRule(foe, 'not-alone') && blocks.length === 0) continue;
    const me = byId.get(foe.id)!;
    const able = t.s.combat!.attackers
      .map((a) => byId.get(a.id)!)
      .filter((a) => !cannotBlock(me, a) && !a.keywords.has('menace') && !landwalkProblem(t, t.permanent(a.id)!) && !evasionProblem(t, foe, t.permanent(a.id)!))
      // One that can't be blocked by more than one creature is left to the first foe that blocks it.
      .filter((a) => !(hasRule(t.permanent(a.id)!, 'blocked-by-one-at-most') && blocks.some((b) => b.attacker === a.id)));
    // CR 509.1c: an attacker all creatures able to block must block comes first.
    const lures = able.filter((a) => hasRule(t.permanent(a.id)!, 'lure'));
    const candidates = lures.length > 0 ? lures : able;
    if (candidates.length === 0) continue;
    // One that can block any number of creatures blocks every attacker it can.
    if (hasRule(foe, 'blocks-any-number')) {
      for (const a of candidates) {
        blocks.push({ id: foe.id, attacker: a.id });
        t.emit({ type: 'foeBlocks', card: foe.card, attacker: a.name ?? '' });
      }
      continue;
    }
    const score = (a: Combatant) => {
      const kills = me.power >= a.toughness - a.damage || me.keywords.has('deathtouch');
      const survives = a.power < me.toughness - me.damage && !a.keywords.has('deathtouch');
      return (kills ? 2 : 0) + (survives ? 1 : 0) + a.power / 100;
    };
    const best = candidates.reduce((x, y) => (score(y) > score(x) ? y : x));
    blocks.push({ id: foe.id, attacker: best.id });
    t.emit({ type: 'foeBlocks', card: foe.card, attacker: best.name ?? '' });
  }
  t.s.combat = combatWith(t.s.combat!, { blocks });
}

/** CR 702.14c, as the crawl words it: the defender of the encounter's attackers is you, of yours the encounter. */
export function landwalkProblem(t: CrawlTable, attacker: Permanent): RuleError | undefined {
  return coreLandwalkProblem(t, attacker, attacker.controller === 'foe' ? 'you' : 'foe');
}

/** Why your `blocker` can't block `attacker`, if it can't (menace is checked when blocks are locked in). */
export function blockProblem(t: CrawlTable, blocker: Permanent, attacker: Permanent): RuleError | undefined {
  if (blocker.controller !== 'you') return { rule: COMBAT_STEP_RULES.notBlockStep, message: `${blocker.card} is not yours to block with.` };
  if (!t.s.combat?.attackers.some((a) => a.id === attacker.id)) {
    return { rule: COMBAT_STEP_RULES.notBlockStep, message: `${attacker.card} is not attacking.` };
  }
  const pacified = pacifiedProblem(t, blocker);
  if (pacified) return pacified;
  return cannotBlock(combatantOf(t, blocker), combatantOf(t, attacker)) ?? landwalkProblem(t, attacker) ?? evasionProblem(t, blocker, attacker);
}

/**
 * Declares `creature` as a blocker of `attacker`, or takes the block back if
 * it already blocks it. Blocking another attacker moves the block, unless
 * the creature can block any number of creatures: then it blocks both.
 */
export function toggleBlock(t: CrawlTable, creature: number, attacker: number): TableResult {
  const combat = t.s.combat;
  if (t.s.phase.type !== 'foe' || !combat) return fail(COMBAT_STEP_RULES.notBlockStep, 'You declare blockers when the encounter attacks you.');
  const b = t.permanent(creature);
  const a = t.permanent(attacker);
  if (!b || !a) return fail(COMBAT_STEP_RULES.notBlockStep, `There is no permanent #${!b ? creature : attacker}.`);
  if (combat.blocks.some((x) => x.id === creature && x.attacker === attacker)) {
    t.s.combat = combatWith(combat, { blocks: combat.blocks.filter((x) => x.id !== creature || x.attacker !== attacker) });
    t.emit({ type: 'blocking', card: b.card, attacker: a.card, declared: false });
    return OK;
  }
  const problem = blockProblem(t, b, a);
  if (problem) return { ok: false, error: problem };
  const kept = hasRule(b, 'blocks-any-number') ? combat.blocks : combat.blocks.filter((x) => x.id !== creature);
  t.s.combat = combatWith(combat, { blocks: [...kept, { id: creature, attacker }] });
  t.emit({ type: 'blocking', card: b.card, attacker: a.card, declared: true });
  return OK;
}

/**
 * Checks the blocks as a whole (menace), then deals combat damage. As with
 * attackers (CR 509.1a), a creature chosen to block that has since become
 * tapped or unable to block is left out of the declaration.
 */
export function lockBlocksAndFight(t: CrawlTable): TableResult {
  const combat = t.s.combat;
  let able: { id: number; attacker: number }[] | undefined;
  if (combat) {
    const kept = (able = ableBlocks(t));
    for (const b of combat.blocks) {
      const blocker = t.permanent(b.id);
      if (blocker && !kept.includes(b)) t.emit({ type: 'blocking', card: blocker.card, attacker: t.permanent(b.attacker)?.card ?? `#${b.attacker}`, declared: false });
    }
    if (kept.length !== combat.blocks.length) t.s.combat = combatWith(combat, { blocks: kept });
  }
  // The blocks now are the able ones just found: nothing has changed since to make another unable.
  const problem = blockDeclarationProblem(t, able);
  if (problem) return { ok: false, error: problem };
  if (t.s.combat!.blocks.length === 0) t.emit({ type: 'noBlocks' });
  blockTriggers(t);
  dealCombatDamage(t);
  return OK;
}

/** The blocks chosen so far by creatures that can still block. */
function ableBlocks(t: CrawlTable): { id: number; attacker: number }[] {
  return (t.s.combat?.blocks ?? []).filter((b) => {
    const blocker = t.permanent(b.id);
    const attacker = t.permanent(b.attacker);
    return blocker !== undefined && attacker !== undefined && !blockProblem(t, blocker, attacker);
  });
}

/** Why the blocks chosen so far could not be declared together (CR 702.110b menace), if they could not. */
export function blockDeclarationProblem(t: CrawlTable, able?: { id: number; attacker: number }[]): RuleError | undefined {
  const blocks = able ?? ableBlocks(t);
  // No block at all breaks no restriction of a blocker or an attacker (menace, "can't block alone"); only a lure can ask for one.
  if (blocks.length === 0) return lureProblem(t, blocks);
  const { first, more } = blockMaps(blocks);
  const found = checkBlocks(combatants(t), attackMap(t), first, more)[0];
  if (found) return found;
  for (const a of t.s.combat?.attackers ?? []) {
    const attacker = t.permanent(a.id);
    const by = blocks.filter((b) => b.attacker === a.id).length;
    if (attacker && by > 1 && hasRule(attacker, 'blocked-by-one-at-most')) {
      return { rule: COMBAT_STEP_RULES.oneBlocker, message: `${attacker.card} can't be blocked by more than one creature, and ${by} block it.` };
    }
  }
  const blockers = [...first.keys()];
  const alone = blockers.length === 1 ? t.permanent(blockers[0]!) : undefined;
  if (alone && hasRule(alone, 'not-alone')) return { rule: COMBAT_STEP_RULES.alone, message: `${alone.card} can't block alone.` };
  return lureProblem(t, blocks);
}

/** Blocks as the combat rules take them: each blocker's first attacker, and the further ones of a creature that blocks several. */
function blockMaps(blocks: readonly { id: number; attacker: number }[]): { first: Map<CombatantId, CombatantId>; more: Map<CombatantId, CombatantId[]> } {
  const first = new Map<CombatantId, CombatantId>();
  const more = new Map<CombatantId, CombatantId[]>();
  for (const b of blocks) {
    if (!first.has(b.id)) first.set(b.id, b.attacker);
    else more.set(b.id, [...(more.get(b.id) ?? []), b.attacker]);
  }
  return { first, more };
}

/** CR 509.1c: every creature of yours able to block an attacker that all must block, blocks one. */
function lureProblem(t: CrawlTable, blocks: readonly { id: number; attacker: number }[]): RuleError | undefined {
  const lures = (t.s.combat?.attackers ?? []).flatMap((a) => {
    const p = t.permanent(a.id);
    return p && hasRule(p, 'lure') ? [p] : [];
  });
  if (lures.length === 0) return undefined;
  for (const mine of t.controlledBy('you')) {
    if (!cardInfo(mine.card).creature) continue;
    const lure = lures.find((l) => !blockProblem(t, mine, l));
    if (lure && !blocks.some((b) => b.id === mine.id && lures.some((l) => l.id === b.attacker))) {
      return { rule: COMBAT_STEP_RULES.mustBlock, message: `All creatures able to block ${lure.card} do so: ${mine.card} must block it.` };
    }
  }
  return undefined;
}

/**
 * The attacks and blocks as combat damage sees them. A blocked creature stays
 * blocked when its blockers leave (CR 509.1h): it deals no combat damage, or,
 * with trample, all of it to what it attacks (CR 702.19e). One whose attacked
 * creature has left deals its damage to its blockers only (CR 506.4, 510.1c):
 * it is given the foe's side as a stand-in target, without trample, so none
 * of it goes past them.
 */
function damageMaps(t: CrawlTable): {
  attacks: Map<CombatantId, AttackTarget>;
  blocks: Map<CombatantId, CombatantId>;
  moreBlocked: Map<CombatantId, CombatantId[]>;
  noTrample: Set<CombatantId>;
} {
  const combat = t.s.combat!;
  const { first: blocks, more: moreBlocked } = blockMaps(combat.blocks.filter((b) => t.permanent(b.id) && t.permanent(b.attacker)));
  const attacks = new Map<CombatantId, AttackTarget>();
  const noTrample = new Set<CombatantId>();
  for (const a of combat.attackers) {
    const p = t.permanent(a.id);
    if (!p) continue;
    if (a.target === 'you') {
      attacks.set(a.id, 'player');
      continue;
    }
    const blocked = combat.blocks.some((b) => b.attacker === a.id);
    const blockers = combat.blocks.filter((b) => b.attacker === a.id && blocks.has(b.id)).length;
    if (!t.permanent(a.target)) {
      if (blockers > 0) {
        attacks.set(a.id, 'player');
        noTrample.add(a.id);
      }
      continue;
    }
    if (blocked && blockers === 0 && !hasKeyword(t, p, 'trample')) continue;
    attacks.set(a.id, a.target);
  }
  return { attacks, blocks, moreBlocked, noTrample };
}

/** The combat damage step(s) (CR 510), applied to the game. */
export function dealCombatDamage(t: CrawlTable): void {
  const combat = t.s.combat;
  if (!combat) return;
  const inCombat: Permanent[] = [];
  for (const a of combat.attackers) pushPermanent(t, a.id, inCombat);
  for (const b of combat.blocks) pushPermanent(t, b.id, inCombat);
  if (combatDamagePrevented(t, inCombat)) {
    t.s.combat = null;
    return;
  }
  const { attacks, blocks, moreBlocked, noTrample } = damageMaps(t);
  // Only the creatures in the fight: the attackers, what they attack, the blockers (the others take and deal no combat damage).
  const fighting = new Set<CombatantId>(blocks.keys());
  for (const [id, target] of attacks) {
    fighting.add(id);
    if (target !== 'player') fighting.add(target);
  }
  for (const id of moreBlocked.keys()) fighting.add(id);
  const fighters = combatants(t, fighting);
  const all = noTrample.size === 0 ? fighters : fighters.map((c) => (noTrample.has(c.id) ? { ...c, keywords: new Set([...c.keywords].filter((k) => k !== 'trample')) } : c));
  const names = new Map<CombatantId, string>();
  for (const c of all) names.set(c.id, c.name ?? '');
  const resolved = resolveCombatDamage({ combatants: all, attacks, blocks, moreBlocked, life: { player: t.player('you')!.life, encounter: 0 } });
  if (!resolved.ok) throw new Error(`combat could not be resolved: ${resolved.error.message}`);
  const shield = preventedTo(t, 'you');
  let givenBack = 0;
  const hitYou = new Set<number>();
  // Each creature dealt damage, and the sources that dealt it, in order: the permanent is replaced once, below.
  const hurt = new Map<CombatantId, CombatantId[]>();
  // Read in the same pass, used later: who deathtouch destroyed, and each lifelink source's gain.
  const deathtouched = new Set<number>();
  const gains: number[] = [];
  for (const step of resolved.steps) {
    for (const e of step.events) {
      if (e.type === 'destroyed') {
        if (e.cause === 'deathtouch') deathtouched.add(e.id);
      } else if (e.type === 'lifeGained') {
        if (e.side === 'player') gains.push(e.amount);
      } else if (e.type === 'damageDealt') {
        if (e.to.kind === 'creature') {
          const sources = hurt.get(e.to.id);
          if (sources) sources.push(e.source);
          else hurt.set(e.to.id, [e.source]);
        }
        let amount = e.amount;
        if (e.to.kind === 'player' && e.to.side === 'player') {
          // "Prevent 1 of that damage": each time a foe's creature would deal damage to you (Guardian Seraph).
          const prevented = Math.min(shield, amount);
          if (prevented > 0) {
            t.emit({ type: 'prevented', source: names.get(e.source)!, to: 'you', amount: prevented, why: 'a prevention shield' });
            givenBack += prevented;
            amount -= prevented;
          }
          if (amount > 0) hitYou.add(e.source);
        }
        if (amount === 0) continue;
        const to = e.to.kind === 'player' ? (e.to.side === 'player' ? 'you' : 'the encounter') : names.get(e.to.id)!;
        t.emit({ type: 'damage', source: names.get(e.source)!, to, amount, combat: true });
      } else if (e.type === 'damagePrevented') {
        const to = e.to.kind === 'player' ? 'you' : names.get(e.to.id)!;
        t.emit({ type: 'prevented', source: names.get(e.source)!, to, amount: e.amount, why: e.by.replace(/-/g, ' ') });
      }
    }
  }
  // The damage marked on the creatures still there, and on every creature dealt damage who dealt it (for "whenever a creature it damaged dies").
  const marked = new Map<CombatantId, number>();
  for (const c of resolved.combatants) marked.set(c.id, c.damage);
  for (const [id, sources] of hurt) t.update(id, (q) => markDamage(q, sources, marked.get(id)));
  for (const [id, damage] of marked) if (!hurt.has(id) && t.permanent(id)?.damage !== damage) t.update(id, (q) => ({ ...q, damage }));
  const lifeChange = resolved.life.player + givenBack - t.player('you')!.life;
  if (lifeChange !== 0) changeLife(t, 'you', lifeChange);
  if (hitYou.size > 0) dealtDamage(t, 'you');
  const hitters: Permanent[] = [];
  for (const id of hitYou) {
    const p = t.permanent(id);
    if (p) hitters.push(p);
  }
  for (const id of resolved.destroyed) {
    const p = t.permanent(id);
    if (!p || regenerated(t, p)) continue;
    if (p.controller === 'you') t.emit({ type: 'died', card: p.card, why: deathtouched.has(id) ? 'deathtouch' : 'damage' });
    leave(t, id, 'graveyard');
  }
  t.s.combat = null;
  // Only the encounter's creatures can deal damage to a player: you.
  for (const p of hitters) fire(t, p, (when) => when === 'combat-damage-to-player' || when === 'damage-to-opponent');
  // Each lifelink source's damage was a gain of life of its own (CR 119.9), though the total was changed at once.
  for (const amount of gains) gainedLife(t, 'you', amount);
}

function pushPermanent(t: CrawlTable, id: number, into: Permanent[]): void {
  const p = t.permanent(id);
  if (p) into.push(p);
}

/**
 * `p` after combat damage: `sources` added to what hurt it this turn (each once), and its damage now (`damage`,
 * undefined for a creature destroyed, whose damage stays as it was). One copy, with the fields where two steps
 * (hurtBy's, then the damage's) would have put them.
 */
function markDamage(p: Permanent, sources: readonly number[], damage: number | undefined): Permanent {
  let hurtList = p.hurtBy;
  for (const source of sources) if (!hurtList?.includes(source)) hurtList = [...(hurtList ?? []), source];
  const newDamage = damage ?? p.damage;
  if (hurtList === p.hurtBy && newDamage === p.damage) return p;
  return Object.assign({}, p, hurtList === p.hurtBy ? { damage: newDamage } : { damage: newDamage, hurtBy: hurtList });
}

/**
 * The encounter's turn: its creatures untap and every one that can attacks
 * you (each has haste and "attacks each turn if able"). Returns false when
 * none could attack.
 */
export function foesAttack(t: CrawlTable): boolean {
  for (const foe of t.creaturesOf('foe')) {
    if (foe.frozen) t.update(foe.id, ({ frozen: _skipped, ...q }) => q);
    else if (foe.tapped && !keptTapped(t, foe)) t.update(foe.id, (q) => Object.assign({}, q, UNTAPPED));
  }
  fireUpkeep(t, 'foe');
  const attackers: { id: number; target: TargetRef }[] = [];
  for (const foe of t.creaturesOf('foe')) {
    if (!cardInfo(foe.card).creature) continue;
    if (isPacified(t, foe) || cannotAttack(combatantOf(t, foe), 'encounter') || attackCondition(t, foe)) {
      t.emit({ type: 'foeCannotAttack', card: foe.card });
      continue;
    }
    attackers.push({ id: foe.id, target: 'you' });
  }
  // A foe that can't attack alone stays back when no other foe attacks.
  if (attackers.length === 1 && hasRule(t.permanent(attackers[0]!.id)!, 'not-alone')) {
    t.emit({ type: 'foeCannotAttack', card: t.permanent(attackers[0]!.id)!.card });
    attackers.length = 0;
  }
  if (attackers.length === 0) return false;
  for (const a of attackers) {
    const p = t.permanent(a.id)!;
    if (!hasKeyword(t, p, 'vigilance')) t.update(a.id, (q) => Object.assign({}, q, TAPPED));
  }
  t.s.combat = { attackers, blocks: [], declared: true };
  t.emit({ type: 'foeAttacks', attackers: attackers.map((a) => t.permanent(a.id)!.card) });
  attackTriggers(t);
  return true;
}

/**
 * "At the beginning of your upkeep": `side`'s permanents, as its turn
 * begins. "Of each upkeep": every permanent, at yours (a round of a crawl
 * has one upkeep, yours: the encounter's turn is its attack).
 */
export function fireUpkeep(t: CrawlTable, side: 'you' | 'foe'): void {
  // Most permanents have no trigger: that is asked first, before looking for the permanent again.
  for (const p of triggerPermanents(t)) {
    if (t.permanent(p.id)) fire(t, p, (when) => (when === 'your-upkeep' && p.controller === side) || (when === 'each-upkeep' && side === 'you'));
  }
}

/** "At the beginning of the end step": delayed triggers waiting for it (CR 603.7), then every permanent's, at the end of either side's turn. */
export function fireEndStep(t: CrawlTable): void {
  fireDelayed(t);
  for (const p of triggerPermanents(t)) if (t.permanent(p.id)) fire(t, p, (when) => when === 'end-step');
}

/** The permanents with a triggered ability, as they are now, in battlefield order. */
function triggerPermanents(t: CrawlTable): Permanent[] {
  const out: Permanent[] = [];
  for (const id of t.triggerSources()) {
    const p = t.permanent(id);
    if (p) out.push(p);
  }
  return out;
}

function nameOf(t: CrawlTable, ref: TargetRef): string {
  return ref === 'you' ? 'you' : (t.permanent(ref)?.card ?? `#${ref}`);
}
