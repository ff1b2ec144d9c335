import { strict as assert } from 'node:assert';
import { castleSetup, starterDeck } from '../../../src/engine/variants/castle/new-game';
import { applyCastle } from '../../../src/engine/variants/castle/rules';
import type { CastleAction, CastleSeat, CastleSetup, CastleState } from '../../../src/engine/variants/castle/schema';
import { initialState } from '../../../src/engine/variants/castle/setup';

/** Scenario helpers for Castle Magic: a game from starter decks and chosen stocks, put straight into a main phase. */

export interface Game {
  readonly setup: CastleSetup;
  state: CastleState;
}

export function newGame(seed = 'castle', stocks: { south?: string[]; north?: string[] } = {}, decks: [string, string] = ['red', 'green']): Game {
  const a = starterDeck(decks[0])!;
  const b = starterDeck(decks[1])!;
  const made = castleSetup({ seed, south: { deck: a.deck, stock: stocks.south ?? a.stock }, north: { deck: b.deck, stock: stocks.north ?? b.stock } });
  if (!made.ok) throw new Error(made.error.message);
  return { setup: made.setup, state: initialState(made.setup) };
}

export const fifteen = (card: string): string[] => Array.from({ length: 15 }, () => card);

/** The game jumps to `seat`'s main phase, holding priority, nothing played yet. */
export function mainPhase(g: Game, seat: CastleSeat): Game {
  const state = structuredClone(g.state);
  state.phase = { type: 'turn', seat, number: 3, step: 'main', landPlayed: false, attacked: false, castleAction: false };
  state.priority = { seat, passes: 0 };
  return { setup: g.setup, state };
}

/** Puts a permanent onto the battlefield (ready to attack) and gives its id. */
export function put(g: Game, seat: CastleSeat, card: string, options: { sick?: boolean; tapped?: boolean } = {}): number {
  const id = g.state.counters.nextId;
  g.state = { ...g.state, counters: { nextId: id + 1 }, battlefield: [...g.state.battlefield, { id, card, controller: seat, tapped: options.tapped ?? false, sick: options.sick ?? false, damage: 0, counters: 0 }] };
  return id;
}

/** Puts a card into a seat's hand and gives its id. */
export function inHand(g: Game, seat: CastleSeat, card: string): number {
  const id = g.state.counters.nextId;
  const zones = g.state.players[seat];
  g.state = { ...g.state, counters: { nextId: id + 1 }, players: { ...g.state.players, [seat]: { ...zones, hand: [...zones.hand, { id, card }] } } };
  return id;
}

export function act(g: Game, action: CastleAction): Game {
  const done = applyCastle(g.setup, g.state, action);
  if (!done.ok) assert.fail(`${JSON.stringify(action)} refused: ${done.error.rule}: ${done.error.message}`);
  return { setup: g.setup, state: done.state };
}

export function refused(g: Game, action: CastleAction): { rule: string; message: string } {
  const done = applyCastle(g.setup, g.state, action);
  if (done.ok) assert.fail(`${JSON.stringify(action)} should have been refused`);
  return done.error;
}
