import type { OptionFiles, OptionValues, VariantCommandLine } from '../command-line';
import { FILES, FILES_HELP, SETTINGS, SETTINGS_HELP, TODAY_HELP } from './cli-options';
import { importedChoices, type FileValues } from './imported-choices';
import { fromOptions, OptionProblem, optionChoices, setupOf, starterDeck, type SettingValues } from './option-choices';
import type { CrawlSetup } from './schema';
import { crawlSimulation } from './sim-command';
import { todaysChoices, todaysFileName, todaysSeed } from './todays-crawl';

/**
 * Magic Crawl on the command line: the options of `crawl new`, `crawl play`
 * and `crawl sim` that set a game up, their help, and the setup they make
 * (Variant.cli). The command line parses them and reads the files they name.
 */

/** The options of Magic Crawl as parsed: parseArgs gives each the type its spec says. */
type Values = SettingValues & FileValues & { seed?: string };

/** The options given as a new game's choices, checked as a whole once the player's files are read (a goal may name a card of a deck list). */
function newGameSetup(values: Values, seed: string, files: OptionFiles): CrawlSetup {
  if (values.deck !== undefined && values['deck-file'] !== undefined) throw new OptionProblem(['give --deck or --deck-file, not both']);
  return setupOf(seed, { ...optionChoices(values), ...importedChoices(values, seed, files) });
}

export const crawlCommandLine: VariantCommandLine<CrawlSetup> = {
  settings: SETTINGS,
  files: FILES,
  help: { settings: SETTINGS_HELP, files: FILES_HELP },
  setup: (values, seed, files) => fromOptions(() => newGameSetup(values as Values, seed, files)),
  today: {
    title: "Today's Crawl",
    help: TODAY_HELP,
    seed: todaysSeed,
    fileName: todaysFileName,
    refuse: (values) => {
      const v = values as Values;
      if (v.seed !== undefined) return ['--today sets the seed (daily-YYYY-MM-DD); leave out --seed'];
      const given = [...Object.keys(SETTINGS), 'encounters', 'lands'].filter((k) => {
        const value = (values as OptionValues)[k];
        return k !== 'deck' && value !== undefined && value !== false;
      });
      if (given.length > 0) return [`--today plays fixed options, so that everyone meets the same crawl; only the deck is yours to choose (leave out --${given[0]})`];
      if (v.deck !== undefined && v['deck-file'] !== undefined) return ['give --deck or --deck-file, not both'];
      return [];
    },
    setup: (values, seed, files) =>
      fromOptions(() => {
        const v = values as Values;
        return setupOf(seed, { ...todaysChoices(v.deck === undefined ? undefined : starterDeck(v.deck)), ...importedChoices(v, seed, files) });
      }),
  },
  simulation: crawlSimulation,
};
