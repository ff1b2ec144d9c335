import { findDeck } from '../../cards/decks';
import { cardInfo } from '../../magic/card-db';
import { Table } from '../../magic/table';
import { drawCards } from '../../magic/zones';
import { CASTLE_SEATING } from './seating';
import { nextInt, seedRng } from '../../rng';
import { refuse, type RuleError } from '../../result';
import { buildCastle, STOCK_SIZE } from './castle';
import { OPENING_HAND } from '../../magic/opening-hands';
import { SEATS, type CastleDeck, type CastleSeat, type CastleSetup, type CastleState } from './schema';

/**
 * A new game's state (castle.setup): each deck is its owner's library (a
 * multiset), each stock of fifteen creatures becomes a castle of twelve
 * face-down places whose creatures are drawn as they are revealed; who goes
 * first is drawn from the seed, and both players draw their opening hands.
 */

export const CASTLE_LIFE = 20;

export function deckCards(deck: CastleDeck): string[] {
  return deck.cards.flatMap((c) => Array.from({ length: c.count }, () => c.name));
}

/** Why a stock cannot be a castle's (castle.setup.stock): not fifteen cards, or a card that is no creature. */
export function stockProblem(stock: readonly string[]): RuleError | undefined {
  if (stock.length !== STOCK_SIZE) return refuse('castle.setup.stock', `A creature stock is ${STOCK_SIZE} creatures; this one has ${stock.length}.`).error;
  const notCreature = stock.find((c) => !cardInfo(c).creature);
  if (notCreature) return refuse('castle.setup.stock', `A creature stock holds only creatures; ${notCreature} is not one.`).error;
  return undefined;
}

/**
 * The stock that comes with a starter deck: its own creatures, each name in
 * turn as often as the deck has it, until there are fifteen.
 */
export function starterStock(deckId: string): string[] | undefined {
  const deck = findDeck(deckId);
  if (!deck) return undefined;
  const creatures = deck.cards.filter((c) => cardInfo(c.name).creature);
  if (creatures.length === 0) return undefined;
  const out: string[] = [];
  for (let round = 0; out.length < STOCK_SIZE; round++) {
    for (const c of creatures) if (out.length < STOCK_SIZE && (round < c.count || creatures.every((d) => round >= d.count))) out.push(c.name);
  }
  return out.sort();
}

export function initialState(setup: CastleSetup): CastleState {
  let rng = seedRng(setup.seed);
  const castle = (seat: CastleSeat) => {
    const built = buildCastle(setup.players[seat].stock);
    if (!built.ok) throw new Error(`a Castle game that cannot be set up: ${built.error.message}`);
    return built.castle;
  };
  const first = nextInt(rng, 2);
  rng = first.rng;
  const seat: CastleSeat = SEATS[first.value]!;
  const player = (deck: CastleDeck) => ({ life: setup.options.life, library: { cards: deckCards(deck).sort(), bottom: [] }, hand: [], graveyard: [], exile: [] });
  const state: CastleState = {
    phase: { type: 'mulligan', seat, taken: 0 },
    prompt: null,
    counters: { nextId: 1 },
    rng,
    players: { south: player(setup.players.south.deck), north: player(setup.players.north.deck) },
    castles: { south: castle('south'), north: castle('north') },
    battlefield: [],
    combat: null,
    breach: null,
    stack: [],
    priority: null,
    first: seat,
  };
  // Both players draw their opening hands; the first player decides on theirs first.
  const t = new Table(state, CASTLE_SEATING);
  for (const s of SEATS) drawCards(t, s, OPENING_HAND);
  return t.s;
}
