import { hexKey, legalActions, newGame, takeAction, type SaveFile } from '../../../src/engine';
import type { CrawlAction, CrawlOptions } from '../../../src/engine/variants/magic-crawl/schema';
import type { ShowGameMessage } from '../../../src/protocol/messages';

/** Real games made by the engine, to render in the harness. */

/**
 * Plays `moves` moves from a new game, always heading for an unexplored
 * neighbour when there is one (so the map grows), ending each encounter
 * before the next move. Stops inside the last encounter when `stopInEncounter`.
 */
export function playedGame(seed: string, moves: number, options: Partial<CrawlOptions> = {}, stopInEncounter = false): SaveFile {
  let game = newGame(seed, options);
  let made = 0;
  let turn = 0;
  while (made < moves || (!stopInEncounter && game.state.encounter)) {
    const legal = legalActions(game);
    let action: CrawlAction;
    if (game.state.encounter) {
      action = { type: 'endEncounter' };
    } else {
      if (made >= moves) break;
      const explored = new Set(game.state.hexes.filter((h) => h.explored).map(hexKey));
      const moveTargets = legal.filter((a): a is Extract<CrawlAction, { type: 'move' }> => a.type === 'move');
      const fresh = moveTargets.filter((a) => !explored.has(hexKey(a.to)));
      const pool = fresh.length ? fresh : moveTargets;
      action = pool[turn++ % pool.length]!;
      made++;
    }
    const taken = takeAction(game, action);
    if (!taken.ok) throw new Error(taken.error.message);
    game = taken.game;
    if (stopInEncounter && made >= moves && game.state.encounter) break;
  }
  return game;
}

/** Plays until the token stands in an encounter (after at least `minMoves` moves). */
export function gameInEncounter(seed: string, minMoves = 1): SaveFile {
  for (let extra = 0; extra < 40; extra++) {
    const g = playedGame(seed, minMoves + extra, {}, true);
    if (g.state.encounter) return g;
  }
  throw new Error(`seed ${seed} never met a creature`);
}

export function gameMessage(game: SaveFile, extra: Partial<Omit<ShowGameMessage, 'type' | 'game'>> = {}): ShowGameMessage {
  const readOnly = extra.readOnly ?? false;
  return {
    type: 'game',
    game,
    legal: readOnly ? [] : (extra.legal ?? legalActions(game)),
    version: extra.version ?? 7,
    readOnly,
    fileName: extra.fileName ?? 'test.crawl.json',
  };
}
