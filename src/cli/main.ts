import * as act from './commands/act';
import * as actions from './commands/actions';
import * as cards from './commands/cards';
import * as newGame from './commands/new';
import * as play from './commands/play';
import * as show from './commands/show';
import * as sim from './commands/sim';
import * as validate from './commands/validate';
import * as verify from './commands/verify';
import * as textconv from './commands/textconv';
import * as merge from './commands/merge';
import * as diff from './commands/diff';
import { CliError, endQuietlyWhenReaderCloses } from './io';

declare const CRAWL_VERSION: string;

interface Command {
  readonly help: string;
  run(args: string[]): void;
  runAsync?(args: string[]): Promise<void>;
}

const COMMANDS: Record<string, Command & { summary: string }> = {
  new: { ...newGame, summary: 'start a new game' },
  play: { ...play, summary: 'play a game in the terminal, saving as you go' },
  show: { ...show, summary: 'show the map, the table and the last log lines' },
  actions: { ...actions, summary: 'list the legal actions, numbered and labelled' },
  act: { ...act, summary: 'apply one action to a saved game' },
  validate: { ...validate, summary: 'check saved games against the format' },
  verify: { ...verify, summary: 'replay the log and compare it with the saved state' },
  textconv: { ...textconv, summary: 'a saved game as text, for git diff (a textconv driver)' },
  merge: { ...merge, summary: 'merge two saves of one game (a git merge driver)' },
  diff: { ...diff, summary: 'what changed between two saves of one game' },
  sim: { ...sim, summary: 'play many games with the bot: win rate, lengths, speed' },
  cards: { ...cards, summary: 'index and look up card data (Scryfall, MTGJSON); count what the engine automates' },
};

const USAGE = `crawl — Magic board variants from the command line

Usage: crawl <command> [options]

Commands:
${Object.entries(COMMANDS)
  .map(([name, c]) => `  ${name.padEnd(10)}${c.summary}`)
  .join('\n')}

\`crawl <command> --help\` tells more. A quick game:
  crawl play my.crawl.json
or step by step:
  crawl new my.crawl.json --seed my-first-crawl --deck red
  crawl show my.crawl.json
  crawl actions my.crawl.json
  crawl act my.crawl.json '{"type":"keep"}'
  crawl act my.crawl.json 1
with your own deck and card data:
  crawl cards index oracle-cards.json
  crawl new my.crawl.json --deck-file my-deck.txt
and the bot over many games:
  crawl sim --games 1000 --deck all
`;

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    const topic = name === 'help' ? rest[0] : undefined;
    process.stdout.write(topic && COMMANDS[topic] ? COMMANDS[topic].help : USAGE);
    return 0;
  }
  if (name === '--version' || name === '-v') {
    process.stdout.write(`${typeof CRAWL_VERSION === 'string' ? CRAWL_VERSION : 'dev'}\n`);
    return 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    process.stderr.write(`crawl: unknown command "${name}"\n\n${USAGE}`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    process.stdout.write(command.help);
    return 0;
  }
  try {
    if (command.runAsync) await command.runAsync(rest);
    else command.run(rest);
    return 0;
  } catch (e) {
    if (e instanceof CliError) {
      process.stderr.write(`crawl ${name}: ${e.message}\n`);
      return e.exitCode;
    }
    // parseArgs reports unknown or malformed options with a code of its own.
    if ((e as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`crawl ${name}: ${(e as Error).message}\n\n${command.help}`);
      return 2;
    }
    throw e;
  }
}

if (require.main === module) {
  // Once for every command: each one prints to stdout, which may be a pipe closed early.
  endQuietlyWhenReaderCloses();
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (e: unknown) => {
      process.stderr.write(`crawl: unexpected failure: ${(e as Error).stack ?? String(e)}\n`);
      process.exitCode = 70;
    },
  );
}
