import type { CrawlTable } from '../crawl-table';
import { cardInfo } from '../../../magic/card-db';
import { landFor } from '../../../magic/landless';
import { mv } from './heuristics';

/**
 * Landless: which card the bot plays as a land, and whether it plays one at
 * all. Every land is a spell given up, so it plays one while its lands are
 * fewer than the spells in hand need (or than four), or the hand is full
 * enough to spare a card. It gives up the card it would cast last: the one
 * furthest beyond its mana, and among those the one whose land makes a
 * colour the rest of the hand is short of.
 */

/** How much playing this card as a land is worth, from 0 (don't) up; compared between the cards in hand. */
export function asLandValue(t: CrawlTable, id: number): number {
  const card = t.inHand('you', id);
  if (!card) return 0;
  const lands = t.controlledBy('you').filter((p) => cardInfo(p.card).land).length;
  const hand = t.s.you.hand.filter((c) => !cardInfo(c.card).land);
  const most = Math.max(0, ...hand.map((c) => mv(c.card)));
  if (lands >= 4 && lands >= most && hand.length <= 4) return 0;
  const cost = mv(card.card);
  // Beyond reach even with this land: a card for later, worth less now than a land.
  const beyond = Math.max(0, cost - (lands + 1));
  const cheap = cost <= lands + 1 ? 5 - cost : 0;
  return 1 + beyond * 3 - cheap + colourFit(t, landFor(card.card), id) * 2;
}

/** How much the colours the land makes are wanted by the other spells in hand and not yet made by your lands. */
function colourFit(t: CrawlTable, land: string, id: number): number {
  const need: Record<string, number> = {};
  for (const c of t.s.you.hand) {
    if (c.id === id) continue;
    for (const [colour, n] of Object.entries(cardInfo(c.card).cost.coloured)) need[colour] = (need[colour] ?? 0) + n;
  }
  const have: Record<string, number> = {};
  for (const p of t.controlledBy('you')) for (const colour of cardInfo(p.card).produces) have[colour] = (have[colour] ?? 0) + 1;
  let fit = 0;
  for (const colour of cardInfo(land).produces) fit += (need[colour] ?? 0) / (1 + (have[colour] ?? 0));
  return Math.min(fit, 10);
}
