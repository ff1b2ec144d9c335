import { strict as assert } from 'node:assert';
import { rulesText } from '../../../src/engine/cards/rules-text';
import { readRulesText } from '../../../src/engine/import/oracle';
import { TARGET_RULES } from '../../../src/engine/magic/targets';
import { powerOf, toughnessOf } from '../../../src/engine/magic/characteristics';
import { importedCards } from './imported-cards';
import { crawlTable } from '../../../src/engine/variants/magic-crawl';

/**
 * The sixth round of ability shapes the rules-text reader learned for issue
 * 15's "Cards": each test is named by its shape, reads card text written for
 * the test in the wording card data prints, and plays it through the game.
 */

const { card, named, scenario } = importedCards();


describe('Cards, sixth round', () => {
  before(() => {
    card('Test Cleansing', '{3}{W}{W}{W}', ['W'], ['Sorcery'], undefined, 'Destroy all nonland permanents.');
    card('Test Anthem Six', '{1}{W}{W}', ['W'], ['Enchantment'], undefined, 'Creatures you control get +1/+1.');
    card('Test Righteous', '{W}', ['W'], ['Instant'], undefined, 'Target blocking creature gets +7/+7 until end of turn.');
    card('Test Harvest', '{4}{G}', ['G'], ['Sorcery'], undefined, 'You gain 1 life for each land you control.');
    card('Test Spitting', '{R}', ['R'], ['Sorcery'], undefined, 'Test Spitting deals damage to target creature equal to the number of Mountains you control.');
    card('Test Howl', '{7}{G}', ['G'], ['Sorcery'], undefined, 'Create a 2/2 green Wolf creature token for each Forest you control.');
    card('Test Flesh Rot', '{2}{B}{B}', ['B'], ['Instant'], undefined, "Destroy target creature. It can't be regenerated.");
    card('Test Bone Walker Six', '{1}{B}', ['B'], ['Creature'], [2, 1], '{B}: Regenerate Test Bone Walker Six.', ['Skeleton']);
    card('Test Erasure', '{W}', ['W'], ['Instant'], undefined, 'Exile target artifact or enchantment.');
    card('Test Gale', '{X}{G}', ['G'], ['Sorcery'], undefined, 'Test Gale deals X damage to each creature with flying and each player.');
    card('Test Fog', '{G}', ['G'], ['Instant'], undefined, 'Prevent all combat damage that would be dealt this turn.');
    card('Test Spell Tome', '{1}', [], ['Artifact'], undefined, 'You have no maximum hand size.');
    card('Test Wastes', '', [], ['Land'], undefined, '{T}: Add {C} to your mana pool.\n{T}: Add {W} or {U} to your mana pool. Test Wastes deals 1 damage to you.');
    card('Test Squire', '{W}', ['W'], ['Creature'], [1, 1], 'Vigilance', ['Human', 'Soldier']);
    card('Test Knight', '{1}{W}', ['W'], ['Creature'], [2, 2], 'Vigilance', ['Human', 'Knight']);
    card('Test Outrage', '{2}{R}{R}', ['R'], ['Instant'], undefined, "Test Outrage deals 4 damage to target creature and 2 damage to that creature's controller.");
    card('Test Packleader', '{4}{G}{G}', ['G'], ['Creature'], [4, 4], 'Whenever another creature with power 3 or greater enters the battlefield under your control, you may draw a card.', ['Beast']);
    card('Test Foundry Chief', '{1}{W}', ['W'], ['Artifact', 'Creature'], [2, 2], 'Other artifact creatures you control get +1/+1.', ['Human', 'Artificer']);
    card('Test Congregation', '{3}{W}', ['W'], ['Instant'], undefined, 'Target player gains 2 life for each creature on the battlefield.');
  });

  describe('Rules › "destroy all nonland permanents"', () => {
    it('reads the sentence as every permanent but lands, and writes it back', () => {
      const r = readRulesText('Destroy all nonland permanents.', 'X', { types: ['Sorcery'] });
      assert.deepEqual(r.abilities, [{ kind: 'spell', effects: [{ do: 'destroy', what: { all: ['Artifact', 'Creature', 'Enchantment', 'Planeswalker'], nonland: true } }] }]);
      assert.deepEqual(rulesText(named('Test Cleansing')), ['Destroy all nonland permanents.']);
    });

    it('CR 701.8: creatures, artifacts and enchantments, yours and the foe\'s, are destroyed; the lands stay', () => {
      const s = scenario({
        hand: ['Test Cleansing'],
        battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Ornithopter', 'Grizzly Bears', 'Test Anthem Six'],
        foes: ['Gray Ogre'],
      });
      s.cast('Test Cleansing');
      assert.ok(!s.has('Ornithopter') && !s.has('Grizzly Bears') && !s.has('Test Anthem Six') && !s.has('Gray Ogre'));
      assert.equal(s.state.battlefield.filter((p) => p.card === 'Plains').length, 6, 'the lands stay');
    });
  });

  describe('Rules › "target blocking creature"', () => {
    it('reads "blocking" as a filter of the target, and writes it back', () => {
      const r = readRulesText('Target blocking creature gets +7/+7 until end of turn.', 'X', { types: ['Instant'] });
      assert.deepEqual(r.abilities, [{ kind: 'spell', target: { kind: 'creature', filter: { blocking: true } }, effects: [{ do: 'pump', what: 'target', power: 7, toughness: 7 }] }]);
      assert.deepEqual(rulesText(named('Test Righteous')), ['Target blocking creature gets +7/+7 until end of turn.']);
    });

    it('CR 509.1: your creature that blocks may be targeted, and survives the attacker; one that does not block may not be', () => {
      const s = scenario({ hand: ['Test Righteous'], battlefield: ['Plains', 'Grizzly Bears', 'Llanowar Elves'], foes: ['Craw Wurm'], foeAttacks: true });
      assert.equal(s.where, 'foe/blocks');
      s.act({ type: 'block', creature: s.id('Grizzly Bears'), attacker: s.foe().id });
      s.refuse({ type: 'cast', card: s.handId('Test Righteous'), target: s.id('Llanowar Elves') }, TARGET_RULES.illegal);
      s.cast('Test Righteous', { target: s.id('Grizzly Bears') });
      s.act({ type: 'pass' });
      assert.ok(s.has('Grizzly Bears'), 'a 9/9 blocker survives the Wurm');
      assert.ok(!s.has('Craw Wurm'), 'and kills it');
    });

    it('outside combat no creature is blocking: the spell has no target', () => {
      const s = scenario({ hand: ['Test Righteous'], battlefield: ['Plains', 'Grizzly Bears'], foes: ['Craw Wurm'] });
      s.refuse({ type: 'cast', card: s.handId('Test Righteous'), target: s.id('Grizzly Bears') }, TARGET_RULES.illegal);
    });
  });

  describe('Rules › amounts counted as the effect resolves ("for each …", "equal to the number of …")', () => {
    it('reads "for each land you control", "equal to the number of Mountains you control", a token "for each Forest you control", "for each creature on the battlefield", and writes them back', () => {
      assert.deepEqual(readRulesText('You gain 1 life for each land you control.', 'X', { types: ['Sorcery'] }).abilities, [
        { kind: 'spell', effects: [{ do: 'gainLife', amount: { count: { lands: 'any' }, times: 1 } }] },
      ]);
      assert.deepEqual(readRulesText('X deals damage to target creature equal to the number of Mountains you control.', 'X', { types: ['Sorcery'] }).abilities, [
        { kind: 'spell', target: { kind: 'creature' }, effects: [{ do: 'damage', amount: { count: { lands: 'Mountain' } }, to: 'target' }] },
      ]);
      assert.equal(readRulesText('Create two 2/2 green Wolf creature tokens for each Forest you control.', 'X', { types: ['Sorcery'] }).unread, 1, 'only one token for each');
      assert.equal(readRulesText('You gain 1 life for each card in your graveyard.', 'X', { types: ['Sorcery'] }).unread, 1, 'what is not counted here is left by hand');
      assert.deepEqual(rulesText(named('Test Harvest')), ['You gain 1 life for each land you control.']);
      assert.deepEqual(rulesText(named('Test Spitting')), ['Test Spitting deals damage to target creature equal to the number of Mountains you control.']);
      assert.deepEqual(rulesText(named('Test Howl')), ['Create a 2/2 green Wolf creature token for each Forest you control.']);
      assert.deepEqual(rulesText(named('Test Congregation')), ['Target player gains 2 life for each creature on the battlefield.']);
    });

    it('"for each land you control": five lands, five life', () => {
      const s = scenario({ hand: ['Test Harvest'], battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest'], foes: ['Grizzly Bears'], life: 10 });
      s.cast('Test Harvest');
      assert.equal(s.life, 15);
    });

    it('"equal to the number of Mountains you control": three Mountains (not the Forest) deal 3 to the foe\'s creature', () => {
      const s = scenario({ hand: ['Test Spitting'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Forest'], foes: ['Hill Giant'] });
      s.cast('Test Spitting', { target: s.foe().id });
      assert.ok(!s.has('Hill Giant'), 'a 3/3 dealt 3 damage dies');
      const t = scenario({ hand: ['Test Spitting'], battlefield: ['Mountain', 'Mountain', 'Forest'], foes: ['Hill Giant'] });
      t.cast('Test Spitting', { target: t.foe().id });
      assert.ok(t.has('Hill Giant'), 'two Mountains: 2 damage, not enough');
      assert.equal(t.foe().damage, 2);
    });

    it('a token "for each Forest you control": eight Forests, eight Wolves', () => {
      const s = scenario({ hand: ['Test Howl'], battlefield: Array(8).fill('Forest'), foes: ['Grizzly Bears'] });
      s.cast('Test Howl');
      assert.equal(s.state.battlefield.filter((p) => p.card === 'Wolf (token)' && p.controller === 'you').length, 8);
    });

    it('"for each creature on the battlefield": yours and the foe\'s alike, counted as it resolves', () => {
      const s = scenario({ hand: ['Test Congregation'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Grizzly Bears'], foes: ['Gray Ogre', 'Hill Giant'], life: 10 });
      s.cast('Test Congregation', { target: 'you' });
      assert.equal(s.life, 16, 'three creatures, 2 life each');
    });
  });

  describe('Rules › "Destroy target creature. It can\'t be regenerated."', () => {
    it('reads the rider after a target, and writes it back', () => {
      const r = readRulesText("Destroy target nonartifact, nonblack creature. It can't be regenerated.", 'X', { types: ['Instant'] });
      assert.deepEqual(r.abilities, [
        { kind: 'spell', target: { kind: 'creature', filter: { nonArtifact: true, notColour: 'B' } }, effects: [{ do: 'destroy', what: 'target', noRegeneration: true }] },
      ]);
      assert.deepEqual(rulesText(named('Test Flesh Rot')), ["Destroy target creature. It can't be regenerated."]);
    });

    it('CR 701.15c: the target\'s regeneration shield does not save it', () => {
      const s = scenario({ hand: ['Test Flesh Rot'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Test Bone Walker Six'], foes: ['Gray Ogre'] });
      const swamps = s.state.battlefield.filter((p) => p.card === 'Swamp').map((p) => p.id);
      s.act({ type: 'activate', card: s.id('Test Bone Walker Six'), ability: 0, tap: [swamps[0]!] });
      assert.equal(s.perm('Test Bone Walker Six').shields, 1);
      s.cast('Test Flesh Rot', { target: s.id('Test Bone Walker Six'), tap: swamps.slice(1) });
      assert.ok(!s.has('Test Bone Walker Six'), 'destroyed despite its shield');
    });
  });

  describe('Rules › "exile target artifact or enchantment"', () => {
    it('reads a permanent of those types as the target (never a land), and writes it back', () => {
      assert.deepEqual(readRulesText('Exile target enchantment.', 'X', { types: ['Instant'] }).abilities, [
        { kind: 'spell', target: { kind: 'permanent', types: ['Enchantment'] }, effects: [{ do: 'exile', what: 'target' }] },
      ]);
      assert.equal(readRulesText('Exile target land.', 'X', { types: ['Instant'] }).unread, 1, "not a land: Frontier's are places on the board");
      assert.deepEqual(rulesText(named('Test Erasure')), ['Exile target artifact or enchantment.']);
    });

    it('CR 406.2: the Pacifism on the foe goes to its owner\'s exile; a creature may not be targeted', () => {
      const s = scenario({ hand: ['Test Erasure'], battlefield: ['Plains', 'Grizzly Bears', { card: 'Pacifism', enchants: 'Gray Ogre', onFoe: true }], foes: ['Gray Ogre'] });
      s.refuse({ type: 'cast', card: s.handId('Test Erasure'), target: s.id('Grizzly Bears') }, TARGET_RULES.illegal);
      s.cast('Test Erasure', { target: s.id('Pacifism') });
      assert.ok(!s.has('Pacifism'));
      assert.ok(s.exile.includes('Pacifism'));
    });
  });

  describe('Rules › "deals X damage to each creature with flying and each player"', () => {
    it('reads the filter and the players, and writes it back', () => {
      const r = readRulesText('Test Quake deals X damage to each creature without flying and each player.', 'Test Quake', { types: ['Sorcery'] });
      assert.deepEqual(r.abilities, [{ kind: 'spell', effects: [{ do: 'damage', amount: 'X', to: { each: { withoutKeyword: 'flying' } } }, { do: 'damage', amount: 'X', to: 'each-player' }] }]);
      assert.deepEqual(rulesText(named('Test Gale')), ['Test Gale deals X damage to each creature with flying and X damage to each player.']);
    });

    it('CR 107.3: with X = 2 the flyers die, the creature without flying does not, and you take 2', () => {
      const s = scenario({ hand: ['Test Gale'], battlefield: ['Forest', 'Forest', 'Forest', 'Ornithopter', 'Grizzly Bears'], foes: ['Grizzly Bears'], life: 20 });
      s.cast('Test Gale', { x: 2 });
      assert.ok(!s.has('Ornithopter'));
      assert.equal(s.state.battlefield.filter((p) => p.card === 'Grizzly Bears').length, 2);
      assert.equal(s.life, 18);
    });
  });

  describe('Rules › "prevent all combat damage that would be dealt this turn" (a fog)', () => {
    it('reads the sentence, and writes it back', () => {
      const r = readRulesText('Prevent all combat damage that would be dealt this turn.', 'X', { types: ['Instant'] });
      assert.deepEqual(r.abilities, [{ kind: 'spell', effects: [{ do: 'fog' }] }]);
      assert.deepEqual(rulesText(named('Test Fog')), ['Prevent all combat damage that would be dealt this turn.']);
    });

    it('CR 615.1a: cast as the foe attacks, neither you nor your blocker is dealt damage, nor the attacker; the record of it ends with the turn', () => {
      const s = scenario({ hand: ['Test Fog'], battlefield: ['Forest', 'Grizzly Bears'], foes: ['Craw Wurm', 'Hill Giant'], foeAttacks: true, life: 20 });
      assert.equal(s.where, 'foe/blocks');
      s.act({ type: 'block', creature: s.id('Grizzly Bears'), attacker: s.foe(0).id });
      s.cast('Test Fog');
      assert.equal(s.state.you.fog, true);
      s.act({ type: 'pass' });
      assert.equal(s.life, 20, 'the unblocked Giant dealt nothing');
      assert.ok(s.has('Grizzly Bears'), 'the blocker lives');
      assert.equal(s.perm('Craw Wurm').damage, 0);
      assert.ok(s.eventsOf('prevented').some((e) => e.source === 'Hill Giant' && e.amount === 3));
      assert.equal(s.state.you.fog, undefined, 'gone at the end of the turn');
    });

    it('without it the same attack hurts: the blocker dies and you take 3', () => {
      const s = scenario({ battlefield: ['Forest', 'Grizzly Bears'], foes: ['Craw Wurm', 'Hill Giant'], foeAttacks: true, life: 20 });
      s.blockWith(['Grizzly Bears'], s.foe(0).id);
      assert.equal(s.life, 17);
      assert.ok(!s.has('Grizzly Bears'));
    });
  });

  describe('Rules › "You have no maximum hand size"', () => {
    it('reads the line as a static rule, and writes it back', () => {
      assert.deepEqual(readRulesText('You have no maximum hand size.', 'X', { types: ['Artifact'] }).abilities, [{ kind: 'static', rule: { is: 'no-max-hand-size' } }]);
      assert.deepEqual(rulesText(named('Test Spell Tome')), ['You have no maximum hand size.']);
    });

    it('CR 402.2: with it on the battlefield a hand of nine is kept at cleanup; without it two are discarded', () => {
      const hand = ['Forest', 'Forest', 'Island', 'Island', 'Mountain', 'Mountain', 'Plains', 'Plains', 'Swamp'];
      const s = scenario({ hand, battlefield: ['Test Spell Tome'], step: 'end', kind: 'preparation', roundsLeft: 1 });
      s.act({ type: 'pass' });
      assert.equal(s.state.prompt, null, 'nothing to discard');
      assert.equal(s.where, 'turn/main1', 'the next preparation round began');
      assert.equal(s.hand.length, 10, 'nine kept, one drawn');
      const without = scenario({ hand, step: 'end', kind: 'preparation', roundsLeft: 1 });
      without.act({ type: 'pass' });
      assert.deepEqual(without.state.prompt, { type: 'discard', count: 2 });
    });
  });

  describe('Rules › painlands: "{T}: Add {W} or {U}. ~ deals 1 damage to you."', () => {
    it('reads the line as a mana ability that hurts, beside the painless {C}, and writes it back', () => {
      const r = readRulesText('{T}: Add {C}.\n{T}: Add {W} or {U}. Test Wastes deals 1 damage to you.', 'Test Wastes', { types: ['Land'] });
      assert.equal(r.unread, 0);
      assert.deepEqual(r.abilities, [{ kind: 'mana', produces: ['C'] }, { kind: 'mana', produces: ['W', 'U'], pain: 1 }]);
      assert.deepEqual(rulesText(named('Test Wastes')), ['{T}: Add {C}.', '{T}: Add {W} or {U}. Test Wastes deals 1 damage to you.']);
    });

    it('CR 605.1a: paying {W} with the painland taps it for {W}, and it deals 1 damage to you', () => {
      const s = scenario({ hand: ['Test Squire'], battlefield: ['Test Wastes'], foes: ['Grizzly Bears'], life: 20 });
      s.cast('Test Squire');
      assert.ok(s.has('Test Squire'));
      assert.equal(s.life, 19);
      assert.ok(s.eventsOf('damage').some((e) => e.source === 'Test Wastes' && e.to === 'you' && e.amount === 1));
    });

    it('paying generic mana with it takes its painless {C}: no damage', () => {
      const s = scenario({ hand: ['Test Spell Tome'], battlefield: ['Test Wastes'], foes: ['Grizzly Bears'], life: 20 });
      s.cast('Test Spell Tome');
      assert.ok(s.has('Test Spell Tome'));
      assert.equal(s.life, 20);
    });

    it('with a Plains beside it, {W} is paid by the Plains and the painland stays untapped, unhurting', () => {
      const s = scenario({ hand: ['Test Squire'], battlefield: ['Test Wastes', 'Plains'], foes: ['Grizzly Bears'], life: 20 });
      s.cast('Test Squire');
      assert.equal(s.life, 20);
      assert.equal(s.perm('Test Wastes').tapped, false);
      assert.equal(s.perm('Plains').tapped, true);
    });

    it('{1}{W} paid with two painlands hurts once: one makes {W}, the other {C}', () => {
      const s = scenario({ hand: ['Test Knight'], battlefield: ['Test Wastes', 'Test Wastes'], foes: ['Grizzly Bears'], life: 20 });
      s.cast('Test Knight');
      assert.ok(s.has('Test Knight'));
      assert.equal(s.life, 19);
      assert.equal(s.eventsOf('damage').filter((e) => e.source === 'Test Wastes').length, 1);
    });
  });

  describe('Rules › "deals N damage to target creature and N damage to that creature\'s controller"', () => {
    it('reads the second damage as the target\'s controller\'s, and writes it back', () => {
      const r = readRulesText("Test Outrage deals 4 damage to target creature and 2 damage to that creature's controller.", 'Test Outrage', { types: ['Instant'] });
      assert.deepEqual(r.abilities, [
        { kind: 'spell', target: { kind: 'creature' }, effects: [{ do: 'damage', amount: 4, to: 'target' }, { do: 'damage', amount: 2, to: 'target-controller' }] },
      ]);
      assert.deepEqual(rulesText(named('Test Outrage')), ["Test Outrage deals 4 damage to target creature and 2 damage to that creature's controller."]);
    });

    it('CR 120.3: aimed at your own creature you take the 2; aimed at the foe\'s, the encounter, which has no life, takes nothing', () => {
      const mine = scenario({ hand: ['Test Outrage'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Grizzly Bears'], foes: ['Gray Ogre'], life: 20 });
      mine.cast('Test Outrage', { target: mine.id('Grizzly Bears') });
      assert.ok(!mine.has('Grizzly Bears'));
      assert.equal(mine.life, 18);
      const theirs = scenario({ hand: ['Test Outrage'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], foes: ['Gray Ogre'], life: 20 });
      theirs.cast('Test Outrage', { target: theirs.foe().id });
      assert.ok(!theirs.has('Gray Ogre'));
      assert.equal(theirs.life, 20);
      assert.deepEqual(theirs.eventsOf('damage').map((e) => e.to), ['Gray Ogre']);
    });
  });

  describe('Rules › "Whenever another creature with power N or greater enters the battlefield under your control"', () => {
    it('reads the entering creature\'s filter, and writes it back', () => {
      const r = readRulesText('Whenever another creature with power 3 or greater enters the battlefield under your control, you may draw a card.', 'X', { types: ['Creature'] });
      assert.deepEqual(r.abilities, [{ kind: 'trigger', when: 'another-creature-enters-yours', effects: [{ do: 'draw', amount: 1 }], optional: true, thatFilter: { powerAtLeast: 3 } }]);
      assert.deepEqual(rulesText(named('Test Packleader')), ['Whenever another creature with power 3 or greater enters under your control, you may draw a card.']);
    });

    it('CR 603.2: a Hill Giant (power 3) entering draws a card; Grizzly Bears (power 2) do not', () => {
      const s = scenario({ hand: ['Hill Giant', 'Grizzly Bears'], battlefield: ['Test Packleader', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Forest', 'Forest'], library: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'], foes: ['Gray Ogre'] });
      const before = s.hand.length;
      s.cast('Grizzly Bears');
      assert.equal(s.hand.length, before - 1, 'no card drawn for a power-2 creature');
      s.cast('Hill Giant');
      assert.equal(s.hand.length, before - 1, 'one card drawn for the Giant, which left the hand');
      assert.ok(s.eventsOf('drew').length === 1);
    });
  });

  describe('Rules › "Other artifact creatures you control get +N/+N"', () => {
    it('reads the card type as the anthem\'s filter, and writes it back', () => {
      assert.deepEqual(readRulesText('Other artifact creatures you control get +1/+1.', 'X', { types: ['Artifact', 'Creature'] }).abilities, [
        { kind: 'anthem', power: 1, toughness: 1, other: true, artifact: true },
      ]);
      assert.deepEqual(rulesText(named('Test Foundry Chief')), ['Other artifact creatures you control get +1/+1.']);
    });

    it('CR 613.4c: your Ornithopter gets +1/+1; your Grizzly Bears, the Chief itself and the foe\'s artifact creature do not', () => {
      const s = scenario({ battlefield: ['Test Foundry Chief', 'Ornithopter', 'Grizzly Bears'], foes: ['Ornithopter'] });
      const mine = s.state.battlefield.find((p) => p.card === 'Ornithopter' && p.controller === 'you')!;
      const theirs = s.state.battlefield.find((p) => p.card === 'Ornithopter' && p.controller !== 'you')!;
      const t = crawlTable(s.state);
      assert.deepEqual([powerOf(t, mine), toughnessOf(t, mine)], [1, 3]);
      assert.deepEqual([powerOf(t, s.perm('Grizzly Bears')), powerOf(t, s.perm('Test Foundry Chief')), powerOf(t, theirs)], [2, 2, 0]);
    });
  });
});
