import { strict as assert } from 'node:assert';
import {
  controlledLands,
  manaReach,
  maxReach,
  scout,
  scoutPlaces,
  tapLands,
  untapLands,
  type ReachOption,
} from '../../../src/engine/variants/frontier/board';
import { ANN, BEN, board, lookups, places, rng } from './board-helpers';

const show = (options: readonly ReachOption[]) => options.map((o) => `${o.place.row},${o.place.col} ${o.card} ${o.via}`);

describe('Frontier board › scouting, mana and control', () => {
  it('frontier.scout: a creature may scout the face-down lands north, south, east and west of it', () => {
    const b = board(`
      ? ? ?
      F ?@1 ?
      ? # ?
    `);
    assert.deepEqual(places(scoutPlaces(b, 1)), ['0,1', '1,2']);
    const r = scout(b, 1, { row: 1, col: 2 }, rng());
    assert.ok(r.ok);
    assert.equal(r.board.grid[1]![2]!.land, 'face-up');
    assert.equal(r.board.faceDown.length, b.faceDown.length - 1);
  });

  it('frontier.scout: refused for a land not next to it, one already face up, a hole, or a creature in the home row', () => {
    const b = board('? F@1 F\n? # ?', { home: { ann: [2] } });
    for (const [id, place] of [
      [1, { row: 0, col: 2 }],
      [1, { row: 1, col: 1 }],
      [1, { row: 1, col: 0 }],
      [1, { row: 1, col: 2 }],
      [2, { row: 0, col: 0 }],
    ] as const) {
      const r = scout(b, id, place, rng());
      assert.equal(r.ok ? '' : r.error.rule, 'frontier.scout', `${id} scouting ${place.row},${place.col}`);
    }
    assert.deepEqual(scoutPlaces(b, 2), []);
  });

  it('frontier.mana.reach: a land under your creature taps freely; one next to it by tapping the creature; never one under an opposing creature', () => {
    const b = board(`
      F I@2 S
      M@1 P Tun
      ? F@3 S*b
    `);
    const look = lookups({ 1: {}, 2: { seat: BEN }, 3: {} });
    assert.deepEqual(show(manaReach(b, ANN, look)), [
      '0,0 Forest 1',
      '1,0 Mountain under',
      '1,1 Plains 1',
      '1,1 Plains 3',
      '2,1 Forest under',
    ]);
    // Ben: the Island under 2 freely, and by tapping 2 the Forest, the Swamp or the Plains next to it.
    assert.deepEqual(show(manaReach(b, BEN, look)), ['0,0 Forest 2', '0,1 Island under', '0,2 Swamp 2', '1,1 Plains 2']);
  });

  it('frontier.mana.reach: a tapped or summoning-sick creature cannot tap to reach a land; the land under it still taps freely', () => {
    const b = board('F@1 I\nS@2 P');
    const look = lookups({ 1: { tapped: true }, 2: { sick: true } });
    assert.deepEqual(show(manaReach(b, ANN, look)), ['0,0 Forest under', '1,0 Swamp under']);
  });

  it('frontier.mana.reach: one land per creature: the most lands reachable at once is a matching', () => {
    // 1 reaches the Forest and the Island; 2 only the Island: the best is 1 → Forest, 2 → Island, and the Swamp under 3.
    const b = board(`
      F ? ?
      ?@1 I ?@2
      ? ? S@3
    `);
    const look = lookups({ 1: {}, 2: {}, 3: {} });
    const options = manaReach(b, ANN, look);
    assert.deepEqual(show(options), ['0,0 Forest 1', '1,1 Island 1', '1,1 Island 2', '2,2 Swamp under']);
    assert.deepEqual(show(maxReach(options)), ['2,2 Swamp under', '0,0 Forest 1', '1,1 Island 2']);
    assert.deepEqual(show(maxReach(options.filter((o) => o.card !== 'Forest'))), ['2,2 Swamp under', '1,1 Island 1']);
    // Greedy would give 1 the Island it lists first and leave 2 with nothing; the matching moves 1 on to the Forest.
    const island = { row: 1, col: 1 };
    const forest = { row: 0, col: 0 };
    const tricky: ReachOption[] = [
      { place: island, card: 'Island', via: 1 },
      { place: forest, card: 'Forest', via: 1 },
      { place: island, card: 'Island', via: 2 },
    ];
    assert.deepEqual(show(maxReach(tricky)), ['0,0 Forest 1', '1,1 Island 2']);
    // A land under one of the seat's creatures is reached freely: no creature is spent on it.
    assert.deepEqual(show(maxReach([...tricky, { place: island, card: 'Island', via: 'under' }])), ['1,1 Island under', '0,0 Forest 1']);
  });

  it('frontier.mana.reach: tapping lands marks who tapped them and names the creatures to tap; a choice it cannot make is refused', () => {
    const b = board('F@1 I ?\nS ? ?');
    const look = lookups({ 1: {} });
    const r = tapLands(b, ANN, [
      { place: { row: 0, col: 0 }, card: 'Forest', via: 'under' },
      { place: { row: 0, col: 1 }, card: 'Island', via: 1 },
    ], look);
    assert.ok(r.ok);
    assert.deepEqual(r.creatures, [1]);
    assert.deepEqual(r.board.grid[0]![0], { land: 'face-up', card: 'Forest', tappedBy: ANN, creatures: [1] });
    assert.deepEqual(r.board.grid[0]![1], { land: 'face-up', card: 'Island', tappedBy: ANN, creatures: [] });
    const twice = tapLands(b, ANN, [
      { place: { row: 0, col: 1 }, card: 'Island', via: 1 },
      { place: { row: 1, col: 0 }, card: 'Swamp', via: 1 },
    ], look);
    assert.equal(twice.ok ? '' : twice.error.rule, 'frontier.mana.reach', 'one land per creature');
    const again = tapLands(r.board, ANN, [{ place: { row: 0, col: 0 }, card: 'Forest', via: 'under' }], look);
    assert.equal(again.ok ? '' : again.error.rule, 'frontier.mana.reach', 'a tapped land does not tap again');
    const far = tapLands(b, ANN, [{ place: { row: 1, col: 1 }, card: 'Swamp', via: 1 }], look);
    assert.equal(far.ok ? '' : far.error.rule, 'frontier.mana.reach', 'not diagonally, and not face down');
    const theirs = tapLands(b, BEN, [{ place: { row: 0, col: 0 }, card: 'Forest', via: 'under' }], look);
    assert.equal(theirs.ok ? '' : theirs.error.rule, 'frontier.mana.reach', 'not from under an opposing creature');
  });

  it('frontier.mana.untap: a seat\'s untap step untaps the lands it tapped, and only those', () => {
    const b = board('F*a I*b S*a\n? ? P');
    const u = untapLands(b, ANN);
    assert.deepEqual(
      u.grid[0]!.map((s) => (s.land === 'face-up' ? `${s.card}:${s.tappedBy ?? '-'}` : s.land)),
      ['Forest:-', `Island:${BEN}`, 'Swamp:-'],
    );
    assert.equal(u.grid[1], b.grid[1], 'rows with nothing to untap are not copied');
    assert.equal(untapLands(u, ANN), u, 'nothing to untap: the same board');
  });

  it('frontier.control: a seat controls exactly the face-up lands its creatures stand on', () => {
    const b = board(`
      F@1 I S@2
      ?@3 #@4 P
    `);
    const look = lookups({ 1: {}, 2: { seat: BEN }, 3: {}, 4: {} });
    assert.deepEqual(controlledLands(b, ANN, look), [{ place: { row: 0, col: 0 }, card: 'Forest' }]);
    assert.deepEqual(controlledLands(b, BEN, look), [{ place: { row: 0, col: 2 }, card: 'Swamp' }]);
  });
});
