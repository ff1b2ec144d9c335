import { strict as assert } from 'node:assert';
import type { CardDef } from '../../../src/engine/cards/card';
import type { CardDefData } from '../../../src/engine/cards/card-schema';
import { addImportedCards } from '../../../src/engine/cards/pool';
import { legalActions, readSave, verify, writeSave } from '../../../src/engine';
import { readRulesText } from '../../../src/engine/import/oracle';
import { actingSeat, chooseFrontierAction, frontier } from '../../../src/engine/variants/frontier';
import { placeOf } from '../../../src/engine/variants/frontier/board';
import { holesInLog } from '../../../src/engine/variants/frontier/land-effects';
import { landSourceId } from '../../../src/engine/variants/frontier/seating';
import type { FrontierAction } from '../../../src/engine/variants/frontier/schema';
import { frontierBoard, moment, newFrontier, refusedRule, take, type FrontierSave } from './game-helpers';

/**
 * Land destruction and sacrificed lands on the board (docs/frontier-rules.md,
 * "Lands destroyed"): a land is named by the negative id of its place, a
 * destroyed or sacrificed land leaves a hole that the creatures on it keep
 * standing on and nothing moves onto, and a land sacrificed is one your
 * creatures stand on. Stone Rain, Yawning Fissure and the rest are in the
 * card pool; the invented cards' text is read by the rules-text reader, as
 * an imported card's would be.
 */

const IMPORTED: CardDef[] = [];

function card(def: Omit<CardDef, 'abilities' | 'keywords'> & { keywords?: string[] }, text: string): void {
  const r = readRulesText(text, def.name);
  assert.equal(r.unread, 0, `${def.name}: every line should be read`);
  const made: CardDef = { ...def, keywords: [...(def.keywords ?? []), ...r.keywords], abilities: r.abilities };
  addImportedCards([made]);
  IMPORTED.push(made);
}

before(() => {
  card({ name: 'Test Quarry Giant', manaCost: '{3}{R}', colours: ['R'], types: ['Creature'], subtypes: ['Giant'], power: 2, toughness: 2 }, '{T}: Destroy target land.');
  card({ name: 'Test Acid Ooze', manaCost: '{2}{G}', colours: ['G'], types: ['Creature'], subtypes: ['Ooze'], power: 1, toughness: 1 }, 'When Test Acid Ooze enters the battlefield, destroy target artifact, enchantment, or land.');
  card({ name: 'Test Land Orb', manaCost: '{1}', colours: [], types: ['Artifact'], subtypes: [] }, 'Sacrifice a land: You gain 2 life.');
  card({ name: 'Test Reef Serpent', manaCost: '{1}{U}', colours: ['U'], types: ['Creature'], subtypes: ['Serpent'], power: 3, toughness: 3, keywords: ['islandhome'] }, '');
});

const cards = (): CardDefData[] => IMPORTED as CardDefData[];
const hand = (g: FrontierSave, seat: 'south' | 'north', name: string) => g.state.players[seat].hand.find((c) => c.card === name)!.id;
const logText = (g: FrontierSave) => g.log.map((e) => e.text).join('\n');
const at = (row: number, col: number) => landSourceId({ row, col });
const square = (g: FrontierSave, row: number, col: number) => g.state.board.grid[row]![col]!;
const targetsOf = (g: FrontierSave, card: number) => legalActions(g).flatMap((a) => (a.type === 'cast' && a.card === card && a.target !== undefined ? [a.target] : []));

/** Casts a spell, paying the first way offered when asked, and passes until it has resolved. */
function castPaid(g: FrontierSave, card: number, target?: number): FrontierSave {
  let x = take(g, { type: 'cast', card, ...(target !== undefined ? { target } : {}) });
  if (x.state.prompt?.type === 'pay') x = take(x, { type: 'pay', option: 0 });
  for (let i = 0; i < 4 && x.state.stack.some((item) => item.kind === 'spell'); i++) x = take(x, { type: 'pass' });
  assert.ok(!x.state.stack.some((item) => item.kind === 'spell'), 'the spell has resolved');
  return x;
}

describe('Frontier Magic › lands destroyed and sacrificed', () => {
  it('frontier.land.target: a spell targets a face-up land on the board by its place; a face-down land and a hole are refused, and nothing changes', () => {
    const g = moment({
      board: frontierBoard(`
        F@2 I ?
        # ? M
        M@1 M M@3
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 3, card: 'Grizzly Bears', controller: 'south' },
        { id: 2, card: "Mons's Goblin Raiders", controller: 'north' },
      ],
      hands: { south: ['Stone Rain'] },
    });
    const rain = hand(g, 'south', 'Stone Rain');
    const before = JSON.stringify(g.state);
    assert.deepEqual(new Set(targetsOf(g, rain)), new Set([at(0, 0), at(0, 1), at(1, 2), at(2, 0), at(2, 1), at(2, 2)]), 'the face-up lands, whoever stands on them');
    for (const [row, col] of [[0, 2], [1, 0], [1, 1]] as const) {
      assert.equal(refusedRule(g, { type: 'cast', card: rain, target: at(row, col) }), 'frontier.land.target');
    }
    assert.equal(refusedRule(g, { type: 'cast', card: rain, target: at(9, 9) }), 'frontier.land.target');
    assert.equal(refusedRule(g, { type: 'cast', card: rain, target: 2 }), 'magic.target.illegal', 'a creature is no land');
    assert.equal(JSON.stringify(g.state), before, 'the refusals changed nothing');
    // The playmat names the places a target may be, by the id the action names them by.
    const view = frontier.tableView(g, legalActions(g));
    assert.ok(view.board.kind === 'square-grid');
    const named = view.board.squares.filter((sq) => sq.landId !== undefined).map((sq) => [sq.row, sq.col, sq.landId]);
    assert.deepEqual(named, [[0, 0, at(0, 0)], [0, 1, at(0, 1)], [1, 2, at(1, 2)], [2, 0, at(2, 0)], [2, 1, at(2, 1)], [2, 2, at(2, 2)]]);
    assert.ok(view.actions.some((a) => a.label === 'Cast Stone Rain on the Forest at row 1, column 1'), view.actions.map((a) => a.label).join('; '));
  });

  it('frontier.land.target: with the option targetFaceDown a face-down land may be targeted too, and is named as it is destroyed', () => {
    const g = moment({
      board: frontierBoard(`
        ? ? ?
        ? ? ?
        M@1 M M@3
      `, { faceDown: Array.from({ length: 6 }, () => 'Island') }),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 3, card: 'Grizzly Bears', controller: 'south' },
      ],
      hands: { south: ['Stone Rain'] },
      options: { targetFaceDown: true },
    });
    const rain = hand(g, 'south', 'Stone Rain');
    assert.ok(targetsOf(g, rain).includes(at(0, 0)));
    const x = castPaid(g, rain, at(0, 0));
    assert.equal(square(x, 0, 0).land, 'hole');
    assert.deepEqual(x.state.board.graveyard, ['Island']);
    assert.equal(x.state.board.faceDown.length, 5);
    assert.match(logText(x), /Stone Rain destroys the Island at row 1, column 1: a hole is left/);
  });

  it('frontier.land.destroyed: the land goes to the land graveyard and leaves a hole; the creature on it stays, and nothing moves onto it', () => {
    const g = moment({
      board: frontierBoard(`
        ? ? ?
        F@2 F ?
        M@1 M M@3
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 3, card: 'Grizzly Bears', controller: 'south' },
        { id: 2, card: 'Grizzly Bears', controller: 'north' },
      ],
      hands: { south: ['Stone Rain'] },
    });
    const x = castPaid(g, hand(g, 'south', 'Stone Rain'), at(1, 0));
    assert.deepEqual(square(x, 1, 0), { land: 'hole', creatures: [2] }, 'the Bears stand on the hole');
    assert.deepEqual(x.state.board.graveyard, ['Forest']);
    assert.ok(x.state.players.south.graveyard.some((c) => c.card === 'Stone Rain'));
    // Once no one stands on it, no creature may step onto the hole.
    const empty = moment({
      board: frontierBoard(`
        ? ? ?
        # F ?
        M@1 M ?
      `),
      permanents: [{ id: 1, card: 'Grizzly Bears', controller: 'south' }],
    });
    assert.equal(refusedRule(empty, { type: 'move', creature: 1, to: { row: 1, col: 0 } }), 'frontier.move.hole');
    assert.ok(!legalActions(empty).some((a) => a.type === 'move' && a.to.row === 1 && a.to.col === 0));
  });

  it('frontier.land.destroyed: a move onto a land destroyed in response fizzles; the creature stays where it was and has used its move', () => {
    const g = moment({
      board: frontierBoard(`
        M@2 ? ?
        F ? ?
        M@1 M ?
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 2, card: 'Test Quarry Giant', controller: 'north' },
      ],
      cards: cards(),
      // Asked whenever able: under the key moments a person is passed for at the other player's move.
      options: { stops: 'when-able' },
    });
    const declared = take(g, { type: 'move', creature: 1, to: { row: 1, col: 0 } });
    assert.equal(actingSeat(declared.state), 'north', 'North, whose Giant can destroy a land, may respond');
    const destroy = legalActions(declared).find((a): a is Extract<FrontierAction, { type: 'activate' }> => a.type === 'activate' && a.target === at(1, 0));
    assert.ok(destroy, 'the destination is a legal target');
    const x = take(declared, destroy);
    assert.equal(x.state.stack.length, 0);
    assert.deepEqual(square(x, 1, 0), { land: 'hole', creatures: [] });
    assert.deepEqual(placeOf(x.state.board, 1), { row: 2, col: 0 }, 'the Bears stayed');
    assert.ok(x.state.board.moved.includes(1), 'and have used their move');
    assert.match(logText(x), /move to row 2, column 1 fizzles/);
  });

  it('frontier.land.destroyed: a creature with landhome on a land destroyed is sacrificed, and an enters trigger can destroy a land', () => {
    const g = moment({
      board: frontierBoard(`
        I@2 I ?
        ? ? ?
        F@1 F F@3
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 3, card: 'Grizzly Bears', controller: 'south' },
        { id: 2, card: 'Test Reef Serpent', controller: 'north' },
      ],
      hands: { south: ['Test Acid Ooze'] },
      cards: cards(),
    });
    let x = castPaid(g, hand(g, 'south', 'Test Acid Ooze'));
    // The Ooze resolved; its trigger asks South for a land (no artifact or enchantment is about).
    assert.equal(x.state.prompt?.type, 'trigger');
    assert.equal(actingSeat(x.state), 'south');
    const choices = legalActions(x).flatMap((a) => (a.type === 'choose' ? [a.target] : []));
    assert.deepEqual(new Set(choices), new Set([at(0, 0), at(0, 1), at(2, 0), at(2, 1), at(2, 2)]));
    x = take(x, { type: 'choose', target: at(0, 0) });
    assert.equal(square(x, 0, 0).land, 'hole');
    assert.ok(!x.state.battlefield.some((p) => p.id === 2), 'the Serpent, whose Island is gone, was sacrificed');
    assert.ok(x.state.players.north.graveyard.some((c) => c.card === 'Test Reef Serpent'));
  });

  it('frontier.land.sacrifice: "each opponent sacrifices a land" asks the opponent for one their creatures stand on; another is refused and nothing changes', () => {
    const g = moment({
      board: frontierBoard(`
        M@2 M@3 M ? ?
        ? ? ? ? M
        M@1 M M@4 M M@6
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 4, card: 'Grizzly Bears', controller: 'south' },
        { id: 6, card: 'Grizzly Bears', controller: 'south' },
        { id: 2, card: "Mons's Goblin Raiders", controller: 'north' },
        { id: 3, card: "Mons's Goblin Raiders", controller: 'north' },
      ],
      hands: { south: ['Yawning Fissure'] },
    });
    let x = castPaid(g, hand(g, 'south', 'Yawning Fissure'));
    assert.equal(x.state.prompt?.type, 'sacrificeLand');
    assert.equal(x.state.promptSeat, 'north');
    assert.equal(actingSeat(x.state), 'north');
    assert.deepEqual(new Set(legalActions(x).map((a) => (a.type === 'choose' ? a.target : undefined))), new Set([at(0, 0), at(0, 1)]));
    for (const wrong of [at(0, 2), at(2, 0), 'south']) assert.equal(refusedRule(x, { type: 'choose', target: wrong }), 'frontier.land.sacrifice');
    const view = frontier.tableView(x, legalActions(x));
    assert.equal(view.prompt?.kind, 'trigger');
    x = take(x, { type: 'choose', target: at(0, 1) });
    assert.deepEqual(square(x, 0, 1), { land: 'hole', creatures: [3] });
    assert.deepEqual(x.state.board.graveyard, ['Mountain']);
    assert.match(logText(x), /North sacrifices the Mountain at row 1, column 2 \(Yawning Fissure\): a hole is left/);
  });

  it('frontier.land.sacrifice: "Sacrifice a land" as a cost names a land your creature stands on', () => {
    const g = moment({
      board: frontierBoard(`
        M@2 ? ?
        ? ? ?
        F@1 F ?
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 2, card: "Mons's Goblin Raiders", controller: 'north' },
        { id: 5, card: 'Test Land Orb', controller: 'south' },
      ],
      cards: cards(),
    });
    const offered = legalActions(g).filter((a) => a.type === 'activate' && a.card === 5);
    assert.deepEqual(offered, [{ type: 'activate', card: 5, ability: 0, sacrifice: at(2, 0) }], 'only the land under the Bears is South\'s');
    assert.equal(refusedRule(g, { type: 'activate', card: 5, ability: 0, sacrifice: at(2, 1) }), 'frontier.land.sacrifice');
    assert.equal(refusedRule(g, { type: 'activate', card: 5, ability: 0, sacrifice: at(0, 0) }), 'frontier.land.sacrifice');
    assert.equal(refusedRule(g, { type: 'activate', card: 5, ability: 0 }), 'magic.activate.sacrifice');
    const x = take(g, offered[0]!);
    assert.deepEqual(square(x, 2, 0), { land: 'hole', creatures: [1] });
    assert.equal(x.state.players.south.life, 22);
    const text = writeSave(x);
    const read = readSave(text);
    assert.ok(read.ok, 'a game with a hole and negative ids in its log reads back');
    assert.equal(writeSave(read.game), text);
  });

  it("the playmat's view: a hole says what stood there and what took it, as the log tells; the spell's question is named; a question to sacrifice says so", () => {
    const g = moment({
      board: frontierBoard(`
        M@2 M@3 M ? ?
        M M M M M
        M@1 M@7 M@4 M@8 M@6
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 4, card: 'Grizzly Bears', controller: 'south' },
        { id: 6, card: 'Grizzly Bears', controller: 'south' },
        { id: 7, card: 'Grizzly Bears', controller: 'south' },
        { id: 8, card: 'Grizzly Bears', controller: 'south' },
        { id: 2, card: "Mons's Goblin Raiders", controller: 'north' },
        { id: 3, card: "Mons's Goblin Raiders", controller: 'north' },
      ],
      hands: { south: ['Stone Rain', 'Yawning Fissure'] },
    });
    const rain = hand(g, 'south', 'Stone Rain');
    const before = frontier.tableView(g, legalActions(g));
    const casts = before.actions.filter((a) => a.action.type === 'cast' && a.on === rain);
    assert.ok(casts.length > 1 && casts.every((a) => a.group === 'Cast Stone Rain'), 'the casts that differ only in their land share the question\'s name');
    let x = castPaid(g, rain, at(1, 4));
    x = castPaid(x, hand(x, 'south', 'Yawning Fissure'));
    const asked = frontier.tableView(x, legalActions(x));
    assert.deepEqual(asked.prompt, { kind: 'trigger', text: 'Yawning Fissure: choose a land one of your creatures stands on, to sacrifice.', card: 'Yawning Fissure', choosing: 'sacrifice' });
    x = take(x, { type: 'choose', target: at(0, 1) });
    const view = frontier.tableView(x, legalActions(x));
    assert.ok(view.board.kind === 'square-grid');
    const land = (row: number, col: number) => view.board.kind === 'square-grid' && view.board.squares.find((sq) => sq.row === row && sq.col === col)!.land;
    assert.deepEqual(land(1, 4), { state: 'hole', was: "Mountain, destroyed by South's Stone Rain" }, 'whose spell it was, too');
    assert.deepEqual(land(0, 1), { state: 'hole', was: 'Mountain, sacrificed by North (Yawning Fissure)' });
    // Without the log (a view of the state alone), a hole is only a hole.
    const bare = frontier.tableView({ setup: x.setup, state: x.state }, legalActions(x));
    assert.ok(bare.board.kind === 'square-grid');
    assert.deepEqual(bare.board.squares.find((sq) => sq.row === 1 && sq.col === 4)!.land, { state: 'hole' });
    assert.deepEqual(
      holesInLog([{ text: 'Test Quarry Giant destroys the face-down land at row 9, column 9: a hole is left' }, { text: 'South sacrifices the Forest at row 1, column 2 (Test Land Orb): a hole is left.' }]),
      new Map([
        ['8,8', 'face-down land, destroyed by Test Quarry Giant'],
        ['0,1', 'Forest, sacrificed by South (Test Land Orb)'],
      ]),
    );
  });

  it('the computer plays decks with land destruction legally, both seats, and the game replays', () => {
    let g = newFrontier('land-breakers', {}, ['rakdos-land-breakers', 'green-land-breakers']);
    for (let i = 0; i < 600 && g.state.phase.type !== 'over'; i++) {
      const choice = chooseFrontierAction(g.setup, g.state)!;
      const legal: readonly FrontierAction[] = legalActions(g);
      assert.ok(legal.some((a) => JSON.stringify(a) === JSON.stringify(choice)), `${JSON.stringify(choice)} is legal`);
      g = take(g, choice);
    }
    assert.ok(g.state.board.graveyard.length > 0, 'some land was destroyed or sacrificed');
    const read = readSave(writeSave(g));
    assert.ok(read.ok);
    assert.deepEqual(verify(read.game), { ok: true, actions: g.log.length });
  });

  it('the computer destroys the land that does the other player the most good, and none of its own', () => {
    const g = moment({
      board: frontierBoard(`
        M@2 M M@3 F
        ? ? ? ?
        M@1 M ? ?
      `, { moved: [2, 3] }),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 2, card: 'Hill Giant', controller: 'north' },
        { id: 3, card: "Mons's Goblin Raiders", controller: 'north' },
      ],
      hands: { north: ['Stone Rain'] },
      turn: 'north',
    });
    const choice = chooseFrontierAction(g.setup, g.state);
    assert.deepEqual(choice, { type: 'cast', card: hand(g, 'north', 'Stone Rain'), target: at(2, 0) }, JSON.stringify(choice));
  });
});
