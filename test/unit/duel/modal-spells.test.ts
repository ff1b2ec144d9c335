import { strict as assert } from 'node:assert';
import { addImportedCards } from '../../../src/engine/cards/pool';
import type { CardDef } from '../../../src/engine/cards/card';
import { rulesText } from '../../../src/engine/cards/rules-text';
import { applyDuel } from '../../../src/engine/variants/duel/rules';
import { chooseDuelAction } from '../../../src/engine/variants/duel/bot';
import { actionLabel } from '../../../src/engine/variants/duel/text';
import { duelTableView } from '../../../src/engine/variants/duel/view';
import { narrate } from '../../../src/engine/variants/duel/narrate';
import { groupsFor } from '../../../src/webview/table/intents';
import { botsUntil, legal, newGame, type Game } from './game-helpers';

/** Modal spells ("Choose one —", CR 700.2) at the Magic table: each mode offered, named, paid once and resolved alone. */

/** An instant of two modes, invented for the tests: one targets a creature, the other targets nothing. */
const CHARM = {
  name: 'Test Ember Charm',
  manaCost: '{1}{R}',
  colours: ['R'],
  types: ['Instant'],
  subtypes: [],
  keywords: [],
  abilities: [
    {
      kind: 'modes',
      modes: [
        { target: { kind: 'creature' }, effects: [{ do: 'damage', amount: 2, to: 'target' }] },
        { effects: [{ do: 'pump', what: { each: { controller: 'you' } }, power: 1, toughness: 0 }] },
      ],
    },
  ],
} as const satisfies CardDef;

const onTurn = (seat: string, step: string) => (g: Game) => g.state.phase.type === 'turn' && g.state.phase.seat === seat && g.state.phase.step === step;

/** p1's main phase: the Charm in hand, two Mountains untapped, a Grizzly Bears each. */
function charmGame(seed: string): Game {
  addImportedCards([CHARM]);
  const g0 = botsUntil(newGame(2, seed, {}, [0]), (x) => onTurn('p1', 'main1')(x) && x.state.priority?.seat === 'p1' && x.state.stack.length === 0);
  const s = structuredClone(g0.state);
  s.players[0]!.hand = [{ id: 970, card: CHARM.name }];
  s.players[1]!.hand = [];
  s.battlefield = [
    { id: 971, card: 'Mountain', controller: 'p1', tapped: false, sick: false, damage: 0, counters: 0 },
    { id: 972, card: 'Mountain', controller: 'p1', tapped: false, sick: false, damage: 0, counters: 0 },
    { id: 973, card: 'Grizzly Bears', controller: 'p1', tapped: false, sick: false, damage: 0, counters: 0 },
    { id: 974, card: 'Grizzly Bears', controller: 'p2', tapped: false, sick: false, damage: 0, counters: 0 },
  ];
  s.counters.nextId = 980;
  return { setup: g0.setup, state: s };
}

/** Passes for every player until the stack is empty. */
function resolveAll(g: Game): Game {
  let game = g;
  for (let i = 0; i < 20 && game.state.stack.length > 0; i++) {
    const applied = applyDuel(game.setup, game.state, { type: 'pass' });
    assert.ok(applied.ok, applied.ok ? '' : applied.error.message);
    game = { setup: game.setup, state: applied.state };
  }
  return game;
}

describe('the Magic table › modal spells (CR 700.2)', () => {
  it('mtg.700.2a: a modal spell is offered once per mode and target, a mode with no legal target not at all', () => {
    const g = charmGame('modes-offered');
    const casts = legal(g).filter((a) => a.type === 'cast');
    assert.deepEqual(
      casts.map((a) => JSON.stringify(a)),
      [
        { type: 'cast', card: 970, mode: 0, target: 973 },
        { type: 'cast', card: 970, mode: 0, target: 974 },
        { type: 'cast', card: 970, mode: 1 },
      ].map((a) => JSON.stringify(a)),
    );
    // With no creature on the battlefield, the damage mode has no target: only the other is offered.
    const empty = structuredClone(g.state);
    empty.battlefield = empty.battlefield.filter((p) => p.card === 'Mountain');
    assert.deepEqual(legal({ setup: g.setup, state: empty }).filter((a) => a.type === 'cast'), [{ type: 'cast', card: 970, mode: 1 }]);
  });

  it('mtg.700.2a: each mode is named in the labels, and the menu of the card offers the modes as choices of their own', () => {
    const g = charmGame('modes-named');
    assert.match(actionLabel(g, { type: 'cast', card: 970, mode: 0, target: 974 }), /^Cast Test Ember Charm \(deals 2 damage to target creature\) on Grizzly Bears\b/);
    assert.equal(actionLabel(g, { type: 'cast', card: 970, mode: 1 }), 'Cast Test Ember Charm (creatures you control get +1/+0 until end of turn)');
    const view = duelTableView({ setup: g.setup, state: g.state }, legal(g));
    const groups = groupsFor(view.actions, 970);
    assert.deepEqual(
      groups.map((x) => [x.label, x.actions.length]),
      [
        ['Cast Test Ember Charm (deals 2 damage to target creature)', 2],
        ['Cast Test Ember Charm (creatures you control get +1/+0 until end of turn)', 1],
      ],
    );
  });

  it('mtg.700.2a: the mode chosen is the spell: it alone resolves, and the log says which it was', () => {
    // Two people, asked at every step: the spell waits on the stack until both pass.
    const g0 = charmGame('modes-resolve');
    const setup = { ...g0.setup, options: { ...g0.setup.options, stops: 'every-step' as const }, players: g0.setup.players.map((pl) => ({ ...pl, control: 'human' as const })) };
    const g: Game = { setup, state: g0.state };
    const cast = applyDuel(g.setup, g.state, { type: 'cast', card: 970, mode: 0, target: 974 });
    assert.ok(cast.ok, cast.ok ? '' : cast.error.message);
    assert.deepEqual(cast.state.stack.map((i) => (i.kind === 'spell' ? [i.card, i.mode, i.target] : i.kind)), [[CHARM.name, 0, 974]]);
    assert.match(narrate(cast.events), /casts Test Ember Charm \(choosing: deals 2 damage to target creature\) targeting Grizzly Bears/);
    const done = resolveAll({ setup: g.setup, state: cast.state });
    assert.ok(!done.state.battlefield.some((p) => p.id === 974), "p2's Grizzly Bears took 2 damage and died");
    assert.ok(done.state.battlefield.some((p) => p.id === 973), "p1's stayed, and got no +1/+0");
    assert.equal(done.state.battlefield.find((p) => p.id === 973)!.damage, 0);
    assert.deepEqual(done.state.players[0]!.graveyard.map((c) => c.card), [CHARM.name]);

    // The mode's target is the spell's: gone before it resolves, the spell does nothing (CR 608.2b).
    const gone = structuredClone(cast.state);
    gone.battlefield = gone.battlefield.filter((p) => p.id !== 974);
    const fizzled = applyDuel(setup, gone, { type: 'pass' });
    assert.ok(fizzled.ok && fizzled.events.some((e) => e.type === 'fizzled'), fizzled.ok ? JSON.stringify(fizzled.events) : fizzled.error.message);
    assert.deepEqual(fizzled.state.players[0]!.graveyard.map((c) => c.card), [CHARM.name]);

    const pumped = resolveAll({ setup: g.setup, state: (applyDuel(g.setup, g.state, { type: 'cast', card: 970, mode: 1 }) as { state: Game['state'] }).state });
    assert.ok(pumped.state.battlefield.some((p) => p.id === 974), 'the other mode deals no damage');
    assert.deepEqual(pumped.state.battlefield.find((p) => p.id === 973)!.pumped, { power: 1, toughness: 0, keywords: [] }, "p1's creature gets +1/+0 until end of turn");
    assert.equal(pumped.state.battlefield.find((p) => p.id === 974)!.pumped, undefined, "p2's does not");
  });

  it('mtg.700.2a: a modal spell cast without a mode, with one it lacks, or a plain spell with a mode, is refused, naming the modes', () => {
    const g = charmGame('modes-refused');
    const without = applyDuel(g.setup, g.state, { type: 'cast', card: 970, target: 974 });
    assert.ok(!without.ok);
    assert.equal(without.error.rule, 'mtg.700.2a.mode');
    assert.match(without.error.message, /Test Ember Charm is modal \("Choose one —"\): choose one of its modes \(mode 0, deals 2 damage to target creature; mode 1, creatures you control get \+1\/\+0 until end of turn\)/);
    const beyond = applyDuel(g.setup, g.state, { type: 'cast', card: 970, mode: 2 });
    assert.ok(!beyond.ok && /has no mode 2/.test(beyond.error.message), beyond.ok ? '' : beyond.error.message);
    const s = structuredClone(g.state);
    s.players[0]!.hand = [{ id: 970, card: 'Lightning Bolt' }];
    const plain = applyDuel(g.setup, s, { type: 'cast', card: 970, mode: 0, target: 974 });
    assert.ok(!plain.ok && plain.error.rule === 'mtg.700.2a.mode' && /Lightning Bolt is not modal/.test(plain.error.message), plain.ok ? '' : plain.error.message);
    // Nothing was paid or moved by a refusal.
    assert.deepEqual(g.state.players[0]!.hand.map((c) => c.id), [970]);
  });

  it('the computer weighs each mode as the spell it makes: it aims the damage at the other player\'s creature', () => {
    const g = charmGame('modes-bot');
    const setup = { ...g.setup, players: g.setup.players.map((pl) => ({ ...pl, control: 'computer' as const })) };
    const choice = chooseDuelAction(setup, g.state);
    assert.deepEqual(choice, { type: 'cast', card: 970, mode: 0, target: 974 });
  });

  it('our own rules text for a modal spell: "Choose one —" and a bullet per mode', () => {
    addImportedCards([CHARM]);
    assert.deepEqual(rulesText(CHARM), ['Choose one —', '• Test Ember Charm deals 2 damage to target creature.', '• Creatures you control get +1/+0 until end of turn.']);
  });
});
