import { typeLine } from '../cards/card';
import { isBuiltInCard } from '../cards/pool';
import { manualNote, rulesText } from '../cards/rules-text';
import type { CardTextLookup, CardView } from '../../protocol/card-view';
import type { ManaView } from '../../protocol/table-view';
import { cardInfo } from './card-db';
import { hasKeyword, keywordsOf, powerOf, toughnessOf } from './characteristics';
import { isFaceDown, morphAbility } from './morph';
import type { Permanent } from './schema';
import type { Seat, Table } from './table';

/** Cards as the playmat draws them (protocol/card-view.ts), the same in every Magic variant. */

const textCache = new Map<string, readonly string[]>();

/**
 * A card as printed: name, cost, colours, type line, generated rules text,
 * printed power/toughness and keywords. A manual card's note (what to do by
 * hand) is not a paragraph of its text but `manualText`, when the pool says
 * more than "resolve it by hand".
 */
export function cardView(name: string, id?: number): CardView {
  const info = cardInfo(name);
  const def = info.def;
  const manual = def.automation === 'manual';
  const key = manual ? `${name}\u0000${def.manualText ?? ''}` : name;
  let text = textCache.get(key);
  if (!text) {
    const note = manualNote(def);
    textCache.set(key, (text = rulesText(def).filter((p) => p !== note)));
  }
  return {
    ...(id !== undefined ? { id } : {}),
    name,
    manaCost: def.manaCost,
    colours: [...def.colours],
    typeLine: typeLine(def),
    text: [...text],
    ...(def.power !== undefined && def.toughness !== undefined ? { power: def.power, toughness: def.toughness } : {}),
    ...(def.keywords.length > 0 ? { keywords: [...def.keywords] } : {}),
    ...(def.token ? { token: true } : {}),
    ...(manual ? { manual: true } : {}),
    ...(manual && def.manualText ? { manualText: def.manualText } : {}),
  };
}

/**
 * cardView, and for an imported card played by hand (in part or whole) its
 * printed text from the player's card data, when `cardText` has it. Only
 * such cards are looked up, so a game of built-in cards never reads the
 * index. A card whose generated text is not empty (its keywords) is played
 * in part: the engine plays those lines.
 */
export function cardViewWith(name: string, id: number | undefined, cardText: CardTextLookup | undefined): CardView {
  const view = cardView(name, id);
  if (!view.manual || isBuiltInCard(name)) return view;
  const lines = cardText?.(name)?.lines;
  const partial = view.text.length > 0;
  return { ...view, cardData: { ...(lines && lines.length > 0 ? { lines: [...lines] } : {}), ...(partial ? { partial: true } : {}) } };
}

/** The mana a seat's untapped lands could make, as the playmat shows it: one symbol a land ("{W/U}" for a land of either). */
export function landManaView(t: Table, seat: Seat): ManaView {
  const symbols = t.s.battlefield
    .filter((p) => p.controller === seat && !p.tapped && cardInfo(p.card).land)
    .map((p) => {
      const makes = cardInfo(p.card).produces;
      return makes.length === 1 ? `{${makes[0]}}` : `{${makes.join('/')}}`;
    });
  return { symbols, total: symbols.length, words: `${symbols.length} untapped land${symbols.length === 1 ? '' : 's'}${symbols.length > 0 ? `: ${symbols.join(' ')}` : ''}` };
}

/** A permanent's delayed end as the card shows it (CardView.atEndStep): what the next end step does to it, and whether unearth brought it. */
export function endStepView(p: Permanent): Pick<CardView, 'atEndStep'> {
  if (!p.atNextEndStep) return {};
  return { atEndStep: { then: p.atNextEndStep, ...(p.unearthed ? { unearth: true as const } : {}) } };
}

/**
 * A permanent as a table's playmat draws it (Frontier, Castle, the Magic
 * table): `card` (its cardViewWith) with what is true of it now: tapped,
 * power, toughness and keywords, damage, counters, summoning sickness, a
 * token, and what the next end step does to it; for `viewer`, the card
 * under a face-down permanent of its own.
 */
export function permanentView(t: Table, p: Permanent, card: CardView, viewer?: Seat): CardView {
  const info = cardInfo(p.card);
  // A face-down permanent's card is known to its controller only (CR 708.5).
  const known = p.original !== undefined && isFaceDown(p) && viewer === p.controller ? p.original : undefined;
  return {
    ...card,
    ...(known ? { original: { name: known, words: `${known}, face down (morph ${morphAbility(known)?.cost ?? '?'})` } } : {}),
    tapped: p.tapped,
    ...(info.creature ? { currentPower: powerOf(t, p), currentToughness: toughnessOf(t, p), keywords: keywordsOf(t, p) } : {}),
    ...(p.damage > 0 ? { damage: p.damage } : {}),
    ...(p.counters > 0 ? { counters: p.counters } : {}),
    ...(p.sick && info.creature && !hasKeyword(t, p, 'haste') ? { sick: true } : {}),
    ...(p.token ? { token: true } : {}),
    ...endStepView(p),
  };
}
