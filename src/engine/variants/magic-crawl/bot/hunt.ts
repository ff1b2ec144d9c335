import { TERRAINS, type Terrain } from '../../../colour';
import { hexKey, hexNeighbours, type Hex } from '../../../hex';
import { isColourlessHex, pilesOf } from '../explore';
import { creaturesOfColour } from '../goals';
import { D6_TABLE } from '../land-piles';
import { findHex, walkBeyond } from '../map';
import type { CrawlSetup, CrawlState, MappedHex } from '../schema';

/**
 * Travel for the goals that name creatures: defeat one, or every creature
 * of a colour. A creature is met only in a hex whose Encounter Pile holds
 * it, so the hexes worth entering are those of the wanted creatures'
 * colours, the more so the more of their pile is still wanted. Entering a
 * hex also maps its new neighbours from the Land Pile of its colour, so a
 * hex counts too for the wanted terrain it may bring to light. Moving across
 * hexes already entered costs nothing (no encounter, no card drawn), so
 * every mapped hex is in reach: only the hex finally entered costs a fight,
 * and a card from a library that must last the whole hunt.
 */

type Game = { readonly setup: CrawlSetup; readonly state: CrawlState };

/** How much a wanted terrain one hex further on is worth, beside a wanted creature in this hex: a chance later, not now. */
const REVEAL = 0.3;
/** Expected power of a pile's draw, against the chance of a wanted creature: a fight you lose ends the hunt. */
const THREAT = 0.02;
/** Each step across the map: only to prefer the nearer of two equal hexes. */
const STEP = 0.001;

/** The creatures the goals still ask to defeat. */
export function wantedCreatures(game: Game): Set<string> {
  const { setup, state } = game;
  const wanted = new Set<string>();
  for (const goal of setup.options.goals) {
    const named = goal.type === 'defeat' ? [goal.creature] : goal.type === 'defeat-colour' ? creaturesOfColour(setup, goal.colour) : [];
    for (const name of named) if (!state.defeated.includes(name)) wanted.add(name);
  }
  return wanted;
}

/**
 * For each neighbour of the token: the worth of the best unexplored hex to
 * enter by way of it (itself, or one reached across hexes already entered).
 * `threat` is the expected power a pile sends.
 */
export function huntScores(game: Game, wanted: ReadonlySet<string>, threat: (terrain: Terrain) => number): Map<string, number> {
  const { state } = game;
  const chance = pileChances(state, wanted);
  const known = new Map<MappedHex, number>();
  const worth = (h: MappedHex) => {
    let w = known.get(h);
    if (w === undefined) known.set(h, (w = hexChance(h, chance) + REVEAL * revealed(state, h, chance) - THREAT * threat(h.terrain)));
    return w;
  };
  const out = new Map<string, number>();
  for (const n of hexNeighbours(state.token)) {
    const h = findHex(state.hexes, n);
    if (!h) continue;
    out.set(hexKey(n), h.explored ? bestBeyond(state, n, worth) : worth(h));
  }
  return out;
}

/** For each pile: the chance that its draw is a wanted creature. */
function pileChances(state: CrawlState, wanted: ReadonlySet<string>): Record<Terrain, number> {
  const out = {} as Record<Terrain, number>;
  for (const t of TERRAINS) {
    const pile = state.encounterPiles[t];
    const size = pile.creatures.length + pile.lands + (pile.spell ? 1 : 0);
    out[t] = size === 0 ? 0 : pile.creatures.filter((c) => wanted.has(c)).length / size;
  }
  return out;
}

/** The chance that entering this hex meets a wanted creature: a colourless land's hex draws from any pile, a multicolour one's from either colour's. */
function hexChance(h: MappedHex, chance: Record<Terrain, number>): number {
  const piles: readonly Terrain[] = isColourlessHex(h) ? TERRAINS : pilesOf(h);
  return piles.reduce((sum, t) => sum + chance[t], 0) / piles.length;
}

/** What the neighbours that entering `h` would map are worth: for each, the chance of each terrain times that terrain's chance of a wanted creature. */
function revealed(state: CrawlState, h: MappedHex, chance: Record<Terrain, number>): number {
  const unmapped = hexNeighbours(h).filter((n) => !findHex(state.hexes, n)).length;
  if (unmapped === 0) return 0;
  const sources = pilesOf(h);
  let perHex = 0;
  for (const from of sources) {
    const odds = terrainOdds(state, from);
    for (const t of TERRAINS) perHex += (odds[t] * chance[t]) / sources.length;
  }
  return unmapped * perHex;
}

/** The chance of each terrain for a hex mapped from a hex of `from`: its Land Pile's counts, or the d6 table's column. */
function terrainOdds(state: CrawlState, from: Terrain): Record<Terrain, number> {
  const odds = {} as Record<Terrain, number>;
  const pile = state.landPiles?.[from];
  if (pile) {
    const total = TERRAINS.reduce((n, t) => n + pile[t], 0);
    for (const t of TERRAINS) odds[t] = total === 0 ? 0 : pile[t] / total;
  } else {
    for (const t of TERRAINS) odds[t] = D6_TABLE[from].filter((x) => x === t).length / 6;
  }
  return odds;
}

/** The best unexplored hex reached from the explored hex `from` across explored hexes (breadth-first), less a little per step. */
function bestBeyond(state: CrawlState, from: Hex, worth: (h: MappedHex) => number): number {
  let best = -Infinity;
  // From the token, a hex `steps` beyond its neighbour `from` is one step further.
  walkBeyond(state, from, (h, steps) => {
    if (!h.explored) best = Math.max(best, worth(h) - STEP * (steps + 1));
  });
  return best;
}
