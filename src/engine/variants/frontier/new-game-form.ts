import { Type, type Static } from '@sinclair/typebox';
import { STARTER_DECKS } from '../../cards/decks';
import { COLOUR_NAMES } from '../../colour';
import { cardInfo } from '../../magic/card-db';
import type { RuleError } from '../../result';
import type { DeckChoice, FrontierFormOffer } from '../../../protocol/messages';
import { DEFAULT_FRONTIER_OPTIONS, frontierSetup, STARTER_DECK_IDS, starterDeck } from './new-game';
import type { FrontierSetup } from './schema';

/**
 * Frontier's new-game form on the playmat (Variant.form): the starter decks
 * for either player and the defaults it offers, its answer's schema, and the
 * answer as a setup. The answer holds the command line's choices
 * (`--opponent`, `--deck`, `--deck2`, `--neighbours-need-home`,
 * `--stop-every-step`), so the same choices make the same setup by
 * `frontierSetup`, whichever way they came. Starter decks only: a deck list
 * of your own is for `crawl new --variant frontier --deck-file`.
 */

const DeckIdSchema = Type.String({ minLength: 1, maxLength: 100 });

/** The form's answer; every choice may be left out for its default. */
export const FrontierFormAnswerSchema = Type.Object(
  {
    /** Who sits north: the computer, or a second person at this playmat (hot-seat). */
    opponent: Type.Optional(Type.Union([Type.Literal('computer'), Type.Literal('hotseat')])),
    /** Your deck (south): a starter deck's id. */
    deck: Type.Optional(DeckIdSchema),
    /** North's deck: a starter deck's id. */
    deck2: Type.Optional(DeckIdSchema),
    neighboursNeedHome: Type.Optional(Type.Boolean()),
    stops: Type.Optional(Type.Union([Type.Literal('when-able'), Type.Literal('every-step')])),
  },
  { additionalProperties: false },
);
export type FrontierFormAnswer = Static<typeof FrontierFormAnswerSchema>;

export const FRONTIER_FORM_DEFAULTS: Required<FrontierFormAnswer> = {
  opponent: 'computer',
  deck: 'green',
  deck2: 'red',
  neighboursNeedHome: DEFAULT_FRONTIER_OPTIONS.neighboursNeedHome,
  stops: DEFAULT_FRONTIER_OPTIONS.stops,
};

/** "Green · 60 cards, 24 lands". */
function deckChoice(d: (typeof STARTER_DECKS)[number]): DeckChoice {
  let total = 0;
  let lands = 0;
  for (const { name, count } of d.cards) {
    total += count;
    if (cardInfo(name).land) lands += count;
  }
  return { id: d.id, name: d.name, colours: [...d.colours], description: `${d.colours.map((c) => COLOUR_NAMES[c]).join('-')} · ${total} cards, ${lands} lands` };
}

let offered: FrontierFormOffer | undefined;

export function frontierFormOffer(): FrontierFormOffer {
  offered ??= { decks: STARTER_DECKS.map(deckChoice), defaults: FRONTIER_FORM_DEFAULTS };
  return offered;
}

const refuse = (message: string): { ok: false; error: RuleError } => ({ ok: false, error: { rule: 'frontier.startGame', message } });

/** The form's answer (already checked against its schema) as a new game's setup, or what to change. */
export function frontierFormSetup(seed: string, answer: FrontierFormAnswer): { ok: true; setup: FrontierSetup } | { ok: false; error: RuleError } {
  const a = { ...FRONTIER_FORM_DEFAULTS, ...answer };
  const south = starterDeck(a.deck);
  if (!south) return refuse(`deck: there is no starter deck "${a.deck}"; choose one of ${STARTER_DECK_IDS.join(', ')}.`);
  const north = starterDeck(a.deck2);
  if (!north) return refuse(`deck2: there is no starter deck "${a.deck2}"; choose one of ${STARTER_DECK_IDS.join(', ')}.`);
  const made = frontierSetup({
    seed,
    south: { deck: south },
    north: { deck: north, control: a.opponent === 'computer' ? 'computer' : 'human' },
    options: { neighboursNeedHome: a.neighboursNeedHome, stops: a.stops },
  });
  return made.ok ? made : refuse(`This game cannot be set up: ${made.problems.join(' ')}`);
}
