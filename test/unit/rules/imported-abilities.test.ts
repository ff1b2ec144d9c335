import { strict as assert } from 'node:assert';
import type { CardDef } from '../../../src/engine/cards/card';
import { addImportedCards } from '../../../src/engine/cards/pool';
import type { Colour } from '../../../src/engine/colour';
import { readRulesText } from '../../../src/engine/import/oracle';
import { keywordsOf, powerOf } from '../../../src/engine/magic/characteristics';
import { Table } from '../../../src/engine/magic/table';
import type { CardDefData } from '../../../src/engine/cards/card-schema';
import { scenario as built, type ScenarioSpec } from './scenario';

const IMPORTED: CardDef[] = [];

/** A scenario whose game carries the imported cards in its setup, as a saved game does. */
function scenario(spec: ScenarioSpec) {
  return built({ ...spec, options: { ...spec.options, cards: IMPORTED as CardDefData[] } });
}

/**
 * Imported cards played by the engine from what the rules-text reader made
 * of their text. Each card here is invented for the test, its text written
 * in the style of printed cards; the reader turns it into data, and the
 * scenario plays it through the game layer.
 */

function card(name: string, cost: string, colour: Colour, pt: [number, number] | undefined, subtypes: string[], text: string): CardDef {
  const r = readRulesText(text, name);
  assert.equal(r.unread, 0, `${name}: every line should be read`);
  const def: CardDef = {
    name,
    manaCost: cost,
    colours: [colour],
    types: ['Creature'],
    subtypes,
    ...(pt ? { power: pt[0], toughness: pt[1] } : {}),
    keywords: [...r.keywords],
    abilities: r.abilities,
  };
  addImportedCards([def, ...r.tokens]);
  IMPORTED.push(def, ...r.tokens.filter((t) => !IMPORTED.some((c) => c.name === t.name) && t.name !== 'Goblin (token)' && t.name !== 'Zombie (token)'));
  return def;
}

before(() => {
  card('Test Ember Hound', '{1}{R}', 'R', [2, 2], ['Dog'], 'When Test Ember Hound dies, it deals 2 damage to each creature and each player.');
  card('Test Dawn Herald', '{W}', 'W', [1, 1], ['Cleric'], 'Whenever another creature enters the battlefield, you gain 1 life.');
  card('Test Marsh Captain', '{2}{B}', 'B', [2, 2], ['Zombie'], 'Other Zombie creatures you control get +1/+1 and have deathtouch.');
  card('Test Bone Walker', '{1}{B}', 'B', [1, 1], ['Zombie'], '{B}: Regenerate Test Bone Walker.');
  card('Test Tide Serpent', '{3}{U}', 'U', undefined, ['Serpent'], "Test Tide Serpent's power and toughness are each equal to the number of Islands you control.");
  card('Test Mist Stalker', '{1}{U}', 'U', [2, 1], ['Illusion'], "Test Mist Stalker can't be blocked.");
  card('Test Dusk Rider', '{2}{B}', 'B', [2, 2], ['Knight'], "Test Dusk Rider can't be blocked except by black creatures.");
  card('Test Pack Pup', '{R}', 'R', [2, 2], ['Jackal'], "Test Pack Pup can't attack or block alone.");
  card('Test Rage Brute', '{3}{R}', 'R', [4, 4], ['Berserker'], 'Test Rage Brute attacks each combat if able.');
  card('Test Flame Burst', '{1}{R}', 'R', [1, 1], ['Elemental'], 'Haste\nAt the beginning of the end step, sacrifice Test Flame Burst.');
  card('Test Thorn Ogre', '{3}{G}', 'G', [0, 3], ['Ogre'], 'Whenever Test Thorn Ogre attacks, it gets +5/+0 until end of turn.');
  card('Test Frost Wall', '{1}{U}', 'U', [0, 6], ['Wall'], "Defender\nWhenever Test Frost Wall blocks a creature, that creature doesn't untap during its controller's next untap step.");
  card('Test Night Specter', '{1}{B}', 'B', [2, 2], ['Specter'], 'Flying\nWhenever Test Night Specter deals damage to an opponent, that player discards a card at random.');
  card('Test Goblin Boss', '{3}{R}', 'R', [2, 2], ['Goblin'], 'When Test Goblin Boss enters, create two 1/1 red Goblin creature tokens.\n{1}{R}, Sacrifice a Goblin: Test Goblin Boss deals 2 damage to any target.');
  card('Test Demon Ward', '{3}{W}', 'W', [3, 3], ['Angel'], 'Protection from Demons');
  card('Test Leaf Sentry', '{2}{G}', 'G', [3, 3], ['Elf'], 'Shroud');
  card('Test Cinder Drake', '{3}{R}', 'R', [3, 3], ['Drake'], 'Flash');
  card('Test Pale Guardian', '{2}{W}', 'W', [2, 3], ['Angel'], 'If a source an opponent controls would deal damage to you, prevent 1 of that damage.');
  card('Test Grave Keeper', '{2}{B}', 'B', [2, 2], ['Zombie'], '{2}{B}, {T}: Exile target creature card from a graveyard. Create a 2/2 black Zombie creature token.');
  card('Test Rat Pack', '{1}{B}', 'B', [1, 1], ['Rat'], 'Test Rat Pack gets +1/+1 for each other creature on the battlefield named Test Rat Pack.');
  card('Test Big Demon', '{4}{B}', 'B', [5, 5], ['Demon'], '');
});

describe('Rules › triggered abilities of imported cards', () => {
  it('CR 603.10a: a "dies" trigger looks back: Test Ember Hound deals its damage as it dies', () => {
    const s = scenario({ hand: ['Lightning Bolt'], battlefield: ['Mountain', 'Test Ember Hound', 'Grizzly Bears'], life: 20 });
    s.cast('Lightning Bolt', { target: s.id('Test Ember Hound') });
    assert.ok(!s.has('Grizzly Bears'), 'the 2 damage killed the Bears');
    assert.equal(s.life, 18, '"each player" is you');
  });

  it('CR 603.2: "whenever another creature enters" triggers for a creature you cast, not for itself', () => {
    const s = scenario({ hand: ['Grizzly Bears'], battlefield: ['Forest', 'Forest', 'Test Dawn Herald'], life: 10 });
    s.cast('Grizzly Bears');
    assert.equal(s.life, 11);
  });

  it('CR 603.2: an encounter creature entering triggers your "another creature enters" too; its own "you gain" gains no one anything', () => {
    const s = scenario({ battlefield: ['Test Dawn Herald'], foes: ['Test Dawn Herald'], life: 10 });
    assert.equal(s.life, 10, 'built, not entered');
    const t = scenario({ hand: ['Test Goblin Boss'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], foes: ['Test Dawn Herald'], life: 10 });
    t.cast('Test Goblin Boss');
    assert.equal(t.life, 10, 'the foe\'s Herald gains its controller (the encounter) nothing');
  });

  it('CR 513.1: "at the beginning of the end step, sacrifice it" (Test Flame Burst)', () => {
    const s = scenario({ hand: ['Test Flame Burst'], battlefield: ['Mountain', 'Mountain'] });
    s.cast('Test Flame Burst');
    s.act({ type: 'endTurn' });
    assert.ok(!s.has('Test Flame Burst'));
    assert.ok(s.graveyard.includes('Test Flame Burst'));
  });

  it('CR 508.3a: "whenever this attacks" pumps it before blocks (Test Thorn Ogre)', () => {
    const s = scenario({ battlefield: ['Test Thorn Ogre'], foes: [{ card: 'Craw Wurm', tapped: true }] });
    s.attackWith('Test Thorn Ogre');
    assert.equal(s.perm('Test Thorn Ogre').pumped?.power, 5);
  });

  it('CR 509.3: "whenever this blocks a creature, that creature doesn\'t untap" (Test Frost Wall on the foe)', () => {
    const s = scenario({ battlefield: ['Test Frost Wall'], foes: ['Craw Wurm'], foeAttacks: true });
    s.blockWith(['Test Frost Wall']);
    s.act({ type: 'endTurn' });
    assert.equal(s.where, 'turn/main1', 'the frozen foe stayed tapped and could not attack');
  });

  it('CR 510.2: a foe\'s "deals damage to an opponent" trigger makes you discard at random (Test Night Specter)', () => {
    const s = scenario({ hand: ['Island', 'Forest'], foes: ['Test Night Specter'], foeAttacks: true, life: 20 });
    s.act({ type: 'pass' });
    assert.equal(s.life, 18);
    assert.equal(s.graveyard.length, 1, 'one of the two lands was discarded');
    assert.equal(s.hand.length, 2, 'the other, and the card drawn as your turn began');
  });
});

describe('Rules › static abilities of imported cards', () => {
  it('CR 611.3: "Other Zombie creatures you control get +1/+1 and have deathtouch" reaches only Zombies', () => {
    const s = scenario({ battlefield: ['Test Marsh Captain', 'Test Bone Walker', 'Grizzly Bears'] });
    const t = new Table(s.state);
    assert.equal(powerOf(t, s.perm('Test Bone Walker')), 2);
    assert.ok(keywordsOf(t, s.perm('Test Bone Walker')).includes('deathtouch'));
    assert.equal(powerOf(t, s.perm('Test Marsh Captain')), 2, '"other": not itself');
    assert.equal(powerOf(t, s.perm('Grizzly Bears')), 2, 'a Bear is no Zombie');
  });

  it('CR 604.3: power and toughness equal to the Islands you control (Test Tide Serpent)', () => {
    const s = scenario({ hand: ['Island'], battlefield: ['Island', 'Island', 'Test Tide Serpent'], foes: [{ card: 'Grizzly Bears', tapped: true }] });
    s.act({ type: 'playLand', card: s.handId('Island') });
    s.attackWith('Test Tide Serpent');
    s.act({ type: 'pass' });
    assert.ok(!s.has('Grizzly Bears'), 'three Islands: 3 power');
  });

  it('CR 509.1b: "can\'t be blocked" and "can\'t be blocked except by black creatures"', () => {
    const s = scenario({ battlefield: ['Grizzly Bears', 'Black Knight'], foes: ['Test Mist Stalker'], foeAttacks: true });
    s.refuse({ type: 'block', creature: s.id('Grizzly Bears'), attacker: s.foe().id }, 'mtg.509.1b.cant-be-blocked');
    const t = scenario({ battlefield: ['Grizzly Bears', 'Black Knight'], foes: ['Test Dusk Rider'], foeAttacks: true });
    t.refuse({ type: 'block', creature: t.id('Grizzly Bears'), attacker: t.foe().id }, 'mtg.509.1b.cant-be-blocked');
    t.act({ type: 'block', creature: t.id('Black Knight'), attacker: t.foe().id });
  });

  it('CR 506.5: a creature that can\'t attack alone can\'t be the only attacker', () => {
    const s = scenario({ battlefield: ['Test Pack Pup', 'Grizzly Bears'], foes: [{ card: 'Craw Wurm', tapped: true }] });
    s.act({ type: 'pass' });
    s.act({ type: 'attack', creature: s.id('Test Pack Pup'), target: s.foe().id });
    s.refuse({ type: 'pass' }, 'mtg.506.5.cant-attack-or-block-alone');
    s.act({ type: 'attack', creature: s.id('Grizzly Bears'), target: s.foe().id });
    s.act({ type: 'pass' });
  });

  it('CR 508.1d: a creature that attacks each combat if able must be declared; End turn sends it in', () => {
    const s = scenario({ battlefield: ['Test Rage Brute'], foes: [{ card: 'Craw Wurm', tapped: true }] });
    s.act({ type: 'pass' });
    s.refuse({ type: 'pass' }, 'mtg.508.1d.attacks-if-able');
    const t = scenario({ battlefield: ['Test Rage Brute'], foes: [{ card: 'Siege Mastodon', tapped: true }] });
    t.act({ type: 'endTurn' });
    assert.equal(t.foe().damage + (t.has('Siege Mastodon') ? 0 : 5), 0, 'damage wore off at cleanup');
    assert.ok(t.game.log.some((e) => /Test Rage Brute/.test(e.text) && /attack/.test(e.text)));
  });

  it('CR 702.16: protection from a creature type: a Demon can\'t block it or hurt it', () => {
    const s = scenario({ battlefield: ['Test Demon Ward'], foes: ['Test Big Demon'] });
    s.attackWith('Test Demon Ward');
    assert.equal(s.state.combat?.blocks.length ?? 0, 0, 'the Demon could not block');
  });

  it('CR 702.18a: shroud: not even your own spells can target it', () => {
    const s = scenario({ hand: ['Giant Growth'], battlefield: ['Forest', 'Test Leaf Sentry'] });
    s.refuse({ type: 'cast', card: s.handId('Giant Growth'), target: s.id('Test Leaf Sentry') }, 'magic.target.illegal');
  });

  it('CR 702.8a: flash: cast it while the foe attacks, and block with it', () => {
    const s = scenario({ hand: ['Test Cinder Drake'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], foes: ['Grizzly Bears'], foeAttacks: true });
    s.cast('Test Cinder Drake');
    s.blockWith(['Test Cinder Drake']);
    assert.ok(!s.has('Grizzly Bears'));
  });

  it('CR 615.1: "prevent 1 of that damage" from each foe source that would deal damage to you', () => {
    const s = scenario({ battlefield: ['Test Pale Guardian'], foes: ['Craw Wurm'], foeAttacks: true, life: 20 });
    s.act({ type: 'pass' });
    assert.equal(s.life, 15, '6 damage, 1 prevented');
  });

  it('+1/+1 for each other creature of the same name (Test Rat Pack)', () => {
    const s = scenario({ battlefield: ['Test Rat Pack', 'Test Rat Pack', 'Test Rat Pack'], foes: [{ card: 'Siege Mastodon', tapped: true }] });
    s.attackWith('Test Rat Pack');
    s.act({ type: 'pass' });
    assert.equal(s.foe().damage, 3, 'a 3/3 with two namesakes');
  });
});

describe('Rules › activated abilities of imported cards', () => {
  it('CR 701.15: regeneration: the shield saves it from lethal damage, tapping it', () => {
    const s = scenario({ battlefield: ['Swamp', 'Test Bone Walker'], foes: ['Craw Wurm'], foeAttacks: true });
    s.act({ type: 'activate', card: s.id('Test Bone Walker'), ability: 0 });
    s.blockWith(['Test Bone Walker']);
    assert.ok(s.has('Test Bone Walker'));
    assert.equal(s.perm('Test Bone Walker').damage, 0);
  });

  it('CR 602.2b: a "Sacrifice a Goblin" cost names the Goblin; tokens from the enters trigger pay it', () => {
    const s = scenario({ hand: ['Test Goblin Boss'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'], foes: ['Grizzly Bears'] });
    s.cast('Test Goblin Boss');
    assert.equal(s.state.battlefield.filter((p) => p.card === 'Goblin (token)').length, 2);
    s.refuse({ type: 'activate', card: s.id('Test Goblin Boss'), ability: 1, target: s.foe().id }, 'magic.activate.sacrifice');
    s.act({ type: 'activate', card: s.id('Test Goblin Boss'), ability: 1, target: s.foe().id, sacrifice: s.id('Goblin (token)') });
    assert.ok(!s.has('Grizzly Bears'));
    assert.equal(s.state.battlefield.filter((p) => p.card === 'Goblin (token)').length, 1);
  });

  it('CR 406.2: exile target creature card from a graveyard, then a token (Test Grave Keeper)', () => {
    const s = scenario({ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Test Grave Keeper'], graveyard: ['Grizzly Bears'] });
    s.act({ type: 'activate', card: s.id('Test Grave Keeper'), ability: 0, target: s.id('Grizzly Bears') });
    assert.deepEqual(s.exile, ['Grizzly Bears']);
    assert.ok(s.has('Zombie (token)'));
  });
});
