import { Type, type Static, type TSchema } from '@sinclair/typebox';

/**
 * Magic and Mayhem's content as data (rules/magic-and-mayhem.md; docs/mayhem.md
 * describes the format and the readings taken): dungeon tiles, heroes,
 * monsters, traps, situations, bosses, treasure, the Store, riddles, tongue
 * twisters, physical challenges and narrative modules. One TypeBox definition
 * per kind gives the TypeScript types the content is written against and the
 * runtime check the content tests run (test/unit/mayhem/).
 *
 * Everything a card does is structured data the rules engine executes:
 * effects (`{ do: 'heal', amount: 3, who: 'self' }`), lasting passives
 * (`{ is: 'grant', ability: 'adept-magic' }`), monster behaviours
 * (`{ is: 'regenerates', amount: 1 }`). The `text` beside them is a short
 * line of ours for players, never the rule itself.
 */

const strict = { additionalProperties: false } as const;
const lit = <T extends string>(values: readonly T[], options: object = {}) => Type.Union(values.map((v) => Type.Literal(v)), options);
const int = (minimum: number, maximum: number, description?: string) =>
  Type.Integer({ minimum, maximum, ...(description === undefined ? {} : { description }) });
const list = <T extends TSchema>(item: T, minItems: number, maxItems: number, description?: string) =>
  Type.Array(item, { minItems, maxItems, ...(description === undefined ? {} : { description }) });

/** An id: lowercase words joined by hyphens, unique across all the content (a test checks). */
export const IdSchema = Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', minLength: 2, maxLength: 60 });
const Name = Type.String({ minLength: 2, maxLength: 60 });
/** A short player-facing line of ours. */
const Text = Type.String({ minLength: 3, maxLength: 300 });

// ---------------------------------------------------------------------------
// The vocabulary

/**
 * The six ability colours, three pairs. In a pair the first includes the
 * second (rules: "if you have strong magic you can also do adept magic").
 */
export const ABILITIES = ['strong-magic', 'adept-magic', 'heavy-weapons', 'light-weapons', 'epic-skills', 'agile-skills'] as const;
export type Ability = (typeof ABILITIES)[number];
export const AbilitySchema = lit(ABILITIES, { description: 'An ability colour.' });

/** What each ability also allows (the hierarchy): strong magic allows adept magic, and so on. */
export const ABILITY_INCLUDES: Readonly<Record<Ability, readonly Ability[]>> = {
  'strong-magic': ['adept-magic'],
  'adept-magic': [],
  'heavy-weapons': ['light-weapons'],
  'light-weapons': [],
  'epic-skills': ['agile-skills'],
  'agile-skills': [],
};

/** The colour of each ability's dot and bar (our choice; the appendix's store calls light weapons orange and heavy ones red). */
export const ABILITY_COLOURS: Readonly<Record<Ability, string>> = {
  'strong-magic': 'violet',
  'adept-magic': 'blue',
  'heavy-weapons': 'red',
  'light-weapons': 'orange',
  'epic-skills': 'green',
  'agile-skills': 'yellow',
};

/** Every ability a hero with these abilities may use, the hierarchy applied. */
export function abilitiesAllowed(abilities: readonly Ability[]): Set<Ability> {
  return new Set(abilities.flatMap((a) => [a, ...ABILITY_INCLUDES[a]]));
}

/** The attack types (the rules say "4 attack types" and list five: all five are kept). */
export const ATTACK_TYPES = ['melee', 'psy', 'fire', 'ice', 'poison'] as const;
export type AttackType = (typeof ATTACK_TYPES)[number];
export const AttackTypeSchema = lit(ATTACK_TYPES, { description: 'An attack type.' });

/** Lasting effects, counted with time tokens (one per round). */
export const CONDITIONS = ['incapacitated', 'immobilized', 'invisible', 'poisoned'] as const;
export type Condition = (typeof CONDITIONS)[number];
export const ConditionSchema = lit(CONDITIONS, { description: 'A lasting effect.' });

/** A hero's stats a card may change (HP has effects of its own). */
export const STATS = ['mov', 'str', 'int', 'dex'] as const;
export const StatSchema = lit(STATS);

/** Who a hero's effect reaches: the user, one hero on the user's tile (the user included), every hero on that tile, or the whole party. In a monster card's effects "self" is the hero who drew it. */
export const WhoSchema = lit(['self', 'ally', 'tile-heroes', 'party'] as const);

/** Where an attack lands: one target in range, everyone on the target's square, every foe around the attacker, every foe in range on the attacker's tile. */
export const AreaSchema = lit(['one', 'square', 'around', 'tile'] as const);

/** Doors: locked (L) and secret (S). */
export const DoorKindSchema = lit(['locked', 'secret', 'any'] as const);

/** The challenges the rules know: a riddle, a tongue twister said five times, a physical challenge rolled for. */
export const ChallengeKindSchema = lit(['riddle', 'tongue-twister', 'physical'] as const);

// ---------------------------------------------------------------------------
// Attacks, effects, passives

export const InflictSchema = Type.Object(
  {
    condition: ConditionSchema,
    rounds: int(1, 6, 'Time tokens put down.'),
    perRound: Type.Optional(int(1, 5, 'HP lost at the end of each round while it lasts (poison).')),
  },
  { ...strict, description: 'A lasting effect an attack leaves on whoever it hits.' },
);

const attackProperties = {
  dam: int(0, 20, 'HP taken from the target (DAM), before halving, doubling or immunity.'),
  type: AttackTypeSchema,
  range: int(0, 8, 'Squares reached: 0 the attacker\'s own square, 1 the squares around it (close), more is ranged.'),
  area: Type.Optional(AreaSchema),
  inflicts: Type.Optional(InflictSchema),
  aroundCorners: Type.Optional(Type.Boolean({ description: 'The rare ranged attack that needs no clear line.' })),
};

export const AttackSchema = Type.Object(
  { name: Name, ...attackProperties, cone: Type.Optional(int(1, 6, 'Directional: reaches only the cone in front of the token, this many squares long.')) },
  { ...strict, description: 'A monster\'s attack.' },
);
export type AttackDef = Static<typeof AttackSchema>;

const effect = <K extends string, P extends Record<string, TSchema>>(kind: K, props: P, description: string) =>
  Type.Object({ do: Type.Literal(kind), ...props }, { ...strict, description });

/** Effects that do one thing. */
export const BasicEffectSchema = Type.Union([
  effect('attack', attackProperties, 'An attack by the user against monsters.'),
  effect('heal', { amount: Type.Union([int(1, 20), Type.Literal('full')]), who: WhoSchema }, 'Life tokens back, up to max HP.'),
  effect('max-hp', { amount: int(1, 10), who: WhoSchema }, 'Max HP raised for good, and a life token added.'),
  effect('grant', { ability: AbilitySchema, who: WhoSchema }, 'A new ability colour for good.'),
  effect('boost', { stat: StatSchema, amount: int(-5, 5), rounds: int(1, 6), who: WhoSchema }, 'A stat changed for some rounds.'),
  effect('condition', { condition: ConditionSchema, rounds: int(1, 6), perRound: Type.Optional(int(1, 5)), who: WhoSchema }, 'A lasting effect put on heroes.'),
  effect('cure', { condition: Type.Union([ConditionSchema, Type.Literal('all')]), who: WhoSchema }, 'Time tokens of a lasting effect taken away.'),
  effect('hurt', { amount: int(1, 20), type: AttackTypeSchema, who: WhoSchema }, 'Heroes lose HP (halved, doubled or stopped by what they resist).'),
  effect('gold', { amount: int(1, 50), who: WhoSchema }, 'Gold gained, each up to 4x STR.'),
  effect('lose-gold', { amount: int(1, 50), who: WhoSchema }, 'Gold lost (as much as there is).'),
  effect('ward', { amount: int(1, 10), rounds: int(1, 6), who: WhoSchema }, 'Each hit taken is that much smaller, for some rounds.'),
  effect('open-door', { doors: DoorKindSchema, roll: Type.Boolean({ description: 'true: opens on 4+; false: opens without a roll.' }) }, 'A door within reach opened.'),
  effect('draw', { deck: lit(['treasure', 'monster'] as const), count: int(1, 3) }, 'Cards drawn as if from an encounter.'),
  effect('revive', { hp: int(1, 20) }, 'A dead hero on the user\'s tile comes back with this HP.'),
  effect('teleport', { to: lit(['entrance', 'store'] as const), who: WhoSchema }, 'Heroes moved to the stairs of an entrance or to the Store, once it is face up.'),
  effect('reveal', { tiles: int(1, 4) }, 'Face-down tiles next to the user\'s tile turned face up.'),
  effect('block', { squares: int(1, 6) }, 'Squares next to the trap covered with BLOCKED tokens.'),
  effect('spawn', { monster: IdSchema, count: int(1, 6) }, 'Monsters put down at the (E).'),
  effect('extra', { kind: lit(['move', 'action'] as const), amount: int(1, 6) }, 'More squares of movement this turn, or another action.'),
  effect('reroll', {}, 'The last die rolled for the user rolled again.'),
  effect('discard', { count: int(1, 3), who: WhoSchema }, 'Treasure cards lost, chosen by their owner.'),
]);
export type BasicEffect = Static<typeof BasicEffectSchema>;

const outcome = (description: string) => list(BasicEffectSchema, 0, 8, description);

/** Effects that branch on a die, a stat, a challenge or a choice; each branch is a list of basic effects. */
export const EffectSchema = Type.Union([
  BasicEffectSchema,
  effect(
    'roll',
    { atLeast: int(2, 6, 'The die must show at least this.'), success: outcome('On the roll.'), failure: outcome('Otherwise.') },
    'The die decides.',
  ),
  effect(
    'save',
    { stat: StatSchema, success: outcome('Avoided.'), failure: outcome('Not avoided.') },
    'Each hero concerned rolls; at or under the stat succeeds.',
  ),
  effect(
    'challenge',
    {
      kind: ChallengeKindSchema,
      who: lit(['self', 'party'] as const, { description: 'Who must do it: the hero\'s player, or the whole table.' }),
      success: outcome('Done in time.'),
      failure: outcome('Failed or out of time.'),
    },
    'A riddle, tongue twister or physical challenge, judged as the rules say.',
  ),
  effect(
    'choose',
    {
      options: list(
        Type.Object({ label: Text, cost: Type.Optional(int(1, 50, 'Gold paid to take this option.')), effects: outcome('What it does.') }, strict),
        2,
        4,
      ),
    },
    'The hero\'s player chooses one.',
  ),
]);
export type Effect = Static<typeof EffectSchema>;

const passive = <K extends string, P extends Record<string, TSchema>>(kind: K, props: P, description: string) =>
  Type.Object({ is: Type.Literal(kind), ...props }, { ...strict, description });

/** What a hero has while carrying an item or by nature. */
export const PassiveSchema = Type.Union([
  passive('grant', { ability: AbilitySchema }, 'An ability colour.'),
  passive('max-hp', { amount: int(1, 10) }, 'More max HP.'),
  passive('stat', { stat: StatSchema, amount: int(-3, 3) }, 'A stat raised or lowered.'),
  passive('resist', { type: AttackTypeSchema }, 'Takes half damage (rounded down) from this type.'),
  passive('immune', { type: AttackTypeSchema }, 'Takes no damage from this type.'),
  passive('ward', { amount: int(1, 3) }, 'Every hit taken is this much smaller.'),
  passive('opens', { doors: DoorKindSchema, bonus: int(0, 2, 'Added to the 4+ roll.') }, 'May try to open these doors (4+).'),
  passive('sees-invisible', {}, 'May roll to see invisible monsters whatever the INT.'),
  passive('damage-bonus', { amount: int(1, 3), type: Type.Optional(AttackTypeSchema) }, 'More DAM with attacks (of a type).'),
  passive('gold-carry', { amount: int(1, 20) }, 'Carries this much more gold than 4x STR.'),
  passive('revive-bonus', { amount: int(1, 2) }, 'Added to the 4+ roll to revive.'),
  passive('trap-sense', {}, 'Rolls twice against traps, keeping the better.'),
]);
export type Passive = Static<typeof PassiveSchema>;

export const UseSchema = Type.Object(
  {
    timing: lit(['action', 'bonus', 'free'] as const, { description: 'What using it costs: the turn\'s action, a bonus action, or nothing.' }),
    effects: list(EffectSchema, 1, 6),
    charges: Type.Optional(int(1, 9, 'Uses before the card is discarded; without charges it is kept and used again.')),
    perRound: Type.Optional(Type.Boolean({ description: 'At most once each round.' })),
  },
  { ...strict, description: 'What a card does when used.' },
);

// ---------------------------------------------------------------------------
// Dungeon tiles

/**
 * A tile is TILE_SIZE x TILE_SIZE squares. Seven: odd, so each edge has a
 * middle square for its gate and the stairs sit in the centre; a ring of wall
 * keeps tiles apart when they lie side by side; a 5 x 5 floor inside leaves
 * room for a side room behind a door; 36 tiles in a 6 x 6 layout are 42 x 42
 * squares, which a playmat draws at a readable size; a hero of MOV 4 crosses
 * a tile in about two turns, so tiles flip every turn or two.
 */
export const TILE_SIZE = 7;

/** The squares of a tile's grid, one character each. */
export const SQUARES = {
  '#': 'wall',
  '.': 'floor',
  E: 'encounter',
  T: 'trap',
  L: 'locked door',
  S: 'secret door',
  '^': 'stairs',
  B: 'boss',
} as const;
export type SquareChar = keyof typeof SQUARES;

/** An edge is open at its middle square (gate) or at its middle three (wide); every other square of the ring is wall. */
export const EdgeSchema = lit(['gate', 'wide'] as const);
export type Edge = Static<typeof EdgeSchema>;
export const SIDES = ['north', 'east', 'south', 'west'] as const;
export type Side = (typeof SIDES)[number];

export const TILE_KINDS = ['entrance', 'second-entrance', 'store', 'boss', 'room'] as const;

export const TileSchema = Type.Object(
  {
    id: IdSchema,
    name: Name,
    kind: lit(TILE_KINDS, { description: 'The Entrance, the second Entrance (competitive), the Store, the Boss tile, or a room.' }),
    edges: Type.Object({ north: EdgeSchema, east: EdgeSchema, south: EdgeSchema, west: EdgeSchema }, { ...strict, description: 'Where the tile opens on each side; tiles join where both are open.' }),
    grid: list(
      Type.String({ pattern: '^[#.ETLS^B]{7}$' }),
      TILE_SIZE,
      TILE_SIZE,
      'Rows north to south: # wall, . floor, E encounter, T trap, L locked door, S secret door, ^ stairs, B boss.',
    ),
    trap: Type.Optional(IdSchema),
    text: Text,
  },
  { ...strict, description: 'A dungeon tile.' },
);
export type TileDef = Static<typeof TileSchema>;

// ---------------------------------------------------------------------------
// Heroes

export const HeroSchema = Type.Object(
  {
    id: IdSchema,
    name: Name,
    calling: Name,
    hp: int(4, 20, 'Life tokens at the start and max HP.'),
    mov: int(2, 8, 'Squares moved in a turn.'),
    str: int(1, 6, 'Which weapons can be carried; gold carried up to 4x STR.'),
    int: int(1, 6, 'INT 4+ may roll to see invisible monsters.'),
    dex: int(1, 6, 'Saves against traps: roll at or under DEX.'),
    abilities: list(AbilitySchema, 1, 2, 'The ability dots.'),
    traits: list(PassiveSchema, 0, 3, 'What the hero can do by nature.'),
    gear: list(IdSchema, 1, 4, 'Starting treasure cards (copies of their own, not from the deck).'),
    text: Text,
  },
  { ...strict, description: 'A hero\'s character sheet.' },
);
export type HeroDef = Static<typeof HeroSchema>;

// ---------------------------------------------------------------------------
// Monsters, traps, situations, bosses

const behaviour = passive;

export const BehaviourSchema = Type.Union([
  behaviour('flies', {}, 'Crosses traps and BLOCKED squares.'),
  behaviour('phases', {}, 'Moves through walls and closed doors.'),
  behaviour('stationary', {}, 'Never moves.'),
  behaviour('dormant', {}, 'Does not move until a hero is on its tile.'),
  behaviour('starts-invisible', {}, 'Invisible until seen (INT 4+, then 4+).'),
  behaviour('regenerates', { amount: int(1, 5), unless: Type.Optional(AttackTypeSchema) }, 'Gets life tokens back each round, unless hurt by that type this round.'),
  behaviour('explodes', { dam: int(1, 10), type: AttackTypeSchema }, 'On dying, hurts every hero on its square and around it.'),
  behaviour('splits', { into: IdSchema, count: int(2, 4) }, 'On dying, leaves smaller monsters.'),
  behaviour('summons', { monster: IdSchema, every: int(1, 4) }, 'Puts a monster beside itself every so many rounds.'),
  behaviour('steals', { gold: int(1, 10) }, 'A hit takes gold instead of HP while the hero has any; then it flees.'),
  behaviour('targets', { rule: lit(['weakest', 'richest', 'farthest'] as const) }, 'Picks whom to attack by this instead of by distance.'),
  behaviour('flees', { belowHp: int(1, 10) }, 'Moves away from heroes once this hurt.'),
  behaviour('aura', { dam: int(1, 5), type: AttackTypeSchema }, 'Hurts each hero on its square or around it at the end of its turn.'),
  behaviour('ambush', {}, 'Acts at once on the turn it appears.'),
  behaviour('pack', { bonus: int(1, 3) }, 'More DAM while another of its kind is beside it.'),
  behaviour('fears', { type: AttackTypeSchema }, 'Hit by this type, it flees for a round.'),
  behaviour('lays-trap', { trap: IdSchema }, 'Sets this trap where it appears.'),
  behaviour('parley', { kind: ChallengeKindSchema, success: outcome('It leaves, and this happens.'), failure: outcome('It stays, and this happens.') }, 'The hero who drew it may take the challenge instead of fighting.'),
]);
export type Behaviour = Static<typeof BehaviourSchema>;

export const DropSchema = Type.Union([
  Type.Object({ kind: Type.Literal('gold'), amount: int(1, 20), onRoll: Type.Optional(int(2, 6)) }, strict),
  Type.Object({ kind: Type.Literal('treasure'), count: int(1, 3), onRoll: Type.Optional(int(2, 6)) }, strict),
  Type.Object({ kind: Type.Literal('item'), item: IdSchema, onRoll: Type.Optional(int(2, 6)) }, strict),
]);
export type Drop = Static<typeof DropSchema>;

const monsterProperties = {
  id: IdSchema,
  name: Name,
  hp: int(1, 40, 'Life tokens under its number token.'),
  mov: int(0, 8),
  attacks: list(AttackSchema, 1, 3, 'Close attacks are made before ranged ones.'),
  vulnerable: list(AttackTypeSchema, 0, 4, 'Takes double damage from these.'),
  resists: list(AttackTypeSchema, 0, 4, 'Takes half damage (rounded down) from these.'),
  immune: list(AttackTypeSchema, 0, 4, 'Takes no damage from these.'),
  directional: Type.Optional(
    Type.Object(
      { cone: int(1, 6, 'Cone length in squares.'), weakWithin: Type.Optional(int(1, 5, 'Extra damage it takes from attacks made inside its cone.')) },
      { ...strict, description: 'Its token has an arrow; its attacks reach only the cone in front.' },
    ),
  ),
  behaviours: list(BehaviourSchema, 0, 4),
  drops: list(DropSchema, 0, 3, 'Given at once to the hero who kills it.'),
  text: Text,
};

export const MonsterSchema = Type.Object(
  {
    ...monsterProperties,
    spawn: int(1, 5, 'How many appear when its card is drawn.'),
    copies: int(0, 4, 'Cards in the monster deck; 0 for a monster that only other monsters bring.'),
  },
  { ...strict, description: 'A monster card.' },
);
export type MonsterDef = Static<typeof MonsterSchema>;

export const BossSchema = Type.Object(
  {
    ...monsterProperties,
    enraged: Type.Object(
      {
        belowHp: int(1, 40),
        mov: Type.Optional(int(0, 8)),
        attacks: Type.Optional(list(AttackSchema, 1, 3)),
        behaviours: Type.Optional(list(BehaviourSchema, 1, 4)),
        text: Text,
      },
      { ...strict, description: 'What changes once it is down to this many life tokens or fewer.' },
    ),
  },
  { ...strict, description: 'A boss: appears only on the Boss tile.' },
);
export type BossDef = Static<typeof BossSchema>;

export const TrapSchema = Type.Object(
  {
    id: IdSchema,
    name: Name,
    copies: int(0, 4, 'Cards in the monster deck; 0 for a trap printed on tiles only.'),
    effects: list(EffectSchema, 1, 4),
    text: Text,
  },
  { ...strict, description: 'A trap, drawn as a monster card or printed on a tile (T).' },
);
export type TrapDef = Static<typeof TrapSchema>;

export const SituationSchema = Type.Object(
  { id: IdSchema, name: Name, copies: int(1, 4), effects: list(EffectSchema, 1, 4), text: Text },
  { ...strict, description: 'A situation drawn as a monster card.' },
);
export type SituationDef = Static<typeof SituationSchema>;

// ---------------------------------------------------------------------------
// Treasure and the Store

const cardProperties = {
  id: IdSchema,
  name: Name,
  copies: int(0, 4, 'Cards in the treasure deck; 0 for a card sold at the Store, given at the start or brought by a module only.'),
  text: Text,
};
const requires = (abilities: readonly Ability[]) => lit(abilities, { description: 'The ability colour on its bar.' });

export const TREASURE_KINDS = ['potion', 'weapon', 'magic-item', 'spell', 'skill', 'gear', 'gold'] as const;

export const TreasureSchema = Type.Union([
  Type.Object({ ...cardProperties, kind: Type.Literal('potion'), use: UseSchema }, { ...strict, description: 'A potion: drunk once.' }),
  Type.Object(
    {
      ...cardProperties,
      kind: Type.Literal('weapon'),
      requires: requires(['heavy-weapons', 'light-weapons']),
      str: int(1, 6, 'STR needed to carry it.'),
      attack: Type.Object(attackProperties, strict),
      passives: Type.Optional(list(PassiveSchema, 1, 2)),
    },
    { ...strict, description: 'A weapon: attacking with it is the turn\'s action.' },
  ),
  Type.Object(
    {
      ...cardProperties,
      kind: Type.Literal('magic-item'),
      requires: Type.Optional(AbilitySchema),
      passives: list(PassiveSchema, 0, 3),
      use: Type.Optional(UseSchema),
    },
    { ...strict, description: 'A rare magical item: what it gives while carried.' },
  ),
  Type.Object({ ...cardProperties, kind: Type.Literal('spell'), requires: requires(['strong-magic', 'adept-magic']), use: UseSchema }, { ...strict, description: 'A spell.' }),
  Type.Object(
    { ...cardProperties, kind: Type.Literal('skill'), requires: requires(['epic-skills', 'agile-skills']), passives: Type.Optional(list(PassiveSchema, 1, 2)), use: Type.Optional(UseSchema) },
    { ...strict, description: 'A skill.' },
  ),
  Type.Object({ ...cardProperties, kind: Type.Literal('gear'), passives: Type.Optional(list(PassiveSchema, 1, 2)), use: Type.Optional(UseSchema) }, { ...strict, description: 'Plain gear anyone can use.' }),
  Type.Object({ ...cardProperties, kind: Type.Literal('gold'), effects: list(EffectSchema, 1, 3) }, { ...strict, description: 'A scenario where gold can be earned: played at once.' }),
]);
export type TreasureDef = Static<typeof TreasureSchema>;

export const StoreEntrySchema = Type.Union([
  Type.Object({ price: int(1, 30), item: IdSchema }, { ...strict, description: 'A card sold from the Store\'s own stock, as often as wanted.' }),
  Type.Object(
    { price: int(1, 30), pick: lit(['spell', 'magic-item'] as const) },
    { ...strict, description: 'Any card of this kind picked from the treasure deck, which is shuffled after.' },
  ),
]);
export const StoreSchema = Type.Object(
  { id: IdSchema, name: Name, entries: list(StoreEntrySchema, 4, 20), text: Text },
  { ...strict, description: 'The Store\'s price list (gold pieces).' },
);
export type StoreDef = Static<typeof StoreSchema>;

// ---------------------------------------------------------------------------
// Riddles, tongue twisters, physical challenges

export const RiddleSchema = Type.Object(
  {
    id: IdSchema,
    lines: list(Type.String({ minLength: 3, maxLength: 120 }), 1, 8),
    answers: list(Type.String({ minLength: 1, maxLength: 60 }), 1, 8, 'Accepted answers; matched leniently (case, articles, punctuation).'),
  },
  { ...strict, description: 'A riddle of ours.' },
);
export type RiddleDef = Static<typeof RiddleSchema>;

export const TongueTwisterSchema = Type.Object(
  { id: IdSchema, text: Type.String({ minLength: 8, maxLength: 160 }) },
  { ...strict, description: 'A tongue twister of ours, said five times before the hourglass runs out.' },
);
export type TongueTwisterDef = Static<typeof TongueTwisterSchema>;

export const PhysicalChallengeSchema = Type.Object(
  {
    id: IdSchema,
    roll: int(1, 6, 'The die face that picks it.'),
    name: Name,
    needs: list(Type.String({ minLength: 3, maxLength: 120 }), 0, 4, 'What the table needs.'),
    steps: list(Type.String({ minLength: 3, maxLength: 300 }), 1, 6),
    success: Text,
    failure: Text,
    onScreen: Type.Optional(lit(['leapfrog'] as const, { description: 'A puzzle the playmat can play on screen instead.' })),
  },
  { ...strict, description: 'A physical challenge: players get up and do it; judged done or failed.' },
);
export type PhysicalChallengeDef = Static<typeof PhysicalChallengeSchema>;

// ---------------------------------------------------------------------------
// Narrative modules

export const GoalSchema = Type.Union([
  Type.Object({ do: Type.Literal('defeat'), monster: IdSchema, text: Text }, { ...strict, description: 'This monster or boss is killed.' }),
  Type.Object({ do: Type.Literal('find'), item: IdSchema, text: Text }, { ...strict, description: 'Some hero holds this card.' }),
  Type.Object({ do: Type.Literal('reach'), tile: IdSchema, text: Text }, { ...strict, description: 'Some hero has stood on this tile.' }),
  Type.Object({ do: Type.Literal('solve'), kind: ChallengeKindSchema, count: int(1, 6), text: Text }, { ...strict, description: 'This many challenges of this kind done.' }),
  Type.Object({ do: Type.Literal('gold'), amount: int(1, 100), text: Text }, { ...strict, description: 'The escaping party carries this much gold between them.' }),
  Type.Object({ do: Type.Literal('escape'), text: Text }, { ...strict, description: 'Every living hero escapes by an entrance.' }),
]);
export type GoalDef = Static<typeof GoalSchema>;

export const ModuleSchema = Type.Object(
  {
    id: IdSchema,
    name: Name,
    backstory: list(Type.String({ minLength: 10, maxLength: 600 }), 1, 6),
    goals: list(GoalSchema, 1, 6, 'All must be met, in any order, to win.'),
    layout: list(list(IdSchema, 1, 6), 1, 6, 'The tiles, row by row from north; laid face down where they stand.'),
    monsters: list(
      Type.Object(
        {
          card: IdSchema,
          copies: int(1, 6),
          since: Type.Optional(int(2, 4, 'The first edition whose games deal these copies (support.ts): a module retuned later leaves the games dealt before it as they were.')),
        },
        strict,
      ),
      3,
      20,
      'The monster deck: monsters, traps and situations, by id.',
    ),
    treasure: list(
      Type.Object(
        {
          card: IdSchema,
          copies: int(1, 6),
          lies: Type.Optional(
            Type.String({
              pattern: IdSchema.pattern,
              minLength: 2,
              maxLength: 60,
              description: 'A tile of the layout the card lies on, to be picked up there, rather than shuffled in (mayhem.module.lies; games dealt before the fourth edition shuffle it in).',
            }),
          ),
        },
        strict,
      ),
      0,
      10,
      'Cards shuffled into the treasure deck besides the usual ones, or lying on a tile.',
    ),
    boss: IdSchema,
    heroes: Type.Object({ min: int(1, 6), max: int(1, 6) }, { ...strict, description: 'How many heroes it is written for.' }),
    text: Text,
  },
  { ...strict, description: 'A narrative module: a prescribed adventure.' },
);
export type ModuleDef = Static<typeof ModuleSchema>;

// ---------------------------------------------------------------------------
// All of it

export interface MayhemContent {
  readonly tiles: readonly TileDef[];
  readonly heroes: readonly HeroDef[];
  readonly monsters: readonly MonsterDef[];
  readonly traps: readonly TrapDef[];
  readonly situations: readonly SituationDef[];
  readonly bosses: readonly BossDef[];
  readonly treasure: readonly TreasureDef[];
  readonly store: StoreDef;
  readonly riddles: readonly RiddleDef[];
  readonly tongueTwisters: readonly TongueTwisterDef[];
  readonly challenges: readonly PhysicalChallengeDef[];
  readonly modules: readonly ModuleDef[];
}

/** Each kind and its schema, for the content check. */
export const CONTENT_SCHEMAS = {
  tiles: TileSchema,
  heroes: HeroSchema,
  monsters: MonsterSchema,
  traps: TrapSchema,
  situations: SituationSchema,
  bosses: BossSchema,
  treasure: TreasureSchema,
  riddles: RiddleSchema,
  tongueTwisters: TongueTwisterSchema,
  challenges: PhysicalChallengeSchema,
  modules: ModuleSchema,
} as const;
