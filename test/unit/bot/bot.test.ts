import { strict as assert } from 'node:assert';
import { legalActions, newGame, type CrawlAction as Action } from '../../../src/engine';
import {
  chooseAction,
  difficultyOptions,
  findDifficulty,
  playCrawlGame as playGame,
  simulate,
  type BotGame,
  type CrawlPermanent as Permanent,
  type Goal,
  type MappedHex,
  type Phase,
} from '../../../src/engine/variants/magic-crawl';
import { STARTER_DECKS } from '../../../src/engine/cards/decks';
import { seedRng } from '../../../src/engine/rng';
import { COLOURS } from '../../../src/engine/colour';
import { hexDistance, hexNeighbours } from '../../../src/engine/hex';

/**
 * The bot: whole games through the fully checked path, determinism, and a
 * few tables set by hand where one play is plainly right.
 */

const MANUAL = new Set(['moveCard', 'setTapped', 'addCounters', 'adjustLife', 'createToken']);

describe('the bot', function () {
  this.timeout(300_000);

  it('plays 200 seeded games to the end: every action legal, every invariant kept, every game over', () => {
    const games = Number(process.env.CRAWL_BOT_GAMES ?? 200);
    const seen: string[] = [];
    const stats = simulate({
      games,
      seed: 'bot-test',
      deck: 'all',
      check: true,
      onGame: (g) => {
        seen.push(g.deck);
        assert.ok(g.save, 'the checked path keeps the saved game');
        assert.ok(
          g.save.log.every((e) => !MANUAL.has(e.action.type)),
          `seed ${g.seed}: the bot never takes an action by hand`,
        );
      },
    });
    assert.deepEqual(stats.errors, [], 'no action refused, no invariant broken');
    assert.equal(stats.unfinished, 0, 'every game ends');
    assert.equal(stats.wins + stats.losses, games);
    assert.deepEqual([...new Set(seen)], STARTER_DECKS.map((d) => d.id), 'every starter deck plays');
    assert.ok(stats.wins / games > 0.5, `the bot wins most default games (won ${stats.wins} of ${games})`);
  });

  it('wins every kind of goal in at least a quarter of Normal games: reach, defeat, every creature of each colour, find', () => {
    const normal = difficultyOptions(findDifficulty('normal')!, 20);
    const goals: [string, Goal[] | undefined, string][] = [
      ['reach a hex four steps away', undefined, 'all'],
      ['defeat Serra Angel', [{ type: 'defeat', creature: 'Serra Angel' }], 'all'],
      ...COLOURS.map((colour): [string, Goal[], string] => [`defeat every ${colour} creature`, [{ type: 'defeat-colour', colour }], 'all']),
      ['find Rod of Ruin', [{ type: 'find', artifact: 'Rod of Ruin' }], 'red'],
    ];
    for (const [name, goal, deck] of goals) {
      const stats = simulate({ games: 24, seed: 'goal-test', deck, choices: { ...normal, ...(goal ? { goals: goal } : {}) } });
      assert.deepEqual(stats.errors, []);
      assert.ok(stats.wins / stats.games >= 0.25, `${name}: won ${stats.wins} of ${stats.games}`);
    }
  });

  it('is deterministic: the same seed gives the same game, checked or not', () => {
    for (const [seed, deck] of [
      ['same/1', 'red'],
      ['same/2', 'azorius-skies'],
      ['same/3', 'black'],
    ] as const) {
      const fast = playGame(seed, { deck });
      const again = playGame(seed, { deck });
      const checked = playGame(seed, { deck }, { check: true });
      assert.deepEqual(again.state, fast.state);
      assert.deepEqual(checked.state, fast.state, 'the checked path plays the same game');
      assert.equal(checked.actions, fast.actions);
    }
    const game = newGame('choose');
    assert.deepEqual(chooseAction(game, seedRng('r')), chooseAction(game, seedRng('r')));
  });

  it('always answers with one of the legal actions', () => {
    const game = newGame('legal', { deck: 'gruul-beasts' });
    const { action } = chooseAction(game, seedRng('r'));
    assert.ok(legalActions(game).some((a) => JSON.stringify(a) === JSON.stringify(action)));
    assert.throws(() => chooseAction({ ...game, state: { ...game.state, phase: { type: 'over', result: 'lost', reason: 'test' } } }, seedRng('r')));
  });

  describe('at a table set by hand', () => {
    it('keeps two to five lands and sends back the rest', () => {
      assert.equal(choose(table({ phase: { type: 'mulligan', taken: 0 }, hand: ['Forest', 'Forest', 'Forest', 'Giant Growth', 'Craw Wurm', 'Centaur Courser', 'Llanowar Elves'] })).type, 'keep');
      assert.equal(choose(table({ phase: { type: 'mulligan', taken: 0 }, hand: ['Craw Wurm', 'Giant Growth', 'Craw Wurm', 'Centaur Courser', 'Llanowar Elves', 'Overrun', 'Web'] })).type, 'mulligan');
      assert.equal(choose(table({ phase: { type: 'mulligan', taken: 0 }, hand: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Web'] })).type, 'mulligan');
    });

    it('plays a land first', () => {
      const a = choose(table({ phase: main1(), hand: ['Forest', 'Centaur Courser'], mine: ['Forest', 'Forest'] }));
      assert.equal(a.type, 'playLand');
    });

    it('casts the most expensive creature it can pay for', () => {
      const g = table({ phase: { ...main1(), landPlayed: true }, hand: ['Llanowar Elves', 'Centaur Courser', 'Craw Wurm'], mine: ['Forest', 'Forest', 'Forest'] });
      assert.deepEqual(choose(g), { type: 'cast', card: idOf(g, 'Centaur Courser') });
    });

    it('destroys the encounter creature with removal', () => {
      const g = table({ deck: 'black', phase: { ...main1(), landPlayed: true }, hand: ['Doom Blade'], mine: ['Swamp', 'Swamp'], foe: { card: 'Serra Angel' } });
      assert.deepEqual(choose(g), { type: 'cast', card: idOf(g, 'Doom Blade'), target: foeId(g) });
    });

    it('bolts the foe when that kills it', () => {
      const g = table({ deck: 'red', phase: { ...main1(), landPlayed: true }, hand: ['Lightning Bolt'], mine: ['Mountain'], foe: { card: 'Gray Ogre' } });
      assert.deepEqual(choose(g), { type: 'cast', card: idOf(g, 'Lightning Bolt'), target: foeId(g) });
    });

    it('goes to combat and attacks when the attack kills the foe, else ends the turn', () => {
      const lethal = table({ phase: { ...main1(), landPlayed: true }, mine: ['Forest', { card: 'Centaur Courser' }], foe: { card: 'Gray Ogre', tapped: true } });
      assert.equal(choose(lethal).type, 'pass');
      const attackers = table({ phase: { ...main1(), step: 'attackers', landPlayed: true }, mine: [{ card: 'Centaur Courser' }], foe: { card: 'Gray Ogre', tapped: true }, combat: { attackers: [], blocks: [], declared: false } });
      assert.deepEqual(choose(attackers), { type: 'attack', creature: idOf(attackers, 'Centaur Courser'), target: foeId(attackers) });
      const hopeless = table({ phase: { ...main1(), landPlayed: true }, mine: ['Forest', { card: 'Llanowar Elves' }], foe: { card: 'Craw Wurm', tapped: true } });
      assert.equal(choose(hopeless).type, 'endTurn');
    });

    it('blocks with a creature that kills the attacker and survives', () => {
      const g = foeAttacks({ mine: [{ card: 'Centaur Courser' }, { card: 'Llanowar Elves' }], foe: 'Gray Ogre', life: 20 });
      assert.deepEqual(choose(g), { type: 'block', creature: idOf(g, 'Centaur Courser'), attacker: foeId(g) });
    });

    it('chump-blocks only when the damage would be lethal', () => {
      const safe = foeAttacks({ mine: [{ card: 'Llanowar Elves' }], foe: 'Craw Wurm', life: 20 });
      assert.equal(choose(safe).type, 'pass');
      const lethal = foeAttacks({ mine: [{ card: 'Llanowar Elves' }], foe: 'Craw Wurm', life: 5 });
      assert.deepEqual(choose(lethal), { type: 'block', creature: idOf(lethal, 'Llanowar Elves'), attacker: foeId(lethal) });
    });

    it('pumps a blocker with Giant Growth when that wins the fight', () => {
      const g = foeAttacks({ mine: ['Forest', { card: 'Centaur Courser' }], hand: ['Giant Growth'], foe: 'Craw Wurm', life: 20, blocked: 'Centaur Courser' });
      assert.deepEqual(choose(g), { type: 'cast', card: idOf(g, 'Giant Growth'), target: idOf(g, 'Centaur Courser') });
    });

    it('travels towards the goal hex', () => {
      const goal: Goal = { type: 'reach', hex: { q: 4, r: -2 } };
      const g = table({ phase: { type: 'travel' }, goals: [goal] });
      const a = choose(g);
      assert.equal(a.type, 'move');
      if (a.type === 'move') assert.equal(hexDistance(a.to, goal.hex), hexDistance(g.state.token, goal.hex) - 1);
    });

    it('hunts a colour: crosses hexes already entered to a hex of that colour, rather than enter a nearer one of another', () => {
      // The token at the start; east of it a Plains already entered, and past that an unexplored Swamp; every other neighbour an unexplored Forest.
      const hexes: MappedHex[] = [
        { q: 0, r: 0, terrain: 'Forest', explored: true },
        ...hexNeighbours({ q: 0, r: 0 }).map((h): MappedHex => (h.q === 1 && h.r === 0 ? { ...h, terrain: 'Plains', explored: true } : { ...h, terrain: 'Forest', explored: false })),
        { q: 2, r: 0, terrain: 'Swamp', explored: false },
      ];
      const g = table({ phase: { type: 'travel' }, goals: [{ type: 'defeat-colour', colour: 'B' }] });
      const game = { ...g, state: { ...g.state, token: { q: 0, r: 0 }, hexes } };
      assert.deepEqual(choose(game), { type: 'move', to: { q: 1, r: 0 } });
      const there = { ...game, state: { ...game.state, token: { q: 1, r: 0 } } };
      assert.deepEqual(choose(there), { type: 'move', to: { q: 2, r: 0 } }, 'and then into the Swamp, whose pile holds the black creatures');
      // With every black creature defeated but one, still the Swamp: only its pile holds that one.
      const black = g.state.encounterPiles.Swamp.creatures;
      const late = { ...game, state: { ...game.state, defeated: black.slice(1) } };
      assert.deepEqual(choose(late), { type: 'move', to: { q: 1, r: 0 } });
    });

    it('answers questions: discards its worst card, pays the first way', () => {
      const g = table({ phase: { ...main1(), step: 'end', landPlayed: true }, hand: ['Forest', 'Craw Wurm', 'Giant Growth', 'Centaur Courser', 'Forest', 'Forest', 'Forest', 'Forest'], mine: ['Forest', 'Forest', 'Forest'], prompt: { type: 'discard', count: 1 } });
      const a = choose(g);
      assert.equal(a.type, 'discard');
      if (a.type === 'discard') assert.equal(g.state.you.hand.find((c) => c.id === a.card)?.card, 'Forest');
    });
  });
});

// ── Tables set by hand ──────────────────────────────────────────────────────

function main1(): Extract<Phase, { type: 'turn' }> {
  return { type: 'turn', kind: 'encounter', step: 'main1', landPlayed: false, roundsLeft: 0 };
}

type Mine = string | { card: string; tapped?: boolean; sick?: boolean };

interface TableSpec {
  deck?: string;
  phase: Phase;
  hand?: string[];
  mine?: Mine[];
  foe?: { card: string; tapped?: boolean };
  life?: number;
  combat?: BotGame['state']['combat'];
  prompt?: BotGame['state']['prompt'];
  goals?: Goal[];
}

/** A game state with exactly these cards in play: ids from 100 up, your permanents ready to act unless told otherwise. */
function table(spec: TableSpec): BotGame {
  const base = newGame('bot-table', { deck: spec.deck ?? 'green', ...(spec.goals ? { goals: spec.goals } : {}) });
  let id = 100;
  const hand = (spec.hand ?? []).map((card) => ({ id: id++, card }));
  const battlefield: Permanent[] = (spec.mine ?? []).map((m) => {
    const { card, tapped = false, sick = false } = typeof m === 'string' ? { card: m } : m;
    return { id: id++, card, controller: 'you', tapped, sick, damage: 0, counters: 0 };
  });
  if (spec.foe) battlefield.push({ id: id++, card: spec.foe.card, controller: 'foe', tapped: spec.foe.tapped ?? false, sick: false, damage: 0, counters: 0, pile: 'Forest' });
  return {
    setup: base.setup,
    state: {
      ...base.state,
      phase: spec.phase,
      prompt: spec.prompt ?? null,
      encounter: spec.foe ? { at: base.state.token, pile: 'Forest' } : null,
      you: { ...base.state.you, hand, life: spec.life ?? 20 },
      battlefield,
      combat: spec.combat ?? null,
      counters: { ...base.state.counters, nextId: id, turns: 5 },
    },
  };
}

/** The foe attacking you, with your creatures ready to block (and one blocking already, if named). */
function foeAttacks(spec: { mine: Mine[]; hand?: string[]; foe: string; life: number; blocked?: string }): BotGame {
  const g = table({ phase: { type: 'foe', step: 'blocks' }, mine: spec.mine, hand: spec.hand, foe: { card: spec.foe, tapped: true }, life: spec.life });
  const foe = foeId(g);
  const blocks = spec.blocked ? [{ id: idOf(g, spec.blocked), attacker: foe }] : [];
  return { ...g, state: { ...g.state, combat: { attackers: [{ id: foe, target: 'you' }], blocks, declared: true } } };
}

function idOf(g: BotGame, card: string): number {
  const found = [...g.state.you.hand, ...g.state.battlefield.filter((p) => p.controller === 'you')].find((c) => c.card === card);
  if (!found) throw new Error(`no ${card} at the table`);
  return found.id;
}

function foeId(g: BotGame): number {
  return g.state.battlefield.find((p) => p.controller === 'foe')!.id;
}

function choose(g: BotGame): Action {
  const { action } = chooseAction(g, seedRng('table'));
  assert.ok(legalActions(g).some((a) => JSON.stringify(a) === JSON.stringify(action)), `the bot chose a legal action: ${JSON.stringify(action)}`);
  return action;
}
