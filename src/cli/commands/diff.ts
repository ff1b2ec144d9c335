import { parseArgs } from 'node:util';
import { diffRecord, gameDiff, type GameDiff } from '../../engine';
import { CliError, loadGame } from '../io';

export const help = `crawl diff A B [--json]

What changed from saved game A to saved game B of the same game: the
actions between them (from the log: B played on, A played on, or where the
two forked), the hexes mapped and entered, your life, the cards that moved
between zones (hand, battlefield, graveyard, exile, library, and the
encounter's creatures), and the outcome. --json prints the same as one JSON
object, for tools. Exits 0 whatever the differences.
`;

export function run(args: string[]): void {
  const { values, positionals } = parseArgs({ args, options: { json: { type: 'boolean', default: false } }, allowPositionals: true });
  if (positionals.length !== 2) throw new CliError('crawl diff takes two FILEs: A B', 2);
  const [a, b] = positionals as [string, string];
  const diff = gameDiff(loadGame(a), loadGame(b));
  process.stdout.write(values.json ? JSON.stringify(diffRecord(diff), null, 2) + '\n' : text(diff, a, b));
}

function text(d: GameDiff, a: string, b: string): string {
  if (d.timeline === 'different-games') return `${a} and ${b} are different games (their setups differ).\n`;
  const out: string[] = [];
  const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;
  switch (d.timeline) {
    case 'equal':
      out.push('The same game at the same point.');
      break;
    case 'b-extends-a':
      out.push(`${b} is ${plural(d.actions.added.length, 'action')} further on:`);
      break;
    case 'a-extends-b':
      out.push(`${b} is ${plural(d.actions.removed.length, 'action')} behind ${a} (these are not in ${b}):`);
      break;
    case 'forked':
      const common = d.actions.added[0]!.seq - 1;
      out.push(`The two part ways ${common === 0 ? 'from the opening' : `after action ${common}`}: ${a} went on with ${d.actions.removed.length}, ${b} with ${d.actions.added.length}.`);
      break;
  }
  for (const e of d.actions.removed) out.push(`  - ${e.seq}. ${e.text}`);
  for (const e of d.actions.added) out.push(`  + ${e.seq}. ${e.text}`);
  // Then what changed in the game, in its variant's words.
  out.push(...(d.game?.lines ?? []));
  return out.join('\n') + '\n';
}
