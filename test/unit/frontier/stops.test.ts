import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { legalActions, readSave, verify } from '../../../src/engine';
import { actingSeat, type FrontierState } from '../../../src/engine/variants/frontier';
import type { FrontierSetup } from '../../../src/engine/variants/frontier/schema';
import { checkStopsOption, runCrawl, stopsOfNewGame } from '../cli-helpers';
import { frontierBoard, isFrontier, moment, take, type FrontierSave } from './game-helpers';

/**
 * The stops (docs/frontier-rules.md, "Stops"): under key-moments a person
 * holding an instant is asked only when the other player casts, uses an
 * ability or attacks, in their own main phase, and at the other player's
 * end step; the computer is asked whenever it could act, as before.
 */

type Stops = FrontierSetup['options']['stops'];

/**
 * North's (the computer's) main phase: its Hill Giant (2) on a Mountain,
 * next to South's Grizzly Bears (1) on a Mountain of their own; South holds
 * a Lightning Bolt it could cast at any time, North what `north` says.
 */
function northsTurn(stops: Stops, north: readonly string[] = ['Lightning Bolt'], turn: 'north' | 'south' = 'north'): FrontierSave {
  return moment({
    board: frontierBoard(`
      M@2 F F
      M F F
      M@1 F F
    `),
    permanents: [
      { id: 1, card: 'Grizzly Bears', controller: 'south' },
      { id: 2, card: 'Hill Giant', controller: 'north' },
    ],
    hands: { south: ['Lightning Bolt'], north },
    options: { stops },
    north: 'computer',
    turn,
  });
}

const step = (g: FrontierSave) => (g.state.phase.type === 'turn' ? `${g.state.phase.seat} ${g.state.phase.step}` : g.state.phase.type);
const bolt = (g: FrontierSave, seat: 'south' | 'north') => g.state.players[seat].hand.find((c) => c.card === 'Lightning Bolt')!.id;

/** North passes (the computer would, holding nothing it wants to use) until South is asked: the game then. */
function northPassesUntilSouthIsAsked(g: FrontierSave): FrontierSave {
  for (let i = 0; i < 40 && actingSeat(g.state) === 'north'; i++) g = take(g, { type: 'pass' });
  assert.equal(actingSeat(g.state), 'south');
  return g;
}

describe('Frontier Magic: stops (when a person is asked)', () => {
  it("key-moments: a person holding an instant is not stopped at the computer's moves, but is asked when it casts a spell", () => {
    const moved = take(northsTurn('key-moments'), { type: 'move', creature: 2, to: { row: 1, col: 0 } });
    assert.equal(actingSeat(moved.state), 'north', 'South is passed for: the move resolved and North goes on');
    assert.equal(moved.state.stack.length, 0);
    assert.ok(moved.log.every((e) => !/^South passes/.test(e.text)), 'South took no action of its own');

    const cast = take(take(moved, { type: 'done' }), { type: 'cast', card: bolt(moved, 'north'), target: 1 });
    assert.equal(actingSeat(cast.state), 'south', 'asked with the Bolt on the stack');
    assert.equal(cast.state.stack.at(-1)?.kind, 'spell');
    assert.ok(legalActions(cast).some((a) => a.type === 'cast'), 'and may answer it');
  });

  it('when-able (a game started so): the same person is asked at the computer\'s move too', () => {
    const moved = take(northsTurn('when-able'), { type: 'move', creature: 2, to: { row: 1, col: 0 } });
    assert.equal(actingSeat(moved.state), 'south');
    assert.equal(moved.state.stack.at(-1)?.kind, 'move');
  });

  it('key-moments: a person is asked when the computer attacks one of their creatures', () => {
    const moved = take(northsTurn('key-moments', []), { type: 'move', creature: 2, to: { row: 1, col: 0 } });
    const attacked = take(take(moved, { type: 'done' }), { type: 'attack', creature: 2, target: 1 });
    assert.equal(actingSeat(attacked.state), 'south');
    assert.equal(attacked.state.stack.at(-1)?.kind, 'attack');
  });

  it("key-moments: a person holding an instant is asked at the computer's end step, and not at its upkeep or draw, nor at their own end step", () => {
    // From South's own main phase, South passes: its end step, North's upkeep, draw and main go by without South.
    const passed = take(northsTurn('key-moments', [], 'south'), { type: 'pass' });
    assert.equal(actingSeat(passed.state), 'north');
    assert.equal(step(passed), 'north main', 'the computer, with nothing to do before, is asked first in its main phase');
    const asked = northPassesUntilSouthIsAsked(passed);
    assert.equal(step(asked), 'north end', "asked first at North's end step");
    assert.equal(asked.state.stack.length, 0);
    // Passing there: North's turn ends, and South is asked next in its own main phase (upkeep and draw passed for).
    const next = take(asked, { type: 'pass' });
    assert.equal(actingSeat(next.state), 'south');
    assert.equal(step(next), 'south main');
  });

  it("when-able: the same person is asked at their own end step and at the computer's upkeep", () => {
    const passed = take(northsTurn('when-able', [], 'south'), { type: 'pass' });
    assert.equal(actingSeat(passed.state), 'south');
    assert.equal(step(passed), 'south end');
    const upkeep = take(passed, { type: 'pass' });
    assert.equal(actingSeat(upkeep.state), 'south');
    assert.equal(step(upkeep), 'north upkeep');
  });

  it('key-moments: a person with nothing they could do is passed for even at a key moment', () => {
    const g = moment({
      board: frontierBoard(`
        M@2 F F
        F F F
        F@1 F F
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 2, card: 'Hill Giant', controller: 'north' },
      ],
      hands: { south: ['Giant Growth'], north: ['Lightning Bolt'] },
      options: { stops: 'key-moments' },
      north: 'computer',
      turn: 'north',
    });
    // The Bears' Forest pays for South's Giant Growth: South could answer, and is asked.
    const cast = take(g, { type: 'cast', card: bolt(g, 'north'), target: 'south' });
    assert.equal(actingSeat(cast.state), 'south', 'Giant Growth can be cast: asked');
    const empty = moment({ ...momentOf(g), hands: { north: ['Lightning Bolt'] } });
    const unanswered = take(empty, { type: 'cast', card: bolt(empty, 'north'), target: 'south' });
    assert.equal(actingSeat(unanswered.state), 'north', 'an empty hand: the Bolt resolved at once');
    assert.equal(unanswered.state.players.south.life, 17);
  });

  it('key-moments: the computer is still asked whenever it could act (at the person\'s move, holding a Bolt)', () => {
    const g = northsTurn('key-moments', ['Lightning Bolt'], 'south');
    const moved = take(g, { type: 'move', creature: 1, to: { row: 2, col: 1 } });
    assert.equal(actingSeat(moved.state), 'north');
    assert.equal(moved.state.stack.at(-1)?.kind, 'move');
  });

  it('a hot-seat game under key-moments passes for either person away from the key moments', () => {
    const g = moment({ ...momentOf(northsTurn('key-moments')), north: 'human' });
    const moved = take(g, { type: 'move', creature: 2, to: { row: 1, col: 0 } });
    assert.equal(actingSeat(moved.state), 'north', "South, a person, is passed for at North's move");
  });

  it('saves started as when-able and as every-step (before there was a choice) replay exactly, each by its own stops', () => {
    for (const [name, stops] of [
      ['frontier-when-able', 'when-able'],
      ['frontier-every-step', 'every-step'],
    ] as const) {
      const read = readSave(readFileSync(`test/fixtures/good/${name}.crawl.json`, 'utf8'));
      assert.ok(read.ok && isFrontier(read.game));
      assert.equal(read.game.setup.options.stops, stops);
      assert.ok(read.game.log.length > 100, 'a long game, both players acting');
      assert.deepEqual(verify(read.game), { ok: true, actions: read.game.log.length }, name);
      // The option is what selects the behaviour: the same log under the key moments is another game.
      const other = { ...read.game, setup: { ...read.game.setup, options: { ...read.game.setup.options, stops: 'key-moments' as const } } };
      assert.notDeepEqual(verify(other), { ok: true, actions: read.game.log.length }, `${name} read as key-moments`);
    }
  });

  it('crawl new --variant frontier: the key moments by default; --stops picks each mode, --stop-every-step still means every step', async () => {
    await checkStopsOption('frontier');
    const made = (...args: string[]) => stopsOfNewGame('frontier', ...args);
    assert.equal(await made('--stop-every-step'), 'every-step');
    assert.equal(await made('--stop-every-step', '--stops', 'every-step'), 'every-step');
    const both = await runCrawl(['new', '--variant', 'frontier', '--seed', 's', '--stops', 'when-able', '--stop-every-step']);
    assert.notEqual(both.status, 0);
    assert.match(both.stderr, /--stop-every-step .* --stops says when-able/);
  });
});

/** A moment's description again, from a game built by `moment` (its board and permanents), to vary one part. */
function momentOf(g: FrontierSave): Parameters<typeof moment>[0] {
  const s: FrontierState = g.state;
  return {
    board: s.board,
    permanents: s.battlefield.map((p) => ({ id: p.id, card: p.card, controller: p.controller })),
    options: g.setup.options,
    north: g.setup.players.north.control,
    turn: s.phase.type === 'turn' ? s.phase.seat : 'south',
    hands: { south: s.players.south.hand.map((c) => c.card), north: s.players.north.hand.map((c) => c.card) },
  };
}
