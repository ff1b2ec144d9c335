import { strict as assert } from 'node:assert';
import { rulesText } from '../../../src/engine/cards/rules-text';
import { readRulesText } from '../../../src/engine/import/oracle';
import { laidOut, legal, type Game } from '../duel/game-helpers';
import { importedCards } from './imported-cards';
import { chooseAction, magicCrawl } from '../../../src/engine/variants/magic-crawl';
import { chooseDuelAction, duel } from '../../../src/engine/variants/duel';

/**
 * Madness (CR 702.35a), read from the keyword line as imported card data
 * prints it: "If you discard this card, discard it into exile. When you
 * do, cast it for its madness cost or put it into your graveyard." Played
 * at the crawl (no stack: asked at once) and at the Magic table (the
 * trigger goes on the stack).
 */

const { card, named, scenario } = importedCards();

describe('Rules › Madness (CR 702.35a)', () => {
  before(() => {
    card('Test Fiery Temper', '{1}{R}{R}', ['R'], ['Instant'], undefined, 'Test Fiery Temper deals 3 damage to any target.\nMadness {R}');
    card('Test Maurer Twins', '{4}{B}', ['B'], ['Creature'], [3, 5], 'Madness {2}{B}', ['Vampire']);
    card('Test Rummage', '{R}', ['R'], ['Sorcery'], undefined, 'Draw a card, then discard a card.');
  });

  it('reads "Madness {R}" as the keyword with its cost, and writes it back with a reminder of what it does', () => {
    assert.deepEqual(readRulesText('Madness {2}{B}', 'X', { types: ['Creature'] }).abilities, [{ kind: 'madness', cost: '{2}{B}' }]);
    assert.match(rulesText(named('Test Fiery Temper')).join('\n'), /Madness \{R\} \(if you discard Test Fiery Temper, it is exiled instead; then cast it for \{R\}/);
    // A cost with X comes with text that asks what X was: by hand.
    assert.equal(readRulesText('Madness {X}{U}{U}', 'X', { types: ['Sorcery'] }).unread, 1);
  });

  it('Magic Crawl: discarded to hand size, it is exiled and you are asked to cast it for its madness cost, at any target', () => {
    const s = atEndOfTurn(['Mountain'], ['Llanowar Elves']);
    s.act({ type: 'endTurn' });
    assert.equal(s.state.prompt?.type, 'discard');
    s.act({ type: 'discard', card: s.id('Test Fiery Temper') });
    assert.deepEqual(s.state.prompt, { type: 'madness', card: 'Test Fiery Temper', id: s.id('Test Fiery Temper'), cost: '{R}' });
    assert.ok(s.exile.includes('Test Fiery Temper') && !s.graveyard.includes('Test Fiery Temper'), 'into exile, not the graveyard');
    const answers = s.legal();
    const elves = s.state.battlefield.find((p) => p.card === 'Llanowar Elves')!.id;
    assert.ok(answers.some((a) => a.type === 'cast' && a.target === elves), 'cast at the Elves');
    assert.ok(answers.some((a) => a.type === 'cancel'), 'or not');
    assert.ok(answers.every((a) => a.type === 'cast' || a.type === 'cancel'), 'and nothing else until it is answered');
    const cast = { type: 'cast' as const, card: s.id('Test Fiery Temper'), target: elves };
    assert.equal(magicCrawl.text.action(s.game, cast), 'cast Test Fiery Temper from exile for its madness cost {R} → Llanowar Elves');
    s.act(cast);
    assert.ok(!s.state.battlefield.some((p) => p.card === 'Llanowar Elves'), 'three damage killed the Elves');
    assert.ok(s.graveyard.includes('Test Fiery Temper') && !s.exile.includes('Test Fiery Temper'), 'the spell went to the graveyard as it resolved');
    assert.ok(s.state.battlefield.find((p) => p.card === 'Mountain')!.tapped, 'paid {R}, not {1}{R}{R}');
    const log = s.game.log.map((e) => e.text).join('\n');
    assert.match(log, /discarded Test Fiery Temper into exile \(madness\); Test Fiery Temper's madness triggers/i);
    assert.match(log, /cast Test Fiery Temper for its madness cost \{R\} targeting Llanowar Elves/i);
    assert.equal(s.state.prompt, null);
  });

  it('Magic Crawl: declined, it goes to the graveyard; with no way to pay, it goes there without a question', () => {
    const s = atEndOfTurn(['Mountain'], ['Llanowar Elves']);
    s.act({ type: 'endTurn' });
    s.act({ type: 'discard', card: s.id('Test Fiery Temper') });
    assert.equal(magicCrawl.text.action(s.game, { type: 'cancel' }), 'put Test Fiery Temper into your graveyard (not cast)');
    s.act({ type: 'cancel' });
    assert.ok(s.graveyard.includes('Test Fiery Temper') && !s.exile.includes('Test Fiery Temper'));
    assert.match(s.game.log.at(-1)!.text, /put Test Fiery Temper into your graveyard \(not cast for its madness cost\)/i);
    assert.equal(s.state.prompt, null);

    const poor = atEndOfTurn(['Island'], ['Llanowar Elves']);
    poor.act({ type: 'endTurn' });
    poor.act({ type: 'discard', card: poor.id('Test Fiery Temper') });
    assert.notEqual(poor.state.prompt?.type, 'madness', 'nothing red to pay with: not asked');
    assert.ok(poor.graveyard.includes('Test Fiery Temper'));
    assert.ok(poor.game.log.some((e) => /put Test Fiery Temper into your graveyard \(it cannot be cast for its madness cost now\)/i.test(e.text)));
  });

  it('Magic Crawl: a creature with madness enters at the end of your turn, and then the turn goes on', () => {
    const s = atEndOfTurn(['Swamp', 'Swamp', 'Swamp'], ['Llanowar Elves'], 'Test Maurer Twins');
    s.act({ type: 'endTurn' });
    s.act({ type: 'discard', card: s.id('Test Maurer Twins') });
    assert.equal(s.state.prompt?.type, 'madness');
    s.act({ type: 'cast', card: s.id('Test Maurer Twins') });
    assert.ok(s.has('Test Maurer Twins'), 'on the battlefield, cast at the end step');
    assert.ok(s.legal().some((a) => a.type === 'pass' || a.type === 'endTurn'), 'the turn is yours to end');
  });

  it('the computer discards a madness card it can cast for that cost first, and casts it at the target the rules would choose', () => {
    const choosing = atEndOfTurn(['Mountain'], ['Llanowar Elves']);
    choosing.act({ type: 'endTurn' });
    assert.deepEqual(chooseAction(choosing.game, choosing.state.rng).action, { type: 'discard', card: choosing.id('Test Fiery Temper') }, 'the Temper, not an Island');
    const g = rummaging('madness-bot');
    const rummaged = duel.apply(g.setup, g.state, { type: 'cast', card: 970 });
    assert.ok(rummaged.ok && rummaged.state.prompt?.type === 'discard');
    assert.deepEqual(chooseDuelAction(g.setup, rummaged.state), { type: 'discard', card: 971 }, "the table's computer too");
    const s = atEndOfTurn(['Mountain'], ['Llanowar Elves']);
    s.act({ type: 'endTurn' });
    s.act({ type: 'discard', card: s.id('Test Fiery Temper') });
    const chosen = chooseAction(s.game, s.state.rng).action;
    assert.equal(chosen?.type, 'cast');
    assert.equal(chosen?.type === 'cast' ? chosen.target : undefined, s.state.battlefield.find((p) => p.card === 'Llanowar Elves')!.id);
  });

  it('the Magic table: the discard from a spell puts madness on the stack; as it resolves its owner casts the card', () => {
    const g = rummaging('madness-table');
    const rummage = duel.apply(g.setup, g.state, { type: 'cast', card: 970 });
    assert.ok(rummage.ok, rummage.ok ? '' : rummage.error.message);
    // The other seat holds nothing: passed for, the Rummage resolves and asks for the discard.
    assert.equal(rummage.state.prompt?.type, 'discard');
    const discarded = duel.apply(g.setup, rummage.state, { type: 'discard', card: 971 });
    assert.ok(discarded.ok, discarded.ok ? '' : discarded.error.message);
    assert.ok(discarded.state.players[0]!.exile.some((c) => c.id === 971 && c.madness), 'in exile, waiting on its trigger');
    assert.match(duel.narrate(discarded.events), /discards Test Fiery Temper into exile \(madness\)/);
    assert.match(duel.narrate(discarded.events), /Test Fiery Temper's madness triggers/);
    let x: Game = { setup: g.setup, state: discarded.state };
    for (let i = 0; i < 6 && x.state.prompt?.type !== 'madness'; i++) {
      assert.ok(x.state.stack.some((item) => item.kind === 'trigger' && item.madness), 'its trigger waits on the stack');
      const passed = duel.apply(x.setup, x.state, { type: 'pass' });
      assert.ok(passed.ok, passed.ok ? '' : passed.error.message);
      x = { setup: x.setup, state: passed.state };
    }
    assert.deepEqual(x.state.prompt, { type: 'madness', card: 'Test Fiery Temper', id: 971, cost: '{R}' });
    assert.equal(x.state.promptSeat, 'p1');
    const atP2 = legal(x).find((a) => a.type === 'cast' && a.target === 'p2');
    assert.ok(atP2, 'cast at the other player');
    assert.match(duel.text.action(x, atP2), /^Cast Test Fiery Temper for its madness cost \{R\} on /);
    assert.deepEqual(chooseDuelAction(x.setup, x.state)?.type, 'cast', "the table's computer casts it too");
    const life = x.state.players[1]!.life;
    let y = duel.apply(x.setup, x.state, atP2);
    assert.ok(y.ok, y.ok ? '' : y.error.message);
    for (let i = 0; i < 6 && y.ok && y.state.stack.length > 0; i++) y = duel.apply(x.setup, y.state, { type: 'pass' });
    assert.ok(y.ok);
    assert.equal(y.state.players[1]!.life, life - 3, 'three damage to the other player');
    assert.ok(y.state.players[0]!.graveyard.some((c) => c.id === 971) && !y.state.players[0]!.exile.some((c) => c.id === 971));
  });
});

/**
 * Your end step in a crawl with eight cards in hand (Fiery Temper, or the
 * card given, and seven Islands), `lands` on the battlefield and `foes`
 * facing you: ending the turn asks for one discard.
 */
function atEndOfTurn(lands: string[], foes: string[], madnessCard = 'Test Fiery Temper') {
  return scenario({ hand: [madnessCard, ...Array<string>(7).fill('Island')], battlefield: lands, foes, step: 'main2', landPlayed: true });
}

/** p1's first main phase at a two-seat table: Test Rummage (#970) and Test Fiery Temper (#971) in hand, two Mountains. */
const rummaging = (seed: string): Game => laidOut(seed, { hand: ['Test Rummage', 'Test Fiery Temper'], mine: ['Mountain', 'Mountain'] });
