import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { COLOURS, TERRAINS } from '../colour';
import { MANA_TYPES } from '../mana';
import { block } from '../save/layout';
import { LAYOUTS, RARITIES } from './card';

/**
 * The card model (card.ts, abilities.ts) as a TypeBox schema, for cards that
 * travel inside a saved game: an imported card is stored in the file's setup
 * as facts plus abilities as data, so the file plays anywhere, with or
 * without the card library it came from. A test checks that every built-in
 * card validates, which keeps this in step with abilities.ts.
 */

const strict = { additionalProperties: false } as const;
const lit = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));
const name = Type.String({ minLength: 1, maxLength: 200 });
const keyword = Type.String({ minLength: 1, maxLength: 80 });
const small = Type.Integer({ minimum: -1000, maximum: 1000 });

export const ColourDataSchema = lit(COLOURS);

export const CreatureFilterSchema = Type.Object(
  {
    controller: Type.Optional(lit(['you', 'foe'] as const)),
    notColour: Type.Optional(ColourDataSchema),
    nonArtifact: Type.Optional(Type.Boolean()),
    artifact: Type.Optional(Type.Boolean()),
    withKeyword: Type.Optional(keyword),
    withoutKeyword: Type.Optional(keyword),
    inCombat: Type.Optional(Type.Boolean()),
    attacking: Type.Optional(Type.Boolean()),
    blocking: Type.Optional(Type.Boolean()),
    tapped: Type.Optional(Type.Boolean()),
    subtypes: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { minItems: 1, maxItems: 20 })),
    colour: Type.Optional(ColourDataSchema),
    colours: Type.Optional(Type.Array(ColourDataSchema, { minItems: 2, maxItems: 5 })),
    powerAtMost: Type.Optional(small),
    powerAtLeast: Type.Optional(small),
    toughnessAtMost: Type.Optional(small),
    other: Type.Optional(Type.Boolean()),
    toughnessBelowSourcePower: Type.Optional(Type.Boolean()),
  },
  strict,
);

const CARD_TYPE_NAMES = ['Land', 'Creature', 'Instant', 'Sorcery', 'Enchantment', 'Artifact', 'Planeswalker'] as const;

export const TargetSpecSchema = Type.Union([
  Type.Object({ kind: Type.Literal('creature'), filter: Type.Optional(CreatureFilterSchema) }, strict),
  Type.Object({ kind: Type.Literal('any') }, strict),
  Type.Object({ kind: Type.Literal('player') }, strict),
  Type.Object({ kind: Type.Literal('opponent') }, strict),
  Type.Object(
    {
      kind: Type.Literal('card-in-graveyard'),
      type: lit(['Creature', 'any'] as const),
      types: Type.Optional(Type.Array(lit(['Land', 'Creature', 'Instant', 'Sorcery', 'Enchantment', 'Artifact', 'Planeswalker'] as const), { minItems: 1, maxItems: 7 })),
      anyGraveyard: Type.Optional(Type.Boolean()),
    },
    strict,
  ),
  Type.Object(
    {
      kind: Type.Literal('spell'),
      types: Type.Optional(Type.Array(lit(CARD_TYPE_NAMES), { minItems: 1, maxItems: 7 })),
      notTypes: Type.Optional(Type.Array(lit(CARD_TYPE_NAMES), { minItems: 1, maxItems: 7 })),
      colours: Type.Optional(Type.Array(ColourDataSchema, { minItems: 1, maxItems: 5 })),
    },
    strict,
  ),
  Type.Object(
    {
      kind: Type.Literal('permanent'),
      types: Type.Optional(Type.Array(lit(CARD_TYPE_NAMES), { minItems: 1, maxItems: 7 })),
      colours: Type.Optional(Type.Array(ColourDataSchema, { minItems: 1, maxItems: 5 })),
      controller: Type.Optional(lit(['you', 'foe'] as const)),
    },
    strict,
  ),
  Type.Object({ kind: Type.Literal('card-in-hand'), type: Type.Literal('Creature') }, strict),
]);

export const SubjectSchema = Type.Union([
  lit(['target', 'self', 'you', 'each-player', 'each-opponent', 'that-creature', 'attached', 'target-controller', 'target-player-creatures', 'that-player'] as const),
  Type.Object({ each: CreatureFilterSchema }, strict),
  Type.Object({ all: Type.Array(lit(CARD_TYPE_NAMES), { minItems: 1, maxItems: 7 }), nonland: Type.Optional(Type.Literal(true)) }, strict),
]);

export const AmountSchema = Type.Union([Type.Integer({ minimum: 0, maximum: 1000 }), Type.Literal('X')]);

/** An amount counted as the effect resolves ("for each Forest you control"), or printed, or X. */
export const CountedAmountSchema = Type.Union([
  AmountSchema,
  Type.Object(
    {
      count: Type.Union([Type.Object({ lands: lit(['any', ...TERRAINS] as const) }, strict), Type.Object({ creatures: CreatureFilterSchema }, strict)]),
      times: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    },
    strict,
  ),
]);

const effect = <P extends Record<string, TSchema>>(kind: string, props: P) =>
  Type.Object({ do: Type.Literal(kind), ...props }, strict);

export const EffectSchema = Type.Union([
  effect('damage', { amount: CountedAmountSchema, to: SubjectSchema, unpreventable: Type.Optional(Type.Literal(true)) }),
  effect('destroy', { what: SubjectSchema, noRegeneration: Type.Optional(Type.Literal(true)) }),
  effect('exile', { what: SubjectSchema }),
  effect('bounce', { what: SubjectSchema }),
  effect('putOnTop', { what: SubjectSchema }),
  effect('pump', { what: SubjectSchema, power: small, toughness: small, keywords: Type.Optional(Type.Array(keyword, { maxItems: 20 })), loses: Type.Optional(Type.Array(keyword, { maxItems: 20 })) }),
  effect('counters', { what: SubjectSchema, count: AmountSchema }),
  effect('tap', { what: SubjectSchema }),
  effect('untap', { what: SubjectSchema }),
  effect('gainLife', { amount: CountedAmountSchema, who: Type.Optional(lit(['each-player', 'you'] as const)) }),
  effect('loseLife', { amount: AmountSchema, who: Type.Optional(lit(['each-player', 'you', 'each-opponent', 'that-player'] as const)) }),
  effect('draw', { amount: AmountSchema, who: Type.Optional(lit(['target', 'each-player'] as const)) }),
  effect('mill', { amount: AmountSchema, who: Type.Optional(Type.Literal('target')) }),
  effect('millHalf', { who: Type.Literal('target') }),
  effect('shuffleGraveyard', { who: Type.Literal('target') }),
  effect('returnToBattlefield', { what: Type.Literal('self'), tapped: Type.Optional(Type.Literal(true)), unearth: Type.Optional(Type.Literal(true)) }),
  effect('exileTop', { amount: Type.Integer({ minimum: 1, maximum: 100 }), who: Type.Literal('each-opponent') }),
  effect('token', { token: name, count: CountedAmountSchema }),
  effect('returnToHand', { what: Type.Optional(Type.Literal('self')) }),
  effect('discard', { amount: AmountSchema, who: Type.Literal('target') }),
  effect('regenerate', { what: SubjectSchema }),
  effect('fog', {}),
  effect('counter', { unlessPays: Type.Optional(Type.String({ minLength: 3, maxLength: 40 })) }),
  effect('sacrifice', { what: Type.Literal('self') }),
  effect('discardRandom', { amount: AmountSchema, who: Type.Optional(lit(['target', 'you'] as const)) }),
  effect('discardChosen', { amount: AmountSchema }),
  effect('scry', { amount: Type.Integer({ minimum: 1, maximum: 10 }) }),
  effect('bolster', { amount: Type.Integer({ minimum: 1, maximum: 20 }) }),
  effect('exileCard', {}),
  effect('putOntoBattlefield', {}),
  effect('freeze', { what: SubjectSchema }),
  effect('mustAttack', { what: SubjectSchema }),
  effect('sacrificeUnlessPay', { mana: Type.String({ maxLength: 100 }) }),
  effect('atNextEndStep', {
    then: lit(['sacrifice', 'destroy'] as const),
    what: lit(['self', 'target'] as const),
    ifActivated: Type.Optional(Type.Integer({ minimum: 2, maximum: 100 })),
  }),
  effect('sacrificeAnother', {
    drain: Type.Boolean(),
    otherwise: Type.Object({ tapSelf: Type.Boolean(), loseLife: Type.Integer({ minimum: 0, maximum: 1000 }) }, strict),
  }),
  effect('searchBasicLand', { onto: Type.Optional(Type.Literal('battlefield-tapped')), andOneToHand: Type.Optional(Type.Literal(true)) }),
  effect('damageDivided', { amount: Type.Integer({ minimum: 1, maximum: 1000 }), upTo: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })) }),
  effect('destroyOneAtRandom', { yours: Type.Integer({ minimum: 1, maximum: 10 }), upToTheirs: Type.Integer({ minimum: 0, maximum: 10 }) }),
  effect('sacrificeLand', { who: lit(['you', 'each-opponent'] as const) }),
  effect('attach', {}),
  effect('energy', { amount: Type.Integer({ minimum: 1, maximum: 100 }) }),
  effect('payEnergy', { amount: Type.Integer({ minimum: 1, maximum: 100 }) }),
  effect('renown', { count: Type.Integer({ minimum: 1, maximum: 100 }) }),
  effect('transform', {}),
  effect('fabricate', { count: Type.Integer({ minimum: 1, maximum: 10 }), token: Type.String({ minLength: 1, maxLength: 200 }) }),
  // The tenth round's (core sets).
  effect('shuffleSelfAndGraveyard', {}),
  effect('graveyardToTop', {}),
  effect('gainLifeThisWay', { of: lit(['damage', 'life'] as const) }),
  effect('tutor', {
    types: Type.Optional(Type.Array(lit(CARD_TYPE_NAMES), { minItems: 1, maxItems: 7 })),
    subtypes: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { minItems: 1, maxItems: 5 })),
    reveal: Type.Optional(Type.Literal(true)),
    named: Type.Optional(Type.Literal(true)),
    upTo: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
  }),
  // The eleventh round's (core sets).
  effect('flipCoin', {}),
  effect('searchLands', { upTo: Type.Integer({ minimum: 1, maximum: 10 }) }),
  effect('silence', {}),
  effect('setBase', { what: SubjectSchema, power: Type.Integer({ minimum: 0, maximum: 100 }), toughness: Type.Integer({ minimum: 0, maximum: 100 }) }),
  effect('revealTopToHand', { loseLifeMV: Type.Optional(Type.Literal(true)) }),
  effect('putOnBottom', { what: SubjectSchema, gainToughness: Type.Optional(Type.Literal(true)) }),
  effect('discardBy', {
    who: lit(['each-opponent', 'target'] as const),
    amount: Type.Integer({ minimum: 1, maximum: 20 }),
    youChoose: Type.Optional(Type.Literal(true)),
    notTypes: Type.Optional(Type.Array(lit(CARD_TYPE_NAMES), { minItems: 1, maxItems: 7 })),
  }),
]);

const effects = Type.Array(EffectSchema, { minItems: 1, maxItems: 20 });
const keywords = Type.Array(keyword, { maxItems: 20 });

export const ActivationCostSchema = Type.Object(
  {
    mana: Type.Optional(Type.String({ maxLength: 100 })),
    tap: Type.Optional(Type.Boolean()),
    sacrifice: Type.Optional(Type.Boolean()),
    sacrificeA: Type.Optional(CreatureFilterSchema),
    sacrificeLand: Type.Optional(Type.Boolean()),
    energy: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    exileSelf: Type.Optional(Type.Boolean()),
    removeCounter: Type.Optional(Type.Boolean()),
    discardSelf: Type.Optional(Type.Boolean()),
  },
  strict,
);

export const TriggerEventSchema = Type.Union([
  lit([
    'dies',
    'turned-face-up',
    'creature-dies',
    'another-creature-dies',
    'your-upkeep',
    'each-upkeep',
    'end-step',
    'attacks',
    'blocks',
    'blocks-or-blocked',
    'combat-damage-to-player',
    'damage-to-opponent',
    'another-creature-enters',
    'creature-yours-dies',
    'another-creature-yours-dies',
    'land-enters-yours',
    'becomes-target',
    'creature-yours-attacks-alone',
    'creature-enters-yours',
    'another-creature-enters-yours',
    'you-gain-life',
    'opponent-discards',
  ] as const),
  Type.Object(
    {
      cast: lit(['you', 'opponent', 'any'] as const),
      types: Type.Optional(Type.Array(lit(CARD_TYPE_NAMES), { minItems: 1, maxItems: 7 })),
      notTypes: Type.Optional(Type.Array(lit(CARD_TYPE_NAMES), { minItems: 1, maxItems: 7 })),
      colours: Type.Optional(Type.Array(ColourDataSchema, { minItems: 1, maxItems: 5 })),
      colourless: Type.Optional(Type.Literal(true)),
    },
    strict,
  ),
  Type.Object({ land: lit(TERRAINS) }, strict),
]);

const rule = <P extends Record<string, TSchema>>(is: string, props: P = {} as P) => Type.Object({ is: Type.Literal(is), ...props }, strict);

export const StaticRuleSchema = Type.Union([
  rule('unblockable', { exceptColour: Type.Optional(ColourDataSchema) }),
  rule('blocks-any-number'),
  rule('not-blocked-by', { subtype: Type.String({ minLength: 1, maxLength: 40 }) }),
  rule('not-blocked-by-artifacts'),
  rule('not-blocked-by-power', { atMost: Type.Integer({ minimum: 0, maximum: 100 }) }),
  rule('blocked-by-one-at-most'),
  rule('cant-block'),
  rule('no-untap'),
  rule('blocks-only-flying'),
  rule('attacks-each-combat'),
  rule('not-alone'),
  rule('attacks-only-if', { defenderControls: lit(TERRAINS) }),
  rule('attacks-only-when', {
    opponentDamaged: Type.Optional(Type.Literal(true)),
    landsOnBattlefield: Type.Optional(lit(TERRAINS)),
    atLeast: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  }),
  rule('lure'),
  rule('prevent-from-opponents', { amount: Type.Integer({ minimum: 1, maximum: 100 }) }),
  rule('no-losing'),
  rule('shuffle-instead'),
  rule('uncounterable'),
  rule('any-number-in-deck'),
  rule('no-max-hand-size'),
  rule('you-hexproof'),
  rule('you-shroud'),
  rule('begin-on-battlefield'),
  rule('convoke'),
  rule('delve'),
  rule('sacrifice-to-cast'),
  rule('discard-to-cast'),
  rule('rebound'),
  rule('improvise'),
  rule('enters-tapped', {
    unlessControls: Type.Optional(Type.Array(lit(TERRAINS), { minItems: 1, maxItems: 5 })),
    unlessOtherLandsAtMost: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    unlessBasicLandsAtLeast: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  }),
]);

const ability = <P extends Record<string, TSchema>>(kind: string, props: P) =>
  Type.Object({ kind: Type.Literal(kind), ...props }, strict);

export const AbilitySchema = Type.Union([
  ability('spell', { target: Type.Optional(TargetSpecSchema), effects }),
  ability('modes', { modes: Type.Array(Type.Object({ target: Type.Optional(TargetSpecSchema), effects }, strict), { minItems: 2, maxItems: 5 }) }),
  ability('etb', { target: Type.Optional(TargetSpecSchema), effects, optional: Type.Optional(Type.Boolean()) }),
  ability('activated', {
    cost: ActivationCostSchema,
    target: Type.Optional(TargetSpecSchema),
    effects,
    from: Type.Optional(Type.Union([Type.Literal('graveyard'), Type.Literal('hand')])),
    sorcery: Type.Optional(Type.Boolean()),
    oncePerTurn: Type.Optional(Type.Boolean()),
  }),
  ability('mana', {
    produces: Type.Array(lit(MANA_TYPES), { minItems: 1, maxItems: 6 }),
    cost: Type.Optional(Type.String({ maxLength: 100 })),
    forEach: Type.Optional(CreatureFilterSchema),
    amount: Type.Optional(Type.Integer({ minimum: 2, maximum: 20 })),
    pain: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
    sacrifice: Type.Optional(Type.Literal(true)),
  }),
  ability('anthem', {
    power: small,
    toughness: small,
    keywords: Type.Optional(keywords),
    other: Type.Optional(Type.Boolean()),
    subtypes: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 20 })),
    colour: Type.Optional(ColourDataSchema),
    colourless: Type.Optional(Type.Boolean()),
    artifact: Type.Optional(Type.Boolean()),
    affects: Type.Optional(Type.Literal('opponents')),
    withCounter: Type.Optional(Type.Literal(true)),
  }),
  ability('feeds', { counters: Type.Integer({ minimum: 1, maximum: 100 }) }),
  ability('trigger', {
    when: TriggerEventSchema,
    target: Type.Optional(TargetSpecSchema),
    effects,
    optional: Type.Optional(Type.Boolean()),
    thatFilter: Type.Optional(CreatureFilterSchema),
    ifLastTurn: Type.Optional(lit(['no-spells', 'two-spells'] as const)),
  }),
  ability('static', { rule: StaticRuleSchema }),
  ability('devour', { multiplier: Type.Integer({ minimum: 1, maximum: 10 }) }),
  ability('madness', { cost: Type.String({ minLength: 3, maxLength: 40, pattern: '^(\\{[0-9WUBRGC]\\})+$' }) }),
  ability('dash', { cost: Type.String({ minLength: 3, maxLength: 40, pattern: '^(\\{[0-9WUBRGC]\\})+$' }) }),
  ability('morph', { cost: Type.String({ minLength: 3, maxLength: 40, pattern: '^(\\{[0-9WUBRGC]\\})+$' }), mega: Type.Optional(Type.Literal(true)) }),
  ability('lands-count', { land: lit(['any', ...TERRAINS] as const), powerOnly: Type.Optional(Type.Literal(true)) }),
  ability('creatures-count', { powerOnly: Type.Optional(Type.Literal(true)) }),
  ability('per-namesake', { power: small, toughness: small, yours: Type.Optional(Type.Literal(true)) }),
  ability('per-land', { land: lit(TERRAINS), power: small, toughness: small }),
  ability('aura', {
    target: Type.Object({ kind: Type.Literal('creature'), filter: Type.Optional(CreatureFilterSchema) }, strict),
    power: Type.Optional(small),
    toughness: Type.Optional(small),
    keywords: Type.Optional(keywords),
    cantAttackOrBlock: Type.Optional(Type.Boolean()),
    noUntap: Type.Optional(Type.Boolean()),
    perLand: Type.Optional(lit(TERRAINS)),
  }),
  ability('while-controls', {
    controls: Type.Union([
      Type.Object({ type: lit(CARD_TYPE_NAMES) }, strict),
      Type.Object({ land: lit(TERRAINS) }, strict),
      Type.Object({ lifeAtLeast: Type.Integer({ minimum: 1, maximum: 1000 }) }, strict),
    ]),
    power: Type.Optional(small),
    toughness: Type.Optional(small),
    keywords: Type.Optional(keywords),
  }),
  ability('enters-with-counters', {
    count: Type.Union([Type.Integer({ minimum: 1, maximum: 100 }), Type.Literal('X'), Type.Literal('converge')]),
    ifOpponentDamaged: Type.Optional(Type.Literal(true)),
    ifPermanentLeft: Type.Optional(Type.Literal(true)),
    amplify: Type.Optional(Type.Literal(true)),
  }),
  ability('equipment', { power: Type.Optional(small), toughness: Type.Optional(small), keywords: Type.Optional(keywords), unblockable: Type.Optional(Type.Literal(true)) }),
]);

const CARD_TYPES = ['Land', 'Creature', 'Instant', 'Sorcery', 'Enchantment', 'Artifact', 'Planeswalker'] as const;

/** What a card and each face of a card of several faces have alike: facts printed on it, and what it does as data. */
const faceProperties = {
  name,
  manaCost: Type.String({ maxLength: 100 }),
  colours: Type.Array(ColourDataSchema, { maxItems: 5 }),
  supertypes: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 10 })),
  types: Type.Array(lit(CARD_TYPES), { minItems: 1, maxItems: 7 }),
  subtypes: Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 20 }),
  power: Type.Optional(Type.Integer({ minimum: -100, maximum: 1000 })),
  toughness: Type.Optional(Type.Integer({ minimum: -100, maximum: 1000 })),
  keywords,
};
const playProperties = {
  abilities: Type.Optional(Type.Array(AbilitySchema, { maxItems: 30 })),
  automation: Type.Optional(lit(['full', 'manual'] as const)),
  manualText: Type.Optional(Type.String({ maxLength: 2000 })),
};

/** One face of a card of several faces (a split card's half, a double-faced card's side, an Adventure). */
export const CardFaceSchema = Type.Object(
  { ...faceProperties, ...playProperties },
  { ...strict, description: 'One face of a card of several faces: its printed facts and what it does, as a card of its own.' },
);

export const CardDefSchema = Type.Object(
  {
    ...faceProperties,
    source: Type.Optional(Type.Object({ set: Type.String({ maxLength: 20 }), number: Type.String({ maxLength: 20 }) }, strict)),
    rarity: Type.Optional(lit(RARITIES)),
    ...playProperties,
    token: Type.Optional(Type.Boolean()),
    layout: Type.Optional(lit(LAYOUTS)),
    faces: Type.Optional(
      Type.Array(CardFaceSchema, {
        minItems: 2,
        maxItems: 5,
        description: "A card of several faces: each face, front (or left half) first. The card's own facts are its front face's, or a split card's halves combined.",
      }),
    ),
  },
  { ...strict, description: 'A card that is not in the built-in pool: its printed facts, and what it does as data.' },
);

export type CardDefData = Static<typeof CardDefSchema>;

/** A game's imported cards, kept in its setup (`setup.cards`) so that the file plays anywhere. */
export const ImportedCardsSchema = Type.Array(CardDefSchema, {
  ...block,
  maxItems: 10_000,
  description: 'Cards this game uses that are not in the built-in pool (imported), so the file plays anywhere.',
});
