import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { Static, TSchema } from '@sinclair/typebox';
import type { Applied, RuleError } from './result';
import { schemaProblems, formatProblem } from './save/problems';
import { FORMAT, SCHEMA_VERSION, type LogEntry, type SaveFile } from './save/schema';
import type { GameEvent as MagicEvent } from './magic/events';
import { variantOf, type KnownSchemas } from './variants/registry';
import type { AnyVariant } from './variants/variant';

/**
 * The engine as the rest of the program sees it: a game is its saved file
 * (setup, current state, log), and playing is appending to the log. Each
 * step is the game's variant's own (found in the registry by
 * `setup.variant`); this module only checks, applies and logs.
 */

/** An action of any variant this build knows. */
export type Action = Static<KnownSchemas['action']>;
/** A state of any variant this build knows. */
export type GameState = SaveFile['state'];
/** What happened in one action, for narration and the playmat. */
export type GameEvent = MagicEvent;

/** An action taken, with the game after it (of the same variant as before). */
export type Taken<G extends SaveFile = SaveFile> =
  | { readonly ok: true; readonly game: G; readonly events: readonly GameEvent[]; readonly entry: LogEntry }
  | { readonly ok: false; readonly error: RuleError };

/** The actions of a saved game's own variant. */
export type ActionOf<G extends SaveFile> = G['log'][number]['action'];
/** The saved games of the variant a setup names. */
export type SaveOf<S extends SaveFile['setup']> = Extract<SaveFile, { readonly setup: { readonly variant: S['variant'] } }>;

/** The engine contract: one pure step of the game's variant. */
export function apply<S extends SaveFile['setup']>(setup: S, state: SaveOf<S>['state'], action: ActionOf<SaveOf<S>>): Applied<SaveOf<S>['state'], GameEvent>;
export function apply(setup: SaveFile['setup'], state: GameState, action: Action): Applied<GameState, GameEvent>;
export function apply(setup: SaveFile['setup'], state: GameState, action: Action): Applied<GameState, GameEvent> {
  return variantOf(setup).apply(setup, state, action) as Applied<GameState, GameEvent>;
}

/** What the player on turn may do now (actions of the game's own variant). */
export function legalActions<S extends SaveFile['setup']>(game: { readonly setup: S; readonly state: SaveOf<S>['state'] }): ActionOf<SaveOf<S>>[];
export function legalActions(game: Pick<SaveFile, 'setup' | 'state'>): Action[];
export function legalActions(game: Pick<SaveFile, 'setup' | 'state'>): Action[] {
  return variantOf(game.setup).legalActions(game.setup, game.state);
}

const actionChecks = new WeakMap<AnyVariant, ReturnType<typeof TypeCompiler.Compile<TSchema>>>();

/**
 * Checks that something that claims to be an action of a game (from a file,
 * a message, a command line) is one of its variant's actions.
 */
export function parseAction(input: unknown, setup: Pick<SaveFile['setup'], 'variant'>): { ok: true; action: Action } | { ok: false; error: RuleError } {
  const variant = variantOf(setup);
  let check = actionChecks.get(variant);
  if (!check) actionChecks.set(variant, (check = TypeCompiler.Compile(variant.schemas.action)));
  if (check.Check(input)) return { ok: true, action: input as Action };
  const problems = schemaProblems(variant.schemas.action, input, '', 3);
  return {
    ok: false,
    error: { rule: 'engine.action.malformed', message: `Not a valid action: ${problems.map((p) => formatProblem(p, 'the action')).join('; ')}` },
  };
}

/** Takes one action: validates it, applies it, and logs it with its narration. */
export function takeAction<G extends SaveFile>(game: G, input: unknown): Taken<G> {
  const parsed = parseAction(input, game.setup);
  if (!parsed.ok) return parsed;
  const variant = variantOf(game.setup);
  const applied = variant.apply(game.setup, game.state, parsed.action);
  if (!applied.ok) return applied;
  const entry = { seq: game.log.length + 1, action: parsed.action, text: variant.narrate(applied.events) } as LogEntry;
  // The same variant's state and log: the union of saved files cannot see that the parts belong together.
  return { ok: true, game: { ...game, state: applied.state, log: [...game.log, entry] } as G, events: applied.events, entry };
}

/** A new game from its setup (which names its variant): the state before the first action, and an empty log. */
export function newSave(setup: SaveFile['setup']): SaveFile {
  return { format: FORMAT, schemaVersion: SCHEMA_VERSION, setup, state: variantOf(setup).initialState(setup), log: [] } as SaveFile;
}
