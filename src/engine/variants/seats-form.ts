import { Type, type TProperties, type TSchema } from '@sinclair/typebox';
import { CardDefSchema, type CardDefData } from '../cards/card-schema';
import type { DeckList } from '../cards/decks';
import { cardInfo } from '../magic/card-db';
import { COLOUR_NAMES } from '../colour';
import type { RuleError } from '../result';
import type { DeckChoice } from '../../protocol/messages';
import { checkedDeckList, type ListedDeck } from './form-decks';

/**
 * What every two-player Magic form shares (Frontier's, Castle's): the
 * answer's common fields, a starter deck as the form offers it, and a deck
 * from the answer checked. The form itself is drawn from the variant's
 * offer (protocol `SeatsFormOffer`), so each variant gives only its words,
 * its decks and its rule options.
 */

const DeckIdSchema = Type.String({ minLength: 1, maxLength: 100 });

/**
 * The answer of a seats form: who sits across, each player's deck (a
 * starter deck's id, or a list of the variant's deck schema `list`, whose
 * every card is built in or among `cards`), with the variant's own rule
 * fields beside them.
 */
export function seatsAnswerSchema<List extends TSchema, Rules extends TProperties>(list: List, rules: Rules) {
  const deck = Type.Union([DeckIdSchema, list]);
  return Type.Object(
    {
      /** Who sits north: the computer, or a second person at this playmat (hot-seat). */
      opponent: Type.Optional(Type.Union([Type.Literal('computer'), Type.Literal('hotseat')])),
      /** Your deck (south). */
      deck: Type.Optional(deck),
      /** North's deck, whoever plays it. */
      deck2: Type.Optional(deck),
      /** The imported cards the two lists use, each once. */
      cards: Type.Optional(Type.Array(CardDefSchema, { maxItems: 10_000 })),
      ...rules,
    },
    { additionalProperties: false },
  );
}

const SeatControlSchema = Type.Union([Type.Literal('you'), Type.Literal('hotseat'), Type.Literal('computer')]);

/**
 * The answer of a table's seats form (`SeatsFormOffer.seats`): each seat in
 * order, who plays it and its deck (a starter deck's id or a list, as
 * above; left out when the seats bring none), with the variant's own rule
 * fields beside them.
 */
/** The longest name a seat may be given on the form. */
export const SEAT_NAME_MAX = 30;

export function tableAnswerSchema<List extends TSchema, Rules extends TProperties>(list: List, range: { readonly min: number; readonly max: number }, rules: Rules) {
  // A person's seat may carry the name the log calls them by ("Ada draws a card"); a computer's is numbered.
  const seat = Type.Object(
    { control: SeatControlSchema, name: Type.Optional(Type.String({ minLength: 1, maxLength: SEAT_NAME_MAX })), deck: Type.Optional(Type.Union([DeckIdSchema, list])) },
    { additionalProperties: false },
  );
  return Type.Object(
    {
      seats: Type.Optional(Type.Array(seat, { minItems: range.min, maxItems: range.max })),
      /** The imported cards the lists use, each once. */
      cards: Type.Optional(Type.Array(CardDefSchema, { maxItems: 10_000 })),
      ...rules,
    },
    { additionalProperties: false },
  );
}

/** A starter deck as the form offers it: "Green-Red · 60 cards, 24 lands". */
export function deckChoice(d: DeckList): DeckChoice {
  let total = 0;
  let lands = 0;
  for (const { name, count } of d.cards) {
    total += count;
    if (cardInfo(name).land) lands += count;
  }
  return { id: d.id, name: d.name, colours: [...d.colours], description: `${d.colours.map((c) => COLOUR_NAMES[c]).join('-')} · ${total} cards, ${lands} lands`, lands };
}

/** Which player a deck field is: "deck" is yours (south), "deck2" the other player's. */
export type SeatDeckField = 'deck' | 'deck2';

/**
 * One player's deck from a seats answer: the starter deck `starter` finds
 * for an id, or a list checked against the built-in cards and the imported
 * ones sent; a refusal names the field (a `SeatDeckField`, or a table's
 * `seats.<i>.deck`) and the rule (`rule`).
 */
export function answerDeck<Starter>(
  rule: string,
  field: string,
  deck: string | ListedDeck,
  imported: ReadonlyMap<string, CardDefData>,
  starter: (id: string) => Starter | undefined,
  starterIds: readonly string[],
): { ok: true; starter: Starter } | { ok: true; list: { name: string; cards: { name: string; count: number }[] } } | { ok: false; error: RuleError } {
  if (typeof deck === 'string') {
    const found = starter(deck);
    return found !== undefined
      ? { ok: true, starter: found }
      : { ok: false, error: { rule, message: `${field}: there is no starter deck "${deck}"; choose one of ${starterIds.join(', ')}.` } };
  }
  const checked = checkedDeckList(deck, imported);
  if (!checked.ok) return { ok: false, error: { rule, message: `${field}: ${checked.message}` } };
  return { ok: true, list: { name: deck.name, cards: deck.cards.map((c) => ({ name: c.name, count: c.count })) } };
}
