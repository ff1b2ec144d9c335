import type { CardView } from '../../protocol/card-view';
import type { PublicPilesView, TableView } from '../../protocol/table-view';
import { gridTarget } from '../board/grid-words';
import { isLand } from '../cards/card-face';
import type { CardZone } from './by-hand';
import type { TargetKey } from './intents';

/**
 * The zones of the card table and the cards in them, read from the table
 * view: where a card is, what it is called, and the order the table lays
 * cards out in. Pure, so it is tested in Node.
 */

export type Zone = 'foes' | 'hazards' | 'creatures' | 'others' | 'lands' | 'hand' | 'graveyard' | 'exile';

/** The order the keyboard looks for cards in when a zone empties under it. */
export const ZONES: readonly Zone[] = ['foes', 'hazards', 'creatures', 'others', 'lands', 'graveyard', 'exile', 'hand'];

/** Where a card of each zone of the table is, in the engine's words; the encounter's cards are not yours to move. */
export const CARD_ZONE: Partial<Record<Zone, CardZone>> = {
  hand: 'hand',
  creatures: 'battlefield',
  others: 'battlefield',
  lands: 'battlefield',
  graveyard: 'graveyard',
  exile: 'exile',
};

export function cardsOf(t: TableView, zone: Zone): readonly CardView[] {
  return { foes: t.foes, hazards: t.hazards, creatures: t.creatures, others: t.others, lands: t.lands, hand: t.hand, graveyard: t.graveyard, exile: t.exile }[zone];
}

export function cardIn(t: TableView, zone: Zone, id: number): CardView | undefined {
  return cardsOf(t, zone).find((c) => c.id === id);
}

/** The zone of the table card `id` is in, if it is one of yours with a By hand menu. */
export function menuZone(t: TableView | undefined, id: number): Zone | undefined {
  if (!t) return undefined;
  const zones: readonly Zone[] = ['hand', 'creatures', 'others', 'lands', 'graveyard', 'exile'];
  return zones.find((z) => cardsOf(t, z).some((c) => c.id === id));
}

/**
 * A target's name: a card's, "You", a player's by seat, something on a board
 * of places ("Forest at row 2, column 3"), or `#id` for one the table does
 * not show.
 */
export function nameOf(t: TableView | undefined, id: TargetKey): string {
  if (id === 'you') return 'You';
  if (!t) return `#${id}`;
  for (const zone of [t.foes, t.hazards, t.creatures, t.others, t.lands, t.hand, t.graveyard, t.exile]) {
    const c = zone.find((x) => x.id === id);
    if (c) return c.name;
  }
  const seatName = (seat: string) => t.seats.find((s) => s.id === seat)?.name ?? seat;
  if (typeof id === 'string' && t.seats.some((s) => s.id === id)) return seatName(id);
  // A card in another player's graveyard or exile (a target "from a graveyard"): named with whose pile it is in.
  for (const piles of othersPiles(t)) {
    for (const pile of ['graveyard', 'exile'] as const) {
      const c = piles[pile].find((x) => x.id === id);
      if (c) return `${c.name} in ${piles.owner}'s ${pile}`;
    }
  }
  const onBoard = boardTarget(t, id);
  return onBoard ? onBoard.words : `#${id}`;
}

/** The other players' public piles (graveyard and exile) the table view's board carries, by the owner's name. */
export function othersPiles(t: TableView): (PublicPilesView & { readonly owner: string })[] {
  const named = (seat: string) => t.seats.find((s) => s.id === seat)?.name ?? seat;
  const board = t.board;
  switch (board.kind) {
    case 'table':
      return board.others.map((o) => ({ owner: o.name, graveyard: o.graveyard, exile: o.exile }));
    case 'square-grid':
      return board.homeRows.flatMap((row) => (row.piles ? [{ owner: named(row.seat), ...row.piles }] : []));
    case 'castle':
      return board.castles.flatMap((c) => (c.piles ? [{ owner: named(c.seat), ...c.piles }] : []));
    default:
      return [];
  }
}

/** What `id` names on the table view's board, when its board is one of places (a square grid). */
export function boardTarget(t: TableView | undefined, id: TargetKey): ReturnType<typeof gridTarget> {
  if (t?.board.kind !== 'square-grid') return undefined;
  return gridTarget(t.board, id, (seat) => t.seats.find((s) => s.id === seat)?.name ?? seat);
}

/** Whether `id` is a card the card table shows (in any zone), or you: somewhere the table itself can put the keyboard. */
export function onTheTable(t: TableView | undefined, id: TargetKey): boolean {
  if (id === 'you') return true;
  if (!t || typeof id !== 'number') return false;
  return [t.foes, t.hazards, t.creatures, t.others, t.lands, t.hand, t.graveyard, t.exile].some((zone) => zone.some((c) => c.id === id));
}

export function inGraveyard(t: TableView | undefined, id: number): boolean {
  return t?.graveyard.some((c) => c.id === id) ?? false;
}

/**
 * The piles a new table shows open: the graveyard when a triggered ability
 * may target a card in it, and the pile that card `moved` (one just moved by
 * hand) went to, where the keyboard follows it.
 */
export function pilesToOpen(t: TableView | undefined, moved: number | undefined): { graveyard: boolean; exile: boolean } {
  const target = t?.actions.some((a) => a.action.type === 'choose' && 'target' in a.action && typeof a.action.target === 'number' && inGraveyard(t, a.action.target)) ?? false;
  const went = (pile: readonly CardView[] | undefined) => moved !== undefined && (pile?.some((c) => c.id === moved) ?? false);
  return { graveyard: target || went(t?.graveyard), exile: went(t?.exile) };
}

/** Your creatures, those attacking or blocking first: next to the encounter's card, where their lines are short. */
export function inCombatFirst(t: TableView): CardView[] {
  const fighting = (c: CardView) => Boolean(c.attacking || c.blocking);
  return [...t.creatures.filter(fighting), ...t.creatures.filter((c) => !fighting(c))];
}

/** Copies side by side, at the place of the first; in a hand, lands first. Display order only. */
export function grouped(cards: readonly CardView[], landsFirst: boolean): CardView[] {
  const order: string[] = [];
  const byName = new Map<string, CardView[]>();
  for (const c of cards) {
    const key = `${c.name}/${c.tapped ? 't' : ''}`;
    let list = byName.get(key);
    if (!list) {
      byName.set(key, (list = []));
      order.push(key);
    }
    list.push(c);
  }
  const groups = order.map((k) => byName.get(k)!);
  if (landsFirst) groups.sort((a, b) => Number(isLand(b[0]!)) - Number(isLand(a[0]!)));
  return groups.flat();
}
