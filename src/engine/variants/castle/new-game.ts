import type { CardDefData } from '../../cards/card-schema';
import { findDeck } from '../../cards/decks';
import { registerSetupCards } from '../../cards/setup-cards';
import type { RuleError } from '../../result';
import type { CastleDeck, CastleOptions, CastleSetup, PlayerSetup } from './schema';
import { CASTLE_LIFE, starterStock, stockProblem } from './setup';

/** A new Castle game's setup from the players' choices, or the rule that refuses them (castle.setup.*). */

/**
 * New games open combat to responses, and stop a person at the key moments; a
 * game saved before either option plays on without responses, and when-able.
 */
export const DEFAULT_CASTLE_OPTIONS = { life: CASTLE_LIFE, diagonal: false, responses: true, stops: 'key-moments' } as const satisfies CastleOptions;

export interface CastlePlayerChoice {
  readonly name?: string;
  readonly control?: 'human' | 'computer';
  readonly deck: CastleDeck;
  /** The creature stock; a starter deck's own when left out. */
  readonly stock?: readonly string[];
}

export interface CastleChoices {
  readonly seed: string;
  readonly south: CastlePlayerChoice;
  readonly north: CastlePlayerChoice;
  readonly options?: Partial<CastleOptions>;
  /** The imported cards the decks and stocks use (not built in); the setup keeps them, so the game opens anywhere. */
  readonly cards?: readonly CardDefData[];
}

/** A starter deck as a Castle deck, with the stock that comes with it. */
export function starterDeck(id: string): { deck: CastleDeck; stock: string[] } | undefined {
  const deck = findDeck(id);
  const stock = starterStock(id);
  return deck && stock ? { deck: { name: deck.name, cards: deck.cards.map((c) => ({ name: c.name, count: c.count })) }, stock } : undefined;
}

export function castleSetup(choices: CastleChoices): { ok: true; setup: CastleSetup } | { ok: false; error: RuleError } {
  // A stock's imported creatures are looked up as it is checked.
  const cards = choices.cards ?? [];
  registerSetupCards({ cards });
  const player = (c: CastlePlayerChoice, fallback: string, control: 'human' | 'computer'): { ok: true; player: PlayerSetup } | { ok: false; error: RuleError } => {
    const stock = c.stock ?? starterStockByName(c.deck.name);
    if (!stock) return { ok: false, error: { rule: 'castle.setup.stock', message: `${c.deck.name} comes with no creature stock: give fifteen creatures.` } };
    const problem = stockProblem(stock);
    if (problem) return { ok: false, error: { rule: problem.rule, message: `${c.name ?? fallback}'s stock: ${problem.message}` } };
    return { ok: true, player: { name: c.name ?? fallback, control: c.control ?? control, deck: c.deck, stock: [...stock].sort() } };
  };
  const south = player(choices.south, 'South', 'human');
  if (!south.ok) return south;
  const north = player(choices.north, 'North', 'computer');
  if (!north.ok) return north;
  return {
    ok: true,
    setup: {
      variant: 'castle',
      seed: choices.seed,
      options: { ...DEFAULT_CASTLE_OPTIONS, ...choices.options },
      players: { south: south.player, north: north.player },
      ...(cards.length > 0 ? { cards: [...cards] } : {}),
    },
  };
}

function starterStockByName(name: string): string[] | undefined {
  const id = ['white', 'blue', 'black', 'red', 'green'].find((d) => findDeck(d)?.name === name);
  return id ? starterStock(id) : undefined;
}
