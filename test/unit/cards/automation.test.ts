import { strict as assert } from 'node:assert';
import type { Ability } from '../../../src/engine/cards/abilities';
import type { CardDef } from '../../../src/engine/cards/card';
import { STARTER_DECKS } from '../../../src/engine/cards/decks';
import { ENCOUNTER_CREATURES } from '../../../src/engine/cards/encounters';
import { STARTER_CARDS, allCards, findCard, isBuiltInCard } from '../../../src/engine/cards/pool';
import { CRAWL_TOKEN_CARDS, TOKEN_CARDS } from '../../../src/engine/cards/starter/tokens';
import { CRAWL_CARDS } from '../../../src/engine/cards/crawl-cards';
import { LANDLESS_LANDS } from '../../../src/engine/cards/landless-lands';
import { automationProblems, proseIn } from './check';

describe('starter cards are fully automated', () => {
  for (const deck of STARTER_DECKS) {
    it(`every card in "${deck.id}" is one the engine plays by itself`, () => {
      const problems = deck.cards.flatMap(({ name }) => {
        const card = findCard(name);
        return card ? automationProblems(card, findCard) : [`${name}: not in the pool`];
      });
      assert.deepEqual(problems, []);
    });
  }

  it('so is every starter card, token and encounter creature in the pool, decks or not', () => {
    const problems = [...STARTER_CARDS, ...TOKEN_CARDS, ...CRAWL_TOKEN_CARDS, ...ENCOUNTER_CREATURES].flatMap((c) => automationProblems(c, findCard));
    assert.deepEqual(problems, []);
  });

  it('the check catches a card the model cannot play (a check that passes everything proves nothing)', () => {
    const bad: CardDef[] = [
      { name: 'Manual Thing', manaCost: '{1}', colours: [], types: ['Artifact'], subtypes: [], keywords: [], automation: 'manual', manualText: 'Do it.', abilities: [{ kind: 'activated', cost: { tap: true }, effects: [{ do: 'draw', amount: 1 }] }] },
      { name: 'Untargeted Bolt', manaCost: '{R}', colours: ['R'], types: ['Instant'], subtypes: [], keywords: [], abilities: [{ kind: 'spell', effects: [{ do: 'damage', amount: 3, to: 'target' }] }] },
      { name: 'Player Discard', manaCost: '{B}', colours: ['B'], types: ['Sorcery'], subtypes: [], keywords: [], abilities: [{ kind: 'spell', target: { kind: 'player' }, effects: [{ do: 'discard', amount: 1, who: 'target' }] }] },
      { name: 'Banding Bear', manaCost: '{1}{G}', colours: ['G'], types: ['Creature'], subtypes: ['Bear'], power: 2, toughness: 2, keywords: ['banding'] },
      { name: 'Rune Aura', manaCost: '{W}', colours: ['W'], types: ['Enchantment'], subtypes: ['Aura'], keywords: [] },
      { name: 'Ghost Maker', manaCost: '{3}', colours: [], types: ['Artifact'], subtypes: [], keywords: [], abilities: [{ kind: 'activated', cost: { mana: '{2}' }, effects: [{ do: 'token', token: 'Ghost (token)', count: 1 }] }] },
      // A kind the model has no word for, as a card from a newer data file might carry.
      { name: 'Odd Thing', manaCost: '{1}', colours: [], types: ['Artifact'], subtypes: [], keywords: [], abilities: [{ kind: 'static' }] as unknown as Ability[] },
    ];
    for (const card of bad) assert.notDeepEqual(automationProblems(card, findCard), [], card.name);
  });
});

describe('tokens', () => {
  it('are marked token, named so they cannot clash with a real card, and never put in a deck', () => {
    for (const t of [...TOKEN_CARDS, ...CRAWL_TOKEN_CARDS]) {
      assert.equal(t.token, true, t.name);
      assert.match(t.name, / \(token\)$/);
      assert.equal(t.manaCost, '');
    }
    const tokens = new Set([...allCards()].filter((c) => c.token).map((c) => c.name));
    assert.deepEqual(tokens, new Set([...TOKEN_CARDS, ...CRAWL_TOKEN_CARDS].map((t) => t.name)), 'only the token file defines tokens');
    for (const deck of STARTER_DECKS) for (const { name } of deck.cards) assert.ok(!tokens.has(name), `${deck.id} holds the token ${name}`);
  });
});

describe('the pool', () => {
  it('finds every card by its exact name, and nothing else', () => {
    for (const card of allCards()) assert.equal(findCard(card.name), card);
    assert.equal(findCard('Lightning bolt'), undefined);
    assert.equal(findCard('Black Lotus'), undefined);
  });

  it('holds the basics, the 40 encounter creatures, every starter card, every token, the crawl\'s own cards and the Landless lands, once each', () => {
    // Imported cards registered by other tests of the run are not the built-in pool.
    const names = [...allCards()].map((c) => c.name).filter(isBuiltInCard);
    assert.equal(names.length, new Set(names).size);
    assert.equal(names.length, 5 + ENCOUNTER_CREATURES.length + STARTER_CARDS.length + TOKEN_CARDS.length + CRAWL_TOKEN_CARDS.length + CRAWL_CARDS.length + LANDLESS_LANDS.length);
    assert.equal(ENCOUNTER_CREATURES.length, 40);
  });
});

describe('no stored rules text', () => {
  it('no card in the pool keeps English rules text in its data (only manualText may hold our words)', () => {
    const found = [...allCards()].flatMap((c) => proseIn(c, c.name));
    assert.deepEqual(found, []);
  });

  it('the check finds a sentence wherever it hides', () => {
    const card = { name: 'Sneaky', abilities: [{ kind: 'spell', note: 'Deal three damage to any target.' }], manualText: 'Our own words are fine here, however long.' };
    assert.equal(proseIn(card).length, 1);
    assert.match(proseIn(card)[0]!, /abilities\[0\]\.note/);
  });
});
