import { strict as assert } from 'node:assert';
import { legalActions, readSave, verify, writeSave } from '../../../src/engine';
import { actingSeat, chooseFrontierAction, unplayable } from '../../../src/engine/variants/frontier';
import { placeOf } from '../../../src/engine/variants/frontier/board';
import type { FrontierAction } from '../../../src/engine/variants/frontier/schema';
import { legalFrontierActions } from '../../../src/engine/variants/frontier/rules';
import { frontierTableView } from '../../../src/engine/variants/frontier/view';
import { frontierBoard, moment, newFrontier, refusedRule, signInBloodMoment, take, type FrontierSave } from './game-helpers';
import { malformedMessage } from '../helpers';

/** Plays the computer's choices until `done` holds (or the game ends). */
function playUntil(game: FrontierSave, done: (g: FrontierSave) => boolean, limit = 2000): FrontierSave {
  let g = game;
  for (let i = 0; i < limit && !done(g) && g.state.phase.type !== 'over'; i++) g = take(g, chooseFrontierAction(g.setup, g.state)!);
  return g;
}

const landsOf = (g: FrontierSave) => g.state.board.grid.flat();

describe('Frontier Magic › the rules, as a game', () => {
  it('frontier.setup: both decks\' lands make the board, five deep, a column per five lands, the rest out of the game; the libraries hold the rest', () => {
    const g = newFrontier('setup');
    const b = g.state.board;
    // Green and red starter decks: 24 lands each.
    assert.equal(b.rows, 5);
    assert.equal(b.cols, Math.floor(48 / 5));
    assert.equal(b.outOfGame.length, 48 - 5 * b.cols);
    assert.ok(landsOf(g).every((sq) => sq.land === 'face-down'), 'every land starts face down');
    assert.equal(b.faceDown.length, 5 * b.cols);
    for (const seat of ['south', 'north'] as const) {
      const library = g.state.players[seat].library.cards;
      assert.equal(library.length, 36, `${seat}'s 36 spells`);
      assert.deepEqual([...library].sort(), library, 'a library is a sorted multiset: no upcoming draw shows');
    }
    // The saved file names no place's land: the grid says only "face-down".
    const text = writeSave(g);
    assert.ok(!/"land": "face-up"/.test(text));
  });

  it('frontier.setup.token: the first token goes on a face-down land of your own nearest row, nowhere else', () => {
    const g = newFrontier('token');
    const seat = actingSeat(g.state)!;
    const far = seat === 'south' ? 0 : 4;
    const near = seat === 'south' ? 4 : 0;
    assert.equal(refusedRule(g, { type: 'placeToken', colour: 'G', at: { row: far, col: 0 } }), 'frontier.setup.token');
    const after = take(g, { type: 'placeToken', colour: 'G', at: { row: near, col: 2 } });
    const token = after.state.battlefield.find((p) => p.controller === seat)!;
    assert.equal(token.card, 'Insect (token)');
    assert.deepEqual(placeOf(after.state.board, token.id), { row: near, col: 2 });
    assert.equal(after.state.players[seat].tokenColour, 'G');
  });

  it('the first player skips the draw of the first turn, and the land under each token turns up at its first main phase', () => {
    let g = newFrontier('first-turn');
    g = playUntil(g, (x) => x.state.phase.type === 'turn');
    const first = g.state.first;
    assert.equal(g.state.players[first].hand.length, 7, 'no draw on the first turn');
    g = playUntil(g, (x) => x.state.phase.type === 'turn' && x.state.phase.step === 'main');
    const token = g.state.battlefield.find((p) => p.controller === first && p.token)!;
    const at = placeOf(g.state.board, token.id);
    assert.ok(at, 'the token is still where it was put');
    assert.equal(g.state.board.grid[at.row]![at.col]!.land, 'face-up', 'the land under the token turned up');
  });

  it('frontier.move.when: moves come in one unbroken stretch; nothing else until done, and no second stretch in a turn', () => {
    const g = moment({
      board: frontierBoard(`
        ? ? ?
        ? ? ?
        F@1 F@2 F
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 2, card: 'Grizzly Bears', controller: 'south' },
      ],
      hands: { south: ['Giant Growth'] },
    });
    const moved = take(g, { type: 'move', creature: 1, to: { row: 1, col: 0 } });
    assert.equal(moved.state.stretch, 'moving');
    assert.deepEqual(placeOf(moved.state.board, 1), { row: 1, col: 0 }, 'the opponent could not respond, so the move resolved');
    assert.equal(refusedRule(moved, { type: 'scout', creature: 2, at: { row: 1, col: 1 } }), 'frontier.scout');
    const done = take(moved, { type: 'done' });
    assert.equal(refusedRule(done, { type: 'move', creature: 2, to: { row: 1, col: 1 } }), 'frontier.move.when');
    // Each creature moves once a turn.
    assert.ok(!legalActions(moved).some((a) => a.type === 'move' && a.creature === 1));
  });

  it('frontier.move.occupied and frontier.move.adjacent: an illegal move names its rule and changes nothing', () => {
    const g = moment({
      board: frontierBoard(`
        ? F@3 ?
        F@1 F@2 F
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 2, card: 'Grizzly Bears', controller: 'south' },
        { id: 3, card: 'Hill Giant', controller: 'north' },
      ],
    });
    assert.equal(refusedRule(g, { type: 'move', creature: 1, to: { row: 1, col: 1 } }), 'frontier.move.occupied');
    assert.equal(refusedRule(g, { type: 'move', creature: 1, to: { row: 0, col: 2 } }), 'frontier.move.adjacent');
    assert.equal(refusedRule(g, { type: 'move', creature: 3, to: { row: 0, col: 0 } }), 'frontier.not-yours');
  });

  it('CR 115.1 and 121.1: "target player draws two cards and loses 2 life" (Sign in Blood) is the targeted player\'s draw and loss, whoever casts it', () => {
    const g = signInBloodMoment({ hands: { south: ['Sign in Blood'], north: ['Mountain'] } });
    const card = g.state.players.south.hand[0]!.id;
    let after = take(g, { type: 'cast', card, target: 'north' });
    // North may answer the spell on the stack; it passes.
    while (after.state.stack.length > 0) after = take(after, { type: 'pass' });
    assert.equal(after.state.players.north.hand.length, 3, 'North drew two');
    assert.equal(after.state.players.north.life, 18, 'North lost 2 life');
    assert.equal(after.state.players.south.hand.length, 0, 'South drew nothing');
    assert.equal(after.state.players.south.life, 20);
  });

  it('frontier.respond, CR 701.8: Mind Rot asks the player it targets which two cards to discard, behind their own view of the table', () => {
    const g = moment({
      board: frontierBoard(`
        M M@2 M
        S S@1 S@3
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 3, card: 'Llanowar Elves', controller: 'south' },
        { id: 2, card: 'Hill Giant', controller: 'north' },
      ],
      hands: { south: ['Mind Rot'], north: ['Forest', 'Craw Wurm', 'Giant Growth'] },
    });
    const [forest, wurm, growth] = g.state.players.north.hand.map((c) => c.id);
    let after = take(g, { type: 'cast', card: g.state.players.south.hand[0]!.id, target: 'north' });
    while (after.state.stack.length > 0) after = take(after, { type: 'pass' });
    assert.deepEqual(after.state.prompt, { type: 'discard', count: 2, effect: true, card: 'Mind Rot' });
    assert.equal(after.state.promptSeat, 'north');
    assert.deepEqual(legalFrontierActions(after.setup, after.state), [forest, wurm, growth].map((card) => ({ type: 'discard', card })));
    // Hot-seat: the table is shown to North, who answers; South's hand is not theirs to see.
    const view = frontierTableView(after, legalFrontierActions(after.setup, after.state));
    assert.deepEqual(view.prompt, { kind: 'discard', text: 'Mind Rot: discard 2 cards.', count: 2 });
    assert.deepEqual(view.hotSeat, { viewer: 'north' });
    after = take(take(after, { type: 'discard', card: growth! }), { type: 'discard', card: forest! });
    assert.deepEqual(after.state.players.north.graveyard.map((c) => c.card), ['Giant Growth', 'Forest']);
    assert.deepEqual(after.state.players.north.hand.map((c) => c.id), [wurm]);
    assert.equal(after.state.prompt, null);
  });

  it('frontier.scout: tapping a creature turns up a face-down land next to it', () => {
    const g = moment({
      board: frontierBoard(`
        ? ?
        F@1 ?
      `, { faceDown: ['Forest', 'Forest', 'Forest'] }),
      permanents: [{ id: 1, card: 'Grizzly Bears', controller: 'south' }],
    });
    const after = take(g, { type: 'scout', creature: 1, at: { row: 0, col: 0 } });
    assert.equal(after.state.board.grid[0]![0]!.land, 'face-up');
    assert.equal(after.state.battlefield.find((p) => p.id === 1)!.tapped, true);
    assert.equal(after.state.board.faceDown.length, 2);
    assert.equal(refusedRule(after, { type: 'scout', creature: 1, at: { row: 1, col: 1 } }), 'frontier.scout');
  });

  it('frontier.mana.reach and frontier.mana.untap: a land under your creature pays freely, one next to it by tapping the creature; only your untap step untaps what you tapped', () => {
    const g = moment({
      board: frontierBoard(`
        M ? ?
        F@1 F ?
      `),
      permanents: [{ id: 1, card: 'Grizzly Bears', controller: 'south' }],
      hands: { south: ['Grizzly Bears'] },
    });
    const card = g.state.players.south.hand[0]!.id;
    const cast = take(g, { type: 'cast', card });
    const grid = cast.state.board.grid;
    assert.equal(grid[1]![0]!.land === 'face-up' && grid[1]![0]!.tappedBy, 'south', 'the land under it tapped');
    assert.equal(grid[1]![1]!.land === 'face-up' && grid[1]![1]!.tappedBy, 'south', 'the land next to it tapped');
    assert.equal(cast.state.battlefield.find((p) => p.id === 1)!.tapped, true, 'the creature tapped to reach the land next to it');
    assert.ok(cast.state.board.sides.south.home.includes(card), 'the new creature is in the home row (frontier.summon.home)');
    // Only two lands in reach: a second Bears cannot be paid for.
    assert.ok(!legalActions(cast).some((a) => a.type === 'cast'));
  });

  it('frontier.mana.reach: a creature paying for its own {T} ability cannot also tap to reach a land for it; the land under it still pays', () => {
    // Blinding Mage ({W}, {T}: tap target creature) stands on a Mountain next to a Plains, a Hill Giant across the board.
    const beside = moment({
      board: frontierBoard(`
        M@2 ? ?
        M@1 P ?
      `),
      permanents: [
        { id: 1, card: 'Blinding Mage', controller: 'south' },
        { id: 2, card: 'Hill Giant', controller: 'north' },
      ],
    });
    assert.ok(!legalActions(beside).some((a) => a.type === 'activate'), 'only the Mage itself reaches the Plains: nothing pays {W}');
    assert.equal(refusedRule(beside, { type: 'activate', card: 1, ability: 0, target: 2 }), 'magic.mana.cannot-pay');
    // Standing on the Plains, it pays with the land under it and taps for its ability.
    const on = moment({
      board: frontierBoard(`
        M@2 ? ?
        P@1 M ?
      `),
      permanents: [
        { id: 1, card: 'Blinding Mage', controller: 'south' },
        { id: 2, card: 'Hill Giant', controller: 'north' },
      ],
    });
    assert.ok(legalActions(on).some((a) => a.type === 'activate' && a.card === 1 && a.target === 2));
    const used = take(on, { type: 'activate', card: 1, ability: 0, target: 2 });
    assert.equal(used.state.battlefield.find((p) => p.id === 1)!.tapped, true);
    assert.equal(used.state.board.grid[1]![0]!.land === 'face-up' && used.state.board.grid[1]![0]!.tappedBy, 'south', 'the Plains under it paid');
  });

  it('frontier.attack.adjacent and frontier.terrain: an untapped defender fights back with its terrain bonus, a tapped attacker has none', () => {
    const g = moment({
      board: frontierBoard(`
        M@2 M ?
        F@1 F ?
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 2, card: 'Hill Giant', controller: 'north' },
      ],
    });
    // Hill Giant on a Mountain with a Mountain beside it: 5/5. Bears, tapped to attack: 2/2.
    const after = take(g, { type: 'attack', creature: 1, target: 2 });
    assert.equal(after.state.battlefield.some((p) => p.id === 1), false, 'the Bears died');
    assert.equal(after.state.battlefield.find((p) => p.id === 2)!.damage, 2, 'the Giant took 2');
    assert.equal(refusedRule(g, { type: 'attack', creature: 1, target: 99 }), 'frontier.attack.adjacent');
  });

  it('frontier.attack.player: from the opponent\'s nearest row a creature attacks the opponent for its power', () => {
    const g = moment({
      board: frontierBoard(`
        F@1 ?
        ? ?
      `),
      permanents: [{ id: 1, card: 'Grizzly Bears', controller: 'south' }],
    });
    const after = take(g, { type: 'attack', creature: 1, target: 'north' });
    // Tapped to attack, it has no terrain bonus: 2 damage.
    assert.equal(after.state.players.north.life, 18);
    assert.equal(refusedRule(after, { type: 'attack', creature: 1, target: 'north' }), 'frontier.attack.once');
  });

  it('frontier.token.free: a player left with no creature gets a 1/1 of their token\'s colour in the home row', () => {
    const g = moment({
      board: frontierBoard(`
        M@2 ?
        F@1 ?
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 2, card: 'Hill Giant', controller: 'north' },
      ],
    });
    const after = take(g, { type: 'attack', creature: 1, target: 2 });
    const token = after.state.battlefield.find((p) => p.controller === 'south')!;
    assert.equal(token.card, 'Insect (token)');
    assert.ok(after.state.board.sides.south.home.includes(token.id));
  });

  it('responses: a player who could respond gets priority and the stack waits; passing resolves the top', () => {
    const g = moment({
      board: frontierBoard(`
        ? M@2 M
        F@1 F M
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 2, card: 'Hill Giant', controller: 'north' },
      ],
      hands: { north: ['Lightning Bolt'] },
      // Asked whenever able: under the key moments a person is passed for at the other player's move.
      options: { stops: 'when-able' },
    });
    const declared = take(g, { type: 'move', creature: 1, to: { row: 0, col: 0 } });
    assert.equal(declared.state.stack.length, 1, 'the move waits on the stack');
    assert.equal(actingSeat(declared.state), 'north', 'North, who holds an instant and a Mountain in reach, is asked');
    const bolt = declared.state.players.north.hand[0]!.id;
    const answered = take(declared, { type: 'cast', card: bolt, target: 1 });
    assert.equal(answered.state.battlefield.some((p) => p.id === 1), false, 'the Bolt resolved first and the Bears died');
    assert.equal(answered.state.stack.length, 0, 'the move fizzled with its creature gone');
  });

  it('a file of a Frontier game writes canonically, reads back, and its log replays to its state', () => {
    let g = newFrontier('round-trip');
    g = playUntil(g, (x) => x.log.length >= 60);
    const text = writeSave(g);
    const read = readSave(text);
    assert.ok(read.ok);
    assert.equal(writeSave(read.game), text);
    assert.deepEqual(verify(read.game), { ok: true, actions: g.log.length });
  });

  it('a broken Frontier file is named, problem by problem, and not read as a game', () => {
    const g = newFrontier('broken');
    const text = writeSave(g);
    const doc = JSON.parse(text);
    doc.state.board.grid[0][0].creatures = [999];
    doc.state.players.south.life = 'twenty';
    const read = readSave(JSON.stringify(doc));
    assert.ok(!read.ok, 'refused');
    assert.ok(read.problems.some((p) => p.path.startsWith('/state/players/south/life')), JSON.stringify(read.problems));
    doc.state.players.south.life = 20;
    const again = readSave(JSON.stringify(doc));
    assert.ok(!again.ok);
    assert.ok(again.problems.some((p) => p.path.startsWith('/state/board') && /999/.test(p.message)), JSON.stringify(again.problems));
  });

  it('frontier.deck.unplayable: the cards that do not work are refused with the reason', () => {
    assert.match(unplayable('Armageddon') ?? '', /destroys all lands/);
    assert.match(unplayable("Mishra's Factory") ?? '', /land that becomes a creature/);
    assert.match(unplayable('Chimeric Staff') ?? '', /artifact that becomes a creature/);
    assert.equal(unplayable('Grizzly Bears'), undefined);
  });

  it('the computer\'s choice is always one of the legal actions', () => {
    let g = newFrontier('computer-legal');
    for (let i = 0; i < 300 && g.state.phase.type !== 'over'; i++) {
      const choice = chooseFrontierAction(g.setup, g.state)!;
      const legal: readonly FrontierAction[] = legalActions(g);
      assert.ok(legal.some((a) => JSON.stringify(a) === JSON.stringify(choice)), `${JSON.stringify(choice)} is legal`);
      g = take(g, choice);
    }
  });
});

describe('Frontier: a malformed action says how its numbers count', () => {
  it('engine.action.malformed: a place\'s row or column, or a payment option, out of range is said as counted from 0, with the 1-based numbers the text view and labels show', () => {
    const game = newFrontier('malformed');
    const said = (action: unknown) => malformedMessage(game, action);
    assert.match(said({ type: 'pay', option: -1 }), /\/option: is -1; .*option is counted from 0 in actions: 0 is the way to pay labelled "Option 1"/);
    assert.match(said({ type: 'move', creature: 1, to: { row: 50, col: 0 } }), /\/to\/row: is 50; .*row is counted from 0 in actions: 0 to 49, for rows 1 to 50/);
    assert.match(said({ type: 'scout', creature: 1, at: { row: 0, col: -1 } }), /\/at\/col: is -1; .*col is counted from 0 in actions: 0 to 999, for columns 1 to 1000/);
  });
});
