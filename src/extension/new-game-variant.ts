import { type DeckImport, allVariants, type AnyVariant, type CardLibrary, defaultVariant, findVariant, type FormPreferences } from '../engine';
import type { NewGameVariantChoice, ShowNewGameMessage } from '../protocol/messages';

/**
 * Which variant a new game is of, and what its new-game form offers as the
 * protocol carries it: the default variant's offer, and every variant with
 * a form as a choice. A start message may name another variant.
 */

/** What a variant's new-game form offers (Variant.form.offer), as the newGame message carries it. */
export type FormOffer = Omit<ShowNewGameMessage, 'type' | 'version' | 'readOnly' | 'fileName' | 'suggestedSeed' | 'variants'>;

/** The games the form can start (each variant with a form, the default first), with each other variant's offer. */
export function variantChoices(library: CardLibrary | undefined, seed: string, preferences: FormPreferences = {}): NewGameVariantChoice[] {
  const first = defaultVariant();
  return allVariants()
    .filter((v) => v.form !== undefined)
    .map((v) => {
      const form = v.form!;
      const base = { id: v.id, title: v.title, description: form.description };
      return (v === first ? base : { ...base, offer: form.offer(library, seed, preferences) }) as NewGameVariantChoice;
    });
}

/** How the game a deck list is for (the default when none is named) judges it: its form's `deckList`, if it has one and this build plays it. */
export function deckListJudge(variant: string | undefined): NonNullable<AnyVariant['form']>['deckList'] {
  return (variant === undefined ? defaultVariant() : findVariant(variant))?.form?.deckList;
}

/** How the game a deck list is for reads it: its form's `readList` around the host's reader, or the host's reader alone. */
export function deckListReader(variant: string | undefined, read: (text: string) => DeckImport): (text: string) => DeckImport {
  const readList = (variant === undefined ? defaultVariant() : findVariant(variant))?.form?.readList;
  return readList ? (text) => readList(text, read) : read;
}

/**
 * The variant a new-game message asks for: the one its `variant` names, else
 * the default; undefined for one this build does not play.
 */
export function newGameVariant(message: object): AnyVariant | undefined {
  const id = (message as { readonly variant?: unknown }).variant;
  return id === undefined ? defaultVariant() : findVariant(id);
}

/** The new-game form the playmat shows: the default variant's, which has one (a bug otherwise, not bad input). */
export function defaultForm(): NonNullable<AnyVariant['form']> {
  const variant = defaultVariant();
  if (!variant.form) throw new Error(`the default variant, ${variant.id}, has no new-game form`);
  return variant.form;
}

/** The starter decks of the default variant's form as a quick pick lists them, the default first. */
export function starterDeckItems(): { label: string; description: string; detail: string; id: string }[] {
  // Without a card library the seed is not asked for.
  const offer: FormOffer = defaultForm().offer(undefined, '');
  const deck = offer.defaults.deck;
  const items = offer.decks.map((d) => ({ label: d.name, description: d.id === deck ? `${d.id} (default)` : d.id, detail: d.description, id: d.id }));
  return items.sort((a, b) => Number(b.id === deck) - Number(a.id === deck));
}
