import { strict as assert } from 'node:assert';
import { pictureLines } from '../../../src/engine/variants/frontier/text';
import { frontierBoard, moment, newFrontier, take, type FrontierSave } from './game-helpers';

/**
 * The table `crawl show` and `crawl play` draw for a Frontier game: enough
 * to play from without the playmat (each creature's power and toughness,
 * the terrain bonus, where it stands, what enchants it, the stack in
 * words), and only the hand of the person deciding.
 */

const picture = (g: FrontierSave) => pictureLines(g, false);
const handLine = (g: FrontierSave) => picture(g).filter((l) => /'s hand: /.test(l));

/** A new hot-seat game up to North's opening hand (North places its token first, then South). */
function hotSeatMulligan(): FrontierSave {
  let g = newFrontier('terminal-hotseat');
  g = { ...g, setup: { ...g.setup, players: { ...g.setup.players, north: { ...g.setup.players.north, control: 'human' } } } };
  for (let i = 0; i < 4 && g.state.phase.type === 'token'; i++) {
    const seat = g.state.phase.seat;
    const row = seat === 'north' ? 0 : g.state.board.rows - 1;
    g = take(g, { type: 'placeToken', colour: 'G', at: { row, col: 0 } });
  }
  assert.equal(g.state.phase.type, 'mulligan');
  return g;
}

describe('Frontier Magic › the table in the terminal', () => {
  it('hot-seat: while a player decides on their opening hand, the table shows their hand and never the other\'s', () => {
    const g = hotSeatMulligan();
    const first = g.state.phase.type === 'mulligan' ? g.state.phase.seat : assert.fail('a mulligan decision');
    const name = (seat: 'south' | 'north') => (seat === 'south' ? 'South' : 'North');
    const hand = (x: FrontierSave, seat: 'south' | 'north') => x.state.players[seat].hand.map((c) => c.card).join(', ');
    assert.deepEqual(handLine(g), [`${name(first)}'s hand: ${hand(g, first)}`]);
    // The other decides next: then their hand, and the first's no more.
    const after = take(g, { type: 'keep' });
    const second = after.state.phase.type === 'mulligan' ? after.state.phase.seat : assert.fail('the second decision');
    assert.notEqual(second, first);
    assert.deepEqual(handLine(after), [`${name(second)}'s hand: ${hand(after, second)}`]);
  });

  it("against the computer: South's hand is shown while North acts, North's never", () => {
    const g = moment({
      board: frontierBoard(`
        F@2 ?
        F@1 ?
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 2, card: 'Hill Giant', controller: 'north' },
      ],
      hands: { south: ['Giant Growth'], north: ['Shock'] },
      turn: 'north',
      north: 'computer',
    });
    assert.deepEqual(handLine(g), ["South's hand: Giant Growth"]);
    assert.ok(!picture(g).some((l) => l.includes('Shock')), 'the computer\'s hand is not shown');
  });

  it('each creature with its power and toughness, the terrain bonus, where it stands, tapped and what enchants it; the columns numbered', () => {
    const g = moment({
      board: frontierBoard(`
        M@2 ? ?
        F F@1 ?
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 2, card: 'Hill Giant', controller: 'north', tapped: true },
        { id: 3, card: 'Pacifism', controller: 'north', attachedTo: 1 },
      ],
    });
    const lines = picture(g);
    assert.ok(lines.includes('   1    2    3'), lines.join('\n'));
    // Grizzly Bears on a Forest with a visible Forest beside it: +2 (frontier.terrain), untapped.
    assert.ok(lines.includes("South's creatures: Grizzly Bears 4/4 (terrain +2), at row 2, column 2, enchanted by Pacifism (North's)"), lines.join('\n'));
    // Hill Giant is tapped: no terrain bonus.
    assert.ok(lines.includes("North's creatures: Hill Giant 3/3, at row 1, column 1, tapped"), lines.join('\n'));
    assert.ok(lines.some((l) => l.startsWith('Key: ?? face down')), 'a key to the grid');
  });

  it('a move and an attack on the stack are said by their creature and where they go, not by an id', () => {
    const g = moment({
      board: frontierBoard(`
        ? F@2 ?
        ? F@1 F
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 2, card: 'Hill Giant', controller: 'north' },
      ],
      north: 'human',
      // Every stop kept, so the move and the attack wait on the stack for North's answer.
      options: { stops: 'every-step' },
    });
    const moved = take(g, { type: 'move', creature: 1, to: { row: 1, col: 2 } });
    const stackOf = (x: FrontierSave) => picture(x).find((l) => l.startsWith('Stack'));
    assert.ok(moved.state.stack.length > 0, 'the move waits for North');
    assert.equal(stackOf(moved), 'Stack (top last): Grizzly Bears (South, row 2, column 2) moves to row 2, column 3');
    const attacked = take(g, { type: 'attack', creature: 1, target: 2 });
    assert.ok(attacked.state.stack.length > 0, 'North, a person, may answer the attack');
    assert.equal(stackOf(attacked), 'Stack (top last): Grizzly Bears (South, row 2, column 2) attacks Hill Giant (North, row 1, column 2)');
  });
});
