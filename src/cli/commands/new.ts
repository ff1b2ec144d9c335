import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { allVariants, type AnyVariant, newSave, writeSave } from '../../engine';
import { CliError, writeAtomically } from '../io';
import { optionFiles } from '../option-files';
import { chosenVariant, parseOptions, perVariant, settled, VARIANT_OPTION, variantHelp } from '../variant-options';

const variants = allVariants();

export const help = `crawl new [FILE] [options]

Starts a new ${variants.length === 1 ? `${variants[0]!.title} game` : 'game of the variant --variant names'} in FILE (or on stdout when there is no FILE).
The same seed and options always give the same file, byte for byte, so a
seed is a game you can share.

Options:
  --seed S             any text; a random seed is chosen when left out
${perVariant(variants, (v) => `${v.cli.today?.help ?? ''}${v.cli.help.settings}${v.cli.help.files}`)}${variantHelp()}  -o, --output FILE    the same as giving FILE
  --force              replace FILE if it exists (otherwise it is refused)
`;

export function run(args: string[]): void {
  const variant = chosenVariant(args);
  const { values, positionals } = parseArgs({
    args,
    options: {
      ...parseOptions(variant.cli.settings),
      ...VARIANT_OPTION,
      seed: { type: 'string' },
      output: { type: 'string', short: 'o' },
      force: { type: 'boolean', default: false },
      ...parseOptions(variant.cli.files),
      today: { type: 'boolean', default: false },
    },
    allowPositionals: true,
  });
  if (values.today) return today(variant, values, positionals[0] ?? (values.output as string | undefined));
  if (positionals.length > 1 || (positionals.length === 1 && values.output)) throw new CliError('crawl new takes at most one FILE', 2);
  const file = positionals[0] ?? (values.output as string | undefined);
  const seed = (values.seed as string | undefined) ?? freshSeed();
  if (seed.length === 0 || seed.length > 200) throw new CliError('--seed must be 1 to 200 characters', 2);
  const text = writeSave(newSave(settled(variant.cli.setup(values, seed, optionFiles()))));
  if (!file) {
    process.stdout.write(text);
    return;
  }
  if (existsSync(file) && !values.force) {
    throw new CliError(`${file} already exists; choose another name or add --force to replace it`);
  }
  writeAtomically(file, text);
  process.stderr.write(`New ${variant.title} game in ${file} (seed "${seed}").\n`);
}

/** `crawl new --today`: the day's game of the variant, its seed and most options fixed. */
function today(variant: AnyVariant, values: Readonly<Record<string, unknown>>, named: string | undefined): void {
  const daily = variant.cli.today;
  if (!daily) throw new CliError(`${variant.title} has no game of the day; leave out --today`, 2);
  const refused = daily.refuse(values as Parameters<typeof daily.refuse>[0]);
  if (refused.length > 0) throw new CliError(refused.join('\n'), 2);
  const date = new Date();
  const seed = daily.seed(date);
  const file = named ?? daily.fileName(date);
  if (existsSync(file) && !values.force) {
    if (named) throw new CliError(`${file} already exists; choose another name or add --force to replace it`);
    process.stderr.write(`${file} already holds ${daily.title.toLowerCase()}; play it with: crawl play ${file}\n`);
    return;
  }
  writeAtomically(file, writeSave(newSave(settled(daily.setup(values as Parameters<typeof daily.setup>[0], seed, optionFiles())))));
  process.stderr.write(`${daily.title} in ${file} (seed "${seed}").\n`);
}

/** A short seed that is easy to read aloud: 8 letters and digits, no look-alikes. */
export function freshSeed(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return [...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('');
}
