import { parseArgs } from 'node:util';
import { type SaveFile, takeAction, variantOf, writeSave } from '../../engine';
import { computerAnswers } from '../computer-answers';
import { CliError, loadPlayable, writeAtomically } from '../io';
import { listedActions } from '../listed-actions';

export const help = `crawl act FILE ACTION [--no-answer]

Applies one action to the game in FILE and saves it in place, printing what
happened. ACTION is a JSON action, the number \`crawl actions FILE\` shows
for it (or counted from the end: -1 is the last, conceding in the Magic
variants), that whole line, or the start of its label ("keep", "pass",
"cast Shock", "concede") when only one action's label begins so. An illegal action prints the rule that forbids
it and leaves the file untouched. Then the computer answers for the seats
it plays, as on the playmat, each of its actions printed and saved, until
the game waits on a person again (a file left waiting on the computer gets
its answers before ACTION, as \`crawl actions\` lists). With --no-answer,
ACTION is taken for whichever seat the game waits on, and nothing more.
For example:

  crawl act game.crawl.json '{"type":"keep"}'
  crawl act game.crawl.json '{"type":"move","to":{"q":1,"r":-1}}'
  crawl act game.crawl.json 3
  crawl act game.crawl.json -- -1
  crawl act game.crawl.json keep
`;

export function run(args: string[]): void {
  const { positionals, values } = parseArgs({ args: negativeNumbersAsActions(args), options: { 'no-answer': { type: 'boolean' } }, allowPositionals: true });
  if (positionals.length !== 2) throw new CliError('crawl act takes FILE and one ACTION (JSON, a number from crawl actions, or the start of its label)', 2);
  const [file, text] = positionals as [string, string];
  const loaded = loadPlayable(file);
  if (loaded.state.phase.type === 'over') throw new CliError(`${file}: the game is over: ${variantOf(loaded.setup).text.outcome(loaded)}; the file is unchanged`);
  // A game left waiting on a seat the computer plays: it answers first, so that ACTION is the person's (as crawl actions lists).
  // Its answers are saved and said only with ACTION, once ACTION is found legal: a refused ACTION leaves the file as it was.
  const before: string[] = [];
  const game = values['no-answer'] ? loaded : computerAnswers(loaded, () => {}, (line) => before.push(line));
  let action: unknown;
  if (/^-?\d+$/.test(text.trim())) {
    action = byNumber(file, listedActions(game), Number(text));
  } else if (/^\s*[{\d]/.test(text)) {
    // A whole line of `crawl actions` ("  3  cast … {json}") is taken for its JSON.
    const line = /^\s*\d+\s{2}.*?(\{.*\})\s*$/.exec(text);
    try {
      action = JSON.parse(line ? line[1]! : text);
    } catch (e) {
      throw new CliError(`the action is not valid JSON (${(e as Error).message}); for example '{"type":"pass"}'`, 2);
    }
  } else {
    action = byLabel(file, game, text);
  }
  const taken = takeAction(game, action);
  if (!taken.ok) throw new CliError(`${file}: illegal action: ${taken.error.message} [${taken.error.rule}]; the file is unchanged`);
  writeAtomically(file, writeSave(taken.game));
  for (const line of before) process.stdout.write(`${line}\n`);
  process.stdout.write(`${taken.entry.seq}. ${taken.entry.text}\n`);
  if (!values['no-answer']) answered(file, taken.game);
}

/**
 * A number as \`crawl actions\` prints it (1 to its count), or counted from the end (-1 the last); else why not,
 * with the numbers that would do.
 */
function byNumber(file: string, listed: readonly unknown[], n: number): unknown {
  const action = n >= 1 ? listed[n - 1] : n <= -1 ? listed[listed.length + n] : undefined;
  if (action !== undefined) return action;
  const range = listed.length === 0 ? 'none is open now' : `give 1 to ${listed.length}, or -1 to -${listed.length} counting from the last`;
  throw new CliError(`there is no action ${n}: \`crawl actions ${file}\` lists ${listed.length}; ${range}; the file is unchanged`, 2);
}

/**
 * The arguments with a negative whole number ("-1") after "--", so that the option parser takes it for the ACTION,
 * not for an unknown option "-1": an action counted from the end, as \`crawl act FILE -1\` is naturally typed.
 */
function negativeNumbersAsActions(args: readonly string[]): string[] {
  const end = args.indexOf('--');
  const before = end < 0 ? args : args.slice(0, end);
  const numbers = before.filter((a) => /^-\d+$/.test(a));
  if (numbers.length === 0) return [...args];
  const rest = before.filter((a) => !/^-\d+$/.test(a));
  return [...rest, '--', ...numbers, ...(end < 0 ? [] : args.slice(end + 1))];
}

/** The one legal action whose label (as `crawl actions` shows it) begins with `words`, any case; else why not. */
function byLabel(file: string, game: SaveFile, words: string): unknown {
  const legal = listedActions(game);
  const labels = legal.map((a) => variantOf(game.setup).text.action(game, a));
  const wanted = words.trim().replace(/\s+/g, ' ').toLowerCase();
  const matches = legal.flatMap((a, i) => (labels[i]!.toLowerCase().startsWith(wanted) ? [i] : []));
  if (matches.length === 1) return legal[matches[0]!];
  if (matches.length === 0) {
    throw new CliError(`no action open now is labelled "${words.trim()}": \`crawl actions ${file}\` lists ${legal.length}; give one's number, label or JSON; the file is unchanged`, 2);
  }
  const shown = matches.slice(0, 8).map((i) => `${i + 1} (${labels[i]})`).join(', ');
  throw new CliError(`"${words.trim()}" begins ${matches.length} actions' labels: ${shown}${matches.length > 8 ? ', …' : ''}; give more of the label or its number; the file is unchanged`, 2);
}

/** The computer's answers taken and printed, and the file saved once after them (the action before is saved already). */
function answered(file: string, game: SaveFile): SaveFile {
  let last: SaveFile | undefined;
  const now = computerAnswers(game, (next) => (last = next), (line) => process.stdout.write(`${line}\n`));
  if (last) writeAtomically(file, writeSave(last));
  return now;
}
