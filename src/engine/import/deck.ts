/** The shapes deck-list importers produce, and the builder they share. */
import { normaliseName } from './names';

export type DeckFormat = 'arena' | 'plain' | 'mtgo';
export type DeckSection = 'main' | 'sideboard' | 'commander' | 'companion';
export const DECK_SECTIONS: readonly DeckSection[] = ['main', 'sideboard', 'commander', 'companion'];

export interface DeckEntry {
  /** The name as written (trimmed). */
  name: string;
  count: number;
  /** 1-based line of the entry's first mention. */
  line: number;
  /** Set code and collector number, when the list gives them ("(M10) 146"). */
  set?: string;
  number?: string;
}

export interface DeckProblem {
  /** 1-based line. */
  line: number;
  /** 1-based column, when known. */
  column?: number;
  message: string;
  /** "info" notes something done on the player's behalf (counts merged, a blank line read as the sideboard); "error" means a line was not used. */
  severity: 'error' | 'info';
}

export interface ParsedDeck {
  format: DeckFormat;
  main: DeckEntry[];
  sideboard: DeckEntry[];
  commander: DeckEntry[];
  companion: DeckEntry[];
  problems: DeckProblem[];
}

export interface ParseOptions {
  format?: 'auto' | DeckFormat;
}

export const MAX_COUNT = 999;
export const EMPTY_LIST = 'the list is empty';

export const SECTION_LABEL: Readonly<Record<DeckSection, string>> = {
  main: 'main deck',
  sideboard: 'sideboard',
  commander: 'commander section',
  companion: 'companion section',
};

export function emptyDeck(format: DeckFormat): ParsedDeck {
  return { format, main: [], sideboard: [], commander: [], companion: [], problems: [] };
}

/** Collects entries into a deck, merging a card listed twice in one section. */
export class DeckBuilder {
  readonly deck: ParsedDeck;
  private readonly seen: Record<DeckSection, Map<string, DeckEntry>> = {
    main: new Map(),
    sideboard: new Map(),
    commander: new Map(),
    companion: new Map(),
  };

  constructor(format: DeckFormat) {
    this.deck = emptyDeck(format);
  }

  problem(line: number, message: string, severity: DeckProblem['severity'] = 'error', column?: number): void {
    this.deck.problems.push(column === undefined ? { line, message, severity } : { line, column, message, severity });
  }

  add(section: DeckSection, entry: DeckEntry): void {
    const key = normaliseName(entry.name);
    const first = this.seen[section].get(key);
    if (first) {
      first.count += entry.count;
      this.problem(entry.line, `"${entry.name}" is listed again in the ${SECTION_LABEL[section]} (first on line ${first.line}): the counts are added, ${first.count} in all`, 'info');
      return;
    }
    this.seen[section].set(key, entry);
    this.deck[section].push(entry);
  }

  isEmpty(section?: DeckSection): boolean {
    return (section ? [section] : DECK_SECTIONS).every((s) => this.deck[s].length === 0);
  }
}

