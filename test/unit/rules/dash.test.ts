import { strict as assert } from 'node:assert';
import { rulesText } from '../../../src/engine/cards/rules-text';
import { readRulesText } from '../../../src/engine/import/oracle';
import { laidOut, legal, resolveStack, type Game } from '../duel/game-helpers';
import { importedCards } from './imported-cards';
import { magicCrawl } from '../../../src/engine/variants/magic-crawl';
import { chooseDuelAction, duel } from '../../../src/engine/variants/duel';

/**
 * Dash (CR 702.109a), read from imported card data: the creature may be
 * cast for its dash cost instead of its mana cost; it then has haste and
 * returns to its owner's hand at the beginning of the next end step.
 */

const { card, named, scenario } = importedCards();
const SCOUT = 'Test Mardu Outrider';

describe('Rules › Dash (CR 702.109a)', () => {
  before(() => {
    card(SCOUT, '{2}{R}{R}', ['R'], ['Creature'], [4, 1], 'Dash {1}{R}', ['Orc', 'Warrior']);
  });

  it('reads "Dash {1}{R}" and writes a reminder of what it does', () => {
    assert.deepEqual(readRulesText('Dash {2}{B}', 'X', { types: ['Creature'] }).abilities, [{ kind: 'dash', cost: '{2}{B}' }]);
    assert.match(rulesText(named(SCOUT)).join('\n'), /Dash \{1\}\{R\} \(you may cast Test Mardu Outrider for \{1\}\{R\}: it gains haste and returns to your hand at the beginning of the next end step\)/);
  });

  it('the Magic table: cast for its dash cost, it has haste, and at the next end step it returns to your hand', () => {
    const g = laidOut('dash', { hand: [SCOUT], mine: ['Mountain', 'Mountain'] });
    const casts = legal(g).filter((a) => a.type === 'cast');
    assert.deepEqual(casts, [{ type: 'cast', card: 970, dash: true }], 'two lands: only the dash cost');
    assert.equal(duel.text.action(g, casts[0]!), `Cast ${SCOUT} for its dash cost {1}{R} (with haste; back to your hand at the next end step)`);
    assert.deepEqual(chooseDuelAction(g.setup, g.state), casts[0], 'the computer dashes it when it cannot cast it to stay');
    const done = duel.apply(g.setup, g.state, casts[0]!);
    assert.ok(done.ok, done.ok ? '' : done.error.message);
    assert.match(duel.narrate(done.events), /casts Test Mardu Outrider for its dash cost \{1\}\{R\}, tapping Mountain, Mountain/);
    let x: Game = resolveStack({ setup: g.setup, state: done.state });
    const p = x.state.battlefield.find((q) => q.id === 970)!;
    assert.deepEqual([p.gained, p.atNextEndStep], [['haste'], 'return']);
    assert.ok(legal(x).some((a) => a.type === 'pass'), 'on to combat');
    // Through the turn to its end step: the delayed trigger returns it.
    for (let i = 0; i < 30 && !x.state.players[0]!.hand.some((c) => c.id === 970); i++) x = pass(x);
    assert.ok(x.state.players[0]!.hand.some((c) => c.card === SCOUT), 'back in hand');
    assert.ok(!x.state.battlefield.some((q) => q.id === 970));
  });

  it('with enough mana for both, both are offered; a card without dash is refused dashing, naming the rule', () => {
    const g = laidOut('dash-both', { hand: [SCOUT, 'Hill Giant'], mine: ['Mountain', 'Mountain', 'Mountain', 'Mountain'] });
    const scout = legal(g).filter((a) => a.type === 'cast' && a.card === 970);
    assert.deepEqual(scout, [{ type: 'cast', card: 970 }, { type: 'cast', card: 970, dash: true }]);
    assert.deepEqual(chooseDuelAction(g.setup, g.state), { type: 'cast', card: 970 }, 'able to pay for it, the computer casts it to stay');
    const refused = duel.apply(g.setup, g.state, { type: 'cast', card: 971, dash: true });
    assert.ok(!refused.ok);
    assert.equal(refused.error.rule, 'mtg.702.109a.dash');
    assert.match(refused.error.message, /Hill Giant has no dash/);
  });

  it('Magic Crawl: dashed, it may attack at once; the end step returns it to your hand', () => {
    const s = scenario({ hand: [SCOUT], battlefield: ['Mountain', 'Mountain'], foes: ['Gray Ogre'] });
    const dash = { type: 'cast' as const, card: s.id(SCOUT), dash: true as const };
    assert.ok(s.isLegal(dash));
    assert.equal(magicCrawl.text.action(s.game, dash), `cast ${SCOUT} for its dash cost {1}{R} (with haste; back to your hand at the next end step)`);
    s.act(dash);
    assert.match(s.said, /cast Test Mardu Outrider for its dash cost \{1\}\{R\}/i);
    assert.match(s.said, /Test Mardu Outrider will be returned to its owner's hand at the beginning of the next end step/);
    s.act({ type: 'pass' });
    assert.ok(s.legal().some((a) => a.type === 'attack' && a.creature === s.id(SCOUT)), 'haste: it attacks this turn');
    s.act({ type: 'endTurn' });
    assert.ok(s.hand.includes(SCOUT), 'back in hand at the end step');
    assert.ok(!s.has(SCOUT));
  });
});

function pass(x: Game): Game {
  const action = legal(x).find((a) => a.type === 'pass') ?? chooseDuelAction(x.setup, x.state)!;
  const done = duel.apply(x.setup, x.state, action);
  assert.ok(done.ok, done.ok ? '' : done.error.message);
  return { setup: x.setup, state: done.state };
}
