import { addMoved, edgeOf, squareAt, whereIs, withCreatures, withHome, withSquare } from './places';
import type { Board } from './schema';

/**
 * The home rows (frontier.summon.home): beside the grid, between each player
 * and their nearest row. A creature cast enters its controller's home row;
 * a regenerated one goes back there (frontier.regenerate). Noncreature
 * permanents there never move, so they are the rules layer's alone.
 */

function homeEdge(board: Board, seat: string) {
  const edge = edgeOf(board, seat);
  if (!edge) throw new Error(`no player sits at the seat "${seat}"`);
  return edge;
}

/** A creature entering the battlefield: into its controller's home row (so does the free token, frontier.token.free). */
export function enterHomeRow(board: Board, id: number, seat: string): Board {
  if (whereIs(board, id)) throw new Error(`creature ${id} is already on the board`);
  const edge = homeEdge(board, seat);
  return withHome(board, edge, [...board.sides[edge].home, id]);
}

/**
 * A regenerated creature (frontier.regenerate): off its place (leaving its
 * stack, if any) into its controller's home row. It counts as having moved,
 * so it steps back onto the board from the next turn on; tapping it is the
 * rules layer's.
 */
export function regenerate(board: Board, id: number, seat: string): Board {
  const edge = homeEdge(board, seat);
  const off = removeCreature(board, id);
  const home = withHome(off, edge, [...off.sides[edge].home, id]);
  return { ...home, moved: addMoved(home.moved, [id]) };
}

/** A creature leaving the battlefield (dies, is exiled, returns to hand): off the board, wherever it was. */
export function removeCreature(board: Board, id: number): Board {
  const where = whereIs(board, id);
  let next = board;
  if (where?.kind === 'place') {
    const square = squareAt(board, where.place.row, where.place.col);
    next = withSquare(board, where.place, withCreatures(square, square.creatures.filter((c) => c !== id)));
  } else if (where?.kind === 'home') {
    next = withHome(board, where.edge, board.sides[where.edge].home.filter((c) => c !== id));
  }
  return next.moved.includes(id) ? { ...next, moved: next.moved.filter((c) => c !== id) } : next;
}
