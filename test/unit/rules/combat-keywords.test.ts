import { strict as assert } from 'node:assert';
import { COMBAT_RULES } from '../../../src/engine/combat/rules';
import { COMBAT_STEP_RULES } from '../../../src/engine/variants/magic-crawl/combat';
import { TARGET_RULES } from '../../../src/engine/magic/targets';
import { scenario } from './scenario';

/**
 * The keyword abilities in combat, through the game layer: the encounter
 * creature attacks you and you block, or you attack it. Each title names the
 * rule of the Comprehensive Rules (CR) it checks.
 */

describe('Rules › combat keywords, when the foe attacks you', () => {
  it('CR 702.9b flying: a creature with neither flying nor reach cannot block a flying attacker', () => {
    const s = scenario({ battlefield: ['Grizzly Bears'], foes: ['Wind Drake'], foeAttacks: true });
    assert.ok(!s.isLegal({ type: 'block', creature: s.id('Grizzly Bears'), attacker: s.foe().id }));
    s.refuse({ type: 'block', creature: s.id('Grizzly Bears'), attacker: s.foe().id }, COMBAT_RULES.flying);
    s.act({ type: 'pass' });
    assert.equal(s.life, 18, 'unblocked, the 2/2 flier deals 2 to you');
  });

  it('CR 702.17b reach: a creature with reach blocks a flying attacker', () => {
    const s = scenario({ battlefield: ['Giant Spider'], foes: ['Wind Drake'], foeAttacks: true });
    s.blockWith(['Giant Spider']);
    assert.equal(s.life, 20);
    assert.ok(!s.has('Wind Drake'), 'the 2/2 Drake took 2 from the 2/4 Spider');
    assert.ok(s.has('Giant Spider'));
    assert.deepEqual(s.state.defeated, ['Wind Drake']);
  });

  it('CR 702.7b first strike: a first striker kills its blocker before the blocker deals damage', () => {
    const s = scenario({ battlefield: ['Runeclaw Bear'], foes: ['Viashino Spearhunter'], foeAttacks: true });
    s.blockWith(['Runeclaw Bear']);
    assert.ok(!s.has('Runeclaw Bear'), 'the 2/2 died to 2 first-strike damage');
    assert.ok(s.has('Viashino Spearhunter'), 'the 2/1 took no damage: its blocker was dead before regular damage');
    assert.deepEqual(s.graveyard, ['Runeclaw Bear']);
  });

  it('CR 702.7b first strike: a first striker that does not kill its blocker takes damage back in the regular step', () => {
    const s = scenario({ battlefield: ['Giant Spider'], foes: ['Viashino Spearhunter'], foeAttacks: true });
    s.blockWith(['Giant Spider']);
    assert.ok(s.has('Giant Spider'));
    assert.ok(!s.has('Viashino Spearhunter'), 'the 2/4 survived 2 first-strike damage and dealt 2 back');
  });

  it('CR 702.4b double strike: an unblocked double striker deals its damage twice', () => {
    const s = scenario({ foes: [{ card: 'Gray Ogre', pumped: { keywords: ['double-strike'] } }], foeAttacks: true });
    s.act({ type: 'pass' });
    assert.equal(s.life, 16, 'a 2/2 with double strike deals 2 + 2');
    assert.equal(s.eventsOf('damage').filter((e) => e.to === 'you').length, 2);
  });

  it('CR 702.2b deathtouch: any damage from it destroys the creature dealt it', () => {
    const s = scenario({ battlefield: ['Craw Wurm'], foes: ['Deadly Recluse'], foeAttacks: true });
    s.blockWith(['Craw Wurm']);
    assert.ok(!s.has('Craw Wurm'), 'the 6/4 Wurm died to 1 damage from a deathtouch source');
    assert.ok(!s.has('Deadly Recluse'));
    assert.match(s.said, /Craw Wurm died \(deathtouch\)/);
  });

  it('CR 702.19b trample: an attacker assigns lethal damage to its blocker and the rest to you', () => {
    const s = scenario({ battlefield: ['Llanowar Elves'], foes: ['War Mammoth'], foeAttacks: true });
    s.blockWith(['Llanowar Elves']);
    assert.ok(!s.has('Llanowar Elves'));
    assert.equal(s.life, 18, '3 power: 1 to the 1/1 blocker, 2 tramples over to you');
  });

  it('CR 702.15b lifelink: the foe\'s lifelink gains you nothing, and its damage to you is dealt in full', () => {
    const s = scenario({ foes: ['Child of Night'], foeAttacks: true });
    s.act({ type: 'pass' });
    assert.equal(s.life, 18);
  });

  it('CR 702.20b vigilance: a foe with vigilance does not tap to attack, so it can block on your turn', () => {
    const s = scenario({ battlefield: ['Grizzly Bears'], foes: ['Serra Angel'], foeAttacks: true });
    assert.equal(s.foe().tapped, false, 'it attacked without tapping');
    s.act({ type: 'pass' });
    assert.equal(s.life, 16);
    assert.equal(s.where, 'turn/main1');
    s.attackWith('Grizzly Bears');
    assert.match(s.said, /Serra Angel blocks Grizzly Bears/);
    s.act({ type: 'pass' });
    assert.ok(!s.has('Grizzly Bears'), 'the 4/4 blocker killed the 2/2');
    assert.equal(s.foe().damage, 2);
  });

  it('CR 508.1f: a foe without vigilance taps to attack, and a tapped creature cannot block (CR 509.1a)', () => {
    const s = scenario({ battlefield: ['Grizzly Bears'], foes: ['Siege Mastodon'], foeAttacks: true });
    assert.equal(s.foe().tapped, true);
    s.act({ type: 'pass' });
    s.attackWith('Grizzly Bears');
    assert.equal(s.eventsOf('foeBlocks').length, 0);
    s.act({ type: 'pass' });
    assert.equal(s.foe().damage, 2, 'unblocked, the Bears dealt 2 to the 3/5');
    assert.ok(s.has('Grizzly Bears'));
  });

  it('CR 702.110b menace: one blocker is refused; two may block', () => {
    const s = scenario({ battlefield: ['Grizzly Bears', 'Runeclaw Bear'], foes: [{ card: 'Centaur Courser', pumped: { keywords: ['menace'] } }], foeAttacks: true });
    const foe = s.foe().id;
    s.act({ type: 'block', creature: s.id('Grizzly Bears'), attacker: foe });
    assert.ok(!s.isLegal({ type: 'pass' }), 'passing with one blocker is not offered');
    s.refuse({ type: 'pass' }, COMBAT_RULES.menace);
    s.act({ type: 'block', creature: s.id('Runeclaw Bear'), attacker: foe });
    assert.ok(s.isLegal({ type: 'pass' }));
    s.act({ type: 'pass' });
    assert.equal(s.life, 20);
    assert.ok(!s.has('Centaur Courser'), 'two 2/2 blockers deal 4 to the 3/3');
    assert.equal(s.graveyard.length, 1, 'the 3/3 killed one of its blockers');
  });

  it('CR 702.12b indestructible: lethal damage does not destroy it', () => {
    const s = scenario({ battlefield: ['Craw Wurm'], foes: [{ card: 'Grizzly Bears', pumped: { keywords: ['indestructible'] } }], foeAttacks: true });
    s.blockWith(['Craw Wurm']);
    assert.ok(s.has('Grizzly Bears'), 'it survives 6 damage');
    assert.equal(s.where, 'turn/main1', 'the encounter goes on: your turn');
    assert.equal(s.foe().damage, 0, 'and the damage wore off at the end of its turn');
  });

  it('CR 702.16f protection: a creature of the stated colour cannot block it; CR 702.16e: damage from that colour is prevented', () => {
    const s = scenario({ battlefield: ['Savannah Lions', 'Grizzly Bears'], foes: ['Black Knight'], foeAttacks: true });
    s.refuse({ type: 'block', creature: s.id('Savannah Lions'), attacker: s.foe().id }, COMBAT_RULES.protection);
    assert.ok(!s.isLegal({ type: 'block', creature: s.id('Savannah Lions'), attacker: s.foe().id }));
    s.blockWith(['Grizzly Bears']);
    assert.ok(!s.has('Grizzly Bears'), 'first strike: the Knight killed the Bears first');
  });

  it('CR 702.14c landwalk (swampwalk): it cannot be blocked while you control a Swamp', () => {
    const s = scenario({ battlefield: ['Giant Spider', 'Swamp'], foes: ['Bog Wraith'], foeAttacks: true });
    s.refuse({ type: 'block', creature: s.id('Giant Spider'), attacker: s.foe().id }, COMBAT_STEP_RULES.landwalk);
    s.act({ type: 'pass' });
    assert.equal(s.life, 17);
    const without = scenario({ battlefield: ['Giant Spider', 'Forest'], foes: ['Bog Wraith'], foeAttacks: true });
    without.blockWith(['Giant Spider']);
    assert.equal(without.life, 20, 'with no Swamp, the Spider blocks it');
  });

  it('Magic Crawl › Encounters: the foe has haste, and attacks the turn it arrives', () => {
    const s = scenario({ foes: ['Scathe Zombies'], foeAttacks: true });
    assert.equal(s.where, 'foe/blocks');
    assert.deepEqual(s.state.combat?.attackers, [{ id: s.foe().id, target: 'you' }]);
  });
});

describe('Rules › combat keywords, when you attack the foe', () => {
  it('CR 702.9b flying: a foe with neither flying nor reach cannot block your flier', () => {
    const s = scenario({ battlefield: ['Scryb Sprites'], foes: [{ card: 'Grizzly Bears', tapped: false }] });
    s.attackWith('Scryb Sprites');
    assert.equal(s.eventsOf('foeBlocks').length, 0);
    s.act({ type: 'pass' });
    assert.equal(s.foe().damage, 1);
  });

  it('CR 702.17b reach: an untapped foe with reach blocks your flier', () => {
    const s = scenario({ battlefield: ['Scryb Sprites'], foes: [{ card: 'Giant Spider', tapped: false }] });
    s.attackWith('Scryb Sprites');
    assert.equal(s.eventsOf('foeBlocks').length, 1);
    s.act({ type: 'pass' });
    assert.ok(!s.has('Scryb Sprites'));
  });

  it('Magic Crawl › Playing: your creatures attack the encounter creature, and unblocked they deal it damage as to a planeswalker', () => {
    const s = scenario({ battlefield: ['Centaur Courser'], foes: [{ card: 'Hurloon Minotaur', tapped: true }] });
    s.attackWith('Centaur Courser');
    assert.equal(s.perm('Centaur Courser').tapped, true, 'CR 508.1f: attacking taps it');
    s.act({ type: 'pass' });
    assert.ok(!s.has('Hurloon Minotaur'), '3 damage to the 2/3');
    assert.equal(s.life, 20);
    assert.equal(s.state.encounter, null);
  });

  it('CR 702.7b first strike: your first striker kills the blocking foe before it strikes back', () => {
    const s = scenario({ battlefield: ['White Knight'], foes: [{ card: 'Savannah Lions', tapped: false }] });
    s.attackWith('White Knight');
    assert.equal(s.eventsOf('foeBlocks').length, 1);
    s.act({ type: 'pass' });
    assert.ok(s.has('White Knight'));
    assert.equal(s.perm('White Knight').damage, 0);
    assert.ok(!s.has('Savannah Lions'));
  });

  it('CR 702.4b double strike: your unblocked double striker deals its damage to the foe twice', () => {
    const s = scenario({ battlefield: [{ card: 'Grizzly Bears', pumped: { keywords: ['double-strike'] } }], foes: [{ card: 'Centaur Courser', tapped: true }] });
    s.attackWith('Grizzly Bears');
    s.act({ type: 'pass' });
    assert.ok(!s.has('Centaur Courser'), '2 + 2 damage to the 3/3');
  });

  it('CR 702.19b trample: excess damage over lethal to the blocker goes to the attacked creature', () => {
    const s = scenario({
      battlefield: ['Stampeding Rhino'],
      foes: [{ card: 'Serra Angel', tapped: true }, { card: 'Griffin Sentinel', tapped: false }],
    });
    s.act({ type: 'pass' });
    s.act({ type: 'attack', creature: s.id('Stampeding Rhino'), target: s.id('Serra Angel') });
    s.act({ type: 'pass' });
    assert.match(s.said, /Griffin Sentinel blocks Stampeding Rhino/);
    s.act({ type: 'pass' });
    assert.ok(!s.has('Griffin Sentinel'), 'lethal damage (3) to the 1/3 blocker');
    assert.equal(s.perm('Serra Angel').damage, 1, 'the 4th point tramples over to the Angel it attacked');
  });

  it('CR 702.19b without trample: all the damage goes to the blocker', () => {
    const s = scenario({
      battlefield: ['Ironroot Treefolk'],
      foes: [{ card: 'Serra Angel', tapped: true }, { card: 'Griffin Sentinel', tapped: false }],
    });
    s.act({ type: 'pass' });
    s.act({ type: 'attack', creature: s.id('Ironroot Treefolk'), target: s.id('Serra Angel') });
    s.act({ type: 'pass' });
    s.act({ type: 'pass' });
    assert.equal(s.perm('Serra Angel').damage, 0);
  });

  it('CR 702.15b lifelink: damage dealt by your lifelinked creature gains you that much life', () => {
    const s = scenario({ battlefield: ['Child of Night'], foes: [{ card: 'Centaur Courser', tapped: true }], life: 10 });
    s.attackWith('Child of Night');
    s.act({ type: 'pass' });
    assert.equal(s.life, 12);
  });

  it('CR 702.15b lifelink from an Aura: Lifelink on your creature gains you life for its damage', () => {
    const s = scenario({ battlefield: ['Centaur Courser', { card: 'Lifelink', enchants: 'Centaur Courser' }], foes: [{ card: 'Siege Mastodon', tapped: true }], life: 10 });
    s.attackWith('Centaur Courser');
    s.act({ type: 'pass' });
    assert.equal(s.life, 13);
  });

  it('CR 702.20b vigilance: your creature with vigilance attacks without tapping', () => {
    const s = scenario({ battlefield: ['Serra Angel'], foes: [{ card: 'Siege Mastodon', tapped: true }] });
    s.attackWith('Serra Angel');
    assert.equal(s.perm('Serra Angel').tapped, false);
  });

  it('CR 702.110b menace: your attacker with menace cannot be blocked by the single foe', () => {
    const s = scenario({ battlefield: [{ card: 'Grizzly Bears', pumped: { keywords: ['menace'] } }], foes: [{ card: 'Serra Angel', tapped: false }] });
    s.attackWith('Grizzly Bears');
    assert.equal(s.eventsOf('foeBlocks').length, 0);
    s.act({ type: 'pass' });
    assert.equal(s.foe().damage, 2);
  });

  it('CR 702.10b haste: your creature with haste attacks the turn it comes under your control', () => {
    const s = scenario({ hand: ['Raging Goblin'], battlefield: ['Mountain'], foes: [{ card: 'Siege Mastodon', tapped: true }] });
    s.cast('Raging Goblin');
    assert.equal(s.perm('Raging Goblin').sick, true);
    s.attackWith('Raging Goblin');
    s.act({ type: 'pass' });
    assert.equal(s.foe().damage, 1);
  });

  it('CR 302.6 summoning sickness: a creature without haste cannot attack the turn it arrives', () => {
    const s = scenario({ hand: ['Mons\'s Goblin Raiders'], battlefield: ['Mountain'], foes: [{ card: 'Siege Mastodon', tapped: true }] });
    s.cast("Mons's Goblin Raiders");
    s.act({ type: 'pass' });
    assert.equal(s.where, 'turn/end', 'no creature could attack, so combat is skipped');
    const t = scenario({ battlefield: ['Grizzly Bears', { card: 'Runeclaw Bear', sick: true }], foes: [{ card: 'Siege Mastodon', tapped: true }] });
    t.act({ type: 'pass' });
    t.refuse({ type: 'attack', creature: t.id('Runeclaw Bear'), target: t.foe().id }, COMBAT_RULES.summoningSick);
    assert.ok(!t.isLegal({ type: 'attack', creature: t.id('Runeclaw Bear'), target: t.foe().id }));
    assert.ok(t.isLegal({ type: 'attack', creature: t.id('Grizzly Bears'), target: t.foe().id }));
  });

  it('CR 702.3b defender: a creature with defender cannot attack, but it blocks', () => {
    const s = scenario({ battlefield: ['Wall of Air', 'Grizzly Bears'], foes: [{ card: 'Wind Drake', tapped: true }] });
    s.act({ type: 'pass' });
    s.refuse({ type: 'attack', creature: s.id('Wall of Air'), target: s.foe().id }, COMBAT_RULES.defender);
    const alone = scenario({ battlefield: ['Wall of Air'], foes: [{ card: 'Wind Drake', tapped: true }] });
    alone.act({ type: 'pass' });
    assert.equal(alone.where, 'turn/end', 'with only a defender, combat is skipped');
    alone.act({ type: 'pass' });
    assert.equal(alone.where, 'foe/blocks');
    alone.blockWith(['Wall of Air']);
    assert.equal(alone.life, 20);
  });

  it('CR 702.12b indestructible: the foe survives lethal combat damage, and the encounter goes on', () => {
    const s = scenario({ battlefield: ['Craw Wurm'], foes: [{ card: 'Grizzly Bears', tapped: true, pumped: { keywords: ['indestructible'] } }] });
    s.attackWith('Craw Wurm');
    s.act({ type: 'pass' });
    assert.equal(s.foe().damage, 6);
    assert.notEqual(s.state.encounter, null);
  });

  it('CR 702.11b hexproof: your spell cannot target a foe with hexproof', () => {
    const s = scenario({ hand: ['Lightning Bolt'], battlefield: ['Mountain', 'Grizzly Bears'], foes: [{ card: 'Gray Ogre', pumped: { keywords: ['hexproof'] } }] });
    s.refuse({ type: 'cast', card: s.handId('Lightning Bolt'), target: s.foe().id }, TARGET_RULES.illegal);
    const targets = s.legal().flatMap((a) => (a.type === 'cast' ? [a.target] : []));
    assert.ok(!targets.includes(s.foe().id));
    assert.ok(targets.includes(s.id('Grizzly Bears')) && targets.includes('you'), 'hexproof stops only its opponent\'s spells; yours can still target your own');
  });

  it('CR 702.11b hexproof: your own creature with hexproof can still be the target of your spells', () => {
    const s = scenario({ hand: ['Giant Growth'], battlefield: ['Forest', { card: 'Grizzly Bears', pumped: { keywords: ['hexproof'] } }], foes: ['Gray Ogre'] });
    s.cast('Giant Growth', { target: s.id('Grizzly Bears') });
    assert.equal(s.perm('Grizzly Bears').pumped?.power, 3);
  });

  it('CR 702.16b protection: a foe with protection from white cannot be the target of white spells, not even an Aura (702.16c)', () => {
    const s = scenario({ hand: ['Pacifism'], battlefield: ['Plains', 'Plains'], foes: ['Black Knight'] });
    s.refuse({ type: 'cast', card: s.handId('Pacifism'), target: s.foe().id }, TARGET_RULES.illegal);
  });

  it('CR 702.16e protection: combat damage from a creature of the stated colour is prevented', () => {
    const s = scenario({ battlefield: ['Savannah Lions'], foes: [{ card: 'Black Knight', tapped: true }] });
    s.attackWith('Savannah Lions');
    s.act({ type: 'pass' });
    assert.equal(s.foe().damage, 0);
    assert.match(s.said, /2 damage from Savannah Lions to Black Knight was prevented \(protection from white\)/);
  });

  it('CR 702.2b deathtouch: your deathtouch attacker destroys the foe with 1 damage', () => {
    const s = scenario({ battlefield: ['Deadly Recluse'], foes: [{ card: 'Craw Wurm', tapped: true }] });
    s.attackWith('Deadly Recluse');
    s.act({ type: 'pass' });
    assert.ok(!s.has('Craw Wurm'));
    assert.deepEqual(s.state.defeated, ['Craw Wurm']);
  });
});

describe('Rules › combat with two encounter creatures (a state the engine allows, as the Adjusting rules suggest)', () => {
  const twoFoes = () =>
    scenario({
      hand: ['Lightning Bolt'],
      battlefield: ['Mountain', 'Craw Wurm'],
      foes: [{ card: 'Gray Ogre', tapped: true }, { card: 'Hurloon Minotaur', tapped: false }],
    });

  it('CR 509.1h / 510.1c: a blocked attacker whose blocker is removed stays blocked and deals no combat damage', () => {
    const s = twoFoes();
    s.act({ type: 'pass' });
    s.act({ type: 'attack', creature: s.id('Craw Wurm'), target: s.id('Gray Ogre') });
    s.act({ type: 'pass' });
    assert.match(s.said, /Hurloon Minotaur blocks Craw Wurm/);
    s.cast('Lightning Bolt', { target: s.id('Hurloon Minotaur') });
    s.act({ type: 'pass' });
    assert.equal(s.perm('Gray Ogre').damage, 0, 'the Ogre it attacked takes nothing');
    assert.equal(s.eventsOf('damage').length, 0);
  });

  it('CR 702.19e: a blocked trampler whose blockers are all removed deals all its damage to what it attacks', () => {
    const s = scenario({
      hand: ['Lightning Bolt'],
      battlefield: ['Mountain', 'Stampeding Rhino'],
      foes: [{ card: 'Siege Mastodon', tapped: true }, { card: 'Hurloon Minotaur', tapped: false }],
    });
    s.act({ type: 'pass' });
    s.act({ type: 'attack', creature: s.id('Stampeding Rhino'), target: s.id('Siege Mastodon') });
    s.act({ type: 'pass' });
    s.cast('Lightning Bolt', { target: s.id('Hurloon Minotaur') });
    s.act({ type: 'pass' });
    assert.equal(s.perm('Siege Mastodon').damage, 4);
  });

  it('CR 506.4c: an attacker whose attacked creature is removed stays in combat and deals its damage to its blocker', () => {
    const s = twoFoes();
    s.act({ type: 'pass' });
    s.act({ type: 'attack', creature: s.id('Craw Wurm'), target: s.id('Gray Ogre') });
    s.act({ type: 'pass' });
    s.cast('Lightning Bolt', { target: s.id('Gray Ogre') });
    s.act({ type: 'pass' });
    assert.ok(!s.has('Hurloon Minotaur'), 'the Wurm killed its blocker');
    assert.equal(s.perm('Craw Wurm').damage, 2, 'and the blocker dealt its damage back');
    assert.equal(s.state.encounter, null);
  });

  it('CR 509.1a: on the foe\'s turn, a blocker removed before blocks are locked in simply does not block', () => {
    const s = scenario({ hand: ['Lightning Bolt'], battlefield: ['Mountain', 'Grizzly Bears'], foes: ['Gray Ogre'], foeAttacks: true });
    s.act({ type: 'block', creature: s.id('Grizzly Bears'), attacker: s.foe().id });
    s.cast('Lightning Bolt', { target: s.id('Grizzly Bears') });
    assert.deepEqual(s.state.combat?.blocks, []);
    s.act({ type: 'pass' });
    assert.equal(s.life, 18);
  });
});

describe('Rules › choosing attackers one at a time', () => {
  it('CR 508.1a: a chosen attacker that taps before the attack is locked in is left out of it, and the log says so', () => {
    const s = scenario({ battlefield: ['Prodigal Sorcerer', 'Grizzly Bears'], foes: [{ card: 'Siege Mastodon', tapped: true }] });
    s.act({ type: 'pass' });
    s.act({ type: 'attack', creature: s.id('Prodigal Sorcerer'), target: s.foe().id });
    s.act({ type: 'attack', creature: s.id('Grizzly Bears'), target: s.foe().id });
    s.act({ type: 'activate', card: s.id('Prodigal Sorcerer'), ability: 0, target: s.foe().id });
    assert.ok(s.isLegal({ type: 'pass' }));
    s.act({ type: 'pass' });
    assert.match(s.said, /^Prodigal Sorcerer no longer attacks; attacked with Grizzly Bears/);
    s.act({ type: 'pass' });
    assert.equal(s.foe().damage, 3, '1 from the ping, 2 from the Bears');
  });

  it('CR 508.1a: such an attacker may be taken back, but not sent at another foe', () => {
    const s = scenario({ battlefield: ['Prodigal Sorcerer'], foes: [{ card: 'Siege Mastodon', tapped: true }, { card: 'Savannah Lions', tapped: true }] });
    s.act({ type: 'pass' });
    const [a, b] = [s.id('Siege Mastodon'), s.id('Savannah Lions')];
    s.act({ type: 'attack', creature: s.id('Prodigal Sorcerer'), target: a });
    assert.ok(s.isLegal({ type: 'attack', creature: s.id('Prodigal Sorcerer'), target: b }), 'an able attacker may switch');
    s.act({ type: 'activate', card: s.id('Prodigal Sorcerer'), ability: 0, target: b });
    assert.ok(!s.isLegal({ type: 'attack', creature: s.id('Prodigal Sorcerer'), target: b }));
    s.refuse({ type: 'attack', creature: s.id('Prodigal Sorcerer'), target: b }, COMBAT_RULES.attackTapped);
    s.act({ type: 'attack', creature: s.id('Prodigal Sorcerer'), target: a });
    assert.deepEqual(s.state.combat?.attackers, []);
  });

  it('CR 509.1a: a chosen blocker that taps before blocks are locked in does not block', () => {
    const s = scenario({ battlefield: ['Llanowar Elves', 'Grizzly Bears'], hand: ['Giant Growth'], foes: ['Gray Ogre'], foeAttacks: true });
    s.act({ type: 'block', creature: s.id('Llanowar Elves'), attacker: s.foe().id });
    s.cast('Giant Growth', { target: s.id('Grizzly Bears'), tap: [s.id('Llanowar Elves')] });
    assert.ok(s.isLegal({ type: 'pass' }));
    s.act({ type: 'pass' });
    assert.match(s.said, /^Llanowar Elves no longer blocks; no blocks; Gray Ogre dealt 2 damage to you/);
    assert.ok(s.has('Llanowar Elves'));
    assert.equal(s.life, 18);
  });
});

describe('Rules › Sengir Vampire: a creature it damaged this turn dies', () => {
  it('CR 603.10a: a blocker the Vampire kills feeds it a +1/+1 counter, which stays after damage wears off', () => {
    const s = scenario({ battlefield: ['Giant Spider'], foes: ['Sengir Vampire'], foeAttacks: true });
    s.blockWith(['Giant Spider']);
    assert.ok(!s.has('Giant Spider'), 'the 2/4 Spider took 4');
    const vampire = s.foe();
    assert.equal(vampire.counters, 1, 'the Vampire grew');
    assert.equal(vampire.hurtBy, undefined, 'what it hurt is forgotten when the turn ends');
    assert.match(s.state.you.graveyard.map((c) => c.card).join(), /Giant Spider/);
  });

  it('CR 603.10a: a Vampire that dies with its victim grows nothing', () => {
    const s = scenario({ battlefield: ['Air Elemental'], foes: ['Sengir Vampire'], foeAttacks: true });
    s.blockWith(['Air Elemental']);
    // 4 damage each way: both die at once, and a Vampire that is gone grows no counter.
    assert.ok(!s.has('Air Elemental'));
    assert.ok(!s.has('Sengir Vampire'));
    assert.deepEqual(s.state.defeated, ['Sengir Vampire']);
  });
});
