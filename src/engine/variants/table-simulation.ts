import type { Applied, ApplyOptions } from '../result';
import type { RngState } from '../rng';

/**
 * Many games of a Magic variant played at one table by computer players
 * (Frontier, Castle, the Magic table), for `crawl sim` and the bench: the bot
 * against itself, or one bot against players that pick uniformly among the
 * legal actions (the bot then takes each seat in turn, so that no seat's chance
 * colours the figure). The variant gives its rules, its players and how
 * a game is set up; the playing and the counting are the same for each.
 */

export type Picker = 'bot' | 'random';

export interface TableSimOptions {
  readonly games: number;
  readonly seed: string;
  readonly versus: Picker;
  /** Starter deck ids to draw each game's two decks from (all of them by default). */
  readonly decks?: readonly string[];
  /** The most actions a game may take before it counts as unfinished. */
  readonly maxActions?: number;
}

export interface TableSimStats<Seat extends string> {
  readonly games: number;
  readonly versus: Picker;
  /** Wins of each seat over the games played. */
  readonly winRate: Readonly<Record<Seat, number>>;
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

/** The state as playing and counting read it. */
export interface TableState<Seat extends string> {
  readonly phase: { readonly type: string; readonly number?: number; readonly winner?: Seat; readonly reason?: string };
  readonly first: Seat;
}

/** What playing a variant's games needs of it. */
export interface TableRules<Seat extends string, Setup, State extends TableState<Seat>, Action extends { readonly type: string }> {
  /** Every seat, in seat order (two or more). */
  readonly seats: readonly Seat[];
  initialState(setup: Setup): State;
  apply(setup: Setup, state: State, action: Action, options?: ApplyOptions): Applied<State, unknown>;
  acting(state: State): Seat | undefined;
  bot(setup: Setup, state: State): Action | undefined;
  random(setup: Setup, state: State, rng: RngState): { readonly action: Action | undefined; readonly rng: RngState };
}

export interface GameRecord<Setup, State> {
  readonly setup: Setup;
  readonly state: State;
  readonly actions: number;
  /** Turns begun, both players'. */
  readonly turns: number;
  readonly error?: string;
}

const CONSUMES = { consumes: true } as const;

/** Plays one game to its end (or the action limit); `players` says who picks for each seat. */
export function playTableGame<Seat extends string, Setup, State extends TableState<Seat>, Action extends { readonly type: string }>(
  rules: TableRules<Seat, Setup, State, Action>,
  setup: Setup,
  players: Record<Seat, Picker>,
  rng: RngState,
  maxActions = 20_000,
): GameRecord<Setup, State> {
  // Only the last state is kept, so each step consumes the one before (ApplyOptions), from a copy of the first.
  let state = structuredClone(rules.initialState(setup));
  let random = rng;
  let actions = 0;
  let turns = 0;
  while (state.phase.type !== 'over' && actions < maxActions) {
    if (state.phase.type === 'turn') turns = state.phase.number ?? turns;
    const seat = rules.acting(state);
    if (!seat) break;
    let action: Action | undefined;
    if (players[seat] === 'bot') action = rules.bot(setup, state);
    else {
      const drawn = rules.random(setup, state, random);
      random = drawn.rng;
      action = drawn.action;
    }
    if (!action) return { setup, state, actions, turns, error: `no legal action for ${seat} in ${state.phase.type}` };
    const applied = rules.apply(setup, state, action, CONSUMES);
    if (!applied.ok) return { setup, state, actions, turns, error: `${players[seat]} chose an illegal ${action.type}: ${applied.error.rule}: ${applied.error.message}` };
    state = applied.state;
    actions++;
  }
  return { setup, state, actions, turns };
}

/**
 * Plays `options.games` games and counts them. `setUp` makes the i-th
 * game's setup from the stream (drawing its decks), or says why it could
 * not; the game then plays on from the stream as it was left.
 */
export function simulateTable<Seat extends string, Setup extends { readonly seed: string }, State extends TableState<Seat>, Action extends { readonly type: string }>(
  rules: TableRules<Seat, Setup, State, Action>,
  options: TableSimOptions,
  rng: RngState,
  setUp: (i: number, rng: RngState) => { readonly rng: RngState } & ({ readonly setup: Setup } | { readonly problem: string }),
): TableSimStats<Seat> {
  const wins = Object.fromEntries(rules.seats.map((seat) => [seat, 0])) as Record<Seat, number>;
  let stream = rng;
  let botWins = 0;
  const botLosses: Record<string, { count: number; seed: string }> = {};
  let firstWins = 0;
  let draws = 0;
  let unfinished = 0;
  let turns = 0;
  let actions = 0;
  const errors: string[] = [];
  for (let i = 0; i < options.games; i++) {
    const made = setUp(i, stream);
    stream = made.rng;
    if ('problem' in made) {
      errors.push(`game ${i}: ${made.problem}`);
      continue;
    }
    const botSeat = rules.seats[i % rules.seats.length]!;
    const players = Object.fromEntries(rules.seats.map((seat) => [seat, 'bot'])) as Record<Seat, Picker>;
    if (options.versus === 'random') for (const seat of rules.seats) players[seat] = seat === botSeat ? 'bot' : 'random';
    const game = playTableGame(rules, made.setup, players, stream, options.maxActions);
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
    if (phase.winner) {
      wins[phase.winner]++;
      if (players[phase.winner] === 'bot') botWins++;
      else if (options.versus === 'random') {
        const why = (phase.reason ?? '').replace(/\d+/g, 'N');
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
    winRate: Object.fromEntries(rules.seats.map((seat) => [seat, wins[seat] / n])) as Record<Seat, number>,
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
