import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import type { CardDefData } from '../cards/card-schema';
import type { IndexedCard } from '../import/card-index';
import type { DeckImport } from '../import/deck-import';
import type { RuleError } from '../result';
import type { ListedDeck } from './form-decks';

/**
 * What a variant gives the playmat's new-game form: what the form offers,
 * and its answer read into a new game's setup. The form itself (the
 * webview) and its messages are the protocol's; a message's answer is
 * untrusted, so it is checked against the variant's answer schema
 * (`checkFormAnswer`) and then by the variant, which says what to change.
 */

/** The player's card library (the card index the host keeps), for choices "from your card library": its cards. */
export interface CardLibrary {
  readonly cards: readonly IndexedCard[];
}

/**
 * The player's preferences, as the host reads them from its settings, that a
 * form may start its choices at. Each is left out when the host has none
 * (the command line, the tests), and a form that has no such choice ignores it.
 */
export interface FormPreferences {
  /** `crawl.stops` (or the older `crawl.stopAtEveryStep`): when a person holding priority is asked rather than passed for. */
  readonly stops?: StopsPreference;
}

/** The stop modes a game for two may be started with (Frontier's `stops` option). */
export const STOPS_PREFERENCES = ['key-moments', 'when-able', 'every-step'] as const;
export type StopsPreference = (typeof STOPS_PREFERENCES)[number];

/**
 * The stops preference from the settings as the host found them: `crawl.stops`
 * when the player set it to one of its values, else `every-step` for the older
 * `crawl.stopAtEveryStep` turned on, else none (the form's own default). A
 * hand-edited settings.json may hold anything: anything else counts as unset.
 */
export function stopsPreference(stops: unknown, stopAtEveryStep: unknown): StopsPreference | undefined {
  if (STOPS_PREFERENCES.includes(stops as StopsPreference)) return stops as StopsPreference;
  return stopAtEveryStep === true ? 'every-step' : undefined;
}

/** What a variant says of a deck list read for its form, beyond the cards being found: the cards it refuses, each with why, and what the player should know. */
export interface DeckListVerdict {
  readonly refused: readonly { readonly card: string; readonly message: string }[];
  readonly warnings: readonly string[];
}

export interface NewGameForm<Setup, Answer, Offer> {
  /** One line on the game for the form's choice of variant ("A solo hex crawl, by Gustavo Coelho."). */
  readonly description: string;
  /** The answer's schema (TypeBox): a startGame message's `options` for this variant must meet it. */
  readonly answer: TSchema;
  /**
   * What the form offers (decks, goals, defaults…), with what the card
   * library can give; `seed` is the one the form suggests, `preferences` the
   * player's settings a default may come from.
   */
  offer(library: CardLibrary | undefined, seed: string, preferences?: FormPreferences): Offer;
  /**
   * A deck list the host has read and matched for this form (its cards, and
   * the imported ones among them), judged by the variant's own rules; the
   * form shows the refusals by line and the warnings under the list. Absent:
   * any list of known cards will do.
   */
  deckList?(deck: ListedDeck, cards: readonly CardDefData[]): DeckListVerdict;
  /**
   * How a pasted or opened list is read for this form, when it holds more
   * than a deck (Castle's creature stock): `read` is the host's deck reader,
   * with the player's card library. Absent: the list is read as a deck.
   */
  readList?(text: string, read: (text: string) => DeckImport): DeckImport;
  /** The form's answer as a new game's setup, or the rule that refuses it and what to change. */
  setup(seed: string, answer: Answer, library?: CardLibrary): { readonly ok: true; readonly setup: Setup } | { readonly ok: false; readonly error: RuleError };
}

const compiled = new WeakMap<TSchema, TypeCheck<TSchema>>();

/**
 * An untrusted answer checked against a form's answer schema: the answer, or
 * a refusal (`crawl.startGame.answer`) naming the field that is wrong.
 */
export function checkFormAnswer<Answer>(
  form: { readonly answer: TSchema },
  title: string,
  answer: unknown,
): { readonly ok: true; readonly answer: Answer } | { readonly ok: false; readonly error: RuleError } {
  let check = compiled.get(form.answer);
  if (!check) {
    check = TypeCompiler.Compile(form.answer);
    compiled.set(form.answer, check);
  }
  if (check.Check(answer)) return { ok: true, answer: answer as Answer };
  const first = check.Errors(answer).First();
  const field = first?.path ? first.path.slice(1).replace(/\//g, '.') : '';
  const choices = (first?.schema.anyOf as { const?: unknown }[] | undefined)?.map((s) => s.const);
  const said =
    choices && choices.every((c) => c !== undefined)
      ? `must be ${choices.map((c) => JSON.stringify(c)).join(' or ')}`
      : (first?.message ?? 'does not match the form').replace(/^[A-Z]/, (c) => c.toLowerCase());
  const what = `${field ? `${field}: ` : ''}${said}`;
  return { ok: false, error: { rule: 'crawl.startGame.answer', message: `The new-game form's answer for ${title} was refused (${what}); nothing was started.` } };
}
