import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { newSave, readSave, writeSave, type SaveFile } from '../../../src/engine';
import { chooseDuelAction } from '../../../src/engine/variants/duel/bot';
import { applyDuel, legalDuelActions } from '../../../src/engine/variants/duel/rules';
import { DuelStateSchema, type DuelAction, type DuelState } from '../../../src/engine/variants/duel/schema';
import { deckCards } from '../../../src/engine/variants/duel/setup';
import { duelProblems } from '../../../src/engine/variants/duel/text';
import { nextInt, seedRng } from '../../../src/engine/rng';
import { newGame, type Game } from './game-helpers';
import { deepFreeze } from '../deep-freeze';

/**
 * Properties of random legal play at the Magic table, with 2 to 8 seats and
 * both formats: every state keeps its schema and its consistency checks, no
 * card is made or lost (those of players who left aside), a player who left
 * controls nothing, the actions replay to the state, and asking what is
 * legal or what the computer would do changes nothing.
 */

const runs = (n: number) => ({ numRuns: Number(process.env.CRAWL_PROPERTY_RUNS ?? n) });
const checkState = TypeCompiler.Compile(DuelStateSchema);

/** Every card of the game still with a player in it (tokens aside): libraries, hands, graveyards, exiles, battlefield, stack. */
function cardsInPlay(g: Game): string[] {
  const s = g.state;
  const out: string[] = [];
  s.players.forEach((z, i) => {
    if (s.out.some((o) => o.seat === `p${i + 1}`)) return;
    out.push(...z.library.cards, ...z.library.bottom, ...z.hand.map((c) => c.card), ...z.graveyard.map((c) => c.card), ...z.exile.map((c) => c.card));
  });
  out.push(...s.battlefield.filter((p) => !p.token).map((p) => p.original ?? p.card));
  out.push(...s.stack.flatMap((i) => (i.kind === 'spell' ? [i.card] : [])));
  return out.sort();
}

function play(seed: string, players: number, format: 'decks' | 'single-deck' | 'double-draw' | 'random-draft', steps: number, bot: boolean): { games: Game[]; actions: DuelAction[] } {
  let g = newGame(players, seed, { format });
  let rng = seedRng(`random-play/${seed}`);
  const games = [g];
  const actions: DuelAction[] = [];
  for (let i = 0; i < steps && g.state.phase.type !== 'over'; i++) {
    const legal = legalDuelActions(g.setup, g.state);
    assert.ok(legal.length > 0, `an action is open in ${JSON.stringify(g.state.phase)}`);
    const drawn = nextInt(rng, legal.length);
    rng = drawn.rng;
    const action = bot ? chooseDuelAction(g.setup, g.state)! : legal[drawn.value]!;
    const done = applyDuel(g.setup, g.state, action);
    assert.ok(done.ok, done.ok ? '' : `a listed action is refused: ${JSON.stringify(action)}: ${done.error.rule} ${done.error.message}`);
    g = { setup: g.setup, state: done.state };
    games.push(g);
    actions.push(action);
  }
  return { games, actions };
}

describe('the Magic table › properties of random legal play, 2 to 8 seats', () => {
  const game = fc.record({
    seed: fc.string({ minLength: 1, maxLength: 8 }),
    players: fc.integer({ min: 2, max: 8 }),
    format: fc.constantFrom('decks' as const, 'single-deck' as const, 'double-draw' as const, 'random-draft' as const),
    steps: fc.integer({ min: 20, max: 400 }),
    bot: fc.boolean(),
  });

  it('every state keeps its schema and consistency, no card is made or lost, and a player who left controls nothing', () => {
    fc.assert(
      fc.property(game, ({ seed, players, format, steps, bot }) => {
        const { games } = play(seed, players, format, steps, bot);
        const first = games[0]!;
        const all = (first.setup.shared ? deckCards(first.setup.shared) : first.setup.players.flatMap((p) => deckCards(p.deck!))).sort();
        for (const g of games) {
          assert.ok(checkState.Check(g.state), `the state keeps its schema: ${JSON.stringify(checkState.Errors(g.state).First())}`);
          assert.deepEqual(duelProblems(g.setup, g.state), []);
          const inPlay = cardsInPlay(g);
          if (g.state.out.length === 0) assert.deepEqual(inPlay, all);
          else assert.ok(inPlay.length <= all.length);
          for (const o of g.state.out) assert.ok(!g.state.battlefield.some((p) => p.controller === o.seat), `${o.seat} left and controls nothing`);
          if (g.state.phase.type === 'turn') assert.ok(!g.state.out.some((o) => o.seat === (g.state.phase as { seat: string }).seat), 'the player on turn is in the game');
        }
      }),
      runs(15),
    );
  });

  it('the actions replay to the same state, the save round-trips, and asking what is legal or what the computer would do changes nothing', () => {
    fc.assert(
      fc.property(game, ({ seed, players, format, steps, bot }) => {
        const { games, actions } = play(seed, players, format, Math.min(steps, 150), bot);
        let g = games[0]!;
        for (const [i, action] of actions.entries()) {
          const frozen = deepFreeze(structuredClone(g.state)) as DuelState;
          legalDuelActions(g.setup, frozen);
          const chosen = chooseDuelAction(g.setup, frozen);
          assert.ok(chosen === undefined || legalDuelActions(g.setup, frozen).some((a) => JSON.stringify(a) === JSON.stringify(chosen)), `the computer chose a legal action: ${JSON.stringify(chosen)}`);
          const done = applyDuel(g.setup, frozen, action);
          assert.ok(done.ok);
          g = { setup: g.setup, state: done.state };
          assert.deepEqual(g.state, games[i + 1]!.state);
        }
        const last = games[games.length - 1]!;
        const text = writeSave({ ...newSave(last.setup), state: last.state } as SaveFile);
        const read = readSave(text);
        assert.ok(read.ok, read.ok ? '' : JSON.stringify(read.problems));
        assert.equal(writeSave(read.game), text, 'the canonical writer round-trips');
      }),
      runs(8),
    );
  });
});
