import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { RuleError } from './result';
import { schemaProblems, formatProblem } from './save/problems';
import { FORMAT, SCHEMA_VERSION, type LogEntry, type SaveFile } from './save/schema';
import type { GameEvent as MagicEvent } from './magic/events';
import { narrate } from './variants/magic-crawl/narrate';
import { applyCrawl, legalCrawlActions } from './variants/magic-crawl/rules';
import { CrawlActionSchema, type CrawlAction, type CrawlSetup, type CrawlState } from './variants/magic-crawl/schema';
import { crawlSetup, initialState, type SetupChoices } from './variants/magic-crawl/setup';

/**
 * The engine as the rest of the program sees it: a game is its saved file
 * (setup, current state, log), and playing is appending to the log.
 */

export type Action = CrawlAction;
export type GameState = CrawlState;
export type GameEvent = MagicEvent;

export type Taken =
  | { readonly ok: true; readonly game: SaveFile; readonly events: readonly GameEvent[]; readonly entry: LogEntry }
  | { readonly ok: false; readonly error: RuleError };

/** A new Magic Crawl game; the same seed and options always give the same game. */
export function newGame(seed: string, choices: SetupChoices = {}): SaveFile {
  const setup = crawlSetup(seed, choices);
  return { format: FORMAT, schemaVersion: SCHEMA_VERSION, setup, state: initialState(setup), log: [] };
}

/** The engine contract: one pure step. */
export function apply(setup: CrawlSetup, state: GameState, action: Action) {
  return applyCrawl(setup, state, action);
}

export function legalActions(game: Pick<SaveFile, 'setup' | 'state'>): Action[] {
  return legalCrawlActions(game.setup, game.state);
}

let checkAction: ReturnType<typeof TypeCompiler.Compile<typeof CrawlActionSchema>> | undefined;

/** Checks that something that claims to be an action (from a file, a message, a command line) is one. */
export function parseAction(input: unknown): { ok: true; action: Action } | { ok: false; error: RuleError } {
  checkAction ??= TypeCompiler.Compile(CrawlActionSchema);
  if (checkAction.Check(input)) return { ok: true, action: input };
  const problems = schemaProblems(CrawlActionSchema, input, '', 3);
  return {
    ok: false,
    error: { rule: 'engine.action.malformed', message: `Not a valid action: ${problems.map((p) => formatProblem(p, 'the action')).join('; ')}` },
  };
}

/** Takes one action: validates it, applies it, and logs it with its narration. */
export function takeAction(game: SaveFile, input: unknown): Taken {
  const parsed = parseAction(input);
  if (!parsed.ok) return parsed;
  const applied = applyCrawl(game.setup, game.state, parsed.action);
  if (!applied.ok) return applied;
  const entry: LogEntry = { seq: game.log.length + 1, action: parsed.action, text: narrate(applied.events) };
  return { ok: true, game: { ...game, state: applied.state, log: [...game.log, entry] }, events: applied.events, entry };
}
