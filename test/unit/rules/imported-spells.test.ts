import { strict as assert } from 'node:assert';
import type { CardDef, CardType } from '../../../src/engine/cards/card';
import type { Colour } from '../../../src/engine/colour';
import { keywordsOf, powerOf, toughnessOf } from '../../../src/engine/magic/characteristics';
import { resolveEffects } from '../../../src/engine/magic/effects';
import { importedCards } from './imported-cards';
import { crawlTable } from '../../../src/engine/variants/magic-crawl';

/**
 * Imported instants, sorceries, Auras and enchantments, played from what the
 * rules-text reader made of their text: the ability shapes read from the
 * card's own words (a spell's sentences, "Enchant creature" with
 * "Enchanted creature …", "Creatures you control get …", tokens with
 * keywords, older wording). Every card here is invented for the test, its
 * text written in the style of printed cards.
 */

const made = importedCards();
const { scenario, named } = made;

/** One colour, the subtypes before the text: the order these tests write their cards in. */
function card(name: string, cost: string, colour: Colour, types: CardType[], subtypes: string[], text: string, pt?: [number, number]): CardDef {
  return made.card(name, cost, [colour], types, pt, text, subtypes);
}

describe('Rules › imported spells, Auras and enchantments', () => {
  before(() => {
    card('Test Surge', '{G}', 'G', ['Instant'], [], 'Target creature gets +3/+3 and gains trample until end of turn.');
    card('Test Sky Snare', '{1}{G}', 'G', ['Instant'], [], 'Destroy target creature with flying.');
    card('Test Recall', '{1}{U}', 'U', ['Instant'], [], "Return target nonland permanent to its owner's hand.");
    card('Test Tremor', '{1}{R}', 'R', ['Sorcery'], [], 'Test Tremor deals 2 damage to each creature without flying.');
    card('Test Reckoning', '{2}{W}{W}', 'W', ['Sorcery'], [], 'Destroy all creatures.');
    card('Test Blaze', '{X}{R}', 'R', ['Sorcery'], [], 'Test Blaze deals X damage to any target.');
    card('Test Chill', '{U}', 'U', ['Instant'], [], "Tap target creature. It doesn't untap during its controller's next untap step.");
    card('Test Wings', '{1}{W}', 'W', ['Enchantment'], ['Aura'], 'Enchant creature\nEnchanted creature gets +2/+2 and has flying.');
    card('Test Banner', '{2}{W}', 'W', ['Enchantment'], [], 'Creatures you control get +1/+1.');
    card('Test Tinkerer', '{2}{U}', 'U', ['Creature'], ['Human', 'Artificer'], 'When Test Tinkerer enters the battlefield, create a 1/1 colorless Thopter artifact creature token with flying.', [1, 1]);
    // Older wording: "target creature or player", "put … onto the battlefield".
    card('Test Old Shock', '{R}', 'R', ['Instant'], [], 'Test Old Shock deals 2 damage to target creature or player.');
    card('Test Old Muster', '{2}{W}', 'W', ['Sorcery'], [], 'Put two 1/1 white Soldier creature tokens onto the battlefield.');
    card('Test Rally', '{1}{W}', 'W', ['Instant'], [], 'Creatures you control get +1/+1 and gain vigilance until end of turn.');
    card('Test Mend', '{G}', 'G', ['Instant'], [], 'Put two +1/+1 counters on target creature.\nYou gain 2 life.');
    card('Test Siphon', '{1}{B}', 'B', ['Sorcery'], [], 'Test Siphon deals 2 damage to any target and you gain 2 life.');
    card('Test Growth', '{1}{G}', 'G', ['Sorcery'], [], 'Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle your library.');
    card('Test Sluggard', '{1}{G}', 'G', ['Creature'], ['Beast'], '~ enters the battlefield tapped.'.replace('~', 'Test Sluggard'), [3, 3]);
    card('Test Feather', '{2}', 'W', ['Artifact'], [], 'Whenever a player casts a white spell, you may gain 1 life.');
    card('Test Monk', '{1}{R}', 'R', ['Creature'], ['Human', 'Monk'], 'Prowess', [1, 2]);
    card('Test Bargain', '{1}{B}', 'B', ['Sorcery'], [], 'You draw two cards and you lose 2 life.');
    card('Test Blade', '{1}', 'R', ['Artifact'], ['Equipment'], 'Equipped creature gets +2/+0 and has first strike.\nEquip {1}');
    card('Test Quick Ford', '', 'G', ['Land'], [], 'Test Quick Ford enters the battlefield tapped unless you control two or fewer other lands.\n{T}: Add {G} or {W}.');
    card('Test Old Ford', '', 'G', ['Land'], [], 'Test Old Ford enters the battlefield tapped unless you control two or more basic lands.\n{T}: Add {G} or {W}.');
    card('Test Stone Pup', '{1}{G}', 'G', ['Creature'], ['Hound'], 'Landfall — Whenever a land enters the battlefield under your control, Test Stone Pup gets +2/+2 until end of turn.', [1, 1]);
    card('Test Purge', '{1}{B}', 'B', ['Instant'], [], 'Destroy target green or white creature.');
    card('Test Snipe', '{W}', 'W', ['Instant'], [], 'Exile target creature with power 4 or greater.');
    card('Test Lance', '{W}', 'W', ['Instant'], [], 'Destroy target attacking creature.');
    card('Test Herald', '{2}{W}', 'W', ['Creature'], ['Human'], 'Whenever Test Herald enters the battlefield or attacks, create a 1/1 white Soldier creature token.', [2, 2]);
    card('Test Gale', '{1}{U}', 'U', ['Sorcery'], [], 'Tap all creatures without flying.');
    card('Test Flood', '{2}{U}{U}', 'U', ['Sorcery'], [], "Return all creatures to their owners' hands.");
    card('Test Tidal Shore', '', 'W', ['Land'], [], 'Test Tidal Shore enters the battlefield tapped unless you control a Plains or an Island.\n{T}: Add {W} or {U}.');
  });

  describe('Rules › imported instants and sorceries', () => {
    it('CR 608.2c: "target creature gets +3/+3 and gains trample until end of turn" changes the creature chosen', () => {
      const s = scenario({ hand: ['Test Surge'], battlefield: ['Forest', 'Grizzly Bears'] });
      s.cast('Test Surge', { target: s.id('Grizzly Bears') });
      const t = crawlTable(s.state);
      assert.equal(powerOf(t, s.perm('Grizzly Bears')), 5);
      assert.ok(keywordsOf(t, s.perm('Grizzly Bears')).includes('trample'));
      assert.ok(s.graveyard.includes('Test Surge'), 'the instant went to the graveyard');
      s.act({ type: 'endTurn' });
      assert.equal(powerOf(crawlTable(s.state), s.perm('Grizzly Bears')), 2, 'until end of turn');
    });

    it('CR 115.1: "destroy target creature with flying" may target only a creature with flying', () => {
      const s = scenario({ hand: ['Test Sky Snare'], battlefield: ['Forest', 'Forest', 'Grizzly Bears'], foes: ['Serra Angel'] });
      s.refuse({ type: 'cast', card: s.handId('Test Sky Snare'), target: s.id('Grizzly Bears') }, 'magic.target.illegal');
      s.cast('Test Sky Snare', { target: s.foe().id });
      assert.ok(!s.has('Serra Angel'));
    });

    it('CR 115.1: "return target nonland permanent to its owner\'s hand" bounces the encounter, never a land', () => {
      const s = scenario({ hand: ['Test Recall'], battlefield: ['Island', 'Island'], foes: ['Craw Wurm'] });
      s.refuse({ type: 'cast', card: s.handId('Test Recall'), target: s.id('Island') }, 'magic.target.illegal');
      s.cast('Test Recall', { target: s.foe().id });
      assert.ok(!s.has('Craw Wurm'), 'back to its pile');
    });

    it('CR 120.3: "2 damage to each creature without flying" spares the flyers, yours and the foe\'s alike', () => {
      const s = scenario({ hand: ['Test Tremor'], battlefield: ['Mountain', 'Mountain', 'Grizzly Bears', 'Wall of Air'], foes: ['Serra Angel', 'Savannah Lions'] });
      s.cast('Test Tremor');
      assert.ok(!s.has('Grizzly Bears') && !s.has('Savannah Lions'));
      assert.ok(s.has('Wall of Air') && s.has('Serra Angel'));
      assert.equal(s.perm('Wall of Air').damage, 0);
    });

    it('CR 701.7: "destroy all creatures" takes both sides', () => {
      const s = scenario({ hand: ['Test Reckoning'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Grizzly Bears'], foes: ['Craw Wurm'] });
      s.cast('Test Reckoning');
      assert.ok(!s.has('Grizzly Bears') && !s.has('Craw Wurm'));
    });

    it('CR 107.3: "X damage to any target" deals the X paid', () => {
      const s = scenario({ hand: ['Test Blaze'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'], foes: ['Craw Wurm'] });
      s.cast('Test Blaze', { target: s.foe().id, x: 3 });
      assert.equal(s.foe().damage, 3);
      const t = scenario({ hand: ['Test Blaze'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'], foes: ['Craw Wurm'] });
      t.cast('Test Blaze', { target: t.foe().id, x: 4 });
      assert.ok(!t.has('Craw Wurm'));
    });

    it('CR 502.3: "tap target creature; it doesn\'t untap during its controller\'s next untap step" keeps the foe from attacking', () => {
      const s = scenario({ hand: ['Test Chill'], battlefield: ['Island'], foes: ['Craw Wurm'] });
      s.cast('Test Chill', { target: s.foe().id });
      assert.equal(s.foe().tapped, true);
      s.act({ type: 'endTurn' });
      assert.equal(s.where, 'turn/main1', 'the frozen foe stayed tapped and could not attack');
    });

    it('older wording: "target creature or player" is any target, "put … tokens onto the battlefield" creates them', () => {
      const s = scenario({ hand: ['Test Old Shock', 'Test Old Muster'], battlefield: ['Mountain', 'Plains', 'Plains', 'Plains'], life: 20 });
      s.cast('Test Old Shock', { target: 'you' });
      assert.equal(s.life, 18);
      s.cast('Test Old Muster');
      assert.equal(s.state.battlefield.filter((p) => p.card === 'Soldier (token)').length, 2);
    });

    it('CR 611.2: "creatures you control get +1/+1 and gain vigilance until end of turn" reaches only yours, and only those there as it resolves', () => {
      const s = scenario({ hand: ['Test Rally', 'Grizzly Bears'], battlefield: ['Plains', 'Plains', 'Forest', 'Forest', 'Savannah Lions'], foes: ['Craw Wurm'] });
      s.cast('Test Rally');
      s.cast('Grizzly Bears');
      const t = crawlTable(s.state);
      assert.equal(powerOf(t, s.perm('Savannah Lions')), 3);
      assert.ok(keywordsOf(t, s.perm('Savannah Lions')).includes('vigilance'));
      assert.equal(powerOf(t, s.perm('Grizzly Bears')), 2, 'cast after it resolved');
      assert.equal(powerOf(t, s.foe()), 6);
    });

    it('CR 608.2c: a spell of two lines does both, in order', () => {
      const s = scenario({ hand: ['Test Mend'], battlefield: ['Forest', 'Grizzly Bears'], life: 10 });
      s.cast('Test Mend', { target: s.id('Grizzly Bears') });
      assert.equal(s.perm('Grizzly Bears').counters, 2);
      assert.equal(s.life, 12);
    });
  });

  describe('Rules › imported Auras, enchantments and tokens', () => {
    it('CR 303.4: "Enchant creature; enchanted creature gets +2/+2 and has flying"', () => {
      const s = scenario({ hand: ['Test Wings'], battlefield: ['Plains', 'Plains', 'Grizzly Bears'] });
      s.cast('Test Wings', { target: s.id('Grizzly Bears') });
      const t = crawlTable(s.state);
      assert.equal(powerOf(t, s.perm('Grizzly Bears')), 4);
      assert.equal(toughnessOf(t, s.perm('Grizzly Bears')), 4);
      assert.ok(keywordsOf(t, s.perm('Grizzly Bears')).includes('flying'));
      assert.equal(s.perm('Test Wings').attachedTo, s.id('Grizzly Bears'));
    });

    it('CR 611.3: "creatures you control get +1/+1" includes creatures that come later, and not the foe\'s', () => {
      const s = scenario({ hand: ['Grizzly Bears'], battlefield: ['Forest', 'Forest', 'Test Banner'], foes: ['Craw Wurm'] });
      s.cast('Grizzly Bears');
      const t = crawlTable(s.state);
      assert.equal(powerOf(t, s.perm('Grizzly Bears')), 3);
      assert.equal(powerOf(t, s.foe()), 6);
    });

    it('CR 111.4: "a 1/1 colorless Thopter artifact creature token with flying" is an artifact creature with flying and no colour', () => {
      const s = scenario({ hand: ['Test Tinkerer'], battlefield: ['Island', 'Island', 'Island'] });
      s.cast('Test Tinkerer');
      const thopter = s.state.battlefield.find((p) => p.card.startsWith('Thopter'));
      assert.ok(thopter, 'the token entered');
      const def = named(thopter.card);
      assert.deepEqual(def.types, ['Artifact', 'Creature']);
      assert.deepEqual(def.colours, []);
      assert.ok(keywordsOf(crawlTable(s.state), thopter).includes('flying'));
    });
  });

  describe('Rules › life said to be yours, lands fetched, permanents that enter tapped, cast triggers', () => {
    it('"… and you gain 2 life": the controller gains it, not the player targeted', () => {
      const s = scenario({ hand: ['Test Siphon'], battlefield: ['Swamp', 'Swamp'], foes: ['Craw Wurm'], life: 10 });
      s.cast('Test Siphon', { target: s.foe().id });
      assert.equal(s.foe().damage, 2);
      assert.equal(s.life, 12);
      // Said of the encounter's source (a seat without life) aimed at you: you take the damage and gain nothing.
      const t = scenario({ foes: ['Craw Wurm'], life: 10 });
      const table = crawlTable(t.state);
      const spell = named('Test Siphon').abilities![0]!;
      assert.equal(spell.kind, 'spell');
      resolveEffects(table, spell.kind === 'spell' ? spell.effects : [], { source: 'Test Siphon', colours: ['B'], target: 'you', x: 0, controller: 'foe' });
      assert.equal(table.player('you')!.life, 8);
    });

    it('CR 701.19: "search for a basic land card, put it onto the battlefield tapped" takes one from the library', () => {
      const s = scenario({ hand: ['Test Growth'], battlefield: ['Forest', 'Forest'], library: ['Forest', 'Forest', 'Forest'] });
      s.cast('Test Growth');
      const lands = s.state.battlefield.filter((p) => p.card === 'Forest');
      assert.equal(lands.length, 3);
      assert.equal(lands.filter((p) => p.tapped).length, 3, 'the two paid with, and the new one entered tapped');
      assert.equal(s.state.you.library.cards.length + s.state.you.library.bottom.length, 2);
    });

    it('CR 614.1c: a land that "enters tapped unless you control a Plains or an Island" looks at your lands as it enters', () => {
      const s = scenario({ hand: ['Test Tidal Shore'], battlefield: ['Island'] });
      s.act({ type: 'playLand', card: s.handId('Test Tidal Shore') });
      assert.equal(s.perm('Test Tidal Shore').tapped, false);
      const t = scenario({ hand: ['Test Tidal Shore'], battlefield: ['Forest'] });
      t.act({ type: 'playLand', card: t.handId('Test Tidal Shore') });
      assert.equal(t.perm('Test Tidal Shore').tapped, true);
    });

    it('CR 614.1c: a creature that enters tapped does so however it enters', () => {
      const s = scenario({ hand: ['Test Sluggard'], battlefield: ['Forest', 'Forest'] });
      s.cast('Test Sluggard');
      assert.equal(s.perm('Test Sluggard').tapped, true);
    });

    it('CR 603.2: "whenever a player casts a white spell, you may gain 1 life" triggers on yours, not on a spell of another colour', () => {
      const s = scenario({ hand: ['Savannah Lions', 'Grizzly Bears'], battlefield: ['Plains', 'Forest', 'Forest', 'Test Feather'], life: 10 });
      s.cast('Savannah Lions');
      assert.equal(s.life, 11);
      s.cast('Grizzly Bears');
      assert.equal(s.life, 11);
    });

    it('CR 702.108: prowess: a noncreature spell pumps it until end of turn; a creature spell does not', () => {
      const s = scenario({ hand: ['Test Surge', 'Grizzly Bears'], battlefield: ['Forest', 'Forest', 'Forest', 'Test Monk'] });
      s.cast('Grizzly Bears');
      assert.equal(powerOf(crawlTable(s.state), s.perm('Test Monk')), 1);
      s.cast('Test Surge', { target: s.id('Grizzly Bears') });
      assert.equal(powerOf(crawlTable(s.state), s.perm('Test Monk')), 2);
    });

    it('"you draw two cards and you lose 2 life": both clauses', () => {
      const s = scenario({ hand: ['Test Bargain'], battlefield: ['Swamp', 'Swamp'], life: 10 });
      s.cast('Test Bargain');
      assert.equal(s.hand.length, 2);
      assert.equal(s.life, 8);
    });
  });

  describe('Rules › imported Equipment', () => {
    it('CR 702.6a: equip attaches it to a creature you control, as a sorcery; the creature gets what it gives', () => {
      const s = scenario({ hand: ['Test Blade'], battlefield: ['Mountain', 'Mountain', 'Grizzly Bears'], foes: [{ card: 'Craw Wurm', tapped: true }] });
      s.cast('Test Blade');
      assert.equal(s.perm('Test Blade').attachedTo, undefined, 'it enters unattached');
      s.refuse({ type: 'activate', card: s.id('Test Blade'), ability: 1, target: s.foe().id }, 'magic.target.illegal');
      s.act({ type: 'activate', card: s.id('Test Blade'), ability: 1, target: s.id('Grizzly Bears') });
      assert.equal(s.perm('Test Blade').attachedTo, s.id('Grizzly Bears'));
      const t = crawlTable(s.state);
      assert.equal(powerOf(t, s.perm('Grizzly Bears')), 4);
      assert.ok(keywordsOf(t, s.perm('Grizzly Bears')).includes('first-strike'));
    });

    it('CR 702.6a: equip is not offered, and is refused, outside your main phase', () => {
      const s = scenario({ battlefield: ['Mountain', 'Test Blade', 'Grizzly Bears'], foes: ['Craw Wurm'], foeAttacks: true });
      assert.ok(!s.legal().some((a) => a.type === 'activate'), 'the foe attacks: no sorcery-speed ability');
      s.refuse({ type: 'activate', card: s.id('Test Blade'), ability: 1, target: s.id('Grizzly Bears') }, 'magic.cast.sorcery-speed');
    });

    it('CR 704.5n: Equipment whose creature leaves stays on the battlefield, unattached', () => {
      const s = scenario({ hand: ['Lightning Bolt'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Grizzly Bears', 'Savannah Lions', 'Test Blade'] });
      s.act({ type: 'activate', card: s.id('Test Blade'), ability: 1, target: s.id('Grizzly Bears') });
      s.cast('Lightning Bolt', { target: s.id('Grizzly Bears') });
      assert.ok(!s.has('Grizzly Bears'));
      assert.ok(s.has('Test Blade'));
      assert.equal(s.perm('Test Blade').attachedTo, undefined);
      s.act({ type: 'activate', card: s.id('Test Blade'), ability: 1, target: s.id('Savannah Lions') });
      assert.equal(powerOf(crawlTable(s.state), s.perm('Savannah Lions')), 4);
    });
  });

  describe('Rules › lands that look at your lands, landfall, filters of colours and power', () => {
    it('CR 614.1c: "unless you control two or fewer other lands" and "unless you control two or more basic lands"', () => {
      const early = scenario({ hand: ['Test Quick Ford'], battlefield: ['Forest', 'Plains'] });
      early.act({ type: 'playLand', card: early.handId('Test Quick Ford') });
      assert.equal(early.perm('Test Quick Ford').tapped, false);
      const late = scenario({ hand: ['Test Quick Ford'], battlefield: ['Forest', 'Plains', 'Island'] });
      late.act({ type: 'playLand', card: late.handId('Test Quick Ford') });
      assert.equal(late.perm('Test Quick Ford').tapped, true);
      const few = scenario({ hand: ['Test Old Ford'], battlefield: ['Forest', 'Test Quick Ford'] });
      few.act({ type: 'playLand', card: few.handId('Test Old Ford') });
      assert.equal(few.perm('Test Old Ford').tapped, true, 'one basic land only');
      const two = scenario({ hand: ['Test Old Ford'], battlefield: ['Forest', 'Plains'] });
      two.act({ type: 'playLand', card: two.handId('Test Old Ford') });
      assert.equal(two.perm('Test Old Ford').tapped, false);
    });

    it('CR 207.2c: "Landfall — whenever a land enters under your control" pumps it (the ability word means nothing)', () => {
      const s = scenario({ hand: ['Forest'], battlefield: ['Test Stone Pup'] });
      s.act({ type: 'playLand', card: s.handId('Forest') });
      assert.equal(powerOf(crawlTable(s.state), s.perm('Test Stone Pup')), 3);
    });

    it('CR 115.1: "target green or white creature", "target creature with power 4 or greater"', () => {
      const s = scenario({ hand: ['Test Purge'], battlefield: ['Swamp', 'Swamp', 'Black Knight'], foes: ['Craw Wurm'] });
      s.refuse({ type: 'cast', card: s.handId('Test Purge'), target: s.id('Black Knight') }, 'magic.target.illegal');
      s.cast('Test Purge', { target: s.foe().id });
      assert.ok(!s.has('Craw Wurm'));
      const t = scenario({ hand: ['Test Snipe'], battlefield: ['Plains', 'Grizzly Bears'], foes: ['Craw Wurm'] });
      t.refuse({ type: 'cast', card: t.handId('Test Snipe'), target: t.id('Grizzly Bears') }, 'magic.target.illegal');
      t.cast('Test Snipe', { target: t.foe().id });
      assert.ok(!t.has('Craw Wurm'));
    });
  });

  describe('Rules › attacking creatures, "enters or attacks"', () => {
    it('CR 506.4: "destroy target attacking creature" may target only an attacker', () => {
      const s = scenario({ hand: ['Test Lance'], battlefield: ['Plains', 'Grizzly Bears'], foes: ['Craw Wurm'], foeAttacks: true });
      s.refuse({ type: 'cast', card: s.handId('Test Lance'), target: s.id('Grizzly Bears') }, 'magic.target.illegal');
      s.cast('Test Lance', { target: s.foe().id });
      assert.ok(!s.has('Craw Wurm'));
    });

    it('CR 603.2: "whenever it enters or attacks" triggers on each', () => {
      const s = scenario({ hand: ['Test Herald'], battlefield: ['Plains', 'Plains', 'Plains'], foes: [{ card: 'Craw Wurm', tapped: true }] });
      s.cast('Test Herald');
      assert.equal(s.state.battlefield.filter((p) => p.card === 'Soldier (token)').length, 1);
      const t = scenario({ battlefield: ['Test Herald'], foes: [{ card: 'Craw Wurm', tapped: true }] });
      t.attackWith('Test Herald');
      assert.equal(t.state.battlefield.filter((p) => p.card === 'Soldier (token)').length, 1);
    });
  });

  describe('Rules › every creature of a kind', () => {
    it('"tap all creatures without flying" taps both sides\' ground creatures', () => {
      const s = scenario({ hand: ['Test Gale'], battlefield: ['Island', 'Island', 'Grizzly Bears', 'Wall of Air'], foes: ['Craw Wurm'] });
      s.cast('Test Gale');
      assert.equal(s.perm('Grizzly Bears').tapped, true);
      assert.equal(s.foe().tapped, true);
      assert.equal(s.perm('Wall of Air').tapped, false);
    });

    it('"return all creatures to their owners\' hands": yours to your hand, the encounter\'s to its pile', () => {
      const s = scenario({ hand: ['Test Flood'], battlefield: ['Island', 'Island', 'Island', 'Island', 'Grizzly Bears'], foes: ['Craw Wurm'] });
      s.cast('Test Flood');
      assert.ok(!s.has('Grizzly Bears') && !s.has('Craw Wurm'));
      assert.deepEqual(s.hand, ['Grizzly Bears']);
    });
  });
});
