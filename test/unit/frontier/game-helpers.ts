import { strict as assert } from 'node:assert';
import { newSave, readSave, takeAction, type SaveFile } from '../../../src/engine';
import { frontierSetup, starterDeck, type FrontierSetup, type FrontierState } from '../../../src/engine/variants/frontier';
import type { CardDefData } from '../../../src/engine/cards/card-schema';
import type { Board } from '../../../src/engine/variants/frontier/board';
import type { FrontierAction, FrontierDeck, FrontierPermanent } from '../../../src/engine/variants/frontier/schema';
import { board as drawBoard, type Drawn } from './board-helpers';

/**
 * Frontier games for the rules' tests: a real new game from starter decks,
 * or a hand-built moment of one (a board drawn as text, as board-helpers
 * reads it, with North where it says "ann" and South where it says "ben").
 */

export type FrontierSave = Extract<SaveFile, { setup: { variant: 'frontier' } }>;

export function isFrontier(game: SaveFile): game is FrontierSave {
  return game.setup.variant === 'frontier';
}

/**
 * Starter decks with land destruction added (the pool's Stone Rain, Sinkhole,
 * Ice Storm and Yawning Fissure are in no starter deck), so that random play
 * and the computer meet it.
 */
export const LAND_DESTRUCTION_DECKS: Readonly<Record<string, readonly { name: string; count: number }[]>> = {
  'rakdos-land-breakers': [{ name: 'Stone Rain', count: 4 }, { name: 'Sinkhole', count: 3 }, { name: 'Yawning Fissure', count: 3 }],
  'green-land-breakers': [{ name: 'Ice Storm', count: 6 }],
};

/** A starter deck by id, or one of the land destruction decks above. */
export function deckOf(id: string): FrontierDeck {
  const extra = LAND_DESTRUCTION_DECKS[id];
  if (!extra) return starterDeck(id)!;
  const base = starterDeck(id.startsWith('rakdos') ? 'rakdos-raiders' : 'green')!;
  return { name: id, cards: [...base.cards, ...extra] };
}

export function setupOf(
  seed: string,
  options: Partial<FrontierSetup['options']> = {},
  decks: [string, string] = ['green', 'red'],
  north: 'computer' | 'human' = 'computer',
  cards: readonly CardDefData[] = [],
): FrontierSetup {
  const made = frontierSetup({ seed, south: { deck: deckOf(decks[0]) }, north: { deck: deckOf(decks[1]), control: north }, options, cards });
  assert.ok(made.ok, made.ok ? '' : made.problems.join('; '));
  return made.setup;
}

export function newFrontier(seed: string, options: Partial<FrontierSetup['options']> = {}, decks: [string, string] = ['green', 'red']): FrontierSave {
  const game = newSave(setupOf(seed, options, decks));
  assert.ok(isFrontier(game));
  return game;
}

/** Takes an action that must be legal; gives the game after it. */
export function take(game: FrontierSave, action: FrontierAction): FrontierSave {
  const taken = takeAction(game, action);
  assert.ok(taken.ok, taken.ok ? '' : `${action.type} refused: ${taken.error.rule}: ${taken.error.message}`);
  return taken.game;
}

/** Takes an action that must be refused; gives the rule that refused it. */
export function refusedRule(game: FrontierSave, action: FrontierAction): string {
  const taken = takeAction(game, action);
  assert.ok(!taken.ok, `${JSON.stringify(action)} should be refused`);
  assert.ok(taken.error.message.length > 0, 'the refusal says why');
  return taken.error.rule;
}

/** A board drawn as text, with the seats Frontier's: north for "ann", south for "ben". */
export function frontierBoard(picture: string, options: Drawn = {}): Board {
  const b = drawBoard(picture, options);
  const seat = (s: string | undefined) => (s === 'ann' ? 'north' : s === 'ben' ? 'south' : s);
  return {
    ...b,
    grid: b.grid.map((row) => row.map((sq) => (sq.land === 'face-up' && sq.tappedBy ? { ...sq, tappedBy: seat(sq.tappedBy)! } : sq))),
    sides: { north: { seat: 'north', home: b.sides.north.home }, south: { seat: 'south', home: b.sides.south.home } },
  };
}

export interface Moment {
  readonly board: Board;
  /** Permanents: creatures by id with card and seat (standing where the board says), and anything else. */
  readonly permanents: readonly (Partial<FrontierPermanent> & { id: number; card: string; controller: 'south' | 'north' })[];
  readonly hands?: { readonly south?: readonly string[]; readonly north?: readonly string[] };
  readonly life?: { readonly south?: number; readonly north?: number };
  readonly options?: Partial<FrontierSetup['options']>;
  /** Whose main phase (south by default). */
  readonly turn?: 'south' | 'north';
  readonly north?: 'computer' | 'human';
  /** Imported cards the moment's hands and permanents use (registered already), carried in the setup as a saved game does. */
  readonly cards?: readonly CardDefData[];
  /** Whose priority it is (the player on turn by default), and what is on the stack. */
  readonly priority?: 'south' | 'north';
  readonly stack?: FrontierState['stack'];
}

/** South's (or North's) main phase at a hand-built moment, with priority theirs, nothing on the stack. */
export function moment(m: Moment): FrontierSave {
  const setup = setupOf('moment', m.options ?? {}, ['green', 'red'], m.north ?? 'human', m.cards);
  const fresh = newSave(setup);
  assert.ok(isFrontier(fresh));
  let nextId = 100;
  const hand = (cards: readonly string[] = []) => cards.map((card) => ({ id: nextId++, card }));
  const seat = m.turn ?? 'south';
  const state: FrontierState = {
    ...fresh.state,
    phase: { type: 'turn', seat, number: 3, step: 'main' },
    players: {
      south: { ...fresh.state.players.south, hand: hand(m.hands?.south), life: m.life?.south ?? 20, tokenColour: 'G' },
      north: { ...fresh.state.players.north, hand: hand(m.hands?.north), life: m.life?.north ?? 20, tokenColour: 'R' },
    },
    battlefield: m.permanents.map((p) => ({ tapped: false, sick: false, damage: 0, counters: 0, ...p })),
    board: m.board,
    priority: { seat: m.priority ?? seat, passes: 0 },
    stack: m.stack ?? [],
    firstFlip: ['south', 'north'],
    counters: { nextId },
  };
  const game = { ...fresh, state } as FrontierSave;
  // The moment must be a game a file could hold.
  const read = readSave(JSON.stringify(game));
  assert.ok(read.ok, `the hand-built moment reads as a valid game${read.ok ? '' : `: ${read.problems.map((p) => `${p.path} ${p.message}`).join('; ')}`}`);
  return game;
}

/** South's Bears on a Swamp next to another (two black mana), Sign in Blood in hand; North's Hill Giant holds the row ahead. */
export function signInBloodMoment(more: Partial<Moment> = {}): FrontierSave {
  return moment({
    board: frontierBoard(`
      M@2 M
      S@1 S
    `),
    permanents: [
      { id: 1, card: 'Grizzly Bears', controller: 'south' },
      { id: 2, card: 'Hill Giant', controller: 'north' },
    ],
    hands: { south: ['Sign in Blood'] },
    ...more,
  });
}
