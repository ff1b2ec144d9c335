import { strict as assert } from 'node:assert';
import { findVariant } from '../../../src/engine';
import type { GameEvent } from '../../../src/engine/magic/events';
import { earlierTableNarrations, narrateAtTable } from '../../../src/engine/magic/narrate-table';
import { inHand, mainPhase, newGame as newCastle, put } from '../castle/game-helpers';

/**
 * The table's sixth wording: a life change said as a player would say it ("North loses 7 life (now 3)"), and a
 * variant's reason for preventing damage said in words, not as the rule's id. Lines written in the fifth wording
 * ("North's life -7 (now 3)", "prevented (castle.damage)") still verify: earlier narrations keep them.
 */

const RULE_ID = /\b(castle|frontier|duel|magic|mtg|mana)\.[a-z][a-z0-9.-]*/;

describe('the log at a table: the sixth wording', () => {
  it('a life change reads "North loses 7 life (now 3)" and "South gains 2 life (now 22)"; the fifth wording kept it as a sum', () => {
    const lost: GameEvent = { type: 'life', amount: -7, total: 3, seat: 'north', name: 'North' };
    const gained: GameEvent = { type: 'life', amount: 2, total: 22, seat: 'south', name: 'South' };
    assert.equal(narrateAtTable([lost, gained]), 'North loses 7 life (now 3); South gains 2 life (now 22).');
    assert.equal(narrateAtTable([lost, gained], undefined, 5), "North's life -7 (now 3); South's life +2 (now 22).");
    assert.ok(earlierTableNarrations([lost]).includes("North's life -7 (now 3)."), 'a line saved in the fifth wording still verifies');
  });

  it('Castle: a Lightning Bolt at North is prevented with the rule in words (castle.damage), not its id; the old line still reads as written', () => {
    const g = mainPhase(newCastle('bolt-words'), 'south');
    put(g, 'south', 'Mountain');
    const bolt = inHand(g, 'south', 'Lightning Bolt');
    const castle = findVariant('castle')!;
    // Each action's events, said as the log says them, until the Bolt has resolved.
    const steps: (readonly GameEvent[])[] = [];
    let state = g.state;
    for (const action of [{ type: 'cast', card: bolt, target: 'north' }, { type: 'pass' }, { type: 'pass' }]) {
      if (steps.length > 0 && state.stack.length === 0) break;
      const done = castle.apply(g.setup as never, state as never, action as never);
      assert.ok(done.ok, done.ok ? '' : done.error.message);
      steps.push(done.events as readonly GameEvent[]);
      state = done.state as typeof state;
    }
    const lines = steps.map((events) => castle.narrate(events as never));
    const line = lines.find((l) => /prevented/.test(l));
    assert.ok(line, `the Bolt's damage is said prevented: ${lines.join(' | ')}`);
    assert.doesNotMatch(line, RULE_ID, line);
    assert.match(line, /3 damage to North prevented \(a player takes damage only from attacking creatures and from their own\)/);
    const events = steps[lines.indexOf(line)]!;
    assert.ok(castle.earlierNarrations!(events as never).some((l) => l.includes('prevented (castle.damage)')), 'the fifth wording kept the id');
  });
});
