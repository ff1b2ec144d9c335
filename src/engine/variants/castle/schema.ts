import { Type, type Static, type TLiteral, type TProperties } from '@sinclair/typebox';
import { ImportedCardsSchema } from '../../cards/card-schema';
import {
  activateActionSchema,
  castActionSchema,
  playLandActionSchema,
  payPromptSchema,
  BottomPromptSchema,
  tableDiscardPromptSchema,
  pickDiscardPromptSchema,
  UnlessPaysPromptSchema,
  SearchPromptSchema,
  searchActionSchema,
  MayPromptSchema, MadnessPromptSchema, ReboundPromptSchema, DevourPromptSchema,
  SacrificePromptSchema,
  mayActionSchema,
  PermanentSchema,
  SeatTargetSchema,
  TriggerPromptSchema,
  ScryPromptSchema,
  scryActionSchema,
  FabricatePromptSchema,
  fabricateActionSchema,
  SpellOnStackSchema,
  AbilityOnStackSchema,
  TriggerOnStackSchema,
  PlayerZonesSchema,
} from '../../magic/schema';
import { RngStateSchema } from '../../rng-schema';
import { block } from '../../save/layout';
import { stopsSchema } from '../stops';
import { CastleCardSchema, CastleSchema } from './castle';

/**
 * Castle Magic's part of the saved file (docs/castle-rules.md): two
 * players' zones and castles, the battlefield, the stack and who has
 * priority, and the breach under way. Hidden information is kept as
 * multisets: the libraries (the Magic core's Library) and each castle's
 * creatures never seen (`hidden`).
 */

const int = (options: object = {}) => Type.Integer(options);
const strict = { additionalProperties: false } as const;
const id = int({ minimum: 1, description: 'An object id, unique in the game.' });
const name = Type.String({ minLength: 1, maxLength: 200, description: 'A card name from the card pool.' });

/** The two seats: south at the bottom of the playmat, north across the table. */
export const SEATS = ['south', 'north'] as const;
export type CastleSeat = (typeof SEATS)[number];
export const CastleSeatSchema = Type.Union(SEATS.map((s) => Type.Literal(s)), { description: 'A seat: south (bottom of the playmat) or north.' });

export const CastleDeckSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    cards: Type.Array(Type.Object({ name, count: int({ minimum: 1, maximum: 1000 }) }, strict), { ...block, maxItems: 10_000, description: 'The deck list, lands included.' }),
  },
  { ...strict, ...block, description: "A player's deck, as it was at setup." },
);

export const PlayerSetupSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 60, description: 'What the playmat calls the player.' }),
    control: Type.Union([Type.Literal('human'), Type.Literal('computer')], { description: 'A person at this playmat, or the computer.' }),
    deck: CastleDeckSchema,
    stock: Type.Array(CastleCardSchema, {
      minItems: 15,
      maxItems: 15,
      description: 'The creature stock: fifteen creatures, twelve of which lie face down in the castle (castle.setup.stock).',
    }),
  },
  { ...strict, ...block },
);

export const CastleOptionsSchema = Type.Object(
  {
    life: int({ minimum: 1, maximum: 1000, description: 'Starting life (20).' }),
    diagonal: Type.Boolean({ description: 'Once-a-turn moves and swaps: diagonal places count as adjacent too (castle.once.*; off by the default reading).' }),
    responses: Type.Optional(
      Type.Boolean({
        description:
          'Players may respond during combat (castle.combat.responses): "attacks" and "blocks" triggers go on the stack, and both players receive priority once the attackers are declared and again once the block is. Absent in games saved before it was read so: combat without responses.',
      }),
    ),
    stops: stopsSchema(
      "Priority for a person: asked only at the moments that matter and passed for otherwise (key-moments: the other player's spell or ability on the stack, an attack on their castle while players may respond, their own main phase, the other player's end step); asked whenever they could act (when-able); or asked at every step (every-step). A computer seat is asked whenever it could act. Absent in games saved before it: when-able.",
    ),
  },
  { ...strict, ...block },
);

export const CastleSetupSchema = Type.Object(
  {
    variant: Type.Literal('castle'),
    seed: Type.String({ minLength: 1, maxLength: 200, description: 'Any text; the same seed, decks and stocks give the same game.' }),
    options: CastleOptionsSchema,
    players: Type.Object({ south: PlayerSetupSchema, north: PlayerSetupSchema }, { ...strict, ...block }),
    cards: Type.Optional(ImportedCardsSchema),
  },
  { ...strict, ...block },
);

const step = (s: string, description: string) => Type.Literal(s, { description });

export const CastlePhaseSchema = Type.Union(
  [
    Type.Object(
      { type: Type.Literal('mulligan'), seat: CastleSeatSchema, taken: int({ minimum: 0, maximum: 7 }) },
      { ...strict, description: 'A player decides whether to keep their opening hand.' },
    ),
    Type.Object(
      {
        type: Type.Literal('turn'),
        seat: CastleSeatSchema,
        number: int({ minimum: 1, description: "Turns begun so far, both players'." }),
        step: Type.Union([
          step('upkeep', 'Beginning of the turn: upkeep triggers, instants.'),
          step('draw', 'The draw (the first player skips it on the first turn).'),
          step('main', 'Lands, spells, the attack on a column, the once-a-turn castle action.'),
          step('end', 'End step: end-of-turn triggers, instants.'),
        ]),
        landPlayed: Type.Boolean({ description: 'A land has been played this turn.' }),
        attacked: Type.Boolean({ description: 'The player on turn has attacked this turn (one attack a turn, on one column).' }),
        castleAction: Type.Boolean({ description: 'The once-a-turn castle action has been taken (castle.once).' }),
      },
      { ...strict, description: "A player's turn." },
    ),
    Type.Object(
      { type: Type.Literal('over'), winner: Type.Optional(CastleSeatSchema), reason: Type.String({ maxLength: 500 }) },
      { ...strict, description: 'The game has ended: a winner, or a draw.' },
    ),
  ],
  { description: 'Where the game stands.' },
);

/**
 * A place, column or option as an action gives it: counted from 0, where the board, the text view and the labels
 * count from 1. The description says so, and a malformed action's message quotes it (save/problems.ts).
 */
const fromZero = (field: string, max: number, shown: string) =>
  int({ minimum: 0, maximum: max, description: `${field} is counted from 0 in actions: 0 to ${max}, for ${shown} 1 to ${max + 1} as the board and the labels number them` });

const PlaceSchema = Type.Object({ row: fromZero('row', 2, 'rows'), col: fromZero('col', 3, 'columns') }, strict);

/**
 * An attack on a column, under way (castle.attack.*): the attackers, and
 * where it stands: declared, players responding (`declared`); the
 * defender's question, whether to pay for the revealed card's activation
 * (`activate`), or, with an activated creature in front, whether to swap it
 * with the card behind or let it block (`defend`); the block declared,
 * players responding before the damage (`blocked`).
 */
export const BreachSchema = Type.Object(
  {
    column: int({ minimum: 0, maximum: 3 }),
    attackers: Type.Array(id, { minItems: 1, maxItems: 1000 }),
    place: PlaceSchema,
    question: Type.Union([
      Type.Literal('declared', { description: 'The attackers are declared; players may respond before the attack meets the castle.' }),
      Type.Literal('activate'),
      Type.Literal('defend'),
      Type.Literal('blocked', { description: 'The castle creature blocks; players may respond before the damage is dealt.' }),
    ]),
    price: Type.Optional(int({ minimum: 1, description: 'Life the activation costs (castle.activate).' })),
    damage: Type.Optional(
      Type.Array(Type.Object({ to: id, amount: int({ minimum: 0 }) }, strict), {
        maxItems: 1000,
        description: "The blocker's damage, divided among the attackers as its controller chose (while `blocked`).",
      }),
    ),
  },
  { ...strict, description: 'An attack on a castle column, waiting on the defender.' },
);

export const CastleStackItemSchema = Type.Union([SpellOnStackSchema, AbilityOnStackSchema, TriggerOnStackSchema]);

export const CastlePermanentSchema = Type.Object({ ...PermanentSchema.properties, controller: CastleSeatSchema }, { ...strict, description: 'A permanent on the battlefield.' });

const CASTLE_TERMS = { target: SeatTargetSchema, source: id };

export const CastlePromptSchema = Type.Union([tableDiscardPromptSchema(CastleSeatSchema), pickDiscardPromptSchema(CastleSeatSchema), UnlessPaysPromptSchema, SearchPromptSchema, MayPromptSchema, MadnessPromptSchema, ReboundPromptSchema, DevourPromptSchema, SacrificePromptSchema, BottomPromptSchema, TriggerPromptSchema, ScryPromptSchema, FabricatePromptSchema, payPromptSchema(CASTLE_TERMS)], {
  description: 'A question the engine waits on: only an answer to it is legal.',
});

export const CastleStateSchema = Type.Object(
  {
    phase: CastlePhaseSchema,
    prompt: Type.Union([CastlePromptSchema, Type.Null()]),
    promptSeat: Type.Optional(CastleSeatSchema),
    counters: Type.Object({ nextId: int({ minimum: 1 }) }, strict),
    rng: RngStateSchema,
    players: Type.Object({ south: PlayerZonesSchema, north: PlayerZonesSchema }, { ...strict, ...block }),
    castles: Type.Object({ south: CastleSchema, north: CastleSchema }, { ...strict, ...block }),
    battlefield: Type.Array(CastlePermanentSchema, { ...block, maxItems: 10_000 }),
    combat: Type.Null({ description: "The Magic core's combat is not used: an attack is a breach." }),
    breach: Type.Union([BreachSchema, Type.Null()]),
    stack: Type.Array(CastleStackItemSchema, { ...block, maxItems: 1000, description: 'The stack, oldest first.' }),
    priority: Type.Union([
      Type.Object({ seat: CastleSeatSchema, passes: int({ minimum: 0, maximum: 1 }) }, strict),
      Type.Null(),
    ]),
    first: CastleSeatSchema,
  },
  { ...strict, ...block },
);

// ── Actions ──────────────────────────────────────────────────────────────

const act = <K extends string, T extends TProperties>(type: K, props: T, description: string) =>
  Type.Object({ type: Type.Literal(type), ...props } as { type: TLiteral<K> } & T, { ...strict, description });

export const CastleActionSchema = Type.Union(
  [
    act('keep', {}, 'Keep your opening hand.'),
    act('mulligan', {}, 'Shuffle your hand away and draw a new one (London mulligan).'),
    act('bottom', { card: id }, 'Put a card from your hand on the bottom of your library after a mulligan.'),
    act('pass', {}, 'Pass priority: let the top of the stack resolve, or the step end.'),
    playLandActionSchema(),
    castActionSchema(CASTLE_TERMS),
    activateActionSchema(CASTLE_TERMS),
    act('attack', { column: fromZero('column', 3, 'columns'), creatures: Type.Array(id, { minItems: 1, maxItems: 1000 }) }, "Attack one column of the opponent's castle with these creatures."),
    act('activateDefender', {}, 'Pay the life the revealed castle creature costs and activate it.'),
    act('declineDefender', {}, 'Do not pay: the revealed castle creature is discarded and combat ends.'),
    act('swapBehind', {}, 'Pay 2 life: the activated creature in front changes places with the card behind it.'),
    act('block', { damage: Type.Array(int({ minimum: 0, maximum: 1000 }), { maxItems: 1000, description: "The castle creature's damage to each attacker, in the attack's order." }) }, 'Let the castle creature block every attacker, dividing its damage so.'),
    act('moveFaceDown', { from: PlaceSchema, to: PlaceSchema }, 'Once a turn, pay 2 life: move a face-down card of your castle to an adjacent vacant place.'),
    act('turnFaceDown', { at: PlaceSchema }, 'Once a turn, pay 1 life: turn a face-up creature of your castle face down.'),
    act('swapFaceUp', { from: PlaceSchema, to: PlaceSchema }, 'Once a turn, pay 1 life: a face-up creature of your castle changes places with an adjacent card.'),
    act('discard', { card: id }, 'Discard a card (to hand size at cleanup, or as a card says).'),
    act('choose', { target: SeatTargetSchema }, 'Choose the target of a triggered ability.'),
    act('pay', { option: int({ minimum: 0, maximum: 10_000, description: 'option is counted from 0 in actions: 0 is the way to pay labelled "Option 1"' }) }, 'Choose how to pay for the spell or ability being cast.'),
    act('cancel', {}, 'Take back the spell or ability waiting for payment.'),
    scryActionSchema(),
    searchActionSchema(),
    mayActionSchema(),
    fabricateActionSchema(),
    act('concede', {}, 'Concede the game.'),
  ],
  { description: 'Every decision a Castle Magic player makes.' },
);

export type CastleSetup = Static<typeof CastleSetupSchema>;
export type CastleOptions = Static<typeof CastleOptionsSchema>;
export type CastleState = Static<typeof CastleStateSchema>;
export type CastlePhase = Static<typeof CastlePhaseSchema>;
export type CastleAction = Static<typeof CastleActionSchema>;
export type CastlePermanent = Static<typeof CastlePermanentSchema>;
export type CastleDeck = Static<typeof CastleDeckSchema>;
export type Breach = Static<typeof BreachSchema>;
export type PlayerSetup = Static<typeof PlayerSetupSchema>;
