import { strict as assert } from 'node:assert';
import { addImportedCards } from '../../../src/engine/cards/pool';
import { readRulesText } from '../../../src/engine/import/oracle';
import { cardInfo } from '../../../src/engine/magic/card-db';
import { powerOf, toughnessOf } from '../../../src/engine/magic/characteristics';
import { Table } from '../../../src/engine/magic/table';
import { placeAt } from '../../../src/engine/variants/castle/castle';
import { castleSetup, starterDeck } from '../../../src/engine/variants/castle/new-game';
import { legalCastleActions } from '../../../src/engine/variants/castle/rules';
import { CASTLE_SEATING } from '../../../src/engine/variants/castle/seating';
import { summaryLines } from '../../../src/engine/variants/castle/text';
import type { CastleState } from '../../../src/engine/variants/castle/schema';
import { act, fifteen, inHand, mainPhase, newGame, put, refused, type Game } from './game-helpers';

/** Scenario tests of Castle Magic's rules (rules/castle-magic.md), each titled by the rule it checks. */

function emptyColumn(g: Game, seat: 'south' | 'north', col: number): void {
  const castle = g.state.castles[seat];
  g.state = { ...g.state, castles: { ...g.state.castles, [seat]: { ...castle, rows: castle.rows.map((row) => row.map((p, c) => (c === col ? { kind: 'empty' as const } : p))) } } };
}

function lands(g: Game, seat: 'south' | 'north', card: string, n: number): void {
  for (let i = 0; i < n; i++) put(g, seat, card, { tapped: true });
}

describe('Castle Magic › rules', () => {
  it('mtg.508.1c: a creature that "can\'t attack unless an opponent has been dealt damage this turn" is refused, and not offered, until North has been', () => {
    const def = { name: 'Test Castle Goblin', manaCost: '{R}', colours: ['R' as const], types: ['Creature' as const], subtypes: ['Goblin'], power: 2, toughness: 2 };
    const read = readRulesText("Test Castle Goblin can't attack unless an opponent has been dealt damage this turn.", def.name, def);
    assert.equal(read.unread, 0);
    addImportedCards([{ ...def, keywords: [...read.keywords], abilities: read.abilities }]);
    const g = mainPhase(newGame('restricted'), 'south');
    const goblin = put(g, 'south', 'Test Castle Goblin');
    const attack = { type: 'attack' as const, column: 0, creatures: [goblin] };
    const why = refused(g, attack);
    assert.equal(why.rule, 'mtg.508.1c.attack-restriction');
    assert.match(why.message, /dealt damage this turn/);
    const offered = (x: Game) => legalCastleActions(x.setup, x.state).some((a) => a.type === 'attack' && a.creatures.includes(goblin));
    assert.ok(!offered(g), 'not offered');
    g.state = { ...g.state, players: { ...g.state.players, north: { ...g.state.players.north, damaged: true } } };
    assert.ok(offered(g), 'offered once North was dealt damage');
    act(g, attack);
  });

  it('Castle: setup lays twelve face-down places from a stock of fifteen, and the file names none of them', () => {
    const g = newGame('setup');
    for (const seat of ['south', 'north'] as const) {
      const castle = g.state.castles[seat];
      assert.equal(castle.rows.flat().length, 12);
      assert.ok(castle.rows.flat().every((p) => p.kind === 'face-down' && p.card === undefined));
      assert.deepEqual(castle.hidden, [...g.setup.players[seat].stock].sort());
      assert.equal(g.state.players[seat].hand.length, 7);
    }
  });

  it('Castle: a stock that is not fifteen creatures is refused with the reason (castle.setup.stock)', () => {
    const red = starterDeck('red')!;
    const short = castleSetup({ seed: 's', south: { deck: red.deck, stock: red.stock.slice(1) }, north: { deck: red.deck } });
    assert.equal(short.ok, false);
    assert.equal(!short.ok && short.error.rule, 'castle.setup.stock');
    assert.match(!short.ok ? short.error.message : '', /14/);
    const bolt = castleSetup({ seed: 's', south: { deck: red.deck, stock: [...red.stock.slice(1), 'Lightning Bolt'] }, north: { deck: red.deck } });
    assert.equal(!bolt.ok && bolt.error.rule, 'castle.setup.stock');
    assert.match(!bolt.ok ? bolt.error.message : '', /Lightning Bolt is not/);
  });

  it('Castle: an attack on an empty column damages the defender (castle.attack.column)', () => {
    let g = mainPhase(newGame('empty'), 'south');
    const giant = put(g, 'south', 'Hill Giant');
    emptyColumn(g, 'north', 2);
    g = act(g, { type: 'attack', column: 2, creatures: [giant] });
    assert.equal(g.state.players.north.life, 17);
    assert.equal(g.state.breach, null);
    assert.equal(g.state.battlefield.find((p) => p.id === giant)!.tapped, true);
  });

  it('Castle: the foremost card is revealed and, the lands able to make its cost, activated free (castle.activate)', () => {
    let g = mainPhase(newGame('free', { north: fifteen('Hill Giant') }), 'south');
    const lions = put(g, 'south', 'Goblin Piker');
    lands(g, 'north', 'Mountain', 4);
    g = act(g, { type: 'attack', column: 0, creatures: [lions] });
    const front = placeAt(g.state.castles.north, { row: 0, col: 0 });
    assert.equal(front.kind, 'face-up');
    assert.equal(g.state.breach?.question, 'defend');
    assert.equal(g.state.players.north.life, 20);
    assert.equal(g.state.castles.north.hidden.length, 14);
  });

  it('Castle: a creature the lands cannot make costs 1 life a generic mana and 2 a coloured one, or is discarded and combat ends (castle.activate)', () => {
    let g = mainPhase(newGame('price', { north: fifteen('Hill Giant') }), 'south');
    const piker = put(g, 'south', 'Goblin Piker');
    lands(g, 'north', 'Forest', 2); // Hill Giant is {3}{R}: {R} and 1 generic missing
    g = act(g, { type: 'attack', column: 1, creatures: [piker] });
    assert.equal(g.state.breach?.question, 'activate');
    assert.equal(g.state.breach?.price, 3);
    const declined = act(g, { type: 'declineDefender' });
    assert.equal(declined.state.breach, null);
    assert.equal(placeAt(declined.state.castles.north, { row: 0, col: 1 }).kind, 'empty');
    assert.deepEqual(declined.state.players.north.exile.map((c) => c.card), ['Hill Giant']);
    assert.equal(declined.state.players.north.life, 20, 'no damage gets through');
    const paid = act(g, { type: 'activateDefender' });
    assert.equal(paid.state.players.north.life, 17);
    assert.equal(placeAt(paid.state.castles.north, { row: 0, col: 1 }).kind, 'face-up');
  });

  it('Castle: the defender may pay 2 life to swap the creature in front with the card behind, which is revealed in turn (castle.defend.swap)', () => {
    let g = mainPhase(newGame('swap', { north: fifteen('Hill Giant') }), 'south');
    const piker = put(g, 'south', 'Goblin Piker');
    lands(g, 'north', 'Mountain', 4);
    g = act(g, { type: 'attack', column: 3, creatures: [piker] });
    const firstId = (placeAt(g.state.castles.north, { row: 0, col: 3 }) as { creature: number }).creature;
    g = act(g, { type: 'swapBehind' });
    assert.equal(g.state.players.north.life, 18);
    assert.deepEqual(placeAt(g.state.castles.north, { row: 1, col: 3 }), { kind: 'face-up', creature: firstId });
    const front = placeAt(g.state.castles.north, { row: 0, col: 3 });
    assert.equal(front.kind, 'face-up');
    assert.notEqual((front as { creature: number }).creature, firstId);
  });

  it('Castle: the foremost creature blocks every attacker, its controller dividing its damage, and a castle creature that dies leaves the game (castle.block)', () => {
    let g = mainPhase(newGame('block', { north: fifteen('Goblin Piker') }), 'south');
    const a = put(g, 'south', 'Hill Giant');
    const b = put(g, 'south', 'Goblin Piker');
    lands(g, 'north', 'Mountain', 2);
    g = act(g, { type: 'attack', column: 0, creatures: [a, b] });
    assert.equal(g.state.breach?.question, 'defend');
    const piker = (placeAt(g.state.castles.north, { row: 0, col: 0 }) as { creature: number }).creature;
    assert.equal(refused(g, { type: 'block', damage: [1, 0] }).rule, 'castle.block');
    g = act(g, { type: 'block', damage: [0, 2] });
    assert.equal(g.state.battlefield.find((p) => p.id === piker), undefined, 'the castle Goblin Piker died');
    assert.equal(g.state.battlefield.find((p) => p.id === b), undefined, "the attacking Goblin Piker died");
    assert.ok(g.state.battlefield.some((p) => p.id === a));
    assert.equal(placeAt(g.state.castles.north, { row: 0, col: 0 }).kind, 'empty');
    assert.ok(g.state.players.north.exile.some((c) => c.card === 'Goblin Piker'), 'removed from the game');
    assert.ok(!g.state.players.north.graveyard.some((c) => c.card === 'Goblin Piker'));
    assert.equal(g.state.players.north.life, 20, 'none of the damage goes past the blocker');
  });

  it('Castle: creatures in the second row get +1/+1 and in the third +2/+2 (castle.row-bonus)', () => {
    const g = newGame('rows');
    const id = (row: number) => 100 + row;
    const castle = g.state.castles.north;
    const rows = castle.rows.map((r, row) => r.map((p, col) => (col === 0 ? { kind: 'face-up' as const, creature: id(row) } : p)));
    const state: CastleState = { ...g.state, castles: { ...g.state.castles, north: { ...castle, rows } }, battlefield: [0, 1, 2].map((row) => ({ id: id(row), card: 'Hill Giant', controller: 'north' as const, tapped: false, sick: false, damage: 0, counters: 0 })) };
    const t = Table.reading(state, CASTLE_SEATING);
    assert.deepEqual([0, 1, 2].map((row) => [powerOf(t, t.permanent(id(row))!), toughnessOf(t, t.permanent(id(row))!)]), [[3, 3], [4, 4], [5, 5]]);
  });

  it('Castle: damage to a player from a spell is reduced to zero (castle.damage)', () => {
    let g = mainPhase(newGame('bolt'), 'south');
    lands(g, 'south', 'Mountain', 1);
    g.state.battlefield = g.state.battlefield.map((p) => ({ ...p, tapped: false }));
    const bolt = inHand(g, 'south', 'Lightning Bolt');
    g = act(g, { type: 'cast', card: bolt, target: 'north' });
    for (let i = 0; i < 4 && g.state.stack.length > 0; i++) g = act(g, { type: 'pass' });
    assert.equal(g.state.stack.length, 0);
    assert.equal(g.state.players.north.life, 20);
    assert.ok(g.state.players.south.graveyard.some((c) => c.card === 'Lightning Bolt'));
  });

  it('Castle: a castle creature does not attack, nor one with summoning sickness (castle.attack.attackers)', () => {
    let g = mainPhase(newGame('attackers', { south: fifteen('Hill Giant') }), 'south');
    const fresh = put(g, 'south', 'Hill Giant', { sick: true });
    assert.equal(refused(g, { type: 'attack', column: 0, creatures: [fresh] }).rule, 'castle.attack.attackers');
    const castled = put(g, 'south', 'Hill Giant');
    const castle = g.state.castles.south;
    g.state = { ...g.state, castles: { ...g.state.castles, south: { ...castle, rows: castle.rows.map((r, row) => r.map((p, col) => (row === 0 && col === 0 ? { kind: 'face-up' as const, creature: castled } : p))) } } };
    const error = refused(g, { type: 'attack', column: 0, creatures: [castled] });
    assert.equal(error.rule, 'castle.attack.attackers');
    assert.match(error.message, /defends/);
  });

  it('Castle: once a turn a face-down card moves to an adjacent vacant place for 2 life, and a second castle action that turn is refused (castle.once)', () => {
    let g = mainPhase(newGame('once'), 'south');
    emptyColumn(g, 'south', 1);
    g = act(g, { type: 'moveFaceDown', from: { row: 0, col: 0 }, to: { row: 0, col: 1 } });
    assert.equal(g.state.players.south.life, 18);
    assert.equal(placeAt(g.state.castles.south, { row: 0, col: 0 }).kind, 'empty');
    assert.equal(placeAt(g.state.castles.south, { row: 0, col: 1 }).kind, 'face-down');
    const error = refused(g, { type: 'moveFaceDown', from: { row: 1, col: 0 }, to: { row: 1, col: 1 } });
    assert.equal(error.rule, 'castle.once.move');
    assert.match(error.message, /once a turn/);
    assert.ok(!legalCastleActions(g.setup, g.state).some((a) => a.type === 'moveFaceDown'));
  });

  it('Castle: a diagonal place is not adjacent unless the game says so (castle.once.move)', () => {
    const g = mainPhase(newGame('diag'), 'south');
    emptyColumn(g, 'south', 1);
    assert.equal(refused(g, { type: 'moveFaceDown', from: { row: 0, col: 0 }, to: { row: 1, col: 1 } }).rule, 'castle.once.move');
    const wide = { setup: { ...g.setup, options: { ...g.setup.options, diagonal: true } }, state: g.state };
    act(wide, { type: 'moveFaceDown', from: { row: 0, col: 0 }, to: { row: 1, col: 1 } });
  });

  it('Castle: a creature turned face down for 1 life leaves play, is known to its owner, and must be activated again (castle.once.turn-down)', () => {
    let g = mainPhase(newGame('down', { north: fifteen('Hill Giant') }), 'south');
    const piker = put(g, 'south', 'Goblin Piker');
    lands(g, 'north', 'Mountain', 4);
    g = act(g, { type: 'attack', column: 0, creatures: [piker] });
    g = act(g, { type: 'block', damage: [3] });
    g = mainPhase(g, 'north');
    const before = g.state.battlefield.length;
    g = act(g, { type: 'turnFaceDown', at: { row: 0, col: 0 } });
    assert.deepEqual(placeAt(g.state.castles.north, { row: 0, col: 0 }), { kind: 'face-down', card: 'Hill Giant' });
    assert.equal(g.state.battlefield.length, before - 1);
    assert.equal(g.state.players.north.life, 19);
    // Revealed again, it is the Hill Giant its owner knows, and it must be activated again: without lands, for life.
    g = mainPhase(g, 'south');
    g.state = { ...g.state, battlefield: g.state.battlefield.filter((p) => p.card !== 'Mountain') };
    const ogre = put(g, 'south', 'Goblin Piker');
    g = act(g, { type: 'attack', column: 0, creatures: [ogre] });
    assert.equal(g.state.breach?.question, 'activate');
    assert.equal(g.state.breach?.price, 5);
    assert.equal(g.state.castles.north.hidden.length, 14, 'nothing new was drawn from the stock');
  });

  it('Castle: swapping a face-up creature with an adjacent card costs 1 life (castle.once.swap)', () => {
    let g = mainPhase(newGame('swapup', { north: fifteen('Hill Giant') }), 'south');
    const piker = put(g, 'south', 'Goblin Piker');
    lands(g, 'north', 'Mountain', 4);
    g = act(g, { type: 'attack', column: 0, creatures: [piker] });
    g = act(g, { type: 'block', damage: [3] });
    g = mainPhase(g, 'north');
    const up = placeAt(g.state.castles.north, { row: 0, col: 0 });
    assert.equal(refused(g, { type: 'swapFaceUp', from: { row: 0, col: 1 }, to: { row: 0, col: 2 } }).rule, 'castle.once.swap');
    g = act(g, { type: 'swapFaceUp', from: { row: 0, col: 0 }, to: { row: 1, col: 0 } });
    assert.deepEqual(placeAt(g.state.castles.north, { row: 1, col: 0 }), up);
    assert.equal(g.state.players.north.life, 19);
  });

  it('Castle: while an attack waits on the defender, nothing else is legal and a wrong move names the rule (castle.defend.question)', () => {
    let g = mainPhase(newGame('wait', { north: fifteen('Hill Giant') }), 'south');
    const piker = put(g, 'south', 'Goblin Piker');
    g = act(g, { type: 'attack', column: 0, creatures: [piker] });
    assert.equal(g.state.breach?.question, 'activate');
    assert.deepEqual(legalCastleActions(g.setup, g.state).map((a) => a.type).sort(), ['activateDefender', 'declineDefender']);
    assert.equal(refused(g, { type: 'pass' }).rule, 'castle.defend.question');
    assert.ok(cardInfo('Hill Giant').creature);
  });
  it('Castle: creatures in the castle are immune to effects that do not target them: no Pyroclasm, no anthem (castle.immune)', () => {
    let g = mainPhase(newGame('immune'), 'south');
    const castled = put(g, 'north', 'Hill Giant');
    const outside = put(g, 'north', 'Hill Giant');
    const castle = g.state.castles.north;
    g.state = { ...g.state, castles: { ...g.state.castles, north: { ...castle, rows: castle.rows.map((r, row) => r.map((p, col) => (row === 0 && col === 0 ? { kind: 'face-up' as const, creature: castled } : p))) } } };
    put(g, 'south', 'Pall of the Crawl');
    const t = Table.reading(g.state, CASTLE_SEATING);
    assert.equal(powerOf(t, t.permanent(castled)!), 3, 'the anthem passes the castle creature over');
    assert.equal(powerOf(t, t.permanent(outside)!), 2);
    lands(g, 'south', 'Mountain', 2);
    g.state.battlefield = g.state.battlefield.map((p) => (p.card === 'Mountain' ? { ...p, tapped: false } : p));
    const clasm = inHand(g, 'south', 'Pyroclasm');
    g = act(g, { type: 'cast', card: clasm });
    for (let i = 0; i < 4 && g.state.stack.length > 0; i++) g = act(g, { type: 'pass' });
    assert.equal(g.state.battlefield.find((p) => p.id === castled)?.damage, 0);
    assert.equal(g.state.battlefield.find((p) => p.id === outside)?.damage, 2);
  });
  it('Castle: a castle creature put into the graveyard is removed from the game instead, and its place stays empty (castle.graveyard)', () => {
    let g = mainPhase(newGame('bolted'), 'south');
    const castled = put(g, 'north', 'Hill Giant');
    const castle = g.state.castles.north;
    g.state = { ...g.state, castles: { ...g.state.castles, north: { ...castle, rows: castle.rows.map((r, row) => r.map((p, col) => (row === 0 && col === 2 ? { kind: 'face-up' as const, creature: castled } : p))) } } };
    put(g, 'south', 'Mountain');
    const bolt = inHand(g, 'south', 'Lightning Bolt');
    g = act(g, { type: 'cast', card: bolt, target: castled });
    for (let i = 0; i < 4 && g.state.stack.length > 0; i++) g = act(g, { type: 'pass' });
    assert.equal(g.state.battlefield.find((p) => p.id === castled), undefined);
    assert.ok(g.state.players.north.exile.some((c) => c.card === 'Hill Giant'));
    assert.ok(!g.state.players.north.graveyard.some((c) => c.card === 'Hill Giant'));
    assert.equal(placeAt(g.state.castles.north, { row: 0, col: 2 }).kind, 'empty');
  });

  it("Castle: a player's own creature may still damage them; another's ability may not (castle.damage)", () => {
    let g = mainPhase(newGame('pinger'), 'south');
    const pyro = put(g, 'south', 'Prodigal Pyromancer');
    g = act(g, { type: 'activate', card: pyro, ability: 0, target: 'south' });
    for (let i = 0; i < 4 && g.state.stack.length > 0; i++) g = act(g, { type: 'pass' });
    assert.equal(g.state.players.south.life, 19);
    g = mainPhase(g, 'south');
    g.state = { ...g.state, battlefield: g.state.battlefield.map((p) => (p.id === pyro ? { ...p, tapped: false } : p)) };
    g = act(g, { type: 'activate', card: pyro, ability: 0, target: 'north' });
    for (let i = 0; i < 4 && g.state.stack.length > 0; i++) g = act(g, { type: 'pass' });
    assert.equal(g.state.players.north.life, 20);
  });

  it('Castle: a player who draws from an empty library loses, as in Magic (castle.win)', () => {
    let g = mainPhase(newGame('decked'), 'south');
    g.state = { ...g.state, phase: { type: 'turn', seat: 'south', number: 3, step: 'upkeep', landPlayed: false, attacked: false, castleAction: false }, players: { ...g.state.players, south: { ...g.state.players.south, library: { cards: [], bottom: [] } } } };
    g = act(g, { type: 'pass' });
    for (let i = 0; i < 3 && g.state.phase.type !== 'over'; i++) g = act(g, { type: 'pass' });
    assert.equal(g.state.phase.type, 'over');
    assert.equal(g.state.phase.type === 'over' && g.state.phase.winner, 'north');
  });
  it('Castle: with first strike in the fight, damage comes in two steps, and a blocker killed first deals none (castle.block)', () => {
    let g = mainPhase(newGame('first', { north: fifteen('Goblin Piker') }), 'south');
    const knight = put(g, 'south', 'White Knight');
    lands(g, 'north', 'Mountain', 2);
    g = act(g, { type: 'attack', column: 0, creatures: [knight] });
    g = act(g, { type: 'block', damage: [2] });
    assert.equal(g.state.battlefield.find((p) => p.id === knight)?.damage, 0, 'the White Knight took no damage');
    assert.equal(placeAt(g.state.castles.north, { row: 0, col: 0 }).kind, 'empty');
  });

  it('Castle (CR 701.8): Mind Rot asks the player it targets which two cards to discard, one at a time; the rest of their hand stays', () => {
    let g = mainPhase(newGame('rot'), 'south');
    for (let i = 0; i < 3; i++) put(g, 'south', 'Swamp');
    const rot = inHand(g, 'south', 'Mind Rot');
    g.state = { ...g.state, players: { ...g.state.players, north: { ...g.state.players.north, hand: [] } } };
    const [forest, wurm, growth] = ['Forest', 'Craw Wurm', 'Giant Growth'].map((card) => inHand(g, 'north', card));
    g = act(g, { type: 'cast', card: rot, target: 'north' });
    for (let i = 0; i < 4 && g.state.stack.length > 0; i++) g = act(g, { type: 'pass' });
    assert.deepEqual(g.state.prompt, { type: 'discard', count: 2, effect: true, card: 'Mind Rot' });
    assert.equal(g.state.promptSeat, 'north', 'the player who discards chooses');
    assert.deepEqual(legalCastleActions(g.setup, g.state), [forest, wurm, growth].map((card) => ({ type: 'discard', card })));
    assert.equal(refused(g, { type: 'pass' }).rule, 'castle.prompt');
    assert.equal(summaryLines(g)[1], "South's turn (main), North to answer (Mind Rot: discard 2 cards)", 'the status line names who answers, and what');
    g = act(g, { type: 'discard', card: wurm! });
    g = act(g, { type: 'discard', card: forest! });
    assert.deepEqual(g.state.players.north.graveyard.map((c) => c.card), ['Craw Wurm', 'Forest']);
    assert.deepEqual(g.state.players.north.hand.map((c) => c.card), ['Giant Growth']);
    assert.equal(g.state.prompt, null);
  });
});

describe('Castle Magic › cards of several faces and modal spells', () => {
  const FLARE = { name: 'Test Castle Flare', manaCost: '{R}', colours: ['R'], types: ['Instant'], subtypes: [], keywords: [], abilities: [{ kind: 'spell', target: { kind: 'any' }, effects: [{ do: 'damage', amount: 2, to: 'target' }] }] } as const;
  const MEND = { name: 'Test Castle Mend', manaCost: '{W}', colours: ['W'], types: ['Instant'], subtypes: [], keywords: [], abilities: [{ kind: 'spell', effects: [{ do: 'gainLife', amount: 3 }] }] } as const;
  const SPLIT = { name: 'Test Castle Flare // Test Castle Mend', manaCost: '{R}{W}', colours: ['R', 'W'], types: ['Instant'], subtypes: [], keywords: [], automation: 'full', layout: 'split', faces: [FLARE, MEND] } as const;
  const CHARM = {
    name: 'Test Castle Charm',
    manaCost: '{R}',
    colours: ['R'],
    types: ['Instant'],
    subtypes: [],
    keywords: [],
    abilities: [{ kind: 'modes', modes: [{ target: { kind: 'creature' }, effects: [{ do: 'damage', amount: 1, to: 'target' }] }, { effects: [{ do: 'gainLife', amount: 2 }] }] }],
  } as const;

  it('magic.cast.face, mtg.700.2a: a split card is offered by each half and a modal spell by each mode, as at every table', () => {
    addImportedCards([SPLIT, CHARM] as never);
    const g = mainPhase(newGame('faces'), 'south');
    const split = inHand(g, 'south', SPLIT.name);
    const charm = inHand(g, 'south', CHARM.name);
    put(g, 'south', 'Mountain');
    put(g, 'south', 'Plains');
    // A creature for the Charm's first mode to target (without one, only its second is offered).
    put(g, 'north', 'Grizzly Bears');
    const casts = legalCastleActions(g.setup, g.state).filter((a) => a.type === 'cast');
    assert.deepEqual([...new Set(casts.filter((a) => a.type === 'cast' && a.card === split).map((a) => (a.type === 'cast' ? a.face : -1)))].sort(), [0, 1]);
    assert.deepEqual([...new Set(casts.filter((a) => a.type === 'cast' && a.card === charm).map((a) => (a.type === 'cast' ? a.mode : -1)))].sort(), [0, 1]);
    const life = g.state.players.south.life;
    const healed = act(g, { type: 'cast', card: split, face: 1 });
    const after = healed.state.stack.length > 0 ? act(healed, { type: 'pass' }) : healed;
    assert.equal(after.state.players.south.life, life + 3, "the half cast, Mend's 3 life, resolved");
  });
});
