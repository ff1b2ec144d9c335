import { colourWord, COMBAT_RULES } from '../combat';
import { TERRAINS } from '../colour';
import type { RuleError } from '../result';
import { cardInfo } from './card-db';
import { coloursOf, hasKeyword, hasRule, isPacified, keywordsOf, powerOf } from './characteristics';
import type { Permanent } from './schema';
import type { Seat, Table } from './table';

/**
 * What keeps a creature from blocking an attacker beyond the combat rules'
 * own checks (flying, protection, menace: see ../combat): landwalk,
 * "can't be blocked", intimidate and the blocker's own "can't block". The
 * same in every variant with blocks; each passes who is defending.
 */

export const EVASION_RULES = {
  landwalk: 'magic.combat.landwalk',
  unblockable: 'mtg.509.1b.cant-be-blocked',
  cantBlock: 'mtg.509.1b.cant-block',
  intimidate: 'mtg.702.13b.intimidate',
  skulk: 'mtg.702.118b.skulk',
  fear: 'mtg.702.36b.fear',
} as const;

/** The rules a creature's own "can't attack" breaks: an Aura's "can't attack or block", defender, "can't attack unless …". */
export const RESTRICTION_RULES = {
  pacified: 'magic.combat.cannot-attack-or-block',
  defender: COMBAT_RULES.defender,
  attackWhen: 'mtg.508.1c.attack-restriction',
} as const;

/** "Enchanted creature can't attack or block" (Pacifism): the refusal, or undefined when no Aura on `p` says so. */
export function pacifiedProblem(t: Table, p: Permanent): RuleError | undefined {
  return isPacified(t, p) ? { rule: RESTRICTION_RULES.pacified, message: `${p.card} is enchanted so that it can't attack or block.` } : undefined;
}

/**
 * What of the creature's own keeps it from attacking anyone now, whatever it attacks: an Aura's "can't attack or
 * block", defender (CR 702.3b, a keyword lost until end of turn no longer counts), "can't attack unless …" (CR 508.1c,
 * see attackWhenProblem). The same in every variant where creatures attack; each checks the rest of its own rules
 * (tapped, summoning sickness, where it stands, whom it attacks) itself.
 */
export function cantAttackProblem(t: Table, p: Permanent): RuleError | undefined {
  const pacified = pacifiedProblem(t, p);
  if (pacified) return pacified;
  if (hasKeyword(t, p, 'defender')) return { rule: RESTRICTION_RULES.defender, message: `${p.card} has defender and can't attack.` };
  const when = attackWhenProblem(t, p);
  return when ? { rule: RESTRICTION_RULES.attackWhen, message: when } : undefined;
}

/**
 * What of the blocker's own keeps it from blocking `attacker`: an Aura's "can't attack or block", "can't block",
 * "can't block this turn", "can block only creatures with flying". Where no blockers are declared (a creature attacked
 * in Frontier Magic, a castle's creature in Castle Magic), this says whether the creature attacked blocks.
 */
export function cantBlockProblem(t: Table, blocker: Permanent, attacker: Permanent): RuleError | undefined {
  return pacifiedProblem(t, blocker) ?? ownBlockProblem(t, blocker, attacker);
}

/** The blocker's own "can't block", "can't block this turn", "can block only creatures with flying". */
function ownBlockProblem(t: Table, blocker: Permanent, attacker: Permanent): RuleError | undefined {
  if (hasRule(blocker, 'cant-block') || blocker.pumped?.keywords.includes('cant-block')) {
    return { rule: EVASION_RULES.cantBlock, message: `${blocker.card} can't block${hasRule(blocker, 'cant-block') ? '' : ' this turn'}.` };
  }
  if (hasRule(blocker, 'blocks-only-flying') && !keywordsOf(t, attacker).includes('flying')) {
    return { rule: EVASION_RULES.cantBlock, message: `${blocker.card} can block only creatures with flying, and ${attacker.card} has no flying.` };
  }
  return undefined;
}

/**
 * "~ can't attack unless an opponent has been dealt damage this turn", "… unless there are five or more Islands on
 * the battlefield" (CR 508.1c): why `p` can't attack now, in words, or undefined when it may. The same in every variant
 * that checks attackers.
 */
export function attackWhenProblem(t: Table, p: Permanent): string | undefined {
  const when = hasRule(p, 'attacks-only-when');
  if (!when) return undefined;
  if (when.opponentDamaged && !t.opponents(p.controller).some((seat) => t.player(seat)?.damaged)) {
    return `${p.card} can't attack unless an opponent has been dealt damage this turn, and none has been.`;
  }
  const land = when.landsOnBattlefield;
  if (land !== undefined) {
    const board = t.seating.boardLands;
    const seats = t.seating.seats(t.s);
    const onBoard = board?.controlledCards ? seats.reduce((n, seat) => n + board.controlledCards!(t, seat).filter((c) => cardInfo(c).def.subtypes.includes(land)).length, 0) : 0;
    const count = t.s.battlefield.filter((q) => cardInfo(q.card).def.subtypes.includes(land)).length + onBoard;
    if (count < (when.atLeast ?? 1)) return `${p.card} can't attack unless there are ${when.atLeast} or more ${land}s on the battlefield, and there are ${count}.`;
  }
  return undefined;
}

/**
 * "~ can't attack unless defending player controls an Island" (CR 508.1c): why `p` can't attack `defender` (the player
 * attacked, or the controller of the creature attacked), in words, or undefined when it may. The defender's lands are
 * its permanents and, where lands lie on a board (Frontier Magic), the ones it controls for card text. `name` words the
 * defender for the message.
 */
export function attackDefenderProblem(t: Table, p: Permanent, defender: Seat, name: string): string | undefined {
  const only = hasRule(p, 'attacks-only-if');
  if (!only) return undefined;
  const land = only.defenderControls;
  const isLand = (card: string) => cardInfo(card).def.subtypes.includes(land);
  if (t.s.battlefield.some((q) => q.controller === defender && isLand(q.card))) return undefined;
  if (t.seating.boardLands?.controlledCards?.(t, defender).some(isLand)) return undefined;
  return `${p.card} can't attack unless the defending player controls a${/^[AEIOU]/.test(land) ? 'n' : ''} ${land}, and ${name} controls none.`;
}

/**
 * CR 702.14c: a creature with landwalk can't be blocked while the defending
 * player controls a land of that type. `controls` words the defender for
 * the message ("you control", "Bea controls").
 */
export function landwalkProblem(t: Table, attacker: Permanent, defender: Seat, controls = 'you control'): RuleError | undefined {
  const kws = keywordsOf(t, attacker);
  for (const terrain of TERRAINS) {
    const walk = `${terrain.toLowerCase()}walk`;
    if (!kws.includes(walk)) continue;
    if (t.s.battlefield.some((p) => p.controller === defender && cardInfo(p.card).def.subtypes.includes(terrain))) {
      return { rule: EVASION_RULES.landwalk, message: `${attacker.card} has ${walk} and ${controls} a ${terrain}: it can't be blocked.` };
    }
  }
  return undefined;
}

/** Whether an Equipment attached to `p` says "Equipped creature can't be blocked". */
function equippedUnblockable(t: Table, p: Permanent): boolean {
  return t.s.battlefield.some((q) => q.attachedTo === p.id && cardInfo(q.card).abilities.some((a) => a.kind === 'equipment' && a.unblockable === true));
}

/**
 * "can't be blocked", "can't be blocked except by black creatures" (CR 509.1b); intimidate (CR 702.13b); fear (CR 702.36b); and the
 * blocker's own: "can't block", "can't block this turn", "can block only creatures with flying".
 */
export function evasionProblem(t: Table, blocker: Permanent, attacker: Permanent): RuleError | undefined {
  const own = ownBlockProblem(t, blocker, attacker);
  if (own) return own;
  if (keywordsOf(t, attacker).includes('intimidate') && !cardInfo(blocker.card).def.types.includes('Artifact') && !coloursOf(blocker).some((c) => coloursOf(attacker).includes(c))) {
    return { rule: EVASION_RULES.intimidate, message: `${attacker.card} has intimidate: only an artifact creature or one that shares a colour with it can block it, and ${blocker.card} is neither.` };
  }
  if (keywordsOf(t, attacker).includes('fear') && !cardInfo(blocker.card).def.types.includes('Artifact') && !coloursOf(blocker).includes('B')) {
    return { rule: EVASION_RULES.fear, message: `${attacker.card} has fear: only an artifact creature or a black creature can block it, and ${blocker.card} is neither.` };
  }
  if (keywordsOf(t, attacker).includes('skulk') && powerOf(t, blocker) > powerOf(t, attacker)) {
    return { rule: EVASION_RULES.skulk, message: `${attacker.card} has skulk: a creature with greater power can't block it, and ${blocker.card} has ${powerOf(t, blocker)}.` };
  }
  const byPower = hasRule(attacker, 'not-blocked-by-power');
  if (byPower && powerOf(t, blocker) <= byPower.atMost) {
    return { rule: EVASION_RULES.unblockable, message: `${attacker.card} can't be blocked by creatures with power ${byPower.atMost} or less, and ${blocker.card} has ${powerOf(t, blocker)}.` };
  }
  const notBy = hasRule(attacker, 'not-blocked-by');
  if (notBy && cardInfo(blocker.card).def.subtypes.includes(notBy.subtype)) {
    return { rule: EVASION_RULES.unblockable, message: `${attacker.card} can't be blocked by ${notBy.subtype}s, and ${blocker.card} is one.` };
  }
  if (hasRule(attacker, 'not-blocked-by-artifacts') && cardInfo(blocker.card).def.types.includes('Artifact')) {
    return { rule: EVASION_RULES.unblockable, message: `${attacker.card} can't be blocked by artifact creatures, and ${blocker.card} is one.` };
  }
  // "can't be blocked this turn" is kept among the attacker's until-end-of-turn keywords; "Equipped creature can't be blocked" is its Equipment's.
  const rule =
    hasRule(attacker, 'unblockable') ??
    (attacker.pumped?.keywords.includes('unblockable') || equippedUnblockable(t, attacker) ? { is: 'unblockable' as const } : undefined);
  if (!rule) return undefined;
  const except = 'exceptColour' in rule ? rule.exceptColour : undefined;
  if (except && coloursOf(blocker).includes(except)) return undefined;
  const but = except ? ` except by ${colourWord(except)} creatures` : '';
  return { rule: EVASION_RULES.unblockable, message: `${attacker.card} can't be blocked${but}, and ${blocker.card} can't block it.` };
}
