import { parseArgs } from 'node:util';
import { formatProblem, type LogEntry, readSave, type SaveFile, timeline, verify, writeSave } from '../../engine';
import { CliError, readText, writeAtomically } from '../io';

export const help = `crawl merge BASE OURS THEIRS

A git merge driver for saved games. A game's log is its history, so when one
side's log holds all of the other's and goes on, the longer one is the merge:
it is written to OURS (git's %A), and the command exits 0. When both sides
went on from the same point each its own way, no file can hold both: the
command explains the two timelines and where they forked, leaves OURS as it
was, and exits 1, so git reports a conflict to resolve by choosing a side.
It never writes a file that fails validation or whose log does not replay.

  git config merge.crawl.name "Crawl saved games"
  git config merge.crawl.driver "crawl merge %O %A %B"
  echo '*.crawl.json merge=crawl' >> .gitattributes
`;

export function run(args: string[]): void {
  const { positionals } = parseArgs({ args, options: {}, allowPositionals: true });
  if (positionals.length !== 3) throw new CliError('crawl merge takes BASE OURS THEIRS', 2);
  const [basePath, oursPath, theirsPath] = positionals as [string, string, string];
  const base = load(basePath, 'the common ancestor (BASE)');
  const ours = load(oursPath, 'ours');
  const theirs = load(theirsPath, 'theirs');
  for (const [side, game] of [['ours', ours], ['theirs', theirs]] as const) {
    if (!sameGame(base, game)) throw new CliError(`${side} is not the same game as the common ancestor (its setup differs); choose a side by hand`);
  }
  const t = timeline(ours, theirs);
  switch (t.relation) {
    case 'different-games':
      throw new CliError('the two sides are different games (their setups differ); choose a side by hand');
    case 'equal':
    case 'a-extends-b':
      process.stderr.write(`crawl merge: ours already holds theirs (${ours.log.length} actions); kept ours\n`);
      return;
    case 'b-extends-a': {
      const checked = verify(theirs);
      if (!checked.ok) throw new CliError(`theirs does not replay (${checked.divergence.path} ${checked.divergence.message}); not written`);
      writeAtomically(oursPath, writeSave(theirs));
      process.stderr.write(`crawl merge: theirs goes ${t.ahead.length} ${t.ahead.length === 1 ? 'action' : 'actions'} further; took theirs (${theirs.log.length} actions)\n`);
      return;
    }
    case 'forked':
      throw new CliError(
        [
          `the two sides played on ${t.common > 0 ? `from action ${t.common}` : 'from the start'}, each its own way, so one file cannot hold both.`,
          t.common > 0 ? `Common to both: up to ${t.common}. ${ours.log[t.common - 1]!.text}` : 'They share no action.',
          `Ours went on with ${t.a.length}: ${lines(t.a)}`,
          `Theirs went on with ${t.b.length}: ${lines(t.b)}`,
          'Keep one side (git checkout --ours FILE or --theirs FILE), then add it.',
        ].join('\n'),
      );
  }
}

function load(path: string, what: string): SaveFile {
  const read = readSave(readText(path));
  if (!read.ok) throw new CliError(`${what} (${path}) is not a valid saved game: ${read.problems.slice(0, 3).map((p) => formatProblem(p)).join('; ')}`);
  return read.game;
}

function sameGame(a: SaveFile, b: SaveFile): boolean {
  return timeline(a, b).relation !== 'different-games';
}

/** The first few entries of a branch, as the log tells them. */
function lines(entries: readonly LogEntry[]): string {
  const shown = entries.slice(0, 4).map((e) => `${e.seq}. ${e.text}`);
  return `${shown.join(' | ')}${entries.length > 4 ? ` | … (${entries.length - 4} more)` : ''}`;
}
