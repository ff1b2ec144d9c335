import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { chooseCastleAction } from '../../../src/engine/variants/castle/bot';
import { applyCastle, legalCastleActions } from '../../../src/engine/variants/castle/rules';
import { CastleStateSchema, type CastleAction, type CastleState } from '../../../src/engine/variants/castle/schema';
import { deckCards } from '../../../src/engine/variants/castle/setup';
import { nextInt, seedRng } from '../../../src/engine/rng';
import { newGame, type Game } from './game-helpers';
import { deepFreeze } from '../deep-freeze';

/**
 * Properties of random legal Castle play: whatever the players do, the state
 * keeps its schema, no card of a deck or a stock is made or lost, the file
 * names no face-down card it has not seen, the actions replay to the state,
 * and asking what is legal or what the computer would do changes nothing.
 */

const runs = (n: number) => ({ numRuns: Number(process.env.CRAWL_PROPERTY_RUNS ?? n) });
const checkState = TypeCompiler.Compile(CastleStateSchema);
const DECKS = ['white', 'blue', 'black', 'red', 'green'];

/** Every card of both decks and stocks, wherever it is now (tokens aside): the libraries, hands, graveyards, exiles, battlefield, stack, and each castle's unseen and known face-down cards. */
function allCards(s: CastleState): string[] {
  const out: string[] = [];
  for (const seat of ['south', 'north'] as const) {
    const z = s.players[seat];
    out.push(...z.library.cards, ...z.library.bottom, ...z.hand.map((c) => c.card), ...z.graveyard.map((c) => c.card), ...z.exile.map((c) => c.card));
    const castle = s.castles[seat];
    out.push(...castle.hidden);
    for (const p of castle.rows.flat()) if (p.kind === 'face-down' && p.card !== undefined) out.push(p.card);
  }
  out.push(...s.battlefield.filter((p) => !p.token).map((p) => p.original ?? p.card));
  out.push(...s.stack.flatMap((i) => (i.kind === 'spell' ? [i.card] : [])));
  return out.sort();
}

function play(seed: string, decks: [string, string], steps: number, bot = false): { games: Game[]; actions: CastleAction[] } {
  let g = newGame(seed, {}, decks);
  let rng = seedRng(`random-play/${seed}`);
  const games = [g];
  const actions: CastleAction[] = [];
  for (let i = 0; i < steps && g.state.phase.type !== 'over'; i++) {
    const legal = legalCastleActions(g.setup, g.state);
    assert.ok(legal.length > 0, `an action is open in ${JSON.stringify(g.state.phase)}`);
    const drawn = nextInt(rng, legal.length);
    rng = drawn.rng;
    const action = bot ? chooseCastleAction(g.setup, g.state)! : legal[drawn.value]!;
    const done = applyCastle(g.setup, g.state, action);
    assert.ok(done.ok, done.ok ? '' : `a listed action is refused: ${JSON.stringify(action)}: ${done.error.rule} ${done.error.message}`);
    g = { setup: g.setup, state: done.state };
    games.push(g);
    actions.push(action);
  }
  return { games, actions };
}

describe('Castle Magic › properties of random legal play', () => {
  const game = fc.record({ seed: fc.string({ minLength: 1, maxLength: 8 }), south: fc.constantFrom(...DECKS), north: fc.constantFrom(...DECKS), steps: fc.integer({ min: 20, max: 300 }), bot: fc.boolean() });

  it('Castle: every state keeps its schema, no card of a deck or a stock is made or lost, and the castle has no more cards than it had', () => {
    fc.assert(
      fc.property(game, ({ seed, south, north, steps, bot }) => {
        const { games } = play(seed, [south, north], steps, bot);
        const first = games[0]!;
        const expected = [...deckCards(first.setup.players.south.deck), ...deckCards(first.setup.players.north.deck), ...first.setup.players.south.stock, ...first.setup.players.north.stock].sort();
        for (const g of games) {
          assert.ok(checkState.Check(g.state), `the state keeps its schema: ${JSON.stringify(checkState.Errors(g.state).First())}`);
          assert.deepEqual(allCards(g.state), expected);
          for (const seat of ['south', 'north'] as const) {
            const castle = g.state.castles[seat];
            const unnamed = castle.rows.flat().filter((p) => p.kind === 'face-down' && p.card === undefined).length;
            assert.ok(unnamed <= castle.hidden.length, 'every unnamed face-down card can still be drawn');
            assert.equal(castle.hidden.length - unnamed >= 3, true, 'the three left out are never laid out');
            for (const p of castle.rows.flat()) if (p.kind === 'face-up') assert.ok(g.state.battlefield.some((q) => q.id === p.creature && q.controller === seat), 'a face-up place holds a permanent of its owner');
          }
        }
      }),
      runs(12),
    );
  });

  it('Castle: the actions replay to the same state, and asking what is legal or what the computer would do changes nothing', () => {
    fc.assert(
      fc.property(game, ({ seed, south, north, steps, bot }) => {
        const { games, actions } = play(seed, [south, north], steps, bot);
        let g = games[0]!;
        for (const [i, action] of actions.entries()) {
          const frozen = deepFreeze(structuredClone(g.state));
          legalCastleActions(g.setup, frozen);
          const chosen = chooseCastleAction(g.setup, frozen);
          assert.ok(chosen === undefined || legalCastleActions(g.setup, frozen).some((a) => JSON.stringify(a) === JSON.stringify(chosen)), `the computer chose a legal action: ${JSON.stringify(chosen)}`);
          const done = applyCastle(g.setup, frozen, action);
          assert.ok(done.ok);
          g = { setup: g.setup, state: done.state };
          assert.deepEqual(g.state, games[i + 1]!.state);
        }
      }),
      runs(8),
    );
  });
});
