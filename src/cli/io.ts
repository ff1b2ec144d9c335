import { readFileSync, renameSync, writeFileSync, existsSync, unlinkSync } from 'node:fs';
import { dirname, basename, join } from 'node:path';
import { formatProblem, readSave, type SaveFile, verify } from '../engine';

/** A failure the user caused or must fix: printed to stderr, exit code attached. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/**
 * A reader may stop before the end (`crawl actions FILE | head -1`) and close
 * the pipe: what is left to print then has no one to read it, which is no
 * failure of the command, so it ends at once, quietly, with exit code 0. Any
 * other write error is thrown as before.
 */
export function endQuietlyWhenReaderCloses(out: NodeJS.WriteStream = process.stdout): void {
  out.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') throw e;
    process.exit(0);
  });
}

export function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new CliError(`${file}: no such file`);
    if (code === 'EISDIR') throw new CliError(`${file}: is a folder, not a saved game`);
    throw new CliError(`${file}: cannot be read (${(e as Error).message})`);
  }
}

/** Reads and checks a saved game, or fails listing every problem. */
export function loadGame(file: string): SaveFile {
  const result = readSave(readText(file));
  if (!result.ok) {
    const lines = result.problems.map((p) => `${file}: ${formatProblem(p)}`);
    throw new CliError(lines.join('\n'));
  }
  return result.game;
}

/**
 * A saved game to play on from: read and checked as loadGame does, then
 * replayed. A hand edit or a bad merge can leave a well-formed file whose
 * log no longer leads to its state (a card slipped into a hand); playing on
 * would bury the lie under new moves, so the file is refused, unchanged, as
 * the playmat refuses it.
 */
export function loadPlayable(file: string): SaveFile {
  const game = loadGame(file);
  const checked = verify(game);
  if (!checked.ok) {
    const { path, message, seq } = checked.divergence;
    throw new CliError(
      `${file}: the log does not replay to the saved state: ${path} ${message}${seq ? ` (log entry ${seq})` : ''}. ` +
        'Was it edited by hand? Nothing is played and the file is unchanged; put it back as it was (git checkout, or undo in the editor) to play on.',
    );
  }
  return game;
}

/**
 * Writes through a temporary file and a rename, so an interrupted write can
 * never leave half a saved game behind.
 */
export function writeAtomically(file: string, text: string): void {
  const temp = join(dirname(file), `.${basename(file)}.${process.pid}.tmp`);
  try {
    writeFileSync(temp, text, 'utf8');
    renameSync(temp, file);
  } catch (e) {
    if (existsSync(temp)) unlinkSync(temp);
    throw new CliError(`${file}: cannot be written (${(e as Error).message})`);
  }
}
