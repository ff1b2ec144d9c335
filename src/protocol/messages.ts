import { Type, type Static } from '@sinclair/typebox';
import { CrawlActionSchema, CrawlOptionsSchema } from '../engine/variants/magic-crawl/schema';
import type { SaveFile } from '../engine/save/schema';
import type { Problem } from '../engine/save/problems';
import type { RuleError } from '../engine/result';
import type { CrawlAction } from '../engine/variants/magic-crawl/schema';

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
  /** What the player may do now (empty when read-only). */
  readonly legal: readonly CrawlAction[];
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

export const StartGameMessageSchema = Type.Object(
  {
    type: Type.Literal('startGame'),
    seed: Type.String({ minLength: 1, maxLength: 200 }),
    options: CrawlOptionsSchema,
    version,
  },
  { additionalProperties: false },
);

export const OpenAsTextMessageSchema = Type.Object({ type: Type.Literal('openAsText') }, { additionalProperties: false });

export const WebviewMessageSchema = Type.Union([ReadyMessageSchema, ActMessageSchema, StartGameMessageSchema, OpenAsTextMessageSchema]);

export type WebviewMessage = Static<typeof WebviewMessageSchema>;
export type ActMessage = Static<typeof ActMessageSchema>;
export type StartGameMessage = Static<typeof StartGameMessageSchema>;
