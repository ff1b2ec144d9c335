import { strict as assert } from 'node:assert';
import { rulesText } from '../../../src/engine/cards/rules-text';
import { readRulesText } from '../../../src/engine/import/oracle';
import { act, botsUntil, laidOut, legal, resolveStack, type Game } from '../duel/game-helpers';
import { importedCards } from './imported-cards';
import { magicCrawl } from '../../../src/engine/variants/magic-crawl';
import { duel } from '../../../src/engine/variants/duel';

/**
 * Rebound (CR 702.88a), read from imported card data: cast from the hand,
 * the spell is exiled as it resolves, and at its owner's next upkeep they
 * may cast it from exile without paying its mana cost; cast so, it goes to
 * the graveyard. Played at the Magic table (a trigger on the stack, then a
 * question) and in Magic Crawl (asked as the next turn begins).
 */

const { card, named, scenario } = importedCards();
const SOUL = 'Test Center Soul';
const STUDY = 'Test Quiet Study';

describe('Rules › Rebound (CR 702.88a)', () => {
  before(() => {
    card(SOUL, '{1}{W}', ['W'], ['Instant'], undefined, 'Target creature gets +2/+2 until end of turn.\nRebound');
    card(STUDY, '{1}{U}', ['U'], ['Sorcery'], undefined, 'Draw a card.\nRebound');
  });

  it('reads "Rebound" and writes a reminder of what it does', () => {
    const read = readRulesText('Draw a card.\nRebound', 'X', { types: ['Sorcery'] });
    assert.equal(read.unread, 0);
    assert.ok(read.abilities.some((a) => a.kind === 'static' && a.rule.is === 'rebound'));
    assert.match(rulesText(named(STUDY)).join('\n'), /^Rebound \(cast from your hand, Test Quiet Study is exiled as it resolves; at the beginning of your next upkeep you may cast it from exile without paying its mana cost\)$/m);
  });

  /** p1 casts the Study from its hand (Islands #980, #981) and lets it resolve. */
  function studied(): Game {
    const g = laidOut('delve', { hand: [STUDY], mine: ['Island', 'Island'] });
    const cast = legal(g).find((a) => a.type === 'cast' && a.card === 970);
    assert.ok(cast, 'castable from the hand');
    const done = duel.apply(g.setup, g.state, cast!);
    assert.ok(done.ok, done.ok ? '' : done.error.message);
    return resolveStack({ setup: g.setup, state: done.state });
  }

  it('the Magic table: cast from the hand it resolves and is exiled, marked to rebound, not put into the graveyard', () => {
    const g = studied();
    const me = g.state.players[0]!;
    assert.deepEqual(me.graveyard, []);
    assert.deepEqual(me.exile, [{ id: 970, card: STUDY, rebound: 'waiting' }]);
    assert.equal(me.hand.length, 1, 'its card drawn');
    assert.ok(!legal(g).some((a) => a.type === 'cast'), 'not castable from exile before the upkeep');
    assert.ok(duel.text.picture(g, false).includes(`  exile: ${STUDY} (rebounds at the next upkeep)`), 'crawl show says what waits in exile');
  });

  it('the Magic table: at its owner\'s next upkeep its trigger resolves and asks; cast for nothing, it resolves into the graveyard', () => {
    const upkeep = botsUntil(studied(), (x) => x.state.prompt?.type === 'rebound');
    assert.equal(upkeep.state.phase.type === 'turn' && upkeep.state.phase.seat, 'p1', "p1's own next turn");
    const answers = legal(upkeep);
    assert.deepEqual(answers, [{ type: 'cast', card: 970 }, { type: 'cancel' }]);
    assert.equal(duel.text.action(upkeep, answers[0]!), `Cast ${STUDY} from exile without paying its mana cost (rebound)`);
    assert.equal(duel.text.action(upkeep, answers[1]!), `Leave ${STUDY} in exile (not cast)`);
    const lands = upkeep.state.battlefield.filter((p) => p.controller === 'p1' && !p.tapped).length;
    const cast = duel.apply(upkeep.setup, upkeep.state, answers[0]!);
    assert.ok(cast.ok, cast.ok ? '' : cast.error.message);
    assert.match(duel.narrate(cast.events), /casts Test Quiet Study from exile without paying its mana cost \(rebound\)/);
    const done = resolveStack({ setup: upkeep.setup, state: cast.state });
    const me = done.state.players[0]!;
    assert.deepEqual(me.graveyard.map((c) => c.card), [STUDY], 'cast from exile, it does not rebound again');
    assert.deepEqual(me.exile, []);
    assert.equal(done.state.battlefield.filter((p) => p.controller === 'p1' && !p.tapped).length, lands, 'nothing paid');
  });

  it('the Magic table: declined, it stays in exile for good and is never offered again', () => {
    const upkeep = botsUntil(studied(), (x) => x.state.prompt?.type === 'rebound');
    const left = act(upkeep, { type: 'cancel' });
    assert.deepEqual(left.state.players[0]!.exile, [{ id: 970, card: STUDY }]);
    assert.equal(left.state.prompt, null);
    const later = botsUntil(left, (x) => x.state.phase.type === 'turn' && x.state.phase.number >= (upkeep.state.phase.type === 'turn' ? upkeep.state.phase.number : 0) + 2);
    assert.deepEqual(later.state.players[0]!.exile, [{ id: 970, card: STUDY }], 'still in exile, unmarked');
  });

  it('the Magic table: refuses a cast from exile of a card not rebounding, and a rebound answer out of turn, changing nothing', () => {
    const g = studied();
    const before = JSON.stringify(g.state);
    const early = duel.apply(g.setup, g.state, { type: 'cast', card: 970 });
    assert.ok(!early.ok);
    assert.equal(JSON.stringify(g.state), before);
  });

  it('Magic Crawl: cast from the hand it is exiled; the next turn asks; cast for nothing, with its target, it goes to the graveyard', () => {
    const s = scenario({ hand: [SOUL], battlefield: ['Plains', 'Plains', 'Grizzly Bears'], foes: ['Gray Ogre'] });
    const bears = s.id('Grizzly Bears');
    s.act({ type: 'cast', card: s.id(SOUL), target: bears });
    assert.deepEqual(s.state.you.exile, [{ id: s.id(SOUL), card: SOUL, rebound: 'waiting' }]);
    assert.match(s.said, /Test Center Soul was exiled \(rebound: cast it again at your next upkeep\)/);
    // On through the encounter's turn (no blocks) to yours.
    for (let i = 0; i < 12 && s.state.prompt?.type !== 'rebound'; i++) {
      const next = s.legal().find((a) => a.type === 'endTurn' || a.type === 'pass');
      assert.ok(next, JSON.stringify(s.legal()));
      s.act(next);
    }
    assert.equal(s.state.prompt?.type, 'rebound', 'asked as the next turn begins');
    const free = { type: 'cast' as const, card: s.id(SOUL), target: bears };
    assert.ok(s.isLegal(free));
    assert.equal(magicCrawl.text.action(s.game, free), `cast ${SOUL} from exile without paying its mana cost (rebound) → Grizzly Bears`);
    s.act(free);
    assert.deepEqual(s.graveyard, [SOUL]);
    assert.deepEqual(s.state.you.exile, []);
  });
});
