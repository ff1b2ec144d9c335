import { strict as assert } from 'node:assert';
import {
  applyMove,
  boardProblems,
  checkMove,
  legalMoves,
  spendMove,
  startTurn,
  type Board,
  type Lookups,
  type Place,
} from '../../../src/engine/variants/frontier/board';
import { BEN, board, lookups, places, rng, walks } from './board-helpers';

function refusedWith(b: Board, id: number, to: Place, look: Lookups): string {
  const r = checkMove(b, id, to, look);
  assert.ok(!r.ok, `the move of ${id} to ${to.row},${to.col} should be refused`);
  assert.ok(r.error.message.length > 0);
  return r.error.rule;
}

function moved(b: Board, id: number, to: Place, look: Lookups, seed?: string) {
  const r = applyMove(b, id, to, look, rng(seed));
  assert.ok(r.ok, r.ok ? '' : `${r.error.rule}: ${r.error.message}`);
  assert.deepEqual(boardProblems(r.board, '', look), []);
  return r;
}

describe('Frontier board › moving', () => {
  it('frontier.move.adjacent: one land north, south, east or west, face up or face down; never diagonally, never two', () => {
    const b = board(`
      ? F ? ?
      F F@1 ? ?
      ? ? F ?
    `);
    const look = lookups({ 1: {} });
    assert.deepEqual(places(legalMoves(b, 1, look)), ['0,1', '1,0', '1,2', '2,1']);
    assert.ok(legalMoves(b, 1, look).every((d) => d.how === 'step'));
    assert.equal(refusedWith(b, 1, { row: 0, col: 0 }, look), 'frontier.move.adjacent');
    assert.equal(refusedWith(b, 1, { row: 1, col: 3 }, look), 'frontier.move.adjacent');
    assert.equal(refusedWith(b, 1, { row: 1, col: 1 }, look), 'frontier.move.adjacent');
    assert.equal(refusedWith(b, 1, { row: 9, col: 1 }, look), 'frontier.move.adjacent');
  });

  it('frontier.reveal: a creature stepping onto a face-down land turns it up, and now stands there', () => {
    const b = board('F@1 ?', { faceDown: ['Island'] });
    const look = lookups({ 1: {} });
    const r = moved(b, 1, { row: 0, col: 1 }, look);
    assert.deepEqual(r.revealed, [{ place: { row: 0, col: 1 }, card: 'Island' }]);
    assert.deepEqual(r.board.grid[0], [
      { land: 'face-up', card: 'Forest', creatures: [] },
      { land: 'face-up', card: 'Island', creatures: [1] },
    ]);
    assert.deepEqual(r.board.faceDown, []);
    assert.equal(r.how, 'step');
    assert.equal(r.stoppedShort, false);
  });

  it('frontier.move.occupied: never onto a land another creature stands on, friend or foe', () => {
    const b = board('F@2 F@1 F@3');
    const look = lookups({ 1: {}, 2: {}, 3: { seat: BEN } });
    assert.deepEqual(legalMoves(b, 1, look), []);
    assert.equal(refusedWith(b, 1, { row: 0, col: 0 }, look), 'frontier.move.occupied');
    assert.equal(refusedWith(b, 1, { row: 0, col: 2 }, look), 'frontier.move.occupied');
  });

  it('frontier.banding: any number with banding and at most one without share a land, never with an opposing creature', () => {
    const b = board(`
      F@2,3 F@1 F@4
      F@5 F@6 F@7
    `);
    const look = lookups({
      1: { banding: true },
      2: { banding: true },
      3: {},
      4: {},
      5: { banding: true, seat: BEN },
      6: {},
      7: { banding: true },
    });
    // 1 (banding) may join 2 and 3 (one without banding), 4 (without), and 6 (without).
    assert.deepEqual(places(legalMoves(b, 1, look)), ['0,0', '0,2', '1,1']);
    // 6 (without banding) may join 1 and 7 (banding), never Ben's 5.
    assert.deepEqual(places(legalMoves(b, 6, look)), ['0,1', '1,2']);
    assert.equal(refusedWith(b, 6, { row: 1, col: 0 }, look), 'frontier.move.occupied');
    // 4 (no banding) cannot join 1's place if 1 stood with another creature without banding.
    const crowded = board('F@2,3 F@4');
    assert.equal(refusedWith(crowded, 4, { row: 0, col: 0 }, lookups({ 2: { banding: true }, 3: {}, 4: {} })), 'frontier.move.occupied');
  });

  it('frontier.banding: a stack moves as one, and all of it counts as moved; it flies only if every member flies', () => {
    const b = board('F@1,2 F F');
    const look = lookups({ 1: { banding: true, flying: true }, 2: {} });
    assert.deepEqual(places(legalMoves(b, 2, look)), ['0,1'], 'one of them cannot fly: no flying for the stack');
    const r = moved(b, 1, { row: 0, col: 1 }, look);
    assert.deepEqual(r.ids, [1, 2]);
    assert.deepEqual(r.board.grid[0]![1]!.creatures, [1, 2]);
    assert.deepEqual(r.board.moved, [1, 2]);
    assert.equal(refusedWith(r.board, 2, { row: 0, col: 2 }, look), 'frontier.move.once');
    const flock = lookups({ 1: { banding: true, flying: true }, 2: { flying: true } });
    assert.deepEqual(places(legalMoves(b, 1, flock)), ['0,1', '0,2']);
  });

  it('frontier.move.hole: never onto a hole; a creature on a hole stays, may leave, and cannot come back', () => {
    const b = board('F #@1 F #');
    const look = lookups({ 1: {} });
    assert.deepEqual(places(legalMoves(b, 1, look)), ['0,0', '0,2']);
    const r = moved(b, 1, { row: 0, col: 2 }, look);
    const back = startTurn(r.board);
    assert.equal(refusedWith(back, 1, { row: 0, col: 1 }, look), 'frontier.move.hole');
    assert.equal(refusedWith(back, 1, { row: 0, col: 3 }, look), 'frontier.move.hole');
  });

  it('frontier.move.once: a creature moves once a turn; the next turn it may move again', () => {
    const b = board('F@1 F F');
    const look = lookups({ 1: {} });
    const r = moved(b, 1, { row: 0, col: 1 }, look);
    assert.deepEqual(legalMoves(r.board, 1, look), []);
    assert.equal(refusedWith(r.board, 1, { row: 0, col: 2 }, look), 'frontier.move.once');
    assert.deepEqual(places(legalMoves(startTurn(r.board), 1, look)), ['0,0', '0,2']);
  });

  it('frontier.move.once: a move that fizzles (its destination destroyed in response) still uses the creature\'s move', () => {
    const b = board('F@1 F');
    const look = lookups({ 1: {} });
    const spent = spendMove(b, 1);
    assert.deepEqual(spent.grid, b.grid, 'it stays where it was');
    assert.equal(refusedWith(spent, 1, { row: 0, col: 1 }, look), 'frontier.move.once');
  });

  it('frontier.move.adjacent: a tapped creature may still move', () => {
    const b = board('F@1 F');
    assert.deepEqual(places(legalMoves(b, 1, lookups({ 1: { tapped: true } }))), ['0,1']);
  });

  it('frontier.move.sick: a creature with summoning sickness does not move, on the board or from the home row', () => {
    const b = board('F@1 F\n? ?', { home: { ben: [2] } });
    const look = lookups({ 1: { sick: true }, 2: { seat: BEN, sick: true } });
    assert.deepEqual(legalMoves(b, 1, look), []);
    assert.equal(refusedWith(b, 1, { row: 0, col: 1 }, look), 'frontier.move.sick');
    assert.equal(refusedWith(b, 2, { row: 1, col: 0 }, look), 'frontier.move.sick');
  });

  it('frontier.move.home: from the home row onto any empty land of its nearest row, and nowhere else', () => {
    const b = board(`
      ? F@9 #
      ? ? ?
      ? ? F
    `, { home: { ann: [1], ben: [2] } });
    const look = lookups({ 1: {}, 2: { seat: BEN }, 9: { seat: BEN } });
    assert.deepEqual(places(legalMoves(b, 1, look)), ['0,0'], 'Ann sits north: row 0, but not onto Ben\'s creature nor the hole');
    assert.ok(legalMoves(b, 1, look).every((d) => d.how === 'enter'));
    assert.deepEqual(places(legalMoves(b, 2, look)), ['2,0', '2,1', '2,2'], 'Ben sits south: the last row');
    assert.equal(refusedWith(b, 1, { row: 1, col: 0 }, look), 'frontier.move.home');
    assert.equal(refusedWith(b, 1, { row: 0, col: 1 }, look), 'frontier.move.occupied');
    assert.equal(refusedWith(b, 1, { row: 0, col: 2 }, look), 'frontier.move.hole');
    const r = moved(b, 2, { row: 2, col: 1 }, look);
    assert.deepEqual(r.board.sides.south.home, []);
    assert.deepEqual(r.board.grid[2]![1]!.creatures, [2]);
    assert.equal(r.revealed.length, 1, 'the land stepped onto is turned up');
    assert.deepEqual(r.from, { kind: 'home', edge: 'south' });
  });

  it('frontier.move.home: flying does not reach past the nearest row from the home row', () => {
    const b = board('? ?\n? ?\n? ?', { home: { ann: [1] } });
    assert.deepEqual(places(legalMoves(b, 1, lookups({ 1: { flying: true } }))), ['0,0', '0,1']);
  });

  it('frontier.move.flying: two lands in a straight line over anything (a creature, a hole, a face-down land, not turned up), or one', () => {
    const b = board(`
      F F F F F
      F F ?@3 F F
      F #@2 F@1 ? F
      F F F F F
      F F F F F
    `, { faceDown: ['Swamp', 'Island'] });
    const look = lookups({ 1: { flying: true }, 2: { seat: BEN }, 3: {} });
    const moves = legalMoves(b, 1, look);
    assert.deepEqual(places(moves), ['0,2', '2,0', '2,3', '2,4', '3,2', '4,2']);
    assert.deepEqual(moves.filter((d) => d.how === 'flying').length, 4);
    const r = moved(b, 1, { row: 0, col: 2 }, look);
    assert.deepEqual(r.revealed, [], 'the face-down land under 3 is passed over');
    assert.equal(r.board.grid[1]![2]!.land, 'face-down');
    const east = moved(b, 1, { row: 2, col: 4 }, look);
    assert.equal(east.board.grid[2]![3]!.land, 'face-down', 'flown over, not turned up');
    assert.equal(refusedWith(b, 1, { row: 2, col: 5 }, look), 'frontier.move.adjacent');
    const wide = board('F@1 F F F');
    assert.equal(refusedWith(wide, 1, { row: 0, col: 3 }, look), 'frontier.move.flying');
    assert.equal(refusedWith(board('F@1 F\nF F'), 1, { row: 1, col: 1 }, look), 'frontier.move.adjacent');
  });

  it('frontier.move.flying: the landing place must be one it could step onto', () => {
    const b = board('F@1 F # F@2');
    const look = lookups({ 1: { flying: true }, 2: {} });
    assert.equal(refusedWith(b, 1, { row: 0, col: 2 }, look), 'frontier.move.hole');
    assert.equal(refusedWith(board('F@1 F F@2'), 1, { row: 0, col: 2 }, look), 'frontier.move.occupied');
  });

  it('frontier.move.landwalk: Bog Wraith goes east over Swamps as far as it likes, and one step onto an Island ends its move', () => {
    const b = board('S@1 S S I S');
    const look = lookups({ 1: { colours: ['B'], ...walks('Swamp') } });
    const moves = legalMoves(b, 1, look);
    assert.deepEqual(places(moves), ['0,1', '0,2', '0,3']);
    assert.deepEqual(
      moves.map((d) => d.how),
      ['step', 'landwalk', 'landwalk'],
    );
    const r = moved(b, 1, { row: 0, col: 3 }, look);
    assert.deepEqual(r.board.grid[0]![3]!.creatures, [1]);
    assert.equal(r.how, 'landwalk');
    assert.equal(refusedWith(b, 1, { row: 0, col: 4 }, look), 'frontier.move.landwalk');
  });

  it('frontier.move.landwalk: not through a creature that it could not stand with, nor over a hole', () => {
    const b = board('S@1 S@2 S S');
    const look = lookups({ 1: walks('Swamp'), 2: {} });
    assert.deepEqual(legalMoves(b, 1, look), []);
    assert.equal(refusedWith(b, 1, { row: 0, col: 2 }, look), 'frontier.move.occupied');
    assert.equal(refusedWith(board('S@1 # S'), 1, { row: 0, col: 2 }, look), 'frontier.move.hole');
  });

  it('frontier.move.landwalk: a face-down land on the way is turned up when stepped on; of the type walked, the walk goes on', () => {
    const b = board('S@1 ? ? F', { faceDown: ['Swamp', 'Swamp'] });
    const look = lookups({ 1: walks('Swamp') });
    assert.deepEqual(places(legalMoves(b, 1, look)), ['0,1', '0,2', '0,3'], 'beyond face-down lands, on the chance they are Swamps');
    const r = moved(b, 1, { row: 0, col: 3 }, look);
    assert.deepEqual(r.to, { row: 0, col: 3 });
    assert.equal(r.stoppedShort, false);
    assert.deepEqual(
      r.revealed.map((l) => `${l.place.col}:${l.card}`),
      ['1:Swamp', '2:Swamp'],
    );
  });

  it('frontier.move.landwalk: a face-down land that turns up of another type ends the move there, short of where it was going', () => {
    const b = board('S@1 ? ? S', { faceDown: ['Island', 'Island'] });
    const look = lookups({ 1: walks('Swamp') });
    const r = moved(b, 1, { row: 0, col: 3 }, look);
    assert.deepEqual(r.to, { row: 0, col: 1 });
    assert.equal(r.stoppedShort, true);
    assert.deepEqual(r.revealed, [{ place: { row: 0, col: 1 }, card: 'Island' }], 'only the land stepped on is turned up');
    assert.equal(r.board.grid[0]![2]!.land, 'face-down');
    assert.deepEqual(r.board.grid[0]![1]!.creatures, [1]);
    assert.deepEqual(r.board.moved, [1]);
  });

  it('frontier.move.landwalk: a dual land of the type walked carries the walk on', () => {
    const b = board('P@1 Tun P Tun I');
    const look = lookups({ 1: walks('Plains') });
    assert.deepEqual(places(legalMoves(b, 1, look)), ['0,1', '0,2', '0,3', '0,4']);
  });

  it('frontier.move.shadow: Soltari Lancer goes on through a friend and a foe and stops on the first empty land', () => {
    const b = board(`
      P
      F@9
      F@8
      P@1
    `);
    const look = lookups({ 1: { colours: ['W'], shadow: true }, 8: {}, 9: { seat: BEN } });
    const moves = legalMoves(b, 1, look);
    assert.deepEqual(moves, [{ row: 0, col: 0, how: 'shadow' }]);
    const r = moved(b, 1, { row: 0, col: 0 }, look);
    assert.deepEqual(r.board.grid[0]![0]!.creatures, [1]);
    assert.equal(refusedWith(b, 1, { row: 2, col: 0 }, look), 'frontier.move.occupied');
    assert.equal(refusedWith(b, 1, { row: 1, col: 0 }, look), 'frontier.move.shadow', 'it does not stop among creatures');
  });

  it('frontier.move.shadow: it stops on the first empty land: no further, and not when that place is a hole', () => {
    const b = board('S@1 S@2 S S');
    const look = lookups({ 1: { shadow: true }, 2: {} });
    assert.deepEqual(places(legalMoves(b, 1, look)), ['0,2']);
    assert.equal(refusedWith(b, 1, { row: 0, col: 3 }, look), 'frontier.move.shadow');
    assert.deepEqual(legalMoves(board('S@1 S@2 # S'), 1, look), []);
    const passed = board('S@1 ?@2 S', { faceDown: ['Island'] });
    const r = moved(passed, 1, { row: 0, col: 2 }, look);
    assert.deepEqual(r.revealed, [], 'a land passed through is not stood on');
  });

  it('frontier.move.landhome: it stands only on face-up lands of its type, and cannot step onto a face-down land', () => {
    const b = board(`
      I F I
      ? I@1 Tun
      # I I
    `);
    const look = lookups({ 1: { colours: ['U'], landhome: 'Island' } });
    assert.deepEqual(places(legalMoves(b, 1, look)), ['1,2', '2,1']);
    assert.equal(refusedWith(b, 1, { row: 0, col: 1 }, look), 'frontier.move.landhome');
    assert.equal(refusedWith(b, 1, { row: 1, col: 0 }, look), 'frontier.move.landhome');
    const serpent = lookups({ 1: { landhome: 'Island', flying: true } });
    assert.deepEqual(places(legalMoves(b, 1, serpent)), ['1,2', '2,1'], 'flying over the Forest to nothing: row -1 is off the board');
  });
});
