import {
  type Colour,
  COLOUR_OF,
  COLOURS,
  crawlSetup,
  DEFAULT_COLOURLESS_LANDS,
  DEFAULT_ENCOUNTER_SPELLS,
  DEFAULT_MULTICOLOUR_LANDS,
  DIFFICULTIES,
  difficultyOptions,
  ENCOUNTER_CREATURES,
  type Expansions,
  findDeck,
  findDifficulty,
  type Goal,
  isTerrain,
  LIFE,
  optionProblems,
  type SetupChoices,
  STARTER_DECKS,
  WEAKENING_CARDS,
  WEAKENING_ENCHANTMENT,
} from '../engine';
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
  difficulty: { type: 'string' },
  format: { type: 'string' },
  'multicolour-lands': { type: 'string' },
  'colourless-lands': { type: 'string' },
  'encounter-spells': { type: 'string' },
  'replace-defeated': { type: 'boolean' },
  'extra-foes': { type: 'boolean' },
  'keyword-roll': { type: 'boolean' },
  weakening: { type: 'string' },
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
  --format F           constructed (20 life, default) or commander (40 life)
  --difficulty D       a preset of the Adjusting options, scaled to the
                       format's life (explicit options below override it):
${DIFFICULTIES.map((d) => `                       ${d.id}: ${d.summary}`).join('\n')}
Expanding (a list is card names split by commas, or "default"):
  --multicolour-lands L  multicolour lands in the Land Piles (default:
                       ${DEFAULT_MULTICOLOUR_LANDS.join(', ')})
  --colourless-lands L colourless lands in the Land Piles (default:
                       ${DEFAULT_COLOURLESS_LANDS.join(', ')}); defeating a creature
                       on one brings an artifact from your library
  --encounter-spells L an instant or sorcery in Encounter Piles, cast at you
                       when drawn (default: ${DEFAULT_ENCOUNTER_SPELLS.join(', ')})
  --replace-defeated   defeated creatures leave the game; new ones replace them
Adjusting:
  --extra-foes         each encounter brings one creature more than you control
  --keyword-roll       roll 1d6 for each creature met: on a 6 it gains a
                       keyword by its colour
  --weakening CARD     an enchantment weakening your creatures, the foes' from
                       the start: ${WEAKENING_CARDS.map((c) => c.name).join(' or ')}
                       ("default": ${WEAKENING_ENCHANTMENT})
More goals: --goal colour:B (defeat every black encounter creature),
            --goal find:"Rod of Ruin" (have that artifact in hand)
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
  difficulty?: string;
  format?: string;
  'multicolour-lands'?: string;
  'colourless-lands'?: string;
  'encounter-spells'?: string;
  'replace-defeated'?: boolean;
  'extra-foes'?: boolean;
  'keyword-roll'?: boolean;
  weakening?: string;
}

/** The options as setup choices, checked as a whole. */
export function setupChoices(values: SetupValues): SetupChoices {
  const choices = optionChoices(values);
  checkChoices(choices);
  return choices;
}

/** The options as setup choices, each read on its own; the whole is not checked yet (see checkChoices). */
export function optionChoices(values: SetupValues): SetupChoices {
  const choices: { -readonly [K in keyof SetupChoices]: SetupChoices[K] } = {};
  let formatLife: number = LIFE.constructed;
  if (values.format !== undefined) {
    if (values.format !== 'constructed' && values.format !== 'commander') throw new CliError(`--format must be constructed or commander, not "${values.format}"`, 2);
    formatLife = LIFE[values.format];
    choices.life = formatLife;
  }
  if (values.difficulty !== undefined) {
    const d = findDifficulty(values.difficulty);
    if (!d) throw new CliError(`--difficulty must be ${DIFFICULTIES.map((x) => x.id).join(', ')}; not "${values.difficulty}"`, 2);
    Object.assign(choices, difficultyOptions(d, formatLife));
  }
  const expansions: { -readonly [K in keyof Expansions]: Expansions[K] } = {};
  const list = (text: string | undefined, defaults: readonly string[]) =>
    text === undefined ? undefined : text.trim() === '' || text.trim() === 'default' ? [...defaults] : text.split(',').map((n) => n.trim()).filter((n) => n !== '');
  const multicolour = list(values['multicolour-lands'], DEFAULT_MULTICOLOUR_LANDS);
  if (multicolour) expansions.multicolourLands = multicolour;
  const colourless = list(values['colourless-lands'], DEFAULT_COLOURLESS_LANDS);
  if (colourless) expansions.colourlessLands = colourless;
  const encounterSpells = list(values['encounter-spells'], DEFAULT_ENCOUNTER_SPELLS);
  if (encounterSpells) expansions.encounterSpells = encounterSpells;
  if (values['replace-defeated']) expansions.replaceDefeated = true;
  if (Object.keys(expansions).length > 0) choices.expansions = expansions;
  if (values['extra-foes']) choices.extraFoes = true;
  if (values['keyword-roll']) choices.keywordRoll = true;
  if (values.weakening !== undefined) choices.weakening = values.weakening.trim() === '' || values.weakening === 'default' ? WEAKENING_ENCHANTMENT : values.weakening.trim();
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

/**
 * Refuses choices that only the whole setup can tell wrong: a goal's card
 * not in the deck actually played (a deck list's, when one is given), a land
 * the piles cannot take. So it runs once the player's files are read too.
 */
export function checkChoices(choices: SetupChoices): void {
  const problems = choiceProblems(choices);
  if (problems.length > 0) throw new CliError(problems.join('\n'), 2);
}

/** The engine's checks of a setup's options, as on every file read, each named by its option. */
export function choiceProblems(choices: SetupChoices): string[] {
  return optionProblems(crawlSetup('check', choices)).map((p) => `${optionName(p.path)}: ${p.message}`);
}

/** The command-line option a setup problem's path comes from. */
function optionName(path: string): string {
  const m = /^\/setup\/options\/(?:expansions\/)?(\w+)/.exec(path);
  const flags: Record<string, string> = {
    multicolourLands: '--multicolour-lands',
    colourlessLands: '--colourless-lands',
    encounterSpells: '--encounter-spells',
    expansions: 'the Expanding options',
    weakening: '--weakening',
    goals: '--goal',
  };
  return (m && flags[m[1]!]) ?? path;
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
  const colour = /^colou?r:\s*(\w+)$/i.exec(text.trim());
  if (colour) {
    const c = parseColour(colour[1]!);
    if (c === 'random') throw new CliError('--goal colour: needs a colour (W, U, B, R or G)', 2);
    return { type: 'defeat-colour', colour: c };
  }
  const find = /^find:\s*(.+)$/i.exec(text.trim());
  if (find) return { type: 'find', artifact: find[1]!.trim().replace(/^"(.*)"$/, '$1') };
  throw new CliError(`--goal must be reach:Q,R, defeat:"Card Name", colour:C or find:"Artifact", not "${text}"`, 2);
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
