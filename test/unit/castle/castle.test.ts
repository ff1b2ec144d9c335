import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import {
  adjacent,
  buildCastle,
  cardBehind,
  cardsLeft,
  CastleSchema,
  empty,
  foremost,
  moveFaceDown,
  placeAt,
  putFaceUp,
  reveal,
  rowBonus,
  swapFaceUp,
  swapWithBehind,
  turnFaceDown,
  whereIs,
  type Castle,
} from '../../../src/engine/variants/castle/castle';
import { seedRng } from '../../../src/engine/rng';

/** Castle Magic's castles (rules/castle-magic.md, "Setup", "Breaching the castle", "Creatures in your castle"). */

const STOCK = ['Grizzly Bears', 'Grizzly Bears', 'Hill Giant', 'Craw Wurm', 'Llanowar Elves', 'Giant Spider', 'Serra Angel', 'Shivan Dragon', 'Goblin Piker', 'Centaur Courser', 'Runeclaw Bear', 'Deadly Recluse', 'Stampeding Rhino', 'Elvish Archdruid', 'Canyon Minotaur'];
const checkCastle = TypeCompiler.Compile(CastleSchema);

function fresh(): Castle {
  const made = buildCastle(STOCK);
  assert.ok(made.ok);
  return made.castle;
}

describe('Castle Magic › the castle', () => {
  it('castle.setup.stock: fifteen creatures make a castle of twelve face-down places, none named in the file; another count is refused', () => {
    const c = fresh();
    assert.ok(checkCastle.Check(c));
    assert.equal(c.rows.length, 3);
    assert.ok(c.rows.every((row) => row.length === 4 && row.every((p) => p.kind === 'face-down' && p.card === undefined)));
    assert.deepEqual(c.hidden, [...STOCK].sort(), 'the stock as a sorted multiset');
    const short = buildCastle(STOCK.slice(1));
    assert.equal(short.ok ? '' : short.error.rule, 'castle.setup.stock');
  });

  it('castle.reveal: a revealed card is drawn from the creatures never seen, and the seed decides which', () => {
    const c = fresh();
    const a = reveal(c, { row: 0, col: 2 }, seedRng('reveal'));
    const b = reveal(c, { row: 0, col: 2 }, seedRng('reveal'));
    assert.ok(a.ok && b.ok);
    assert.equal(a.card, b.card, 'the same seed reveals the same creature');
    assert.ok(STOCK.includes(a.card));
    assert.equal(a.castle.hidden.length, 14);
    assert.deepEqual(placeAt(a.castle, { row: 0, col: 2 }), { kind: 'face-down', card: a.card }, 'revealed, awaiting activation');
    // Revealing it again gives the same creature and draws nothing.
    const again = reveal(a.castle, { row: 0, col: 2 }, a.rng);
    assert.ok(again.ok);
    assert.equal(again.card, a.card);
    assert.equal(again.castle.hidden.length, 14);
    const none = reveal(empty(a.castle, { row: 0, col: 2 }), { row: 0, col: 2 }, a.rng);
    assert.equal(none.ok ? '' : none.error.rule, 'castle.reveal');
  });

  it('castle.attack.column: an attack meets the foremost card of its column; an empty column has none', () => {
    let c = fresh();
    assert.deepEqual(foremost(c, 1), { row: 0, col: 1 });
    c = empty(c, { row: 0, col: 1 });
    assert.deepEqual(foremost(c, 1), { row: 1, col: 1 }, 'the front place empty: the card behind it stands foremost');
    c = empty(empty(c, { row: 1, col: 1 }), { row: 2, col: 1 });
    assert.equal(foremost(c, 1), undefined);
  });

  it('castle.row-bonus: the second row gets +1/+1 and the third +2/+2', () => {
    assert.deepEqual([0, 1, 2].map((row) => rowBonus({ row, col: 0 })), [0, 1, 2]);
  });

  it('castle.defend.swap: an activated creature changes places with the card behind it (an empty place between passed over)', () => {
    let c = putFaceUp(fresh(), { row: 0, col: 3 }, 7);
    c = empty(c, { row: 1, col: 3 });
    assert.deepEqual(cardBehind(c, { row: 0, col: 3 }), { row: 2, col: 3 });
    const swapped = swapWithBehind(c, { row: 0, col: 3 });
    assert.ok(swapped.ok);
    assert.deepEqual(placeAt(swapped.castle, { row: 0, col: 3 }), { kind: 'face-down' }, 'the card from behind now stands in front, to be revealed');
    assert.deepEqual(whereIs(swapped.castle, 7), { row: 2, col: 3 });
    const last = swapWithBehind(swapped.castle, { row: 2, col: 3 });
    assert.equal(last.ok ? '' : last.error.rule, 'castle.defend.swap', 'nothing behind the back row');
    const faceDown = swapWithBehind(fresh(), { row: 0, col: 0 });
    assert.equal(faceDown.ok ? '' : faceDown.error.rule, 'castle.defend.swap', 'only an activated creature swaps so');
  });

  it('castle.once.move: a face-down card moves to an adjacent vacant place, up, down or sideways (diagonally only with the option)', () => {
    const c = empty(fresh(), { row: 1, col: 1 });
    const moved = moveFaceDown(c, { row: 0, col: 1 }, { row: 1, col: 1 });
    assert.ok(moved.ok);
    assert.equal(placeAt(moved.castle, { row: 0, col: 1 }).kind, 'empty');
    assert.equal(placeAt(moved.castle, { row: 1, col: 1 }).kind, 'face-down');
    const rule = (r: ReturnType<typeof moveFaceDown>) => (r.ok ? 'ok' : r.error.rule);
    assert.equal(rule(moveFaceDown(c, { row: 0, col: 0 }, { row: 1, col: 1 })), 'castle.once.move', 'diagonal');
    assert.equal(rule(moveFaceDown(c, { row: 0, col: 0 }, { row: 1, col: 1 }, true)), 'ok', 'diagonal, with the option');
    assert.equal(rule(moveFaceDown(c, { row: 0, col: 1 }, { row: 0, col: 2 })), 'castle.once.move', 'not vacant');
    assert.equal(rule(moveFaceDown(putFaceUp(c, { row: 2, col: 1 }, 3), { row: 2, col: 1 }, { row: 1, col: 1 })), 'castle.once.move', 'face up');
    assert.equal(rule(moveFaceDown(c, { row: 0, col: 1 }, { row: 3, col: 1 })), 'castle.place');
  });

  it('castle.once.turn-down and castle.once.swap: a face-up creature turns face down, known to its owner; or changes places with any card next to it', () => {
    const c = putFaceUp(fresh(), { row: 1, col: 2 }, 9);
    const down = turnFaceDown(c, { row: 1, col: 2 }, 'Serra Angel');
    assert.ok(down.ok);
    assert.deepEqual(placeAt(down.castle, { row: 1, col: 2 }), { kind: 'face-down', card: 'Serra Angel' });
    const turned = turnFaceDown(fresh(), { row: 1, col: 2 }, 'Serra Angel');
    assert.equal(turned.ok ? '' : turned.error.rule, 'castle.once.turn-down');
    const swapped = swapFaceUp(c, { row: 1, col: 2 }, { row: 0, col: 2 });
    assert.ok(swapped.ok);
    assert.deepEqual(whereIs(swapped.castle, 9), { row: 0, col: 2 });
    const far = swapFaceUp(c, { row: 1, col: 2 }, { row: 1, col: 0 });
    assert.equal(far.ok ? '' : far.error.rule, 'castle.once.swap');
    const none = swapFaceUp(empty(c, { row: 0, col: 2 }), { row: 1, col: 2 }, { row: 0, col: 2 });
    assert.equal(none.ok ? '' : none.error.rule, 'castle.once.swap', 'nothing to change places with');
  });

  it('adjacent places stay in the castle: a corner has two neighbours (three with diagonals), a middle place four (eight)', () => {
    assert.equal(adjacent({ row: 0, col: 0 }).length, 2);
    assert.equal(adjacent({ row: 0, col: 0 }, true).length, 3);
    assert.equal(adjacent({ row: 1, col: 1 }).length, 4);
    assert.equal(adjacent({ row: 1, col: 1 }, true).length, 8);
  });

  it('whatever is done to it, a castle keeps its schema, and every face-down card not named can still be drawn', () => {
    const place = fc.record({ row: fc.integer({ min: 0, max: 2 }), col: fc.integer({ min: 0, max: 3 }) });
    const op = fc.oneof(
      fc.record({ kind: fc.constant('reveal-activate' as const), at: place }),
      fc.record({ kind: fc.constant('reveal-discard' as const), at: place }),
      fc.record({ kind: fc.constant('die' as const), at: place }),
      fc.record({ kind: fc.constant('move' as const), from: place, to: place, diagonal: fc.boolean() }),
      fc.record({ kind: fc.constant('down' as const), at: place }),
      fc.record({ kind: fc.constant('swap' as const), from: place, to: place }),
      fc.record({ kind: fc.constant('behind' as const), at: place }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), fc.array(op, { maxLength: 40 }), (seed, ops) => {
        let c = fresh();
        let rng = seedRng(seed);
        let id = 1;
        const names = new Map<number, string>();
        const gone: string[] = [];
        for (const o of ops) {
          if (o.kind === 'reveal-activate' || o.kind === 'reveal-discard') {
            const r = reveal(c, o.at, rng);
            if (!r.ok) continue;
            rng = r.rng;
            if (o.kind === 'reveal-activate') {
              names.set(id, r.card);
              c = putFaceUp(r.castle, o.at, id++);
            } else {
              gone.push(r.card);
              c = empty(r.castle, o.at);
            }
          } else if (o.kind === 'die') {
            const x = placeAt(c, o.at);
            if (x.kind === 'face-up') {
              gone.push(names.get(x.creature)!);
              c = empty(c, o.at);
            }
          } else if (o.kind === 'down') {
            const x = placeAt(c, o.at);
            const r = x.kind === 'face-up' ? turnFaceDown(c, o.at, names.get(x.creature)!) : undefined;
            if (r?.ok) c = r.castle;
          } else {
            const r = o.kind === 'move' ? moveFaceDown(c, o.from, o.to, o.diagonal) : o.kind === 'swap' ? swapFaceUp(c, o.from, o.to) : swapWithBehind(c, o.at);
            if (r.ok) c = r.castle;
          }
          assert.ok(checkCastle.Check(c), JSON.stringify(checkCastle.Errors(c).First()));
          const unknown = c.rows.flat().filter((x) => x.kind === 'face-down' && x.card === undefined).length;
          assert.ok(unknown <= c.hidden.length, 'every unnamed face-down card can be drawn');
          // No creature of the stock is made or lost: never seen, known face down, face up, or gone.
          const named = c.rows.flat().flatMap((x) => (x.kind === 'face-down' && x.card ? [x.card] : x.kind === 'face-up' ? [names.get(x.creature)!] : []));
          assert.deepEqual([...c.hidden, ...named, ...gone].sort(), [...STOCK].sort());
          assert.equal(cardsLeft(c) + gone.length, 12, 'twelve laid out: each still in a place or gone');
        }
      }),
      { numRuns: Number(process.env.CRAWL_PROPERTY_RUNS ?? 200) },
    );
  });
});
