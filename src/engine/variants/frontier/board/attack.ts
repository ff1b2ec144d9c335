import { refuse, type RuleError } from '../../../result';
import type { Lookups } from './facts';
import { DIRECTIONS, edgeOf, inGrid, nearestRow, otherEdge, placeLabel, placeOf, squareAt, type Place } from './places';
import type { Board } from './schema';

/**
 * The geometry of attacks: whom a creature can reach. Whether it may attack
 * at all (untapped, not summoning sick, once a turn, in the attack stretch)
 * is the rules layer's; so is the damage.
 */

/** An opposing creature, or banded stack, on a place next to the attacker. */
export interface Foe {
  readonly place: Place;
  readonly creatures: readonly number[];
}

/** Whether anyone on a square is of another seat than `seat`. */
function opposing(creatures: readonly number[], seat: string, look: Lookups): boolean {
  for (const id of creatures) if (look.creature(id).seat !== seat) return true;
  return false;
}

/**
 * The opposing creatures and stacks a creature can attack
 * (frontier.attack.adjacent): those north, south, east and west of it,
 * clockwise from north. None from the home row, which is not on the grid.
 */
export function attackTargets(board: Board, id: number, look: Lookups): Foe[] {
  const at = placeOf(board, id);
  const out: Foe[] = [];
  if (!at) return out;
  const seat = look.creature(id).seat;
  for (const d of DIRECTIONS) {
    const row = at.row + d.dRow;
    const col = at.col + d.dCol;
    if (!inGrid(board, row, col)) continue;
    const creatures = squareAt(board, row, col).creatures;
    if (creatures.length > 0 && opposing(creatures, seat, look)) out.push({ place: { row, col }, creatures });
  }
  return out;
}

/** Whether `attacker` can attack `defender` where they stand; the rule it breaks if not. */
export function checkAttack(board: Board, attacker: number, defender: number, look: Lookups): RuleError | null {
  const from = placeOf(board, attacker);
  if (!from) return { rule: 'frontier.attack.adjacent', message: 'Only a creature on the board attacks; one in the home row cannot.' };
  const to = placeOf(board, defender);
  if (!to) return { rule: 'frontier.attack.adjacent', message: 'A creature in the home row is not on the board and cannot be attacked.' };
  if (look.creature(attacker).seat === look.creature(defender).seat) {
    return { rule: 'frontier.attack.adjacent', message: 'A creature attacks an opposing creature, not one of its own side.' };
  }
  if (Math.abs(from.row - to.row) + Math.abs(from.col - to.col) !== 1) {
    return { rule: 'frontier.attack.adjacent', message: `A creature attacks a creature north, south, east or west of it; ${placeLabel(to)} is not next to it.` };
  }
  return null;
}

/**
 * The opponent a creature can attack (frontier.attack.player): the seat
 * across the grid, if the creature stands on that seat's nearest row.
 */
export function playerInReach(board: Board, id: number, look: Lookups): string | undefined {
  const at = placeOf(board, id);
  const edge = edgeOf(board, look.creature(id).seat);
  if (!at || !edge) return undefined;
  const far = otherEdge(edge);
  return at.row === nearestRow(board, far) ? board.sides[far].seat : undefined;
}

/** Whether the creature can attack the opponent from where it stands; the seat attacked, or the rule it breaks. */
export function checkAttackPlayer(board: Board, id: number, look: Lookups): { ok: true; seat: string } | { ok: false; error: RuleError } {
  const seat = playerInReach(board, id, look);
  if (seat !== undefined) return { ok: true, seat };
  return refuse('frontier.attack.player', 'A creature attacks the opponent only from the row nearest the opponent.');
}

/** Where trample damage goes on to. */
export type TrampleOnto =
  | { readonly kind: 'creatures'; readonly place: Place; readonly creatures: readonly number[] }
  | { readonly kind: 'player'; readonly seat: string }
  | { readonly kind: 'nothing' };

/**
 * Where damage beyond lethal goes (frontier.attack.trample): on in the
 * attack's direction, to the opposing creature (or stack) on the next place
 * beyond the defender, or to the opponent when the defender stands on the
 * opponent's nearest row and the attack points off that edge. Nothing
 * otherwise: an empty place, one of the attacker's own side, a side edge.
 */
export function trampleOnto(board: Board, attacker: number, defender: number, look: Lookups): TrampleOnto {
  const from = placeOf(board, attacker);
  const to = placeOf(board, defender);
  const seat = look.creature(attacker).seat;
  const edge = edgeOf(board, seat);
  if (!from || !to) return { kind: 'nothing' };
  const dRow = to.row - from.row;
  const dCol = to.col - from.col;
  if (Math.abs(dRow) + Math.abs(dCol) !== 1) return { kind: 'nothing' };
  const row = to.row + dRow;
  const col = to.col + dCol;
  if (inGrid(board, row, col)) {
    const creatures = squareAt(board, row, col).creatures;
    return creatures.length > 0 && opposing(creatures, seat, look) ? { kind: 'creatures', place: { row, col }, creatures } : { kind: 'nothing' };
  }
  if (!edge) return { kind: 'nothing' };
  const far = otherEdge(edge);
  const offFarEdge = far === 'north' ? row < 0 : row >= board.rows;
  return offFarEdge ? { kind: 'player', seat: board.sides[far].seat } : { kind: 'nothing' };
}
