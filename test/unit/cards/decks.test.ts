import { strict as assert } from 'node:assert';
import { isLand, isCreature, type CardDef } from '../../../src/engine/cards/card';
import { STARTER_DECKS, STARTER_DECK_SIZE, deckSize, findDeck, type DeckList } from '../../../src/engine/cards/decks';
import { findCard } from '../../../src/engine/cards/pool';
import { COLOUR_OF, COLOURS, type Colour, type Terrain } from '../../../src/engine/colour';
import { costColours, manaValue, mustParseManaCost } from '../../../src/engine/mana';

function cardsOf(deck: DeckList): { card: CardDef; count: number }[] {
  return deck.cards.map(({ name, count }) => {
    const card = findCard(name);
    assert.ok(card, `${deck.id}: "${name}" is not in the card pool`);
    return { card, count };
  });
}

const isBasic = (c: CardDef) => c.supertypes?.includes('Basic') ?? false;

/** Every colour a card asks for: its colours, its cost, its activation costs, and a basic land's mana. */
function coloursNeeded(card: CardDef): Colour[] {
  const out = new Set<Colour>(card.colours);
  for (const c of costColours(mustParseManaCost(card.manaCost))) out.add(c);
  for (const a of card.abilities ?? []) if (a.kind === 'activated' && a.cost.mana) for (const c of costColours(mustParseManaCost(a.cost.mana))) out.add(c);
  if (isBasic(card)) for (const s of card.subtypes) out.add(COLOUR_OF[s as Terrain]);
  return [...out];
}

describe('starter decks', () => {
  it('five mono-colour decks (white, blue, black, red, green) and at least three two-colour ones, ids unique', () => {
    const ids = STARTER_DECKS.map((d) => d.id);
    assert.equal(new Set(ids).size, ids.length);
    for (const [id, colour] of [['white', 'W'], ['blue', 'U'], ['black', 'B'], ['red', 'R'], ['green', 'G']] as const) {
      assert.deepEqual(findDeck(id)?.colours, [colour], id);
    }
    assert.ok(STARTER_DECKS.filter((d) => d.colours.length === 2).length >= 3);
    for (const id of ['azorius-skies', 'gruul-beasts', 'rakdos-raiders']) assert.ok(findDeck(id), id);
    assert.equal(findDeck('purple'), undefined);
  });

  for (const deck of STARTER_DECKS) {
    describe(`${deck.id} (${deck.name})`, () => {
      it(`holds exactly ${STARTER_DECK_SIZE} cards, each named once in the list`, () => {
        assert.equal(deckSize(deck), STARTER_DECK_SIZE);
        assert.equal(deck.cards.reduce((n, c) => n + c.count, 0), STARTER_DECK_SIZE);
        const names = deck.cards.map((c) => c.name);
        assert.equal(new Set(names).size, names.length);
        for (const c of deck.cards) assert.ok(Number.isInteger(c.count) && c.count > 0, c.name);
      });

      it('only pool cards, no tokens, at most 4 of anything but a basic land', () => {
        for (const { card, count } of cardsOf(deck)) {
          assert.ok(!card.token, card.name);
          if (!isBasic(card)) assert.ok(count <= 4, `${count} ${card.name}`);
        }
      });

      it("every card's colours, costs and mana are among the deck's colours", () => {
        assert.equal(deck.format, 'constructed');
        assert.ok(deck.name.length > 0);
        for (const { card } of cardsOf(deck)) {
          for (const c of coloursNeeded(card)) assert.ok(deck.colours.includes(c), `${card.name} needs ${c}, the deck is ${deck.colours.join('')}`);
        }
      });

      it('lands for each colour (about 24 in all), and a playable curve', () => {
        const cards = cardsOf(deck);
        const lands = cards.filter(({ card }) => isLand(card));
        const landCount = lands.reduce((n, l) => n + l.count, 0);
        assert.ok(landCount >= 22 && landCount <= 26, `${landCount} lands`);
        for (const colour of deck.colours) {
          const of = lands.filter(({ card }) => coloursNeeded(card).includes(colour)).reduce((n, l) => n + l.count, 0);
          assert.ok(of >= (deck.colours.length === 1 ? 22 : 10), `${of} lands for ${colour}`);
        }
        const spells = cards.filter(({ card }) => !isLand(card));
        const count = (f: (c: CardDef) => boolean) => spells.filter(({ card }) => f(card)).reduce((n, s) => n + s.count, 0);
        const mv = (c: CardDef) => manaValue(mustParseManaCost(c.manaCost));
        assert.ok(count(isCreature) >= 18, `${count(isCreature)} creatures`);
        assert.ok(count((c) => mv(c) <= 2) >= 6, 'enough plays on turns one and two');
        assert.ok(count((c) => mv(c) >= 6) <= 4, 'not too many six-drops');
        const average = spells.reduce((n, s) => n + mv(s.card) * s.count, 0) / count(() => true);
        assert.ok(average >= 1.8 && average <= 3.5, `average mana value ${average.toFixed(2)}`);
      });
    });
  }

  it('exactly one card aimed at an opponent, two copies, in the black deck only', () => {
    const aimed = (name: string) => (findCard(name)?.abilities ?? []).some((a) => 'target' in a && a.target?.kind === 'opponent');
    for (const deck of STARTER_DECKS) {
      const found = deck.cards.filter((c) => aimed(c.name));
      if (deck.id === 'black') {
        assert.equal(found.length, 1);
        assert.equal(found[0]!.count, 2);
      } else assert.deepEqual(found, [], deck.id);
    }
  });

  it('every colour has a deck that answers a big flier (removal, a tapper, reach or fliers of its own)', () => {
    const answers = (c: CardDef) =>
      c.keywords.includes('flying') ||
      c.keywords.includes('reach') ||
      (c.abilities ?? []).some(
        (a) =>
          (a.kind === 'aura' && (a.cantAttackOrBlock || (a.power ?? 0) < 0 || (a.keywords ?? []).some((k) => k === 'reach' || k === 'flying'))) ||
          ('effects' in a && a.effects.some((e) => ['destroy', 'damage', 'bounce', 'tap'].includes(e.do) || (e.do === 'pump' && e.power < 0))),
      );
    for (const colour of COLOURS) {
      const deck = STARTER_DECKS.find((d) => d.colours.length === 1 && d.colours[0] === colour)!;
      const n = cardsOf(deck).filter(({ card }) => answers(card)).reduce((k, c) => k + c.count, 0);
      assert.ok(n >= 8, `${deck.id}: ${n}`);
    }
  });
});
