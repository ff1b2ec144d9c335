import { strict as assert } from 'node:assert';
import { rulesText } from '../../../src/engine/cards/rules-text';
import { readRulesText } from '../../../src/engine/import/oracle';
import { powerOf, toughnessOf } from '../../../src/engine/magic/characteristics';
import type { CardDefData } from '../../../src/engine/cards/card-schema';
import { frontierBoard, moment, take, type FrontierSave } from '../frontier/game-helpers';
import { frontier, readingTable } from '../../../src/engine/variants/frontier';
import { TARGET_RULES } from '../../../src/engine/magic/targets';
import { EVASION_RULES, evasionProblem } from '../../../src/engine/magic/evasion';
import { cardInfo } from '../../../src/engine/magic/card-db';
import * as castle from '../castle/game-helpers';
import * as duel from '../duel/game-helpers';
import { importedCards } from './imported-cards';
import { crawlTable } from '../../../src/engine/variants/magic-crawl';

const legalFrontier = (g: FrontierSave) => frontier.legalActions(g.setup, g.state);

/**
 * The eighth round of ability shapes the rules-text reader learned for
 * issue 15's "Cards": each test is named by its shape, reads card text
 * written for the test in the wording card data prints, and plays it
 * through the game.
 */

const { card, named, scenario } = importedCards();

describe('Cards, eighth round', () => {
  before(() => {
    card('Test Host Captain', '{1}{W}', ['W'], ['Creature'], [0, 0], "Test Host Captain's power and toughness are each equal to the number of creatures you control.", ['Human', 'Soldier']);
    card('Test Land Giant', '{3}{G}', ['G'], ['Creature'], [0, 0], "Trample\nTest Land Giant's power and toughness are each equal to the number of lands you control.", ['Giant']);
    card('Test Ridge Elemental', '{2}{R}{G}', ['R', 'G'], ['Creature'], [0, 4], "Test Ridge Elemental's power is equal to the number of lands you control.", ['Elemental']);
    card('Test Night Staff', '{3}', [], ['Artifact'], undefined, 'Whenever you cast a black spell or a Swamp enters the battlefield under your control, you gain 1 life.');
    card('Test Dark Pact', '{B}', ['B'], ['Sorcery'], undefined, 'Draw a card.');
    card('Test Pridekeeper', '{1}{W}', ['W'], ['Creature'], [2, 2], 'Whenever you gain life, you may put a +1/+1 counter on Test Pridekeeper.', ['Human', 'Soldier']);
    card('Test Night Hunter', '{1}{B}', ['B'], ['Creature'], [2, 1], 'Whenever you gain life, Test Night Hunter gains flying until end of turn.', ['Vampire']);
    card('Test Balm', '{W}', ['W'], ['Instant'], undefined, 'You gain 3 life.');
    card('Test Drain', '{U}', ['U'], ['Sorcery'], undefined, 'You lose 2 life.');
    card('Test Refusal', '{1}{U}', ['U'], ['Instant'], undefined, 'Counter target noncreature spell.');
    card('Test Cancel', '{1}{U}{U}', ['U'], ['Instant'], undefined, 'Counter target spell.');
    card('Test Scatter', '{1}{U}', ['U'], ['Instant'], undefined, 'Counter target creature spell.');
    card('Test Thaw Freeze', '{1}{U}', ['U'], ['Instant'], undefined, 'Counter target red or green spell.');
    card('Test Void Sentinel', '{1}{R}', ['R'], ['Creature'], [1, 4], 'Whenever you cast a colorless spell, Test Void Sentinel gets +1/+0 until end of turn.', ['Eldrazi', 'Drone']);
    card('Test Mind Break', '{3}{U}{U}', ['U'], ['Sorcery'], undefined, 'Target player puts the top half of their library, rounded down, into their graveyard.');
    card('Test Bone Heap', '{1}{B}', ['B'], ['Creature'], [1, 1], '{1}{B}: Return Test Bone Heap from your graveyard to the battlefield tapped.', ['Skeleton', 'Warrior']);
    card('Test Fury', '{4}{R}', ['R'], ['Instant'], undefined, 'Test Fury deals 4 damage to target player and 1 damage to each creature that player controls.');
    card('Test Infiltrator', '{1}{R}', ['R'], ['Creature'], [3, 1], "Test Infiltrator can't be blocked by artifact creatures.", ['Dwarf', 'Rogue']);
    card('Test Pack Wolf', '{1}{G}', ['G'], ['Creature'], [2, 2], 'Test Pack Wolf gets +1/+1 for each other creature you control named Test Pack Wolf.', ['Wolf']);
    card('Test Rally Captain', '{2}{G}', ['G'], ['Creature'], [2, 2], 'Rally — Whenever Test Rally Captain or another Ally enters the battlefield under your control, creatures you control get +1/+1 until end of turn.', ['Elf', 'Warrior', 'Ally']);
    card('Test Ally Scout', '{W}', ['W'], ['Creature'], [1, 1], '', ['Human', 'Scout', 'Ally']);
    card('Test Unstoppable Bolt', '{R}', ['R'], ['Instant'], undefined, "This spell can't be countered.\nTest Unstoppable Bolt deals 3 damage to any target.");
  });

  describe('Rules › "~\'s power and toughness are each equal to the number of creatures / lands you control" (CR 604.3)', () => {
    it('reads creatures, lands of any type and "~\'s power is equal to …" as characteristic-defining abilities, and writes them back', () => {
      assert.deepEqual(readRulesText("X's power and toughness are each equal to the number of creatures you control.", 'X', { types: ['Creature'] }).abilities, [
        { kind: 'creatures-count' },
      ]);
      assert.deepEqual(readRulesText("X's power and toughness are each equal to the number of lands you control.", 'X', { types: ['Creature'] }).abilities, [
        { kind: 'lands-count', land: 'any' },
      ]);
      assert.deepEqual(readRulesText("X's power is equal to the number of lands you control.", 'X', { types: ['Creature'] }).abilities, [
        { kind: 'lands-count', land: 'any', powerOnly: true },
      ]);
      assert.deepEqual(readRulesText("X's power and toughness are each equal to the number of Forests you control.", 'X', { types: ['Creature'] }).abilities, [
        { kind: 'lands-count', land: 'Forest' },
      ]);
      assert.equal(readRulesText("X's power and toughness are each equal to the number of cards in your hand.", 'X', { types: ['Creature'] }).unread, 1, 'only what the permanents count');
      assert.deepEqual(rulesText(named('Test Host Captain')), ["Test Host Captain's power and toughness are each equal to the number of creatures you control."]);
      assert.deepEqual(rulesText(named('Test Land Giant')), ['Trample', "Test Land Giant's power and toughness are each equal to the number of lands you control."]);
      assert.deepEqual(rulesText(named('Test Ridge Elemental')), ["Test Ridge Elemental's power is equal to the number of lands you control."]);
    });

    it('CR 604.3: the creatures its controller controls, itself among them; the foe\'s are not counted, and the count follows the battlefield', () => {
      const s = scenario({ hand: ['Lightning Bolt'], battlefield: ['Test Host Captain', 'Grizzly Bears', 'Llanowar Elves', 'Mountain'], foes: ['Gray Ogre', 'Grizzly Bears'] });
      const captain = () => s.perm('Test Host Captain');
      assert.deepEqual([powerOf(crawlTable(s.state), captain()), toughnessOf(crawlTable(s.state), captain())], [3, 3]);
      s.cast('Lightning Bolt', { target: s.id('Grizzly Bears') });
      assert.ok(!s.state.battlefield.some((p) => p.card === 'Grizzly Bears' && p.controller === 'you'), 'your Bears died');
      assert.deepEqual([powerOf(crawlTable(s.state), captain()), toughnessOf(crawlTable(s.state), captain())], [2, 2]);
    });

    it('CR 604.3: lands of any type count, nonland permanents do not; "power is equal" leaves the printed toughness', () => {
      const s = scenario({ hand: ['Plains'], battlefield: ['Test Land Giant', 'Test Ridge Elemental', 'Forest', 'Mountain', 'Grizzly Bears'], foes: ['Gray Ogre'] });
      const t = () => crawlTable(s.state);
      assert.deepEqual([powerOf(t(), s.perm('Test Land Giant')), toughnessOf(t(), s.perm('Test Land Giant'))], [2, 2]);
      assert.deepEqual([powerOf(t(), s.perm('Test Ridge Elemental')), toughnessOf(t(), s.perm('Test Ridge Elemental'))], [2, 4]);
      s.act({ type: 'playLand', card: s.handId('Plains') });
      assert.deepEqual([powerOf(t(), s.perm('Test Land Giant')), toughnessOf(t(), s.perm('Test Land Giant'))], [3, 3]);
      assert.deepEqual([powerOf(t(), s.perm('Test Ridge Elemental')), toughnessOf(t(), s.perm('Test Ridge Elemental'))], [3, 4]);
    });

    it('CR 604.3, 704.5f: it is counted as it enters, so it does not die as a 0/0', () => {
      const s = scenario({ hand: ['Test Land Giant'], battlefield: [{ card: 'Llanowar Elves' }, 'Forest', 'Forest', 'Forest'], foes: ['Gray Ogre'] });
      s.cast('Test Land Giant', { tap: [s.id('Forest', 0), s.id('Forest', 1), s.id('Forest', 2), s.id('Llanowar Elves')] });
      assert.ok(s.has('Test Land Giant'), 'three Forests: 3/3');
    });
  });

  describe('Rules › "Whenever you cast a [colour] spell or a [land type] enters the battlefield under your control" (CR 603.2)', () => {
    it('reads the line as two triggered abilities that do the same, and writes them back', () => {
      assert.deepEqual(readRulesText('Whenever you cast a red spell or a Mountain enters the battlefield under your control, you gain 1 life.', 'X', { types: ['Artifact'] }).abilities, [
        { kind: 'trigger', when: { cast: 'you', colours: ['R'] }, effects: [{ do: 'gainLife', amount: 1 }] },
        { kind: 'trigger', when: { land: 'Mountain' }, effects: [{ do: 'gainLife', amount: 1 }] },
      ]);
      assert.deepEqual(readRulesText('Whenever an Island enters the battlefield under your control, draw a card.', 'X', { types: ['Enchantment'] }).abilities, [
        { kind: 'trigger', when: { land: 'Island' }, effects: [{ do: 'draw', amount: 1 }] },
      ]);
      assert.deepEqual(readRulesText('Whenever a Wall enters the battlefield under your control, you gain 1 life.', 'X', { types: ['Artifact'] }).abilities, [
        { kind: 'trigger', when: 'creature-enters-yours', effects: [{ do: 'gainLife', amount: 1 }], thatFilter: { subtypes: ['Wall'] } },
      ], 'a creature type is a creature entering of that type');
      for (const text of [
        'Whenever a Swamp enters the battlefield under your control, you may return X from your graveyard to your hand.',
        'At the beginning of your upkeep, you may return X from your graveyard to your hand.',
      ]) {
        assert.equal(readRulesText(text, 'X', { types: ['Creature'] }).unread, 1, `${text}: it triggers from the graveyard (CR 113.6k), where no trigger is looked for`);
      }
      assert.deepEqual(rulesText(named('Test Night Staff')), ['Whenever you cast a black spell, you gain 1 life.', 'Whenever a Swamp you control enters, you gain 1 life.']);
    });

    it('CR 603.2: a black spell cast gains 1 life, a green one does not; a Swamp entering gains 1 life, a Forest does not', () => {
      const s = scenario({ hand: ['Test Dark Pact', 'Giant Growth', 'Swamp'], battlefield: ['Test Night Staff', 'Swamp', 'Forest', 'Grizzly Bears'], foes: ['Gray Ogre'], life: 10 });
      s.cast('Test Dark Pact');
      assert.equal(s.life, 11, 'a black spell');
      s.cast('Giant Growth', { target: s.id('Grizzly Bears') });
      assert.equal(s.life, 11, 'a green spell is no black spell');
      s.act({ type: 'playLand', card: s.handId('Swamp') });
      assert.equal(s.life, 12, 'a Swamp entered under your control');
      const t = scenario({ hand: ['Forest'], battlefield: ['Test Night Staff'], foes: ['Gray Ogre'], life: 10 });
      t.act({ type: 'playLand', card: t.handId('Forest') });
      assert.equal(t.life, 10, 'a Forest is no Swamp');
    });
  });

  describe('Rules › "Whenever you gain life, …" (CR 119.9)', () => {
    it('reads the trigger, its "you may" and what follows, and writes it back', () => {
      assert.deepEqual(readRulesText('Whenever you gain life, you may put a +1/+1 counter on X.', 'X', { types: ['Creature'] }).abilities, [
        { kind: 'trigger', when: 'you-gain-life', effects: [{ do: 'counters', what: 'self', count: 1 }], optional: true },
      ]);
      assert.equal(readRulesText('Whenever you gain life, target opponent loses that much life.', 'X', { types: ['Enchantment'] }).unread, 1, '"that much" is left by hand');
      assert.deepEqual(rulesText(named('Test Pridekeeper')), ['Whenever you gain life, you may put a +1/+1 counter on Test Pridekeeper.']);
      assert.deepEqual(rulesText(named('Test Night Hunter')), ['Whenever you gain life, Test Night Hunter gains flying until end of turn.']);
    });

    it('CR 119.9: a spell that gains life triggers it, one that loses life does not; and a triggered gain triggers it too', () => {
      const s = scenario({ hand: ['Test Balm', 'Test Drain', 'Test Dark Pact'], battlefield: ['Test Pridekeeper', 'Test Night Hunter', 'Test Night Staff', 'Plains', 'Island', 'Swamp'], foes: ['Gray Ogre'], life: 10 });
      s.cast('Test Balm');
      assert.equal(s.life, 13);
      assert.equal(s.perm('Test Pridekeeper').counters, 1);
      assert.ok(s.state.battlefield.find((p) => p.card === 'Test Night Hunter')!.pumped?.keywords.includes('flying'), 'it gains flying until end of turn');
      s.cast('Test Drain');
      assert.equal(s.perm('Test Pridekeeper').counters, 1, 'a loss of life is no gain');
      s.cast('Test Dark Pact');
      assert.equal(s.life, 12, 'the Staff gained 1 life: 13 - 2 + 1');
      assert.equal(s.perm('Test Pridekeeper').counters, 2, "the Staff's gain is a gain of life");
    });

    it('CR 119.9, 702.15b: each lifelink creature\'s combat damage is a gain of its own, each triggering it once', () => {
      const s = scenario({
        battlefield: ['Test Pridekeeper', { card: 'Grizzly Bears', pumped: { keywords: ['lifelink'] } }, { card: 'Savannah Lions', pumped: { keywords: ['lifelink'] } }],
        foes: ['Craw Wurm'],
        life: 10,
      });
      s.attackWith('Grizzly Bears', 'Savannah Lions');
      s.act({ type: 'pass' });
      assert.equal(s.life, 14, 'two and two life gained');
      assert.equal(s.perm('Test Pridekeeper').counters, 2, 'two gains, two counters');
    });
  });

  describe('Frontier Magic › the same shapes, with a stack and an opponent', () => {
    const cards = () => ['Test Pridekeeper', 'Test Night Staff', 'Test Balm', 'Test Host Captain'].map((n) => named(n) as CardDefData);
    const handId = (g: FrontierSave, name: string) => g.state.players.south.hand.find((c) => c.card === name)!.id;
    function castAndResolve(g: FrontierSave, card: number): FrontierSave {
      let x = take(g, { type: 'cast', card });
      if (x.state.prompt?.type === 'pay') x = take(x, { type: 'pay', option: 0 });
      for (let i = 0; i < 8 && x.state.stack.length > 0; i++) x = take(x, { type: 'pass' });
      assert.equal(x.state.stack.length, 0, 'everything has resolved');
      return x;
    }

    it('CR 119.9, 603.3, 603.5: a gain of life puts the trigger on the stack, and as it resolves its "you may" is asked; a counted creature counts its controller\'s creatures only', () => {
      const g = moment({
        board: frontierBoard(`
          P@2 ? ?
          ? ? ?
          P@1 P@3 ?
        `),
        permanents: [
          { id: 1, card: 'Test Pridekeeper', controller: 'south' },
          { id: 2, card: 'Grizzly Bears', controller: 'north' },
          { id: 3, card: 'Test Host Captain', controller: 'south' },
          { id: 4, card: 'Test Night Staff', controller: 'south' },
        ],
        hands: { south: ['Test Balm'] },
        life: { south: 10 },
        cards: cards(),
      });
      const asked = castAndResolve(g, handId(g, 'Test Balm'));
      assert.equal(asked.state.prompt?.type, 'may', 'the Pridekeeper\'s "you may", asked of South as it resolves');
      assert.equal(asked.state.battlefield.find((p) => p.card === 'Test Pridekeeper')!.counters, 0);
      const x = take(asked, { type: 'may', take: true });
      assert.equal(x.state.players.south.life, 13);
      assert.equal(x.state.battlefield.find((p) => p.card === 'Test Pridekeeper')!.counters, 1);
      assert.equal(x.state.players.north.life, 20);
      const captain = x.state.battlefield.find((p) => p.card === 'Test Host Captain')!;
      const t = readingTable(x.setup, x.state);
      assert.deepEqual([powerOf(t, captain), toughnessOf(t, captain)].map((n) => n - (t.seating.placeBonus?.(t, captain) ?? 0)), [2, 2], 'two creatures of South\'s, before the terrain bonus');
    });
  });

  describe('Rules › "Counter target [kind] spell" (CR 701.6)', () => {
    it('reads "counter target spell", and of a type, not of a type, or of colours, and writes it back; "exile it instead" is left by hand ("unless its controller pays" is read since the eleventh round)', () => {
      const read = (text: string) => readRulesText(text, 'X', { types: ['Instant'] });
      assert.deepEqual(read('Counter target spell.').abilities, [{ kind: 'spell', target: { kind: 'spell' }, effects: [{ do: 'counter' }] }]);
      assert.deepEqual(read('Counter target noncreature spell.').abilities, [{ kind: 'spell', target: { kind: 'spell', notTypes: ['Creature'] }, effects: [{ do: 'counter' }] }]);
      assert.deepEqual(read('Counter target creature spell.').abilities, [{ kind: 'spell', target: { kind: 'spell', types: ['Creature'] }, effects: [{ do: 'counter' }] }]);
      assert.deepEqual(read('Counter target instant or sorcery spell.').abilities, [{ kind: 'spell', target: { kind: 'spell', types: ['Instant', 'Sorcery'] }, effects: [{ do: 'counter' }] }]);
      assert.deepEqual(read('Counter target red or green spell.').abilities, [{ kind: 'spell', target: { kind: 'spell', colours: ['R', 'G'] }, effects: [{ do: 'counter' }] }]);
      assert.equal(read('Counter target spell unless its controller pays {3}.').unread, 0);
      assert.equal(read("Counter target spell. If that spell is countered this way, exile it instead of putting it into its owner's graveyard.").unread, 1);
      assert.deepEqual(rulesText(named('Test Refusal')), ['Counter target noncreature spell.']);
      assert.deepEqual(rulesText(named('Test Thaw Freeze')), ['Counter target red or green spell.']);
      assert.deepEqual(rulesText(named('Test Cancel')), ['Counter target spell.']);
    });

    it('CR 601.2c, 115.1a: in Magic Crawl spells resolve as they are cast, so there is never a spell to target: a counterspell is never cast; under Landless it is still played as a land', () => {
      const s = scenario({ hand: ['Test Cancel', 'Test Refusal'], battlefield: ['Island', 'Island', 'Island'], foes: ['Gray Ogre'] });
      assert.ok(!s.legal().some((a) => a.type === 'cast'), 'no cast is offered');
      s.refuse({ type: 'cast', card: s.handId('Test Cancel') }, TARGET_RULES.required);
      s.refuse({ type: 'cast', card: s.handId('Test Cancel'), target: s.handId('Test Refusal') }, TARGET_RULES.illegal);
      const l = scenario({ hand: ['Test Cancel'], battlefield: [], library: Array<string>(10).fill('Grizzly Bears'), foes: ['Gray Ogre'], options: { landless: true } });
      assert.ok(l.legal().some((a) => a.type === 'playAsLand' && a.card === l.handId('Test Cancel')), 'it can be played as a land');
    });

    it('Frontier Magic, CR 701.6a: North counters South\'s instant in answer; it goes to South\'s graveyard unresolved; a creature-only counter may not target it', () => {
      const g = moment({
        board: frontierBoard(`
          I@2 I@3 ?
          ? ? ?
          P@1 ? ?
        `),
        permanents: [
          { id: 1, card: 'Grizzly Bears', controller: 'south' },
          { id: 2, card: 'Grizzly Bears', controller: 'north' },
          { id: 3, card: 'Grizzly Bears', controller: 'north' },
        ],
        hands: { south: ['Test Balm'], north: ['Test Refusal', 'Test Scatter'] },
        north: 'human',
        life: { south: 10 },
        cards: ['Test Balm', 'Test Refusal', 'Test Scatter'].map((n) => named(n) as CardDefData),
      });
      const balm = g.state.players.south.hand.find((c) => c.card === 'Test Balm')!.id;
      const refusal = g.state.players.north.hand.find((c) => c.card === 'Test Refusal')!.id;
      const scatter = g.state.players.north.hand.find((c) => c.card === 'Test Scatter')!.id;
      let x = take(g, { type: 'cast', card: balm });
      if (x.state.prompt?.type === 'pay') x = take(x, { type: 'pay', option: 0 });
      assert.equal(x.state.priority?.seat, 'north');
      const offered = legalFrontier(x).filter((a) => a.type === 'cast');
      assert.ok(offered.some((a) => a.type === 'cast' && a.card === refusal && a.target === balm), 'the noncreature counter may target the Balm');
      assert.ok(!offered.some((a) => a.type === 'cast' && a.card === scatter), 'the creature counter has no creature spell to target');
      const labels = frontier.tableView(x, offered).actions.map((a) => a.label);
      assert.ok(labels.includes('Cast Test Refusal on Test Balm'), `the playmat names the spell targeted: ${labels.join(' / ')}`);
      x = take(x, { type: 'cast', card: refusal, target: balm });
      if (x.state.prompt?.type === 'pay') x = take(x, { type: 'pay', option: 0 });
      for (let i = 0; i < 8 && x.state.stack.length > 0; i++) x = take(x, { type: 'pass' });
      assert.equal(x.state.stack.length, 0);
      assert.equal(x.state.players.south.life, 10, 'the Balm did not resolve');
      assert.ok(x.state.players.south.graveyard.some((c) => c.id === balm), 'countered into its owner\'s graveyard');
      assert.ok(x.state.players.north.graveyard.some((c) => c.id === refusal));
    });

    it('Castle Magic, CR 701.6a, 101.2: a spell countered does not resolve; one that can\'t be countered stays and resolves', () => {
      const fight = (spell: string): castle.Game => {
        let g = castle.mainPhase(castle.newGame('counter'), 'south');
        castle.put(g, 'south', 'Mountain');
        for (let i = 0; i < 3; i++) castle.put(g, 'north', 'Island');
        const bears = castle.put(g, 'north', 'Grizzly Bears');
        const bolt = castle.inHand(g, 'south', spell);
        const cancel = castle.inHand(g, 'north', 'Test Cancel');
        g = castle.act(g, { type: 'cast', card: bolt, target: bears });
        if (g.state.prompt?.type === 'pay') g = castle.act(g, { type: 'pay', option: 0 });
        g = castle.act(g, { type: 'cast', card: cancel, target: bolt });
        if (g.state.prompt?.type === 'pay') g = castle.act(g, { type: 'pay', option: 0 });
        for (let i = 0; i < 8 && g.state.stack.length > 0; i++) g = castle.act(g, { type: 'pass' });
        assert.equal(g.state.stack.length, 0);
        assert.ok(g.state.players.south.graveyard.some((c) => c.id === bolt) && g.state.players.north.graveyard.some((c) => c.id === cancel));
        return g;
      };
      assert.ok(fight('Lightning Bolt').state.battlefield.some((p) => p.card === 'Grizzly Bears'), 'the Bolt was countered: the Bears live');
      // CR 608.2b: two Cancels on one Bolt (North's, then South's own in answer): South's resolves first and counters it;
      // North's then has no legal target and fizzles.
      let g = castle.mainPhase(castle.newGame('counter'), 'south');
      castle.put(g, 'south', 'Mountain');
      for (let i = 0; i < 3; i++) castle.put(g, 'south', 'Island');
      for (let i = 0; i < 3; i++) castle.put(g, 'north', 'Island');
      const bolt = castle.inHand(g, 'south', 'Lightning Bolt');
      const bears = castle.put(g, 'north', 'Grizzly Bears');
      const theirs = castle.inHand(g, 'north', 'Test Cancel');
      const mine = castle.inHand(g, 'south', 'Test Cancel');
      const pay = (x: castle.Game) => (x.state.prompt?.type === 'pay' ? castle.act(x, { type: 'pay', option: 0 }) : x);
      g = pay(castle.act(g, { type: 'cast', card: bolt, target: bears }));
      g = pay(castle.act(g, { type: 'cast', card: theirs, target: bolt }));
      g = pay(castle.act(g, { type: 'cast', card: mine, target: bolt }));
      for (let i = 0; i < 8 && g.state.stack.length > 0; i++) g = castle.act(g, { type: 'pass' });
      assert.ok(g.state.battlefield.some((p) => p.id === bears));
      assert.ok(g.state.players.north.graveyard.some((c) => c.id === theirs) && g.state.players.south.graveyard.some((c) => c.id === bolt));
      assert.equal(g.state.players.south.graveyard.filter((c) => c.id === bolt).length, 1, 'countered once: the later counter found no spell');
      assert.ok(!fight('Test Unstoppable Bolt').state.battlefield.some((p) => p.card === 'Grizzly Bears'), "it can't be countered: the Cancel did nothing and the Bolt resolved");
    });

    it('the Magic table (duel), CR 701.6a: the computer counters a spell aimed at it', () => {
      const g0 = duel.botsUntil(duel.newGame(2, 'counter'), (g) => g.state.phase.type === 'turn' && g.state.phase.seat === 'p1' && g.state.phase.step === 'main1');
      const s = structuredClone(g0.state);
      s.battlefield = [
        { id: 960, card: 'Mountain', controller: 'p1', tapped: false, sick: false, damage: 0, counters: 0 },
        { id: 961, card: 'Island', controller: 'p2', tapped: false, sick: false, damage: 0, counters: 0 },
        { id: 962, card: 'Mountain', controller: 'p2', tapped: false, sick: false, damage: 0, counters: 0 },
      ];
      s.players[0]!.hand = [{ id: 970, card: 'Lightning Bolt' }];
      s.players[1]!.hand = [{ id: 971, card: 'Test Thaw Freeze' }];
      s.counters.nextId = 980;
      let g: duel.Game = { setup: g0.setup, state: s };
      g = duel.act(g, { type: 'cast', card: 970, target: 'p2' });
      if (g.state.prompt?.type === 'pay') g = duel.act(g, { type: 'pay', option: 0 });
      assert.ok(duel.legal(g).some((a) => a.type === 'cast' && a.card === 971 && a.target === 970), 'p2 may counter the red Bolt');
      const life = g.state.players[1]!.life;
      g = duel.botsUntil(g, (x) => (x.state.stack ?? []).length === 0, 20);
      assert.equal(g.state.players[1]!.life, life, 'the computer countered the Bolt aimed at it');
      assert.ok(g.state.players[0]!.graveyard.some((c) => c.id === 970));
      assert.ok(cardInfo('Test Thaw Freeze').def.types.includes('Instant'));
    });
  });

  describe('Rules › "Whenever you cast a colorless spell" (CR 105.2c, 603.2)', () => {
    it('reads the colourless spell as the trigger\'s filter, and writes it back', () => {
      assert.deepEqual(readRulesText('Whenever you cast a colorless spell, X deals 1 damage to any target.', 'X', { types: ['Enchantment'] }).abilities, [
        { kind: 'trigger', when: { cast: 'you', colourless: true }, target: { kind: 'any' }, effects: [{ do: 'damage', amount: 1, to: 'target' }] },
      ]);
      assert.deepEqual(rulesText(named('Test Void Sentinel')), ['Whenever you cast a colourless spell, Test Void Sentinel gets +1/+0 until end of turn.']);
    });

    it('CR 105.2c: an artifact of no colour triggers it, a green spell does not', () => {
      const s = scenario({ hand: ['Ornithopter', 'Giant Growth'], battlefield: ['Test Void Sentinel', 'Forest', 'Grizzly Bears'], foes: ['Gray Ogre'] });
      s.cast('Giant Growth', { target: s.id('Grizzly Bears') });
      assert.equal(powerOf(crawlTable(s.state), s.perm('Test Void Sentinel')), 1);
      s.cast('Ornithopter');
      assert.equal(powerOf(crawlTable(s.state), s.perm('Test Void Sentinel')), 2);
    });
  });

  describe('Rules › "Target player puts the top half of their library, rounded down, into their graveyard" (CR 701.13)', () => {
    it('reads the older and the current wording, and writes it back', () => {
      const half = { kind: 'spell', target: { kind: 'player' }, effects: [{ do: 'millHalf', who: 'target' }] };
      assert.deepEqual(readRulesText('Target player mills half their library, rounded down.', 'X', { types: ['Sorcery'] }).abilities, [half]);
      assert.deepEqual(rulesText(named('Test Mind Break')), ['Target player mills half their library, rounded down.']);
    });

    it('CR 701.13a: nine cards: four are milled; in Magic Crawl the only player to target is you', () => {
      const s = scenario({ hand: ['Test Mind Break'], battlefield: ['Island', 'Island', 'Island', 'Island', 'Island'], library: Array<string>(9).fill('Forest'), foes: ['Gray Ogre'] });
      assert.deepEqual(s.legal().filter((a) => a.type === 'cast').map((a) => (a.type === 'cast' ? a.target : undefined)), ['you']);
      s.cast('Test Mind Break', { target: 'you' });
      assert.equal(s.state.you.library.cards.length, 5);
      assert.equal(s.graveyard.filter((c) => c === 'Forest').length, 4);
    });

    it('Frontier Magic, CR 701.13a: the opponent targeted mills half the library it has then', () => {
      const g = moment({
        board: frontierBoard(`
          ? ? ?
          I@4 I@5 ?
          I@1 I@2 I@3
        `),
        permanents: [
          { id: 1, card: 'Grizzly Bears', controller: 'south' },
          { id: 2, card: 'Grizzly Bears', controller: 'south' },
          { id: 3, card: 'Grizzly Bears', controller: 'south' },
          { id: 4, card: 'Grizzly Bears', controller: 'south' },
          { id: 5, card: 'Grizzly Bears', controller: 'south' },
        ],
        hands: { south: ['Test Mind Break'] },
        cards: [named('Test Mind Break') as CardDefData],
      });
      const lib = g.state.players.north.library;
      const size = (lib.top?.length ?? 0) + lib.cards.length + lib.bottom.length;
      let x = take(g, { type: 'cast', card: g.state.players.south.hand[0]!.id, target: 'north' });
      if (x.state.prompt?.type === 'pay') x = take(x, { type: 'pay', option: 0 });
      for (let i = 0; i < 8 && x.state.stack.length > 0; i++) x = take(x, { type: 'pass' });
      const after = x.state.players.north.library;
      assert.equal((after.top?.length ?? 0) + after.cards.length + after.bottom.length, size - Math.floor(size / 2));
      assert.equal(x.state.players.north.graveyard.length, Math.floor(size / 2));
    });
  });

  describe('Rules › "{M}: Return ~ from your graveyard to the battlefield tapped" (CR 602.2, 113.6)', () => {
    it('reads the ability as one activated from the graveyard, and writes it back', () => {
      assert.deepEqual(readRulesText('{1}{B}: Return X from your graveyard to the battlefield tapped.', 'X', { types: ['Creature'] }).abilities, [
        { kind: 'activated', cost: { mana: '{1}{B}' }, effects: [{ do: 'returnToBattlefield', what: 'self', tapped: true }], from: 'graveyard' },
      ]);
      assert.deepEqual(rulesText(named('Test Bone Heap')), ['{1}{B}: Return Test Bone Heap from your graveyard to the battlefield tapped.']);
    });

    it('CR 113.6: from the graveyard it returns, tapped; on the battlefield it offers nothing', () => {
      const s = scenario({ graveyard: ['Test Bone Heap'], battlefield: ['Swamp', 'Swamp'], foes: ['Gray Ogre'] });
      const id = s.id('Test Bone Heap');
      assert.ok(s.isLegal({ type: 'activate', card: id, ability: 0 }));
      s.act({ type: 'activate', card: id, ability: 0 });
      assert.ok(s.has('Test Bone Heap'));
      assert.equal(s.perm('Test Bone Heap').tapped, true);
      assert.ok(!s.graveyard.includes('Test Bone Heap'));
      assert.ok(!s.legal().some((a) => a.type === 'activate' && a.card === s.id('Test Bone Heap')), 'not from the battlefield');
    });

    it('Frontier Magic: the ability goes on the stack and, resolved, the creature enters its home row tapped', () => {
      const g = moment({
        board: frontierBoard(`
          ? ? ?
          ? ? ?
          S@1 S@2 ?
        `),
        permanents: [
          { id: 1, card: 'Grizzly Bears', controller: 'south' },
          { id: 2, card: 'Grizzly Bears', controller: 'south' },
        ],
        cards: [named('Test Bone Heap') as CardDefData],
      });
      const heap = 150;
      const state = structuredClone(g.state);
      state.players.south.graveyard = [{ id: heap, card: 'Test Bone Heap' }];
      state.counters.nextId = 151;
      let x: FrontierSave = { ...g, state };
      x = take(x, { type: 'activate', card: heap, ability: 0 });
      if (x.state.prompt?.type === 'pay') x = take(x, { type: 'pay', option: 0 });
      for (let i = 0; i < 8 && x.state.stack.length > 0; i++) x = take(x, { type: 'pass' });
      const p = x.state.battlefield.find((q) => q.id === heap);
      assert.ok(p && p.tapped, 'on the battlefield, tapped');
      assert.ok(!x.state.players.south.graveyard.some((c) => c.id === heap));
    });
  });

  describe('Rules › "~ deals N damage to target player and N damage to each creature that player controls"', () => {
    it('reads the creatures of the player targeted as the second damage\'s subject, and writes it back', () => {
      assert.deepEqual(readRulesText('X deals 4 damage to target player and 1 damage to each creature that player controls.', 'X', { types: ['Instant'] }).abilities, [
        { kind: 'spell', target: { kind: 'player' }, effects: [{ do: 'damage', amount: 4, to: 'target' }, { do: 'damage', amount: 1, to: 'target-player-creatures' }] },
      ]);
      assert.deepEqual(rulesText(named('Test Fury')), ['Test Fury deals 4 damage to target player and 1 damage to each creature that player controls.']);
    });

    it('Magic Crawl: the only player to target is you, and the encounter\'s creatures are not yours', () => {
      const s = scenario({ hand: ['Test Fury'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Llanowar Elves'], foes: ['Llanowar Elves'], life: 20 });
      assert.deepEqual(s.legal().filter((a) => a.type === 'cast').map((a) => (a.type === 'cast' ? a.target : undefined)), ['you']);
      s.cast('Test Fury', { target: 'you' });
      assert.equal(s.life, 16);
      assert.deepEqual(s.state.battlefield.filter((p) => p.card === 'Llanowar Elves').map((p) => p.controller), ['foe']);
    });

    it('Frontier Magic, CR 120.3: North loses 4 life and each of its creatures is dealt 1 damage; South\'s are not', () => {
      const g = moment({
        board: frontierBoard(`
          ? P@6 ?
          M@4 M@5 ?
          M@1 M@2 M@3
        `),
        permanents: [
          { id: 1, card: 'Grizzly Bears', controller: 'south' },
          { id: 2, card: 'Grizzly Bears', controller: 'south' },
          { id: 3, card: 'Grizzly Bears', controller: 'south' },
          { id: 4, card: 'Grizzly Bears', controller: 'south' },
          { id: 5, card: 'Grizzly Bears', controller: 'south' },
          { id: 6, card: 'Llanowar Elves', controller: 'north' },
        ],
        hands: { south: ['Test Fury'] },
        cards: [named('Test Fury') as CardDefData],
      });
      let x = take(g, { type: 'cast', card: g.state.players.south.hand[0]!.id, target: 'north' });
      if (x.state.prompt?.type === 'pay') x = take(x, { type: 'pay', option: 0 });
      for (let i = 0; i < 8 && x.state.stack.length > 0; i++) x = take(x, { type: 'pass' });
      assert.equal(x.state.players.north.life, 16);
      assert.ok(!x.state.battlefield.some((p) => p.card === 'Llanowar Elves'), "North's 1/1 died");
      assert.equal(x.state.battlefield.filter((p) => p.card === 'Grizzly Bears' && p.damage === 0).length, 5, "South's creatures were not hurt");
    });
  });

  describe('Rules › "~ can\'t be blocked by artifact creatures" (CR 509.1b)', () => {
    it('reads the rule, writes it back, and keeps an artifact creature from blocking it, not another creature', () => {
      assert.deepEqual(readRulesText("X can't be blocked by artifact creatures.", 'X', { types: ['Creature'] }).abilities, [{ kind: 'static', rule: { is: 'not-blocked-by-artifacts' } }]);
      assert.deepEqual(rulesText(named('Test Infiltrator')), ["Test Infiltrator can't be blocked by artifact creatures."]);
      const s = scenario({ battlefield: ['Test Infiltrator'], foes: ['Ornithopter', 'Grizzly Bears'] });
      const t = crawlTable(s.state);
      const foe = (name: string) => s.state.battlefield.find((p) => p.card === name && p.controller === 'foe')!;
      assert.equal(evasionProblem(t, foe('Ornithopter'), s.perm('Test Infiltrator'))?.rule, EVASION_RULES.unblockable);
      assert.equal(evasionProblem(t, foe('Grizzly Bears'), s.perm('Test Infiltrator')), undefined);
    });
  });

  describe('Rules › "~ gets +N/+N for each other creature you control named ~" (CR 613.4c)', () => {
    it('reads "you control" beside "on the battlefield", writes it back, and counts only its controller\'s namesakes', () => {
      assert.deepEqual(readRulesText('X gets +1/+1 for each other creature you control named X.', 'X', { types: ['Creature'] }).abilities, [
        { kind: 'per-namesake', power: 1, toughness: 1, yours: true },
      ]);
      assert.deepEqual(rulesText(named('Test Pack Wolf')), ['Test Pack Wolf gets +1/+1 for each other creature you control named Test Pack Wolf.']);
      const s = scenario({ battlefield: ['Test Pack Wolf', 'Test Pack Wolf'], foes: ['Test Pack Wolf'] });
      const t = crawlTable(s.state);
      const mine = s.state.battlefield.filter((p) => p.card === 'Test Pack Wolf' && p.controller === 'you');
      const theirs = s.state.battlefield.find((p) => p.card === 'Test Pack Wolf' && p.controller === 'foe')!;
      assert.deepEqual(mine.map((p) => powerOf(t, p)), [3, 3], 'one other of yours each');
      assert.equal(powerOf(t, theirs), 2, 'the foe\'s has none of its own');
    });
  });

  describe('Rules › rally, "Whenever ~ or another Ally enters the battlefield under your control" (CR 603.2, 603.6a)', () => {
    it('reads it as its own enters trigger and another Ally\'s, and writes both back', () => {
      const pump = { do: 'pump', what: { each: { controller: 'you' } }, power: 1, toughness: 1 };
      assert.deepEqual(readRulesText('Whenever X or another Ally enters the battlefield under your control, creatures you control get +1/+1 until end of turn.', 'X', { types: ['Creature'] }).abilities, [
        { kind: 'etb', effects: [pump] },
        { kind: 'trigger', when: 'another-creature-enters-yours', effects: [pump], thatFilter: { subtypes: ['Ally'] } },
      ]);
      assert.deepEqual(rulesText(named('Test Rally Captain')), [
        'When Test Rally Captain enters, creatures you control get +1/+1 until end of turn.',
        'Whenever another Ally creature enters under your control, creatures you control get +1/+1 until end of turn.',
      ]);
    });

    it('CR 603.2: it triggers as it enters and as another Ally of yours enters, not for a creature of another type', () => {
      const s = scenario({ hand: ['Test Rally Captain', 'Test Ally Scout', 'Llanowar Elves'], battlefield: ['Forest', 'Forest', 'Forest', 'Plains', 'Forest', 'Grizzly Bears'], foes: ['Gray Ogre'] });
      const bears = () => powerOf(crawlTable(s.state), s.perm('Grizzly Bears'));
      s.cast('Test Rally Captain', { tap: [s.id('Forest', 0), s.id('Forest', 1), s.id('Forest', 2)] });
      assert.equal(bears(), 3, 'its own entering');
      s.cast('Test Ally Scout', { tap: [s.id('Plains')] });
      assert.equal(bears(), 4, 'another Ally entering');
      s.cast('Llanowar Elves', { tap: [s.id('Forest', 3)] });
      assert.equal(bears(), 4, 'an Elf is no Ally');
    });
  });
});
