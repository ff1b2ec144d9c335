import type { CardType } from '../cards/card';
import type { ImportAutomation } from './automation';
import { CARD_TYPES, type ImportedCard } from './facts';

export interface CoverageCounts {
  readonly total: number;
  readonly full: number;
  readonly partial: number;
  readonly manual: number;
}

export interface Coverage extends CoverageCounts {
  /** A card of two types (Artifact Creature) counts under each. */
  readonly byType: Readonly<Record<CardType, CoverageCounts>>;
}

const COVERAGE_TYPES: readonly CardType[] = ['Creature', 'Instant', 'Sorcery', 'Enchantment', 'Artifact', 'Land', 'Planeswalker'];

function count(cards: readonly { automation: ImportAutomation }[]): CoverageCounts {
  const n = (a: ImportAutomation) => cards.filter((c) => c.automation === a).length;
  return { total: cards.length, full: n('full'), partial: n('partial'), manual: n('manual') };
}

/** How many cards the engine plays fully, in part (keywords plus text to resolve by hand), or by hand. */
export function coverage(cards: readonly ImportedCard[]): Coverage {
  const byType = Object.fromEntries(COVERAGE_TYPES.map((t) => [t, count(cards.filter((c) => c.def.types.includes(t)))])) as Record<CardType, CoverageCounts>;
  return { ...count(cards), byType };
}

export { COVERAGE_TYPES, CARD_TYPES };
