import { nextInt, seedRng, type RngState } from '../../rng';
import { playTableGame, simulateTable, type GameRecord, type Picker, type TableRules, type TableSimOptions, type TableSimStats } from '../table-simulation';
import { chooseCastleAction, randomCastleAction } from './bot';
import { actingSeat } from './flow';
import { castleSetup, starterDeck } from './new-game';
import { applyCastle } from './rules';
import { SEATS, type CastleAction, type CastleSeat, type CastleSetup, type CastleState } from './schema';
import { initialState } from './setup';

/** Many games of Castle between computer players, for `crawl sim --variant castle` and the bench (see table-simulation.ts). */

/** The starter decks that come with a creature stock: the five of one colour. */
export const CASTLE_DECK_IDS: readonly string[] = ['white', 'blue', 'black', 'red', 'green'];

export type CastleSimOptions = TableSimOptions;
export type CastleSimStats = TableSimStats<CastleSeat>;

const RULES: TableRules<CastleSeat, CastleSetup, CastleState, CastleAction> = {
  seats: [SEATS[0]!, SEATS[1]!],
  initialState,
  apply: applyCastle,
  acting: actingSeat,
  bot: chooseCastleAction,
  random: randomCastleAction,
};

/** Plays one game to its end (or the action limit); `players` says who picks for each seat. */
export function playGame(setup: CastleSetup, players: Record<CastleSeat, Picker>, rng: RngState, maxActions?: number): GameRecord<CastleSetup, CastleState> {
  return playTableGame(RULES, setup, players, rng, maxActions);
}

export function simulateCastle(options: CastleSimOptions): CastleSimStats {
  const decks = options.decks ?? CASTLE_DECK_IDS;
  return simulateTable(RULES, options, seedRng(`${options.seed}:castle-sim`), (i, rng) => {
    const south = nextInt(rng, decks.length);
    const north = nextInt(south.rng, decks.length);
    const [s, n] = [starterDeck(decks[south.value]!)!, starterDeck(decks[north.value]!)!];
    // South is a person's seat the computer plays for: asked whenever it could act, as in every simulation before the stops (same games, same figures).
    const made = castleSetup({ seed: `${options.seed}-${i}`, south: { deck: s.deck, stock: s.stock }, north: { deck: n.deck, stock: n.stock, control: 'computer' }, options: { stops: 'when-able' } });
    return made.ok ? { rng: north.rng, setup: made.setup } : { rng: north.rng, problem: made.error.message };
  });
}
