import { registerSetupCards } from '../../cards/setup-cards';
import type { GameEvent } from '../../magic/events';
import type { SeatsFormOffer } from '../../../protocol/messages';
import type { Variant } from '../variant';
import type { CardLibrary, FormPreferences } from '../new-game-form';
import { chooseDuelAction } from './bot';
import { duelCommandLine } from './command-line';
import { actingSeat } from './flow';
import { earlierNarrations, narrate } from './narrate';
import { DuelFormAnswerSchema, duelFormOffer, duelFormSetup, type DuelFormAnswer } from './new-game-form';
import { applyDuel, legalDuelActions } from './rules';
import { duelDiff } from './save-diff';
import { DuelActionSchema, DuelSetupSchema, DuelStateSchema } from './schema';
import { seatIndex } from './seating';
import { initialState } from './setup';
import { actionLabel, brief, duelProblems, outcome, pictureLines, summaryLines } from './text';
import { duelTableView } from './view';

/** The Magic table's part of the saved file. */
export const duelSchemas = { setup: DuelSetupSchema, state: DuelStateSchema, action: DuelActionSchema } as const;
export type DuelSchemas = typeof duelSchemas;

/** The Magic table: free-for-all Magic for 2 to 8 seats, with own decks, one shared deck (with double draw) or a random draft (rules/landless-mtg.md). */
export const duel = {
  id: 'duel',
  title: 'Magic table',
  schemas: duelSchemas,
  initialState,
  apply: applyDuel,
  legalActions: legalDuelActions,
  narrate,
  earlierNarrations,
  problems: duelProblems,
  load(setup) {
    registerSetupCards(setup);
  },
  diff: duelDiff,
  cli: duelCommandLine,
  form: {
    description: 'Free-for-all Magic for 2 to 8 players: own decks, one shared deck (with double draw), or a random draft.',
    answer: DuelFormAnswerSchema,
    offer: (library?: CardLibrary, _seed?: string, preferences?: FormPreferences) => duelFormOffer(library, preferences),
    setup: duelFormSetup,
  },
  tableView: duelTableView,
  computer: {
    toAct(game) {
      const seat = actingSeat(game.state);
      return seat !== undefined && game.setup.players[seatIndex(seat)]!.control === 'computer';
    },
    choose: (game) => chooseDuelAction(game.setup, game.state),
  },
  text: { action: actionLabel, summary: summaryLines, brief, outcome, picture: pictureLines },
} as const satisfies Variant<typeof DuelSetupSchema, typeof DuelStateSchema, typeof DuelActionSchema, GameEvent, DuelFormAnswer, SeatsFormOffer>;

// What the rest of Crawl may use of the Magic table besides its Variant.
export type { DuelAction, DuelSeat, DuelSetup, DuelState } from './schema';
export { chooseDuelAction, randomDuelAction } from './bot';
export { actingSeat };
export { duelSetup, starterDeck, designedSharedDeck, type DuelChoices } from './new-game';
export { DuelFormAnswerSchema, duelFormOffer, duelFormSetup, type DuelFormAnswer } from './new-game-form';
export { simulateDuel, playGame, type DuelSimStats } from './simulate';
