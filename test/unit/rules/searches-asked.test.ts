import { strict as assert } from 'node:assert';
import { duel as magicTable } from '../../../src/engine/variants/duel';
import { libraryCards } from '../../../src/engine/magic/table';
import * as duel from '../duel/game-helpers';
import { importedCards } from './imported-cards';

/**
 * CR 701.19: a player searching their library chooses what they find. At
 * the Magic table (and in Frontier and Castle Magic, which share the core)
 * the search is a question of the searcher's, answered one card at a time;
 * Magic Crawl keeps its stated rules (docs/cards.md).
 */

const { card, scenario } = importedCards();

describe('Rules › searches a player makes (CR 701.19): the searcher chooses', () => {
  before(() => {
    card('Test Tutor', '{2}{B}', ['B'], ['Sorcery'], undefined, 'Search your library for a card, put that card into your hand, then shuffle.');
    card('Test Growth', '{1}{G}', ['G'], ['Sorcery'], undefined, 'Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle your library.');
    card('Test Cultivate', '{2}{G}', ['G'], ['Sorcery'], undefined, 'Search your library for up to two basic land cards, reveal those cards, and put one onto the battlefield tapped and the other into your hand. Then shuffle.');
  });

  /** p1's main phase at a two-seat table of people: `lands` in play, `spell` in hand, `library` its whole library. */
  const casting = (seed: string, lands: string[], spell: string, library: string[]) => {
    const g0 = duel.botsUntil(duel.newGame(2, seed, {}, [0, 1]), (g) => g.state.phase.type === 'turn' && g.state.phase.seat === 'p1' && g.state.phase.step === 'main1');
    const s = structuredClone(g0.state);
    s.battlefield = lands.map((c, i) => ({ id: 960 + i, card: c, controller: 'p1' as const, tapped: false, sick: false, damage: 0, counters: 0 }));
    // A land kept in hand: p1 has a play left after the spell, so the game waits on p1 there rather than playing on.
    s.players[0]!.hand = [{ id: 970, card: spell }, { id: 971, card: 'Plains' }];
    s.players[0]!.library = { cards: [...library].sort(), bottom: [] };
    s.players[1]!.hand = [];
    s.counters.nextId = 1100;
    // p2, with nothing in hand, is passed for: the spell resolves at once.
    return duel.act({ setup: g0.setup, state: s }, { type: 'cast', card: 970 } as never);
  };

  it('a tutor asks its caster: each distinct card of the library is an answer, and finding nothing is one too', () => {
    const g = casting('tutor', ['Swamp', 'Swamp', 'Swamp'], 'Test Tutor', ['Forest', 'Craw Wurm', 'Craw Wurm', 'Giant Growth']);
    assert.deepEqual(g.state.prompt, { type: 'search', card: 'Test Tutor', find: 'card', left: 1, to: 'hand' });
    assert.equal(g.state.promptSeat, 'p1');
    const answers = duel.legal(g);
    assert.deepEqual(answers, [{ type: 'search', take: 'Craw Wurm' }, { type: 'search', take: 'Forest' }, { type: 'search', take: 'Giant Growth' }, { type: 'search' }], 'copies are one choice');
    assert.deepEqual(answers.map((a) => magicTable.text.action(g, a)), ['Take Craw Wurm', 'Take Forest', 'Take Giant Growth', 'Find nothing']);
    assert.deepEqual(magicTable.tableView(g, answers).prompt, { kind: 'search', text: 'Test Tutor: search your library for a card, to your hand. Then it is shuffled.', card: 'Test Tutor' });
    assert.match(magicTable.text.summary(g)[1]!, /Player 1 to answer \(Test Tutor: search the library\)/);
    assert.ok(!magicTable.apply(g.setup, g.state, { type: 'search', take: 'Serra Angel' }).ok, 'a card the library does not hold is refused');
    // Giant Growth, which the computer's rule would not take (it takes the Wurm, castable soonest of the spells).
    const taken = magicTable.apply(g.setup, g.state, { type: 'search', take: 'Giant Growth' });
    assert.ok(taken.ok);
    assert.ok(taken.state.players[0]!.hand.some((c) => c.card === 'Giant Growth'));
    assert.deepEqual(libraryCards(taken.state.players[0]!.library).sort(), ['Craw Wurm', 'Craw Wurm', 'Forest']);
    assert.equal(taken.state.prompt, null);
    assert.doesNotMatch(magicTable.narrate(taken.events), /Giant Growth/, 'an unrevealed tutor keeps the card from the log');
    const none = magicTable.apply(g.setup, g.state, { type: 'search' });
    assert.ok(none.ok);
    assert.equal(none.state.players[0]!.hand.length, 1, 'nothing found: only the Plains');
    assert.equal(libraryCards(none.state.players[0]!.library).length, 4);
  });

  it('a search for a basic land onto the battlefield offers only the basic lands, and the one chosen enters tapped', () => {
    const g = casting('growth', ['Forest', 'Forest'], 'Test Growth', ['Island', 'Swamp', 'Swamp', 'Craw Wurm']);
    assert.deepEqual(duel.legal(g), [{ type: 'search', take: 'Island' }, { type: 'search', take: 'Swamp' }, { type: 'search' }]);
    assert.equal(magicTable.text.action(g, { type: 'search', take: 'Island' }), 'Take Island onto the battlefield tapped');
    const after = duel.act(g, { type: 'search', take: 'Island' });
    assert.ok(after.state.battlefield.some((p) => p.card === 'Island' && p.controller === 'p1' && p.tapped));
  });

  it('Cultivate: one land onto the battlefield tapped, then a second question for the one to the hand', () => {
    let g = casting('cultivate', ['Forest', 'Forest', 'Forest'], 'Test Cultivate', ['Island', 'Mountain', 'Swamp']);
    assert.equal(g.state.prompt?.type === 'search' && g.state.prompt.to, 'battlefield-tapped');
    g = duel.act(g, { type: 'search', take: 'Mountain' });
    assert.deepEqual(g.state.prompt, { type: 'search', card: 'Test Cultivate', find: 'basic-land', left: 1, to: 'hand' });
    g = duel.act(g, { type: 'search', take: 'Island' });
    assert.ok(g.state.battlefield.some((p) => p.card === 'Mountain' && p.tapped));
    assert.ok(g.state.players[0]!.hand.some((c) => c.card === 'Island'));
    assert.deepEqual(libraryCards(g.state.players[0]!.library), ['Swamp']);
  });

  it('a library with nothing that fits asks nothing', () => {
    const g = casting('growth-none', ['Forest', 'Forest'], 'Test Growth', ['Craw Wurm']);
    assert.equal(g.state.prompt, null);
  });

  it('the computer answers by its stated rule', () => {
    const g = casting('tutor-bot', ['Swamp', 'Swamp', 'Swamp'], 'Test Tutor', ['Forest', 'Craw Wurm', 'Giant Growth']);
    const after = duel.botsUntil(g, (x) => x.state.prompt === null, 5);
    assert.ok(after.state.players[0]!.hand.some((c) => c.card === 'Giant Growth' || c.card === 'Craw Wurm'), 'a spell, not the land');
  });

  it('Magic Crawl keeps its stated rule: the tutor takes a card at once', () => {
    const s = scenario({ hand: ['Test Tutor'], battlefield: ['Swamp', 'Swamp', 'Swamp'], foes: ['Grizzly Bears'], library: ['Forest', 'Giant Growth'] });
    s.cast('Test Tutor');
    assert.equal(s.state.prompt, null);
    assert.deepEqual(s.state.you.hand.map((c) => c.card), ['Giant Growth'], 'the spell the rule picks, unasked');
  });
});
