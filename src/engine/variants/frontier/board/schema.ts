import { Type, type Static } from '@sinclair/typebox';
import { block } from '../../../save/layout';

/**
 * The board part of a saved Frontier Magic game (docs/frontier-rules.md,
 * "The board"): the grid of lands, what is known of them, and where the
 * creatures stand. One schema gives the types, the runtime checks, the
 * published JSON Schema and the writer's layout: one place of the grid per
 * line, grouped by rows, so that a move changes the lines of the two places
 * it joins.
 *
 * What a face-down land is, is not in the file: the grid only says which
 * places are face down, and `faceDown` is the multiset of the lands they
 * hold between them. A land is named when it is turned up, drawn from that
 * multiset (seeded), which is the same game as a shuffled grid.
 */

const int = (options: object = {}) => Type.Integer(options);
const strict = { additionalProperties: false } as const;

export const BoardCardNameSchema = Type.String({ minLength: 1, maxLength: 200, description: 'A land card name from the card pool.' });

const seat = (description: string) => Type.String({ minLength: 1, maxLength: 60, description });

export const SeatIdSchema = seat('A player\'s seat, as the rest of the game names it.');

const CreatureIdSchema = int({ minimum: 1, description: 'A creature\'s permanent id.' });

const StandingSchema = Type.Array(CreatureIdSchema, {
  maxItems: 1000,
  description: 'The creatures standing here, in the order they came: none, one, or a banded stack.',
});

export const FaceDownSquareSchema = Type.Object(
  { land: Type.Literal('face-down'), creatures: StandingSchema },
  { ...strict, description: 'A land not turned up yet: which one it is, is drawn from `faceDown` when it is.' },
);

export const HoleSquareSchema = Type.Object(
  { land: Type.Literal('hole'), creatures: StandingSchema },
  { ...strict, description: 'Where a destroyed land was: nothing may move onto it, but a creature on it stays.' },
);

export const FaceUpSquareSchema = Type.Object(
  {
    land: Type.Literal('face-up'),
    card: BoardCardNameSchema,
    tappedBy: Type.Optional(seat('The seat that tapped it for mana; only its untap step untaps it.')),
    creatures: StandingSchema,
  },
  { ...strict, description: 'A land turned up: its card, and who tapped it if it is tapped.' },
);

export const SquareSchema = Type.Union([FaceDownSquareSchema, HoleSquareSchema, FaceUpSquareSchema], {
  description: 'One place of the grid.',
});

export const GridRowSchema = Type.Array(SquareSchema, { ...block, maxItems: 1000, description: 'One row, west to east.' });

const side = (description: string) =>
  Type.Object(
    {
      seat: SeatIdSchema,
      home: Type.Array(CreatureIdSchema, {
        maxItems: 1000,
        description: 'The creatures in this seat\'s home row (beside the grid, not on it), in the order they came.',
      }),
    },
    { ...strict, description },
  );

export const SideSchema = side('A player at one long edge of the grid.');

export const SidesSchema = Type.Object(
  {
    north: side('The seat by row 0, its nearest row.'),
    south: side('The seat by the last row, its nearest row.'),
  },
  { ...strict, ...block, description: 'Who sits at which long edge of the grid.' },
);

export const BoardSchema = Type.Object(
  {
    rows: int({ minimum: 2, maximum: 50, description: 'Rows of the grid, north to south: five in a game.' }),
    cols: int({ minimum: 1, maximum: 1000, description: 'Columns of the grid, west to east: a fifth of the lands, rounded down.' }),
    grid: Type.Array(GridRowSchema, { ...block, maxItems: 50, description: 'The places, row by row from the north (row 0).' }),
    faceDown: Type.Array(BoardCardNameSchema, {
      maxItems: 100_000,
      description: 'The lands still face down, in alphabetical order: a multiset, so nothing here tells where each lies.',
    }),
    graveyard: Type.Array(BoardCardNameSchema, { maxItems: 100_000, description: 'The land graveyard: destroyed lands, in the order destroyed.' }),
    outOfGame: Type.Array(BoardCardNameSchema, {
      maxItems: 4,
      description: 'The lands set aside at setup that would have made an incomplete last column, in alphabetical order.',
    }),
    sides: SidesSchema,
    moved: Type.Array(CreatureIdSchema, { maxItems: 100_000, description: 'The creatures that have moved this turn, in increasing id order.' }),
  },
  { ...strict, ...block, description: 'The Frontier board: the grid of lands and the creatures on it.' },
);

export type FaceDownSquare = Static<typeof FaceDownSquareSchema>;
export type HoleSquare = Static<typeof HoleSquareSchema>;
export type FaceUpSquare = Static<typeof FaceUpSquareSchema>;
/** One place of the grid: face down, a hole, or a face-up land. */
export type Square = Static<typeof SquareSchema>;
export type Side = Static<typeof SideSchema>;
export type Sides = Static<typeof SidesSchema>;
export type Board = Static<typeof BoardSchema>;
/** Which long edge a seat sits at. */
export type Edge = keyof Sides;
