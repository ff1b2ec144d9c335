import { parseArgs } from 'node:util';
import { allVariants, type AnyVariant, defaultVariant, findVariant, type FromOptions, type OptionSpecs } from '../engine';
import { CliError } from './io';

/**
 * The game variants on the command line: `--variant` picks one from the
 * registry (the default when left out), the variant's own options are parsed
 * as its specs say, and each command's help lists every variant's options.
 */

/**
 * The variant `--variant` names, read before the rest of the options
 * (which are that variant's to parse); the default when none is named. An
 * unknown one is refused with the list of those this build plays.
 */
export function chosenVariant(args: readonly string[]): AnyVariant {
  const { tokens } = parseArgs({ args: [...args], options: { variant: { type: 'string' } }, strict: false, allowPositionals: true, tokens: true });
  let id: string | undefined;
  for (const t of tokens) if (t.kind === 'option' && t.name === 'variant' && typeof t.value === 'string' && !t.value.startsWith('-')) id = t.value;
  // No value: the strict parse that follows says so.
  if (id === undefined) return defaultVariant();
  const found = findVariant(id);
  if (!found) throw new CliError(`unknown variant "${id}": this version plays ${allVariants().map((v) => v.id).join(', ')}`, 2);
  return found;
}

/** The `--variant` option itself. */
export const VARIANT_OPTION = { variant: { type: 'string' } } as const;

/** A variant's option specs as parseArgs takes them. */
export function parseOptions(specs: OptionSpecs): Record<string, { type: 'string' | 'boolean'; multiple?: boolean }> {
  return Object.fromEntries(Object.entries(specs).map(([name, s]) => [name, { type: s.kind === 'flag' ? 'boolean' : 'string', ...(s.multiple ? { multiple: true } : {}) }]));
}

/** Whether any of these options was given. */
export function anyGiven(values: Readonly<Record<string, unknown>>, specs: OptionSpecs): boolean {
  return Object.keys(specs).some((name) => values[name] !== undefined);
}

/** What the options make, or the command's error: exit code 2 for a wrong option, 1 for a file that cannot be used. */
export function settled<T>(made: FromOptions<T>): T {
  if (!made.ok) throw new CliError(made.problems.join('\n'), made.cause === 'usage' ? 2 : 1);
  return made.value;
}

/** The help line of `--variant`. */
export function variantHelp(): string {
  const ids = allVariants().map((v) => v.id);
  const which = ids.length === 1 ? `${ids[0]} (the only one so far)` : `${ids.join(', ')} (default ${defaultVariant().id})`;
  return `  --variant V          the game to play: ${which}\n`;
}

/** Each variant's part of a command's help: with one variant, its part as it is; with more, each under its name and --variant. */
export function perVariant(variants: readonly AnyVariant[], part: (v: AnyVariant) => string): string {
  if (variants.length === 1) return part(variants[0]!);
  return variants.map((v) => `${v.title} (--variant ${v.id}):\n${part(v)}`).join('');
}
