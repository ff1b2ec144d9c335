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

export function legal(g: Game): DuelAction[] {
  return legalDuelActions(g.setup, g.state);
}
