import { strict as assert } from 'node:assert';
import { cardInfo } from '../../../src/engine/magic/card-db';
import { chooseFrontierAction } from '../../../src/engine/variants/frontier';
import { actingSeat } from '../../../src/engine/variants/frontier/flow';
import { newFrontier, take } from './game-helpers';

/** Frontier's computer, watched over whole games against itself. */

describe('Frontier Magic › the computer', () => {
  it('keeps a pump for one of its creatures in a fight (an attack on the stack it makes or meets), never on the other player\'s', () => {
    let pumps = 0;
    for (let i = 0; i < 15; i++) {
      // Green's Giant Growth against red's Kindled Fury.
      let game = newFrontier(`pumps-${i}`);
      for (let n = 0; n < 3000 && game.state.phase.type !== 'over'; n++) {
        const action = chooseFrontierAction(game.setup, game.state)!;
        if (action.type === 'cast' && typeof action.target === 'number') {
          const seat = actingSeat(game.state);
          const card = game.state.players[seat!].hand.find((c) => c.id === action.card)!.card;
          const pump = cardInfo(card).abilities.some((a) => a.kind === 'spell' && a.effects.some((e) => e.do === 'pump' && e.power + e.toughness > 0));
          if (pump) {
            const target = game.state.battlefield.find((p) => p.id === action.target)!;
            assert.equal(target.controller, seat, `${card} on its own creature, not ${target.card}`);
            const fight = game.state.stack.some((item) => item.kind === 'attack' && (item.creature === target.id || item.target === target.id));
            assert.ok(fight, `${card} on ${target.card} while it attacks or is attacked`);
            pumps++;
          }
        }
        game = take(game, action);
      }
    }
    assert.ok(pumps >= 3, `pumps were cast (${pumps})`);
  });
});
