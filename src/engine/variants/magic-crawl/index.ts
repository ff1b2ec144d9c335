import type { StartOptions } from '../../../protocol/messages';
import type { GameEvent } from '../../magic/events';
import type { Variant } from '../variant';
import { seedRng } from '../../rng';
import { chooseAction } from './bot/bot';
import { crawlCommandLine } from './command-line';
import { crawlProblems } from './consistency';
import { findHex } from './map';
import { type CrawlFormOffer, formOffer, setupChoices } from './new-game-form';
import { StartOptionsSchema } from './form-answer';
import { narrate } from './narrate';
import { crawlDiff } from './save-diff';
import { applyCrawl, legalCrawlActions } from './rules';
import { CrawlActionSchema, CrawlSetupSchema, CrawlStateSchema } from './schema';
import { registerSetupCards } from '../../cards/setup-cards';
import { initialState } from './setup';
import { actionLabel } from './text/labels';
import { pictureLines, summaryLines } from './text/pages';
import { tableView } from './view/table-view';

/** Magic Crawl's part of the saved file. (Apart from the Variant, so that the types made from it need nothing else of it.) */
export const crawlSchemas = { setup: CrawlSetupSchema, state: CrawlStateSchema, action: CrawlActionSchema } as const;
export type CrawlSchemas = typeof crawlSchemas;

/** Magic Crawl (rules/magic-crawl.md): a solo hex crawl against the Encounter Piles. */
export const magicCrawl = {
  id: 'magic-crawl',
  title: 'Magic Crawl',
  schemas: crawlSchemas,
  initialState,
  apply: applyCrawl,
  legalActions: legalCrawlActions,
  narrate,
  problems: crawlProblems,
  load(setup, state) {
    // The game's imported cards, before anything looks a card up by name; then the map's lookup, so the first move is as fast as any.
    registerSetupCards(setup);
    findHex(state.hexes, state.token);
  },
  diff: crawlDiff,
  cli: crawlCommandLine,
  form: {
    description: 'A solo hex crawl, by Gustavo Coelho.',
    answer: StartOptionsSchema,
    offer: formOffer,
    setup(seed, answer, library?) {
      const checked = setupChoices(seed, answer, library);
      return checked.ok ? { ok: true, setup: checked.setup } : checked;
    },
  },
  tableView,
  // The bot plays no seat of a crawl (the encounter is the rules'); asked, it suggests your move (crawl play's "b").
  computer: {
    toAct: () => false,
    choose: (game) => chooseAction(game, seedRng(`bot/${game.setup.seed}/${game.log.length}`)).action,
  },
  text: {
    action: actionLabel,
    summary: summaryLines,
    brief: (game) => `${game.state.hexes.length} hexes mapped`,
    outcome: (game) => (game.state.phase.type === 'over' ? `you ${game.state.phase.result}. ${game.state.phase.reason}` : undefined),
    picture: pictureLines,
  },
} as const satisfies Variant<typeof CrawlSetupSchema, typeof CrawlStateSchema, typeof CrawlActionSchema, GameEvent, StartOptions, CrawlFormOffer>;

// What the rest of Crawl may use of Magic Crawl besides its Variant (the engine's index passes it on).
export { isCrawlSave, newGame, type CrawlSave } from './new-game';
export {
  ColourSchema,
  CrawlActionSchema,
  DeckSchema,
  DistributionSchema,
  GoalSchema,
  type CrawlAction,
  type CrawlOptions,
  type CrawlSetup,
  type CrawlState,
  type Deck,
  type Distribution,
  type EncounterPiles,
  type Expansions,
  type Goal,
  type HexCoord,
  type LandPiles,
  type MappedHex,
} from './schema';
export { crawlTable, type CrawlTable } from './crawl-table';
export type { CrawlPermanent, Phase } from './magic-schema';
export { crawlSetup, DEFAULT_DECK, DEFAULT_GOAL_DISTANCE, DEFAULT_OPTIONS, defaultGoal, goalHexAt, LIFE, startingLibrary, type SetupChoices } from './setup';
export {
  DIFFICULTIES,
  DIFFICULTY_IDS,
  difficultyOf,
  difficultyOptions,
  findDifficulty,
  WEAKENING_ENCHANTMENT,
  type DifficultyId,
} from './difficulty';
export { DEFAULT_COLOURLESS_LANDS, DEFAULT_ENCOUNTER_SPELLS, DEFAULT_MULTICOLOUR_LANDS, MAX_PER_PILE, expansionProblems } from './expansions';
// The rules a test of the crawl's options sets up by hand: an encounter where it stands, the hexes mapped around a point.
export { establishEncounter, KEYWORD_BY_COLOUR } from './encounter';
export { mapAround } from './explore';
export { optionProblems } from './option-problems';
export { ADJUSTED_LAND_PILES, D6_TABLE, STANDARD_LAND_PILES, landPilesFor } from './land-piles';
export { MAX_MULLIGANS, RULES as CRAWL_RULES } from './rules';
export { optionsSummary } from './options-summary';
export { todaysChoices, todaysFileName, todaysSeed } from './todays-crawl';
export { artifactsIn, setupChoices, START_DEFAULTS } from './new-game-form';
export { StartExpansionsSchema, StartGoalSchema, StartOptionsSchema } from './form-answer';
export type { CrawlDiffRecord } from './save-diff';
export { findHex } from './map';
export { couldAttack, settle, FLOW_RULES } from './flow';
export { COMBAT_STEP_RULES } from './combat';
export { goalMet, goalProgress, goalWords } from './goals';
export { chooseAction, type BotGame } from './bot/bot';
export { averages, deckIds, lossReason, playGame as playCrawlGame, simulate, type SimStats } from './bot/simulate';
