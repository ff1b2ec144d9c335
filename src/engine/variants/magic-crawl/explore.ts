import { TERRAINS, type Terrain } from '../../colour';
import { hexNeighbours, type Hex } from '../../hex';
import { drawWeighted } from '../../multiset';
import { rollDie, type RngState } from '../../rng';
import { D6_TABLE } from './land-piles';
import { isMapped } from './map';
import type { LandPiles, MappedHex } from './schema';

/**
 * The exploration rule: for each unmapped neighbour of the hex just entered,
 * in clockwise order from east, shuffle the Land Pile of the entered hex's
 * colour, draw a card for the new terrain and return it (or roll 1d6 on that
 * colour's column when playing without Land Piles).
 */
export function mapAround(
  hexes: readonly MappedHex[],
  center: Hex,
  terrain: Terrain,
  landPiles: LandPiles | null,
  rng: RngState,
): { mapped: MappedHex[]; rng: RngState } {
  const mapped: MappedHex[] = [];
  let state = rng;
  for (const n of hexNeighbours(center)) {
    if (isMapped(hexes, n)) continue;
    const drawn = drawTerrain(state, terrain, landPiles);
    state = drawn.rng;
    mapped.push({ q: n.q, r: n.r, terrain: drawn.value, explored: false });
  }
  return { mapped, rng: state };
}

export function drawTerrain(rng: RngState, from: Terrain, landPiles: LandPiles | null): { value: Terrain; rng: RngState } {
  if (landPiles) return drawWeighted(rng, landPiles[from], TERRAINS);
  const roll = rollDie(rng, 6);
  return { value: D6_TABLE[from][roll.value - 1]!, rng: roll.rng };
}
