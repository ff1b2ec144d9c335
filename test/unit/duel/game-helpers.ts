import { strict as assert } from 'node:assert';
import { applyDuel, legalDuelActions } from '../../../src/engine/variants/duel/rules';
import { chooseDuelAction } from '../../../src/engine/variants/duel/bot';
import { duelSetup, starterDeck, type DuelChoices } from '../../../src/engine/variants/duel/new-game';
import type { DuelAction, DuelSetup, DuelState } from '../../../src/engine/variants/duel/schema';
import { initialState } from '../../../src/engine/variants/duel/setup';

export type Game = { setup: DuelSetup; state: DuelState };

const DECKS = ['green', 'red', 'blue', 'black', 'white'];

/** A new game of `players` seats, every one the computer's unless `human` names seats (by index) a person plays. */
export function newGame(players: number, seed: string, more: Partial<DuelChoices> = {}, human: readonly number[] = []): Game {
  const made = duelSetup({
    seed,
    players: Array.from({ length: players }, (_, i) => ({
      control: human.includes(i) ? ('human' as const) : ('computer' as const),
      ...(more.format === 'single-deck' ? {} : { deck: starterDeck(DECKS[i % DECKS.length]!)! }),
    })),
    ...more,
  });
  assert.ok(made.ok, made.ok ? '' : made.error.message);
  return { setup: made.setup, state: initialState(made.setup) };
}

/** Applies an action that must be legal. */
export function act(g: Game, action: DuelAction): Game {
  const applied = applyDuel(g.setup, g.state, action);
  assert.ok(applied.ok, applied.ok ? '' : `${action.type}: ${applied.error.rule}: ${applied.error.message}`);
  return { setup: g.setup, state: applied.state };
}

/** The computer plays every seat until `until` holds (or the game ends, or `limit` actions). */
export function botsUntil(g: Game, until: (g: Game) => boolean, limit = 5000): Game {
  let game = g;
  for (let i = 0; i < limit && game.state.phase.type !== 'over' && !until(game); i++) {
    const action = chooseDuelAction(game.setup, game.state);
    assert.ok(action, 'the bot has an action');
    game = act(game, action);
  }
  return game;
}

/** Passes (for whichever seat holds priority) until the stack is empty; fails if it does not empty within `limit` passes. */
export function resolveStack(g: Game, limit = 8): Game {
  let game = g;
  for (let i = 0; i < limit && game.state.stack.length > 0; i++) game = act(game, { type: 'pass' });
  assert.equal(game.state.stack.length, 0, 'the stack resolved');
  return game;
}

export function legal(g: Game): DuelAction[] {
  return legalDuelActions(g.setup, g.state);
}

/**
 * p1's first main phase at a two-seat table (p1 a person, p2 the computer), p1 holding priority with the stack empty,
 * laid out by hand: p1's `hand` and `graveyard`, p1's untapped permanents `mine` (ids 980 on), p2's hand empty. Graveyard
 * and hand cards take ids 970 on, in that order.
 */
export function laidOut(seed: string, spec: { hand?: readonly string[]; graveyard?: readonly string[]; mine: readonly string[] }): Game {
  const g0 = botsUntil(newGame(2, seed, {}, [0]), (x) => x.state.phase.type === 'turn' && x.state.phase.seat === 'p1' && x.state.phase.step === 'main1' && x.state.priority?.seat === 'p1' && x.state.stack.length === 0);
  const s = structuredClone(g0.state);
  let id = 970;
  s.players[0]!.graveyard = (spec.graveyard ?? []).map((card) => ({ id: id++, card }));
  s.players[0]!.hand = (spec.hand ?? []).map((card) => ({ id: id++, card }));
  s.players[1]!.hand = [];
  s.battlefield = spec.mine.map((card, i) => ({ id: 980 + i, card, controller: 'p1', tapped: false, sick: false, damage: 0, counters: 0 }));
  s.counters.nextId = 990;
  return { setup: g0.setup, state: s };
}
