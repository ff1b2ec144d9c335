import { strict as assert } from 'node:assert';
import {
  attacksFrom,
  blocksFrom,
  cannotBlock,
  checkAttacks,
  checkBlocks,
  combatKeywords,
  COMBAT_RULES,
  isProtectedFrom,
  tappedByAttacking,
  type AttackTarget,
} from '../../../src/engine/combat';
import { card, make } from './helpers';

const rules = (errors: readonly { rule: string }[]) => errors.map((e) => e.rule);

describe('declaring attackers (CR 508)', () => {
  const ogre = card(1, 'Gray Ogre', 'encounter');
  const bears = card(2, 'Grizzly Bears', 'player');

  it('accepts an encounter creature attacking the player, and a creature of the player attacking it', () => {
    assert.deepEqual(checkAttacks([ogre], new Map([[1, 'player']]), 'encounter'), []);
    assert.deepEqual(checkAttacks([ogre, bears], new Map([[2, 1]]), 'player'), []);
  });

  it('CR 702.3b defender: a creature with defender can\'t attack', () => {
    const wall = make(3, 'Wall of Stone', 'player', 0, 8, { keywords: ['defender'] });
    const errors = checkAttacks([ogre, wall], new Map([[3, 1]]), 'player');
    assert.deepEqual(rules(errors), [COMBAT_RULES.defender]);
    assert.match(errors[0]!.message, /Wall of Stone has defender/);
  });

  it('CR 302.6 summoning sickness: a creature that came under your control this turn can\'t attack', () => {
    const fresh = { ...bears, sick: true };
    assert.deepEqual(rules(checkAttacks([ogre, fresh], new Map([[2, 1]]), 'player')), [COMBAT_RULES.summoningSick]);
  });

  it('CR 702.10b haste: a creature with haste attacks the turn it arrives', () => {
    const goblin = { ...card(3, 'Raging Goblin', 'player'), sick: true };
    assert.deepEqual(checkAttacks([ogre, goblin], new Map([[3, 1]]), 'player'), []);
  });

  it('CR 508.1a: a tapped creature can\'t attack', () => {
    assert.deepEqual(rules(checkAttacks([ogre, { ...bears, tapped: true }], new Map([[2, 1]]), 'player')), [COMBAT_RULES.attackTapped]);
  });

  it('CR 508.1a: only the attacking side\'s creatures attack', () => {
    assert.deepEqual(rules(checkAttacks([ogre], new Map([[1, 'player']]), 'player')), [COMBAT_RULES.attackOwn]);
  });

  it('Magic Crawl: the player\'s creatures attack an encounter creature, never "the player"', () => {
    const targets: [AttackTarget, string][] = [
      ['player', COMBAT_RULES.attackTarget],
      [2, COMBAT_RULES.attackTarget],
      [99, COMBAT_RULES.unknownCreature],
    ];
    const elf = card(3, 'Elvish Archers', 'player');
    for (const [target, rule] of targets) {
      assert.deepEqual(rules(checkAttacks([ogre, bears, elf], new Map([[3, target]]), 'player')), [rule], `target ${target}`);
    }
  });

  it('Magic Crawl: an encounter creature attacks the player, not a creature', () => {
    assert.deepEqual(rules(checkAttacks([ogre, bears], new Map([[1, 2]]), 'encounter')), [COMBAT_RULES.attackTarget]);
  });

  it('reports every problem at once, and an attacker that is not in the combat', () => {
    const wall = make(3, 'Wall', 'player', 0, 4, { keywords: ['defender'] });
    const errors = checkAttacks([ogre, { ...bears, sick: true }, wall], new Map<number, AttackTarget>([[2, 1], [3, 1], [7, 1]]), 'player');
    assert.deepEqual(rules(errors), [COMBAT_RULES.summoningSick, COMBAT_RULES.defender, COMBAT_RULES.unknownCreature]);
  });

  it('CR 702.20b vigilance: attacking doesn\'t tap a creature with vigilance; others tap (CR 508.1f)', () => {
    const angel = card(3, 'Serra Angel', 'player');
    assert.deepEqual(tappedByAttacking(new Map([[2, 1], [3, 1]]), [ogre, bears, angel]), [2]);
  });

  it('CR 508.1a: a creature is declared as an attacker only once', () => {
    const twice = attacksFrom([[2, 1], [2, 1]]);
    assert.equal(twice.ok, false);
    if (!twice.ok) assert.equal(twice.error.rule, COMBAT_RULES.attackTwice);
    const once = attacksFrom([[2, 1], [3, 1]]);
    assert.ok(once.ok && once.attacks.size === 2);
  });
});

describe('declaring blockers (CR 509)', () => {
  const angel = card(1, 'Serra Angel', 'encounter'); // white, flying
  const knight = card(2, 'Black Knight', 'encounter'); // protection from white
  const spider = card(10, 'Giant Spider', 'player'); // reach
  const bears = card(11, 'Grizzly Bears', 'player');
  const drake = card(12, 'Wind Drake', 'player'); // blue, flying
  const lions = card(13, 'Savannah Lions', 'player'); // white
  const menacer = make(3, 'Goblin Bully', 'encounter', 3, 2, { colours: ['R'], keywords: ['menace'] });
  const all = [angel, knight, menacer, spider, bears, drake, lions];
  const attacks = new Map<number, AttackTarget>([[1, 'player'], [2, 'player'], [3, 'player']]);

  it('CR 702.17b reach: flying blocked by reach', () => {
    assert.deepEqual(checkBlocks(all, attacks, new Map([[10, 1]])), []);
  });

  it('CR 702.9b flying: a creature with flying can be blocked by one with flying', () => {
    assert.deepEqual(checkBlocks(all, attacks, new Map([[12, 1]])), []);
  });

  it('CR 702.9b flying: a creature without flying or reach can\'t block a flyer', () => {
    const errors = checkBlocks(all, attacks, new Map([[11, 1]]));
    assert.deepEqual(rules(errors), [COMBAT_RULES.flying]);
    assert.match(errors[0]!.message, /Serra Angel has flying.*Grizzly Bears/);
  });

  it('CR 702.9b: flying restricts only who blocks a flyer; a flyer may block a ground creature', () => {
    assert.deepEqual(checkBlocks(all, attacks, new Map([[12, 2]])), []);
  });

  it('CR 702.16f protection from white: a white creature can\'t block it; others can', () => {
    const errors = checkBlocks(all, attacks, new Map([[13, 2]]));
    assert.deepEqual(rules(errors), [COMBAT_RULES.protection]);
    assert.match(errors[0]!.message, /protection from white/);
    assert.deepEqual(checkBlocks(all, attacks, new Map([[11, 2]])), []);
  });

  it('CR 702.16f: protection limits who blocks the protected creature, not whom it blocks', () => {
    const lion = card(20, 'Savannah Lions', 'encounter'); // white attacker
    const guard = { ...card(21, 'Black Knight', 'player') };
    assert.equal(cannotBlock(guard, lion), undefined);
  });

  it('CR 702.110b menace: one blocker is refused', () => {
    const errors = checkBlocks(all, attacks, new Map([[11, 3]]));
    assert.deepEqual(rules(errors), [COMBAT_RULES.menace]);
    assert.match(errors[0]!.message, /two or more/);
  });

  it('CR 702.110b menace: two blockers are allowed', () => {
    assert.deepEqual(checkBlocks(all, attacks, new Map([[11, 3], [13, 3]])), []);
  });

  it('CR 509.1a, 702.110b: a creature blocking several counts as a blocker of each, and each block is checked', () => {
    assert.deepEqual(checkBlocks(all, attacks, new Map([[11, 2], [13, 3]]), new Map([[11, [3]]])), [], 'the Bears block the Knight and, beside the Lions, the menacer');
    assert.deepEqual(rules(checkBlocks(all, attacks, new Map([[11, 2]]), new Map([[11, [1]]]))), [COMBAT_RULES.flying], 'its further block of a flyer is refused');
  });

  it('CR 509.1a: a tapped creature can\'t block', () => {
    assert.deepEqual(rules(checkBlocks([angel, { ...spider, tapped: true }], attacks, new Map([[10, 1]]))), [COMBAT_RULES.blockTapped]);
  });

  it('CR 509.1a: summoning sickness does not stop a creature from blocking', () => {
    assert.deepEqual(checkBlocks([angel, { ...spider, sick: true }], attacks, new Map([[10, 1]])), []);
  });

  it('CR 509.1a: only the defending side blocks, and only creatures that are attacking', () => {
    assert.deepEqual(rules(checkBlocks(all, attacks, new Map([[2, 1]]))), [COMBAT_RULES.blockOwn]);
    assert.deepEqual(rules(checkBlocks(all, new Map([[1, 'player']]), new Map([[11, 2]]))), [COMBAT_RULES.notAttacking]);
    assert.deepEqual(rules(checkBlocks(all, attacks, new Map([[42, 2]]))), [COMBAT_RULES.unknownCreature]);
  });

  it('CR 509.1a: one blocker blocks one attacker', () => {
    const twice = blocksFrom([[11, 2], [11, 3]]);
    assert.equal(twice.ok, false);
    if (!twice.ok) {
      assert.equal(twice.error.rule, COMBAT_RULES.blockTwice);
      assert.match(twice.error.message, /#11/);
    }
    const fine = blocksFrom([[11, 3], [13, 3]]);
    assert.ok(fine.ok && fine.blocks.size === 2);
  });

  it('reports every problem in a declaration', () => {
    const errors = checkBlocks(all, attacks, new Map([[11, 1], [13, 2], [12, 3]]));
    assert.deepEqual(rules(errors), [COMBAT_RULES.flying, COMBAT_RULES.protection, COMBAT_RULES.menace]);
  });
});

describe('the combat model', () => {
  it('keeps the keywords combat knows from card data and leaves the rest to other rules', () => {
    assert.deepEqual([...combatKeywords(['swampwalk', 'flying', 'protection-from-white', 'Flying'])], ['flying', 'protection-from-white']);
    assert.deepEqual([...card(1, 'Bog Wraith', 'encounter').keywords], []);
  });

  it('CR 702.16a: protection from a colour covers any source of that colour, multicoloured ones included', () => {
    const knight = card(1, 'Black Knight', 'player');
    assert.ok(isProtectedFrom(knight, make(2, 'Azorius Guard', 'encounter', 1, 1, { colours: ['W', 'U'] })));
    assert.ok(!isProtectedFrom(knight, make(3, 'Blue Guard', 'encounter', 1, 1, { colours: ['U'] })));
    assert.ok(!isProtectedFrom(knight, make(4, 'Colourless Golem', 'encounter', 1, 1)));
  });
});
