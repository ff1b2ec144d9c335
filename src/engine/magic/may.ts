import type { Effect } from '../cards/abilities';
import { findCard } from '../cards/pool';
import { effectsText } from '../cards/rules-text';
import { cardInfo } from './card-db';
import { resolveEffects } from './effects';
import type { Prompt, TriggerOnStack } from './schema';
import { fail, librarySize, OK, type Seat, type Table, type TableResult } from './table';
import { refName } from './targets';

/**
 * "You may" in a triggered ability (CR 603.5): the controller chooses as the
 * ability resolves whether to do what it offers. In a game that keeps a
 * stack (a game of players: Frontier, Castle, the Magic table) the trigger
 * resolving asks its controller (`may` prompt; answers "may" taking it or
 * declining it), unless the rules choose for that seat. Not asked:
 *
 * - an option that could only hurt, a draw from an empty library (a loss,
 *   CR 704.5b): declined, and the log says so (such a trigger is not even
 *   put on the stack when the library is already empty as it triggers:
 *   `stackTriggers`);
 * - a "you may search" (Borderland Ranger): the search is its own question,
 *   and finding nothing answers it (CR 701.19b);
 * - a question while another waits: taken, as the stated rule takes it.
 *
 * The computer takes it (the stated rule: take it unless it can only hurt,
 * and that case is never asked). Magic Crawl has no stack: its triggers
 * resolve at once and keep their stated rule (`runTrigger`).
 */

export const MAY_RULE = 'mtg.603.5';

type Trigger = { readonly effects: readonly Effect[]; readonly optional?: boolean };

const SEARCHES = new Set<Effect['do']>(['searchBasicLand', 'tutor', 'searchLands']);

/** "You may" that can only hurt: it would draw from `controller`'s empty library. A seat without a library takes it. */
export function onlyHurts(t: Table, controller: Seat, effects: readonly Effect[]): boolean {
  const library = t.libraryOf(controller);
  if (!library) return false;
  return effects.some((e) => e.do === 'draw') && librarySize(library) === 0;
}

/**
 * A trigger with "you may" resolving from the stack: true when it is not to
 * resolve now, either declined (an option that can only hurt) or waiting
 * on its controller's answer; false when it resolves as it stands.
 */
export function askMay(t: Table, item: TriggerOnStack, ability: Trigger): boolean {
  if (!ability.optional || t.seating.automatic(item.controller)) return false;
  if (ability.effects.every((e) => SEARCHES.has(e.do))) return false;
  if (onlyHurts(t, item.controller, ability.effects)) {
    t.emit({ type: 'declined', seat: item.controller, card: item.card, emptyLibrary: true });
    return true;
  }
  if (t.s.prompt) return false;
  t.s.prompt = { type: 'may', trigger: item };
  t.s.promptSeat = item.controller;
  return true;
}

/** The answer to a waiting `may`: its effects, by its controller, or nothing but the log's word that it was declined. */
export function answerMay(t: Table, seat: Seat, take: boolean): TableResult {
  const prompt = t.s.prompt;
  if (prompt?.type !== 'may') return fail(MAY_RULE, 'No "you may" is asked now.');
  const item = prompt.trigger;
  t.s.prompt = null;
  delete t.s.promptSeat;
  if (!take) {
    t.emit({ type: 'declined', seat, card: item.card });
    return OK;
  }
  resolveTriggered(t, item, mayEffects(item));
  // A question the effects ask ("then discard a card") is the controller's.
  if (t.s.prompt && !t.s.promptSeat) t.s.promptSeat = seat;
  return OK;
}

/** A trigger's effects, by its controller, with what it stood on the stack with (its target, "that creature", "that player"). */
export function resolveTriggered(t: Table, item: TriggerOnStack, effects: readonly Effect[]): void {
  resolveEffects(t, effects, {
    source: item.card,
    sourceId: item.source,
    colours: cardInfo(item.card).def.colours,
    controller: item.controller,
    ...(item.target !== undefined ? { target: item.target } : {}),
    ...(item.that !== undefined ? { that: item.that } : {}),
    ...(item.player !== undefined ? { player: item.player } : {}),
    x: 0,
  });
}

function mayEffects(item: TriggerOnStack): readonly Effect[] {
  const ability = item.ability === undefined ? undefined : cardInfo(item.card).abilities[item.ability];
  return ability && (ability.kind === 'trigger' || ability.kind === 'etb') ? ability.effects : [];
}

/** The answers to a waiting `may`: take it, decline it. */
export function mayAnswers(): { type: 'may'; take: boolean }[] {
  return [
    { type: 'may', take: true },
    { type: 'may', take: false },
  ];
}

/** The computer's answer: it takes what it is asked (an option that can only hurt is never asked). */
export function botMayAnswer(t: Table): { type: 'may'; take: boolean } {
  const prompt = t.s.prompt;
  return { type: 'may', take: prompt?.type !== 'may' || !onlyHurts(t, prompt.trigger.controller, mayEffects(prompt.trigger)) };
}

type MayPrompt = Extract<Prompt, { type: 'may' }>;

/** What the trigger would do, for the answer's label: a phrase ("draw a card"), or a sentence of its own ("Test Shocker deals 1 damage to target creature"), without the stop. */
function offer(prompt: MayPrompt): string {
  const sentence = effectsText(mayEffects(prompt.trigger), context(prompt)).replace(/\.$/, '');
  // A sentence led by its subject (the card, "it") keeps its capital; one led by its verb reads on from "you may".
  const verb = !sentence.startsWith(prompt.trigger.card) && !/^It\b/.test(sentence);
  return verb ? `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}` : sentence;
}

/** How the card's rules text words the effects: its name, the trigger's source, its target. */
function context(prompt: MayPrompt): Parameters<typeof effectsText>[1] {
  const item = prompt.trigger;
  const ability = item.ability === undefined ? undefined : cardInfo(item.card).abilities[item.ability];
  const target = ability && (ability.kind === 'trigger' || ability.kind === 'etb') ? ability.target : undefined;
  return { name: item.card, source: item.card, ...(target ? { target } : {}), lookup: findCard };
}

/**
 * What follows "you may" as the card's rules text words it ("draw a card", "have Test Sparker deal 1 damage to
 * target creature"), without the stop: the question then reads like the card. The rules text writes a "you may"
 * ability with the same lead (rules-text.ts abilityText); a lead said twice ("you may you may pay {E}") is said once.
 */
function asTheCardSays(prompt: MayPrompt): string {
  return effectsText(mayEffects(prompt.trigger), context(prompt), 'you may ')
    .replace(/^(you may )+/, '')
    .replace(/\.$/, '');
}

/** The target the trigger was put on the stack with, by name: " (Grizzly Bears)"; a player by `seatName`. */
function targetWords(t: Table, prompt: MayPrompt, seatName: (seat: Seat) => string): string {
  const target = prompt.trigger.target;
  if (target === undefined) return '';
  return ` (${typeof target === 'string' ? seatName(target) : (refName(t, target) ?? 'its target')})`;
}

/** The question as the board asks it: "Test Muse: you may draw a card." */
export function mayText(t: Table, prompt: MayPrompt, seatName: (seat: Seat) => string): string {
  return `${prompt.trigger.card}: you may ${asTheCardSays(prompt)}${targetWords(t, prompt, seatName)}.`;
}

/** The question in a few words, for a status line. */
export function mayWords(prompt: MayPrompt): string {
  return `${prompt.trigger.card}: you may ${asTheCardSays(prompt)}, or decline`;
}

/** "Yes: draw a card" / "No". */
export function mayLabel(prompt: Prompt | null, take: boolean): string {
  if (!take) return 'No';
  return prompt?.type === 'may' ? `Yes: ${offer(prompt)}` : 'Yes';
}
