import { parseArgs } from 'node:util';
import { legalActions, takeAction, writeSave } from '../../engine';
import { CliError, loadGame, writeAtomically } from '../io';

export const help = `crawl act FILE ACTION

Applies one action to the game in FILE and saves it in place, printing what
happened. ACTION is a JSON action, the number \`crawl actions FILE\` shows
for it, or that whole line. An illegal action prints the rule that forbids
it and leaves the file untouched. For example:

  crawl act game.crawl.json '{"type":"keep"}'
  crawl act game.crawl.json '{"type":"move","to":{"q":1,"r":-1}}'
  crawl act game.crawl.json 3
`;

export function run(args: string[]): void {
  const { positionals } = parseArgs({ args, options: {}, allowPositionals: true });
  if (positionals.length !== 2) throw new CliError('crawl act takes FILE and one ACTION (JSON, or a number from crawl actions)', 2);
  const [file, text] = positionals as [string, string];
  const game = loadGame(file);
  let action: unknown;
  if (/^\d+$/.test(text.trim())) {
    const legal = legalActions(game);
    action = legal[Number(text) - 1];
    if (!action) throw new CliError(`there is no action ${text}: \`crawl actions ${file}\` lists ${legal.length}; the file is unchanged`, 2);
  } else {
    // A whole line of `crawl actions` ("  3  cast … {json}") is taken for its JSON.
    const line = /^\s*\d+\s{2}.*?(\{.*\})\s*$/.exec(text);
    try {
      action = JSON.parse(line ? line[1]! : text);
    } catch (e) {
      throw new CliError(`the action is not valid JSON (${(e as Error).message}); for example '{"type":"pass"}'`, 2);
    }
  }
  const taken = takeAction(game, action);
  if (!taken.ok) throw new CliError(`${file}: illegal action: ${taken.error.message} [${taken.error.rule}]; the file is unchanged`);
  writeAtomically(file, writeSave(taken.game));
  process.stdout.write(`${taken.entry.seq}. ${taken.entry.text}\n`);
}
