import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import type { CardDef } from '../../../src/engine/cards/card';
import type { CardDefData } from '../../../src/engine/cards/card-schema';
import { readRulesText } from '../../../src/engine/import/oracle';
import { nextInt, seedRng } from '../../../src/engine/rng';
import { chooseFrontierAction, frontier, frontierSetup, type FrontierSetup, type FrontierState } from '../../../src/engine/variants/frontier';

/**
 * Morph, dash, delve, outlast, bolster and rebound in Frontier Magic, whose
 * creatures stand on a grid: random legal play and the computer's, with
 * decks full of them. Every listed action is taken, every state passes
 * Frontier's consistency checks (a creature that turns face up keeps its
 * place; one dashed back to its hand leaves the board), the actions replay
 * to the same states, and each shape comes up.
 */

const runs = (n: number) => ({ numRuns: Number(process.env.CRAWL_PROPERTY_RUNS ?? n) });

function read(name: string, cost: string, text: string, pt: [number, number]): CardDef {
  const r = readRulesText(text, name, { types: ['Creature'] });
  assert.equal(r.unread, 0, `${name}: ${r.unreadLines.join(' / ')}`);
  return { name, manaCost: cost, colours: ['G'], types: ['Creature'], subtypes: [], power: pt[0], toughness: pt[1], keywords: [...r.keywords], abilities: r.abilities };
}

const MORPH = read('Test Grid Morpher', '{3}{G}{G}', 'Morph {1}{G}\nWhen ~ is turned face up, bolster 2.', [4, 4]);
const DASHER = read('Test Grid Dasher', '{2}{G}{G}', 'Trample\nDash {1}{G}', [4, 2]);
const DELVER = read('Test Grid Delver', '{5}{G}', 'Delve', [5, 5]);
const OUTLASTER = read('Test Grid Outlaster', '{1}{G}', 'Outlast {G}\nEach creature you control with a +1/+1 counter on it has trample.', [1, 2]);
const STUDY_TEXT = readRulesText('Draw a card.\nRebound', 'Test Grid Study', { types: ['Sorcery'] });
const STUDY: CardDef = { name: 'Test Grid Study', manaCost: '{1}{G}', colours: ['G'], types: ['Sorcery'], subtypes: [], keywords: [...STUDY_TEXT.keywords], abilities: STUDY_TEXT.abilities };
const CARDS = [MORPH, DASHER, DELVER, OUTLASTER, STUDY] as CardDefData[];
const DECK = {
  name: 'Grid',
  cards: [
    { name: MORPH.name, count: 6 },
    { name: DASHER.name, count: 6 },
    { name: DELVER.name, count: 4 },
    { name: OUTLASTER.name, count: 6 },
    { name: 'Giant Growth', count: 4 },
    { name: STUDY.name, count: 4 },
    { name: 'Forest', count: 18 },
  ],
};

type G = { setup: FrontierSetup; state: FrontierState };

function play(seed: string, steps: number, bot: boolean): { games: G[]; actions: Parameters<typeof frontier.apply>[2][] } {
  const made = frontierSetup({ seed, cards: CARDS, south: { deck: DECK }, north: { deck: DECK, control: 'computer' } });
  assert.ok(made.ok, made.ok ? '' : made.problems.join('; '));
  let g: G = { setup: made.setup, state: frontier.initialState(made.setup) };
  let rng = seedRng(`grid-play/${seed}`);
  const games = [g];
  const actions: Parameters<typeof frontier.apply>[2][] = [];
  for (let i = 0; i < steps && g.state.phase.type !== 'over'; i++) {
    const legal = frontier.legalActions(g.setup, g.state);
    assert.ok(legal.length > 0, `an action is open in ${JSON.stringify(g.state.phase)}`);
    const drawn = nextInt(rng, legal.length);
    rng = drawn.rng;
    const action = bot ? chooseFrontierAction(g.setup, g.state)! : legal[drawn.value]!;
    const done = frontier.apply(g.setup, g.state, action);
    assert.ok(done.ok, done.ok ? '' : `a listed action is refused: ${JSON.stringify(action)}: ${done.error.rule} ${done.error.message}`);
    g = { setup: g.setup, state: done.state };
    assert.deepEqual(frontier.problems(g.setup, g.state), [], `after ${JSON.stringify(action)}`);
    games.push(g);
    actions.push(action);
  }
  return { games, actions };
}

describe('Frontier Magic › morph, dash, delve, outlast, bolster and rebound in random play', () => {
  it('every listed action is taken, every state is consistent, the actions replay, and each shape comes up', () => {
    const seen = { faceDown: 0, turnedUp: 0, dashed: 0, returned: 0, delved: 0, countered: 0, rebounded: 0, reboundCast: 0 };
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 150, max: 500 }), fc.boolean(), (seed, steps, bot) => {
        const { games, actions } = play(seed, steps, bot);
        let g = games[0]!;
        for (const [i, action] of actions.entries()) {
          const done = frontier.apply(g.setup, g.state, action);
          assert.ok(done.ok);
          g = { setup: g.setup, state: done.state };
          assert.deepEqual(g.state, games[i + 1]!.state, 'replay gives the same state');
          const before = games[i]!.state;
          if (action.type === 'cast' && action.faceDown) seen.faceDown++;
          if (action.type === 'cast' && action.dash) seen.dashed++;
          if (action.type === 'activate' && before.battlefield.find((p) => p.id === action.card)?.card === 'Face-down creature') seen.turnedUp++;
          if (action.type === 'activate' && before.battlefield.find((p) => p.id === action.card)?.card === OUTLASTER.name) seen.countered++;
          const mine = (s: FrontierState) => s.players.south.exile.length + s.players.north.exile.length;
          const cast = action.type === 'cast' ? [...before.players.south.hand, ...before.players.north.hand].find((c) => c.id === action.card)?.card : undefined;
          if (cast === DELVER.name && mine(g.state) > mine(before)) seen.delved++;
          // Rebound: a Study exiled to rebound, and one cast again from exile when its question came.
          const rebounding = (s: FrontierState) => [...s.players.south.exile, ...s.players.north.exile].filter((c) => c.rebound === 'waiting').length;
          if (rebounding(g.state) > rebounding(before)) seen.rebounded++;
          if (before.prompt?.type === 'rebound' && action.type === 'cast') seen.reboundCast++;
          // A dashed creature on the battlefield before, the same card in a hand after: its end step returned it.
          const inHand = (id: number) => [...g.state.players.south.hand, ...g.state.players.north.hand].some((c) => c.id === id);
          seen.returned += before.battlefield.filter((p) => p.atNextEndStep === 'return' && inHand(p.id)).length;
        }
      }),
      { ...runs(10), seed: 5 },
    );
    for (const [what, n] of Object.entries(seen)) assert.ok(n > 0, `${what} came up (${JSON.stringify(seen)})`);
  });
});
