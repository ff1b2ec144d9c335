import { heroWord } from './lookup';
import { MAYHEM_CONTENT, answerMatches, type Effect } from './content';
import type { Square } from './schema';
import { drawFrom, note, roll, type Table } from './table';

/**
 * Riddles, tongue twisters and physical challenges (mayhem.challenge.*), and
 * the choices cards ask for (mayhem.choose). The
 * engine has no clock: a challenge waits in the state until its outcome
 * enters the log as an action: a typed answer, the players' verdict, or the
 * option picked.
 */

type ChallengeEffect = Extract<Effect, { do: 'challenge' }>;

const RIDDLE_IDS = MAYHEM_CONTENT.riddles.map((r) => r.id);
const TWISTER_IDS = MAYHEM_CONTENT.tongueTwisters.map((r) => r.id);

/** Picks the challenge: a riddle or twister at random, a physical one by the die's face (mayhem.challenge.physical). */
export function startChallenge(t: Table, seat: number, e: ChallengeEffect, at: Square, rest: readonly Effect[]): void {
  let challenge: string;
  if (e.kind === 'physical') {
    const face = roll(t, 'which physical challenge');
    challenge = MAYHEM_CONTENT.challenges.find((c) => c.roll === face)!.id;
  } else {
    challenge = drawFrom(t, [...(e.kind === 'riddle' ? RIDDLE_IDS : TWISTER_IDS)])!;
  }
  t.s.pending.push({ type: 'challenge', seat, at: { ...at }, kind: e.kind, who: e.who, challenge, success: [...e.success], failure: [...e.failure], rest: [...rest] });
  note(t, `A ${e.kind.replace('-', ' ')} for ${e.who === 'party' ? 'the whole table' : heroWord(t.s.heroes[seat]!.hero)}`);
}

type ChoiceEffect = Extract<Effect, { do: 'choose' }>;

/** A card's choice waits for the player's pick (mayhem.choose). */
export function startChoice(t: Table, seat: number, e: ChoiceEffect, at: Square, rest: readonly Effect[]): void {
  t.s.pending.push({ type: 'choice', seat, at: { ...at }, options: e.options.map((o) => ({ ...o, effects: [...o.effects] })), rest: [...rest] });
  note(t, `${heroWord(t.s.heroes[seat]!.hero)} must choose`);
}

/** Whether a typed answer solves a riddle. */
export function riddleSolved(riddle: string, text: string): boolean {
  const def = MAYHEM_CONTENT.riddles.find((r) => r.id === riddle);
  return def !== undefined && answerMatches(text, def.answers);
}
