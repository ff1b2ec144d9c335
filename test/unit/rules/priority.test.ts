import { strict as assert } from 'node:assert';
import { afterPutting, nextSeat, passPriority, type PriorityRules, type PriorityState } from '../../../src/engine/magic/priority';
import { Table, type Seating } from '../../../src/engine/magic/table';

/**
 * The core's priority for a game of any number of players (CR 117.3-117.4,
 * 405.5): passes go round in turn order; when every player still in the
 * game has passed in a row, the top of the stack resolves and the active
 * player receives priority, or the step ends.
 */

interface Round extends PriorityState {
  phase: { type: 'turn'; seat: string };
  seats: string[];
  resolved: string[];
  stepsEnded: number;
}

const SEATING = {
  seats: (s: Round) => s.seats,
  zones: () => undefined,
} as unknown as Seating<Round>;

const RULES: PriorityRules<Round> = {
  seats: (s) => s.seats,
  active: (s) => s.phase.seat,
  resolveOwn(t, item) {
    t.s.resolved = [...t.s.resolved, `${item.kind} of ${item.controller}`];
    return true;
  },
  endStep(t) {
    t.s.stepsEnded++;
    t.s.priority = { seat: t.s.phase.seat, passes: 0 };
  },
};

function round(seats: string[], stack: Round['stack'] = []): Table<Round> {
  const state: Round = {
    phase: { type: 'turn', seat: seats[0]! },
    prompt: null,
    counters: { nextId: 1 },
    rng: [1, 2, 3, 4],
    battlefield: [],
    combat: null,
    stack,
    priority: { seat: seats[0]!, passes: 0 },
    seats,
    resolved: [],
    stepsEnded: 0,
  };
  return new Table(state, SEATING);
}

describe('Rules › priority among players', () => {
  it('CR 117.3d: priority goes to the next player in turn order, round the table', () => {
    assert.equal(nextSeat(['a', 'b', 'c'], 'a'), 'b');
    assert.equal(nextSeat(['a', 'b', 'c'], 'c'), 'a');
    const t = round(['a', 'b', 'c', 'd']);
    const holders: string[] = [];
    for (let i = 0; i < 3; i++) {
      passPriority(t, RULES);
      holders.push(`${t.s.priority!.seat}/${t.s.priority!.passes}`);
    }
    assert.deepEqual(holders, ['b/1', 'c/2', 'd/3']);
    assert.equal(t.s.stepsEnded, 0, 'the step goes on until the last player has passed');
  });

  it('CR 117.4: all players passing in a row with the stack empty ends the step', () => {
    for (const seats of [['a', 'b'], ['a', 'b', 'c'], ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']]) {
      const t = round(seats);
      for (let i = 0; i < seats.length; i++) passPriority(t, RULES);
      assert.equal(t.s.stepsEnded, 1, `${seats.length} players: one step ended after ${seats.length} passes`);
    }
  });

  it('CR 405.5 and 117.3b: all players passing in a row resolves the top of the stack, then the active player receives priority', () => {
    const t = round(['a', 'b', 'c'], [
      { kind: 'spell', controller: 'b' },
      { kind: 'ability', controller: 'c' },
    ]);
    t.s.priority = { seat: 'b', passes: 0 };
    passPriority(t, RULES);
    passPriority(t, RULES);
    assert.deepEqual(t.s.resolved, [], 'two of three have passed: nothing resolves');
    passPriority(t, RULES);
    assert.deepEqual(t.s.resolved, ['ability of c'], 'the top resolves first');
    assert.equal(t.s.stack.length, 1);
    assert.deepEqual(t.s.priority, { seat: 'a', passes: 0 }, 'the active player receives priority');
    assert.equal(t.s.stepsEnded, 0);
  });

  it('a player who puts something on the stack has passed already: the next player answers, and the others after', () => {
    const t = round(['a', 'b', 'c'], [{ kind: 'spell', controller: 'b' }]);
    afterPutting(t, 'b', RULES);
    assert.deepEqual(t.s.priority, { seat: 'c', passes: 1 });
    passPriority(t, RULES);
    assert.deepEqual(t.s.priority, { seat: 'a', passes: 2 });
    passPriority(t, RULES);
    assert.deepEqual(t.s.resolved, ['spell of b'], 'the others passed: it resolves');
  });

  it('a player who has left the game is no longer asked: priority goes round those still in it', () => {
    const t = round(['a', 'b', 'c']);
    t.s.seats = ['a', 'c'];
    passPriority(t, RULES);
    assert.deepEqual(t.s.priority, { seat: 'c', passes: 1 });
    passPriority(t, RULES);
    assert.equal(t.s.stepsEnded, 1);
  });
});
