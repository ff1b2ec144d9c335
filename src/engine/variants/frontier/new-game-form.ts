import { Type, type Static } from '@sinclair/typebox';
import { STARTER_DECKS } from '../../cards/decks';
import { COLOUR_NAMES } from '../../colour';
import { type CardDefData, CardDefSchema } from '../../cards/card-schema';
import { findCard, isBuiltInCard } from '../../cards/pool';
import { cardInfo } from '../../magic/card-db';
import type { RuleError } from '../../result';
import type { DeckChoice, FrontierFormOffer } from '../../../protocol/messages';
import { checkedDeckList, importedCardsSent, type ListedDeck } from '../form-decks';
import type { DeckListVerdict, FormPreferences } from '../new-game-form';
import { FRONTIER_ROWS } from './board';
import { DEFAULT_FRONTIER_OPTIONS, frontierDeckList, frontierSetup, STARTER_DECK_IDS, starterDeck } from './new-game';
import { type FrontierDeck, FrontierDeckSchema, type FrontierSetup } from './schema';

/**
 * Frontier's new-game form on the playmat (Variant.form): what it offers
 * each player (the starter decks, or a list of their own), the defaults it
 * starts at, its answer's schema, and the answer as a setup. The answer
 * holds the command line's choices (`--opponent`, `--deck` or `--deck-file`,
 * `--deck2` or `--deck2-file`, `--neighbours-need-home`, `--stop-every-step`,
 * `--target-face-down`),
 * so the same choices make the same setup by `frontierSetup`, whichever way
 * they came. A list arrives as the host read it for the form, with the
 * imported cards it uses; while the player types, `frontierFormDeckList`
 * says what the form shows under it (the cards refused, too few lands).
 */

const DeckIdSchema = Type.String({ minLength: 1, maxLength: 100 });
/** A starter deck's id, or a list of the player's own (its cards built in or among `cards`). */
const FormDeckSchema = Type.Union([DeckIdSchema, FrontierDeckSchema]);

/** The form's answer; every choice may be left out for its default. */
export const FrontierFormAnswerSchema = Type.Object(
  {
    /** Who sits north: the computer, or a second person at this playmat (hot-seat). */
    opponent: Type.Optional(Type.Union([Type.Literal('computer'), Type.Literal('hotseat')])),
    /** Your deck (south). */
    deck: Type.Optional(FormDeckSchema),
    /** North's deck, whoever plays it. */
    deck2: Type.Optional(FormDeckSchema),
    /** The imported cards the two lists use, each once. */
    cards: Type.Optional(Type.Array(CardDefSchema, { maxItems: 10_000 })),
    neighboursNeedHome: Type.Optional(Type.Boolean()),
    stops: Type.Optional(Type.Union([Type.Literal('when-able'), Type.Literal('every-step')])),
    /** Land destruction may target a face-down land too (frontier.land.target's option). */
    targetFaceDown: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type FrontierFormAnswer = Static<typeof FrontierFormAnswerSchema>;

/** What the form starts at: a starter deck for each player. */
export interface FrontierFormDefaults {
  readonly opponent: 'computer' | 'hotseat';
  readonly deck: string;
  readonly deck2: string;
  readonly neighboursNeedHome: boolean;
  readonly stops: 'when-able' | 'every-step';
  readonly targetFaceDown: boolean;
}

export const FRONTIER_FORM_DEFAULTS: FrontierFormDefaults = {
  opponent: 'computer',
  deck: 'green',
  deck2: 'red',
  neighboursNeedHome: DEFAULT_FRONTIER_OPTIONS.neighboursNeedHome,
  stops: DEFAULT_FRONTIER_OPTIONS.stops,
  targetFaceDown: false,
};

/** "Green · 60 cards, 24 lands". */
function deckChoice(d: (typeof STARTER_DECKS)[number]): DeckChoice {
  let total = 0;
  let lands = 0;
  for (const { name, count } of d.cards) {
    total += count;
    if (cardInfo(name).land) lands += count;
  }
  return { id: d.id, name: d.name, colours: [...d.colours], description: `${d.colours.map((c) => COLOUR_NAMES[c]).join('-')} · ${total} cards, ${lands} lands`, lands };
}

let decks: readonly DeckChoice[] | undefined;

/** What the form offers; the player's preferences (the host's settings) give the defaults they speak of. */
export function frontierFormOffer(preferences: FormPreferences = {}): FrontierFormOffer {
  decks ??= STARTER_DECKS.map(deckChoice);
  const stops = preferences.stopAtEveryStep === undefined ? FRONTIER_FORM_DEFAULTS.stops : preferences.stopAtEveryStep ? 'every-step' : 'when-able';
  return { decks, defaults: { ...FRONTIER_FORM_DEFAULTS, stops }, boardLands: FRONTIER_ROWS };
}

const refuse = (message: string): { ok: false; error: RuleError } => ({ ok: false, error: { rule: 'frontier.startGame', message } });

type FormDeck = NonNullable<FrontierFormAnswer['deck']>;

/** One player's deck from the answer: a starter deck, or a list whose every card is built in or sent with it. */
function deckOf(field: 'deck' | 'deck2', deck: FormDeck, imported: ReadonlyMap<string, CardDefData>): { ok: true; deck: FrontierDeck } | { ok: false; error: RuleError } {
  if (typeof deck === 'string') {
    const starter = starterDeck(deck);
    return starter ? { ok: true, deck: starter } : refuse(`${field}: there is no starter deck "${deck}"; choose one of ${STARTER_DECK_IDS.join(', ')}.`);
  }
  const checked = checkedDeckList(deck, imported);
  if (!checked.ok) return refuse(`${field}: ${checked.message}`);
  return { ok: true, deck: { name: deck.name, cards: deck.cards.map((c) => ({ name: c.name, count: c.count })) } };
}

/** The form's answer (already checked against its schema) as a new game's setup, or what to change. */
export function frontierFormSetup(seed: string, answer: FrontierFormAnswer): { ok: true; setup: FrontierSetup } | { ok: false; error: RuleError } {
  const a = { ...FRONTIER_FORM_DEFAULTS, ...answer };
  const sent = importedCardsSent(answer.cards ?? []);
  if (!sent.ok) return refuse(`cards: ${sent.message}`);
  const south = deckOf('deck', a.deck, sent.cards);
  if (!south.ok) return south;
  const north = deckOf('deck2', a.deck2, sent.cards);
  if (!north.ok) return north;
  const made = frontierSetup({
    seed,
    south: { deck: south.deck },
    north: { deck: north.deck, control: a.opponent === 'computer' ? 'computer' : 'human' },
    // Present only when on, as `crawl new --target-face-down` writes it: the same choices make the same file.
    options: { neighboursNeedHome: a.neighboursNeedHome, stops: a.stops, ...(a.targetFaceDown ? { targetFaceDown: true } : {}) },
    cards: [...sent.cards.values()],
  });
  return made.ok ? made : refuse(`This game cannot be set up: ${made.problems.join(' ')}`);
}

/** What the form shows of a list the host has read and matched: the cards Frontier refuses, by name, and the warnings. */
export function frontierFormDeckList(deck: ListedDeck, cards: readonly CardDefData[]): DeckListVerdict {
  const imported = new Map(cards.map((c) => [c.name, c]));
  return frontierDeckList(deck, (name) => (isBuiltInCard(name) ? findCard(name) : imported.get(name)));
}
