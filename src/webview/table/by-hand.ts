import type { Action, CrawlAction } from '../../engine';
import type { CardView } from '../../protocol/card-view';
import type { TokenChoice } from '../../protocol/table-view';

/**
 * The "By hand" menu: the adjustments a player makes by hand (docs/rules-core.md
 * › Actions) to resolve a manual card or to fix a mistake, worked out from
 * where a card is and what it shows. The engine has the last word (it takes
 * these on your own cards, outside a question); the menu offers only what
 * would change something, so every item is one the engine takes. Pure, so
 * it is tested in Node.
 */

/** Where one of your cards is, in the engine's words. */
export type CardZone = 'hand' | 'battlefield' | 'graveyard' | 'exile';

export interface MenuItem {
  /** What the menu shows: "Tap", "Move to graveyard". */
  readonly label: string;
  /** What it does, in full, for the intent and the screen reader: "Tap Grizzly Bears". */
  readonly spoken: string;
  readonly action: CrawlAction;
  /** A line above this item (a new group). */
  readonly group?: boolean;
  /** A second, quieter part of the label ("1/1 white Soldier"). */
  readonly detail?: string;
}

const MOVES: readonly { readonly to: Extract<CrawlAction, { type: 'moveCard' }>['to']; readonly label: string }[] = [
  { to: 'hand', label: 'Move to hand' },
  { to: 'battlefield', label: 'Move to battlefield' },
  { to: 'graveyard', label: 'Move to graveyard' },
  { to: 'exile', label: 'Move to exile' },
  { to: 'library', label: 'Move to library (shuffled in)' },
];

/** The menu of one of your cards: tap or untap, +1/+1 counters and turning over (a card of several faces) for a permanent, then a move to each other zone. */
export function cardMenu(card: CardView, zone: CardZone): MenuItem[] {
  const id = card.id;
  if (id === undefined) return [];
  const name = card.name;
  const items: MenuItem[] = [];
  if (zone === 'battlefield') {
    items.push(
      card.tapped
        ? { label: 'Untap', spoken: `Untap ${name}`, action: { type: 'setTapped', card: id, tapped: false } }
        : { label: 'Tap', spoken: `Tap ${name}`, action: { type: 'setTapped', card: id, tapped: true } },
    );
    items.push({ label: 'Put a +1/+1 counter', spoken: `Put a +1/+1 counter on ${name}`, action: { type: 'addCounters', card: id, count: 1 } });
    if ((card.counters ?? 0) > 0) {
      items.push({ label: 'Remove a +1/+1 counter', spoken: `Remove a +1/+1 counter from ${name}`, action: { type: 'addCounters', card: id, count: -1 } });
    }
    for (const to of card.turnsTo ?? []) {
      items.push({ label: `Turn over to ${to.name}`, spoken: `Turn ${name} over to ${to.name}`, action: { type: 'turnOver', card: id, face: to.face } });
    }
  }
  let first = items.length > 0;
  for (const m of MOVES) {
    if (m.to === zone) continue;
    items.push({ label: m.label, spoken: `${m.label.replace(/^Move/, `Move ${name}`)}`, action: { type: 'moveCard', card: id, to: m.to }, ...(first ? { group: true } : {}) });
    first = false;
  }
  return items;
}

/** "Soldier (token)" → "Soldier". */
export function tokenName(name: string): string {
  return name.replace(/\s*\(token\)$/, '');
}

/** The Create token menu: one item per token the pool knows. */
export function tokenMenu(tokens: readonly TokenChoice[]): MenuItem[] {
  return tokens.map((t) => ({
    label: tokenName(t.name),
    detail: t.summary,
    spoken: `Create a ${tokenName(t.name)} token: ${t.summary}`,
    action: { type: 'createToken', token: t.name },
  }));
}

/**
 * The amount a life field asks for: "5" or "+5" gains, "-3" (or "−3") loses.
 * Undefined for nothing, zero or not a whole number; clamped to what the
 * engine takes (±1000).
 */
export function lifeAmount(text: string): number | undefined {
  const t = text.trim().replace(/^[−–]/, '-');
  if (!/^[+-]?\d+$/.test(t)) return undefined;
  const n = Number(t);
  if (n === 0) return undefined;
  return Math.max(-1000, Math.min(1000, n));
}

/** Whether an action is an adjustment by hand (not in the host's list of labelled legal actions). */
export function isByHand(action: Action): boolean {
  return action.type === 'moveCard' || action.type === 'setTapped' || action.type === 'addCounters' || action.type === 'adjustLife' || action.type === 'createToken' || action.type === 'turnOver';
}
