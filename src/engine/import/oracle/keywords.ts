import { automatedKeyword } from '../automation';
import { colourOf, ptChange } from './words';

/**
 * A line of keywords ("Flying, first strike", "Protection from blue and from
 * black", "Protection from Demons and from Dragons") in the engine's
 * spelling, or undefined when any item is not a keyword the engine plays.
 */
export function keywordLineOf(line: string): string[] | undefined {
  const items = line
    .replace(/\.$/, '')
    .split(/[,;]\s*/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (items.length === 0) return undefined;
  const out: string[] = [];
  for (const item of items) {
    const ks = keywordItem(item);
    if (!ks) return undefined;
    out.push(...ks);
  }
  return out;
}

function keywordItem(item: string): string[] | undefined {
  const prot = /^protection from (.+)$/i.exec(item);
  if (prot) return protections(prot[1]!);
  const k = automatedKeyword(item);
  return k ? [k] : undefined;
}

/** "blue and from black" → both colours; "Demons and from Dragons" → the creature types (plural, as printed). */
function protections(list: string): string[] | undefined {
  const out: string[] = [];
  for (const part of list.split(/\s+and from\s+|,\s*from\s+/)) {
    const colour = colourOf(part);
    if (colour) out.push(`protection-from-${part.toLowerCase()}`);
    else if (/^[A-Z][a-z]+s$/.test(part)) out.push(`protection-from-${part.toLowerCase()}`);
    else return undefined;
  }
  return out;
}

/** "gets +5/+5 and has flying", "gets +1/+1", "has flying and first strike". */
export function getsAndHas(words: string): { power?: number; toughness?: number; keywords?: string[] } | undefined {
  let power = 0;
  let toughness = 0;
  let keywords: string[] = [];
  for (const part of words.split(/,? and (?=gets |has )/)) {
    const gets = /^gets ([+-]\d+\/[+-]\d+)$/.exec(part);
    const has = /^has (.+)$/.exec(part);
    if (gets && ptChange(gets[1]!)) [power, toughness] = ptChange(gets[1]!)!;
    else if (has) {
      const ks = keywordLineOf(has[1]!.replace(/,? and /g, ', '));
      if (!ks || ks.length === 0) return undefined;
      keywords = ks;
    } else return undefined;
  }
  return { ...(power !== 0 ? { power } : {}), ...(toughness !== 0 ? { toughness } : {}), ...(keywords.length > 0 ? { keywords } : {}) };
}
