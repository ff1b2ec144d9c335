import { heroWord, monsterDef, riddleDef } from './lookup';
import { editionOf, monsterPlayable } from './support';
import { MAYHEM_CONTENT, answerMatches, type Effect } from './content';
import type { PendingChoice, Square } from './schema';
import { drawFrom, note, noteWas, roll, type Table } from './table';

const physicalName = (id: string): string => MAYHEM_CONTENT.challenges.find((c) => c.id === id)?.name ?? id;

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
export function startChallenge(t: Table, seat: number, e: ChallengeEffect, at: Square, rest: readonly Effect[], parley?: readonly number[]): void {
  let challenge: string;
  if (e.kind === 'physical') {
    const face = roll(t, 'which physical challenge');
    challenge = MAYHEM_CONTENT.challenges.find((c) => c.roll === face)!.id;
  } else {
    challenge = drawFrom(t, [...(e.kind === 'riddle' ? RIDDLE_IDS : TWISTER_IDS)])!;
  }
  t.s.pending.push({ type: 'challenge', seat, at: { ...at }, kind: e.kind, who: e.who, challenge, success: [...e.success], failure: [...e.failure], rest: [...rest], ...(parley ? { parley: [...parley] } : {}) });
  const who = e.who === 'party' ? 'the whole table' : heroWord(t.s.heroes[seat]!.hero);
  const earlier = `A ${e.kind.replace('-', ' ')} for ${who}`;
  // Earlier Crawls said "A physical for …"; a physical challenge is named, as its die picked it.
  if (e.kind === 'physical') noteWas(t, `A physical challenge for ${who}: ${physicalName(challenge)}`, earlier);
  else note(t, earlier);
}

/**
 * Whether the challenge waiting first is a physical one rolled for the hero
 * at `seat`: the die that picked it may be rolled again (mayhem.reroll),
 * since nothing has come of it yet.
 */
export function challengeRolledFor(t: Table, seat: number): boolean {
  const first = t.s.pending[0];
  return first?.type === 'challenge' && first.kind === 'physical' && first.seat === seat;
}

/** The physical challenge waiting first is rolled for again: the die's new face picks it (mayhem.challenge.physical). */
export function rollChallengeAgain(t: Table): void {
  const first = t.s.pending[0];
  if (first?.type !== 'challenge' || first.kind !== 'physical') return;
  const face = roll(t, 'which physical challenge');
  const challenge = MAYHEM_CONTENT.challenges.find((c) => c.roll === face)!;
  t.s.pending[0] = { ...first, challenge: challenge.id };
  note(t, `The physical challenge is rolled again: ${challenge.name}`);
}

type ChoiceEffect = Extract<Effect, { do: 'choose' }>;

/** A card's choice waits for the player's pick (mayhem.choose). */
export function startChoice(t: Table, seat: number, e: ChoiceEffect, at: Square, rest: readonly Effect[]): void {
  t.s.pending.push({ type: 'choice', seat, at: { ...at }, options: e.options.map((o) => ({ ...o, effects: [...o.effects] })), rest: [...rest] });
  note(t, `${heroWord(t.s.heroes[seat]!.hero)} must choose`);
}

/** Whether a typed answer solves a riddle. */
export function riddleSolved(riddle: string, text: string): boolean {
  const def = riddleDef(riddle);
  return def !== undefined && answerMatches(text, def.answers);
}

/**
 * A monster that parleys (mayhem.parley): the hero who drew its card may
 * take its challenge instead of fighting. The card's monsters are put down
 * as any others; then a choice waits for the drawing hero's player: the
 * first option takes the challenge (met, the card's monsters leave the
 * board, no drops, and its success follows; failed, its failure follows and
 * they stay to fight), the second fights. Only in an edition that plays it.
 */
export function offerParley(t: Table, seat: number, monster: string, firstNumber: number, at: Square): void {
  const def = monsterDef(monster);
  const p = def.behaviours.find((b) => b.is === 'parley');
  if (p?.is !== 'parley' || !monsterPlayable(def, editionOf(t.setup))) return;
  const numbers = t.s.monsters.filter((m) => m.number >= firstNumber && m.monster === monster).map((m) => m.number);
  if (numbers.length === 0) return;
  const what = p.kind === 'riddle' ? 'riddle' : p.kind === 'tongue-twister' ? 'tongue twister' : 'challenge';
  t.s.pending.push({
    type: 'choice',
    seat,
    at: { ...at },
    options: [
      { label: `Take the ${def.name}'s ${what} instead of fighting`, effects: [] },
      { label: `Fight the ${def.name}`, effects: [] },
    ],
    rest: [],
    parley: numbers,
  });
  note(t, `${def.name} offers ${heroWord(t.s.heroes[seat]!.hero)} a ${what} instead of a fight`);
}

/** The parley taken: the challenge of the monster whose card offered it (mayhem.parley). */
export function startParley(t: Table, c: PendingChoice & { parley: readonly number[] }): void {
  const m = t.s.monsters.find((x) => c.parley.includes(x.number));
  const p = m ? monsterDef(m.monster).behaviours.find((b) => b.is === 'parley') : undefined;
  // The monsters fell meanwhile (nothing can hurt them while the choice waits, but a card could): nothing to parley with.
  if (!m || p?.is !== 'parley') return;
  startChallenge(t, c.seat, { do: 'challenge', kind: p.kind, who: 'self', success: p.success, failure: p.failure }, c.at, [], c.parley);
}
