import { strict as assert } from 'node:assert';
import type { CardDef } from '../../../src/engine/cards/card';
import type { CardDefData } from '../../../src/engine/cards/card-schema';
import { addImportedCards } from '../../../src/engine/cards/pool';
import { legalActions, readSave, writeSave } from '../../../src/engine';
import { readRulesText } from '../../../src/engine/import/oracle';
import { actingSeat } from '../../../src/engine/variants/frontier';
import { frontierBoard, moment, refusedRule, take, type FrontierSave } from './game-helpers';

/**
 * Triggered abilities in a game with a stack (docs/frontier-rules.md,
 * "Responses"): they go on the stack the next time a player would receive
 * priority, the active player's first, their targets chosen then by their
 * controller; either player may answer them, and one whose target has gone
 * does not resolve. The invented cards' text is read by the rules-text
 * reader, as an imported card's would be.
 */

const IMPORTED: CardDef[] = [];

function card(name: string, cost: string, colour: 'W' | 'U' | 'B' | 'R' | 'G', pt: [number, number], text: string): void {
  const r = readRulesText(text, name);
  assert.equal(r.unread, 0, `${name}: every line should be read`);
  const def: CardDef = { name, manaCost: cost, colours: [colour], types: ['Creature'], subtypes: ['Cleric'], power: pt[0], toughness: pt[1], keywords: [...r.keywords], abilities: r.abilities };
  addImportedCards([def]);
  IMPORTED.push(def);
}

before(() => {
  card('Test Dawn Herald', '{W}', 'W', [1, 1], 'Whenever another creature enters the battlefield, you gain 1 life.');
  card('Test Paper Wall', '{W}', 'W', [0, 1], 'Whenever Test Paper Wall blocks a creature, Test Paper Wall gets +0/+3 until end of turn.');
  card('Test Tide Seer', '{1}{U}', 'U', [1, 1], 'Whenever another creature enters the battlefield, draw a card, then discard a card.');
  card('Test Dusk Watcher', '{1}{R}', 'R', [1, 1], 'Whenever another creature enters the battlefield, Test Dusk Watcher deals 1 damage to any target.');
});

const cards = (): CardDefData[] => IMPORTED as CardDefData[];

/** Passes for whoever has priority until `done` holds. */
function passUntil(g: FrontierSave, done: (x: FrontierSave) => boolean, limit = 20): FrontierSave {
  let x = g;
  for (let i = 0; i < limit && !done(x); i++) x = take(x, { type: 'pass' });
  assert.ok(done(x), 'reached by passing');
  return x;
}

const hand = (g: FrontierSave, seat: 'south' | 'north', name: string) => g.state.players[seat].hand.find((c) => c.card === name)!.id;
const logText = (g: FrontierSave) => g.log.map((e) => e.text).join('\n');

describe('Frontier Magic › triggered abilities on the stack', () => {
  it('frontier.trigger.stack: an enters trigger goes on the stack, its controller names the target, and the opponent may respond before it resolves', () => {
    const g = moment({
      board: frontierBoard(`
        M@2 ? ?
        ? ? ?
        M@1 M ?
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 2, card: "Mons's Goblin Raiders", controller: 'north' },
      ],
      hands: { south: ['Sparkmage Apprentice'], north: ['Lightning Bolt'] },
    });
    const apprentice = hand(g, 'south', 'Sparkmage Apprentice');
    const cast = take(g, { type: 'cast', card: apprentice });
    assert.equal(actingSeat(cast.state), 'north', 'North, with an instant and a Mountain under its Goblin, may answer the spell');
    const entered = take(cast, { type: 'pass' });
    // The spell resolved; its enters trigger waits on the stack for South to name its target.
    assert.deepEqual(entered.state.stack.map((i) => i.kind), ['trigger']);
    assert.equal(entered.state.prompt?.type, 'trigger');
    assert.equal(entered.state.promptSeat, 'south');
    assert.equal(actingSeat(entered.state), 'south');
    const targets = legalActions(entered).flatMap((a) => (a.type === 'choose' ? [a.target] : []));
    assert.deepEqual([...targets].sort(), [1, 2, apprentice, 'north', 'south'].sort());
    // An illegal target is refused with the rule, and nothing changes.
    assert.equal(refusedRule(entered, { type: 'choose', target: 999 }), 'magic.target.illegal');
    const aimed = take(entered, { type: 'choose', target: 'north' });
    const item = aimed.state.stack[0]!;
    assert.ok(item.kind === 'trigger' && item.target === 'north', 'the target is on the stack with the trigger');
    assert.equal(aimed.state.players.north.life, 20, 'nothing has resolved yet');
    assert.equal(actingSeat(aimed.state), 'north', 'South could do nothing more; North may respond');
    // North kills the Apprentice in response: its ability, on the stack already, resolves all the same (CR 113.7a).
    const bolted = take(aimed, { type: 'cast', card: hand(aimed, 'north', 'Lightning Bolt'), target: apprentice });
    assert.ok(!bolted.state.battlefield.some((p) => p.id === apprentice), 'the Bolt resolved first');
    assert.equal(bolted.state.stack.length, 0, 'then the trigger');
    assert.equal(bolted.state.players.north.life, 19);
    assert.match(logText(bolted), /Sparkmage Apprentice triggers \(North\)/);
  });

  it('frontier.trigger.stack: the controller of a trigger names its target, on the other player\'s turn too', () => {
    const g = moment({
      board: frontierBoard(`
        M@2 ? ?
        ? ? ?
        F@1 F ?
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 2, card: 'Test Dusk Watcher', controller: 'north' },
      ],
      hands: { south: ['Grizzly Bears'] },
      cards: cards(),
    });
    const cast = take(g, { type: 'cast', card: hand(g, 'south', 'Grizzly Bears') });
    assert.deepEqual(cast.state.stack.map((i) => i.kind), ['trigger'], "North could not answer the spell, so it resolved; the Watcher's trigger waits for its target")
    assert.equal(cast.state.prompt?.type, 'trigger');
    assert.equal(cast.state.promptSeat, 'north', "North's Watcher triggered: North names the target");
    assert.equal(actingSeat(cast.state), 'north');
    assert.equal(refusedRule(cast, { type: 'pass' }), 'frontier.prompt');
    const aimed = take(cast, { type: 'choose', target: 'south' });
    assert.equal(aimed.state.players.south.life, 19, 'nobody could respond, so it resolved');
  });

  it('frontier.trigger.stack: a question a trigger asks as it resolves ("then discard a card") is its controller\'s', () => {
    const g = moment({
      board: frontierBoard(`
        I@2 ? ?
        ? ? ?
        F@1 F ?
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 2, card: 'Test Tide Seer', controller: 'north' },
      ],
      hands: { south: ['Grizzly Bears'], north: ['Hill Giant'] },
      cards: cards(),
    });
    const x = take(g, { type: 'cast', card: hand(g, 'south', 'Grizzly Bears') });
    assert.equal(x.state.prompt?.type, 'discard');
    assert.equal(x.state.promptSeat, 'north');
    assert.equal(actingSeat(x.state), 'north');
    assert.equal(x.state.players.north.hand.length, 2, 'North drew');
    const after = take(x, { type: 'discard', card: hand(x, 'north', 'Hill Giant') });
    assert.equal(after.state.players.north.hand.length, 1);
    assert.equal(after.state.prompt, null);
    assert.equal(actingSeat(after.state), 'south', 'back to South, whose main phase it is');
  });

  it('frontier.trigger.stack: the creature attacked blocks for card text, and its "whenever blocks" trigger resolves before the damage', () => {
    const g = moment({
      board: frontierBoard(`
        ? ? ?
        F@2 ? ?
        F@1 F ?
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 2, card: 'Test Paper Wall', controller: 'north' },
      ],
      cards: cards(),
    });
    const x = take(g, { type: 'attack', creature: 1, target: 2 });
    assert.equal(x.state.stack.length, 0);
    const wall = x.state.battlefield.find((p) => p.id === 2);
    assert.ok(wall, 'the Wall, 0/4 by the time the damage came, survived');
    assert.equal(wall.damage, 2);
    assert.match(logText(x), /Test Paper Wall triggers/);
  });

  it('frontier.trigger.apnap: triggers of both players go on the stack the active player\'s first, so the other\'s resolves first', () => {
    const g = moment({
      board: frontierBoard(`
        P@2 ? ?
        ? ? ?
        F@1 F ?
      `),
      permanents: [
        { id: 1, card: 'Test Dawn Herald', controller: 'south' },
        { id: 2, card: 'Test Dawn Herald', controller: 'north' },
      ],
      hands: { south: ['Grizzly Bears'] },
      options: { stops: 'every-step' },
      cards: cards(),
    });
    let x = take(g, { type: 'cast', card: hand(g, 'south', 'Grizzly Bears') });
    x = take(x, { type: 'pass' });
    assert.deepEqual(
      x.state.stack.map((i) => (i.kind === 'trigger' ? `${i.card}/${i.controller}` : i.kind)),
      ['Test Dawn Herald/south', 'Test Dawn Herald/north'],
      "South's (the active player's) trigger went on first, North's on top",
    );
    assert.deepEqual(x.state.priority, { seat: 'south', passes: 0 }, 'the player on turn has priority, and both must pass for the top to resolve');
    x = take(x, { type: 'pass' });
    assert.equal(x.state.stack.length, 2, 'one pass resolves nothing');
    x = take(x, { type: 'pass' });
    assert.deepEqual([x.state.players.north.life, x.state.players.south.life], [21, 20], "North's resolved first");
    x = passUntil(x, (y) => y.state.stack.length === 0);
    assert.deepEqual([x.state.players.north.life, x.state.players.south.life], [21, 21]);
    // The file, triggers on the stack and all, round-trips.
    const text = writeSave(x);
    const read = readSave(text);
    assert.ok(read.ok);
    assert.equal(writeSave(read.game), text);
  });

  it('frontier.trigger.fizzle: a trigger whose only target has gone does not resolve', () => {
    const g = moment({
      board: frontierBoard(`
        I@2 ? ?
        ? ? ?
        M@1 M ?
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 2, card: "Mons's Goblin Raiders", controller: 'north' },
        { id: 3, card: 'Grizzly Bears', controller: 'north' },
      ],
      hands: { south: ['Sparkmage Apprentice'], north: ['Unsummon'] },
      cards: cards(),
    });
    let x = take(g, { type: 'cast', card: hand(g, 'south', 'Sparkmage Apprentice') });
    x = take(x, { type: 'pass' });
    x = take(x, { type: 'choose', target: 2 });
    assert.equal(actingSeat(x.state), 'north');
    // North saves its Goblin: back to its hand, and the trigger aimed at it fizzles.
    x = take(x, { type: 'cast', card: hand(x, 'north', 'Unsummon'), target: 2 });
    assert.equal(x.state.stack.length, 0);
    assert.ok(x.state.players.north.hand.some((c) => c.card === "Mons's Goblin Raiders"));
    assert.match(logText(x), /Sparkmage Apprentice fizzles/);
    assert.deepEqual([x.state.players.north.life, x.state.players.south.life], [20, 20]);
  });
});
