import { nextInt, seedRng, type RngState } from '../../rng';
import { chooseCastleAction, randomCastleAction } from './bot';
import { actingSeat } from './flow';
import { castleSetup, starterDeck } from './new-game';

/** The starter decks that come with a creature stock: the five of one colour. */
export const CASTLE_DECK_IDS: readonly string[] = ['white', 'blue', 'black', 'red', 'green'];
import { applyCastle } from './rules';
import { SEATS, type CastleSeat, type CastleSetup, type CastleState } from './schema';
import { initialState } from './setup';

/**
 * Many games of Castle between computer players, for `crawl sim
 * --variant castle` and the bench: the bot against itself, or against a
 * player that picks uniformly among the legal actions (the bot then takes
 * each seat in turn, so that neither seat's chance colours the figure).
 */

export interface CastleSimOptions {
  readonly games: number;
  readonly seed: string;
  readonly versus: 'bot' | 'random';
  /** Starter deck ids to draw each game's two decks from (all of them by default). */
  readonly decks?: readonly string[];
  /** The most actions a game may take before it counts as unfinished. */
  readonly maxActions?: number;
}

export interface CastleSimStats {
  readonly games: number;
  readonly versus: 'bot' | 'random';
  /** Wins of each seat over the games played. */
  readonly winRate: Readonly<Record<CastleSeat, number>>;
  /** Against random play: the bot's wins over the games, whichever seat it had. */
  readonly botWinRate?: number;
  readonly draws: number;
  /** Against random play: why the bot lost, counted (numbers left out, so that like reasons add up), with a seed of each. */
  readonly botLosses?: Readonly<Record<string, { readonly count: number; readonly seed: string }>>;
  readonly unfinished: number;
  readonly errors: readonly string[];
  readonly averageTurns: number;
  readonly averageActions: number;
  readonly actions: number;
  /** Seat that went first, and won, counts. */
  readonly firstSeatWinRate: number;
}

export interface GameRecord {
  readonly setup: CastleSetup;
  readonly state: CastleState;
  readonly actions: number;
  /** Turns begun, both players'. */
  readonly turns: number;
  readonly error?: string;
}

/** Plays one game to its end (or the action limit); `players` says who picks for each seat. */
export function playGame(setup: CastleSetup, players: Record<CastleSeat, 'bot' | 'random'>, rng: RngState, maxActions = 20_000): GameRecord {
  let state = initialState(setup);
  let random = rng;
  let actions = 0;
  let turns = 0;
  while (state.phase.type !== 'over' && actions < maxActions) {
    if (state.phase.type === 'turn') turns = state.phase.number;
    const seat = actingSeat(state);
    if (!seat) break;
    let action;
    if (players[seat] === 'bot') action = chooseCastleAction(setup, state);
    else {
      const drawn = randomCastleAction(setup, state, random);
      random = drawn.rng;
      action = drawn.action;
    }
    if (!action) return { setup, state, actions, turns, error: `no legal action for ${seat} in ${state.phase.type}` };
    const applied = applyCastle(setup, state, action);
    if (!applied.ok) return { setup, state, actions, turns, error: `${players[seat]} chose an illegal ${action.type}: ${applied.error.rule}: ${applied.error.message}` };
    state = applied.state;
    actions++;
  }
  return { setup, state, actions, turns };
}

export function simulateCastle(options: CastleSimOptions): CastleSimStats {
  const decks = options.decks ?? CASTLE_DECK_IDS;
  let rng = seedRng(`${options.seed}:castle-sim`);
  const wins: Record<CastleSeat, number> = { south: 0, north: 0 };
  let botWins = 0;
  const botLosses: Record<string, { count: number; seed: string }> = {};
  let firstWins = 0;
  let draws = 0;
  let unfinished = 0;
  let turns = 0;
  let actions = 0;
  const errors: string[] = [];
  for (let i = 0; i < options.games; i++) {
    const pick = () => {
      const d = nextInt(rng, decks.length);
      rng = d.rng;
      return starterDeck(decks[d.value]!)!;
    };
    const [southDeck, northDeck] = [pick(), pick()];
    const made = castleSetup({ seed: `${options.seed}-${i}`, south: { deck: southDeck.deck, stock: southDeck.stock }, north: { deck: northDeck.deck, stock: northDeck.stock, control: 'computer' } });
    if (!made.ok) {
      errors.push(`game ${i}: ${made.error.message}`);
      continue;
    }
    const botSeat: CastleSeat = SEATS[i % 2]!;
    const players: Record<CastleSeat, 'bot' | 'random'> =
      options.versus === 'bot' ? { south: 'bot', north: 'bot' } : { south: botSeat === 'south' ? 'bot' : 'random', north: botSeat === 'north' ? 'bot' : 'random' };
    const game = playGame(made.setup, players, rng, options.maxActions);
    actions += game.actions;
    if (game.error) {
      errors.push(`game ${i} (seed ${made.setup.seed}): ${game.error}`);
      continue;
    }
    const phase = game.state.phase;
    if (phase.type !== 'over') {
      unfinished++;
      continue;
    }
    if (phase.type === 'over' && 'winner' in phase && phase.winner) {
      wins[phase.winner]++;
      if (players[phase.winner] === 'bot') botWins++;
      else if (options.versus === 'random') {
        const why = phase.reason.replace(/\d+/g, 'N');
        botLosses[why] = { count: (botLosses[why]?.count ?? 0) + 1, seed: botLosses[why]?.seed ?? made.setup.seed };
      }
      if (phase.winner === game.state.first) firstWins++;
    } else draws++;
    turns += game.turns;
  }
  const n = Math.max(1, options.games);
  return {
    games: options.games,
    versus: options.versus,
    winRate: { south: wins.south / n, north: wins.north / n },
    ...(options.versus === 'random' ? { botWinRate: botWins / n, botLosses } : {}),
    draws,
    unfinished,
    errors,
    averageTurns: turns / n,
    averageActions: actions / n,
    actions,
    firstSeatWinRate: firstWins / n,
  };
}
