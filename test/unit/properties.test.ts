import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { findHex, hexNeighbours, legalActions, newGame, readSave, takeAction, verify, writeSave, type CrawlAction as Action, type CrawlSave as SaveFile } from '../../src/engine';
import { STARTER_DECKS } from '../../src/engine/cards/decks';
import { ENCOUNTER_CREATURES } from '../../src/engine/cards/encounters';
import { allCards } from '../../src/engine/cards/pool';
import { KEYWORDS } from '../../src/engine/combat/model';
import { cardInfo } from '../../src/engine/magic/card-db';
import { TERRAINS } from '../../src/engine/colour';
import { nextInt, seedRng, type RngState } from '../../src/engine/rng';
import { crawlProblems } from '../../src/engine/variants/magic-crawl/consistency';
import type { Deck, Goal } from '../../src/engine/variants/magic-crawl/schema';
import { initialState } from '../../src/engine/variants/magic-crawl/setup';
import { explorerAction } from './helpers';
import { scenario } from './rules/scenario';
import { FLOW_RULES } from '../../src/engine/variants/magic-crawl';

/**
 * Invariants over random legal play. A game is a seed, the setup options,
 * and a seeded chooser among the legal actions at each step; part of the
 * choices come from the explorer (test/unit/helpers.ts), so that games get
 * past the first fight and end by the rules: a goal met, life at 0, or an
 * empty library. Every game is played to its end (or MAX_STEPS).
 */
const MAX_STEPS = 2500;

const goalsArb = fc.oneof(
  fc.constant(undefined),
  fc.constant<Goal[]>([{ type: 'reach', hex: { q: 2, r: -1 } }]),
  fc.constantFrom('Grizzly Bears', 'Zephyr Sprite', 'Gray Ogre', 'Child of Night', 'Savannah Lions').map<Goal[]>((creature) => [{ type: 'defeat', creature }]),
  fc.constant<Goal[]>([
    { type: 'reach', hex: { q: 1, r: 0 } },
    { type: 'defeat', creature: 'Grizzly Bears' },
  ]),
);

/**
 * A five-colour deck of cheap spells, beside the starter decks: with lands of
 * every colour in play, paying can leave a choice, so games now and then reach the
 * "how do you pay?" question (and its cancel) too.
 */
const RAINBOW: Deck = {
  name: 'Rainbow (test)',
  cards: [
    ...(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] as const).map((name) => ({ name, count: 5 })),
    ...['Savannah Lions', 'Holy Strength', 'Zephyr Sprite', 'Unsummon', 'Weakness', 'Raise Dead', 'Lightning Bolt', 'Raging Goblin', 'Giant Growth', 'Llanowar Elves', 'Sparkmage Apprentice', 'Runeclaw Bear', 'Prodigal Sorcerer', 'Mind Rot', 'Mind Spring'].map((name) => ({ name, count: 2 })),
    { name: 'Birds of Paradise', count: 2 },
    { name: 'Ornithopter', count: 3 },
  ],
};

function withDeck(game: SaveFile, deck: Deck): SaveFile {
  const setup = { ...game.setup, deck };
  return { ...game, setup, state: initialState(setup) };
}

const gameArb = fc
  .record({
    seed: fc.string({ minLength: 1, maxLength: 12 }),
    distribution: fc.constantFrom('standard' as const, 'adjusted' as const, 'd6' as const),
    startColour: fc.constantFrom('random' as const, 'W' as const, 'U' as const, 'B' as const, 'R' as const, 'G' as const),
    deck: fc.constantFrom(...STARTER_DECKS.map((d) => d.id), 'rainbow'),
    opponentSpells: fc.constantFrom('remove' as const, 'discard' as const),
    preparationRounds: fc.constantFrom(0, 1, 3),
    life: fc.constantFrom(3, 20, 60),
    goals: goalsArb,
    // The Expanding and Adjusting options, in any mix (nonbasic lands only with Land Piles).
    multicolourLands: fc.subarray(['Tundra', 'Badlands', 'Taiga', 'Bayou']),
    colourlessLands: fc.subarray(['Gargoyle Castle']),
    encounterSpells: fc.subarray(['Lightning Bolt', 'Doom Blade', 'Unsummon', 'Pyroclasm']),
    replaceDefeated: fc.boolean(),
    extraFoes: fc.boolean(),
    keywordRoll: fc.boolean(),
    weakening: fc.constantFrom(undefined, 'Pall of the Crawl', 'Shroud of the Crawl'),
    landless: fc.boolean(),
    mappedMana: fc.boolean(),
    chooser: fc.string({ maxLength: 8 }),
    /** How often (in 8ths) the explorer chooses rather than the uniform chooser. */
    explorer: fc.integer({ min: 0, max: 8 }),
  })
  .map(({ seed, chooser, explorer, goals, deck, multicolourLands, colourlessLands, encounterSpells, replaceDefeated, weakening, ...rest }) => {
    const lands = rest.distribution === 'd6' ? {} : { multicolourLands, colourlessLands };
    const options = { ...rest, expansions: { ...lands, encounterSpells, replaceDefeated }, ...(weakening ? { weakening } : {}) };
    return { seed, chooser, explorer, goals, deck, options };
  })
  .map(({ seed, chooser, explorer, goals, deck, options }) => ({
    start:
      deck === 'rainbow'
        ? withDeck(newGame(seed, { ...options, ...(goals ? { goals } : {}) }), RAINBOW)
        : newGame(seed, { ...options, deck, ...(goals ? { goals } : {}) }),
    chooser,
    explorer,
  }));

const runs = (n: number) => ({ numRuns: Number(process.env.CRAWL_PROPERTY_RUNS ?? n) });

/** Plays one game to its end, calling `check` after every step with the game before and after and the action taken. */
function play(
  { start, chooser, explorer, maxSteps = MAX_STEPS }: { start: SaveFile; chooser: string; explorer: number; maxSteps?: number },
  check?: (before: SaveFile, after: SaveFile, action: Action, legal: readonly Action[]) => void,
): SaveFile {
  let g = start;
  let rng: RngState = seedRng(`chooser/${chooser}`);
  for (let step = 0; step < maxSteps; step++) {
    const legal = legalActions(g);
    if (legal.length === 0) break;
    const roll = nextInt(rng, 8);
    const pick = nextInt(roll.rng, legal.length);
    rng = pick.rng;
    const action = roll.value < explorer ? explorerAction(g, step)! : legal[pick.value]!;
    const taken = takeAction(g, action);
    if (!taken.ok) throw new Error(`step ${step}: the legal action ${JSON.stringify(action)} was refused: ${taken.error.message} (${taken.error.rule})`);
    check?.(g, taken.game, action, legal);
    g = taken.game;
  }
  return g;
}

// Random tables: any cards of the pool in hand and on the battlefield, creatures with any keyword combat
// knows, one or two encounter creatures, your turn or the foe's attack.
const POOL_CARDS = [...allCards()].filter((c) => !c.token && !cardInfo(c.name).targetsOpponent).map((c) => c.name);
const CREATURES = POOL_CARDS.filter((n) => cardInfo(n).creature);
const keywordArb = fc.option(fc.constantFrom(...KEYWORDS), { nil: undefined, freq: 3 });
const tableArb = fc
  .record({
    hand: fc.array(fc.constantFrom(...POOL_CARDS), { maxLength: 7 }),
    lands: fc.array(fc.constantFrom(...TERRAINS), { minLength: 1, maxLength: 7 }),
    creatures: fc.array(fc.record({ card: fc.constantFrom(...CREATURES), keyword: keywordArb, sick: fc.boolean() }), { maxLength: 4 }),
    foes: fc.uniqueArray(fc.record({ card: fc.constantFrom(...ENCOUNTER_CREATURES.map((c) => c.name)), keyword: keywordArb, tapped: fc.boolean() }), {
      minLength: 1,
      maxLength: 2,
      selector: (f) => f.card,
    }),
    foeAttacks: fc.boolean(),
    library: fc.array(fc.constantFrom(...POOL_CARDS), { maxLength: 10 }),
    life: fc.integer({ min: 1, max: 20 }),
    chooser: fc.string({ maxLength: 6 }),
  })
  .map(({ hand, lands, creatures, foes, foeAttacks, library, life, chooser }) => ({
    start: scenario({
      hand,
      battlefield: [...lands, ...creatures.map((c) => ({ card: c.card, sick: c.sick, ...(c.keyword ? { pumped: { keywords: [c.keyword] } } : {}) }))],
      foes: foes.map((f) => ({ card: f.card, tapped: f.tapped, ...(f.keyword ? { pumped: { keywords: [f.keyword] } } : {}) })),
      foeAttacks,
      library,
      life,
    }).game,
    chooser,
    explorer: 0,
  }));

describe('Magic Crawl invariants over random legal play', function () {
  this.timeout(120_000);

  it('after every step: every consistency check passes (card conservation included), every legal action is accepted, and actions are legal exactly until the game is over', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        const end = play(game, (_before, after, action, legal) => {
          assert.ok(legal.some((a) => JSON.stringify(a) === JSON.stringify(action)), 'the action taken was listed as legal');
          assert.deepEqual(crawlProblems(after.setup, after.state), [], `after ${JSON.stringify(action)}: ${after.log.at(-1)!.text}`);
          const over = after.state.phase.type === 'over';
          assert.equal(legalActions(after).length === 0, over, `legal actions are empty exactly when the game is over (phase ${after.state.phase.type})`);
        });
        if (end.state.phase.type === 'over') {
          assert.equal(end.state.prompt, null);
          assert.equal(end.state.combat, null);
          for (const action of [{ type: 'pass' }, { type: 'keep' }, { type: 'move', to: { q: 1, r: 0 } }, { type: 'adjustLife', amount: 5 }] as const) {
            const r = takeAction(end, action);
            assert.ok(!r.ok, `${action.type} after the game is over`);
            assert.equal(r.error.rule, FLOW_RULES.over);
          }
        }
      }),
      runs(30),
    );
  });

  it('on random tables (any cards, keywords, one or two foes): every legal action is accepted and the state stays consistent', () => {
    fc.assert(
      fc.property(tableArb, (table) => {
        play({ ...table, maxSteps: 150 }, (_before, after, action) => {
          assert.deepEqual(crawlProblems(after.setup, after.state), [], `after ${JSON.stringify(action)}: ${after.log.at(-1)!.text}`);
          assert.equal(legalActions(after).length === 0, after.state.phase.type === 'over');
        });
      }),
      runs(150),
    );
  });

  it('plays whole games: most end by the rules within the step limit', () => {
    let over = 0;
    const samples = fc.sample(gameArb, { numRuns: 20, seed: 7 });
    for (const game of samples) if (play(game).state.phase.type === 'over') over++;
    assert.ok(over >= 15, `only ${over} of 20 games ended`);
  });

  it('replays the log from the setup to exactly the saved state, leaving the game it replays untouched', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        const end = play(game);
        // Replay changes its own states in place (ApplyOptions.consumes): never the setup, log or state it was given.
        const before = structuredClone(end);
        assert.deepEqual(verify(end), { ok: true, actions: end.log.length });
        assert.deepEqual(end, before);
      }),
      runs(30),
    );
  });

  it('round-trips through the canonical writer byte for byte, and writing is idempotent, mid-game and at the end', () => {
    fc.assert(
      fc.property(gameArb, fc.nat(), (game, cut) => {
        let middle: SaveFile | undefined;
        let steps = 0;
        const end = play(game, (_before, after) => {
          if (steps++ === cut % 300) middle = after;
        });
        for (const g of [end, middle ?? end]) {
          const text = writeSave(g);
          const read = readSave(text);
          assert.ok(read.ok, read.ok ? '' : JSON.stringify(read.problems));
          assert.deepEqual(read.game, JSON.parse(JSON.stringify(g)));
          assert.equal(writeSave(read.game), text);
          assert.equal(writeSave(JSON.parse(text)), text);
          assert.ok(text.endsWith('}\n') && !text.includes('\r'));
        }
      }),
      runs(20),
    );
  });

  it('changes the Land Piles only by a nonbasic land leaving for the hex it made; never the terrain or place of a mapped hex, and never unexplores one', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        play(game, (before, after) => {
          // Expanding: a drawn nonbasic land is discarded and the basic it replaced comes back; nothing else changes a pile.
          const drawn = new Set(after.state.hexes.slice(before.state.hexes.length).flatMap((h) => (h.land ? [h.land] : [])));
          for (const t of TERRAINS) {
            const was = before.state.landPiles?.[t];
            const now = after.state.landPiles?.[t];
            if (was?.special && drawn.has(was.special.card)) {
              const { special, ...basics } = was;
              assert.deepEqual(now, { ...basics, [special.replaces]: basics[special.replaces] + 1 });
            } else assert.deepEqual(now, was);
          }
          assert.ok(after.state.hexes.length >= before.state.hexes.length);
          before.state.hexes.forEach((h, i) => {
            const a = after.state.hexes[i]!;
            assert.deepEqual([a.q, a.r, a.terrain], [h.q, h.r, h.terrain]);
            if (h.explored) assert.ok(a.explored);
          });
          for (const t of TERRAINS) assert.equal(after.state.encounterPiles[t].lands, before.state.encounterPiles[t].lands);
        });
      }),
      runs(15),
    );
  });

  it('keeps the token on an explored hex whose neighbours are all mapped, and maps no hex twice', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        const end = play(game);
        const under = findHex(end.state.hexes, end.state.token);
        assert.ok(under?.explored);
        for (const h of end.state.hexes.filter((x) => x.explored)) {
          for (const n of hexNeighbours(h)) assert.ok(findHex(end.state.hexes, n), `neighbour of explored ${h.q},${h.r} is mapped`);
        }
        assert.equal(new Set(end.state.hexes.map((h) => `${h.q},${h.r}`)).size, end.state.hexes.length);
      }),
      runs(20),
    );
  });

  it('is deterministic: the same seed, options and choices give the same bytes', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        const id = deckId(game.start);
        const fresh = newGame(game.start.setup.seed, { ...game.start.setup.options, ...(id ? { deck: id } : {}) });
        const again = { ...game, start: id ? fresh : withDeck(fresh, RAINBOW) };
        assert.equal(writeSave(play(again)), writeSave(play(game)));
      }),
      runs(10),
    );
  });
});

function deckId(game: SaveFile): string | undefined {
  return STARTER_DECKS.find((d) => d.name === game.setup.deck.name)?.id;
}
