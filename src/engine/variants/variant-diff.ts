import type { GridPlace } from '../../protocol/table-view';

/**
 * What changed from one save of a game to another, in its variant's own
 * terms (Variant.diff): the part of `crawl diff` and of the Compare view
 * that is not the log. The log's part (which actions lie between the two) is
 * every variant's alike (save/game-diff.ts).
 */
export interface VariantDiff {
  /** Its record, for tools: `crawl diff --json` prints its members after the timeline and the actions. */
  readonly record: Readonly<Record<string, unknown>>;
  /** The same in words, a line each, as `crawl diff` prints them after the actions ("Life: 20 → 17"). */
  readonly lines: readonly string[];
  /** The player's life from the first save to the second, when it changed (the Compare view shows it). */
  readonly life?: { readonly from: number; readonly to: number };
  /** Cards that came to or left each zone, from the first save to the second (the Compare view lists them). */
  readonly zones: readonly ZoneChange[];
  /** The places of each save's board that changed there and not in the other (a hex mapped or entered), for the Compare view to mark. */
  readonly places: { readonly a: readonly BoardPlace[]; readonly b: readonly BoardPlace[] };
}

/** A zone's cards that came or went, counted by name (zones hold copies). */
export interface ZoneChange {
  readonly zone: string;
  readonly added: readonly string[];
  readonly removed: readonly string[];
}

/** A place on a board: a hex of a hex map (axial q, r), or a square of a grid. */
export type BoardPlace = { readonly q: number; readonly r: number } | GridPlace;

/** Names counted, copies too: what `to` holds more of than `from`, sorted (the cards that came to a zone). */
export function namesAdded(from: readonly string[], to: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const n of from) left.set(n, (left.get(n) ?? 0) + 1);
  const out: string[] = [];
  for (const n of to) {
    const k = left.get(n) ?? 0;
    if (k > 0) left.set(n, k - 1);
    else out.push(n);
  }
  return out.sort();
}
