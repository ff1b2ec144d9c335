import type { DungeonBoardView, DungeonWareView } from '../../../protocol/table-view';
import { MAYHEM_CONTENT, namesOf, treasureRulesText } from './content';
import { canCarry, mayUse } from './hero-sheet';
import { heroWord, treasureDef } from './lookup';
import type { MayhemState } from './schema';
import { tileOf } from './dungeon';
import { cardName } from './words';

/** The Store's price list as the table sees it (mayhem.store.buy): the playmat's panel and `crawl show` alike. */

const NAMES = namesOf(MAYHEM_CONTENT as unknown as Record<string, unknown>);

/** A card as the buyer would get it: its name, kind, rules text, and whether they may use it. */
function wareView(h: MayhemState['heroes'][number], id: string): DungeonWareView {
  const card = treasureDef(id);
  return { name: cardName(id), kind: card.kind.replace('-', ' '), text: treasureRulesText(card, NAMES), usable: mayUse(h, card) && canCarry(h, card) };
}

/** Why the hero cannot buy a card at a price now, or undefined when they can (mayhem.store.buy, mayhem.carry). */
function shortOf(h: MayhemState['heroes'][number], price: number, id: string | undefined): string | undefined {
  if (price > h.gold) return `${price - h.gold} gold short`;
  if (id !== undefined && !canCarry(h, treasureDef(id))) return `too heavy for ${heroWord(h.hero)}`;
  return undefined;
}

/**
 * The Store's price list while the hero on turn stands in it, nothing to
 * settle first (mayhem.store.buy): what each entry sells, and for a pick
 * the cards of its kind the treasure deck holds (a multiset: each once).
 */
export function storeView(s: MayhemState): Pick<DungeonBoardView, 'store'> {
  if (s.phase.type !== 'turn' || s.pending.length > 0) return {};
  const h = s.heroes[s.phase.turn.seat]!;
  if (h.status !== 'in' || tileOf(s, h.at)?.kind !== 'store') return {};
  const store = MAYHEM_CONTENT.store;
  const entries = store.entries.map((e, entry): NonNullable<DungeonBoardView['store']>['entries'][number] => {
    if ('item' in e) {
      const short = shortOf(h, e.price, e.item);
      return { entry, price: e.price, ware: wareView(h, e.item), ...(short ? { short } : {}) };
    }
    const picks = [...new Set(s.treasureDeck)].filter((id) => treasureDef(id).kind === e.pick).map((id) => ({ id, ...wareView(h, id) }))
      // Those the buyer can use first, then by name.
      .sort((a, b) => Number(b.usable) - Number(a.usable) || a.name.localeCompare(b.name));
    const kind = e.pick.replace('-', ' ');
    const short = picks.length === 0 ? `no ${kind} left in the deck` : shortOf(h, e.price, undefined);
    const ware = { name: `A ${kind} of your choice`, kind, text: [`Any ${kind} the treasure deck still holds, taken out of it.`], usable: picks.some((p) => p.usable) };
    return { entry, price: e.price, ware, pick: e.pick, ...(picks.length > 0 ? { picks } : {}), ...(short ? { short } : {}) };
  });
  return { store: { name: store.name, text: store.text, buyer: heroWord(h.hero), gold: h.gold, entries } };
}


/** The price list in lines, as the playmat shows it, for `crawl show` (mayhem.store.buy). */
export function storeLines(s: MayhemState): string[] {
  const st = storeView(s).store;
  if (!st) return [];
  const not = (w: DungeonWareView) => (w.usable ? '' : ` [not for ${st.buyer}]`);
  const out = [`${st.name}: ${st.buyer} has ${st.gold} gold. Buying uses no action.`];
  for (const e of st.entries) {
    out.push(`  ${String(e.price).padStart(2)} gold  ${e.ware.name} (${e.ware.kind})${e.picks ? '' : not(e.ware)}: ${e.ware.text.join(' ')}${e.short ? ` (${e.short})` : ''}`);
    for (const c of e.picks ?? []) out.push(`           - ${c.name}${not(c)}: ${c.text.join(' ')}`);
  }
  return out;
}
