import { strict as assert } from 'node:assert';
import type { CardDef, CardType } from '../../../src/engine/cards/card';
import type { CardDefData } from '../../../src/engine/cards/card-schema';
import { addImportedCards } from '../../../src/engine/cards/pool';
import { rulesText } from '../../../src/engine/cards/rules-text';
import type { Colour } from '../../../src/engine/colour';
import { readRulesText } from '../../../src/engine/import/oracle';
import { scenario as built, type ScenarioSpec } from './scenario';

/**
 * The fourth round of ability shapes the rules-text reader learned for issue
 * 15's "Cards": each test is named by its shape, reads a real card's text
 * (card data, in the older wording MTGJSON v3 prints), and plays it through
 * the game layer.
 */

const IMPORTED: CardDef[] = [];

function scenario(spec: ScenarioSpec) {
  return built({ ...spec, options: { ...spec.options, cards: IMPORTED as CardDefData[] } });
}

function card(name: string, cost: string, colours: Colour[], types: CardType[], pt: [number, number] | undefined, text: string, subtypes: string[] = []): CardDef {
  const r = readRulesText(text, name, { types, subtypes });
  assert.equal(r.unread, 0, `${name}: every line should be read (left: ${r.unreadLines.join(' / ')})`);
  const def: CardDef = {
    name,
    manaCost: cost,
    colours,
    types,
    subtypes,
    ...(pt ? { power: pt[0], toughness: pt[1] } : {}),
    keywords: [...r.keywords],
    abilities: r.abilities,
  };
  addImportedCards([def, ...r.tokens]);
  IMPORTED.push(def, ...r.tokens.filter((t) => !IMPORTED.some((c) => c.name === t.name)));
  return def;
}

before(() => {
  card(
    'Claustrophobia',
    '{1}{U}{U}',
    ['U'],
    ['Enchantment'],
    undefined,
    "Enchant creature\nWhen Claustrophobia enters the battlefield, tap enchanted creature.\nEnchanted creature doesn't untap during its controller's untap step.",
    ['Aura'],
  );
  card(
    'Topan Freeblade',
    '{1}{W}',
    ['W'],
    ['Creature'],
    [2, 2],
    'Vigilance\nRenown 1 (When this creature deals combat damage to a player, if it isn\'t renowned, put a +1/+1 counter on it and it becomes renowned.)',
    ['Human', 'Soldier'],
  );
  card('Dehydration', '{3}{U}', ['U'], ['Enchantment'], undefined, "Enchant creature\nEnchanted creature doesn't untap during its controller's untap step.", ['Aura']);
});

describe('Rules › Aura: "enchanted creature doesn\'t untap during its controller\'s untap step"', () => {
  it('reads the line, and writes it back', () => {
    const r = readRulesText("Enchant creature\nEnchanted creature doesn't untap during its controller's untap step.", 'Dehydration', { types: ['Enchantment'], subtypes: ['Aura'] });
    assert.equal(r.unread, 0);
    assert.deepEqual(r.abilities, [{ kind: 'aura', target: { kind: 'creature' }, noUntap: true }]);
    assert.ok(rulesText(IMPORTED.find((c) => c.name === 'Dehydration')!).some((l) => l === "Enchanted creature doesn't untap during its controller's untap step."));
  });

  it('CR 502.3: Claustrophobia taps the foe, which then stays tapped on its turn and cannot attack', () => {
    const s = scenario({ hand: ['Claustrophobia'], battlefield: ['Island', 'Island', 'Island'], foes: ['Grizzly Bears'], life: 20 });
    s.cast('Claustrophobia', { target: s.foe().id });
    assert.equal(s.foe().tapped, true);
    s.act({ type: 'endTurn' });
    assert.equal(s.foe().tapped, true, 'it did not untap on the encounter\'s turn');
    assert.equal(s.life, 20, 'so it did not attack');
    assert.equal(s.where, 'turn/main1');
  });

  it('CR 502.3: your creature under Dehydration stays tapped in your untap step; another untaps', () => {
    const s = scenario({
      battlefield: [{ card: 'Grizzly Bears', tapped: true }, { card: 'Dehydration', enchants: 'Grizzly Bears' }, { card: 'Savannah Lions', tapped: true }],
      foes: [{ card: 'Giant Spider', tapped: true }],
    });
    s.act({ type: 'endTurn' });
    // The Spider untapped and attacks; you block with nothing, and your next turn begins.
    assert.equal(s.where, 'foe/blocks');
    s.act({ type: 'pass' });
    assert.equal(s.where, 'turn/main1');
    assert.equal(s.perm('Grizzly Bears').tapped, true);
    assert.equal(s.perm('Savannah Lions').tapped, false);
  });
});

describe('Rules › Renown N', () => {
  it('reads "Renown 1" as its trigger, and writes it back', () => {
    const def = IMPORTED.find((c) => c.name === 'Topan Freeblade')!;
    assert.deepEqual(def.abilities, [{ kind: 'trigger', when: 'combat-damage-to-player', effects: [{ do: 'renown', count: 1 }] }]);
    assert.ok(rulesText(def).includes("Whenever Topan Freeblade deals combat damage to a player, if Topan Freeblade isn't renowned, put a +1/+1 counter on it and it becomes renowned."));
  });

  it('CR 702.112: the foe\'s Topan Freeblade hits you, gets its counter and becomes renowned; its next hit adds none', () => {
    const s = scenario({ foes: ['Topan Freeblade'], foeAttacks: true, life: 20 });
    s.act({ type: 'pass' });
    assert.equal(s.life, 18);
    assert.equal(s.foe().counters, 1);
    assert.equal(s.foe().renowned, true);
    s.act({ type: 'endTurn' });
    assert.equal(s.where, 'foe/blocks');
    s.act({ type: 'pass' });
    assert.equal(s.life, 15, 'a 3/3 now');
    assert.equal(s.foe().counters, 1, 'renowned already: no second counter');
  });

  it('CR 702.112: blocked, it deals no damage to a player and stays unrenowned', () => {
    const s = scenario({ battlefield: ['Wall of Air'], foes: ['Topan Freeblade'], foeAttacks: true, life: 20 });
    s.blockWith(['Wall of Air']);
    assert.equal(s.life, 20);
    assert.equal(s.foe().counters, 0);
    assert.equal(s.foe().renowned, undefined);
  });
});
