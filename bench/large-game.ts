import { findHex, hexKey, hexNeighbours, legalActions, newGame, takeAction, type Hex, type SaveFile } from '../src/engine';

/**
 * A long game for benchmarks: an explorer that walks (breadth-first) to the
 * nearest unexplored hex until `hexes` are mapped, then wanders the explored
 * map until the log holds `entries` actions. Deterministic from the seed.
 */
export function largeGame(hexes: number, entries: number, seed = 'bench'): SaveFile {
  let g = newGame(seed, { distribution: 'adjusted', startColour: 'G' });
  let wander = 0;
  while (g.log.length < entries) {
    const legal = legalActions(g);
    let action = legal[0]!;
    if (action.type === 'move') {
      const step = g.state.hexes.length < hexes ? stepTowardUnexplored(g) : undefined;
      action = step ? { type: 'move', to: step } : legal[(wander++ * 7) % legal.length]!;
    }
    const taken = takeAction(g, action);
    if (!taken.ok) throw new Error(taken.error.message);
    g = taken.game;
  }
  return g;
}

/** The first step of a shortest path over mapped hexes to the nearest unexplored one. */
function stepTowardUnexplored(g: SaveFile): Hex | undefined {
  const start = g.state.token;
  const firstStep = new Map<string, Hex>([[hexKey(start), start]]);
  const queue: Hex[] = [start];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i]!;
    for (const n of hexNeighbours(at)) {
      const key = hexKey(n);
      const h = findHex(g.state.hexes, n);
      if (!h || firstStep.has(key)) continue;
      const first = at === start ? n : firstStep.get(hexKey(at))!;
      if (!h.explored) return first;
      firstStep.set(key, first);
      queue.push(n);
    }
  }
  return undefined;
}
