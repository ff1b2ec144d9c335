import type { BossDef, MonsterDef } from './content';
import type { MayhemSetup, MonsterState } from './schema';
import { monsterDef } from './lookup';
import { isCompetitive, TEAMS } from './competitive';

/**
 * The dungeon fights back as hard as the party is large (mayhem.scale, a
 * reading of ours: the document has one boss for any table, and a party of
 * six computer heroes then always won). The boss has BOSS_HP_PER_HERO more
 * HP for each hero beyond three (fewer for a smaller party, never below half
 * its printed HP), and a monster card brings one monster more for four or
 * five heroes, two more for six: the deaths on the way decide most games,
 * so the encounters grow as well as the boss. Figures and the command that
 * measures them: docs/mayhem.md.
 */

/** The party size the printed boss is made for. */
export const BOSS_PARTY = 3;
export const BOSS_HP_PER_HERO = 3;
/** A monster card brings one more monster for each this many heroes beyond two (one for four or five heroes, two for six). */
export const HEROES_PER_EXTRA_MONSTER = 2;

/** The heroes one boss and one monster card are met by: the party, or in competitive play a team (the larger). */
const heroes = (setup: MayhemSetup): number => (isCompetitive(setup) ? Math.ceil(setup.seats.length / TEAMS) : setup.seats.length);

/** The boss's HP for this party. */
export function bossHp(setup: MayhemSetup, def: MonsterDef | BossDef): number {
  return Math.max(Math.ceil(def.hp / 2), def.hp + BOSS_HP_PER_HERO * (heroes(setup) - BOSS_PARTY));
}

/** How many monsters a monster card brings for this party. */
export function monstersPerCard(setup: MayhemSetup, printed: number): number {
  return printed + Math.max(0, Math.floor((heroes(setup) - 2) / HEROES_PER_EXTRA_MONSTER));
}

/** A monster's full HP: its card's, or the boss's for this party. */
export function fullHp(setup: MayhemSetup, m: Pick<MonsterState, 'monster' | 'boss'>): number {
  const def = monsterDef(m.monster);
  return m.boss ? bossHp(setup, def) : def.hp;
}
