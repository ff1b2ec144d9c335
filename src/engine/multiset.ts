import { nextInt, type Drawn, type RngState } from './rng';

/**
 * Drawing from a shuffled pile that is kept as counts, not as an order: a
 * uniformly random card is exactly what "shuffle, then draw the top card"
 * gives, and a file that stores only counts reveals no upcoming draw.
 */

/** Draws one key of `counts` with probability proportional to its count. */
export function drawWeighted<K extends string>(
  rng: RngState,
  counts: Readonly<Record<K, number>>,
  order: readonly K[],
): Drawn<K> {
  const total = order.reduce((sum, k) => sum + counts[k], 0);
  if (total <= 0) throw new RangeError('cannot draw from an empty pile');
  const { value, rng: next } = nextInt(rng, total);
  let left = value;
  for (const k of order) {
    if (left < counts[k]) return { value: k, rng: next };
    left -= counts[k];
  }
  throw new Error('unreachable: weighted draw ran past the total');
}
