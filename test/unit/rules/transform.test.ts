import { strict as assert } from 'node:assert';
import type { CardDef } from '../../../src/engine/cards/card';
import type { CardDefData } from '../../../src/engine/cards/card-schema';
import { addImportedCards } from '../../../src/engine/cards/pool';
import { rulesText } from '../../../src/engine/cards/rules-text';
import { readRulesText } from '../../../src/engine/import/oracle';
import { laidOut, type Game } from '../duel/game-helpers';
import { scenario } from './scenario';
import { duel } from '../../../src/engine/variants/duel';
import { magicCrawl } from '../../../src/engine/variants/magic-crawl';
import { importCardData } from '../../../src/engine/import/carddata';

/**
 * The werewolves' transform (CR 701.28, with an intervening "if", 603.4):
 * "At the beginning of each upkeep, if no spells were cast last turn,
 * transform ~", and back "if a player cast two or more spells last turn".
 * The faces' text is read as imported card data prints it.
 */

const NIGHT = 'At the beginning of each upkeep, if no spells were cast last turn, transform ~.';
const DAY = 'At the beginning of each upkeep, if a player cast two or more spells last turn, transform ~.';

function face(name: string, cost: string, pt: [number, number], text: string, keywords: string[] = []): CardDef {
  const r = readRulesText(text, name, { types: ['Creature'], subtypes: ['Werewolf'] });
  assert.equal(r.unread, 0, `${name}: ${r.unreadLines.join(' / ')}`);
  return { name, manaCost: cost, colours: ['R'], types: ['Creature'], subtypes: ['Human', 'Werewolf'], power: pt[0], toughness: pt[1], keywords: [...keywords, ...r.keywords], abilities: r.abilities };
}

const FRONT = face('Test Moon Watcher', '{1}{R}', [2, 2], NIGHT);
const BACK = face('Test Moon Stalker', '', [4, 3], DAY, ['trample']);
const WOLF: CardDef = { ...FRONT, name: 'Test Moon Watcher // Test Moon Stalker', layout: 'transform', faces: [FRONT, BACK], automation: 'full' };

describe('Rules › Transform: the werewolves (CR 701.28, 603.4)', () => {
  before(() => addImportedCards([WOLF]));

  it('reads both faces\' lines, writes them back, and counts such a card as played whole when imported', () => {
    assert.deepEqual(readRulesText(NIGHT, 'X', { types: ['Creature'] }).abilities, [{ kind: 'trigger', when: 'each-upkeep', ifLastTurn: 'no-spells', effects: [{ do: 'transform' }] }]);
    assert.deepEqual(readRulesText(DAY, 'X', { types: ['Creature'] }).abilities, [{ kind: 'trigger', when: 'each-upkeep', ifLastTurn: 'two-spells', effects: [{ do: 'transform' }] }]);
    assert.deepEqual(rulesText(WOLF), [
      'At the beginning of each upkeep, if no spells were cast last turn, transform Test Moon Watcher.',
      'Test Moon Stalker (back face): Creature — Human Werewolf 4/3',
      'Trample',
      'At the beginning of each upkeep, if a player cast two or more spells last turn, transform Test Moon Stalker.',
    ]);
    // As MTGJSON prints a werewolf: both faces' text read, so the whole card is played, not only its front.
    const card = (name: string, side: 'a' | 'b', text: string, extra: object) => ({ name: 'Test Dusk Watcher // Test Dusk Stalker', faceName: name, side, layout: 'transform', types: ['Creature'], subtypes: ['Werewolf'], colors: ['R'], text, ...extra });
    const read = importCardData({ data: { code: 'TST', cards: [card('Test Dusk Watcher', 'a', NIGHT.replace('~', 'Test Dusk Watcher'), { manaCost: '{1}{R}', power: '2', toughness: '2' }), card('Test Dusk Stalker', 'b', DAY.replace('~', 'Test Dusk Stalker'), { power: '4', toughness: '3' })] } });
    assert.deepEqual(read.problems, []);
    const wolf = read.cards.find((c) => c.def.name === 'Test Dusk Watcher // Test Dusk Stalker');
    assert.equal(wolf?.automation, 'full', JSON.stringify(read.cards.map((c) => [c.def.name, c.automation])));
  });

  it("the Magic table: with no spell cast in a turn, a werewolf transforms at the next upkeep (the other player's), the same permanent", () => {
    const g = laidOut('wolf-night', { mine: [WOLF.name, 'Mountain'] });
    const wolf = g.state.battlefield.find((p) => p.card === WOLF.name)!;
    // Tapped, with a counter: nobody can do anything, so one pass runs on to the next decision, through the other player's turn.
    const state = { ...g.state, battlefield: g.state.battlefield.map((p) => (p.id === wolf.id ? { ...p, counters: 1, tapped: true } : p)) };
    const passed = duel.apply(g.setup, state, { type: 'pass' });
    assert.ok(passed.ok, passed.ok ? '' : passed.error.message);
    assert.match(duel.narrate(passed.events), /Computer 1's turn begins \(turn 3\); Test Moon Watcher \/\/ Test Moon Stalker triggers; Test Moon Watcher transforms into Test Moon Stalker; Computer 1 draws a card; Player 1's turn begins/);
    const now = passed.state.battlefield.find((p) => p.id === wolf.id)!;
    assert.equal(now.card, 'Test Moon Stalker', 'the back face up');
    assert.equal(now.original, WOLF.name, 'the card it is');
    assert.equal(now.counters, 1, 'the same permanent, its counters kept');
    assert.equal(passed.state.phase.type === 'turn' ? passed.state.phase.number : 0, 4, "and at p1's upkeep, after a turn of no spells, the Stalker stays: it asks for two");
  });

  it('the Magic table: after a turn in which a player cast two spells, it transforms back; one spell is not enough', () => {
    const back = (seed: string, bolts: number) => {
      const g = laidOut(seed, { hand: Array<string>(bolts).fill('Lightning Bolt'), mine: [WOLF.name, 'Mountain', 'Mountain'] });
      const state = { ...g.state, battlefield: g.state.battlefield.map((p) => (p.card === WOLF.name ? { ...p, card: 'Test Moon Stalker', original: WOLF.name } : p)) };
      let x: Game = { setup: g.setup, state };
      for (let i = 0; i < bolts; i++) {
        const cast = duel.apply(x.setup, x.state, { type: 'cast', card: 970 + i, target: 'p2' });
        assert.ok(cast.ok, cast.ok ? '' : cast.error.message);
        x = { setup: x.setup, state: cast.state };
        for (let j = 0; j < 6 && x.state.stack.length > 0; j++) {
          const passed = duel.apply(x.setup, x.state, { type: 'pass' });
          assert.ok(passed.ok);
          x = { setup: x.setup, state: passed.state };
        }
      }
      assert.equal(x.state.players[0]!.spellsCast, bolts, 'the spells of this turn are counted, in a game with a werewolf');
      for (let i = 0; i < 40 && !(x.state.phase.type === 'turn' && x.state.phase.seat === 'p2' && x.state.phase.step !== 'upkeep'); i++) {
        const passed = duel.apply(x.setup, x.state, { type: 'pass' });
        assert.ok(passed.ok, passed.ok ? '' : passed.error.message);
        x = { setup: x.setup, state: passed.state };
      }
      return x.state.battlefield.find((p) => p.original === WOLF.name || p.card === WOLF.name)!;
    };
    const twice = back('wolf-day-2', 2);
    assert.equal(twice.card, WOLF.name, 'two spells: the front face again');
    assert.equal(twice.original, undefined);
    assert.equal(back('wolf-day-1', 1).card, 'Test Moon Stalker', 'one spell: it stays the Stalker');
  });

  it('Magic Crawl: at your upkeep it transforms if you cast no spell since your last turn began; the log says so', () => {
    const quiet = crawl([]);
    quiet.act({ type: 'endTurn' });
    for (let i = 0; i < 5 && quiet.state.phase.type !== 'turn'; i++) quiet.act({ type: 'pass' });
    assert.equal(quiet.state.battlefield.find((p) => p.original === WOLF.name)?.card, 'Test Moon Stalker');
    assert.ok(quiet.game.log.some((e) => /Test Moon Stalker's ability triggers; Test Moon Watcher transformed into Test Moon Stalker/.test(e.text)), quiet.game.log.map((e) => e.text).join('\n'));
    assert.deepEqual(magicCrawl.problems(quiet.game.setup, quiet.game.state), [], 'a state the save accepts');

    const busy = crawl(['Lightning Bolt']);
    busy.act({ type: 'cast', card: busy.id('Lightning Bolt'), target: 'you' });
    busy.act({ type: 'endTurn' });
    for (let i = 0; i < 5 && busy.state.phase.type !== 'turn'; i++) busy.act({ type: 'pass' });
    assert.equal(busy.state.battlefield.find((p) => p.card === WOLF.name)?.card, WOLF.name, 'a spell last turn: no transform');
  });
});

/** Your first main phase of an encounter turn: the werewolf and a Mountain yours, `hand` in hand, a Llanowar Elves facing you. */
function crawl(hand: string[]) {
  return scenario({ hand, battlefield: [WOLF.name, 'Mountain'], foes: ['Llanowar Elves'], options: { cards: [WOLF as CardDefData] } });
}
