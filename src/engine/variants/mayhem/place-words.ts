import { SQUARES, type SquareChar } from './content';
import { squareChar, stepFrom } from './dungeon';
import { DIRECTIONS, type MayhemState, type Square } from './schema';

/**
 * Where a square lies and what it is, in words: shared by the labels of
 * actions (words.ts) and the rules' own notes (rules.ts), which words.ts's
 * import of the rules keeps from importing words.ts.
 */

/** Where a square lies from a hero: "to the north". */
export function sideOf(from: Square, to: Square): string {
  const dir = DIRECTIONS.find((d) => {
    const s = stepFrom(from, d);
    return s.x === to.x && s.y === to.y;
  });
  return dir ? `to the ${dir}` : `at (${to.x}, ${to.y})`;
}

export const squareName = (state: MayhemState, at: Square): string => SQUARES[squareChar(state, at) as SquareChar] ?? 'square';
