import { Type, type Static, type TLiteral, type TProperties, type TSchema } from '@sinclair/typebox';
import { TERRAINS } from '../colour';
import { block } from '../save/layout';
import type { CardType } from '../cards/card';

/**
 * The Magic: The Gathering side of a saved game, for any variant: a player's
 * zones, the permanents on the battlefield, the stack, combat, the actions
 * and the questions the engine waits on. One schema gives types, validation,
 * the published JSON Schema and the writer's layout (one card per line).
 *
 * What differs between variants is who may control a permanent and what a
 * target may name (Magic Crawl: "you" or "foe", and "you"; a game of seats:
 * its seats): those parts are made by functions taking the variant's own
 * schema for them, and the general instances here take any seat. The turn's
 * phases are each variant's own (variants/<id>/).
 */

const int = (options: object = {}) => Type.Integer(options);
const strict = { additionalProperties: false } as const;
const name = Type.String({ minLength: 1, maxLength: 200, description: 'A card name from the card pool.' });
const id = int({ minimum: 1, description: 'An object id, unique in the game.' });

export const CardRefSchema = Type.Object(
  {
    id,
    card: name,
    adventure: Type.Optional(Type.Literal(true, { description: 'In exile "on an adventure" (CR 715.4): its creature may be cast from there.' })),
    madness: Type.Optional(
      Type.Union([Type.Literal('waiting'), Type.Literal('cast')], {
        description: 'Discarded into exile by madness (CR 702.35a): its trigger is still to resolve (waiting), or it has and the card may be cast for its madness cost now (cast).',
      }),
    ),
    rebound: Type.Optional(
      Type.Union([Type.Literal('waiting'), Type.Literal('cast')], {
        description: "Exiled by rebound (CR 702.88a): waiting for its owner's next upkeep (waiting), or its trigger has resolved and the card may be cast now without paying its mana cost (cast).",
      }),
    ),
  },
  { ...strict, description: 'A card in a zone other than the library.' },
);

/** A seat, as a game of players names them ("south", "north"). */
export const SeatSchema = Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z][a-z0-9-]*$', description: 'A seat at the table.' });

/** A permanent on the battlefield, controlled by one of `controller`'s values (the variant's seats). */
export const permanentSchema = <C extends TSchema>(controller: C) =>
  Type.Object(
  {
    id,
    card: name,
    controller,
    tapped: Type.Boolean(),
    /** CR 302.6: cannot attack or use {T} abilities until it has been under its controller's control since the turn began. */
    sick: Type.Boolean({ description: 'Came under its controller\'s control this turn (summoning sickness).' }),
    damage: int({ minimum: 0, maximum: 1_000_000, description: 'Damage marked this turn.' }),
    counters: int({ minimum: 0, maximum: 1_000_000, description: '+1/+1 counters.' }),
    pumped: Type.Optional(
      Type.Object(
        {
          power: int({ minimum: -1_000_000, maximum: 1_000_000 }),
          toughness: int({ minimum: -1_000_000, maximum: 1_000_000 }),
          keywords: Type.Array(Type.String({ maxLength: 60 }), { maxItems: 50 }),
          base: Type.Optional(
            Type.Tuple([int({ minimum: 0, maximum: 1_000_000 }), int({ minimum: 0, maximum: 1_000_000 })], {
              description: 'Base power and toughness until end of turn ("has base power and toughness 1/1 until end of turn").',
            }),
          ),
          lost: Type.Optional(Type.Array(Type.String({ maxLength: 60 }), { maxItems: 50, description: 'Keywords it loses until end of turn ("loses defender").' })),
        },
        { ...strict, description: 'Changes until end of turn.' },
      ),
    ),
    attachedTo: Type.Optional(int({ minimum: 1, description: 'For an Aura: the permanent it enchants.' })),
    hurtBy: Type.Optional(
      Type.Array(id, { maxItems: 1000, description: 'The permanents that dealt it damage this turn (for "whenever a creature it damaged dies").' }),
    ),
    token: Type.Optional(Type.Literal(true)),
    renowned: Type.Optional(Type.Literal(true, { description: 'Renowned (CR 702.112b): its renown has given it its counters, and will not again while it stays.' })),
    shields: Type.Optional(int({ minimum: 1, maximum: 1000, description: 'Regeneration shields this turn (CR 701.15).' })),
    frozen: Type.Optional(Type.Literal(true, { description: "Doesn't untap during its controller's next untap step." })),
    activations: Type.Optional(
      Type.Array(Type.Object({ ability: int({ minimum: 0, maximum: 30 }), times: int({ minimum: 1, maximum: 10_000 }) }, strict), {
        maxItems: 30,
        description: 'How many times each activated ability was activated this turn ("if this ability has been activated four or more times this turn").',
      }),
    ),
    atNextEndStep: Type.Optional(
      Type.Union([Type.Literal('sacrifice'), Type.Literal('destroy'), Type.Literal('exile'), Type.Literal('return')], {
        description: "A delayed trigger (CR 603.7): sacrificed, destroyed, exiled (unearth) or returned to its owner's hand (dash) at the beginning of the next end step.",
      }),
    ),
    unearthed: Type.Optional(
      Type.Literal(true, { description: 'Returned by unearth (CR 702.84a): it has haste, and if it would leave the battlefield it is exiled instead.' }),
    ),
    gained: Type.Optional(
      Type.Array(Type.String({ maxLength: 60 }), { maxItems: 50, description: 'Keywords gained for as long as it stays (the crawl\'s keyword roll, unearth\'s haste).' }),
    ),
    pile: Type.Optional(Type.Union(TERRAINS.map((t) => Type.Literal(t)), { description: 'For an encounter creature: the pile it returns to.' })),
    original: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description:
          'The card this permanent is again once it leaves the battlefield, when `card` is another: in Landless, the card of your deck played as this land (`card`, the land it became); for a card of several faces, the whole card, whose face `card` is up.',
      }),
    ),
    hex: Type.Optional(
      Type.Object(
        { q: int(), r: int() },
        { ...strict, description: 'Mana from mapped lands: the explored hex this land comes from. It is no card of your deck and never leaves the battlefield.' },
      ),
    ),
  },
  { ...strict, description: 'A permanent on the battlefield.' },
);

/** A permanent of any variant, controlled by any seat: what the rules core works on. */
export const PermanentSchema = permanentSchema(SeatSchema);

export const LibrarySchema = Type.Object(
  {
    cards: Type.Array(name, {
      ...block,
      maxItems: 10_000,
      description: 'The shuffled part of your library, in alphabetical order: draws come from it at random, so the file reveals no order.',
    }),
    bottom: Type.Array(name, { maxItems: 10_000, description: 'Cards put on the bottom, in order (after a mulligan or a scry); drawn once the rest is gone.' }),
    top: Type.Optional(
      Type.Array(name, { minItems: 1, maxItems: 100, description: 'Cards a scry left on top, in order, the first drawn first; drawn before the rest. Left out when none.' }),
    ),
  },
  { ...strict, ...block },
);

const zone = (description: string) => Type.Array(CardRefSchema, { ...block, maxItems: 10_000, description });

/** A player's life and cards. */
export const PlayerZonesSchema = Type.Object(
  {
    life: int({ minimum: -1_000_000, maximum: 1_000_000 }),
    energy: Type.Optional(int({ minimum: 1, maximum: 1_000_000, description: 'Energy counters ({E}, CR 107.14); absent when there are none.' })),
    damaged: Type.Optional(Type.Literal(true, { description: 'Was dealt damage this turn (for bloodthirst, CR 702.54a); absent when not.' })),
    fog: Type.Optional(
      Type.Literal(true, { description: 'All combat damage is prevented this turn ("Prevent all combat damage that would be dealt this turn", CR 615); absent when not.' }),
    ),
    silencing: Type.Optional(
      Type.Literal(true, { description: 'This player\'s opponents can\'t cast spells this turn ("Your opponents can\'t cast spells this turn", Silence); absent when not.' }),
    ),
    lostPermanent: Type.Optional(
      Type.Literal(true, { description: 'A permanent this player controlled left the battlefield this turn (for revolt); absent when not.' }),
    ),
    spellsCast: Type.Optional(
      int({ minimum: 1, maximum: 10_000, description: 'Spells this player cast this turn, kept only in a game holding a card that asks about last turn\'s spells (the werewolves); absent when none.' }),
    ),
    spellsLastTurn: Type.Optional(
      int({ minimum: 1, maximum: 10_000, description: 'Spells this player cast in the turn before this one, kept as spellsCast is; absent when none.' }),
    ),
    library: LibrarySchema,
    hand: zone('Your hand, in the order the cards came to it.'),
    graveyard: zone('Your graveyard, oldest first.'),
    exile: zone('Your exiled cards.'),
  },
  { ...strict, ...block },
);

/** The combat under way, its attackers' targets of `target`'s values (a player, or a creature or planeswalker by id). */
export const combatSchema = <T extends TSchema>(target: T) =>
  Type.Object(
  {
    attackers: Type.Array(
      Type.Object({ id, target }, strict),
      { maxItems: 10_000, description: 'Attacking creatures and what each attacks.' },
    ),
    blocks: Type.Array(Type.Object({ id, attacker: id }, strict), { maxItems: 10_000, description: 'Blocking creatures and the attacker each blocks.' }),
    declared: Type.Boolean({ description: 'Attackers are locked in (blockers may still be chosen).' }),
  },
  { ...strict, description: 'The combat under way.' },
);

/**
 * A target in a game of players: a permanent or card by id, a player by
 * seat, or something of the variant's own that is no permanent, by a
 * negative id (Frontier's lands on the board, as its mana sources name them).
 */
export const SeatTargetSchema = Type.Union([
  int({ minimum: 1, description: 'A permanent or card by id.' }),
  int({ maximum: -1, description: "Something of the variant's own that is no permanent (a land on Frontier's board), by a negative id." }),
  SeatSchema,
]);

/** A spell cast and waiting on the stack (CR 601.2a), in a game that keeps one. */
export const SpellOnStackSchema = Type.Object(
  {
    kind: Type.Literal('spell'),
    id,
    card: name,
    face: Type.Optional(int({ minimum: 0, maximum: 4, description: 'The face cast, of a card of several faces.' })),
    mode: Type.Optional(int({ minimum: 0, maximum: 4, description: 'The mode chosen, of a modal spell ("Choose one —").' })),
    faceDown: Type.Optional(Type.Literal(true, { description: 'Cast face down by morph (CR 702.37c): a 2/2 creature spell with no name or text, `card` the card it really is.' })),
    dash: Type.Optional(Type.Literal(true, { description: "Cast for its dash cost (CR 702.109a): it enters with haste and returns to its owner's hand at the next end step." })),
    rebound: Type.Optional(Type.Literal(true, { description: 'Cast from its owner\'s hand with rebound (CR 702.88a): exiled as it resolves, to be cast again at their next upkeep.' })),
    controller: SeatSchema,
    target: Type.Optional(SeatTargetSchema),
    x: int({ minimum: 0, maximum: 99 }),
    converge: Type.Optional(int({ minimum: 1, maximum: 5, description: 'Converge: how many colours of mana were spent to cast it (left out when none, or when it has no converge).' })),
  },
  { ...strict, description: 'A spell on the stack.' },
);

/** An activated ability waiting on the stack (CR 602.2a). */
export const AbilityOnStackSchema = Type.Object(
  {
    kind: Type.Literal('ability'),
    source: id,
    card: name,
    ability: int({ minimum: 0, maximum: 30 }),
    controller: SeatSchema,
    target: Type.Optional(SeatTargetSchema),
    x: int({ minimum: 0, maximum: 99 }),
    activations: Type.Optional(int({ minimum: 1, maximum: 10_000 })),
  },
  { ...strict, description: 'An activated ability on the stack.' },
);

/**
 * A triggered ability waiting on the stack (CR 603.3), in a game that keeps
 * one: put there the next time a player would receive priority, its target
 * chosen then. `ability` is the index of the source card's ability; a
 * delayed trigger (CR 603.7, "at the beginning of the next end step") has
 * none and says what it does in `delayed`.
 */
export const TriggerOnStackSchema = Type.Object(
  {
    kind: Type.Literal('trigger'),
    source: id,
    card: name,
    ability: Type.Optional(int({ minimum: 0, maximum: 30 })),
    delayed: Type.Optional(
      Type.Union([Type.Literal('sacrifice'), Type.Literal('destroy'), Type.Literal('exile'), Type.Literal('return')], {
        description: "A delayed trigger: its permanent is sacrificed, destroyed, exiled or returned to its owner's hand.",
      }),
    ),
    madness: Type.Optional(Type.Literal(true, { description: "Madness's trigger (CR 702.35a): `source` is the card discarded into exile, which its owner may cast as this resolves." })),
    rebound: Type.Optional(Type.Literal(true, { description: "Rebound's trigger (CR 702.88a): `source` is the card in its owner's exile, which they may cast as this resolves." })),
    controller: SeatSchema,
    target: Type.Optional(SeatTargetSchema),
    that: Type.Optional(int({ minimum: 1, description: 'The other creature its event names ("that creature").' })),
    player: Type.Optional({ ...SeatSchema, description: 'The player its event names ("that player": the one dealt the combat damage).' }),
  },
  { ...strict, description: 'A triggered ability on the stack; without a target yet while its controller is asked for one.' },
);

export type SpellOnStack = Static<typeof SpellOnStackSchema>;
export type AbilityOnStack = Static<typeof AbilityOnStackSchema>;
export type TriggerOnStack = Static<typeof TriggerOnStackSchema>;
/** What the Magic core puts on the stack; a variant may add its own kinds (Frontier's moves and attacks) and resolve those itself. */
export type StackItem = SpellOnStack | AbilityOnStack | TriggerOnStack;

export type CardRef = Static<typeof CardRefSchema>;
/**
 * A permanent as the rules core sees it: controlled by any seat (see
 * Seating in table.ts). A variant's schema narrows `controller` to its seats.
 */
export type Permanent = Static<typeof PermanentSchema>;

/** What a delayed trigger at the beginning of the next end step does to its permanent. */
export type DelayedEnd = NonNullable<Permanent['atNextEndStep']>;
export type Library = Static<typeof LibrarySchema>;
export type PlayerZones = Static<typeof PlayerZonesSchema>;
/** A target: a permanent or card by id, a player by seat, or a variant's own thing by a negative id. */
export type TargetRef = number | string;
/** The combat under way as the core sees it: an attacker's target any seat or id. */
export const CombatSchema = combatSchema(SeatTargetSchema);
export type Combat = Static<typeof CombatSchema>;

// ── Actions: every decision a player makes ───────────────────────────────

const act = <K extends string, T extends TProperties>(type: K, props: T, description: string) =>
  Type.Object({ type: Type.Literal(type), ...props } as { type: TLiteral<K> } & T, { ...strict, description });

const xValue = Type.Optional(int({ minimum: 0, maximum: 99, description: 'The value chosen for X.' }));
const tapList = <S extends TSchema>(source: S) =>
  Type.Optional(
    Type.Array(source, { maxItems: 100, description: 'The mana sources to tap; left out, the engine pays automatically and asks only when the choice matters.' }),
  );

/**
 * What an action of a variant may name: `target`, what a spell or ability
 * targets (a seat or an id); `source`, a mana source to tap or a permanent
 * to sacrifice (a permanent's id; a variant with mana that is no permanent
 * takes negative ids too).
 */
export interface ActionTerms<T extends TSchema, S extends TSchema> {
  readonly target: T;
  readonly source: S;
}

const face = Type.Optional(
  int({
    minimum: 0,
    maximum: 4,
    description: "Which face of a card of several faces, by its place in the card's faces (0 first): a split card's half, a modal card's back, an Adventure. Left out: the card itself.",
  }),
);

const mode = Type.Optional(
  int({
    minimum: 0,
    maximum: 4,
    description: 'Which mode of a modal spell ("Choose one —", CR 700.2a) is chosen, by its place among the modes (0 first); required for such a spell, left out for any other.',
  }),
);

/** Playing a land from the hand, by its land face for a modal card whose back is a land (CR 712.12). */
export const playLandActionSchema = (description = 'Play a land from your hand (a modal card by its land face).') => act('playLand', { card: id, face }, description);

export const castActionSchema = <T extends TSchema, S extends TSchema>(terms: ActionTerms<T, S>) =>
  act(
    'cast',
    {
      card: id,
      face,
      mode,
      target: Type.Optional(terms.target),
      x: xValue,
      tap: tapList(terms.source),
      // The creature sacrificed as an additional cost, for a spell that asks for one.
      sacrifice: Type.Optional(terms.source),
      // The card discarded as an additional cost, for a spell that asks for one (another card of the caster's hand).
      discard: Type.Optional({ ...id, description: 'The card of your hand discarded as an additional cost ("As an additional cost to cast this spell, discard a card").' }),
      faceDown: Type.Optional(Type.Literal(true, { description: 'Cast a card with morph face down, as a 2/2 creature, for {3} (CR 702.37c).' })),
      dash: Type.Optional(Type.Literal(true, { description: "Cast a card with dash for its dash cost (CR 702.109a): with haste, back to your hand at the next end step." })),
    },
    'Cast a spell from your hand (or an adventurer from exile).',
  );

export const activateActionSchema = <T extends TSchema, S extends TSchema>(terms: ActionTerms<T, S>) =>
  act(
    'activate',
    {
      card: id,
      // Counted from 0, where a label that numbers an ability counts from 1; a malformed action's message quotes this.
      ability: int({ minimum: 0, maximum: 20, description: 'ability is counted from 0 in actions: 0 is the card\'s first ability, which a label that numbers it calls "ability 1"' }),
      target: Type.Optional(terms.target),
      x: xValue,
      tap: tapList(terms.source),
      sacrifice: Type.Optional(terms.source),
    },
    'Activate an ability of a permanent you control; on a face-down permanent, its card\'s morph ability turns it face up (CR 702.37e).',
  );

/**
 * Which way to pay (a pay prompt's options), counted from 0 where the labels say "Option 1": the description says so,
 * and a malformed action's message quotes it (save/problems.ts).
 */
export const payActionSchema = () =>
  act(
    'pay',
    { option: int({ minimum: 0, maximum: 10_000, description: 'option is counted from 0 in actions: 0 is the way to pay labelled "Option 1"' }) },
    'Choose how to pay for the spell or ability being cast.',
  );

export const ZONES = ['hand', 'battlefield', 'graveyard', 'exile', 'library'] as const;
export type ZoneName = (typeof ZONES)[number];

/** Magic's actions at a table of one player against a side the rules play (Magic Crawl's), their targets of `terms.target`. */
export const magicActionSchemas = <T extends TSchema, S extends TSchema>(terms: ActionTerms<T, S>) =>
  [
    act('keep', {}, 'Keep your opening hand.'),
    act('mulligan', {}, 'Shuffle your hand away and draw a new one (London mulligan).'),
    act('bottom', { card: id }, 'Put a card from your hand on the bottom of your library after a mulligan.'),
    act('pass', {}, 'Go on to the next step.'),
    act('endTurn', {}, 'Pass through the rest of your turn without attacking.'),
    playLandActionSchema(),
    act('playAsLand', { card: id }, 'Landless: play a card from your hand as a land (your land for the turn).'),
    castActionSchema(terms),
    activateActionSchema(terms),
    act('attack', { creature: id, target: Type.Optional(terms.target) }, 'Declare (or withdraw) a creature as an attacker.'),
    act('block', { creature: id, attacker: id }, 'Declare (or withdraw) a creature as a blocker.'),
    act('discard', { card: id }, 'Discard a card (to hand size at cleanup).'),
    act('choose', { target: terms.target }, 'Choose the target of a triggered ability.'),
    payActionSchema(),
    act('cancel', {}, 'Take back the spell or ability waiting for payment.'),
    scryActionSchema(),
    fabricateActionSchema(),
    act('moveCard', { card: id, to: Type.Union(ZONES.map((z) => Type.Literal(z))) }, 'By hand: move one of your cards to another zone.'),
    act('setTapped', { card: id, tapped: Type.Boolean() }, 'By hand: tap or untap a permanent you control.'),
    act('addCounters', { card: id, count: int({ minimum: -1000, maximum: 1000 }) }, 'By hand: add (or remove) +1/+1 counters.'),
    act('adjustLife', { amount: int({ minimum: -1000, maximum: 1000 }) }, 'By hand: gain or lose life.'),
    act('createToken', { token: name }, 'By hand: create a token.'),
    act(
      'turnOver',
      { card: id, face: int({ minimum: 0, maximum: 4, description: "The face to turn up, by its place in the card's faces." }) },
      'By hand: turn a permanent of several faces to another face (transform, flip, meld), as a card the engine does not play says.',
    ),
  ] as const;

export const DiscardPromptSchema = Type.Object(
  { type: Type.Literal('discard'), count: int({ minimum: 1 }), effect: Type.Optional(Type.Literal(true, { description: 'Asked by a card ("then discard a card"), not by the hand size.' })) },
  { ...strict, description: 'Discard down to seven cards, or as a card says.' },
);
/**
 * The discard of a game of players (`seat`: the variant's seats). A card's
 * discard names the card asking; when several players discard for one card
 * ("each opponent discards a card"), each chooses in turn order, and `next`
 * keeps those still to choose after this one.
 */
export const tableDiscardPromptSchema = <S extends TSchema>(seat: S) =>
  Type.Object(
    {
      type: Type.Literal('discard'),
      count: int({ minimum: 1 }),
      effect: Type.Optional(Type.Literal(true, { description: 'Asked by a card ("then discard a card", "each opponent discards a card"), not by the hand size.' })),
      card: Type.Optional({ ...name, description: 'The card whose spell or ability makes the player discard.' }),
      next: Type.Optional(
        Type.Object(
          { seats: Type.Array(seat, { minItems: 1, maxItems: 7 }), amount: int({ minimum: 1, maximum: 100 }) },
          { ...strict, description: 'The other players who discard for the same card after this one, in turn order, each up to `amount` cards.' },
        ),
      ),
    },
    { ...strict, description: 'Discard down to seven cards, or as a card says.' },
  );
const CardTypeSchema = Type.Union(['Land', 'Creature', 'Instant', 'Sorcery', 'Enchantment', 'Artifact', 'Planeswalker'].map((ty) => Type.Literal(ty as CardType)));
/**
 * "Target opponent reveals their hand. You choose a card from it. That
 * player discards that card" (Duress, Mind Rot's kin): asked of the caster,
 * with `seat`'s hand shown; a card of `notTypes` may not be chosen.
 */
export const pickDiscardPromptSchema = <S extends TSchema>(seat: S) =>
  Type.Object(
    {
      type: Type.Literal('pickDiscard'),
      card: { ...name, description: 'The card whose spell or ability reveals the hand.' },
      seat: { ...seat, description: 'The player whose hand is revealed, who discards.' },
      count: int({ minimum: 1, maximum: 100 }),
      notTypes: Type.Optional(Type.Array(CardTypeSchema, { minItems: 1, maxItems: 7 })),
    },
    { ...strict, description: "Choose a card from another player's revealed hand for them to discard." },
  );
/**
 * "Counter target spell unless its controller pays {3}" (Mana Leak): the
 * counterspell `card` has resolved, and the controller of `spell` pays
 * `cost` (an answer "pay") or lets it be countered (an answer "cancel").
 */
export const UnlessPaysPromptSchema = Type.Object(
  {
    type: Type.Literal('unlessPays'),
    card: { ...name, description: 'The counterspell that asks.' },
    spell: { ...id, description: 'The spell on the stack it would counter.' },
    cost: Type.String({ minLength: 3, maxLength: 60, pattern: '^(\\{[^{}]+\\})+$', description: 'The mana to pay, as a card prints it ("{3}").' }),
  },
  { ...strict, description: "Pay, or see your spell countered, as a counterspell's \"unless its controller pays\" asks." },
);
/**
 * A search of the searcher's own library (CR 701.19), in a game of players:
 * `find` what fits (a card of `types`/`subtypes`/`named`, a basic land, a
 * land), `left` more may be taken, each to `to`; answered one card at a
 * time (an action "search" taking it), or ended (an action "search" naming
 * none: the rest is not found). Then the library is shuffled.
 */
export const SearchPromptSchema = Type.Object(
  {
    type: Type.Literal('search'),
    card: { ...name, description: 'The card whose spell or ability searches.' },
    find: Type.Union([Type.Literal('card'), Type.Literal('basic-land'), Type.Literal('land')]),
    types: Type.Optional(Type.Array(CardTypeSchema, { minItems: 1, maxItems: 7 })),
    subtypes: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { minItems: 1, maxItems: 10 })),
    named: Type.Optional({ ...name, description: 'Only cards of this name ("cards named ~").' }),
    left: int({ minimum: 1, maximum: 10, description: 'How many more cards may be taken.' }),
    found: Type.Optional(int({ minimum: 1, maximum: 10, description: 'How many this search has taken so far.' })),
    to: Type.Union([Type.Literal('hand'), Type.Literal('battlefield-tapped')]),
    reveal: Type.Optional(Type.Literal(true, { description: 'The card found is shown to everyone.' })),
    thenToHand: Type.Optional(Type.Literal(true, { description: 'Then a second basic land, into the hand ("… and the other into your hand").' })),
  },
  { ...strict, description: 'Search your library: take a card that fits, or stop.' },
);
export const searchActionSchema = () =>
  act(
    'search',
    { take: Type.Optional({ ...name, description: 'The card taken; left out, the search ends and the library is shuffled.' }) },
    'Search: take a card of this name from your library, or (no card) take no more.',
  );
/** A search's answer, which only the games of players ask (Magic Crawl's searches follow stated rules). */
export type SearchAction = Static<ReturnType<typeof searchActionSchema>>;
/**
 * "You may" (CR 603.5): a triggered ability whose controller chooses, as it
 * resolves, whether to do what it offers. `trigger` is the trigger itself,
 * taken off the stack to resolve; the answer is an action "may", taking it
 * (its effects happen) or declining it (nothing happens).
 */
/**
 * Madness (CR 702.35a): the card `card` (`id` in its owner's exile) was discarded into exile and its trigger resolves: its owner casts
 * it for `cost` (an action "cast" naming it) or puts it into their graveyard
 * (an action "cancel").
 */
export const MadnessPromptSchema = Type.Object(
  {
    type: Type.Literal('madness'),
    card: name,
    id: { ...id, description: 'That card in its owner\'s exile, which may be cast.' },
    cost: Type.String({ minLength: 3, maxLength: 40, pattern: '^(\\{[^{}]+\\})+$', description: 'Its madness cost, as the card prints it.' }),
  },
  { ...strict, description: 'Madness: cast the card discarded into exile for its madness cost, or put it into your graveyard.' },
);
/**
 * Rebound (CR 702.88a): the card `card` (`id` in its owner's exile) was exiled by rebound and its upkeep trigger resolves:
 * its owner casts it without paying its mana cost (an action "cast" naming it) or leaves it in exile (an action "cancel").
 */
export const ReboundPromptSchema = Type.Object(
  {
    type: Type.Literal('rebound'),
    card: name,
    id: { ...id, description: "That card in its owner's exile, which may be cast." },
  },
  { ...strict, description: 'Rebound: cast the card from exile without paying its mana cost, or leave it there.' },
);
/**
 * Devour N (CR 702.82a): the creature `source` (named `card`) is entering,
 * and its controller sacrifices other creatures one at a time (an action
 * "choose" naming one; each puts `multiplier` +1/+1 counters on it), or
 * stops (an action "cancel"). `eaten` counts those sacrificed so far.
 */
export const DevourPromptSchema = Type.Object(
  {
    type: Type.Literal('devour'),
    source: id,
    card: name,
    multiplier: int({ minimum: 1, maximum: 10 }),
    eaten: Type.Optional(int({ minimum: 1, maximum: 1000, description: 'Creatures sacrificed to it so far; absent when none.' })),
  },
  { ...strict, description: 'Devour: sacrifice another creature to the creature entering, for +1/+1 counters, or stop.' },
);
/**
 * "Sacrifice a creature other than ~" (Xathrid Demon): which one, of a
 * player who controls more than one, in a game of players; answered by an
 * action "choose" naming it. `drain`: then each opponent loses life equal
 * to its power.
 */
export const SacrificePromptSchema = Type.Object(
  {
    type: Type.Literal('sacrifice'),
    card: { ...name, description: 'The card whose ability makes its controller sacrifice.' },
    source: Type.Optional({ ...id, description: 'That permanent, which may not be sacrificed ("other than ~").' }),
    drain: Type.Optional(Type.Literal(true, { description: 'Then each opponent loses life equal to the power of the creature sacrificed.' })),
  },
  { ...strict, description: 'Choose a creature you control to sacrifice, as the card named makes you.' },
);
export const MayPromptSchema = Type.Object(
  {
    type: Type.Literal('may'),
    trigger: { ...TriggerOnStackSchema, description: 'The triggered ability resolving, as it stood on the stack.' },
  },
  { ...strict, description: 'A triggered ability\'s "you may", as it resolves: take it or decline it.' },
);
export const mayActionSchema = () =>
  act('may', { take: Type.Boolean({ description: 'True: do what the ability offers; false: decline it.' }) }, '"You may": take what a triggered ability offers as it resolves, or decline it.');
/** A "you may"'s answer, which only the games of players ask (Magic Crawl's triggers follow stated rules). */
export type MayAction = Static<ReturnType<typeof mayActionSchema>>;
export const BottomPromptSchema = Type.Object({ type: Type.Literal('bottom'), count: int({ minimum: 1 }) }, { ...strict, description: 'Put cards on the bottom after a mulligan.' });
/**
 * Scry (CR 701.22): the cards looked at from the top of the library, not yet put back, in the order they were taken.
 * Each answer puts one on the bottom or on top (above those put on top before it).
 */
export const ScryPromptSchema = Type.Object(
  {
    type: Type.Literal('scry'),
    cards: Type.Array(name, { minItems: 1, maxItems: 100 }),
    then: Type.Optional(
      Type.Object(
        { draw: Type.Optional(int({ minimum: 1, maximum: 20 })), loseLife: Type.Optional(int({ minimum: 1, maximum: 100 })), energy: Type.Optional(int({ minimum: 1, maximum: 20 })) },
        { ...strict, description: 'What the spell or ability does once the scry is answered ("Scry 2, then draw two cards. You lose 2 life."): its controller draws, then loses life, then gets energy.' },
      ),
    ),
  },
  { ...strict, description: 'Scry: put each card looked at on the bottom of your library or back on top.' },
);
/** The answer to a scry: card `card` (by its place among those still looked at) on the top or the bottom of the library. */
export const scryActionSchema = () =>
  act(
    'scry',
    { card: int({ minimum: 0, maximum: 99 }), to: Type.Union([Type.Literal('top'), Type.Literal('bottom')]) },
    'Scry: put one of the cards you look at on the bottom of your library, or on top (above any put there before).',
  );
/**
 * Fabricate N (CR 702.123a): the permanent `source` (named `card`) entered, and its controller chooses N +1/+1 counters
 * on it or N `token`s.
 */
export const FabricatePromptSchema = Type.Object(
  { type: Type.Literal('fabricate'), source: id, card: name, count: int({ minimum: 1, maximum: 10 }), token: name },
  { ...strict, description: 'Fabricate: put +1/+1 counters on the permanent that entered, or create that many Servo tokens.' },
);
/** The answer to fabricate: the counters, or the Servos. */
export const fabricateActionSchema = () =>
  act('fabricate', { choice: Type.Union([Type.Literal('counters'), Type.Literal('servos')]) }, 'Fabricate: put the +1/+1 counters on the permanent, or create the Servo tokens instead.');
export const TriggerPromptSchema = Type.Object(
  { type: Type.Literal('trigger'), source: id, card: name, ability: int({ minimum: 0 }) },
  { ...strict, description: 'Choose a target for a triggered ability.' },
);

/** Choosing which sources pay for a spell or ability: the action waiting, and the ways (each the sources it taps). */
export const payPromptSchema = <T extends TSchema, S extends TSchema>(terms: ActionTerms<T, S>, description = 'Choose which sources pay for a spell or ability.') =>
  Type.Object(
    {
      type: Type.Literal('pay'),
      action: Type.Union([castActionSchema(terms), activateActionSchema(terms)]),
      options: Type.Array(Type.Array(terms.source, { maxItems: 100 }), { minItems: 2, maxItems: 64 }),
    },
    { ...strict, description },
  );

/**
 * "Sacrifice a land" (an effect): which one, of a player who controls more
 * than one. Asked by a variant whose lands are no permanents (Frontier's
 * board); Magic Crawl never asks it.
 */
export const SacrificeLandPromptSchema = Type.Object(
  { type: Type.Literal('sacrificeLand'), card: name },
  { ...strict, description: 'Choose a land you control to sacrifice, as the card named makes you.' },
);

/** The terms of the rules core: any seat or id as a target, any id as a source (negative: mana that is no permanent). */
const CORE_TERMS = { target: SeatTargetSchema, source: int() };
export const MagicActionSchemas = magicActionSchemas(CORE_TERMS);
export type MagicAction = Static<(typeof MagicActionSchemas)[number]>;
/** Casting and activating as the rules core takes them, from any variant. */
export type CastAction = Extract<MagicAction, { type: 'cast' }>;
export type ActivateAction = Extract<MagicAction, { type: 'activate' }>;

/** The questions the core asks, of any variant (Magic Crawl's saved ones are of these). */
export type Prompt =
  | Static<ReturnType<typeof tableDiscardPromptSchema<typeof SeatSchema>>>
  | Static<ReturnType<typeof pickDiscardPromptSchema<typeof SeatSchema>>>
  | Static<typeof UnlessPaysPromptSchema>
  | Static<typeof SearchPromptSchema>
  | Static<typeof MayPromptSchema>
  | Static<typeof MadnessPromptSchema>
  | Static<typeof ReboundPromptSchema>
  | Static<typeof DevourPromptSchema>
  | Static<typeof SacrificePromptSchema>
  | Static<typeof BottomPromptSchema>
  | Static<typeof TriggerPromptSchema>
  | Static<typeof ScryPromptSchema>
  | Static<typeof FabricatePromptSchema>
  | Static<typeof SacrificeLandPromptSchema>
  | Static<ReturnType<typeof payPromptSchema<typeof SeatTargetSchema, ReturnType<typeof int>>>>;
