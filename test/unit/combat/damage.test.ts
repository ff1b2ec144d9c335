import { strict as assert } from 'node:assert';
import { assignInOrder, COMBAT_RULES, lethalDamage, resolveCombatDamage } from '../../../src/engine/combat';
import { allEvents, card, dealt, make, resolve, stepEvents, survivor } from './helpers';

/**
 * The combat damage step, one rule at a time. Encounter creatures attack the
 * player ('player' target); the player's creatures attack an encounter
 * creature directly (its id), as Magic Crawl has no opponent.
 */
describe('combat damage (CR 510)', () => {
  describe('the basics', () => {
    it('CR 510.1b: an unblocked attacker deals damage equal to its power to the player it attacks', () => {
      const wurm = card(1, 'Craw Wurm', 'encounter');
      const out = resolve({ combatants: [wurm], attacks: new Map([[1, 'player']]), blocks: new Map() });
      assert.equal(out.life.player, 14);
      assert.deepEqual(out.steps.map((s) => s.step), ['regular']);
      assert.deepEqual(out.steps[0]!.events, [
        { type: 'damageDealt', source: 1, to: { kind: 'player', side: 'player' }, amount: 6 },
        { type: 'lifeLost', side: 'player', amount: 6, source: 1 },
      ]);
    });

    it('Magic Crawl: an unblocked creature of the player deals its damage to the encounter creature it attacks', () => {
      const bears = card(1, 'Grizzly Bears', 'player');
      const ogre = card(2, 'Gray Ogre', 'encounter');
      const out = resolve({ combatants: [bears, ogre], attacks: new Map([[1, 2]]), blocks: new Map() });
      assert.deepEqual(out.destroyed, [2], 'CR 704.5g: 2 damage on a 2/2 is lethal');
      assert.equal(dealt(allEvents(out), 2), 0, 'an attacked creature that does not block deals no combat damage');
      assert.equal(out.life.player, 20);
      assert.deepEqual(out.combatants, [bears]);
    });

    it('CR 510.1c-d, 510.2: attacker and blocker deal their damage at the same time, so both can die', () => {
      const minotaur = card(1, 'Canyon Minotaur', 'encounter');
      const courser = card(2, 'Centaur Courser', 'player');
      const out = resolve({ combatants: [minotaur, courser], attacks: new Map([[1, 'player']]), blocks: new Map([[2, 1]]) });
      assert.deepEqual(out.destroyed.slice().sort(), [1, 2]);
      assert.equal(out.life.player, 20, 'a blocked creature without trample deals no damage to the player');
      assert.equal(dealt(allEvents(out), 1, 2), 3);
      assert.equal(dealt(allEvents(out), 2, 1), 3);
    });

    it('CR 120.6: damage stays marked; a creature that survives leaves with it', () => {
      const bears = card(1, 'Grizzly Bears', 'encounter');
      const spider = card(2, 'Giant Spider', 'player');
      const out = resolve({ combatants: [bears, spider], attacks: new Map([[1, 'player']]), blocks: new Map([[2, 1]]) });
      assert.deepEqual(out.destroyed, [1]);
      assert.equal(survivor(out, 2)!.damage, 2);
    });

    it('CR 510.1c: damage already marked counts towards lethal damage', () => {
      const rhino = card(1, 'Stampeding Rhino', 'encounter');
      const hurt = make(2, 'Hurt Wall', 'player', 0, 3, { damage: 2 });
      const out = resolve({ combatants: [rhino, hurt], attacks: new Map([[1, 'player']]), blocks: new Map([[2, 1]]) });
      assert.equal(dealt(allEvents(out), 1, 2), 1);
      assert.equal(out.life.player, 17, 'CR 702.19b: the other 3 trample over');
    });

    it('CR 510.1a: a creature with 0 power assigns no combat damage', () => {
      const zero = make(1, 'Shrunk Beast', 'encounter', 0, 3);
      const bears = card(2, 'Grizzly Bears', 'player');
      const out = resolve({ combatants: [zero, bears], attacks: new Map([[1, 'player']]), blocks: new Map([[2, 1]]) });
      assert.equal(dealt(allEvents(out), 1), 0);
      assert.equal(survivor(out, 1)!.damage, 2);
    });
  });

  describe('first strike and double strike', () => {
    it('CR 702.7b: a first striker kills its blocker before the blocker deals damage', () => {
      const archers = card(1, 'Elvish Archers', 'encounter'); // 2/1 first strike
      const bears = card(2, 'Grizzly Bears', 'player');
      const out = resolve({ combatants: [archers, bears], attacks: new Map([[1, 'player']]), blocks: new Map([[2, 1]]) });
      assert.deepEqual(out.steps.map((s) => s.step), ['first-strike', 'regular']);
      assert.deepEqual(stepEvents(out, 'first-strike'), [
        { type: 'damageDealt', source: 1, to: { kind: 'creature', id: 2 }, amount: 2 },
        { type: 'destroyed', id: 2, cause: 'lethal-damage' },
      ]);
      assert.deepEqual(stepEvents(out, 'regular'), [], 'CR 506.4: a destroyed creature deals no regular damage');
      assert.equal(survivor(out, 1)!.damage, 0);
    });

    it('CR 702.7b: a creature with first strike deals damage only in the first-strike step', () => {
      const knight = make(1, 'Lancer', 'encounter', 2, 3, { keywords: ['first-strike'] });
      const turtle = card(2, 'Horned Turtle', 'player'); // 1/4
      const out = resolve({ combatants: [knight, turtle], attacks: new Map([[1, 'player']]), blocks: new Map([[2, 1]]) });
      assert.equal(dealt(stepEvents(out, 'first-strike'), 1), 2);
      assert.equal(dealt(stepEvents(out, 'regular'), 1), 0);
      assert.equal(dealt(stepEvents(out, 'regular'), 2, 1), 1, 'the blocker without first strike deals its damage in the regular step');
      assert.equal(survivor(out, 2)!.damage, 2);
    });

    it('CR 702.4b: an unblocked double striker deals its damage in both steps', () => {
      const duelist = make(1, 'Duelist', 'encounter', 2, 2, { keywords: ['double-strike'] });
      const out = resolve({ combatants: [duelist], attacks: new Map([[1, 'player']]), blocks: new Map() });
      assert.equal(dealt(stepEvents(out, 'first-strike'), 1, 'player'), 2);
      assert.equal(dealt(stepEvents(out, 'regular'), 1, 'player'), 2);
      assert.equal(out.life.player, 16);
    });

    it('CR 702.4b vs 702.7b: double strike meets first strike; both deal first, only the double striker deals again', () => {
      const duelist = make(1, 'Duelist', 'player', 3, 3, { keywords: ['double-strike'] });
      const guard = make(2, 'Guard', 'encounter', 2, 4, { keywords: ['first-strike'] });
      const out = resolve({ combatants: [duelist, guard], attacks: new Map([[1, 2]]), blocks: new Map([[2, 1]]) });
      const first = stepEvents(out, 'first-strike');
      assert.equal(dealt(first, 1, 2), 3);
      assert.equal(dealt(first, 2, 1), 2);
      const regular = stepEvents(out, 'regular');
      assert.equal(dealt(regular, 1, 2), 3);
      assert.equal(dealt(regular, 2), 0);
      assert.deepEqual(out.destroyed, [2]);
      assert.equal(survivor(out, 1)!.damage, 2);
    });

    it('CR 702.7b: a first striker that fails to kill its blocker is hit back in the regular step', () => {
      const spearhunter = card(1, 'Viashino Spearhunter', 'encounter'); // 2/1 first strike
      const minotaur = card(2, 'Hurloon Minotaur', 'player'); // 2/3
      const out = resolve({ combatants: [spearhunter, minotaur], attacks: new Map([[1, 'player']]), blocks: new Map([[2, 1]]) });
      assert.deepEqual(stepEvents(out, 'first-strike').map((e) => e.type), ['damageDealt']);
      assert.deepEqual(out.destroyed, [1]);
      assert.equal(survivor(out, 2)!.damage, 2);
    });

    it('CR 510.1c, 509.1h: a blocked double striker whose blocker died first deals no regular damage without trample', () => {
      const duelist = make(1, 'Duelist', 'encounter', 3, 3, { keywords: ['double-strike'] });
      const chump = card(2, 'Zephyr Sprite', 'player');
      const out = resolve({ combatants: [duelist, chump], attacks: new Map([[1, 'player']]), blocks: new Map([[2, 1]]) });
      assert.deepEqual(out.destroyed, [2]);
      assert.deepEqual(stepEvents(out, 'regular'), []);
      assert.equal(out.life.player, 20);
    });

    it('CR 510.1b: when the attacked creature is destroyed in the first-strike step, the other attackers hit nothing', () => {
      const archers = card(1, 'Elvish Archers', 'player'); // 2/1 first strike
      const bears = card(2, 'Grizzly Bears', 'player');
      const lions = card(3, 'Savannah Lions', 'encounter'); // 2/1
      const out = resolve({ combatants: [archers, bears, lions], attacks: new Map([[1, 3], [2, 3]]), blocks: new Map() });
      assert.deepEqual(out.destroyed, [3]);
      assert.deepEqual(stepEvents(out, 'regular'), []);
    });
  });

  describe('trample', () => {
    it('CR 702.19b trample: excess over lethal goes to the player', () => {
      const rhino = card(1, 'Stampeding Rhino', 'encounter'); // 4/4 trample
      const bears = card(2, 'Grizzly Bears', 'player');
      const out = resolve({ combatants: [rhino, bears], attacks: new Map([[1, 'player']]), blocks: new Map([[2, 1]]) });
      assert.equal(dealt(allEvents(out), 1, 2), 2);
      assert.equal(dealt(allEvents(out), 1, 'player'), 2);
      assert.equal(out.life.player, 18);
    });

    it('CR 702.19b trample (Magic Crawl): excess goes on to the attacked encounter creature', () => {
      const mammoth = card(1, 'War Mammoth', 'player'); // 3/3 trample
      const lions = card(2, 'Savannah Lions', 'encounter'); // 2/1, blocks
      const ogre = card(3, 'Gray Ogre', 'encounter'); // 2/2, attacked
      const out = resolve({ combatants: [mammoth, lions, ogre], attacks: new Map([[1, 3]]), blocks: new Map([[2, 1]]) });
      assert.equal(dealt(allEvents(out), 1, 2), 1);
      assert.equal(dealt(allEvents(out), 1, 3), 2);
      assert.deepEqual(out.destroyed.slice().sort(), [2, 3]);
    });

    it('CR 702.19b: without trample, damage beyond lethal stays on the blockers and none reaches the player', () => {
      const wurm = card(1, 'Craw Wurm', 'encounter'); // 6/4
      const bears = card(2, 'Grizzly Bears', 'player');
      const out = resolve({ combatants: [wurm, bears], attacks: new Map([[1, 'player']]), blocks: new Map([[2, 1]]) });
      assert.equal(dealt(allEvents(out), 1, 2), 6);
      assert.equal(out.life.player, 20);
    });

    it('CR 702.19b: trample assigns lethal ignoring prevention, so protection does not stop the excess', () => {
      const rhino = card(1, 'Stampeding Rhino', 'encounter'); // green
      const warded = make(2, 'Green Ward Knight', 'player', 2, 2, { keywords: ['protection-from-green'] });
      const out = resolve({ combatants: [rhino, warded], attacks: new Map([[1, 'player']]), blocks: new Map([[2, 1]]) });
      assert.deepEqual(allEvents(out).filter((e) => e.type === 'damagePrevented'), [
        { type: 'damagePrevented', source: 1, to: { kind: 'creature', id: 2 }, amount: 2, by: 'protection-from-green' },
      ]);
      assert.equal(out.life.player, 18);
      assert.equal(survivor(out, 2)!.damage, 0);
    });

    it('CR 702.19d + 702.4b: a double striker with trample whose blocker died first assigns all regular damage to the player', () => {
      const beast = make(1, 'Raging Beast', 'encounter', 3, 3, { keywords: ['double-strike', 'trample'] });
      const bears = card(2, 'Grizzly Bears', 'player');
      const out = resolve({ combatants: [beast, bears], attacks: new Map([[1, 'player']]), blocks: new Map([[2, 1]]) });
      assert.equal(dealt(stepEvents(out, 'first-strike'), 1, 'player'), 1);
      assert.equal(dealt(stepEvents(out, 'regular'), 1, 'player'), 3);
      assert.equal(out.life.player, 16);
    });

    it('CR 702.19b + 702.12b: a surviving indestructible blocker already has lethal damage, so the second strike all tramples over', () => {
      const beast = make(1, 'Raging Beast', 'encounter', 3, 3, { keywords: ['double-strike', 'trample'] });
      const golem = make(2, 'Darksteel Wall', 'player', 0, 2, { keywords: ['indestructible'] });
      const out = resolve({ combatants: [beast, golem], attacks: new Map([[1, 'player']]), blocks: new Map([[2, 1]]) });
      assert.equal(dealt(stepEvents(out, 'first-strike'), 1, 2), 2);
      assert.equal(dealt(stepEvents(out, 'regular'), 1, 2), 0);
      assert.equal(out.life.player, 20 - 1 - 3);
      assert.equal(survivor(out, 2)!.damage, 2);
    });

    it('CR 510.1c: lethal damage counts what other creatures assign the same creature in the same step', () => {
      // The encounter Ogre is attacked by the Bears and blocks the Mammoth, which attacks the Lions.
      const bears = card(1, 'Grizzly Bears', 'player');
      const mammoth = card(2, 'War Mammoth', 'player'); // 3/3 trample
      const ogre = card(3, 'Gray Ogre', 'encounter'); // 2/2
      const lions = card(4, 'Savannah Lions', 'encounter'); // 2/1
      const out = resolve({ combatants: [bears, mammoth, ogre, lions], attacks: new Map([[1, 3], [2, 4]]), blocks: new Map([[3, 2]]) });
      assert.equal(dealt(allEvents(out), 2, 3), 0, 'the Bears already assign the Ogre lethal damage');
      assert.equal(dealt(allEvents(out), 2, 4), 3);
      assert.deepEqual(out.destroyed.slice().sort(), [3, 4]);
    });
  });

  describe('deathtouch', () => {
    it('CR 702.2b deathtouch: any damage from a deathtouch source destroys the creature', () => {
      const wurm = card(1, 'Craw Wurm', 'encounter'); // 6/4
      const recluse = card(2, 'Deadly Recluse', 'player'); // 1/2 deathtouch reach
      const out = resolve({ combatants: [wurm, recluse], attacks: new Map([[1, 'player']]), blocks: new Map([[2, 1]]) });
      assert.ok(allEvents(out).some((e) => e.type === 'destroyed' && e.id === 1 && e.cause === 'deathtouch'));
      assert.ok(out.destroyed.includes(2));
    });

    it('CR 702.2c deathtouch + trample: 1 damage is lethal, so the rest goes to the player', () => {
      const stalker = make(1, 'Venom Stalker', 'encounter', 5, 5, { keywords: ['deathtouch', 'trample'] });
      const a = card(2, 'Siege Mastodon', 'player'); // 3/5
      const b = card(3, 'Horned Turtle', 'player'); // 1/4
      const out = resolve({ combatants: [stalker, a, b], attacks: new Map([[1, 'player']]), blocks: new Map([[2, 1], [3, 1]]) });
      assert.equal(dealt(allEvents(out), 1, 2), 1);
      assert.equal(dealt(allEvents(out), 1, 3), 1);
      assert.equal(dealt(allEvents(out), 1, 'player'), 3);
      assert.deepEqual(out.destroyed.slice().sort(), [2, 3]);
    });

    it('CR 702.2b: deathtouch damage that protection prevents destroys nothing', () => {
      const recluse = card(1, 'Deadly Recluse', 'encounter'); // green
      const warded = make(2, 'Green Ward Knight', 'player', 2, 2, { keywords: ['protection-from-green'] });
      const out = resolve({ combatants: [recluse, warded], attacks: new Map([[1, 'player']]), blocks: new Map([[2, 1]]) });
      assert.equal(survivor(out, 2)?.damage, 0);
      assert.deepEqual(out.destroyed, [1]);
    });
  });

  describe('indestructible', () => {
    it('CR 702.12b: an indestructible blocker is not destroyed by deathtouch', () => {
      const recluse = card(1, 'Deadly Recluse', 'encounter');
      const golem = make(2, 'Darksteel Golem', 'player', 3, 3, { keywords: ['indestructible'] });
      const out = resolve({ combatants: [recluse, golem], attacks: new Map([[1, 'player']]), blocks: new Map([[2, 1]]) });
      assert.deepEqual(out.destroyed, [1]);
      assert.equal(survivor(out, 2)!.damage, 1);
    });

    it('CR 702.12b: an indestructible creature is not destroyed by lethal damage either', () => {
      const wurm = card(1, 'Craw Wurm', 'encounter');
      const golem = make(2, 'Darksteel Golem', 'player', 1, 3, { keywords: ['indestructible'] });
      const out = resolve({ combatants: [wurm, golem], attacks: new Map([[1, 'player']]), blocks: new Map([[2, 1]]) });
      assert.deepEqual(out.destroyed, []);
      assert.equal(survivor(out, 2)!.damage, 6);
    });
  });

  describe('lifelink', () => {
    it('CR 702.15b lifelink: damage dealt gains its controller that much life', () => {
      const child = card(1, 'Child of Night', 'player'); // 2/1 lifelink
      const turtle = card(2, 'Horned Turtle', 'encounter');
      const out = resolve({ combatants: [child, turtle], attacks: new Map([[1, 2]]), blocks: new Map(), life: { player: 10, encounter: 0 } });
      assert.equal(out.life.player, 12);
      assert.deepEqual(allEvents(out).filter((e) => e.type === 'lifeGained'), [{ type: 'lifeGained', side: 'player', amount: 2, source: 1 }]);
    });

    it('CR 702.15b + 702.4b: a double striker with lifelink gains life in each step', () => {
      const paladin = make(1, 'Paladin', 'player', 2, 2, { keywords: ['double-strike', 'lifelink'] });
      const mastodon = card(2, 'Siege Mastodon', 'encounter'); // 3/5, attacked
      const out = resolve({ combatants: [paladin, mastodon], attacks: new Map([[1, 2]]), blocks: new Map(), life: { player: 10, encounter: 0 } });
      for (const step of ['first-strike', 'regular'] as const) {
        assert.deepEqual(stepEvents(out, step).filter((e) => e.type === 'lifeGained'), [{ type: 'lifeGained', side: 'player', amount: 2, source: 1 }]);
      }
      assert.equal(out.life.player, 14);
    });

    it('CR 702.15b: a lifelink trampler gains once for all the damage it dealt at the same time', () => {
      const leech = make(1, 'Leech Beast', 'encounter', 5, 5, { keywords: ['lifelink', 'trample'] });
      const bears = card(2, 'Grizzly Bears', 'player');
      const out = resolve({ combatants: [leech, bears], attacks: new Map([[1, 'player']]), blocks: new Map([[2, 1]]), life: { player: 20, encounter: 0 } });
      assert.deepEqual(allEvents(out).filter((e) => e.type === 'lifeGained'), [{ type: 'lifeGained', side: 'encounter', amount: 5, source: 1 }]);
      assert.deepEqual(out.life, { player: 17, encounter: 5 });
    });

    it('CR 702.15b + 702.16e: prevented damage is not dealt, so lifelink gains nothing', () => {
      const priest = make(1, 'White Priest', 'encounter', 3, 3, { colours: ['W'], keywords: ['lifelink'] });
      const knight = card(2, 'Black Knight', 'player'); // 2/2 first strike, protection from white
      const out = resolve({ combatants: [priest, knight], attacks: new Map([[1, 'player']]), blocks: new Map([[2, 1]]), life: { player: 20, encounter: 0 } });
      assert.equal(out.life.encounter, 0);
      assert.ok(!allEvents(out).some((e) => e.type === 'lifeGained'));
    });
  });

  describe('protection', () => {
    it('CR 702.16e protection from white: damage from a white source is prevented', () => {
      const angel = card(1, 'Serra Angel', 'encounter'); // 4/4 white
      const knight = card(2, 'Black Knight', 'player');
      const out = resolve({ combatants: [angel, knight], attacks: new Map([[1, 'player']]), blocks: new Map([[2, 1]]) });
      assert.deepEqual(stepEvents(out, 'regular'), [
        { type: 'damagePrevented', source: 1, to: { kind: 'creature', id: 2 }, amount: 4, by: 'protection-from-white' },
      ]);
      assert.equal(dealt(stepEvents(out, 'first-strike'), 2, 1), 2);
      assert.deepEqual(out.destroyed, []);
      assert.equal(survivor(out, 2)!.damage, 0);
      assert.equal(survivor(out, 1)!.damage, 2);
    });

    it('CR 702.16e: protection from white does nothing against a creature that is not white', () => {
      const ogre = card(1, 'Gray Ogre', 'encounter'); // red 2/2
      const knight = card(2, 'Black Knight', 'player');
      const out = resolve({ combatants: [ogre, knight], attacks: new Map([[1, 'player']]), blocks: new Map([[2, 1]]) });
      assert.deepEqual(out.destroyed, [1], 'first strike kills the Ogre before it deals damage');
      const hit = resolve({ combatants: [make(1, 'Big Red', 'encounter', 3, 4, { colours: ['R'] }), knight], attacks: new Map([[1, 'player']]), blocks: new Map([[2, 1]]) });
      assert.deepEqual(hit.destroyed, [2]);
    });
  });

  describe('several blockers', () => {
    const giant = make(1, 'Hill Giant', 'encounter', 5, 5);
    const small = make(2, 'Small', 'player', 1, 2);
    const big = make(3, 'Big', 'player', 1, 3);
    const blocks = new Map([[2, 1], [3, 1]]);

    it('CR 510.1c: the attacker gives lethal damage to each blocker in its order before the next gets any', () => {
      const out = resolve({ combatants: [giant, small, big], attacks: new Map([[1, 'player']]), blocks, damageOrder: new Map([[1, [3, 2]]]) });
      assert.equal(dealt(allEvents(out), 1, 3), 3);
      assert.equal(dealt(allEvents(out), 1, 2), 2);
      assert.deepEqual(out.destroyed.slice().sort(), [2, 3]);
    });

    it('CR 510.1c: with too little damage for all, the later blocker in the order gets only what is left', () => {
      const four = { ...giant, power: 4 };
      const out = resolve({ combatants: [four, small, big], attacks: new Map([[1, 'player']]), blocks, damageOrder: new Map([[1, [2, 3]]]) });
      assert.equal(dealt(allEvents(out), 1, 2), 2);
      assert.equal(dealt(allEvents(out), 1, 3), 2);
      assert.deepEqual(out.destroyed, [2]);
      assert.equal(survivor(out, 3)!.damage, 2);
    });

    it('CR 510.1c: without a given order, blockers take damage in the order they were declared', () => {
      const three = { ...giant, power: 3 };
      const out = resolve({ combatants: [three, small, big], attacks: new Map([[1, 'player']]), blocks });
      assert.equal(dealt(allEvents(out), 1, 2), 2);
      assert.equal(dealt(allEvents(out), 1, 3), 1);
    });

    it('CR 510.1c: damage beyond lethal for all blockers lands on the last one, not on the player', () => {
      const seven = { ...giant, power: 7 };
      const out = resolve({ combatants: [seven, small, big], attacks: new Map([[1, 'player']]), blocks, damageOrder: new Map([[1, [2, 3]]]) });
      assert.equal(dealt(allEvents(out), 1, 2), 2);
      assert.equal(dealt(allEvents(out), 1, 3), 5);
      assert.equal(out.life.player, 20);
    });

    it('CR 510.1d: each blocker deals its damage to the attacker it blocks', () => {
      const out = resolve({ combatants: [giant, small, big], attacks: new Map([[1, 'player']]), blocks });
      assert.equal(survivor(out, 1)!.damage, 2);
    });
  });

  describe('the pieces', () => {
    it('lethalDamage: toughness minus damage marked and assigned; 1 from deathtouch; never below 0', () => {
      const target = make(1, 'Target', 'player', 0, 4, { damage: 1 });
      assert.equal(lethalDamage(target, make(2, 'Plain', 'encounter', 5, 5)), 3);
      assert.equal(lethalDamage(target, make(2, 'Plain', 'encounter', 5, 5), 2), 1);
      assert.equal(lethalDamage(target, make(2, 'Plain', 'encounter', 5, 5), 9), 0);
      assert.equal(lethalDamage(target, make(3, 'Venom', 'encounter', 5, 5, { keywords: ['deathtouch'] })), 1);
      assert.equal(lethalDamage(target, make(3, 'Venom', 'encounter', 5, 5, { keywords: ['deathtouch'] }), 3), 0);
    });

    it('assignInOrder: fills each lethal in turn; the rest tramples over or stays on the last blocker', () => {
      assert.deepEqual(assignInOrder(5, [2, 2], true), { toBlockers: [2, 2], toTarget: 1 });
      assert.deepEqual(assignInOrder(5, [2, 2], false), { toBlockers: [2, 3], toTarget: 0 });
      assert.deepEqual(assignInOrder(3, [2, 2], true), { toBlockers: [2, 1], toTarget: 0 });
      assert.deepEqual(assignInOrder(0, [2], true), { toBlockers: [0], toTarget: 0 });
    });
  });

  describe('malformed combats are refused, naming the rule', () => {
    const wurm = card(1, 'Craw Wurm', 'encounter');
    const bears = card(2, 'Grizzly Bears', 'player');
    const lions = card(3, 'Savannah Lions', 'player');
    const base = { combatants: [wurm, bears, lions], attacks: new Map([[1, 'player' as const]]), blocks: new Map([[2, 1], [3, 1]]), life: { player: 20, encounter: 0 } };

    const refusals: [string, Parameters<typeof resolveCombatDamage>[0], string][] = [
      ['a damage order missing a blocker', { ...base, damageOrder: new Map([[1, [2]]]) }, COMBAT_RULES.damageOrder],
      ['a damage order naming a blocker twice', { ...base, damageOrder: new Map([[1, [2, 2]]]) }, COMBAT_RULES.damageOrder],
      ['a blocker of a creature that is not attacking', { ...base, blocks: new Map([[2, 3]]) }, COMBAT_RULES.notAttacking],
      ['an attacker that is not in the combat', { ...base, attacks: new Map([[9, 'player' as const]]) }, COMBAT_RULES.unknownCreature],
      ['a blocker on the attacking side', { ...base, combatants: [wurm, { ...bears, controller: 'encounter' as const }, lions] }, COMBAT_RULES.blockOwn],
      ['a creature with lethal damage already marked', { ...base, combatants: [wurm, { ...bears, damage: 2 }, lions] }, COMBAT_RULES.stateBased],
      ['a creature with toughness 0', { ...base, combatants: [wurm, { ...bears, toughness: 0 }, lions] }, COMBAT_RULES.stateBased],
      ['a fractional power', { ...base, combatants: [{ ...wurm, power: 1.5 }, bears, lions] }, COMBAT_RULES.wholeNumbers],
      ['two sides attacking at once', { ...base, attacks: new Map<number, 'player' | number>([[1, 'player'], [2, 1]]), blocks: new Map() }, COMBAT_RULES.attackOwn],
    ];
    for (const [what, combat, rule] of refusals) {
      it(`refuses ${what} (${rule})`, () => {
        const result = resolveCombatDamage(combat);
        assert.equal(result.ok, false);
        if (!result.ok) {
          assert.equal(result.error.rule, rule);
          assert.ok(result.error.message.length > 10);
        }
      });
    }

    it('accepts an indestructible creature that already has lethal damage marked', () => {
      const golem = make(4, 'Darksteel Golem', 'player', 1, 3, { keywords: ['indestructible'], damage: 5 });
      const result = resolveCombatDamage({ ...base, combatants: [wurm, golem], blocks: new Map([[4, 1]]) });
      assert.equal(result.ok, true);
    });
  });
});

describe('combat damage › a creature blocking more than one attacker (CR 509.1a, 510.1d)', () => {
  it('CR 510.1d: it divides its damage among the attackers it blocks, lethal to each in turn, the rest to the last; each of them hits it', () => {
    const guard = make(1, 'Guard', 'player', 3, 6);
    const a = make(2, 'A', 'encounter', 2, 2);
    const b = make(3, 'B', 'encounter', 2, 2);
    const out = resolve({ combatants: [guard, a, b], attacks: new Map([[2, 'player'], [3, 'player']]), blocks: new Map([[1, 2]]), moreBlocked: new Map([[1, [3]]]) });
    assert.equal(dealt(allEvents(out), 1, 2), 2, 'lethal to the first attacker blocked');
    assert.equal(dealt(allEvents(out), 1, 3), 1, 'the rest to the next');
    assert.deepEqual(out.destroyed, [2]);
    assert.equal(out.life.player, 20, 'both attackers are blocked');
    assert.equal(survivor(out, 1)?.damage, 4);
  });

  it('refuses a further attacker that is not attacking', () => {
    const guard = make(1, 'Guard', 'player', 1, 4);
    const a = make(2, 'A', 'encounter', 2, 2);
    const result = resolveCombatDamage({ combatants: [guard, a], attacks: new Map([[2, 'player']]), blocks: new Map([[1, 2]]), moreBlocked: new Map([[1, [9]]]), life: { player: 20, encounter: 0 } });
    assert.equal(result.ok, false);
  });
});
