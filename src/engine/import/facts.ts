import { COLOURS, type Colour } from '../colour';
import { rarityOf, type CardDef, type CardType } from '../cards/card';
import { findCard } from '../cards/pool';
import { automatedKeyword, classifyReading, isBasicLand, ruleLines, type ImportAutomation } from './automation';
import { readRulesText } from './oracle';

/** A card read from someone's card data: its facts, and how far the engine plays it. */
export interface ImportedCard {
  /** Facts only; the source's rules text is never copied in. */
  readonly def: CardDef;
  readonly automation: ImportAutomation;
  /**
   * The printed rules text of a card the engine does not play in full
   * (partial or manual), reminder text left out, for the player's own local
   * card index only (card-index.ts): it never goes into `def`, so never into
   * a saved game. Absent for a full card.
   */
  readonly text?: string;
  /** Tokens a fully automated card's abilities create, when the built-in pool has no such token: known beside the card. */
  readonly tokens?: readonly CardDef[];
}

/** Something in the input that could not be read, and where it is. */
export interface ImportProblem {
  /** A JSON path ("data.cards[3]"), or "line 2, column 5" for broken JSON. */
  readonly where: string;
  readonly message: string;
}

/** One entry (or one face) as the importers read it, before it becomes a CardDef. */
export interface RawCard {
  readonly name: string;
  readonly manaCost?: string;
  readonly colours?: readonly string[];
  readonly supertypes: readonly string[];
  readonly types: readonly string[];
  readonly subtypes: readonly string[];
  readonly power?: string;
  readonly toughness?: string;
  /** The source's keyword list ("First strike"), used only when there is no text to read. */
  readonly keywords?: readonly string[];
  /** Rules text: read to classify the card and find its keyword lines, then dropped. */
  readonly text?: string;
  /** The text of a double-faced card's other faces: read for the classification only (the facts are the front's). */
  readonly otherFacesText?: string;
  readonly source?: { readonly set: string; readonly number: string };
  /** The data's rarity word ("mythic", "bonus"): kept when it is one we know (rarityOf). */
  readonly rarity?: string;
}

export const CARD_TYPES: readonly CardType[] = ['Land', 'Creature', 'Instant', 'Sorcery', 'Enchantment', 'Artifact', 'Planeswalker'];
const SUPERTYPES = ['Basic', 'Legendary', 'Snow', 'World', 'Ongoing', 'Elite', 'Host'];

export type Built = { ok: true; card: ImportedCard } | { ok: false; message: string };

/** "3" → 3; "*", "1+*", "" → undefined (not a number the engine can use). */
export function integer(x: string | undefined): number | undefined {
  return x !== undefined && /^-?\d+$/.test(x.trim()) ? Number(x.trim()) : undefined;
}

/** "Legendary Artifact Creature — Elf Warrior" → supertypes, types, subtypes. */
export function parseTypeLine(line: string): { supertypes: string[]; types: string[]; subtypes: string[] } {
  const [left = '', right = ''] = line.split(/\s+[—-]\s+/, 2);
  const words = left.split(/\s+/).filter((w) => w !== '');
  return {
    supertypes: words.filter((w) => SUPERTYPES.includes(w)),
    types: words.filter((w) => !SUPERTYPES.includes(w)),
    subtypes: right.split(/\s+/).filter((w) => w !== ''),
  };
}

export function isStringArray(x: unknown): x is string[] {
  return Array.isArray(x) && x.every((s) => typeof s === 'string');
}

export function str(x: unknown): string | undefined {
  return typeof x === 'string' ? x : undefined;
}

/** Numbers the engine uses come as strings or numbers in the wild. */
export function numStr(x: unknown): string | undefined {
  return typeof x === 'number' ? String(x) : str(x);
}

export function buildCard(raw: RawCard): Built {
  if (raw.name.trim() === '') return { ok: false, message: 'the card has an empty name' };
  const types = raw.types.filter((t): t is CardType => (CARD_TYPES as readonly string[]).includes(t));
  if (types.length === 0) {
    const what = raw.types.length > 0 ? `types ${raw.types.join(', ')} are not ones the engine plays` : 'no card type';
    return { ok: false, message: `${raw.name}: ${what}` };
  }
  const hasText = raw.text !== undefined && raw.text.trim() !== '';
  const reading = readRulesText(raw.text, raw.name, { types, subtypes: raw.subtypes });
  // Devoid: colourless, as card data already says; the reading makes it so even where the data gave the cost's colours.
  const colours = reading.colourless ? [] : (raw.colours ?? []).filter((c): c is Colour => (COLOURS as readonly string[]).includes(c));
  const keywords = hasText ? [...reading.keywords] : [...new Set((raw.keywords ?? []).map(automatedKeyword).filter((k): k is string => k !== undefined))];
  // Only the front face is played: another face's text is left to the player, unless it has none.
  const back = readRulesText(raw.otherFacesText, raw.name);
  const lines = { read: reading.read + back.read, unread: reading.unread + back.read + back.unread };
  const automation = isBasicLand({ supertypes: raw.supertypes, types }) ? 'full' : classifyReading(lines);
  const full = automation === 'full' && reading.abilities.length > 0;
  const tokens = full ? reading.tokens.filter((t) => !isPoolToken(t)) : [];
  const power = integer(raw.power);
  const toughness = integer(raw.toughness);
  const rarity = rarityOf(raw.rarity);
  const def: CardDef = {
    name: raw.name,
    manaCost: raw.manaCost ?? '',
    colours,
    ...(raw.supertypes.length > 0 ? { supertypes: [...raw.supertypes] } : {}),
    types,
    subtypes: [...raw.subtypes],
    ...(power !== undefined ? { power } : {}),
    ...(toughness !== undefined ? { toughness } : {}),
    keywords,
    ...(raw.source ? { source: raw.source } : {}),
    ...(rarity ? { rarity } : {}),
    ...(full ? { abilities: reading.abilities } : {}),
    automation: automation === 'full' ? 'full' : 'manual',
  };
  const text = automation === 'full' ? undefined : printedText(raw);
  return { ok: true, card: { def, automation, ...(text ? { text } : {}), ...(tokens.length > 0 ? { tokens } : {}) } };
}

/**
 * The card's rules text as printed, every face, reminder text left out, one
 * paragraph per line; another face's text follows a line "// Back Name"
 * ("//" when the faces are not named in the card's name).
 */
export function printedText(raw: Pick<RawCard, 'name' | 'text' | 'otherFacesText'>): string | undefined {
  const front = ruleLines(raw.text);
  const back = ruleLines(raw.otherFacesText);
  const faces = raw.name.split(' // ');
  const lines = back.length > 0 ? [...front, faces.length === 2 ? `// ${faces[1]}` : '//', ...back] : front;
  return lines.length > 0 ? lines.join('\n') : undefined;
}

/** A token the built-in pool already defines needs no definition of its own. */
function isPoolToken(token: CardDef): boolean {
  return findCard(token.name) === token;
}
