import { diffArrays } from 'diff';

/**
 * The lines that differ between two versions of a saved game, as hunks in the
 * old text's line numbers: replace `deleteCount` lines from `start` with
 * `insert`. The extension host turns these into a minimal edit, so undo steps
 * move by move and the text editor beside the playmat keeps its place; the
 * benchmark counts them to show a move touches only what it changed.
 */
export interface LineHunk {
  /** 0-based index of the first old line replaced. */
  readonly start: number;
  readonly deleteCount: number;
  readonly insert: readonly string[];
}

export function lineHunks(before: string, after: string): LineHunk[] {
  const hunks: LineHunk[] = [];
  let line = 0;
  let current: { start: number; deleteCount: number; insert: string[] } | undefined;
  for (const part of diffArrays(before.split('\n'), after.split('\n'))) {
    if (!part.added && !part.removed) {
      if (current) hunks.push(current);
      current = undefined;
      line += part.value.length;
      continue;
    }
    current ??= { start: line, deleteCount: 0, insert: [] };
    if (part.removed) {
      current.deleteCount += part.value.length;
      line += part.value.length;
    } else {
      current.insert.push(...part.value);
    }
  }
  if (current) hunks.push(current);
  return hunks;
}

/** How many lines of the new text are new or changed (what `git diff` marks with +). */
export function changedLines(before: string, after: string): number {
  return lineHunks(before, after).reduce((n, h) => n + h.insert.length, 0);
}
