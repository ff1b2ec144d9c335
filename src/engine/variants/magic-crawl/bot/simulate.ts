import { TypeCompiler } from '@sinclair/typebox/compiler';
import { STARTER_DECKS, findDeck } from '../../../cards/decks';
import { takeAction } from '../../../game';
import { hexDistance, ORIGIN } from '../../../hex';
import { seedRng } from '../../../rng';
import { readSave } from '../../../save/reader';
import type { CrawlSave } from '../new-game';
import { verify } from '../../../save/verify';
import { writeSave } from '../../../save/writer';
import { crawlProblems } from '../consistency';
import { goalProgress } from '../goals';
import { newGame } from '../new-game';
import { applyCrawl, legalCrawlActions } from '../rules';
import { CrawlStateSchema, type CrawlAction as Action, type CrawlSetup, type CrawlState } from '../schema';
import { DEFAULT_DECK, type SetupChoices } from '../setup';
import { chooseFrom } from './bot';

/**
 * Whole games played by the bot, for win rates, the bench and the tests.
 * Game i of a run has the seed `${seed}/${i}`, so any game can be replayed
 * alone. The fast path applies actions straight to the state; `check` takes
 * the full path a player's action takes (validation, narration, the log) and
 * checks every invariant after every step.
 */

export interface SimOptions {
  readonly games: number;
  readonly seed: string;
  /** A starter deck id, or "all" for each in turn; the engine's default deck when left out; or a deck list of the player's own. */
  readonly deck?: string | SetupChoices['deck'];
  readonly check?: boolean;
  /** Other setup choices (life, goals, …) for every game. */
  readonly choices?: Omit<SetupChoices, 'deck'>;
  /** A game still going after this many actions is stopped and reported. */
  readonly maxActions?: number;
  /** Called after each game (for progress, or to keep the games). */
  readonly onGame?: (game: GameResult) => void;
}

export interface GameResult {
  readonly seed: string;
  readonly deck: string;
  readonly result: 'won' | 'lost' | 'unfinished' | 'error';
  readonly reason: string;
  readonly turns: number;
  readonly moves: number;
  readonly explored: number;
  readonly actions: number;
  /** Each goal of the game, and whether it was met by the end (a win meets them all). */
  readonly goals: readonly GoalResult[];
  readonly error?: SimError;
  /** The final state; with `check`, the whole saved game too. */
  readonly state: CrawlState;
  readonly save?: CrawlSave;
}

export interface GoalResult {
  /** The goal as the games of a run share it: "Defeat every black creature", "Reach a hex 4 steps away". */
  readonly text: string;
  readonly met: boolean;
}

export interface SimError {
  readonly seed: string;
  readonly deck: string;
  /** The action number (1-based) at which it went wrong; 0 for the new game itself. */
  readonly step: number;
  readonly action?: Action;
  readonly message: string;
}

export interface DeckStats {
  games: number;
  wins: number;
  losses: number;
  turns: number;
}

export interface GoalStats {
  games: number;
  /** The games with this goal that were won: its win rate. */
  wins: number;
  /**
   * The games in which this goal was met by the end: the won ones, and those
   * lost all the same (with another goal unmet, or when the last creature fell
   * in its own attack and the preparation round after it drew from an empty library).
   */
  met: number;
}

export interface SimStats {
  games: number;
  wins: number;
  losses: number;
  unfinished: number;
  /** Totals over every game; divide by `games` for averages (see `averages`). */
  turns: number;
  moves: number;
  explored: number;
  actions: number;
  lossReasons: Record<string, number>;
  byDeck: Record<string, DeckStats>;
  /** By goal: in how many games it was set, won and met. */
  byGoal: Record<string, GoalStats>;
  errors: SimError[];
}

export const DEFAULT_MAX_ACTIONS = 20_000;

export function simulate(options: SimOptions): SimStats {
  const stats: SimStats = { games: 0, wins: 0, losses: 0, unfinished: 0, turns: 0, moves: 0, explored: 0, actions: 0, lossReasons: {}, byDeck: {}, byGoal: {}, errors: [] };
  // A deck list of the player's own (an imported deck) is played in every game; otherwise the starter decks in turn.
  const own = typeof options.deck === 'object' ? options.deck : undefined;
  const decks = own ? [] : deckIds(options.deck as string | undefined);
  for (let i = 0; i < options.games; i++) {
    const deck = own ?? decks[i % decks.length]!;
    const seed = `${options.seed}/${i}`;
    const game = playGame(seed, { ...options.choices, deck }, options);
    record(stats, game);
    options.onGame?.(game);
  }
  return stats;
}

/** The deck ids a run cycles through; throws on an unknown id. */
export function deckIds(deck: string | undefined): string[] {
  if (deck === undefined) return [DEFAULT_DECK];
  if (deck === 'all') return STARTER_DECKS.map((d) => d.id);
  if (!findDeck(deck)) throw new Error(`There is no starter deck "${deck}"; the decks are ${STARTER_DECKS.map((d) => d.id).join(', ')}, or all.`);
  return [deck];
}

/** Plays one game with the bot to the end. */
export function playGame(seed: string, choices: SetupChoices, options: Pick<SimOptions, 'check' | 'maxActions'> = {}): GameResult {
  const chosen = choices.deck ?? DEFAULT_DECK;
  // An imported deck list is reported by its name.
  const deck = typeof chosen === 'string' ? chosen : chosen.name;
  const max = options.maxActions ?? DEFAULT_MAX_ACTIONS;
  const fresh = newGame(seed, { ...choices, deck: chosen });
  return options.check ? checkedGame(fresh, deck, max) : fastGame(fresh, deck, max);
}

function fastGame(fresh: CrawlSave, deck: string, max: number): GameResult {
  const setup = fresh.setup;
  let state = fresh.state;
  let rng = seedRng(`bot/${setup.seed}`);
  let step = 0;
  while (state.phase.type !== 'over' && step < max) {
    const game = { setup, state };
    const choice = chooseFrom(game, legalCrawlActions(setup, state), rng);
    step++;
    const applied = applyCrawl(setup, state, choice.action);
    if (!applied.ok) return errored(setup, state, deck, step, choice.action, `a legal action was refused: ${applied.error.message} [${applied.error.rule}]`);
    state = applied.state;
    rng = choice.rng;
  }
  return finished(setup, state, deck, step);
}

let checkState: ReturnType<typeof TypeCompiler.Compile<typeof CrawlStateSchema>> | undefined;

/** Every step through takeAction, with the action checked against the legal list and the state against every invariant. */
function checkedGame(fresh: CrawlSave, deck: string, max: number): GameResult {
  checkState ??= TypeCompiler.Compile(CrawlStateSchema);
  let save = fresh;
  let rng = seedRng(`bot/${save.setup.seed}`);
  const broken = (step: number, action: Action | undefined, message: string) => ({ ...errored(save.setup, save.state, deck, step, action, message), save });
  const initial = invariants(save);
  if (initial) return broken(0, undefined, initial);
  let step = 0;
  while (save.state.phase.type !== 'over' && step < max) {
    const legal = legalCrawlActions(save.setup, save.state);
    const choice = chooseFrom(save, legal, rng);
    step++;
    const wanted = JSON.stringify(choice.action);
    if (!legal.some((a) => JSON.stringify(a) === wanted)) return broken(step, choice.action, 'the bot chose an action that is not in legalActions');
    const taken = takeAction(save, choice.action);
    if (!taken.ok) return broken(step, choice.action, `a legal action was refused: ${taken.error.message} [${taken.error.rule}]`);
    save = taken.game;
    rng = choice.rng;
    const problem = invariants(save);
    if (problem) return broken(step, choice.action, problem);
  }
  // The whole file: it must write, read back as valid, and replay to the same state.
  const read = readSave(writeSave(save));
  if (!read.ok || read.game.setup.variant !== 'magic-crawl') return broken(step, undefined, `the saved game does not read back: ${(read.ok ? [] : read.problems).map((p) => `${p.path} ${p.message}`).join('; ')}`);
  const verified = verify(read.game);
  if (!verified.ok) return broken(step, undefined, `the log does not replay: ${verified.divergence.path} ${verified.divergence.message}`);
  return { ...finished(save.setup, save.state, deck, step), save };
}

function invariants(save: CrawlSave): string | undefined {
  if (!checkState!.Check(save.state)) {
    const first = checkState!.Errors(save.state).First();
    return `the state breaks its schema: ${first?.path ?? ''} ${first?.message ?? ''}`;
  }
  const problems = crawlProblems(save.setup, save.state);
  if (problems.length > 0) return `an invariant is broken: ${problems.map((p) => `${p.path} ${p.message}`).join('; ')}`;
  if (save.state.prompt && save.state.phase.type === 'over') return 'the game is over with a question still open';
  return undefined;
}

function finished(setup: CrawlSetup, state: CrawlState, deck: string, actions: number): GameResult {
  const phase = state.phase;
  const over = phase.type === 'over';
  return {
    seed: setup.seed,
    deck,
    result: over ? phase.result : 'unfinished',
    reason: over ? phase.reason : `still going after ${actions} actions`,
    ...counts(state),
    actions,
    goals: goalResults(setup, state),
    state,
  };
}

function errored(setup: CrawlSetup, state: CrawlState, deck: string, step: number, action: Action | undefined, message: string): GameResult {
  const error: SimError = { seed: setup.seed, deck, step, ...(action ? { action } : {}), message };
  return { seed: setup.seed, deck, result: 'error', reason: message, ...counts(state), actions: step, goals: goalResults(setup, state), state, error };
}

/** Each goal, met or not. A reach goal is named by its distance from the start: the default one's hex differs from seed to seed, its distance does not. */
function goalResults(setup: CrawlSetup, state: CrawlState): GoalResult[] {
  return setup.options.goals.map((goal) => {
    const { done, text } = goalProgress({ setup, state }, goal);
    if (goal.type !== 'reach') return { text, met: done };
    const steps = hexDistance(ORIGIN, goal.hex);
    return { text: `Reach a hex ${steps} step${steps === 1 ? '' : 's'} away`, met: done };
  });
}

function counts(state: CrawlState) {
  return { turns: state.counters.turns, moves: state.counters.moves, explored: state.hexes.filter((h) => h.explored).length };
}

function record(stats: SimStats, game: GameResult): void {
  stats.games++;
  stats.turns += game.turns;
  stats.moves += game.moves;
  stats.explored += game.explored;
  stats.actions += game.actions;
  const deck = (stats.byDeck[game.deck] ??= { games: 0, wins: 0, losses: 0, turns: 0 });
  deck.games++;
  deck.turns += game.turns;
  for (const goal of game.goals) {
    const g = (stats.byGoal[goal.text] ??= { games: 0, wins: 0, met: 0 });
    g.games++;
    if (game.result === 'won') g.wins++;
    if (goal.met) g.met++;
  }
  if (game.result === 'won') {
    stats.wins++;
    deck.wins++;
  } else if (game.result === 'lost') {
    stats.losses++;
    deck.losses++;
    const why = lossReason(game.reason);
    stats.lossReasons[why] = (stats.lossReasons[why] ?? 0) + 1;
  } else if (game.result === 'unfinished') stats.unfinished++;
  if (game.error) stats.errors.push(game.error);
}

/** Loss reasons grouped: "Your life fell to -2." and "… to 0." are one reason. */
export function lossReason(reason: string): string {
  if (/life fell/i.test(reason)) return 'life reached 0';
  if (/empty library/i.test(reason)) return 'drew from an empty library';
  return reason;
}

export interface Averages {
  readonly winRate: number;
  readonly turns: number;
  readonly moves: number;
  readonly explored: number;
  readonly actions: number;
}

export function averages(stats: SimStats): Averages {
  const n = Math.max(stats.games, 1);
  return { winRate: stats.wins / n, turns: stats.turns / n, moves: stats.moves / n, explored: stats.explored / n, actions: stats.actions / n };
}
