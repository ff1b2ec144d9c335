import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { RngStateSchema } from '../../rng-schema';
import { block } from '../../save/layout';
import { AbilitySchema, AttackTypeSchema, BasicEffectSchema, ChallengeKindSchema, ConditionSchema, EffectSchema, IdSchema } from './content';

/**
 * Magic and Mayhem's part of the saved file (docs/mayhem.md, part 2): the
 * setup a game starts from, the state it stands in, and the actions that
 * move it on. Hidden things (the face-down tiles, the monster and treasure
 * decks) are sorted multisets, drawn from at random when needed, so the file
 * shows no upcoming draw. Squares are dungeon squares: a tile's place
 * (col, row) times seven plus the square within it, x east and y south.
 */

const strict = { additionalProperties: false } as const;
const int = (minimum: number, maximum: number, description?: string) =>
  Type.Integer({ minimum, maximum, ...(description === undefined ? {} : { description }) });
const cards = (description: string) => Type.Array(IdSchema, { maxItems: 500, description });

export const MAX_HEROES = 6;

export const SquareSchema = Type.Object({ x: int(0, 300), y: int(0, 300) }, { ...strict, description: 'A dungeon square.' });
export type Square = Static<typeof SquareSchema>;

export const DIRECTIONS = ['north', 'east', 'south', 'west'] as const;
export type Direction = (typeof DIRECTIONS)[number];
export const DirectionSchema = Type.Union(DIRECTIONS.map((d) => Type.Literal(d)));

// ---------------------------------------------------------------------------
// Setup

export const SeatSetupSchema = Type.Object(
  {
    hero: IdSchema,
    control: Type.Union([Type.Literal('human'), Type.Literal('computer')], { description: 'A person at this playmat, or the computer.' }),
  },
  { ...strict, description: 'A seat: the hero picked and who plays it. Seats are in turn order, the youngest first (mayhem.turn.order).' },
);

export const MayhemOptionsSchema = Type.Object(
  {
    tiles: int(9, 36, 'Tiles in the dungeon, the Entrance, the Store and the Boss tile among them (mayhem.setup.tiles).'),
    encountersRefresh: Type.Boolean({ description: 'An (E) stays live after its roll (mayhem.encounter; off).' }),
    halfRounding: Type.Union([Type.Literal('down'), Type.Literal('up')], { description: 'How halved damage rounds (mayhem.damage; down).' }),
    hourglass: Type.Optional(int(0, 600, 'Seconds of the hourglass a riddle or tongue twister runs against on the playmat; 0 for none (mayhem.challenge.time; 60 when absent). The engine keeps no clock: the outcome enters the log as an action.')),
    bossCredit: Type.Optional(
      Type.Union([Type.Literal('any-damage'), Type.Literal('killing-blow')], {
        description: 'Competitive play: a team has defeated a boss when it did any damage to one that died, or only when it dealt the killing blow (mayhem.competitive.win; any-damage when absent).',
      }),
    ),
  },
  { ...strict, ...block },
);
export type MayhemOptions = Static<typeof MayhemOptionsSchema>;

export const MayhemSetupSchema = Type.Object(
  {
    variant: Type.Literal('mayhem'),
    seed: Type.String({ minLength: 1, maxLength: 200, description: 'Any text; the same seed and seats give the same game.' }),
    mode: Type.Union([Type.Literal('cooperative'), Type.Literal('competitive'), Type.Literal('module')], {
      description:
        'Cooperative: the party defeats the boss and escapes. Competitive: two teams, seats alternating, each to defeat a boss, the most gold escaped wins. Module: a narrative module\'s adventure and goals (mayhem.mode).',
    }),
    module: Type.Optional(IdSchema),
    edition: Type.Optional(
      Type.Union([Type.Literal(2), Type.Literal(3), Type.Literal(4), Type.Literal(5)], {
        description:
          'The edition of the cards the game was dealt from (support.ts): absent, the first (every game saved before the second), so a saved game keeps its decks and bosses and replays as it was played.',
      }),
    ),
    options: MayhemOptionsSchema,
    seats: Type.Array(SeatSetupSchema, { ...block, minItems: 1, maxItems: MAX_HEROES }),
  },
  { ...strict, ...block },
);
export type MayhemSetup = Static<typeof MayhemSetupSchema>;

// ---------------------------------------------------------------------------
// State

export const LastingSchema = Type.Object(
  {
    condition: ConditionSchema,
    rounds: int(1, 6, 'Time tokens left; one comes off at the end of each round.'),
    perRound: Type.Optional(int(1, 5, 'HP lost at the end of each round (poison).')),
  },
  { ...strict, description: 'A lasting effect and its time tokens (mayhem.lasting).' },
);
export type Lasting = Static<typeof LastingSchema>;

export const BoostSchema = Type.Object(
  {
    stat: Type.Union([Type.Literal('mov'), Type.Literal('str'), Type.Literal('int'), Type.Literal('dex'), Type.Literal('ward')]),
    amount: int(-5, 10),
    rounds: int(1, 6, 'Rounds left; one comes off at the end of each round.'),
  },
  { ...strict, description: 'A stat changed, or a ward, for some rounds (boost and ward effects).' },
);
export type Boost = Static<typeof BoostSchema>;

export const HeroStateSchema = Type.Object(
  {
    hero: IdSchema,
    status: Type.Union([Type.Literal('in'), Type.Literal('escaped'), Type.Literal('dead')]),
    at: SquareSchema,
    hp: int(0, 60, 'Life tokens.'),
    hpGained: int(0, 40, 'Max HP gained for good by cards (max-hp effects).'),
    granted: Type.Optional(Type.Array(AbilitySchema, { minItems: 1, maxItems: 6, description: 'Ability colours cards gave for good (grant effects), sorted; absent when none (mayhem.grant).' })),
    gold: int(0, 200),
    items: cards('Treasure cards carried, sorted.'),
    effects: Type.Array(LastingSchema, { maxItems: 4 }),
    usedThisRound: cards('Cards used once a round already used this round, sorted.'),
    charges: Type.Array(Type.Object({ item: IdSchema, used: int(1, 9) }, strict), {
      maxItems: 20,
      description: 'Cards with several charges partly used, one entry a copy, sorted by card then by charges used (mayhem.use.charges).',
    }),
    boosts: Type.Array(BoostSchema, { maxItems: 8 }),
  },
  { ...strict, description: 'A hero on the board (or escaped, or dead where the shield token lies).' },
);
export type HeroState = Static<typeof HeroStateSchema>;

export const MonsterStateSchema = Type.Object(
  {
    number: int(1, 999, 'Its number token; monsters act in this order (mayhem.monsters.turn).'),
    monster: IdSchema,
    boss: Type.Boolean(),
    hp: int(1, 60, 'Life tokens under the number token.'),
    at: SquareSchema,
    facing: DirectionSchema,
    effects: Type.Array(LastingSchema, { maxItems: 4 }),
    spawnedRound: int(1, 10_000, 'The round it appeared in (a summoner counts its rounds from it).'),
    hurtBy: Type.Optional(Type.Array(AttackTypeSchema, { minItems: 1, maxItems: 5, description: 'Types that hurt it this round, sorted (regenerates ... unless); absent when none.' })),
    fleeing: Type.Optional(Type.Literal(true, { description: 'It runs from the heroes for good (it has stolen: mayhem.monsters.flee).' })),
    unseen: Type.Optional(Type.Literal(true, { description: 'Invisible until a hero sees it: it appeared so (starts-invisible) and no hero has seen it yet (mayhem.invisible).' })),
    teams: Type.Optional(Type.Array(int(0, 1), { minItems: 1, maxItems: 2, description: 'Competitive play: the teams whose heroes did damage to this boss, sorted (mayhem.competitive.win); absent when none.' })),
  },
  { ...strict, description: 'A monster on the board.' },
);
export type MonsterState = Static<typeof MonsterStateSchema>;

export const LootSchema = Type.Object(
  { at: SquareSchema, items: cards('Cards lying here, sorted.'), gold: int(0, 500) },
  { ...strict, description: 'What lies on a square: a dead hero\'s things, or what a hero could not carry.' },
);
export type Loot = Static<typeof LootSchema>;

export const TurnSchema = Type.Object(
  {
    seat: int(0, MAX_HEROES - 1),
    moved: int(0, 30, 'Squares moved this turn.'),
    extraMove: int(0, 30, 'Squares of movement cards added this turn (extra).'),
    acted: Type.Boolean({ description: 'The turn\'s action is used.' }),
    bonus: Type.Boolean({ description: 'The turn\'s bonus action is used (mayhem.bonus).' }),
    looked: Type.Optional(Type.Literal(true, { description: 'The hero has rolled to see invisible monsters this turn (mayhem.invisible); absent when not.' })),
    retry: Type.Optional(
      Type.Union(
        [
          Type.Object({ kind: Type.Literal('door'), at: SquareSchema, bonus: int(0, 6) }, strict),
          Type.Object({ kind: Type.Literal('look') }, strict),
        ],
        { description: 'The hero\'s last action was a roll that failed and a reroll may take back: a door try or a look (mayhem.reroll); absent otherwise.' },
      ),
    ),
  },
  { ...strict, description: 'Whose turn it is and what of it is spent.' },
);

export const PendingChallengeSchema = Type.Object(
  {
    type: Type.Literal('challenge'),
    seat: int(0, MAX_HEROES - 1, 'The hero the card is about.'),
    at: SquareSchema,
    kind: ChallengeKindSchema,
    who: Type.Union([Type.Literal('self'), Type.Literal('party')], { description: 'The hero\'s player, or the whole table (mayhem.challenge.who).' }),
    challenge: IdSchema,
    success: Type.Array(BasicEffectSchema, { maxItems: 8 }),
    failure: Type.Array(BasicEffectSchema, { maxItems: 8 }),
    rest: Type.Array(EffectSchema, { maxItems: 8, description: 'The card\'s effects after the challenge, carried out once it is settled.' }),
    parley: Type.Optional(Type.Array(int(1, 999), { minItems: 1, maxItems: 6, description: 'A parley\'s riddle (mayhem.parley): the number tokens of the monsters that leave when it is met.' })),
  },
  { ...strict, description: 'A riddle, tongue twister or physical challenge waiting for its outcome, which enters the log as an action.' },
);
export type PendingChallenge = Static<typeof PendingChallengeSchema>;

export const PendingChoiceSchema = Type.Object(
  {
    type: Type.Literal('choice'),
    seat: int(0, MAX_HEROES - 1, 'The hero whose player chooses.'),
    at: SquareSchema,
    options: Type.Array(
      Type.Object({ label: Type.String({ minLength: 1, maxLength: 300 }), cost: Type.Optional(int(1, 50)), effects: Type.Array(BasicEffectSchema, { maxItems: 8 }) }, strict),
      { minItems: 2, maxItems: 4 },
    ),
    rest: Type.Array(EffectSchema, { maxItems: 8 }),
    parley: Type.Optional(Type.Array(int(1, 999), { minItems: 1, maxItems: 6, description: 'A monster that parleys (mayhem.parley): the number tokens of the monsters its card put down; the first option takes its challenge, the second fights.' })),
  },
  { ...strict, description: 'A card\'s choice waiting for the player (mayhem.choose).' },
);
export type PendingChoice = Static<typeof PendingChoiceSchema>;

export const PendingDiscardSchema = Type.Object(
  {
    type: Type.Literal('discard'),
    seat: int(0, MAX_HEROES - 1, 'The hero who loses cards, and whose player chooses them.'),
    count: int(1, 3, 'Cards still to lose.'),
  },
  { ...strict, description: 'Treasure cards a hero must lose, chosen by their owner one at a time (mayhem.discard).' },
);
export type PendingDiscard = Static<typeof PendingDiscardSchema>;

export const PhaseSchema = Type.Union([
  Type.Object({ type: Type.Literal('turn'), turn: TurnSchema }, strict),
  Type.Object(
    {
      type: Type.Literal('over'),
      result: Type.Union([Type.Literal('won'), Type.Literal('lost')]),
      winners: Type.Optional(Type.Array(int(0, 1), { maxItems: 2, description: 'Competitive play: the winning team, or both on a tie of gold; empty when no team won (mayhem.competitive.win).' })),
      conceded: Type.Optional(Type.Literal(true, { description: 'The table abandoned the dungeon (mayhem.concede): lost, heroes maybe still on the board.' })),
    },
    strict,
  ),
]);
export type Phase = Static<typeof PhaseSchema>;

export const MayhemStateSchema = Type.Object(
  {
    phase: PhaseSchema,
    round: int(1, 10_000),
    rng: RngStateSchema,
    pending: Type.Array(Type.Union([PendingChallengeSchema, PendingChoiceSchema, PendingDiscardSchema]), {
      ...block,
      maxItems: 20,
      description: 'Challenges and choices waiting for their outcome, the first first.',
    }),
    endTurnAfter: Type.Boolean({ description: 'The turn ends once the pending challenges are settled (they came from its encounter).' }),
    lastRoll: Type.Union([int(1, 6), Type.Null()], { description: 'The die\'s last roll, for the playmat.' }),
    places: Type.Array(Type.Array(Type.Union([IdSchema, Type.Null()]), { minItems: 1, maxItems: 6 }), {
      ...block,
      minItems: 1,
      maxItems: 6,
      description: 'The layout, rows from north: a face-up tile\'s id, or null for a place still face down. The last row may be shorter.',
    }),
    faceDown: cards('The face-down tiles, a sorted multiset: one is drawn when a place turns up (mayhem.explore).'),
    openDoors: Type.Array(SquareSchema, { ...block, description: 'Doors with an OPEN token.' }),
    spentEncounters: Type.Array(SquareSchema, { ...block, description: '(E) squares already rolled on.' }),
    blocked: Type.Array(SquareSchema, { ...block, description: 'Squares under a BLOCKED token (mayhem.trap.block), sorted.' }),
    heroes: Type.Array(HeroStateSchema, { ...block, minItems: 1, maxItems: MAX_HEROES, description: 'One per seat, in seat order.' }),
    monsters: Type.Array(MonsterStateSchema, { ...block, description: 'Monsters on the board, in number order.' }),
    nextNumber: int(1, 1000, 'The next monster\'s number token.'),
    bossSpawned: Type.Boolean(),
    bossDefeated: Type.Boolean({ description: 'Every boss that appeared is defeated (one in cooperative play, both in competitive).' }),
    progress: Type.Optional(
      Type.Object(
        {
          reached: cards('Tiles some hero has stood on that a goal names, sorted.'),
          defeated: cards('Monsters killed that a goal names, sorted, once each.'),
          solved: Type.Array(ChallengeKindSchema, { maxItems: 100, description: 'Challenges met, by kind, sorted.' }),
        },
        { ...strict, description: 'A narrative module: what its goals have seen so far (mayhem.module.goals).' },
      ),
    ),
    laidTraps: Type.Optional(
      Type.Array(Type.Object({ at: SquareSchema, trap: IdSchema }, strict), {
        ...block,
        minItems: 1,
        maxItems: 100,
        description: 'Traps a monster set where it appeared (lays-trap), each sprung once by the first hero to step there, sorted by square; absent when none (mayhem.monsters.lays-trap).',
      }),
    ),
    bossTeams: Type.Optional(Type.Array(int(0, 1), { maxItems: 2, description: 'Competitive play: the teams that have defeated a boss, sorted (mayhem.competitive.win).' })),
    loot: Type.Array(LootSchema, block),
    monsterDeck: cards('The monster deck, a sorted multiset.'),
    monsterDiscard: cards('Monster cards drawn, sorted.'),
    treasureDeck: cards('The treasure deck, a sorted multiset.'),
    treasureDiscard: cards('Treasure cards used up or played, sorted.'),
  },
  { ...strict, ...block },
);
export type MayhemState = Static<typeof MayhemStateSchema>;

// ---------------------------------------------------------------------------
// Actions

const action = <K extends string, P extends Record<string, TSchema>>(type: K, props: P, description: string) =>
  Type.Object({ type: Type.Literal(type), ...props }, { ...strict, description });

export const MayhemActionSchema = Type.Union([
  action('step', { dir: DirectionSchema }, 'One square of the move (mayhem.move); the action may come between steps (mayhem.move.split).'),
  action('attack', { with: Type.Union([IdSchema, Type.Literal('fists')]), target: int(1, 999, 'A monster\'s number.') }, 'Attack a monster with a weapon, an attack card, or bare fists (mayhem.action).'),
  action('look', {}, 'Roll to see the unseen monsters on the hero\'s tile or in their sight: INT 4+ (or sees-invisible), once a turn, no action used; 4+ sees them for good (mayhem.invisible).'),
  action('open-door', { at: SquareSchema }, 'Try a door beside the hero: 4+ opens it (mayhem.door).'),
  action(
    'use',
    {
      item: IdSchema,
      on: Type.Optional(int(0, MAX_HEROES - 1, 'The seat of the ally it is used on.')),
      door: Type.Optional(SquareSchema),
    },
    'Use a card the hero carries (its timing says what it costs), on an ally or a door where it asks for one.',
  ),
  action('give', { to: int(0, MAX_HEROES - 1), item: IdSchema }, 'Give a card to a hero on the same tile (mayhem.give).'),
  action('give-gold', { to: int(0, MAX_HEROES - 1), gold: int(1, 200) }, 'Give gold to a hero on the same tile (mayhem.give).'),
  action('buy', { entry: int(0, 19, 'The Store entry\'s place on the price list.'), pick: Type.Optional(IdSchema) }, 'Buy at the Store (mayhem.store.buy).'),
  action('answer', { text: Type.String({ maxLength: 200 }) }, 'A typed answer to the pending riddle, matched leniently (mayhem.challenge.answer).'),
  action('judge', { outcome: Type.Union([Type.Literal('done'), Type.Literal('failed')]) }, 'The players\' verdict on the pending challenge (mayhem.challenge.judge).'),
  action('choose', { option: int(0, 3, 'option is counted from 0 in actions: 0 is the card\'s first option, numbered 1 where the choice is put to the player') }, 'The choice a card asks for (mayhem.choose).'),
  action('discard', { item: IdSchema }, 'A card the pending discard\'s hero chooses to lose (mayhem.discard).'),
  action('end-turn', {}, 'End the turn: the encounter roll, and after the last hero the monsters\' turn.'),
  action('concede', {}, 'The table gives up and abandons the dungeon: the game is lost, no team winning (mayhem.concede).'),
]);
export type MayhemAction = Static<typeof MayhemActionSchema>;

export type MayhemEvent =
  /**
   * `earlier`: the action's label that only earlier Crawls put in the line, for an action whose own note now says
   * it once, better ("Grisla chooses: …, paying 2 gold"); their saved lines still verify (narrate.ts).
   */
  | { readonly type: 'did'; readonly text: string; readonly earlier?: true }
  | { readonly type: 'roll'; readonly value: number; readonly why: string; readonly was?: string }
  /** `was`: how an earlier Crawl said it ('' when it said nothing), so that its saved line still verifies (narrate.ts). */
  | { readonly type: 'note'; readonly text: string; readonly was?: string };
