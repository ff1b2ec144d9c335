import { artifactsIn, type CardDefData, type CardFacts, COLOURS, type DeckImport, type DeckListVerdict, findCard, type ListedDeck } from '../engine';
import type { DeckImportView, DeckSummary } from '../protocol/messages';

/**
 * An imported deck list as the new-game form shows it: the problems by
 * line, or the deck with a summary (how many cards, how many the player
 * resolves by hand, its colours, the artifacts a "find" goal may name).
 * `judge` is the variant's own word on the list, when it has one
 * (Variant.form.deckList): a card it refuses is a problem at its line, and
 * its warnings go with the summary. Pure, so the webview tests post exactly
 * what the host would.
 */
export function deckImportView(result: DeckImport, judge?: (deck: ListedDeck, cards: readonly CardDefData[]) => DeckListVerdict): DeckImportView {
  if (!result.ok) return { ok: false, problems: result.problems.map((p) => ({ line: p.line, message: p.message })) };
  const verdict = judge?.(result.deck, result.cards);
  if (verdict && verdict.refused.length > 0) {
    const problems = verdict.refused.map((r) => ({ line: result.lines[r.card] ?? 1, message: r.message }));
    return { ok: false, problems: problems.sort((a, b) => a.line - b.line) };
  }
  const imported = new Map<string, CardDefData>(result.cards.map((c) => [c.name, c]));
  const lookup = (name: string): (CardFacts & { automation?: string }) | undefined => findCard(name) ?? imported.get(name);
  return {
    ok: true,
    deck: { name: result.deck.name, cards: result.deck.cards.map((c) => ({ name: c.name, count: c.count })), ...(result.stock ? { stock: result.stock } : {}) },
    cards: result.cards,
    notes: result.notes,
    ...(result.life !== undefined ? { life: result.life } : {}),
    summary: deckSummary(result.deck.cards, lookup),
    ...(verdict && verdict.warnings.length > 0 ? { warnings: verdict.warnings } : {}),
  };
}

export function deckSummary(
  cards: readonly { readonly name: string; readonly count: number }[],
  lookup: (name: string) => (CardFacts & { automation?: string }) | undefined,
): DeckSummary {
  let total = 0;
  let lands = 0;
  let manual = 0;
  const manualNames = new Set<string>();
  const colours = new Set<string>();
  for (const { name, count } of cards) {
    total += count;
    const card = lookup(name);
    if (!card) continue;
    if (card.types.includes('Land')) lands += count;
    if (card.automation === 'manual') {
      manual += count;
      manualNames.add(name);
    }
    for (const c of card.colours) colours.add(c);
  }
  return {
    cards: total,
    lands,
    manual,
    manualNames: [...manualNames].sort(),
    colours: COLOURS.filter((c) => colours.has(c)),
    artifacts: artifactsIn(cards.map((c) => c.name), lookup),
  };
}
