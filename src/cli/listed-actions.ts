import { type Action, legalActions, parseAction, type SaveFile } from '../engine';

const CONCEDE = { type: 'concede' } as Action;

/**
 * What `crawl actions` lists, `crawl act` takes by number or label, and `crawl play` numbers: the legal actions, and
 * conceding last when the variant takes {"type":"concede"} at any time without listing it (Castle, Frontier, the
 * Magic table keep it off their legal actions, which their bots choose from); Mayhem lists its own. Nothing is
 * added once the game is over, or while nothing is open.
 */
export function listedActions(game: Pick<SaveFile, 'setup' | 'state'>): Action[] {
  const legal = legalActions(game);
  if (game.state.phase.type === 'over' || legal.length === 0) return legal;
  if (legal.some((a) => (a as { type?: string }).type === 'concede')) return legal;
  return parseAction(CONCEDE, game.setup).ok ? [...legal, CONCEDE] : legal;
}
