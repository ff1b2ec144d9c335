import { dirname, basename } from 'node:path';
import { git } from '../git';

/** A commit that changed a file, as `git log` tells it. */
export interface Revision {
  readonly hash: string;
  readonly short: string;
  readonly subject: string;
  /** "3 days ago". */
  readonly when: string;
  readonly author: string;
}

const FIELD = '\x1f';

/** The commits that changed a file, newest first (at most `limit`); none when it is not in a git repository. */
export async function revisionsOf(fsPath: string, limit = 50): Promise<Revision[]> {
  let out: string;
  try {
    out = await git(dirname(fsPath), 'log', `-n${limit}`, `--format=%H${FIELD}%h${FIELD}%s${FIELD}%ar${FIELD}%an`, '--', basename(fsPath));
  } catch {
    return [];
  }
  return out
    .split('\n')
    .filter((line) => line.includes(FIELD))
    .map((line) => {
      const [hash = '', short = '', subject = '', when = '', author = ''] = line.split(FIELD);
      return { hash, short, subject, when, author };
    });
}

/** The file as it was in a commit (or any revision git understands: HEAD, a branch, a tag). */
export function fileAt(fsPath: string, revision: string): Promise<string> {
  // A revision is never an option: "--output=…" must not reach git as one.
  if (revision.startsWith('-')) return Promise.reject(new Error(`"${revision}" is not a revision`));
  // `rev:./name` is read relative to the folder git runs in, wherever the repository's root is.
  return git(dirname(fsPath), 'show', `${revision}:./${basename(fsPath)}`);
}
