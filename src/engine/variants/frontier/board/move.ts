import { TERRAINS } from '../../../colour';
import { refuse, type RuleError } from '../../../result';
import type { RngState } from '../../../rng';
import { landBits, terrainBit, terrainBits, type Lookups } from './facts';
import {
  DIRECTIONS,
  addMoved,
  hasMoved,
  inGrid,
  nearestRow,
  placeLabel,
  squareAt,
  whereIs,
  withCreatures,
  withHome,
  withSquare,
  type Place,
  type Where,
} from './places';
import { reveal } from './reveal';
import type { Board, Square } from './schema';

/**
 * Moving (frontier.move.*): where a creature may go this turn, and the move
 * itself. A creature in a banded stack moves with its stack, as one creature
 * (frontier.banding): the stack may use flying, landwalk or shadow only if
 * every member has it, and must suit every member's landhome.
 *
 * Legal-move generation is the bot's hot path: it reads the grid in place,
 * compares colours and types as bit sets, and allocates only its answer.
 */

/** How a move gets there. `enter` is a step from the home row onto the nearest row. */
export type MoveKind = 'step' | 'enter' | 'flying' | 'shadow' | 'landwalk';

/** A place a creature may move to, and how. */
export interface Destination extends Place {
  readonly how: MoveKind;
}

/** A creature (and its stack) about to move: what its members have in common. */
interface Mover {
  readonly id: number;
  readonly ids: readonly number[];
  readonly name: string;
  readonly seat: string;
  readonly from: Where;
  readonly flying: boolean;
  readonly shadow: boolean;
  /** The land types every member walks. */
  readonly walk: number;
  /** The land types some member needs to stand on: all of them. */
  readonly home: number;
  /** Members without banding: a place holds at most one. */
  readonly loners: number;
  readonly sick: boolean;
  readonly moved: boolean;
}

const ALL_TERRAINS = (1 << TERRAINS.length) - 1;

function moverOf(board: Board, id: number, look: Lookups): Mover | undefined {
  const from = whereIs(board, id);
  if (!from) return undefined;
  const ids = from.kind === 'place' ? squareAt(board, from.place.row, from.place.col).creatures : [id];
  let flying = true;
  let shadow = true;
  let walk = ALL_TERRAINS;
  let home = 0;
  let loners = 0;
  let sick = false;
  let moved = false;
  for (const member of ids) {
    const f = look.creature(member);
    flying &&= f.flying === true;
    shadow &&= f.shadow === true;
    walk &= f.landwalk ? terrainBits(f.landwalk) : 0;
    if (f.landhome) home |= terrainBit(f.landhome);
    if (f.banding !== true) loners++;
    sick ||= f.sick;
    moved ||= hasMoved(board, member);
  }
  const facts = look.creature(id);
  return { id, ids, name: facts.name ?? `Creature ${id}`, seat: facts.seat, from, flying, shadow, walk, home, loners, sick, moved };
}

const HOLE = 'frontier.move.hole';
const LANDHOME = 'frontier.move.landhome';
const OCCUPIED = 'frontier.move.occupied';
type StandRule = typeof HOLE | typeof LANDHOME | typeof OCCUPIED;

/**
 * Whether the mover may end a step on the square: not a hole, a face-up land
 * of its landhome type if it has one, and no creature there unless the stack
 * they would make is legal (all of one seat, at most one without banding).
 * The rule that forbids it, or null.
 */
function standRule(square: Square, m: Mover, look: Lookups): StandRule | null {
  if (square.land === 'hole') return HOLE;
  if (m.home !== 0 && (square.land !== 'face-up' || (landBits(look.land, square.card).types & m.home) !== m.home)) return LANDHOME;
  if (square.creatures.length > 0) {
    let loners = m.loners;
    for (const other of square.creatures) {
      const f = look.creature(other);
      if (f.seat !== m.seat) return OCCUPIED;
      if (f.banding !== true) loners++;
    }
    if (loners > 1) return OCCUPIED;
  }
  return null;
}

/** Whether a landwalk may go on past this square: its land is of a type walked, or face down and may turn out so. */
function walksOn(square: Square, m: Mover, look: Lookups): boolean {
  if (square.land === 'face-down') return true;
  return square.land === 'face-up' && (landBits(look.land, square.card).types & m.walk) !== 0;
}

/**
 * Every place the creature (with its stack) may move to now, each once, by
 * the surest way there (a step, then flying, then shadow, then landwalk).
 * None if it is not on the board, has moved this turn, or is summoning sick.
 *
 * A landwalk destination beyond a face-down land is offered: the land may
 * turn up of the type walked. `applyMove` then says where the move stopped.
 */
export function legalMoves(board: Board, id: number, look: Lookups): Destination[] {
  const m = moverOf(board, id, look);
  const out: Destination[] = [];
  if (!m || m.moved || m.sick) return out;
  if (m.from.kind === 'home') {
    const row = nearestRow(board, m.from.edge);
    for (let col = 0; col < board.cols; col++) {
      if (standRule(squareAt(board, row, col), m, look) === null) out.push({ row, col, how: 'enter' });
    }
    return out;
  }
  const { row, col } = m.from.place;
  for (const d of DIRECTIONS) {
    const r1 = row + d.dRow;
    const c1 = col + d.dCol;
    if (!inGrid(board, r1, c1)) continue;
    const first = squareAt(board, r1, c1);
    const firstOk = standRule(first, m, look) === null;
    if (firstOk) out.push({ row: r1, col: c1, how: 'step' });
    // The distances already offered in this direction beyond the first step, so that each place comes once.
    let flewTo = 0;
    let shadowTo = 0;
    if (m.flying) {
      const r2 = r1 + d.dRow;
      const c2 = c1 + d.dCol;
      if (inGrid(board, r2, c2) && standRule(squareAt(board, r2, c2), m, look) === null) {
        out.push({ row: r2, col: c2, how: 'flying' });
        flewTo = 2;
      }
    }
    if (m.shadow && first.creatures.length > 0) {
      for (let k = 2; ; k++) {
        const r = row + k * d.dRow;
        const c = col + k * d.dCol;
        if (!inGrid(board, r, c)) break;
        const square = squareAt(board, r, c);
        if (square.creatures.length > 0) continue;
        if (k !== flewTo && standRule(square, m, look) === null) {
          out.push({ row: r, col: c, how: 'shadow' });
          shadowTo = k;
        }
        break;
      }
    }
    if (m.walk !== 0 && firstOk && walksOn(first, m, look)) {
      for (let k = 2; ; k++) {
        const r = row + k * d.dRow;
        const c = col + k * d.dCol;
        if (!inGrid(board, r, c)) break;
        const square = squareAt(board, r, c);
        if (standRule(square, m, look) !== null) break;
        if (k !== flewTo && k !== shadowTo) out.push({ row: r, col: c, how: 'landwalk' });
        if (!walksOn(square, m, look)) break;
      }
    }
  }
  return out;
}

export type MoveCheck = { readonly ok: true; readonly how: MoveKind } | { readonly ok: false; readonly error: RuleError };

/** Whether the creature may move to `to` now, and how; or the rule that forbids it. */
export function checkMove(board: Board, id: number, to: Place, look: Lookups): MoveCheck {
  const found = legalMoves(board, id, look).find((d) => d.row === to.row && d.col === to.col);
  if (found) return { ok: true, how: found.how };
  const m = moverOf(board, id, look);
  if (!m) return refuse('frontier.move.adjacent', `Creature ${id} is not on the board.`);
  return { ok: false, error: whyNot(board, m, to, look) };
}

/** The rule a refused move breaks, and in words. Only asked once the move is known to be illegal. */
function whyNot(board: Board, m: Mover, to: Place, look: Lookups): RuleError {
  const stack = m.ids.length > 1 ? `${m.name}'s stack` : m.name;
  if (m.moved) return { rule: 'frontier.move.once', message: `${stack} has already moved this turn.` };
  if (m.sick) return { rule: 'frontier.move.sick', message: `${m.name} has summoning sickness: it cannot move this turn.` };
  const there = inGrid(board, to.row, to.col) ? squareAt(board, to.row, to.col) : undefined;
  const standing = (rule: StandRule | null): RuleError => standError(rule, stack, to);
  if (m.from.kind === 'home') {
    if (!there || to.row !== nearestRow(board, m.from.edge)) {
      return { rule: 'frontier.move.home', message: `From the home row, ${m.name} can step only onto a land of your nearest row.` };
    }
    return standing(standRule(there, m, look));
  }
  const from = m.from.place;
  if (!there) return { rule: 'frontier.move.adjacent', message: `There is no place at ${placeLabel(to)}.` };
  const dRow = to.row - from.row;
  const dCol = to.col - from.col;
  if (dRow === 0 && dCol === 0) return { rule: 'frontier.move.adjacent', message: `${stack} is already at ${placeLabel(to)}.` };
  if (dRow !== 0 && dCol !== 0) {
    return { rule: 'frontier.move.adjacent', message: 'Creatures move north, south, east or west, never diagonally.' };
  }
  const distance = Math.abs(dRow) + Math.abs(dCol);
  if (distance === 1) return standing(standRule(there, m, look));
  const step = { dRow: Math.sign(dRow), dCol: Math.sign(dCol) };
  const at = (k: number): Square => squareAt(board, from.row + k * step.dRow, from.col + k * step.dCol);
  const atPlace = (k: number): Place => ({ row: from.row + k * step.dRow, col: from.col + k * step.dCol });

  // Each way of going further than one land the mover has: the first complaint is the one told.
  const complaints: RuleError[] = [];
  if (m.flying) {
    if (distance === 2) return standing(standRule(there, m, look));
    complaints.push({ rule: 'frontier.move.flying', message: `${stack} flies two lands at most.` });
  }
  if (m.shadow) {
    let k = 1;
    while (k < distance && at(k).creatures.length > 0) k++;
    if (k < distance) {
      complaints.push({
        rule: 'frontier.move.shadow',
        message: `With shadow, ${stack} goes on only through places where creatures stand, and stops on the first empty one: ${placeLabel(atPlace(k))}.`,
      });
    } else if (there.creatures.length > 0) {
      complaints.push({ rule: 'frontier.move.shadow', message: `With shadow, ${stack} stops on the first empty place; creatures stand at ${placeLabel(to)}.` });
    } else return standing(standRule(there, m, look));
  }
  if (m.walk !== 0) {
    let complaint: RuleError | undefined;
    for (let k = 1; k < distance && !complaint; k++) {
      const square = at(k);
      const rule = standRule(square, m, look);
      if (rule) complaint = standError(rule, stack, atPlace(k));
      else if (!walksOn(square, m, look)) {
        complaint = {
          rule: 'frontier.move.landwalk',
          message: `${stack} walks on only through ${walkedTypes(m.walk)}: the land at ${placeLabel(atPlace(k))} would end its move.`,
        };
      }
    }
    if (!complaint) return standing(standRule(there, m, look));
    complaints.push(complaint);
  }
  return complaints[0] ?? { rule: 'frontier.move.adjacent', message: `${stack} moves one land at a time.` };
}

function standError(rule: StandRule | null, who: string, to: Place): RuleError {
  switch (rule) {
    case HOLE:
      return { rule, message: `The land at ${placeLabel(to)} was destroyed: nothing can move onto a hole.` };
    case LANDHOME:
      return { rule, message: `${who} can stand only on face-up lands of its landhome type; ${placeLabel(to)} is not one.` };
    case OCCUPIED:
      return { rule, message: `A creature stands at ${placeLabel(to)}; only creatures with banding share a land, with at most one without.` };
    default:
      // The way there is open but the move was refused: a disagreement between whyNot and legalMoves.
      return { rule: 'frontier.move.adjacent', message: `${who} cannot move to ${placeLabel(to)}.` };
  }
}

function walkedTypes(bits: number): string {
  return TERRAINS.filter((_, i) => (bits & (1 << i)) !== 0)
    .map((t) => (t === 'Plains' ? t : `${t}s`))
    .join(' and ');
}

/** A land turned up on the way. */
export interface RevealedLand {
  readonly place: Place;
  readonly card: string;
}

export type Moved =
  | {
      readonly ok: true;
      readonly board: Board;
      readonly rng: RngState;
      /** The creatures that moved: the one asked about and the rest of its stack. */
      readonly ids: readonly number[];
      readonly from: Where;
      /** Where the move ended: the destination, or short of it where a landwalk turned up a land of another type. */
      readonly to: Place;
      readonly how: MoveKind;
      /** Lands turned up by stepping on them, in order. */
      readonly revealed: readonly RevealedLand[];
      readonly stoppedShort: boolean;
    }
  | { readonly ok: false; readonly error: RuleError };

/**
 * Makes a move: the stack leaves its place (or the creature its home row),
 * each face-down land stepped on is turned up (not those flown over, nor
 * those a shadow passes through, which it does not stand on), and the movers
 * are marked as having moved. A landwalk goes step by step and ends on the
 * first land turned up that is not of a type it walks.
 */
export function applyMove(board: Board, id: number, to: Place, look: Lookups, rng: RngState): Moved {
  const check = checkMove(board, id, to, look);
  if (!check.ok) return check;
  const m = moverOf(board, id, look)!;
  const revealed: RevealedLand[] = [];
  let next = board;
  let state = rng;
  const turnUp = (place: Place): string => {
    const r = reveal(next, place, state);
    if (!r.ok) throw new Error(`a legal move could not turn up ${placeLabel(place)}: ${r.error.message}`);
    next = r.board;
    state = r.rng;
    revealed.push({ place, card: r.card });
    return r.card;
  };
  // A plain place, whatever the caller passed (a Destination carries its `how`).
  const target: Place = { row: to.row, col: to.col };
  let end = target;
  if (check.how === 'landwalk' && m.from.kind === 'place') {
    const from = m.from.place;
    const distance = Math.abs(to.row - from.row) + Math.abs(to.col - from.col);
    const dRow = Math.sign(to.row - from.row);
    const dCol = Math.sign(to.col - from.col);
    for (let k = 1; k <= distance; k++) {
      const place = { row: from.row + k * dRow, col: from.col + k * dCol };
      if (squareAt(next, place.row, place.col).land !== 'face-down') continue;
      const card = turnUp(place);
      if (k < distance && (landBits(look.land, card).types & m.walk) === 0) {
        end = place;
        break;
      }
    }
  } else if (squareAt(next, to.row, to.col).land === 'face-down') {
    turnUp(target);
  }
  next = lift(next, m.ids, m.from);
  const square = squareAt(next, end.row, end.col);
  next = withSquare(next, end, withCreatures(square, [...square.creatures, ...m.ids]));
  next = { ...next, moved: addMoved(next.moved, m.ids) };
  return { ok: true, board: next, rng: state, ids: m.ids, from: m.from, to: end, how: check.how, revealed, stoppedShort: end !== target };
}

/** The board without these creatures where they were: off their place, or out of their home row. */
function lift(board: Board, ids: readonly number[], from: Where): Board {
  if (from.kind === 'place') {
    const square = squareAt(board, from.place.row, from.place.col);
    return withSquare(board, from.place, withCreatures(square, square.creatures.filter((c) => !ids.includes(c))));
  }
  return withHome(board, from.edge, board.sides[from.edge].home.filter((c) => !ids.includes(c)));
}

/**
 * A move that fizzled (the destination destroyed in response): the creature
 * and its stack stay where they are, having used their move.
 */
export function spendMove(board: Board, id: number): Board {
  const where = whereIs(board, id);
  const ids = where?.kind === 'place' ? squareAt(board, where.place.row, where.place.col).creatures : [id];
  return { ...board, moved: addMoved(board.moved, ids) };
}

/** A new turn: every creature may move again. */
export function startTurn(board: Board): Board {
  return board.moved.length === 0 ? board : { ...board, moved: [] };
}
