import { Type, type Static } from '@sinclair/typebox';
import { ColourSchema, CrawlActionSchema, DistributionSchema, GoalSchema } from '../engine/variants/magic-crawl/schema';
import type { SaveFile } from '../engine/save/schema';
import type { Problem } from '../engine/save/problems';
import type { RuleError } from '../engine/result';
import type { CrawlAction } from '../engine/variants/magic-crawl/schema';
import type { TableView } from './table-view';

/**
 * Every message between the extension host and the playmat webview. Both
 * sides import this module; the webview imports types only (the schemas and
 * their validators stay in the host bundle). Messages from the webview are
 * untrusted input: the host checks them against these schemas before use.
 */

// ── Host → webview ────────────────────────────────────────────────────────

/** The document holds a valid game: draw it. */
export interface ShowGameMessage {
  readonly type: 'game';
  readonly game: SaveFile;
  /** What the player may do now (empty when read-only): the engine's own list. */
  readonly legal: readonly CrawlAction[];
  /** The table worked out by the host: cards, turn, prompt, goals, and each legal action with a label. */
  readonly table: TableView;
  /** The document version this game was read from; intents carry it back. */
  readonly version: number;
  /** True for a file from git history, a merge view or a read-only file system. */
  readonly readOnly: boolean;
  readonly fileName: string;
}

/** The document is empty: offer the new-game form. */
export interface ShowNewGameMessage {
  readonly type: 'newGame';
  readonly version: number;
  readonly readOnly: boolean;
  readonly fileName: string;
  /** A fresh random seed to prefill the form with. */
  readonly suggestedSeed: string;
  /** The starter decks to choose from (the first is not necessarily the default: see `defaults.deck`). */
  readonly decks: readonly DeckChoice[];
  /** The Encounter Pile creatures, for a "defeat this creature" goal. */
  readonly creatures: readonly CreatureChoice[];
  /** What a game gets when the form is left as it is. */
  readonly defaults: StartDefaults;
}

export interface DeckChoice {
  readonly id: string;
  readonly name: string;
  /** WUBRG letters. */
  readonly colours: readonly string[];
  /** "Green · 60 cards, 24 lands · Llanowar Elves, Giant Spider, Craw Wurm". */
  readonly description: string;
}

export interface CreatureChoice {
  readonly name: string;
  /** WUBRG letter of its pile. */
  readonly colour: string;
  /** "4/4 flying". */
  readonly summary: string;
}

export interface StartDefaults {
  readonly deck: string;
  readonly goalDistance: number;
  readonly life: number;
  /** Life for a Commander deck. */
  readonly commanderLife: number;
  readonly preparationRounds: number;
  readonly opponentSpells: 'remove' | 'discard';
}

/** The document is not a valid game: say what is wrong and offer the text editor. */
export interface ShowInvalidMessage {
  readonly type: 'invalid';
  readonly problems: readonly Problem[];
  readonly fileName: string;
}

/** An intent was refused (illegal move, stale view, read-only file). */
export interface RejectedMessage {
  readonly type: 'rejected';
  readonly error: RuleError;
}

export type HostMessage = ShowGameMessage | ShowNewGameMessage | ShowInvalidMessage | RejectedMessage;

// ── Webview → host ────────────────────────────────────────────────────────

const version = Type.Integer({ minimum: 0 });

export const ReadyMessageSchema = Type.Object({ type: Type.Literal('ready') }, { additionalProperties: false });

export const ActMessageSchema = Type.Object(
  { type: Type.Literal('act'), action: CrawlActionSchema, version },
  { additionalProperties: false },
);

/** A goal as the new-game form chooses it: a hex at some distance (the seed picks the direction), a given hex, or a creature to defeat. */
export const StartGoalSchema = Type.Union([
  Type.Object({ type: Type.Literal('reach'), distance: Type.Integer({ minimum: 1, maximum: 12 }) }, { additionalProperties: false }),
  GoalSchema,
]);

/** The choices of the new-game form; every one may be left out for its default. */
export const StartOptionsSchema = Type.Object(
  {
    distribution: Type.Optional(DistributionSchema),
    startColour: Type.Optional(Type.Union([ColourSchema, Type.Literal('random')])),
    /** A starter deck id. */
    deck: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    goals: Type.Optional(Type.Array(StartGoalSchema, { minItems: 1, maxItems: 2 })),
    life: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    preparationRounds: Type.Optional(Type.Integer({ minimum: 0, maximum: 20 })),
    opponentSpells: Type.Optional(Type.Union([Type.Literal('remove'), Type.Literal('discard')])),
  },
  { additionalProperties: false },
);

export const StartGameMessageSchema = Type.Object(
  {
    type: Type.Literal('startGame'),
    seed: Type.String({ minLength: 1, maxLength: 200 }),
    options: StartOptionsSchema,
    version,
  },
  { additionalProperties: false },
);

export const OpenAsTextMessageSchema = Type.Object({ type: Type.Literal('openAsText') }, { additionalProperties: false });

export const WebviewMessageSchema = Type.Union([ReadyMessageSchema, ActMessageSchema, StartGameMessageSchema, OpenAsTextMessageSchema]);

export type WebviewMessage = Static<typeof WebviewMessageSchema>;
export type ActMessage = Static<typeof ActMessageSchema>;
export type StartGameMessage = Static<typeof StartGameMessageSchema>;
export type StartOptions = Static<typeof StartOptionsSchema>;
export type StartGoal = Static<typeof StartGoalSchema>;
