import { parseArgs } from 'node:util';
import { takeAction, writeSave } from '../../engine';
import { CliError, loadGame, writeAtomically } from '../io';

export const help = `crawl act FILE 'ACTION-JSON'

Applies one action to the game in FILE and saves it in place, printing what
happened. An illegal action prints the rule that forbids it and leaves the
file untouched. \`crawl actions FILE\` lists the legal ones, e.g.

  crawl act game.crawl.json '{"type":"move","to":{"q":1,"r":-1}}'
  crawl act game.crawl.json '{"type":"endEncounter"}'
`;

export function run(args: string[]): void {
  const { positionals } = parseArgs({ args, options: {}, allowPositionals: true });
  if (positionals.length !== 2) throw new CliError("crawl act takes FILE and one 'ACTION-JSON'", 2);
  const [file, json] = positionals as [string, string];
  let action: unknown;
  try {
    action = JSON.parse(json);
  } catch (e) {
    throw new CliError(`the action is not valid JSON (${(e as Error).message}); for example '{"type":"endEncounter"}'`, 2);
  }
  const game = loadGame(file);
  const taken = takeAction(game, action);
  if (!taken.ok) throw new CliError(`${file}: illegal action: ${taken.error.message} [${taken.error.rule}]; the file is unchanged`);
  writeAtomically(file, writeSave(taken.game));
  process.stdout.write(`${taken.entry.seq}. ${taken.entry.text}\n`);
}
