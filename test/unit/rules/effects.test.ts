import { strict as assert } from 'node:assert';
import type { Effect } from '../../../src/engine/cards/abilities';
import { keywordsOf } from '../../../src/engine/magic/characteristics';
import { resolveEffects } from '../../../src/engine/magic/effects';
import { TARGET_RULES } from '../../../src/engine/magic/targets';
import { scenario, type Scenario } from './scenario';
import { crawlTable, magicCrawl, settle } from '../../../src/engine/variants/magic-crawl';

/** What spells and abilities do, card by card, through the game layer. */

describe('Rules › damage, destroy, bounce', () => {
  it('CR 120.3e: damage to a creature is marked on it; lethal damage destroys it (Lightning Bolt on the foe)', () => {
    const s = scenario({ hand: ['Lightning Bolt'], battlefield: ['Mountain'], foes: ['Centaur Courser'] });
    s.cast('Lightning Bolt', { target: s.foe().id });
    assert.ok(!s.has('Centaur Courser'));
    assert.deepEqual(s.state.defeated, ['Centaur Courser']);
    assert.ok(s.state.encounterPiles.Forest.creatures.includes('Centaur Courser'), 'back in its pile');
    assert.deepEqual(s.graveyard, ['Lightning Bolt'], 'CR 608.2n: the instant goes to your graveyard as it resolves');
  });

  it('CR 120.3e: damage short of lethal stays marked until the cleanup step', () => {
    const s = scenario({ hand: ['Lightning Bolt'], battlefield: ['Mountain'], foes: ['Siege Mastodon'] });
    s.cast('Lightning Bolt', { target: s.foe().id });
    assert.equal(s.foe().damage, 3);
    s.act({ type: 'endTurn' });
    assert.equal(s.where, 'foe/blocks');
    assert.equal(s.foe().damage, 0, 'CR 514.2: damage wears off in the cleanup step');
  });

  it('CR 115.4 any target: Lightning Bolt can hit you (damage to a player is life lost, CR 120.3a)', () => {
    const s = scenario({ hand: ['Lightning Bolt'], battlefield: ['Mountain'] });
    s.cast('Lightning Bolt', { target: 'you' });
    assert.equal(s.life, 17);
  });

  it('CR 608.2c: Psionic Blast deals 4 to its target and 2 to you', () => {
    const s = scenario({ hand: ['Psionic Blast'], battlefield: ['Island', 'Island', 'Island'], foes: ['Air Elemental'] });
    s.cast('Psionic Blast', { target: s.foe().id });
    assert.ok(!s.has('Air Elemental'));
    assert.equal(s.life, 18);
  });

  it('CR 115.1 a spell needs its target: casting Lightning Bolt without one is refused', () => {
    const s = scenario({ hand: ['Lightning Bolt'], battlefield: ['Mountain'] });
    s.refuse({ type: 'cast', card: s.handId('Lightning Bolt') }, TARGET_RULES.required);
    s.refuse({ type: 'cast', card: s.handId('Lightning Bolt'), target: 4242 }, TARGET_RULES.illegal);
  });

  it('CR 701.8 destroy: Doom Blade destroys a nonblack creature, and cannot target a black one', () => {
    const s = scenario({ hand: ['Doom Blade'], battlefield: ['Swamp', 'Swamp'], foes: ['Serra Angel'] });
    s.cast('Doom Blade', { target: s.foe().id });
    assert.ok(!s.has('Serra Angel'));
    const t = scenario({ hand: ['Doom Blade'], battlefield: ['Swamp', 'Swamp'], foes: ['Sengir Vampire'] });
    t.refuse({ type: 'cast', card: t.handId('Doom Blade'), target: t.foe().id }, TARGET_RULES.illegal);
    assert.ok(!t.legal().some((a) => a.type === 'cast' && a.target === t.foe().id));
  });

  it('CR 701.8: Assassinate destroys only a tapped creature: the foe that attacked you', () => {
    const s = scenario({ hand: ['Assassinate'], battlefield: ['Swamp', 'Swamp', 'Swamp'], foes: [{ card: 'Sengir Vampire', tapped: false }] });
    s.refuse({ type: 'cast', card: s.handId('Assassinate'), target: s.foe().id }, TARGET_RULES.illegal);
    const t = scenario({ hand: ['Assassinate'], battlefield: ['Swamp', 'Swamp', 'Swamp'], foes: [{ card: 'Sengir Vampire', tapped: true }] });
    t.cast('Assassinate', { target: t.foe().id });
    assert.equal(t.state.encounter, null);
  });

  it('CR 702.12b: "destroy" does nothing to an indestructible creature', () => {
    const s = scenario({ hand: ['Doom Blade'], battlefield: ['Swamp', 'Swamp'], foes: [{ card: 'Serra Angel', pumped: { keywords: ['indestructible'] } }] });
    s.cast('Doom Blade', { target: s.foe().id });
    assert.ok(s.has('Serra Angel'));
    assert.match(s.said, /Serra Angel is indestructible/);
  });

  it('Magic Crawl › Ending the Encounter: a bounced foe goes back to its pile, and the encounter ends (Unsummon)', () => {
    const s = scenario({ hand: ['Unsummon'], battlefield: ['Island'], foes: ['Craw Wurm'] });
    s.cast('Unsummon', { target: s.foe().id });
    assert.ok(!s.has('Craw Wurm'));
    assert.ok(!s.hand.includes('Craw Wurm'), 'never into your hand');
    assert.ok(s.state.encounterPiles.Forest.creatures.includes('Craw Wurm'));
    assert.equal(s.state.encounter, null);
    assert.match(s.said, /Craw Wurm returned to its owner's hand; Craw Wurm was defeated and went back to the Green pile; the encounter is over/);
  });

  it('CR 400.7 / 111.8: your bounced creature returns to your hand; a bounced token ceases to exist', () => {
    const s = scenario({ hand: ['Unsummon', 'Unsummon'], battlefield: ['Island', 'Island', 'Grizzly Bears', { card: 'Insect (token)', token: true }] });
    s.cast('Unsummon', { target: s.id('Grizzly Bears') });
    assert.ok(s.hand.includes('Grizzly Bears'));
    s.cast('Unsummon', { target: s.id('Insect (token)') });
    assert.ok(!s.has('Insect (token)'));
    assert.ok(!s.hand.includes('Insect (token)'));
  });

  it('CR 608.2b: an effect on each creature hits yours and the foe (Pyroclasm)', () => {
    const s = scenario({ hand: ['Pyroclasm'], battlefield: ['Mountain', 'Mountain', 'Grizzly Bears', 'Giant Spider'], foes: ['Gray Ogre'] });
    s.cast('Pyroclasm');
    assert.ok(!s.has('Grizzly Bears') && !s.has('Gray Ogre'));
    assert.equal(s.perm('Giant Spider').damage, 2);
  });
});

describe('Rules › until end of turn, counters, life, cards', () => {
  it('CR 514.2: a pump "until end of turn" wears off in the cleanup step (Giant Growth)', () => {
    const s = scenario({ hand: ['Giant Growth'], battlefield: ['Forest', 'Grizzly Bears'], foes: [{ card: 'Enormous Baloth', tapped: true }] });
    s.cast('Giant Growth', { target: s.id('Grizzly Bears') });
    assert.deepEqual(s.perm('Grizzly Bears').pumped, { power: 3, toughness: 3, keywords: [] });
    s.attackWith('Grizzly Bears');
    s.act({ type: 'pass' });
    assert.equal(s.foe().damage, 5, 'the pumped 5/5 dealt 5');
    s.act({ type: 'pass' });
    s.act({ type: 'pass' });
    assert.equal(s.where, 'foe/blocks', 'your turn ended');
    assert.equal(s.perm('Grizzly Bears').pumped, undefined);
    assert.equal(s.foe().damage, 0);
  });

  it('CR 611.2: a pump to each of your creatures, with a keyword (Overrun), leaves the foe alone', () => {
    const s = scenario({ hand: ['Overrun'], battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Grizzly Bears', 'Llanowar Elves'], foes: ['Gray Ogre'] });
    s.cast('Overrun');
    for (const name of ['Grizzly Bears', 'Llanowar Elves']) assert.deepEqual(s.perm(name).pumped, { power: 3, toughness: 3, keywords: ['trample'] });
    assert.equal(s.foe().pumped, undefined);
  });

  it('CR 122.1a: +1/+1 counters add to power and toughness, and stay after the turn (put by hand, or by an effect)', () => {
    const s = scenario({ battlefield: ['Grizzly Bears'], foes: [{ card: 'Centaur Courser', tapped: true }] });
    s.act({ type: 'addCounters', card: s.id('Grizzly Bears'), count: 1 });
    s.attackWith('Grizzly Bears');
    s.act({ type: 'pass' });
    assert.ok(!s.has('Centaur Courser'), 'a 3/3 Bears deals 3');
    const t = withEffects(scenario({ battlefield: ['Grizzly Bears'] }), [{ do: 'counters', what: { each: { controller: 'you' } }, count: 2 }]);
    assert.equal(t.perm('Grizzly Bears').counters, 2);
    t.act({ type: 'endTurn' });
    assert.equal(t.perm('Grizzly Bears').counters, 2, 'counters are no "until end of turn" effect');
  });

  it('CR 119.3: gaining life (Angel\'s Mercy, Stream of Life with X)', () => {
    const s = scenario({ hand: ["Angel's Mercy", 'Stream of Life'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Forest', 'Forest', 'Forest'], life: 5 });
    s.cast("Angel's Mercy");
    assert.equal(s.life, 12);
    s.cast('Stream of Life', { target: 'you', x: 2 });
    assert.equal(s.life, 14);
  });

  it('CR 119.3 / 121.1: Sign in Blood draws two and loses two life', () => {
    const s = scenario({ hand: ['Sign in Blood'], battlefield: ['Swamp', 'Swamp'], library: ['Forest', 'Island', 'Plains'] });
    s.cast('Sign in Blood', { target: 'you' });
    assert.equal(s.life, 18);
    assert.equal(s.hand.length, 2);
    assert.equal(s.state.you.library.cards.length, 1);
  });

  it('CR 121.1: Divination draws two cards; each drawn card gets a new id', () => {
    const s = scenario({ hand: ['Divination'], battlefield: ['Island', 'Island', 'Island'], library: ['Forest', 'Forest'] });
    const next = s.state.counters.nextId;
    s.cast('Divination');
    assert.deepEqual(s.state.you.hand, [
      { id: next, card: 'Forest' },
      { id: next + 1, card: 'Forest' },
    ]);
    assert.match(s.said, /drew Forest; drew Forest/);
  });

  it('CR 111.1: an ability creates a token (Ant Queen), which is no card of your deck', () => {
    const s = scenario({ battlefield: ['Ant Queen', 'Forest', 'Forest', 'Forest', 'Forest'] });
    s.act({ type: 'activate', card: s.id('Ant Queen'), ability: 0 });
    s.act({ type: 'activate', card: s.id('Ant Queen'), ability: 0 });
    const tokens = s.state.battlefield.filter((p) => p.card === 'Insect (token)');
    assert.equal(tokens.length, 2);
    assert.ok(tokens.every((p) => p.token && p.sick && p.controller === 'you'));
    assert.match(s.said, /created a Insect \(token\) token|created an? Insect/);
  });

  it('CR 701.21 tap: Blinding Mage taps the foe with vigilance, so it cannot block your attack', () => {
    const s = scenario({ battlefield: ['Blinding Mage', 'Plains', 'Grizzly Bears'], foes: [{ card: 'Serra Angel', tapped: false }] });
    s.act({ type: 'activate', card: s.id('Blinding Mage'), ability: 0, target: s.foe().id });
    assert.equal(s.foe().tapped, true);
    s.attackWith('Grizzly Bears');
    assert.equal(s.eventsOf('foeBlocks').length, 0);
  });

  it('CR 701.21 untap: an untap effect untaps its subject (no card of the pool untaps: resolved as data)', () => {
    const s = scenario({ battlefield: [{ card: 'Grizzly Bears', tapped: true }] });
    withEffects(s, [{ do: 'untap', what: { each: { controller: 'you' } } }]);
    assert.equal(s.perm('Grizzly Bears').tapped, false);
  });

  it('CR 406 exile: an exiled creature of yours goes to exile; an exiled foe goes back to its pile, and the encounter ends', () => {
    const s = withEffects(scenario({ battlefield: ['Grizzly Bears'], foes: ['Gray Ogre'] }), [{ do: 'exile', what: { each: {} } }]);
    assert.deepEqual(s.exile, ['Grizzly Bears']);
    assert.ok(s.state.encounterPiles.Mountain.creatures.includes('Gray Ogre'));
    assert.equal(s.state.encounter, null);
    assert.deepEqual(s.state.defeated, ['Gray Ogre']);
  });

  it('CR 115 / 608.2: Raise Dead returns a creature card from your graveyard to your hand, not a land', () => {
    const s = scenario({ hand: ['Raise Dead'], battlefield: ['Swamp'], graveyard: ['Craw Wurm', 'Forest'] });
    s.refuse({ type: 'cast', card: s.handId('Raise Dead'), target: s.id('Forest') }, TARGET_RULES.illegal);
    const targets = s.legal().flatMap((a) => (a.type === 'cast' ? [a.target] : []));
    assert.deepEqual(targets, [s.id('Craw Wurm')]);
    s.cast('Raise Dead', { target: s.id('Craw Wurm') });
    assert.ok(s.hand.includes('Craw Wurm'));
    assert.deepEqual(s.graveyard, ['Forest', 'Raise Dead']);
  });

  it('CR 115: Regrowth returns any card from your graveyard', () => {
    const s = scenario({ hand: ['Regrowth'], battlefield: ['Forest', 'Forest'], graveyard: ['Mountain'] });
    s.cast('Regrowth', { target: s.id('Mountain') });
    assert.deepEqual(s.hand, ['Mountain']);
  });
});

describe('Rules › triggered abilities', () => {
  it('CR 603.6a: an enters-the-battlefield trigger with no target resolves at once (Elvish Visionary draws)', () => {
    const s = scenario({ hand: ['Elvish Visionary'], battlefield: ['Forest', 'Forest'], library: ['Mountain'] });
    s.cast('Elvish Visionary');
    assert.deepEqual(s.hand, ['Mountain']);
    assert.match(s.said, /Elvish Visionary's ability triggers; drew Mountain/);
  });

  it('CR 603.3d: a trigger with several legal targets asks for one; only the answer is legal meanwhile (Sparkmage Apprentice)', () => {
    const s = scenario({ hand: ['Sparkmage Apprentice'], battlefield: ['Mountain', 'Mountain'], foes: ['Zephyr Sprite'] });
    s.cast('Sparkmage Apprentice');
    assert.deepEqual(s.state.prompt, { type: 'trigger', source: s.id('Sparkmage Apprentice'), card: 'Sparkmage Apprentice', ability: 0 });
    const answers = s.legal();
    assert.deepEqual(
      answers.map((a) => (a.type === 'choose' ? a.target : a.type)).sort(),
      [s.id('Sparkmage Apprentice'), s.foe().id, 'you'].sort(),
      'any target: itself, the foe, or you',
    );
    s.refuse({ type: 'pass' }, 'magic-crawl.flow.answer-first');
    s.act({ type: 'choose', target: s.foe().id });
    assert.equal(s.state.prompt, null);
    assert.equal(s.state.encounter, null, 'the 1/1 foe took 1 damage');
  });

  it('CR 603.3d: a target chosen for a trigger must be legal', () => {
    const s = scenario({ hand: ['Sparkmage Apprentice'], battlefield: ['Mountain', 'Mountain'], foes: [{ card: 'Zephyr Sprite', pumped: { keywords: ['hexproof'] } }, 'Gray Ogre'] });
    s.cast('Sparkmage Apprentice');
    assert.ok(!s.legal().some((a) => a.type === 'choose' && a.target === s.id('Zephyr Sprite')));
    s.refuse({ type: 'choose', target: s.id('Zephyr Sprite') }, TARGET_RULES.illegal);
    s.act({ type: 'choose', target: 'you' });
    assert.equal(s.life, 19);
  });
});

describe('Rules › Auras and anthems', () => {
  it('CR 303.4: an Aura enters attached to the creature it targeted (Holy Strength: +1/+2)', () => {
    const s = scenario({ hand: ['Holy Strength'], battlefield: ['Plains', 'Grizzly Bears'], foes: [{ card: 'Siege Mastodon', tapped: true }] });
    s.cast('Holy Strength', { target: s.id('Grizzly Bears') });
    assert.equal(s.perm('Holy Strength').attachedTo, s.id('Grizzly Bears'));
    assert.match(s.said, /Holy Strength enchants Grizzly Bears/);
    s.attackWith('Grizzly Bears');
    s.act({ type: 'pass' });
    assert.equal(s.foe().damage, 3);
  });

  it('Pacifism on the foe: it can neither attack you nor block', () => {
    const s = scenario({ hand: ['Pacifism'], battlefield: ['Plains', 'Plains', 'Grizzly Bears'], foes: [{ card: 'Serra Angel', tapped: false }] });
    s.cast('Pacifism', { target: s.foe().id });
    s.attackWith('Grizzly Bears');
    assert.equal(s.eventsOf('foeBlocks').length, 0, 'it cannot block');
    s.act({ type: 'pass' });
    s.act({ type: 'pass' });
    s.act({ type: 'pass' });
    assert.equal(s.life, 20);
    assert.equal(s.where, 'turn/main1', 'it could not attack: your next turn came straight away');
    assert.ok(s.eventsOf('foeCannotAttack').length === 1);
  });

  it('CR 704.5m: an Aura whose creature leaves the battlefield goes to your graveyard (Pacifism on a foe that is then Bolted)', () => {
    const s = scenario({ hand: ['Lightning Bolt'], battlefield: ['Mountain', { card: 'Pacifism', enchants: 'Gray Ogre', onFoe: true }], foes: ['Gray Ogre'] });
    s.cast('Lightning Bolt', { target: s.foe().id });
    assert.ok(!s.has('Pacifism'));
    assert.deepEqual(s.graveyard.sort(), ['Lightning Bolt', 'Pacifism']);
    assert.match(s.said, /Pacifism went to the graveyard \(enchanting nothing\)/);
  });

  it('Pacifism on your own creature: it can\'t attack or block', () => {
    const s = scenario({ battlefield: ['Grizzly Bears', { card: 'Pacifism', enchants: 'Grizzly Bears' }], foes: ['Gray Ogre'], foeAttacks: true });
    assert.ok(!s.legal().some((a) => a.type === 'block'));
    s.refuse({ type: 'block', creature: s.id('Grizzly Bears'), attacker: s.foe().id }, 'magic.combat.cannot-attack-or-block');
  });

  it('CR 704.5f: Weakness (-2/-1) on a 2/1 foe leaves it toughness 0, and it dies', () => {
    const s = scenario({ hand: ['Weakness'], battlefield: ['Swamp'], foes: ['Savannah Lions'] });
    s.cast('Weakness', { target: s.foe().id });
    assert.equal(s.state.encounter, null);
    assert.deepEqual(s.graveyard, ['Weakness']);
  });

  it('CR 613 / 611.3: an anthem gives your creatures its keyword, the foe\'s not, even creatures that arrive later (Levitation)', () => {
    const s = scenario({ hand: ['Levitation', 'Grizzly Bears'], battlefield: ['Island', 'Island', 'Island', 'Island', 'Forest', 'Forest'], foes: ['Gray Ogre'] });
    s.cast('Levitation');
    s.cast('Grizzly Bears');
    const t = crawlTable(s.state);
    assert.ok(keywordsOf(t, s.perm('Grizzly Bears')).includes('flying'));
    assert.ok(!keywordsOf(t, s.foe()).includes('flying'));
    const block = scenario({ battlefield: ['Levitation', 'Grizzly Bears'], foes: ['Wind Drake'], foeAttacks: true });
    block.blockWith(['Grizzly Bears']);
    assert.ok(!block.has('Wind Drake'), 'the Bears fly, so they block the Drake');
    const attack = scenario({ battlefield: ['Levitation', 'Grizzly Bears'], foes: [{ card: 'Gray Ogre', tapped: false }] });
    attack.attackWith('Grizzly Bears');
    assert.equal(attack.eventsOf('foeBlocks').length, 0, 'the foe does not fly, so it cannot block the Bears');
  });
});

/** Resolves effects as data on the scenario's table (for the effects no card of the pool has), then the state-based actions and the crawl's bookkeeping. */
function withEffects(s: Scenario, effects: readonly Effect[]): Scenario {
  const t = crawlTable(s.state);
  resolveEffects(t, effects, { source: 'a test effect', colours: [], x: 0, controller: 'you' });
  settle(t, s.game.setup);
  s.game = { ...s.game, state: t.s };
  assert.deepEqual(magicCrawl.problems(s.game.setup, s.game.state), []);
  return s;
}

describe('Rules › tricks during combat', () => {
  it('CR 302.6: summoning sickness bars only {T} abilities: Looming Shade pumps the turn it arrives', () => {
    const s = scenario({ hand: ['Looming Shade'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'] });
    s.cast('Looming Shade');
    s.act({ type: 'activate', card: s.id('Looming Shade'), ability: 0 });
    assert.equal(s.perm('Looming Shade').pumped?.power, 1);
  });

  it('CR 510.1a: a creature with 0 or less power deals no combat damage (Disorient on the attacking foe)', () => {
    const s = scenario({ hand: ['Disorient'], battlefield: ['Island', 'Island', 'Island', 'Island'], foes: ['Water Elemental'], foeAttacks: true });
    s.cast('Disorient', { target: s.foe().id });
    s.act({ type: 'pass' });
    assert.equal(s.life, 20);
  });

  it('Divine Verdict destroys the attacking foe during its attack, before damage', () => {
    const s = scenario({ hand: ['Divine Verdict'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains'], foes: ['Craw Wurm'], foeAttacks: true });
    s.cast('Divine Verdict', { target: s.foe().id });
    assert.equal(s.state.encounter, null);
    assert.equal(s.life, 20);
    const t = scenario({ hand: ['Divine Verdict'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains'], foes: ['Craw Wurm'] });
    t.refuse({ type: 'cast', card: t.handId('Divine Verdict'), target: t.foe().id }, TARGET_RULES.illegal);
  });

  it('CR 702.7b: first strike given to a blocker (Kindled Fury) lets it kill the attacker first', () => {
    const s = scenario({ hand: ['Kindled Fury'], battlefield: ['Mountain', 'Grizzly Bears'], foes: ['Gray Ogre'], foeAttacks: true });
    s.act({ type: 'block', creature: s.id('Grizzly Bears'), attacker: s.foe().id });
    s.cast('Kindled Fury', { target: s.id('Grizzly Bears') });
    s.act({ type: 'pass' });
    assert.ok(s.has('Grizzly Bears'), 'the 3/2 first striker killed the 2/2 before it struck');
    assert.equal(s.state.encounter, null);
  });

  it('CR 702.9b: flying given until end of turn (Jump) lets a creature block a flier', () => {
    const u = scenario({ hand: ['Jump'], battlefield: ['Island', 'Ironroot Treefolk'], foes: ['Wind Drake'], foeAttacks: true });
    u.refuse({ type: 'block', creature: u.id('Ironroot Treefolk'), attacker: u.foe().id }, 'mtg.702.9b.flying');
    u.cast('Jump', { target: u.id('Ironroot Treefolk') });
    u.blockWith(['Ironroot Treefolk']);
    assert.equal(u.life, 20);
    assert.ok(!u.has('Wind Drake'));
  });

  it('CR 702.17b: reach from an Aura (Web) lets a creature block a flier', () => {
    const s = scenario({ battlefield: ['Grizzly Bears', { card: 'Web', enchants: 'Grizzly Bears' }], foes: ['Wind Drake'], foeAttacks: true });
    s.blockWith(['Grizzly Bears']);
    assert.ok(s.has('Grizzly Bears'), 'a 2/4 with Web survives the 2/2 Drake');
    assert.ok(!s.has('Wind Drake'));
  });

  it('CR 611.2c: a pump to each of your creatures affects only those on the battlefield as it resolves (Glorious Charge)', () => {
    const s = scenario({ hand: ['Glorious Charge', 'Savannah Lions'], battlefield: ['Plains', 'Plains', 'Plains', 'Grizzly Bears'] });
    s.cast('Glorious Charge');
    s.cast('Savannah Lions');
    assert.equal(s.perm('Grizzly Bears').pumped?.power, 1);
    assert.equal(s.perm('Savannah Lions').pumped, undefined);
  });
});
