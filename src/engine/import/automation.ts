import { TERRAINS } from '../colour';
import type { CardFacts } from '../cards/card';
import { KEYWORDS } from '../combat';
import { readRulesText, type Reading } from './oracle';

/**
 * How much of an imported card the engine can play by itself, judged from
 * its rules text without storing it. The rules-text reader (oracle/) turns
 * each line it understands into data; a line it does not is left for the
 * player to resolve by hand.
 *
 * - full: every line read (keywords, abilities), or no rules text beyond
 *   reminder text; basic lands are always full.
 * - partial: some lines read, and others not.
 * - manual: no line read.
 */
export type ImportAutomation = 'full' | 'partial' | 'manual';

const COLOUR_WORDS = ['white', 'blue', 'black', 'red', 'green'];
const LANDWALK = TERRAINS.map((t) => `${t.toLowerCase()}walk`);

/** Removes reminder text: anything in parentheses (nesting is not used on cards). */
export function withoutReminderText(text: string): string {
  return text.replace(/\([^()]*\)/g, '');
}

/**
 * One keyword as printed ("First strike", "Protection from black",
 * "Swampwalk") in our spelling ("first-strike", "protection-from-black",
 * "swampwalk"), or undefined when the engine does not automate it.
 */
export function automatedKeyword(item: string): string | undefined {
  const k = item.trim().toLowerCase().replace(/\s+/g, '-');
  if ((KEYWORDS as readonly string[]).includes(k)) return k;
  const prot = /^protection-from-(\w+)$/.exec(k);
  if (prot?.[1] !== undefined && COLOUR_WORDS.includes(prot[1])) return k;
  if (LANDWALK.includes(k)) return k;
  return undefined;
}

/** The keywords of a line made only of automated keywords ("Flying, first strike"), else undefined. */
export function keywordLine(line: string): string[] | undefined {
  const items = line.split(/[,;]/).map((s) => s.trim()).filter((s) => s !== '');
  if (items.length === 0) return undefined;
  const out: string[] = [];
  for (const item of items) {
    const k = automatedKeyword(item);
    if (!k) return undefined;
    out.push(k);
  }
  return out;
}

/** The lines of rules text left once reminder text is removed, trimmed, blank ones dropped. */
export function ruleLines(text: string | undefined): string[] {
  if (!text) return [];
  return withoutReminderText(text)
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

/** The automated keywords the text's keyword lines give, in order, once each (see oracle/keywords.ts for the full reading). */
export function keywordsInText(text: string | undefined): string[] {
  const seen = new Set<string>();
  for (const line of ruleLines(text)) for (const k of keywordLine(line) ?? []) seen.add(k);
  return [...seen];
}

export function isBasicLand(card: Pick<CardFacts, 'supertypes' | 'types'>): boolean {
  return (card.supertypes ?? []).includes('Basic') && card.types.includes('Land');
}

/** See ImportAutomation. `text` is the card's rules text, `name` how it refers to itself; it is read, never kept. */
export function classify(card: Pick<CardFacts, 'supertypes' | 'types'> & { subtypes?: readonly string[] }, text: string | undefined, name = ''): ImportAutomation {
  if (isBasicLand(card)) return 'full';
  return classifyReading(readRulesText(text, name, card));
}

export function classifyReading(r: Pick<Reading, 'read' | 'unread'>): ImportAutomation {
  if (r.unread === 0) return 'full';
  return r.read > 0 ? 'partial' : 'manual';
}
