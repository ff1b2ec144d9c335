import { strict as assert } from 'node:assert';
import { Value } from '@sinclair/typebox/value';
import {
  MAYHEM_CONTENT,
  MONSTER_DECK,
  MayhemStateSchema,
  TREASURE_DECK,
  initialState,
  setupProblem,
  type MayhemSetup,
} from '../../../src/engine/variants/mayhem';
import { rowLengths, southEdge, stairsOf } from '../../../src/engine/variants/mayhem/setup';
import { bossPlayable, EDITION, editionOf, monsterCardPlayable } from '../../../src/engine/variants/mayhem/support';

/** A new game (mayhem.setup.*): the layout, the entrance, the heroes and the decks, all from the seed. */

const setup = (seed: string, tiles = 12): MayhemSetup => ({
  variant: 'mayhem',
  edition: EDITION,
  seed,
  mode: 'cooperative',
  options: { tiles, encountersRefresh: false, halfRounding: 'down' },
  seats: [
    { hero: 'brannoc', control: 'human' },
    { hero: 'mirela', control: 'computer' },
  ],
});

const kind = (id: string) => MAYHEM_CONTENT.tiles.find((t) => t.id === id)!.kind;

describe('Mayhem rules: a new game', () => {
  it('mayhem.setup.tiles: rows of ceil(sqrt(tiles)), the last maybe shorter, Store and Boss face down among them', () => {
    assert.deepEqual(rowLengths(12), [4, 4, 4]);
    assert.deepEqual(rowLengths(10), [4, 4, 2]);
    for (const tiles of [9, 10, 12, 20]) {
      const s = initialState(setup(`tiles-${tiles}`, tiles));
      assert.deepEqual(s.places.map((r) => r.length), rowLengths(tiles));
      assert.equal(s.faceDown.length, tiles - 1);
      assert.deepEqual([...s.faceDown].sort(), s.faceDown, 'a sorted multiset');
      assert.ok(s.faceDown.some((id) => kind(id) === 'store'));
      assert.ok(s.faceDown.some((id) => kind(id) === 'boss'));
      assert.equal(new Set(s.faceDown).size, s.faceDown.length, 'each tile once');
    }
  });

  it('mayhem.setup.entrance: the Entrance alone face up, at a place of the south edge drawn from the seed', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const s = initialState(setup(`entrance-${i}`, 10));
      const up = s.places.flatMap((row, r) => row.flatMap((id, c) => (id ? [{ id, col: c, row: r }] : [])));
      assert.equal(up.length, 1);
      assert.equal(kind(up[0]!.id), 'entrance');
      assert.ok(southEdge(rowLengths(10)).some((p) => p.col === up[0]!.col && p.row === up[0]!.row));
      seen.add(`${up[0]!.col},${up[0]!.row}`);
    }
    assert.ok(seen.size > 1, 'the place varies with the seed');
  });

  it('mayhem.setup: heroes start on the stairs with their HP and gear, no gold, the first seat to play', () => {
    const s = initialState(setup('heroes'));
    const entrance = s.places.flatMap((row, r) => row.flatMap((id, c) => (id ? [{ col: c, row: r }] : [])))[0]!;
    for (const [i, h] of s.heroes.entries()) {
      const def = MAYHEM_CONTENT.heroes.find((x) => x.id === setup('heroes').seats[i]!.hero)!;
      assert.deepEqual(h.at, stairsOf(entrance));
      assert.equal(h.hp, def.hp);
      assert.deepEqual(h.items, [...def.gear].sort());
      assert.equal(h.gold, 0);
    }
    assert.deepEqual(s.phase, { type: 'turn', turn: { seat: 0, moved: 0, extraMove: 0, acted: false, bonus: false } });
  });

  it('mayhem.setup.edition: a game without an edition (saved before the second) is dealt the first edition\'s decks and meets only its boss; a new one the latest', () => {
    const { edition: _latest, ...older } = setup('edition');
    const first = initialState(older);
    const latest = initialState(setup('edition'));
    assert.ok(first.monsterDeck.length < latest.monsterDeck.length, 'the second edition deals more monster cards');
    for (const card of first.monsterDeck) assert.ok(monsterCardPlayable(card, 1), `${card} is played in the first edition`);
    assert.ok(latest.monsterDeck.some((card) => !monsterCardPlayable(card, 1)), 'the latest deals cards the first did not');
    assert.ok(!first.monsterDeck.includes('lights-out') && latest.monsterDeck.includes('lights-out'), 'Lights Out (a discard) from the second');
    assert.deepEqual(MAYHEM_CONTENT.bosses.filter((b) => bossPlayable(b.id, 1)).map((b) => b.id), ['mother-frostweb'], 'the first edition\'s only boss');
    assert.deepEqual([...MONSTER_DECK], latest.monsterDeck, 'a new game takes the latest');
    assert.equal(editionOf(older), 1);
    assert.equal(editionOf(setup('edition')), EDITION);
  });

  it('mayhem.setup: the decks are sorted multisets of the cards this step plays, and the state keeps its schema', () => {
    const s = initialState(setup('decks'));
    assert.deepEqual(s.monsterDeck, MONSTER_DECK);
    assert.deepEqual(s.treasureDeck, TREASURE_DECK);
    assert.deepEqual([...s.treasureDeck].sort(), s.treasureDeck);
    assert.ok(Value.Check(MayhemStateSchema, s), [...Value.Errors(MayhemStateSchema, s)].map((e) => `${e.path} ${e.message}`).join('; '));
  });

  it('mayhem.setup: the same seed gives the same game, another seed another', () => {
    assert.deepEqual(initialState(setup('same')), initialState(setup('same')));
    assert.notDeepEqual(initialState(setup('one')).faceDown, initialState(setup('two')).faceDown);
  });

  it('mayhem.setup: each player picks a different, existing hero', () => {
    const twice = { ...setup('x'), seats: [{ hero: 'wren', control: 'human' as const }, { hero: 'wren', control: 'human' as const }] };
    assert.match(setupProblem(twice) ?? '', /different hero/);
    assert.throws(() => initialState(twice));
    assert.match(setupProblem({ ...setup('x'), seats: [{ hero: 'nobody', control: 'human' }] }) ?? '', /no hero/);
    assert.equal(setupProblem(setup('x')), undefined);
  });
});
