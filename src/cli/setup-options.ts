import { COLOURS, COLOUR_OF, isTerrain, type Colour } from '../engine';
import { STARTER_DECKS, findDeck } from '../engine/cards/decks';
import { ENCOUNTER_CREATURES } from '../engine/cards/encounters';
import type { Goal } from '../engine/variants/magic-crawl/schema';
import type { SetupChoices } from '../engine/variants/magic-crawl/setup';
import { CliError } from './io';

/**
 * The new-game options shared by `crawl new`, `crawl play` (for a file that
 * does not exist yet) and `crawl sim`: parseArgs definitions, their help
 * lines, and the checks that turn them into setup choices.
 */

export const SETUP_OPTIONS = {
  deck: { type: 'string' },
  life: { type: 'string' },
  preparation: { type: 'string' },
  goal: { type: 'string', multiple: true },
  distribution: { type: 'string' },
  'start-colour': { type: 'string' },
  'start-color': { type: 'string' },
  'opponent-spells': { type: 'string' },
  landless: { type: 'boolean' },
  'mapped-mana': { type: 'boolean' },
} as const;

export const SETUP_HELP = `  --deck D             your deck (default green), one of
                       ${STARTER_DECKS.map((d) => d.id).join(', ')}
  --life N             starting life (default 20; 40 for a Commander deck)
  --preparation N      preparation rounds before the first move (default 3)
  --goal G             what wins: reach:Q,R (enter the hex at axial Q,R) or
                       defeat:"Card Name" (an encounter creature); give it
                       twice for two goals, both to be met. Default: reach a
                       hex four steps away, in a direction the seed picks
  --distribution D     how terrain is drawn: standard (the Setup Land Piles,
                       default), adjusted (the larger Adjusting piles) or d6
                       (the 1d6 table)
  --start-colour C     colour of the start hex: W, U, B, R, G (or Plains,
                       Island, Swamp, Mountain, Forest), or random (default)
  --opponent-spells S  spells that would target an opponent: remove (from
                       the deck at setup, default) or discard (when drawn)
  --landless           Landless MTG: the deck's land cards are left out, and
                       any card may be played as a land
  --mapped-mana        mana only from mapped lands: the deck's land cards are
                       left out, and each hex you enter gives you its land
`;

export interface SetupValues {
  deck?: string;
  life?: string;
  preparation?: string;
  goal?: string[];
  distribution?: string;
  'start-colour'?: string;
  'start-color'?: string;
  'opponent-spells'?: string;
  landless?: boolean;
  'mapped-mana'?: boolean;
}

export function setupChoices(values: SetupValues): SetupChoices {
  const choices: { -readonly [K in keyof SetupChoices]: SetupChoices[K] } = {};
  if (values.deck !== undefined) {
    if (!findDeck(values.deck)) throw new CliError(`--deck must be one of ${STARTER_DECKS.map((d) => d.id).join(', ')}; not "${values.deck}"`, 2);
    choices.deck = values.deck;
  }
  if (values.life !== undefined) choices.life = wholeNumber('--life', values.life, 1, 1000);
  if (values.preparation !== undefined) choices.preparationRounds = wholeNumber('--preparation', values.preparation, 0, 20);
  if (values.goal !== undefined && values.goal.length > 0) {
    if (values.goal.length > 2) throw new CliError('--goal may be given at most twice', 2);
    choices.goals = values.goal.map(parseGoal);
  }
  if (values.distribution !== undefined) {
    const d = values.distribution;
    if (d !== 'standard' && d !== 'adjusted' && d !== 'd6') throw new CliError(`--distribution must be standard, adjusted or d6, not "${d}"`, 2);
    choices.distribution = d;
  }
  const colour = values['start-color'] ?? values['start-colour'];
  if (colour !== undefined) choices.startColour = parseColour(colour);
  const spells = values['opponent-spells'];
  if (spells !== undefined) {
    if (spells !== 'remove' && spells !== 'discard') throw new CliError(`--opponent-spells must be remove or discard, not "${spells}"`, 2);
    choices.opponentSpells = spells;
  }
  if (values.landless) choices.landless = true;
  if (values['mapped-mana']) choices.mappedMana = true;
  return choices;
}

function wholeNumber(option: string, text: string, min: number, max: number): number {
  const n = Number(text);
  if (!/^\d+$/.test(text.trim()) || n < min || n > max) throw new CliError(`${option} must be a whole number from ${min} to ${max}, not "${text}"`, 2);
  return n;
}

export function parseGoal(text: string): Goal {
  const reach = /^reach:\s*(-?\d+)\s*,\s*(-?\d+)$/i.exec(text.trim());
  if (reach) {
    const q = Number(reach[1]);
    const r = Number(reach[2]);
    if (q === 0 && r === 0) throw new CliError('--goal reach:0,0 is the start hex; choose another', 2);
    return { type: 'reach', hex: { q, r } };
  }
  const defeat = /^defeat:\s*(.+)$/i.exec(text.trim());
  if (defeat) {
    const wanted = defeat[1]!.trim().replace(/^"(.*)"$/, '$1').toLowerCase();
    const card = ENCOUNTER_CREATURES.find((c) => c.name.toLowerCase() === wanted);
    if (!card) throw new CliError(`--goal defeat: "${defeat[1]!.trim()}" is not an encounter creature (for example ${ENCOUNTER_CREATURES[7]!.name})`, 2);
    return { type: 'defeat', creature: card.name };
  }
  throw new CliError(`--goal must be reach:Q,R or defeat:"Card Name", not "${text}"`, 2);
}

function parseColour(input: string): Colour | 'random' {
  const v = input.trim();
  if (v.toLowerCase() === 'random') return 'random';
  const letter = v.toUpperCase();
  if ((COLOURS as readonly string[]).includes(letter)) return letter as Colour;
  const terrain = v.charAt(0).toUpperCase() + v.slice(1).toLowerCase();
  if (isTerrain(terrain)) return COLOUR_OF[terrain];
  throw new CliError(`--start-colour must be W, U, B, R, G, a basic land name, or random; not "${input}"`, 2);
}
