import { MAX_LOG_TEXT } from '../../save/schema';
import { heroWord } from './lookup';
import { applyMayhem, type MayhemApplied } from './rules';
import type { MayhemAction, MayhemEvent, MayhemSetup, MayhemState } from './schema';
import { actingSeat, actionLabel } from './words';

/**
 * The log's line for an action: who did what, then what followed in the
 * order it happened (each roll of the die with why, each note of the rules),
 * cut to the length a log entry may have.
 */
export function narrate(events: readonly MayhemEvent[]): string {
  const parts = events.map((e) => (e.type === 'roll' ? `The die shows ${e.value} (${e.why})` : capitalised(e.text)));
  const line = parts.length === 0 ? '' : `${parts.join('. ')}.`;
  return line.length <= MAX_LOG_TEXT ? line : `${line.slice(0, MAX_LOG_TEXT - 1)}…`;
}

/**
 * The same events as the Crawl before the log learnt to say more
 * (Variant.earlierNarrations): each note and roll in its earlier words, a
 * note it did not say left out, so that a line saved then still verifies.
 */
export function earlierNarrations(events: readonly MayhemEvent[]): string[] {
  if (!events.some((e) => e.type !== 'did' && e.was !== undefined)) return [];
  const earlier = events.flatMap((e): MayhemEvent[] => {
    if (e.type === 'did' || e.was === undefined) return [e];
    if (e.was === '') return [];
    return [e.type === 'roll' ? { ...e, why: e.was } : { ...e, text: e.was }];
  });
  return [narrate(earlier)];
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
