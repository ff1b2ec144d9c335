import type { GameEvent } from '../../magic/events';
import { registerSetupCards } from '../../cards/setup-cards';
import type { Variant } from '../variant';
import type { FormPreferences } from '../new-game-form';
import { chooseCastleAction } from './bot';
import { castleCommandLine } from './command-line';
import { type CastleFormAnswer, CastleFormAnswerSchema, castleFormDeckList, castleFormOffer, castleFormReadList, castleFormSetup } from './new-game-form';
import type { SeatsFormOffer } from '../../../protocol/messages';
import { actingSeat } from './flow';
import { earlierNarrations, narrate } from './narrate';
import { applyCastle, legalCastleActions } from './rules';
import { castleDiff } from './save-diff';
import { CastleActionSchema, CastleSetupSchema, CastleStateSchema } from './schema';
import { initialState } from './setup';
import { actionLabel, brief, castleProblems, outcome, pictureLines, summaryLines } from './text';
import { castleTableView } from './view';

/** Castle Magic's part of the saved file. */
export const castleSchemas = { setup: CastleSetupSchema, state: CastleStateSchema, action: CastleActionSchema } as const;
export type CastleSchemas = typeof castleSchemas;

/** Castle Magic (rules/castle-magic.md): breach a castle of face-down creatures, four columns by three rows. */
export const castle = {
  id: 'castle',
  title: 'Castle Magic',
  schemas: castleSchemas,
  initialState,
  apply: applyCastle,
  legalActions: legalCastleActions,
  narrate,
  earlierNarrations,
  problems: castleProblems,
  load(setup) {
    registerSetupCards(setup);
  },
  diff: castleDiff,
  cli: castleCommandLine,
  form: {
    description: 'Breach a castle of face-down creatures, four columns by three rows.',
    answer: CastleFormAnswerSchema,
    offer: (_library?: unknown, _seed?: string, preferences?: FormPreferences) => castleFormOffer(preferences),
    setup: (seed, answer) => castleFormSetup(seed, answer),
    readList: castleFormReadList,
    deckList: castleFormDeckList,
  },
  tableView: castleTableView,
  computer: {
    toAct(game) {
      const seat = actingSeat(game.state);
      return seat !== undefined && game.setup.players[seat].control === 'computer';
    },
    choose: (game) => chooseCastleAction(game.setup, game.state),
  },
  text: { action: actionLabel, summary: summaryLines, brief, outcome, picture: pictureLines },
} as const satisfies Variant<typeof CastleSetupSchema, typeof CastleStateSchema, typeof CastleActionSchema, GameEvent, CastleFormAnswer, SeatsFormOffer>;

// What the rest of Crawl may use of Castle besides its Variant.
export type { CastleAction, CastleSeat, CastleSetup, CastleState } from './schema';
export { chooseCastleAction, randomCastleAction } from './bot';
export { actingSeat };
export { castleSetup, starterDeck, DEFAULT_CASTLE_OPTIONS, type CastleChoices } from './new-game';
export { CastleFormAnswerSchema, type CastleFormAnswer } from './new-game-form';
export { simulateCastle, playGame, type CastleSimStats } from './simulate';
export { viewerOf } from './view';
