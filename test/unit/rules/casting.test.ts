import { strict as assert } from 'node:assert';
import { CASTING_RULES } from '../../../src/engine/magic/casting';
import { planPayment, PAYMENT_RULES } from '../../../src/engine/magic/payments';
import { mustParseManaCost } from '../../../src/engine/mana/cost';
import { scenario } from './scenario';
import { FLOW_RULES, crawlTable } from '../../../src/engine/variants/magic-crawl';

/** Playing lands, casting spells, activating abilities and paying for them. */

describe('Rules › lands', () => {
  it('CR 305.2: you play one land per turn', () => {
    const s = scenario({ hand: ['Forest', 'Forest', 'Mountain'] });
    assert.ok(s.isLegal({ type: 'playLand', card: s.id('Forest') }));
    s.act({ type: 'playLand', card: s.id('Forest') });
    assert.equal(s.perm('Forest').controller, 'you');
    assert.ok(!s.legal().some((a) => a.type === 'playLand'), 'no second land is offered');
    s.refuse({ type: 'playLand', card: s.handId('Mountain') }, CASTING_RULES.onePerTurn);
  });

  it('CR 305.2: the land drop comes back next turn', () => {
    const s = scenario({ hand: ['Forest', 'Mountain'], landPlayed: true, kind: 'preparation', roundsLeft: 1 });
    s.refuse({ type: 'playLand', card: s.handId('Forest') }, CASTING_RULES.onePerTurn);
    s.act({ type: 'endTurn' });
    assert.equal(s.where, 'turn/main1');
    s.act({ type: 'playLand', card: s.handId('Forest') });
  });

  it('CR 305.1: a land is played only in your main phase, not while the foe attacks', () => {
    const s = scenario({ hand: ['Forest'], foes: ['Grizzly Bears'], foeAttacks: true });
    assert.ok(!s.legal().some((a) => a.type === 'playLand'));
    s.refuse({ type: 'playLand', card: s.handId('Forest') }, CASTING_RULES.land);
  });

  it('CR 305.1: a land is played, not cast; and only a land can be played', () => {
    const s = scenario({ hand: ['Forest', 'Grizzly Bears'] });
    s.refuse({ type: 'cast', card: s.handId('Forest') }, CASTING_RULES.land);
    s.refuse({ type: 'playLand', card: s.handId('Grizzly Bears') }, CASTING_RULES.notALand);
  });

  it('CR 106.1 / 305.6: a basic land taps for one mana of its colour, the turn it is played', () => {
    const s = scenario({ hand: ['Mountain', 'Lightning Bolt'], foes: ['Raging Goblin'] });
    s.act({ type: 'playLand', card: s.handId('Mountain') });
    s.cast('Lightning Bolt', { target: s.foe().id });
    assert.equal(s.perm('Mountain').tapped, true);
    assert.equal(s.state.encounter, null);
  });
});

describe('Rules › timing', () => {
  it('CR 307.1: a sorcery is cast in your main phase, not in combat, the end step or the foe\'s turn', () => {
    const s = scenario({ hand: ['Divination'], battlefield: ['Island', 'Island', 'Island'] });
    assert.ok(s.legal().some((a) => a.type === 'cast'));
    s.act({ type: 'pass' });
    assert.equal(s.where, 'turn/end');
    assert.ok(!s.legal().some((a) => a.type === 'cast'));
    s.refuse({ type: 'cast', card: s.handId('Divination') }, CASTING_RULES.sorcerySpeed);
    const f = scenario({ hand: ['Divination'], battlefield: ['Island', 'Island', 'Island'], foes: ['Grizzly Bears'], foeAttacks: true });
    f.refuse({ type: 'cast', card: f.handId('Divination') }, CASTING_RULES.sorcerySpeed);
  });

  it('CR 307.1 / 302.1: creatures and Auras are cast at sorcery speed too', () => {
    const s = scenario({ hand: ['Grizzly Bears', 'Holy Strength'], battlefield: ['Forest', 'Forest', 'Plains', 'Llanowar Elves'], foes: ['Gray Ogre'], foeAttacks: true });
    s.refuse({ type: 'cast', card: s.handId('Grizzly Bears') }, CASTING_RULES.sorcerySpeed);
    s.refuse({ type: 'cast', card: s.handId('Holy Strength'), target: s.id('Llanowar Elves') }, CASTING_RULES.sorcerySpeed);
  });

  it('CR 304.1: an instant is cast while the foe attacks: Giant Growth saves a blocker', () => {
    const s = scenario({ hand: ['Giant Growth'], battlefield: ['Forest', 'Grizzly Bears'], foes: ['Centaur Courser'], foeAttacks: true });
    s.act({ type: 'block', creature: s.id('Grizzly Bears'), attacker: s.foe().id });
    s.cast('Giant Growth', { target: s.id('Grizzly Bears') });
    s.act({ type: 'pass' });
    assert.ok(s.has('Grizzly Bears'), 'a 5/5 survives 3 damage');
    assert.ok(!s.has('Centaur Courser'), 'and deals 5 to the 3/3');
  });

  it('CR 304.1: an instant is cast in the end step of your turn too', () => {
    const s = scenario({ hand: ['Angel\'s Mercy'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains'], life: 10 });
    s.act({ type: 'pass' });
    assert.equal(s.where, 'turn/end');
    s.cast("Angel's Mercy");
    assert.equal(s.life, 17);
  });

  it('Magic Crawl: nothing is cast while travelling, or before the opening hand is kept', () => {
    const s = scenario({ hand: ['Lightning Bolt'], battlefield: ['Mountain'], phase: { type: 'travel' } });
    assert.ok(!s.legal().some((a) => a.type === 'cast'));
    s.refuse({ type: 'cast', card: s.handId('Lightning Bolt'), target: 'you' }, CASTING_RULES.timing);
  });
});

describe('Rules › summoning sickness and abilities', () => {
  it('CR 302.6: a creature cannot use a {T} ability the turn it comes under your control', () => {
    const s = scenario({ hand: ['Prodigal Sorcerer'], battlefield: ['Island', 'Island', 'Island'], foes: ['Zephyr Sprite'] });
    s.cast('Prodigal Sorcerer');
    assert.ok(!s.legal().some((a) => a.type === 'activate'));
    s.refuse({ type: 'activate', card: s.id('Prodigal Sorcerer'), ability: 0, target: s.foe().id }, CASTING_RULES.sick);
  });

  it('CR 302.6: once it has been yours since your turn began, it can: Prodigal Sorcerer pings the foe', () => {
    const s = scenario({ battlefield: ['Prodigal Sorcerer'], foes: ['Zephyr Sprite'] });
    s.act({ type: 'activate', card: s.id('Prodigal Sorcerer'), ability: 0, target: s.foe().id });
    assert.equal(s.perm('Prodigal Sorcerer').tapped, true, 'the {T} cost taps it');
    assert.equal(s.state.encounter, null, 'the 1/1 foe took 1 damage');
    s.refuse({ type: 'activate', card: s.id('Prodigal Sorcerer'), ability: 0, target: 'you' }, CASTING_RULES.tapped);
  });

  it('CR 302.6: a mana creature that just arrived cannot tap for mana', () => {
    const s = scenario({ hand: ['Llanowar Elves', 'Grizzly Bears'], battlefield: ['Forest'] });
    s.cast('Llanowar Elves');
    assert.ok(!s.legal().some((a) => a.type === 'cast'), 'one Forest (tapped) and a summoning-sick Elf cannot pay {1}{G}');
    s.refuse({ type: 'cast', card: s.handId('Grizzly Bears') }, PAYMENT_RULES.cannotPay);
  });

  it('CR 605.1a: a mana creature under your control since the turn began pays like a land', () => {
    const s = scenario({ hand: ['Grizzly Bears'], battlefield: ['Forest', 'Llanowar Elves'] });
    s.cast('Grizzly Bears');
    assert.equal(s.perm('Llanowar Elves').tapped, true);
    assert.equal(s.perm('Forest').tapped, true);
  });

  it('CR 602.2: an activated ability with a mana cost can be activated again and again: Looming Shade', () => {
    const s = scenario({ battlefield: ['Looming Shade', 'Swamp', 'Swamp', 'Swamp'] });
    for (let i = 0; i < 3; i++) s.act({ type: 'activate', card: s.id('Looming Shade'), ability: 0 });
    assert.deepEqual(s.perm('Looming Shade').pumped, { power: 3, toughness: 3, keywords: [] });
    assert.ok(!s.legal().some((a) => a.type === 'activate'), 'no black mana is left');
  });

  it('CR 602.1: only permanents you control have abilities you can activate', () => {
    const s = scenario({ battlefield: ['Island'], foes: ['Zephyr Sprite'] });
    s.refuse({ type: 'activate', card: s.foe().id, ability: 0 }, CASTING_RULES.notYours);
    s.refuse({ type: 'activate', card: s.id('Island'), ability: 0 }, CASTING_RULES.noAbility);
  });
});

describe('Rules › mana costs', () => {
  it('CR 107.4b/c: {1}{G} is paid with a Forest and one more mana of any colour', () => {
    const s = scenario({ hand: ['Runeclaw Bear'], battlefield: ['Forest', 'Island'] });
    s.cast('Runeclaw Bear');
    assert.ok(s.perm('Forest').tapped && s.perm('Island').tapped);
    assert.match(s.said, /Cast Runeclaw Bear \(tapped (Forest, Island|Island, Forest)\)/);
  });

  it('CR 107.4b: a coloured symbol needs mana of its colour: two Islands cannot pay {1}{G}', () => {
    const s = scenario({ hand: ['Runeclaw Bear'], battlefield: ['Island', 'Island'] });
    assert.ok(!s.legal().some((a) => a.type === 'cast'));
    s.refuse({ type: 'cast', card: s.handId('Runeclaw Bear') }, PAYMENT_RULES.cannotPay);
  });

  it('CR 107.4b: {1}{U}{U} needs two blue', () => {
    const s = scenario({ hand: ['Wall of Air'], battlefield: ['Island', 'Mountain', 'Mountain'] });
    s.refuse({ type: 'cast', card: s.handId('Wall of Air') }, PAYMENT_RULES.cannotPay);
    const t = scenario({ hand: ['Wall of Air'], battlefield: ['Island', 'Island', 'Mountain'] });
    t.cast('Wall of Air');
    assert.ok(t.has('Wall of Air'));
  });

  it('CR 107.3: X is chosen as the spell is cast, and paid as generic mana: Mind Spring for X = 2 draws two', () => {
    const s = scenario({ hand: ['Mind Spring'], battlefield: ['Island', 'Island', 'Island', 'Island', 'Island'], library: ['Forest', 'Forest', 'Forest'] });
    const xs = s.legal().flatMap((a) => (a.type === 'cast' ? [a.x] : []));
    assert.deepEqual(xs, [1, 2, 3], 'five Islands pay {U}{U} and X up to 3');
    s.refuse({ type: 'cast', card: s.handId('Mind Spring') }, CASTING_RULES.x);
    s.refuse({ type: 'cast', card: s.handId('Mind Spring'), x: 4 }, PAYMENT_RULES.cannotPay);
    s.cast('Mind Spring', { x: 2 });
    assert.deepEqual(s.hand, ['Forest', 'Forest']);
    assert.equal(s.state.battlefield.filter((p) => p.tapped).length, 4);
    assert.match(s.said, /Cast Mind Spring with X = 2/);
  });

  it('CR 107.3: X on a spell without X in its cost is refused', () => {
    const s = scenario({ hand: ['Divination'], battlefield: ['Island', 'Island', 'Island'] });
    s.refuse({ type: 'cast', card: s.handId('Divination'), x: 1 }, CASTING_RULES.x);
  });

  it('CR 107.4e: a hybrid symbol {G/W} is paid with either colour (no card of the pool has one: checked on the table\'s mana sources)', () => {
    const cost = mustParseManaCost('{1}{G/W}');
    for (const [lands, ok] of [
      [['Plains', 'Island'], true],
      [['Forest', 'Island'], true],
      [['Island', 'Mountain'], false],
    ] as const) {
      const s = scenario({ battlefield: [...lands] });
      const paid = planPayment(crawlTable(s.state), 'you', cost, 0, { what: 'the spell' });
      assert.equal(paid.kind === 'paid', ok, `${lands.join(' + ')}: ${JSON.stringify(paid)}`);
    }
  });

  it('CR 601.2h: you may name the sources yourself; they must pay the cost exactly', () => {
    const s = scenario({ hand: ['Runeclaw Bear'], battlefield: ['Forest', 'Forest', 'Mountain'] });
    const [f1, f2] = [s.id('Forest', 0), s.id('Forest', 1)];
    s.refuse({ type: 'cast', card: s.handId('Runeclaw Bear'), tap: [f1] }, PAYMENT_RULES.wrongSources);
    s.refuse({ type: 'cast', card: s.handId('Runeclaw Bear'), tap: [f1, f2, s.id('Mountain')] }, PAYMENT_RULES.wrongSources);
    s.cast('Runeclaw Bear', { tap: [f1, s.id('Mountain')] });
    assert.equal(s.perm('Forest', 1).tapped, false);
  });
});

describe('Rules › automatic payment', () => {
  it('pays by itself, keeping what the rest of your hand needs: no question when one way keeps every other card castable', () => {
    // {1}{G} from Forest, Forest, Mountain: leaving the Mountain keeps Lightning Bolt castable; leaving a Forest would not.
    const s = scenario({ hand: ['Runeclaw Bear', 'Lightning Bolt'], battlefield: ['Forest', 'Forest', 'Mountain'] });
    s.cast('Runeclaw Bear');
    assert.equal(s.state.prompt, null);
    assert.equal(s.perm('Mountain').tapped, false);
    assert.ok(s.isLegal({ type: 'cast', card: s.handId('Lightning Bolt'), target: 'you' }));
  });

  it('pays by itself when no choice leaves different mana: two Forests for {1}{G}', () => {
    const s = scenario({ hand: ['Runeclaw Bear', 'Lightning Bolt', 'Holy Strength'], battlefield: ['Forest', 'Forest'] });
    s.cast('Runeclaw Bear');
    assert.equal(s.state.prompt, null);
  });

  it('taps a land before a mana creature that makes the same mana, so the creature can still fight: Llanowar Elves stays untapped', () => {
    // The Elves come first on the battlefield, so only the lands-first order keeps them untapped.
    const s = scenario({ hand: ['Giant Growth'], battlefield: ['Llanowar Elves', 'Forest'] });
    s.act({ type: 'cast', card: s.handId('Giant Growth'), target: s.id('Llanowar Elves') });
    assert.equal(s.perm('Forest').tapped, true, 'the Forest pays');
    assert.equal(s.perm('Llanowar Elves').tapped, false, 'the Elves stay ready to attack or block');
  });

  it('asks how to pay when the choice matters: which of Plains or Mountain stays untapped decides what you can cast next', () => {
    const s = scenario({ hand: ['Runeclaw Bear', 'Lightning Bolt', 'Holy Strength'], battlefield: ['Forest', 'Plains', 'Mountain'] });
    s.cast('Runeclaw Bear');
    const prompt = s.state.prompt;
    assert.equal(prompt?.type, 'pay');
    assert.equal(s.said, 'Choosing how to pay for Runeclaw Bear (2 ways)');
    assert.ok(s.hand.includes('Runeclaw Bear'), 'nothing is cast or tapped while the question is open');
    assert.ok(s.state.battlefield.every((p) => !p.tapped));
    assert.deepEqual(s.legal(), [{ type: 'pay', option: 0 }, { type: 'pay', option: 1 }, { type: 'cancel' }]);
    s.refuse({ type: 'pass' }, FLOW_RULES.prompt);
    s.refuse({ type: 'playLand', card: 999 }, FLOW_RULES.prompt);
    const options = prompt!.type === 'pay' ? prompt!.options : [];
    const keepMountain = options.findIndex((o) => !o.includes(s.id('Mountain')));
    assert.ok(keepMountain >= 0);
    s.act({ type: 'pay', option: keepMountain });
    assert.equal(s.state.prompt, null);
    assert.ok(s.has('Runeclaw Bear'));
    assert.equal(s.perm('Mountain').tapped, false);
    assert.equal(s.perm('Plains').tapped, true);
    s.refuse({ type: 'pay', option: 0 }, 'magic.prompt.none');
  });

  it('cancel takes the spell back: it stays in hand and nothing is tapped', () => {
    const s = scenario({ hand: ['Runeclaw Bear', 'Lightning Bolt', 'Holy Strength'], battlefield: ['Forest', 'Plains', 'Mountain'] });
    const before = s.state;
    s.cast('Runeclaw Bear');
    s.act({ type: 'cancel' });
    assert.equal(s.said, 'Took back Runeclaw Bear');
    assert.equal(s.state.prompt, null);
    assert.deepEqual(s.state.you, before.you);
    assert.deepEqual(s.state.battlefield, before.battlefield);
    s.refuse({ type: 'cancel' }, 'magic.prompt.none');
  });

  it('an option out of range is refused', () => {
    const s = scenario({ hand: ['Runeclaw Bear', 'Lightning Bolt', 'Holy Strength'], battlefield: ['Forest', 'Plains', 'Mountain'] });
    s.cast('Runeclaw Bear');
    s.refuse({ type: 'pay', option: 2 }, 'magic.prompt.option');
  });

  it('CR 601.2g: a source paying for its own {T} ability is not also tapped for mana (Rod of Ruin\'s {3},{T})', () => {
    const s = scenario({ battlefield: ['Rod of Ruin', 'Mountain', 'Mountain'], foes: ['Raging Goblin'] });
    assert.ok(!s.legal().some((a) => a.type === 'activate'), 'two lands cannot pay {3}');
    const t = scenario({ battlefield: ['Rod of Ruin', 'Mountain', 'Mountain', 'Mountain'], foes: ['Raging Goblin'] });
    t.act({ type: 'activate', card: t.id('Rod of Ruin'), ability: 0, target: t.foe().id });
    assert.equal(t.state.encounter, null);
  });
});
