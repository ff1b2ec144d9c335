import { Type, type Static } from '@sinclair/typebox';
import { block } from '../../../save/layout';

/**
 * One player's castle in a saved Castle Magic game (rules/castle-magic.md,
 * "Setup" and "Breaching the castle"): four columns of three places, each
 * empty, holding a face-down card, or holding a face-up creature (a
 * permanent on the battlefield). Row 0 is the front, the row an attack
 * meets first; rows 1 and 2 stand behind it.
 *
 * Which creature lies face down in a place is not in the file: `hidden` is
 * the multiset of the stock's creatures never seen (the twelve laid out and
 * the three left out of the game alike), and a place's creature is drawn
 * from it when first revealed, which is the same game as a shuffled castle.
 * A creature its owner turned face down again is known to its owner, so its
 * place names it (`card`); a text view for the other player leaves it out.
 */

const strict = { additionalProperties: false } as const;

export const CastleCardSchema = Type.String({ minLength: 1, maxLength: 200, description: 'A creature card name from the card pool.' });

export const EmptyPlaceSchema = Type.Object({ kind: Type.Literal('empty') }, { ...strict, description: 'No card: its creature died or was discarded, or it moved away.' });

export const FaceDownPlaceSchema = Type.Object(
  {
    kind: Type.Literal('face-down'),
    card: Type.Optional(CastleCardSchema),
  },
  { ...strict, description: 'A face-down card: unknown (drawn from `hidden` when revealed), or, turned face down by its owner, the creature they know.' },
);

export const FaceUpPlaceSchema = Type.Object(
  { kind: Type.Literal('face-up'), creature: Type.Integer({ minimum: 1, description: "The creature's permanent id." }) },
  { ...strict, description: 'An activated creature, face up: a permanent on the battlefield.' },
);

export const CastlePlaceSchema = Type.Union([EmptyPlaceSchema, FaceDownPlaceSchema, FaceUpPlaceSchema], { description: 'One place of a castle.' });

export const CastleSchema = Type.Object(
  {
    rows: Type.Array(Type.Array(CastlePlaceSchema, { ...block, minItems: 4, maxItems: 4, description: 'One row, columns 1 to 4 from the left as the table draws both castles (column 2 faces column 2).' }), {
      minItems: 3,
      maxItems: 3,
      description: 'The front row first, then the rows behind it.',
    }),
    hidden: Type.Array(CastleCardSchema, { maxItems: 15, description: 'The stock\'s creatures never revealed, sorted: a multiset, so no face-down card shows.' }),
  },
  { ...strict, description: "A player's castle." },
);

export type CastlePlace = Static<typeof CastlePlaceSchema>;
export type Castle = Static<typeof CastleSchema>;
