import { strict as assert } from 'node:assert';
import { rulesText } from '../../../src/engine/cards/rules-text';
import { readRulesText } from '../../../src/engine/import/oracle';
import type { CardDefData } from '../../../src/engine/cards/card-schema';
import { FABRICATE_RULE } from '../../../src/engine/magic/fabricate';
import { chooseAction } from '../../../src/engine/variants/magic-crawl';
import { chooseFrontierAction } from '../../../src/engine/variants/frontier';
import { chooseCastleAction } from '../../../src/engine/variants/castle';
import { chooseDuelAction } from '../../../src/engine/variants/duel';
import { frontierBoard, moment, take, type FrontierSave } from '../frontier/game-helpers';
import * as castle from '../castle/game-helpers';
import * as duel from '../duel/game-helpers';
import { importedCards } from './imported-cards';
import { buildCardIndex, parseCardIndex, serialiseIndex } from '../../../src/engine/import/card-index';

/**
 * The tenth round of ability shapes the rules-text reader learned for
 * issue 15's "Cards", aimed at the recent expansions: each test is named by
 * its shape, reads card text written for the test in the wording card data
 * prints, and plays it through the game.
 */

const { card, named, scenario } = importedCards();

const SERVO = 'Servo 1/1 C+artifact (token)';

describe('Cards, tenth round (expansions)', () => {
  before(() => {
    card('Test Workshop Hand', '{2}{W}', ['W'], ['Creature'], [1, 1], 'Fabricate 2', ['Dwarf']);
    card('Test Sky Fabricator', '{2}{U}', ['U'], ['Creature'], [1, 1], 'Flying\nFabricate 1', ['Vedalken']);
    card('Test Brood Drone', '{2}{B}', ['B'], ['Creature'], [2, 2], 'When Test Brood Drone enters the battlefield, create a 1/1 colorless Eldrazi Scion creature token. It has "Sacrifice this creature: Add {C} to your mana pool."', ['Eldrazi', 'Drone']);
    card('Test Stalwart', '{2}{G}', ['G'], ['Creature'], [0, 1], 'Converge — Test Stalwart enters the battlefield with a +1/+1 counter on it for each color of mana spent to cast it.', ['Elf']);
    card('Test Call of Scions', '{2}{G}', ['G'], ['Sorcery'], undefined, 'Create two 1/1 colorless Eldrazi Scion creature tokens. They have "Sacrifice this creature: Add {C} to your mana pool."');
  });

  describe('Rules › fabricate N (CR 702.123a)', () => {
    it('reads "Fabricate N" as an enters trigger that makes the Servo token known, and writes it back', () => {
      const r = readRulesText('Fabricate 2', 'X', { types: ['Creature'] });
      assert.equal(r.unread, 0);
      assert.deepEqual(r.abilities, [{ kind: 'etb', effects: [{ do: 'fabricate', count: 2, token: SERVO }] }]);
      assert.deepEqual(
        r.tokens.map((t) => [t.name, t.power, t.toughness, t.colours, t.types, t.subtypes]),
        [[SERVO, 1, 1, [], ['Artifact', 'Creature'], ['Servo']]],
      );
      assert.deepEqual(rulesText(named('Test Workshop Hand')), [
        'When Test Workshop Hand enters, fabricate 2: put two +1/+1 counters on Test Workshop Hand, or create two 1/1 colorless Servo artifact creature tokens.',
      ]);
    });

    it('Magic Crawl: as it enters you are asked; the counters make it a 3/3', () => {
      const s = scenario({ hand: ['Test Workshop Hand'], battlefield: ['Plains', 'Plains', 'Plains'], foes: ['Grizzly Bears'] });
      s.cast('Test Workshop Hand');
      assert.deepEqual(s.state.prompt, { type: 'fabricate', source: s.id('Test Workshop Hand'), card: 'Test Workshop Hand', count: 2, token: SERVO });
      assert.deepEqual(s.legal(), [
        { type: 'fabricate', choice: 'counters' },
        { type: 'fabricate', choice: 'servos' },
      ]);
      s.act({ type: 'fabricate', choice: 'counters' });
      assert.equal(s.state.prompt, null);
      assert.equal(s.perm('Test Workshop Hand').counters, 2);
      assert.ok(!s.has(SERVO), 'no Servo made');
      s.refuse({ type: 'fabricate', choice: 'servos' }, FABRICATE_RULE);
    });

    it('Magic Crawl: the Servos instead: two 1/1 artifact creature tokens, no counters; the log says so', () => {
      const s = scenario({ hand: ['Test Workshop Hand'], battlefield: ['Plains', 'Plains', 'Plains'], foes: ['Grizzly Bears'] });
      s.cast('Test Workshop Hand');
      s.act({ type: 'fabricate', choice: 'servos' });
      assert.equal(s.perm('Test Workshop Hand').counters, 0);
      assert.equal(s.state.battlefield.filter((p) => p.card === SERVO && p.controller === 'you').length, 2);
      assert.match(s.game.log.map((e) => e.text).join('\n'), /fabricate 2 for Test Workshop Hand: the Servo tokens/i);
    });

    it('Magic Crawl, the computer: the counters on a flier, the Servos on a creature without evasion', () => {
      const s = scenario({ hand: ['Test Sky Fabricator'], battlefield: ['Island', 'Island', 'Island'], foes: ['Grizzly Bears'] });
      s.cast('Test Sky Fabricator');
      const flier = chooseAction(s.game, s.state.rng).action;
      assert.deepEqual(flier, { type: 'fabricate', choice: 'counters' });
      const g = scenario({ hand: ['Test Workshop Hand'], battlefield: ['Plains', 'Plains', 'Plains'], foes: ['Grizzly Bears'] });
      g.cast('Test Workshop Hand');
      const ground = chooseAction(g.game, g.state.rng).action;
      assert.deepEqual(ground, { type: 'fabricate', choice: 'servos' });
      g.act(ground);
      assert.equal(g.state.battlefield.filter((p) => p.card === SERVO).length, 2);
    });

    const frontierAt = (): FrontierSave =>
      moment({
        board: frontierBoard(`
          ? P@4 ?
          P@1 P@2 P@3
        `),
        permanents: [
          { id: 1, card: 'Savannah Lions', controller: 'south' },
          { id: 2, card: 'Savannah Lions', controller: 'south' },
          { id: 3, card: 'Savannah Lions', controller: 'south' },
          { id: 4, card: 'Grizzly Bears', controller: 'north' },
        ],
        hands: { south: ['Test Workshop Hand'] },
        cards: [named('Test Workshop Hand') as CardDefData, named(SERVO) as CardDefData],
      });

    it('Frontier Magic: the trigger resolves off the stack and South is asked; the Servos enter under South', () => {
      const g = frontierAt();
      let x = take(g, { type: 'cast', card: g.state.players.south.hand[0]!.id });
      if (x.state.prompt?.type === 'pay') x = take(x, { type: 'pay', option: 0 });
      for (let i = 0; i < 8 && x.state.prompt?.type !== 'fabricate'; i++) x = take(x, { type: 'pass' });
      assert.equal(x.state.prompt?.type, 'fabricate');
      assert.equal(x.state.promptSeat, 'south');
      assert.deepEqual(chooseFrontierAction(x.setup, x.state), { type: 'fabricate', choice: 'servos' }, 'the computer takes the Servos for a creature without evasion');
      x = take(x, { type: 'fabricate', choice: 'servos' });
      assert.equal(x.state.battlefield.filter((p) => p.card === SERVO && p.controller === 'south').length, 2);
      assert.match(x.log.map((e) => e.text).join('\n'), /Test Workshop Hand fabricates 2: Servo tokens chosen/);
    });

    it('Castle Magic: South chooses the counters as the trigger resolves', () => {
      let g = castle.mainPhase(castle.newGame('fabricate'), 'south');
      for (let i = 0; i < 3; i++) castle.put(g, 'south', 'Plains');
      const hand = castle.inHand(g, 'south', 'Test Workshop Hand');
      g = castle.act(g, { type: 'cast', card: hand });
      if (g.state.prompt?.type === 'pay') g = castle.act(g, { type: 'pay', option: 0 });
      for (let i = 0; i < 8 && g.state.prompt?.type !== 'fabricate'; i++) g = castle.act(g, { type: 'pass' });
      assert.equal(g.state.prompt?.type, 'fabricate');
      assert.deepEqual(chooseCastleAction(g.setup, g.state), { type: 'fabricate', choice: 'servos' });
      g = castle.act(g, { type: 'fabricate', choice: 'counters' });
      assert.equal(g.state.battlefield.find((p) => p.card === 'Test Workshop Hand')?.counters, 2);
      assert.ok(!g.state.battlefield.some((p) => p.card === SERVO));
    });

    it('the Magic table (duel): the computer fabricates for its flier with the counters', () => {
      const g0 = duel.botsUntil(duel.newGame(2, 'fabricate'), (g) => g.state.phase.type === 'turn' && g.state.phase.seat === 'p1' && g.state.phase.step === 'main1');
      const s = structuredClone(g0.state);
      s.battlefield = [
        { id: 960, card: 'Island', controller: 'p1', tapped: false, sick: false, damage: 0, counters: 0 },
        { id: 961, card: 'Island', controller: 'p1', tapped: false, sick: false, damage: 0, counters: 0 },
        { id: 962, card: 'Island', controller: 'p1', tapped: false, sick: false, damage: 0, counters: 0 },
      ];
      s.players[0]!.hand = [{ id: 970, card: 'Test Sky Fabricator' }];
      s.counters.nextId = 980;
      let g: duel.Game = { setup: g0.setup, state: s };
      g = duel.act(g, { type: 'cast', card: 970 });
      if (g.state.prompt?.type === 'pay') g = duel.act(g, { type: 'pay', option: 0 });
      g = duel.botsUntil(g, (x) => x.state.prompt?.type === 'fabricate', 20);
      assert.deepEqual(chooseDuelAction(g.setup, g.state), { type: 'fabricate', choice: 'counters' });
      g = duel.botsUntil(g, (x) => x.state.prompt === null, 5);
      assert.equal(g.state.battlefield.find((p) => p.card === 'Test Sky Fabricator')?.counters, 1);
    });
  });

  describe('Rules › Eldrazi Scion tokens, "Sacrifice this creature: Add {C}." (CR 111.10, 605.1a)', () => {
    it('reads the token and the mana ability it has, in a trigger and in a spell, and writes it back', () => {
      const r = readRulesText('When X dies, create a 1/1 colorless Eldrazi Scion creature token. It has "Sacrifice this creature: Add {C}."', 'X', { types: ['Creature'] });
      assert.equal(r.unread, 0);
      assert.deepEqual(r.abilities, [{ kind: 'trigger', when: 'dies', effects: [{ do: 'token', token: 'Eldrazi Scion (token)', count: 1 }] }]);
      assert.deepEqual(r.tokens.map((t) => [t.name, t.power, t.toughness, t.subtypes, t.abilities]), [['Eldrazi Scion (token)', 1, 1, ['Eldrazi', 'Scion'], [{ kind: 'mana', produces: ['C'], sacrifice: true }]]]);
      assert.deepEqual(named('Test Call of Scions').abilities, [{ kind: 'spell', effects: [{ do: 'token', token: 'Eldrazi Scion (token)', count: 2 }] }]);
      assert.deepEqual(rulesText(named('Eldrazi Scion (token)')), ['Sacrifice Eldrazi Scion (token): Add {C}.']);
      assert.equal(readRulesText('Create a 1/1 colorless Eldrazi Scion creature token. It has "Flying."', 'X', { types: ['Sorcery'] }).unread, 1, 'another ability is not read');
    });

    it('Magic Crawl: the Scion enters; it is kept while the lands pay, and sacrificed for {C} when they cannot', () => {
      const s = scenario({ hand: ['Test Brood Drone', 'Grizzly Bears'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Forest'], foes: ['Craw Wurm'] });
      const swamps = s.state.battlefield.filter((p) => p.card === 'Swamp').map((p) => p.id);
      s.cast('Test Brood Drone', { tap: swamps.slice(0, 3) });
      assert.equal(s.perm('Eldrazi Scion (token)').controller, 'you');
      s.cast('Grizzly Bears');
      assert.ok(s.has('Eldrazi Scion (token)'), 'a Swamp and the Forest paid: the Scion is kept');
      const t = scenario({ hand: ['Test Brood Drone', 'Grizzly Bears'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Forest'], foes: ['Craw Wurm'] });
      t.cast('Test Brood Drone', { tap: t.state.battlefield.filter((p) => p.card === 'Swamp').map((p) => p.id) });
      assert.ok(t.perm('Eldrazi Scion (token)').sick, 'summoning sick: no {T} in its cost, so it still pays');
      t.cast('Grizzly Bears');
      assert.ok(!t.has('Eldrazi Scion (token)'), 'the Forest and the Scion paid {1}{G}: the Scion was sacrificed');
      assert.ok(t.has('Grizzly Bears'));
      assert.match(t.game.log.map((e) => e.text).join('\n'), /Eldrazi Scion/);
    });

    it('Magic Crawl, the computer: with one Forest and a Scion it casts a two-mana creature, the Scion sacrificed to pay', () => {
      const s = scenario({ hand: ['Grizzly Bears'], battlefield: ['Forest', 'Eldrazi Scion (token)'], foes: ['Craw Wurm'] });
      const choice = chooseAction(s.game, s.state.rng).action;
      assert.deepEqual(choice, { type: 'cast', card: s.handId('Grizzly Bears') });
      s.act(choice);
      assert.ok(s.has('Grizzly Bears'));
      assert.ok(!s.has('Eldrazi Scion (token)'));
    });

    it('Frontier Magic: the spell makes two Scions for South, and a Scion pays the {1} its lands and Elves cannot, by its sacrifice', () => {
      const g = moment({
        board: frontierBoard(`
          ? F@4 ?
          F@1 F@2 F@3
        `),
        permanents: [
          { id: 1, card: 'Llanowar Elves', controller: 'south' },
          { id: 2, card: 'Llanowar Elves', controller: 'south' },
          { id: 3, card: 'Llanowar Elves', controller: 'south' },
          { id: 4, card: 'Grizzly Bears', controller: 'north' },
        ],
        hands: { south: ['Test Call of Scions', 'Giant Spider'] },
        cards: [named('Test Call of Scions') as CardDefData, named('Eldrazi Scion (token)') as CardDefData],
      });
      const hand = (x: FrontierSave, card: string) => x.state.players.south.hand.find((c) => c.card === card)!.id;
      let x = take(g, { type: 'cast', card: hand(g, 'Test Call of Scions') });
      if (x.state.prompt?.type === 'pay') x = take(x, { type: 'pay', option: 0 });
      for (let i = 0; i < 8 && x.state.stack.length > 0; i++) x = take(x, { type: 'pass' });
      const scions = () => x.state.battlefield.filter((p) => p.card === 'Eldrazi Scion (token)' && p.controller === 'south');
      assert.equal(scions().length, 2);
      // Three of South's six green sources are left: Giant Spider's {3}{G} takes them and one Scion.
      x = take(x, { type: 'cast', card: hand(x, 'Giant Spider') });
      if (x.state.prompt?.type === 'pay') x = take(x, { type: 'pay', option: 0 });
      assert.equal(scions().length, 1, 'one Scion sacrificed for the last {1}');
      for (let i = 0; i < 8 && x.state.stack.length > 0; i++) x = take(x, { type: 'pass' });
      assert.ok(x.state.battlefield.some((p) => p.card === 'Giant Spider' && p.controller === 'south'));
    });
  });

  describe('Rules › converge, "enters with a +1/+1 counter on it for each color of mana spent to cast it" (CR 702.119a)', () => {
    it('reads it past its ability word, and writes it back', () => {
      assert.deepEqual(named('Test Stalwart').abilities, [{ kind: 'enters-with-counters', count: 'converge' }]);
      assert.deepEqual(rulesText(named('Test Stalwart')), ['Converge — Test Stalwart enters with a +1/+1 counter on it for each color of mana spent to cast it.']);
    });

    it('Magic Crawl: paid with a Forest, an Island and a Mountain it enters with three counters; with three Forests, one', () => {
      const s = scenario({ hand: ['Test Stalwart'], battlefield: ['Forest', 'Island', 'Mountain'], foes: ['Grizzly Bears'] });
      s.cast('Test Stalwart');
      assert.equal(s.perm('Test Stalwart').counters, 3);
      const t = scenario({ hand: ['Test Stalwart'], battlefield: ['Forest', 'Forest', 'Forest'], foes: ['Grizzly Bears'] });
      t.cast('Test Stalwart');
      assert.equal(t.perm('Test Stalwart').counters, 1);
    });

    it('Frontier Magic: a Plains and two Forests on the board, two colours spent, give two counters', () => {
      const g = moment({
        board: frontierBoard(`
          ? F@4 ?
          P@1 F@2 F@3
        `),
        permanents: [
          { id: 1, card: 'Savannah Lions', controller: 'south' },
          { id: 2, card: 'Grizzly Bears', controller: 'south' },
          { id: 3, card: 'Grizzly Bears', controller: 'south' },
          { id: 4, card: 'Grizzly Bears', controller: 'north' },
        ],
        hands: { south: ['Test Stalwart'] },
        cards: [named('Test Stalwart') as CardDefData],
      });
      let x = take(g, { type: 'cast', card: g.state.players.south.hand[0]!.id });
      if (x.state.prompt?.type === 'pay') x = take(x, { type: 'pay', option: 0 });
      // North has nothing to answer with: the spell resolves as the last pass is given, and the colours rode with it.
      for (let i = 0; i < 8 && x.state.stack.length > 0; i++) x = take(x, { type: 'pass' });
      assert.equal(x.state.battlefield.find((p) => p.card === 'Test Stalwart')?.counters, 2);
    });
  });

  describe('Rules › the tenth round in Castle Magic and at the Magic table', () => {
    it('Castle Magic: a Scion pays the {1} the lands cannot, by its sacrifice; a converge creature paid with two colours enters with two counters', () => {
      let g = castle.mainPhase(castle.newGame('scions'), 'south');
      castle.put(g, 'south', 'Forest');
      castle.put(g, 'south', 'Island');
      castle.put(g, 'south', 'Mountain', { tapped: true });
      const scion = castle.put(g, 'south', 'Eldrazi Scion (token)', { sick: true });
      const hand = castle.inHand(g, 'south', 'Test Stalwart');
      g = castle.act(g, { type: 'cast', card: hand });
      if (g.state.prompt?.type === 'pay') g = castle.act(g, { type: 'pay', option: 0 });
      assert.ok(!g.state.battlefield.some((p) => p.id === scion), 'the Scion was sacrificed for {C}');
      for (let i = 0; i < 8 && g.state.stack.length > 0; i++) g = castle.act(g, { type: 'pass' });
      assert.equal(g.state.battlefield.find((p) => p.card === 'Test Stalwart')?.counters, 2, 'green and blue spent, the {C} no colour');
    });

    it('the Magic table (duel): the computer casts with a Scion it needs, and the Scion is gone', () => {
      const g0 = duel.botsUntil(duel.newGame(2, 'scion'), (g) => g.state.phase.type === 'turn' && g.state.phase.seat === 'p1' && g.state.phase.step === 'main1');
      const s = structuredClone(g0.state);
      s.battlefield = [
        { id: 960, card: 'Forest', controller: 'p1', tapped: false, sick: false, damage: 0, counters: 0 },
        { id: 961, card: 'Eldrazi Scion (token)', controller: 'p1', tapped: false, sick: true, damage: 0, counters: 0, token: true },
      ];
      s.players[0]!.hand = [{ id: 970, card: 'Grizzly Bears' }];
      s.counters.nextId = 980;
      const g: duel.Game = { setup: g0.setup, state: s };
      assert.deepEqual(chooseDuelAction(g.setup, g.state), { type: 'cast', card: 970 });
      const x = duel.act(g, { type: 'cast', card: 970 });
      assert.ok(!x.state.battlefield.some((p) => p.id === 961));
    });
  });

  describe('Cards › the card index keeps the tokens its cards make', () => {
    it('a fabricate card and a Scion maker bring their Servo and Eldrazi Scion into the index, once each, as a game needs them', () => {
      const cards = [
        { object: 'card', name: 'Workshop Hand', layout: 'normal', mana_cost: '{2}{W}', type_line: 'Creature — Dwarf', oracle_text: 'Fabricate 2 (When this creature enters, put two +1/+1 counters on it or create two 1/1 colorless Servo artifact creature tokens.)', power: '1', toughness: '1', colors: ['W'], set: 'tst', collector_number: '1' },
        { object: 'card', name: 'Other Hand', layout: 'normal', mana_cost: '{1}{W}', type_line: 'Creature — Dwarf', oracle_text: 'Fabricate 1', power: '1', toughness: '1', colors: ['W'], set: 'tst', collector_number: '2' },
        { object: 'card', name: 'Brood Drone', layout: 'normal', mana_cost: '{2}{B}', type_line: 'Creature — Eldrazi Drone', oracle_text: 'When Brood Drone enters the battlefield, create a 1/1 colorless Eldrazi Scion creature token. It has "Sacrifice this creature: Add {C}."', power: '2', toughness: '2', colors: [], set: 'tst', collector_number: '3' },
      ];
      const own = parseCardIndex(serialiseIndex(buildCardIndex([{ path: 'tst.json', content: JSON.stringify(cards) }]).index));
      assert.ok(own.ok);
      assert.deepEqual(
        own.index.cards.map((c) => [c.def.name, c.automation]),
        [
          ['Workshop Hand', 'full'],
          ['Other Hand', 'full'],
          ['Brood Drone', 'full'],
          [SERVO, 'full'],
          ['Eldrazi Scion (token)', 'full'],
        ],
      );
      assert.equal(own.index.lookup('Eldrazi Scion (token)')?.def.token, true);
    });
  });
});
