import type { Problem } from '../../../save/problems';
import type { Lookups } from './facts';
import type { Board } from './schema';

/**
 * What a board can get wrong that its schema cannot say: the grid's shape,
 * the face-down multiset against the face-down places, each creature in one
 * place only, the orders the file promises. With the lookups, also that
 * every stack is legal (one seat, at most one creature without banding).
 * `path` is the JSON pointer of the board in the file.
 */
export function boardProblems(board: Board, path: string, look?: Lookups): Problem[] {
  const problems: Problem[] = [];
  const at = (rest: string) => `${path}${rest}`;
  if (board.sides.north.seat === board.sides.south.seat) {
    problems.push({ path: at('/sides/south/seat'), message: `is "${board.sides.south.seat}", the north seat too; the players sit apart` });
  }
  if (board.grid.length !== board.rows) problems.push({ path: at('/grid'), message: `has ${board.grid.length} rows, but rows is ${board.rows}` });
  const seen = new Map<number, string>();
  const note = (id: number, where: string) => {
    const before = seen.get(id);
    if (before) problems.push({ path: where, message: `is creature ${id}, already at ${before}` });
    else seen.set(id, where);
  };
  let faceDownPlaces = 0;
  const seats = new Set([board.sides.north.seat, board.sides.south.seat]);
  board.grid.forEach((row, r) => {
    if (row.length !== board.cols) problems.push({ path: at(`/grid/${r}`), message: `has ${row.length} places, but cols is ${board.cols}` });
    row.forEach((square, c) => {
      const here = at(`/grid/${r}/${c}`);
      if (square.land === 'face-down') faceDownPlaces++;
      if (square.land === 'face-up' && square.tappedBy !== undefined && !seats.has(square.tappedBy)) {
        problems.push({ path: `${here}/tappedBy`, message: `is "${square.tappedBy}", who does not sit at this board` });
      }
      square.creatures.forEach((id, i) => note(id, `${here}/creatures/${i}`));
      if (look && square.creatures.length > 1) {
        const facts = square.creatures.map((id) => look.creature(id));
        if (facts.some((f) => f.seat !== facts[0]!.seat)) problems.push({ path: `${here}/creatures`, message: 'holds creatures of both sides; a stack is one side\'s' });
        if (facts.filter((f) => !f.banding).length > 1) {
          problems.push({ path: `${here}/creatures`, message: 'stacks two creatures without banding; a stack holds at most one' });
        }
      }
    });
  });
  for (const edge of ['north', 'south'] as const) board.sides[edge].home.forEach((id, i) => note(id, at(`/sides/${edge}/home/${i}`)));
  if (board.faceDown.length !== faceDownPlaces) {
    problems.push({ path: at('/faceDown'), message: `holds ${board.faceDown.length} lands, but ${faceDownPlaces} places are face down` });
  }
  for (const key of ['faceDown', 'outOfGame'] as const) {
    const list = board[key];
    const i = list.findIndex((name, k) => k > 0 && list[k - 1]! > name);
    if (i > 0) problems.push({ path: at(`/${key}/${i}`), message: `is "${list[i]}", out of alphabetical order` });
  }
  const m = board.moved.findIndex((id, k) => k > 0 && board.moved[k - 1]! >= id);
  if (m > 0) problems.push({ path: at(`/moved/${m}`), message: `is ${board.moved[m]}, out of increasing order or repeated` });
  board.moved.forEach((id, i) => {
    if (!seen.has(id)) problems.push({ path: at(`/moved/${i}`), message: `is creature ${id}, which is not on the board` });
  });
  return problems;
}
