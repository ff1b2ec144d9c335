import type { Terrain } from '../../engine';
import type { CardView } from '../../protocol/card-view';
import type { ActionView, GridCreatureView, GridPlace, GridSquareView, SeatView, SquareGridView } from '../../protocol/table-view';
import { frameColours, keywordWords } from '../cards/card-face';

/**
 * What the square grid says and how it sorts what it is given: the words a
 * screen reader hears for each place, the seats' short tags, a banded stack's
 * totals and the kind of each action on a place. Pure functions over the
 * protocol's types, so they can be checked without a browser.
 */

export function placeKey(p: GridPlace): string {
  return `${p.row},${p.col}`;
}

/** "row 2, column 3": counted from 1 at the north-west corner, as people count. */
export function placeWords(p: GridPlace): string {
  return `row ${p.row + 1}, column ${p.col + 1}`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

// ── Seats ──────────────────────────────────────────────────────────────────

/** How a seat is drawn: its name, a one- or two-letter tag, and which of the seat colours it wears (by turn order). */
export interface SeatLook {
  readonly id: string;
  readonly name: string;
  readonly tag: string;
  /** 0 or 1 for the two players (seat-0, seat-1 in the styles); -1 for a seat the table does not list. */
  readonly index: number;
}

/**
 * The seats as the board names them. A tag is the name's first letter when
 * those differ, else the seat's number in turn order, so two tags never
 * read alike. A seat met on the board but missing from `seats` is named by
 * its id.
 */
export function seatLooks(seats: readonly SeatView[], alsoSeen: readonly string[] = []): Map<string, SeatLook> {
  const initials = seats.map((s) => (s.name.trim()[0] ?? '?').toUpperCase());
  const distinct = new Set(initials).size === initials.length;
  const looks = new Map<string, SeatLook>();
  seats.forEach((s, i) => looks.set(s.id, { id: s.id, name: s.name, tag: distinct ? initials[i]! : String(i + 1), index: i }));
  for (const id of alsoSeen) if (!looks.has(id)) looks.set(id, { id, name: id, tag: (id[0] ?? '?').toUpperCase(), index: -1 });
  return looks;
}

/** The class of a seat's colour: seat-0 and seat-1 for the two players, seat-x for any other. */
export function seatClass(seat: SeatLook | undefined): string {
  return seat && seat.index >= 0 && seat.index < 2 ? `seat-${seat.index}` : 'seat-x';
}

/** Every seat named on the board (creatures, tapped lands, home rows). */
export function seatsOnBoard(squares: readonly GridSquareView[], homeSeats: readonly string[]): string[] {
  const ids = new Set(homeSeats);
  for (const s of squares) {
    for (const c of s.creatures) ids.add(c.seat);
    if (s.land.state === 'face-up' && s.land.tappedBy) ids.add(s.land.tappedBy);
  }
  return [...ids];
}

// ── Lands ──────────────────────────────────────────────────────────────────

const TERRAIN_OF_COLOUR: Record<string, Terrain> = { W: 'Plains', U: 'Island', B: 'Swamp', R: 'Mountain', G: 'Forest' };

/** The terrains a face-up land counts as (its colours, WUBRG order); none for a colourless land. */
export function landTerrains(card: CardView): Terrain[] {
  return frameColours(card).flatMap((c) => (TERRAIN_OF_COLOUR[c] ? [TERRAIN_OF_COLOUR[c]!] : []));
}

// ── Creatures ──────────────────────────────────────────────────────────────

/** Power and toughness as the piece shows them, and the terrain bonus in them. */
export interface PieceStats {
  readonly power: number;
  readonly toughness: number;
  readonly bonus: number;
}

/**
 * A creature's stats, or a banded stack's: the sum of its members' power and
 * toughness with one terrain bonus (frontier.banding). Each member's figures
 * include its bonus, so the bonus is taken out of each and the largest put
 * back once: right whether the host gives the bonus to every member or to one.
 */
export function pieceStats(creatures: readonly GridCreatureView[]): PieceStats {
  if (creatures.length === 1) {
    const c = creatures[0]!;
    return { power: c.power, toughness: c.toughness, bonus: c.bonus.amount };
  }
  const bonus = Math.max(0, ...creatures.map((c) => c.bonus.amount));
  return {
    power: creatures.reduce((n, c) => n + c.power - c.bonus.amount, 0) + bonus,
    toughness: creatures.reduce((n, c) => n + c.toughness - c.bonus.amount, 0) + bonus,
    bonus,
  };
}

/** "+1/+1 from terrain", or nothing without a bonus. */
export function bonusWords(amount: number): string {
  return amount > 0 ? `+${amount}/+${amount} from terrain` : '';
}

/** Its state in words: "tapped, summoning sick, has moved". */
function stateWords(card: CardView, moved: boolean): string[] {
  const out: string[] = [];
  if (card.tapped) out.push('tapped');
  if (card.sick) out.push('summoning sick');
  if (moved) out.push('has moved this turn');
  if (card.damage) out.push(`${card.damage} damage`);
  return out;
}

/** "Grizzly Bears (North) 3/3, +1/+1 from terrain, tapped". */
export function creatureWords(creatures: readonly GridCreatureView[], seatName: (id: string) => string): string {
  const first = creatures[0];
  if (!first) return '';
  const stats = pieceStats(creatures);
  const bonus = bonusWords(stats.bonus);
  if (creatures.length === 1) {
    return [`${first.card.name} (${seatName(first.seat)}) ${stats.power}/${stats.toughness}`, bonus, ...stateWords(first.card, first.moved)].filter(Boolean).join(', ');
  }
  const members = creatures.map((c) => [`${c.card.name} ${c.power - c.bonus.amount}/${c.toughness - c.bonus.amount}`, ...stateWords(c.card, c.moved)].join(', '));
  return `${[`Banded stack of ${creatures.length} (${seatName(first.seat)}) ${stats.power}/${stats.toughness}`, bonus].filter(Boolean).join(', ')}: ${members.join('; ')}`;
}

/** "Face-up Forest, tapped by North", "face-down land", "hole". */
export function landWords(square: GridSquareView, seatName: (id: string) => string): string {
  const land = square.land;
  switch (land.state) {
    case 'face-down':
      return 'face-down land';
    case 'hole':
      return land.was ? `hole, a destroyed land: ${land.was}` : 'hole, a destroyed land';
    case 'face-up':
      return `face-up ${land.card.name}${land.tappedBy ? `, tapped by ${seatName(land.tappedBy)}` : ''}`;
  }
}

/**
 * What a screen reader hears for a place: "Row 2, column 3: face-up Forest,
 * tapped by North; Grizzly Bears (North) 3/3, +1/+1 from terrain", then
 * whether it is the chosen creature's, and what can be done there.
 */
export function placeLabel(square: GridSquareView, seatName: (id: string) => string, extra: { chosen?: boolean; offers?: readonly string[] } = {}): string {
  const words = placeWords(square);
  const parts = [`${words[0]!.toUpperCase()}${words.slice(1)}: ${landWords(square, seatName)}`];
  if (square.creatures.length > 0) parts.push(creatureWords(square.creatures, seatName));
  if (extra.chosen) parts.push('chosen');
  if (extra.offers?.length) parts.push(extra.offers.join(', or '));
  return parts.join('; ');
}

/** The why of each creature's bonus, for aria-description: "Terrain bonus: +1/+1: stands on a Forest; +1/+1: Forest to the east." */
export function bonusReasons(creatures: readonly GridCreatureView[]): string {
  const lines = creatures.flatMap((c) => {
    const named = creatures.length > 1 ? `${c.card.name}: ` : '';
    const keywords = (c.card.keywords ?? []).map(keywordWords);
    const out: string[] = [];
    if (keywords.length) out.push(`${named}${keywords.join(', ')}.`);
    if (c.bonus.reasons.length) out.push(`${named}terrain bonus: ${c.bonus.reasons.join('; ')}.`);
    return out;
  });
  return lines.join(' ');
}

// ── Targets on the grid ────────────────────────────────────────────────────

/**
 * Something on the grid a spell, an ability or a question can name: a land by
 * its place's `landId`, a creature standing on a place, or a card in a home
 * row (no place).
 */
export interface GridTarget {
  readonly kind: 'land' | 'creature' | 'home';
  readonly at?: GridPlace;
  /** "Forest at row 2, column 3", "Grizzly Bears at row 3, column 1", "Howling Mine in North's home row". */
  readonly words: string;
}

/** What `key` (an action's target or sacrifice) names on the grid, if anything. */
export function gridTarget(grid: SquareGridView, key: number | string, seatName: (id: string) => string = (id) => id): GridTarget | undefined {
  if (typeof key !== 'number') return undefined;
  for (const s of grid.squares) {
    const at = { row: s.row, col: s.col };
    if (s.landId === key) {
      const land = s.land.state === 'face-up' ? s.land.card.name : s.land.state === 'face-down' ? 'face-down land' : 'hole';
      return { kind: 'land', at, words: `${land} at ${placeWords(at)}` };
    }
    const c = s.creatures.find((x) => x.card.id === key);
    if (c) return { kind: 'creature', at, words: `${c.card.name} at ${placeWords(at)}` };
  }
  for (const h of grid.homeRows) {
    const card = h.cards.find((x) => x.id === key);
    if (card) return { kind: 'home', words: `${card.name} in ${seatName(h.seat)}'s home row` };
  }
  return undefined;
}

/** The keys of `targets` a place holds: its land's, and its creatures'. */
export function targetsAt(square: GridSquareView, targets: ReadonlySet<number | string>): (number | string)[] {
  const out: (number | string)[] = [];
  if (square.landId !== undefined && targets.has(square.landId)) out.push(square.landId);
  for (const c of square.creatures) if (c.card.id !== undefined && targets.has(c.card.id)) out.push(c.card.id);
  return out;
}

// ── Actions on places ──────────────────────────────────────────────────────

/** What a mark on a place says can be done there: the chosen creature's actions, or a choice the table asks (a target, a land to sacrifice). */
export type ActionKind = 'move' | 'attack' | 'scout' | 'act' | 'target' | 'sacrifice' | 'discard';

/** What an action on a place does, for its mark: from the engine's action type, else the label's first word. */
export function actionKind(a: ActionView): ActionKind {
  for (const text of [String(a.action.type), a.label.split(/\s/)[0] ?? '']) {
    if (/attack/i.test(text)) return 'attack';
    if (/scout/i.test(text)) return 'scout';
    if (/move|step|fly|walk/i.test(text)) return 'move';
  }
  return 'act';
}

export const KIND_WORDS: Record<ActionKind, string> = { move: 'Move', attack: 'Attack', scout: 'Scout', act: 'Act', target: 'Target', sacrifice: 'Sacrifice', discard: 'Discard' };

/** The actions of the creatures `ids` (a banded stack's members, or one) that go to a place, by place. */
export function destinations(actions: readonly ActionView[], ids: readonly number[]): Map<string, ActionView[]> {
  const out = new Map<string, ActionView[]>();
  for (const a of actions) {
    if (a.at === undefined || a.on === undefined || !ids.includes(a.on)) continue;
    const key = placeKey(a.at);
    let list = out.get(key);
    if (!list) out.set(key, (list = []));
    list.push(a);
  }
  return out;
}

/** "Move, or Scout": the kinds of the actions on one place, each once. */
export function kindsWords(list: readonly ActionView[]): string {
  return [...new Set(list.map((a) => KIND_WORDS[actionKind(a)]))].join(', or ');
}

/**
 * The announcement when a creature is chosen: "3 places Grizzly Bears can go
 * to: row 2, column 3 (Move); row 1, column 3 (Attack, or Scout). Escape
 * clears the choice." Places in reading order.
 */
export function chosenWords(name: string, places: ReadonlyMap<string, readonly ActionView[]>): string {
  const list = [...places.values()]
    .map((actions) => ({ at: actions[0]!.at!, actions }))
    .sort((a, b) => a.at.row - b.at.row || a.at.col - b.at.col)
    .map(({ at, actions }) => `${placeWords(at)} (${kindsWords(actions)})`);
  return `${plural(list.length, 'place')} ${name} can go to: ${list.join('; ')}. Escape clears the choice.`;
}

/** A home-row card in words: "Llanowar Elves (South) 1/1, summoning sick", or "Howling Mine (South), Artifact". */
export function homeCardWords(card: CardView, seatName: string): string {
  const pt = card.power !== undefined && card.toughness !== undefined ? ` ${card.currentPower ?? card.power}/${card.currentToughness ?? card.toughness}` : '';
  const type = pt ? '' : card.typeLine;
  return [`${card.name} (${seatName})${pt}`, type, ...stateWords(card, false)].filter(Boolean).join(', ');
}
