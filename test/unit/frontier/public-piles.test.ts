import { strict as assert } from 'node:assert';
import { legalActions } from '../../../src/engine';
import { frontier } from '../../../src/engine/variants/frontier';
import { actionLabel } from '../../../src/engine/variants/frontier/text';
import type { SquareGridView, TableView } from '../../../src/protocol/table-view';
import { signInBloodMoment, type FrontierSave } from './game-helpers';

/** The moment with each seat's graveyard and exile named (ids from 9000 up, in order). */
function withPiles(g: FrontierSave, piles: { north: [string[], string[]]; south: [string[], string[]] }): FrontierSave {
  let id = 9000;
  const zone = (cards: readonly string[]) => cards.map((card) => ({ id: id++, card }));
  const players = { ...g.state.players };
  for (const seat of ['north', 'south'] as const) players[seat] = { ...players[seat], graveyard: zone(piles[seat][0]), exile: zone(piles[seat][1]) };
  return { ...g, state: { ...g.state, players } };
}

const grid = (v: TableView): SquareGridView => {
  assert.equal(v.board.kind, 'square-grid');
  return v.board as SquareGridView;
};

describe('the Frontier table view: the other player\'s graveyard and exile (public)', () => {
  const piles = { north: [['Lightning Bolt', 'Hill Giant'], ['Doom Blade']] as [string[], string[]], south: [['Giant Growth'], []] as [string[], string[]] };

  it('frontier.view.piles: the other player\'s home row lists their graveyard and exile in order; the viewer\'s own are the card table\'s', () => {
    const g = withPiles(signInBloodMoment({ north: 'computer' }), piles);
    const v = frontier.tableView(g, legalActions(g));
    const north = grid(v).homeRows.find((r) => r.seat === 'north')!;
    assert.deepEqual(north.piles?.graveyard.map((c) => [c.id, c.name]), g.state.players.north.graveyard.map((c) => [c.id, c.card]));
    assert.deepEqual(north.piles?.graveyard.map((c) => c.name), ['Lightning Bolt', 'Hill Giant']);
    assert.deepEqual(north.piles?.exile.map((c) => c.name), ['Doom Blade']);
    assert.match(north.piles!.graveyard[1]!.typeLine, /Creature/);
    assert.equal(grid(v).homeRows.find((r) => r.seat === 'south')!.piles, undefined, 'the viewer\'s row has none');
    assert.deepEqual(v.graveyard.map((c) => c.name), ['Giant Growth']);
  });

  it('frontier.labels.graveyard: a card in a graveyard as a target is named with whose graveyard it lies in, as both may hold one of a name', () => {
    const g = withPiles(signInBloodMoment({ north: 'computer' }), { north: [['Hill Giant'], []], south: [['Hill Giant'], []] });
    const [theirs, mine] = [g.state.players.north.graveyard[0]!.id, g.state.players.south.graveyard[0]!.id];
    assert.equal(actionLabel(g, { type: 'activate', card: 1, ability: 0, target: theirs }), "Activate Grizzly Bears on Hill Giant (in North's graveyard)");
    assert.equal(actionLabel(g, { type: 'activate', card: 1, ability: 0, target: mine }), "Activate Grizzly Bears on Hill Giant (in South's graveyard)");
  });

  it('frontier.view.piles-hot-seat: the seat not deciding shows its piles, and its hand is nowhere in the view', () => {
    const g = withPiles(signInBloodMoment({ north: 'human', hands: { south: ['Sign in Blood'], north: ['Shivan Dragon', 'Doom Blade'] } }), piles);
    const v = frontier.tableView(g, legalActions(g));
    assert.equal(v.hotSeat?.viewer, 'south');
    const north = grid(v).homeRows.find((r) => r.seat === 'north')!;
    assert.deepEqual(north.piles?.graveyard.map((c) => c.name), ['Lightning Bolt', 'Hill Giant']);
    const hidden = g.state.players.north.hand.map((c) => c.id);
    assert.equal(hidden.length, 2);
    const json = JSON.stringify(v);
    assert.ok(!/Shivan Dragon/.test(json), 'no card of the other hand');
    assert.deepEqual(v.hand.map((c) => c.name), ['Sign in Blood']);
  });
});
