import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { findHex, hexNeighbours, newGame, readSave, verify, writeSave, type SaveFile } from '../../src/engine';
import { TERRAINS } from '../../src/engine/colour';
import { playChoices } from './helpers';

/**
 * Invariants over random legal play: a game is a seed, options and a list of
 * choices among the legal actions, so fast-check can shrink any failure to
 * the shortest game that shows it.
 */
const gameArb = fc
  .record({
    seed: fc.string({ minLength: 1, maxLength: 12 }),
    distribution: fc.constantFrom('standard' as const, 'adjusted' as const, 'd6' as const),
    startColour: fc.constantFrom('random' as const, 'W' as const, 'U' as const, 'B' as const, 'R' as const, 'G' as const),
    choices: fc.array(fc.nat(5), { maxLength: 120 }),
  })
  .map(({ seed, distribution, startColour, choices }) => ({
    start: newGame(seed, { distribution, startColour }),
    choices,
  }));

const runs = { numRuns: Number(process.env.CRAWL_PROPERTY_RUNS ?? 150) };

function everyPrefix(start: SaveFile, choices: number[], check: (before: SaveFile, after: SaveFile) => void): void {
  let g = start;
  for (const c of choices) {
    const next = playChoices(g, [c]);
    check(g, next);
    g = next;
  }
}

describe('Magic Crawl invariants over random legal play', () => {
  it('keeps the piles composition: land piles never change; each creature is in its pile or fought, once', () => {
    fc.assert(
      fc.property(gameArb, ({ start, choices }) => {
        const end = playChoices(start, choices);
        assert.deepEqual(end.state.landPiles, start.state.landPiles);
        for (const t of TERRAINS) {
          const now = [...end.state.encounterPiles[t].creatures];
          if (end.state.encounter?.pile === t) now.push(end.state.encounter.card);
          assert.deepEqual(now.sort(), [...start.state.encounterPiles[t].creatures].sort());
          assert.equal(end.state.encounterPiles[t].lands, start.state.encounterPiles[t].lands);
        }
      }),
      runs,
    );
  });

  it('never changes the terrain or place of a mapped hex, and never unexplores one', () => {
    fc.assert(
      fc.property(gameArb, ({ start, choices }) => {
        everyPrefix(start, choices, (before, after) => {
          assert.ok(after.state.hexes.length >= before.state.hexes.length);
          before.state.hexes.forEach((h, i) => {
            const a = after.state.hexes[i]!;
            assert.deepEqual([a.q, a.r, a.terrain], [h.q, h.r, h.terrain]);
            if (h.explored) assert.ok(a.explored);
          });
        });
      }),
      { numRuns: Math.max(20, Math.floor(runs.numRuns / 3)) },
    );
  });

  it('keeps the token on an explored hex whose neighbours are all mapped, and maps no hex twice', () => {
    fc.assert(
      fc.property(gameArb, ({ start, choices }) => {
        const end = playChoices(start, choices);
        const under = findHex(end.state.hexes, end.state.token);
        assert.ok(under?.explored);
        for (const h of end.state.hexes.filter((x) => x.explored)) {
          for (const n of hexNeighbours(h)) assert.ok(findHex(end.state.hexes, n), `neighbour of explored ${h.q},${h.r} is mapped`);
        }
        assert.equal(new Set(end.state.hexes.map((h) => `${h.q},${h.r}`)).size, end.state.hexes.length);
      }),
      runs,
    );
  });

  it('replays the log from the setup to exactly the saved state', () => {
    fc.assert(
      fc.property(gameArb, ({ start, choices }) => {
        const end = playChoices(start, choices);
        assert.deepEqual(verify(end), { ok: true, actions: choices.length });
      }),
      runs,
    );
  });

  it('round-trips through the canonical writer byte for byte, and writing is idempotent', () => {
    fc.assert(
      fc.property(gameArb, ({ start, choices }) => {
        const text = writeSave(playChoices(start, choices));
        const read = readSave(text);
        assert.ok(read.ok, read.ok ? '' : JSON.stringify(read.problems));
        assert.equal(writeSave(read.game), text);
        assert.ok(text.endsWith('}\n') && !text.includes('\r'));
      }),
      runs,
    );
  });

  it('is deterministic: the same seed, options and choices give the same bytes', () => {
    fc.assert(
      fc.property(gameArb, ({ start, choices }) => {
        const again = newGame(start.setup.seed, start.setup.options);
        assert.equal(writeSave(playChoices(again, choices)), writeSave(playChoices(start, choices)));
      }),
      { numRuns: 40 },
    );
  });
});
