import { strict as assert } from 'node:assert';
import { Kind, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { BLOCK } from '../../../src/engine/save/layout';
import {
  BoardSchema,
  boardProblems,
  placeFirstToken,
  poolLandFacts,
  reveal,
  setupBoard,
  type Board,
} from '../../../src/engine/variants/frontier/board';
import { ANN, BEN, board, rng } from './board-helpers';

const seats = { north: ANN, south: BEN };
const deck = (n: number, name: string) => Array.from({ length: n }, () => name);

describe('Frontier board › setup and revealing', () => {
  it('frontier.setup: 47 lands make five rows of nine columns, all face down; the two left over are out of the game and named', () => {
    const r = setupBoard(seats, [deck(24, 'Forest'), [...deck(20, 'Island'), 'Savannah', 'Tundra', 'Gargoyle Castle']], rng());
    assert.ok(r.ok);
    assert.equal(r.board.rows, 5);
    assert.equal(r.board.cols, 9);
    assert.equal(r.board.grid.length, 5);
    for (const row of r.board.grid) {
      assert.equal(row.length, 9);
      for (const square of row) assert.deepEqual(square, { land: 'face-down', creatures: [] });
    }
    assert.equal(r.outOfGame.length, 2);
    assert.deepEqual(r.board.outOfGame, r.outOfGame);
    assert.equal(r.board.faceDown.length, 45);
    assert.deepEqual([...r.board.faceDown].sort(), r.board.faceDown, 'the face-down multiset is kept sorted');
    assert.deepEqual(boardProblems(r.board, '/state/board'), []);
    assert.ok(Value.Check(BoardSchema, r.board));
  });

  it('frontier.setup: the same seed gives the same board, another seed may set other lands aside', () => {
    const lands = [deck(10, 'Forest'), [...deck(10, 'Island'), 'Swamp', 'Plains', 'Mountain']];
    const a = setupBoard(seats, lands, rng('one'));
    const b = setupBoard(seats, lands, rng('one'));
    assert.deepEqual(a, b);
    const aside = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const r = setupBoard(seats, lands, rng(`seed ${i}`));
      assert.ok(r.ok);
      r.outOfGame.forEach((l) => aside.add(l));
    }
    assert.ok(aside.size >= 3, `the remainder is drawn at random (${[...aside].join(', ')})`);
  });

  it('frontier.setup: refused with fewer than five lands, or one seat for both players', () => {
    const few = setupBoard(seats, [['Forest', 'Forest'], ['Island', 'Island']], rng());
    assert.equal(few.ok ? '' : few.error.rule, 'frontier.setup');
    const same = setupBoard({ north: ANN, south: ANN }, [deck(10, 'Forest')], rng());
    assert.equal(same.ok ? '' : same.error.rule, 'frontier.setup');
  });

  it('frontier.setup: a multiple of five leaves nothing out of the game', () => {
    const r = setupBoard(seats, [deck(20, 'Forest'), deck(20, 'Swamp')], rng());
    assert.ok(r.ok);
    assert.equal(r.board.cols, 8);
    assert.deepEqual(r.outOfGame, []);
  });

  it('frontier.reveal: turning a place up draws its land from the face-down multiset, and the file never said which it would be', () => {
    const b = board('? ? ?\nF ? ?', { faceDown: ['Island', 'Swamp', 'Swamp', 'Plains', 'Forest'] });
    const r = reveal(b, { row: 0, col: 1 }, rng());
    assert.ok(r.ok);
    const square = r.board.grid[0]![1]!;
    assert.equal(square.land, 'face-up');
    assert.equal(square.land === 'face-up' && square.card, r.card);
    const rest = [...b.faceDown];
    rest.splice(rest.indexOf(r.card), 1);
    assert.deepEqual(r.board.faceDown, rest);
    assert.deepEqual(boardProblems(r.board, ''), []);
  });

  it('frontier.reveal: draws are uniform over the lands: a multiset of three Swamps and an Island turns up a Swamp about three times in four', () => {
    const b = board('? ? ? ?', { faceDown: ['Swamp', 'Swamp', 'Swamp', 'Island'] });
    let swamps = 0;
    let state = rng('uniform');
    for (let i = 0; i < 4000; i++) {
      const r = reveal(b, { row: 0, col: 0 }, state);
      assert.ok(r.ok);
      state = r.rng;
      if (r.card === 'Swamp') swamps++;
    }
    assert.ok(swamps > 2850 && swamps < 3150, `${swamps} Swamps in 4000`);
  });

  it('frontier.reveal: refused on a face-up land, a hole, or off the grid; the creatures on a turned-up land stay', () => {
    const b = board('F # ?@7');
    for (const col of [0, 1, 5]) {
      const r = reveal(b, { row: 0, col }, rng());
      assert.equal(r.ok ? '' : r.error.rule, 'frontier.reveal');
    }
    const r = reveal(b, { row: 0, col: 2 }, rng());
    assert.ok(r.ok);
    assert.deepEqual(r.board.grid[0]![2]!.creatures, [7]);
  });

  it('frontier.setup.token: the first token goes on a face-down, empty land of its player\'s nearest row', () => {
    const b = board('? F ?\n? ? ?\n? ? ?');
    const good = placeFirstToken(b, ANN, 1, { row: 0, col: 0 });
    assert.ok(good.ok);
    assert.deepEqual(good.board.grid[0]![0]!.creatures, [1]);
    const theirs = placeFirstToken(good.board, BEN, 2, { row: 2, col: 0 });
    assert.ok(theirs.ok, 'the south seat\'s nearest row is the last');
    for (const [seat, id, place] of [
      [ANN, 3, { row: 2, col: 1 }],
      [ANN, 3, { row: 0, col: 1 }],
      [ANN, 3, { row: 0, col: 0 }],
      [ANN, 1, { row: 0, col: 2 }],
      ['carol', 3, { row: 0, col: 2 }],
    ] as const) {
      const r = placeFirstToken(good.board, seat, id, place);
      assert.equal(r.ok ? '' : r.error.rule, 'frontier.setup.token', `${seat} ${id} at ${place.row},${place.col}`);
    }
  });

  it('frontier.setup: the board schema is one the canonical writer lays out: each place one line, rows and sides in blocks', () => {
    const kinds = new Set(['Object', 'Array', 'Tuple', 'Union', 'Integer', 'String', 'Literal', 'Boolean', 'Null']);
    const walk = (s: TSchema): void => {
      assert.ok(kinds.has(s[Kind] as string), `the writer has no layout for ${String(s[Kind])}`);
      if (s.properties) Object.values(s.properties as Record<string, TSchema>).forEach(walk);
      if (s.items && !Array.isArray(s.items)) walk(s.items as TSchema);
      if (s.anyOf) (s.anyOf as TSchema[]).forEach(walk);
    };
    walk(BoardSchema);
    const blocked = (s: TSchema) => (s as unknown as Record<symbol, unknown>)[BLOCK] === true;
    const props = BoardSchema.properties;
    assert.ok(blocked(BoardSchema) && blocked(props.grid) && blocked(props.grid.items) && blocked(props.sides));
    assert.ok(!blocked(props.grid.items.items), 'a place is written on one line');
    assert.ok(!blocked(props.faceDown) && !blocked(props.moved));
  });

  it('frontier.setup: the consistency check finds what the schema cannot say', () => {
    const good = board('? F@1\n?@2 #', { faceDown: ['Island', 'Swamp'], home: { ben: [3] }, moved: [1] });
    assert.deepEqual(boardProblems(good, '/b'), []);
    const bad: Board = {
      ...good,
      faceDown: ['Swamp', 'Island', 'Forest'],
      sides: { ...good.sides, south: { seat: BEN, home: [3, 1] } },
      moved: [4, 1],
    };
    const paths = boardProblems(bad, '/b').map((p) => p.path);
    assert.ok(paths.includes('/b/faceDown'), 'the multiset counts the face-down places');
    assert.ok(paths.includes('/b/faceDown/1'), 'the multiset is sorted');
    assert.ok(paths.includes('/b/sides/south/home/1'), 'a creature stands in one place');
    assert.ok(paths.includes('/b/moved/1') && paths.includes('/b/moved/0'), 'moved is increasing and names creatures on the board');
  });

  it('frontier.setup: the card pool gives lands their colours and basic types (a dual land both; a colourless land none)', () => {
    assert.deepEqual(poolLandFacts('Forest'), { colours: ['G'], types: ['Forest'] });
    assert.deepEqual(poolLandFacts('Savannah'), { colours: ['W', 'G'], types: ['Forest', 'Plains'] });
    assert.deepEqual(poolLandFacts('Gargoyle Castle'), { colours: [], types: [] });
  });
});
