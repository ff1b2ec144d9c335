import { strict as assert } from 'node:assert';
import { castle } from '../../../src/engine/variants/castle';
import type { CastleBoardView } from '../../../src/protocol/table-view';
import { inHand, mainPhase, newGame, type Game } from './game-helpers';

/** Gives a seat the graveyard and exile named (ids from 9000 up, in order). */
function withPiles(g: Game, seat: 'north' | 'south', graveyard: readonly string[], exile: readonly string[]): Game {
  let id = 9000 + (seat === 'north' ? 0 : 100);
  const zones = g.state.players[seat];
  g.state = { ...g.state, players: { ...g.state.players, [seat]: { ...zones, graveyard: graveyard.map((card) => ({ id: id++, card })), exile: exile.map((card) => ({ id: id++, card })) } } };
  return g;
}

describe('the Castle table view: the other player\'s graveyard and exile (public)', () => {
  it('castle.view.piles: the other castle lists its owner\'s graveyard and exile in order; the viewer\'s castle has none (the card table shows those)', () => {
    const g = withPiles(withPiles(mainPhase(newGame('piles'), 'south'), 'north', ['Lightning Bolt', 'Grizzly Bears'], ['Doom Blade']), 'south', ['Giant Growth'], []);
    const v = castle.tableView(g, castle.legalActions(g.setup, g.state));
    assert.equal(v.board.kind, 'castle');
    const b = v.board as CastleBoardView;
    const north = b.castles.find((c) => c.seat === 'north')!;
    assert.deepEqual(north.piles?.graveyard.map((c) => [c.id, c.name]), g.state.players.north.graveyard.map((c) => [c.id, c.card]));
    assert.deepEqual(north.piles?.graveyard.map((c) => c.name), ['Lightning Bolt', 'Grizzly Bears']);
    assert.deepEqual(north.piles?.exile.map((c) => c.name), ['Doom Blade']);
    assert.equal(b.castles.find((c) => c.seat === 'south')!.piles, undefined);
    assert.deepEqual(v.graveyard.map((c) => c.name), ['Giant Growth']);
  });

  it('castle.view.piles-hand: the other player\'s hand is not in the view, their piles are', () => {
    const g = withPiles(mainPhase(newGame('piles-hand'), 'south'), 'north', ['Grizzly Bears'], []);
    inHand(g, 'north', 'Shivan Dragon');
    const v = castle.tableView(g, castle.legalActions(g.setup, g.state));
    const json = JSON.stringify(v);
    assert.ok(!/Shivan Dragon/.test(json), 'no card of the other hand');
    assert.deepEqual((v.board as CastleBoardView).castles.find((c) => c.seat === 'north')!.piles?.graveyard.map((c) => c.name), ['Grizzly Bears']);
  });
});
