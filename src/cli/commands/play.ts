import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import {
  HEX_DIRECTION_NAMES,
  directionTo,
  findHex,
  hexLabel,
  legalActions,
  newGame,
  replay,
  takeAction,
  writeSave,
  type Action,
  type SaveFile,
} from '../../engine';
import { CliError, loadGame, writeAtomically } from '../io';
import { useColour } from '../style';
import { freshSeed } from './new';
import { render } from './show';

export const help = `crawl play FILE [--seed S]

Plays the game in FILE in the terminal: the map, then the moves you may make,
numbered. Type a number and Enter to take one; u to undo the last action;
q (or Ctrl+D) to stop. Every action is saved to FILE at once. A FILE that does
not exist yet starts a new game (with --seed, a shared one).
`;

export async function runAsync(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({ args, options: { seed: { type: 'string' } }, allowPositionals: true });
  if (positionals.length !== 1) throw new CliError('crawl play takes one FILE', 2);
  const file = positionals[0]!;
  let game: SaveFile;
  if (existsSync(file)) game = loadGame(file);
  else {
    game = newGame(values.seed ?? freshSeed());
    mkdirSync(dirname(file), { recursive: true });
    writeAtomically(file, writeSave(game));
    process.stdout.write(`Started a new game in ${file}.\n`);
  }
  const colour = useColour(process.stdout);
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY === true });
  const prompt = () => {
    process.stdout.write('\n' + render(game, 3, colour) + '\n');
    legalActions(game).forEach((a, i) => process.stdout.write(`  ${i + 1}) ${describe(game, a)}\n`));
    process.stdout.write(`  u) undo the last action   q) stop\n> `);
  };
  prompt();
  for await (const raw of rl) {
    const input = raw.trim().toLowerCase();
    if (input === 'q' || input === 'quit') break;
    if (input === 'u' || input === 'undo') {
      if (game.log.length === 0) process.stdout.write('Nothing to undo.\n');
      else {
        const log = game.log.slice(0, -1);
        const back = replay({ setup: game.setup, log });
        if (!back.ok) throw new CliError(`cannot undo: ${back.divergence.message}`);
        process.stdout.write(`Undid: ${game.log.at(-1)!.text}\n`);
        game = { ...game, state: back.state, log };
        writeAtomically(file, writeSave(game));
      }
    } else {
      const legal = legalActions(game);
      const n = Number(input);
      const action = Number.isInteger(n) && n >= 1 ? legal[n - 1] : undefined;
      if (!action) process.stdout.write(`Type a number from 1 to ${legal.length}, u or q.\n`);
      else {
        const taken = takeAction(game, action);
        if (!taken.ok) process.stdout.write(`${taken.error.message}\n`);
        else {
          game = taken.game;
          writeAtomically(file, writeSave(game));
          process.stdout.write(`${taken.entry.seq}. ${taken.entry.text}\n`);
        }
      }
    }
    prompt();
  }
  rl.close();
  process.stdout.write(`\nSaved in ${file}.\n`);
}

export function run(): void {
  throw new Error('crawl play is interactive; main runs it through runAsync');
}

function describe(game: SaveFile, action: Action): string {
  if (action.type === 'endEncounter') return `end the encounter with ${game.state.encounter?.card ?? 'the creature'}`;
  const h = findHex(game.state.hexes, action.to)!;
  const dir = HEX_DIRECTION_NAMES[directionTo(game.state.token, action.to)] ?? '';
  return `go ${dir} to the ${h.terrain} at ${hexLabel(action.to)}${h.explored ? '' : ' (unexplored)'}`;
}
