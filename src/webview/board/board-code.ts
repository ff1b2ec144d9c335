import type { BoardKind } from '../../protocol/table-view';
import './hex-board';

/**
 * The code each kind of board needs. The hex map (Magic Crawl, the flagship,
 * whose first paint the bench times) ships in the first bundle; every other
 * board, and the key the side panel shows beside it, is a chunk of its own
 * (scripts/webview-build.mjs), loaded the first time a game shows that kind.
 * So a game's page loads only its own board.
 */
const LATER: Partial<Record<BoardKind, () => Promise<unknown>>> = {
  'square-grid': () => Promise.all([import('./square-board'), import('../panel/square-legend')]),
  castle: () => import('./castle-board'),
  dungeon: () => import('./dungeon-board'),
  table: () => import('./seats-board'),
};

const loading = new Map<BoardKind, Promise<unknown>>();
const ready = new Set<BoardKind>(['hex-map']);

/**
 * Undefined when the board of this kind can draw now; else the promise of its
 * code, asked for once (later calls share it). A kind with no component of
 * its own is ready: the app says it cannot draw it.
 */
export function boardCode(kind: BoardKind): Promise<unknown> | undefined {
  if (ready.has(kind)) return undefined;
  const load = LATER[kind];
  if (!load) return undefined;
  let done = loading.get(kind);
  if (!done) {
    done = load().then(() => ready.add(kind));
    loading.set(kind, done);
  }
  return done;
}
