import { cardInfo } from '../../magic/card-db';
import { nextInt, seedRng } from '../../rng';
import { setupBoard } from './board';
import { SEATS, type FrontierDeck, type FrontierSeat, type FrontierSetup, type FrontierState } from './schema';

/**
 * A new game's state (frontier.setup): both decks' lands, shuffled together,
 * make the board; the rest of each deck is its owner's library (a multiset);
 * who goes first is drawn from the seed. The first player then puts their
 * first token down.
 */

export const FRONTIER_LIFE = 20;

export function deckCards(deck: FrontierDeck): string[] {
  return deck.cards.flatMap((c) => Array.from({ length: c.count }, () => c.name));
}

export function splitDeck(deck: FrontierDeck): { lands: string[]; spells: string[] } {
  const lands: string[] = [];
  const spells: string[] = [];
  for (const card of deckCards(deck)) (cardInfo(card).land ? lands : spells).push(card);
  return { lands, spells };
}

export function initialState(setup: FrontierSetup): FrontierState {
  let rng = seedRng(setup.seed);
  const south = splitDeck(setup.players.south.deck);
  const north = splitDeck(setup.players.north.deck);
  const board = setupBoard({ north: 'north', south: 'south' }, [south.lands, north.lands], rng);
  if (!board.ok) throw new Error(`a Frontier game that cannot be set up: ${board.error.message}`);
  rng = board.rng;
  const first = nextInt(rng, 2);
  rng = first.rng;
  const seat: FrontierSeat = SEATS[first.value]!;
  const player = (spells: string[]) => ({
    life: setup.options.life,
    library: { cards: [...spells].sort(), bottom: [] },
    hand: [],
    graveyard: [],
    exile: [],
  });
  return {
    phase: { type: 'token', seat },
    prompt: null,
    counters: { nextId: 1 },
    rng,
    players: { south: player(south.spells), north: player(north.spells) },
    battlefield: [],
    combat: null,
    board: board.board,
    stack: [],
    priority: null,
    stretch: null,
    finished: [],
    attacked: [],
    first: seat,
    firstFlip: [],
  };
}
