import type { CardView } from '../../protocol/card-view';
import type { ActionView, TableView } from '../../protocol/table-view';
import { firstStep, groupsFor, keyFor, type ActionGroup, type ChoiceRole, type Step, type TargetKey } from './intents';
import { boardTarget, menuZone, nameOf } from './table-zones';

/**
 * The questions the card table asks before it sends an action (which of a
 * card's actions, which target, which X), and what a click on a card means
 * while one is open or the game asks its own (discard, bottom, a trigger's
 * target). View state only: the game is not touched. Pure, so it is tested
 * in Node; <crawl-table> holds the question and does what these say.
 */

/** A question in progress. */
export type Mode =
  | { readonly kind: 'menu'; readonly source: number; readonly name: string; readonly groups: readonly ActionGroup[] }
  | { readonly kind: 'target'; readonly source: number; readonly name: string; readonly group: ActionGroup; readonly targets: readonly TargetKey[]; readonly role: ChoiceRole }
  | { readonly kind: 'x'; readonly source: number; readonly name: string; readonly group: ActionGroup; readonly values: readonly number[] };

/** What a click on a card comes to. */
export type CardClick =
  | { readonly kind: 'pick'; readonly target: TargetKey }
  | { readonly kind: 'cancel' }
  | { readonly kind: 'say'; readonly text: string }
  | { readonly kind: 'send'; readonly action: ActionView }
  | { readonly kind: 'step'; readonly step: Step };

/** The targets a choice is open for now: the question in progress, or a triggered ability's. */
export function currentTargets(t: TableView | undefined, mode: Mode | undefined): readonly TargetKey[] | undefined {
  if (mode?.kind === 'target') return mode.targets;
  if (t?.prompt?.kind === 'trigger') {
    return t.actions.flatMap((a) => (a.action.type === 'choose' && 'target' in a.action ? [a.action.target] : []));
  }
  return undefined;
}

/** Whom a creature in combat attacks or blocks now: a second click on it takes that back. */
export function combatState(t: TableView | undefined, id: number): { attacking?: TargetKey; blocking?: number } {
  const attack = t?.combat?.attackers.find((a) => a.id === id);
  const block = t?.combat?.blocks.find((b) => b.id === id);
  return { ...(attack ? { attacking: attack.target } : {}), ...(block ? { blocking: block.attacker } : {}) };
}

/** The labels of what a click on this card would do now (`only`: the hand's answer to a discard or bottom question). */
export function cardActions(t: TableView, id: number, only?: 'discard' | 'bottom'): string[] {
  if (only) return t.actions.filter((a) => a.on === id && a.action.type === only).map((a) => a.label);
  return groupsFor(t.actions, id).map((g) => g.label);
}

/**
 * A click (or Enter) on a card: a target picked, the question withdrawn (its
 * own card again), the game's question answered, the card's first step, or
 * words saying why nothing happens. `byHand`: the By hand menus are open.
 */
export function cardClick(t: TableView, mode: Mode | undefined, card: CardView, byHand: boolean): CardClick | undefined {
  const id = card.id;
  if (id === undefined) return undefined;
  const targets = currentTargets(t, mode);
  if (targets) {
    if (targets.includes(id)) return { kind: 'pick', target: id };
    if (mode && id === mode.source) return { kind: 'cancel' };
    return { kind: 'say', text: `${card.name} is not a choice here. Choose one of the marked targets${mode ? ', or press Escape to cancel' : ''}.` };
  }
  if (mode) return id === mode.source ? { kind: 'cancel' } : { kind: 'say', text: 'Answer the question first, or press Escape to cancel it.' };
  const prompt = t.prompt;
  if (prompt?.kind === 'discard' || prompt?.kind === 'bottom') {
    const a = t.actions.find((x) => x.on === id && x.action.type === prompt.kind);
    return a ? { kind: 'send', action: a } : { kind: 'say', text: `${prompt.text}` };
  }
  const groups = groupsFor(t.actions, id);
  if (groups.length === 0) {
    const more = byHand && menuZone(t, id) ? ' Shift+F10 opens its By hand menu.' : '';
    return { kind: 'say', text: prompt ? prompt.text : `Nothing to do with ${card.name} now.${more}` };
  }
  const step = firstStep(groups, combatState(t, id));
  return step ? { kind: 'step', step } : undefined;
}

/** The question a step asks about card `source`, or undefined for a step that sends its action at once. */
export function questionFor(step: Step, source: number, t: TableView | undefined): Mode | undefined {
  const name = nameOf(t, source);
  switch (step.kind) {
    case 'send':
      return undefined;
    case 'menu':
      return { kind: 'menu', source, name, groups: step.groups };
    case 'target':
      return { kind: 'target', source, name: step.group.label, group: step.group, targets: step.targets, role: step.role };
    case 'x':
      return { kind: 'x', source, name: step.group.label, group: step.group, values: step.values };
  }
}

/** What is said when a question opens, for the aria-live region. */
export function questionWords(mode: Mode, t: TableView | undefined): string {
  const card = nameOf(t, mode.source);
  switch (mode.kind) {
    case 'menu':
      return `${card}: choose what to do: ${mode.groups.map((g) => g.label).join('; ')}. Escape cancels.`;
    case 'target': {
      const g = mode.group;
      const what = g.kind === 'attack' ? `Choose which creature ${card} attacks` : g.kind === 'block' ? `Choose the attacker ${card} blocks` : `${unstopped(g.label)}: ${askWords(t, mode.targets, mode.role)}`;
      return `${what}${listWords(mode.targets.map((tk) => nameOf(t, tk)))}. Escape cancels.`;
    }
    case 'x':
      return `${mode.name}: choose X, from ${mode.values[0]} to ${mode.values[mode.values.length - 1]}. Escape cancels.`;
  }
}

/** The prompt bar's question while a target is asked for. */
export function targetQuestion(m: Extract<Mode, { kind: 'target' }>, source: string, t?: TableView): string {
  if (m.group.kind === 'attack') return `${source} attacks which creature?`;
  if (m.group.kind === 'block') return `${source} blocks which attacker?`;
  return `${unstopped(m.name)}: ${askWords(t, m.targets, m.role)}`;
}

/** An ability's words without their full stop, before a question is put after them. */
function unstopped(label: string): string {
  return label.replace(/\.$/, '');
}

/** "choose a target", or "choose a land" when every choice is a land on the board; "… to sacrifice" for a cost or an effect that sacrifices. */
function askWords(t: TableView | undefined, targets: readonly TargetKey[], role: ChoiceRole): string {
  const lands = targets.length > 0 && targets.every((tk) => boardTarget(t, tk)?.kind === 'land');
  if (role === 'sacrifice') return lands ? 'choose a land to sacrifice' : 'choose what to sacrifice';
  if (role === 'discard') return 'choose a card to discard';
  return lands ? 'choose a land' : 'choose a target';
}

/** The choices after the question: ": A, B", or " — A at row 1, column 2; B at …" when the names hold commas of their own. */
function listWords(names: readonly string[]): string {
  return names.some((n) => n.includes(',')) ? ` — ${names.join('; ')}` : `: ${names.join(', ')}`;
}

/**
 * A choice the board of places (the square grid) offers while it is open:
 * the table's question for a target or a sacrifice, or the game's own
 * question about a target (a trigger's, a land to sacrifice). The board
 * marks the places that hold `targets` and hands back the one chosen; the
 * table sends the action.
 */
export interface BoardChoice {
  /** "Cast Stone Rain: choose a land", "Yawning Fissure: choose a land one of your creatures stands on, to sacrifice". */
  readonly question: string;
  readonly role: ChoiceRole;
  readonly targets: readonly TargetKey[];
  /** What choosing each does, as the host labels it: "Cast Stone Rain on the Forest at row 1, column 1". */
  readonly labels: ReadonlyMap<TargetKey, string>;
  /** Escape withdraws it (the table asked it); the game's own question waits for an answer. */
  readonly cancellable: boolean;
  /** The question has just been opened by the player and none of its targets is on the card table: the keyboard goes to the board's first one. */
  readonly focus: boolean;
}

/** The choice open now, as the board offers it (its `focus` false), or undefined when there is none. */
export function boardChoice(t: TableView | undefined, mode: Mode | undefined): BoardChoice | undefined {
  if (!t) return undefined;
  if (mode?.kind === 'target') {
    const labels = new Map<TargetKey, string>();
    for (const tk of mode.targets) {
      const these = [...new Set(mode.group.actions.filter((a) => keyFor(a.action, mode.role) === tk).map((a) => a.label))];
      // One action for it: its own label says all; several (an X still to choose) share the question's name.
      labels.set(tk, these.length === 1 ? these[0]! : `${mode.name}: ${nameOf(t, tk)}`);
    }
    return { question: targetQuestion(mode, nameOf(t, mode.source), t), role: mode.role, targets: mode.targets, labels, cancellable: true, focus: false };
  }
  if (mode || t.prompt?.kind !== 'trigger') return undefined;
  const chooses = t.actions.filter((a) => a.action.type === 'choose');
  const labels = new Map<TargetKey, string>(chooses.map((a) => [(a.action as { target: TargetKey }).target, a.label]));
  return {
    question: t.prompt.text.replace(/\.$/, ''),
    role: t.prompt.choosing ?? 'target',
    targets: [...labels.keys()],
    labels,
    cancellable: false,
    focus: false,
  };
}

/** Whether X is one the question offers, or the words that say it is not. */
export function xRefusal(values: readonly number[], x: number): string | undefined {
  return values.includes(x) ? undefined : `X must be from ${values[0]} to ${values[values.length - 1]}.`;
}
