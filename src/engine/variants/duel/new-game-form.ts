import { Type, type Static } from '@sinclair/typebox';
import { findDeck } from '../../cards/decks';
import type { RuleError } from '../../result';
import type { DeckChoice, FormRule, SeatControl, SeatsFormDefaults, SeatsFormOffer } from '../../../protocol/messages';
import { importedCardsSent } from '../form-decks';
import { answerDeck, deckChoice, tableAnswerSchema } from '../seats-form';
import { DEFAULT_DUEL_STOPS, designSharedDeck, DUEL_DECK_IDS, duelSetup, starterDeck, type DuelChoices, type DuelPlayerChoice } from './new-game';
import type { CardLibrary, FormPreferences, StopsPreference } from '../new-game-form';
import { stopsFormRule, stopsSchema } from '../stops';
import type { CardDefData } from '../../cards/card-schema';
import { isBuiltInCard } from '../../cards/pool';
import { collectionOf } from './draft';
import { DuelDeckSchema, FORMATS, MAX_SEATS, MIN_SEATS, type DuelSetup } from './schema';
import { DUEL_LIFE } from './setup';

/**
 * The Magic table's new-game form on the playmat (Variant.form): how many
 * players, who plays each seat (you, another person here, the computer) and
 * in the decks format each seat's deck (a starter deck or a list of its
 * own), the format, Landless, the starting life and the stops. It is the shared seats
 * form with a range of seats; the answer makes the same setup as `crawl new
 * --variant duel` with the same choices, by `duelSetup`.
 */

export const DuelFormAnswerSchema = tableAnswerSchema(
  DuelDeckSchema,
  { min: MIN_SEATS, max: MAX_SEATS },
  {
    format: Type.Optional(Type.Union(FORMATS.map((f) => Type.Literal(f)))),
    landless: Type.Optional(Type.Boolean()),
    build: Type.Optional(Type.Boolean()),
    collection: Type.Optional(Type.Union([Type.Literal('crawl'), Type.Literal('library')])),
    life: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    stops: stopsSchema('When a person holding priority is asked (docs/duel-rules.md, "Stops").'),
  },
);
export type DuelFormAnswer = Static<typeof DuelFormAnswerSchema>;

/** The decks the seats start at, in seat order: the command line's (`crawl new --variant duel`). */
const SEAT_DECKS = ['green', 'red', 'blue', 'black', 'white'];
const seatDeck = (i: number): string => SEAT_DECKS[i % SEAT_DECKS.length]!;
/** You at the first seat, the computer at the others, as on the command line. */
const seatControl = (i: number): SeatControl => (i === 0 ? 'you' : 'computer');
const DEFAULT_PLAYERS = 2;

/** Every seat's choices, so a table grown to more players starts each new seat at its default. */
function formDefaults(stops: StopsPreference): SeatsFormDefaults {
  const seats: Record<string, string> = {};
  for (let i = 0; i < MAX_SEATS; i++) {
    seats[`seat${i + 1}`] = seatControl(i);
    seats[i === 0 ? 'deck' : `deck${i + 1}`] = seatDeck(i);
  }
  return { players: DEFAULT_PLAYERS, ...seats, format: 'decks', landless: false, build: false, collection: 'crawl', life: DUEL_LIFE, stops };
}

/** The formats in which no player brings a deck, and which are always Landless. */
const SHARED_OR_DRAFTED = ['single-deck', 'double-draw', 'random-draft'];

/** What Crawl's own cards make of the rules' table for a shared deck, small and full: said in the form, as the command line says it. */
function sharedDeckWords(): string {
  const size = (players: number) => {
    const d = designSharedDeck('form', players);
    return `${d.deck.cards.reduce((n, c) => n + c.count, 0)} of its ${d.wanted}`;
  };
  return `Crawl's own cards fill ${size(MIN_SEATS)} cards for up to four players and ${size(MAX_SEATS)} for more; a deck of your own is the command line's --shared-file`;
}

// Worked out on first use: the shared deck is designed to say what it holds.
let rules: readonly FormRule[] | undefined;

const formRules = (): readonly FormRule[] => (rules ??= [
  {
    kind: 'choice',
    name: 'format',
    label: 'Format',
    options: [
      { value: 'decks', label: 'Own decks', hint: 'Each player brings a deck of their own: a starter deck or a list.' },
      {
        value: 'single-deck',
        label: 'Single deck',
        hint: `One shared Landless deck for the whole table, designed by the rules' table (${sharedDeckWords()}): dealt round-robin, and the graveyards shuffled into a new one when it runs out.`,
      },
      {
        value: 'double-draw',
        label: 'Double draw',
        hint: 'The single deck, but every draw takes twice the cards: you keep half and put the rest on the bottom in the order you choose (fourteen dealt, keep seven).',
      },
      {
        value: 'random-draft',
        label: 'Random draft',
        hint: "Each player drafts sixty cards at random from Crawl's own cards, Landless: play them as drafted, or build a deck first.",
      },
    ],
  },
  {
    kind: 'check',
    name: 'build',
    label: 'Build decks from the draft',
    hint: 'Random draft: before the game each player keeps at least forty of their sixty, on the playmat.',
  },
  { kind: 'number', name: 'life', label: 'Starting life', hint: `Each player's life at the start (the rules' ${DUEL_LIFE}).`, min: 1, max: 1000 },
  {
    kind: 'check',
    name: 'landless',
    label: 'Landless',
    hint: 'Any card may be played as a land, tapping for its colours. Always on with a single deck or a draft.',
    onWhen: { rule: 'format', is: SHARED_OR_DRAFTED },
  },
  stopsFormRule("Asked when another player casts a spell or uses an ability, when you are attacked, in your main phases, and at each other player's end step; passed for otherwise."),
]);

let decks: readonly DeckChoice[] | undefined;

/**
 * Where a shared deck or a draft takes its cards from: Crawl's own, or the
 * player's card library when there is one (the form offers the choice only
 * then).
 */
function collectionRule(library: CardLibrary): FormRule {
  return {
    kind: 'choice',
    name: 'collection',
    label: 'Cards for a shared deck or a draft',
    options: [
      { value: 'crawl', label: "Crawl's own cards", hint: "A single deck or a draft takes Crawl's own cards." },
      {
        value: 'library',
        label: `Your card library (${library.cards.length} cards)`,
        hint: "A single deck is designed from your card library by the rules' table, a draft drawn from it; the cards chosen go into the file, so the game opens anywhere. Own decks do not use it.",
      },
    ],
  };
}

/** What the form offers; the player's preferences (the host's settings) give the Stops it starts at. */
export function duelFormOffer(library?: CardLibrary, preferences: FormPreferences = {}): SeatsFormOffer {
  decks ??= DUEL_DECK_IDS.map((id) => deckChoice(findDeck(id)!));
  const usable = library !== undefined && library.cards.length > 0;
  return {
    heading: 'New game at the Magic table',
    intro: 'Free-for-all Magic for two to eight players around one table: attack whichever player you like, and the last one standing wins.',
    decks,
    defaults: formDefaults(preferences.stops ?? DEFAULT_DUEL_STOPS),
    rules: usable ? [...formRules().slice(0, 2), collectionRule(library), ...formRules().slice(2)] : formRules(),
    seats: { min: MIN_SEATS, max: MAX_SEATS, noDecksWhen: { rule: 'format', is: SHARED_OR_DRAFTED } },
    summary: '{players} players · {format} · {life} life',
  };
}

const refuse = (message: string): { ok: false; error: RuleError } => ({ ok: false, error: { rule: 'duel.startGame', message } });

/** The form's answer (already checked against its schema) as a new game's setup, or what to change. */
export function duelFormSetup(seed: string, answer: DuelFormAnswer, library?: CardLibrary): { ok: true; setup: DuelSetup } | { ok: false; error: RuleError } {
  const format = answer.format ?? 'decks';
  const seats: NonNullable<DuelFormAnswer['seats']> = answer.seats ?? Array.from({ length: DEFAULT_PLAYERS }, (_, i) => ({ control: seatControl(i) }));
  const sent = importedCardsSent(answer.cards ?? []);
  if (!sent.ok) return refuse(`cards: ${sent.message}`);
  const yours = seats.flatMap((s, i) => (s.control === 'you' ? [i] : []));
  if (yours.length > 1) return refuse(`seats.${yours[1]}.control: only one seat is yours; another person here plays "hotseat".`);
  const players: DuelPlayerChoice[] = [];
  let computers = 0;
  for (const [i, seat] of seats.entries()) {
    if (seat.control === 'computer') computers++;
    // A person's name as given, else by their seat (the log reads "Player 1 draws a card", not "You draws"); the computer's numbered.
    const given = seat.control === 'computer' ? undefined : seat.name?.trim();
    const name = given ? given : seat.control === 'computer' ? `Computer ${computers}` : `Player ${i + 1}`;
    const control = seat.control === 'computer' ? 'computer' : 'human';
    if (format !== 'decks') {
      players.push({ name, control });
      continue;
    }
    const found = answerDeck('duel.startGame', `seats.${i}.deck`, seat.deck ?? seatDeck(i), sent.cards, (id) => (DUEL_DECK_IDS.includes(id) ? starterDeck(id) : undefined), DUEL_DECK_IDS);
    if (!found.ok) return found;
    players.push({ name, control, deck: 'starter' in found ? found.starter : found.list });
  }
  const fromLibrary = answer.collection === 'library' && format !== 'decks';
  if (fromLibrary && (!library || library.cards.length === 0)) return refuse('collection: there is no card library to take the cards from; import card data first, or choose Crawl\'s own cards.');
  const own = fromLibrary ? libraryChoices(library!, seed, format, players.length) : {};
  const made = duelSetup({ seed, players, format, landless: answer.landless ?? false, build: format === 'random-draft' && answer.build === true, life: answer.life ?? DUEL_LIFE, stops: answer.stops ?? DEFAULT_DUEL_STOPS, cards: [...sent.cards.values(), ...(own.cards ?? [])], ...own.choices });
  return made.ok && own.cards ? { ok: true, setup: keepCardsUsed(made.setup) } : made;
}

/** A shared deck designed from, or the draft's collection of, the player's card library, with its cards for the setup. */
function libraryChoices(library: CardLibrary, seed: string, format: string, players: number): { choices?: Partial<DuelChoices>; cards?: CardDefData[] } {
  const defs = library.cards.map((c) => c.def).filter((d) => !isBuiltInCard(d.name));
  if (format === 'random-draft') return { choices: { collection: collectionOf(library.cards.map((c) => c.def), players) }, cards: defs };
  return { choices: { shared: designSharedDeck(seed, players, library.cards.map((c) => c.def)).deck }, cards: defs };
}

/** The setup with only the imported cards its decks use: a library holds far more than a game needs. */
function keepCardsUsed(setup: DuelSetup): DuelSetup {
  const used = new Set([...setup.players.flatMap((p) => p.deck?.cards ?? []), ...(setup.shared?.cards ?? [])].map((c) => c.name));
  const kept = (setup.cards ?? []).filter((c) => used.has(c.name));
  const { cards: _all, ...rest } = setup;
  return kept.length > 0 ? { ...rest, cards: kept } : rest;
}
