import type { Static, TSchema } from '@sinclair/typebox';
import type { CardTextLookup } from '../../protocol/card-view';
import type { TableView } from '../../protocol/table-view';
import type { ApplyOptions, Applied } from '../result';
import type { Problem } from '../save/problems';
import type { VariantCommandLine } from './command-line';
import type { NewGameForm } from './new-game-form';
import type { VariantDiff } from './variant-diff';

/**
 * What the rest of Crawl needs of a game variant. A variant is one folder
 * under `variants/` whose index exports one of these, and one line in
 * `registry.ts`; the save reader and writer, replay, verify, diff, merge,
 * the CLI, the host and the webview reach it only through the registry, by
 * the `setup.variant` of a saved game.
 *
 * The three schemas are the variant's part of the saved file (one definition
 * gives the types, the runtime checks, the published JSON Schema and the
 * writer's layout); everything else is pure functions over them. A new game
 * is set up by the variant too, from the command line's options (`cli`) or
 * the new-game form's answer (`form`).
 */
export interface Variant<
  SetupSchema extends TSchema = TSchema,
  StateSchema extends TSchema = TSchema,
  ActionSchema extends TSchema = TSchema,
  Event = unknown,
  FormAnswer = unknown,
  FormOffer = unknown,
> {
  /** The `setup.variant` of its saved games, e.g. "magic-crawl". */
  readonly id: string;
  /** Its name for players, e.g. "Magic Crawl". */
  readonly title: string;
  readonly schemas: { readonly setup: SetupSchema; readonly state: StateSchema; readonly action: ActionSchema };
  /** The state a game starts in, before its first action. */
  initialState(setup: Static<SetupSchema>): Static<StateSchema>;
  /**
   * The rules as one pure step: the next state and what happened, or the
   * rule that forbids the action. With `options.consumes` the step may
   * change `state` in place (see ApplyOptions): replay asks it so.
   */
  apply(setup: Static<SetupSchema>, state: Static<StateSchema>, action: Static<ActionSchema>, options?: ApplyOptions): Applied<Static<StateSchema>, Event>;
  /** Every action the player on turn may take now. */
  legalActions(setup: Static<SetupSchema>, state: Static<StateSchema>): Static<ActionSchema>[];
  /** One action's events as the line the log keeps. */
  narrate(events: readonly Event[]): string;
  /**
   * How earlier versions of Crawl worded the same events, when the
   * variant's log has since learnt to say more: a saved game's line in one
   * of them still replays as true (its file was written by that version).
   * Without it, only today's wording.
   */
  earlierNarrations?(events: readonly Event[]): readonly string[];
  /** What a file can get wrong that its schema cannot say (counts that must agree, cards that must exist). */
  problems(setup: Static<SetupSchema>, state: Static<StateSchema>): Problem[];
  /** Readies a game just read from a file (registers the cards it carries, builds lookups); before any rule runs. */
  load(setup: Static<SetupSchema>, state: Static<StateSchema>): void;
  /**
   * What changed from one save of a game to another (both of this variant),
   * beyond the log: its record for `crawl diff --json`, its lines for
   * `crawl diff`, and what the Compare view shows (see variant-diff.ts).
   */
  diff(
    a: { readonly setup: Static<SetupSchema>; readonly state: Static<StateSchema> },
    b: { readonly setup: Static<SetupSchema>; readonly state: Static<StateSchema> },
  ): VariantDiff;

  /**
   * The computer at the table: whether the game waits on a seat it plays
   * (the host and `crawl play` then let it act), and its choice now, one of
   * legalActions (asked for a hint, the player's own best move).
   */
  readonly computer?: {
    toAct(game: { readonly setup: Static<SetupSchema>; readonly state: Static<StateSchema> }): boolean;
    choose(game: { readonly setup: Static<SetupSchema>; readonly state: Static<StateSchema>; readonly log: readonly unknown[] }): Static<ActionSchema> | undefined;
  };

  // ── A new game ────────────────────────────────────────────────────────
  /**
   * `crawl new`, `crawl play` and `crawl sim`: the variant's options (names
   * and kinds), their help, and the setup they make (see command-line.ts).
   */
  readonly cli: VariantCommandLine<Static<SetupSchema>>;
  /**
   * The playmat's new-game form: what it offers, and its answer (the
   * protocol's message, checked against its schema) as a new game's setup.
   * Absent until the webview has a form for the variant: its games are
   * started from the command line then.
   */
  readonly form?: NewGameForm<Static<SetupSchema>, FormAnswer, FormOffer>;

  // ── Presentation ──────────────────────────────────────────────────────
  /**
   * The table the playmat draws (src/protocol/table-view.ts): its board and
   * seats, cards, turn, question, and every legal action with its label.
   * `cardText` gives the player's own text of imported cards played by hand.
   */
  tableView(
    game: { readonly setup: Static<SetupSchema>; readonly state: Static<StateSchema>; readonly log?: readonly unknown[] },
    legal: readonly Static<ActionSchema>[],
    cardText?: CardTextLookup,
  ): TableView;
  /** The game as the command line shows it. */
  readonly text: {
    /** Words for a legal action, as `crawl actions` and `crawl play` list it. */
    action(game: { readonly setup: Static<SetupSchema>; readonly state: Static<StateSchema> }, action: Static<ActionSchema>): string;
    /** What `crawl textconv` prints before the log: stable line by line, so that a diff of two saves shows what changed. */
    summary(game: { readonly setup: Static<SetupSchema>; readonly state: Static<StateSchema> }): string[];
    /** Where the game stands in a few words, for `crawl validate` ("7 hexes mapped"). */
    brief(game: { readonly setup: Static<SetupSchema>; readonly state: Static<StateSchema> }): string;
    /** How a finished game ended, in a sentence ("you won. You reached (1, 3)."), or undefined while it goes on. */
    outcome(game: { readonly setup: Static<SetupSchema>; readonly state: Static<StateSchema> }): string | undefined;
    /** What `crawl show` and `crawl play` draw before the log, with ANSI colour when `colour`. */
    picture(game: { readonly setup: Static<SetupSchema>; readonly state: Static<StateSchema> }, colour: boolean): string[];
    /**
     * An action a player types in words rather than picks from the list (a riddle's answer: free text is never among the
     * legal actions), for `crawl play` to take what it cannot read as a number or key; undefined when nothing waits on words.
     */
    typed?(game: { readonly setup: Static<SetupSchema>; readonly state: Static<StateSchema> }, words: string): Static<ActionSchema> | undefined;
  };
}

/** A variant's part of the saved file. */
export interface VariantSchemas {
  readonly setup: TSchema;
  readonly state: TSchema;
  readonly action: TSchema;
}

/** A variant of any shape, as the registry holds them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyVariant = Variant<any, any, any, any, any, any>;
