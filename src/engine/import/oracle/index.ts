import type { Ability } from '../../cards/abilities';
import type { CardDef } from '../../cards/card';
import { withoutReminderText } from '../automation';
import { readLine } from './lines';

/**
 * The rules-text reader: an imported card's text, read once into the
 * engine's data (keywords, abilities, the tokens it makes) and then dropped.
 * Each line is read whole or not at all; the lines no pattern reads are
 * counted, so the card is fully automated only when none is left.
 */
export interface Reading {
  readonly keywords: readonly string[];
  readonly abilities: readonly Ability[];
  readonly tokens: readonly CardDef[];
  /** Lines read into data. */
  readonly read: number;
  /** Lines left for the player to resolve by hand. */
  readonly unread: number;
}

/** The lines of a card's text as the reader sees them: reminder text gone, the card's name (or "this creature") as "~". */
export function normalise(text: string, name: string): string[] {
  const front = name.split(' // ')[0]!.trim();
  const self = new RegExp(`${front ? `\\b${escape(front)}\\b|` : ''}\\bthis creature\\b`, 'g');
  return withoutReminderText(text)
    .split(/\r?\n/)
    .map((l) => l.replace(self, '~').replace(/\s+/g, ' ').trim())
    .filter((l) => l !== '');
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function readRulesText(text: string | undefined, name: string): Reading {
  const keywords = new Set<string>();
  const abilities: Ability[] = [];
  const tokens = new Map<string, CardDef>();
  let read = 0;
  let unread = 0;
  for (const line of normalise(text ?? '', name)) {
    const r = readLine(line);
    if (!r) {
      unread++;
      continue;
    }
    read++;
    for (const k of r.keywords) keywords.add(k);
    abilities.push(...r.abilities);
    for (const t of r.tokens) tokens.set(t.name, t);
  }
  return { keywords: [...keywords], abilities, tokens: [...tokens.values()], read, unread };
}
