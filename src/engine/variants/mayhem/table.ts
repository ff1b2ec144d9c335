import { nextInt, rollDie } from '../../rng';
import type { MayhemEvent, MayhemSetup, MayhemState } from './schema';

/**
 * The game in the middle of one action: a private copy of the state that the
 * rules change step by step, and what happened. `apply` makes one from the
 * state it is given and hands back its state only when the action is legal,
 * so from outside every rule is a pure function.
 */
export interface Table {
  readonly setup: MayhemSetup;
  readonly s: MayhemState;
  readonly events: MayhemEvent[];
}

export const openTable = (setup: MayhemSetup, state: MayhemState): Table => ({ setup, s: structuredClone(state), events: [] });

export const note = (t: Table, text: string): void => {
  t.events.push({ type: 'note', text });
};

/**
 * A note an earlier Crawl worded otherwise, or left out (`was` ''): its
 * saved games' lines still verify (Variant.earlierNarrations, narrate.ts).
 */
export const noteWas = (t: Table, text: string, was: string): void => {
  t.events.push({ type: 'note', text, was });
};

/** A note earlier Crawls did not make: their saved lines, without it, still verify. */
export const noteNew = (t: Table, text: string): void => noteWas(t, text, '');

/** A card's name called out as it springs: "Collapsing Arch!", and "Ambush!" as it is (no second mark). */
export const exclaimed = (name: string): string => (/[.!?]$/.test(name) ? name : `${name}!`);

/** The one die: the seeded stream kept in the state (docs/mayhem.md, "The die"). */
export function roll(t: Table, why: string, was?: string): number {
  const r = rollDie(t.s.rng);
  t.s.rng = r.rng;
  t.s.lastRoll = r.value;
  t.events.push({ type: 'roll', value: r.value, why, ...(was !== undefined && was !== why ? { was } : {}) });
  return r.value;
}

/** Takes one card at random out of a sorted multiset (a deck, the face-down tiles). */
export function drawFrom(t: Table, pile: string[]): string | undefined {
  if (pile.length === 0) return undefined;
  const r = nextInt(t.s.rng, pile.length);
  t.s.rng = r.rng;
  return pile.splice(r.value, 1)[0];
}

/** Puts a card into a sorted multiset, keeping it sorted. */
export function putInto(pile: string[], card: string): void {
  pile.push(card);
  pile.sort();
}

/** Takes a named card out of a pile; false if it is not there. */
export function takeOut(pile: string[], card: string): boolean {
  const i = pile.indexOf(card);
  if (i < 0) return false;
  pile.splice(i, 1);
  return true;
}
