import type { BossDef } from './schema';

/** The bosses: one waits on the Boss tile (two in competitive play), and appears when a hero first steps on it. */
export const BOSSES: readonly BossDef[] = [
  {
    id: 'cinder-king',
    name: 'Grumbolt, the Cinder King',
    hp: 20,
    mov: 2,
    attacks: [
      { name: 'Molten Maul', dam: 4, type: 'melee', range: 1 },
      { name: 'Furnace Breath', dam: 3, type: 'fire', range: 3, cone: 3 },
    ],
    vulnerable: ['ice'],
    resists: ['melee'],
    immune: ['fire'],
    directional: { cone: 3 },
    behaviours: [{ is: 'summons', monster: 'cinder-imp', every: 3 }],
    drops: [{ kind: 'gold', amount: 10 }, { kind: 'treasure', count: 2 }],
    enraged: {
      belowHp: 8,
      mov: 3,
      behaviours: [{ is: 'summons', monster: 'cinder-imp', every: 2 }, { is: 'aura', dam: 1, type: 'fire' }],
      text: 'His crown melts and he glows white: he moves 3, scorches everyone around him, and calls imps every second round.',
    },
    text: 'A king of slag and temper on a throne of coals. Calls a Cinder Imp every third round.',
  },
  {
    id: 'mother-frostweb',
    name: 'Mother Frostweb',
    hp: 18,
    mov: 3,
    attacks: [
      { name: 'Venom Fang', dam: 3, type: 'poison', range: 1, inflicts: { condition: 'poisoned', rounds: 3, perRound: 1 } },
      { name: 'Icy Silk', dam: 2, type: 'ice', range: 4, inflicts: { condition: 'immobilized', rounds: 1 } },
    ],
    vulnerable: ['fire'],
    resists: ['ice'],
    immune: ['poison'],
    behaviours: [{ is: 'summons', monster: 'cave-spiderling', every: 3 }, { is: 'targets', rule: 'weakest' }],
    drops: [{ kind: 'gold', amount: 8 }, { kind: 'treasure', count: 2 }],
    enraged: {
      belowHp: 6,
      attacks: [{ name: 'Frenzied Fangs', dam: 3, type: 'poison', range: 1, area: 'around', inflicts: { condition: 'poisoned', rounds: 2, perRound: 1 } }],
      text: 'She drops from the ceiling and bites everyone around her.',
    },
    text: 'A spider as big as a cart, webs glittering with frost. She hunts the weakest hero.',
  },
  {
    id: 'hollow-archivist',
    name: 'The Hollow Archivist',
    hp: 16,
    mov: 2,
    attacks: [
      { name: 'Page Cut', dam: 2, type: 'melee', range: 1 },
      { name: 'Forgotten Lore', dam: 3, type: 'psy', range: 4, aroundCorners: true, inflicts: { condition: 'incapacitated', rounds: 1 } },
    ],
    vulnerable: ['fire'],
    resists: ['psy'],
    immune: ['poison'],
    behaviours: [{ is: 'starts-invisible' }, { is: 'phases' }],
    drops: [{ kind: 'gold', amount: 8 }, { kind: 'item', item: 'starfall-codex' }],
    enraged: {
      belowHp: 6,
      behaviours: [{ is: 'summons', monster: 'murmuring-shade', every: 2 }],
      text: 'It tears out its own pages; each becomes a Murmuring Shade, one every second round.',
    },
    text: 'A librarian who read one book too many and became the library. Unseen until seen, and it walks through shelves.',
  },
];
