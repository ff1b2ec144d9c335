import { TERRAINS, type Terrain } from '../../colour';
import { hexNeighbours, type Hex } from '../../hex';
import { drawWeighted } from '../../multiset';
import { nextInt, rollDie, seedRng, type RngState } from '../../rng';
import { landTerrains } from './expansions';
import { D6_TABLE } from './land-piles';
import { isMapped } from './map';
import type { LandPiles, MappedHex } from './schema';

/**
 * The exploration rule: for each unmapped neighbour of the hex just entered,
 * in clockwise order from east, shuffle the Land Pile of the entered hex's
 * colour, draw a card for the new terrain and return it (or roll 1d6 on that
 * colour's column when playing without Land Piles).
 *
 * Expanding: a multicolour land's hex maps each neighbour from one of its
 * colours' piles (picked at random); a nonbasic land drawn from a pile is
 * discarded and the basic land it replaced goes back. A colourless land's
 * hex gets a colour at random when it is drawn, like the start hex.
 */
export function mapAround(
  hexes: readonly MappedHex[],
  center: MappedHex,
  landPiles: LandPiles | null,
  rng: RngState,
  hexStreams?: string,
): { mapped: MappedHex[]; landPiles: LandPiles | null; rng: RngState } {
  const mapped: MappedHex[] = [];
  const sources = pilesOf(center);
  let piles = landPiles;
  let state = rng;
  for (const n of hexNeighbours(center)) {
    if (isMapped(hexes, n)) continue;
    // With hex streams (the seed given), each new hex draws on its own stream, and the shared one is untouched.
    const shared = state;
    if (hexStreams !== undefined) state = hexStream(hexStreams, 'map', n);
    let from = sources[0]!;
    if (sources.length > 1) {
      const pick = nextInt(state, sources.length);
      state = pick.rng;
      from = sources[pick.value]!;
    }
    const drawn = drawHex(state, n, from, piles);
    state = hexStreams !== undefined ? shared : drawn.rng;
    piles = drawn.landPiles;
    mapped.push(drawn.hex);
  }
  return { mapped, landPiles: piles, rng: state };
}

/** The random stream of one hex: named by the seed, what it is for, and the hex, so no other draw moves it. */
export function hexStream(seed: string, purpose: 'map' | 'encounter', at: Hex): RngState {
  return seedRng(`${seed}/${purpose}/${at.q},${at.r}`);
}

/** A hex of a colourless land (Expanding): its encounters come from any pile. */
export function isColourlessHex(hex: MappedHex | undefined): boolean {
  return hex?.land !== undefined && landTerrains(hex.land).length === 0;
}

/** The piles a hex's neighbours and encounters are drawn from: its terrain's, or each colour of its multicolour land. */
export function pilesOf(hex: MappedHex): Terrain[] {
  if (!hex.land) return [hex.terrain];
  const colours = landTerrains(hex.land);
  return colours.length > 1 ? colours : [hex.terrain];
}

function drawHex(rng: RngState, at: Hex, from: Terrain, landPiles: LandPiles | null): { hex: MappedHex; landPiles: LandPiles | null; rng: RngState } {
  if (!landPiles) {
    const roll = rollDie(rng, 6);
    return { hex: { q: at.q, r: at.r, terrain: D6_TABLE[from][roll.value - 1]!, explored: false }, landPiles, rng: roll.rng };
  }
  const pile = landPiles[from];
  // The pile's basics are read from it directly (drawWeighted reads the five terrains only): a copy without
  // `special` is made only when the special land is drawn.
  const special = pile.special;
  const total = TERRAINS.reduce((n, t) => n + pile[t], 0);
  if (special) {
    const pick = nextInt(rng, total + 1);
    if (pick.value === total) {
      // The nonbasic land: the hex is that land; the card is discarded and the basic it replaced returns.
      const colours = landTerrains(special.card);
      let terrain: Terrain;
      let state = pick.rng;
      if (colours.length === 0) {
        const colour = nextInt(state, TERRAINS.length);
        state = colour.rng;
        terrain = TERRAINS[colour.value]!;
      } else terrain = colours[0]!;
      const { special: _drawn, ...basics } = pile;
      const back = { ...basics, [special.replaces]: basics[special.replaces] + 1 };
      return {
        hex: { q: at.q, r: at.r, terrain, explored: false, land: special.card },
        landPiles: { ...landPiles, [from]: back },
        rng: state,
      };
    }
    rng = pick.rng;
  }
  const drawn = drawWeighted(rng, pile, TERRAINS);
  return { hex: { q: at.q, r: at.r, terrain: drawn.value, explored: false }, landPiles, rng: drawn.rng };
}
