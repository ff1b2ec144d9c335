import type { BoardKind } from '../../protocol/table-view';
import { onFirstUse } from '../shared/on-first-use';
import './hex-board';

/**
 * The code each kind of board needs: undefined when the board can draw now,
 * else the promise of its code. The hex map (Magic Crawl, the flagship,
 * whose first paint the bench times) ships in the first bundle; every other
 * board, and the key the side panel shows beside it, is loaded the first
 * time a game shows that kind, so a game's page loads only its own board.
 * A kind with no component of its own needs nothing: the app says it
 * cannot draw it.
 */
export const boardCode = onFirstUse<BoardKind>({
  'square-grid': () => Promise.all([import('./square-board'), import('../panel/square-legend')]),
  castle: () => import('./castle-board'),
  dungeon: () => import('./dungeon-board'),
  table: () => import('./seats-board'),
});
