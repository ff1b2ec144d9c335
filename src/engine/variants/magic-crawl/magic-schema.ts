import { Type, type Static } from '@sinclair/typebox';
import { combatSchema, magicActionSchemas, payPromptSchema, permanentSchema, BottomPromptSchema, MadnessPromptSchema, ReboundPromptSchema, DevourPromptSchema, DiscardPromptSchema, TriggerPromptSchema, ScryPromptSchema, FabricatePromptSchema } from '../../magic/schema';

/**
 * The Magic side of a crawl's save, in Magic Crawl's own terms: a permanent
 * is yours or the encounter's (the foe's), the only player a card targets
 * is you, and the turn is yours (preparation rounds, encounter turns) or
 * the encounter's attack. The general parts come from the Magic core's
 * schema, made with these terms.
 */

const int = (options: object = {}) => Type.Integer(options);
const strict = { additionalProperties: false } as const;
const id = int({ minimum: 1, description: 'An object id, unique in the game.' });

export const ControllerSchema = Type.Union([Type.Literal('you'), Type.Literal('foe')], {
  description: 'Who controls a permanent: you, or the encounter (the foe).',
});

/** What a crawl's card or attack targets: a permanent or a card in your graveyard by id, or you. */
export const CrawlTargetSchema = Type.Union([int({ minimum: 1, description: 'A permanent, or a card in your graveyard, by id.' }), Type.Literal('you')]);

const CRAWL_TERMS = { target: CrawlTargetSchema, source: id };

export const CrawlPermanentSchema = permanentSchema(ControllerSchema);
export const CrawlCombatSchema = combatSchema(CrawlTargetSchema);
export const CrawlMagicActionSchemas = magicActionSchemas(CRAWL_TERMS);

export const CrawlPromptSchema = Type.Union([DiscardPromptSchema, BottomPromptSchema, MadnessPromptSchema, ReboundPromptSchema, DevourPromptSchema, TriggerPromptSchema, ScryPromptSchema, FabricatePromptSchema, payPromptSchema(CRAWL_TERMS)], {
  description: 'A question the engine waits on: only an answer to it is legal.',
});

export const YOUR_STEPS = ['main1', 'attackers', 'blockers', 'main2', 'end'] as const;

export const PhaseSchema = Type.Union(
  [
    Type.Object(
      { type: Type.Literal('mulligan'), taken: int({ minimum: 0, maximum: 7, description: 'Mulligans taken so far.' }) },
      { ...strict, description: 'Deciding whether to keep the opening hand.' },
    ),
    Type.Object(
      {
        type: Type.Literal('turn'),
        kind: Type.Union([Type.Literal('preparation'), Type.Literal('encounter')]),
        step: Type.Union(YOUR_STEPS.map((s) => Type.Literal(s))),
        landPlayed: Type.Boolean(),
        roundsLeft: int({ minimum: 0, maximum: 100, description: 'Preparation rounds still to come after this one.' }),
      },
      { ...strict, description: 'Your turn: a preparation round, or a turn during an encounter.' },
    ),
    Type.Object(
      { type: Type.Literal('foe'), step: Type.Literal('blocks') },
      { ...strict, description: 'The encounter attacks: you declare blockers.' },
    ),
    Type.Object({ type: Type.Literal('travel') }, { ...strict, description: 'Choosing the next hex.' }),
    Type.Object(
      {
        type: Type.Literal('over'),
        result: Type.Union([Type.Literal('won'), Type.Literal('lost')]),
        reason: Type.String({ maxLength: 500 }),
      },
      { ...strict, description: 'The game has ended.' },
    ),
  ],
  { description: 'Where the game stands.' },
);

/** Magic Crawl's two sides. */
export type Controller = Static<typeof ControllerSchema>;
/** A permanent of a crawl, as its save holds it: yours or the encounter's. */
export type CrawlPermanent = Static<typeof CrawlPermanentSchema>;
/** Magic Crawl's targets, as its actions name them: a permanent or card by id, or you. */
export type CrawlTarget = Static<typeof CrawlTargetSchema>;
export type Phase = Static<typeof PhaseSchema>;
export type YourStep = (typeof YOUR_STEPS)[number];
