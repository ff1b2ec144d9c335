import { Type, type Static } from '@sinclair/typebox';
import { TERRAINS, COLOURS } from '../../colour';
import { block } from '../../save/layout';
import { PlayerZonesSchema } from '../../magic/schema';
import { CrawlCombatSchema, CrawlMagicActionSchemas, CrawlPermanentSchema, CrawlPromptSchema, PhaseSchema } from './magic-schema';
import { ImportedCardsSchema } from '../../cards/card-schema';
import { RngStateSchema } from '../../rng-schema';

/**
 * The Magic Crawl part of the saved-game schema. One definition gives the
 * TypeScript types (Static<>), runtime validation and the published JSON
 * Schema, and its `block` marks drive the canonical writer's layout.
 */

const int = (options: object = {}) => Type.Integer(options);
const strict = { additionalProperties: false } as const;

export const TerrainSchema = Type.Union(
  TERRAINS.map((t) => Type.Literal(t)),
  { description: 'A basic land type: the terrain of a hex and the name of its piles.' },
);

export const ColourSchema = Type.Union(COLOURS.map((c) => Type.Literal(c)));

export const CardNameSchema = Type.String({ minLength: 1, maxLength: 200, description: 'A card name from the card pool.' });

export const HexCoordSchema = Type.Object(
  { q: int({ description: 'Axial column.' }), r: int({ description: 'Axial row.' }) },
  { ...strict, description: 'A hex in axial coordinates; the start hex is (0,0).' },
);

export const MappedHexSchema = Type.Object(
  {
    q: int(),
    r: int(),
    terrain: TerrainSchema,
    explored: Type.Boolean({ description: 'Whether the token has entered this hex.' }),
    land: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description:
          'A multicolour or colourless land drawn for this hex (Expanding). The terrain is then the colour its neighbours were mapped from: for a colourless land, the colour chosen at random.',
      }),
    ),
  },
  { ...strict, description: 'A hex whose terrain is known.' },
);

export const SpecialLandSchema = Type.Object(
  {
    card: Type.String({ minLength: 1, maxLength: 200 }),
    replaces: Type.Union(TERRAINS.map((t) => Type.Literal(t))),
  },
  { ...strict, description: 'A multicolour or colourless land in a Land Pile, in place of one basic land that comes back once it is drawn.' },
);

/** How many of each basic land a Land Pile holds, in WUBRG order, and the one nonbasic land it may hold (Expanding). */
export const LandPileSchema = Type.Object(
  {
    ...(Object.fromEntries(TERRAINS.map((t) => [t, int({ minimum: 0, maximum: 1000 })])) as Record<
      (typeof TERRAINS)[number],
      ReturnType<typeof int>
    >),
    special: Type.Optional(SpecialLandSchema),
  },
  { ...strict, description: 'The land cards in one Land Pile, counted by type.' },
);

const perTerrain = <T extends import('@sinclair/typebox').TSchema>(item: T, description: string) =>
  Type.Object(
    Object.fromEntries(TERRAINS.map((t) => [t, item])) as Record<(typeof TERRAINS)[number], T>,
    { ...strict, ...block, description },
  );

export const LandPilesSchema = perTerrain(LandPileSchema, 'The five Land Piles, one for each colour of hex.');

export const EncounterPileSchema = Type.Object(
  {
    creatures: Type.Array(CardNameSchema, { maxItems: 1000, description: 'The creature cards in the pile, in alphabetical order.' }),
    lands: int({ minimum: 0, maximum: 1000, description: 'How many basic lands of the pile colour it holds.' }),
    spell: Type.Optional(CardNameSchema),
    reserve: Type.Optional(
      Type.Array(CardNameSchema, {
        maxItems: 1000,
        description: 'Creatures set aside to replace a resolved spell or a defeated creature (Expanding), in alphabetical order.',
      }),
    ),
    discarded: Type.Optional(
      Type.Array(CardNameSchema, {
        maxItems: 100_000,
        description: 'Cards of this pile out of the game: spells once resolved, defeated creatures once replaced (Expanding), in order.',
      }),
    ),
  },
  { ...strict, description: 'One Encounter Pile: a multiset, so nothing here tells what comes next.' },
);

export const EncounterPilesSchema = perTerrain(EncounterPileSchema, 'The five Encounter Piles.');

export const EncounterSchema = Type.Object(
  {
    at: HexCoordSchema,
    pile: TerrainSchema,
  },
  { ...strict, description: 'The encounter under way: where, and from which pile its creatures came. They are on the battlefield as foes.' },
);

export const GoalSchema = Type.Union(
  [
    Type.Object({ type: Type.Literal('reach'), hex: HexCoordSchema }, { ...strict, description: 'Go from the start hex to this hex.' }),
    Type.Object({ type: Type.Literal('defeat'), creature: CardNameSchema }, { ...strict, description: 'Defeat this creature.' }),
    Type.Object(
      { type: Type.Literal('defeat-colour'), colour: ColourSchema },
      { ...strict, description: 'Defeat every encounter creature of this colour (Adjusting).' },
    ),
    Type.Object(
      { type: Type.Literal('find'), artifact: CardNameSchema },
      { ...strict, description: 'Find this artifact: have it in your hand or on the battlefield (Expanding, colourless lands).' },
    ),
  ],
  { description: 'A winning condition chosen at setup.' },
);

export const DeckSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    cards: Type.Array(
      Type.Object({ name: CardNameSchema, count: int({ minimum: 1, maximum: 1000 }) }, strict),
      { ...block, maxItems: 10_000, description: 'The deck list: card names and counts.' },
    ),
  },
  { ...strict, ...block, description: 'Your deck, as it was at setup.' },
);

export const DistributionSchema = Type.Union([Type.Literal('standard'), Type.Literal('adjusted'), Type.Literal('d6')], {
  description:
    'How new terrain is drawn: the Setup Land Piles (standard), the larger Adjusting Land Piles (adjusted), or the 1d6 table (d6).',
});

export const ExpansionsSchema = Type.Object(
  {
    multicolourLands: Type.Optional(
      Type.Array(CardNameSchema, { maxItems: 5, description: 'Multicolour lands shuffled into the Land Piles, at most one per pile.' }),
    ),
    colourlessLands: Type.Optional(
      Type.Array(CardNameSchema, { maxItems: 5, description: 'Colourless lands shuffled into the Land Piles, at most one per pile.' }),
    ),
    encounterSpells: Type.Optional(
      Type.Array(CardNameSchema, { maxItems: 5, description: 'Instants or sorceries put into the Encounter Piles, at most one per pile.' }),
    ),
    replaceDefeated: Type.Optional(
      Type.Boolean({ description: 'Defeated creatures are discarded and replaced from the reserve, so encounters do not repeat.' }),
    ),
  },
  { ...strict, description: 'The Expanding options of the rules.' },
);

export const CrawlOptionsSchema = Type.Object(
  {
    distribution: DistributionSchema,
    startColour: Type.Union([ColourSchema, Type.Literal('random')], {
      description: 'The colour of the start hex, or random.',
    }),
    life: int({ minimum: 1, maximum: 1000, description: 'Starting life: 20, or 40 for a Commander deck.' }),
    preparationRounds: int({ minimum: 0, maximum: 20, description: 'Turns played before the first move (3 by the rules).' }),
    opponentSpells: Type.Union([Type.Literal('remove'), Type.Literal('discard')], {
      description: 'Spells that would target an opponent: removed from the deck at setup (the default), or discarded when drawn.',
    }),
    goals: Type.Array(GoalSchema, { minItems: 1, maxItems: 2, description: 'What wins the game; with two goals, both.' }),
    expansions: Type.Optional(ExpansionsSchema),
    extraFoes: Type.Optional(
      Type.Boolean({ description: 'Adjusting: each encounter draws one creature more than the creatures you control.' }),
    ),
    weakening: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, description: 'Adjusting: an enchantment that weakens your creatures, on the battlefield from the start under the foes\' control.' }),
    ),
    keywordRoll: Type.Optional(
      Type.Boolean({ description: 'Adjusting: roll 1d6 for each creature met; on a 6 it gains a keyword by its colour.' }),
    ),
    mappedMana: Type.Optional(
      Type.Boolean({ description: 'Adjusting: your mana comes only from the hexes you have entered, not from lands in your deck.' }),
    ),
    landless: Type.Optional(
      Type.Boolean({ description: 'Landless MTG: the deck has no lands, and any card may be played as a land.' }),
    ),
  },
  { ...strict, ...block },
);

export const CrawlSetupSchema = Type.Object(
  {
    variant: Type.Literal('magic-crawl'),
    seed: Type.String({ minLength: 1, maxLength: 200, description: 'Any text; the same seed and options give the same game.' }),
    options: CrawlOptionsSchema,
    encounterCreatures: perTerrain(
      Type.Array(CardNameSchema, { maxItems: 1000 }),
      'The creatures shuffled into each Encounter Pile at setup.',
    ),
    encounterLands: int({ minimum: 0, maximum: 1000, description: 'Basic lands added to each Encounter Pile (2 by the rules).' }),
    deck: DeckSchema,
    hexStreams: Type.Optional(
      Type.Literal(true, {
        description:
          'Each hex\'s terrain and encounter are drawn on a random stream of their own (named by the seed and the hex), so the same moves meet the same map whatever the deck and the play. Set in every new game; files made before it draw from the one shared stream.',
      }),
    ),
    encounterReserve: Type.Optional(
      perTerrain(
        Type.Array(CardNameSchema, { maxItems: 1000 }),
        'Creatures set aside for each Encounter Pile, to replace resolved spells and defeated creatures.',
      ),
    ),
    cards: Type.Optional(ImportedCardsSchema),
  },
  { ...strict, ...block },
);

export const CountersSchema = Type.Object(
  {
    moves: int({ minimum: 0, description: 'Moves made so far.' }),
    turns: int({ minimum: 0, description: 'Your turns begun so far, preparation rounds included.' }),
    nextId: int({ minimum: 1, description: 'The id the next new game object will get.' }),
  },
  strict,
);

export { RngStateSchema };

export const CrawlStateSchema = Type.Object(
  {
    phase: PhaseSchema,
    prompt: Type.Union([Type.Null(), CrawlPromptSchema]),
    token: HexCoordSchema,
    encounter: Type.Union([Type.Null(), EncounterSchema]),
    defeated: Type.Array(CardNameSchema, { maxItems: 100_000, description: 'Encounter creatures defeated, in order.' }),
    counters: CountersSchema,
    rng: RngStateSchema,
    landPiles: Type.Union([Type.Null(), LandPilesSchema], { description: 'The Land Piles; null when terrain comes from the d6 table.' }),
    encounterPiles: EncounterPilesSchema,
    hexes: Type.Array(MappedHexSchema, { ...block, maxItems: 1_000_000, description: 'Every mapped hex, in the order it was mapped.' }),
    you: PlayerZonesSchema,
    battlefield: Type.Array(CrawlPermanentSchema, { ...block, maxItems: 100_000, description: 'Every permanent, yours and the foes\', in the order they entered.' }),
    combat: Type.Union([Type.Null(), CrawlCombatSchema]),
  },
  { ...strict, ...block },
);

export const MoveActionSchema = Type.Object(
  { type: Type.Literal('move'), to: HexCoordSchema },
  { ...strict, description: 'Move the token to an adjacent mapped hex.' },
);

export const CrawlActionSchema = Type.Union([MoveActionSchema, ...CrawlMagicActionSchemas]);

export type TerrainName = Static<typeof TerrainSchema>;
export type HexCoord = Static<typeof HexCoordSchema>;
export type MappedHex = Static<typeof MappedHexSchema>;
export type LandPile = Static<typeof LandPileSchema>;
export type LandPiles = Static<typeof LandPilesSchema>;
export type EncounterPile = Static<typeof EncounterPileSchema>;
export type EncounterPiles = Static<typeof EncounterPilesSchema>;
export type Encounter = Static<typeof EncounterSchema>;
export type Distribution = Static<typeof DistributionSchema>;
export type CrawlOptions = Static<typeof CrawlOptionsSchema>;
export type CrawlSetup = Static<typeof CrawlSetupSchema>;
export type CrawlState = Static<typeof CrawlStateSchema>;
export type CrawlAction = Static<typeof CrawlActionSchema>;
export type MoveAction = Static<typeof MoveActionSchema>;
export type Goal = Static<typeof GoalSchema>;
export type Deck = Static<typeof DeckSchema>;
export type Expansions = Static<typeof ExpansionsSchema>;
export type SpecialLand = Static<typeof SpecialLandSchema>;
