import type { StopsPreference } from '../new-game-form';
import type { CardDefData } from '../../cards/card-schema';
import { findDeck } from '../../cards/decks';
import { builtInCards } from '../../cards/pool';
import type { CardFacts } from '../../cards/card';
import { registerSetupCards } from '../../cards/setup-cards';
import { designSingleDeck, FULL_SINGLE_DECK, SMALL_SINGLE_DECK } from '../../cards/single-deck';
import type { RuleError } from '../../result';
import { MAX_SEATS, MIN_SEATS, type DuelDeck, type DuelFormat, type DuelOptions, type DuelPlayer, type DuelSetup } from './schema';
import { DUEL_LIFE, libraryCards } from './setup';
import { OPENING_HAND } from '../../magic/opening-hands';
import { sharesDeck } from './formats';
import { collectionOf, DRAFT_SIZE, draftDecks } from './draft';

/** A new game's setup at the Magic table from the players' choices, or the rule that refuses them (duel.setup.*). */

export const DUEL_DECK_IDS: readonly string[] = ['white', 'blue', 'black', 'red', 'green'];

export interface DuelPlayerChoice {
  readonly name?: string;
  readonly control?: 'human' | 'computer';
  /** The player's deck, in the decks format. */
  readonly deck?: DuelDeck;
}

export interface DuelChoices {
  readonly seed: string;
  readonly players: readonly DuelPlayerChoice[];
  readonly format?: DuelFormat;
  readonly landless?: boolean;
  readonly life?: number;
  /** The single deck; designed from Crawl's own cards by the seed when left out. */
  readonly shared?: DuelDeck;
  /** Random draft: build a deck of forty or more from the sixty drafted (else the sixty are the deck). */
  readonly build?: boolean;
  /** Random draft: the collection drawn from, by name with copies; Crawl's own cards (collectionOf) when left out. */
  readonly collection?: readonly string[];
  /** The imported cards the decks use (not built in); the setup keeps them, so the game opens anywhere. */
  readonly cards?: readonly CardDefData[];
  /** When a person holding priority is asked (docs/duel-rules.md, "Stops"); the key moments when left out. */
  readonly stops?: StopsPreference;
}

/** New games stop a person at the key moments; a game saved without the option plays when-able (../stops.ts). */
export const DEFAULT_DUEL_STOPS: StopsPreference = 'key-moments';

/** A starter deck as a deck of the table. */
export function starterDeck(id: string): DuelDeck | undefined {
  const deck = findDeck(id);
  return deck ? { name: deck.name, cards: deck.cards.map((c) => ({ name: c.name, count: c.count })) } : undefined;
}

/**
 * The shared deck for a single-deck game when none is given: designed from
 * Crawl's own cards by the rules' table (landless-mtg.md, "Deck design"),
 * the small deck for up to four players, the seed choosing the cards.
 */
export function designedSharedDeck(seed: string, players: number): DuelDeck {
  return designSharedDeck(seed, players).deck;
}

/** The shared deck designed from `collection` (Crawl's own cards unless given), with how many cards the table wanted and the groups Crawl's own cards could not fill ("rare blue: 1 of 2"). */
export function designSharedDeck(
  seed: string,
  players: number,
  collection: Iterable<CardFacts & { readonly token?: boolean }> = builtInCards(),
): { readonly deck: DuelDeck; readonly wanted: number; readonly lacking: readonly string[] } {
  const small = players <= 4;
  const design = designSingleDeck(collection, seed, small ? SMALL_SINGLE_DECK : FULL_SINGLE_DECK);
  const counts = new Map<string, number>();
  for (const name of design.cards) counts.set(name, (counts.get(name) ?? 0) + 1);
  const deck = { name: `Single deck (${small ? 'small' : 'full'}, seed ${seed})`, cards: [...counts].map(([name, count]) => ({ name, count })) };
  return { deck, wanted: design.wanted, lacking: design.lacking };
}

const refuse = (rule: string, message: string): { ok: false; error: RuleError } => ({ ok: false, error: { rule, message } });

export function duelSetup(choices: DuelChoices): { ok: true; setup: DuelSetup } | { ok: false; error: RuleError } {
  const cards = choices.cards ?? [];
  registerSetupCards({ cards });
  const n = choices.players.length;
  if (n < MIN_SEATS || n > MAX_SEATS) return refuse('duel.setup.players', `The Magic table seats ${MIN_SEATS} to ${MAX_SEATS} players; ${n} were given.`);
  const format = choices.format ?? 'decks';
  const shared = sharesDeck({ format });
  const collection = choices.collection ?? collectionOf(builtInCards(), n);
  const drafted = format === 'random-draft' ? draftDecks(choices.seed, n, collection) : undefined;
  if (format === 'random-draft' && !drafted) {
    const size = collection.length;
    return refuse('duel.setup.draft', `A random draft of ${n} players takes ${n * DRAFT_SIZE} cards from the collection, and it holds ${size}: give more card data, or fewer players.`);
  }
  const players: DuelPlayer[] = [];
  let computers = 0;
  for (const [i, c] of choices.players.entries()) {
    const control = c.control ?? (i === 0 ? 'human' : 'computer');
    if (control === 'computer') computers++;
    // A person by their seat: the log is told in the third person ("Player 1 draws a card"), which "You" would not fit.
    const name = c.name ?? (control === 'computer' ? `Computer ${computers}` : `Player ${i + 1}`);
    if (format === 'decks' && !c.deck) return refuse('duel.setup.deck', `${name} has no deck: in the decks format each player brings one.`);
    const deck = drafted ? drafted[i] : shared ? undefined : c.deck;
    players.push({ name, control, ...(deck ? { deck } : {}) });
  }
  const names = new Set(players.map((p) => p.name.toLowerCase()));
  if (names.size < players.length) return refuse('duel.setup.names', 'Two players share a name: give each a name of their own.');
  const options: DuelOptions = { life: choices.life ?? DUEL_LIFE, format, landless: shared || drafted !== undefined || choices.landless === true, ...(drafted ? { build: choices.build === true } : {}), stops: choices.stops ?? DEFAULT_DUEL_STOPS };
  if (options.landless && format === 'decks') {
    // Landless: the deck's land cards are left out (landless-mtg.md); what is left must deal an opening hand.
    for (const p of players) {
      const left = p.deck ? libraryCards(p.deck, options).length : 0;
      if (left < OPENING_HAND) return refuse('duel.setup.deck', `${p.name}'s deck holds ${left} cards besides its lands; a Landless game plays without them and needs at least ${OPENING_HAND}.`);
    }
  }
  const deck = shared ? (choices.shared ?? designedSharedDeck(choices.seed, n)) : undefined;
  if (deck) {
    const size = deck.cards.reduce((sum, c) => sum + c.count, 0);
    if (size < 7 * n) return refuse('duel.setup.shared', `The single deck has ${size} cards; ${n} players need at least ${7 * n} to be dealt their hands.`);
  }
  return {
    ok: true,
    setup: { variant: 'duel', seed: choices.seed, options, players, ...(deck ? { shared: deck } : {}), ...(cards.length > 0 ? { cards: [...cards] } : {}) },
  };
}
