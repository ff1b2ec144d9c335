import { MAYHEM_CONTENT, answerMatches, type Effect } from './content';
import type { Square } from './schema';
import { drawFrom, note, roll, type Table } from './table';

/**
 * Riddles, tongue twisters and physical challenges (mayhem.challenge.*). The
 * engine has no clock: a challenge waits in the state until its outcome
 * enters the log as an action, a typed answer or the players' verdict.
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
  t.s.pending.push({ seat, at: { ...at }, kind: e.kind, who: e.who, challenge, success: [...e.success], failure: [...e.failure], rest: [...rest] });
  note(t, `A ${e.kind.replace('-', ' ')} for ${e.who === 'party' ? 'the whole table' : t.s.heroes[seat]!.hero}`);
}

/** Whether a typed answer solves a riddle. */
export function riddleSolved(riddle: string, text: string): boolean {
  const def = MAYHEM_CONTENT.riddles.find((r) => r.id === riddle);
  return def !== undefined && answerMatches(text, def.answers);
}
