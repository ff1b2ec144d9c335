import { strict as assert } from 'node:assert';
import { rulesText } from '../../../src/engine/cards/rules-text';
import { readRulesText } from '../../../src/engine/import/oracle';
import { laidOut, legal, resolveStack, type Game } from '../duel/game-helpers';
import { importedCards } from './imported-cards';
import { duel } from '../../../src/engine/variants/duel';

/**
 * Outlast (CR 702.107a) and its partners, "Each creature you control with
 * a +1/+1 counter on it has …", read from imported card data as printed:
 * "[cost], {T}: put a +1/+1 counter on this creature", only as a sorcery,
 * and a keyword for only those creatures of yours that have a counter.
 */

const { card, named, scenario } = importedCards();
const FALCONER = 'Test Abzan Falconer';
const GUIDE = 'Test Abzan Skyguide';
const DRUMMER = 'Test Elf Drummer';

describe('Rules › Outlast (CR 702.107a) and "each creature you control with a +1/+1 counter on it"', () => {
  before(() => {
    card(FALCONER, '{2}{W}', ['W'], ['Creature'], [2, 3], 'Outlast {W}\nEach creature you control with a +1/+1 counter on it has flying.', ['Human', 'Soldier']);
    card(DRUMMER, '{2}{G}', ['G'], ['Creature'], [2, 2], 'Amplify 1', ['Elf', 'Warrior']);
    card(GUIDE, '{1}{W}', ['W'], ['Creature'], [1, 4], `When ${GUIDE} enters the battlefield, bolster 2.`, ['Human', 'Warrior']);
  });

  it('reads outlast as a sorcery-speed ability that taps the creature for a counter, and the partner as an anthem of creatures with a counter', () => {
    assert.deepEqual(readRulesText('Outlast {1}{W}', 'X', { types: ['Creature'] }).abilities, [
      { kind: 'activated', cost: { mana: '{1}{W}', tap: true }, effects: [{ do: 'counters', what: 'self', count: 1 }], sorcery: true },
    ]);
    assert.deepEqual(readRulesText('Each creature you control with a +1/+1 counter on it has first strike.', 'X', { types: ['Creature'] }).abilities, [
      { kind: 'anthem', power: 0, toughness: 0, keywords: ['first-strike'], withCounter: true },
    ]);
    const text = rulesText(named(FALCONER)).join('\n');
    assert.match(text, /\{W\}, \{T\}: Put a \+1\/\+1 counter on Test Abzan Falconer\. Activate only as a sorcery\./);
    assert.match(text, /Each creature you control with a \+1\/\+1 counter on it has flying\./);
  });

  it('the Magic table: outlast puts a counter on it, and then it flies; a creature of yours without a counter does not', () => {
    const g = laidOut('outlast', { hand: ['Plains'], mine: [FALCONER, 'Grizzly Bears', 'Plains'] });
    assert.ok(!flies(g, 980) && !flies(g, 981), 'no counters yet: nothing flies');
    const outlast = legal(g).find((a) => a.type === 'activate' && a.card === 980);
    assert.deepEqual(outlast, { type: 'activate', card: 980, ability: 0 });
    const done = duel.apply(g.setup, g.state, outlast!);
    assert.ok(done.ok, done.ok ? '' : done.error.message);
    const x = resolveStack({ setup: g.setup, state: done.state });
    const falconer = x.state.battlefield.find((p) => p.id === 980)!;
    assert.deepEqual([falconer.counters, falconer.tapped], [1, true], 'a counter, and tapped for it');
    assert.ok(flies(x, 980), 'with a counter, it flies');
    assert.ok(!flies(x, 981), 'the Bears have no counter');
    const bears = structuredClone(x.state);
    bears.battlefield.find((p) => p.id === 981)!.counters = 1;
    assert.ok(flies({ setup: x.setup, state: bears }, 981), 'given one, they fly too');
  });

  it('outlast only as a sorcery: not with a spell on the stack', () => {
    const g = laidOut('outlast-timing', { hand: ['Lightning Bolt'], mine: [FALCONER, 'Plains', 'Mountain'] });
    const state = structuredClone(g.state);
    state.stack = [{ kind: 'spell', id: 970, card: 'Lightning Bolt', controller: 'p1', x: 0, target: 'p2' }];
    state.players[0]!.hand = [];
    const refused = duel.apply(g.setup, state, { type: 'activate', card: 980, ability: 0 });
    assert.ok(!refused.ok);
    assert.match(refused.error.message, /only in a main phase of your turn/);
  });
});

/** Whether permanent `id` has flying on the playmat of the seat at the table (p1). */
function flies(g: Game, id: number): boolean {
  const found: { keywords?: string[] }[] = [];
  // The permanent as drawn: the card view with that id that says whether it is tapped.
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) x.forEach(walk);
    else if (x && typeof x === 'object') {
      const o = x as Record<string, unknown>;
      if (o.id === id && 'tapped' in o) found.push(o as { keywords?: string[] });
      Object.values(o).forEach(walk);
    }
  };
  walk(duel.tableView(g, duel.legalActions(g.setup, g.state)));
  assert.ok(found.length > 0, `#${id} is on the playmat`);
  return found[0]!.keywords?.includes('flying') === true;
}

describe('Rules › Bolster (CR 701.39a)', () => {
  it('reads "bolster N" as an effect and writes what it does', () => {
    assert.deepEqual(readRulesText('Bolster 3.', 'X', { types: ['Sorcery'] }).abilities, [{ kind: 'spell', effects: [{ do: 'bolster', amount: 3 }] }]);
    assert.match(rulesText(named(GUIDE)).join('\n'), /When Test Abzan Skyguide enters, bolster 2 \(put two \+1\/\+1 counters on the creature you control with the least toughness\)/);
  });

  it('the Magic table: the counters go on the creature of yours with the least toughness, the first of them on a tie', () => {
    // Llanowar Elves (1/1, #981) and a second Elves (#982): the first gets them; the Skyguide itself is a 1/4.
    const g = laidOut('bolster', { hand: [GUIDE], mine: ['Hill Giant', 'Llanowar Elves', 'Llanowar Elves', 'Plains', 'Plains'] });
    const cast = legal(g).find((a) => a.type === 'cast' && a.card === 970);
    assert.ok(cast);
    const done = duel.apply(g.setup, g.state, cast!);
    assert.ok(done.ok, done.ok ? '' : done.error.message);
    const x = resolveStack({ setup: g.setup, state: done.state });
    const counters = (id: number) => x.state.battlefield.find((p) => p.id === id)!.counters;
    assert.deepEqual([counters(980), counters(981), counters(982)], [0, 2, 0], 'the first Elves');
    assert.equal(x.state.battlefield.find((p) => p.card === GUIDE)!.counters, 0);
  });
});

describe('Rules › Amplify (CR 702.38a)', () => {
  it('reads "Amplify N" and writes what it does', () => {
    assert.deepEqual(readRulesText('Amplify 2', 'X', { types: ['Creature'] }).abilities, [{ kind: 'enters-with-counters', count: 2, amplify: true }]);
    assert.match(rulesText(named(DRUMMER)).join('\n'), /^Amplify 1 \(as Test Elf Drummer enters, you reveal every card in your hand that shares a creature type with it; it enters with a \+1\/\+1 counter for each\)$/m);
  });

  it('Magic Crawl: it enters with a counter for each card in hand that shares a creature type, all of them revealed, and the log names them', () => {
    const s = scenario({ hand: [DRUMMER, 'Llanowar Elves', 'Elvish Visionary', 'Hill Giant'], battlefield: ['Forest', 'Forest', 'Forest'], foes: ['Gray Ogre'] });
    s.act({ type: 'cast', card: s.id(DRUMMER) });
    assert.equal(s.perm(DRUMMER).counters, 2, 'two Elves in hand; the Giant is no Elf or Warrior');
    assert.match(s.said, /revealed Llanowar Elves, Elvish Visionary for Test Elf Drummer's amplify \(2 \+1\/\+1 counters\)/i);
    const alone = scenario({ hand: [DRUMMER, 'Hill Giant'], battlefield: ['Forest', 'Forest', 'Forest'], foes: ['Gray Ogre'] });
    alone.act({ type: 'cast', card: alone.id(DRUMMER) });
    assert.equal(alone.perm(DRUMMER).counters, 0);
    assert.doesNotMatch(alone.said, /amplify/i, 'nothing to reveal, nothing said');
  });
});
