import { fullHp } from './party';
import { monsterDef } from './lookup';
import type { Square } from './schema';
import { note, type Table } from './table';

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
    note(t, `${def.name} #${t.s.nextNumber} appears${unseen ? ', unseen' : ''}`);
    t.s.nextNumber += 1;
  }
}
