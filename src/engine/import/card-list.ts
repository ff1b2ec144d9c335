import type { CardDef } from '../cards/card';
import type { CardDefData } from '../cards/card-schema';
import type { DeckLookups } from './deck-import';
import { namesUnknownCard, parseDecklist, resolveDeck, type DeckProblem } from './decklist';

/**
 * A list of cards in deck-list form ("1 Name" lines) that is not a deck: a
 * variant's piles of the player's own cards. Read and matched here; the file
 * itself is read by whoever has one (the command line).
 */

export type Listed = { readonly def: CardDef | CardDefData; readonly builtIn: boolean };

/**
 * The cards of a list, each entry repeated by its count; or its problems, one
 * a line with its number (see listProblemLines). `file` names it ("-":
 * standard input); `hint` says where more cards can be found.
 */
export function readCardList(file: string, text: string, found: DeckLookups, hint = ''): { readonly ok: true; readonly cards: Listed[] } | { readonly ok: false; readonly problems: string } {
  const parsed = parseDecklist(text);
  const find = (name: string) => {
    const b = found.builtIn(name);
    const def = b ?? found.imported(name);
    return def ? { name: def.name, def, builtIn: b !== undefined } : undefined;
  };
  const resolved = resolveDeck<Listed & { name: string }>(parsed, find, found.near);
  const errors = resolved.problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) return { ok: false, problems: listProblemLines(file, errors, hint) };
  return { ok: true, cards: [...resolved.main, ...resolved.sideboard, ...resolved.commander, ...resolved.companion].flatMap((e) => Array.from({ length: e.count }, () => e.card)) };
}

/**
 * A list's problems, one a line with its number; then `hint` (where more
 * cards can be found) when a name matches no card, and only then: a line
 * that cannot be read is no matter of card data.
 */
export function listProblemLines(file: string, problems: readonly Pick<DeckProblem, 'line' | 'message'>[], hint = ''): string {
  const name = file === '-' ? '(stdin)' : file;
  const lines = problems.map((p) => `${name}:${p.line}: ${p.message}`).join('\n');
  return problems.some(namesUnknownCard) ? `${lines}${hint}` : lines;
}
