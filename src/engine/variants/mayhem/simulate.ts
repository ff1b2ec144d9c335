import { nextInt, seedRng, type RngState } from '../../rng';
import { chooseMayhemAction } from './bot';
import { MAYHEM_CONTENT } from './content';
import { consistencyProblems } from './consistency';
import { applyMayhem } from './rules';
import { MAX_HEROES, type MayhemAction, type MayhemSetup, type MayhemState } from './schema';
import { EDITION } from './support';
import { initialState, MAX_TILES } from './setup';
import { teamGold } from './competitive';
import { DEFAULT_MODULE, moduleDef, moduleTiles } from './narrative-module';

/**
 * Whole games of Magic and Mayhem played by computer heroes (issue 18), for
 * `crawl sim --variant mayhem` once the variant is registered, the bench and
 * the properties: a party of 1 to 6 drawn from the heroes, a cooperative
 * game of some tiles, played to its end or to a bound of rounds.
 */

/** A game played this long has gone wrong: no game of computer heroes should get near it. */
export const MAX_ROUNDS = 200;
/** Actions a game may take before it counts as unfinished (steps are actions: about 60 a round for six heroes). */
export const MAX_ACTIONS = 60_000;

export interface MayhemSimOptions {
  readonly games: number;
  readonly seed: string;
  /** Heroes in the party, 1 to 6. */
  readonly players: number;
  readonly tiles?: number;
  /** Cooperative (default), competitive (two teams of computer heroes, seats alternating), or a narrative module. */
  readonly mode?: MayhemSetup['mode'];
  /** The module played in mode `module`. */
  readonly module?: string;
  /** Check the state's consistency after every action (slower; the properties use it). */
  readonly check?: boolean;
}

export interface MayhemSimStats {
  readonly games: number;
  readonly players: number;
  readonly tiles: number;
  readonly wins: number;
  readonly losses: number;
  readonly unfinished: number;
  readonly winRate: number;
  readonly averageRounds: number;
  readonly averageActions: number;
  /** Heroes who died, over the heroes of all games. */
  readonly deathRate: number;
  readonly actions: number;
  readonly errors: readonly string[];
  /** Competitive games only: games each team won outright, games tied, and games no team won. */
  readonly competitive?: { readonly teamWins: readonly number[]; readonly ties: number; readonly noWinner: number; readonly averageWinningGold: number };
}

export interface MayhemGameRecord {
  readonly setup: MayhemSetup;
  readonly state: MayhemState;
  readonly log: readonly MayhemAction[];
  readonly error?: string;
}

/** A setup with a party of computer heroes drawn from the seed (cooperative unless said; in competitive play the seats alternate between the teams). */
export function computerParty(seed: string, players: number, tiles = 12, mode: MayhemSetup['mode'] = 'cooperative', module?: string): MayhemSetup {
  if (!Number.isInteger(players) || players < 1 || players > MAX_HEROES) throw new Error(`a party is 1 to ${MAX_HEROES} heroes, not ${players}`);
  let rng: RngState = seedRng(`${seed}:mayhem-party`);
  const pool = MAYHEM_CONTENT.heroes.map((h) => h.id);
  const heroes: string[] = [];
  for (let i = 0; i < players; i++) {
    const d = nextInt(rng, pool.length);
    rng = d.rng;
    heroes.push(pool.splice(d.value, 1)[0]!);
  }
  return {
    variant: 'mayhem',
    seed,
    mode,
    edition: EDITION,
    ...(mode === 'module' ? { module: module ?? DEFAULT_MODULE } : {}),
    options: { tiles: mode === 'module' ? moduleTiles(moduleDef(module ?? DEFAULT_MODULE)) : Math.min(tiles, MAX_TILES), encountersRefresh: false, halfRounding: 'down' },
    seats: heroes.map((hero) => ({ hero, control: 'computer' })),
  };
}

/** Plays one game with computer heroes to its end, the bound of rounds, or the bound of actions. */
export function playMayhemGame(setup: MayhemSetup, options: { check?: boolean; maxActions?: number } = {}): MayhemGameRecord {
  let state = initialState(setup);
  const log: MayhemAction[] = [];
  const limit = options.maxActions ?? MAX_ACTIONS;
  while (state.phase.type !== 'over' && state.round <= MAX_ROUNDS && log.length < limit) {
    const action = chooseMayhemAction(setup, state);
    if (!action) return { setup, state, log, error: 'the bot found nothing to do' };
    const applied = applyMayhem(setup, state, action);
    if (!applied.ok) return { setup, state, log, error: `the bot chose an illegal ${action.type}: ${applied.error.rule}: ${applied.error.message}` };
    log.push(action);
    if (options.check) {
      const problems = consistencyProblems(setup, applied.state);
      if (problems.length > 0) return { setup, state: applied.state, log, error: `after ${JSON.stringify(action)}: ${problems.join('; ')}` };
    }
    state = applied.state;
  }
  return { setup, state, log };
}

export function simulateMayhem(options: MayhemSimOptions): MayhemSimStats {
  const tiles = options.mode === 'module' ? moduleTiles(moduleDef(options.module ?? DEFAULT_MODULE)) : Math.min(options.tiles ?? 12, MAX_TILES);
  let wins = 0;
  let losses = 0;
  let unfinished = 0;
  let rounds = 0;
  let actions = 0;
  let deaths = 0;
  const errors: string[] = [];
  const teamWins = [0, 0];
  let ties = 0;
  let noWinner = 0;
  let winningGold = 0;
  for (let i = 0; i < options.games; i++) {
    const setup = computerParty(`${options.seed}-${i}`, options.players, tiles, options.mode, options.module);
    const game = playMayhemGame(setup, { ...(options.check === undefined ? {} : { check: options.check }) });
    actions += game.log.length;
    rounds += game.state.round;
    deaths += game.state.heroes.filter((h) => h.status === 'dead').length;
    if (game.error) {
      errors.push(`game ${i} (seed ${setup.seed}): ${game.error}`);
      continue;
    }
    const phase = game.state.phase;
    if (phase.type !== 'over') unfinished++;
    else if (phase.result === 'won') wins++;
    else losses++;
    if (phase.type === 'over' && phase.winners !== undefined) {
      if (phase.winners.length === 1) teamWins[phase.winners[0]!]! += 1;
      else if (phase.winners.length > 1) ties++;
      else noWinner++;
      if (phase.winners.length > 0) winningGold += teamGold(setup, game.state, phase.winners[0]!);
    }
  }
  const n = Math.max(1, options.games);
  return {
    games: options.games,
    players: options.players,
    tiles,
    wins,
    losses,
    unfinished,
    winRate: wins / n,
    averageRounds: rounds / n,
    averageActions: actions / n,
    deathRate: deaths / (n * options.players),
    actions,
    errors,
    ...(options.mode === 'competitive' ? { competitive: { teamWins, ties, noWinner, averageWinningGold: winningGold / Math.max(1, wins) } } : {}),
  };
}
