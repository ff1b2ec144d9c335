import { Type } from '@sinclair/typebox';
import { CardDefSchema } from '../../cards/card-schema';
import { DIFFICULTY_IDS } from './difficulty';
import { ColourSchema, DeckSchema, DistributionSchema, GoalSchema } from './schema';

/**
 * Magic Crawl's answer to the playmat's new-game form (Variant.form.answer):
 * the choices as the protocol's startGame message carries them.
 */

/** A goal as the new-game form chooses it: a hex at some distance (the seed picks the direction), a given hex, or a creature to defeat. */
export const StartGoalSchema = Type.Union([
  Type.Object({ type: Type.Literal('reach'), distance: Type.Integer({ minimum: 1, maximum: 12 }) }, { additionalProperties: false }),
  GoalSchema,
]);

/** The Expanding options as the form chooses them: each adds the host's own list of cards. */
export const StartExpansionsSchema = Type.Object(
  {
    multicolourLands: Type.Optional(Type.Boolean()),
    colourlessLands: Type.Optional(Type.Boolean()),
    encounterSpells: Type.Optional(Type.Boolean()),
    replaceDefeated: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/**
 * The choices of the new-game form; every one may be left out for its
 * default. A difficulty preset (Normal when left out) fills in the Adjusting
 * options that are not given.
 */
export const StartOptionsSchema = Type.Object(
  {
    distribution: Type.Optional(DistributionSchema),
    startColour: Type.Optional(Type.Union([ColourSchema, Type.Literal('random')])),
    /** A starter deck id, or an imported deck list (its cards built in or in `cards`). */
    deck: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 100 }), DeckSchema])),
    /** The imported cards an imported deck uses. */
    cards: Type.Optional(Type.Array(CardDefSchema, { maxItems: 10_000 })),
    goals: Type.Optional(Type.Array(StartGoalSchema, { minItems: 1, maxItems: 2 })),
    life: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    preparationRounds: Type.Optional(Type.Integer({ minimum: 0, maximum: 20 })),
    opponentSpells: Type.Optional(Type.Union([Type.Literal('remove'), Type.Literal('discard')])),
    difficulty: Type.Optional(Type.Union(DIFFICULTY_IDS.map((d) => Type.Literal(d)))),
    expansions: Type.Optional(StartExpansionsSchema),
    /** The Encounter Piles' creatures: the built-in ones, or picked by the seed from the player's card library. */
    encounterPiles: Type.Optional(Type.Union([Type.Literal('built-in'), Type.Literal('library')])),
    /** The lands the checked land expansions add: the defaults, or picked by the seed from the card library. */
    landPileLands: Type.Optional(Type.Union([Type.Literal('defaults'), Type.Literal('library')])),
    keywordRoll: Type.Optional(Type.Boolean()),
    extraFoes: Type.Optional(Type.Boolean()),
    /** An enchantment's name, or null for none. */
    weakening: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 200 }), Type.Null()])),
    mappedMana: Type.Optional(Type.Boolean()),
    landless: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
