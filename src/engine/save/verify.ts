import type { GameState } from '../game';
import { variantOf } from '../variants/registry';
import { preview, type Problem } from './problems';
import type { SaveFile } from './schema';

export interface Divergence {
  /** Where the file and the replay part ways: a JSON pointer. */
  readonly path: string;
  readonly message: string;
  /** The log entry (1-based seq) at or after which it happened, if known. */
  readonly seq?: number;
}

export type Verified = { readonly ok: true; readonly actions: number } | { readonly ok: false; readonly divergence: Divergence };

/**
 * Replays the log from the setup, returning the state it leads to, or where
 * it breaks. Only the last state is kept, so each step consumes the one
 * before (ApplyOptions): they start from a copy of the initial state,
 * which may share lists with the setup.
 */
export function replay(game: Pick<SaveFile, 'setup' | 'log'>, checkText = true): { ok: true; state: GameState } | { ok: false; divergence: Divergence } {
  const variant = variantOf(game.setup);
  let state = structuredClone(variant.initialState(game.setup));
  for (let i = 0; i < game.log.length; i++) {
    const entry = game.log[i]!;
    const step = variant.apply(game.setup, state, entry.action, CONSUMES);
    if (!step.ok) {
      return { ok: false, divergence: { path: `/log/${i}/action`, seq: entry.seq, message: `cannot be replayed: ${step.error.message} (rule ${step.error.rule})` } };
    }
    if (checkText) {
      const text = variant.narrate(step.events);
      if (text !== entry.text && !variant.earlierNarrations?.(step.events).includes(entry.text)) {
        return { ok: false, divergence: { path: `/log/${i}/text`, seq: entry.seq, message: `says "${entry.text}", but replaying the action gives "${text}"` } };
      }
    }
    state = step.state;
  }
  return { ok: true, state };
}

const CONSUMES = { consumes: true } as const;

/** A divergence as one of a file's problems, for the lists that show both kinds. */
export function divergenceProblem(d: Divergence): Problem {
  return { path: d.path, message: d.message };
}

/** Replaying `log` from `setup` must reproduce `state` exactly. */
export function verify(game: SaveFile): Verified {
  const replayed = replay(game);
  if (!replayed.ok) return replayed;
  const diff = firstDifference(replayed.state, game.state, '/state');
  if (diff) {
    return {
      ok: false,
      divergence: {
        path: diff.path,
        seq: game.log.length > 0 ? game.log.length : undefined,
        message: `is ${preview(diff.stored)} in the file, but replaying the log gives ${preview(diff.replayed)}`,
      },
    };
  }
  return { ok: true, actions: game.log.length };
}

/** The first place two JSON values differ, depth first, in key order. */
export function firstDifference(replayed: unknown, stored: unknown, path = ''): { path: string; replayed: unknown; stored: unknown } | undefined {
  if (Object.is(replayed, stored)) return undefined;
  if (typeof replayed !== 'object' || typeof stored !== 'object' || replayed === null || stored === null || Array.isArray(replayed) !== Array.isArray(stored)) {
    return { path, replayed, stored };
  }
  if (Array.isArray(replayed) && Array.isArray(stored)) {
    const n = Math.max(replayed.length, stored.length);
    for (let i = 0; i < n; i++) {
      const d = firstDifference(replayed[i], stored[i], `${path}/${i}`);
      if (d) return d;
    }
    return undefined;
  }
  const a = replayed as Record<string, unknown>;
  const b = stored as Record<string, unknown>;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const d = firstDifference(a[key], b[key], `${path}/${key}`);
    if (d) return d;
  }
  return undefined;
}
