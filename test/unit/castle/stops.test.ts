import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { Value } from '@sinclair/typebox/value';
import { readSave, verify } from '../../../src/engine';
import { actingSeat, castle, chooseCastleAction } from '../../../src/engine/variants/castle';
import { applyCastle, legalCastleActions } from '../../../src/engine/variants/castle/rules';
import { CastleSetupSchema, type CastleSeat, type CastleSetup } from '../../../src/engine/variants/castle/schema';
import { checkStopsOption } from '../cli-helpers';
import { act, inHand, mainPhase, newGame, put, type Game } from './game-helpers';

/**
 * The stops in Castle Magic (docs/castle-rules.md, "Stops"): under
 * key-moments a person holding an instant is asked only when the other
 * player casts or uses an ability, when their castle is attacked (while
 * players may respond), in their own main phase, and at the other player's
 * end step; the computer is asked whenever it could act, as before. A game
 * saved without the option plays when-able, as every game did before it.
 */

type Stops = CastleSetup['options']['stops'];

function withoutStops(options: CastleSetup['options']): CastleSetup['options'] {
  const { stops: _stops, ...rest } = options;
  return rest;
}

/**
 * South (a person) holds a Lightning Bolt and an untapped Mountain; North
 * (the computer) has a Mountain, what `north` says in hand and, with
 * `bears`, a Grizzly Bears ready to attack. It is `seat`'s main phase.
 */
function moment(stops: Stops, o: { seat?: CastleSeat; north?: string[]; bears?: boolean } = {}): Game {
  const made = newGame('castle-stops');
  const setup: CastleSetup = { ...made.setup, options: stops === undefined ? withoutStops(made.setup.options) : { ...made.setup.options, stops } };
  const g = mainPhase({ setup, state: made.state }, o.seat ?? 'north');
  g.state.players.south.hand = [];
  g.state.players.north.hand = [];
  g.state.players.south.library = { cards: Array(20).fill('Mountain'), bottom: [] };
  g.state.players.north.library = { cards: Array(20).fill('Mountain'), bottom: [] };
  g.state.phase = g.state.phase.type === 'turn' ? { ...g.state.phase, landPlayed: true, castleAction: true } : g.state.phase;
  inHand(g, 'south', 'Lightning Bolt');
  for (const card of o.north ?? []) inHand(g, 'north', card);
  put(g, 'south', 'Mountain');
  put(g, 'north', 'Mountain');
  if (o.bears) put(g, 'north', 'Grizzly Bears');
  return g;
}

const where = (g: Game) => (g.state.phase.type === 'turn' ? `${g.state.phase.seat} ${g.state.phase.step}` : g.state.phase.type);

/** North passes until South is asked: the game then. */
function northPassesUntilSouth(g: Game): Game {
  for (let i = 0; i < 60 && actingSeat(g.state) === 'north'; i++) g = act(g, { type: 'pass' });
  assert.equal(actingSeat(g.state), 'south');
  return g;
}

/** From South's end step, South passes: where South is asked next. */
function afterSouthsTurn(stops: Stops): Game {
  const g = moment(stops, { seat: 'south' });
  g.state.phase = { type: 'turn', seat: 'south', number: 3, step: 'end', landPlayed: true, attacked: true, castleAction: true };
  return northPassesUntilSouth(act(g, { type: 'pass' }));
}

describe('Castle Magic › stops (when a person is asked)', () => {
  it("key-moments: a person holding an instant is not stopped at the computer's upkeep, draw or main phase; asked at its end step", () => {
    const asked = afterSouthsTurn('key-moments');
    assert.equal(where(asked), 'north end');
    assert.equal(asked.state.stack.length, 0);
    const next = act(asked, { type: 'pass' });
    assert.equal(actingSeat(next.state), 'south');
    assert.equal(where(next), 'south main', 'their own upkeep and draw passed for too');
  });

  it("when-able: the same person is asked at the computer's upkeep", () => {
    assert.equal(where(afterSouthsTurn('when-able')), 'north upkeep');
  });

  it('every-step: the person is asked at the computer\'s upkeep even with nothing but a pass', () => {
    const g = moment('every-step', { seat: 'south' });
    g.state.players.south.hand = [];
    g.state.phase = { type: 'turn', seat: 'south', number: 3, step: 'end', landPlayed: true, attacked: true, castleAction: true };
    const asked = northPassesUntilSouth(act(g, { type: 'pass' }));
    assert.equal(where(asked), 'north upkeep');
    assert.deepEqual(legalCastleActions(asked.setup, asked.state), [{ type: 'pass' }]);
  });

  it('key-moments: a person is asked when the computer casts a spell, and may answer it', () => {
    const g = moment('key-moments', { north: ['Lightning Bolt'] });
    const bolt = g.state.players.north.hand.find((c) => c.card === 'Lightning Bolt')!.id;
    const cast = legalCastleActions(g.setup, g.state).find((a) => a.type === 'cast' && a.card === bolt && a.target === 'south');
    assert.ok(cast, 'North may bolt South');
    let after = act(g, cast);
    if (after.state.prompt?.type === 'pay') after = act(after, { type: 'pay', option: 0 });
    assert.equal(actingSeat(after.state), 'south', 'asked with the Bolt on the stack');
    assert.equal(after.state.stack.at(-1)?.controller, 'north');
    assert.ok(legalCastleActions(after.setup, after.state).some((a) => a.type === 'cast'), 'and may answer it');
  });

  it('key-moments: a person is asked when the computer attacks their castle, in the declared window', () => {
    const g = moment('key-moments', { bears: true });
    const bears = g.state.battlefield.find((p) => p.card === 'Grizzly Bears')!.id;
    const asked = northPassesUntilSouth(act(g, { type: 'attack', column: 0, creatures: [bears] }));
    assert.equal(asked.state.breach?.question, 'declared');
    assert.ok(legalCastleActions(asked.setup, asked.state).some((a) => a.type === 'cast'), 'South may respond');
  });

  it('a game saved before the option is valid and plays when-able: the stored game verifies, and a when-able game replays action for action without it', () => {
    const read = readSave(readFileSync('test/fixtures/good/castle-played.crawl.json', 'utf8'));
    assert.ok(read.ok && read.game.setup.variant === 'castle');
    assert.equal((read.game.setup as CastleSetup).options.stops, undefined, 'saved before the option');
    assert.deepEqual(verify(read.game), { ok: true, actions: read.game.log.length });

    const old = moment(undefined, { seat: 'south' });
    assert.ok(Value.Check(CastleSetupSchema, old.setup), 'a setup without stops is a valid setup');
    const made = newGame('old-save');
    let g: Game = { setup: { ...made.setup, options: { ...made.setup.options, stops: 'when-able' } }, state: made.state };
    let r: Game = { setup: { ...made.setup, options: withoutStops(made.setup.options) }, state: made.state };
    for (let i = 0; i < 600 && g.state.phase.type !== 'over'; i++) {
      const a = chooseCastleAction(g.setup, g.state)!;
      g = act(g, a);
      const applied = applyCastle(r.setup, r.state, a);
      assert.ok(applied.ok, `action ${i} legal on replay`);
      r = { setup: r.setup, state: applied.state };
      assert.deepEqual(r.state, g.state, `state after action ${i}`);
    }
  });

  it("the new-game form offers the Stops list, starting at the key moments or at the player's crawl.stops setting", () => {
    const offer = castle.form.offer(undefined, 'seed');
    const rule = offer.rules.find((r) => r.name === 'stops');
    assert.ok(rule?.kind === 'choice');
    assert.deepEqual(rule.options.map((o) => o.value), ['key-moments', 'when-able', 'every-step']);
    assert.equal(offer.defaults.stops, 'key-moments');
    assert.equal(castle.form.offer(undefined, 'seed', { stops: 'when-able' }).defaults.stops, 'when-able');
  });

  it('crawl new --variant castle: the key moments by default; --stops picks each mode; a wrong one is refused', async () => {
    await checkStopsOption('castle');
  });
});
