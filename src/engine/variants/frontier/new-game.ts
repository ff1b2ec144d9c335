import { isLand, type CardDef } from '../../cards/card';
import type { CardDefData } from '../../cards/card-schema';
import { findDeck, STARTER_DECKS } from '../../cards/decks';
import { findCard, isBuiltInCard } from '../../cards/pool';
import { registerSetupCards } from '../../cards/setup-cards';
import { FRONTIER_ROWS } from './board';
import type { FrontierDeck, FrontierOptions, FrontierSetup } from './schema';
import { deckCards, FRONTIER_LIFE, splitDeck } from './setup';

/**
 * A new Frontier game's setup from the players' choices, with everything
 * wrong with them named: unknown decks and cards, too few lands between the
 * two decks for a board, and the cards that "just plain don't work"
 * (frontier.deck.unplayable).
 */

/** A new game's readings; a person is asked only at the key moments (a save keeps the stops it was started with). */
export const DEFAULT_FRONTIER_OPTIONS: FrontierOptions = { neighboursNeedHome: false, stops: 'key-moments', life: FRONTIER_LIFE };

export interface FrontierChoices {
  readonly seed: string;
  /** The seat at this playmat (south) and the one across (north). */
  readonly south: { readonly name?: string; readonly deck: FrontierDeck };
  readonly north: { readonly name?: string; readonly deck: FrontierDeck; readonly control: 'human' | 'computer' };
  readonly options?: Partial<FrontierOptions>;
  /** Imported cards the decks use. */
  readonly cards?: readonly CardDefData[];
}

/** A starter deck as a Frontier deck. */
export function starterDeck(id: string): FrontierDeck | undefined {
  const deck = findDeck(id);
  return deck ? { name: deck.name, cards: deck.cards.map((c) => ({ name: c.name, count: c.count })) } : undefined;
}

export const STARTER_DECK_IDS: readonly string[] = STARTER_DECKS.map((d) => d.id);

/**
 * Why a card does not work in Frontier (frontier.deck.unplayable), or
 * undefined: effects that destroy or return all lands, lands that become
 * creatures, artifacts that become creatures.
 */
export function unplayable(card: string): string | undefined {
  const def = findCard(card);
  return def ? unplayableCard(def) : KNOWN_UNPLAYABLE[card] && `${card} ${KNOWN_UNPLAYABLE[card]}`;
}

/** The same for a card's data, registered or not (an imported card of a list being read). */
export function unplayableCard(def: CardDef | CardDefData): string | undefined {
  const card = def.name;
  const named = KNOWN_UNPLAYABLE[card];
  if (named) return `${card} ${named}`;
  const text = `${card} ${def.manualText ?? ''}`.toLowerCase();
  if (/(destroy|return) all lands/.test(text)) return `${card} destroys or returns all lands: the board would be gone`;
  const becomesCreature = (def.abilities ?? []).some(
    (a) => a.kind === 'activated' && 'effects' in a && (a.effects as readonly { do: string }[]).some((e) => e.do === 'becomeCreature'),
  );
  if (becomesCreature || /becomes? an? .*creature/.test(text)) {
    if (isLand(def)) return `${card} is a land that becomes a creature: lands stay on the board`;
    if (def.types.includes('Artifact')) return `${card} is an artifact that becomes a creature: artifacts never move`;
  }
  return undefined;
}

/**
 * The cards the article names and their kin, for card data that keeps no
 * rules text to find them by (the pool's cards keep none).
 */
const KNOWN_UNPLAYABLE: Readonly<Record<string, string>> = {
  Armageddon: 'destroys all lands: the board would be gone',
  'Ravages of War': 'destroys all lands: the board would be gone',
  Jokulhaups: 'destroys all lands: the board would be gone',
  Obliterate: 'destroys all lands: the board would be gone',
  'Decree of Annihilation': 'destroys all lands: the board would be gone',
  Catastrophe: 'may destroy all lands: the board would be gone',
  Sunder: 'returns all lands to their owners\' hands: the board would be gone',
  'Stalking Stones': 'is a land that becomes a creature: lands stay on the board',
  "Mishra's Factory": 'is a land that becomes a creature: lands stay on the board',
  'Mutavault': 'is a land that becomes a creature: lands stay on the board',
  'Chimeric Staff': 'is an artifact that becomes a creature: artifacts never move',
  'Chimeric Sphere': 'is an artifact that becomes a creature: artifacts never move',
};

export function frontierSetup(choices: FrontierChoices): { ok: true; setup: FrontierSetup } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const imported = new Map((choices.cards ?? []).map((c) => [c.name, c]));
  for (const seat of ['south', 'north'] as const) {
    const deck = choices[seat].deck;
    for (const c of deck.cards) {
      // Known to this game: built in, or among the imported cards it brings (whatever else the pool holds by now).
      const def = isBuiltInCard(c.name) ? findCard(c.name) : imported.get(c.name);
      if (!def) problems.push(`${seat}'s deck: "${c.name}" is not a card Crawl knows (import the card data that has it).`);
      else {
        const why = unplayableCard(def);
        if (why) problems.push(`${seat}'s deck: ${why} (frontier.deck.unplayable).`);
      }
    }
    if (deckCards(deck).length === 0) problems.push(`${seat}'s deck is empty.`);
  }
  if (problems.length > 0) return { ok: false, problems };
  // The lands are told apart by the cards' data: the imported ones join the pool first, as they do when the game is read.
  registerSetupCards(choices);
  const lands = splitDeck(choices.south.deck).lands.length + splitDeck(choices.north.deck).lands.length;
  if (lands < FRONTIER_ROWS) problems.push(`The two decks hold ${lands} lands between them; the board needs at least ${FRONTIER_ROWS} (frontier.setup).`);
  if (problems.length > 0) return { ok: false, problems };
  const setup: FrontierSetup = {
    variant: 'frontier',
    seed: choices.seed,
    options: { ...DEFAULT_FRONTIER_OPTIONS, ...choices.options },
    players: {
      south: { name: choices.south.name ?? 'You', control: 'human', deck: choices.south.deck },
      north: { name: choices.north.name ?? (choices.north.control === 'computer' ? 'Computer' : 'Player 2'), control: choices.north.control, deck: choices.north.deck },
    },
    ...(choices.cards && choices.cards.length > 0 ? { cards: [...choices.cards] } : {}),
  };
  return { ok: true, setup };
}

/** What a deck usually brings to the board: a third of its cards or more (the starter decks bring 24 of 60). */
const USUAL_LAND_SHARE = 1 / 3;

/**
 * What Frontier says of one player's deck list as the new-game form reads
 * it: the cards it refuses (frontier.deck.unplayable), each with why, and a
 * warning when the list brings few lands, since the board is made of both
 * decks' lands and all mana comes from the board.
 */
export function frontierDeckList(
  deck: { readonly cards: readonly { readonly name: string; readonly count: number }[] },
  lookup: (name: string) => CardDef | CardDefData | undefined,
): { refused: { card: string; message: string }[]; warnings: string[] } {
  const refused: { card: string; message: string }[] = [];
  let total = 0;
  let lands = 0;
  for (const c of deck.cards) {
    const def = lookup(c.name);
    total += c.count;
    if (!def) continue;
    if (isLand(def)) lands += c.count;
    const why = unplayableCard(def);
    if (why) refused.push({ card: c.name, message: `${why}. It does not work in Frontier Magic: take it out of the list` });
  }
  const warnings: string[] = [];
  const why = 'Frontier builds its board from both decks\' lands, and all mana comes from the board';
  if (lands === 0) warnings.push(`No lands: this deck adds nothing to the board. ${why}, so a deck usually brings a third of its cards or more as lands (the starter decks bring 24 of 60).`);
  else if (lands < total * USUAL_LAND_SHARE) {
    warnings.push(`Few lands: ${lands} of ${total} cards. ${why}, so a deck usually brings a third of its cards or more as lands (the starter decks bring 24 of 60).`);
  }
  return { refused, warnings };
}
