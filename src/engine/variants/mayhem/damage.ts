import { creditBoss, markBossHurt } from './competitive';
import { noteDefeated } from './narrative-module';
import type { AttackType, InflictSchema } from './content';
import type { Static } from '@sinclair/typebox';
import { canCarry, damageBonus, goldCap, immune, immunityFrom, maxHp, resists, reviveBonus, stat, wardOf } from './hero-sheet';
import { monsterDef, treasureDef, heroWord } from './lookup';
import type { Lasting, MonsterState, Square } from './schema';
import { note, noteNew, noteWas, putInto, roll, type Table } from './table';
import { closeTo, inCone, sameSquare } from './dungeon';
import { spawnMonsters } from './spawning';

/**
 * Damage (mayhem.damage): DAM plus bonuses, doubled if vulnerable, halved if
 * resistant, nothing if immune, then less each ward; never below 0. Dying
 * (mayhem.death.revive, mayhem.death.drops).
 */

export interface Defences {
  readonly vulnerable: boolean;
  readonly resists: boolean;
  readonly immune: boolean;
  readonly ward: number;
}

export function damageAfter(dam: number, d: Defences, rounding: 'down' | 'up'): number {
  if (d.immune) return 0;
  let n = dam;
  if (d.vulnerable) n *= 2;
  if (d.resists) n = rounding === 'down' ? Math.floor(n / 2) : Math.ceil(n / 2);
  return Math.max(0, n - d.ward);
}

/** Puts a lasting effect down; the same effect again keeps the larger count (mayhem.lasting). */
export function addLasting(effects: Lasting[], e: Lasting): void {
  const had = effects.find((x) => x.condition === e.condition);
  if (!had) {
    effects.push({ ...e });
    effects.sort((a, b) => a.condition.localeCompare(b.condition));
    return;
  }
  had.rounds = Math.max(had.rounds, e.rounds);
  if (e.perRound !== undefined) had.perRound = Math.max(had.perRound ?? 0, e.perRound);
}

type Inflict = Static<typeof InflictSchema>;

/** "poisoned for 2 rounds (1 HP a round)": a lasting effect as the log says it. */
export const lastingWords = (e: Lasting): string => `${e.condition} for ${e.rounds === 1 ? '1 round' : `${e.rounds} rounds`}${e.perRound ? ` (${e.perRound} HP a round)` : ''}`;

/** Why a hit came out other than its DAM: ", halved" or ", doubled" (none for a plain hit). */
const scaled = (d: Omit<Defences, 'ward'>): string => (d.vulnerable && !d.resists ? ', doubled' : d.resists && !d.vulnerable ? ', halved' : '');

/**
 * A hero is hurt; at 0 HP they roll to revive (mayhem.death.revive). The log
 * says what is left, and what stopped a hit: an immunity (by the card or
 * trait that gives it), or a ward that took it all.
 */
export function hurtHero(t: Table, seat: number, dam: number, type: AttackType, inflicts?: Inflict): void {
  const h = t.s.heroes[seat]!;
  if (h.status !== 'in') return;
  const name = heroWord(h.hero);
  const isImmune = immune(h, type);
  const defences = { vulnerable: false, resists: resists(h, type), immune: isImmune, ward: wardOf(h) };
  const lost = damageAfter(dam, defences, t.setup.options.halfRounding);
  if (isImmune) noteNew(t, `${name} is immune to ${type} (${immunityFrom(h, type)}): no harm done`);
  if (inflicts && !isImmune) addLasting(h.effects, inflicts);
  if (lost > 0) {
    h.hp = Math.max(0, h.hp - lost);
    noteWas(t, `${name} loses ${lost} HP (${type}${scaled(defences)}): ${h.hp} of ${maxHp(h)} left`, `${name} loses ${lost} HP (${type})`);
  } else if (!isImmune && dam > 0) noteNew(t, `${name} shrugs off the ${type} hit (${[defences.resists ? 'halved' : '', defences.ward > 0 ? 'warded' : ''].filter(Boolean).join(', ')}): no HP lost`);
  if (inflicts && !isImmune) noteNew(t, `${name} is ${lastingWords(inflicts)}`);
  if (h.hp === 0) heroFalls(t, seat);
}

export function heroFalls(t: Table, seat: number): void {
  const h = t.s.heroes[seat]!;
  const r = roll(t, `${heroWord(h.hero)} tries to revive`);
  if (r + reviveBonus(h) >= 4) {
    h.hp = 1;
    note(t, `${heroWord(h.hero)} is back on their feet with 1 HP`);
    return;
  }
  // The shield token: their cards and gold lie where they fell.
  h.status = 'dead';
  h.effects = [];
  // A copy with charges used lies with the rest no more: what was half used up goes to the discards (mayhem.use.charges).
  const partly = h.charges.map((c) => c.item);
  const whole = [...h.items];
  for (const c of partly) whole.splice(whole.indexOf(c), 1);
  for (const c of partly) putInto(t.s.treasureDiscard, c);
  dropLoot(t, h.at, whole, h.gold);
  h.items = [];
  h.charges = [];
  h.gold = 0;
  note(t, `${heroWord(h.hero)} is dead`);
}

export function dropLoot(t: Table, at: Square, items: readonly string[], gold: number): void {
  if (items.length === 0 && gold === 0) return;
  let pile = t.s.loot.find((l) => sameSquare(l.at, at));
  if (!pile) {
    pile = { at: { ...at }, items: [], gold: 0 };
    t.s.loot.push(pile);
    t.s.loot.sort((a, b) => a.at.y - b.at.y || a.at.x - b.at.x);
  }
  for (const i of items) putInto(pile.items, i);
  pile.gold += gold;
}

/**
 * Gold to a hero, up to what they can carry; the rest stays on their square
 * (mayhem.gold.cap). The log says both, as the table would count them out.
 */
export function giveGold(t: Table, seat: number, amount: number): void {
  const h = t.s.heroes[seat]!;
  const cap = goldCap(h);
  const kept = Math.max(0, Math.min(amount, cap - h.gold));
  h.gold += kept;
  if (kept > 0) noteNew(t, `${heroWord(h.hero)} gains ${kept} gold (${h.gold} in all)`);
  if (amount > kept) {
    dropLoot(t, h.at, [], amount - kept);
    noteNew(t, `${heroWord(h.hero)} can carry no more than ${cap} gold${cap === 4 * stat(h, 'str') ? ' (4 x STR)' : ''}: ${amount - kept} gold is left on the square`);
  }
}

/** A treasure card to a hero: kept, or left on the square if too heavy (mayhem.treasure.draw). */
export function giveCard(t: Table, seat: number, card: string): void {
  const h = t.s.heroes[seat]!;
  if (canCarry(h, treasureDef(card))) putInto(h.items, card);
  else {
    dropLoot(t, h.at, [card], 0);
    noteNew(t, `${heroWord(h.hero)} is not strong enough to carry ${treasureDef(card).name}: it is left on the square`);
  }
}

/** The extra DAM a directional monster with `weakWithin` takes from a hero attacking from inside its cone (mayhem.directional). */
export function weakFrom(m: MonsterState, from: Square): number {
  const d = monsterDef(m.monster).directional;
  return d?.weakWithin !== undefined && inCone(m.at, m.facing, from, d.cone) ? d.weakWithin : 0;
}

export function monsterDefences(m: MonsterState, type: AttackType): Omit<Defences, 'ward'> {
  const def = monsterDef(m.monster);
  return { vulnerable: def.vulnerable.includes(type), resists: def.resists.includes(type), immune: def.immune.includes(type) };
}

/**
 * A hero's attack lands on a monster. Gives back the monster if it died, so
 * that its drops go to that hero (mayhem.death.drops).
 */
export function hurtMonster(t: Table, seat: number, number: number, dam: number, type: AttackType, inflicts?: Inflict): MonsterState | undefined {
  const m = t.s.monsters.find((x) => x.number === number);
  if (!m) return undefined;
  const hero = t.s.heroes[seat]!;
  const defences = monsterDefences(m, type);
  const lost = damageAfter(dam + damageBonus(hero, type) + weakFrom(m, hero.at), { ...defences, ward: 0 }, t.setup.options.halfRounding);
  const name = `${monsterDef(m.monster).name} #${m.number}`;
  const was = `${name} loses ${lost} HP (${type})`;
  if (defences.immune) noteWas(t, `${name} is immune to ${type}: no harm done`, was);
  else noteWas(t, `${name} loses ${lost} HP (${type}${scaled(defences)})${lost < m.hp ? `: ${m.hp - lost} HP left` : ''}`, was);
  if (inflicts && !defences.immune) {
    addLasting(m.effects, inflicts);
    // Said only of a monster that lives through the hit.
    if (lost < m.hp) noteNew(t, `${name} is ${lastingWords(inflicts)}`);
  }
  if (lost > 0 && !(m.hurtBy ?? []).includes(type)) m.hurtBy = [...(m.hurtBy ?? []), type].sort();
  if (lost > 0) markBossHurt(t.setup, m, seat);
  if (lost < m.hp) {
    m.hp -= lost;
    return undefined;
  }
  monsterDies(t, m, seat);
  note(t, `${monsterDef(m.monster).name} #${m.number} is defeated`);
  return m;
}

/**
 * A monster leaves the board: a boss so is defeated, counted for the teams
 * it counts for in competitive play, and once no boss is left the bosses
 * are all defeated; one that `explodes` hurts every hero on its square and
 * around it (mayhem.monsters.explodes). `killer` is the seat whose blow it
 * was (none for poison).
 */
export function monsterDies(t: Table, m: MonsterState, killer?: number): void {
  t.s.monsters = t.s.monsters.filter((x) => x !== m);
  creditBoss(t.setup, t.s, m, killer);
  noteDefeated(t.setup, t.s, m.monster);
  if (m.boss && !t.s.monsters.some((x) => x.boss)) t.s.bossDefeated = true;
  const def = monsterDef(m.monster);
  for (const b of def.behaviours) {
    if (b.is === 'splits') {
      // What it splits into appears on its square, numbered after the rest (mayhem.monsters.splits).
      note(t, `${def.name} #${m.number} splits`);
      spawnMonsters(t, b.into, b.count, m.at);
    }
    if (b.is !== 'explodes') continue;
    note(t, `${def.name} #${m.number} explodes`);
    t.s.heroes.forEach((h, i) => {
      if (h.status === 'in' && closeTo(t.s, m.at, h.at)) hurtHero(t, i, b.dam, b.type);
    });
  }
}
