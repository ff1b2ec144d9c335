import { strict as assert } from 'node:assert';
import {
  applyMove,
  attackTargets,
  boardProblems,
  checkAttack,
  checkAttackPlayer,
  destroyLand,
  enterHomeRow,
  legalMoves,
  playerInReach,
  regenerate,
  removeCreature,
  startTurn,
  terrainAmount,
  terrainBonus,
  trampleOnto,
} from '../../../src/engine/variants/frontier/board';
import { ANN, BEN, board, lookups, places, rng } from './board-helpers';

describe('Frontier board › terrain, attacks, holes and the home row', () => {
  it('frontier.terrain: Shanodin Dryads on a Forest with vacant Forests all round is +4/+4 more: a 6/6 — five reasons', () => {
    const b = board(`
      ? F ?
      F F@1 F
      ? F ?
    `);
    const look = lookups({ 1: { colours: ['G'] } });
    const bonus = terrainBonus(b, 1, look);
    assert.equal(bonus.amount, 5);
    assert.deepEqual(bonus.reasons, [
      '+1/+1: stands on a Forest',
      '+1/+1: Forest to the north',
      '+1/+1: Forest to the east',
      '+1/+1: Forest to the south',
      '+1/+1: Forest to the west',
    ]);
    assert.equal(terrainAmount(b, 1, look), 5);
  });

  it('frontier.terrain: Hurloon Minotaur on a Mountain: +1/+1; a matching land an opposing creature stands on does not count, a friend\'s does', () => {
    const b = board(`
      ? M@2 ?
      M@3 M@1 I
      ? ? ?
    `);
    const look = lookups({ 1: { colours: ['R'] }, 2: { seat: BEN }, 3: {} });
    assert.deepEqual(terrainBonus(b, 1, look).reasons, ['+1/+1: stands on a Mountain', '+1/+1: Mountain to the west']);
  });

  it('frontier.terrain: tapped creatures, colourless creatures and creatures in the home row get none; face-down lands and holes count for nothing', () => {
    const b = board('F F@1 F\n? F@2 #', { home: { ann: [3] } });
    assert.deepEqual(terrainBonus(b, 1, lookups({ 1: { tapped: true } })), { amount: 0, reasons: [] });
    assert.equal(terrainAmount(b, 2, lookups({ 2: { colours: [] } })), 0);
    assert.equal(terrainAmount(b, 3, lookups({ 3: {} })), 0);
    assert.deepEqual(terrainBonus(b, 2, lookups({ 1: { seat: BEN }, 2: {} })).reasons, ['+1/+1: stands on a Forest'], 'the Forest north of it holds an opposing creature');
  });

  it('frontier.terrain: a multicolour land matches either colour and counts once; a multicolour creature counts each land once', () => {
    const b = board('Sav@1 P\nF Gar');
    assert.deepEqual(terrainBonus(b, 1, lookups({ 1: { colours: ['W'] } })).reasons, ['+1/+1: stands on Savannah', '+1/+1: Plains to the east']);
    assert.deepEqual(terrainBonus(b, 1, lookups({ 1: { colours: ['W', 'G'] } })).amount, 3);
    assert.equal(terrainAmount(b, 1, lookups({ 1: { colours: ['U'] } })), 0);
  });

  it('frontier.terrain (neighboursNeedHome): with the option, neighbours count only when the land under matches too', () => {
    const onIsland = board('F I@1 F');
    const look = lookups({ 1: { colours: ['G'] } });
    assert.equal(terrainAmount(onIsland, 1, look), 2);
    assert.equal(terrainAmount(onIsland, 1, look, { neighboursNeedHome: true }), 0);
    assert.equal(terrainAmount(board('F F@1 F'), 1, look, { neighboursNeedHome: true }), 3);
  });

  it('frontier.banding: a stack has one terrain bonus, +1/+1 per land matching any untapped member', () => {
    const b = board('F P@1,2 I');
    const look = lookups({ 1: { colours: ['W'], banding: true }, 2: { colours: ['U'] } });
    const bonus = terrainBonus(b, 2, look);
    assert.deepEqual(bonus.reasons, ['+1/+1: stands on a Plains', '+1/+1: Island to the east']);
    assert.deepEqual(terrainBonus(b, 1, look), bonus, 'asked of either member, the stack\'s');
    assert.equal(terrainAmount(b, 1, lookups({ 1: { colours: ['W'], banding: true, tapped: true }, 2: { colours: ['U'] } })), 1);
  });

  it('frontier.attack.adjacent: a creature can attack the opposing creatures and stacks north, south, east and west of it', () => {
    const b = board(`
      F F@2 F@5
      F@4,6 F@1 F@3
      F F@7 F
    `, { home: { ben: [8] } });
    const look = lookups({ 1: {}, 2: { seat: BEN }, 3: { seat: BEN }, 4: { seat: BEN }, 6: { seat: BEN }, 5: { seat: BEN }, 7: {}, 8: { seat: BEN } });
    assert.deepEqual(
      attackTargets(b, 1, look).map((f) => `${f.place.row},${f.place.col}:${f.creatures.join('+')}`),
      ['0,1:2', '1,2:3', '1,0:4+6'],
    );
    assert.equal(checkAttack(b, 1, 2, look), null);
    assert.equal(checkAttack(b, 1, 5, look)?.rule, 'frontier.attack.adjacent', 'diagonal');
    assert.equal(checkAttack(b, 1, 7, look)?.rule, 'frontier.attack.adjacent', 'its own side');
    assert.equal(checkAttack(b, 1, 8, look)?.rule, 'frontier.attack.adjacent', 'in the home row');
    assert.deepEqual(attackTargets(b, 8, look), []);
  });

  it('frontier.attack.player: a creature on the opponent\'s nearest row can attack the opponent; elsewhere it cannot', () => {
    const b = board(`
      F F@1 F@4
      F F@3 F
      F@2 F F@5
    `);
    const look = lookups({ 1: { seat: BEN }, 2: {}, 3: {}, 4: {}, 5: { seat: BEN } });
    assert.equal(playerInReach(b, 1, look), ANN, 'Ben on row 0, Ann\'s nearest');
    assert.equal(playerInReach(b, 2, look), BEN, 'Ann on the last row, Ben\'s nearest');
    assert.equal(playerInReach(b, 4, look), undefined, 'on its own nearest row');
    assert.equal(playerInReach(b, 3, look), undefined);
    const ok = checkAttackPlayer(b, 2, look);
    assert.deepEqual(ok, { ok: true, seat: BEN });
    const no = checkAttackPlayer(b, 3, look);
    assert.equal(no.ok ? '' : no.error.rule, 'frontier.attack.player');
  });

  it('frontier.attack.trample: damage beyond lethal goes on to the opposing creature on the next place in the same direction', () => {
    const b = board(`
      F F F
      F@3 F@2 F@1
      F F@4 F
    `);
    const look = lookups({ 1: {}, 2: { seat: BEN }, 3: { seat: BEN }, 4: { seat: BEN } });
    assert.deepEqual(trampleOnto(b, 1, 2, look), { kind: 'creatures', place: { row: 1, col: 0 }, creatures: [3] });
    const friend = board('F@3 F@2 F@1');
    assert.deepEqual(trampleOnto(friend, 1, 2, lookups({ 1: {}, 2: { seat: BEN }, 3: {} })), { kind: 'nothing' }, 'not onto its own side');
    assert.deepEqual(trampleOnto(board('F F@2 F@1'), 1, 2, look), { kind: 'nothing' }, 'an empty place');
    assert.deepEqual(trampleOnto(board('F@2 F@1'), 1, 2, look), { kind: 'nothing' }, 'off a side edge');
  });

  it('frontier.attack.trample: past the opponent\'s nearest row, to the opponent; not past one\'s own', () => {
    const b = board(`
      F F@2
      F F@1
      F F@3
    `);
    const look = lookups({ 1: {}, 2: { seat: BEN }, 3: { seat: BEN } });
    assert.deepEqual(trampleOnto(b, 1, 3, look), { kind: 'player', seat: BEN }, 'Ann attacks south across Ben\'s nearest row');
    assert.deepEqual(trampleOnto(b, 1, 2, look), { kind: 'nothing' }, 'north past Ann\'s own row');
    const sideways = board('F F@1 F@2\nF F F');
    assert.deepEqual(trampleOnto(sideways, 2, 1, lookups({ 1: {}, 2: { seat: BEN } })), { kind: 'nothing' }, 'along the row, the next place is empty');
  });

  it('frontier.land.destroyed: the land goes to the land graveyard and leaves a hole; the creature on it stays; nothing moves onto it', () => {
    const b = board('F@1 I ?', { faceDown: ['Swamp'] });
    const look = lookups({ 1: {}, 2: {} });
    const r = destroyLand(b, { row: 0, col: 0 }, rng());
    assert.ok(r.ok);
    assert.equal(r.card, 'Forest');
    assert.deepEqual(r.board.grid[0]![0], { land: 'hole', creatures: [1] });
    assert.deepEqual(r.board.graveyard, ['Forest']);
    const moved = applyMove(r.board, 1, { row: 0, col: 1 }, look, rng());
    assert.ok(moved.ok);
    assert.deepEqual(places(legalMoves(startTurn(moved.board), 1, look)), ['0,2'], 'it cannot come back to the hole');
    const again = destroyLand(r.board, { row: 0, col: 0 }, rng());
    assert.equal(again.ok ? '' : again.error.rule, 'frontier.land.destroyed');
  });

  it('frontier.land.destroyed: a face-down land destroyed is named as it goes, drawn from the face-down lands', () => {
    const b = board('F ?', { faceDown: ['Swamp'] });
    const r = destroyLand(b, { row: 0, col: 1 }, rng());
    assert.ok(r.ok);
    assert.equal(r.card, 'Swamp');
    assert.deepEqual(r.board.faceDown, []);
    assert.deepEqual(r.board.graveyard, ['Swamp']);
    assert.deepEqual(boardProblems(r.board, ''), []);
  });

  it('frontier.summon.home: a creature cast enters its controller\'s home row, and from there steps onto the nearest row', () => {
    const b = board('? ?\n? ?');
    const entered = enterHomeRow(enterHomeRow(b, 1, BEN), 2, BEN);
    assert.deepEqual(entered.sides.south.home, [1, 2]);
    assert.throws(() => enterHomeRow(entered, 1, ANN), /already on the board/);
    assert.deepEqual(places(legalMoves(entered, 1, lookups({ 1: { seat: BEN } }))), ['1,0', '1,1']);
  });

  it('frontier.regenerate: a regenerated creature leaves its place (and its stack) for the home row, and steps back from the next turn on', () => {
    const b = board('F@1,2 F\n? ?');
    const look = lookups({ 1: { banding: true }, 2: {} });
    const r = regenerate(b, 2, ANN);
    assert.deepEqual(r.grid[0]![0]!.creatures, [1]);
    assert.deepEqual(r.sides.north.home, [2]);
    assert.deepEqual(legalMoves(r, 2, look), [], 'not this turn');
    assert.deepEqual(places(legalMoves(startTurn(r), 2, look)), ['0,0', '0,1'], 'back beside its band, or the empty land');
    assert.deepEqual(boardProblems(r, '', look), []);
  });

  it('frontier.regenerate: a creature leaving the battlefield leaves the board, wherever it was', () => {
    const b = board('F@1 F', { home: { ben: [2] }, moved: [1] });
    const gone = removeCreature(removeCreature(b, 1), 2);
    assert.deepEqual(gone.grid[0]!.map((s) => s.creatures), [[], []]);
    assert.deepEqual(gone.sides.south.home, []);
    assert.deepEqual(gone.moved, []);
  });
});
