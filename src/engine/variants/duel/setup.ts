import { Table } from '../../magic/table';
import { drawCard, drawCards } from '../../magic/zones';
import { OPENING_HAND } from '../../magic/opening-hands';
import { nextInt, seedRng } from '../../rng';
import type { PlayerZones } from '../../magic/schema';
import { cardInfo } from '../../magic/card-db';
import type { DuelDeck, DuelOptions, DuelSetup, DuelState } from './schema';
import { duelSeating, seatsOf } from './seating';
import { drawsDouble, sharesDeck } from './formats';

/**
 * A new game's state (duel.setup): each deck is its owner's library (a
 * multiset), or, in a single-deck game, the one shared deck is everyone's;
 * who goes first is drawn from the seed, and the opening hands are drawn:
 * each from their own library, or dealt round-robin from the shared one,
 * one card at a time from the first player on (landless.single-deck.deal);
 * with double draw fourteen each, two at a time (landless.double-draw.deal).
 */

export const DUEL_LIFE = 20;

export function deckCards(deck: DuelDeck): string[] {
  return deck.cards.flatMap((c) => Array.from({ length: c.count }, () => c.name));
}

/**
 * The library a deck makes: all of it, or in a Landless game its cards but
 * the land cards (landless-mtg.md: the deck contains no land cards; as
 * Magic Crawl's `--landless` does). The setup keeps the deck as brought.
 */
export function libraryCards(deck: DuelDeck, options: Pick<DuelOptions, 'landless'>): string[] {
  const cards = deckCards(deck);
  return options.landless ? cards.filter((name) => !cardInfo(name).land) : cards;
}

export function initialState(setup: DuelSetup): DuelState {
  const seats = seatsOf(setup);
  const shared = sharesDeck(setup.options);
  const first = nextInt(seedRng(setup.seed), seats.length);
  // A random draft built before play: the libraries are made as each player builds (duel.build), and the hands dealt after.
  const building = setup.options.build === true;
  const zones = (i: number): PlayerZones => {
    const deck = building ? undefined : shared ? (i === 0 ? setup.shared : undefined) : setup.players[i]!.deck;
    return { life: setup.options.life, library: { cards: deck ? libraryCards(deck, setup.options).sort() : [], bottom: [] }, hand: [], graveyard: [], exile: [] };
  };
  const firstSeat = seats[first.value]!;
  const state: DuelState = {
    phase: building ? { type: 'build', seat: firstSeat } : { type: 'mulligan', seat: firstSeat, taken: 0 },
    prompt: null,
    counters: { nextId: 1 },
    rng: first.rng,
    players: seats.map((_, i) => zones(i)),
    out: [],
    battlefield: [],
    combat: null,
    stack: [],
    priority: null,
    first: firstSeat,
  };
  const t = new Table(state, duelSeating(setup));
  if (!building) dealHands(t, setup);
  return t.s;
}

/** The opening hands, from the first player on: seven each, or as the format deals them. */
export function dealHands(t: Table<DuelState>, setup: DuelSetup): void {
  const seats = seatsOf(setup);
  const from = seats.indexOf(t.s.first);
  const order = [...seats.slice(from), ...seats.slice(0, from)];
  if (drawsDouble(setup.options)) {
    // Fourteen each, two at a time (landless.double-draw.deal).
    for (let round = 0; round < OPENING_HAND; round++) for (const seat of order) drawCards(t, seat, 2);
  } else if (sharesDeck(setup.options)) {
    for (let round = 0; round < OPENING_HAND; round++) for (const seat of order) drawCard(t, seat);
  } else {
    for (const seat of order) drawCards(t, seat, OPENING_HAND);
  }
}
