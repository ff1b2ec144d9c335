import { fullHp } from './party';
import { sameSquare, squareChar } from './dungeon';
import { monsterDef, trapDef } from './lookup';
import type { Square } from './schema';
import { note, noteWas, type Table } from './table';

/** Monsters put down on a square (mayhem.encounter.spawn), numbered in order. */
export function spawnMonsters(t: Table, monster: string, count: number, at: Square, boss = false): void {
  const def = monsterDef(monster);
  // A monster that starts invisible appears unseen (mayhem.invisible).
  const unseen = def.behaviours.some((b) => b.is === 'starts-invisible');
  for (let i = 0; i < count; i++) {
    t.s.monsters.push({
      number: t.s.nextNumber,
      monster,
      boss,
      hp: fullHp(t.setup, { monster, boss }),
      at: { ...at },
      facing: 'north',
      effects: [],
      spawnedRound: t.s.round,
      ...(unseen ? { unseen: true as const } : {}),
    });
    const earlier = `${def.name} #${t.s.nextNumber} appears${unseen ? ', unseen' : ''}`;
    // The boss is named so: earlier Crawls did not say which monster it was.
    if (boss) noteWas(t, `${def.name} #${t.s.nextNumber}, the boss, appears${unseen ? ', unseen' : ''}`, earlier);
    else note(t, earlier);
    t.s.nextNumber += 1;
  }
  for (const b of def.behaviours) if (b.is === 'lays-trap') layTrap(t, b.trap, at);
}

/**
 * A monster that `lays-trap` sets its trap on the square where it appears
 * (mayhem.monsters.lays-trap): one trap a square, never on stairs, a boss
 * square or a printed trap. The first hero to step there springs it, once.
 */
function layTrap(t: Table, trap: string, at: Square): void {
  const laid = t.s.laidTraps ?? [];
  if (laid.some((l) => sameSquare(l.at, at)) || ['^', 'B', 'T'].includes(squareChar(t.s, at))) return;
  laid.push({ at: { ...at }, trap });
  laid.sort((a, b) => a.at.y - b.at.y || a.at.x - b.at.x);
  t.s.laidTraps = laid;
  note(t, `A ${trapDef(trap).name} is set at (${at.x}, ${at.y})`);
}

/** The trap laid on a square, taken up as a hero springs it. */
export function springLaidTrap(t: Table, at: Square): string | undefined {
  const laid = t.s.laidTraps ?? [];
  const here = laid.find((l) => sameSquare(l.at, at));
  if (!here) return undefined;
  const left = laid.filter((l) => l !== here);
  if (left.length > 0) t.s.laidTraps = left;
  else delete t.s.laidTraps;
  return here.trap;
}
