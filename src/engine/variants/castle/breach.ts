import { cardInfo } from '../../magic/card-db';
import { canUseTap, hasKeyword, powerOf } from '../../magic/characteristics';
import { changeLife, combatDamagePrevented, dealtDamage, destroy, gainLife, hurtBy } from '../../magic/effects';
import { attackDefenderProblem, cantAttackProblem, cantBlockProblem } from '../../magic/evasion';
import type { Permanent } from '../../magic/schema';
import { checkStateBasedActions } from '../../magic/sba';
import { fire, fireAll } from '../../magic/triggers';
import { fail, OK, type TableResult } from '../../magic/table';
import { enter, entered } from '../../magic/zones';
import type { ManaType } from '../../mana';
import { activationPrice, cardBehind, empty, foremost, placeAt, placeLabel, putFaceUp, reveal, swapWithBehind, type Place } from './castle';
import type { CastleSeat } from './schema';
import { castlePlace, other, seatName, type CastleTable } from './seating';

/**
 * The breach (rules/castle-magic.md, "Breaching the castle"): an attack
 * names a column of the opponent's castle and every attacker goes to it. An
 * empty column lets the damage through; otherwise the foremost card is
 * revealed and activated (for free when the defender's lands could make its
 * cost, else for life, or it is discarded and combat ends), may be swapped
 * with the card behind for 2 life, and blocks every attacker.
 */

export const BREACH_RULES = {
  restriction: 'mtg.508.1c.attack-restriction',
  when: 'castle.attack.when',
  attackers: 'castle.attack.attackers',
  column: 'castle.attack.column',
  activate: 'castle.activate',
  swap: 'castle.defend.swap',
  block: 'castle.block',
  cantBlock: 'castle.block.cant-block',
  question: 'castle.defend.question',
} as const;

/** The mana types each of a seat's lands could make, tapped or not (castle.activate). */
export function landTypes(t: CastleTable, seat: CastleSeat): ManaType[][] {
  return t.s.battlefield.filter((p) => p.controller === seat && cardInfo(p.card).land).map((p) => [...cardInfo(p.card).produces]);
}

/** Why these creatures cannot attack that column now, or OK. */
export function attackProblem(t: CastleTable, seat: CastleSeat, column: number, creatures: readonly number[]): TableResult {
  const phase = t.s.phase;
  if (phase.type !== 'turn' || phase.seat !== seat || phase.step !== 'main' || t.s.priority?.seat !== seat) {
    return fail(BREACH_RULES.when, `${seatName(seat)} may attack only in their own main phase, holding priority.`);
  }
  if (t.s.stack.length > 0 || t.s.breach) return fail(BREACH_RULES.when, 'Wait until the stack has resolved.');
  if (phase.attacked) return fail(BREACH_RULES.when, `${seatName(seat)} has attacked this turn already: one attack a turn, on one column.`);
  if (!Number.isInteger(column) || column < 0 || column > 3) return fail(BREACH_RULES.column, 'An attack names one of the four columns, 1 to 4.');
  if (creatures.length === 0 || new Set(creatures).size !== creatures.length) return fail(BREACH_RULES.attackers, 'Name each attacking creature once.');
  for (const id of creatures) {
    const p = t.permanent(id);
    if (!p || !cardInfo(p.card).creature) return fail(BREACH_RULES.attackers, `#${id} is not a creature on the battlefield.`);
    if (p.controller !== seat) return fail(BREACH_RULES.attackers, `${p.card} is not ${seatName(seat)}'s.`);
    if (castlePlace(t.s, p)) return fail(BREACH_RULES.attackers, `${p.card} defends ${seatName(seat)}'s castle and does not attack.`);
    if (!canUseTap(t, p)) return fail(BREACH_RULES.attackers, `${p.card} must be untapped and free of summoning sickness to attack.`);
    // Pacifism, defender, "can't attack unless …" (the creature's own), then "… unless defending player controls an Island".
    const own = cantAttackProblem(t, p);
    if (own) return { ok: false, error: own };
    const restricted = defenderProblem(t, p, seat);
    if (restricted) return fail(BREACH_RULES.restriction, restricted);
  }
  return OK;
}

/**
 * "~ can't attack unless defending player controls an Island" (CR 508.1c): the defending player is the owner of the
 * castle attacked, the attacker's opponent; its lands are its permanents.
 */
export function defenderProblem(t: CastleTable, p: Permanent, seat: CastleSeat): string | undefined {
  const defender = other(seat);
  return attackDefenderProblem(t, p, defender, seatName(defender));
}

/**
 * Declares the attack. With `responses` (the game's option, on for new
 * games; castle.combat.responses) "attacks" triggers go on the stack and
 * players may respond first; without, it goes as far as the defender's first
 * question at once (castle.attack.column).
 */
export function attack(t: CastleTable, seat: CastleSeat, column: number, creatures: readonly number[], responses: boolean): TableResult {
  const problem = attackProblem(t, seat, column, creatures);
  if (!problem.ok) return problem;
  const phase = t.s.phase;
  if (phase.type === 'turn') t.s.phase = { ...phase, attacked: true };
  for (const id of creatures) if (!hasKeyword(t, t.permanent(id)!, 'vigilance')) t.update(id, (q) => ({ ...q, tapped: true }));
  t.emit({ type: 'note', text: `${seatName(seat)} attacks column ${column + 1} with ${creatures.map((id) => t.permanent(id)!.card).join(', ')}` });
  if (responses) {
    // Declared: "attacks" triggers go on the stack, and players may respond before the attack meets the castle (castle.combat.responses).
    t.s.breach = { column, attackers: [...creatures], place: { row: 0, col: column }, question: 'declared' };
    for (const id of creatures) fire(t, t.permanent(id)!, (when) => when === 'attacks');
    // A lone attacker attacks alone (exalted, CR 506.5).
    if (creatures.length === 1) fireAll(t, (when, q) => when === 'creature-yours-attacks-alone' && q.controller === seat, () => ({ that: creatures[0] }));
    t.s.priority = { seat, passes: 0 };
    return OK;
  }
  t.s.priority = null;
  t.s.breach = { column, attackers: [...creatures], place: { row: 0, col: column }, question: 'defend' };
  meetForemost(t);
  return OK;
}

/** Whether the breach waits on the defender's answer (no one holds priority), rather than on players' responses. */
export function defenderAsked(breach: { readonly question: string } | null): boolean {
  return breach !== null && (breach.question === 'activate' || breach.question === 'defend');
}

/**
 * The creature asked to block has left before blocking (a swap moved a
 * damaged creature out of the row whose bonus kept it alive, say): the
 * attack goes on to the next card of the column, or through it if none.
 */
export function meetAgainIfGone(t: CastleTable): void {
  const breach = t.s.breach;
  if (breach?.question !== 'defend' || blockerAt(t) !== undefined) return;
  t.emit({ type: 'note', text: `the creature at ${placeLabel(breach.place)} is gone: the attack goes on` });
  meetForemost(t);
}

/**
 * Both players passed in a row with the stack empty while combat was open
 * to responses: a declared attack meets the castle (or ends, its attackers
 * all gone), a declared block deals its damage and combat ends.
 */
export function respondingEnds(t: CastleTable): void {
  const breach = t.s.breach!;
  t.s.priority = null;
  if (breach.question === 'declared') {
    if (attackersLeft(t).length === 0) {
      t.emit({ type: 'note', text: 'no attacker is left: combat ends' });
      endBreach(t);
      return;
    }
    meetForemost(t);
    return;
  }
  const b = blockerAt(t);
  const assigned = (breach.damage ?? []).filter((d) => t.permanent(d.to) !== undefined);
  if (b) fight(t, b, assigned);
  else t.emit({ type: 'note', text: 'the blocker is gone: the attackers it blocked deal no damage' });
  endBreach(t);
}

function attackersLeft(t: CastleTable): number[] {
  return (t.s.breach?.attackers ?? []).filter((id) => t.permanent(id) !== undefined);
}

/** Combat ends: the player on turn receives priority in their main phase again. */
function endBreach(t: CastleTable): void {
  t.s.breach = null;
  const active = t.s.phase.type === 'turn' ? t.s.phase.seat : undefined;
  t.s.priority = active ? { seat: active, passes: 0 } : null;
}

/** The attack meets the foremost card of its column: the damage goes through an empty column, a face-down card is revealed, a face-up one is asked to defend. */
function meetForemost(t: CastleTable): void {
  const breach = t.s.breach!;
  const defender = other(t.s.phase.type === 'turn' ? t.s.phase.seat : 'south');
  const castle = t.s.castles[defender];
  const at = foremost(castle, breach.column);
  if (!at) {
    damageDefender(t, defender, attackersLeft(t));
    endBreach(t);
    return;
  }
  const place = placeAt(castle, at);
  if (place.kind === 'face-up') {
    t.s.breach = { column: breach.column, attackers: breach.attackers, place: at, question: 'defend' };
    return;
  }
  const turned = reveal(castle, at, t.s.rng);
  if (!turned.ok) throw new Error(turned.error.message);
  t.s.castles = { ...t.s.castles, [defender]: turned.castle };
  t.s.rng = turned.rng;
  const price = activationPrice(cardInfo(turned.card).cost, landTypes(t, defender));
  t.emit({ type: 'note', text: `${seatName(defender)} reveals ${turned.card} at ${placeLabel(at)}` });
  if (price.life === 0) {
    activateAt(t, defender, at, turned.card);
    t.s.breach = { column: breach.column, attackers: breach.attackers, place: at, question: 'defend' };
    return;
  }
  const missing = [...price.missing.coloured, ...(price.missing.generic > 0 ? [`${price.missing.generic} generic`] : [])].join(' and ');
  t.emit({ type: 'note', text: `${seatName(defender)}'s lands cannot make ${missing} of it: activating it costs ${price.life} life` });
  t.s.breach = { column: breach.column, attackers: breach.attackers, place: at, question: 'activate', price: price.life };
}

/** The revealed creature at `at` comes into play face up: its entering abilities trigger now (castle.activate). */
function activateAt(t: CastleTable, seat: CastleSeat, at: Place, card: string): void {
  const id = t.newId();
  enter(t, seat, card, id);
  t.s.castles = { ...t.s.castles, [seat]: putFaceUp(t.s.castles[seat], at, id) };
  t.emit({ type: 'note', text: `${card} is activated at ${placeLabel(at)}` });
  entered(t, id);
}

function defenderOf(t: CastleTable): CastleSeat {
  return other(t.s.phase.type === 'turn' ? t.s.phase.seat : 'south');
}

/** The defender pays the life the revealed creature costs, and it is activated. */
export function activateDefender(t: CastleTable, seat: CastleSeat): TableResult {
  const breach = t.s.breach;
  if (!breach || breach.question !== 'activate' || seat !== defenderOf(t)) return fail(BREACH_RULES.question, 'No revealed castle creature waits to be activated.');
  const price = breach.price ?? 0;
  if (t.player(seat)!.life < price) return fail(BREACH_RULES.activate, `${seatName(seat)} has ${t.player(seat)!.life} life and cannot pay ${price}.`);
  const place = placeAt(t.s.castles[seat], breach.place);
  if (place.kind !== 'face-down' || place.card === undefined) throw new Error('the place asked about holds no revealed card');
  changeLife(t, seat, -price);
  t.emit({ type: 'note', text: `${seatName(seat)} pays ${price} life` });
  activateAt(t, seat, breach.place, place.card);
  t.s.breach = { column: breach.column, attackers: breach.attackers, place: breach.place, question: 'defend' };
  return OK;
}

/** The defender does not pay: the revealed creature is discarded (removed from the game, never having come into play) and combat ends. */
export function declineDefender(t: CastleTable, seat: CastleSeat): TableResult {
  const breach = t.s.breach;
  if (!breach || breach.question !== 'activate' || seat !== defenderOf(t)) return fail(BREACH_RULES.question, 'No revealed castle creature waits to be activated.');
  const place = placeAt(t.s.castles[seat], breach.place);
  const card = place.kind === 'face-down' ? place.card : undefined;
  t.s.castles = { ...t.s.castles, [seat]: empty(t.s.castles[seat], breach.place) };
  if (card) t.zone(seat, 'exile').push({ id: t.newId(), card });
  t.emit({ type: 'note', text: `${seatName(seat)} does not pay: ${card ?? 'the card'} is discarded and combat ends` });
  endBreach(t);
  return OK;
}

/** For 2 life, the activated creature in front changes places with the card behind it, which is met in turn (castle.defend.swap). */
export function swapBehind(t: CastleTable, seat: CastleSeat): TableResult {
  const breach = t.s.breach;
  if (!breach || breach.question !== 'defend' || seat !== defenderOf(t)) return fail(BREACH_RULES.question, 'No activated castle creature stands in front of an attack.');
  if (t.player(seat)!.life < 2) return fail(BREACH_RULES.swap, `${seatName(seat)} has ${t.player(seat)!.life} life and cannot pay 2.`);
  const swapped = swapWithBehind(t.s.castles[seat], breach.place);
  if (!swapped.ok) return { ok: false, error: swapped.error };
  changeLife(t, seat, -2);
  t.s.castles = { ...t.s.castles, [seat]: swapped.castle };
  t.emit({ type: 'note', text: `${seatName(seat)} pays 2 life to swap the creature at ${placeLabel(breach.place)} with the card behind it` });
  meetForemost(t);
  return OK;
}

/** Whether the defender may swap now: a card stands behind the creature in front, and they have 2 life to pay. */
export function canSwap(t: CastleTable, seat: CastleSeat): boolean {
  const breach = t.s.breach;
  return !!breach && breach.question === 'defend' && t.player(seat)!.life >= 2 && cardBehind(t.s.castles[seat], breach.place) !== undefined;
}

/**
 * The castle creature in front of the attack, as a permanent: the damage it deals (none when it can block no attacker)
 * and the attackers it can block. One that can't block (Pacifism, "can't block"; castle.block.cant-block) still stands
 * in the way: it takes the attackers' damage and deals none to those it can't block.
 */
export function blocker(t: CastleTable): { readonly id: number; readonly power: number; readonly blocks: readonly number[] } | undefined {
  const breach = t.s.breach;
  if (!breach || breach.question !== 'defend') return undefined;
  const id = blockerAt(t);
  if (id === undefined) return undefined;
  const p = t.permanent(id)!;
  const blocks = attackersLeft(t).filter((a) => !cantBlockProblem(t, p, t.permanent(a)!));
  return { id, power: blocks.length > 0 ? Math.max(0, powerOf(t, p)) : 0, blocks };
}

/** The face-up castle creature at the place the attack has reached, if one stands there. */
function blockerAt(t: CastleTable): number | undefined {
  const breach = t.s.breach!;
  const place = placeAt(t.s.castles[defenderOf(t)], breach.place);
  return place.kind === 'face-up' && t.permanent(place.creature) ? place.creature : undefined;
}

/** The attackers still in the attack, in its order: a block's damage list follows them. */
export function blockedAttackers(t: CastleTable): number[] {
  return attackersLeft(t);
}

/**
 * The castle creature blocks every attacker (castle.block): its controller
 * divides its damage among them as `damage` says, each attacker deals all
 * its damage to it; none goes past it, and combat ends. With first or
 * double strike in the fight, damage comes in two steps, as in Magic: a
 * blocker dead after the first deals none in the second, and an attacker
 * dead after it none either.
 */
export function block(t: CastleTable, seat: CastleSeat, damage: readonly number[], responses: boolean): TableResult {
  const breach = t.s.breach;
  if (!breach || breach.question !== 'defend' || seat !== defenderOf(t)) return fail(BREACH_RULES.question, 'No castle creature is asked to block now.');
  const b = blocker(t)!;
  const attackers = attackersLeft(t);
  if (damage.length !== attackers.length) return fail(BREACH_RULES.block, `Divide the blocker's damage among the ${attackers.length} attackers: one amount for each.`);
  const total = damage.reduce((a, d) => a + d, 0);
  const castleCreature = t.permanent(b.id)!;
  const barred = attackers.findIndex((a, i) => damage[i] !== 0 && !b.blocks.includes(a));
  if (barred >= 0) return fail(BREACH_RULES.cantBlock, `${cantBlockProblem(t, castleCreature, t.permanent(attackers[barred]!)!)?.message ?? `${castleCreature.card} can't block.`} It deals no damage to ${t.permanent(attackers[barred]!)!.card}.`);
  if (damage.some((d) => !Number.isInteger(d) || d < 0) || total !== b.power) {
    return fail(BREACH_RULES.block, `The blocker deals ${b.power} damage in all, divided among the attackers as its controller decides.`);
  }
  if (b.blocks.length > 0) t.emit({ type: 'note', text: `${castleCreature.card} blocks` });
  else t.emit({ type: 'note', text: `${castleCreature.card} can't block: it stands in the way and deals no combat damage` });
  const assigned = attackers.map((to, i) => ({ to, amount: damage[i]! }));
  if (responses) {
    // Declared: "blocks" triggers go on the stack, and players may respond before the damage (castle.combat.responses).
    // A creature that can't block blocks nothing: no "blocks" triggers (castle.block.cant-block).
    t.s.breach = { ...breach, question: 'blocked', damage: assigned };
    if (b.blocks.length > 0) fire(t, castleCreature, (when) => when === 'blocks' || when === 'blocks-or-blocked', { that: b.blocks[0] });
    for (const a of b.blocks) if (t.permanent(a)) fire(t, t.permanent(a)!, (when) => when === 'blocks-or-blocked', { that: b.id });
    t.s.priority = { seat: activeOf(t), passes: 0 };
    return OK;
  }
  fight(t, b.id, assigned);
  endBreach(t);
  return OK;
}

/**
 * The blocker and the attackers deal their combat damage: each attacker all
 * of its power to the blocker, the blocker its damage as `assigned` divides
 * it. With first or double strike in the fight, damage comes in two steps,
 * as in Magic: a blocker dead after the first deals none in the second, and
 * an attacker dead after it none either.
 */
function fight(t: CastleTable, blockerId: number, assigned: readonly { readonly to: number; readonly amount: number }[]): void {
  const attackers = assigned.map((d) => d.to);
  const b = { id: blockerId };
  if (combatDamagePrevented(t, [blockerId, ...attackers].flatMap((id) => t.permanent(id) ?? []))) return;
  // Two damage steps when a creature in the fight has first or double strike (CR 510.4); what each deals is worked out as its step begins.
  const fighters = [b.id, ...attackers];
  const striking = (id: number, kw: string) => t.permanent(id) !== undefined && hasKeyword(t, t.permanent(id)!, kw);
  const twoSteps = fighters.some((id) => striking(id, 'first-strike') || striking(id, 'double-strike'));
  for (const step of twoSteps ? (['first', 'regular'] as const) : (['regular'] as const)) {
    const deals = (id: number) => {
      if (!twoSteps) return true;
      const first = striking(id, 'first-strike') || striking(id, 'double-strike');
      return step === 'first' ? first : !first || striking(id, 'double-strike');
    };
    if (!t.permanent(b.id)) break;
    const hits: { from: number; to: number; amount: number }[] = [];
    for (const a of attackers) if (t.permanent(a) && deals(a)) hits.push({ from: a, to: b.id, amount: Math.max(0, powerOf(t, t.permanent(a)!)) });
    if (deals(b.id)) assigned.forEach((d) => hits.push({ from: b.id, to: d.to, amount: d.amount }));
    for (const h of hits) {
      const source = t.permanent(h.from)!;
      const target = t.permanent(h.to);
      if (!target || h.amount <= 0) continue;
      t.update(h.to, (q) => hurtBy({ ...q, damage: q.damage + h.amount }, h.from));
      t.emit({ type: 'damage', source: source.card, to: target.card, amount: h.amount, combat: true });
      if (hasKeyword(t, source, 'lifelink')) gainLife(t, source.controller, h.amount);
    }
    for (const h of hits) {
      const target = t.permanent(h.to);
      const source = t.permanent(h.from);
      if (target && source && h.amount > 0 && hasKeyword(t, source, 'deathtouch')) destroy(t, target, 'deathtouch');
    }
    checkStateBasedActions(t);
  }
}

function activeOf(t: CastleTable): CastleSeat {
  return t.s.phase.type === 'turn' ? t.s.phase.seat : 'south';
}

/** An empty column: the defender takes the attackers' damage (castle.attack.column, castle.damage). */
function damageDefender(t: CastleTable, defender: CastleSeat, attackers: readonly number[]): void {
  t.emit({ type: 'note', text: `column ${(t.s.breach?.column ?? 0) + 1} is empty` });
  if (combatDamagePrevented(t, attackers.flatMap((id) => t.permanent(id) ?? []))) return;
  for (const id of attackers) {
    const a = t.permanent(id)!;
    const amount = Math.max(0, powerOf(t, a)) * (hasKeyword(t, a, 'double-strike') ? 2 : 1);
    if (amount <= 0) continue;
    t.emit({ type: 'damage', source: a.card, to: seatName(defender), amount, combat: true });
    changeLife(t, defender, -amount);
    dealtDamage(t, defender);
    if (hasKeyword(t, a, 'lifelink')) gainLife(t, a.controller, amount);
    fire(t, a, (when) => when === 'combat-damage-to-player' || when === 'damage-to-opponent', { player: defender });
  }
}
