import { strict as assert } from 'node:assert';
import { legalActions, newGame, readSave, takeAction, writeSave } from '../../../src/engine';
import { defaultGoal, DEFAULT_GOAL_DISTANCE } from '../../../src/engine/variants/magic-crawl';
import { hexDistance } from '../../../src/engine';
import { toTravel } from '../helpers';
import { scenario, type Scenario } from './scenario';
import { FLOW_RULES } from '../../../src/engine/variants/magic-crawl';

/** Magic Crawl › Ending the Game: the goals chosen at setup, and the ways a regular game ends. */

function assertOver(s: Scenario, result: 'won' | 'lost', reason: RegExp): void {
  const phase = s.state.phase;
  assert.ok(phase.type === 'over', `the game should be over, it is at ${s.where}`);
  assert.equal(phase.result, result);
  assert.match(phase.reason, reason);
  assert.match(s.said, result === 'won' ? /victory! / : /defeat\. /);
}

describe('Rules › ending the game', () => {
  it('Magic Crawl › Ending the Game: the default goal is a hex four steps from the start, chosen by the seed', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const goal = newGame(seed).setup.options.goals;
      assert.equal(goal.length, 1);
      assert.equal(goal[0]!.type, 'reach');
      if (goal[0]!.type === 'reach') assert.equal(hexDistance(goal[0]!.hex, { q: 0, r: 0 }), DEFAULT_GOAL_DISTANCE);
      assert.deepEqual(goal, [defaultGoal(seed)]);
    }
  });

  it('Magic Crawl › Ending the Game: you win as you enter the goal hex, whatever waits there', () => {
    const g = toTravel(newGame('reach', { goals: [{ type: 'reach', hex: { q: 1, r: 0 } }] }));
    const r = takeAction(g, { type: 'move', to: { q: 1, r: 0 } });
    assert.ok(r.ok);
    const phase = r.game.state.phase;
    assert.deepEqual(phase, { type: 'over', result: 'won', reason: 'You reached (1, 0).' });
    assert.match(r.entry.text, /victory! You reached \(1, 0\)\.$/);
    assert.deepEqual(legalActions(r.game), []);
  });

  it('Magic Crawl › Ending the Game: you win by defeating the creature chosen at setup', () => {
    const s = scenario({ hand: ['Lightning Bolt'], battlefield: ['Mountain'], foes: ['Gray Ogre'], goals: [{ type: 'defeat', creature: 'Gray Ogre' }] });
    s.cast('Lightning Bolt', { target: s.foe().id });
    assertOver(s, 'won', /^You defeated Gray Ogre\.$/);
  });

  it('Magic Crawl › Ending the Game: defeating another creature does not win', () => {
    const s = scenario({ hand: ['Lightning Bolt'], battlefield: ['Mountain'], foes: ['Gray Ogre'], goals: [{ type: 'defeat', creature: 'Fire Elemental' }] });
    s.cast('Lightning Bolt', { target: s.foe().id });
    assert.equal(s.phase.type, 'turn');
  });

  it('Magic Crawl › Ending the Game: with two goals, both must be met', () => {
    const goals = [
      { type: 'defeat' as const, creature: 'Gray Ogre' },
      { type: 'reach' as const, hex: { q: 0, r: 0 } },
    ];
    // The start hex is explored from the outset, so only the creature is missing here.
    const s = scenario({ hand: ['Lightning Bolt', 'Lightning Bolt'], battlefield: ['Mountain', 'Mountain'], foes: ['Raging Goblin'], goals });
    s.cast('Lightning Bolt', { target: s.foe().id });
    assert.equal(s.phase.type, 'turn', 'one goal of two is not a win');
    const t = scenario({ hand: ['Lightning Bolt'], battlefield: ['Mountain'], foes: ['Gray Ogre'], goals });
    t.cast('Lightning Bolt', { target: t.foe().id });
    assertOver(t, 'won', /^You defeated Gray Ogre and reached \(0, 0\)\.$/);
    // And a reach goal alone, with the creature still to defeat, is no win either.
    const g = toTravel(newGame('two', { goals: [{ type: 'reach', hex: { q: 1, r: 0 } }, { type: 'defeat', creature: 'Serra Angel' }] }));
    const moved = takeAction(g, { type: 'move', to: { q: 1, r: 0 } });
    assert.ok(moved.ok);
    assert.notEqual(moved.game.state.phase.type, 'over');
  });

  it('CR 104.3b / 704.5a: you lose when your life is 0 or less (combat damage)', () => {
    const s = scenario({ foes: ['Craw Wurm'], foeAttacks: true, life: 6 });
    s.act({ type: 'pass' });
    assertOver(s, 'lost', /^Your life fell to 0\.$/);
    assert.equal(s.life, 0);
  });

  it('CR 704.5a: you lose to your own spell too (Psionic Blast at 2 life)', () => {
    const s = scenario({ hand: ['Psionic Blast'], battlefield: ['Island', 'Island', 'Island'], foes: ['Air Elemental'], life: 2 });
    s.cast('Psionic Blast', { target: s.foe().id });
    assertOver(s, 'lost', /^Your life fell to 0\.$/);
  });

  it('CR 104.3c / 704.5b: you lose when you must draw from an empty library', () => {
    const s = scenario({ library: [], kind: 'preparation', roundsLeft: 1 });
    s.act({ type: 'endTurn' });
    assertOver(s, 'lost', /^You had to draw from an empty library\.$/);
  });

  it('CR 704.5b: drawing more cards than the library holds loses, even mid-spell (Divination with one card left)', () => {
    const s = scenario({ hand: ['Divination'], battlefield: ['Island', 'Island', 'Island'], library: ['Forest'] });
    s.cast('Divination');
    assertOver(s, 'lost', /empty library/);
    assert.deepEqual(s.hand, ['Forest'], 'the one card was drawn');
  });

  it('CR 704.5b: an empty library loses only when you would draw from it', () => {
    const s = scenario({ library: [], hand: ['Grizzly Bears'], battlefield: ['Forest', 'Forest'] });
    s.cast('Grizzly Bears');
    assert.equal(s.phase.type, 'turn');
  });

  it('after the game is over no action is legal, not even by hand, and the outcome is in the saved state', () => {
    const s = scenario({ foes: ['Craw Wurm'], foeAttacks: true, life: 1 });
    s.act({ type: 'pass' });
    assert.deepEqual(s.legal(), []);
    for (const action of [{ type: 'pass' }, { type: 'endTurn' }, { type: 'move', to: { q: 1, r: 0 } }, { type: 'adjustLife', amount: 10 }, { type: 'keep' }]) {
      s.refuse(action, FLOW_RULES.over);
    }
    const read = readSave(writeSave(s.game));
    assert.ok(read.ok);
    assert.deepEqual(read.game.state.phase, { type: 'over', result: 'lost', reason: 'Your life fell to -5.' });
    assert.ok('prompt' in read.game.state && 'combat' in read.game.state);
    assert.equal(read.game.state.prompt, null);
    assert.equal(read.game.state.combat, null);
  });
});
