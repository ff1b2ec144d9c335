import { strict as assert } from 'node:assert';
import { duel } from '../../../src/engine/variants/duel';
import type { SeatsBoardView } from '../../../src/protocol/table-view';
import { botsUntil, legal, newGame, type Game } from './game-helpers';

/** A four-seat game a few turns in, the first seat a person's (or, with `hotSeat`, every seat). */
function played(hotSeat = false): Game {
  const g = botsUntil(newGame(4, 'public-piles', {}, []), (x) => x.state.phase.type === 'turn' && x.state.phase.number >= 4 && x.state.phase.seat === 'p1' && x.state.phase.step === 'main1');
  const players = g.setup.players.map((p, i) => (i === 0 || hotSeat ? { ...p, control: 'human' as const } : p));
  return { setup: { ...g.setup, players }, state: structuredClone(g.state) };
}

/** Gives seat `i` the graveyard and exile named (ids from 9000 up, in order). */
function withPiles(g: Game, i: number, graveyard: readonly string[], exile: readonly string[]): Game {
  const z = g.state.players[i]!;
  let id = 9000 + i * 100;
  z.graveyard = graveyard.map((card) => ({ id: id++, card }));
  z.exile = exile.map((card) => ({ id: id++, card }));
  return g;
}

const board = (g: Game): SeatsBoardView => {
  const b = duel.tableView(g, legal(g)).board;
  assert.equal(b.kind, 'table');
  return b as SeatsBoardView;
};

describe('the Magic table view: other players\' graveyards and exile (public)', () => {
  it('duel.view.piles: each other seat lists its graveyard and exile as cards, in the file\'s order, the count their length', () => {
    const g = withPiles(withPiles(played(), 1, ['Lightning Bolt', 'Grizzly Bears', 'Lightning Bolt'], ['Craw Wurm']), 3, [], []);
    const others = board(g).others;
    const p2 = others.find((o) => o.seat === 'p2')!;
    assert.deepEqual(p2.graveyard.map((c) => [c.id, c.name]), g.state.players[1]!.graveyard.map((c) => [c.id, c.card]));
    assert.deepEqual(p2.graveyard.map((c) => c.name), ['Lightning Bolt', 'Grizzly Bears', 'Lightning Bolt']);
    assert.equal(p2.graveyard.length, 3);
    assert.deepEqual(p2.exile.map((c) => c.name), ['Craw Wurm']);
    // Each a whole card view, as the card table gives its own cards: type line and text for the details.
    const bears = p2.graveyard[1]!;
    assert.match(bears.typeLine, /Creature/);
    assert.equal(bears.power, 2);
    assert.ok(p2.graveyard[0]!.text.some((line) => /3 damage/.test(line)), p2.graveyard[0]!.text.join(' | '));
    const p4 = others.find((o) => o.seat === 'p4')!;
    assert.deepEqual([p4.graveyard.length, p4.exile.length], [0, 0]);
    // Every other seat's piles, matching its zones, and the viewer's own stay the card table's.
    for (const o of others) {
      const z = g.state.players[Number(o.seat.slice(1)) - 1]!;
      assert.deepEqual(o.graveyard.map((c) => c.id), z.graveyard.map((c) => c.id), o.seat);
      assert.deepEqual(o.exile.map((c) => c.id), z.exile.map((c) => c.id), o.seat);
    }
    assert.ok(!others.some((o) => o.seat === 'p1'));
  });

  it('duel.view.piles-out: a player who has left the game shows no piles (their cards left with them)', () => {
    const g = withPiles(played(), 2, ['Grizzly Bears'], ['Craw Wurm']);
    g.state.out = [...g.state.out, { seat: 'p3', reason: 'life fell to 0' }];
    const p3 = board(g).others.find((o) => o.seat === 'p3')!;
    assert.equal(p3.out, 'life fell to 0');
    assert.deepEqual([p3.graveyard, p3.exile], [[], []]);
  });

  it('duel.view.piles-hot-seat: in hot-seat the others\' piles are public but no other hand is in the view', () => {
    const g = withPiles(withPiles(played(true), 1, ['Grizzly Bears'], []), 2, ['Lightning Bolt'], ['Craw Wurm']);
    const view = duel.tableView(g, legal(g));
    assert.equal(view.hotSeat?.viewer, 'p1');
    const b = view.board as SeatsBoardView;
    assert.deepEqual(b.others.find((o) => o.seat === 'p2')!.graveyard.map((c) => c.name), ['Grizzly Bears']);
    assert.deepEqual(b.others.find((o) => o.seat === 'p3')!.exile.map((c) => c.name), ['Craw Wurm']);
    const hidden = g.state.players.slice(1).flatMap((z) => z.hand.map((c) => c.id));
    assert.ok(hidden.length > 0, 'the others hold cards');
    const ids = new Set<number>();
    JSON.stringify(view, (key, value: unknown) => {
      if (key === 'id' && typeof value === 'number') ids.add(value);
      return value;
    });
    assert.deepEqual(hidden.filter((id) => ids.has(id)), [], 'no card of another hand');
  });
});
