import { variantOf } from '../variants/registry';
import type { VariantDiff } from '../variants/variant-diff';
import type { LogEntry, SaveFile } from './schema';
import { timeline, type Timeline } from './timeline';

/**
 * What changed from one save of a game to another: the actions between them
 * (from the log), and what changed in the game itself, in its variant's
 * terms (Variant.diff: for Magic Crawl, the hexes newly mapped and entered,
 * life, the cards that changed zone, the outcome).
 */
export interface GameDiff {
  readonly timeline: Timeline['relation'];
  /** Actions in B that A lacks (B played on), and the other way round. */
  readonly actions: { readonly added: readonly LogEntry[]; readonly removed: readonly LogEntry[] };
  /** What changed in the game; none between games of two variants, which share nothing to compare. */
  readonly game: VariantDiff | undefined;
}

export function gameDiff(a: SaveFile, b: SaveFile): GameDiff {
  const t = timeline(a, b);
  const actions =
    t.relation === 'b-extends-a'
      ? { added: t.ahead, removed: [] }
      : t.relation === 'a-extends-b'
        ? { added: [], removed: t.ahead }
        : t.relation === 'forked'
          ? { added: t.b, removed: t.a }
          : { added: [], removed: [] };
  const game = a.setup.variant === b.setup.variant ? variantOf(a.setup).diff(a, b) : undefined;
  return { timeline: t.relation, actions, game };
}

/** A diff as tools read it (`crawl diff --json`): the timeline, the actions, then the variant's record. */
export function diffRecord(d: GameDiff): Record<string, unknown> {
  return { timeline: d.timeline, actions: d.actions, ...d.game?.record };
}
