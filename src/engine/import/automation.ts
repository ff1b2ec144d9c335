import { TERRAINS } from '../colour';
import type { CardFacts } from '../cards/card';
import { KEYWORDS } from '../combat/model';

/**
 * How much of an imported card the engine can play by itself, judged from
 * its rules text without storing it. Deliberately modest: only keyword lines
 * are recognised; any other sentence makes the card partial or manual, and
 * the player resolves it by hand. No text is pattern-matched into effects.
 *
 * - full: no rules text beyond reminder text, or only lines of keywords the
 *   engine automates (KEYWORDS, protection from a colour, basic landwalk);
 *   basic lands are always full.
 * - partial: some such keyword lines, and other text as well.
 * - manual: no automated keyword line, and other text.
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

/** The automated keywords the text's keyword lines give, in order, once each. */
export function keywordsInText(text: string | undefined): string[] {
  const seen = new Set<string>();
  for (const line of ruleLines(text)) for (const k of keywordLine(line) ?? []) seen.add(k);
  return [...seen];
}

export function isBasicLand(card: Pick<CardFacts, 'supertypes' | 'types'>): boolean {
  return (card.supertypes ?? []).includes('Basic') && card.types.includes('Land');
}

/** See ImportAutomation. `text` is the card's rules text; it is read, never kept. */
export function classify(card: Pick<CardFacts, 'supertypes' | 'types'>, text: string | undefined): ImportAutomation {
  if (isBasicLand(card)) return 'full';
  const lines = ruleLines(text);
  if (lines.length === 0) return 'full';
  const automated = lines.filter((l) => keywordLine(l) !== undefined).length;
  if (automated === lines.length) return 'full';
  return automated > 0 ? 'partial' : 'manual';
}
