import { Type, type Static, type TLiteral, type TProperties } from '@sinclair/typebox';
import { ImportedCardsSchema } from '../../cards/card-schema';
import { COLOURS } from '../../colour';
import { activateActionSchema, castActionSchema, payActionSchema, payPromptSchema, BottomPromptSchema, tableDiscardPromptSchema, pickDiscardPromptSchema, UnlessPaysPromptSchema, SearchPromptSchema, searchActionSchema, MayPromptSchema, MadnessPromptSchema, ReboundPromptSchema, DevourPromptSchema, SacrificePromptSchema, mayActionSchema, PermanentSchema, SacrificeLandPromptSchema, SeatTargetSchema, TriggerPromptSchema, ScryPromptSchema, FabricatePromptSchema, scryActionSchema, fabricateActionSchema, SpellOnStackSchema, AbilityOnStackSchema, TriggerOnStackSchema, PlayerZonesSchema } from '../../magic/schema';
import { RngStateSchema } from '../../rng-schema';
import { block } from '../../save/layout';
import { STOPS_PREFERENCES, type StopsPreference } from '../new-game-form';
import { BoardSchema } from './board';

/**
 * Frontier Magic's part of the saved file (docs/frontier-rules.md): two
 * players' zones, the board of lands, the stack and who has priority. One
 * definition gives the types, the checks, the published JSON Schema and the
 * writer's layout. Hidden information is kept as multisets: libraries (see
 * the Magic core's Library), and the face-down lands (the board's).
 */

const int = (options: object = {}) => Type.Integer(options);
const strict = { additionalProperties: false } as const;
const id = int({ minimum: 1, description: 'An object id, unique in the game.' });
const name = Type.String({ minLength: 1, maxLength: 200, description: 'A card name from the card pool.' });

/** The two seats: south sits at the bottom of the playmat (the player at it), north across the board. */
export const SEATS = ['south', 'north'] as const;
export type FrontierSeat = (typeof SEATS)[number];
export const FrontierSeatSchema = Type.Union(SEATS.map((s) => Type.Literal(s)), { description: 'A seat: south (bottom of the playmat) or north.' });

export const ColourSchema = Type.Union(COLOURS.map((c) => Type.Literal(c)));

export const FrontierDeckSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    cards: Type.Array(Type.Object({ name, count: int({ minimum: 1, maximum: 1000 }) }, strict), {
      ...block,
      maxItems: 10_000,
      description: 'The deck list, lands included: its lands go to the board, the rest to the library.',
    }),
  },
  { ...strict, ...block, description: 'A player\'s deck, as it was at setup.' },
);

/**
 * When a person holding priority is asked rather than passed for (docs/frontier-rules.md, "Stops"). A computer seat is
 * asked whenever it could act under key-moments too; the value a save was started with keeps its behaviour on replay.
 */
export const StopsSchema = Type.Union(STOPS_PREFERENCES.map((m) => Type.Literal(m)), {
  description:
    'Priority: a person is asked only at the moments that matter and passed for otherwise (key-moments: the other player\'s spell, ability or attack on the stack, their own main phase, the other player\'s end step); asked whenever they could act (when-able); or asked at every step (every-step).',
});
export type FrontierStops = StopsPreference;

export const PlayerSetupSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 60, description: 'What the playmat calls the player.' }),
    control: Type.Union([Type.Literal('human'), Type.Literal('computer')], { description: 'A person at this playmat, or the computer.' }),
    deck: FrontierDeckSchema,
  },
  { ...strict, ...block },
);

export const FrontierOptionsSchema = Type.Object(
  {
    neighboursNeedHome: Type.Boolean({
      description: 'Terrain bonus: neighbouring lands count only when the land underneath matches too (frontier.terrain; off by the default reading).',
    }),
    stops: StopsSchema,
    life: int({ minimum: 1, maximum: 1000, description: 'Starting life (20).' }),
    targetFaceDown: Type.Optional(
      Type.Boolean({
        description: 'Land destruction: a face-down land may be targeted too, a card on the board being a land whichever way up (frontier.land.target; off, or left out, by the default reading).',
      }),
    ),
  },
  { ...strict, ...block },
);

export const FrontierSetupSchema = Type.Object(
  {
    variant: Type.Literal('frontier'),
    seed: Type.String({ minLength: 1, maxLength: 200, description: 'Any text; the same seed and decks give the same game.' }),
    options: FrontierOptionsSchema,
    players: Type.Object({ south: PlayerSetupSchema, north: PlayerSetupSchema }, { ...strict, ...block }),
    cards: Type.Optional(ImportedCardsSchema),
  },
  { ...strict, ...block },
);

export const PlayerStateSchema = Type.Object(
  {
    ...PlayerZonesSchema.properties,
    tokenColour: Type.Optional(ColourSchema),
  },
  { ...strict, ...block, description: 'A player\'s life and cards, and the colour of their first token (free tokens take it too).' },
);

const step = (s: string, description: string) => Type.Literal(s, { description });

export const FrontierPhaseSchema = Type.Union(
  [
    Type.Object(
      { type: Type.Literal('token'), seat: FrontierSeatSchema },
      { ...strict, description: 'A player puts their first 1/1 token on a face-down land of their nearest row (frontier.setup.token).' },
    ),
    Type.Object(
      { type: Type.Literal('mulligan'), seat: FrontierSeatSchema, taken: int({ minimum: 0, maximum: 7 }) },
      { ...strict, description: 'A player decides whether to keep their opening hand.' },
    ),
    Type.Object(
      {
        type: Type.Literal('turn'),
        seat: FrontierSeatSchema,
        number: int({ minimum: 1, description: 'Turns begun so far, both players\'.' }),
        step: Type.Union([
          step('upkeep', 'Beginning of the turn: upkeep triggers, instants.'),
          step('draw', 'The draw (the first player skips it on the first turn).'),
          step('main', 'Casting, moving, scouting and attacking.'),
          step('end', 'End step: end-of-turn triggers, instants.'),
        ]),
      },
      { ...strict, description: 'A player\'s turn.' },
    ),
    Type.Object(
      {
        type: Type.Literal('over'),
        winner: Type.Optional(FrontierSeatSchema),
        reason: Type.String({ maxLength: 500 }),
      },
      { ...strict, description: 'The game has ended: a winner, or a draw.' },
    ),
  ],
  { description: 'Where the game stands.' },
);

/** A move, declared and waiting for the opponent's response (frontier.move.*). */
export const MoveOnStackSchema = Type.Object(
  {
    kind: Type.Literal('move'),
    creature: id,
    to: Type.Object({ row: int({ minimum: 0 }), col: int({ minimum: 0 }) }, strict),
    controller: FrontierSeatSchema,
  },
  { ...strict, description: 'A move on the stack.' },
);

/** An attack, declared (the attacker already tapped) and waiting for responses (frontier.attack.*). */
export const AttackOnStackSchema = Type.Object(
  {
    kind: Type.Literal('attack'),
    creature: id,
    target: SeatTargetSchema,
    controller: FrontierSeatSchema,
    blocked: Type.Optional(
      Type.Literal(true, {
        description: "The creature attacked has blocked it (its \"whenever blocks\" abilities triggered, and went on the stack above the attack): damage is next.",
      }),
    ),
  },
  { ...strict, description: 'An attack on the stack.' },
);

export const FrontierStackItemSchema = Type.Union([SpellOnStackSchema, AbilityOnStackSchema, TriggerOnStackSchema, MoveOnStackSchema, AttackOnStackSchema]);

export const FrontierPermanentSchema = Type.Object(
  { ...PermanentSchema.properties, controller: FrontierSeatSchema },
  { ...strict, description: 'A permanent: on the board, in a home row, or (an Aura) attached.' },
);

/** What a sacrifice cost gives up: a creature by id, or ("Sacrifice a land") a land on the board by its negative id; a mana source to tap is one of the same. */
const victim = Type.Union([id, int({ maximum: -1, description: 'A land on the board, by its negative id.' })]);

/** What a Frontier action names: a seat or id as a target; as a mana source or sacrifice, a permanent by id or a land on the board by its negative id. */
const FRONTIER_TERMS = { target: SeatTargetSchema, source: victim };

/** The questions the engine waits on: Magic's, with a payment's sources that may be lands on the board (negative ids). */
export const FrontierPromptSchema = Type.Union(
  [tableDiscardPromptSchema(FrontierSeatSchema), pickDiscardPromptSchema(FrontierSeatSchema), UnlessPaysPromptSchema, SearchPromptSchema, MayPromptSchema, MadnessPromptSchema, ReboundPromptSchema, DevourPromptSchema, SacrificePromptSchema, BottomPromptSchema, TriggerPromptSchema, ScryPromptSchema, FabricatePromptSchema, SacrificeLandPromptSchema, payPromptSchema(FRONTIER_TERMS)],
  { description: 'A question the engine waits on: only an answer to it is legal.' },
);

export const FrontierStateSchema = Type.Object(
  {
    phase: FrontierPhaseSchema,
    prompt: Type.Union([FrontierPromptSchema, Type.Null()]),
    /** Who answers the prompt: the question is theirs. */
    promptSeat: Type.Optional(FrontierSeatSchema),
    counters: Type.Object({ nextId: int({ minimum: 1 }) }, strict),
    rng: RngStateSchema,
    players: Type.Object({ south: PlayerStateSchema, north: PlayerStateSchema }, { ...strict, ...block }),
    battlefield: Type.Array(FrontierPermanentSchema, { ...block, maxItems: 10_000 }),
    combat: Type.Null({ description: 'Frontier has no combat phase: attacks resolve one at a time.' }),
    board: BoardSchema,
    stack: Type.Array(FrontierStackItemSchema, { ...block, maxItems: 1000, description: 'The stack, oldest first.' }),
    priority: Type.Union([
      Type.Object(
        {
          seat: FrontierSeatSchema,
          passes: int({ minimum: 0, maximum: 1, description: 'Passes in a row before this seat\'s turn to answer: at the second, the top resolves or the step ends.' }),
        },
        strict,
      ),
      Type.Null(),
    ]),
    stretch: Type.Union([Type.Literal('moving'), Type.Literal('attacking'), Type.Null()], {
      description: 'The unbroken stretch of moves or attacks the player on turn has begun (frontier.move.when, frontier.attack.when).',
    }),
    finished: Type.Array(Type.Union([Type.Literal('moving'), Type.Literal('attacking')]), {
      maxItems: 2,
      description: 'The stretches the player on turn has finished this turn: one stretch of moves and one of attacks a turn.',
    }),
    attacked: Type.Array(id, { maxItems: 10_000, description: 'Creatures that have attacked this turn (each attacks at most once).' }),
    first: FrontierSeatSchema,
    firstFlip: Type.Array(FrontierSeatSchema, { maxItems: 2, description: 'The players whose token\'s land has been turned up at their first main phase.' }),
  },
  { ...strict, ...block },
);

// ── Actions ──────────────────────────────────────────────────────────────

const act = <K extends string, T extends TProperties>(type: K, props: T, description: string) =>
  Type.Object({ type: Type.Literal(type), ...props } as { type: TLiteral<K> } & T, { ...strict, description });

/**
 * A row or column as an action gives it: counted from 0, where the text view, the board's places ("row 2, column 3")
 * and the labels count from 1. The description says so, and a malformed action's message quotes it (save/problems.ts).
 */
const fromZero = (field: string, max: number, shown: string) =>
  int({ minimum: 0, maximum: max, description: `${field} is counted from 0 in actions: 0 to ${max}, for ${shown} 1 to ${max + 1} as the text view and the labels number them` });

const place = Type.Object({ row: fromZero('row', 49, 'rows'), col: fromZero('col', 999, 'columns') }, strict);

export const FrontierActionSchema = Type.Union(
  [
    act('placeToken', { colour: ColourSchema, at: place }, 'Put your first 1/1 token, of the colour chosen, on a face-down land of your nearest row.'),
    act('keep', {}, 'Keep your opening hand.'),
    act('mulligan', {}, 'Shuffle your hand away and draw a new one (London mulligan).'),
    act('bottom', { card: id }, 'Put a card from your hand on the bottom of your library after a mulligan.'),
    act('pass', {}, 'Pass priority: let the top of the stack resolve, or the step end.'),
    castActionSchema(FRONTIER_TERMS),
    activateActionSchema(FRONTIER_TERMS),
    act('move', { creature: id, to: place }, 'Move a creature (and its banded stack): one land north, south, east or west, or as its abilities allow.'),
    act('scout', { creature: id, at: place }, 'Tap a creature to turn up a face-down land next to it.'),
    act('attack', { creature: id, target: SeatTargetSchema }, 'Attack an opposing creature next to it, or the opponent from their nearest row.'),
    act('done', {}, 'Finish the stretch of moves or attacks.'),
    act('discard', { card: id }, 'Discard a card (to hand size at cleanup, or as a card says).'),
    act('choose', { target: SeatTargetSchema }, 'Choose the target of a triggered ability, or (a land by its negative id) the land to sacrifice.'),
    payActionSchema(),
    act('cancel', {}, 'Take back the spell or ability waiting for payment.'),
    scryActionSchema(),
    searchActionSchema(),
    mayActionSchema(),
    fabricateActionSchema(),
    act('concede', {}, 'Concede the game.'),
  ],
  { description: 'Every decision a Frontier player makes.' },
);

export type FrontierSetup = Static<typeof FrontierSetupSchema>;
export type FrontierOptions = Static<typeof FrontierOptionsSchema>;
export type FrontierState = Static<typeof FrontierStateSchema>;
export type FrontierPhase = Static<typeof FrontierPhaseSchema>;
export type FrontierAction = Static<typeof FrontierActionSchema>;
export type FrontierPermanent = Static<typeof FrontierPermanentSchema>;
export type FrontierStackItem = Static<typeof FrontierStackItemSchema>;
export type MoveOnStack = Static<typeof MoveOnStackSchema>;
export type AttackOnStack = Static<typeof AttackOnStackSchema>;
export type PlayerSetup = Static<typeof PlayerSetupSchema>;
export type FrontierDeck = Static<typeof FrontierDeckSchema>;
