import type { IndexedCard } from '../import/card-index';
import type { RuleError } from '../result';

/**
 * What a variant gives the playmat's new-game form: what the form offers,
 * and its answer read into a new game's setup. The form itself (the
 * webview) and its messages are the protocol's; a message's answer is
 * untrusted, so the variant checks it and says what to change.
 */

/** The player's card library (the card index the host keeps), for choices "from your card library": its cards. */
export interface CardLibrary {
  readonly cards: readonly IndexedCard[];
}

export interface NewGameForm<Setup, Answer, Offer> {
  /** What the form offers (decks, goals, defaults…), with what the card library can give; `seed` is the one the form suggests. */
  offer(library: CardLibrary | undefined, seed: string): Offer;
  /** The form's answer as a new game's setup, or the rule that refuses it and what to change. */
  setup(seed: string, answer: Answer, library?: CardLibrary): { readonly ok: true; readonly setup: Setup } | { readonly ok: false; readonly error: RuleError };
}
