import { strict as assert } from 'node:assert';
import { rulesText } from '../../../src/engine/cards/rules-text';
import { readRulesText } from '../../../src/engine/import/oracle';
import { laidOut, legal, resolveStack } from '../duel/game-helpers';
import { importedCards } from './imported-cards';
import { magicCrawl } from '../../../src/engine/variants/magic-crawl';
import { chooseDuelAction, duel } from '../../../src/engine/variants/duel';

/**
 * "As an additional cost to cast this spell, discard a card" (CR 601.2b,
 * 601.2h), read from imported card data: the cast names another card of
 * the caster's hand (`discard`), discarded as the spell is paid for. The
 * legal actions offer one cast per name in hand; a computer player parts
 * with a land first, then its dearest spell.
 */

const { card, named, scenario } = importedCards();
const VOICE = 'Test Tormenting Voice';
const GUESS = 'Test Wild Guess';

describe('Rules › Discard a card as an additional cost to cast (CR 601.2h)', () => {
  before(() => {
    card(VOICE, '{1}{R}', ['R'], ['Sorcery'], undefined, 'As an additional cost to cast this spell, discard a card.\nDraw two cards.');
    card(GUESS, '{R}{R}', ['R'], ['Sorcery'], undefined, 'As an additional cost to cast Test Wild Guess, discard a card.\nDraw two cards.');
  });

  it('reads the cost, in "this spell" and in the older "~" wording, and writes it back', () => {
    for (const line of ['As an additional cost to cast this spell, discard a card.', 'As an additional cost to cast ~, discard a card.']) {
      const read = readRulesText(line, 'X', { types: ['Sorcery'] });
      assert.deepEqual(read.abilities, [{ kind: 'static', rule: { is: 'discard-to-cast' } }]);
      assert.equal(read.unread, 0);
    }
    assert.match(rulesText(named(VOICE)).join('\n'), /^As an additional cost to cast Test Tormenting Voice, discard a card\.$/m);
    assert.match(rulesText(named(GUESS)).join('\n'), /Draw two cards/);
  });

  it('the Magic table: one cast per other name in hand (copies one choice), never the spell itself; the card named is discarded as it is paid for', () => {
    // Hand: #970 the Voice, #971 Forest, #972 Forest, #973 Hill Giant.
    const g = laidOut('delve', { hand: [VOICE, 'Forest', 'Forest', 'Hill Giant'], mine: ['Mountain', 'Mountain'] });
    const casts = legal(g).filter((a) => a.type === 'cast' && a.card === 970);
    assert.deepEqual(casts, [
      { type: 'cast', card: 970, discard: 971 },
      { type: 'cast', card: 970, discard: 973 },
    ], 'a land first, then the dearest spell: the order a computer player parts with them');
    assert.equal(duel.text.action(g, casts[1]!), `Cast ${VOICE}, discarding Hill Giant`);
    const cast = duel.apply(g.setup, g.state, casts[1]!);
    assert.ok(cast.ok, cast.ok ? '' : cast.error.message);
    assert.match(duel.narrate(cast.events), /discards Hill Giant/);
    const done = resolveStack({ setup: g.setup, state: cast.state });
    const me = done.state.players[0]!;
    assert.deepEqual(me.graveyard.map((c) => c.card), ['Hill Giant', VOICE], 'the Giant discarded as the spell was paid for, before it resolved');
    assert.deepEqual(me.hand.slice(0, 2).map((c) => c.id), [971, 972], 'both Forests kept');
    assert.equal(me.hand.length, 4, 'and two cards drawn');
  });

  it('the Magic table: refuses a cast naming no discard, the spell itself, a card not in hand, or a discard for a spell that asks none, and changes nothing', () => {
    const g = laidOut('delve', { hand: [VOICE, 'Forest', 'Giant Growth'], mine: ['Mountain', 'Mountain', 'Forest', 'Grizzly Bears'] });
    const before = JSON.stringify(g.state);
    for (const action of [
      { type: 'cast' as const, card: 970 },
      { type: 'cast' as const, card: 970, discard: 970 },
      { type: 'cast' as const, card: 970, discard: 980 },
      { type: 'cast' as const, card: 972, target: 983, discard: 971 },
    ]) {
      const refused = duel.apply(g.setup, g.state, action);
      assert.ok(!refused.ok, `${JSON.stringify(action)} refused`);
      assert.match(refused.error.message, /discard/);
      assert.equal(JSON.stringify(g.state), before);
    }
  });

  it('the Magic table: with nothing else in hand the spell cannot be cast', () => {
    const g = laidOut('delve', { hand: [VOICE], mine: ['Mountain', 'Mountain'] });
    assert.ok(!legal(g).some((a) => a.type === 'cast'), 'no other card to discard');
  });

  it('the Magic table: the computer casts it discarding a land it does not need before a spell', () => {
    const g = laidOut('delve', { hand: [VOICE, 'Hill Giant', 'Mountain'], mine: ['Mountain', 'Mountain'] });
    const chosen = chooseDuelAction(g.setup, g.state);
    // It plays its land first if it likes; what matters is which card a cast of the Voice would give up.
    const casts = legal(g).filter((a) => a.type === 'cast' && a.card === 970);
    assert.deepEqual(casts[0], { type: 'cast', card: 970, discard: 972 }, 'the Mountain is offered first');
    if (chosen?.type === 'cast' && chosen.card === 970) assert.equal(chosen.discard, 972);
  });

  it('Magic Crawl: cast discarding a card named, which goes to the graveyard, then two cards drawn; the label names the discard', () => {
    const s = scenario({ hand: [GUESS, 'Giant Growth'], battlefield: ['Mountain', 'Mountain'], library: ['Forest', 'Forest', 'Forest'], foes: ['Gray Ogre'] });
    const cast = { type: 'cast' as const, card: s.id(GUESS), discard: s.id('Giant Growth') };
    assert.ok(s.isLegal(cast), 'offered with the Growth to discard');
    assert.equal(magicCrawl.text.action(s.game, cast), `cast ${GUESS}, discarding Giant Growth`);
    s.refuse({ type: 'cast', card: s.id(GUESS) }, /discard/);
    s.act(cast);
    assert.deepEqual([...s.graveyard].sort(), ['Giant Growth', GUESS].sort());
    assert.deepEqual(s.hand, ['Forest', 'Forest']);
    assert.match(s.said, /discarded Giant Growth/i);
  });
});
