import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { COLOURS, COLOUR_OF, isTerrain, newGame, writeSave, type CrawlOptions, type Colour } from '../../engine';
import { CliError, writeAtomically } from '../io';

export const help = `crawl new --variant magic-crawl [options] [-o FILE]

Starts a new game. The same seed and options always give the same file, byte
for byte, so a seed is a game you can share.

Options:
  --variant V          the game to play: magic-crawl (the only one so far)
  --seed S             any text; a random seed is chosen when left out
  --distribution D     how terrain is drawn: standard (the Setup Land Piles,
                       default), adjusted (the larger Adjusting piles) or d6
                       (the 1d6 table)
  --start-colour C     colour of the start hex: W, U, B, R, G (or Plains,
                       Island, Swamp, Mountain, Forest), or random (default)
  -o, --output FILE    write the game to FILE (refuses to replace a file
                       unless --force); without it the game goes to stdout
  --force              replace FILE if it exists
`;

export function run(args: string[]): void {
  const { values } = parseArgs({
    args,
    options: {
      variant: { type: 'string', default: 'magic-crawl' },
      seed: { type: 'string' },
      distribution: { type: 'string', default: 'standard' },
      'start-colour': { type: 'string', default: 'random' },
      'start-color': { type: 'string' },
      output: { type: 'string', short: 'o' },
      force: { type: 'boolean', default: false },
    },
    allowPositionals: false,
  });
  if (values.variant !== 'magic-crawl') {
    throw new CliError(`unknown variant "${values.variant}": this version plays magic-crawl`, 2);
  }
  const distribution = values.distribution;
  if (distribution !== 'standard' && distribution !== 'adjusted' && distribution !== 'd6') {
    throw new CliError(`--distribution must be standard, adjusted or d6, not "${distribution}"`, 2);
  }
  const options: CrawlOptions = { distribution, startColour: parseColour(values['start-color'] ?? values['start-colour']) };
  const seed = values.seed ?? freshSeed();
  if (seed.length === 0 || seed.length > 200) throw new CliError('--seed must be 1 to 200 characters', 2);
  const text = writeSave(newGame(seed, options));
  if (!values.output) {
    process.stdout.write(text);
    return;
  }
  if (existsSync(values.output) && !values.force) {
    throw new CliError(`${values.output} already exists; choose another name or add --force to replace it`);
  }
  writeAtomically(values.output, text);
  process.stderr.write(`New Magic Crawl game in ${values.output} (seed "${seed}").\n`);
}

function parseColour(input: string): Colour | 'random' {
  const v = input.trim();
  if (v.toLowerCase() === 'random') return 'random';
  const letter = v.toUpperCase();
  if ((COLOURS as readonly string[]).includes(letter)) return letter as Colour;
  const terrain = v.charAt(0).toUpperCase() + v.slice(1).toLowerCase();
  if (isTerrain(terrain)) return COLOUR_OF[terrain];
  throw new CliError(`--start-colour must be W, U, B, R, G, a basic land name, or random; not "${input}"`, 2);
}

/** A short seed that is easy to read aloud: 8 letters and digits, no look-alikes. */
export function freshSeed(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return [...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('');
}
