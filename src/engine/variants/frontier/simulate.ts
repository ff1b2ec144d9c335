import { STARTER_DECKS } from '../../cards/decks';
import { nextInt, seedRng, type RngState } from '../../rng';
import { playTableGame, simulateTable, type GameRecord, type Picker, type TableRules, type TableSimOptions, type TableSimStats } from '../table-simulation';
import { chooseFrontierAction, randomFrontierAction } from './bot';
import { actingSeat } from './flow';
import { frontierSetup, starterDeck } from './new-game';
import { applyFrontier } from './rules';
import { SEATS, type FrontierAction, type FrontierSeat, type FrontierSetup, type FrontierState } from './schema';
import { initialState } from './setup';

/** Many games of Frontier between computer players, for `crawl sim --variant frontier` and the bench (see table-simulation.ts). */

export type FrontierSimOptions = TableSimOptions;
export type FrontierSimStats = TableSimStats<FrontierSeat>;

const RULES: TableRules<FrontierSeat, FrontierSetup, FrontierState, FrontierAction> = {
  seats: [SEATS[0]!, SEATS[1]!],
  initialState,
  apply: applyFrontier,
  acting: actingSeat,
  bot: chooseFrontierAction,
  random: randomFrontierAction,
};

/** Plays one game to its end (or the action limit); `players` says who picks for each seat. */
export function playGame(setup: FrontierSetup, players: Record<FrontierSeat, Picker>, rng: RngState, maxActions?: number): GameRecord<FrontierSetup, FrontierState> {
  return playTableGame(RULES, setup, players, rng, maxActions);
}

export function simulateFrontier(options: FrontierSimOptions): FrontierSimStats {
  const decks = options.decks ?? STARTER_DECKS.map((d) => d.id);
  return simulateTable(RULES, options, seedRng(`${options.seed}:frontier-sim`), (i, rng) => {
    const south = nextInt(rng, decks.length);
    const north = nextInt(south.rng, decks.length);
    // A program picks for both seats, South's too: it is asked whenever it could act (when-able), as the figures always were.
    const made = frontierSetup({
      seed: `${options.seed}-${i}`,
      south: { deck: starterDeck(decks[south.value]!)! },
      north: { deck: starterDeck(decks[north.value]!)!, control: 'computer' },
      options: { stops: 'when-able' },
    });
    return made.ok ? { rng: north.rng, setup: made.setup } : { rng: north.rng, problem: made.problems.join(' ') };
  });
}
