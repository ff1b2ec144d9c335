import { MAX_LOG_TEXT } from '../../save/schema';
import { heroWord } from './lookup';
import { applyMayhem, type MayhemApplied } from './rules';
import type { MayhemAction, MayhemEvent, MayhemSetup, MayhemState } from './schema';
import { actingSeat, actionLabel } from './words';

/**
 * The log's line for an action: who did what, then what followed in the
 * order it happened (each roll of the die with why, each note of the rules),
 * cut to the length a log entry may have. A part that ends in its own
 * mark ("Collapsing Arch!") takes no full stop after it.
 */
export function narrate(events: readonly MayhemEvent[]): string {
  return cut(joined(events.map(partOf), true));
}

const partOf = (e: MayhemEvent): string => (e.type === 'roll' ? `The die shows ${e.value} (${e.why})` : capitalised(e.text));

/** The parts as sentences; `marked` leaves out the full stop after a part that ends in . ! or ? (earlier Crawls did not). */
function joined(parts: readonly string[], marked: boolean): string {
  if (parts.length === 0) return '';
  if (!marked) return `${parts.join('. ')}.`;
  const ends = (p: string) => /[.!?]$/.test(p);
  return parts.map((p) => (ends(p) ? p : `${p}.`)).join(' ');
}

const cut = (line: string): string => (line.length <= MAX_LOG_TEXT ? line : `${line.slice(0, MAX_LOG_TEXT - 1)}…`);

/** Beyond this many notes worded otherwise in one line, only the line all in earlier words is offered. */
const MIXES_UP_TO = 8;

/**
 * The same events as earlier Crawls said them (Variant.earlierNarrations):
 * each note and roll reworded since (its `was`) in its earlier words, a
 * note they did not say left out, and the full stop after every part. The
 * log learnt to say more in steps, so a line saved between two of them
 * mixes earlier and present words: every mix is offered (up to
 * MIXES_UP_TO reworded parts), so that a line saved by any of them still
 * verifies.
 */
export function earlierNarrations(events: readonly MayhemEvent[]): string[] {
  const reworded = events.flatMap((e, i) => (e.type !== 'did' && e.was !== undefined ? [i] : []));
  const masks = reworded.length <= MIXES_UP_TO ? Array.from({ length: 2 ** reworded.length }, (_, m) => 2 ** reworded.length - 1 - m) : [2 ** reworded.length - 1];
  const now = narrate(events);
  const out = new Set<string>();
  for (const mask of masks) {
    const earlier = reworded.filter((_, bit) => (mask & (1 << bit)) !== 0);
    const parts = events.flatMap((e, i): string[] => {
      if (!earlier.includes(i) || e.type === 'did' || e.was === undefined) return [partOf(e)];
      if (e.was === '') return [];
      return [partOf(e.type === 'roll' ? { ...e, why: e.was } : { ...e, text: e.was })];
    });
    for (const marked of [false, true]) out.add(cut(joined(parts, marked)));
  }
  out.delete(now);
  return [...out];
}

/** Each part of the line a sentence: notes may begin with a monster's or card's name in any case. */
const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The rules' step with the action itself put first among its events, in
 * the words of the state it was taken in, so that the log says who did what
 * (the rules note only what follows from it). Replay gives the same words.
 */
export function applyAndSay(setup: MayhemSetup, state: MayhemState, action: MayhemAction): MayhemApplied {
  const applied = applyMayhem(setup, state, action);
  if (!applied.ok) return applied;
  const seat = actingSeat(state) ?? 0;
  const did: MayhemEvent = { type: 'did', text: `${heroWord(state.heroes[seat]!.hero)}: ${actionLabel({ setup, state }, action)}` };
  return { ...applied, events: [did, ...applied.events] };
}
