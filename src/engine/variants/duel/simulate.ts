import { nextInt, seedRng, type RngState } from '../../rng';
import { playTableGame, simulateTable, type GameRecord, type Picker, type TableRules, type TableSimOptions, type TableSimStats } from '../table-simulation';
import { chooseDuelAction, randomDuelAction } from './bot';
import { actingSeat } from './flow';
import { DUEL_DECK_IDS, duelSetup, starterDeck } from './new-game';
import { applyDuel } from './rules';
import { SEAT_IDS, type DuelAction, type DuelFormat, type DuelSeat, type DuelSetup, type DuelState } from './schema';
import { initialState } from './setup';
import { sharesDeck } from './formats';

/** Many games at the Magic table between computer players, for `crawl sim --variant duel` and the bench (see table-simulation.ts). */

export interface DuelSimOptions extends TableSimOptions {
  readonly players: number;
  readonly format: DuelFormat;
  readonly landless: boolean;
  /** Random draft: the computer builds forty of its sixty. */
  readonly build?: boolean;
}

export type DuelSimStats = TableSimStats<DuelSeat>;

function rulesFor(players: number): TableRules<DuelSeat, DuelSetup, DuelState, DuelAction> {
  return { seats: SEAT_IDS.slice(0, players), initialState, apply: applyDuel, acting: actingSeat, bot: chooseDuelAction, random: randomDuelAction };
}

/** Plays one game to its end (or the action limit); `players` says who picks for each seat. */
export function playGame(setup: DuelSetup, players: Record<DuelSeat, Picker>, rng: RngState, maxActions?: number): GameRecord<DuelSetup, DuelState> {
  return playTableGame(rulesFor(setup.players.length), setup, players, rng, maxActions);
}

export function simulateDuel(options: DuelSimOptions): DuelSimStats {
  const decks = options.decks ?? DUEL_DECK_IDS;
  return simulateTable(rulesFor(options.players), options, seedRng(`${options.seed}:duel-sim`), (i, rng) => {
    let stream = rng;
    const players = Array.from({ length: options.players }, (_, seat) => {
      if (options.format !== 'decks') return { control: 'computer' as const, name: `Seat ${seat + 1}` };
      const drawn = nextInt(stream, decks.length);
      stream = drawn.rng;
      return { control: 'computer' as const, name: `Seat ${seat + 1}`, deck: starterDeck(decks[drawn.value]!)! };
    });
    const made = duelSetup({ seed: `${options.seed}-${i}`, players, format: options.format, landless: options.landless, build: options.build === true });
    return made.ok ? { rng: stream, setup: made.setup } : { rng: stream, problem: made.error.message };
  });
}
