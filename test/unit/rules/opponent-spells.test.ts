import { strict as assert } from 'node:assert';
import { newGame, takeAction } from '../../../src/engine';
import { findDeck } from '../../../src/engine/cards/decks';
import { TARGET_RULES } from '../../../src/engine/magic/targets';
import { magicCrawl } from '../../../src/engine/variants/magic-crawl';
import { scenario } from './scenario';

/**
 * Magic Crawl › Playing: "Spells that target the opposing player … must be
 * removed from the main deck or immediately discarded during play, as they
 * will have no effect." Mind Rot is the starter decks' one such spell.
 */

describe('Rules › spells that would target an opponent', () => {
  it('Magic Crawl › Playing: by default ("remove") they are left out of the library at setup', () => {
    const deck = findDeck('black')!;
    const rots = deck.cards.find((c) => c.name === 'Mind Rot')!.count;
    assert.ok(rots > 0);
    const g = newGame('remove', { deck: 'black' });
    assert.equal(g.setup.options.opponentSpells, 'remove');
    const zones = [...g.state.you.library.cards, ...g.state.you.hand.map((c) => c.card)];
    assert.equal(zones.length, 60 - rots);
    assert.ok(!zones.includes('Mind Rot'));
    assert.deepEqual(g.setup.deck.cards.find((c) => c.name === 'Mind Rot')?.count, rots, 'the deck list itself is kept as it was');
    assert.deepEqual(magicCrawl.problems(g.setup, g.state), []);
  });

  it('Magic Crawl › Playing: with "discard", they stay in the library and are discarded as they are drawn', () => {
    const s = scenario({ options: { opponentSpells: 'discard' }, library: ['Mind Rot'], kind: 'preparation', roundsLeft: 1 });
    s.act({ type: 'endTurn' });
    assert.deepEqual(s.hand, []);
    assert.deepEqual(s.graveyard, ['Mind Rot']);
    assert.match(s.said, /drew Mind Rot; discarded Mind Rot \(it would target an opponent\)/);
  });

  it('Magic Crawl › Playing: with "discard", one drawn into the opening hand is discarded at once', () => {
    for (let i = 0; i < 200; i++) {
      const g = newGame(`discard-${i}`, { deck: 'black', opponentSpells: 'discard' });
      const inGraveyard = g.state.you.graveyard.filter((c) => c.card === 'Mind Rot').length;
      if (inGraveyard === 0) continue;
      assert.ok(!g.state.you.hand.some((c) => c.card === 'Mind Rot'));
      assert.equal(g.state.you.hand.length + inGraveyard, 7);
      assert.deepEqual(magicCrawl.problems(g.setup, g.state), []);
      return;
    }
    assert.fail('no seed drew Mind Rot into the opening hand');
  });

  it('CR 103.5: a hand left short by such discards puts no more cards on the bottom than it holds', () => {
    // Three mulligans, and two cards left: Mind Rots drawn into the last hand were discarded.
    const s = scenario({ options: { opponentSpells: 'discard' }, hand: ['Forest', 'Island'], graveyard: ['Mind Rot'], phase: { type: 'mulligan', taken: 3 } });
    s.act({ type: 'keep' });
    assert.deepEqual(s.state.prompt, { type: 'bottom', count: 2 });
    s.act({ type: 'bottom', card: s.handId('Forest') });
    s.act({ type: 'bottom', card: s.handId('Island') });
    assert.equal(s.state.prompt, null);
    assert.equal(s.phase.type, 'turn', 'play begins, with an empty hand');
    assert.ok(s.legal().length > 0);
  });

  it('Magic Crawl › Playing: such a spell can never be cast: it has no legal target in a crawl', () => {
    const s = scenario({ options: { opponentSpells: 'discard' }, hand: ['Mind Rot'], battlefield: ['Swamp', 'Swamp', 'Swamp'] });
    assert.ok(!s.legal().some((a) => a.type === 'cast'));
    s.refuse({ type: 'cast', card: s.handId('Mind Rot') }, TARGET_RULES.opponent);
    s.refuse({ type: 'cast', card: s.handId('Mind Rot'), target: 'you' }, TARGET_RULES.opponent);
  });

  it('Magic Crawl › Playing: with "remove", a game plays on with the deck less those spells, conserving every card', () => {
    let g = newGame('remove-play', { deck: 'black', preparationRounds: 1 });
    for (const action of [{ type: 'keep' }, { type: 'endTurn' }]) {
      const r = takeAction(g, action);
      assert.ok(r.ok);
      g = r.game;
      assert.deepEqual(magicCrawl.problems(g.setup, g.state), []);
    }
  });
});
