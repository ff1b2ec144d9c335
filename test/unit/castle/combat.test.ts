import { strict as assert } from 'node:assert';
import type { CardDef } from '../../../src/engine/cards/card';
import { addImportedCards } from '../../../src/engine/cards/pool';
import { readRulesText } from '../../../src/engine/import/oracle';
import { legalCastleActions } from '../../../src/engine/variants/castle/rules';
import { actingSeat } from '../../../src/engine/variants/castle';
import type { CastleAction, CastleSeat } from '../../../src/engine/variants/castle/schema';
import { act, fifteen, inHand, mainPhase, newGame, put, refused, type Game } from './game-helpers';

/**
 * Combat open to responses (docs/castle-rules.md, castle.combat.responses):
 * once the attackers are declared "attacks" triggers go on the stack and
 * both players may respond before the attack meets the castle; once the
 * castle creature blocks, "blocks" triggers go on and both may respond
 * before the damage. Face-up castle creatures are their controller's alone
 * to target then (castle.immune). Games saved before the option, and games
 * with --quick-combat, run combat through at once.
 */

before(() => {
  const card = (name: string, cost: string, pt: [number, number], text: string): void => {
    const r = readRulesText(text, name);
    assert.equal(r.unread, 0, `${name}: every line should be read`);
    addImportedCards([{ name, manaCost: cost, colours: ['R'], types: ['Creature'], subtypes: ['Warrior'], power: pt[0], toughness: pt[1], keywords: [...r.keywords], abilities: r.abilities } as CardDef]);
  };
  card('Castle Test Raider', '{1}{R}', [2, 2], 'Whenever Castle Test Raider attacks, Castle Test Raider gets +2/+0 until end of turn.');
  card('Castle Test Wall', '{1}{R}', [0, 2], 'Whenever Castle Test Wall blocks a creature, Castle Test Wall gets +0/+3 until end of turn.');
  card('Castle Test Noble', '{2}{R}', [1, 1], 'Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.)');
  const fog = readRulesText('Prevent all combat damage that would be dealt this turn.', 'Castle Test Fog', { types: ['Instant'] });
  assert.equal(fog.unread, 0);
  addImportedCards([{ name: 'Castle Test Fog', manaCost: '{G}', colours: ['G'], types: ['Instant'], subtypes: [], keywords: [], abilities: fog.abilities } as CardDef]);
});

function emptyColumn(g: Game, seat: CastleSeat, col: number): void {
  const castle = g.state.castles[seat];
  g.state = { ...g.state, castles: { ...g.state.castles, [seat]: { ...castle, rows: castle.rows.map((row) => row.map((p, c) => (c === col ? { kind: 'empty' as const } : p))) } } };
}

/** Whoever holds priority passes until `done` holds (at most `limit` passes). */
function passUntil(g: Game, done: (x: Game) => boolean, limit = 10): Game {
  let x = g;
  for (let i = 0; i < limit && !done(x); i++) x = act(x, { type: 'pass' });
  assert.ok(done(x), 'reached by passing');
  return x;
}

/** The cast of `card` (by id) the acting seat may make, at `target` when given. */
function castOf(g: Game, card: number, target?: number | string): CastleAction | undefined {
  return legalCastleActions(g.setup, g.state).find((a) => a.type === 'cast' && a.card === card && (target === undefined || a.target === target));
}

/** Casts and, when a payment is asked, pays the first way. */
function cast(g: Game, action: CastleAction): Game {
  let x = act(g, action);
  if (x.state.prompt?.type === 'pay') x = act(x, { type: 'pay', option: 0 });
  return x;
}

describe('Castle Magic › combat open to responses', () => {
  it('Castle: "attacks" triggers go on the stack as the attack is declared and resolve before it meets the castle (castle.combat.responses)', () => {
    let g = mainPhase(newGame('attacks'), 'south');
    const raider = put(g, 'south', 'Castle Test Raider');
    emptyColumn(g, 'north', 1);
    g = act(g, { type: 'attack', column: 1, creatures: [raider] });
    // Nobody could answer: priority passed for both, the trigger resolved (+2/+0), and the 4 damage went through the empty column.
    assert.equal(g.state.breach, null);
    assert.equal(g.state.players.north.life, 16);

    // The same attack without responses (a game from before the option, or --quick-combat): no trigger, 2 damage.
    let quick = mainPhase(newGame('attacks'), 'south');
    quick = { setup: { ...quick.setup, options: { ...quick.setup.options, responses: false } }, state: quick.state };
    const r2 = put(quick, 'south', 'Castle Test Raider');
    emptyColumn(quick, 'north', 1);
    quick = act(quick, { type: 'attack', column: 1, creatures: [r2] });
    assert.equal(quick.state.players.north.life, 18);
  });

  it('Castle: once the attackers are declared the defender may answer with an instant; an attack whose attackers are all gone ends before reaching the castle (castle.combat.responses)', () => {
    let g = mainPhase(newGame('bolt', { north: fifteen('Hill Giant') }), 'south');
    const piker = put(g, 'south', 'Goblin Piker');
    put(g, 'north', 'Mountain');
    const bolt = inHand(g, 'north', 'Lightning Bolt');
    const front = g.state.castles.north.rows[0]![2];
    g = act(g, { type: 'attack', column: 2, creatures: [piker] });
    // South could do nothing and was passed for; North, with a Bolt and a Mountain, is asked.
    assert.equal(g.state.breach?.question, 'declared');
    assert.equal(actingSeat(g.state), 'north');
    const answer = castOf(g, bolt, piker);
    assert.ok(answer, 'North may Bolt the attacker');
    g = cast(g, answer);
    g = passUntil(g, (x) => x.state.breach === null);
    assert.equal(g.state.battlefield.some((p) => p.id === piker), false, 'the Piker died');
    assert.deepEqual(g.state.castles.north.rows[0]![2], front, 'nothing of the castle was revealed');
    assert.equal(g.state.players.north.life, 20);
  });

  it('Castle: during combat a face-up castle creature cannot be targeted by the opponent; the block may still be answered, a pump changing the fight (castle.immune, castle.combat.responses)', () => {
    let g = mainPhase(newGame('pump', { north: fifteen('Hill Giant') }), 'south');
    const piker = put(g, 'south', 'Goblin Piker');
    put(g, 'south', 'Forest');
    put(g, 'south', 'Mountain');
    const growth = inHand(g, 'south', 'Giant Growth');
    const bolt = inHand(g, 'south', 'Lightning Bolt');
    for (let i = 0; i < 4; i++) put(g, 'north', 'Mountain', { tapped: true });
    g = act(g, { type: 'attack', column: 0, creatures: [piker] });
    // South holds priority with instants in hand: it passes; North has nothing and is passed for; the Hill Giant is revealed and activated free.
    g = passUntil(g, (x) => x.state.breach?.question === 'defend');
    const wall = g.state.castles.north.rows[0]![0]!;
    assert.equal(wall.kind, 'face-up');
    const giant = wall.kind === 'face-up' ? wall.creature : 0;
    g = act(g, { type: 'block', damage: [3] });
    assert.equal(g.state.breach?.question, 'blocked');
    assert.equal(actingSeat(g.state), 'south', 'the attacker, on turn, is asked first');
    // The giant in the castle is out of South's reach while combat lasts.
    assert.equal(castOf(g, bolt, giant), undefined, 'no Bolt at the castle creature is offered');
    const why = refused(g, { type: 'cast', card: bolt, target: giant });
    assert.match(why.message, /only its controller may target it during combat \(castle\.immune\)/);
    // A Giant Growth on the Piker (5/4) before the damage: it kills the giant and lives.
    const pump = castOf(g, growth, piker);
    assert.ok(pump);
    g = cast(g, pump);
    g = passUntil(g, (x) => x.state.breach === null);
    assert.equal(g.state.battlefield.some((p) => p.id === giant), false, 'the Hill Giant died');
    assert.equal(g.state.battlefield.some((p) => p.id === piker), true, 'the pumped Piker lived');
    assert.equal(g.state.castles.north.rows[0]![0]!.kind, 'empty', 'its place stays empty');
  });

  it('Castle: "blocks" triggers go on the stack as the castle creature blocks, before the damage (castle.combat.responses)', () => {
    let g = mainPhase(newGame('wall', { north: fifteen('Castle Test Wall') }), 'south');
    const giant = put(g, 'south', 'Hill Giant');
    for (let i = 0; i < 4; i++) put(g, 'north', 'Mountain', { tapped: true });
    g = act(g, { type: 'attack', column: 3, creatures: [giant] });
    g = passUntil(g, (x) => x.state.breach?.question === 'defend');
    g = act(g, { type: 'block', damage: [0] });
    g = passUntil(g, (x) => x.state.breach === null);
    // The wall (0/2, +0/+3 from its trigger) took the giant's 3 and lives.
    const place = g.state.castles.north.rows[0]![3]!;
    assert.equal(place.kind, 'face-up', 'the wall survived the 3 damage with its trigger');
  });

  it('Castle: a creature swapped to the front that cannot live there (its damage past its toughness without the row bonus) dies, and the attack meets the next card (castle.defend.swap)', () => {
    let g = mainPhase(newGame('swap-dies'), 'south');
    const giant = put(g, 'south', 'Hill Giant');
    const front = put(g, 'north', 'Goblin Piker');
    const back = put(g, 'north', 'Hill Giant');
    // The Hill Giant in the third row is 5/5 there, with 4 damage; in the front row it would be 3/3.
    g.state = { ...g.state, battlefield: g.state.battlefield.map((p) => (p.id === back ? { ...p, damage: 4 } : p)) };
    const castle = g.state.castles.north;
    const rows = castle.rows.map((row) => [...row]);
    rows[0]![0] = { kind: 'face-up', creature: front };
    rows[1]![0] = { kind: 'empty' };
    rows[2]![0] = { kind: 'face-up', creature: back };
    g.state = { ...g.state, castles: { ...g.state.castles, north: { ...castle, rows } } };
    g = act(g, { type: 'attack', column: 0, creatures: [giant] });
    assert.deepEqual([g.state.breach?.question, g.state.breach?.place], ['defend', { row: 0, col: 0 }]);
    g = act(g, { type: 'swapBehind' });
    assert.equal(g.state.battlefield.some((p) => p.id === back), false, 'the damaged giant died in the front row');
    assert.deepEqual([g.state.breach?.question, g.state.breach?.place], ['defend', { row: 2, col: 0 }], 'the attack meets the Piker, now at the back');
    assert.ok(legalCastleActions(g.setup, g.state).some((a) => a.type === 'block'));
  });

  it('Castle: exalted fires for an attack of one creature, not for an attack of two (castle.combat.responses, CR 506.5)', () => {
    let alone = mainPhase(newGame('exalted'), 'south');
    const raider = put(alone, 'south', 'Castle Test Raider');
    put(alone, 'south', 'Castle Test Noble');
    emptyColumn(alone, 'north', 0);
    alone = act(alone, { type: 'attack', column: 0, creatures: [raider] });
    // 2 power, +2/+0 from its own trigger, +1/+1 from exalted.
    assert.equal(alone.state.players.north.life, 15);

    let pair = mainPhase(newGame('exalted'), 'south');
    const r2 = put(pair, 'south', 'Castle Test Raider');
    const noble = put(pair, 'south', 'Castle Test Noble');
    emptyColumn(pair, 'north', 0);
    pair = act(pair, { type: 'attack', column: 0, creatures: [r2, noble] });
    // 4 from the raider with its trigger, 1 from the noble, no exalted.
    assert.equal(pair.state.players.north.life, 15);
  });

  it('Castle: after "prevent all combat damage that would be dealt this turn" an attack through an empty column deals nothing, and the castle creature that blocks and the attacker are unhurt (CR 615.1a)', () => {
    const fogged = (seed: string): { g: Game; giant: number; piker: number } => {
      let g = mainPhase(newGame(seed), 'south');
      put(g, 'south', 'Forest');
      const fog = inHand(g, 'south', 'Castle Test Fog');
      const giant = put(g, 'south', 'Hill Giant');
      const piker = put(g, 'north', 'Goblin Piker');
      const castle = g.state.castles.north;
      const rows = castle.rows.map((row) => [...row]);
      rows[0]![0] = { kind: 'face-up', creature: piker };
      g.state = { ...g.state, castles: { ...g.state.castles, north: { ...castle, rows } } };
      emptyColumn(g, 'north', 1);
      g = cast(g, castOf(g, fog)!);
      g = passUntil(g, (x) => x.state.stack.length === 0);
      assert.equal(g.state.players.south.fog, true);
      return { g, giant, piker };
    };
    const through = fogged('fog');
    const open = passUntil(act(through.g, { type: 'attack', column: 1, creatures: [through.giant] }), (x) => x.state.breach === null);
    assert.equal(open.state.players.north.life, 20, 'the empty column let nothing through');
    const fight = fogged('fog');
    let g = passUntil(act(fight.g, { type: 'attack', column: 0, creatures: [fight.giant] }), (x) => x.state.breach?.question === 'defend');
    g = act(g, { type: 'block', damage: [2] });
    g = passUntil(g, (x) => x.state.breach === null);
    assert.deepEqual([fight.giant, fight.piker].map((id) => g.state.battlefield.find((p) => p.id === id)?.damage), [0, 0], 'both alive, unhurt');
  });
});
