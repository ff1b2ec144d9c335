import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { type Action, allVariants, chooseAction, newSave, replay, type SaveFile, seedRng, takeAction, variantOf, writeSave } from '../../engine';
import { computerAnswers } from '../computer-answers';
import { listedActions } from '../listed-actions';
import { CliError, loadPlayable, writeAtomically } from '../io';
import { optionFiles } from '../option-files';
import { anyGiven, chosenVariant, parseOptions, perVariant, settled, VARIANT_OPTION, variantHelp } from '../variant-options';
import { useColour } from '../style';
import { freshSeed } from './new';
import { render } from './show';

const KEYS_HELP = `  number   take that action
  words    a riddle's answer, when one waits (anything but a number or a key)
  b        take the action the bot would choose
  u        undo your last action (and the computer's answers to it)
  ?        these keys
  q        stop (Ctrl+D too)
`;

export const help = `crawl play FILE [--seed S] [options]

Plays the game in FILE in the terminal: the table, then every action open
to you, numbered. Type a number and Enter to take one. Every action is
saved to FILE at once. A FILE that does not exist yet starts a new game,
with the options below (a shared --seed gives a shared game).

${KEYS_HELP}
Options for a new game:
  --seed S             any text; a random seed is chosen when left out
${variantHelp()}${perVariant(allVariants(), (v) => v.cli.help.settings)}`;

const KEY_WORDS = new Set(['q', 'quit', '?', 'help', 'u', 'undo', 'b', 'bot']);

const KEYS = '  b) let the bot choose   u) undo   ?) help   q) quit';

export async function runAsync(args: string[]): Promise<void> {
  const variant = chosenVariant(args);
  const settings = variant.cli.settings;
  const { values, positionals } = parseArgs({ args, options: { ...parseOptions(settings), seed: { type: 'string' }, ...VARIANT_OPTION }, allowPositionals: true });
  if (positionals.length !== 1) throw new CliError('crawl play takes one FILE', 2);
  const file = positionals[0]!;
  const seed = values.seed as string | undefined;
  // Read (and refused when wrong) even for a file that exists, as the options were given for a new game.
  const setup = settled(variant.cli.setup(values, seed ?? freshSeed(), optionFiles()));
  let game: SaveFile;
  if (existsSync(file)) {
    game = loadPlayable(file);
    if (seed !== undefined || values.variant !== undefined || anyGiven(values, settings)) process.stderr.write(`${file} exists: the new-game options are ignored.\n`);
  } else {
    game = newSave(setup);
    mkdirSync(dirname(file), { recursive: true });
    writeAtomically(file, writeSave(game));
    process.stdout.write(`Started a new game in ${file}.\n`);
  }
  const colour = useColour(process.stdout);
  const out = (text: string) => process.stdout.write(text);
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY === true });
  let legal: Action[] = [];
  const show = () => {
    computerPlays();
    out('\n' + render(game, 3, colour) + '\n');
    legal = listedActions(game);
    const phase = game.state.phase;
    if (phase.type === 'over') out(`The game is over: ${variantOf(game.setup).text.outcome(game)}\n  u) undo your last action   q) quit\n> `);
    else {
      const digits = String(legal.length).length;
      legal.forEach((a, i) => out(`${String(i + 1).padStart(digits + 2)}) ${variantOf(game.setup).text.action(game, a)}\n`));
      out(`${KEYS}\n> `);
    }
  };
  const save = (next: SaveFile) => {
    game = next;
    writeAtomically(file, writeSave(game));
  };
  const take = (action: Action) => {
    const taken = takeAction(game, action);
    if (!taken.ok) return out(`${taken.error.message}\n`);
    save(taken.game);
    out(`${taken.entry.seq}. ${taken.entry.text}\n`);
  };
  /** The computer answers in the terminal: while the game waits on a seat it plays, it takes its actions (each one logged). */
  function computerPlays(): void {
    game = computerAnswers(game, save, (line) => out(`${line}\n`));
  }
  show();
  for await (const raw of rl) {
    const input = raw.trim().toLowerCase();
    // Words the game waits on (a riddle's answer) are taken as typed: anything but a number or one of the keys.
    const typed = input !== '' && !/^\d+$/.test(input) && !KEY_WORDS.has(input) ? variantOf(game.setup).text.typed?.(game, raw.trim()) : undefined;
    if (typed) {
      take(typed);
      show();
      continue;
    }
    if (input === 'q' || input === 'quit') break;
    if (input === '?' || input === 'help') out(KEYS_HELP);
    else if (input === 'u' || input === 'undo') {
      const back = undoLast(game);
      if (!back) out('Nothing of yours to undo.\n');
      else {
        const undone = game.log.slice(back.log.length);
        const answers = undone.length - 1;
        out(`Undid: ${undone[0]!.text}${answers > 0 ? ` (and the computer's ${answers === 1 ? 'answer' : `${answers} answers`} after it)` : ''}\n`);
        save(back);
      }
    } else if (input === 'b' || input === 'bot') {
      if (legal.length === 0) out('The game is over; u to undo, q to quit.\n');
      else {
        const suggested = variantOf(game.setup).computer?.choose(game);
        if (suggested) take(suggested);
        else out('No computer player for this game.\n');
      }
    } else if (input !== '') {
      const n = Number(input);
      const action = Number.isInteger(n) && n >= 1 ? legal[n - 1] : undefined;
      if (action) take(action);
      else if (legal.length === 0) out('The game is over; u to undo, q to quit.\n');
      else out(`Type a number from 1 to ${legal.length}, b, u, ? or q.\n`);
    }
    show();
  }
  rl.close();
  out(`\nSaved in ${file}.\n`);
}

/**
 * The game before the last action a person took, with the computer's
 * answers after it taken back too: undoing only the computer's last answer
 * would have it answer again at once, the same way. Undefined when no
 * person has acted yet.
 */
export function undoLast(game: SaveFile): SaveFile | undefined {
  const computer = variantOf(game.setup).computer;
  // Who was to act before each entry: replayed once, step by step.
  let now: SaveFile = newSave(game.setup);
  let lastPerson = -1;
  for (let i = 0; i < game.log.length; i++) {
    if (!computer?.toAct(now)) lastPerson = i;
    const taken = takeAction(now, game.log[i]!.action);
    if (!taken.ok) throw new CliError(`cannot undo: log entry ${game.log[i]!.seq} does not replay (${taken.error.message})`);
    now = taken.game;
  }
  if (lastPerson < 0) return undefined;
  const log = game.log.slice(0, lastPerson);
  const back = replay({ setup: game.setup, log });
  if (!back.ok) throw new CliError(`cannot undo: ${back.divergence.message}`);
  return { ...game, state: back.state, log } as SaveFile;
}

export function run(): void {
  throw new Error('crawl play is interactive; main runs it through runAsync');
}
