/**
 * What applying an action gives back: the next state with what happened, or
 * the rule that forbids it. A refused action never changes anything.
 */

export interface RuleError {
  /** A stable identifier of the rule, e.g. "magic-crawl.move.adjacent". */
  readonly rule: string;
  /** A sentence a player understands. */
  readonly message: string;
}

export type Applied<S, E> =
  | { readonly ok: true; readonly state: S; readonly events: readonly E[] }
  | { readonly ok: false; readonly error: RuleError };

/**
 * How a step may treat the state it is given. `consumes`: the caller gives
 * the state up and keeps only what the step returns (a replay from the
 * log), so big lists may be changed in place rather than copied; the given
 * state may then be changed even when the action is refused.
 */
export interface ApplyOptions {
  readonly consumes?: boolean;
}

export function refuse(rule: string, message: string): { ok: false; error: RuleError } {
  return { ok: false, error: { rule, message } };
}
