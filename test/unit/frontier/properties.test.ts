import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { legalActions, readSave, replay, writeSave } from '../../../src/engine';
import { chooseFrontierAction, frontier, readingTable } from '../../../src/engine/variants/frontier';
import { canPay, planPayment } from '../../../src/engine/magic/payments';
import { deckCards } from '../../../src/engine/variants/frontier/setup';
import { cardInfo } from '../../../src/engine/magic/card-db';
import { nextInt, seedRng } from '../../../src/engine/rng';
import { newFrontier, take, type FrontierSave } from './game-helpers';
import { deepFreeze } from '../deep-freeze';

/**
 * Properties of random legal two-player play: whatever the players do, the
 * state keeps its schema and its consistency, no card is made or lost, the
 * log replays to the state, and the file round-trips byte for byte.
 */

const runs = (n: number) => ({ numRuns: Number(process.env.CRAWL_PROPERTY_RUNS ?? n) });
const checkState = TypeCompiler.Compile(frontier.schemas.state);
const DECKS = ['white', 'blue', 'black', 'red', 'green', 'azorius-skies', 'gruul-beasts', 'rakdos-raiders', 'rakdos-land-breakers', 'green-land-breakers'];

/** Every card of a seat's deck that is no land, wherever it is now (tokens aside). */
function spellsOf(g: FrontierSave, seat: 'south' | 'north'): string[] {
  const z = g.state.players[seat];
  const onField = g.state.battlefield.filter((p) => !p.token && p.controller === seat).map((p) => p.card);
  const inStack = g.state.stack.flatMap((i) => (i.kind === 'spell' && i.controller === seat ? [i.card] : []));
  return [...z.library.cards, ...z.library.bottom, ...z.hand.map((c) => c.card), ...z.graveyard.map((c) => c.card), ...z.exile.map((c) => c.card), ...onField, ...inStack].sort();
}

function play(seed: string, decks: [string, string], steps: number): FrontierSave[] {
  let g = newFrontier(seed, {}, decks);
  let rng = seedRng(`random-play/${seed}`);
  const seen = [g];
  for (let i = 0; i < steps && g.state.phase.type !== 'over'; i++) {
    const legal = legalActions(g);
    assert.ok(legal.length > 0, `an action is open in ${JSON.stringify(g.state.phase)}`);
    const drawn = nextInt(rng, legal.length);
    rng = drawn.rng;
    g = take(g, legal[drawn.value]!);
    seen.push(g);
  }
  return seen;
}

describe('Frontier Magic › properties of random legal play', () => {
  const game = fc.record({ seed: fc.string({ minLength: 1, maxLength: 8 }), south: fc.constantFrom(...DECKS), north: fc.constantFrom(...DECKS), steps: fc.integer({ min: 20, max: 250 }) });

  it('every state keeps its schema and its consistency, and no card of a deck is made or lost', () => {
    fc.assert(
      fc.property(game, ({ seed, south, north, steps }) => {
        const games = play(seed, [south, north], steps);
        const first = games[0]!;
        const expected = {
          south: deckCards(first.setup.players.south.deck).filter((c) => !cardInfo(c).land).sort(),
          north: deckCards(first.setup.players.north.deck).filter((c) => !cardInfo(c).land).sort(),
        };
        for (const g of games) {
          assert.ok(checkState.Check(g.state), `the state keeps its schema: ${JSON.stringify(checkState.Errors(g.state).First())}`);
          assert.deepEqual(frontier.problems(g.setup, g.state), []);
          assert.deepEqual(spellsOf(g, 'south'), expected.south, 'South\'s cards are all somewhere');
          assert.deepEqual(spellsOf(g, 'north'), expected.north, 'North\'s cards are all somewhere');
          const lands = g.state.board.grid.flat().filter((sq) => sq.land === 'face-up').length + g.state.board.faceDown.length + g.state.board.graveyard.length;
          assert.equal(lands, first.state.board.faceDown.length, 'the board\'s lands are all somewhere');
        }
      }),
      runs(12),
    );
  });

  it('the log replays to the state (leaving the game it replays untouched), and the file round-trips byte for byte', () => {
    fc.assert(
      fc.property(game, ({ seed, south, north, steps }) => {
        const games = play(seed, [south, north], steps);
        const last = games[games.length - 1]!;
        const before = structuredClone(last);
        const replayed = replay(last);
        assert.ok(replayed.ok);
        assert.deepEqual(replayed.state, last.state);
        assert.deepEqual(last, before, 'replay changed the game it was given');
        const text = writeSave(last);
        const read = readSave(text);
        assert.ok(read.ok, read.ok ? '' : JSON.stringify(read.problems.slice(0, 3)));
        assert.equal(writeSave(read.game), text);
      }),
      runs(12),
    );
  });

  // Listing the legal actions, weighing them and drawing the table read the state itself, without a copy
  // (Table.reading): a state frozen through and through must answer all three, and an action must still apply to it.
  it('asking what is legal, what the computer would do and what the playmat shows changes nothing in the state', () => {
    fc.assert(
      fc.property(game, fc.boolean(), ({ seed, south, north, steps }, bot) => {
        let g = newFrontier(seed, {}, [south, north]);
        let rng = seedRng(`frozen/${seed}`);
        for (let i = 0; i < steps && g.state.phase.type !== 'over'; i++) {
          const frozen = { ...g, state: deepFreeze(structuredClone(g.state)) };
          const legal = frontier.legalActions(frozen.setup, frozen.state);
          const chosen = chooseFrontierAction(frozen.setup, frozen.state);
          frontier.tableView(frozen, legal);
          assert.deepEqual(frozen.state, g.state, 'the questions left the state as it was');
          assert.ok(chosen !== undefined && legal.some((a) => JSON.stringify(a) === JSON.stringify(chosen)), `the computer chose a legal action: ${JSON.stringify(chosen)} of ${JSON.stringify(legal).slice(0, 300)}`);
          const drawn = nextInt(rng, legal.length);
          rng = drawn.rng;
          g = take(frozen, bot ? chosen : legal[drawn.value]!);
        }
      }),
      runs(8),
    );
  });
});

describe('Frontier Magic › paying, as listed and as taken', () => {
  // Listing the legal actions answers "can this be paid?" with quick bounds before the full search; paying runs the search.
  it('whatever the board, a card in hand is listed as payable exactly when paying for it finds a way', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), fc.constantFrom(...DECKS), fc.constantFrom(...DECKS), fc.integer({ min: 40, max: 300 }), (seed, south, north, steps) => {
        let checkedCards = 0;
        for (const g of play(seed, [south, north], steps)) {
          const t = readingTable(g.setup, g.state);
          for (const seat of ['south', 'north'] as const) {
            for (const c of g.state.players[seat].hand) {
              const info = cardInfo(c.card);
              if (info.land) continue;
              const listed = canPay(t, seat, info.cost, 0);
              const paid = planPayment(t, seat, info.cost, 0, { what: c.card }).kind !== 'error';
              assert.equal(listed, paid, `${seat}'s ${c.card}: listed ${listed ? 'payable' : 'unpayable'}, but paying ${paid ? 'finds' : 'finds no'} way`);
              checkedCards++;
            }
          }
        }
        assert.ok(checkedCards > 0);
      }),
      runs(6),
    );
  });
});
