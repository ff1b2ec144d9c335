import type { Action } from '../../engine';
import type { ActionView } from '../../protocol/table-view';

/**
 * An action that is an offered one with only part of its `some` field: the
 * same action in every other field, and a non-empty part of that array, each
 * element once and in the offer's order (an attack with some creatures held back).
 */
export function isPartOf(action: Action, offered: ActionView): boolean {
  const field = offered.some;
  if (field === undefined) return false;
  const whole = (offered.action as unknown as Record<string, unknown>)[field];
  const part = (action as unknown as Record<string, unknown>)[field];
  if (!Array.isArray(whole) || !Array.isArray(part) || part.length === 0) return false;
  let from = 0;
  for (const x of part) {
    const at = whole.indexOf(x, from);
    if (at < 0) return false;
    from = at + 1;
  }
  const rest = (a: object) => JSON.stringify(Object.entries(a).filter(([k]) => k !== field));
  return rest(action) === rest(offered.action);
}

/** An action that is an offered one with its typed field filled in (a riddle's answer): the same in every other field, that field text within its length. */
export function isTypedFrom(action: Action, offered: ActionView): boolean {
  const field = offered.typed;
  if (field === undefined) return false;
  const text = (action as unknown as Record<string, unknown>)[field];
  if (typeof text !== 'string' || text.trim() === '' || text.length > (offered.typedMax ?? 200)) return false;
  const rest = (a: object) => JSON.stringify(Object.entries(a).filter(([k]) => k !== field));
  return rest(action) === rest(offered.action);
}
