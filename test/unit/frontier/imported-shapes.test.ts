import { strict as assert } from 'node:assert';
import type { CardDef } from '../../../src/engine/cards/card';
import type { CardDefData } from '../../../src/engine/cards/card-schema';
import { addImportedCards } from '../../../src/engine/cards/pool';
import { legalActions, takeAction } from '../../../src/engine';
import { readRulesText } from '../../../src/engine/import/oracle';
import { frontierTableView } from '../../../src/engine/variants/frontier/view';
import { chooseFrontierAction } from '../../../src/engine/variants/frontier/bot';
import { pictureLines } from '../../../src/engine/variants/frontier/text';
import { frontierBoard, moment, take, type FrontierSave } from './game-helpers';

/**
 * Shapes the rules-text reader learned for issue 15's "Cards", played in
 * Frontier Magic, where the opponent is a player with life: "each opponent"
 * is the other player. The invented card's text is read as an imported
 * card's would be.
 */

const IMPORTED: CardDef[] = [];

function card(def: Omit<CardDef, 'abilities' | 'keywords'>, text: string): void {
  const r = readRulesText(text, def.name, def);
  assert.equal(r.unread, 0, `${def.name}: every line should be read`);
  const made: CardDef = { ...def, keywords: [...r.keywords], abilities: r.abilities };
  addImportedCards([made, ...r.tokens]);
  IMPORTED.push(made, ...r.tokens.filter((t) => !IMPORTED.some((c) => c.name === t.name)));
}

before(() => {
  card(
    { name: 'Test Blood Leech', manaCost: '{B}', colours: ['B'], types: ['Creature'], subtypes: ['Leech'], power: 1, toughness: 1 },
    'When Test Blood Leech enters the battlefield, each opponent loses 2 life and you gain 2 life.',
  );
  card({ name: 'Test Dark Bargain', manaCost: '{B}', colours: ['B'], types: ['Sorcery'], subtypes: [] }, 'Target player draws two cards and loses 2 life.');
  card(
    { name: 'Test Volt Pup', manaCost: '{R}', colours: ['R'], types: ['Creature'], subtypes: ['Dog'], power: 1, toughness: 1 },
    'When Test Volt Pup enters the battlefield, you get {E}{E}{E}.\nPay {E}{E}: Test Volt Pup gets +2/+0 until end of turn.',
  );
  card(
    { name: 'Bloodrage Vampire', manaCost: '{2}{B}', colours: ['B'], types: ['Creature'], subtypes: ['Vampire'], power: 3, toughness: 1 },
    'Bloodthirst 1 (If an opponent was dealt damage this turn, this creature enters the battlefield with a +1/+1 counter on it.)',
  );
  card(
    { name: 'Aven Squire', manaCost: '{1}{W}', colours: ['W'], types: ['Creature'], subtypes: ['Bird', 'Soldier'], power: 1, toughness: 1 },
    'Flying\nExalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.)',
  );
  card(
    { name: 'Test Tome Scour', manaCost: '{B}', colours: ['B'], types: ['Sorcery'], subtypes: [] },
    'Target player puts the top five cards of his or her library into his or her graveyard.',
  );
  card({ name: 'Test Spark Shower', manaCost: '{R}', colours: ['R'], types: ['Sorcery'], subtypes: [] }, 'Test Spark Shower deals 3 damage to each opponent.');
  card(
    { name: 'Test Frenzied Goblin', manaCost: '{R}', colours: ['R'], types: ['Creature'], subtypes: ['Goblin'], power: 2, toughness: 2 },
    "Test Frenzied Goblin can't attack unless an opponent has been dealt damage this turn.",
  );
});

const hand = (g: FrontierSave, name: string) => g.state.players.south.hand.find((c) => c.card === name)!.id;

/** Casts a spell, paying the first way offered when asked, and passes until the stack is empty. */
function castAndResolve(g: FrontierSave, card: number, target?: string | number): FrontierSave {
  let x = take(g, { type: 'cast', card, ...(target !== undefined ? { target } : {}) });
  if (x.state.prompt?.type === 'pay') x = take(x, { type: 'pay', option: 0 });
  for (let i = 0; i < 8 && x.state.stack.length > 0; i++) x = take(x, { type: 'pass' });
  assert.equal(x.state.stack.length, 0, 'everything has resolved');
  return x;
}

describe('Frontier Magic › "each opponent", read from card text', () => {
  it('CR 102.2: "each opponent loses 2 life and you gain 2 life": North loses 2, South gains 2', () => {
    const g = moment({
      board: frontierBoard(`
        S@2 ? ?
        ? ? ?
        S@1 S ?
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 2, card: 'Grizzly Bears', controller: 'north' },
      ],
      hands: { south: ['Test Blood Leech'] },
      cards: IMPORTED as CardDefData[],
    });
    const x = castAndResolve(g, hand(g, 'Test Blood Leech'));
    assert.ok(x.state.battlefield.some((p) => p.card === 'Test Blood Leech'));
    assert.equal(x.state.players.north.life, 18);
    assert.equal(x.state.players.south.life, 22);
  });

  it('CR 120.3a: "deals 3 damage to each opponent" hurts North only', () => {
    const g = moment({
      board: frontierBoard(`
        M@2 ? ?
        ? ? ?
        M@1 M ?
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 2, card: 'Grizzly Bears', controller: 'north' },
      ],
      hands: { south: ['Test Spark Shower'] },
      cards: IMPORTED as CardDefData[],
    });
    const x = castAndResolve(g, hand(g, 'Test Spark Shower'));
    assert.equal(x.state.players.north.life, 17);
    assert.equal(x.state.players.south.life, 20);
    // A game with no card that has bloodthirst keeps no record of it.
    assert.equal(x.state.players.north.damaged, undefined);
  });

  it('CR 702.54a: in a game holding a card with bloodthirst, North dealt damage is remembered for the turn, South not', () => {
    const g = moment({
      board: frontierBoard(`
        M@2 ? ?
        ? ? ?
        M@1 M ?
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 2, card: 'Grizzly Bears', controller: 'north' },
      ],
      hands: { south: ['Test Spark Shower', 'Bloodrage Vampire'] },
      cards: IMPORTED as CardDefData[],
    });
    const x = castAndResolve(g, hand(g, 'Test Spark Shower'));
    assert.equal(x.state.players.north.life, 17);
    assert.equal(x.state.players.north.damaged, true);
    assert.equal(x.state.players.south.damaged, undefined);
  });
});

describe('Frontier Magic › "target player draws", read from card text', () => {
  it('CR 121.1: the player targeted draws two and loses 2 life; the caster neither', () => {
    const g = moment({
      board: frontierBoard(`
        S@2 ? ?
        ? ? ?
        S@1 S ?
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 2, card: 'Grizzly Bears', controller: 'north' },
      ],
      hands: { south: ['Test Dark Bargain'] },
      cards: IMPORTED as CardDefData[],
    });
    const size = (x: FrontierSave, seat: 'south' | 'north') => x.state.players[seat].hand.length;
    const x = castAndResolve(g, hand(g, 'Test Dark Bargain'), 'north');
    assert.equal(size(x, 'north'), size(g, 'north') + 2);
    assert.equal(size(x, 'south'), size(g, 'south') - 1, 'the spell left South\'s hand, and South drew nothing');
    assert.equal(x.state.players.north.life, 18);
    assert.equal(x.state.players.south.life, 20);
  });
});

describe('Frontier Magic › mill and investigate, read from card text', () => {
  // Here, not among the file's cards: a Clue registered before every test would be a token the pool's own test does not expect.
  before(() => card({ name: 'Test Night Clue', manaCost: '{B}', colours: ['B'], types: ['Sorcery'], subtypes: [] }, 'Investigate.'));
  const start = () =>
    moment({
      board: frontierBoard(`
        S@2 ? ?
        ? ? ?
        S@1 S ?
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 2, card: 'Grizzly Bears', controller: 'north' },
      ],
      hands: { south: ['Test Tome Scour', 'Test Night Clue'] },
      cards: IMPORTED as CardDefData[],
    });

  it('CR 701.13: "target player puts the top five cards of their library into their graveyard": North mills five, South none', () => {
    const g = start();
    const cards = (x: FrontierSave, seat: 'south' | 'north') => x.state.players[seat].library.cards.length + x.state.players[seat].library.bottom.length;
    const x = castAndResolve(g, hand(g, 'Test Tome Scour'), 'north');
    assert.equal(cards(x, 'north'), cards(g, 'north') - 5);
    assert.equal(x.state.players.north.graveyard.length, g.state.players.north.graveyard.length + 5);
    assert.equal(cards(x, 'south'), cards(g, 'south'));
    assert.deepEqual(x.state.players.south.graveyard.map((c) => c.card), ['Test Tome Scour']);
  });

  it('CR 701.36a: "investigate" makes South a Clue, an artifact whose ability South may activate', () => {
    const g = start();
    const x = castAndResolve(g, hand(g, 'Test Night Clue'));
    const clue = x.state.battlefield.find((p) => p.card === 'Clue (token)');
    assert.ok(clue, 'a Clue on the battlefield');
    assert.equal(clue.controller, 'south');
    assert.equal(clue.token, true);
  });
});

describe('Frontier Magic › energy (CR 107.14), read from card text', () => {
  it('South gets {E}{E}{E} and pays {E}{E} from it; North has none; the seat\'s energy is shown beside its life', () => {
    const g = moment({
      board: frontierBoard(`
        M@2 ? ?
        ? ? ?
        M@1 M ?
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 2, card: 'Grizzly Bears', controller: 'north' },
      ],
      hands: { south: ['Test Volt Pup'] },
      cards: IMPORTED as CardDefData[],
    });
    const x = castAndResolve(g, hand(g, 'Test Volt Pup'));
    assert.equal(x.state.players.south.energy, 3);
    assert.equal(x.state.players.north.energy, undefined);
    const lines = pictureLines(x, false);
    assert.ok(lines.some((l) => /^South: life 20, energy 3, /.test(l)), lines.join('\n'));
    assert.ok(lines.some((l) => /^North: life 20, \d+ in hand/.test(l)), 'no energy, no word of it');
    const seats = frontierTableView(x, []).seats;
    assert.equal(seats.find((s) => s.id === 'south')?.energy, 3);
    assert.equal(seats.find((s) => s.id === 'north')?.energy, undefined);
    const pup = x.state.battlefield.find((p) => p.card === 'Test Volt Pup')!.id;
    let y = take(x, { type: 'activate', card: pup, ability: 1 });
    for (let i = 0; i < 8 && y.state.stack.length > 0; i++) y = take(y, { type: 'pass' });
    assert.equal(y.state.players.south.energy, 1);
    assert.equal(y.state.battlefield.find((p) => p.id === pup)?.pumped?.power, 2);
  });
});

describe('Frontier Magic › exalted, read from card text', () => {
  it('CR 702.83a: the first creature to attack in a turn attacks alone (+1/+1); the second does not', () => {
    const g = moment({
      board: frontierBoard(`
        F@1 F@3
        ? ?
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 3, card: 'Aven Squire', controller: 'south' },
      ],
      cards: IMPORTED as CardDefData[],
    });
    let x = take(g, { type: 'attack', creature: 1, target: 'north' });
    for (let i = 0; i < 8 && x.state.stack.length > 0; i++) x = take(x, { type: 'pass' });
    assert.equal(x.state.players.north.life, 17, 'the Bears dealt 3');
    x = take(x, { type: 'attack', creature: 3, target: 'north' });
    for (let i = 0; i < 8 && x.state.stack.length > 0; i++) x = take(x, { type: 'pass' });
    assert.equal(x.state.players.north.life, 16, 'the Squire, not alone, dealt 1');
  });
});

describe('Frontier Magic › counted amounts, "destroy all nonland permanents" and "target opponent" mills, read from card text', () => {
  before(() => {
    card({ name: 'Test Grove Count', manaCost: '{G}', colours: ['G'], types: ['Sorcery'], subtypes: [] }, 'You gain 1 life for each Forest you control.');
    card({ name: 'Test Board Wipe', manaCost: '{G}', colours: ['G'], types: ['Sorcery'], subtypes: [] }, 'Destroy all nonland permanents.');
    card({ name: 'Test Frontier Fog', manaCost: '{G}', colours: ['G'], types: ['Instant'], subtypes: [] }, 'Prevent all combat damage that would be dealt this turn.');
    card({ name: 'Test Mind Scrape', manaCost: '{G}', colours: ['G'], types: ['Sorcery'], subtypes: [] }, 'Target opponent puts the top seven cards of his or her library into his or her graveyard.');
  });
  const start = (spell: string) =>
    moment({
      board: frontierBoard(`
        F@2 ? ?
        ? ? ?
        F@1 F@3 F
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 2, card: 'Grizzly Bears', controller: 'north' },
        { id: 3, card: 'Grizzly Bears', controller: 'south' },
      ],
      hands: { south: [spell] },
      cards: IMPORTED as CardDefData[],
    });

  it('"for each Forest you control" counts the Forests on the board South\'s creatures stand on: two, not North\'s nor the empty one', () => {
    const g = start('Test Grove Count');
    const x = castAndResolve(g, hand(g, 'Test Grove Count'));
    assert.equal(x.state.players.south.life, g.state.players.south.life + 2);
    assert.equal(x.state.players.north.life, g.state.players.north.life);
  });

  it('CR 701.8: "destroy all nonland permanents" destroys every creature; the lands on the board stay, no hole is left', () => {
    const g = start('Test Board Wipe');
    const x = castAndResolve(g, hand(g, 'Test Board Wipe'));
    assert.equal(x.state.battlefield.filter((p) => p.card === 'Grizzly Bears').length, 0);
    assert.ok(!JSON.stringify(x.state.board).includes('"hole"'), 'no land was destroyed');
  });

  it('CR 701.13: "target opponent puts the top seven cards of their library into their graveyard": North mills seven; South may not be the target', () => {
    const g = start('Test Mind Scrape');
    const cards = (x: FrontierSave, seat: 'south' | 'north') => x.state.players[seat].library.cards.length + x.state.players[seat].library.bottom.length;
    assert.ok(!takeAction(g, { type: 'cast', card: hand(g, 'Test Mind Scrape'), target: 'south' }).ok, 'not an opponent');
    const x = castAndResolve(g, hand(g, 'Test Mind Scrape'), 'north');
    assert.equal(cards(x, 'north'), cards(g, 'north') - 7);
    assert.equal(x.state.players.north.graveyard.length, g.state.players.north.graveyard.length + 7);
    assert.equal(cards(x, 'south'), cards(g, 'south'));
  });

  it('CR 615.1a: after "prevent all combat damage that would be dealt this turn" South\'s Bears attack North for nothing, and fight North\'s Bears unhurt', () => {
    const g = moment({
      board: frontierBoard(`
        F@1 F@3 F@2
        ? ? ?
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 2, card: 'Grizzly Bears', controller: 'north' },
        { id: 3, card: 'Grizzly Bears', controller: 'south' },
      ],
      hands: { south: ['Test Frontier Fog'] },
      cards: IMPORTED as CardDefData[],
    });
    let x = castAndResolve(g, hand(g, 'Test Frontier Fog'));
    assert.equal(x.state.players.north.fog, true);
    x = take(x, { type: 'attack', creature: 1, target: 'north' });
    for (let i = 0; i < 8 && x.state.stack.length > 0; i++) x = take(x, { type: 'pass' });
    assert.equal(x.state.players.north.life, g.state.players.north.life, 'no combat damage to North');
    x = take(x, { type: 'attack', creature: 3, target: 2 });
    for (let i = 0; i < 8 && x.state.stack.length > 0; i++) x = take(x, { type: 'pass' });
    assert.deepEqual(x.state.battlefield.filter((p) => p.card === 'Grizzly Bears').map((p) => p.damage), [0, 0, 0], 'no combat damage to either Bears');
  });
});

describe('Frontier Magic › "You have no maximum hand size", read from card text', () => {
  before(() => card({ name: 'Test Frontier Tome', manaCost: '{1}', colours: [], types: ['Artifact'], subtypes: [] }, 'You have no maximum hand size.'));

  /** Passes and finishes South's turn until North's begins or a discard is asked. */
  function toCleanup(g: FrontierSave): FrontierSave {
    let x = g;
    for (let i = 0; i < 40 && x.state.prompt?.type !== 'discard' && !(x.state.phase.type === 'turn' && x.state.phase.seat === 'north'); i++) {
      const passed = takeAction(x, { type: 'pass' });
      x = passed.ok ? (passed.game as FrontierSave) : take(x, { type: 'done' });
    }
    return x;
  }

  it('CR 402.2: South, with nine cards and the artifact, keeps them all at cleanup; without it South is asked to discard two', () => {
    const nine = ['Forest', 'Forest', 'Forest', 'Island', 'Island', 'Island', 'Swamp', 'Swamp', 'Swamp'];
    const at = (permanents: { id: number; card: string; controller: 'south' | 'north' }[]) =>
      moment({
        board: frontierBoard(`
          F@2 ? ?
          ? ? ?
          F@1 F ?
        `),
        permanents,
        hands: { south: nine },
        cards: IMPORTED as CardDefData[],
      });
    const bears = [
      { id: 1, card: 'Grizzly Bears', controller: 'south' as const },
      { id: 2, card: 'Grizzly Bears', controller: 'north' as const },
    ];
    const kept = toCleanup(at([...bears, { id: 3, card: 'Test Frontier Tome', controller: 'south' as const }]));
    assert.notEqual(kept.state.prompt?.type, 'discard');
    assert.ok(kept.state.phase.type === 'turn' && kept.state.phase.seat === 'north', "North's turn began");
    assert.equal(kept.state.players.south.hand.length, 9);
    const asked = toCleanup(at(bears));
    assert.deepEqual(asked.state.prompt, { type: 'discard', count: 2 });
  });
});

describe('Frontier Magic › painlands and "that creature\'s controller", read from card text', () => {
  before(() => {
    card({ name: 'Test Frontier Painland', manaCost: '', colours: [], types: ['Land'], subtypes: [] }, '{T}: Add {C}.\n{T}: Add {R} or {G}. Test Frontier Painland deals 1 damage to you.');
    card({ name: 'Test Frontier Bolt', manaCost: '{R}', colours: ['R'], types: ['Instant'], subtypes: [] }, 'Test Frontier Bolt deals 1 damage to each opponent.');
    card({ name: 'Test Frontier Outrage', manaCost: '{R}', colours: ['R'], types: ['Instant'], subtypes: [] }, "Test Frontier Outrage deals 4 damage to target creature and 2 damage to that creature's controller.");
    card({ name: 'Test Frontier Trinket', manaCost: '{1}', colours: [], types: ['Artifact'], subtypes: [] }, 'You have no maximum hand size.');
  });
  const at = (spell: string) =>
    moment({
      board: frontierBoard(`
        F@2 ? ?
        ? ? ?
        F@1 ? ?
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 2, card: 'Grizzly Bears', controller: 'north' },
      ],
      hands: { south: [spell] },
      cards: IMPORTED as CardDefData[],
    });
  /** The board with South's Bears standing on the painland, bottom left. */
  const onPainland = (g: FrontierSave): FrontierSave => {
    const board = structuredClone(g.state.board);
    board.grid[2]![0] = { land: 'face-up', card: 'Test Frontier Painland', creatures: [1] };
    return { ...g, state: { ...g.state, board } };
  };

  it('CR 605.1a: a land on the board whose red mana hurts deals 1 damage to South when it pays {R}; paying {1} it makes {C} and hurts no one', () => {
    const g = onPainland(at('Test Frontier Bolt'));
    const x = castAndResolve(g, hand(g, 'Test Frontier Bolt'));
    assert.equal(x.state.players.north.life, g.state.players.north.life - 1);
    assert.equal(x.state.players.south.life, g.state.players.south.life - 1, 'the painland hurt South');
    const h = onPainland(at('Test Frontier Trinket'));
    const y = castAndResolve(h, hand(h, 'Test Frontier Trinket'));
    assert.ok(y.state.battlefield.some((p) => p.card === 'Test Frontier Trinket'));
    assert.equal(y.state.players.south.life, h.state.players.south.life);
  });

  it('CR 120.3: "… and 2 damage to that creature\'s controller" aimed at North\'s Bears hurts North', () => {
    const g = onPainland(at('Test Frontier Outrage'));
    const x = castAndResolve(g, hand(g, 'Test Frontier Outrage'), 2);
    assert.ok(!x.state.battlefield.some((p) => p.id === 2));
    assert.equal(x.state.players.north.life, g.state.players.north.life - 2);
  });
});

describe('Frontier Magic › scry, read from card text', () => {
  before(() => card({ name: 'Test Frontier Javelin', manaCost: '{R}', colours: ['R'], types: ['Instant'], subtypes: [] }, 'Test Frontier Javelin deals 3 damage to any target. Scry 2.'));
  const at = () =>
    moment({
      board: frontierBoard(`
        M@2 ? ?
        ? ? ?
        M@1 M ?
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 2, card: 'Grizzly Bears', controller: 'north' },
      ],
      hands: { south: ['Test Frontier Javelin'] },
      cards: IMPORTED as CardDefData[],
    });

  it('CR 701.22a: the spell resolves off the stack, then South is asked where each of two cards goes; the computer answers for a seat it plays', () => {
    const g = at();
    const x = castAndResolve(g, hand(g, 'Test Frontier Javelin'), 2);
    assert.ok(!x.state.battlefield.some((p) => p.id === 2), 'the damage is dealt first');
    const prompt = x.state.prompt;
    assert.ok(prompt?.type === 'scry' && prompt.cards.length === 2);
    assert.equal(x.state.promptSeat, 'south');
    assert.equal(frontierTableView(x, []).prompt?.kind, 'scry', 'South, at the playmat, is asked');
    const [a, b] = prompt.cards as [string, string];
    const bot = chooseFrontierAction(x.setup, x.state);
    assert.equal(bot?.type, 'scry', 'the computer would answer the scry');
    const y = take(take(x, { type: 'scry', card: 1, to: 'bottom' }), { type: 'scry', card: 0, to: 'top' });
    assert.equal(y.state.prompt, null);
    assert.deepEqual(y.state.players.south.library.top, [a]);
    assert.equal(y.state.players.south.library.bottom.at(-1), b);
    // The log is read by both players: it says where a card went, not which.
    const [first, second] = y.log.slice(-2).map((e) => e.text) as [string, string];
    assert.match(first, /^South puts a card on the bottom of the library\b/);
    assert.match(second, /^South puts a card on top of the library\b/);
    for (const text of [first, second]) assert.ok(!text.includes(a) && !text.includes(b), text);
  });
});

describe('Frontier Magic › convoke, read from card text', () => {
  before(() => card({ name: 'Test Frontier Convoker', manaCost: '{2}{R}', colours: ['R'], types: ['Instant'], subtypes: [] }, 'Convoke\nTest Frontier Convoker deals 4 damage to any target.'));

  it("CR 702.51a: South's creatures help pay: one Mountain on the board and two Bears on it pay {2}{R}, and the Bears are tapped", () => {
    const g = moment({
      board: frontierBoard(`
        M@2 ? ?
        ? ? ?
        M@1 ? ?
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 3, card: 'Grizzly Bears', controller: 'south' },
        { id: 2, card: 'Grizzly Bears', controller: 'north' },
      ],
      hands: { south: ['Test Frontier Convoker'] },
      cards: IMPORTED as CardDefData[],
    });
    const x = castAndResolve(g, hand(g, 'Test Frontier Convoker'), 'north');
    assert.equal(x.state.players.north.life, g.state.players.north.life - 4);
    assert.ok(x.state.battlefield.filter((p) => p.controller === 'south').every((p) => p.tapped), 'both Bears were tapped to pay');
  });
});

describe('Frontier Magic › improvise, read from card text', () => {
  before(() => card({ name: 'Test Frontier Improviser', manaCost: '{2}{R}', colours: ['R'], types: ['Instant'], subtypes: [] }, 'Improvise\nTest Frontier Improviser deals 3 damage to any target.'));

  it("CR 702.126a: South's two untapped artifacts pay the {2}, a Mountain on the board the {R}", () => {
    const g = moment({
      board: frontierBoard(`
        M@2 ? ?
        ? ? ?
        M@1 ? ?
      `),
      permanents: [
        { id: 1, card: 'Ornithopter', controller: 'south' },
        { id: 3, card: 'Ornithopter', controller: 'south' },
        { id: 2, card: 'Grizzly Bears', controller: 'north' },
      ],
      hands: { south: ['Test Frontier Improviser'] },
      cards: IMPORTED as CardDefData[],
    });
    const x = castAndResolve(g, hand(g, 'Test Frontier Improviser'), 'north');
    assert.equal(x.state.players.north.life, g.state.players.north.life - 3);
    assert.ok(x.state.battlefield.filter((p) => p.controller === 'south').every((p) => p.tapped), 'both artifacts were tapped to pay');
  });
});

describe('Frontier Magic › "As an additional cost to cast ~, sacrifice a creature", read from card text', () => {
  before(() =>
    card(
      { name: 'Test Frontier Splinters', manaCost: '{R}', colours: ['R'], types: ['Instant'], subtypes: [] },
      'As an additional cost to cast Test Frontier Splinters, sacrifice a creature.\nTest Frontier Splinters deals 5 damage to target creature.',
    ),
  );

  it("CR 601.2h: South is offered the spell once for each creature of South's, sacrifices the one named as it is cast, and the spell resolves", () => {
    const g = moment({
      board: frontierBoard(`
        M@2 ? ?
        ? ? ?
        M@1 M@3 ?
      `),
      permanents: [
        { id: 1, card: 'Grizzly Bears', controller: 'south' },
        { id: 3, card: 'Llanowar Elves', controller: 'south' },
        { id: 2, card: 'Grizzly Bears', controller: 'north' },
      ],
      hands: { south: ['Test Frontier Splinters'] },
      cards: IMPORTED as CardDefData[],
    });
    const card = hand(g, 'Test Frontier Splinters');
    let x = take(g, { type: 'cast', card, target: 2, sacrifice: 3 });
    assert.ok(!x.state.battlefield.some((p) => p.id === 3), 'the Elves are sacrificed as the spell is cast');
    assert.ok(x.state.players.south.graveyard.some((c) => c.card === 'Llanowar Elves'));
    for (let i = 0; i < 8 && x.state.stack.length > 0; i++) x = take(x, { type: 'pass' });
    assert.ok(!x.state.battlefield.some((p) => p.id === 2), "North's Bears are destroyed");
    assert.ok(x.state.battlefield.some((p) => p.id === 1));
  });
});

describe('Frontier Magic › attack conditions, read from card text', () => {
  it('mtg.508.1c: "can\'t attack unless an opponent has been dealt damage this turn" is refused, and not offered, until North has been', () => {
    const g = moment({
      board: frontierBoard(`
        F@2 F
        F@1 F
      `),
      permanents: [
        { id: 1, card: 'Test Frenzied Goblin', controller: 'south' },
        { id: 2, card: 'Grizzly Bears', controller: 'north' },
      ],
      cards: IMPORTED as CardDefData[],
    });
    const attack = { type: 'attack', creature: 1, target: 2 } as const;
    const refused = takeAction(g, attack);
    assert.ok(!refused.ok && refused.error.rule === 'mtg.508.1c.attack-restriction', 'refused by its condition');
    assert.match(refused.ok ? '' : refused.error.message, /dealt damage this turn/);
    assert.ok(!legalActions(g).some((a) => a.type === 'attack' && a.creature === 1), 'not offered');
    const hurt = { ...g, state: { ...g.state, players: { ...g.state.players, north: { ...g.state.players.north, damaged: true as const } } } };
    assert.ok(legalActions(hurt).some((a) => a.type === 'attack' && a.creature === 1), 'offered once North was dealt damage');
    assert.ok(takeAction(hurt, attack).ok);
  });
});
