import { Type, type Static, type TLiteral, type TProperties } from '@sinclair/typebox';
import { ImportedCardsSchema } from '../../cards/card-schema';
import {
  activateActionSchema,
  AbilityOnStackSchema,
  BottomPromptSchema,
  castActionSchema,
  playLandActionSchema,
  combatSchema,
  tableDiscardPromptSchema,
  pickDiscardPromptSchema,
  UnlessPaysPromptSchema,
  SearchPromptSchema,
  searchActionSchema,
  MayPromptSchema, MadnessPromptSchema, ReboundPromptSchema, DevourPromptSchema,
  SacrificePromptSchema,
  mayActionSchema,
  payActionSchema,
  payPromptSchema,
  PermanentSchema,
  PlayerZonesSchema,
  SeatTargetSchema,
  SpellOnStackSchema,
  TriggerOnStackSchema,
  TriggerPromptSchema,
  ScryPromptSchema,
  scryActionSchema,
  FabricatePromptSchema,
  fabricateActionSchema,
} from '../../magic/schema';
import { RngStateSchema } from '../../rng-schema';
import { block } from '../../save/layout';
import { stopsSchema } from '../stops';

/**
 * The Magic table's part of the saved file (docs/duel-rules.md): free-for-all
 * Magic for two to eight seats. Each seat's zones are kept by seat number;
 * a player who has lost leaves the game (`out`) and their cards with them.
 * Libraries are multisets. In the single-deck formats every seat draws from
 * one shared library, kept as the first seat's (`setup.shared` is the deck
 * it was made from).
 */

const int = (options: object = {}) => Type.Integer(options);
const strict = { additionalProperties: false } as const;
const id = int({ minimum: 1, description: 'An object id, unique in the game.' });
const name = Type.String({ minLength: 1, maxLength: 200, description: 'A card name from the card pool.' });

export const MIN_SEATS = 2;
export const MAX_SEATS = 8;

/** The seats, in the order the players sit: seat i is player i of the setup. */
export const SEAT_IDS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'] as const;
export type DuelSeat = (typeof SEAT_IDS)[number];
export const DuelSeatSchema = Type.Union(SEAT_IDS.map((s) => Type.Literal(s)), { description: 'A seat: p1 is the first player of the setup, p2 the second, and so on.' });

/** How the players get their cards (rules/landless-mtg.md). */
export const FORMATS = ['decks', 'single-deck', 'double-draw', 'random-draft'] as const;
export type DuelFormat = (typeof FORMATS)[number];

export const DuelDeckSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    cards: Type.Array(Type.Object({ name, count: int({ minimum: 1, maximum: 1000 }) }, strict), { ...block, maxItems: 10_000, description: 'The deck list.' }),
  },
  { ...strict, ...block, description: 'A deck, as it was at setup.' },
);

export const DuelPlayerSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 60, description: 'What the table calls the player.' }),
    control: Type.Union([Type.Literal('human'), Type.Literal('computer')], { description: 'A person at this playmat, or the computer.' }),
    deck: Type.Optional(DuelDeckSchema),
  },
  { ...strict, ...block },
);

export const DuelOptionsSchema = Type.Object(
  {
    life: int({ minimum: 1, maximum: 1000, description: 'Starting life (20).' }),
    format: Type.Union(FORMATS.map((f) => Type.Literal(f)), {
      description:
        'decks: each player their own deck; single-deck: one shared library for all (Landless), dealt round-robin, refilled from the graveyards; double-draw: a single deck where every draw takes twice the cards, keeps half and puts the rest on the bottom; random-draft: each player drafts sixty cards at random from a collection (Landless).',
    }),
    landless: Type.Boolean({ description: 'Landless Magic: any card may be played as a land by its colours (always on in the single-deck formats and a random draft).' }),
    build: Type.Optional(
      Type.Boolean({ description: 'Random draft: each player builds a deck of at least forty from the sixty drafted (their `deck` in the setup) before the game; without it the sixty are the deck.' }),
    ),
    stops: stopsSchema(
      "Priority for a person: asked only at the moments that matter and passed for otherwise (key-moments: another player's spell or ability on the stack, an attack on them, their own main phases, the end step of whoever's turn it is); asked whenever they could act (when-able); or asked at every step (every-step). A computer seat is asked whenever it could act. Absent in games saved before it: when-able.",
    ),
  },
  { ...strict, ...block },
);

export const DuelSetupSchema = Type.Object(
  {
    variant: Type.Literal('duel'),
    seed: Type.String({ minLength: 1, maxLength: 200, description: 'Any text; the same seed and decks give the same game.' }),
    options: DuelOptionsSchema,
    players: Type.Array(DuelPlayerSchema, { ...block, minItems: MIN_SEATS, maxItems: MAX_SEATS, description: 'The players, in seat order.' }),
    shared: Type.Optional(DuelDeckSchema),
    cards: Type.Optional(ImportedCardsSchema),
  },
  { ...strict, ...block },
);

const step = (s: string, description: string) => Type.Literal(s, { description });

export const DUEL_STEPS = ['upkeep', 'draw', 'main1', 'attackers', 'blockers', 'damage', 'main2', 'end'] as const;
export type DuelStep = (typeof DUEL_STEPS)[number];

export const DuelPhaseSchema = Type.Union(
  [
    Type.Object(
      { type: Type.Literal('build'), seat: DuelSeatSchema },
      { ...strict, description: 'Random draft: a player builds their deck from the cards drafted; seats build in turn order.' },
    ),
    Type.Object(
      { type: Type.Literal('mulligan'), seat: DuelSeatSchema, taken: int({ minimum: 0, maximum: 7 }) },
      { ...strict, description: 'A player decides whether to keep their opening hand; seats decide in turn order.' },
    ),
    Type.Object(
      {
        type: Type.Literal('turn'),
        seat: DuelSeatSchema,
        number: int({ minimum: 1, description: "Turns begun so far, all players'." }),
        step: Type.Union([
          step('upkeep', 'Beginning of the turn: upkeep triggers, instants.'),
          step('draw', 'The draw (in a two-player game the first player skips it on the first turn).'),
          step('main1', 'First main phase.'),
          step('attackers', 'Declare attackers: each attacker attacks a player of its controller\'s choice.'),
          step('blockers', 'Declare blockers: each attacked player blocks in turn.'),
          step('damage', 'Combat damage has been dealt; players may act before the second main phase.'),
          step('main2', 'Second main phase.'),
          step('end', 'End step.'),
        ]),
        landPlayed: Type.Boolean({ description: 'A land has been played this turn.' }),
        declaring: Type.Optional(DuelSeatSchema),
      },
      { ...strict, description: "A player's turn; `declaring`: in combat, the player declaring attackers or blockers now." },
    ),
    Type.Object(
      { type: Type.Literal('over'), winner: Type.Optional(DuelSeatSchema), reason: Type.String({ maxLength: 2000 }) },
      { ...strict, description: 'The game has ended: the last player standing, or a draw.' },
    ),
  ],
  { description: 'Where the game stands.' },
);

export const DuelStackItemSchema = Type.Union([SpellOnStackSchema, AbilityOnStackSchema, TriggerOnStackSchema]);

export const DuelPermanentSchema = Type.Object({ ...PermanentSchema.properties, controller: DuelSeatSchema }, { ...strict, description: 'A permanent on the battlefield.' });

const DUEL_TERMS = { target: SeatTargetSchema, source: id };

export const DuelPromptSchema = Type.Union([tableDiscardPromptSchema(DuelSeatSchema), pickDiscardPromptSchema(DuelSeatSchema), UnlessPaysPromptSchema, SearchPromptSchema, MayPromptSchema, MadnessPromptSchema, ReboundPromptSchema, DevourPromptSchema, SacrificePromptSchema, BottomPromptSchema, TriggerPromptSchema, ScryPromptSchema, FabricatePromptSchema, payPromptSchema(DUEL_TERMS)], {
  description: 'A question the engine waits on: only an answer to it is legal.',
});

export const DuelStateSchema = Type.Object(
  {
    phase: DuelPhaseSchema,
    prompt: Type.Union([DuelPromptSchema, Type.Null()]),
    promptSeat: Type.Optional(DuelSeatSchema),
    counters: Type.Object({ nextId: int({ minimum: 1 }) }, strict),
    rng: RngStateSchema,
    players: Type.Array(PlayerZonesSchema, { ...block, minItems: MIN_SEATS, maxItems: MAX_SEATS, description: "Each seat's life and cards, in seat order." }),
    out: Type.Array(
      Type.Object({ seat: DuelSeatSchema, reason: Type.String({ maxLength: 500 }) }, strict),
      { ...block, maxItems: MAX_SEATS, description: 'The players who have lost and left the game, in the order they left.' },
    ),
    battlefield: Type.Array(DuelPermanentSchema, { ...block, maxItems: 10_000 }),
    combat: Type.Union([combatSchema(DuelSeatSchema), Type.Null()]),
    stack: Type.Array(DuelStackItemSchema, { ...block, maxItems: 1000, description: 'The stack, oldest first.' }),
    priority: Type.Union([Type.Object({ seat: DuelSeatSchema, passes: int({ minimum: 0, maximum: MAX_SEATS - 1 }) }, strict), Type.Null()]),
    first: DuelSeatSchema,
    owed: Type.Optional(
      Type.Array(
        Type.Object(
          {
            seat: DuelSeatSchema,
            count: int({ minimum: 1, maximum: 1000 }),
            cards: Type.Optional(Type.Array(id, { maxItems: 2000, description: 'The cards those draws brought, by id: what goes to the bottom is among them (absent in games saved before: any card of the hand).' })),
          },
          strict,
        ),
        {
          maxItems: MAX_SEATS,
          description: 'Double draw: cards each player has drawn beyond what they keep and still owes to the bottom of the library, asked in turn.',
        },
      ),
    ),
    drawn: Type.Optional(
      Type.Array(id, {
        maxItems: 2000,
        description:
          'Double draw: while a player answers the bottom question after drawing, the cards that draw brought still in their hand, by id; the cards put on the bottom are among them (landless.double-draw.draw).',
      }),
    ),
  },
  { ...strict, ...block },
);

// ── Actions ──────────────────────────────────────────────────────────────

const act = <K extends string, T extends TProperties>(type: K, props: T, description: string) =>
  Type.Object({ type: Type.Literal(type), ...props } as { type: TLiteral<K> } & T, { ...strict, description });

export const DuelActionSchema = Type.Union(
  [
    act(
      'build',
      { cards: Type.Array(name, { maxItems: 1000, description: 'The deck: at least forty of the cards drafted, by name.' }) },
      'Random draft: build your deck from the cards you drafted.',
    ),
    act('keep', {}, 'Keep your opening hand.'),
    act('mulligan', {}, 'Shuffle your hand away and draw a new one (London mulligan).'),
    act('bottom', { card: id }, 'Put a card from your hand on the bottom of your library after a mulligan.'),
    act('pass', {}, 'Pass priority (let the top of the stack resolve, or the step end), or end your declaration of attackers or blockers.'),
    playLandActionSchema(),
    act('playAsLand', { card: id }, 'Landless: play a card from your hand as the land its colours make.'),
    castActionSchema(DUEL_TERMS),
    activateActionSchema(DUEL_TERMS),
    act('attack', { creature: id, player: DuelSeatSchema }, 'Declare a creature as an attacker of a player, or take the declaration back.'),
    act('block', { creature: id, attacker: id }, 'Declare a creature as a blocker of an attacker attacking you, or take the block back.'),
    act('discard', { card: id }, 'Discard a card (to hand size at cleanup, or as a card says).'),
    act('choose', { target: SeatTargetSchema }, 'Choose the target of a triggered ability.'),
    payActionSchema(),
    act('cancel', {}, 'Take back the spell or ability waiting for payment.'),
    scryActionSchema(),
    searchActionSchema(),
    mayActionSchema(),
    fabricateActionSchema(),
    act('concede', {}, 'Concede: leave the game.'),
  ],
  { description: 'Every decision a player at the Magic table makes.' },
);

export type DuelSetup = Static<typeof DuelSetupSchema>;
export type DuelOptions = Static<typeof DuelOptionsSchema>;
export type DuelPlayer = Static<typeof DuelPlayerSchema>;
export type DuelDeck = Static<typeof DuelDeckSchema>;
export type DuelState = Static<typeof DuelStateSchema>;
export type DuelPhase = Static<typeof DuelPhaseSchema>;
export type DuelAction = Static<typeof DuelActionSchema>;
export type DuelPermanent = Static<typeof DuelPermanentSchema>;
