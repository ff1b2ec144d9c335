import { strict as assert } from 'node:assert';
import { apply, findHex, legalActions, newGame, type CrawlState } from '../../../src/engine';
import { seedRng } from '../../../src/engine/rng';
import { allCards } from '../../../src/engine/cards/pool';
import { cardInfo } from '../../../src/engine/magic/card-db';
import { checkStateBasedActions } from '../../../src/engine/magic/sba';
import { chooseAction, crawlSchemas, crawlTable, magicCrawl } from '../../../src/engine/variants/magic-crawl';

/**
 * Each action works on a copy of the state whose fields Magic Crawl's seating
 * names one by one (quicker than a spread): a field of the state it did not
 * name would be lost from the game at the next action.
 */
describe('Rules › the working copy of a crawl state', () => {
  it('an action keeps every field of the state, in the schema’s order, and changes only what it changed', () => {
    const game = newGame('state-copy');
    const fields = Object.keys(crawlSchemas.state.properties);
    // A field the schema has and a new game leaves out is given, so that it is asked to survive too.
    const before = { ...Object.fromEntries(fields.map((k) => [k, null])), ...game.state } as CrawlState;
    const after = apply(game.setup, before, { type: 'keep' });
    assert.ok(after.ok);
    assert.deepEqual(Object.keys(after.state), fields);
    // Keeping changes the phase and nothing of the map: what was not changed is the very same object.
    assert.notEqual(after.state.phase, before.phase);
    assert.equal(after.state.hexes, before.hexes);
    assert.equal(after.state.encounterPiles, before.encounterPiles);
    assert.deepEqual(before, { ...Object.fromEntries(fields.map((k) => [k, null])), ...game.state }, 'the state it started from is untouched');
  });
});

/**
 * A replay keeps only its last state, so it lets each step change the state
 * it is given (ApplyOptions.consumes): the library and graveyard are then
 * not copied on a draw, nor the map on a move. The same steps must give the
 * same states either way, and the map's lookup must stay right for a list
 * changed in place, including one an earlier step had already copied.
 */
describe('Rules › a step that consumes its state', () => {
  const explored = (g: { state: CrawlState }) => g.state.hexes.filter((h) => h.explored).length;

  it('gives the same states as steps that copy, while changing the given library and map in place', () => {
    let copied = newGame('consumes');
    let consumed = structuredClone(copied.state);
    for (let i = 0; i < 60 && copied.state.phase.type !== 'over'; i++) {
      const action = chooseAction(copied, seedRng(`consumes/${i}`)).action;
      const a = apply(copied.setup, copied.state, action);
      const given = consumed;
      const b = magicCrawl.apply(copied.setup, given, action, { consumes: true });
      assert.ok(a.ok && b.ok);
      assert.deepEqual(b.state, a.state, `after ${JSON.stringify(action)}`);
      if (action.type === 'move') assert.equal(b.state.hexes, given.hexes, 'a move maps into the same list');
      copied = { ...copied, state: a.state };
      consumed = b.state;
    }
    assert.ok(explored(copied) > 1, 'the game explored');
    // The map's lookup answers for every hex of the list changed in place.
    for (const h of consumed.hexes) assert.deepEqual(findHex(consumed.hexes, h), h);
  });

  it('finds every hex of a list changed in place after a copy of it had grown', () => {
    const g = newGame('consumes-branch');
    // Through the opening hand and the preparation turns to the first move.
    let start = g.state;
    for (let i = 0; !legalActions({ ...g, state: start }).some((a) => a.type === 'move'); i++) {
      assert.ok(i < 20, 'a move comes within the first steps');
      const step = apply(g.setup, start, chooseAction({ ...g, state: start }, seedRng(`branch/${i}`)).action);
      assert.ok(step.ok);
      start = step.state;
    }
    const [first, second] = legalActions({ ...g, state: start }).filter((a) => a.type === 'move');
    assert.ok(first && second, 'two moves to choose from');
    // One move copying first (its list shares the lookup and grows it with the hexes it maps), then the other move in place on the older list.
    const other = apply(g.setup, start, second);
    const expected = apply(g.setup, start, first);
    assert.ok(other.ok && expected.ok);
    assert.notDeepEqual(other.state.hexes.slice(start.hexes.length), expected.state.hexes.slice(start.hexes.length), 'the two moves map different hexes');
    const inPlace = magicCrawl.apply(g.setup, start, first, { consumes: true });
    assert.ok(inPlace.ok);
    assert.equal(inPlace.state.hexes, start.hexes);
    assert.deepEqual(inPlace.state.hexes, expected.state.hexes);
    for (const h of inPlace.state.hexes) assert.deepEqual(findHex(inPlace.state.hexes, h), h);
    for (const h of other.state.hexes) assert.deepEqual(findHex(other.state.hexes, h), h);
  });
});

/**
 * Who on the battlefield has static and triggered abilities is worked out once
 * per change of who is there, and handed on to the next action's table with
 * the battlefield array it was worked out for. A battlefield changed outside a
 * table (a test laying out a board, say) must not be read from that hand-on.
 */
describe('Rules › the abilities a table knows are on the battlefield', () => {
  const firstCard = (test: (name: string) => boolean) => {
    const found = [...allCards()].map((c) => c.name).find(test);
    assert.ok(found, 'the pool has such a card');
    return found;
  };

  it('a permanent put onto a battlefield from outside a table is seen by the next table, its triggers and static abilities', () => {
    const game = newGame('members');
    const kept = apply(game.setup, game.state, { type: 'keep' });
    assert.ok(kept.ok);
    // The action's table asked who has which abilities: what it found is handed on with this array.
    const before = kept.state.battlefield.map((p) => p.card);
    const anthem = firstCard((n) => cardInfo(n).hasStatic && cardInfo(n).abilities.some((a) => a.kind === 'anthem'));
    const trigger = firstCard((n) => cardInfo(n).hasTrigger && !cardInfo(n).hasStatic);
    const state = kept.state;
    const base = { controller: 'you' as const, tapped: false, sick: false, damage: 0, counters: 0 };
    state.battlefield.push({ id: state.counters.nextId++, card: anthem, ...base }, { id: state.counters.nextId++, card: trigger, ...base });
    const after = crawlTable(state);
    assert.deepEqual(
      after.staticSources().map((p) => p.card),
      [...before.filter((c) => cardInfo(c).hasStatic), anthem],
    );
    assert.deepEqual(
      after.triggerSources(),
      state.battlefield.filter((p) => cardInfo(p.card).hasTrigger).map((p) => p.id),
    );
    assert.equal(after.triggerSources().at(-1), state.battlefield.at(-1)!.id);
  });

  it('the sources a table gives are the permanents as they are now, in battlefield order', () => {
    const game = newGame('members-now');
    let state = game.state;
    for (let i = 0; i < 40 && state.phase.type !== 'over'; i++) {
      const t = crawlTable(state);
      const expected = state.battlefield.filter((p) => cardInfo(p.card).hasTrigger).map((p) => p.id);
      assert.deepEqual(t.triggerSources(), expected, `before action ${i}`);
      assert.deepEqual(t.staticSources(), state.battlefield.filter((p) => cardInfo(p.card).hasStatic));
      const step = apply(game.setup, state, chooseAction({ ...game, state }, seedRng(`members/${i}`)).action);
      assert.ok(step.ok);
      state = step.state;
    }
  });
});

/**
 * A state-based check that found nothing is handed on to the next action's
 * table, which then looks only at the permanents replaced since. A permanent
 * changed outside a table must still be looked at.
 */
describe('Rules › the state-based check handed on from the action before', () => {
  const withCreature = (seed: string) => {
    const game = newGame(seed);
    const kept = apply(game.setup, game.state, { type: 'keep' });
    assert.ok(kept.ok);
    const bears = kept.state.battlefield;
    bears.push({ id: kept.state.counters.nextId++, card: 'Grizzly Bears', controller: 'you', tapped: false, sick: false, damage: 0, counters: 0 });
    // A check on this board finds nothing: it is filed for the next table.
    const t = crawlTable(kept.state, { consumes: true });
    checkStateBasedActions(t);
    assert.ok(t.s.battlefield.some((p) => p.card === 'Grizzly Bears'));
    return t.s;
  };

  it('a creature given lethal damage outside a table dies at the next check', () => {
    const state = withCreature('settled-damage');
    const i = state.battlefield.findIndex((p) => p.card === 'Grizzly Bears');
    state.battlefield[i] = { ...state.battlefield[i]!, damage: 2 };
    const next = crawlTable(state);
    checkStateBasedActions(next);
    assert.ok(!next.s.battlefield.some((p) => p.card === 'Grizzly Bears'));
  });

  it('a creature put onto the battlefield outside a table with toughness 0 dies at the next check', () => {
    const state = withCreature('settled-added');
    state.battlefield.push({ id: state.counters.nextId++, card: 'Llanowar Elves', controller: 'you', tapped: false, sick: false, damage: 0, counters: -1 });
    const next = crawlTable(state);
    checkStateBasedActions(next);
    assert.ok(!next.s.battlefield.some((p) => p.card === 'Llanowar Elves'));
    assert.ok(next.s.battlefield.some((p) => p.card === 'Grizzly Bears'));
  });
});

describe('Rules › the working copy of your zones and counters', () => {
  it('keeps their fields in their order, with or without the optional ones', () => {
    const game = newGame('zones-copy');
    const { life, library, hand, graveyard, exile } = game.state.you;
    for (const you of [game.state.you, { life, energy: 2, library, hand, graveyard, exile }]) {
      const state = { ...game.state, you } as CrawlState;
      const t = crawlTable(state);
      assert.deepEqual(Object.keys(t.s.you), Object.keys(you));
      assert.deepEqual(t.s.you, you);
      assert.notEqual(t.s.you.hand, you.hand, 'the hand is a copy of its own');
      assert.deepEqual(Object.keys(t.s.counters), Object.keys(state.counters));
      assert.deepEqual(t.s.counters, state.counters);
      assert.notEqual(t.s.counters, state.counters);
    }
  });
});
