import type { CardDef } from '../cards/card';
import type { CardDefData } from '../cards/card-schema';
import { parseDecklist, resolveDeck, SECTION_LABEL, type DeckProblem, type ParsedDeck } from './decklist';

/**
 * A deck list as text (an Arena export, an MTGO .dek file, a plain list)
 * turned into a deck a new game can take: names matched against the
 * built-in pool first, then the player's card index, and the imported
 * cards it uses carried along as data, so the saved game plays anywhere.
 * Every line that names no card, or cannot be read, is an error with its
 * line number; anything done on the player's behalf is a note.
 */

export interface DeckListData {
  readonly name: string;
  readonly cards: readonly { readonly name: string; readonly count: number }[];
}

export type DeckImport =
  | {
      readonly ok: true;
      readonly deck: DeckListData;
      /** The cards the deck uses that are not in the built-in pool, as data (tokens they make included). */
      readonly cards: readonly CardDefData[];
      /** What was done on the player's behalf, one sentence each ("line 12: …"). */
      readonly notes: readonly string[];
      /** 40 when the list has a commander (the rules' life for a Commander deck); otherwise left to the player. */
      readonly life?: number;
      /** The line each card of the deck is first listed on, so a variant's problem with a card can point at it. */
      readonly lines: Readonly<Record<string, number>>;
      /** A creature stock read from the list's own section, by a variant whose form takes one (Castle's `Castle` or `Stock` section). */
      readonly stock?: readonly string[];
    }
  | { readonly ok: false; readonly problems: readonly { readonly line: number; readonly message: string }[] };

export interface DeckLookups {
  /** A built-in card by name, ignoring case and accents. */
  readonly builtIn: (name: string) => CardDef | undefined;
  /** An imported card by name, ignoring case and accents (the card index). */
  readonly imported: (name: string) => CardDefData | undefined;
  /** The known card's name nearest to one that matches none ("Lightening Bolt" → "Lightning Bolt"), if any is near. */
  readonly near?: (name: string) => string | undefined;
}

type Found = { readonly name: string; readonly def: CardDef | CardDefData; readonly builtIn: boolean };

/** Reads a deck list and matches its cards; `fileName` names the deck when the list does not. */
export function importDeck(text: string, lookups: DeckLookups, fileName?: string): DeckImport {
  const parsed = parseDecklist(text);
  // One object per card, so resolveDeck merges two spellings of one card.
  const seen = new Map<string, Found>();
  const find = (name: string): Found | undefined => {
    const b = lookups.builtIn(name);
    const i = b ? undefined : lookups.imported(name);
    const def = b ?? i;
    if (!def) return undefined;
    let f = seen.get(def.name);
    if (!f) seen.set(def.name, (f = { name: def.name, def, builtIn: b !== undefined }));
    return f;
  };
  const resolved = resolveDeck<Found>(parsed, find, lookups.near);
  const errors: DeckProblem[] = resolved.problems.filter((p) => p.severity === 'error');
  const notes = resolved.problems.filter((p) => p.severity === 'info').map((p) => `line ${p.line}: ${p.message}`);

  for (const section of ['main', 'commander'] as const) {
    for (const e of resolved[section]) {
      if (e.card.def.token) errors.push({ line: e.line, message: `"${e.name}" is a token, which no deck holds (spells and abilities make tokens)`, severity: 'error' });
    }
  }
  const played = [...resolved.commander, ...resolved.main].filter((e) => !e.card.def.token);
  if (errors.length === 0 && played.length === 0) {
    const where = parsed.sideboard.length > 0 ? ' (only a sideboard)' : '';
    errors.push({ line: 1, message: `the list has no main deck to play${where}`, severity: 'error' });
  }
  if (errors.length > 0) {
    return { ok: false, problems: errors.sort((a, b) => a.line - b.line).map((p) => ({ line: p.line, message: p.message })) };
  }

  for (const c of resolved.commander) notes.push(`line ${c.line}: the commander ${c.card.name} is shuffled into the deck (a crawl has no command zone)`);
  for (const section of ['sideboard', 'companion'] as const) {
    const count = resolved[section].reduce((n, e) => n + e.count, 0);
    if (count > 0) notes.push(`the ${SECTION_LABEL[section]} (${count} card${count === 1 ? '' : 's'}) is not played: a crawl shuffles only the main deck`);
  }

  // The commander first, then the main deck; a card in both counts once with both counts.
  const counts = new Map<string, number>();
  for (const e of played) counts.set(e.card.name, (counts.get(e.card.name) ?? 0) + e.count);
  const deck: DeckListData = { name: deckName(text, parsed, fileName), cards: [...counts].map(([name, count]) => ({ name, count })) };
  const cards = importedCardsOf(played.map((e) => e.card), lookups);
  const life = resolved.commander.length > 0 ? 40 : undefined;
  const lines: Record<string, number> = {};
  for (const e of played) lines[e.card.name] = Math.min(lines[e.card.name] ?? e.line, e.line);
  return { ok: true, deck, cards, notes, ...(life ? { life } : {}), lines };
}

/** The imported cards among these, and the imported tokens their abilities make, each once. */
function importedCardsOf(found: readonly Found[], lookups: DeckLookups): CardDefData[] {
  const out = new Map<string, CardDefData>();
  const visit = (def: CardDefData) => {
    if (out.has(def.name)) return;
    out.set(def.name, def);
    for (const token of tokensMadeBy(def)) {
      if (lookups.builtIn(token)) continue;
      const t = lookups.imported(token);
      if (t) visit(t);
    }
  };
  for (const f of found) if (!f.builtIn) visit(f.def as CardDefData);
  return [...out.values()];
}

/** The names of the tokens a card's abilities create. */
export function tokensMadeBy(def: Pick<CardDefData, 'abilities'>): string[] {
  const names: string[] = [];
  for (const a of def.abilities ?? []) {
    if (!('effects' in a)) continue;
    for (const e of a.effects) if ((e.do === 'token' || e.do === 'fabricate') && 'token' in e && typeof e.token === 'string') names.push(e.token);
  }
  return names;
}

/** The name the list gives itself (Arena's "About / Name …"), else the file's name, else "Imported deck". */
export function deckName(text: string, parsed: Pick<ParsedDeck, 'format'>, fileName?: string): string {
  if (parsed.format !== 'mtgo') {
    const lines = text.split(/\r\n|\r|\n/).map((l) => l.trim());
    const about = lines.findIndex((l) => /^about\s*:?$/i.test(l));
    const named = about >= 0 ? lines.slice(about + 1).find((l) => /^name\s+\S/i.test(l)) : undefined;
    if (named) return clip(named.replace(/^name\s+/i, ''));
  }
  if (fileName) {
    const base = fileName.replace(/^.*[\\/]/, '').replace(/\.(txt|dek|dck|deck|list)$/i, '').trim();
    if (base !== '') return clip(base);
  }
  return 'Imported deck';
}

function clip(name: string): string {
  return name.trim().slice(0, 200);
}
