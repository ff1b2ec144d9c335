import type { Problem } from '../../save/problems';
import { optionProblems } from './option-problems';
import type { CrawlSetup } from './schema';
import { crawlSetup, type SetupChoices } from './setup';

/**
 * The one way from a player's choices to a new game's setup: the setup, and
 * the engine's checks of its options (the same as on every file read), which
 * only the whole can tell (a goal's card not in the deck played, a land the
 * piles cannot take). The command line, `crawl sim` and the new-game form
 * each read their own input into choices, and each says these problems in its
 * own words: the command line names its options, the form speaks to the player.
 */
export function checkedSetup(seed: string, choices: SetupChoices): { readonly ok: true; readonly setup: CrawlSetup } | { readonly ok: false; readonly problems: readonly Problem[] } {
  const setup = crawlSetup(seed, choices);
  const problems = optionProblems(setup);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, setup };
}
