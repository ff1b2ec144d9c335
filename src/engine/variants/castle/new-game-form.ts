import { Type, type Static } from '@sinclair/typebox';
import type { CardDefData } from '../../cards/card-schema';
import { findDeck } from '../../cards/decks';
import { findCard, isBuiltInCard } from '../../cards/pool';
import type { DeckImport } from '../../import/deck-import';
import type { RuleError } from '../../result';
import type { DeckChoice, FormRule, SeatsFormOffer } from '../../../protocol/messages';
import { importedCardsSent, type ListedDeck } from '../form-decks';
import type { DeckListVerdict, FormPreferences, StopsPreference } from '../new-game-form';
import { stopsFormRule, stopsSchema } from '../stops';
import { answerDeck, deckChoice, type SeatDeckField, seatsAnswerSchema } from '../seats-form';
import { castleSetup, DEFAULT_CASTLE_OPTIONS, starterDeck } from './new-game';
import { CastleDeckSchema, type CastleDeck, type CastleSetup } from './schema';
import { CASTLE_DECK_IDS } from './simulate';
import { readStockedList } from './stock-list';

/**
 * Castle's new-game form on the playmat (Variant.form): who sits across,
 * each player's deck with its creature stock (a starter deck and the stock
 * that comes with it, or a list of their own whose `Castle` or `Stock`
 * section is the stock), the starting life, the "diagonal places are
 * adjacent" reading, responses in combat and the stops. The same choices make the same setup as `crawl new
 * --variant castle`, by `castleSetup`.
 */

/** A list of the player's own, as the form sends it back: the deck, and the stock the host read from its section. */
const CastleFormListSchema = Type.Object(
  { ...CastleDeckSchema.properties, stock: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 100 }) },
  { additionalProperties: false },
);

export const CastleFormAnswerSchema = seatsAnswerSchema(CastleFormListSchema, {
  life: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  /** Once-a-turn moves and swaps count diagonal places as adjacent too (castle.once.*). */
  diagonal: Type.Optional(Type.Boolean()),
  /** Players may respond in combat (castle.combat.responses). */
  responses: Type.Optional(Type.Boolean()),
  stops: stopsSchema('When a person holding priority is asked (docs/castle-rules.md, "Stops").'),
});
export type CastleFormAnswer = Static<typeof CastleFormAnswerSchema>;

const DEFAULTS = {
  opponent: 'computer' as const,
  deck: 'green',
  deck2: 'red',
  life: DEFAULT_CASTLE_OPTIONS.life,
  diagonal: DEFAULT_CASTLE_OPTIONS.diagonal,
  responses: DEFAULT_CASTLE_OPTIONS.responses,
  stops: DEFAULT_CASTLE_OPTIONS.stops as StopsPreference,
};

const RULES: readonly FormRule[] = [
  { kind: 'number', name: 'life', label: 'Starting life', hint: `Each player's life at the start (the rules' ${DEFAULT_CASTLE_OPTIONS.life}).`, min: 1, max: 1000 },
  {
    kind: 'check',
    name: 'diagonal',
    label: 'Diagonal places are adjacent',
    hint: 'For the once-a-turn move and swap, a place diagonally next to another counts as adjacent too. Off: only the places beside, in front and behind.',
  },
  {
    kind: 'check',
    name: 'responses',
    label: 'Responses in combat',
    hint: 'Once the attackers are declared, and again once the castle creature blocks, either player may cast instants and use abilities, and "attacks" and "blocks" abilities trigger. Off: combat runs through at once.',
  },
  stopsFormRule("Asked when the other player casts a spell or uses an ability, when they attack your castle, in your main phase, and at the other player's end step; passed for otherwise."),
];

let decks: readonly DeckChoice[] | undefined;

/** What the form offers; the player's preferences (the host's settings) give the Stops it starts at. */
export function castleFormOffer(preferences: FormPreferences = {}): SeatsFormOffer {
  decks ??= CASTLE_DECK_IDS.map((id) => {
    const d = deckChoice(findDeck(id)!);
    return { ...d, description: `${d.description}, its own creatures as the stock` };
  });
  return {
    heading: 'New Castle Magic game',
    intro:
      'Each player guards a castle of twelve face-down creatures, four columns by three rows. Attack a column: its foremost creature is revealed and must be paid for, or it falls; an empty column lets the damage through.',
    deckIntro:
      'Each deck comes with a stock of fifteen creatures: twelve of them, shuffled, make its castle. A list of your own gives its stock under a "Castle" or "Stock" line.',
    decks,
    defaults: { ...DEFAULTS, stops: preferences.stops ?? DEFAULTS.stops },
    rules: RULES,
  };
}

const refuse = (message: string): { ok: false; error: RuleError } => ({ ok: false, error: { rule: 'castle.startGame', message } });

function deckOf(field: SeatDeckField, deck: NonNullable<CastleFormAnswer['deck']>, imported: ReadonlyMap<string, CardDefData>): { ok: true; deck: CastleDeck; stock: string[] } | { ok: false; error: RuleError } {
  const found = answerDeck('castle.startGame', field, deck, imported, (id) => (CASTLE_DECK_IDS.includes(id) ? starterDeck(id) : undefined), CASTLE_DECK_IDS);
  if (!found.ok) return found;
  if ('starter' in found) return { ok: true, ...found.starter };
  const stock = typeof deck === 'string' ? [] : deck.stock;
  const unknown = stock.find((name) => !isBuiltInCard(name) && !imported.has(name));
  if (unknown) return refuse(`${field}: the stock names ${unknown}, which is neither a built-in card nor among the imported cards sent with it.`);
  return { ok: true, deck: found.list, stock: [...stock] };
}

/** The form's answer (already checked against its schema) as a new game's setup, or what to change. */
export function castleFormSetup(seed: string, answer: CastleFormAnswer): { ok: true; setup: CastleSetup } | { ok: false; error: RuleError } {
  const a = { ...DEFAULTS, ...answer };
  const sent = importedCardsSent(answer.cards ?? []);
  if (!sent.ok) return refuse(`cards: ${sent.message}`);
  const south = deckOf('deck', a.deck, sent.cards);
  if (!south.ok) return south;
  const north = deckOf('deck2', a.deck2, sent.cards);
  if (!north.ok) return north;
  const cards = [...sent.cards.values()];
  return castleSetup({
    seed,
    south: { deck: south.deck, stock: south.stock },
    north: { deck: north.deck, stock: north.stock, control: a.opponent === 'computer' ? 'computer' : 'human' },
    options: { life: a.life, diagonal: a.diagonal, responses: a.responses, stops: a.stops },
    cards,
  });
}

/** A pasted or opened list as Castle reads it: the deck and its stock section, the stock judged as the rules say. */
export function castleFormReadList(text: string, read: (text: string) => DeckImport): DeckImport {
  const listed = readStockedList(text, read);
  if (!listed.ok) return listed;
  const imported = new Map(listed.cards.map((c) => [c.name, c]));
  const notCreature = listed.stock.find((name) => !(isBuiltInCard(name) ? findCard(name) : imported.get(name))?.types.includes('Creature'));
  const line = text.split(/\r?\n/).findIndex((l) => /^\s*(castle|stock)\s*:?\s*$/i.test(l)) + 1;
  if (notCreature) return { ok: false, problems: [{ line, message: `a creature stock holds only creatures; ${notCreature} is not one (castle.setup.stock)` }] };
  return listed;
}

/** What the form shows under a list: no refusals of Castle's own (any card may be in the deck); the stock is told. */
export function castleFormDeckList(_deck: ListedDeck, _cards: readonly CardDefData[]): DeckListVerdict {
  return { refused: [], warnings: [] };
}
