import { strict as assert } from 'node:assert';
import type { CardDef } from '../../../src/engine/cards/card';
import type { CardDefData } from '../../../src/engine/cards/card-schema';
import { addImportedCards } from '../../../src/engine/cards/pool';
import { readRulesText } from '../../../src/engine/import/oracle';
import { magicCrawl } from '../../../src/engine/variants/magic-crawl';
import { scenario as built, type ScenarioSpec } from './scenario';

/**
 * Energy (CR 107.14, 122.1) in Magic Crawl, on cards invented for the test
 * and read from their text as an imported card is: you get it, you pay it
 * as a cost (refused when short, not offered), and an attack trigger's
 * "you may pay {E}{E}. If you do, …" happens only when paid.
 */

const IMPORTED: CardDef[] = [];

function scenario(spec: ScenarioSpec) {
  return built({ ...spec, options: { ...spec.options, cards: IMPORTED as CardDefData[] } });
}

function card(name: string, cost: string, pt: [number, number], text: string): void {
  const r = readRulesText(text, name, { types: ['Creature'] });
  assert.equal(r.unread, 0, `${name}: every line should be read`);
  const def: CardDef = { name, manaCost: cost, colours: ['R'], types: ['Creature'], subtypes: ['Human'], power: pt[0], toughness: pt[1], keywords: [...r.keywords], abilities: r.abilities };
  addImportedCards([def, ...r.tokens]);
  IMPORTED.push(def, ...r.tokens.filter((t) => !IMPORTED.some((c) => c.name === t.name)));
}

function sorcery(name: string, cost: string, text: string): void {
  const r = readRulesText(text, name, { types: ['Sorcery'] });
  assert.equal(r.unread, 0, `${name}: every line should be read`);
  const def: CardDef = { name, manaCost: cost, colours: ['B'], types: ['Sorcery'], subtypes: [], keywords: [], abilities: r.abilities };
  addImportedCards([def]);
  IMPORTED.push(def);
}

before(() => {
  sorcery('Test Dark Insight', '{B}', 'You draw two cards, lose 2 life, and get {E}{E}.');
  card('Test Spark Wall', '{1}{R}', [0, 4], 'Defender\nWhenever Test Spark Wall blocks, you get {E}.');
  card('Test Volt Hound', '{1}{R}', [2, 2], 'When Test Volt Hound enters the battlefield, you get {E}{E}.\nPay {E}: Test Volt Hound gets +1/+1 until end of turn.');
  card('Test Coil Rider', '{2}{R}', [2, 3], 'Whenever Test Coil Rider attacks, you may pay {E}{E}. If you do, put a +1/+1 counter on it.');
  card('Test Spur Rider', '{1}{R}', [2, 2], 'Whenever Test Spur Rider attacks, you may pay {E}. If you do, another target attacking creature gains flying until end of turn.');
  card('Test Arc Gunner', '{1}{R}', [1, 1], '{T}, Pay {E}{E}: Test Arc Gunner deals 2 damage to target creature.');
});

describe('Rules › energy (CR 107.14)', () => {
  it('CR 122.1: "when this enters, you get {E}{E}": you have two energy, said in the log and the table', () => {
    const s = scenario({ hand: ['Test Volt Hound'], battlefield: ['Mountain', 'Mountain'] });
    assert.equal(s.state.you.energy, undefined, 'no energy before: the field is absent');
    const events = s.cast('Test Volt Hound');
    assert.equal(s.state.you.energy, 2);
    assert.ok(events.some((e) => e.type === 'energy' && e.amount === 2 && e.total === 2));
    assert.ok(magicCrawl.text.picture(s.game, false).some((l) => /^Life 20 · energy 2 · /.test(l)));
    const view = magicCrawl.tableView(s.game, s.legal());
    assert.equal(view.energy, 2);
    assert.equal(view.seats[0]?.energy, 2);
  });

  it('"Pay {E}": paid from your energy; with none, neither offered nor allowed, and the refusal says why', () => {
    const none = scenario({ battlefield: ['Test Volt Hound'] });
    const pump = { type: 'activate' as const, card: none.id('Test Volt Hound'), ability: 1 };
    assert.ok(!none.isLegal(pump), 'not offered without energy');
    const error = none.refuse(pump, 'magic.activate.energy');
    assert.match(error.message, /costs 1 energy \(\{E\}\) and you have 0/);

    const s = scenario({ battlefield: ['Test Volt Hound'], energy: 2 });
    assert.ok(s.isLegal(pump), 'offered with energy');
    s.act(pump);
    s.act(pump);
    assert.equal(s.state.you.energy, undefined, 'all spent: none left');
    assert.equal(s.perm('Test Volt Hound').pumped?.power, 2);
    assert.ok(!s.isLegal(pump), 'not offered once spent');
    s.refuse(pump, 'magic.activate.energy');
  });

  it('"{T}, Pay {E}{E}": one energy is not enough; two are, and the damage is dealt', () => {
    const short = scenario({ battlefield: ['Test Arc Gunner'], foes: ['Grizzly Bears'], energy: 1 });
    const shoot = { type: 'activate' as const, card: short.id('Test Arc Gunner'), ability: 0, target: short.foe().id };
    short.refuse(shoot, 'magic.activate.energy');
    assert.equal(short.state.you.energy, 1);
    const s = scenario({ battlefield: ['Test Arc Gunner'], foes: ['Grizzly Bears'], energy: 3 });
    s.act({ ...shoot, card: s.id('Test Arc Gunner'), target: s.foe().id });
    assert.ok(!s.has('Grizzly Bears'));
    assert.equal(s.state.you.energy, 1);
    assert.ok(s.perm('Test Arc Gunner').tapped);
  });

  it('"whenever this attacks, you may pay {E}{E}. If you do, …": paid when you have it, skipped when you do not', () => {
    const s = scenario({ battlefield: ['Test Coil Rider'], foes: [{ card: 'Craw Wurm', tapped: true }], energy: 3 });
    s.attackWith('Test Coil Rider');
    assert.equal(s.perm('Test Coil Rider').counters, 1);
    assert.equal(s.state.you.energy, 1);

    const short = scenario({ battlefield: ['Test Coil Rider'], foes: [{ card: 'Craw Wurm', tapped: true }], energy: 1 });
    short.attackWith('Test Coil Rider');
    assert.equal(short.perm('Test Coil Rider').counters, 0, 'nothing bought without the payment');
    assert.equal(short.state.you.energy, 1, 'nothing paid');
  });

  it('"another target attacking creature": the other attacker gains flying, not the one whose trigger it is', () => {
    const s = scenario({ battlefield: ['Test Spur Rider', 'Grizzly Bears'], foes: [{ card: 'Craw Wurm', tapped: true }], energy: 1 });
    s.attackWith('Test Spur Rider', 'Grizzly Bears');
    assert.deepEqual(s.perm('Grizzly Bears').pumped?.keywords, ['flying']);
    assert.equal(s.perm('Test Spur Rider').pumped, undefined);
    assert.equal(s.state.you.energy, undefined, 'the one energy paid');
  });

  it('a spell: "you draw two cards, lose 2 life, and get {E}{E}"; a blocker\'s "whenever this blocks, you get {E}"', () => {
    const s = scenario({ hand: ['Test Dark Insight'], battlefield: ['Swamp'], library: ['Island', 'Island', 'Island', 'Island'] });
    s.cast('Test Dark Insight');
    assert.equal(s.hand.length, 2);
    assert.equal(s.life, 18);
    assert.equal(s.state.you.energy, 2);
    const b = scenario({ battlefield: ['Test Spark Wall'], foes: ['Grizzly Bears'], foeAttacks: true });
    b.blockWith(['Test Spark Wall']);
    assert.equal(b.state.you.energy, 1);
  });
});
