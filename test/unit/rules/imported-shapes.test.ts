import { strict as assert } from 'node:assert';
import type { CardDef, CardType } from '../../../src/engine/cards/card';
import type { CardDefData } from '../../../src/engine/cards/card-schema';
import { addImportedCards } from '../../../src/engine/cards/pool';
import type { Colour } from '../../../src/engine/colour';
import { readRulesText } from '../../../src/engine/import/oracle';
import { keywordsOf, powerOf } from '../../../src/engine/magic/characteristics';
import { crawlTable } from '../../../src/engine/variants/magic-crawl/crawl-table';
import { scenario as built, type ScenarioSpec } from './scenario';

/**
 * Ability shapes the rules-text reader learned for issue 15's "Cards", each
 * played through the game layer on a card invented for the test (its text in
 * the style of printed cards): the state after it resolves is what the rules
 * say.
 */

const IMPORTED: CardDef[] = [];

function scenario(spec: ScenarioSpec) {
  return built({ ...spec, options: { ...spec.options, cards: IMPORTED as CardDefData[] } });
}

function card(name: string, cost: string, colours: Colour[], types: CardType[], pt: [number, number] | undefined, text: string, subtypes: string[] = []): CardDef {
  const r = readRulesText(text, name, { types, subtypes });
  assert.equal(r.unread, 0, `${name}: every line should be read`);
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
  card('Test Tri Vista', '', [], ['Land'], undefined, 'Test Tri Vista enters the battlefield tapped.\n{T}: Add {W}, {U}, or {B}.');
  card('Test Sky Leaper', '{1}{U}', ['U'], ['Creature'], [2, 1], '{U}: Test Sky Leaper gains flying until end of turn.', ['Bird']);
  card('Test Horn Boar', '{2}{G}', ['G'], ['Creature'], [3, 2], '{1}{G}: Test Horn Boar gets +1/+1 and gains trample until end of turn.', ['Boar']);
});

describe('Rules › a mana ability of three colours, as imported', () => {
  it('CR 106.1: "{T}: Add {W}, {U}, or {B}" pays a black cost and a white one, tapping the land', () => {
    const s = scenario({ hand: ['Scathe Zombies'], battlefield: ['Test Tri Vista', 'Swamp', 'Swamp'] });
    s.cast('Scathe Zombies');
    assert.ok(s.has('Scathe Zombies'));
    assert.equal(s.perm('Test Tri Vista').tapped, true);
    const w = scenario({ hand: ['Savannah Lions'], battlefield: ['Test Tri Vista'] });
    w.cast('Savannah Lions');
    assert.ok(w.has('Savannah Lions'), 'the land made {W}');
    const g = scenario({ hand: ['Llanowar Elves'], battlefield: ['Test Tri Vista'] });
    assert.ok(!g.legal().some((a) => a.type === 'cast'), 'it makes no {G}');
  });
});

describe('Rules › "~ gains a keyword until end of turn", activated', () => {
  it('CR 611.2a: the creature gains flying, its power unchanged', () => {
    const s = scenario({ battlefield: ['Island', 'Test Sky Leaper'] });
    const t = () => crawlTable(s.state);
    assert.ok(!keywordsOf(t(), s.perm('Test Sky Leaper')).includes('flying'));
    s.act({ type: 'activate', card: s.id('Test Sky Leaper'), ability: 0 });
    assert.ok(keywordsOf(t(), s.perm('Test Sky Leaper')).includes('flying'));
    assert.equal(powerOf(t(), s.perm('Test Sky Leaper')), 2, 'no change to its power');
    assert.equal(s.perm('Island').tapped, true);
  });

  it('CR 611.2a: "+1/+1 and gains trample" changes both, once per activation', () => {
    const s = scenario({ battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Test Horn Boar'] });
    const t = () => crawlTable(s.state);
    s.act({ type: 'activate', card: s.id('Test Horn Boar'), ability: 0 });
    s.act({ type: 'activate', card: s.id('Test Horn Boar'), ability: 0 });
    assert.equal(powerOf(t(), s.perm('Test Horn Boar')), 5);
    assert.ok(keywordsOf(t(), s.perm('Test Horn Boar')).includes('trample'));
  });
});
