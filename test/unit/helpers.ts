import { legalActions, takeAction, type SaveFile } from '../../src/engine';

/** Plays `choices` as indices into the legal actions at each step (wrapping), like a random player. */
export function playChoices(game: SaveFile, choices: readonly number[]): SaveFile {
  let g = game;
  for (const c of choices) {
    const legal = legalActions(g);
    const taken = takeAction(g, legal[c % legal.length]);
    if (!taken.ok) throw new Error(`a legal action was refused: ${taken.error.message}`);
    g = taken.game;
  }
  return g;
}

/** An explorer: ends encounters, prefers unexplored hexes, otherwise wanders. Deterministic from `salt`. */
export function explore(game: SaveFile, steps: number, salt = 0): SaveFile {
  let g = game;
  for (let i = 0; i < steps; i++) {
    const legal = legalActions(g);
    const fresh = legal.filter((a) => a.type === 'move' && g.state.hexes.some((h) => h.q === a.to.q && h.r === a.to.r && !h.explored));
    const pool = fresh.length > 0 ? fresh : legal;
    const taken = takeAction(g, pool[(i * 7 + salt) % pool.length]);
    if (!taken.ok) throw new Error(taken.error.message);
    g = taken.game;
  }
  return g;
}
