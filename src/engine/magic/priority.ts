import { resolveStackItem } from './casting';
import type { StackItem } from './schema';
import type { MagicState, Seat, Table } from './table';
import { askTriggerTarget, dropWaitingTriggers, stackTriggers } from './triggers';

/**
 * Priority among players (CR 117) and the stack it waits on (CR 405, 608),
 * for a game of any number of seats that keeps a stack: whoever holds
 * priority acts or passes; when every player still in the game has passed in
 * a row, the top of the stack resolves and the active player receives
 * priority, or, with the stack empty, the step ends. A variant says who is
 * still playing, what its own kinds of stack item do (Frontier's moves and
 * attacks) and what the end of a step leads to; the rest is the same in
 * every game of players.
 */

/** Who holds priority, and how many players in a row have passed before them. */
export interface Priority {
  readonly seat: Seat;
  readonly passes: number;
}

/** The parts of a game of players that priority reads and changes. */
export interface PriorityState extends MagicState {
  priority: Priority | null;
  stack: readonly { readonly kind: string; readonly controller: Seat }[];
  /** Who answers the question the game waits on, when it is not the player acting. */
  promptSeat?: Seat;
}

/** What a variant tells priority about its game. */
export interface PriorityRules<S extends PriorityState> {
  /** The seats still in the game, in turn order. */
  seats(s: S): readonly Seat[];
  /** The player whose turn it is, while a turn is on; undefined before the first turn and after the game. */
  active(s: S): Seat | undefined;
  /** Resolves a stack item of the variant's own kind and says true; false leaves it to the core (a spell, an ability, a trigger). */
  resolveOwn?(t: Table<S>, item: S['stack'][number]): boolean;
  /** Every player passed with the stack empty: the step ends, and the variant moves on (giving priority anew). */
  endStep(t: Table<S>): void;
}

/** The seat after `seat` in turn order among `seats` (the first again after the last). */
export function nextSeat(seats: readonly Seat[], seat: Seat): Seat {
  return seats[(seats.indexOf(seat) + 1) % seats.length]!;
}

/**
 * The player holding priority passes. Until every player still in the game
 * has passed in a row, priority goes to the next in turn order; then the
 * top of the stack resolves and the active player receives priority, or,
 * with the stack empty, the step ends.
 */
export function passPriority<S extends PriorityState>(t: Table<S>, rules: PriorityRules<S>): void {
  const pr = t.s.priority;
  if (!pr) return;
  const seats = rules.seats(t.s);
  if (pr.passes + 1 < seats.length) {
    t.s.priority = { seat: nextSeat(seats, pr.seat), passes: pr.passes + 1 };
    return;
  }
  if (t.s.stack.length > 0) {
    resolveTop(t, rules);
    const active = rules.active(t.s);
    if (active !== undefined) t.s.priority = { seat: active, passes: 0 };
    return;
  }
  rules.endStep(t);
}

/**
 * A player has put a spell, an ability or an action of the variant's on the
 * stack: to keep play quick their own pass is counted at once, and the next
 * player in turn order answers first.
 */
export function afterPutting<S extends PriorityState>(t: Table<S>, seat: Seat, rules: Pick<PriorityRules<S>, 'seats'>): void {
  t.s.priority = { seat: nextSeat(rules.seats(t.s), seat), passes: 1 };
}

/** Takes the top item off the stack and resolves it: the variant's own kinds by the variant, the rest by the core. */
function resolveTop<S extends PriorityState>(t: Table<S>, rules: PriorityRules<S>): void {
  const item = t.s.stack[t.s.stack.length - 1]!;
  t.s.stack = t.s.stack.slice(0, -1);
  if (!rules.resolveOwn?.(t, item)) resolveStackItem(t as unknown as Table, item as StackItem);
  // A question the item asked as it resolved ("then discard a card") is its controller's, unless it said whose.
  if (t.s.prompt && !t.s.promptSeat) t.s.promptSeat = item.controller;
}

/**
 * The triggered abilities of what just happened go on the stack, as a player
 * is about to receive priority (CR 603.3): the active player's first, then
 * the others' in turn order (APNAP), the last on top. Nobody put them there
 * by acting, so every player may answer them: the player who was to have
 * priority keeps it, with no pass counted. Then the first target still to
 * choose is asked of the trigger's controller.
 */
export function settleTriggers<S extends PriorityState>(t: Table<S>, rules: Pick<PriorityRules<S>, 'active'>): void {
  const active = rules.active(t.s);
  if (active === undefined) {
    if (t.s.phase.type === 'over') dropWaitingTriggers(t as unknown as Table);
    return;
  }
  // A trigger targeting a permanent as it goes on makes that permanent's "becomes the target" abilities trigger: round again.
  for (let guard = 0; guard < 100 && stackTriggers(t as unknown as Table, active); guard++) {
    if (t.s.priority) t.s.priority = { seat: t.s.priority.seat, passes: 0 };
  }
  const asked = askTriggerTarget(t as unknown as Table);
  if (asked) t.s.promptSeat = asked;
}
