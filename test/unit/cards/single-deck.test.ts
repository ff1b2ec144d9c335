import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCrawl } from '../cli-helpers';
import { builtInCards, importDeck, lookupIgnoringCase } from '../../../src/engine';
import type { CardFacts, Rarity } from '../../../src/engine/cards/card';
import { allCards } from '../../../src/engine/cards/pool';
import { COLOUR_PAIRS, designSingleDeck, FULL_SINGLE_DECK, SMALL_SINGLE_DECK, type DeckCell } from '../../../src/engine/cards/single-deck';
import { COLOURS, type Colour } from '../../../src/engine/colour';

/** A card of the given rarity and colours, named after them and a number. */
function card(rarity: Rarity | undefined, colours: readonly Colour[], n: number, extra: Partial<CardFacts> & { token?: boolean } = {}): CardFacts & { token?: boolean } {
  return {
    name: `${rarity ?? 'none'} ${colours.join('') || 'C'} ${n}`,
    manaCost: colours.map((c) => `{${c}}`).join('') || '{2}',
    colours,
    types: ['Creature'],
    subtypes: [],
    power: 1,
    toughness: 1,
    keywords: [],
    ...(rarity ? { rarity } : {}),
    ...extra,
  };
}

/** Every rarity and colour group `copies` times over. */
function plenty(copies: number): (CardFacts & { token?: boolean })[] {
  const groups: Colour[][] = [[], ...COLOURS.map((c) => [c]), ...COLOUR_PAIRS.map((p) => [...p])];
  return (['common', 'uncommon', 'rare', 'mythic'] as const).flatMap((r) => groups.flatMap((g) => Array.from({ length: copies }, (_, i) => card(r, g, i))));
}

const total = (table: readonly DeckCell[], rarity?: Rarity) =>
  table.filter((c) => !rarity || c.rarity === rarity).reduce((n, c) => n + c.each * (c.colours === 'colourless' ? 1 : c.colours === 'one' ? 5 : 10), 0);

/** What a chosen name says of its card (the test's names carry rarity and colours). */
const parts = (name: string) => {
  const [rarity, colours] = name.split(' ');
  return { rarity, colours: colours === 'C' ? '' : colours! };
};

describe('Landless › the single deck, designed by the table', () => {
  it('the full table is the document’s 200 cards: 2 mythic, 14 rare, 42 uncommon, 142 common; the small one comes to 100', () => {
    assert.equal(total(FULL_SINGLE_DECK), 200);
    assert.deepEqual(
      (['mythic', 'rare', 'uncommon', 'common'] as const).map((r) => total(FULL_SINGLE_DECK, r)),
      [2, 14, 42, 142],
    );
    assert.equal(total(SMALL_SINGLE_DECK), 100);
  });

  it('a collection with enough of everything gives exactly the table: each rarity and colour group its count, no land, nothing lacking', () => {
    const design = designSingleDeck(plenty(20), 'plenty');
    assert.equal(design.cards.length, 200);
    assert.equal(design.wanted, 200);
    assert.deepEqual(design.lacking, []);
    assert.equal(new Set(design.cards).size, 200, 'no card twice');
    const count = (rarity: string, colours: string) => design.cards.filter((n) => parts(n).rarity === rarity && parts(n).colours === colours).length;
    assert.equal(count('mythic', ''), 2);
    assert.equal(count('mythic', 'W'), 0, 'mythics are colourless only, as the table has it');
    for (const c of COLOURS) {
      assert.equal(count('rare', c), 2);
      assert.equal(count('uncommon', c), 7);
      assert.equal(count('common', c), 17);
    }
    for (const [a, b] of COLOUR_PAIRS) assert.equal(count('common', `${a}${b}`), 4);
    assert.equal(count('uncommon', 'WU'), 0);
  });

  it('leaves out lands, tokens, cards of three colours or more, and cards of no known or special rarity', () => {
    const left = [
      card('common', [], 1, { types: ['Land'] }),
      card('common', ['W'], 2, { token: true }),
      card('common', ['W', 'U', 'B'], 3),
      card(undefined, ['R'], 4),
      card('special', ['G'], 5),
    ];
    const design = designSingleDeck(left, 'left-out');
    assert.deepEqual(design.cards, []);
    assert.equal(design.lacking.length, design.groups.length, 'every group lacks');
  });

  it('reports what the collection lacks, group by group, and takes all it has of those', () => {
    const few = [card('rare', ['U'], 1), card('common', ['B', 'G'], 1), card('common', ['B', 'G'], 2), card('common', ['B', 'G'], 3)];
    const design = designSingleDeck(few, 'few', SMALL_SINGLE_DECK);
    assert.equal(design.cards.length, 3);
    assert.ok(design.cards.includes('rare U 1'));
    assert.equal(design.cards.filter((n) => n.startsWith('common BG')).length, 2, 'two of the three black-green commons');
    assert.ok(design.lacking.includes('mythic colourless: 0 of 1'));
    assert.ok(design.lacking.includes('rare white: 0 of 1'));
    assert.ok(!design.lacking.some((l) => l.startsWith('rare blue')), 'the one blue rare wanted is there');
    assert.ok(!design.lacking.some((l) => l.startsWith('common black-green')), 'two of three black-green commons are wanted');
    assert.ok(design.lacking.includes('common white-blue: 0 of 2'));
  });

  it('is the same deck for the same seed whatever the collection’s order, and another for another seed', () => {
    const cards = plenty(30);
    const a = designSingleDeck(cards, 'seed-a');
    assert.deepEqual(designSingleDeck([...cards].reverse(), 'seed-a').cards, a.cards);
    assert.notDeepEqual(designSingleDeck(cards, 'seed-b').cards, a.cards);
  });

  it('takes each name once, even when the collection holds it twice', () => {
    const twice = [card('mythic', [], 1), card('mythic', [], 1)];
    assert.deepEqual(designSingleDeck(twice, 'twice').cards, ['mythic C 1']);
  });

  it('for any collection: every group gets the fewer of what it wants and what there is, and no card comes twice', () => {
    const rarity = fc.constantFrom<Rarity>('common', 'uncommon', 'rare', 'mythic', 'special');
    const colours = fc.subarray([...COLOURS], { maxLength: 3 });
    const collection = fc.array(fc.tuple(rarity, colours, fc.integer({ min: 0, max: 8 })), { maxLength: 300 });
    fc.assert(
      fc.property(collection, fc.string(), (raw, seed) => {
        const cards = raw.map(([r, c, n]) => card(r, c, n));
        const design = designSingleDeck(cards, seed);
        assert.equal(new Set(design.cards).size, design.cards.length);
        const names = new Set(cards.map((c) => c.name));
        for (const n of design.cards) assert.ok(names.has(n));
        for (const g of design.groups) {
          const there = new Set(cards.filter((c) => c.rarity === g.rarity && c.colours.length === g.colours.length && g.colours.every((x) => c.colours.includes(x))).map((c) => c.name)).size;
          assert.equal(g.found, Math.min(g.wanted, there), `${g.rarity} ${g.colours.join('')}`);
        }
        assert.equal(design.cards.length, design.groups.reduce((n, g) => n + g.found, 0));
      }),
      { numRuns: 60 },
    );
  });

  it('designs a small deck from the built-in cards and says what they lack (no mythic, few rares)', () => {
    const design = designSingleDeck(allCards(), 'built-in', SMALL_SINGLE_DECK);
    assert.ok(design.cards.length > 30, `${design.cards.length} cards`);
    assert.ok(design.cards.length < design.wanted);
    assert.ok(design.lacking.length > 0);
    for (const name of design.cards) assert.ok([...allCards()].some((c) => c.name === name && !c.types.includes('Land')), name);
  });
});

describe('crawl cards single-deck', () => {

  it("prints the deck designed from Crawl's own cards as a list the deck reader takes, and says on stderr what the pool lacks", async () => {
    const r = await runCrawl(['cards', 'single-deck', '--small', '--seed', 'cli']);
    assert.equal(r.status, 0, r.stderr);
    const design = designSingleDeck(builtInCards(), 'cli', SMALL_SINGLE_DECK);
    assert.match(r.stdout, /^About\nName Single deck \(small, seed cli\)\n\nDeck\n1 /);
    const listed = importDeck(r.stdout, { builtIn: lookupIgnoringCase(builtInCards()), imported: () => undefined });
    assert.ok(listed.ok, JSON.stringify(listed));
    assert.deepEqual(listed.deck.cards.map((c) => c.name).sort(), [...design.cards].sort(), 'the list is the design, a card a line');
    assert.ok(listed.deck.cards.every((c) => c.count === 1));
    assert.ok(design.lacking.length > 0, "Crawl's own pool lacks some groups");
    for (const l of design.lacking) assert.ok(r.stderr.includes(`lacking: ${l}\n`), l);
    assert.match(r.stdout, new RegExp(`// ${design.cards.length} of ${design.wanted} cards: the collection lacks`));
  });

  it('the same seed gives the same deck, another seed another; --json carries the design; --out writes the list', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'crawl-single-'));
    const a = await runCrawl(['cards', 'single-deck', '--seed', 's1', '--json']);
    const b = await runCrawl(['cards', 'single-deck', '--seed', 's1', '--json']);
    const c = await runCrawl(['cards', 'single-deck', '--seed', 's2', '--json']);
    const [ja, jb, jc] = [a, b, c].map((r) => JSON.parse(r.stdout) as { cards: string[]; wanted: number; size: string });
    assert.deepEqual(ja, jb);
    assert.notDeepEqual(ja!.cards, jc!.cards);
    assert.equal(ja!.wanted, 200);
    assert.equal(ja!.size, 'full');
    const file = join(dir, 'shared.txt');
    const w = await runCrawl(['cards', 'single-deck', '--seed', 's1', '--out', file]);
    assert.equal(w.status, 0);
    assert.equal(w.stdout, `${file}: ${ja!.cards.length} of 200 cards\n`);
    assert.match(readFileSync(file, 'utf8'), /^About\nName Single deck \(full, seed s1\)/);
  });

  it('a collection with no card that fits (only lands) is refused with the reason', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'crawl-single-'));
    const file = join(dir, 'lands.json');
    writeFileSync(file, JSON.stringify({ object: 'card', name: 'Plains', type_line: 'Basic Land — Plains', mana_cost: '', colors: [], rarity: 'common', oracle_text: '({T}: Add {W}.)' }));
    const r = await runCrawl(['cards', 'single-deck', file]);
    assert.notEqual(r.status, 0);
    assert.match(r.stderr, /no card of the collection fits the table: a single deck takes cards with a rarity, of at most two colours, no land/);
  });
});
