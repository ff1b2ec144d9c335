import { strict as assert } from 'node:assert';
import { castle, chooseCastleAction } from '../../../src/engine/variants/castle';
import { inHand, mainPhase, newGame, put, type Game } from './game-helpers';

/**
 * The computer's burn in Castle Magic: a player takes damage only from attacking creatures and from their own
 * (castle.damage), so damage aimed at the other player is prevented and the card or the tap is thrown away.
 */
describe('Castle Magic › the computer keeps its damage for creatures (castle.damage)', () => {
  /** South, the computer, in its main phase with `card` in hand (or on the battlefield), two Mountains, and nothing else to do. */
  const burnGame = (northCreature: boolean) => {
    const g: Game = mainPhase(newGame('burn'), 'south');
    g.state = { ...g.state, players: { ...g.state.players, south: { ...g.state.players.south, hand: [] } } };
    put(g, 'south', 'Mountain');
    put(g, 'south', 'Mountain');
    const giant = northCreature ? put(g, 'north', 'Hill Giant') : undefined;
    return { g, giant };
  };

  it('holds Lightning Bolt rather than aim it at the other player, though the rules allow it', () => {
    const { g } = burnGame(false);
    const bolt = inHand(g, 'south', 'Lightning Bolt');
    const legal = castle.legalActions(g.setup, g.state);
    assert.ok(legal.some((a) => a.type === 'cast' && a.card === bolt && a.target === 'north'), JSON.stringify(legal));
    assert.deepEqual(chooseCastleAction(g.setup, g.state), { type: 'pass' });
  });

  it('aims Lightning Bolt at the other player\'s creature', () => {
    const { g, giant } = burnGame(true);
    const bolt = inHand(g, 'south', 'Lightning Bolt');
    assert.deepEqual(chooseCastleAction(g.setup, g.state), { type: 'cast', card: bolt, target: giant });
  });

  it('taps Prodigal Pyromancer at a creature, never at the other player', () => {
    for (const withCreature of [false, true]) {
      const { g, giant } = burnGame(withCreature);
      const pyromancer = put(g, 'south', 'Prodigal Pyromancer');
      const legal = castle.legalActions(g.setup, g.state);
      assert.ok(legal.some((a) => a.type === 'activate' && a.card === pyromancer && a.target === 'north'), JSON.stringify(legal));
      const chosen = chooseCastleAction(g.setup, g.state);
      if (withCreature) assert.deepEqual(chosen, { type: 'activate', card: pyromancer, ability: 0, target: giant });
      else assert.notEqual(chosen?.type, 'activate', `no ping at North: ${JSON.stringify(chosen)}`);
    }
  });
});
