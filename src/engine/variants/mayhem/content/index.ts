import { BOSSES } from './bosses';
import { PHYSICAL_CHALLENGES } from './challenges';
import { HEROES } from './heroes';
import { MODULES } from './modules';
import { MONSTERS, SITUATIONS, TRAPS } from './monsters';
import { RIDDLES } from './riddles';
export { EARLIER_RIDDLE_IDS } from './riddles';
import type { MayhemContent } from './schema';
import { STORE } from './store';
import { TILES } from './tiles';
import { TONGUE_TWISTERS } from './tongue-twisters';
import { TREASURE } from './treasure';

/**
 * Magic and Mayhem's content, whole: what the rules engine plays with.
 * Each kind lives in a module of its own, written against the schema in
 * schema.ts; test/unit/mayhem/content.test.ts checks all of it.
 */
export const MAYHEM_CONTENT: MayhemContent = {
  tiles: TILES,
  heroes: HEROES,
  monsters: MONSTERS,
  traps: TRAPS,
  situations: SITUATIONS,
  bosses: BOSSES,
  treasure: TREASURE,
  store: STORE,
  riddles: RIDDLES,
  tongueTwisters: TONGUE_TWISTERS,
  challenges: PHYSICAL_CHALLENGES,
  modules: MODULES,
};

export * from './schema';
export { normaliseAnswer, answerMatches } from './answers';
export * from './geometry';
export * from './checks';
export * from './rules-text';
