import { refuse, type RuleError } from '../../../result';
import type { CreatureFacts, Lookups } from './facts';
import { creaturesOnGrid, DIRECTIONS, inGrid, placeLabel, samePlace, squareAt, type Place } from './places';
import type { Board, Square } from './schema';

/**
 * Mana from the board (frontier.mana.reach): a seat taps a face-up,
 * untapped land under one of its creatures freely, or one next to one of
 * its creatures by tapping that creature, one land per creature. A land
 * under an opposing creature is never its to tap. Each tapped land
 * remembers who tapped it (frontier.mana.untap).
 */

/** A way for a seat to tap a land now. */
export interface ReachOption {
  readonly place: Place;
  readonly card: string;
  /** 'under': the land one of its creatures stands on, tapped freely; else the creature that taps to reach it. */
  readonly via: 'under' | number;
}

/** Whose creatures stand on a square: nobody's, this seat's, or another seat's. */
function holder(square: Square, seat: string, look: Pick<Lookups, 'creature'>): 'none' | 'own' | 'opposing' {
  if (square.creatures.length === 0) return 'none';
  return look.creature(square.creatures[0]!).seat === seat ? 'own' : 'opposing';
}

/**
 * Every way the seat may tap a land now, row by row from the north: a land
 * under its creatures once, as 'under'; a land next to its creatures once
 * for each of them, by id, that could tap to reach it (untapped, not summoning
 * sick). A land under its own creature is only offered as 'under', since
 * reaching it would tap a creature for nothing.
 */
export function manaReach(board: Board, seat: string, look: Lookups): ReachOption[] {
  // Only a land under or next to one of the seat's creatures can be reached: mark those squares, then visit them in board order.
  const cols = board.cols;
  const near = new Uint8Array(board.rows * cols);
  let first = near.length;
  // Each creature on the grid looked up once: the squares near ask of them again, as holders and as reachers.
  const known = new Map<number, CreatureFacts>();
  const facts = { creature: (id: number) => known.get(id) ?? look.creature(id) };
  for (const [id, at] of creaturesOnGrid(board)) {
    const f = look.creature(id);
    known.set(id, f);
    if (f.seat !== seat) continue;
    const row = Math.floor(at / cols);
    const col = at % cols;
    near[at] = 1;
    first = Math.min(first, at);
    for (const d of DIRECTIONS) {
      if (!inGrid(board, row + d.dRow, col + d.dCol)) continue;
      const next = at + d.dRow * cols + d.dCol;
      near[next] = 1;
      first = Math.min(first, next);
    }
  }
  const out: ReachOption[] = [];
  for (let at = first; at < near.length; at++) {
    if (near[at] === 0) continue;
    const row = Math.floor(at / cols);
    const col = at % cols;
    const square = squareAt(board, row, col);
    if (square.land !== 'face-up' || square.tappedBy !== undefined) continue;
    const who = holder(square, seat, facts);
    if (who === 'opposing') continue;
    const place = { row, col };
    if (who === 'own') {
      out.push({ place, card: square.card, via: 'under' });
      continue;
    }
    const start = out.length;
    for (const d of DIRECTIONS) {
      const r = row + d.dRow;
      const c = col + d.dCol;
      if (!inGrid(board, r, c)) continue;
      for (const id of squareAt(board, r, c).creatures) {
        const f = facts.creature(id);
        if (f.seat === seat && !f.tapped && !f.sick) out.push({ place, card: square.card, via: id });
      }
    }
    // A land's reachers by id, whichever side of it they stand (a few at most: sorted in place).
    sortReachersFrom(out, start);
  }
  return out;
}

/** Sorts out[start..] (options of one land, each by a creature's id) by id, in place: insertion sort, stable, as sort is. */
function sortReachersFrom(out: ReachOption[], start: number): void {
  for (let i = start + 1; i < out.length; i++) {
    const o = out[i]!;
    let j = i - 1;
    while (j >= start && (out[j]!.via as number) > (o.via as number)) {
      out[j + 1] = out[j]!;
      j--;
    }
    out[j + 1] = o;
  }
}

/**
 * The most lands the options reach at once: every land under the seat's
 * creatures, and a largest matching of creatures to lands next to them (one
 * land per creature, one creature per land), found by augmenting paths.
 * Options may be filtered first (only lands of a needed colour, say).
 */
export function maxReach(options: readonly ReachOption[]): ReachOption[] {
  const chosen: ReachOption[] = [];
  const taken = (p: Place) => chosen.some((o) => samePlace(o.place, p));
  for (const o of options) if (o.via === 'under' && !taken(o.place)) chosen.push(o);
  const edges = options.filter((o): o is ReachOption & { via: number } => o.via !== 'under' && !taken(o.place));
  const creatures = [...new Set(edges.map((o) => o.via))];
  // landOwner[key] = the option that reaches that land in the matching so far.
  const landOwner = new Map<string, ReachOption & { via: number }>();
  const key = (p: Place) => `${p.row},${p.col}`;
  const augment = (creature: number, seen: Set<string>): boolean => {
    for (const o of edges) {
      if (o.via !== creature) continue;
      const k = key(o.place);
      if (seen.has(k)) continue;
      seen.add(k);
      const holderOption = landOwner.get(k);
      if (!holderOption || augment(holderOption.via, seen)) {
        landOwner.set(k, o);
        return true;
      }
    }
    return false;
  };
  for (const c of creatures) augment(c, new Set());
  // In the options' order, so that the answer does not depend on the matching's.
  const matched = new Set(landOwner.values());
  for (const o of edges) if (matched.has(o)) chosen.push(o);
  return chosen;
}

export type Tapped =
  | { readonly ok: true; readonly board: Board; readonly creatures: readonly number[] }
  | { readonly ok: false; readonly error: RuleError };

/**
 * Taps lands for a seat's payment: each choice must be a way it has now
 * (`manaReach`), no land twice and no creature twice. Gives the board with
 * the lands tapped by the seat, and the creatures that tap to reach them
 * (tapping those is the rules layer's). `ways`: manaReach's answer for this
 * board and seat, when the caller has it already.
 */
export function tapLands(board: Board, seat: string, choices: readonly ReachOption[], look: Lookups, ways: readonly ReachOption[] = manaReach(board, seat, look)): Tapped {
  const places = new Set<string>();
  const creatures: number[] = [];
  // Rows are shared with the board given until one of their lands is tapped (boards are never changed in place).
  const grid = board.grid.slice();
  for (const choice of choices) {
    const k = `${choice.place.row},${choice.place.col}`;
    if (places.has(k)) return refuse('frontier.mana.reach', `The land at ${placeLabel(choice.place)} is tapped only once.`);
    places.add(k);
    if (choice.via !== 'under') {
      if (creatures.includes(choice.via)) return refuse('frontier.mana.reach', `Creature ${choice.via} taps to reach one land only.`);
      creatures.push(choice.via);
    }
    if (!ways.some((w) => w.via === choice.via && samePlace(w.place, choice.place))) return refuse('frontier.mana.reach', unreachable(board, choice));
    const { row, col } = choice.place;
    const square = grid[row]![col]!;
    if (square.land !== 'face-up') continue;
    if (grid[row] === board.grid[row]) grid[row] = board.grid[row]!.slice();
    grid[row]![col] = { ...square, tappedBy: seat };
  }
  return { ok: true, board: { ...board, grid }, creatures };
}

function unreachable(board: Board, choice: ReachOption): string {
  const where = placeLabel(choice.place);
  const square = inGrid(board, choice.place.row, choice.place.col) ? squareAt(board, choice.place.row, choice.place.col) : undefined;
  if (!square || square.land !== 'face-up') return `There is no face-up land at ${where}.`;
  if (square.tappedBy !== undefined) return `The land at ${where} is already tapped.`;
  if (choice.via === 'under') return `None of your creatures stands on the land at ${where}, or an opposing creature does.`;
  return `Creature ${choice.via} cannot reach the land at ${where}: it must be yours, untapped, not summoning sick, next to the land, and no opposing creature on it.`;
}

/** The untap step (frontier.mana.untap): the lands this seat tapped untap; the others stay tapped. */
export function untapLands(board: Board, seat: string): Board {
  let grid: Square[][] | undefined;
  for (let row = 0; row < board.rows; row++) {
    for (let col = 0; col < board.cols; col++) {
      const square = squareAt(board, row, col);
      if (square.land !== 'face-up' || square.tappedBy !== seat) continue;
      grid ??= board.grid.slice();
      if (grid[row] === board.grid[row]) grid[row] = board.grid[row]!.slice();
      const { tappedBy: _, ...untapped } = square;
      grid[row]![col] = untapped;
    }
  }
  return grid ? { ...board, grid } : board;
}

/** A land a seat controls: a face-up land one of its creatures stands on. */
export interface ControlledLand {
  readonly place: Place;
  readonly card: string;
}

/**
 * The lands a seat controls (frontier.control): for card text, exactly the
 * face-up lands its creatures stand on. ("Sacrifice a land" is one of these.)
 */
export function controlledLands(board: Board, seat: string, look: Lookups): ControlledLand[] {
  const out: ControlledLand[] = [];
  for (let row = 0; row < board.rows; row++) {
    for (let col = 0; col < board.cols; col++) {
      const square = squareAt(board, row, col);
      if (square.land === 'face-up' && holder(square, seat, look) === 'own') out.push({ place: { row, col }, card: square.card });
    }
  }
  return out;
}
