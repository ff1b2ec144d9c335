import { applyMove, checkMove, placeLabel, spendMove, stackOf, whereIs, type Place } from './board';
import type { MoveOnStack } from './schema';
import { lookups, type FrontierTable } from './seating';

/**
 * A move resolves (frontier.move.*): the creature (and its banded stack)
 * goes there, turning up each face-down land it steps on. A move whose
 * destination a response has made illegal (a land destroyed, a creature
 * moved in) fizzles: the creature stays and has used its move.
 */
export function resolveMove(t: FrontierTable, item: MoveOnStack): void {
  const p = t.permanent(item.creature);
  if (!p || p.controller !== item.controller || !whereIs(t.s.board, p.id)) return;
  const look = lookups(t);
  const check = checkMove(t.s.board, p.id, item.to, look);
  if (!check.ok) {
    for (const id of stackOf(t.s.board, p.id)) t.s.board = spendMove(t.s.board, id);
    t.emit({ type: 'note', text: `${p.card}'s move to ${placeLabel(item.to)} fizzles: ${check.error.message}` });
    return;
  }
  const moved = applyMove(t.s.board, p.id, item.to, look, t.s.rng);
  if (!moved.ok) return;
  t.s.board = moved.board;
  t.s.rng = moved.rng;
  // The move was said as it was declared; only what it turned up, and a landwalk cut short, is news.
  if (moved.stoppedShort) t.emit({ type: 'note', text: `${p.card} stops at ${placeLabel(moved.to)}` });
  if (moved.ids.length > 1) t.emit({ type: 'note', text: `its stack moves with it (${moved.ids.filter((id) => id !== p.id).map((id) => t.permanent(id)?.card ?? `#${id}`).join(', ')})` });
  for (const land of moved.revealed) t.emit({ type: 'note', text: `${land.card} turns up at ${placeLabel(land.place)}` });
}

export function moveWords(t: FrontierTable, creature: number, to: Place): string {
  return `${t.permanent(creature)?.card ?? `#${creature}`} to ${placeLabel(to)}`;
}
