import { parseArgs } from 'node:util';
import { variantOf } from '../../engine';
import { computerAnswers } from '../computer-answers';
import { CliError, loadPlayable } from '../io';
import { listedActions } from '../listed-actions';

export const help = `crawl actions FILE [--json] [--no-answer]

Lists what may be done now, numbered, each with a short label and the JSON
action to give \`crawl act\` (or give it the number):

   1  cast Lightning Bolt → Serra Angel   {"type":"cast","card":12,"target":30}

Conceding is listed last in the Magic variants, which take it at any
time. With --json, only the actions, one JSON object per line. The actions a
player takes by hand (moveCard, setTapped, …) are always open and not listed.
When the game waits on a seat the computer plays, the actions listed are
those open to you once it has answered (its answers are said on stderr, and
\`crawl act\` takes them first); with --no-answer, the waiting seat's own.
`;

export function run(args: string[]): void {
  const { values, positionals } = parseArgs({ args, options: { json: { type: 'boolean', default: false }, 'no-answer': { type: 'boolean' } }, allowPositionals: true });
  if (positionals.length !== 1) throw new CliError('crawl actions takes one FILE', 2);
  const loaded = loadPlayable(positionals[0]!);
  // Nothing is saved here: the answers are worked out to list what the person will choose from (crawl act takes the same ones).
  const game = values['no-answer'] ? loaded : computerAnswers(loaded, () => {}, (line) => process.stderr.write(`The computer answers first: ${line}\n`));
  const legal = listedActions(game);
  if (values.json) {
    for (const action of legal) process.stdout.write(JSON.stringify(action) + '\n');
    return;
  }
  if (legal.length === 0) {
    const phase = game.state.phase;
    process.stdout.write(phase.type === 'over' ? `The game is over: ${variantOf(game.setup).text.outcome(game)}\n` : 'No action is open now.\n');
    return;
  }
  const labels = legal.map((a) => variantOf(game.setup).text.action(game, a));
  const width = Math.min(Math.max(...labels.map((l) => l.length)), 60);
  const digits = String(legal.length).length;
  legal.forEach((a, i) => process.stdout.write(`${String(i + 1).padStart(digits + 2)}  ${labels[i]!.padEnd(width)}  ${JSON.stringify(a)}\n`));
}
