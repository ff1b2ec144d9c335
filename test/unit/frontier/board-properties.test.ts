import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { COLOURS, TERRAINS, type Terrain } from '../../../src/engine/colour';
import { seedRng, type RngState } from '../../../src/engine/rng';
import {
  applyMove,
  boardProblems,
  checkMove,
  destroyLand,
  legalMoves,
  manaReach,
  maxReach,
  placeOf,
  poolLandFacts,
  reveal,
  scout,
  scoutPlaces,
  setupBoard,
  stackOf,
  startTurn,
  terrainAmount,
  terrainBonus,
  untapLands,
  whereIs,
  type Board,
  type CreatureFacts,
  type Lookups,
  type ReachOption,
  type Square,
} from '../../../src/engine/variants/frontier/board';
import { ANN, BEN } from './board-helpers';

/**
 * Invariants of the board over random boards and random legal play: lands
 * are conserved, moves never break the board, the rules' refusals agree
 * with the legal moves, mana and the terrain bonus keep their promises.
 */

const LANDS = ['Forest', 'Island', 'Swamp', 'Mountain', 'Plains', 'Savannah', 'Tundra', 'Gargoyle Castle'];
/** CRAWL_PROPERTY_RUNS=5000 runs each property longer, as test/unit/properties.test.ts does. */
const runs = (n = 100) => ({ numRuns: Number(process.env.CRAWL_PROPERTY_RUNS ?? n) });
const seedArb = fc.string({ minLength: 1, maxLength: 8 });

const factsArb: fc.Arbitrary<CreatureFacts> = fc.record({
  seat: fc.constantFrom(ANN, BEN),
  colours: fc.subarray([...COLOURS], { maxLength: 2 }),
  flying: fc.boolean(),
  shadow: fc.boolean(),
  landwalk: fc.subarray([...TERRAINS] as Terrain[], { maxLength: 2 }),
  landhome: fc.option(fc.constantFrom(...TERRAINS), { nil: undefined, freq: 4 }),
  banding: fc.boolean(),
  tapped: fc.boolean(),
  sick: fc.boolean(),
});

type SquareSketch = { land: 'face-down' } | { land: 'hole' } | { land: 'face-up'; card: string; tappedBy?: string };
const squareArb: fc.Arbitrary<SquareSketch> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ land: 'face-down' as const }) },
  { weight: 1, arbitrary: fc.constant({ land: 'hole' as const }) },
  {
    weight: 5,
    arbitrary: fc.record(
      { land: fc.constant('face-up' as const), card: fc.constantFrom(...LANDS), tappedBy: fc.constantFrom(ANN, BEN) },
      { requiredKeys: ['land', 'card'] },
    ),
  },
);

interface World {
  readonly board: Board;
  readonly look: Lookups;
  readonly ids: readonly number[];
}

/** A random board, its creatures placed where they may stand (a stack: one seat, at most one without banding), the rest in their home rows. */
const worldArb: fc.Arbitrary<World> = fc
  .record({ rows: fc.integer({ min: 2, max: 5 }), cols: fc.integer({ min: 1, max: 6 }) })
  .chain(({ rows, cols }) =>
    fc.record({
      squares: fc.array(squareArb, { minLength: rows * cols, maxLength: rows * cols }),
      hidden: fc.array(fc.constantFrom(...LANDS), { minLength: rows * cols, maxLength: rows * cols }),
      creatures: fc.array(fc.record({ facts: factsArb, spot: fc.nat() }), { maxLength: 8 }),
      rows: fc.constant(rows),
      cols: fc.constant(cols),
    }),
  )
  .map(({ rows, cols, squares, hidden, creatures }) => {
    const grid: Square[][] = Array.from({ length: rows }, (_, r) => squares.slice(r * cols, (r + 1) * cols).map((s) => ({ ...s, creatures: [] as number[] })));
    const facts = new Map<number, CreatureFacts>();
    const home = { north: [] as number[], south: [] as number[] };
    creatures.forEach(({ facts: f, spot }, i) => {
      const id = i + 1;
      facts.set(id, f);
      const at = spot % (rows * cols + 1);
      const square = at < rows * cols ? grid[Math.floor(at / cols)]![at % cols]! : undefined;
      const others = square?.creatures.map((c) => facts.get(c)!) ?? [];
      const fits = others.every((o) => o.seat === f.seat) && [...others, f].filter((o) => !o.banding).length <= 1;
      if (square && fits) square.creatures.push(id);
      else home[f.seat === ANN ? 'north' : 'south'].push(id);
    });
    const faceDownPlaces = grid.flat().filter((s) => s.land === 'face-down').length;
    const board: Board = {
      rows,
      cols,
      grid,
      faceDown: hidden.slice(0, faceDownPlaces).sort(),
      graveyard: [],
      outOfGame: [],
      sides: { north: { seat: ANN, home: home.north }, south: { seat: BEN, home: home.south } },
      moved: [],
    };
    const look: Lookups = { creature: (id) => facts.get(id)!, land: poolLandFacts };
    return { board, look, ids: creatures.map((_, i) => i + 1) };
  });

/** Every land the board knows of, as a sorted multiset: face down, face up, destroyed, out of the game. */
function allLands(b: Board): string[] {
  const faceUp = b.grid.flat().flatMap((s) => (s.land === 'face-up' ? [s.card] : []));
  return [...b.faceDown, ...faceUp, ...b.graveyard, ...b.outOfGame].sort();
}

function creaturesOn(b: Board): number[] {
  return [...b.grid.flat().flatMap((s) => s.creatures), ...b.sides.north.home, ...b.sides.south.home].sort((x, y) => x - y);
}

describe('Frontier board › properties', () => {
  it('frontier.setup: the grid\'s face-down multiset and the lands out of the game are the decks\' lands, in columns of five', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...LANDS), { maxLength: 30 }), fc.array(fc.constantFrom(...LANDS), { maxLength: 30 }), seedArb, (a, b, seed) => {
        const r = setupBoard({ north: ANN, south: BEN }, [a, b], seedRng(seed));
        const n = a.length + b.length;
        if (n < 5) return assert.ok(!r.ok && r.error.rule === 'frontier.setup');
        assert.ok(r.ok);
        assert.equal(r.board.cols, Math.floor(n / 5));
        assert.equal(r.board.outOfGame.length, n % 5);
        assert.deepEqual([...r.board.faceDown, ...r.outOfGame].sort(), [...a, ...b].sort());
        assert.ok(r.board.grid.flat().every((s) => s.land === 'face-down' && s.creatures.length === 0));
        assert.deepEqual(boardProblems(r.board, ''), []);
      }),
      runs(),
    );
  });

  it('frontier.reveal: turning lands up conserves the lands: what leaves the multiset is what lies face up', () => {
    fc.assert(
      fc.property(worldArb, fc.array(fc.nat(), { maxLength: 12 }), seedArb, ({ board }, picks, seed) => {
        const before = allLands(board);
        let b = board;
        let rng: RngState = seedRng(seed);
        for (const pick of picks) {
          const down = b.grid.flatMap((row, r) => row.flatMap((s, c) => (s.land === 'face-down' ? [{ row: r, col: c }] : [])));
          if (down.length === 0) break;
          const r = reveal(b, down[pick % down.length]!, rng);
          assert.ok(r.ok);
          assert.equal(r.board.faceDown.length, b.faceDown.length - 1);
          ({ board: b, rng } = r);
          assert.deepEqual(allLands(b), before);
          assert.deepEqual(boardProblems(b, ''), []);
        }
      }),
      runs(),
    );
  });

  it('frontier.move: no legal move ends on a hole or makes an illegal stack, and checkMove agrees with legalMoves everywhere', () => {
    fc.assert(
      fc.property(worldArb, seedArb, ({ board, look, ids }, seed) => {
        for (const id of ids) {
          const moves = legalMoves(board, id, look);
          for (let row = -1; row <= board.rows; row++) {
            for (let col = -1; col <= board.cols; col++) {
              const legal = moves.find((d) => d.row === row && d.col === col);
              const check = checkMove(board, id, { row, col }, look);
              assert.equal(check.ok, legal !== undefined, `creature ${id} to ${row},${col}`);
              if (check.ok) assert.equal(check.how, legal!.how);
              else {
                assert.match(check.error.rule, /^frontier\.move\./);
                assert.doesNotMatch(check.error.message, /cannot move to/, 'each refusal is explained by its own rule');
              }
            }
          }
          for (const d of moves) {
            const r = applyMove(board, id, d, look, seedRng(seed));
            assert.ok(r.ok);
            const landed = r.board.grid[r.to.row]![r.to.col]!;
            assert.notEqual(landed.land, 'hole');
            assert.ok(landed.creatures.includes(id));
            assert.deepEqual(boardProblems(r.board, '', look), []);
            assert.deepEqual(placeOf(r.board, id), r.to);
          }
        }
      }),
      runs(),
    );
  });

  it('frontier.terrain: a tapped stack gets nothing; the bonus is as many +1/+1 as reasons, at most five', () => {
    fc.assert(
      fc.property(worldArb, fc.boolean(), ({ board, look, ids }, needHome) => {
        for (const id of ids) {
          const bonus = terrainBonus(board, id, look, { neighboursNeedHome: needHome });
          assert.equal(bonus.amount, bonus.reasons.length);
          assert.equal(terrainAmount(board, id, look, { neighboursNeedHome: needHome }), bonus.amount);
          assert.ok(bonus.amount <= 5);
          const stack = stackOf(board, id);
          if (stack.every((m) => look.creature(m).tapped) || whereIs(board, id)?.kind === 'home') assert.equal(bonus.amount, 0);
          if (needHome) assert.ok(bonus.amount === 0 || bonus.reasons[0]!.includes('stands on'));
        }
      }),
      runs(),
    );
  });

  it('frontier.mana.reach: never a land under an opposing creature; every way is real; the best assignment is a largest one', () => {
    fc.assert(
      fc.property(worldArb, fc.constantFrom(ANN, BEN), ({ board, look }, seat) => {
        const options = manaReach(board, seat, look);
        for (const o of options) {
          const square = board.grid[o.place.row]![o.place.col]!;
          assert.ok(square.land === 'face-up' && square.tappedBy === undefined && square.card === o.card);
          assert.ok(square.creatures.every((c) => look.creature(c).seat === seat), 'never under an opposing creature');
          if (o.via === 'under') assert.ok(square.creatures.length > 0);
          else {
            const f = look.creature(o.via);
            const at = placeOf(board, o.via)!;
            assert.ok(f.seat === seat && !f.tapped && !f.sick);
            assert.equal(Math.abs(at.row - o.place.row) + Math.abs(at.col - o.place.col), 1);
          }
        }
        const best = maxReach(options);
        const key = (o: ReachOption) => `${o.place.row},${o.place.col}`;
        assert.equal(new Set(best.map(key)).size, best.length, 'no land twice');
        const vias = best.flatMap((o) => (o.via === 'under' ? [] : [o.via]));
        assert.equal(new Set(vias).size, vias.length, 'no creature twice');
        assert.equal(best.length, bruteForceReach(options), 'as many lands as any assignment reaches');
      }),
      runs(),
    );
  });

  it('frontier.mana.untap: untapping a seat\'s lands leaves none of its own tapped and the other seat\'s as they were', () => {
    fc.assert(
      fc.property(worldArb, fc.constantFrom(ANN, BEN), ({ board }, seat) => {
        const after = untapLands(board, seat);
        board.grid.forEach((row, r) =>
          row.forEach((s, c) => {
            const t = after.grid[r]![c]!;
            if (s.land !== 'face-up' || t.land !== 'face-up') return assert.deepEqual(t, s);
            assert.equal(t.tappedBy, s.tappedBy === seat ? undefined : s.tappedBy);
          }),
        );
      }),
      runs(),
    );
  });

  it('frontier.move: random legal play (moves, scouting, lands destroyed, new turns) keeps every creature in exactly one place and every land accounted for', () => {
    fc.assert(
      fc.property(worldArb, fc.array(fc.nat(), { maxLength: 40 }), seedArb, ({ board, look, ids }, choices, seed) => {
        const lands = allLands(board);
        const creatures = creaturesOn(board);
        let b = board;
        let rng: RngState = seedRng(seed);
        for (const c of choices) {
          const op = c % 10;
          if (op === 0) b = startTurn(b);
          else if (ids.length === 0) continue;
          else if (op === 1) {
            const id = ids[(c >> 4) % ids.length]!;
            const scoutable = scoutPlaces(b, id);
            if (scoutable.length === 0) continue;
            const r = scout(b, id, scoutable[(c >> 8) % scoutable.length]!, rng);
            assert.ok(r.ok);
            ({ board: b, rng } = r);
          } else if (op === 2) {
            const place = { row: (c >> 4) % b.rows, col: (c >> 8) % b.cols };
            const r = destroyLand(b, place, rng);
            if (r.ok) ({ board: b, rng } = r);
            else assert.equal(b.grid[place.row]![place.col]!.land, 'hole');
          } else {
            const id = ids[(c >> 4) % ids.length]!;
            const moves = legalMoves(b, id, look);
            if (moves.length === 0) continue;
            const r = applyMove(b, id, moves[(c >> 8) % moves.length]!, look, rng);
            assert.ok(r.ok);
            ({ board: b, rng } = r);
          }
          assert.deepEqual(boardProblems(b, '', look), []);
          assert.deepEqual(creaturesOn(b), creatures);
          assert.deepEqual(allLands(b), lands);
        }
      }),
      runs(),
    );
  });
});

/** The most lands reachable at once, by trying every assignment (the options are few). */
function bruteForceReach(options: readonly ReachOption[]): number {
  const key = (o: ReachOption) => `${o.place.row},${o.place.col}`;
  const under = new Set(options.filter((o) => o.via === 'under').map(key));
  const edges = options.filter((o) => o.via !== 'under' && !under.has(key(o)));
  const creatures = [...new Set(edges.map((o) => o.via as number))];
  const best = (i: number, used: Set<string>): number => {
    if (i === creatures.length) return 0;
    let most = best(i + 1, used);
    for (const o of edges) {
      if (o.via !== creatures[i] || used.has(key(o))) continue;
      used.add(key(o));
      most = Math.max(most, 1 + best(i + 1, used));
      used.delete(key(o));
    }
    return most;
  };
  return under.size + best(0, new Set());
}
