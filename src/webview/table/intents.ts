import type { Action } from '../../engine';
import type { ActionView } from '../../protocol/table-view';

/**
 * What a click on a card means, worked out from the host's labelled legal
 * actions only (no rules here): the actions taken through the card, grouped
 * (play it, cast it, one ability, attack, block), and for a group the next
 * thing to ask — nothing, which target, which X — before one action is sent.
 * Pure, so it is tested in Node.
 */

/**
 * A target as an action names it: a card by id, a player by seat ("you" in a
 * crawl), or a place of a board by the negative id of its land (a square
 * grid's GridSquareView.landId).
 */
export type TargetKey = number | string;

/** What a choice among TargetKeys is for: an action's target, what its cost sacrifices ("Sacrifice a land: …") or the card its cost discards. */
export type ChoiceRole = 'target' | 'sacrifice' | 'discard';

export type GroupKind = 'playLand' | 'playAsLand' | 'cast' | 'activate' | 'attack' | 'block' | 'discard' | 'bottom';

export interface ActionGroup {
  readonly kind: GroupKind;
  /** The ability's index, for activate. */
  readonly ability?: number;
  /** For a menu: "Cast Giant Growth", "Attack", "Prodigal Sorcerer: {T}: …". */
  readonly label: string;
  readonly actions: readonly ActionView[];
}

export type Step =
  | { readonly kind: 'send'; readonly action: Action; readonly label: string }
  | { readonly kind: 'menu'; readonly groups: readonly ActionGroup[] }
  | { readonly kind: 'target'; readonly group: ActionGroup; readonly targets: readonly TargetKey[]; readonly role: ChoiceRole }
  | { readonly kind: 'x'; readonly group: ActionGroup; readonly values: readonly number[] };

const KINDS: readonly GroupKind[] = ['playLand', 'playAsLand', 'cast', 'activate', 'attack', 'block', 'discard', 'bottom'];

/** The actions taken through card `id`, grouped by what they do. */
export function groupsFor(actions: readonly ActionView[], id: number): ActionGroup[] {
  const groups = new Map<string, { kind: GroupKind; ability?: number; actions: ActionView[] }>();
  for (const a of actions) {
    // An action on a place of the board (a move, a scout, an attack on a square grid) is the board's to offer.
    if (a.on !== id || a.at !== undefined) continue;
    const kind = a.action.type as GroupKind;
    if (!KINDS.includes(kind)) continue;
    const ability = a.action.type === 'activate' ? a.action.ability : undefined;
    // A card of several faces: each face cast or played is a group of its own ("Cast Frost (right half)"); so is each mode of a modal spell.
    const face = (a.action.type === 'cast' || a.action.type === 'playLand') && 'face' in a.action ? a.action.face : undefined;
    const mode = a.action.type === 'cast' && 'mode' in a.action ? a.action.mode : undefined;
    // So is a card cast face down (morph).
    const faceDown = a.action.type === 'cast' && 'faceDown' in a.action && a.action.faceDown === true;
    // And one cast for its dash cost.
    const dash = a.action.type === 'cast' && 'dash' in a.action && a.action.dash === true;
    const key = `${kind}/${ability ?? ''}/${face ?? ''}/${mode ?? ''}${faceDown ? '/face-down' : ''}${dash ? '/dash' : ''}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { kind, ...(ability !== undefined ? { ability } : {}), actions: [] }));
    g.actions.push(a);
  }
  return [...groups.values()].map((g) => ({ ...g, label: groupLabel(g.actions) }));
}

/** A group's name in a menu: what its actions share, as the host words it ("Cast Giant Growth", "Attack with Grizzly Bears"). */
function groupLabel(actions: readonly ActionView[]): string {
  const first = actions[0]!;
  if (actions.length === 1) return first.label;
  return first.group ?? first.label;
}

/** What an action points at, when it points at something: a spell's or ability's target, the creature an attacker attacks, the attacker a blocker blocks. */
export function targetOf(action: Action): TargetKey | undefined {
  switch (action.type) {
    case 'cast':
    case 'activate':
      return action.target;
    case 'attack':
      // Castle Magic's attack names a column, not a target.
      return 'target' in action ? action.target : undefined;
    case 'block':
      // Castle Magic's block divides damage among every attacker, and names none.
      return 'attacker' in action ? action.attacker : undefined;
    case 'choose':
      // Magic and Mayhem's choice names an option, not a target.
      return 'target' in action ? action.target : undefined;
    default:
      return undefined;
  }
}

/** What an action's cost sacrifices, when it names one (a creature, or a land by its place): an ability's cost, or a spell's additional cost. */
export function sacrificeOf(action: Action): number | undefined {
  return action.type === 'activate' || action.type === 'cast' ? action.sacrifice : undefined;
}

/** The card of the hand a spell's additional cost discards, when it names one. */
export function discardOf(action: Action): number | undefined {
  return action.type === 'cast' && 'discard' in action ? action.discard : undefined;
}

/** The key an action is chosen by, for a choice of this role. */
export function keyFor(action: Action, role: ChoiceRole): TargetKey | undefined {
  return role === 'sacrifice' ? sacrificeOf(action) : role === 'discard' ? discardOf(action) : targetOf(action);
}

function xOf(action: Action): number | undefined {
  return action.type === 'cast' || action.type === 'activate' ? action.x : undefined;
}

/**
 * The first step for a card: with several groups a menu; within a group, a
 * creature already attacking or blocking is withdrawn at once, and otherwise
 * the group asks for what its actions differ in (the target first, then X).
 */
export function firstStep(groups: readonly ActionGroup[], state: { attacking?: TargetKey; blocking?: number } = {}): Step | undefined {
  if (groups.length === 0) return undefined;
  if (groups.length > 1) return { kind: 'menu', groups };
  return stepFor(groups[0]!, state);
}

export function stepFor(group: ActionGroup, state: { attacking?: TargetKey; blocking?: number } = {}): Step {
  // Taking back an attack or a block is the action that names the current target.
  const current = group.kind === 'attack' ? state.attacking : group.kind === 'block' ? state.blocking : undefined;
  if (current !== undefined) {
    const back = group.actions.find((a) => targetOf(a.action) === current);
    if (back) return { kind: 'send', action: back.action, label: back.label };
  }
  return narrow(group);
}

/** After a target (or what to sacrifice) is chosen: the group's actions for it, then what still varies. */
export function afterTarget(group: ActionGroup, target: TargetKey, role: ChoiceRole = 'target'): Step | undefined {
  const left = group.actions.filter((a) => keyFor(a.action, role) === target);
  if (left.length === 0) return undefined;
  return narrow({ ...group, actions: left }, role);
}

/** After X is chosen. */
export function afterX(group: ActionGroup, x: number): Step | undefined {
  const chosen = group.actions.find((a) => xOf(a.action) === x);
  return chosen ? { kind: 'send', action: chosen.action, label: chosen.label } : undefined;
}

/** The questions a group may ask, in the order it asks them; each answered one is not asked again. */
const ROLE_ORDER: readonly ChoiceRole[] = ['target', 'sacrifice', 'discard'];

/** What the group still asks, after the question for `answered` (none yet: undefined). */
function narrow(group: ActionGroup, answered?: ChoiceRole): Step {
  const actions = group.actions;
  const open = (role: ChoiceRole) => answered === undefined || ROLE_ORDER.indexOf(role) > ROLE_ORDER.indexOf(answered);
  const targets = unique(actions.map((a) => targetOf(a.action)));
  const targeted = targets.every((t) => t !== undefined);
  // A spell or ability with a target always asks for it, even when only one is legal (it may be the foe's creature);
  // an attacker with one creature to attack, or a blocker with one attacker to block, needs no question.
  // (A spell whose only target is you, "target player", needs no question either.)
  const ask = group.kind === 'cast' || group.kind === 'activate' ? targets.length > 1 || (targets.length === 1 && targets[0] !== 'you') : targets.length > 1;
  if (open('target') && targeted && ask) return { kind: 'target', group, targets: targets as TargetKey[], role: 'target' };
  // A cost that sacrifices one of several (a creature, a land) asks which, once the target is known; one alone is taken.
  const victims = unique(actions.map((a) => sacrificeOf(a.action))).filter((v): v is number => v !== undefined);
  if (open('sacrifice') && victims.length > 1) return { kind: 'target', group, targets: victims, role: 'sacrifice' };
  // A cost that discards a card of the hand asks which, even when one alone could be: the player sees what they give up.
  const discards = unique(actions.map((a) => discardOf(a.action))).filter((v): v is number => v !== undefined);
  if (open('discard') && discards.length > 0) return { kind: 'target', group, targets: discards, role: 'discard' };
  // X is always asked for, even when only one value can be paid.
  const xs = unique(actions.map((a) => xOf(a.action))).filter((x): x is number => x !== undefined);
  if (xs.length > 0) return { kind: 'x', group, values: xs.sort((a, b) => a - b) };
  return { kind: 'send', action: actions[0]!.action, label: actions[0]!.label };
}

function unique<T>(xs: readonly T[]): T[] {
  return [...new Set(xs)];
}

/** The legal action of one type, if there is one (pass, endTurn, keep, mulligan, cancel). */
export function actionOfType(actions: readonly ActionView[], type: Action['type']): ActionView | undefined {
  return actions.find((a) => a.action.type === type);
}
