import { isTerrain } from '../../../colour';
import { colourBits, landBits, type Lookups } from './facts';
import { DIRECTIONS, inGrid, placeOf, squareAt } from './places';
import type { Board } from './schema';

/**
 * The terrain bonus (frontier.terrain): an untapped creature gets +1/+1 if
 * the land under it is of one of its colours, and +1/+1 more for each
 * face-up land north, south, east or west of it of one of its colours that
 * no opposing creature stands on. A land of several colours matches if any
 * of them is the creature's, and counts once. Tapped and colourless
 * creatures get none; so does a creature in the home row (no land there).
 *
 * A banded stack has one bonus between its members (frontier.banding): a
 * land counts if it matches any untapped member. Asked about any member,
 * the answer is the stack's.
 */

export interface TerrainOptions {
  /** The neighbours count only when the land under the creature matches too (off by default). */
  readonly neighboursNeedHome?: boolean;
}

export interface TerrainBonus {
  /** N for +N/+N. */
  readonly amount: number;
  /** One line per +1/+1, for the playmat's hover: "+1/+1: stands on a Forest", "+1/+1: Forest to the east". */
  readonly reasons: readonly string[];
}

const NONE: TerrainBonus = { amount: 0, reasons: [] };

/** The bonus and where each +1/+1 comes from. */
export function terrainBonus(board: Board, id: number, look: Lookups, options: TerrainOptions = {}): TerrainBonus {
  const reasons: string[] = [];
  const amount = count(board, id, look, options, reasons);
  return amount === 0 ? NONE : { amount, reasons };
}

/** The bonus alone: what the bot weighs, without the words. */
export function terrainAmount(board: Board, id: number, look: Lookups, options: TerrainOptions = {}): number {
  return count(board, id, look, options, null);
}

function count(board: Board, id: number, look: Lookups, options: TerrainOptions, reasons: string[] | null): number {
  const at = placeOf(board, id);
  if (!at) return 0;
  const here = squareAt(board, at.row, at.col);
  let colours = 0;
  let seat: string | undefined;
  for (const member of here.creatures) {
    const f = look.creature(member);
    seat ??= f.seat;
    if (!f.tapped) colours |= colourBits(f.colours);
  }
  if (colours === 0) return 0;
  let amount = 0;
  const underMatches = here.land === 'face-up' && (landBits(look.land, here.card).colours & colours) !== 0;
  if (underMatches) {
    amount++;
    reasons?.push(`+1/+1: stands on ${withArticle(here.card)}`);
  }
  if (options.neighboursNeedHome && !underMatches) return amount;
  for (const d of DIRECTIONS) {
    const row = at.row + d.dRow;
    const col = at.col + d.dCol;
    if (!inGrid(board, row, col)) continue;
    const square = squareAt(board, row, col);
    if (square.land !== 'face-up' || (landBits(look.land, square.card).colours & colours) === 0) continue;
    if (heldByOther(square.creatures, seat, look)) continue;
    amount++;
    reasons?.push(`+1/+1: ${square.card} to the ${d.name}`);
  }
  return amount;
}

function heldByOther(creatures: readonly number[], seat: string | undefined, look: Lookups): boolean {
  for (const other of creatures) if (look.creature(other).seat !== seat) return true;
  return false;
}

/** "a Forest", "an Island" for a basic land; a nonbasic land by its name alone ("Savannah"). */
function withArticle(card: string): string {
  if (!isTerrain(card)) return card;
  return /^[AEIOU]/.test(card) ? `an ${card}` : `a ${card}`;
}
