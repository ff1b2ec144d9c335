import type { CardType } from '../cards/card';
import type { ImportAutomation } from './automation';
import { CARD_TYPES, type ImportedCard } from './facts';
import { readRulesText } from './oracle';

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

/** One reason cards fall back to play by hand: a line left unread, said generally, and how many cards have it. */
export interface UnreadReason {
  /** The line as the reader saw it (the card's name as "~"), numbers as N and mana symbols as {M}. */
  readonly line: string;
  readonly cards: number;
}

/** "{1}{R}: ~ deals 2 damage to any target" → "{M}: ~ deals N damage to any target": lines alike but for their numbers count together (energy, {E}, stays itself). */
function general(line: string): string {
  return line
    .replace(/\{[0-9WUBRGCXS]\}/g, '{M}')
    .replace(/(\{M\})+/g, '{M}')
    .replace(/[+-]\d+\/[+-]\d+/g, '±N/±N')
    .replace(/\b\d+\b/g, 'N');
}

/**
 * The lines that most often keep a card from being played in full, most
 * cards first (a card counts once for each such line of its own; basic
 * lands and full cards have none). Read from the text of the cards the
 * engine does not play in full; nothing is kept.
 */
export function unreadReasons(cards: readonly ImportedCard[], top: number): UnreadReason[] {
  const counts = new Map<string, number>();
  for (const c of cards) {
    if (c.automation === 'full' || c.text === undefined) continue;
    const lines = new Set(readRulesText(c.text, c.def.name, c.def).unreadLines.map(general));
    for (const l of lines) counts.set(l, (counts.get(l) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, top)
    .map(([line, n]) => ({ line, cards: n }));
}
