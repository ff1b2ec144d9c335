import type { Variant } from '../variant';
import { mayhemCommandLine } from './command-line';
import { type MayhemFormAnswer, MayhemFormAnswerSchema, mayhemFormOffer, mayhemFormSetup } from './new-game-form';
import type { SeatsFormOffer } from '../../../protocol/messages';
import { chooseMayhemAction } from './bot';
import { legalActions } from './legal';
import { applyAndSay, earlierNarrations, narrate } from './narrate';
import { mayhemDiff } from './save-diff';
import { MayhemActionSchema, MayhemSetupSchema, MayhemStateSchema, type MayhemEvent } from './schema';
import { initialState } from './setup';
import { renumberRiddles } from './lookup';
import { brief, mayhemProblems, outcome, pictureLines, summaryLines } from './text';
import { mayhemTableView } from './view';
import { actingSeat, listedLabel, typedAnswer } from './words';

/** Magic and Mayhem's part of the saved file. */
export const mayhemSchemas = { setup: MayhemSetupSchema, state: MayhemStateSchema, action: MayhemActionSchema } as const;
export type MayhemSchemas = typeof mayhemSchemas;

/**
 * Magic and Mayhem (rules/magic-and-mayhem.md, docs/mayhem.md): a
 * cooperative dungeon crawl for 1 to 6 heroes with one die, any of them
 * played by the computer.
 */
export const mayhem = {
  id: 'mayhem',
  title: 'Magic and Mayhem',
  schemas: mayhemSchemas,
  initialState,
  apply: applyAndSay,
  legalActions,
  narrate,
  earlierNarrations,
  problems: mayhemProblems,
  // The content is built in, and the save names it by id: only a riddle's id from before riddles were numbered is made its number.
  load(_setup, state) {
    renumberRiddles(state);
  },
  diff: mayhemDiff,
  cli: mayhemCommandLine,
  form: {
    description: 'A dungeon crawl with one die, for 1 to 6 heroes: co-op, or two teams racing for gold.',
    answer: MayhemFormAnswerSchema,
    offer: () => mayhemFormOffer(),
    setup: (seed, answer) => mayhemFormSetup(seed, answer),
  },
  tableView: mayhemTableView,
  computer: {
    toAct(game) {
      const seat = actingSeat(game.state);
      return seat !== undefined && game.setup.seats[seat]!.control === 'computer';
    },
    choose: (game) => chooseMayhemAction(game.setup, game.state),
  },
  text: { action: listedLabel, summary: summaryLines, brief, outcome, picture: pictureLines, typed: typedAnswer },
} as const satisfies Variant<typeof MayhemSetupSchema, typeof MayhemStateSchema, typeof MayhemActionSchema, MayhemEvent, MayhemFormAnswer, SeatsFormOffer>;

// What the rest of Crawl (and the tests) may use of Magic and Mayhem besides its Variant.
export { MAYHEM_CONTENT } from './content';
export * from './schema';
export { initialState, setupProblem, MONSTER_DECK, TREASURE_DECK, MAX_TILES, MAX_COMPETITIVE_TILES } from './setup';
export { applyMayhem, MAYHEM_RULES, type MayhemApplied } from './rules';
export { legalActions } from './legal';
export { chooseMayhemAction } from './bot';
export { consistencyProblems } from './consistency';
export { simulateMayhem, playMayhemGame, computerParty, MAX_ROUNDS, type MayhemSimStats, type MayhemGameRecord } from './simulate';
export { mayhemSimulation } from './sim-command';
export { setupFromOptions } from './command-line';
export { actingSeat };
export { mayhemTableView } from './view';
export { teamOf, isCompetitive, competitiveWinners } from './competitive';
