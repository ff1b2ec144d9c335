import { Type, type Static } from '@sinclair/typebox';
import {
  type Action,
  type CardDefData,
  type DifficultyId,
  type LogEntry,
  type Problem,
  type RuleError,
  type SaveFile,
  StartExpansionsSchema,
  StartGoalSchema,
  StartOptionsSchema,
} from '../engine';
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
  readonly legal: readonly Action[];
  /** The table worked out by the host: cards, turn, prompt, goals, and each legal action with a label. */
  readonly table: TableView;
  /** The document version this game was read from; intents carry it back. */
  readonly version: number;
  /** True for a file from git history, a merge view or a read-only file system. */
  readonly readOnly: boolean;
  readonly fileName: string;
  /**
   * Set while the player steps through the log (the replay scrubber): `game`
   * is the game as it stood after `step` of the document's `total` actions,
   * and nothing is offered. The document itself is unchanged.
   */
  readonly replay?: ReplayPosition;
  /** For a version from git history: the name of the file it is a version of, which the view offers to compare it with. */
  readonly compareWithFile?: string;
}

export interface ReplayPosition {
  readonly step: number;
  readonly total: number;
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
  /** The cards each Expanding checkbox adds (absent from an older host: the form then names none). */
  readonly expansionCards?: ExpansionCards;
  /** The enchantments that can weaken your creatures (Adjusting), each with what it does. */
  readonly weakenings?: readonly WeakeningChoice[];
  /** What the player's card library can give the piles (absent from an older host: the form offers the built-in piles only). */
  readonly library?: LibraryOffer;
  /**
   * The games the form can start, the default first; its own fields above
   * are the default variant's offer (absent from an older host: Magic Crawl only).
   */
  readonly variants?: readonly NewGameVariantChoice[];
}

/**
 * A game the new-game form can start: its variant, its name and one line on
 * it, and what its part of the form offers. Magic Crawl's part is the form's
 * own fields (above); every other variant's is a seats form (`SeatsFormOffer`),
 * drawn from its data, so a variant adds a form without a line of webview code.
 */
export type NewGameVariantChoice =
  | { readonly id: 'magic-crawl'; readonly title: string; readonly description: string; readonly offer?: undefined }
  | { readonly id: string; readonly title: string; readonly description: string; readonly offer: SeatsFormOffer };

/**
 * What the seats form keeps and starts at: who sits across, each player's
 * deck (a starter deck's id), and each rule's value by its name (a game
 * without decks has only its rules). A table of seats (`SeatsFormOffer.seats`)
 * keeps how many `players`, who plays seat n as `seat<n>` (a `SeatControl`)
 * and its deck as `deck<n>` (seat 1's is `deck`), counting from 1.
 */
export interface SeatsFormDefaults {
  readonly opponent?: 'computer' | 'hotseat';
  readonly deck?: string;
  readonly deck2?: string;
  readonly players?: number;
  readonly [rule: string]: string | number | boolean | undefined;
}

/** Who plays a seat at a table: you, another person at this playmat (hot-seat), or the computer. */
export type SeatControl = 'you' | 'hotseat' | 'computer';

/** A rule's value the form reads to fix or hide a field: "while `rule` is `is`". */
export interface FormCondition {
  readonly rule: string;
  /** The value the rule must have for the condition to hold, or the values it may have. */
  readonly is: string | number | boolean | readonly (string | number | boolean)[];
}

/**
 * A game for a number of seats (the Magic table): the form asks how many
 * players, from `min` to `max`, and for each seat who plays it and (unless
 * `noDecksWhen` holds) its deck. Its answer is then `{seats: [{control,
 * deck?}…], cards?, …each rule's name: its value}`.
 */
export interface SeatsRange {
  readonly min: number;
  readonly max: number;
  /** While this holds the seats bring no decks of their own (one shared deck), so no deck is asked for. */
  readonly noDecksWhen?: FormCondition;
}

/** A seats form's answer as the start message carries it: checked by the host against the variant's answer schema. */
export type SeatsFormAnswer = Readonly<Record<string, unknown>>;

/**
 * A reading of the rules the player may change on the form, by the answer
 * field it sets: a checkbox (its value `on` or `off` when they are given,
 * true or false otherwise) or a whole number in a range.
 */
export type FormRule =
  | {
      readonly kind: 'check';
      readonly name: string;
      readonly label: string;
      readonly hint: string;
      readonly on?: string;
      readonly off?: string;
      /** While this holds the rule is on and cannot be turned off (Landless in a single-deck game); the answer carries it on. */
      readonly onWhen?: FormCondition;
    }
  | {
      readonly kind: 'number';
      readonly name: string;
      readonly label: string;
      readonly hint: string;
      readonly min: number;
      readonly max: number;
      /** While this holds the number is not used (a narrative module lays its own tiles): drawn disabled, left out of the summary and not checked. */
      readonly unusedWhen?: FormCondition;
    }
  /** One of a few values, drawn as a dropdown; the answer is the value, the first when left alone. */
  | { readonly kind: 'choice'; readonly name: string; readonly label: string; readonly hint?: string; readonly options: readonly FormRuleOption[] };

/** One value of a choice rule; the line shown under the field while it is chosen is its hint, else the rule's. */
export interface FormRuleOption {
  readonly value: string;
  readonly label: string;
  readonly hint?: string;
}

/**
 * A game's part of the new-game form drawn from data (Frontier, Castle,
 * Magic and Mayhem, the Magic table). For a two-player Magic game:
 * who sits across (the computer or a second person), each player's deck (a
 * starter deck or a list of their own), the readings of the rules that are
 * options, the seed. The form's answer is `{opponent, deck, deck2, cards?,
 * …each rule's name: its value}`, each deck a starter deck's id or the list.
 */
export interface SeatsFormOffer {
  /** The form's heading: "New Frontier Magic game". */
  readonly heading: string;
  /** The paragraph under it, after the file's name: what the game is, in a sentence or two. */
  readonly intro: string;
  /** A line at the top of the Decks group (what the decks are for in this game), if any. */
  readonly deckIntro?: string;
  /** The starter decks; absent for a game without decks or an opponent across (Magic and Mayhem), whose form is its rules alone. */
  readonly decks?: readonly DeckChoice[];
  readonly defaults: SeatsFormDefaults;
  /** The rule options, in the order drawn. */
  readonly rules: readonly FormRule[];
  /**
   * The line beside Start for a game without decks or for a table of seats,
   * each `{rule}` replaced by the rule's value ("{heroes} heroes, {tiles}
   * tiles"), a choice's by its label; `{players}` is a table's number of players.
   */
  readonly summary?: string;
  /** The fewest lands the two decks may bring between them (Frontier's board needs a column of them); absent: not checked. */
  readonly boardLands?: number;
  /** A game for a number of seats rather than two across a board: the form asks how many, and who plays each. */
  readonly seats?: SeatsRange;
}

/** The new-game form's "from your card library" choices: each offered, or off with the reason. */
export interface LibraryOffer {
  /** True when a card index exists. */
  readonly indexed: boolean;
  /** Creatures the engine plays fully that can be encounter creatures; `reason` when the piles cannot be built. */
  readonly encounters: { readonly count?: number; readonly reason?: string };
  /** Multicolour and colourless nonbasic lands; `reason` when there are none. */
  readonly lands: { readonly count?: number; readonly multicolour?: number; readonly colourless?: number; readonly reason?: string };
}

export interface ExpansionCards {
  readonly multicolourLands: readonly string[];
  readonly colourlessLands: readonly string[];
  readonly encounterSpells: readonly string[];
}

export interface WeakeningChoice {
  readonly name: string;
  /** "Creatures your foes face get -1/-0." */
  readonly text: string;
}

/** The answer to `resolveDeck` or `chooseDeckFile`: an imported deck list, read and matched by the host. */
export interface DeckResolvedMessage {
  readonly type: 'deckResolved';
  /** The request it answers; the form ignores answers to requests it has moved on from. */
  readonly request: number;
  /** Set when the list came from a file the host opened: its text and name, for the form to show. */
  readonly source?: { readonly text: string; readonly fileName: string };
  readonly result: DeckImportView;
}

export type DeckImportView =
  | {
      readonly ok: true;
      readonly deck: ImportedDeck;
      /** The imported cards the deck uses (not built in): sent back with startGame. */
      readonly cards: readonly CardDefData[];
      /** What was done on the player's behalf ("line 12: …"). */
      readonly notes: readonly string[];
      /** 40 when the list has a commander. */
      readonly life?: number;
      readonly summary: DeckSummary;
      /** What the variant asks the player to weigh before playing it ("Few lands: …"); the list can be played all the same. */
      readonly warnings?: readonly string[];
    }
  | { readonly ok: false; readonly problems: readonly { readonly line: number; readonly message: string }[] };

export interface ImportedDeck {
  readonly name: string;
  readonly cards: readonly { readonly name: string; readonly count: number }[];
  /** The creature stock the list gives in a section of its own, for a game that takes one (Castle Magic); sent back with the deck. */
  readonly stock?: readonly string[];
}

export interface DeckSummary {
  /** Cards in the deck, copies counted. */
  readonly cards: number;
  readonly lands: number;
  /** Copies of cards the engine does not automate (the player resolves them by hand). */
  readonly manual: number;
  /** Their names, each once. */
  readonly manualNames: readonly string[];
  /** WUBRG letters of the deck's colours. */
  readonly colours: readonly string[];
  /** The artifacts in the deck, each once: what a "find an artifact" goal may name. */
  readonly artifacts: readonly string[];
}

export interface DeckChoice {
  readonly id: string;
  readonly name: string;
  /** WUBRG letters. */
  readonly colours: readonly string[];
  /** "Green · 60 cards, 24 lands · Llanowar Elves, Giant Spider, Craw Wurm". */
  readonly description: string;
  /** The artifacts in the deck, each once: what a "find an artifact" goal may name. */
  readonly artifacts?: readonly string[];
  /** Its lands, counted (given where the form weighs them: Frontier's board is made of both decks' lands). */
  readonly lands?: number;
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
  /** The difficulty preset the form starts at (absent from an older host: the options above as they are). */
  readonly difficulty?: DifficultyId;
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

export type HostMessage = ShowGameMessage | ShowNewGameMessage | ShowInvalidMessage | RejectedMessage | DeckResolvedMessage | ShowCompareMessage;

/** One side of a comparison: a save of the game, where it came from, and what differs from the other side. */
export interface CompareSide {
  /** "explored.crawl.json", "a1b2c3d · Played three turns". */
  readonly label: string;
  /** "On disk", "unsaved moves", "committed 2 days ago by Ann". */
  readonly detail: string;
  readonly game: SaveFile;
  /** Hexes mapped or entered on this side and not on the other. */
  readonly changedHexes: readonly { readonly q: number; readonly r: number }[];
}

/**
 * Where a side of a comparison was read from, so the view can be opened
 * again after a window reload: a document it follows, a URI it read once
 * (a file, a version from git or local history), or a git revision of a file.
 * The webview keeps it as its state and hands it back; the host checks it.
 */
export type CompareSource =
  | { readonly kind: 'document'; readonly uri: string; readonly label: string }
  | { readonly kind: 'uri'; readonly uri: string; readonly label: string; readonly detail: string }
  | { readonly kind: 'revision'; readonly file: string; readonly revision: string; readonly label: string; readonly detail: string };

/** Two saves of one game side by side (Crawl: Compare With…): the earlier on the left when one log extends the other. */
export interface ShowCompareMessage {
  readonly type: 'compare';
  readonly left: CompareSide;
  readonly right: CompareSide;
  /** How the logs relate: one played on from the other, the same, forked, or not the same game at all. */
  readonly relation: 'equal' | 'right-extends-left' | 'forked' | 'different-games';
  /** One sentence saying that relation in words. */
  readonly summary: string;
  /** The log entries the two share, counted; and each side's own entries after them. */
  readonly between: { readonly common: number; readonly left: readonly LogEntry[]; readonly right: readonly LogEntry[] };
  /** Life from left to right, when it differs. */
  readonly life?: { readonly from: number; readonly to: number };
  /** Cards that came to or left each zone, from left to right. */
  readonly zones: readonly { readonly zone: string; readonly added: readonly string[]; readonly removed: readonly string[] }[];
  /** The two sides as they were asked for (not as drawn: the earlier may have moved left), to reopen the view. */
  readonly sources?: readonly [CompareSource, CompareSource];
}

// ── Webview → host ────────────────────────────────────────────────────────

const version = Type.Integer({ minimum: 0 });

export const ReadyMessageSchema = Type.Object({ type: Type.Literal('ready') }, { additionalProperties: false });

/**
 * An action as the webview sends it: any variant's (the host checks it
 * against the game's own variant, and names what is wrong); the webview
 * only ever sends one of the actions the host offered.
 */
const ActionEnvelopeSchema = Type.Unsafe<Action>(
  Type.Object({ type: Type.String({ minLength: 1, maxLength: 40 }) }, { additionalProperties: true, description: 'An action of the game\'s variant.' }),
);

export const ActMessageSchema = Type.Object(
  { type: Type.Literal('act'), action: ActionEnvelopeSchema, version },
  { additionalProperties: false },
);

export { StartExpansionsSchema, StartGoalSchema, StartOptionsSchema };

const seed = Type.String({ minLength: 1, maxLength: 200 });

/**
 * Start a game in the empty document: the default variant's (Magic Crawl)
 * with its options checked here, or the variant `variant` names with its
 * answer as `options`, which the host checks against that variant's own
 * answer schema (Variant.form.answer) and names what is wrong.
 */
export const StartGameMessageSchema = Type.Union([
  Type.Object(
    { type: Type.Literal('startGame'), variant: Type.Optional(Type.Literal('magic-crawl')), seed, options: StartOptionsSchema, version },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      type: Type.Literal('startGame'),
      variant: Type.String({ minLength: 1, maxLength: 40, pattern: '^(?!magic-crawl$)[a-z][a-z0-9-]*$' }),
      seed,
      options: Type.Unsafe<SeatsFormAnswer>(Type.Object({}, { additionalProperties: true, description: "The variant's answer, checked by the host." })),
      version,
    },
    { additionalProperties: false },
  ),
]);

/**
 * Step the board to the game as it stood after `step` actions (the replay
 * scrubber), or back to the game as it is (`null`). Only this view changes;
 * the document never does.
 */
export const ReplayMessageSchema = Type.Object(
  { type: Type.Literal('replay'), step: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]), version },
  { additionalProperties: false },
);

/** A version from git history: open the Compare view of it beside the file it is a version of. */
export const CompareWithFileMessageSchema = Type.Object({ type: Type.Literal('compareWithFile') }, { additionalProperties: false });

export const OpenAsTextMessageSchema = Type.Object({ type: Type.Literal('openAsText') }, { additionalProperties: false });

const request = Type.Integer({ minimum: 0 });

/**
 * The game whose form a deck list is for, when it is not the default one:
 * the host lets that variant judge the list by its own rules
 * (Variant.form.deckList). One it does not know judges nothing.
 */
const deckVariant = Type.Optional(Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z][a-z0-9-]*$' }));

/** Read and match a pasted deck list; the host answers with `deckResolved`. */
export const ResolveDeckMessageSchema = Type.Object(
  {
    type: Type.Literal('resolveDeck'),
    request,
    text: Type.String({ maxLength: 1_000_000 }),
    fileName: Type.Optional(Type.String({ maxLength: 500 })),
    variant: deckVariant,
  },
  { additionalProperties: false },
);

/** Ask the host to open a deck list file (an open dialog); it answers with `deckResolved` and the file's text, or not at all when cancelled. */
export const ChooseDeckFileMessageSchema = Type.Object({ type: Type.Literal('chooseDeckFile'), request, variant: deckVariant }, { additionalProperties: false });

export const WebviewMessageSchema = Type.Union([
  ReadyMessageSchema,
  ActMessageSchema,
  StartGameMessageSchema,
  OpenAsTextMessageSchema,
  ResolveDeckMessageSchema,
  ChooseDeckFileMessageSchema,
  ReplayMessageSchema,
  CompareWithFileMessageSchema,
]);

export type WebviewMessage = Static<typeof WebviewMessageSchema>;
export type ActMessage = Static<typeof ActMessageSchema>;
export type StartGameMessage = Static<typeof StartGameMessageSchema>;
export type StartOptions = Static<typeof StartOptionsSchema>;
export type StartGoal = Static<typeof StartGoalSchema>;
export type StartExpansions = Static<typeof StartExpansionsSchema>;
export type ResolveDeckMessage = Static<typeof ResolveDeckMessageSchema>;
export type ChooseDeckFileMessage = Static<typeof ChooseDeckFileMessageSchema>;
export type ReplayMessage = Static<typeof ReplayMessageSchema>;
