import { has, isProtectedFrom, type Combatant } from '../../combat';
import { combatantOf } from '../../magic/characteristics';
import { changeLife, combatDamagePrevented, dealtDamage, destroy, gainLife, hurtBy } from '../../magic/effects';
import type { Permanent } from '../../magic/schema';
import { cantBlockProblem } from '../../magic/evasion';
import { checkStateBasedActions } from '../../magic/sba';
import { fire, waitingTriggers } from '../../magic/triggers';
import { checkAttack, placeOf, stackOf, trampleOnto, whereIs } from './board';
import type { AttackOnStack } from './schema';
import { lookups, type FrontierTable } from './seating';
import { seatName } from './words';

/**
 * An attack resolves (frontier.attack.*): no blockers are declared; the
 * creature attacked fights back as if it blocked. A banded stack attacks and
 * is attacked as one (frontier.banding). Damage is dealt in a first-strike
 * step and a regular one, as in Magic (CR 510): each creature dealing damage
 * gives each creature it fights lethal damage in turn (deathtouch makes 1
 * lethal), and with trample what is left goes on to the next land in the
 * same direction, or to the opponent past their nearest row
 * (frontier.attack.trample). Lifelink gains its controller the damage.
 */
export function resolveAttack(t: FrontierTable, item: AttackOnStack): void {
  const attacker = t.permanent(item.creature);
  if (!attacker || attacker.controller !== item.controller || !placeOf(t.s.board, attacker.id)) {
    t.emit({ type: 'note', text: 'the attack does nothing: the attacker has left the board' });
    return;
  }
  const attackers = members(t, attacker.id);
  if (typeof item.target === 'string') {
    attackPlayer(t, attackers, item.target);
    return;
  }
  const defender = t.permanent(item.target);
  const problem = defender ? checkAttack(t.s.board, attacker.id, defender.id, lookups(t)) : null;
  if (!defender || problem) {
    t.emit({ type: 'note', text: `the attack does nothing: ${problem ? problem.message : 'the creature attacked has left the board'}` });
    return;
  }
  const defenders = members(t, defender.id);
  // A creature attacked that can't block (Pacifism, "can't block") is attacked all the same, but does not block: it
  // takes the attackers' damage and deals none, and nothing "blocks" triggers for it (frontier.attack.cant-block).
  const blocking = defenders.filter((d) => !cantBlockProblem(t, d, attacker));
  if (!item.blocked) {
    for (const d of defenders) {
      if (!blocking.includes(d)) t.emit({ type: 'note', text: `${d.card} can't block: it deals no combat damage` });
    }
    // The creature attacked blocks (for card text): its "whenever blocks" abilities, and the attackers' "blocks or becomes
    // blocked", trigger now; when any did, the attack goes back under them and deals its damage once they have resolved.
    const before = waitingTriggers(t);
    for (const d of blocking) fire(t, d, (when) => when === 'blocks' || when === 'blocks-or-blocked', { that: attacker.id });
    if (blocking.length > 0) for (const a of attackers) fire(t, a, (when) => when === 'blocks-or-blocked', { that: defender.id });
    if (waitingTriggers(t) > before) {
      t.s.stack = [...t.s.stack, { ...item, blocked: true }];
      return;
    }
  }
  fight(
    t,
    attackers.map((p) => p.id),
    defenders.map((p) => p.id),
    defender.id,
    blocking.map((p) => p.id),
  );
}

/** The creatures of a stack, on the battlefield. */
function members(t: FrontierTable, id: number): Permanent[] {
  return stackOf(t.s.board, id).flatMap((m) => t.permanent(m) ?? []);
}

function attackPlayer(t: FrontierTable, attackers: readonly Permanent[], seat: string): void {
  if (combatDamagePrevented(t, attackers)) return;
  for (const a of attackers) {
    const c = combatantOf(t, a);
    const amount = Math.max(0, c.power) * (has(c, 'double-strike') ? 2 : 1);
    if (amount <= 0) continue;
    t.emit({ type: 'damage', source: a.card, to: seatName(seat), amount, combat: true });
    changeLife(t, seat, -amount);
    dealtDamage(t, seat);
    if (has(c, 'lifelink')) gainLife(t, a.controller, amount);
    fire(t, a, (when) => when === 'combat-damage-to-player' || when === 'damage-to-opponent', { player: seat });
  }
  checkStateBasedActions(t);
}

function alive(t: FrontierTable, ids: readonly number[]): Permanent[] {
  return ids.flatMap((id) => t.permanent(id) ?? []);
}

/** The attackers and the creatures attacked deal their damage; of those attacked, only the ones that block (`blocking`) deal any. */
function fight(t: FrontierTable, attackerIds: readonly number[], defenderIds: readonly number[], attacked: number, blocking: readonly number[]): void {
  if (combatDamagePrevented(t, alive(t, [...attackerIds, ...defenderIds]))) return;
  for (const step of ['first', 'regular'] as const) {
    const deals = (c: Combatant) => (step === 'first' ? has(c, 'first-strike') || has(c, 'double-strike') : !has(c, 'first-strike') || has(c, 'double-strike'));
    const attackers = alive(t, attackerIds).map((p) => combatantOf(t, p));
    const defenders = alive(t, defenderIds).map((p) => combatantOf(t, p));
    // Both sides' damage in a step is dealt at once (CR 510.2): worked out from the creatures as the step began.
    const hits: Hit[] = [];
    for (const a of attackers.filter(deals)) hits.push(...assign(t, a, defenders, attacked));
    for (const d of defenders.filter(deals)) if (blocking.includes(d.id)) hits.push(...assign(t, d, attackers, undefined));
    for (const h of hits) deal(t, h);
    // Any damage from a deathtouch source destroys (CR 702.2b).
    for (const h of hits) {
      const hurt = h.to.kind === 'creature' && has(h.source, 'deathtouch') ? t.permanent(h.to.id) : undefined;
      if (hurt) destroy(t, hurt, 'deathtouch');
    }
    checkStateBasedActions(t);
  }
}

interface Hit {
  readonly source: Combatant;
  readonly to: { readonly kind: 'creature'; readonly id: number } | { readonly kind: 'player'; readonly seat: string };
  readonly amount: number;
}

/** One creature's damage: lethal to each creature it fights in turn, the rest to the last, or on (trample). */
function assign(t: FrontierTable, source: Combatant, targets: readonly Combatant[], attacked: number | undefined): Hit[] {
  let left = Math.max(0, source.power);
  if (left === 0) return [];
  const open = targets.filter((c) => !isProtectedFrom(c, source));
  if (open.length === 0) return [];
  const out: Hit[] = [];
  const deathtouch = has(source, 'deathtouch');
  for (const [i, c] of open.entries()) {
    const lethal = deathtouch ? 1 : Math.max(1, c.toughness - c.damage);
    const last = i === open.length - 1;
    const amount = last && !(has(source, 'trample') && attacked !== undefined) ? left : Math.min(left, lethal);
    if (amount > 0) out.push({ source, to: { kind: 'creature', id: c.id }, amount });
    left -= amount;
    if (left <= 0) return out;
  }
  if (left > 0 && attacked !== undefined) {
    const onto = trampleOnto(t.s.board, source.id, attacked, lookups(t));
    if (onto.kind === 'player') out.push({ source, to: { kind: 'player', seat: onto.seat }, amount: left });
    else if (onto.kind === 'creatures' && onto.creatures.length > 0) out.push({ source, to: { kind: 'creature', id: onto.creatures[0]! }, amount: left });
  }
  return out;
}

function deal(t: FrontierTable, hit: Hit): void {
  const source = t.permanent(hit.source.id);
  const name = hit.source.name ?? source?.card ?? `#${hit.source.id}`;
  if (hit.to.kind === 'player') {
    t.emit({ type: 'damage', source: name, to: seatName(hit.to.seat), amount: hit.amount, combat: true });
    changeLife(t, hit.to.seat, -hit.amount);
    dealtDamage(t, hit.to.seat);
    if (source) fire(t, source, (when) => when === 'combat-damage-to-player' || when === 'damage-to-opponent', { player: hit.to.seat });
  } else {
    const target = t.permanent(hit.to.id);
    if (!target || !whereIs(t.s.board, target.id)) return;
    t.update(target.id, (q) => hurtBy({ ...q, damage: q.damage + hit.amount }, hit.source.id));
    t.emit({ type: 'damage', source: name, to: target.card, amount: hit.amount, combat: true });
  }
  if (source && has(hit.source, 'lifelink')) gainLife(t, source.controller, hit.amount);
}
