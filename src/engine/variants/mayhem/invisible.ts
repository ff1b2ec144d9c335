import { clearLine, samePlace } from './dungeon';
import { hasCondition, mayLook } from './hero-sheet';
import { heroWord, monsterDef } from './lookup';
import type { MonsterState } from './schema';
import { note, roll, type Table } from './table';

/**
 * Invisible monsters (mayhem.invisible). A monster that `starts-invisible`
 * appears unseen; heroes can neither attack it nor catch it in an area,
 * while it moves and attacks as any other. A hero with INT 4+ (or who
 * `sees-invisible`) may roll once in their turn, without using their
 * action, to see the unseen monsters on their tile or in their sight: on 4+ they are seen,
 * for good ("invisible until seen"), by the whole table.
 */

export const monsterHidden = (m: MonsterState): boolean => m.unseen === true || hasCondition(m.effects, 'invisible');

/** The unseen monsters a hero's look would find: those on their tile, and those in sight (a clear line, mayhem.range.corners). */
export function unseenNear(t: Table, seat: number): MonsterState[] {
  const at = t.s.heroes[seat]!.at;
  return t.s.monsters.filter((m) => m.unseen === true && (samePlace(m.at, at) || clearLine(t.s, at, m.at)));
}

/** Why a hero may not look now, or undefined when they may. */
export function lookRefusal(t: Table, seat: number, looked: boolean): string | undefined {
  const h = t.s.heroes[seat]!;
  if (!mayLook(h)) return `${heroWord(h.hero)} needs INT 4+ to look for the invisible.`;
  if (looked) return `${heroWord(h.hero)} has looked for the invisible this turn.`;
  if (unseenNear(t, seat).length === 0) return `Nothing unseen is on ${heroWord(h.hero)}'s tile or in sight.`;
  return undefined;
}

/** The look: one roll; on 4+ every unseen monster on the hero's tile or in sight is seen. */
export function look(t: Table, seat: number): boolean {
  const h = t.s.heroes[seat]!;
  if (roll(t, `${heroWord(h.hero)} looks for the invisible`) < 4) {
    note(t, `${heroWord(h.hero)} sees nothing`);
    return false;
  }
  for (const m of unseenNear(t, seat)) {
    delete m.unseen;
    note(t, `${heroWord(h.hero)} sees ${monsterDef(m.monster).name} #${m.number}`);
  }
  return true;
}
