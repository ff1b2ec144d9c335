import { strict as assert } from 'node:assert';
import { legalActions } from '../../../src/engine';
import { chooseFrontierAction } from '../../../src/engine/variants/frontier';
import { nextInt, seedRng } from '../../../src/engine/rng';
import { newFrontier, take } from './game-helpers';

/**
 * What the rules keep from one action to the next must answer as working it
 * out again would: the choices settle found for the state it returned (kept
 * in one slot, by the state's identity) equal the choices listed afresh for
 * a copy of that state, along games of bots and of random play.
 */
describe('Frontier Magic › kept answers', () => {
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
        let action = kept[0]!;
        if (random) {
          const drawn = nextInt(rng, kept.length);
          rng = drawn.rng;
          action = kept[drawn.value]!;
        } else action = chooseFrontierAction(g.setup, g.state) ?? action;
        g = take(g, action);
      }
    });
  }
});
