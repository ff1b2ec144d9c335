import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { CardDef } from '../../../src/engine/cards/card';
import type { CardDefData } from '../../../src/engine/cards/card-schema';
import { readRulesText } from '../../../src/engine/import/oracle';
import { legalActions, newGame, newSave, readSave, takeAction, verify, writeSave, type CrawlSave, type SaveFile } from '../../../src/engine';
import { magicCrawl } from '../../../src/engine/variants/magic-crawl';
import { nextInt, seedRng } from '../../../src/engine/rng';
import { chooseDuelAction, duel, duelSetup } from '../../../src/engine/variants/duel';
import type { Game } from '../duel/game-helpers';

/**
 * Random legal play at a two-seat Magic table whose decks are full of
 * madness, discard, devour, werewolves, morph and delve: every state keeps its schema and the
 * table's consistency checks, no card is made or lost (a card discarded
 * into exile by madness, a werewolf showing its back, or a card face down, is still there),
 * the actions replay to the same states, and the save round-trips.
 */

const runs = (n: number) => ({ numRuns: Number(process.env.CRAWL_PROPERTY_RUNS ?? n) });
const checkState = TypeCompiler.Compile(duel.schemas.state);

function read(name: string, cost: string, types: CardDef['types'], text: string, pt?: [number, number]): CardDef {
  const r = readRulesText(text, name, { types: [...types] });
  assert.equal(r.unread, 0, `${name}: ${r.unreadLines.join(' / ')}`);
  return { name, manaCost: cost, colours: ['R'], types: [...types], subtypes: [], ...(pt ? { power: pt[0], toughness: pt[1] } : {}), keywords: [...r.keywords], abilities: r.abilities };
}

const TEMPER = read('Test Wild Temper', '{1}{R}{R}', ['Instant'], 'Test Wild Temper deals 3 damage to any target.\nMadness {R}');
const BRUTE = read('Test Wild Brute', '{4}{R}', ['Creature'], 'Haste\nMadness {2}{R}', [4, 4]);
const GLUTTON = read('Test Wild Glutton', '{2}{R}', ['Creature'], 'Devour 2', [2, 2]);
const RUMMAGE = read('Test Wild Rummage', '{R}', ['Sorcery'], 'Draw two cards, then discard a card.');
const FRONT = read('Test Wild Watcher', '{1}{R}', ['Creature'], 'At the beginning of each upkeep, if no spells were cast last turn, transform ~.', [2, 2]);
const BACK = read('Test Wild Stalker', '', ['Creature'], 'At the beginning of each upkeep, if a player cast two or more spells last turn, transform ~.', [4, 3]);
const WOLF: CardDef = { ...FRONT, name: 'Test Wild Watcher // Test Wild Stalker', layout: 'transform', faces: [FRONT, BACK], automation: 'full' };
const MORPHER = read('Test Wild Morpher', '{3}{R}{R}', ['Creature'], 'Morph {1}{R}\nWhen ~ is turned face up, ~ deals 2 damage to any target.', [4, 3]);
const DELVER = read('Test Wild Delver', '{5}{R}', ['Creature'], 'Delve', [4, 4]);
const CARDS = [TEMPER, BRUTE, GLUTTON, RUMMAGE, WOLF, MORPHER, DELVER] as CardDefData[];
const DECK = {
  name: 'Wild',
  cards: [
    { name: TEMPER.name, count: 6 },
    { name: BRUTE.name, count: 4 },
    { name: RUMMAGE.name, count: 8 },
    { name: GLUTTON.name, count: 4 },
    { name: WOLF.name, count: 6 },
    { name: MORPHER.name, count: 6 },
    { name: DELVER.name, count: 4 },
    { name: 'Lightning Bolt', count: 4 },
    { name: 'Mountain', count: 20 },
  ],
};

function play(seed: string, steps: number, bot: boolean): { games: Game[]; actions: Parameters<typeof duel.apply>[2][] } {
  const made = duelSetup({ seed, cards: CARDS, players: [0, 1].map(() => ({ control: 'computer' as const, deck: DECK })) });
  assert.ok(made.ok, made.ok ? '' : made.error.message);
  let g: Game = { setup: made.setup, state: duel.initialState(made.setup) };
  let rng = seedRng(`wild-play/${seed}`);
  const games = [g];
  const actions: Parameters<typeof duel.apply>[2][] = [];
  for (let i = 0; i < steps && g.state.phase.type !== 'over'; i++) {
    const legal = duel.legalActions(g.setup, g.state);
    assert.ok(legal.length > 0, `an action is open in ${JSON.stringify(g.state.phase)}`);
    const drawn = nextInt(rng, legal.length);
    rng = drawn.rng;
    const action = bot ? chooseDuelAction(g.setup, g.state)! : legal[drawn.value]!;
    const done = duel.apply(g.setup, g.state, action);
    assert.ok(done.ok, done.ok ? '' : `a listed action is refused: ${JSON.stringify(action)}: ${done.error.rule} ${done.error.message}`);
    g = { setup: g.setup, state: done.state };
    games.push(g);
    actions.push(action);
  }
  return { games, actions };
}

/** Every card of the game: libraries, hands, graveyards, exiles, the battlefield (as the card it is) and spells on the stack. */
function cardsOf(g: Game): string[] {
  const s = g.state;
  return [
    ...s.players.flatMap((z) => [...z.library.cards, ...z.library.bottom, ...z.hand.map((c) => c.card), ...z.graveyard.map((c) => c.card), ...z.exile.map((c) => c.card)]),
    ...s.battlefield.filter((p) => !p.token).map((p) => p.original ?? p.card),
    ...s.stack.flatMap((i) => (i.kind === 'spell' ? [i.card] : [])),
  ].sort();
}

describe('Rules › madness, devour, transform and morph in random play at the Magic table', () => {
  const game = fc.record({ seed: fc.string({ minLength: 1, maxLength: 8 }), steps: fc.integer({ min: 50, max: 400 }), bot: fc.boolean() });

  it('every state keeps its schema and consistency, and no card is made or lost', () => {
    fc.assert(
      fc.property(game, ({ seed, steps, bot }) => {
        const { games } = play(seed, steps, bot);
        const all = cardsOf(games[0]!);
        for (const g of games) {
          assert.ok(checkState.Check(g.state), `the state keeps its schema: ${JSON.stringify(checkState.Errors(g.state).First())}`);
          assert.deepEqual(duel.problems(g.setup, g.state), []);
          // A player who concedes leaves the game, and their cards with them: counted only while both play.
          if (g.state.out.length === 0) assert.deepEqual(cardsOf(g), all);
        }
      }),
      runs(12),
    );
  });

  it('the actions replay to the same states and the save round-trips; the computer finds madness and werewolves in these games', () => {
    let madness = 0;
    let transformed = 0;
    let devoured = 0;
    let faceDown = 0;
    let turnedUp = 0;
    let delved = 0;
    fc.assert(
      fc.property(game, ({ seed, steps, bot }) => {
        const { games, actions } = play(seed, Math.min(steps, 200), bot);
        let g = games[0]!;
        for (const [i, action] of actions.entries()) {
          const done = duel.apply(g.setup, g.state, action);
          assert.ok(done.ok);
          g = { setup: g.setup, state: done.state };
          assert.deepEqual(g.state, games[i + 1]!.state);
        }
        madness += games.filter((x) => x.state.prompt?.type === 'madness').length;
        transformed += games.filter((x) => x.state.battlefield.some((p) => p.card === BACK.name)).length;
        devoured += games.filter((x) => x.state.prompt?.type === 'devour').length;
        faceDown += games.filter((x) => x.state.battlefield.some((p) => p.card === 'Face-down creature' && p.original === MORPHER.name)).length;
        delved += games.filter((x, i) => i > 0 && x.state.players.some((z, seat) => z.exile.length > games[i - 1]!.state.players[seat]!.exile.length && z.exile.some((c) => c.card !== TEMPER.name && c.card !== BRUTE.name))).length;
        turnedUp += actions.filter((a, i) => a.type === 'activate' && games[i]!.state.battlefield.find((p) => p.id === a.card)?.card === 'Face-down creature').length;
        const last = games[games.length - 1]!;
        const text = writeSave({ ...newSave(last.setup), state: last.state } as SaveFile);
        const back = readSave(text);
        assert.ok(back.ok, back.ok ? '' : JSON.stringify(back.problems));
        assert.equal(writeSave(back.game), text, 'the canonical writer round-trips');
      }),
      { ...runs(8), seed: 27 },
    );
    // A property that never met a madness question or a werewolf's back would check nothing of them.
    assert.ok(madness > 0, 'a madness question came up');
    assert.ok(transformed > 0, 'a werewolf transformed');
    assert.ok(devoured > 0, 'a devour question came up');
    assert.ok(faceDown > 0, 'a card was cast face down');
    assert.ok(turnedUp > 0, 'a face-down card was turned face up');
    assert.ok(delved > 0, 'a spell delved');
  });
});

describe('Rules › madness, devour, transform and morph in random play in Magic Crawl', () => {
  it('every state is consistent, the log replays to the state with its narration, and the questions come up', () => {
    let madness = 0;
    let transformed = 0;
    let faceDown = 0;
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 100, max: 500 }), (seed, steps) => {
        const made = newGame(seed, { cards: CARDS, preparationRounds: 3 });
        const setup = { ...made.setup, deck: DECK };
        let game: CrawlSave = { ...made, setup, state: magicCrawl.initialState(setup) };
        let rng = seedRng(`wild-crawl/${seed}`);
        for (let i = 0; i < steps && game.state.phase.type !== 'over'; i++) {
          const legal = legalActions(game) as CrawlSave['log'][number]['action'][];
          const drawn = nextInt(rng, legal.length);
          rng = drawn.rng;
          const taken = takeAction(game, legal[drawn.value]!);
          assert.ok(taken.ok, taken.ok ? '' : `a listed action is refused: ${JSON.stringify(legal[drawn.value])}: ${taken.error.message}`);
          game = taken.game as CrawlSave;
          assert.deepEqual(magicCrawl.problems(game.setup, game.state), []);
          if (game.state.prompt?.type === 'madness') madness++;
          if (game.state.battlefield.some((p) => p.card === BACK.name)) transformed++;
          if (game.state.battlefield.some((p) => p.card === 'Face-down creature')) faceDown++;
        }
        assert.deepEqual(verify(game), { ok: true, actions: game.log.length });
      }),
      { ...runs(14), seed: 11 },
    );
    assert.ok(madness > 0, 'a madness question came up');
    assert.ok(transformed > 0, 'a werewolf transformed');
    assert.ok(faceDown > 0, 'a card was cast face down');
  });
});
