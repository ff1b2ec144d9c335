import type { GameEvent } from '../../magic/events';
import { registerSetupCards } from '../../cards/setup-cards';
import type { FormPreferences } from '../new-game-form';
import type { Variant } from '../variant';
import { frontierCommandLine } from './command-line';
import { type FrontierFormAnswer, FrontierFormAnswerSchema, frontierFormDeckList, frontierFormOffer, frontierFormSetup } from './new-game-form';
import type { SeatsFormOffer } from '../../../protocol/messages';
import { earlierNarrations, narrate } from './narrate';
import { applyFrontier, legalFrontierActions } from './rules';
import { FrontierActionSchema, FrontierSetupSchema, FrontierStateSchema } from './schema';
import { frontierDiff } from './save-diff';
import { initialState } from './setup';
import { actionLabel, brief, frontierProblems, outcome, pictureLines, summaryLines } from './text';
import { chooseFrontierAction } from './bot';
import { actingSeat } from './flow';
import { frontierTableView } from './view';

/** Frontier Magic's part of the saved file. */
export const frontierSchemas = { setup: FrontierSetupSchema, state: FrontierStateSchema, action: FrontierActionSchema } as const;
export type FrontierSchemas = typeof frontierSchemas;

/** Frontier Magic (rules/frontier-magic.md): two planeswalkers on a grid of face-down lands. */
export const frontier = {
  id: 'frontier',
  title: 'Frontier Magic',
  schemas: frontierSchemas,
  initialState,
  apply: applyFrontier,
  legalActions: legalFrontierActions,
  narrate,
  earlierNarrations,
  problems: frontierProblems,
  load(setup) {
    // The game's imported cards, before any card is looked up by name.
    registerSetupCards(setup);
  },
  diff: frontierDiff,
  cli: frontierCommandLine,
  form: {
    description: 'Two planeswalkers duel on a grid of face-down lands.',
    answer: FrontierFormAnswerSchema,
    // Frontier's offer needs neither the card library nor the seed.
    offer: (_library?: unknown, _seed?: string, preferences?: FormPreferences) => frontierFormOffer(preferences),
    setup: (seed, answer) => frontierFormSetup(seed, answer),
    deckList: frontierFormDeckList,
  },
  tableView: frontierTableView,
  computer: {
    toAct(game) {
      const seat = actingSeat(game.state);
      return seat !== undefined && game.setup.players[seat].control === 'computer';
    },
    choose: (game) => chooseFrontierAction(game.setup, game.state),
  },
  text: { action: actionLabel, summary: summaryLines, brief, outcome, picture: pictureLines },
} as const satisfies Variant<typeof FrontierSetupSchema, typeof FrontierStateSchema, typeof FrontierActionSchema, GameEvent, FrontierFormAnswer, SeatsFormOffer>;

// What the rest of Crawl may use of Frontier besides its Variant.
export type { FrontierAction, FrontierSeat, FrontierSetup, FrontierState } from './schema';
export { chooseFrontierAction, randomFrontierAction } from './bot';
export { actingSeat };
export { frontierSetup, starterDeck, unplayable, DEFAULT_FRONTIER_OPTIONS, type FrontierChoices } from './new-game';
export { FrontierFormAnswerSchema, type FrontierFormAnswer, type FrontierFormDefaults } from './new-game-form';
export { simulateFrontier, playGame, type FrontierSimStats } from './simulate';
export { viewerOf } from './flow';
export { keepBoardAnswers, landSourceId, readingTable } from './seating';
