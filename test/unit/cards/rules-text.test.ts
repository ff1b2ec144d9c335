import { strict as assert } from 'node:assert';
import type { CardDef } from '../../../src/engine/cards/card';
import { allCards, findCard } from '../../../src/engine/cards/pool';
import { effectText, keywordName, manualNote, rulesText, targetText } from '../../../src/engine/cards/rules-text';

function text(name: string): string[] {
  const card = findCard(name);
  assert.ok(card, name);
  return rulesText(card);
}

/** A made-up card with just what a case needs. */
function card(parts: Partial<CardDef>): CardDef {
  return { name: 'Test Card', manaCost: '{1}', colours: [], types: ['Creature'], subtypes: [], power: 1, toughness: 1, keywords: [], ...parts };
}

describe('rules text of starter cards', () => {
  const CASES: [string, string[]][] = [
    ['Lightning Bolt', ['Lightning Bolt deals 3 damage to any target.']],
    ['Prodigal Sorcerer', ['{T}: Prodigal Sorcerer deals 1 damage to any target.']],
    ['Llanowar Elves', ['{T}: Add {G}.']],
    ['Sengir Vampire', ['Flying', 'When a creature Sengir Vampire dealt damage to this turn dies, Sengir Vampire gets a +1/+1 counter.']],
    ['Birds of Paradise', ['Flying', '{T}: Add one mana of any colour.']],
    ['Giant Growth', ['Target creature gets +3/+3 until end of turn.']],
    ['Unsummon', ["Return target creature to its owner's hand."]],
    ['Doom Blade', ['Destroy target nonblack creature.']],
    ['Divine Verdict', ['Destroy target attacking or blocking creature.']],
    ['Royal Assassin', ['{T}: Destroy target tapped creature.']],
    ['Pacifism', ['Enchant creature', "Enchanted creature can't attack or block."]],
    ['Holy Strength', ['Enchant creature', 'Enchanted creature gets +1/+2.']],
    ['Weakness', ['Enchant creature', 'Enchanted creature gets -2/-1.']],
    ['Web', ['Enchant creature', 'Enchanted creature gets +0/+2 and has reach.']],
    ['Raise Dead', ['Return target creature card from your graveyard to your hand.']],
    ['Sparkmage Apprentice', ['When Sparkmage Apprentice enters, it deals 1 damage to any target.']],
    ['Elvish Visionary', ['When Elvish Visionary enters, draw a card.']],
    ['Psionic Blast', ['Psionic Blast deals 4 damage to any target and 2 damage to you.']],
    ['Sign in Blood', ['Target player draws two cards and loses 2 life.']],
    ['Mind Rot', ['Target opponent discards two cards.']],
    ['Mind Spring', ['Draw X cards.']],
    ['Stream of Life', ['Target player gains X life.']],
    ['Angel\'s Mercy', ['You gain 7 life.']],
    ['Disorient', ['Target creature gets -7/-0 until end of turn.']],
    ['Kindled Fury', ['Target creature gets +1/+0 and gains first strike until end of turn.']],
    ['Jump', ['Target creature gains flying until end of turn.']],
    ['Overrun', ['Creatures you control get +3/+3 and gain trample until end of turn.']],
    ['Glorious Charge', ['Creatures you control get +1/+1 until end of turn.']],
    ['Levitation', ['Creatures you control have flying.']],
    ['Pyroclasm', ['Pyroclasm deals 2 damage to each creature.']],
    ['Blinding Mage', ['{W}, {T}: Tap target creature.']],
    ['Shivan Dragon', ['Flying', '{R}: Shivan Dragon gets +1/+0 until end of turn.']],
    ['Wall of Air', ['Defender, flying']],
    ['Ant Queen', ['{1}{G}: Create a 1/1 green Insect creature token.']],
    ['Jayemdae Tome', ['{4}, {T}: Draw a card.']],
    ['Black Knight', ['First strike, protection from white']],
    ['Deadly Recluse', ['Reach, deathtouch']],
    ['Bog Wraith', ['Swampwalk']],
    ['Forest', ['({T}: Add {G}.)']],
    ['Grizzly Bears', []],
    ['Gargoyle (token)', ['Flying']],
  ];
  for (const [name, expected] of CASES) {
    it(`${name}: ${expected.join(' / ') || '(vanilla, no text)'}`, () => {
      assert.deepEqual(text(name), expected);
    });
  }
});

describe('rules text of the rest of the vocabulary', () => {
  it('tokens, several of them, read from the token definition', () => {
    const c = card({ abilities: [{ kind: 'etb', effects: [{ do: 'token', token: 'Soldier (token)', count: 2 }] }], name: 'Muster Captain' });
    assert.deepEqual(rulesText(c), ['When Muster Captain enters, create two 1/1 white Soldier creature tokens.']);
    const x = card({ types: ['Sorcery'], name: 'Pack Call', abilities: [{ kind: 'spell', effects: [{ do: 'token', token: 'Wolf (token)', count: 'X' }] }] });
    assert.deepEqual(rulesText(x), ['Create X 2/2 green Wolf creature tokens.']);
    const g = card({ types: ['Artifact'], name: 'Gargoyle Roost', abilities: [{ kind: 'activated', cost: { mana: '{4}', tap: true, sacrifice: true }, effects: [{ do: 'token', token: 'Gargoyle (token)', count: 1 }] }] });
    assert.deepEqual(rulesText(g), ['{4}, {T}, Sacrifice Gargoyle Roost: Create a 3/4 colourless Gargoyle artifact creature token with flying.']);
  });

  it('X damage, counters, exile, untap, and effects with different subjects as separate sentences', () => {
    const c = card({
      name: 'Storm Caller',
      types: ['Sorcery'],
      abilities: [{ kind: 'spell', target: { kind: 'creature', filter: { nonArtifact: true, notColour: 'B' } }, effects: [{ do: 'damage', amount: 'X', to: 'target' }, { do: 'gainLife', amount: 2 }, { do: 'draw', amount: 1 }] }],
    });
    assert.deepEqual(rulesText(c), ['Storm Caller deals X damage to target nonartifact, nonblack creature. You gain 2 life. Draw a card.']);
    const d = card({
      name: 'Old Oak',
      keywords: ['vigilance', 'flying'],
      abilities: [
        { kind: 'activated', cost: { mana: '{G}' }, effects: [{ do: 'counters', what: 'self', count: 1 }] },
        { kind: 'activated', cost: { tap: true }, target: { kind: 'creature', filter: { controller: 'foe', withKeyword: 'flying' } }, effects: [{ do: 'exile', what: 'target' }] },
        { kind: 'etb', effects: [{ do: 'untap', what: { each: { controller: 'you' } } }, { do: 'counters', what: { each: { controller: 'you' } }, count: 2 }] },
        { kind: 'anthem', power: 1, toughness: 0, keywords: ['first-strike', 'trample'], other: true },
      ],
    });
    assert.deepEqual(rulesText(d), [
      'Flying, vigilance',
      '{G}: Put a +1/+1 counter on Old Oak.',
      '{T}: Exile target creature with flying an opponent controls.',
      'When Old Oak enters, untap all creatures you control. Put two +1/+1 counters on each creature you control.',
      'Other creatures you control get +1/+0 and have first strike and trample.',
    ]);
  });

  it('"you may" with the source as subject: "you may have it deal", not "you may it deals"; with you as subject, no second "you"', () => {
    const spark = card({ name: 'Test Spark', abilities: [{ kind: 'etb', optional: true, target: { kind: 'any' }, effects: [{ do: 'damage', amount: 2, to: 'target' }] }] });
    assert.deepEqual(rulesText(spark), ['When Test Spark enters, you may have it deal 2 damage to any target.']);
    const muse = card({ name: 'Test Muse', abilities: [{ kind: 'etb', optional: true, effects: [{ do: 'draw', amount: 1 }] }] });
    assert.deepEqual(rulesText(muse), ['When Test Muse enters, you may draw a card.']);
    const balm = card({ name: 'Test Balm', abilities: [{ kind: 'etb', optional: true, effects: [{ do: 'gainLife', amount: 2 }] }] });
    assert.deepEqual(rulesText(balm), ['When Test Balm enters, you may gain 2 life.']);
  });

  it('an aura that grants several things and has a filtered target', () => {
    const c = card({
      name: 'Heavy Chains',
      types: ['Enchantment'],
      subtypes: ['Aura'],
      abilities: [{ kind: 'aura', target: { kind: 'creature', filter: { tapped: true } }, power: -1, toughness: 0, keywords: ['defender'], cantAttackOrBlock: true }],
    });
    assert.deepEqual(rulesText(c), ['Enchant tapped creature', "Enchanted creature gets -1/-0, has defender, and can't attack or block."]);
  });

  it('a mana ability of two colours, and helpers for targets and single effects', () => {
    assert.deepEqual(rulesText(card({ abilities: [{ kind: 'mana', produces: ['R', 'G'] }] })), ['{T}: Add {R} or {G}.']);
    assert.equal(targetText({ kind: 'any' }), 'any target');
    assert.equal(targetText({ kind: 'card-in-graveyard', type: 'any' }), 'target card from your graveyard');
    assert.equal(targetText({ kind: 'creature', filter: { controller: 'you' } }), 'target creature you control');
    assert.equal(effectText({ do: 'bounce', what: 'self' }, { name: 'Sky Ward' }), "Return Sky Ward to its owner's hand.");
    assert.equal(effectText({ do: 'loseLife', amount: 3 }, { name: 'Dark Pact' }), 'You lose 3 life.');
    assert.equal(effectText({ do: 'destroy', what: { each: {} } }, { name: 'Doom' }), 'Destroy all creatures.');
  });

  it('keyword names', () => {
    assert.equal(keywordName('first-strike'), 'First strike');
    assert.equal(keywordName('double-strike'), 'Double strike');
    assert.equal(keywordName('protection-from-white'), 'Protection from white');
    assert.equal(keywordName('swampwalk'), 'Swampwalk');
    assert.equal(keywordName('flying'), 'Flying');
  });

  it('a manual card shows our words for what the player does; an automated one has no note', () => {
    const manual = card({ name: 'Odd Relic', types: ['Artifact'], automation: 'manual', manualText: 'Each turn, you may look at the top card of your library.' });
    assert.equal(manualNote(manual), 'Each turn, you may look at the top card of your library.');
    assert.deepEqual(rulesText(manual), ['Each turn, you may look at the top card of your library.']);
    assert.equal(manualNote(findCard('Lightning Bolt')!), undefined);
  });
});

describe('rules text of every card in the pool', () => {
  it('says something for every card that does something, and nothing broken', () => {
    for (const c of allCards()) {
      const paragraphs = rulesText(c);
      // A manual card (one imported by another test, say) says to resolve it by hand.
      const doesSomething =
        c.keywords.length > 0 ||
        (c.abilities ?? []).length > 0 ||
        (c.types.includes('Land') && (c.supertypes ?? []).includes('Basic')) ||
        c.automation === 'manual' ||
        (c.faces ?? []).length > 0;
      assert.equal(paragraphs.length > 0, doesSomething, c.name);
      for (const p of paragraphs) {
        assert.doesNotMatch(p, /undefined|NaN|\[object|null|\s{2}|^\s|\s$/, `${c.name}: ${p}`);
        assert.match(p, /^[A-Z{(]/, `${c.name}: ${p}`);
      }
    }
  });

  it('every ability paragraph is a sentence; only keyword and Enchant lines are not', () => {
    // A card of several faces: each face's text, as the card's shows it under the face's heading.
    for (const c of [...allCards()].flatMap((card) => card.faces ?? [card])) {
      for (const p of rulesText(c).slice(c.keywords.length > 0 ? 1 : 0)) {
        if (p.startsWith('Enchant ')) continue;
        assert.match(p, /[.)]$/, `${c.name}: ${p}`);
      }
    }
  });
});
