import type { CardFacts } from './card';
import { BASIC_LANDS } from './basics';
import { ENCOUNTER_CREATURES } from './encounters';

/** The built-in card pool, looked up by exact name. */
const POOL: ReadonlyMap<string, CardFacts> = new Map([...BASIC_LANDS, ...ENCOUNTER_CREATURES].map((c) => [c.name, c]));

export function findCard(name: string): CardFacts | undefined {
  return POOL.get(name);
}

export function allCards(): Iterable<CardFacts> {
  return POOL.values();
}
