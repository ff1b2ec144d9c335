import { strict as assert } from 'node:assert';
import { rulesText } from '../../../src/engine/cards/rules-text';
import { readRulesText } from '../../../src/engine/import/oracle';
import { libraryCards } from '../../../src/engine/magic/table';
import { keywordsOf, powerOf, toughnessOf } from '../../../src/engine/magic/characteristics';
import { resolveEffects } from '../../../src/engine/magic/effects';
import { COMBAT_STEP_RULES, crawlTable } from '../../../src/engine/variants/magic-crawl';
import { chooseDuelAction, duel as duelVariant } from '../../../src/engine/variants/duel';
import * as duel from '../duel/game-helpers';
import { importedCards } from './imported-cards';

/**
 * The tenth round of ability shapes the rules-text reader learned for
 * issue 15's "Cards", aimed at the core sets: each test is named by its
 * shape, reads card text written for the test in the wording card data
 * prints, and plays it through the game.
 */

const { card, named, scenario } = importedCards();

const read = (text: string, types: string[] = ['Instant']) => readRulesText(text, 'X', { types: types as never });

describe('Cards, tenth round (core)', () => {
  before(() => {
    card('Test Fear Zombie', '{2}{B}', ['B'], ['Creature'], [2, 2], 'Fear', ['Zombie']);
    card('Test Flames', '{2}{R}', ['R'], ['Sorcery'], undefined, 'Test Flames deals 3 damage divided as you choose among one, two, or three targets.');
    card('Test Titan', '{4}{R}{R}', ['R'], ['Creature'], [6, 6], 'Whenever Test Titan enters the battlefield or attacks, it deals 3 damage divided as you choose among one, two, or three target creatures and/or players.', ['Giant']);
    card('Test Elixir', '{1}', [], ['Artifact'], undefined, "{2}, {T}: You gain 5 life. Shuffle Test Elixir and your graveyard into their owner's library.");
    card('Test Reclaim', '{G}', ['G'], ['Instant'], undefined, 'Put target card from your graveyard on top of your library.');
    card('Test Sleep', '{2}{U}{U}', ['U'], ['Sorcery'], undefined, "Tap all creatures target player controls. Those creatures don't untap during that player's next untap step.");
    card('Test Tutor', '{2}{B}', ['B'], ['Sorcery'], undefined, 'Search your library for a card, put that card into your hand, then shuffle.');
    card('Test Aura Pilgrim', '{2}{W}', ['W'], ['Creature'], [1, 2], 'When Test Aura Pilgrim enters the battlefield, you may search your library for an Aura card, reveal it, put it into your hand, then shuffle.', ['Human']);
    card('Test Robber', '{2}{B}', ['B'], ['Creature'], [2, 2], 'When Test Robber enters the battlefield, target opponent loses 3 life and you gain 3 life.', ['Mercenary']);
    card('Test Sift', '{3}{U}', ['U'], ['Sorcery'], undefined, 'Draw three cards, then discard a card.');
    card('Test Stab', '{B}', ['B'], ['Instant'], undefined, 'Target creature gets -1/-1 until end of turn. Tap that creature.');
    card('Test Overseer', '{2}', [], ['Artifact', 'Creature'], [1, 1], '{T}: Put a +1/+1 counter on each artifact creature you control.', ['Construct']);
    card('Test Bell', '{3}', [], ['Artifact'], undefined, '{T}: Each player draws a card.');
    card('Test Quag', '{1}{B}', ['B'], ['Enchantment'], undefined, 'Enchant creature\nEnchanted creature gets -1/-1 for each Swamp you control.', ['Aura']);
    card('Test Earth Servant', '{5}{R}', ['R'], ['Creature'], [4, 3], 'Test Earth Servant gets +0/+1 for each Mountain you control.', ['Elemental']);
    card('Test Ascendant', '{W}', ['W'], ['Creature'], [1, 1], 'Lifelink\nAs long as you have 30 or more life, Test Ascendant gets +5/+5 and has flying.', ['Human', 'Monk']);
    card('Test Effigy', '{1}', [], ['Artifact'], undefined, '{4}, {T}, Exile Test Effigy: Exile target creature.');
    card('Test Triskelion', '{6}', [], ['Artifact', 'Creature'], [1, 1], 'Test Triskelion enters the battlefield with three +1/+1 counters on it.\nRemove a +1/+1 counter from Test Triskelion: Test Triskelion deals 1 damage to any target.', ['Construct']);
    card('Test Mask', '{2}{W}{W}', ['W'], ['Enchantment'], undefined, 'You have shroud.');
    card('Test Sanctity', '{2}{W}{W}', ['W'], ['Enchantment'], undefined, 'You have hexproof.');
    card('Test Corrupt', '{5}{B}', ['B'], ['Sorcery'], undefined, 'Test Corrupt deals damage to any target equal to the number of Swamps you control. You gain life equal to the damage dealt this way.');
    card('Test Tithe', '{3}{B}', ['B'], ['Sorcery'], undefined, 'Each opponent loses 3 life. You gain life equal to the life lost this way.');
    card('Test Leyline', '{2}{G}{G}', ['G'], ['Enchantment'], undefined, 'If Test Leyline is in your opening hand, you may begin the game with it on the battlefield.\nCreatures you control get +0/+1.');
    card('Test Combust', '{1}{R}', ['R'], ['Instant'], undefined, "Test Combust deals 5 damage to target white or blue creature. The damage can't be prevented.");
    card('Test Cloak', '{2}', [], ['Artifact'], undefined, "Equipped creature can't be blocked and has shroud.\nEquip {2}", ['Equipment']);
    card('Test Cultivate', '{2}{G}', ['G'], ['Sorcery'], undefined, 'Search your library for up to two basic land cards, reveal those cards, and put one onto the battlefield tapped and the other into your hand. Then shuffle.');
  });

  describe('Rules › fear (CR 702.36)', () => {
    it('reads the keyword, also granted by an Aura, and writes it back', () => {
      assert.deepEqual(read('Fear', ['Creature']).keywords, ['fear']);
      assert.equal(readRulesText('Enchant creature\nEnchanted creature gets +2/+0 and has fear.', 'X', { types: ['Enchantment'], subtypes: ['Aura'] }).unread, 0);
      assert.equal(rulesText(named('Test Fear Zombie'))[0], 'Fear');
    });

    it('CR 702.36b: the foe with fear is blocked only by an artifact or black creature', () => {
      const s = scenario({ battlefield: ['Grizzly Bears', 'Ornithopter'], foes: ['Test Fear Zombie'], foeAttacks: true });
      assert.equal(s.where, 'foe/blocks');
      const error = s.refuse({ type: 'block', creature: s.id('Grizzly Bears'), attacker: s.foe().id }, COMBAT_STEP_RULES.fear);
      assert.match(error.message, /fear/);
      s.blockWith(['Ornithopter']);
      assert.equal(s.life, 20, 'the artifact creature blocked it');
    });

    it('CR 702.36b: your creature with fear is not blocked by the foe that is neither black nor an artifact', () => {
      const s = scenario({ battlefield: ['Test Fear Zombie'], foes: ['Grizzly Bears'] });
      s.attackWith('Test Fear Zombie');
      assert.deepEqual(s.eventsOf('foeBlocks'), [], 'the Bears could not block');
    });
  });

  describe('Rules › "deals N damage divided as you choose among one, two, or three targets" (CR 601.2d)', () => {
    it('reads the spell and the Titan\'s two triggers, and writes them back', () => {
      assert.deepEqual(named('Test Flames').abilities, [{ kind: 'spell', effects: [{ do: 'damageDivided', amount: 3, upTo: 3 }] }]);
      assert.deepEqual(rulesText(named('Test Flames')), ['Test Flames deals 3 damage divided as you choose among one, two, or three targets.']);
      assert.equal(named('Test Titan').abilities?.length, 2);
    });

    it('Magic Crawl: the 3 damage kills three 1-toughness foes at most', () => {
      const s = scenario({ hand: ['Test Flames'], battlefield: ['Mountain', 'Mountain', 'Mountain'], foes: ['Llanowar Elves', 'Llanowar Elves', 'Llanowar Elves', 'Llanowar Elves'] });
      s.cast('Test Flames');
      assert.equal(s.state.battlefield.filter((p) => p.card === 'Llanowar Elves').length, 1, 'three of the four were dealt 1 each');
    });
  });

  describe('Rules › "Shuffle ~ and your graveyard into their owner\'s library" (CR 701.20)', () => {
    it('Magic Crawl: you gain 5 life, and the Elixir and your graveyard go into your library', () => {
      const s = scenario({ battlefield: ['Test Elixir', 'Island', 'Island'], graveyard: ['Grizzly Bears', 'Giant Growth'], life: 10 });
      assert.deepEqual(rulesText(named('Test Elixir')), ["{2}, {T}: You gain 5 life. Shuffle Test Elixir and your graveyard into their owner's library."]);
      const before = libraryCards(s.state.you.library).length;
      s.act({ type: 'activate', card: s.id('Test Elixir'), ability: 0 });
      assert.equal(s.life, 15);
      assert.ok(!s.has('Test Elixir'));
      assert.deepEqual(s.graveyard, []);
      const library = libraryCards(s.state.you.library);
      assert.equal(library.length, before + 3);
      for (const c of ['Test Elixir', 'Grizzly Bears', 'Giant Growth']) assert.ok(library.includes(c), c);
      assert.match(s.said, /shuffled Test Elixir and your graveyard/);
    });
  });

  describe('Rules › "Put target card from your graveyard on top of your library" (CR 401.4)', () => {
    it('Magic Crawl: the card is on top, drawn next', () => {
      const s = scenario({ hand: ['Test Reclaim'], battlefield: ['Forest'], graveyard: ['Craw Wurm'] });
      assert.deepEqual(rulesText(named('Test Reclaim')), ['Put target card from your graveyard on top of your library.']);
      const wurm = s.state.you.graveyard.find((c) => c.card === 'Craw Wurm')!.id;
      s.cast('Test Reclaim', { target: wurm });
      assert.deepEqual(s.state.you.library.top, ['Craw Wurm']);
      assert.ok(!s.graveyard.includes('Craw Wurm'));
    });
  });

  describe('Rules › "Tap all creatures target player controls. Those creatures don\'t untap …" (CR 502.3)', () => {
    it('reads the two sentences as one, and writes them back', () => {
      assert.deepEqual(named('Test Sleep').abilities, [
        { kind: 'spell', target: { kind: 'player' }, effects: [{ do: 'tap', what: 'target-player-creatures' }, { do: 'freeze', what: 'target-player-creatures' }] },
      ]);
      assert.deepEqual(rulesText(named('Test Sleep')), ["Tap all creatures target player controls. Those creatures don't untap during that player's next untap step."]);
    });

    it('Magic Crawl: the one player to target is you; your creatures are tapped and kept tapped', () => {
      const s = scenario({ hand: ['Test Sleep'], battlefield: ['Island', 'Island', 'Island', 'Island', 'Grizzly Bears'] });
      s.cast('Test Sleep', { target: 'you' });
      assert.ok(s.perm('Grizzly Bears').tapped);
      assert.ok(s.perm('Grizzly Bears').frozen);
    });

    it('the Magic table (duel): the computer aims it at its opponent, whose creatures stay tapped', () => {
      const g0 = duel.botsUntil(duel.newGame(2, 'sleep'), (g) => g.state.phase.type === 'turn' && g.state.phase.seat === 'p1' && g.state.phase.step === 'main1');
      const s = structuredClone(g0.state);
      s.battlefield = [
        ...['Island', 'Island', 'Island', 'Island'].map((card, i) => ({ id: 960 + i, card, controller: 'p1' as const, tapped: false, sick: false, damage: 0, counters: 0 })),
        { id: 965, card: 'Grizzly Bears', controller: 'p2' as const, tapped: false, sick: false, damage: 0, counters: 0 },
      ];
      s.players[0]!.hand = [{ id: 970, card: 'Test Sleep' }];
      s.counters.nextId = 980;
      let g: duel.Game = { setup: g0.setup, state: s };
      assert.ok(duel.legal(g).some((a) => a.type === 'cast' && a.card === 970 && a.target === 'p1'), 'it may target its own caster');
      const chosen = chooseDuelAction(g.setup, g.state);
      assert.deepEqual(chosen && chosen.type === 'cast' ? [chosen.card, chosen.target] : chosen, [970, 'p2']);
      g = duel.botsUntil(g, (x) => x.state.players[0]!.graveyard.some((c) => c.id === 970), 40);
      assert.ok(g.state.battlefield.find((p) => p.id === 965)!.tapped, 'tapped');
      g = duel.botsUntil(g, (x) => x.state.phase.type === 'turn' && x.state.phase.seat === 'p2' && x.state.phase.step === 'main1', 200);
      assert.ok(g.state.battlefield.find((p) => p.id === 965)!.tapped, 'still tapped after its controller\'s untap step');
    });
  });

  describe('Rules › tutors, "Search your library for a card, put that card into your hand, then shuffle" (CR 701.19)', () => {
    it('reads any card and an Aura card (a "may" on entering), and writes them back', () => {
      assert.deepEqual(named('Test Tutor').abilities, [{ kind: 'spell', effects: [{ do: 'tutor' }] }]);
      assert.deepEqual(rulesText(named('Test Tutor')), ['Search your library for a card, put that card into your hand, then shuffle.']);
      assert.deepEqual(named('Test Aura Pilgrim').abilities, [{ kind: 'etb', effects: [{ do: 'tutor', subtypes: ['Aura'], reveal: true }], optional: true }]);
    });

    it('Magic Crawl, the stated rule: the card of greatest mana value castable with your lands and one more', () => {
      const s = scenario({ hand: ['Test Tutor'], battlefield: ['Swamp', 'Swamp', 'Swamp'], library: ['Island', 'Island', 'Craw Wurm', 'Grizzly Bears', 'Hill Giant', 'Giant Growth'] });
      s.cast('Test Tutor');
      assert.ok(s.hand.includes('Hill Giant'), 'four mana: Hill Giant, not the six of Craw Wurm');
      assert.ok(!libraryCards(s.state.you.library).includes('Hill Giant'));
      assert.equal(s.state.you.library.top, undefined, 'shuffled');
    });

    it('Magic Crawl: the Pilgrim takes an Aura as it enters', () => {
      const s = scenario({ hand: ['Test Aura Pilgrim'], battlefield: ['Plains', 'Plains', 'Plains'], library: ['Island', 'Holy Strength', 'Craw Wurm'] });
      s.cast('Test Aura Pilgrim');
      assert.ok(s.hand.includes('Holy Strength'));
    });
  });

  describe('Rules › "target opponent loses N life and you gain N life"', () => {
    it('reads both, the gain the controller\'s, and writes them back', () => {
      assert.deepEqual(named('Test Robber').abilities, [
        { kind: 'etb', target: { kind: 'opponent' }, effects: [{ do: 'loseLife', amount: 3 }, { do: 'gainLife', amount: 3, who: 'you' }] },
      ]);
      assert.deepEqual(rulesText(named('Test Robber')), ['When Test Robber enters, target opponent loses 3 life. You gain 3 life.']);
    });
  });

  describe('Rules › "Draw three cards, then discard a card"', () => {
    it('Magic Crawl: three cards drawn, then one discarded of your choice', () => {
      const s = scenario({ hand: ['Test Sift'], battlefield: ['Island', 'Island', 'Island', 'Island'], library: ['Forest', 'Forest', 'Forest', 'Forest'] });
      assert.deepEqual(rulesText(named('Test Sift')), ['Draw three cards. Discard a card.']);
      s.cast('Test Sift');
      assert.equal(s.hand.length, 3);
      assert.deepEqual(s.state.prompt, { type: 'discard', count: 1, effect: true });
    });
  });

  describe('Rules › "Tap that creature" after a target', () => {
    it('reads the tap of the target, writes it back, and Magic Crawl plays it on the foe', () => {
      assert.deepEqual(named('Test Stab').abilities, [
        { kind: 'spell', target: { kind: 'creature' }, effects: [{ do: 'pump', what: 'target', power: -1, toughness: -1 }, { do: 'tap', what: 'target' }] },
      ]);
      assert.deepEqual(rulesText(named('Test Stab')), ['Target creature gets -1/-1 until end of turn. Tap that creature.']);
      const s = scenario({ hand: ['Test Stab'], battlefield: ['Swamp'], foes: ['Hill Giant'] });
      s.cast('Test Stab', { target: s.foe().id });
      assert.ok(s.foe().tapped);
    });
  });

  describe('Rules › the creature filter "artifact creature"', () => {
    it('Magic Crawl: a counter on each artifact creature you control, none on the others', () => {
      assert.deepEqual(rulesText(named('Test Overseer')), ['{T}: Put a +1/+1 counter on each artifact creature you control.']);
      const s = scenario({ battlefield: ['Test Overseer', 'Ornithopter', 'Grizzly Bears'] });
      s.act({ type: 'activate', card: s.id('Test Overseer'), ability: 0 });
      assert.equal(s.perm('Ornithopter').counters, 1);
      assert.equal(s.perm('Test Overseer').counters, 1);
      assert.equal(s.perm('Grizzly Bears').counters, 0);
    });
  });

  describe('Rules › "Each player draws a card"', () => {
    it('Magic Crawl: you, the one player, draw', () => {
      assert.deepEqual(rulesText(named('Test Bell')), ['{T}: Each player draws a card.']);
      const s = scenario({ battlefield: ['Test Bell'], library: ['Forest', 'Forest'] });
      s.act({ type: 'activate', card: s.id('Test Bell'), ability: 0 });
      assert.deepEqual(s.hand, ['Forest']);
    });

    it('the Magic table (duel): every player draws one', () => {
      const g0 = duel.botsUntil(duel.newGame(3, 'bell'), (g) => g.state.phase.type === 'turn' && g.state.phase.seat === 'p1' && g.state.phase.step === 'main1');
      const s = structuredClone(g0.state);
      s.battlefield = [{ id: 960, card: 'Test Bell', controller: 'p1', tapped: false, sick: false, damage: 0, counters: 0 }];
      s.counters.nextId = 980;
      let g: duel.Game = { setup: g0.setup, state: s };
      const hands = g.state.players.map((p) => p.hand.length);
      g = duel.act(g, { type: 'activate', card: 960, ability: 0 } as never);
      g = duel.botsUntil(g, (x) => (x.state.stack ?? []).length === 0, 20);
      assert.deepEqual(g.state.players.map((p) => p.hand.length), hands.map((n) => n + 1));
    });
  });

  describe('Rules › "up to two basic land cards …, one onto the battlefield tapped and the other into your hand"', () => {
    it('Magic Crawl: one land enters tapped, the other goes to your hand', () => {
      assert.deepEqual(rulesText(named('Test Cultivate')), [
        'Search your library for up to two basic land cards, reveal those cards, and put one onto the battlefield tapped and the other into your hand. Then shuffle.',
      ]);
      const s = scenario({ hand: ['Test Cultivate', 'Grizzly Bears'], battlefield: ['Forest', 'Forest', 'Forest'], library: ['Forest', 'Forest', 'Island'] });
      s.cast('Test Cultivate');
      const lands = s.state.battlefield.filter((p) => p.card === 'Forest' || p.card === 'Island');
      assert.equal(lands.length, 4);
      assert.ok(lands.every((p) => p.tapped), 'the three paid with, and the land put onto the battlefield tapped');
      assert.equal(s.hand.filter((c) => c === 'Forest' || c === 'Island').length, 1);
      assert.equal(libraryCards(s.state.you.library).length, 1);
    });
  });

  describe('Rules › "Enchanted creature gets -1/-1 for each Swamp you control" and "~ gets +0/+1 for each Mountain you control" (CR 611.3a)', () => {
    it('reads both, and writes them back', () => {
      assert.deepEqual(rulesText(named('Test Quag')), ['Enchant creature', 'Enchanted creature gets -1/-1 for each Swamp you control.']);
      assert.deepEqual(rulesText(named('Test Earth Servant')), ['Test Earth Servant gets +0/+1 for each Mountain you control.']);
    });

    it('Magic Crawl: the Aura on the foe counts your Swamps, the creature your Mountains', () => {
      const s = scenario({ hand: ['Test Quag'], battlefield: ['Swamp', 'Swamp', 'Mountain', 'Mountain', 'Test Earth Servant'], foes: ['Hill Giant'] });
      const giant = s.foe().id;
      s.cast('Test Quag', { target: giant });
      assert.ok(s.state.battlefield.some((p) => p.id === giant), 'the 3/3 lives as a 1/1');
      const t = crawlTable(s.state);
      assert.equal(powerOf(t, t.permanent(giant)!), 1);
      assert.equal(toughnessOf(t, t.permanent(giant)!), 1);
      assert.equal(toughnessOf(t, s.perm('Test Earth Servant')), 5, '3 and one for each of two Mountains');
    });
  });

  describe('Rules › "As long as you have 30 or more life, ~ gets +5/+5 and has flying" (CR 611.3a)', () => {
    it('reads the condition, writes it back, and the bonus comes with 30 life', () => {
      assert.deepEqual(rulesText(named('Test Ascendant'))[1], 'As long as you have 30 or more life, Test Ascendant gets +5/+5 and has flying.');
      const low = scenario({ battlefield: ['Test Ascendant'], life: 29 });
      assert.equal(powerOf(crawlTable(low.state), low.perm('Test Ascendant')), 1);
      const high = scenario({ battlefield: ['Test Ascendant'], life: 30 });
      const t = crawlTable(high.state);
      assert.equal(powerOf(t, high.perm('Test Ascendant')), 6);
      assert.ok(keywordsOf(t, high.perm('Test Ascendant')).includes('flying'));
    });
  });

  describe('Rules › costs "Exile ~" and "Remove a +1/+1 counter from ~" (CR 602.2b)', () => {
    it('reads and writes the costs back', () => {
      assert.deepEqual(rulesText(named('Test Effigy')), ['{4}, {T}, Exile Test Effigy: Exile target creature.']);
      assert.deepEqual(rulesText(named('Test Triskelion'))[1], 'Remove a +1/+1 counter from Test Triskelion: Test Triskelion deals 1 damage to any target.');
    });

    it('Magic Crawl: the Effigy is exiled as it is paid for, and exiles the foe', () => {
      const s = scenario({ battlefield: ['Test Effigy', 'Island', 'Island', 'Island', 'Island'], foes: ['Hill Giant'] });
      s.act({ type: 'activate', card: s.id('Test Effigy'), ability: 0, target: s.foe().id });
      assert.ok(!s.has('Test Effigy') && !s.has('Hill Giant'));
      assert.ok(s.exile.includes('Test Effigy'));
    });

    it('Magic Crawl: each shot takes a counter; none left, the ability is refused', () => {
      const s = scenario({ battlefield: [{ card: 'Test Triskelion', counters: 1 }], foes: ['Llanowar Elves'] });
      s.act({ type: 'activate', card: s.id('Test Triskelion'), ability: 1, target: s.foe().id });
      assert.ok(!s.has('Llanowar Elves'));
      assert.equal(s.perm('Test Triskelion').counters, 0);
      s.refuse({ type: 'activate', card: s.id('Test Triskelion'), ability: 1, target: 'you' }, 'magic.activate.counters');
    });
  });

  describe('Rules › "You have hexproof", "You have shroud" (CR 702.11c, 702.18b)', () => {
    it('reads and writes them back', () => {
      assert.deepEqual(named('Test Sanctity').abilities, [{ kind: 'static', rule: { is: 'you-hexproof' } }]);
      assert.deepEqual(rulesText(named('Test Mask')), ['You have shroud.']);
    });

    it('Magic Crawl: with shroud, not even your own spell targets you', () => {
      const s = scenario({ hand: ['Test Sleep'], battlefield: ['Test Mask', 'Island', 'Island', 'Island', 'Island'] });
      s.refuse({ type: 'cast', card: s.handId('Test Sleep'), target: 'you' }, 'magic.target.illegal');
    });

    it('the Magic table (duel): an opponent can\'t target the player with hexproof; that player can', () => {
      const g0 = duel.botsUntil(duel.newGame(2, 'hexproof'), (g) => g.state.phase.type === 'turn' && g.state.phase.seat === 'p1' && g.state.phase.step === 'main1');
      const s = structuredClone(g0.state);
      s.battlefield = [
        { id: 960, card: 'Mountain', controller: 'p1' as const, tapped: false, sick: false, damage: 0, counters: 0 },
        { id: 961, card: 'Test Sanctity', controller: 'p2' as const, tapped: false, sick: false, damage: 0, counters: 0 },
      ];
      s.players[0]!.hand = [{ id: 970, card: 'Lightning Bolt' }];
      s.counters.nextId = 980;
      const g: duel.Game = { setup: g0.setup, state: s };
      const bolts = duel.legal(g).filter((a) => a.type === 'cast' && a.card === 970);
      assert.ok(bolts.some((a) => a.type === 'cast' && a.target === 'p1'));
      assert.ok(!bolts.some((a) => a.type === 'cast' && a.target === 'p2'), 'p2 has hexproof');
      const refused = duelVariant.apply(g.setup, g.state, { type: 'cast', card: 970, target: 'p2' });
      assert.ok(!refused.ok && /hexproof/.test(refused.error.message));
    });
  });

  describe('Rules › "You gain life equal to the damage dealt / the life lost this way"', () => {
    it('reads and writes both back', () => {
      assert.deepEqual(rulesText(named('Test Corrupt')), ['Test Corrupt deals damage to any target equal to the number of Swamps you control. You gain life equal to the damage dealt this way.']);
      assert.deepEqual(rulesText(named('Test Tithe')), ['Each opponent loses 3 life. You gain life equal to the life lost this way.']);
    });

    it('Magic Crawl: the damage dealt to the foe comes back as life; the encounter, which has no life, loses none and gives none', () => {
      const s = scenario({ hand: ['Test Corrupt', 'Test Tithe'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], foes: ['Craw Wurm'], life: 10 });
      s.cast('Test Corrupt', { target: s.foe().id });
      assert.equal(s.life, 20, 'ten Swamps: 10 damage, 10 life');
      s.cast('Test Tithe');
      assert.equal(s.life, 20);
    });

    it('the Magic table (duel): each opponent\'s loss comes back to the caster', () => {
      const g0 = duel.botsUntil(duel.newGame(3, 'tithe'), (g) => g.state.phase.type === 'turn' && g.state.phase.seat === 'p1' && g.state.phase.step === 'main1');
      const s = structuredClone(g0.state);
      s.battlefield = ['Swamp', 'Swamp', 'Swamp', 'Swamp'].map((card, i) => ({ id: 960 + i, card, controller: 'p1' as const, tapped: false, sick: false, damage: 0, counters: 0 }));
      s.players[0]!.hand = [{ id: 970, card: 'Test Tithe' }];
      s.counters.nextId = 980;
      let g: duel.Game = { setup: g0.setup, state: s };
      const lives = g.state.players.map((p) => p.life);
      g = duel.act(g, { type: 'cast', card: 970 });
      if (g.state.prompt?.type === 'pay') g = duel.act(g, { type: 'pay', option: 0 });
      g = duel.botsUntil(g, (x) => (x.state.stack ?? []).length === 0, 20);
      assert.deepEqual(g.state.players.map((p) => p.life), [lives[0]! + 6, lives[1]! - 3, lives[2]! - 3]);
    });
  });

  describe('Rules › the leylines, "If ~ is in your opening hand, you may begin the game with it on the battlefield" (CR 103.6a)', () => {
    it('reads the line, and writes it back', () => {
      assert.deepEqual(rulesText(named('Test Leyline')), ['If Test Leyline is in your opening hand, you may begin the game with it on the battlefield.', 'Creatures you control get +0/+1.']);
    });

    it('Magic Crawl: kept in the opening hand, it is on the battlefield as play begins', () => {
      const s = scenario({ hand: ['Test Leyline', 'Forest', 'Grizzly Bears'], phase: { type: 'mulligan', taken: 0 } });
      s.act({ type: 'keep' });
      assert.ok(s.has('Test Leyline'));
      assert.deepEqual(s.hand.filter((c) => c === 'Test Leyline'), []);
      assert.match(s.said, /Test Leyline began the game on the battlefield/);
    });

    it('the Magic table (duel): the seat that keeps it begins the game with it', () => {
      const g0 = duel.newGame(2, 'leyline');
      assert.equal(g0.state.phase.type, 'mulligan');
      const deciding = (g0.state.phase as { seat: string }).seat;
      const s = structuredClone(g0.state);
      const index = Number(deciding.slice(1)) - 1;
      const zones = s.players[index]!;
      zones.hand = [{ id: 990, card: 'Test Leyline' }, ...zones.hand.slice(1)];
      const g = duel.act({ setup: g0.setup, state: s }, { type: 'keep' });
      assert.ok(g.state.battlefield.some((p) => p.id === 990 && p.controller === deciding));
      assert.ok(!g.state.players[index]!.hand.some((c) => c.id === 990));
    });
  });

  describe('Rules › "The damage can\'t be prevented" (CR 615.12)', () => {
    it('reads the rider, and writes it back', () => {
      assert.deepEqual(rulesText(named('Test Combust')), ["Test Combust deals 5 damage to target white or blue creature. The damage can't be prevented."]);
    });

    it('the rules core: protection gained after the target was chosen prevents a red source\'s damage, not this', () => {
      const s = scenario({ foes: [{ card: 'Serra Angel', pumped: { keywords: ['protection-from-red'] } }] });
      const angel = s.foe().id;
      const hit = (unpreventable: boolean) => {
        const t = crawlTable(structuredClone(s.state));
        const effect = { do: 'damage' as const, amount: 3, to: 'target' as const, ...(unpreventable ? { unpreventable: true as const } : {}) };
        resolveEffects(t, [effect], { source: 'Test Combust', colours: ['R'], target: angel, x: 0, controller: 'you' });
        return t.permanent(angel)!.damage;
      };
      assert.equal(hit(false), 0, 'prevented by protection');
      assert.equal(hit(true), 3, "the damage can't be prevented");
    });
  });

  describe('Rules › "Equipped creature can\'t be blocked and has shroud" (CR 509.1b)', () => {
    it('reads the line, and writes it back', () => {
      assert.deepEqual(rulesText(named('Test Cloak')), ["Equipped creature can't be blocked and has shroud.", 'Equip {2}']);
    });

    it('Magic Crawl: the foe can\'t block the equipped creature', () => {
      const s = scenario({ battlefield: ['Grizzly Bears', { card: 'Test Cloak', enchants: 'Grizzly Bears' }], foes: ['Hill Giant'] });
      s.attackWith('Grizzly Bears');
      assert.deepEqual(s.eventsOf('foeBlocks'), [], 'the Hill Giant could not block');
    });
  });
});
