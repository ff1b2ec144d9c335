import { cardInfo } from '../../magic/card-db';
import { manaValue } from '../../mana';
import { nextInt, seedRng } from '../../rng';
import { COLOURS, type Colour } from '../../colour';
import type { DuelDeck } from './schema';

/**
 * Random draft (landless-mtg.md, "Random draft"): each player draws sixty
 * cards at random from a collection, and plays them, or builds a deck of at
 * least forty of them before the game. A collection holds every nonland
 * card of its card data four times, as a player's playset collection would,
 * or more when the table needs more cards than that (eight players drafting
 * from Crawl's own hundred-odd cards).
 */

export const DRAFT_SIZE = 60;
export const BUILD_LEAST = 40;
export const COPIES = 4;
export const BUILD_RULE = 'landless.random-draft.build';

/** The collection `players` draft from: every nonland card (tokens aside) four times, or as often as they need, by name, sorted. */
export function collectionOf(cards: Iterable<{ readonly name: string; readonly types: readonly string[]; readonly token?: boolean }>, players: number): string[] {
  const names = new Set<string>();
  for (const c of cards) if (!c.types.includes('Land') && !c.token) names.add(c.name);
  const copies = names.size === 0 ? 0 : Math.max(COPIES, Math.ceil((players * DRAFT_SIZE) / names.size));
  return [...names].sort().flatMap((n) => Array.from({ length: copies }, () => n));
}

/** Each player's sixty, drawn in seat order without putting back, by the seed; undefined when the collection is too small. */
export function draftDecks(seed: string, players: number, collection: readonly string[]): DuelDeck[] | undefined {
  if (collection.length < players * DRAFT_SIZE) return undefined;
  const left = [...collection];
  let rng = seedRng(`random-draft/${seed}`);
  return Array.from({ length: players }, (_, seat) => {
    const names: string[] = [];
    for (let i = 0; i < DRAFT_SIZE; i++) {
      const drawn = nextInt(rng, left.length);
      rng = drawn.rng;
      names.push(left.splice(drawn.value, 1)[0]!);
    }
    return { name: `Drafted by seat ${seat + 1} (seed ${seed})`, cards: counted(names) };
  });
}

function counted(names: readonly string[]): DuelDeck['cards'] {
  const counts = new Map<string, number>();
  for (const n of [...names].sort()) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count }));
}

/** Why `cards` is no deck built from `pool` (at least forty, each card at most as often as drafted), or undefined. */
export function buildProblem(cards: readonly string[], pool: readonly string[]): string | undefined {
  if (cards.length < BUILD_LEAST) return `A deck built from a draft holds at least ${BUILD_LEAST} cards; this one has ${cards.length}.`;
  const left = new Map<string, number>();
  for (const n of pool) left.set(n, (left.get(n) ?? 0) + 1);
  for (const n of cards) {
    const k = left.get(n) ?? 0;
    if (k === 0) return `${n} is not among the cards drafted${pool.includes(n) ? ' as often as that' : ''}.`;
    left.set(n, k - 1);
  }
  return undefined;
}

/** What a card is worth as a spell: a creature by its size, anything else by what it costs. */
export function spellWorth(card: string): number {
  const info = cardInfo(card);
  return info.creature ? (info.def.power ?? 0) + (info.def.toughness ?? 0) + info.def.keywords.length : manaValue(info.cost) + 1;
}

/**
 * The computer's deck from its draft: forty cards, of the two colours its
 * cards are worth most in and colourless ones, the best first, filled up
 * with the best of the rest; in the order drafted (sorted), so it is a part
 * of the offer.
 */
export function chooseBuild(pool: readonly string[]): string[] {
  const worthIn = new Map<Colour, number>(COLOURS.map((c) => [c, 0]));
  for (const n of pool) for (const c of cardInfo(n).def.colours) worthIn.set(c, worthIn.get(c)! + spellWorth(n));
  const best = [...COLOURS].sort((a, b) => worthIn.get(b)! - worthIn.get(a)! || COLOURS.indexOf(a) - COLOURS.indexOf(b)).slice(0, 2);
  const fits = (n: string) => cardInfo(n).def.colours.every((c) => best.includes(c));
  const order = pool.map((n, i) => ({ n, i })).sort((a, b) => Number(fits(b.n)) - Number(fits(a.n)) || spellWorth(b.n) - spellWorth(a.n) || a.i - b.i);
  const kept = new Set(order.slice(0, BUILD_LEAST).map((x) => x.i));
  return pool.filter((_, i) => kept.has(i));
}
