import { Type, type Static } from '@sinclair/typebox';
import { STARTER_DECKS } from '../../cards/decks';
import type { CardDefData } from '../../cards/card-schema';
import { findCard, isBuiltInCard } from '../../cards/pool';
import type { RuleError } from '../../result';
import type { DeckChoice, FormRule, SeatsFormOffer } from '../../../protocol/messages';
import { importedCardsSent, type ListedDeck } from '../form-decks';
import { answerDeck, deckChoice, type SeatDeckField, seatsAnswerSchema } from '../seats-form';
import type { DeckListVerdict, FormPreferences } from '../new-game-form';
import { stopsFormRule } from '../stops';
import { FRONTIER_ROWS } from './board';
import { DEFAULT_FRONTIER_OPTIONS, frontierDeckList, frontierSetup, STARTER_DECK_IDS, starterDeck } from './new-game';
import { type FrontierDeck, FrontierDeckSchema, type FrontierSetup, type FrontierStops, StopsSchema } from './schema';

/**
 * Frontier's new-game form on the playmat (Variant.form): what it offers
 * each player (the starter decks, or a list of their own), the defaults it
 * starts at, its answer's schema, and the answer as a setup. The answer
 * holds the command line's choices (`--opponent`, `--deck` or `--deck-file`,
 * `--deck2` or `--deck2-file`, `--neighbours-need-home`, `--stops`,
 * `--target-face-down`),
 * so the same choices make the same setup by `frontierSetup`, whichever way
 * they came. A list arrives as the host read it for the form, with the
 * imported cards it uses; while the player types, `frontierFormDeckList`
 * says what the form shows under it (the cards refused, too few lands).
 */

/** The form's answer; every choice may be left out for its default. */
export const FrontierFormAnswerSchema = seatsAnswerSchema(FrontierDeckSchema, {
  neighboursNeedHome: Type.Optional(Type.Boolean()),
  stops: Type.Optional(StopsSchema),
  /** Land destruction may target a face-down land too (frontier.land.target's option). */
  targetFaceDown: Type.Optional(Type.Boolean()),
});
export type FrontierFormAnswer = Static<typeof FrontierFormAnswerSchema>;

/** What the form starts at: a starter deck for each player. */
export interface FrontierFormDefaults {
  readonly opponent: 'computer' | 'hotseat';
  readonly deck: string;
  readonly deck2: string;
  readonly neighboursNeedHome: boolean;
  readonly stops: FrontierStops;
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

/** The readings of the rules the form lets the player change, drawn as checkboxes. */
const RULES: readonly FormRule[] = [
  {
    kind: 'check',
    name: 'neighboursNeedHome',
    label: 'Neighbouring lands need a home',
    hint: 'Terrain bonus: a neighbouring land counts only when the land underneath the creature matches too.',
  },
  stopsFormRule("Asked when the other player casts, uses an ability or attacks, in your main phase, and at the other player's end step; passed for otherwise."),
  {
    kind: 'check',
    name: 'targetFaceDown',
    label: 'Face-down lands can be targeted',
    hint: 'Land destruction (Stone Rain, Sinkhole) may target a land still face down too, which is named as it is destroyed. Off: only face-up lands can be targeted.',
  },
];

let decks: readonly DeckChoice[] | undefined;

/** What the form offers; the player's preferences (the host's settings) give the defaults they speak of. */
export function frontierFormOffer(preferences: FormPreferences = {}): SeatsFormOffer {
  decks ??= STARTER_DECKS.map(deckChoice);
  const stops = preferences.stops ?? FRONTIER_FORM_DEFAULTS.stops;
  return {
    heading: 'New Frontier Magic game',
    intro: 'Two planeswalkers on a grid of face-down lands: play them, move your creatures across the board, and bring the other player to 0 life.',
    deckIntro: 'The board is made of both decks\' lands, and all mana comes from the board, so each deck brings its share of lands.',
    decks,
    defaults: { ...FRONTIER_FORM_DEFAULTS, stops },
    rules: RULES,
    boardLands: FRONTIER_ROWS,
  };
}

const refuse = (message: string): { ok: false; error: RuleError } => ({ ok: false, error: { rule: 'frontier.startGame', message } });

/** One player's deck from the answer: a starter deck, or a list whose every card is built in or sent with it. */
function deckOf(field: SeatDeckField, deck: NonNullable<FrontierFormAnswer['deck']>, imported: ReadonlyMap<string, CardDefData>): { ok: true; deck: FrontierDeck } | { ok: false; error: RuleError } {
  const found = answerDeck('frontier.startGame', field, deck, imported, starterDeck, STARTER_DECK_IDS);
  if (!found.ok) return found;
  return { ok: true, deck: 'starter' in found ? found.starter : found.list };
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
