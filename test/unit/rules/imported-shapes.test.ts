import { strict as assert } from 'node:assert';
import { keywordsOf, powerOf } from '../../../src/engine/magic/characteristics';
import { evasionProblem } from '../../../src/engine/magic/evasion';
import { importedCards } from './imported-cards';
import { COMBAT_STEP_RULES, crawlTable } from '../../../src/engine/variants/magic-crawl';

/**
 * Ability shapes the rules-text reader learned for issue 15's "Cards", each
 * played through the game layer on a card invented for the test (its text in
 * the style of printed cards): the state after it resolves is what the rules
 * say.
 */

const { card, scenario } = importedCards();

before(() => {
  card('Test Tri Vista', '', [], ['Land'], undefined, 'Test Tri Vista enters the battlefield tapped.\n{T}: Add {W}, {U}, or {B}.');
  card('Test Sky Leaper', '{1}{U}', ['U'], ['Creature'], [2, 1], '{U}: Test Sky Leaper gains flying until end of turn.', ['Bird']);
  card(
    'Test Frost Warden',
    '{2}{U}',
    ['U'],
    ['Creature'],
    [1, 3],
    "When Test Frost Warden enters the battlefield, tap target creature an opponent controls. That creature doesn't untap during its controller's next untap step.",
    ['Wizard'],
  );
  card('Test Spring Sprite', '{1}{G}', ['G'], ['Creature'], [1, 1], '{2}: Untap Test Spring Sprite. Activate this ability only once each turn.\n{U}: Return Test Spring Sprite to its owner\'s hand.', ['Faerie']);
  card('Test Banner Captain', '{3}{W}', ['W'], ['Creature'], [2, 2], '{1}{W}: Put a +1/+1 counter on each creature you control. Activate only as a sorcery.', ['Soldier']);
  card('Test Craven Brute', '{1}{R}', ['R'], ['Creature'], [3, 3], "Test Craven Brute can't block.", ['Ogre']);
  card('Test Net Archer', '{1}{G}', ['G'], ['Creature'], [1, 4], 'Reach\nTest Net Archer can block only creatures with flying.', ['Elf', 'Archer']);
  card('Test Iron Scarab', '{3}', [], ['Artifact', 'Creature'], [1, 3], '', ['Insect']);
  card('Test Cower', '{R}', ['R'], ['Instant'], undefined, "Target creature can't block this turn.");
  card('Test Blood Hound', '{2}{B}', ['B'], ['Creature'], [3, 3], 'Whenever a creature dealt damage by Test Blood Hound this turn dies, put a +1/+1 counter on Test Blood Hound.', ['Dog']);
  card('Test Ghost Rat', '{1}{B}', ['B'], ['Creature'], [2, 1], "Test Ghost Rat can't block and can't be blocked.", ['Rat', 'Spirit']);
  card('Test Fire Charm', '{R}', ['R'], ['Enchantment'], undefined, 'Enchant creature\n{R}: Enchanted creature gets +1/+0 until end of turn.', ['Aura']);
  card('Test Frost Grip', '{1}{U}', ['U'], ['Enchantment'], undefined, 'Enchant creature\nWhen Test Frost Grip enters the battlefield, tap enchanted creature.', ['Aura']);
  card(
    'Test Spell Keeper',
    '{1}{U}{U}',
    ['U'],
    ['Creature'],
    [1, 2],
    'When Test Spell Keeper enters the battlefield, return target instant or sorcery card from your graveyard to your hand.',
    ['Human', 'Wizard'],
  );
  card('Test White Banner', '{2}{W}', ['W'], ['Enchantment'], undefined, 'White creatures you control get +1/+1.');
  card('Test Grave Watcher', '{2}{B}', ['B'], ['Creature'], [2, 2], 'Whenever another creature you control dies, put a +1/+1 counter on Test Grave Watcher.', ['Zombie']);
  card('Test Soul Drinker', '{B}', ['B'], ['Creature'], [1, 1], 'Whenever a creature you control dies, you gain 1 life.', ['Spirit']);
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

describe('Rules › tapping a target of a kind, and "that creature" after a target', () => {
  it('CR 701.21a: the enters trigger taps a foe\'s creature, and "that creature" is the one targeted, frozen', () => {
    const s = scenario({ hand: ['Test Frost Warden'], battlefield: ['Island', 'Island', 'Island', 'Savannah Lions'], foes: ['Grizzly Bears'] });
    s.cast('Test Frost Warden');
    // One legal target only (not yours, not the Warden): the trigger takes it without asking.
    assert.equal(s.state.prompt, null);
    assert.equal(s.foe().tapped, true);
    assert.equal(s.foe().frozen, true, 'it will not untap in its controller\'s next untap step');
    assert.equal(s.perm('Savannah Lions').tapped, false, 'yours is untouched');
    assert.equal(s.perm('Savannah Lions').frozen, undefined);
  });
});

describe('Rules › abilities on themselves, limited to once a turn or to sorcery speed', () => {
  it('CR 602.5b: "Activate only once each turn": the second activation is refused and not offered', () => {
    const s = scenario({ battlefield: ['Forest', 'Forest', 'Forest', 'Forest', { card: 'Test Spring Sprite', tapped: true }] });
    s.act({ type: 'activate', card: s.id('Test Spring Sprite'), ability: 0 });
    assert.equal(s.perm('Test Spring Sprite').tapped, false, 'it untapped');
    assert.ok(!s.legal().some((a) => a.type === 'activate' && a.card === s.id('Test Spring Sprite') && a.ability === 0));
    s.refuse({ type: 'activate', card: s.id('Test Spring Sprite'), ability: 0 }, 'magic.activate.once-per-turn');
  });

  it('CR 400.7: "Return ~ to its owner\'s hand" puts the card back in your hand', () => {
    const s = scenario({ battlefield: ['Island', 'Test Spring Sprite'] });
    s.act({ type: 'activate', card: s.id('Test Spring Sprite'), ability: 1 });
    assert.ok(!s.has('Test Spring Sprite'));
    assert.ok(s.hand.includes('Test Spring Sprite'));
  });

  it('CR 122.1: a +1/+1 counter on each creature you control, and none on the foe\'s', () => {
    const s = scenario({ battlefield: ['Plains', 'Plains', 'Test Banner Captain', 'Grizzly Bears'], foes: ['Grizzly Bears'] });
    s.act({ type: 'activate', card: s.id('Test Banner Captain'), ability: 0 });
    assert.equal(s.perm('Test Banner Captain').counters, 1);
    assert.equal(s.perm('Grizzly Bears').counters, 1);
    assert.equal(s.foe().counters, 0);
  });
});

describe('Rules › blocking restrictions read from card text (Magic Crawl\'s blocks)', () => {
  it('CR 509.1b: "~ can\'t block": refused, and not offered', () => {
    const s = scenario({ battlefield: ['Test Craven Brute', 'Savannah Lions'], foes: ['Grizzly Bears'], foeAttacks: true });
    s.refuse({ type: 'block', creature: s.id('Test Craven Brute'), attacker: s.foe().id }, COMBAT_STEP_RULES.cantBlock);
    assert.ok(!s.isLegal({ type: 'block', creature: s.id('Test Craven Brute'), attacker: s.foe().id }));
    s.blockWith(['Savannah Lions']);
    assert.equal(s.life, 20, 'another creature still blocks');
  });

  it('CR 509.1b: "can block only creatures with flying": a flier yes, a walker no', () => {
    const walker = scenario({ battlefield: ['Test Net Archer'], foes: ['Grizzly Bears'], foeAttacks: true });
    walker.refuse({ type: 'block', creature: walker.id('Test Net Archer'), attacker: walker.foe().id }, COMBAT_STEP_RULES.cantBlock);
    const flier = scenario({ battlefield: ['Test Net Archer'], foes: ['Zephyr Sprite'], foeAttacks: true });
    flier.blockWith(['Test Net Archer']);
    assert.equal(flier.life, 20);
    assert.ok(!flier.has('Zephyr Sprite'), 'the Archer blocked and killed it');
  });

  it('CR 509.1b: "Target creature can\'t block this turn", cast at the declare blockers step', () => {
    const s = scenario({ hand: ['Test Cower'], battlefield: ['Mountain', 'Savannah Lions'], foes: ['Grizzly Bears'], foeAttacks: true });
    s.cast('Test Cower', { target: s.id('Savannah Lions') });
    s.refuse({ type: 'block', creature: s.id('Savannah Lions'), attacker: s.foe().id }, COMBAT_STEP_RULES.cantBlock);
  });

  it('CR 702.13b intimidate: only an artifact creature or one sharing a colour blocks it', () => {
    const foes = [{ card: 'Grizzly Bears', pumped: { keywords: ['intimidate'] } }];
    const white = scenario({ battlefield: ['Savannah Lions'], foes, foeAttacks: true });
    white.refuse({ type: 'block', creature: white.id('Savannah Lions'), attacker: white.foe().id }, COMBAT_STEP_RULES.intimidate);
    const green = scenario({ battlefield: ['Llanowar Elves'], foes, foeAttacks: true });
    green.blockWith(['Llanowar Elves']);
    assert.equal(green.life, 20, 'green shares its colour');
    const artifact = scenario({ battlefield: ['Test Iron Scarab'], foes, foeAttacks: true });
    artifact.blockWith(['Test Iron Scarab']);
    assert.equal(artifact.life, 20, 'an artifact creature blocks it');
  });
});

describe('Rules › an Aura\'s abilities that name "enchanted creature"', () => {
  it('CR 303.4: "{R}: Enchanted creature gets +1/+0 until end of turn" pumps the creature it is on, not another', () => {
    const s = scenario({ battlefield: ['Mountain', 'Grizzly Bears', { card: 'Test Fire Charm', enchants: 'Grizzly Bears' }, 'Savannah Lions'] });
    const t = () => crawlTable(s.state);
    s.act({ type: 'activate', card: s.id('Test Fire Charm'), ability: 1 });
    assert.equal(powerOf(t(), s.perm('Grizzly Bears')), 3);
    assert.equal(powerOf(t(), s.perm('Savannah Lions')), 2);
  });

  it('CR 303.4: the Aura\'s enters trigger taps the creature it enchants, a foe\'s', () => {
    const s = scenario({ hand: ['Test Frost Grip'], battlefield: ['Island', 'Island'], foes: ['Grizzly Bears'] });
    assert.equal(s.foe().tapped, false);
    s.cast('Test Frost Grip', { target: s.foe().id });
    assert.equal(s.perm('Test Frost Grip').attachedTo, s.foe().id);
    assert.equal(s.foe().tapped, true);
  });
});

describe('Rules › more statics read from card text', () => {
  it('CR 603.10a: a creature it damaged dies, and it gets the counter the text says', () => {
    const s = scenario({ battlefield: ['Test Blood Hound'], foes: ['Grizzly Bears'], foeAttacks: true });
    s.blockWith(['Test Blood Hound']);
    assert.ok(!s.has('Grizzly Bears'));
    assert.equal(s.perm('Test Blood Hound').counters, 1);
  });

  it('CR 509.1b: "can\'t block and can\'t be blocked" are both kept', () => {
    const s = scenario({ battlefield: ['Test Ghost Rat'], foes: ['Grizzly Bears'], foeAttacks: true });
    s.refuse({ type: 'block', creature: s.id('Test Ghost Rat'), attacker: s.foe().id }, COMBAT_STEP_RULES.cantBlock);
    // And as an attacker, the encounter's creatures can't block it (the check the encounter's blocks make).
    const problem = evasionProblem(crawlTable(s.state), s.foe(), s.perm('Test Ghost Rat'));
    assert.equal(problem?.rule, COMBAT_STEP_RULES.unblockable);
  });
});

describe('Rules › a card of a type back from your graveyard', () => {
  it('CR 115.1: "target instant or sorcery card" takes Doom Blade back, and never a creature card', () => {
    const s = scenario({ hand: ['Test Spell Keeper'], battlefield: ['Island', 'Island', 'Island'], graveyard: ['Grizzly Bears', 'Doom Blade'] });
    s.cast('Test Spell Keeper');
    // The one legal target is taken without asking.
    assert.ok(s.hand.includes('Doom Blade'));
    assert.deepEqual(s.graveyard, ['Grizzly Bears']);
    const none = scenario({ hand: ['Test Spell Keeper'], battlefield: ['Island', 'Island', 'Island'], graveyard: ['Grizzly Bears'] });
    none.cast('Test Spell Keeper');
    assert.ok(none.has('Test Spell Keeper'), 'with no legal target, the trigger does nothing');
    assert.deepEqual(none.graveyard, ['Grizzly Bears']);
  });
});

describe('Rules › an anthem of a colour', () => {
  it('CR 613.4c: "White creatures you control get +1/+1": your white creature only', () => {
    const s = scenario({ battlefield: ['Test White Banner', 'Savannah Lions', 'Grizzly Bears'], foes: [{ card: 'Savannah Lions' }] });
    const t = crawlTable(s.state);
    assert.equal(powerOf(t, s.perm('Savannah Lions')), 3);
    assert.equal(powerOf(t, s.perm('Grizzly Bears')), 2, 'green is not white');
    assert.equal(powerOf(t, s.foe()), 2, "the foe's white creature is not yours");
  });
});

describe('Rules › "whenever a creature you control dies"', () => {
  it('CR 603.10a: "another creature you control": your blocker\'s death grows it, the foe\'s does not', () => {
    const s = scenario({ battlefield: ['Test Grave Watcher', 'Savannah Lions'], foes: ['Grizzly Bears'], foeAttacks: true });
    s.blockWith(['Savannah Lions']);
    assert.ok(!s.has('Savannah Lions'));
    assert.ok(!s.has('Grizzly Bears'), 'the foe died too, and it is not yours');
    assert.equal(s.perm('Test Grave Watcher').counters, 1);
  });

  it('CR 603.10a: "a creature you control" sees its own death', () => {
    const s = scenario({ battlefield: ['Test Soul Drinker'], foes: ['Grizzly Bears'], foeAttacks: true });
    s.blockWith(['Test Soul Drinker']);
    assert.ok(!s.has('Test Soul Drinker'));
    assert.equal(s.life, 21);
  });
});
