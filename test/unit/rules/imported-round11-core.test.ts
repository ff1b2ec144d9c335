import { strict as assert } from 'node:assert';
import { duel as magicTable } from '../../../src/engine/variants/duel';
import { rulesText } from '../../../src/engine/cards/rules-text';
import { readRulesText } from '../../../src/engine/import/oracle';
import { libraryCards } from '../../../src/engine/magic/table';
import * as duel from '../duel/game-helpers';
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
    card('Test Bloodcrazed', '{R}', ['R'], ['Creature'], [2, 2], "Test Bloodcrazed can't attack unless an opponent has been dealt damage this turn.", ['Goblin', 'Berserker']);
    card('Test Serpent', '{4}{U}{U}', ['U'], ['Creature'], [5, 5], "Islandwalk\nTest Serpent can't attack unless there are five or more Islands on the battlefield.", ['Serpent']);
    card('Test Duress', '{B}', ['B'], ['Sorcery'], undefined, 'Target opponent reveals their hand. You choose a noncreature, nonland card from it. That player discards that card.');
    card('Test Specter', '{1}{B}{B}', ['B'], ['Creature'], [2, 1], 'Flying\nWhen Test Specter enters the battlefield, each opponent discards a card.', ['Specter']);
    card('Test Rats', '{1}{B}', ['B'], ['Creature'], [1, 1], 'When Test Rats enters the battlefield, target opponent discards a card.', ['Rat']);
    card('Test Leak', '{1}{U}', ['U'], ['Instant'], undefined, 'Counter target spell unless its controller pays {3}.');
    card('Test Condemn', '{W}', ['W'], ['Instant'], undefined, "Put target attacking creature on the bottom of its owner's library. Its controller gains life equal to its toughness.");
    card('Test Caress', '{1}{B}{B}', ['B'], ['Enchantment'], undefined, 'Whenever an opponent discards a card, that player loses 2 life.');
    card('Test Megrim', '{2}{B}', ['B'], ['Enchantment'], undefined, 'Whenever an opponent discards a card, Test Megrim deals 2 damage to that player.');
    card('Test Gargoyle', '{3}', [], ['Artifact', 'Creature'], [3, 3], 'Defender\n{3}: Until end of turn, Test Gargoyle loses defender and gains flying.', ['Gargoyle']);
    card('Test Silence', '{W}', ['W'], ['Instant'], undefined, "Your opponents can't cast spells this turn.");
    card('Test Tutelage', '{B}', ['B'], ['Enchantment'], undefined, 'At the beginning of your upkeep, reveal the top card of your library and put that card into your hand. You lose life equal to its mana value.');
    card('Test Diminish', '{U}', ['U'], ['Instant'], undefined, 'Target creature has base power and toughness 1/1 until end of turn.');
    card('Test Kambal', '{1}{W}{B}', ['W', 'B'], ['Creature'], [2, 3], 'Whenever an opponent casts a noncreature spell, that player loses 2 life and you gain 2 life.', ['Human', 'Advisor']);
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

  describe('Rules › "~ can\'t attack unless an opponent has been dealt damage this turn" / "unless there are five or more Islands on the battlefield" (CR 508.1c)', () => {
    it('reads both and writes them back', () => {
      assert.deepEqual(named('Test Bloodcrazed').abilities, [{ kind: 'static', rule: { is: 'attacks-only-when', opponentDamaged: true } }]);
      assert.deepEqual(rulesText(named('Test Bloodcrazed')), ["Test Bloodcrazed can't attack unless an opponent has been dealt damage this turn."]);
      assert.deepEqual(named('Test Serpent').abilities, [{ kind: 'static', rule: { is: 'attacks-only-when', landsOnBattlefield: 'Island', atLeast: 5 } }]);
      assert.deepEqual(rulesText(named('Test Serpent')).slice(-1), ["Test Serpent can't attack unless there are five or more Islands on the battlefield."]);
    });

    const atAttackers = (seed: string, mine: string[], theirs: string[] = []) => {
      const g0 = duel.botsUntil(duel.newGame(2, seed), (g) => g.state.phase.type === 'turn' && g.state.phase.seat === 'p1' && g.state.phase.step === 'main1');
      const s = structuredClone(g0.state);
      const perm = (card: string, i: number, controller: 'p1' | 'p2') => ({ id: 960 + i, card, controller, tapped: false, sick: false, damage: 0, counters: 0 });
      s.battlefield = [...mine.map((c, i) => perm(c, i, 'p1')), ...theirs.map((c, i) => perm(c, 20 + i, 'p2'))];
      s.players[0]!.hand = [];
      s.counters.nextId = 1000;
      return duel.botsUntil({ setup: g0.setup, state: s }, (g) => g.state.phase.type === 'turn' && g.state.phase.step === 'attackers', 40);
    };
    const canAttack = (g: duel.Game, id: number) => duel.legal(g).some((a) => a.type === 'attack' && a.creature === id);

    it('the Magic table (duel): the Goblin may not attack until an opponent has been dealt damage this turn, then may', () => {
      const g = atAttackers('goblin', ['Test Bloodcrazed', 'Grizzly Bears']);
      assert.ok(canAttack(g, 961), 'the Bears may attack');
      assert.ok(!canAttack(g, 960), 'no opponent was dealt damage');
      const hurt = structuredClone(g.state);
      hurt.players[1]!.damaged = true;
      assert.ok(canAttack({ setup: g.setup, state: hurt }, 960), 'p2 was dealt damage this turn');
    });

    it('the Magic table (duel): the Serpent attacks only with five Islands on the battlefield, whoever controls them', () => {
      const four = atAttackers('serpent', ['Test Serpent', 'Island', 'Island'], ['Island', 'Island']);
      assert.ok(!canAttack(four, 960), 'four Islands');
      const five = atAttackers('serpent', ['Test Serpent', 'Island', 'Island'], ['Island', 'Island', 'Island']);
      assert.ok(canAttack(five, 960), 'five Islands, two of them the opponent\'s');
    });

    it('Magic Crawl: the Serpent can\'t attack with four Islands, and attacks with five', () => {
      const s = scenario({ battlefield: ['Test Serpent', 'Island', 'Island', 'Island', 'Island'], foes: ['Grizzly Bears'] });
      // No creature of yours can attack: the turn goes past combat.
      assert.throws(() => s.attackWith('Test Serpent'), /a creature of yours can attack/);
      const t = scenario({ battlefield: ['Test Serpent', 'Island', 'Island', 'Island', 'Island', 'Island'], foes: ['Grizzly Bears'] });
      t.attackWith('Test Serpent');
      assert.ok(t.eventsOf('attacking').some((e) => e.card === 'Test Serpent') || t.perm('Test Serpent').tapped);
    });
  });

  describe('Rules › discards another player makes (CR 701.8): "each opponent discards a card", "target opponent discards a card", Duress', () => {
    it('reads the three and writes them back', () => {
      assert.deepEqual(named('Test Duress').abilities, [
        { kind: 'spell', target: { kind: 'opponent' }, effects: [{ do: 'discardBy', who: 'target', amount: 1, youChoose: true, notTypes: ['Creature', 'Land'] }] },
      ]);
      assert.deepEqual(rulesText(named('Test Duress')), ['Target opponent reveals their hand. You choose a noncreature, nonland card from it. That player discards that card.']);
      assert.deepEqual(named('Test Specter').abilities, [{ kind: 'etb', effects: [{ do: 'discardBy', who: 'each-opponent', amount: 1 }] }]);
      assert.deepEqual(rulesText(named('Test Specter')).slice(-1), ['When Test Specter enters, each opponent discards a card.']);
      assert.deepEqual(named('Test Rats').abilities, [{ kind: 'etb', target: { kind: 'opponent' }, effects: [{ do: 'discardBy', who: 'target', amount: 1 }] }]);
    });

    const inMain = (seed: string, lands: string[], hand: string[], theirHand: string[], players = 2) => {
      // Every seat a person's, so that nothing plays on by itself past what the test looks at.
      const g0 = duel.botsUntil(duel.newGame(players, seed, {}, [0, 1, 2].slice(0, players)), (g) => g.state.phase.type === 'turn' && g.state.phase.seat === 'p1' && g.state.phase.step === 'main1');
      const s = structuredClone(g0.state);
      s.battlefield = lands.map((card, i) => ({ id: 960 + i, card, controller: 'p1' as const, tapped: false, sick: false, damage: 0, counters: 0 }));
      s.players[0]!.hand = hand.map((card, i) => ({ id: 970 + i, card }));
      for (const p of s.players) p.graveyard = [];
      for (const p of s.players.slice(1)) p.hand = theirHand.map((card, i) => ({ id: 1000 + i + 10 * s.players.indexOf(p), card }));
      s.counters.nextId = 1100;
      return { setup: g0.setup, state: s } as duel.Game;
    };
    const resolved = (g: duel.Game, id: number) => duel.botsUntil(g, (x) => (x.state.stack ?? []).length === 0 && x.state.players[0]!.graveyard.some((c) => c.id === id), 40);

    /** The computer plays on until the game waits on a question (the spell or ability has resolved). */
    const asked = (g: duel.Game) => duel.botsUntil(g, (x) => x.state.prompt !== null, 40);
    const graveyard = (g: duel.Game, seat: number) => g.state.players[seat]!.graveyard.map((c) => c.card);

    it('the Magic table (duel): Duress asks its caster, who sees the revealed hand and may take only a noncreature, nonland card', () => {
      let g = inMain('duress', ['Swamp'], ['Test Duress'], ['Swamp', 'Grizzly Bears', 'Giant Growth', 'Divination']);
      // p2 could not answer it (no untapped land), so it resolves at once; the hand is shown to everyone in the log.
      const cast = magicTable.apply(g.setup, g.state, { type: 'cast', card: 970, target: 'p2' });
      assert.ok(cast.ok, cast.ok ? '' : cast.error.message);
      assert.match(magicTable.narrate(cast.events), /Player 2 reveals their hand: Swamp, Grizzly Bears, Giant Growth, Divination/);
      g = { setup: g.setup, state: cast.state };
      assert.deepEqual(g.state.prompt, { type: 'pickDiscard', card: 'Test Duress', seat: 'p2', count: 1, notTypes: ['Creature', 'Land'] });
      assert.equal(g.state.promptSeat, 'p1', 'the caster chooses');
      const answers = duel.legal(g);
      assert.deepEqual(answers, [{ type: 'discard', card: 1012 }, { type: 'discard', card: 1013 }], 'Giant Growth and Divination, not the Swamp or the Bears');
      assert.deepEqual(answers.map((a) => magicTable.text.action(g, a)), ['Make Player 2 discard Giant Growth', 'Make Player 2 discard Divination']);
      const view = magicTable.tableView(g, answers);
      assert.deepEqual(view.prompt, { kind: 'pickDiscard', text: 'Test Duress: Player 2 reveals their hand (Swamp, Grizzly Bears, Giant Growth, Divination). Choose a noncreature, nonland card for Player 2 to discard.', card: 'Test Duress', count: 1 });
      const refused = magicTable.apply(g.setup, g.state, { type: 'discard', card: 1011 });
      assert.ok(!refused.ok && /may not take a creature or land card/.test(refused.error.message), 'the Bears may not be chosen');
      // The caster's choice, not the computer's (which would take Divination, of greater mana value).
      g = duel.act(g, { type: 'discard', card: 1012 });
      assert.deepEqual(graveyard(g, 1), ['Giant Growth']);
      assert.equal(g.state.prompt, null);
      assert.equal(g.state.promptSeat, undefined);
      assert.ok(g.state.players[1]!.hand.some((c) => c.card === 'Divination'));
    });

    it('the Magic table (duel): with one card Duress may take, it is discarded without a question; with none, nothing is', () => {
      let g = inMain('duress1', ['Swamp'], ['Test Duress'], ['Swamp', 'Grizzly Bears', 'Giant Growth']);
      g = duel.act(g, { type: 'cast', card: 970, target: 'p2' } as never);
      g = resolved(g, 970);
      assert.deepEqual(graveyard(g, 1), ['Giant Growth']);
      let h = inMain('duress2', ['Swamp'], ['Test Duress'], ['Swamp', 'Grizzly Bears']);
      h = duel.act(h, { type: 'cast', card: 970, target: 'p2' } as never);
      h = resolved(h, 970);
      assert.deepEqual(h.state.players[1]!.graveyard, []);
      for (const kept of ['Grizzly Bears', 'Swamp']) assert.ok(h.state.players[1]!.hand.some((c) => c.card === kept), kept);
    });

    it('the Magic table (three players): the Specter makes each opponent choose their own discard, one after the other in turn order', () => {
      let g = inMain('specter', ['Swamp', 'Swamp', 'Swamp'], ['Test Specter'], ['Forest', 'Craw Wurm', 'Giant Growth'], 3);
      g = asked(duel.act(g, { type: 'cast', card: 970 } as never));
      assert.deepEqual(g.state.prompt, { type: 'discard', count: 1, effect: true, card: 'Test Specter', next: { seats: ['p3'], amount: 1 } });
      assert.equal(g.state.promptSeat, 'p2');
      assert.deepEqual(duel.legal(g), [1010, 1011, 1012].map((card) => ({ type: 'discard', card })), "p2's own hand");
      assert.deepEqual(magicTable.tableView(g, duel.legal(g)).prompt, { kind: 'discard', text: 'Test Specter: discard 1 card.', count: 1 });
      g = duel.act(g, { type: 'discard', card: 1011 });
      assert.deepEqual(g.state.prompt, { type: 'discard', count: 1, effect: true, card: 'Test Specter' });
      assert.equal(g.state.promptSeat, 'p3', 'then the next opponent');
      assert.ok(!magicTable.apply(g.setup, g.state, { type: 'discard', card: 1011 }).ok, "p2's card is no answer of p3's");
      g = duel.act(g, { type: 'discard', card: 1020 });
      assert.deepEqual([graveyard(g, 1), graveyard(g, 2)], [['Craw Wurm'], ['Forest']], 'each as they chose');
      assert.equal(g.state.players[0]!.graveyard.length, 0, 'not its controller');
      assert.equal(g.state.prompt, null);
    });

    it('the Magic table (duel): a player with no more cards than they must discard discards them all, unasked', () => {
      let g = inMain('rats', ['Swamp', 'Swamp'], ['Test Rats'], ['Craw Wurm']);
      g = duel.act(g, { type: 'cast', card: 970 } as never);
      g = duel.botsUntil(g, (x) => x.state.players[1]!.graveyard.length > 0, 40);
      assert.deepEqual(graveyard(g, 1), ['Craw Wurm']);
    });

    it('the Magic table (duel): Mind Rot (the starter decks\' "target opponent discards two cards") asks its target, two cards one at a time', () => {
      let g = inMain('rot', ['Swamp', 'Swamp', 'Swamp'], ['Mind Rot'], ['Forest', 'Craw Wurm', 'Giant Growth']);
      g = asked(duel.act(g, { type: 'cast', card: 970, target: 'p2' } as never));
      assert.deepEqual(g.state.prompt, { type: 'discard', count: 2, effect: true, card: 'Mind Rot' });
      assert.equal(g.state.promptSeat, 'p2');
      const first = magicTable.apply(g.setup, g.state, { type: 'discard', card: 1010 });
      assert.ok(first.ok);
      assert.equal(magicTable.narrate(first.events), 'Player 2 discards Forest.', 'the log says who discards');
      g = { setup: g.setup, state: first.state };
      assert.deepEqual(g.state.prompt, { type: 'discard', count: 1, effect: true, card: 'Mind Rot' });
      g = duel.act(g, { type: 'discard', card: 1012 });
      assert.deepEqual(graveyard(g, 1), ['Forest', 'Giant Growth']);
      assert.ok(g.state.players[1]!.hand.some((c) => c.id === 1011), 'Craw Wurm kept');
    });
  });

  describe('Rules › "Counter target spell unless its controller pays {3}" (CR 701.6a)', () => {
    it('reads the payment and writes it back', () => {
      assert.deepEqual(named('Test Leak').abilities, [{ kind: 'spell', target: { kind: 'spell' }, effects: [{ do: 'counter', unlessPays: '{3}' }] }]);
      assert.deepEqual(rulesText(named('Test Leak')), ['Counter target spell unless its controller pays {3}.']);
    });

    /** The Leak cast on the Bears: it resolves, and its question (if any) waits on p1. */
    const leakAsks = (seed: string, forests: number) => {
      const g0 = duel.botsUntil(duel.newGame(2, seed, {}, [0, 1]), (g) => g.state.phase.type === 'turn' && g.state.phase.seat === 'p1' && g.state.phase.step === 'main1');
      const s = structuredClone(g0.state);
      const perm = (card: string, id: number, controller: 'p1' | 'p2') => ({ id, card, controller, tapped: false, sick: false, damage: 0, counters: 0 });
      s.battlefield = [...Array.from({ length: forests }, (_, i) => perm('Forest', 960 + i, 'p1')), perm('Island', 990, 'p2'), perm('Island', 991, 'p2')];
      s.players[0]!.hand = [{ id: 970, card: 'Grizzly Bears' }];
      s.players[1]!.hand = [{ id: 980, card: 'Test Leak' }];
      for (const p of s.players) p.graveyard = [];
      s.counters.nextId = 1100;
      let g: duel.Game = { setup: g0.setup, state: s };
      g = duel.act(g, { type: 'cast', card: 970 } as never);
      assert.ok(duel.legal(g).some((a) => a.type === 'cast' && a.card === 980), 'p2 may answer with the Leak');
      // p1, with nothing in hand, is passed for: the Leak resolves at once.
      return duel.act(g, { type: 'cast', card: 980, target: 970 } as never);
    };
    /** The same, the computer answering for p1 until the stack is empty. */
    const leaked = (seed: string, forests: number) => duel.botsUntil(leakAsks(seed, forests), (x) => (x.state.stack ?? []).length === 0, 40);

    it('the Magic table (duel, CR 118.12): the Bears\' controller is asked, and may pay or decline; declining counters the Bears', () => {
      let g = leakAsks('leak-asks', 5);
      assert.deepEqual(g.state.prompt, { type: 'unlessPays', card: 'Test Leak', spell: 970, cost: '{3}' });
      assert.equal(g.state.promptSeat, 'p1', "the countered spell's controller answers");
      assert.deepEqual(duel.legal(g), [{ type: 'pay', option: 0 }, { type: 'cancel' }]);
      assert.deepEqual(duel.legal(g).map((a) => magicTable.text.action(g, a)), ['Pay {3}: Grizzly Bears is not countered', "Don't pay: Grizzly Bears is countered"]);
      assert.deepEqual(magicTable.tableView(g, duel.legal(g)).prompt, { kind: 'unlessPays', text: 'Test Leak: pay {3}, or Grizzly Bears is countered.', card: 'Test Leak', cost: '{3}' });
      assert.ok(!magicTable.apply(g.setup, g.state, { type: 'cast', card: 970 } as never).ok, 'nothing else until it is answered');
      const declined = magicTable.apply(g.setup, g.state, { type: 'cancel' });
      assert.ok(declined.ok);
      assert.equal(declined.state.prompt, null);
      assert.ok(declined.state.players[0]!.graveyard.some((c) => c.card === 'Grizzly Bears'), 'countered');
      assert.match(magicTable.narrate(declined.events), /^Grizzly Bears is countered;/);
      assert.doesNotMatch(magicTable.narrate(declined.events), /pays/, 'nothing paid');
      const paid = magicTable.apply(g.setup, g.state, { type: 'pay', option: 0 });
      assert.ok(paid.ok);
      assert.match(magicTable.narrate(paid.events), /Player 1 pays \{3\} \(tapping Forest, Forest, Forest\): Grizzly Bears is not countered/);
      assert.ok(paid.state.battlefield.some((p) => p.card === 'Grizzly Bears'), 'paid for: the Bears resolve');
    });

    it('the Magic table (duel): a controller who cannot pay is not asked', () => {
      const g = leakAsks('leak-unasked', 4);
      assert.equal(g.state.prompt, null);
      assert.ok(g.state.players[0]!.graveyard.some((c) => c.card === 'Grizzly Bears'), 'countered at once');
    });

    it('the Magic table (duel): a controller with three more lands pays, and the spell resolves', () => {
      const g = leaked('leak-pays', 5);
      assert.ok(g.state.battlefield.some((p) => p.card === 'Grizzly Bears' && p.controller === 'p1'), 'the Bears resolved');
      assert.ok(g.state.players[1]!.graveyard.some((c) => c.card === 'Test Leak'));
    });

    it('the Magic table (duel): a controller who can\'t pay sees its spell countered', () => {
      const g = leaked('leak-counters', 2);
      assert.ok(!g.state.battlefield.some((p) => p.card === 'Grizzly Bears'), 'countered');
      assert.ok(g.state.players[0]!.graveyard.some((c) => c.card === 'Grizzly Bears'));
    });
  });

  describe('Rules › "Put target attacking creature on the bottom of its owner\'s library. Its controller gains life equal to its toughness." (CR 401.4)', () => {
    it('reads the move and the gain, and writes them back', () => {
      assert.deepEqual(named('Test Condemn').abilities, [
        { kind: 'spell', target: { kind: 'creature', filter: { attacking: true } }, effects: [{ do: 'putOnBottom', what: 'target', gainToughness: true }] },
      ]);
      assert.deepEqual(rulesText(named('Test Condemn')), ["Put target attacking creature on the bottom of its owner's library. Its controller gains life equal to its toughness."]);
    });

    it('Magic Crawl: the foe\'s attacker leaves the battlefield and deals no damage', () => {
      const s = scenario({ hand: ['Test Condemn'], battlefield: ['Plains'], foes: ['Hill Giant'], foeAttacks: true, life: 10 });
      assert.equal(s.where, 'foe/blocks');
      s.cast('Test Condemn', { target: s.foe().id });
      assert.ok(!s.state.battlefield.some((p) => p.card === 'Hill Giant'), 'gone from the battlefield');
      assert.equal(s.life, 10, 'no damage dealt');
      assert.ok(s.state.encounterPiles && Object.values(s.state.encounterPiles).some((p) => p.creatures.includes('Hill Giant')), 'back in its pile, as an encounter creature put on a library goes');
    });

    it('Magic Crawl: your own attacker goes under your library, and you gain its toughness', () => {
      const s = scenario({ hand: ['Test Condemn'], battlefield: ['Plains', { card: 'Hill Giant' }], foes: ['Grizzly Bears'], life: 10 });
      s.attackWith('Hill Giant');
      s.cast('Test Condemn', { target: s.id('Hill Giant') });
      assert.equal(s.life, 13, 'Hill Giant is 3/3');
      assert.deepEqual(s.state.you.library.bottom.slice(-1), ['Hill Giant']);
    });
  });

  describe('Rules › "Whenever an opponent discards a card, that player loses 2 life" / "~ deals 2 damage to that player" (CR 603.2)', () => {
    it('reads the trigger and its "that player", and writes them back', () => {
      assert.deepEqual(named('Test Caress').abilities, [{ kind: 'trigger', when: 'opponent-discards', effects: [{ do: 'loseLife', amount: 2, who: 'that-player' }] }]);
      assert.deepEqual(rulesText(named('Test Caress')), ['Whenever an opponent discards a card, that player loses 2 life.']);
      assert.deepEqual(named('Test Megrim').abilities, [{ kind: 'trigger', when: 'opponent-discards', effects: [{ do: 'damage', amount: 2, to: 'that-player' }] }]);
      assert.deepEqual(rulesText(named('Test Megrim')), ['Whenever an opponent discards a card, Test Megrim deals 2 damage to that player.']);
      assert.deepEqual(named('Test Kambal').abilities, [
        { kind: 'trigger', when: { cast: 'opponent', notTypes: ['Creature'] }, effects: [{ do: 'loseLife', amount: 2, who: 'that-player' }, { do: 'gainLife', amount: 2 }] },
      ]);
      assert.equal(readRulesText('Target player discards a card. That player loses 2 life.', 'X', { types: ['Sorcery'] }).unread, 1, "a spell's \"that player\" is its target: left by hand");
    });

    it('the Magic table (three players): the Specter makes both opponents discard, and each loses 2 life to the Caress and 2 to the Megrim; its controller none', () => {
      const g0 = duel.botsUntil(duel.newGame(3, 'caress', {}, [0, 1, 2]), (g) => g.state.phase.type === 'turn' && g.state.phase.seat === 'p1' && g.state.phase.step === 'main1');
      const s = structuredClone(g0.state);
      const perm = (card: string, id: number) => ({ id, card, controller: 'p1' as const, tapped: false, sick: false, damage: 0, counters: 0 });
      s.battlefield = [perm('Swamp', 960), perm('Swamp', 961), perm('Swamp', 962), perm('Test Caress', 963), perm('Test Megrim', 964)];
      s.players[0]!.hand = [{ id: 970, card: 'Test Specter' }];
      s.players.forEach((p, i) => {
        p.life = 20;
        if (i > 0) p.hand = [{ id: 1000 + i, card: 'Giant Growth' }];
      });
      s.counters.nextId = 1100;
      let g: duel.Game = { setup: g0.setup, state: s };
      g = duel.act(g, { type: 'cast', card: 970 } as never);
      g = duel.botsUntil(g, (x) => x.state.players.slice(1).every((p) => p.graveyard.some((c) => c.card === 'Giant Growth')), 60);
      assert.deepEqual(g.state.players.map((p) => p.life), [20, 16, 16]);
    });
  });

  describe('Rules › "Until end of turn, ~ loses defender and gains flying" (CR 613.1f)', () => {
    it('reads the loss and the gain, and writes them back', () => {
      assert.deepEqual(named('Test Gargoyle').abilities, [
        { kind: 'activated', cost: { mana: '{3}' }, effects: [{ do: 'pump', what: 'self', power: 0, toughness: 0, keywords: ['flying'], loses: ['defender'] }] },
      ]);
      assert.deepEqual(rulesText(named('Test Gargoyle')).slice(-1), ['{3}: Test Gargoyle loses defender and gains flying until end of turn.']);
    });

    it('Magic Crawl: with defender it can\'t attack; once the ability resolves it attacks, flying', () => {
      const idle = scenario({ battlefield: ['Test Gargoyle', 'Island', 'Island', 'Island'], foes: ['Grizzly Bears'] });
      assert.throws(() => idle.attackWith('Test Gargoyle'), /a creature of yours can attack/);
      const s = scenario({ battlefield: ['Test Gargoyle', 'Island', 'Island', 'Island'], foes: ['Grizzly Bears'], life: 10 });
      s.act({ type: 'activate', card: s.id('Test Gargoyle'), ability: 0 });
      assert.deepEqual(s.perm('Test Gargoyle').pumped?.lost, ['defender']);
      s.attackWith('Test Gargoyle');
      assert.deepEqual(s.eventsOf('foeBlocks'), [], 'the Bears can\'t block a flyer');
    });
  });

  describe('Rules › "Your opponents can\'t cast spells this turn" (CR 101.2)', () => {
    it('reads it and writes it back', () => {
      assert.deepEqual(named('Test Silence').abilities, [{ kind: 'spell', effects: [{ do: 'silence' }] }]);
      assert.deepEqual(rulesText(named('Test Silence')), ["Your opponents can't cast spells this turn."]);
    });

    const bearsCast = (seed: string, silence: boolean) => {
      const g0 = duel.botsUntil(duel.newGame(2, seed, {}, [0, 1]), (g) => g.state.phase.type === 'turn' && g.state.phase.seat === 'p1' && g.state.phase.step === 'main1');
      const s = structuredClone(g0.state);
      const perm = (card: string, id: number, controller: 'p1' | 'p2') => ({ id, card, controller, tapped: false, sick: false, damage: 0, counters: 0 });
      s.battlefield = [perm('Plains', 960, 'p1'), perm('Forest', 961, 'p1'), perm('Forest', 962, 'p1'), perm('Mountain', 990, 'p2')];
      s.players[0]!.hand = [{ id: 970, card: 'Test Silence' }, { id: 971, card: 'Grizzly Bears' }];
      s.players[1]!.hand = [{ id: 980, card: 'Lightning Bolt' }];
      s.counters.nextId = 1100;
      let g: duel.Game = { setup: g0.setup, state: s };
      if (silence) {
        g = duel.act(g, { type: 'cast', card: 970 } as never);
        // Everyone passes (the bots would answer with the Bolt), and the Silence resolves.
        for (let i = 0; i < 5 && (g.state.stack ?? []).length > 0; i++) g = duel.act(g, { type: 'pass' } as never);
        assert.equal((g.state.stack ?? []).length, 0);
        assert.equal(g.state.players[0]!.silencing, true);
      }
      return duel.act(g, { type: 'cast', card: 971 } as never);
    };

    it('the Magic table (duel): without it the opponent may answer the Bears with a Bolt; with it, the Bears resolve unanswered', () => {
      const open = bearsCast('silence-open', false);
      assert.equal((open.state.stack ?? []).length, 1);
      assert.ok(duel.legal(open).some((a) => a.type === 'cast' && a.card === 980), 'p2 may answer');
      const quiet = bearsCast('silence', true);
      // p2 has nothing it may do: the game passes for it, the Bears resolve and play goes on to p2's own turn.
      assert.ok(quiet.state.battlefield.some((p) => p.card === 'Grizzly Bears'));
      assert.ok(quiet.state.players[1]!.hand.some((c) => c.card === 'Lightning Bolt'), 'the Bolt stayed in hand');
    });

    it('the Magic table (duel): it lasts the turn only; in its own turn the opponent may cast again', () => {
      // The game has played on by itself to p2's first decision of its own turn.
      const next = bearsCast('silence', true);
      assert.ok(next.state.phase.type === 'turn' && next.state.phase.seat === 'p2');
      assert.equal(next.state.players[0]!.silencing, undefined);
      assert.ok(duel.legal(next).some((a) => a.type === 'cast' && a.card === 980));
    });
  });

  describe('Rules › "reveal the top card of your library and put that card into your hand. You lose life equal to its mana value." (CR 202.3)', () => {
    it('reads it and writes it back', () => {
      assert.deepEqual(named('Test Tutelage').abilities, [{ kind: 'trigger', when: 'your-upkeep', effects: [{ do: 'revealTopToHand', loseLifeMV: true }] }]);
      assert.deepEqual(rulesText(named('Test Tutelage')), [
        'At the beginning of your upkeep, reveal the top card of your library and put that card into your hand. You lose life equal to its mana value.',
      ]);
    });

    it('the Magic table (duel): in its controller\'s upkeep the top card (a Grizzly Bears) goes to hand and costs 2 life', () => {
      const g0 = duel.botsUntil(duel.newGame(2, 'tutelage', {}, [0, 1]), (g) => g.state.phase.type === 'turn' && g.state.phase.seat === 'p2' && g.state.phase.step === 'main1');
      const s = structuredClone(g0.state);
      const perm = (card: string, id: number) => ({ id, card, controller: 'p1' as const, tapped: false, sick: false, damage: 0, counters: 0 });
      // Two Forests: with a Bears in hand, p1 has a decision in its main phase, where the game stops for it.
      s.battlefield = [perm('Test Tutelage', 960), perm('Forest', 961), perm('Forest', 962)];
      s.players[0]!.library = { cards: Array<string>(10).fill('Grizzly Bears'), bottom: [] };
      s.players[0]!.hand = [];
      s.players[1]!.hand = [];
      s.counters.nextId = 1100;
      const life = s.players[0]!.life;
      const after = duel.botsUntil({ setup: g0.setup, state: s }, (g) => g.state.phase.type === 'turn' && g.state.phase.seat === 'p1' && g.state.phase.step === 'main1', 200);
      assert.equal(after.state.players[0]!.life, life - 2, 'p2 has nothing to hurt p1 with: the 2 is the Bears\' mana value');
      assert.equal(after.state.players[0]!.hand.filter((c) => c.card === 'Grizzly Bears').length, 2, 'one revealed, one drawn');
      assert.equal(after.state.players[0]!.library.cards.length, 8);
    });
  });

  describe('Rules › "Target creature has base power and toughness 1/1 until end of turn" (CR 613.4b)', () => {
    it('reads it and writes it back', () => {
      assert.deepEqual(named('Test Diminish').abilities, [{ kind: 'spell', target: { kind: 'creature' }, effects: [{ do: 'setBase', what: 'target', power: 1, toughness: 1 }] }]);
      assert.deepEqual(rulesText(named('Test Diminish')), ['Target creature has base power and toughness 1/1 until end of turn.']);
    });

    it('Magic Crawl: the foe\'s Craw Wurm (6/4) is a 1/1 for the turn: a Lightning Bolt kills it, which it survives otherwise', () => {
      const control = scenario({ hand: ['Lightning Bolt'], battlefield: ['Mountain'], foes: ['Craw Wurm'] });
      control.cast('Lightning Bolt', { target: control.foe().id });
      assert.ok(control.state.battlefield.some((p) => p.card === 'Craw Wurm'), 'toughness 4 survives 3 damage');
      const s = scenario({ hand: ['Test Diminish', 'Lightning Bolt'], battlefield: ['Island', 'Mountain'], foes: ['Craw Wurm'] });
      s.cast('Test Diminish', { target: s.foe().id });
      assert.deepEqual(s.foe().pumped?.base, [1, 1]);
      s.cast('Lightning Bolt', { target: s.foe().id });
      assert.ok(!s.state.battlefield.some((p) => p.card === 'Craw Wurm'), 'a 1/1 dies to it');
    });

    it('Magic Crawl: a pump after it counts on top of the new base', () => {
      const s = scenario({ hand: ['Test Diminish', 'Giant Growth'], battlefield: ['Island', 'Forest'], foes: ['Craw Wurm'] });
      s.cast('Test Diminish', { target: s.foe().id });
      s.cast('Giant Growth', { target: s.foe().id });
      assert.deepEqual(s.foe().pumped?.base, [1, 1], 'the pump keeps the base');
      assert.equal(s.foe().pumped?.power, 3);
    });
  });

  describe('Rules › "Whenever an opponent casts a noncreature spell, that player loses 2 life" (the caster is "that player")', () => {
    it('the Magic table (three players): the caster of the Bolt loses 2, the Kambal\'s controller gains 2, the third player nothing', () => {
      const g0 = duel.botsUntil(duel.newGame(3, 'kambal', {}, [0, 1, 2]), (g) => g.state.phase.type === 'turn' && g.state.phase.seat === 'p1' && g.state.phase.step === 'main1');
      const s = structuredClone(g0.state);
      const perm = (card: string, id: number, controller: 'p1' | 'p2') => ({ id, card, controller, tapped: false, sick: false, damage: 0, counters: 0 });
      s.battlefield = [perm('Mountain', 960, 'p1'), perm('Test Kambal', 990, 'p2')];
      s.players[0]!.hand = [{ id: 970, card: 'Lightning Bolt' }];
      s.players.forEach((p) => {
        p.life = 20;
        if (p !== s.players[0]) p.hand = [];
      });
      s.counters.nextId = 1100;
      let g: duel.Game = { setup: g0.setup, state: s };
      g = duel.act(g, { type: 'cast', card: 970, target: 'p3' } as never);
      g = duel.botsUntil(g, (x) => (x.state.stack ?? []).length === 0, 40);
      assert.deepEqual(g.state.players.map((p) => p.life), [18, 22, 17]);
    });
  });
});
