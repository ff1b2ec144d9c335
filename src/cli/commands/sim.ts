import { parseArgs } from 'node:util';
import { allVariants, type Simulation } from '../../engine';
import { CliError } from '../io';
import { optionFiles } from '../option-files';
import { chosenVariant, parseOptions, perVariant, settled, VARIANT_OPTION, variantHelp } from '../variant-options';

const simulated = allVariants().filter((v) => v.cli.simulation);
const only: Simulation | undefined = simulated.length === 1 ? simulated[0]!.cli.simulation : undefined;

export const help = `crawl sim [--games N] [--seed S] ${only ? only.help.usage : '[--variant V]'} [options]

${simulated.map((v) => `${only ? '' : `${v.title} (--variant ${v.id}): `}${v.cli.simulation!.help.about}`).join('\n\n')}

Options:
  --games N            how many games (default 100)
  --seed S             the seed the game seeds are made from (default "sim")
${variantHelp()}${perVariant(simulated, (v) => v.cli.simulation!.help.options)}Exits 1 if any game broke an invariant or was refused a legal action.
`;

/**
 * Many games with the game variant's bot: the variant reads its options and
 * plays; this times the games (the engine keeps no clock), shows progress on
 * a terminal, and prints what the variant reports.
 */
export function run(args: string[]): void {
  const variant = chosenVariant(args);
  const simulation = variant.cli.simulation;
  if (!simulation) throw new CliError(`${variant.title} has no bot yet, so its games cannot be simulated`, 2);
  const { values, positionals } = parseArgs({
    args,
    options: {
      ...parseOptions(simulation.options),
      games: { type: 'string', default: '100' },
      seed: { type: 'string', default: 'sim' },
      ...VARIANT_OPTION,
    },
    allowPositionals: true,
  });
  if (positionals.length > 0) throw new CliError('crawl sim takes no FILE', 2);
  const count = values.games as string;
  const games = Number(count);
  if (!/^\d+$/.test(count) || games < 1 || games > 10_000_000) throw new CliError(`--games must be a whole number from 1, not "${count}"`, 2);
  // The player's files are read once for every game: their notes are not repeated per game, nor said at all.
  const prepared = settled(simulation.prepare({ games, seed: values.seed as string, values, files: optionFiles(() => undefined) }));
  let done = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = prepared.play(
    process.stderr.isTTY === true && games >= 500
      ? () => {
          if (++done % 100 === 0) process.stderr.write(`\r${done} / ${games} games`);
        }
      : undefined,
  );
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  if (done > 0) process.stderr.write('\r\x1b[K');
  process.stdout.write(result.report({ seconds, cpuSeconds: (used.user + used.system) / 1e6 }));
  for (const line of result.errors) process.stderr.write(`${line}\n`);
  if (result.failure) throw new CliError(result.failure);
}
