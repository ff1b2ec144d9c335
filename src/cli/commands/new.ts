import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { newGame, todaysChoices, todaysFileName, todaysSeed, writeSave } from '../../engine';
import { CliError, writeAtomically } from '../io';
import { checkChoices, optionChoices, SETUP_HELP, SETUP_OPTIONS, setupChoices } from '../setup-options';
import { importedChoices } from '../imported-setup';

export const help = `crawl new [FILE] [options]

Starts a new Magic Crawl game in FILE (or on stdout when there is no FILE).
The same seed and options always give the same file, byte for byte, so a
seed is a game you can share.

Options:
  --seed S             any text; a random seed is chosen when left out
  --today              Today's Crawl: the same map and encounters for everyone
                       on the same date (UTC). The seed is daily-YYYY-MM-DD and
                       the options are fixed (Normal difficulty); only the deck
                       is yours (--deck or --deck-file). Without FILE it is saved
                       as crawl-YYYY-MM-DD.crawl.json here, and an existing one
                       is left as it is
${SETUP_HELP}  --deck-file FILE     your own deck: an MTG Arena export, an MTGO .dek file or
                       a plain list ("4 Lightning Bolt", "4x …", "SB: …"); - reads
                       it from standard input. Cards are looked up in Crawl's
                       own pool, then in --cards. A Commander list starts at 40
                       life; the sideboard and companion are not played
  --cards FILE         card data (Scryfall or MTGJSON JSON) or a card index
                       (crawl cards index) for cards Crawl does not ship; give it
                       once per file. Default: the index at $CRAWL_CARD_INDEX or
                       ~/.crawl/card-index.json, when there is one
  --encounters FILE    the Encounter Piles' creatures, as a list ("1 Name" lines):
                       8 per colour, multicolour and colourless ones fill any of
                       their colours' piles; with more, the seed picks
  --lands FILE         nonbasic lands for the Land Piles (Expanding): up to 5
                       multicolour and 5 colourless lands, as a list
  --variant V          the game to play: magic-crawl (the only one so far)
  -o, --output FILE    the same as giving FILE
  --force              replace FILE if it exists (otherwise it is refused)
`;

export function run(args: string[]): void {
  const { values, positionals } = parseArgs({
    args,
    options: {
      ...SETUP_OPTIONS,
      variant: { type: 'string', default: 'magic-crawl' },
      seed: { type: 'string' },
      output: { type: 'string', short: 'o' },
      force: { type: 'boolean', default: false },
      'deck-file': { type: 'string' },
      cards: { type: 'string', multiple: true },
      encounters: { type: 'string' },
      lands: { type: 'string' },
      today: { type: 'boolean', default: false },
    },
    allowPositionals: true,
  });
  if (values.today) return today(values, positionals[0] ?? values.output);
  if (values.variant !== 'magic-crawl') {
    throw new CliError(`unknown variant "${values.variant}": this version plays magic-crawl`, 2);
  }
  if (positionals.length > 1 || (positionals.length === 1 && values.output)) throw new CliError('crawl new takes at most one FILE', 2);
  const file = positionals[0] ?? values.output;
  const seed = values.seed ?? freshSeed();
  if (seed.length === 0 || seed.length > 200) throw new CliError('--seed must be 1 to 200 characters', 2);
  if (values.deck !== undefined && values['deck-file'] !== undefined) throw new CliError('give --deck or --deck-file, not both', 2);
  const choices = { ...optionChoices(values), ...importedChoices(values, seed) };
  // Checked once the deck list is read: a goal may name one of its cards.
  checkChoices(choices);
  const text = writeSave(newGame(seed, choices));
  if (!file) {
    process.stdout.write(text);
    return;
  }
  if (existsSync(file) && !values.force) {
    throw new CliError(`${file} already exists; choose another name or add --force to replace it`);
  }
  writeAtomically(file, text);
  process.stderr.write(`New Magic Crawl game in ${file} (seed "${seed}").\n`);
}

type Values = Parameters<typeof setupChoices>[0] & {
  seed?: string;
  force?: boolean;
  'deck-file'?: string;
  cards?: string[];
  encounters?: string;
  lands?: string;
};

/** `crawl new --today`: the day's seed and fixed options, with the player's deck. */
function today(values: Values, named: string | undefined): void {
  if (values.seed !== undefined) throw new CliError('--today sets the seed (daily-YYYY-MM-DD); leave out --seed', 2);
  const given = [...Object.keys(SETUP_OPTIONS), 'encounters', 'lands'].filter((k) => {
    const v = (values as Record<string, unknown>)[k];
    return k !== 'deck' && v !== undefined && v !== false;
  });
  if (given.length > 0) {
    throw new CliError(`--today plays fixed options, so that everyone meets the same crawl; only the deck is yours to choose (leave out --${given[0]})`, 2);
  }
  if (values.deck !== undefined && values['deck-file'] !== undefined) throw new CliError('give --deck or --deck-file, not both', 2);
  const date = new Date();
  const seed = todaysSeed(date);
  const file = named ?? todaysFileName(date);
  if (existsSync(file) && !values.force) {
    if (named) throw new CliError(`${file} already exists; choose another name or add --force to replace it`);
    process.stderr.write(`${file} already holds today's crawl; play it with: crawl play ${file}\n`);
    return;
  }
  const choices = { ...todaysChoices(values.deck === undefined ? undefined : setupChoices({ deck: values.deck }).deck as string), ...importedChoices(values, seed) };
  writeAtomically(file, writeSave(newGame(seed, choices)));
  process.stderr.write(`Today's Crawl in ${file} (seed "${seed}").\n`);
}

/** A short seed that is easy to read aloud: 8 letters and digits, no look-alikes. */
export function freshSeed(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return [...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('');
}
