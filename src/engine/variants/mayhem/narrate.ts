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
  return cut(joined(events.filter((e) => !(e.type === 'did' && e.earlier)).map(partOf), true));
}

/** A part earlier Crawls worded otherwise or said alone: a note's or roll's `was`, or the label they put before a note that says it. */
const reworded = (e: MayhemEvent): boolean => (e.type === 'did' ? e.earlier === true : e.was !== undefined);

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
  const changed = events.flatMap((e, i) => (reworded(e) ? [i] : []));
  const masks = changed.length <= MIXES_UP_TO ? Array.from({ length: 2 ** changed.length }, (_, m) => 2 ** changed.length - 1 - m) : [2 ** changed.length - 1];
  const now = narrate(events);
  const out = new Set<string>();
  for (const mask of masks) {
    const earlier = changed.filter((_, bit) => (mask & (1 << bit)) !== 0);
    const parts = events.flatMap((e, i): string[] => {
      // The label said before the note: in the line as earlier Crawls wrote it, left out as Crawl writes it now.
      if (e.type === 'did') return !e.earlier || earlier.includes(i) ? [partOf(e)] : [];
      if (!earlier.includes(i) || e.was === undefined) return [partOf(e)];
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

/** Actions whose every legal step the rules note in full (rules.ts, useCard and settlePending). */
const SAID_BY_THE_RULES: ReadonlySet<MayhemAction['type']> = new Set(['use', 'choose']);

/**
 * The rules' step with the action itself put first among its events, in
 * the words of the state it was taken in, so that the log says who did what
 * (the rules note what follows from it; a use or a choice they say themselves, and its label
 * is kept only for the earlier lines). Replay gives the same words.
 */
export function applyAndSay(setup: MayhemSetup, state: MayhemState, action: MayhemAction): MayhemApplied {
  const applied = applyMayhem(setup, state, action);
  if (!applied.ok) return applied;
  const seat = actingSeat(state) ?? 0;
  const text = `${heroWord(state.heroes[seat]!.hero)}: ${actionLabel({ setup, state }, action)}`;
  // A use or a choice the rules' own note says ("Grisla uses …", "Grisla chooses: …"): its label would say it twice.
  const did: MayhemEvent = SAID_BY_THE_RULES.has(action.type) ? { type: 'did', text, earlier: true } : { type: 'did', text };
  return { ...applied, events: [did, ...applied.events] };
}
