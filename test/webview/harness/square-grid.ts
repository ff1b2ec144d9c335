import type { Action } from '../../../src/engine';
import type { CardView } from '../../../src/protocol/card-view';
import type { ActionView, GridCreatureView, GridSquareView, SeatView, SquareGridView } from '../../../src/protocol/table-view';
import type { ShowGameMessage } from '../../../src/protocol/messages';
import { gameMessage, tableGame } from './games';

/**
 * A Frontier Magic board laid out by hand for the square grid's tests and
 * screenshots (the Frontier engine is not built yet): 5 rows by 6 columns,
 * South (the player at this playmat, on turn) at the bottom, North at the
 * top. Its actions are stand-ins of the shape the engine will offer (ids of
 * creatures in `on`, places in `at`); the app passes them on untouched.
 */

const land = (name: string, types: string, text: string): CardView => ({ name, manaCost: '', colours: [], typeLine: `${types}`, text: [text] });
const FOREST = land('Forest', 'Basic Land — Forest', '{T}: Add {G}.');
const ISLAND = land('Island', 'Basic Land — Island', '{T}: Add {U}.');
const MOUNTAIN = land('Mountain', 'Basic Land — Mountain', '{T}: Add {R}.');
const PLAINS = land('Plains', 'Basic Land — Plains', '{T}: Add {W}.');
const SWAMP = land('Swamp', 'Basic Land — Swamp', '{T}: Add {B}.');
const TAIGA = land('Taiga', 'Land — Mountain Forest', '({T}: Add {R} or {G}.)');
const CASTLE = land('Gargoyle Castle', 'Land', '{T}: Add {C}.');

function creature(id: number, name: string, colour: string, cost: string, type: string, pt: [number, number], more: Partial<CardView> = {}): CardView {
  return { id, name, manaCost: cost, colours: [colour], typeLine: `Creature — ${type}`, text: [], power: pt[0], toughness: pt[1], ...more };
}

export const SEATS: readonly SeatView[] = [
  { id: 'south', name: 'South', control: 'human', life: 18, onTurn: true },
  { id: 'north', name: 'North', control: 'human', life: 20, onTurn: false },
];

/** Creature ids. */
export const ID = {
  elves: 301,
  hero: 302,
  pegasus: 303,
  minotaur: 304,
  spider: 305,
  crusade: 306,
  serra: 401,
  bears: 402,
  zombies: 403,
  mine: 404,
  wurm: 405,
} as const;

const on = (seat: string, card: CardView, bonus: readonly string[] = [], moved = false): GridCreatureView => ({
  card,
  seat,
  power: (card.power ?? 0) + bonus.length,
  toughness: (card.toughness ?? 0) + bonus.length,
  bonus: { amount: bonus.length, reasons: bonus },
  moved,
});

type Land = GridSquareView['land'];
const down: Land = { state: 'face-down' };
const hole: Land = { state: 'hole' };
const up = (card: CardView, tappedBy?: string): Land => (tappedBy ? { state: 'face-up', card, tappedBy } : { state: 'face-up', card });

/** The lands, row by row (north first), and who stands where. */
const LANDS: Land[][] = [
  [down, up(ISLAND), down, up(PLAINS), down, down],
  [down, up(SWAMP), up(FOREST, 'north'), down, hole, down],
  [up(MOUNTAIN), down, up(FOREST), up(TAIGA), down, up(CASTLE)],
  [down, up(PLAINS), up(FOREST), up(MOUNTAIN, 'south'), down, up(ISLAND)],
  [down, down, down, down, up(SWAMP), down],
];

const STANDING: Record<string, GridCreatureView[]> = {
  '0,3': [on('north', creature(ID.serra, 'Serra Angel', 'W', '{3}{W}{W}', 'Angel', [4, 4], { keywords: ['flying', 'vigilance'] }), ['+1/+1: stands on a Plains'])],
  '1,2': [on('north', creature(ID.bears, 'Grizzly Bears', 'G', '{1}{G}', 'Bear', [2, 2]), ['+1/+1: stands on a Forest'])],
  '2,0': [on('south', creature(ID.minotaur, 'Hurloon Minotaur', 'R', '{1}{R}{R}', 'Minotaur', [2, 3], { tapped: true }), [], true)],
  '3,1': [
    on('south', creature(ID.hero, 'Benalish Hero', 'W', '{W}', 'Human Soldier', [1, 1], { keywords: ['banding'] }), ['+1/+1: stands on a Plains']),
    on('south', creature(ID.pegasus, 'Mesa Pegasus', 'W', '{1}{W}', 'Pegasus', [1, 1], { keywords: ['flying', 'banding'] }), ['+1/+1: stands on a Plains']),
  ],
  '3,2': [on('south', creature(ID.elves, 'Llanowar Elves', 'G', '{G}', 'Elf Druid', [1, 1]), ['+1/+1: stands on a Forest', '+1/+1: Forest to the north'])],
  '3,3': [on('north', creature(ID.zombies, 'Scathe Zombies', 'B', '{2}{B}', 'Zombie', [2, 3]))],
};

export const GRID: SquareGridView = {
  kind: 'square-grid',
  rows: 5,
  cols: 6,
  squares: LANDS.flatMap((row, r) => row.map((land, c) => ({ row: r, col: c, land, creatures: STANDING[`${r},${c}`] ?? [] }))),
  homeRows: [
    {
      seat: 'north',
      edge: 'north',
      cards: [
        { id: ID.mine, name: 'Howling Mine', manaCost: '{2}', colours: [], typeLine: 'Artifact', text: ['At the beginning of each player\u2019s draw step, if Howling Mine is untapped, that player draws an additional card.'] },
        creature(ID.wurm, 'Craw Wurm', 'G', '{4}{G}{G}', 'Wurm', [6, 4], { sick: true }),
      ],
    },
    {
      seat: 'south',
      edge: 'south',
      cards: [
        creature(ID.spider, 'Giant Spider', 'G', '{3}{G}', 'Spider', [2, 4], { keywords: ['reach'] }),
        { id: ID.crusade, name: 'Crusade', manaCost: '{W}{W}', colours: ['W'], typeLine: 'Enchantment', text: ['White creatures get +1/+1.'] },
      ],
    },
  ],
  southSeat: 'south',
};

/** A stand-in action on a place: `type` names what it does, as the engine's will. */
function onPlace(type: 'move' | 'scout' | 'attack', creature: number, row: number, col: number, label: string): ActionView {
  const action = { type: `frontier-${type}`, creature, to: { row, col } } as unknown as Action;
  return { action, label, on: creature, at: { row, col } };
}

export const ACTIONS: readonly ActionView[] = [
  // Llanowar Elves: north onto the empty Forest, south (moving onto it, or scouting it), or attack the Zombies to the east.
  onPlace('move', ID.elves, 2, 2, 'Move Llanowar Elves north'),
  onPlace('move', ID.elves, 4, 2, 'Move Llanowar Elves south'),
  onPlace('scout', ID.elves, 4, 2, 'Scout south with Llanowar Elves'),
  onPlace('attack', ID.elves, 3, 3, 'Attack Scathe Zombies with Llanowar Elves'),
  // The banded stack moves as one (offered through its first member).
  onPlace('move', ID.hero, 2, 1, 'Move the Benalish Hero stack north'),
  onPlace('move', ID.hero, 4, 1, 'Move the Benalish Hero stack south'),
  // Giant Spider steps from the home row onto any empty land of South's nearest row.
  ...[0, 1, 2, 3, 4, 5].map((c) => onPlace('move', ID.spider, 4, c, `Move Giant Spider onto row 5, column ${c + 1}`)),
];

/** The playmat showing that board: a Magic Crawl message whose table view is replaced, as a Frontier host's would be. */
export function squareGridMessage(extra: { version?: number; readOnly?: boolean; actions?: readonly ActionView[] } = {}): ShowGameMessage {
  const message = gameMessage(tableGame({ hand: ['Giant Growth', 'Lightning Bolt'] }), { version: extra.version ?? 5, readOnly: extra.readOnly ?? false, fileName: 'frontier.crawl.json' });
  const t = message.table;
  return {
    ...message,
    table: {
      ...t,
      board: GRID,
      seats: SEATS,
      phase: { ...t.phase, title: 'Turn 4 · South', help: 'Move, scout and attack with your creatures, then cast spells.' },
      actions: [...(extra.actions ?? ACTIONS), ...t.actions.filter((a) => a.action.type === 'pass' || a.action.type === 'endTurn')],
    },
  };
}
