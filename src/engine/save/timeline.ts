import { Value } from '@sinclair/typebox/value';
import type { LogEntry, SaveFile } from './schema';

/**
 * How two saves of one game relate through their logs: the same game (the
 * same setup), and then one log extends the other, or they are equal, or
 * they fork after a common stretch. The log is the game's history, so this
 * is what a diff or a merge of two saves needs first.
 */
export type Timeline =
  | { readonly relation: 'different-games' }
  | { readonly relation: 'equal'; readonly length: number }
  /** `b` is `a` played on: `b`'s log holds all of `a`'s, then `ahead` more actions. */
  | { readonly relation: 'b-extends-a'; readonly common: number; readonly ahead: readonly LogEntry[] }
  | { readonly relation: 'a-extends-b'; readonly common: number; readonly ahead: readonly LogEntry[] }
  /** Both went on from the first `common` actions, each its own way. */
  | { readonly relation: 'forked'; readonly common: number; readonly a: readonly LogEntry[]; readonly b: readonly LogEntry[] };

const sameEntry = (x: LogEntry, y: LogEntry) => x.seq === y.seq && Value.Equal(x.action, y.action);

export function timeline(a: SaveFile, b: SaveFile): Timeline {
  if (!Value.Equal(a.setup, b.setup)) return { relation: 'different-games' };
  let common = 0;
  while (common < a.log.length && common < b.log.length && sameEntry(a.log[common]!, b.log[common]!)) common++;
  if (common === a.log.length && common === b.log.length) return { relation: 'equal', length: common };
  if (common === a.log.length) return { relation: 'b-extends-a', common, ahead: b.log.slice(common) };
  if (common === b.log.length) return { relation: 'a-extends-b', common, ahead: a.log.slice(common) };
  return { relation: 'forked', common, a: a.log.slice(common), b: b.log.slice(common) };
}
