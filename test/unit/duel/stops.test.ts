import { strict as assert } from 'node:assert';
import { Value } from '@sinclair/typebox/value';
import { chooseDuelAction } from '../../../src/engine/variants/duel/bot';
import { actingSeat } from '../../../src/engine/variants/duel/flow';
import { applyDuel, legalDuelActions } from '../../../src/engine/variants/duel/rules';
import { DuelSetupSchema, type DuelSeat, type DuelSetup, type DuelState } from '../../../src/engine/variants/duel/schema';
import { checkStopsOption } from '../cli-helpers';
import { checkFormAnswer } from '../../../src/engine';
import { duel } from '../../../src/engine/variants/duel';
import { act, newGame, type Game } from './game-helpers';

/**
 * The stops at the Magic table (docs/duel-rules.md, "Stops"): under
 * key-moments a person holding an instant is asked only when another player
 * casts or uses an ability, when they are attacked, in their own main
 * phases, and at the end step of whoever's turn it is; the computer is asked
 * whenever it could act, as before. A game saved without the option plays
 * when-able, as every game did before it.
 */

type Stops = DuelSetup['options']['stops'];

/**
 * A table of `players` seats where only p1 is a person, holding a Lightning
 * Bolt and an untapped Mountain; p2 holds what `p2` says and has a Mountain
 * and, with `bears`, a Grizzly Bears ready to attack; it is `seat`'s `step`,
 * that seat holding priority. Libraries are Mountains, so draws change nothing.
 */
function moment(stops: Stops, o: { players?: number; seat?: DuelSeat; step?: 'main1' | 'end'; p2?: string[]; bears?: boolean } = {}): Game {
  const players = o.players ?? 2;
  const made = newGame(players, 'stops', stops === undefined ? {} : { stops }, [0]);
  const setup: DuelSetup = stops === undefined ? { ...made.setup, options: withoutStops(made.setup.options) } : made.setup;
  const s: DuelState = structuredClone(made.state);
  let id = 500;
  const card = (name: string) => ({ id: id++, card: name });
  const permanent = (name: string, controller: DuelSeat) => ({ ...card(name), controller, tapped: false, sick: false, damage: 0, counters: 0 });
  const seat = o.seat ?? 'p2';
  s.phase = { type: 'turn', seat, number: 5, step: o.step ?? 'main1', landPlayed: true };
  s.prompt = null;
  s.stack = [];
  s.combat = null;
  s.priority = { seat, passes: 0 };
  s.players.forEach((z, i) => {
    z.hand = i === 0 ? [card('Lightning Bolt')] : i === 1 ? (o.p2 ?? []).map(card) : [];
    z.library = { cards: Array(20).fill('Mountain'), bottom: [] };
  });
  s.battlefield = [permanent('Mountain', 'p1'), permanent('Mountain', 'p2'), ...(o.bears ? [permanent('Grizzly Bears', 'p2')] : [])];
  s.counters.nextId = id;
  return { setup, state: s };
}

function withoutStops(options: DuelSetup['options']): DuelSetup['options'] {
  const { stops: _stops, ...rest } = options;
  return rest;
}

const where = (g: Game) => (g.state.phase.type === 'turn' ? `${g.state.phase.seat} ${g.state.phase.step}` : g.state.phase.type);
const idOf = (g: Game, seat: number, name: string) => g.state.players[seat]!.hand.find((c) => c.card === name)!.id;

/** The computer seats pass (ending any declaration) until the person at p1 is asked: the game then. */
function othersPassUntilP1(g: Game): Game {
  for (let i = 0; i < 200 && actingSeat(g.state) !== 'p1' && g.state.phase.type === 'turn'; i++) g = act(g, { type: 'pass' });
  assert.equal(actingSeat(g.state), 'p1');
  return g;
}

describe('the Magic table › stops (when a person is asked)', () => {
  it("key-moments: a person holding an instant is not stopped at a computer seat's upkeep or draw, nor its main phase; asked at its end step", () => {
    // From p1's own end step, p1 passes: p2's turn goes by without p1 until its end step.
    const asked = othersPassUntilP1(act(moment('key-moments', { seat: 'p1', step: 'end' }), { type: 'pass' }));
    assert.equal(where(asked), 'p2 end');
    assert.equal(asked.state.stack.length, 0);
    // Passing there: p2's turn ends, and p1 is asked next in its own first main phase.
    const next = othersPassUntilP1(act(asked, { type: 'pass' }));
    assert.equal(where(next), 'p1 main1');
  });

  it("when-able: the same person is asked at the computer's upkeep", () => {
    const asked = othersPassUntilP1(act(moment('when-able', { seat: 'p1', step: 'end' }), { type: 'pass' }));
    assert.equal(where(asked), 'p2 upkeep');
  });

  it('key-moments: a person is asked when a computer seat casts a spell, and may answer it', () => {
    const g = moment('key-moments', { p2: ['Lightning Bolt'] });
    const cast = legalDuelActions(g.setup, g.state).find((a) => a.type === 'cast' && a.card === idOf(g, 1, 'Lightning Bolt') && a.target === 'p1');
    assert.ok(cast, 'p2 may bolt p1');
    const after = act(g, cast);
    assert.equal(actingSeat(after.state), 'p1', 'asked with the Bolt on the stack');
    assert.equal(after.state.stack.at(-1)?.controller, 'p2');
    assert.ok(legalDuelActions(after.setup, after.state).some((a) => a.type === 'cast'), 'and may answer it');
  });

  it('key-moments: a person is asked when attacked, in the declare-attackers step', () => {
    let g = act(moment('key-moments', { bears: true }), { type: 'pass' });
    assert.equal(where(g), 'p2 attackers', 'p1 passed for in p2\'s main phase');
    const bears = g.state.battlefield.find((p) => p.card === 'Grizzly Bears')!.id;
    g = act(act(g, { type: 'attack', creature: bears, player: 'p1' }), { type: 'pass' });
    g = othersPassUntilP1(g);
    assert.equal(where(g), 'p2 attackers');
  });

  it('key-moments: a person attacking is asked once blockers are declared (the moment for a combat trick), not before', () => {
    let g = moment('key-moments', { seat: 'p1', step: 'main1' });
    g.state.battlefield.push({ id: 600, card: 'Grizzly Bears', controller: 'p1', tapped: false, sick: false, damage: 0, counters: 0 });
    g.state.counters.nextId = 601;
    g = act(g, { type: 'pass' });
    assert.equal(where(g), 'p1 attackers');
    g = act(act(g, { type: 'attack', creature: 600, player: 'p2' }), { type: 'pass' });
    g = othersPassUntilP1(g);
    assert.equal(where(g), 'p1 blockers', 'asked after the blocks, before damage');
    const life = g.state.players[1]!.life;
    g = othersPassUntilP1(act(g, { type: 'pass' }));
    assert.equal(where(g), 'p1 main2', 'then passed for until the second main phase');
    assert.equal(g.state.players[1]!.life, life - 2, 'the Bears hit');
  });

  it('key-moments at a table of three: combat between two others passes the third by; the end step of whoever\'s turn it is asks them', () => {
    let g = act(moment('key-moments', { players: 3, bears: true }), { type: 'pass' });
    const bears = g.state.battlefield.find((p) => p.card === 'Grizzly Bears')!.id;
    g = act(act(g, { type: 'attack', creature: bears, player: 'p3' }), { type: 'pass' });
    g = othersPassUntilP1(g);
    assert.equal(where(g), 'p2 end', 'not asked while p2 attacked p3');
  });

  it('every-step: the person is asked at every step, even with nothing but a pass', () => {
    const g = moment('every-step', { seat: 'p1', step: 'end' });
    g.state.players[0]!.hand = [];
    const asked = othersPassUntilP1(act(g, { type: 'pass' }));
    assert.equal(where(asked), 'p2 upkeep');
    assert.deepEqual(legalDuelActions(asked.setup, asked.state), [{ type: 'pass' }]);
  });

  it('a game saved before the option (none in its setup) is valid and plays when-able, replaying a when-able game action for action', () => {
    const old = moment(undefined, { seat: 'p1', step: 'end' });
    assert.ok(Value.Check(DuelSetupSchema, old.setup), 'a setup without stops is a valid setup');
    assert.equal(where(othersPassUntilP1(act(old, { type: 'pass' }))), 'p2 upkeep', 'asked as under when-able');
    // A whole game with a person's seat, its moves chosen by the bot, under when-able; the same moves replay without the option.
    const played: Game[] = [];
    let g = newGame(3, 'old-save', { stops: 'when-able' }, [0]);
    const start = g;
    const actions = [];
    for (let i = 0; i < 600 && g.state.phase.type !== 'over'; i++) {
      const a = chooseDuelAction(g.setup, g.state)!;
      actions.push(a);
      g = act(g, a);
      played.push(g);
    }
    let r: Game = { setup: { ...start.setup, options: withoutStops(start.setup.options) }, state: start.state };
    for (const [i, a] of actions.entries()) {
      const applied = applyDuel(r.setup, r.state, a);
      assert.ok(applied.ok, `action ${i} legal on replay`);
      r = { setup: r.setup, state: applied.state };
      assert.deepEqual(r.state, played[i]!.state, `state after action ${i}`);
    }
  });

  it("the new-game form offers the Stops list, starting at the key moments or at the player's crawl.stops setting; the answer sets the option", () => {
    const offer = duel.form.offer(undefined);
    const rule = offer.rules.find((r) => r.name === 'stops');
    assert.ok(rule?.kind === 'choice');
    assert.deepEqual(rule.options.map((o) => o.value), ['key-moments', 'when-able', 'every-step']);
    assert.equal(offer.defaults.stops, 'key-moments');
    assert.equal(duel.form.offer(undefined, 'seed', { stops: 'every-step' }).defaults.stops, 'every-step');
    for (const stops of ['when-able', 'every-step'] as const) {
      const checked = checkFormAnswer<Parameters<typeof duel.form.setup>[1]>(duel.form, duel.title, { stops });
      assert.ok(checked.ok);
      const made = duel.form.setup('form-stops', checked.answer);
      assert.ok(made.ok && made.setup.options.stops === stops);
    }
    assert.ok(!checkFormAnswer(duel.form, duel.title, { stops: 'sometimes' }).ok, 'an unknown mode is refused');
  });

  it('crawl new --variant duel: the key moments by default; --stops picks each mode; a wrong one is refused', async () => {
    await checkStopsOption('duel');
  });
});

