import type { Colour, Terrain } from '../../../src/engine/colour';
import { seedRng, type RngState } from '../../../src/engine/rng';
import {
  poolLandFacts,
  type Board,
  type CreatureFacts,
  type Lookups,
  type Square,
} from '../../../src/engine/variants/frontier/board';

/**
 * Small hand-built Frontier boards for the board's tests, drawn as text:
 * one line per row (north first), one word per place:
 *   ?  a face-down land       #  a hole
 *   F I S M P  Forest, Island, Swamp, Mountain, Plains
 *   Sav Tun Gar  Savannah, Tundra, Gargoyle Castle (a colourless land)
 * then optionally `*a` or `*b` (tapped by ann or ben) and `@1,2` (creatures
 * 1 and 2 stand there). Ann sits north (row 0), Ben south.
 */

export const ANN = 'ann';
export const BEN = 'ben';

const LANDS: Record<string, string> = {
  F: 'Forest',
  I: 'Island',
  S: 'Swamp',
  M: 'Mountain',
  P: 'Plains',
  Sav: 'Savannah',
  Tun: 'Tundra',
  Gar: 'Gargoyle Castle',
};

export interface Drawn {
  /** The lands still face down; Mountains by default, as many as there are face-down places. */
  readonly faceDown?: readonly string[];
  readonly home?: { readonly ann?: readonly number[]; readonly ben?: readonly number[] };
  readonly moved?: readonly number[];
}

export function board(picture: string, options: Drawn = {}): Board {
  const lines = picture
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/));
  let faceDownPlaces = 0;
  const grid = lines.map((words) =>
    words.map((word): Square => {
      const m = /^([^*@]+)(?:\*([ab]))?(?:@([\d,]+))?$/.exec(word);
      if (!m) throw new Error(`cannot read the place "${word}"`);
      const creatures = m[3] ? m[3].split(',').map(Number) : [];
      if (m[1] === '?') {
        faceDownPlaces++;
        return { land: 'face-down', creatures };
      }
      if (m[1] === '#') return { land: 'hole', creatures };
      const card = LANDS[m[1]!];
      if (!card) throw new Error(`no land is written "${m[1]}"`);
      return m[2] ? { land: 'face-up', card, tappedBy: m[2] === 'a' ? ANN : BEN, creatures } : { land: 'face-up', card, creatures };
    }),
  );
  return {
    rows: grid.length,
    cols: grid[0]!.length,
    grid,
    faceDown: [...(options.faceDown ?? Array.from({ length: faceDownPlaces }, () => 'Mountain'))].sort(),
    graveyard: [],
    outOfGame: [],
    sides: { north: { seat: ANN, home: [...(options.home?.ann ?? [])] }, south: { seat: BEN, home: [...(options.home?.ben ?? [])] } },
    moved: [...(options.moved ?? [])].sort((a, b) => a - b),
  };
}

/** A creature's facts: Ann's, green, untapped, not sick, no abilities, unless told. */
export function creature(facts: Partial<CreatureFacts> = {}): CreatureFacts {
  return { seat: ANN, colours: ['G'] as Colour[], tapped: false, sick: false, ...facts };
}

export function lookups(creatures: Record<number, Partial<CreatureFacts>>): Lookups {
  const facts = new Map(Object.entries(creatures).map(([id, f]) => [Number(id), creature(f)]));
  return {
    creature(id) {
      const f = facts.get(id);
      if (!f) throw new Error(`the test gave no facts for creature ${id}`);
      return f;
    },
    land: poolLandFacts,
  };
}

export const rng = (seed = 'frontier-board'): RngState => seedRng(seed);

/** "r,c" for each destination, sorted: easy to compare. */
export function places(list: readonly { row: number; col: number }[]): string[] {
  return list.map((p) => `${p.row},${p.col}`).sort();
}

export const walks = (...types: Terrain[]) => ({ landwalk: types });
