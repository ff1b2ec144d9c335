import { strict as assert } from 'node:assert';
import { legalActions } from '../../../src/engine';
import { chooseFrontierAction, keepBoardAnswers, simulateFrontier, type FrontierAction } from '../../../src/engine/variants/frontier';
import { nextInt, seedRng, type RngState } from '../../../src/engine/rng';
import { newFrontier, take } from './game-helpers';

/**
 * What the rules keep from one action to the next must answer as working it
 * out again would: the choices settle found for the state it returned (kept
 * in one slot, by the state's identity) equal the choices listed afresh for
 * a copy of that state, along games of bots and of random play.
 */
describe('Frontier Magic › kept answers', () => {
  /** The next action along a test game: drawn at random from the list, or the bot's. */
  function nextAction(g: ReturnType<typeof newFrontier>, listed: readonly unknown[], random: boolean, rng: RngState): { action: FrontierAction; rng: RngState } {
    if (!random) return { action: chooseFrontierAction(g.setup, g.state) ?? (listed[0] as FrontierAction), rng };
    const drawn = nextInt(rng, listed.length);
    return { action: listed[drawn.value] as FrontierAction, rng: drawn.rng };
  }

  for (const [seed, decks, random] of [
    ['kept-1', ['green', 'red'], false],
    ['kept-2', ['gruul-beasts', 'rakdos-land-breakers'], true],
    ['kept-3', ['white', 'blue'], true],
  ] as const) {
    it(`the choices kept for a settled state are those listed afresh (${seed}, ${random ? 'random play' : 'bots'})`, () => {
      let g = newFrontier(seed, {}, [decks[0], decks[1]]);
      let rng = seedRng(`kept/${seed}`);
      for (let i = 0; i < 300 && g.state.phase.type !== 'over'; i++) {
        const kept = legalActions(g);
        const afresh = legalActions({ ...g, state: structuredClone(g.state) });
        assert.deepEqual(kept, afresh, `step ${i}`);
        const next = nextAction(g, kept, random, rng);
        rng = next.rng;
        g = take(g, next.action);
      }
    });
  }

  // Kept across actions: memos of recent boards, each seat's mana on the board while its ways to tap lands are the same,
  // the creatures' facts, and canPay's and maxX's answers by that mana (magic/payments.ts).
  const listed = (g: ReturnType<typeof newFrontier>) => legalActions({ ...g, state: structuredClone(g.state) });
  function listedAfresh(g: ReturnType<typeof newFrontier>) {
    keepBoardAnswers(false);
    try {
      return listed(g);
    } finally {
      keepBoardAnswers(true);
    }
  }
  for (const [seed, decks, random] of [
    ['board-1', ['green', 'red'], false],
    ['board-2', ['gruul-beasts', 'rakdos-land-breakers'], true],
    ['board-3', ['azorius-skies', 'green-land-breakers'], false],
    ['board-4', ['black', 'white'], true],
  ] as const) {
    it(`the choices listed with the board's mana and payments kept across actions are those listed with nothing kept (${seed}, ${random ? 'random play' : 'bots'})`, () => {
      let g = newFrontier(seed, {}, [decks[0], decks[1]]);
      let rng = seedRng(`kept-board/${seed}`);
      let compared = 0;
      for (let i = 0; i < 400 && g.state.phase.type !== 'over'; i++) {
        const kept = listed(g);
        assert.deepEqual(kept, listedAfresh(g), `step ${i}`);
        compared += kept.length;
        const next = nextAction(g, kept, random, rng);
        rng = next.rng;
        g = take(g, next.action);
      }
      assert.ok(compared > 400, 'the games offered choices to compare');
    });
  }

  it('games of bots play out the same with nothing kept beyond one action', () => {
    const options = { games: 6, seed: 'kept-board-sim', versus: 'bot' as const };
    const kept = simulateFrontier(options);
    keepBoardAnswers(false);
    let afresh: ReturnType<typeof simulateFrontier>;
    try {
      afresh = simulateFrontier(options);
    } finally {
      keepBoardAnswers(true);
    }
    assert.deepEqual(kept, afresh);
    assert.ok(kept.actions > 600);
  });
});
