/**
 * Magic and Mayhem (rules/magic-and-mayhem.md, docs/mayhem.md): the content
 * and the rules engine. Not registered as a variant yet (issue 18).
 */
export { MAYHEM_CONTENT } from './content';
export * from './schema';
export { initialState, setupProblem, MONSTER_DECK, TREASURE_DECK, MAX_TILES } from './setup';
export { applyMayhem, MAYHEM_RULES, type MayhemApplied } from './rules';
export { legalActions } from './legal';
export { chooseMayhemAction } from './bot';
export { consistencyProblems } from './consistency';
export { simulateMayhem, playMayhemGame, computerParty, MAX_ROUNDS, type MayhemSimStats, type MayhemGameRecord } from './simulate';
export { mayhemSimulation } from './sim-command';
