import { Type } from '@sinclair/typebox';
import { STOPS_PREFERENCES, type StopsPreference } from './new-game-form';
import type { FormRule } from '../../protocol/messages';

/**
 * Stops shared by the Magic table and Castle Magic (docs/duel-rules.md and
 * docs/castle-rules.md, "Stops"): whether a seat holding priority is asked
 * rather than passed for. Each variant says what its key moments are; this
 * says how the game's mode uses them. A game saved before the option (no
 * mode) is read as `when-able`, the only rhythm those games knew, so it
 * replays as it was played. Frontier reads `--stops` and draws its form's
 * list with these too, but keeps its own settling (frontier/stops.ts): its
 * games always had the option, and under every-step its computer seat is
 * asked at every step as well, as its saved games were played.
 */

/** The mode a game plays by: its option, or `when-able` for a game saved without one. */
export function stopsMode(option: StopsPreference | undefined): StopsPreference {
  return option ?? 'when-able';
}

/** What settle does for a seat holding priority: passes for it, asks it if it has a choice, or asks it whatever it holds. */
export type Stop = 'pass' | 'ask-if-able' | 'ask';

/**
 * What settle does for a seat holding priority (`pass`: its priority is
 * passed for it). `couldAct`: it might do something besides
 * passing; `keyMoment`: the variant's reading of a moment a person wants to
 * be asked at, worked out only when needed. A computer seat keeps the
 * when-able rhythm whatever the mode, so the computer plays the same game
 * whichever mode the people chose; under every-step a person is asked even
 * with nothing but a pass to give.
 */
export function stopFor(mode: StopsPreference | undefined, computer: boolean, couldAct: () => boolean, keyMoment: () => boolean): Stop {
  const m = stopsMode(mode);
  if (m === 'every-step' && !computer) return 'ask';
  if (!couldAct()) return 'pass';
  if (computer || m === 'when-able') return 'ask-if-able';
  return keyMoment() ? 'ask-if-able' : 'pass';
}

/** The `stops` option's schema, described by the variant (its key moments differ); optional, as games saved before it have none. */
export function stopsSchema(description: string) {
  return Type.Optional(Type.Union(STOPS_PREFERENCES.map((m) => Type.Literal(m)), { description }));
}

/** `--stops` as given on the command line: the mode, `fallback` when left out, or what is wrong with it. */
export function stopsOption(given: unknown, fallback: StopsPreference): { ok: true; value: StopsPreference } | { ok: false; message: string } {
  if (given === undefined) return { ok: true, value: fallback };
  if (STOPS_PREFERENCES.includes(given as StopsPreference)) return { ok: true, value: given as StopsPreference };
  return { ok: false, message: `--stops: "${String(given)}" is none of ${STOPS_PREFERENCES.join(', ')}` };
}

/** The help line for `--stops`, the same for every variant that has it. */
export const STOPS_HELP = `  --stops key-moments|when-able|every-step
                       when you are asked while holding priority: at the
                       moments that matter (default), whenever you could act,
                       or at every step; the computer acts whenever it could
`;

/** The new-game form's Stops list, the same for every variant that has the option (no webview code: a `choice` rule). */
export function stopsFormRule(keyMoments: string): FormRule {
  return {
    kind: 'choice',
    name: 'stops',
    label: 'Stops',
    options: [
      { value: 'key-moments', label: 'At key moments', hint: keyMoments },
      { value: 'when-able', label: 'Whenever you could act', hint: 'Asked at every step where you hold an instant or an ability you could use.' },
      { value: 'every-step', label: 'At every step', hint: 'Asked at every step of every turn, as at a tournament table.' },
    ],
  };
}
