import { strict as assert } from 'node:assert';
import { newGame, type Distribution, type Terrain } from '../../src/engine';
import { TERRAINS } from '../../src/engine/colour';
import { D6_TABLE, landPilesFor, magicCrawl } from '../../src/engine/variants/magic-crawl';
import { explorerAction } from './helpers';

/**
 * The terrain of newly mapped neighbours must follow the pile (or d6 column)
 * of the hex they were mapped from. Samples come from real play: every
 * "mapped" event of explorer games (whole games: opening hand, fights,
 * preparation rounds, travel) from fixed seeds, so the test is
 * deterministic. Chi-square at the 0.001 level; a second check shows the
 * test would catch a wrong table.
 */

/** Upper 0.1% points of the chi-square distribution, by degrees of freedom. */
const CRITICAL_0_001 = [NaN, 10.83, 13.82, 16.27, 18.47];

function expected(distribution: Distribution, from: Terrain): number[] {
  const piles = landPilesFor(distribution);
  if (piles) {
    const total = TERRAINS.reduce((s, t) => s + piles[from][t], 0);
    return TERRAINS.map((t) => piles[from][t] / total);
  }
  return TERRAINS.map((t) => D6_TABLE[from].filter((x) => x === t).length / 6);
}

function chiSquare(observed: number[], probabilities: number[]): { chi: number; df: number; impossibleSeen: boolean } {
  const n = observed.reduce((a, b) => a + b, 0);
  let chi = 0;
  let df = -1;
  let impossibleSeen = false;
  observed.forEach((o, i) => {
    const p = probabilities[i]!;
    if (p === 0) {
      if (o > 0) impossibleSeen = true;
      return;
    }
    df++;
    chi += (o - n * p) ** 2 / (n * p);
  });
  return { chi, df, impossibleSeen };
}

/** Counts new terrain by the terrain it was mapped from, over games of the explorer (test/unit/helpers.ts). */
function sample(distribution: Distribution, perTerrain: number): Record<Terrain, number[]> {
  const counts = Object.fromEntries(TERRAINS.map((t) => [t, [0, 0, 0, 0, 0]])) as Record<Terrain, number[]>;
  const enough = () => TERRAINS.every((t) => counts[t].reduce((a, b) => a + b, 0) >= perTerrain);
  for (let game = 0; game < 5000 && !enough(); game++) {
    const { setup, state: start } = newGame(`chi-${distribution}-${game}`, { distribution });
    let state = start;
    for (let step = 0; step < 3000; step++) {
      const action = explorerAction({ setup, state }, game);
      if (!action) break;
      const r = magicCrawl.apply(setup, state, action);
      if (!r.ok) throw new Error(r.error.message);
      for (const e of r.events) if (e.type === 'mapped') for (const h of e.hexes) counts[e.from][TERRAINS.indexOf(h.terrain)]!++;
      state = r.state;
    }
  }
  return counts;
}

/** Samples per terrain of origin: enough for the power check below to reject every wrong table. */
const PER_TERRAIN = 1500;

describe('neighbour terrain follows the pile of the hex it is mapped from (chi-square)', function () {
  // Whole games, thousands of actions: a few seconds each alone, more on a busy machine.
  this.timeout(180_000);
  for (const distribution of ['standard', 'adjusted', 'd6'] as const) {
    it(`with ${distribution} terrain`, () => {
      const counts = sample(distribution, PER_TERRAIN);
      for (const from of TERRAINS) {
        const observed = counts[from];
        const n = observed.reduce((a, b) => a + b, 0);
        assert.ok(n >= PER_TERRAIN, `${from}: only ${n} samples`);
        const { chi, df, impossibleSeen } = chiSquare(observed, expected(distribution, from));
        assert.ok(!impossibleSeen, `${from}: drew a land its pile does not hold: ${observed.join(',')}`);
        assert.ok(chi < CRITICAL_0_001[df]!, `${from}: chi-square ${chi.toFixed(2)} (df ${df}) over ${n} draws; observed ${observed.join(',')}`);
        // Power check: the same sample against another pile's table is rejected.
        const wrong = TERRAINS[(TERRAINS.indexOf(from) + 1) % 5]!;
        const against = chiSquare(observed, expected(distribution, wrong));
        assert.ok(against.impossibleSeen || against.chi > CRITICAL_0_001[4]!, `${from} vs ${wrong} table should be rejected`);
      }
    });
  }
});
