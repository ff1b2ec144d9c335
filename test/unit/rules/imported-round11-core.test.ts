import { strict as assert } from 'node:assert';
import { rulesText } from '../../../src/engine/cards/rules-text';
import { libraryCards } from '../../../src/engine/magic/table';
import { importedCards } from './imported-cards';

/**
 * The eleventh round of ability shapes the rules-text reader learned for
 * issue 15's "Cards", aimed at the core sets (Magic 2011 past 75%): each
 * test is named by its shape, reads card text written for the test in the
 * wording card data prints, and plays it through the game.
 */

const { card, named, scenario } = importedCards();

describe('Cards, eleventh round (core) — round11', () => {
  before(() => {
    card('Test Strongbox', '{4}', [], ['Artifact'], undefined, '{2}, {T}: Flip a coin. If you win the flip, sacrifice Test Strongbox and draw three cards.');
    card('Test Hawk', '{1}{W}', ['W'], ['Creature'], [1, 1], 'Flying\nWhen Test Hawk enters the battlefield, you may search your library for up to three cards named Test Hawk, reveal them, put them into your hand, then shuffle.', ['Bird']);
    card('Test Grove', '', [], ['Land'], undefined, '{T}: Add {R}.');
    card('Test Land Titan', '{4}{G}{G}', ['G'], ['Creature'], [6, 6], 'Trample\nWhenever Test Land Titan enters the battlefield or attacks, you may search your library for up to two land cards, put them onto the battlefield tapped, then shuffle.', ['Giant']);
  });

  describe('Rules › "Flip a coin. If you win the flip, …" (CR 705)', () => {
    it('reads the flip and what a win brings, and writes them back', () => {
      assert.deepEqual(named('Test Strongbox').abilities, [
        { kind: 'activated', cost: { mana: '{2}', tap: true }, effects: [{ do: 'flipCoin' }, { do: 'sacrifice', what: 'self' }, { do: 'draw', amount: 3 }] },
      ]);
      assert.match(rulesText(named('Test Strongbox'))[0]!, /^\{2\}, \{T\}: Flip a coin\. If you win the flip, sacrifice Test Strongbox\./);
    });

    it('Magic Crawl: a won flip sacrifices the box and draws three, a lost one does nothing; both happen across seeds', () => {
      const seen = new Set<string>();
      for (let i = 0; i < 12; i++) {
        const s = scenario({ seed: `flip-${i}`, battlefield: ['Test Strongbox', 'Island', 'Island'], library: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest'] });
        s.act({ type: 'activate', card: s.id('Test Strongbox'), ability: 0 });
        const note = s.eventsOf('note').find((e) => /coin is flipped/.test(e.text));
        assert.ok(note);
        const won = /won$/.test(note.text);
        seen.add(won ? 'won' : 'lost');
        assert.equal(s.has('Test Strongbox'), !won);
        assert.equal(s.hand.length, won ? 3 : 0);
      }
      assert.deepEqual([...seen].sort(), ['lost', 'won']);
    });
  });

  describe('Rules › "search your library for up to three cards named ~" (CR 201.2, 701.19)', () => {
    it('reads the named search (a "may" as it enters) and writes it back', () => {
      assert.deepEqual(named('Test Hawk').abilities, [{ kind: 'etb', effects: [{ do: 'tutor', named: true, upTo: 3, reveal: true }], optional: true }]);
      assert.deepEqual(rulesText(named('Test Hawk')).slice(-1), ['When Test Hawk enters, you may search your library for up to three cards named Test Hawk, reveal them, put them into your hand, then shuffle.']);
    });

    it('Magic Crawl: the Hawk fetches the other Hawks of its name, and no other card', () => {
      const s = scenario({ hand: ['Test Hawk'], battlefield: ['Plains', 'Plains'], library: ['Test Hawk', 'Test Hawk', 'Island', 'Grizzly Bears'] });
      s.cast('Test Hawk');
      assert.deepEqual(s.hand, ['Test Hawk', 'Test Hawk'], 'two left in the library: up to three takes both');
      assert.deepEqual(libraryCards(s.state.you.library).sort(), ['Grizzly Bears', 'Island']);
    });

    it('Magic Crawl: with four in the library, three at most', () => {
      const s = scenario({ hand: ['Test Hawk'], battlefield: ['Plains', 'Plains'], library: ['Test Hawk', 'Test Hawk', 'Test Hawk', 'Test Hawk'] });
      s.cast('Test Hawk');
      assert.equal(s.hand.length, 3);
      assert.deepEqual(libraryCards(s.state.you.library), ['Test Hawk']);
    });
  });

  describe('Rules › "search your library for up to two land cards, put them onto the battlefield tapped" (CR 701.19)', () => {
    it('reads both triggers and writes them back', () => {
      const abilities = named('Test Land Titan').abilities ?? [];
      assert.deepEqual(abilities, [
        { kind: 'etb', effects: [{ do: 'searchLands', upTo: 2 }], optional: true },
        { kind: 'trigger', when: 'attacks', effects: [{ do: 'searchLands', upTo: 2 }], optional: true },
      ]);
      assert.ok(rulesText(named('Test Land Titan')).some((l) => /search your library for up to two land cards, put them onto the battlefield tapped, then shuffle\.$/.test(l)));
    });

    it('Magic Crawl: two lands of the library enter tapped, a nonbasic one among those chosen, and the library is shuffled', () => {
      const s = scenario({ hand: ['Test Land Titan'], battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'], library: ['Grizzly Bears', 'Llanowar Elves', 'Mountain', 'Test Grove'] });
      s.cast('Test Land Titan');
      const lands = s.state.battlefield.filter((p) => p.card === 'Mountain' || p.card === 'Test Grove');
      assert.equal(lands.length, 2);
      assert.ok(lands.every((p) => p.tapped), 'they enter tapped');
      assert.deepEqual(libraryCards(s.state.you.library).sort(), ['Grizzly Bears', 'Llanowar Elves']);
    });
  });
});
