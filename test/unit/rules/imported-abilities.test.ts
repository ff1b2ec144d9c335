import { strict as assert } from 'node:assert';
import type { CardDef } from '../../../src/engine/cards/card';
import { addImportedCards } from '../../../src/engine/cards/pool';
import type { Colour } from '../../../src/engine/colour';
import { readRulesText } from '../../../src/engine/import/oracle';
import { keywordsOf, powerOf } from '../../../src/engine/magic/characteristics';
import { dividedDamage } from '../../../src/engine/magic/effects';
import { actionLabel as cliLabel } from '../../../src/engine/variants/magic-crawl/text/labels';
import { rulesText } from '../../../src/engine/cards/rules-text';
import type { CardDefData } from '../../../src/engine/cards/card-schema';
import { scenario as built, type ScenarioSpec } from './scenario';
import { crawlTable } from '../../../src/engine/variants/magic-crawl';

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
  card('Test Cycling Beast', '{5}{G}', 'G', [5, 5], ['Beast'], 'Trample\nCycling {2} ({2}, Discard this card: Draw a card.)');
  card('Test Rat Pack', '{1}{B}', 'B', [1, 1], ['Rat'], 'Test Rat Pack gets +1/+1 for each other creature on the battlefield named Test Rat Pack.');
  card('Test Big Demon', '{4}{B}', 'B', [5, 5], ['Demon'], '');
  card('Test Gate Warden', '{3}{W}', 'W', [1, 4], ['Soldier'], 'Test Gate Warden can block any number of creatures.');
  card(
    'Test Pit Fiend',
    '{2}{B}{B}',
    'B',
    [5, 5],
    ['Demon'],
    "Flying, trample\nAt the beginning of your upkeep, sacrifice a creature other than Test Pit Fiend, then each opponent loses life equal to the sacrificed creature's power. If you can't sacrifice a creature, tap Test Pit Fiend and you lose 7 life.",
  );
  card(
    'Test Ember Whelp',
    '{2}{R}{R}',
    'R',
    [2, 3],
    ['Dragon'],
    'Flying\n{R}: Test Ember Whelp gets +1/+0 until end of turn. If this ability has been activated four or more times this turn, sacrifice Test Ember Whelp at the beginning of the next end step.',
  );
  card(
    'Test Hill Titan',
    '{3}{R}{R}',
    'R',
    [3, 4],
    ['Giant'],
    "{T}: Target creature you control with toughness less than Test Hill Titan's power gains flying until end of turn. Destroy that creature at the beginning of the next end step.",
  );
  card('Test Ash Phoenix', '{3}{R}{R}', 'R', [3, 3], ['Phoenix'], 'Flying\n{3}{R}{R}: Return Test Ash Phoenix from your graveyard to your hand.');
  card(
    'Test Trail Scout',
    '{2}{G}',
    'G',
    [2, 2],
    ['Scout'],
    'When Test Trail Scout enters the battlefield, you may search your library for a basic land card, reveal it, put it into your hand, then shuffle.',
  );
  card(
    'Test Fickle Efreet',
    '{3}{R}{R}',
    'R',
    [6, 4],
    ['Efreet'],
    "At the beginning of your upkeep, choose target nonland permanent you control and up to two target nonland permanents you don't control. Destroy one of them at random.",
  );
  card('Test Elder Druid', '{2}{G}', 'G', [2, 2], ['Elf', 'Druid'], '{T}: Add {G} for each Elf you control.');
  card('Test Storm Wyrm', '{4}{R}{R}', 'R', [5, 5], ['Dragon'], 'Flash\nFlying\nWhen Test Storm Wyrm enters the battlefield, it deals 5 damage divided as you choose among any number of targets.');
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
    const t = crawlTable(s.state);
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

describe('Rules › cycling, on imported cards', () => {
  it('CR 702.29a: cycling is read from its keyword line, and our own text tells it', () => {
    const def = IMPORTED.find((c) => c.name === 'Test Cycling Beast')!;
    assert.deepEqual(def.abilities, [{ kind: 'activated', from: 'hand', cost: { mana: '{2}', discardSelf: true }, effects: [{ do: 'draw', amount: 1 }] }]);
    assert.deepEqual(def.keywords, ['trample']);
    assert.deepEqual(rulesText(def), ['Trample', 'Cycling {2} (from your hand, whenever you could cast an instant: pay {2} and discard Test Cycling Beast to draw a card)']);
  });

  it('CR 702.29a: cycling pays its cost from your hand, discards the card and draws one; without the mana it is not offered and refused', () => {
    const s = scenario({ battlefield: ['Forest', 'Forest'], hand: ['Test Cycling Beast'], library: ['Grizzly Bears'] });
    const beast = s.id('Test Cycling Beast');
    const cycle = { type: 'activate' as const, card: beast, ability: 0 };
    assert.ok(s.isLegal(cycle), JSON.stringify(s.legal()));
    assert.equal(cliLabel(s.game, cycle), 'cycle Test Cycling Beast [{2}, Discard Test Cycling Beast]');
    s.act(cycle);
    assert.deepEqual(s.hand, ['Grizzly Bears'], 'the card drawn');
    assert.deepEqual(s.graveyard, ['Test Cycling Beast'], 'the cycled card was discarded');
    assert.ok(s.state.battlefield.every((p) => p.tapped), 'both Forests paid');
    assert.equal(s.said, 'Activated Test Cycling Beast (tapped Forest ×2); discarded Test Cycling Beast; drew Grizzly Bears');

    const poor = scenario({ battlefield: ['Forest'], hand: ['Test Cycling Beast'] });
    const id = poor.id('Test Cycling Beast');
    assert.ok(!poor.legal().some((a) => a.type === 'activate'), 'one Forest does not pay {2}');
    poor.refuse({ type: 'activate', card: id, ability: 0 }, 'magic.mana.cannot-pay');
    poor.refuse({ type: 'activate', card: id, ability: 1 }, 'magic.activate.no-ability');
  });
});

describe('Rules › modal spells, on imported cards', () => {
  const CHARM = 'Test Storm Charm';
  before(() => {
    const r = readRulesText('Choose one —\n• Test Storm Charm deals 3 damage to target creature.\n• You gain 4 life.', CHARM, { types: ['Instant'] });
    assert.equal(r.unread, 0, r.unreadLines.join(' | '));
    const def: CardDef = { name: CHARM, manaCost: '{1}{R}', colours: ['R'], types: ['Instant'], subtypes: [], keywords: [], abilities: r.abilities };
    addImportedCards([def]);
    IMPORTED.push(def);
  });

  it('CR 700.2: "Choose one —" and its bulleted modes are read into one ability of modes, and our own text tells them', () => {
    const def = IMPORTED.find((c) => c.name === CHARM)!;
    assert.deepEqual(def.abilities, [
      {
        kind: 'modes',
        modes: [{ target: { kind: 'creature' }, effects: [{ do: 'damage', amount: 3, to: 'target' }] }, { effects: [{ do: 'gainLife', amount: 4 }] }],
      },
    ]);
    assert.deepEqual(rulesText(def), ['Choose one —', '• Test Storm Charm deals 3 damage to target creature.', '• You gain 4 life.']);
    // A mode the reader cannot read leaves the whole card by hand: no mode is dropped, none played alone.
    const half = readRulesText('Choose one —\n• Destroy target artifact.\n• Each player shuffles their hand into their library.', 'Test Odd Charm', { types: ['Sorcery'] });
    assert.deepEqual([half.abilities, half.unread], [[], 3]);
  });

  it('CR 700.2a: in a crawl the mode chosen is cast and resolves at once, and the log names it; without a mode it is refused', () => {
    const s = scenario({ battlefield: ['Mountain', 'Mountain'], hand: [CHARM], foes: ['Grizzly Bears'], life: 10 });
    const charm = s.id(CHARM);
    const bears = s.id('Grizzly Bears');
    assert.deepEqual(
      s.legal().filter((a) => a.type === 'cast'),
      [
        { type: 'cast', card: charm, mode: 0, target: bears },
        { type: 'cast', card: charm, mode: 1 },
      ],
    );
    assert.match(cliLabel(s.game, { type: 'cast', card: charm, mode: 1 }), /^cast Test Storm Charm \(you gain 4 life\)$/);
    s.refuse({ type: 'cast', card: charm, target: bears }, 'mtg.700.2a.mode');
    s.act({ type: 'cast', card: charm, mode: 0, target: bears });
    assert.ok(!s.has('Grizzly Bears'), 'the damage mode killed the Bears');
    assert.equal(s.life, 10, 'and gained no life');
    assert.match(s.said, /^Cast Test Storm Charm \(choosing: deals 3 damage to target creature\) targeting Grizzly Bears/);

    const life = scenario({ battlefield: ['Mountain', 'Mountain'], hand: [CHARM], foes: ['Grizzly Bears'], life: 10 });
    life.act({ type: 'cast', card: life.id(CHARM), mode: 1 });
    assert.equal(life.life, 14);
    assert.ok(life.has('Grizzly Bears'));
  });
});

describe('Rules › more of M10\'s abilities, on imported cards', () => {
  it('CR 509.1a: a creature that can block any number of creatures blocks two foes at once and divides its damage', () => {
    const s = scenario({ battlefield: ['Test Gate Warden'], foes: ['Savannah Lions', 'Raging Goblin'], foeAttacks: true, life: 20 });
    s.act({ type: 'block', creature: s.id('Test Gate Warden'), attacker: s.id('Savannah Lions') });
    s.act({ type: 'block', creature: s.id('Test Gate Warden'), attacker: s.id('Raging Goblin') });
    assert.equal(s.state.combat?.blocks.length, 2, 'the second block is added, not moved');
    s.act({ type: 'pass' });
    assert.equal(s.life, 20, 'both attackers were blocked');
    assert.ok(!s.has('Savannah Lions'), 'its 1 damage: lethal to the first attacker blocked');
    assert.ok(s.has('Raging Goblin'));
    assert.equal(s.perm('Test Gate Warden').damage, 0, 'damage wore off; it survived 3');
    assert.ok(s.has('Test Gate Warden'));
  });

  it('CR 509.1a: any other creature blocking a second attacker moves its block', () => {
    const s = scenario({ battlefield: ['Grizzly Bears'], foes: ['Savannah Lions', 'Raging Goblin'], foeAttacks: true });
    s.act({ type: 'block', creature: s.id('Grizzly Bears'), attacker: s.id('Savannah Lions') });
    s.act({ type: 'block', creature: s.id('Grizzly Bears'), attacker: s.id('Raging Goblin') });
    assert.deepEqual(s.state.combat?.blocks, [{ id: s.id('Grizzly Bears'), attacker: s.id('Raging Goblin') }]);
  });

  it('CR 509.1a: the encounter\'s creature that can block any number blocks each of your attackers', () => {
    const s = scenario({ battlefield: ['Grizzly Bears', 'Savannah Lions'], foes: ['Test Gate Warden'] });
    s.attackWith('Grizzly Bears', 'Savannah Lions');
    assert.equal(s.state.combat?.blocks.length, 2);
    s.act({ type: 'pass' });
    assert.ok(!s.has('Test Gate Warden'), '2 + 2 damage to a 1/4');
    assert.equal(s.has('Savannah Lions') ? 1 : 0, 1, 'its 1 damage went to the Bears, the first blocked, and killed nothing');
  });

  it('CR 603.7: "if activated four or more times this turn, sacrifice it at the beginning of the next end step"', () => {
    const lands = ['Mountain', 'Mountain', 'Mountain', 'Mountain'];
    const three = scenario({ battlefield: [...lands, 'Test Ember Whelp'], roundsLeft: 1 });
    for (let i = 0; i < 3; i++) three.act({ type: 'activate', card: three.id('Test Ember Whelp'), ability: 0 });
    assert.equal(three.perm('Test Ember Whelp').pumped?.power, 3);
    three.act({ type: 'endTurn' });
    assert.ok(three.has('Test Ember Whelp'), 'three times: no delayed trigger');
    assert.equal(three.perm('Test Ember Whelp').activations, undefined, 'the count is per turn');
    const four = scenario({ battlefield: [...lands, 'Test Ember Whelp'], roundsLeft: 1 });
    for (let i = 0; i < 4; i++) four.act({ type: 'activate', card: four.id('Test Ember Whelp'), ability: 0 });
    assert.equal(four.perm('Test Ember Whelp').atNextEndStep, 'sacrifice');
    four.act({ type: 'endTurn' });
    assert.ok(!four.has('Test Ember Whelp'));
    assert.ok(four.graveyard.includes('Test Ember Whelp'));
  });

  it('CR 603.7: Stone Giant\'s kind: a creature of yours with toughness below its power flies, then is destroyed at the next end step', () => {
    const s = scenario({ battlefield: ['Test Hill Titan', 'Grizzly Bears', 'Craw Wurm'], roundsLeft: 1 });
    s.refuse({ type: 'activate', card: s.id('Test Hill Titan'), ability: 0, target: s.id('Craw Wurm') }, 'magic.target.illegal');
    s.refuse({ type: 'activate', card: s.id('Test Hill Titan'), ability: 0, target: s.id('Test Hill Titan') }, 'magic.target.illegal');
    s.act({ type: 'activate', card: s.id('Test Hill Titan'), ability: 0, target: s.id('Grizzly Bears') });
    assert.deepEqual(s.perm('Grizzly Bears').pumped?.keywords, ['flying']);
    s.act({ type: 'endTurn' });
    assert.ok(!s.has('Grizzly Bears'), 'destroyed at the end step');
    assert.ok(s.has('Test Hill Titan'));
  });

  it('CR 113.6k: an ability that returns the card from your graveyard works only there (Magma Phoenix\'s kind)', () => {
    const lands = ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'];
    const s = scenario({ battlefield: lands, graveyard: ['Test Ash Phoenix'] });
    const id = s.state.you.graveyard[0]!.id;
    assert.ok(s.isLegal({ type: 'activate', card: id, ability: 0 }), 'listed among the legal actions');
    assert.equal(cliLabel(s.game, { type: 'activate', card: id, ability: 0 }), 'activate Test Ash Phoenix [{3}{R}{R}]', 'named from the graveyard');
    s.act({ type: 'activate', card: id, ability: 0 });
    assert.deepEqual(s.hand.filter((c) => c === 'Test Ash Phoenix'), ['Test Ash Phoenix']);
    assert.deepEqual(s.graveyard, []);
    const t = scenario({ battlefield: [...lands, 'Test Ash Phoenix'] });
    t.refuse({ type: 'activate', card: t.id('Test Ash Phoenix'), ability: 0 }, 'magic.activate.no-ability');
    const poor = scenario({ battlefield: ['Mountain'], graveyard: ['Test Ash Phoenix'] });
    assert.ok(!poor.legal().some((a) => a.type === 'activate'), 'not listed when it can\'t be paid');
  });

  it('CR 503.1a: at your upkeep the Demon sacrifices your weakest other creature; with none, it taps and you lose 7', () => {
    const s = scenario({ battlefield: ['Test Pit Fiend', 'Grizzly Bears', 'Raging Goblin'], life: 20, roundsLeft: 3 });
    s.act({ type: 'endTurn' });
    assert.ok(!s.has('Raging Goblin'), 'the 1/1 goes before the 2/2');
    assert.ok(s.has('Grizzly Bears'));
    assert.equal(s.life, 20, '"each opponent": a crawl gives you none');
    s.act({ type: 'endTurn' });
    assert.ok(!s.has('Grizzly Bears'));
    s.act({ type: 'endTurn' });
    assert.equal(s.life, 13);
    assert.equal(s.perm('Test Pit Fiend').tapped, true);
  });

  it('CR 503.1a: the encounter\'s Demon sacrifices its other creature and you lose its power; alone, it taps and can\'t attack', () => {
    const s = scenario({ battlefield: ['Forest'], foes: ['Test Pit Fiend', 'Grizzly Bears'], foeAttacks: true, life: 20 });
    assert.ok(!s.has('Grizzly Bears'));
    assert.equal(s.where, 'foe/blocks', 'the Demon itself attacks');
    s.act({ type: 'pass' });
    assert.equal(s.life, 20 - 2 - 5, 'the Bears\' power, then the Demon\'s 5');
    const alone = scenario({ battlefield: ['Forest'], foes: ['Test Pit Fiend'], foeAttacks: true, life: 20 });
    assert.equal(alone.life, 20, 'the encounter has no life to lose');
    assert.equal(alone.where, 'turn/main1', 'tapped, it could not attack');
  });

  it('CR 701.19: "you may search your library for a basic land card": the one your hand lacks most, then the library is shuffled', () => {
    const s = scenario({
      hand: ['Test Trail Scout', 'Lightning Bolt', 'Shivan Dragon'],
      battlefield: ['Forest', 'Forest', 'Forest'],
      library: ['Island', 'Island', 'Mountain', 'Grizzly Bears'],
      bottom: ['Plains'],
    });
    s.cast('Test Trail Scout');
    assert.ok(s.hand.includes('Mountain'), 'three red symbols in hand and no Mountain');
    assert.deepEqual(s.state.you.library, { cards: ['Grizzly Bears', 'Island', 'Island', 'Plains'], bottom: [] });
    const none = scenario({ hand: ['Test Trail Scout'], battlefield: ['Forest', 'Forest', 'Forest'], library: ['Grizzly Bears'] });
    none.cast('Test Trail Scout');
    assert.deepEqual(none.hand, []);
  });
});

describe('Rules › damage divided among any number of targets (Bogardan Hellkite\'s kind)', () => {
  it('CR 601.2d: yours destroys the foes it can, the strongest first, each dealt just lethal damage', () => {
    const six = ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'];
    const s = scenario({ hand: ['Test Storm Wyrm'], battlefield: [...six, 'Grizzly Bears'], foes: ['Craw Wurm', 'Grizzly Bears', 'Savannah Lions'], foeAttacks: true });
    s.cast('Test Storm Wyrm');
    assert.ok(!s.has('Craw Wurm'), '4 to the 6/4');
    assert.ok(!s.has('Savannah Lions'), '1 to the 2/1');
    assert.equal(s.foe().card, 'Grizzly Bears', '2 more would have been needed for the Bears');
    assert.equal(s.perm('Grizzly Bears').damage, 0, 'your own creature is never chosen');
  });

  it('CR 601.2d: the encounter\'s destroys your creatures it can, the strongest first, and the rest goes to you', () => {
    const s = scenario({ battlefield: ['Grizzly Bears', 'Craw Wurm'], foes: ['Test Storm Wyrm'] });
    const t = crawlTable(s.state);
    const split = dividedDamage(t, 5, { source: 'Test Storm Wyrm', sourceId: s.foe().id, colours: ['R'], controller: 'foe', x: 0 });
    assert.deepEqual(split, [[s.id('Craw Wurm'), 4], ['you', 1]]);
  });

  it('CR 601.2d: with no foe to choose, yours chooses no target at all', () => {
    const six = ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'];
    const s = scenario({ hand: ['Test Storm Wyrm'], battlefield: [...six, 'Grizzly Bears'], life: 20 });
    s.cast('Test Storm Wyrm');
    assert.equal(s.life, 20);
    assert.equal(s.perm('Grizzly Bears').damage, 0);
  });
});

describe('Rules › a mana ability that makes several mana', () => {
  it('CR 605.1a: "{T}: Add {G} for each Elf you control" pays a whole cost at once, with lands beside it', () => {
    const s = scenario({ hand: ['Craw Wurm'], battlefield: ['Test Elder Druid', 'Elvish Visionary', 'Elvish Visionary', 'Forest', 'Forest', 'Forest'] });
    s.cast('Craw Wurm');
    assert.ok(s.has('Craw Wurm'), 'three Elves make {G}{G}{G}, three Forests the rest');
    assert.equal(s.perm('Test Elder Druid').tapped, true);
    assert.ok(s.state.battlefield.filter((p) => p.card === 'Forest').every((p) => p.tapped));
  });

  it('CR 106.4: what the payment leaves is lost, and a summoning-sick Druid makes nothing', () => {
    const s = scenario({ hand: ['Grizzly Bears', 'Grizzly Bears'], battlefield: ['Test Elder Druid', 'Elvish Visionary', 'Elvish Visionary'] });
    assert.ok(s.legal().some((a) => a.type === 'cast'));
    s.cast('Grizzly Bears');
    assert.equal(s.perm('Test Elder Druid').tapped, true);
    assert.ok(!s.legal().some((a) => a.type === 'cast'), 'the third {G} did not stay for the second Bears');
    const sick = scenario({ hand: ['Grizzly Bears'], battlefield: [{ card: 'Test Elder Druid', sick: true }, 'Elvish Visionary'] });
    sick.refuse({ type: 'cast', card: sick.handId('Grizzly Bears') }, 'magic.mana.cannot-pay');
  });

  it('CR 605.1a: naming the Druid among the sources to tap pays with all it makes', () => {
    const s = scenario({ hand: ['Craw Wurm'], battlefield: ['Test Elder Druid', 'Elvish Visionary', 'Elvish Visionary', 'Forest', 'Forest', 'Forest'] });
    const tap = ['Test Elder Druid', 'Forest'].flatMap((c) => s.state.battlefield.filter((p) => p.card === c).map((p) => p.id));
    s.act({ type: 'cast', card: s.handId('Craw Wurm'), tap });
    assert.ok(s.has('Craw Wurm'));
  });
});

describe('Rules › one of several targets destroyed at random (Capricious Efreet\'s kind)', () => {
  it('CR 608.2b: at your upkeep it targets your least valuable nonland permanent and the two foes of most value, then destroys one of them at random', () => {
    const s = scenario({ battlefield: ['Test Fickle Efreet', 'Raging Goblin', 'Grizzly Bears'], foes: ['Wall of Swords', 'Wall of Air', 'Wall of Water'] });
    s.act({ type: 'endTurn' });
    const chosen = s.events.find((e) => e.type === 'chosenAtRandom');
    assert.ok(chosen && chosen.type === 'chosenAtRandom', 'the walls could not attack, so your next upkeep came');
    assert.deepEqual([...chosen.among].sort(), ['Raging Goblin', 'Wall of Air', 'Wall of Swords']);
    const left = ['Raging Goblin', 'Wall of Air', 'Wall of Swords'].filter((c) => s.has(c));
    assert.deepEqual(left, ['Raging Goblin', 'Wall of Air', 'Wall of Swords'].filter((c) => c !== chosen.card), 'exactly the one chosen is gone');
    assert.ok(s.has('Grizzly Bears') && s.has('Wall of Water') && s.has('Test Fickle Efreet'), 'the others were never targets');
  });

  it('CR 608.2b: the encounter\'s targets itself (its only permanent) and your two of most value', () => {
    const s = scenario({ battlefield: ['Craw Wurm', 'Grizzly Bears', 'Raging Goblin'], foes: ['Test Fickle Efreet'], foeAttacks: true });
    const gone = ['Test Fickle Efreet', 'Craw Wurm', 'Grizzly Bears'].filter((c) => !s.has(c));
    assert.equal(gone.length, 1);
    assert.ok(s.has('Raging Goblin'));
  });
});
