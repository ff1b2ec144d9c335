import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { newGame, replay, type CrawlSave as SaveFile } from '../../../src/engine';
import { GameHistory } from '../../../src/engine/save/history';
import { explore } from '../helpers';

/** A game played some way in by the explorer, so its log crosses several checkpoints. */
function played(seed: string, steps: number): SaveFile {
  return explore(newGame(seed), steps);
}

/** The state after each step, replayed once from the setup (the reference the history is checked against). */
function statesOf(game: SaveFile) {
  const states = [];
  for (let step = 0; step <= game.log.length; step++) {
    const r = replay({ setup: game.setup, log: game.log.slice(0, step) }, false);
    assert.ok(r.ok);
    states.push(r.state);
  }
  return states;
}

describe('game history (the replay scrubber)', () => {
  const game = played('history', 150);
  const states = statesOf(game);

  it('the whole log gives back the game itself, and step 0 the opening with an empty log', () => {
    assert.ok(game.log.length > 100, `the explorer played ${game.log.length} actions`);
    const history = new GameHistory(game);
    assert.equal(history.length, game.log.length);
    assert.equal(history.at(game.log.length), game);
    const opening = history.at(0);
    assert.deepEqual(opening.log, []);
    assert.deepEqual(opening.setup, game.setup);
    assert.deepEqual(opening.state, states[0]);
  });

  it('any step, asked in any order, is the state the log replays to there, with the log cut at it', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: game.log.length + 5 }), { minLength: 1, maxLength: 12 }), (steps) => {
        const history = new GameHistory(game);
        for (const asked of steps) {
          const step = Math.max(0, Math.min(game.log.length, asked));
          const at = history.at(asked);
          assert.equal(at.log.length, step);
          assert.deepEqual(at.log, game.log.slice(0, step));
          assert.deepEqual(at.state, states[step]);
        }
      }),
      { numRuns: 25, seed: 61 },
    );
  });

  it('never changes the game it steps through', () => {
    const before = structuredClone(game);
    const history = new GameHistory(game);
    for (const step of [game.log.length - 1, 3, 70, 0, 40]) history.at(step);
    assert.deepEqual(game, before);
  });
});
