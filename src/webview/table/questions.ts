import type { CardView } from '../../protocol/card-view';
import type { ActionView, TableView } from '../../protocol/table-view';
import { firstStep, groupsFor, type ActionGroup, type Step, type TargetKey } from './intents';
import { menuZone, nameOf } from './table-zones';

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
  | { readonly kind: 'target'; readonly source: number; readonly name: string; readonly group: ActionGroup; readonly targets: readonly TargetKey[] }
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
    return t.actions.flatMap((a) => (a.action.type === 'choose' ? [a.action.target] : []));
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
      return { kind: 'target', source, name: step.group.label, group: step.group, targets: step.targets };
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
      const what = g.kind === 'attack' ? `Choose which creature ${card} attacks` : g.kind === 'block' ? `Choose the attacker ${card} blocks` : `${g.label}: choose a target`;
      return `${what}: ${mode.targets.map((tk) => nameOf(t, tk)).join(', ')}. Escape cancels.`;
    }
    case 'x':
      return `${mode.name}: choose X, from ${mode.values[0]} to ${mode.values[mode.values.length - 1]}. Escape cancels.`;
  }
}

/** The prompt bar's question while a target is asked for. */
export function targetQuestion(m: Extract<Mode, { kind: 'target' }>, source: string): string {
  if (m.group.kind === 'attack') return `${source} attacks which creature?`;
  if (m.group.kind === 'block') return `${source} blocks which attacker?`;
  return `${m.name}: choose a target`;
}

/** Whether X is one the question offers, or the words that say it is not. */
export function xRefusal(values: readonly number[], x: number): string | undefined {
  return values.includes(x) ? undefined : `X must be from ${values[0]} to ${values[values.length - 1]}.`;
}
