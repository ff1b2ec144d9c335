import { strict as assert } from 'node:assert';
import { rulesText } from '../../../src/engine/cards/rules-text';
import { readRulesText } from '../../../src/engine/import/oracle';
import type { CardDefData } from '../../../src/engine/cards/card-schema';
import { frontierBoard, moment, take } from '../frontier/game-helpers';
import { libraryCards } from '../../../src/engine/magic/table';
import * as castle from '../castle/game-helpers';
import * as duel from '../duel/game-helpers';
import { importedCards } from './imported-cards';

/**
 * The ninth round of ability shapes the rules-text reader learned for
 * issue 15's "Cards": each test is named by its shape, reads card text
 * written for the test in the wording card data prints, and plays it
 * through the game.
 */

const { card, named, scenario } = importedCards();

describe('Cards, ninth round', () => {
  before(() => {
    card('Test Tuck', '{2}{W}', ['W'], ['Instant'], undefined, "Put target creature on top of its owner's library.");
    card('Test Endless Sprout', '{X}{G}', ['G'], ['Creature'], [0, 0], 'Test Endless Sprout enters the battlefield with X +1/+1 counters on it.', ['Plant']);
    card('Test Tuck Any', '{1}{U}{U}', ['U'], ['Instant'], undefined, "Put target nonland permanent on top of its owner's library.");
  });

  describe('Rules › "Put target creature on top of its owner\'s library" (CR 401.4)', () => {
    it('reads the target and the library\'s top, and writes it back', () => {
      assert.deepEqual(readRulesText("Put target creature on top of its owner's library.", 'X', { types: ['Instant'] }).abilities, [
        { kind: 'spell', target: { kind: 'creature' }, effects: [{ do: 'putOnTop', what: 'target' }] },
      ]);
      assert.deepEqual(rulesText(named('Test Tuck')), ["Put target creature on top of its owner's library."]);
      assert.deepEqual(rulesText(named('Test Tuck Any')), ["Put target nonland permanent on top of its owner's library."]);
    });

    it('Magic Crawl: your own creature is the next card you draw; the encounter\'s goes back to its pile; a land is no target', () => {
      const s = scenario({ hand: ['Test Tuck', 'Test Tuck Any'], battlefield: ['Plains', 'Plains', 'Plains', 'Island', 'Island', 'Island', 'Grizzly Bears'], foes: ['Craw Wurm'] });
      s.refuse({ type: 'cast', card: s.handId('Test Tuck Any'), target: s.id('Island') }, 'magic.target.illegal');
      s.cast('Test Tuck', { target: s.id('Grizzly Bears') });
      assert.ok(!s.has('Grizzly Bears'));
      assert.deepEqual(s.state.you.library.top, ['Grizzly Bears'], 'on top, not shuffled in');
      s.cast('Test Tuck Any', { target: s.foe().id });
      assert.ok(!s.has('Craw Wurm'), 'back to its pile');
      assert.ok(!libraryCards(s.state.you.library).includes('Craw Wurm'), 'never in your library');
    });

    it('Frontier Magic: North\'s creature goes on top of North\'s library, drawn next', () => {
      const g = moment({
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
        hands: { south: ['Test Tuck'] },
        cards: [named('Test Tuck') as CardDefData],
      });
      const before = libraryCards(g.state.players.north.library).length;
      let x = take(g, { type: 'cast', card: g.state.players.south.hand[0]!.id, target: 4 });
      if (x.state.prompt?.type === 'pay') x = take(x, { type: 'pay', option: 0 });
      for (let i = 0; i < 8 && x.state.stack.length > 0; i++) x = take(x, { type: 'pass' });
      assert.ok(!x.state.battlefield.some((p) => p.card === 'Grizzly Bears'));
      assert.deepEqual(x.state.players.north.library.top, ['Grizzly Bears']);
      assert.equal(libraryCards(x.state.players.north.library).length, before + 1);
      assert.deepEqual(libraryCards(x.state.players.south.library).filter((c) => c === 'Grizzly Bears').length, libraryCards(g.state.players.south.library).filter((c) => c === 'Grizzly Bears').length);
    });

    it('Castle Magic: North\'s creature on the battlefield goes on top of North\'s library, not to exile or the graveyard', () => {
      let g = castle.mainPhase(castle.newGame('tuck'), 'south');
      for (let i = 0; i < 3; i++) castle.put(g, 'south', 'Plains');
      const bears = castle.put(g, 'north', 'Grizzly Bears');
      const tuck = castle.inHand(g, 'south', 'Test Tuck');
      g = castle.act(g, { type: 'cast', card: tuck, target: bears });
      if (g.state.prompt?.type === 'pay') g = castle.act(g, { type: 'pay', option: 0 });
      for (let i = 0; i < 8 && g.state.stack.length > 0; i++) g = castle.act(g, { type: 'pass' });
      assert.ok(!g.state.battlefield.some((p) => p.id === bears));
      assert.deepEqual(g.state.players.north.library.top, ['Grizzly Bears']);
      assert.ok(!g.state.players.north.exile.some((c) => c.card === 'Grizzly Bears'));
      assert.ok(!g.state.players.north.graveyard.some((c) => c.card === 'Grizzly Bears'));
    });

    it('the Magic table (duel): the second player\'s creature goes on top of that player\'s library, the next card drawn there', () => {
      const g0 = duel.botsUntil(duel.newGame(2, 'tuck'), (g) => g.state.phase.type === 'turn' && g.state.phase.seat === 'p1' && g.state.phase.step === 'main1');
      const s = structuredClone(g0.state);
      s.battlefield = [
        { id: 960, card: 'Plains', controller: 'p1', tapped: false, sick: false, damage: 0, counters: 0 },
        { id: 961, card: 'Plains', controller: 'p1', tapped: false, sick: false, damage: 0, counters: 0 },
        { id: 962, card: 'Plains', controller: 'p1', tapped: false, sick: false, damage: 0, counters: 0 },
        { id: 963, card: 'Grizzly Bears', controller: 'p2', tapped: false, sick: false, damage: 0, counters: 0 },
      ];
      s.players[0]!.hand = [{ id: 970, card: 'Test Tuck' }];
      s.players[1]!.hand = [];
      s.counters.nextId = 980;
      let g: duel.Game = { setup: g0.setup, state: s };
      g = duel.act(g, { type: 'cast', card: 970, target: 963 });
      if (g.state.prompt?.type === 'pay') g = duel.act(g, { type: 'pay', option: 0 });
      g = duel.botsUntil(g, (x) => (x.state.stack ?? []).length === 0, 20);
      assert.ok(!g.state.battlefield.some((p) => p.id === 963));
      // The computers play on past the spell: the second player's draw of its turn, from an empty hand, is the creature put on top.
      assert.deepEqual(g.state.players[1]!.hand.map((c) => c.card), ['Grizzly Bears']);
    });
  });

  describe('Rules › "~ enters the battlefield with X +1/+1 counters on it" (CR 107.3m, 122.6)', () => {
    it('reads X as the X paid, and writes it back', () => {
      assert.deepEqual(readRulesText('Y enters the battlefield with X +1/+1 counters on it.', 'Y', { types: ['Creature'] }).abilities, [{ kind: 'enters-with-counters', count: 'X' }]);
      assert.deepEqual(rulesText(named('Test Endless Sprout')), ['Test Endless Sprout enters with X +1/+1 counters on it.']);
    });

    it('Magic Crawl: cast with X = 3 it enters with three counters, a 3/3', () => {
      const s = scenario({ hand: ['Test Endless Sprout'], battlefield: ['Forest', 'Forest', 'Forest', 'Forest'] });
      s.cast('Test Endless Sprout', { x: 3 });
      assert.equal(s.perm('Test Endless Sprout').counters, 3);
    });

    it('Frontier Magic: the X paid rides the stack and is its counters as it resolves', () => {
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
        hands: { south: ['Test Endless Sprout'] },
        cards: [named('Test Endless Sprout') as CardDefData],
      });
      let x = take(g, { type: 'cast', card: g.state.players.south.hand[0]!.id, x: 2 });
      if (x.state.prompt?.type === 'pay') x = take(x, { type: 'pay', option: 0 });
      for (let i = 0; i < 8 && x.state.stack.length > 0; i++) x = take(x, { type: 'pass' });
      assert.equal(x.state.battlefield.find((p) => p.card === 'Test Endless Sprout')?.counters, 2);
    });
  });
});
