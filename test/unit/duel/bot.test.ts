import { strict as assert } from 'node:assert';
import { harmsItsTarget, spellAbility } from '../../../src/engine/magic/aims';
import { cardInfo } from '../../../src/engine/magic/card-db';
import { chooseDuelAction } from '../../../src/engine/variants/duel/bot';
import { actingSeat } from '../../../src/engine/variants/duel/flow';
import { act, newGame, type Game } from './game-helpers';

/** The computer at the Magic table, watched over whole games between computer seats. */

describe('the Magic table › the computer', () => {
  it('points harm at opponents and help at its own: a pump only on its own creature in a fight, an Aura that helps only on its own creature', () => {
    const aimed = { harm: 0, pump: 0, aura: 0 };
    for (let i = 0; i < 30; i++) {
      // Green's Giant Growth, white's Holy Strength and black's Unholy Strength among the decks, all at one table.
      let g: Game = newGame(3, `aims-${i}`);
      for (let n = 0; n < 4000 && g.state.phase.type !== 'over'; n++) {
        const action = chooseDuelAction(g.setup, g.state)!;
        const seat = actingSeat(g.state)!;
        if (action.type === 'cast' && action.target !== undefined) {
          const card = g.state.players.flatMap((z) => z.hand).find((c) => c.id === action.card)!.card;
          const info = cardInfo(card);
          const ability = spellAbility(info);
          if (!info.creature && ability) {
            const target = typeof action.target === 'number' ? g.state.battlefield.find((p) => p.id === action.target) : undefined;
            const theirs = typeof action.target === 'string' ? action.target !== seat : target?.controller !== seat;
            if (harmsItsTarget(ability)) {
              assert.ok(theirs, `${seat} aims ${card} at an opponent's`);
              aimed.harm++;
            } else {
              assert.ok(!theirs, `${seat} aims ${card}, which helps, at its own (not at ${target?.card} of ${target?.controller})`);
              if (ability.kind === 'aura') aimed.aura++;
              else {
                const combat = g.state.combat;
                assert.ok(combat && (combat.attackers.some((a) => a.id === action.target) || combat.blocks.some((b) => b.id === action.target)), `${card} on a creature in a fight`);
                aimed.pump++;
              }
            }
          }
        }
        g = act(g, action);
      }
    }
    assert.ok(aimed.harm > 0 && aimed.pump > 0 && aimed.aura > 0, `each kind was cast: ${JSON.stringify(aimed)}`);
  });
});
