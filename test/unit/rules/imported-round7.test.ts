import { strict as assert } from 'node:assert';
import { rulesText } from '../../../src/engine/cards/rules-text';
import { readRulesText } from '../../../src/engine/import/oracle';
import { SCRY_RULE } from '../../../src/engine/magic/scry';
import { chooseAction, magicCrawl } from '../../../src/engine/variants/magic-crawl';
import { importedCards } from './imported-cards';

/**
 * The seventh round of ability shapes the rules-text reader learned for
 * issue 15's "Cards": each test is named by its shape, reads card text
 * written for the test in the wording card data prints, and plays it
 * through the game.
 */

const { card, named, scenario } = importedCards();


describe('Cards, seventh round', () => {
  before(() => {
    card('Test Javelin', '{R}', ['R'], ['Sorcery'], undefined, 'Test Javelin deals 3 damage to any target. Scry 1. (Look at the top card of your library. You may put that card on the bottom of your library.)');
    card('Test Owl', '{3}{U}', ['U'], ['Creature'], [1, 1], 'Flying\nWhen Test Owl enters the battlefield, scry 3.', ['Bird']);
    card('Test Starfish', '{1}{U}', ['U'], ['Creature'], [0, 3], '{T}: Scry 1.', ['Starfish']);
    card('Test Insight', '{U}', ['U'], ['Sorcery'], undefined, 'Draw a card.');
    card('Test Convoker', '{3}{W}', ['W'], ['Sorcery'], undefined, 'Convoke (Your creatures can help cast this spell. Each creature you tap while casting this spell pays for {1} or one mana of that creature\'s color.)\nCreate two 1/1 white Soldier creature tokens.');
    card('Test Convoke Bolt', '{2}{R}', ['R'], ['Instant'], undefined, 'Convoke\nTest Convoke Bolt deals 4 damage to any target.');
    card('Test Improviser', '{3}{U}', ['U'], ['Sorcery'], undefined, 'Improvise (Your artifacts can help cast this spell. Each artifact you tap after you\'re done activating mana abilities pays for {1}.)\nDraw two cards.');
    card('Test Reap', '{1}{B}', ['B'], ['Instant'], undefined, 'As an additional cost to cast Test Reap, sacrifice a creature.\nDraw two cards.');
    card('Test Splinters', '{B}', ['B'], ['Sorcery'], undefined, 'As an additional cost to cast this spell, sacrifice a creature.\nDestroy target creature.');
    card('Test Bones', '{2}{B}', ['B'], ['Sorcery'], undefined, 'Scry 2, then draw two cards. You lose 2 life.');
  });

  describe('Rules › scry (CR 701.22)', () => {
    it('reads "Scry N." as the last thing a spell or ability does, or followed by a draw, a loss of life or energy ("Scry 2, then draw two cards"), and writes it back', () => {
      assert.deepEqual(readRulesText('Target creature gets +3/+1 until end of turn. Scry 1.', 'X', { types: ['Instant'] }).abilities, [
        { kind: 'spell', target: { kind: 'creature' }, effects: [{ do: 'pump', what: 'target', power: 3, toughness: 1 }, { do: 'scry', amount: 1 }] },
      ]);
      assert.deepEqual(readRulesText('Scry 2, then draw two cards. You lose 2 life.', 'X', { types: ['Sorcery'] }).abilities, [
        { kind: 'spell', effects: [{ do: 'scry', amount: 2 }, { do: 'draw', amount: 2 }, { do: 'loseLife', amount: 2 }] },
      ]);
      assert.equal(readRulesText('Scry 1. Target creature gets +1/+1 until end of turn.', 'X', { types: ['Sorcery'] }).unread, 1, 'only a draw, a loss of life or energy may wait on the answers');
      assert.equal(readRulesText('At the beginning of your upkeep, scry 1.', 'X', { types: ['Enchantment'] }).unread, 1, 'the upkeep goes on into the draw: left by hand');
      assert.equal(readRulesText('Whenever X deals combat damage to a player, scry 2.', 'X', { types: ['Creature'] }).unread, 1, 'combat goes on: left by hand');
      assert.deepEqual(rulesText(named('Test Javelin')), ['Test Javelin deals 3 damage to any target. Scry 1.']);
      assert.deepEqual(rulesText(named('Test Starfish')), ['{T}: Scry 1.']);
    });

    it('CR 701.22a: after the spell, the card looked at waits in the question; kept on top it is the next card drawn', () => {
      const s = scenario({ hand: ['Test Javelin', 'Test Insight'], battlefield: ['Mountain', 'Island'], foes: ['Grizzly Bears'], library: ['Forest', 'Forest', 'Forest', 'Forest', 'Swamp'] });
      s.cast('Test Javelin', { target: s.foe().id });
      assert.ok(!s.has('Grizzly Bears'), 'the damage is dealt first');
      const prompt = s.state.prompt;
      assert.ok(prompt?.type === 'scry' && prompt.cards.length === 1);
      const looked = prompt.cards[0]!;
      assert.equal(s.state.you.library.cards.length, 4, 'the card looked at is out of the shuffled part while it waits');
      assert.deepEqual(s.legal(), [
        { type: 'scry', card: 0, to: 'top' },
        { type: 'scry', card: 0, to: 'bottom' },
      ]);
      s.refuse({ type: 'cast', card: s.handId('Test Insight') }, /answer-first/);
      s.act({ type: 'scry', card: 0, to: 'top' });
      assert.equal(s.state.prompt, null);
      assert.deepEqual(s.state.you.library.top, [looked]);
      s.cast('Test Insight');
      assert.ok(s.state.you.hand.some((c) => c.card === looked), 'the kept card is drawn');
      assert.equal(s.state.you.library.top, undefined, 'nothing is left on top');
    });

    it('CR 701.22a: scry 3 on entering: each card goes to the bottom or the top in the order chosen, the last kept on top', () => {
      const s = scenario({ hand: ['Test Owl'], battlefield: ['Island', 'Island', 'Island', 'Island'], foes: ['Grizzly Bears'], library: ['Forest', 'Mountain', 'Plains', 'Swamp'] });
      s.cast('Test Owl');
      const prompt = s.state.prompt;
      assert.ok(prompt?.type === 'scry' && prompt.cards.length === 3);
      const [a, b, c] = prompt.cards as [string, string, string];
      assert.equal(s.legal().length, 6, 'three cards, each to the top or the bottom');
      const view = magicCrawl.tableView(s.game, s.legal());
      assert.equal(view.actions.filter((x) => x.action.type === 'scry').length, 6);
      assert.equal(view.prompt?.kind, 'scry');
      s.refuse({ type: 'scry', card: 3, to: 'top' }, SCRY_RULE);
      s.act({ type: 'scry', card: 1, to: 'bottom' });
      assert.deepEqual(s.state.prompt, { type: 'scry', cards: [a, c] });
      s.act({ type: 'scry', card: 0, to: 'top' });
      s.act({ type: 'scry', card: 0, to: 'top' });
      assert.equal(s.state.prompt, null);
      assert.deepEqual(s.state.you.library.top, [c, a], 'the card kept last is on top');
      assert.deepEqual(s.state.you.library.bottom, [b]);
      assert.equal(s.state.you.library.cards.length, 1);
    });

    it('CR 701.22a: an ability "{T}: Scry 1." scries when it is activated; the computer answers with a legal choice', () => {
      const s = scenario({ battlefield: ['Test Starfish'], foes: ['Grizzly Bears'], library: ['Forest', 'Forest'] });
      s.act({ type: 'activate', card: s.id('Test Starfish'), ability: 0 });
      assert.equal(s.state.prompt?.type, 'scry');
      const choice = chooseAction(s.game, s.state.rng);
      assert.ok(s.isLegal(choice.action), `the bot chose ${JSON.stringify(choice.action)}`);
      s.act(choice.action);
      assert.equal(s.state.prompt, null);
    });

    it('CR 701.22a, 608.2c: "Scry 2, then draw two cards. You lose 2 life.": the draw and the loss wait until both cards are placed, and the draw takes the cards kept on top', () => {
      const s = scenario({ hand: ['Test Bones'], battlefield: ['Swamp', 'Swamp', 'Swamp'], foes: ['Grizzly Bears'], library: ['Forest', 'Forest', 'Forest', 'Mountain', 'Plains', 'Island'], life: 20 });
      s.cast('Test Bones');
      const prompt = s.state.prompt;
      assert.ok(prompt?.type === 'scry' && prompt.cards.length === 2);
      assert.deepEqual(prompt.then, { draw: 2, loseLife: 2 });
      const [a, b] = prompt.cards as [string, string];
      assert.equal(s.state.you.hand.length, 0, 'nothing drawn yet');
      s.act({ type: 'scry', card: 0, to: 'top' });
      assert.equal(s.life, 20, 'no life lost yet');
      s.act({ type: 'scry', card: 0, to: 'top' });
      assert.equal(s.state.prompt, null);
      assert.deepEqual(s.state.you.hand.map((c) => c.card).sort(), [a, b].sort(), 'the two kept cards are drawn');
      assert.equal(s.life, 18);
    });

    it('CR 701.22a: with an empty library there is nothing to look at, and no question', () => {
      const s = scenario({ hand: ['Test Javelin'], battlefield: ['Mountain'], foes: ['Grizzly Bears'], library: [] });
      s.cast('Test Javelin', { target: s.foe().id });
      assert.equal(s.state.prompt, null);
    });
  });

  describe('Rules › convoke (CR 702.51)', () => {
    it('reads "Convoke" (its reminder text dropped) as a rule of the card, and writes it back', () => {
      assert.deepEqual(readRulesText('Convoke', 'X', { types: ['Sorcery'] }).abilities, [{ kind: 'static', rule: { is: 'convoke' } }]);
      assert.deepEqual(rulesText(named('Test Convoker')), ['Create two 1/1 white Soldier creature tokens.', 'Convoke']);
    });

    it('CR 702.51a: with one Plains and three creatures, a summoning-sick one among them, the spell is cast and each creature is tapped', () => {
      const s = scenario({
        hand: ['Test Convoker'],
        battlefield: ['Plains', 'Grizzly Bears', { card: 'Savannah Lions', sick: true }, 'Llanowar Elves'],
        foes: ['Gray Ogre'],
      });
      assert.ok(s.isLegal({ type: 'cast', card: s.handId('Test Convoker') }), 'one land and creatures pay {3}{W}');
      s.cast('Test Convoker', { tap: [s.id('Plains'), s.id('Grizzly Bears'), s.id('Savannah Lions'), s.id('Llanowar Elves')] });
      assert.equal(s.state.battlefield.filter((p) => p.card.includes('Soldier')).length, 2);
      for (const name of ['Plains', 'Grizzly Bears', 'Savannah Lions', 'Llanowar Elves']) assert.ok(s.perm(name).tapped, `${name} is tapped`);
    });

    it('CR 702.51a: a creature pays {1} or mana of its colour, not another colour; and without convoke creatures pay nothing', () => {
      const s = scenario({ hand: ['Test Convoke Bolt', 'Test Insight'], battlefield: ['Island', 'Grizzly Bears', 'Llanowar Elves'], foes: ['Gray Ogre'] });
      // {2}{R}: no red source, and green creatures cannot make red.
      assert.ok(!s.legal().some((a) => a.type === 'cast' && a.card === s.handId('Test Convoke Bolt')));
      const t = scenario({ hand: ['Test Convoke Bolt'], battlefield: ['Mountain', 'Grizzly Bears', 'Runeclaw Bear'], foes: ['Gray Ogre'] });
      t.cast('Test Convoke Bolt', { target: t.foe().id });
      assert.ok(!t.has('Gray Ogre'), 'the Mountain pays {R} and the two Bears {2}');
      const u = scenario({ hand: ['Test Insight'], battlefield: ['Grizzly Bears'], foes: ['Gray Ogre'] });
      assert.ok(!u.legal().some((a) => a.type === 'cast'), 'a spell without convoke is not paid by creatures');
    });
  });

  describe('Rules › improvise (CR 702.126)', () => {
    it('reads "Improvise" as a rule of the card, and writes it back', () => {
      assert.deepEqual(readRulesText('Improvise', 'X', { types: ['Sorcery'] }).abilities, [{ kind: 'static', rule: { is: 'improvise' } }]);
      assert.deepEqual(rulesText(named('Test Improviser')), ['Draw two cards.', 'Improvise']);
    });

    it('CR 702.126a: untapped artifacts pay generic mana ({3} of {3}{U}), tapped as it is cast; never the coloured part, and creatures do not improvise', () => {
      const s = scenario({ hand: ['Test Improviser'], battlefield: ['Island', 'Ornithopter', 'Ornithopter', 'Ornithopter'], foes: ['Gray Ogre'] });
      s.cast('Test Improviser', { tap: [s.id('Island'), s.id('Ornithopter', 0), s.id('Ornithopter', 1), s.id('Ornithopter', 2)] });
      assert.equal(s.state.you.hand.length, 2, 'two cards drawn');
      assert.equal(s.state.battlefield.filter((p) => p.card === 'Ornithopter' && p.tapped).length, 3);
      const t = scenario({ hand: ['Test Improviser'], battlefield: ['Ornithopter', 'Ornithopter', 'Ornithopter', 'Ornithopter'], foes: ['Gray Ogre'] });
      assert.ok(!t.legal().some((a) => a.type === 'cast'), 'the {U} needs blue mana');
      const u = scenario({ hand: ['Test Improviser'], battlefield: ['Island', 'Grizzly Bears', 'Grizzly Bears', 'Grizzly Bears'], foes: ['Gray Ogre'] });
      assert.ok(!u.legal().some((a) => a.type === 'cast'), 'creatures are not artifacts');
    });
  });

  describe('Rules › "As an additional cost to cast ~, sacrifice a creature" (CR 601.2h)', () => {
    it('reads the line as a rule of the card, and writes it back', () => {
      assert.deepEqual(readRulesText('As an additional cost to cast ~, sacrifice a creature.', 'X', { types: ['Instant'] }).abilities, [{ kind: 'static', rule: { is: 'sacrifice-to-cast' } }]);
      assert.deepEqual(rulesText(named('Test Reap')), ['As an additional cost to cast Test Reap, sacrifice a creature.', 'Draw two cards.']);
    });

    it('CR 601.2h: the spell is offered once for each creature you control, and casting it sacrifices the one named', () => {
      const s = scenario({ hand: ['Test Reap'], battlefield: ['Swamp', 'Swamp', 'Grizzly Bears', 'Llanowar Elves'], foes: ['Gray Ogre'] });
      const casts = s.legal().filter((a) => a.type === 'cast');
      assert.deepEqual(casts.map((a) => (a.type === 'cast' ? a.sacrifice : undefined)).sort(), [s.id('Grizzly Bears'), s.id('Llanowar Elves')].sort());
      s.refuse({ type: 'cast', card: s.handId('Test Reap') }, 'magic.activate.sacrifice');
      s.refuse({ type: 'cast', card: s.handId('Test Reap'), sacrifice: s.id('Swamp') }, 'magic.activate.sacrifice');
      s.act({ type: 'cast', card: s.handId('Test Reap'), sacrifice: s.id('Grizzly Bears') });
      assert.ok(!s.has('Grizzly Bears'), 'the Bears are sacrificed');
      assert.ok(s.state.you.graveyard.some((c) => c.card === 'Grizzly Bears'));
      assert.equal(s.state.you.hand.length, 2, 'two cards drawn');
    });

    it('CR 601.2h: with no creature to sacrifice the spell cannot be cast; a spell without the cost takes no sacrifice', () => {
      const s = scenario({ hand: ['Test Splinters', 'Test Javelin'], battlefield: ['Swamp', 'Mountain'], foes: ['Gray Ogre'] });
      assert.ok(!s.legal().some((a) => a.type === 'cast' && a.card === s.handId('Test Splinters')));
      const t = scenario({ hand: ['Test Splinters', 'Test Javelin'], battlefield: ['Swamp', 'Mountain', 'Grizzly Bears'], foes: ['Gray Ogre'] });
      t.refuse({ type: 'cast', card: t.handId('Test Javelin'), target: t.foe().id, sacrifice: t.id('Grizzly Bears') }, 'magic.activate.sacrifice');
      t.act({ type: 'cast', card: t.handId('Test Splinters'), target: t.foe().id, sacrifice: t.id('Grizzly Bears') });
      assert.ok(!t.has('Gray Ogre') && !t.has('Grizzly Bears'));
    });
  });
});
