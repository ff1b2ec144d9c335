import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { readSave } from '../../../src/engine';
import { rulesText } from '../../../src/engine/cards/rules-text';
import { readRulesText } from '../../../src/engine/import/oracle';
import { laidOut, legal, type Game } from '../duel/game-helpers';
import { importedCards } from './imported-cards';
import { chooseAction, magicCrawl } from '../../../src/engine/variants/magic-crawl';
import { chooseDuelAction, duel } from '../../../src/engine/variants/duel';
import { castle } from '../../../src/engine/variants/castle';
import { frontier } from '../../../src/engine/variants/frontier';

/**
 * Morph and megamorph (CR 702.37), read from the keyword line as imported
 * card data prints it: cast face down for {3} as a 2/2 with no name or
 * text; turned face up whenever its controller could act, for the morph
 * cost, without the stack (CR 116.2b); revealed when it leaves. Played at
 * the Magic table (a stack, an opponent who must not see the card) and in
 * Magic Crawl.
 */

const { card, named, scenario } = importedCards();

const ANGEL = 'Test Exalted Angel';
const PROTECTOR = 'Test Den Protector';
const MARAUDER = 'Test Skirk Marauder';

describe('Rules › Morph and megamorph (CR 702.37)', () => {
  before(() => {
    card(ANGEL, '{4}{W}{W}', ['W'], ['Creature'], [4, 5], 'Flying\nMorph {2}{W}{W}', ['Angel']);
    card(PROTECTOR, '{1}{G}', ['G'], ['Creature'], [2, 1], 'Megamorph {1}{G}', ['Human', 'Warrior']);
    card('Test Deep Twins', '{U}{U}', ['U'], ['Creature'], [2, 2], 'Flying', ['Merfolk']);
    card('Test Fire Twins', '{R}{R}', ['R'], ['Creature'], [2, 2], 'Haste', ['Goblin']);
    card(MARAUDER, '{1}{R}', ['R'], ['Creature'], [2, 1], `Morph {2}{R}\nWhen ${MARAUDER} is turned face up, it deals 2 damage to any target.`, ['Goblin']);
  });

  it('reads "Morph {2}{W}{W}" and "Megamorph {1}{G}" with their costs, leaves a morph cost that is no mana by hand, and writes a reminder of what it does', () => {
    assert.deepEqual(readRulesText('Morph {2}{W}{W}', 'X', { types: ['Creature'] }).abilities, [{ kind: 'morph', cost: '{2}{W}{W}' }]);
    assert.deepEqual(readRulesText('Megamorph {1}{G}', 'X', { types: ['Creature'] }).abilities, [{ kind: 'morph', cost: '{1}{G}', mega: true }]);
    assert.equal(readRulesText('Morph—Reveal a white card in your hand.', 'X', { types: ['Creature'] }).unread, 1);
    assert.match(rulesText(named(ANGEL)).join('\n'), /Morph \{2\}\{W\}\{W\} \(you may cast Test Exalted Angel face down as a 2\/2 creature for \{3\}; turn it face up whenever you could act, for \{2\}\{W\}\{W\}\)/);
    assert.match(rulesText(named(PROTECTOR)).join('\n'), /Megamorph \{1\}\{G\} \(.*turn it face up, with a \+1\/\+1 counter,/);
  });

  it('the Magic table: cast face down for {3}, it is a nameless 2/2 on the stack and on the battlefield, and the log names no card', () => {
    const g = laidOut('morph-cast', { hand: [ANGEL], mine: ['Plains', 'Plains', 'Plains'] });
    const choices = legal(g).filter((a) => a.type === 'cast');
    assert.deepEqual(choices, [{ type: 'cast', card: 970, faceDown: true }], 'three mana: face down only, not the Angel itself');
    assert.equal(duel.text.action(g, choices[0]!), `Cast ${ANGEL} face down (a 2/2 creature for {3}; morph {2}{W}{W})`);
    const cast = duel.apply(g.setup, g.state, choices[0]!);
    assert.ok(cast.ok, cast.ok ? '' : cast.error.message);
    // The terminal's picture (crawl show, crawl play) names the spell on the stack by no name either.
    const waiting = structuredClone(g.state);
    waiting.players[0]!.hand = [];
    waiting.stack = [{ kind: 'spell', id: 970, card: ANGEL, faceDown: true, controller: 'p1', x: 0 }];
    assert.ok(duel.text.picture({ setup: g.setup, state: waiting }, false).includes('Stack: a face-down creature spell'));
    const said = duel.narrate(cast.events);
    assert.match(said, /casts a face-down creature, tapping Plains, Plains, Plains/);
    assert.doesNotMatch(said, /Angel/, 'the other player does not learn the card');
    const x = resolveAll({ setup: g.setup, state: cast.state });
    const p = x.state.battlefield.find((q) => q.id === 970)!;
    assert.equal(p.card, 'Face-down creature');
    assert.equal(p.original, ANGEL);
    const mine = JSON.stringify(viewedBy(x, 'p1'));
    const theirs = JSON.stringify(viewedBy(x, 'p2'));
    assert.match(mine, /"name":"Face-down creature","manaCost":"","colours":\[\],"typeLine":"Creature","text":\[\],"power":2,"toughness":2/, 'a colourless 2/2 with no text');
    assert.match(mine, /"original":\{"name":"Test Exalted Angel","words":"Test Exalted Angel, face down \(morph \{2\}\{W\}\{W\}\)"\}/, 'its controller sees what it is');
    assert.match(mine, /"currentPower":2,"currentToughness":2,"keywords":\[\]/, 'no flying');
    assert.match(theirs, /Face-down creature/);
    assert.doesNotMatch(theirs, /Angel/, 'the other player does not see what it is');
    assert.ok(duel.text.picture(x, false).some((l) => l.includes('Face-down creature (Test Exalted Angel) 2/2')), "the terminal shows its controller which card it is");
  });

  it('the Magic table: asked how to pay for a face-down spell or for turning one face up, the log still names no card', () => {
    // Two Plains and three Islands for {3}, with a {W}{W} and a {U}{U} card in hand besides: which to keep is the player's to say.
    const g = laidOut('morph-pay', { hand: [ANGEL, 'White Knight', 'Test Deep Twins'], mine: ['Plains', 'Plains', 'Island', 'Island', 'Island'] });
    const cast = duel.apply(g.setup, g.state, { type: 'cast', card: 970, faceDown: true });
    assert.ok(cast.ok, cast.ok ? '' : cast.error.message);
    assert.equal(cast.state.prompt?.type, 'pay', 'which three of the four lands: asked');
    assert.match(duel.narrate(cast.events), /choosing how to pay for a face-down creature/i);
    assert.doesNotMatch(duel.narrate(cast.events), /Angel/);
    // {2} of {2}{W}{W} from two Islands or two Mountains, a {U}{U} and an {R}{R} card in hand: asked again.
    const down = faceDownAt('morph-pay-up', ANGEL, ['Plains', 'Plains', 'Island', 'Island', 'Mountain', 'Mountain'], {}, ['Test Deep Twins', 'Test Fire Twins']);
    const up = duel.apply(down.setup, down.state, { type: 'activate', card: 989, ability: 0 });
    assert.ok(up.ok, up.ok ? '' : up.error.message);
    assert.equal(up.state.prompt?.type, 'pay');
    assert.doesNotMatch(duel.narrate(up.events), /Angel/);
  });

  it('the Magic table: turning it face up is a special action: paid for, no stack, the same creature with its damage, now the card it is', () => {
    // A land in hand to play keeps the turn in its main phase (a seat with nothing to do is passed for).
    const g = faceDownAt('morph-up', ANGEL, ['Plains', 'Plains', 'Plains', 'Plains'], { damage: 1, tapped: true }, ['Plains']);
    const up = legal(g).find((a) => a.type === 'activate' && a.card === 989);
    assert.deepEqual(up, { type: 'activate', card: 989, ability: 0 }, 'its morph ability, the first of its card (flying is a keyword)');
    assert.equal(duel.text.action(g, up!), `Turn ${ANGEL} face up for {2}{W}{W}`);
    const turned = duel.apply(g.setup, g.state, up!);
    assert.ok(turned.ok, turned.ok ? '' : turned.error.message);
    assert.equal(turned.state.stack.length, 0, 'it did not use the stack');
    assert.deepEqual([turned.state.priority?.seat, turned.state.phase.type === 'turn' && turned.state.phase.step], ['p1', 'main1'], 'and its controller keeps priority');
    const p = turned.state.battlefield.find((q) => q.id === 989)!;
    assert.equal(p.card, ANGEL);
    assert.equal(p.original, undefined);
    assert.deepEqual([p.damage, p.tapped], [1, true], 'the same permanent: its damage and tapped state stay');
    assert.match(JSON.stringify(viewedBy({ setup: g.setup, state: turned.state }, 'p2')), /"name":"Test Exalted Angel".*"keywords":\["flying"\]/, 'everyone sees it now');
    assert.match(duel.narrate(turned.events), /turns Test Exalted Angel face up for \{2\}\{W\}\{W\}, tapping Plains, Plains, Plains, Plains/);
    assert.ok(!legal({ setup: g.setup, state: turned.state }).some((a) => a.type === 'activate' && a.card === 989), 'face up, it has nothing more to turn');
  });

  it('megamorph puts a +1/+1 counter on it as it turns face up', () => {
    const g = faceDownAt('megamorph', PROTECTOR, ['Forest', 'Forest']);
    const up = legal(g).find((a) => a.type === 'activate' && a.card === 989)!;
    assert.equal(duel.text.action(g, up), `Turn ${PROTECTOR} face up for {1}{G} (megamorph: with a +1/+1 counter)`);
    const turned = duel.apply(g.setup, g.state, up);
    assert.ok(turned.ok, turned.ok ? '' : turned.error.message);
    const p = turned.state.battlefield.find((q) => q.id === 989)!;
    assert.deepEqual([p.card, p.counters], [PROTECTOR, 1]);
    assert.match(duel.narrate(turned.events), /megamorph: a \+1\/\+1 counter/);
  });

  it('"When ~ is turned face up" triggers as it turns face up (and "enters or is turned face up" is both)', () => {
    const both = readRulesText('When ~ enters the battlefield or is turned face up, draw a card.', 'X', { types: ['Creature'] });
    assert.deepEqual(both.abilities, [
      { kind: 'etb', effects: [{ do: 'draw', amount: 1 }] },
      { kind: 'trigger', when: 'turned-face-up', effects: [{ do: 'draw', amount: 1 }] },
    ]);
    assert.match(rulesText(named(MARAUDER)).join('\n'), /When Test Skirk Marauder is turned face up, it deals 2 damage to any target/);
    const g = faceDownAt('morph-trigger', MARAUDER, ['Mountain', 'Mountain', 'Mountain'], {}, ['Mountain']);
    const turned = duel.apply(g.setup, g.state, { type: 'activate', card: 989, ability: 0 });
    assert.ok(turned.ok, turned.ok ? '' : turned.error.message);
    let x: Game = { setup: g.setup, state: turned.state };
    assert.ok(x.state.prompt?.type === 'trigger' || x.state.stack.some((item) => item.kind === 'trigger'), 'its ability triggered');
    const life = x.state.players[1]!.life;
    for (let i = 0; i < 8 && (x.state.prompt || x.state.stack.length > 0); i++) {
      const next = duel.apply(x.setup, x.state, x.state.prompt?.type === 'trigger' ? { type: 'choose', target: 'p2' } : { type: 'pass' });
      assert.ok(next.ok, next.ok ? '' : next.error.message);
      x = { setup: x.setup, state: next.state };
    }
    assert.equal(x.state.players[1]!.life, life - 2, 'two damage to the other player');
  });

  it('a face-down creature that dies goes to the graveyard as the card it is, and the log reveals it', () => {
    const g = faceDownAt('morph-dies', ANGEL, ['Mountain'], {}, ['Lightning Bolt']);
    const bolt = duel.apply(g.setup, g.state, { type: 'cast', card: 970, target: 989 });
    assert.ok(bolt.ok, bolt.ok ? '' : bolt.error.message);
    const x = resolveAll({ setup: g.setup, state: bolt.state }, (said) => assert.match(`${duel.narrate(bolt.events)}\n${said}`, /Face-down creature dies.*the face-down creature was Test Exalted Angel/));
    assert.ok(!x.state.battlefield.some((p) => p.id === 989));
    assert.deepEqual(x.state.players[0]!.graveyard.map((c) => c.card), ['Lightning Bolt', ANGEL]);
  });

  it('refuses to cast a card without morph face down, to turn a creature face up by another ability, or while a question waits, and changes nothing', () => {
    const g = laidOut('morph-refused', { hand: ['Llanowar Elves'], mine: ['Forest', 'Forest', 'Forest'] });
    const refused = duel.apply(g.setup, g.state, { type: 'cast', card: 970, faceDown: true });
    assert.ok(!refused.ok);
    assert.equal(refused.error.rule, 'mtg.702.37.no-morph');
    assert.match(refused.error.message, /Llanowar Elves has no morph/);
    const down = faceDownAt('morph-wrong', ANGEL, ['Plains', 'Plains', 'Plains', 'Plains']);
    const wrong = duel.apply(down.setup, down.state, { type: 'activate', card: 989, ability: 1 });
    assert.ok(!wrong.ok);
    assert.match(wrong.error.message, /can only be turned face up: name its morph ability, ability 0/);
    const asked = structuredClone(down.state);
    asked.prompt = { type: 'discard', count: 1 } as typeof asked.prompt;
    asked.promptSeat = 'p1';
    const waiting = duel.apply(down.setup, asked, { type: 'activate', card: 989, ability: 0 });
    assert.ok(!waiting.ok, 'a question first');
  });

  it('the computer casts a morph card face down when it cannot pay for the card, and turns it face up when it can', () => {
    const g = laidOut('morph-bot', { hand: [ANGEL], mine: ['Plains', 'Plains', 'Plains'] });
    assert.deepEqual(chooseDuelAction(g.setup, g.state), { type: 'cast', card: 970, faceDown: true });
    const rich = laidOut('morph-bot-rich', { hand: [ANGEL], mine: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains'] });
    assert.deepEqual(chooseDuelAction(rich.setup, rich.state), { type: 'cast', card: 970 }, 'with six, the Angel itself');
    const down = faceDownAt('morph-bot-up', ANGEL, ['Plains', 'Plains', 'Plains', 'Plains']);
    assert.deepEqual(chooseDuelAction(down.setup, down.state), { type: 'activate', card: 989, ability: 0 });
  });

  it('Magic Crawl: cast face down it enters at once; turned face up it flies; the crawl computer plays it so too', () => {
    const s = scenario({ hand: [ANGEL], battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains'], foes: ['Llanowar Elves'] });
    const id = s.id(ANGEL);
    const down = { type: 'cast' as const, card: id, faceDown: true as const };
    assert.ok(s.isLegal(down));
    assert.equal(magicCrawl.text.action(s.game, down), `cast ${ANGEL} face down (a 2/2 creature for {3}; morph {2}{W}{W})`);
    s.act(down);
    assert.equal(s.perm('Face-down creature').original, ANGEL);
    assert.match(s.said, /cast a face-down creature/i);
    const up = { type: 'activate' as const, card: id, ability: 0 };
    assert.ok(s.isLegal(up));
    assert.equal(magicCrawl.text.action(s.game, up), `turn ${ANGEL} face up for {2}{W}{W}`);
    s.act(up);
    assert.equal(s.perm(ANGEL).id, id);
    assert.match(s.said, /turned Test Exalted Angel face up for \{2\}\{W\}\{W\}/i);
    s.refuse({ type: 'cast', card: id, faceDown: true });

    const poor = scenario({ hand: [ANGEL], battlefield: ['Plains', 'Plains', 'Plains'], foes: ['Llanowar Elves'] });
    assert.deepEqual(chooseAction(poor.game, poor.state.rng).action, { type: 'cast', card: poor.id(ANGEL), faceDown: true });
  });
});

describe('Rules › Morph › a saved face-down permanent is checked at every table', () => {
  /** The problems a variant finds in a saved game (read from a fixture) once `change` has edited its state. */
  const problemsAfter = (fixture: string, variant: { problems(setup: never, state: never): { path: string; message: string }[] }, change: (battlefield: unknown[]) => void) => {
    const read = readSave(readFileSync(`test/fixtures/good/${fixture}`, 'utf8'));
    assert.ok(read.ok, read.ok ? '' : read.problems[0]?.message);
    const state = structuredClone(read.game.state) as { battlefield: unknown[] };
    change(state.battlefield);
    return variant.problems(read.game.setup as never, state as never).filter((p) => p.path.endsWith('/original'));
  };
  const faceDown = (original: string, more: object = {}) => ({ id: 9001, card: 'Face-down creature', original, controller: 'south', tapped: false, sick: false, damage: 0, counters: 0, ...more });

  for (const [title, fixture, variant] of [
    ['Frontier', 'frontier-when-able.crawl.json', frontier],
    ['Castle', 'castle-played.crawl.json', castle],
    ['Magic Crawl', 'explored.crawl.json', magicCrawl],
  ] as const) {
    it(`${title}: a face-down card with no morph, or with no card underneath, is named by its path; the file as saved has none`, () => {
      const seat = title === 'Magic Crawl' ? 'you' : 'south';
      assert.deepEqual(problemsAfter(fixture, variant, () => {}), [], 'the fixture is clean');
      const noMorph = problemsAfter(fixture, variant, (bf) => bf.push(faceDown('Llanowar Elves', { controller: seat })));
      assert.equal(noMorph.length, 1, JSON.stringify(noMorph));
      assert.match(noMorph[0]!.path, /^\/state\/battlefield\/\d+\/original$/);
      assert.match(noMorph[0]!.message, /face down as Llanowar Elves, which has no morph: it cannot be face down/);
      const token = problemsAfter(fixture, variant, (bf) => bf.push(faceDown('Llanowar Elves', { controller: seat, token: true })));
      assert.ok(token.some((p) => /only a card can be face down/.test(p.message)), JSON.stringify(token));
    });
  }

  it('the Magic table: a face-down card is fine when it has morph, and refused when it has none or names no card', () => {
    const ok = faceDownAt('morph-saved', ANGEL, ['Plains']);
    const known = (g: Game) => duel.problems(g.setup, g.state).filter((p) => p.path.endsWith('/original'));
    const elves = faceDownAt('morph-saved', 'Llanowar Elves', ['Plains']);
    assert.match(known(elves).map((p) => p.message).join('\n'), /face down as Llanowar Elves, which has no morph/);
    const nothing = structuredClone(ok);
    delete (nothing.state.battlefield.find((p) => p.id === 989) as { original?: string }).original;
    assert.match(known(nothing).map((p) => p.message).join('\n'), /face down with no card underneath/);
    assert.ok(!known(ok).some((p) => /no morph/.test(p.message)), JSON.stringify(known(ok)));
  });
});

/** The playmat's view of the table as `seat` sees it (the other seat played by the computer). */
function viewedBy(g: Game, seat: 'p1' | 'p2') {
  const setup = structuredClone(g.setup);
  setup.players.forEach((p, i) => (p.control = (i === 0) === (seat === 'p1') ? 'human' : 'computer'));
  const game = { setup, state: g.state };
  return duel.tableView(game, duel.legalActions(setup, g.state));
}

/** Passes for both seats until the stack is empty, giving each action's narration to `check` (any one may match). */
function resolveAll(g: Game, check?: (said: string) => void): Game {
  let x = g;
  const said: string[] = [];
  for (let i = 0; i < 8 && x.state.stack.length > 0; i++) {
    const passed = duel.apply(x.setup, x.state, { type: 'pass' });
    assert.ok(passed.ok, passed.ok ? '' : passed.error.message);
    said.push(duel.narrate(passed.events));
    x = { setup: x.setup, state: passed.state };
  }
  assert.equal(x.state.stack.length, 0, 'the stack resolved');
  if (check) check(said.join('\n'));
  return x;
}

/** p1's first main phase with `card` face down on its battlefield (#989, not summoning sick), untapped `lands` (#980 on) and `hand` (#970 on). */
function faceDownAt(seed: string, card: string, lands: string[], more: { damage?: number; tapped?: boolean } = {}, hand: string[] = []): Game {
  const g = laidOut(seed, { hand, mine: lands });
  const state = structuredClone(g.state);
  state.battlefield.push({ id: 989, card: 'Face-down creature', original: card, controller: 'p1', tapped: more.tapped ?? false, sick: false, damage: more.damage ?? 0, counters: 0 });
  return { setup: g.setup, state };
}
