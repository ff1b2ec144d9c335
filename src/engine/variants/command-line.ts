import type { DeckLookups } from '../import/deck-import';

/**
 * What a variant gives the command line, so that `crawl new`, `crawl play`
 * and `crawl sim` take its options without knowing them: their names and
 * kinds (for parseArgs), their help, and the setup they make. The command
 * line reads the files they name and passes them in (OptionFiles): the
 * engine reads no files.
 */

/** One option: a `flag` (no value), a `text`, or a `file` the command line reads ("-" is standard input). */
export interface OptionSpec {
  readonly kind: 'flag' | 'text' | 'file';
  /** Taken more than once, every value kept (`--goal A --goal B`). */
  readonly multiple?: boolean;
}

/** Options by name, without the dashes. */
export type OptionSpecs = Readonly<Record<string, OptionSpec>>;

/** The options as parsed: true for a flag given, the value of a text or file (every value, for `multiple`); the command line's own are among them. */
export type OptionValues = Readonly<Record<string, string | boolean | readonly (string | boolean)[] | undefined>>;

/** What the command line reads for a variant's options. */
export interface OptionFiles {
  /** The text of the file an option names ("-": standard input); a file that cannot be read ends the command with the command line's own error. */
  text(file: string): string;
  /**
   * The player's card data, read from these files (card data or card
   * indexes, in the order given; none: the default index, if there is one),
   * looked up as a deck list's names are: Crawl's own cards first. `found`
   * is false when there was no card data at all.
   */
  cardData(files: readonly string[]): { readonly lookups: DeckLookups; readonly found: boolean };
  /** A note for the player (standard error; nowhere for `crawl sim`). */
  note(line: string): void;
}

/** What options make, or what is wrong with them, each problem naming its option or file. */
export type FromOptions<T> =
  | { readonly ok: true; readonly value: T }
  | {
      readonly ok: false;
      readonly problems: readonly string[];
      /** `usage`: an option is wrong (exit code 2); `input`: a file it names is (exit code 1). */
      readonly cause: 'usage' | 'input';
    };

/** A variant's part of `crawl new`, `crawl play` and `crawl sim`. */
export interface VariantCommandLine<Setup> {
  /** Options that set a new game up: `crawl new`, `crawl play` (for a file not there yet) and `crawl sim` take them. */
  readonly settings: OptionSpecs;
  /** Options naming files a new game is set up from (a deck list, card data): `crawl new` and `crawl sim` take them, `crawl play` does not. */
  readonly files: OptionSpecs;
  /** The help of both, as `crawl new --help` lays them out (option lines, two spaces in). */
  readonly help: { readonly settings: string; readonly files: string };
  /** A new game's setup from the options given (settings, and files when the command takes them), or what is wrong with them. */
  setup(values: OptionValues, seed: string, files: OptionFiles): FromOptions<Setup>;
  /** Today's game, the same for everyone on the same date (`crawl new --today`); absent when the variant has none. */
  readonly today?: DailyGame<Setup>;
  /** Many games played by the bot (`crawl sim`); absent when the variant has no bot. */
  readonly simulation?: Simulation;
}

/** A game of the day: its seed comes from the date (UTC), and most of its options are fixed. */
export interface DailyGame<Setup> {
  /** Its name, as the command line says it: "Today's Crawl". */
  readonly title: string;
  /** Its line in `crawl new --help` (the `--today` option). */
  readonly help: string;
  seed(date: Date): string;
  /** Where it is saved when no FILE is given. */
  fileName(date: Date): string;
  /** What is wrong with the options given for it (its seed and most options are fixed), before any file is read. */
  refuse(values: OptionValues): readonly string[];
  /** Its setup, with what the player still chooses among the options. */
  setup(values: OptionValues, seed: string, files: OptionFiles): FromOptions<Setup>;
}

/** The bot over many games, for win rates and speed. */
export interface Simulation {
  /** Its options, besides the command line's `--games`, `--seed` and `--variant`. */
  readonly options: OptionSpecs;
  /** `usage`: its options on the usage line; `about`: what a run does; `options`: their help lines. */
  readonly help: { readonly usage: string; readonly about: string; readonly options: string };
  /** Reads the options; then the games are ready to play (apart, so that the command line times the games alone). */
  prepare(run: { readonly games: number; readonly seed: string; readonly values: OptionValues; readonly files: OptionFiles }): FromOptions<SimulationRun>;
}

export interface SimulationRun {
  /** Plays the games; `progress` is told of each game played, when the run reports progress at all. */
  play(progress?: () => void): SimulationResult;
}

export interface SimulationResult {
  /** What `crawl sim` prints, given how long the games took (the command line times them: the engine keeps no clock). */
  report(time: { readonly seconds: number; readonly cpuSeconds: number }): string;
  /** The games that went wrong, a line each, for standard error. */
  readonly errors: readonly string[];
  /** Set when any went wrong: the command's last word, and it exits with 1. */
  readonly failure?: string;
}
