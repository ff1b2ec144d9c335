import { COLOUR_OF, COLOURS, isTerrain, type Colour } from '../../colour';
import { findDeck, STARTER_DECKS } from '../../cards/decks';
import { ENCOUNTER_CREATURES } from '../../cards/encounters';
import type { FromOptions } from '../command-line';
import { checkedSetup } from './checked-setup';
import { DIFFICULTIES, difficultyOptions, findDifficulty, WEAKENING_ENCHANTMENT } from './difficulty';
import { DEFAULT_COLOURLESS_LANDS, DEFAULT_ENCOUNTER_SPELLS, DEFAULT_MULTICOLOUR_LANDS } from './expansions';
import type { Problem } from '../../save/problems';
import type { CrawlSetup, Expansions, Goal } from './schema';
import { LIFE, type SetupChoices } from './setup';

/**
 * Magic Crawl's settings on the command line (`crawl new`, `crawl play`,
 * `crawl sim`) read into setup choices, each option on its own; the whole is
 * checked by checkedSetup, and its problems named by the option they come from.
 */

/** The settings as parsed (see SETTINGS in command-line.ts). */
export interface SettingValues {
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

/**
 * What is wrong with the options, thrown while they are read (the first wrong
 * option ends the reading, as the command line reports one at a time) and
 * returned by `fromOptions`.
 */
export class OptionProblem extends Error {
  constructor(
    readonly problems: readonly string[],
    readonly kind: 'usage' | 'input' = 'usage',
  ) {
    super(problems.join('\n'));
  }
}

/** What `read` makes of the options, or the problem it threw. Any other error (a file the command line cannot read) goes on up. */
export function fromOptions<T>(read: () => T): FromOptions<T> {
  try {
    return { ok: true, value: read() };
  } catch (e) {
    if (e instanceof OptionProblem) return { ok: false, problems: e.problems, cause: e.kind };
    throw e;
  }
}

const usage = (message: string) => new OptionProblem([message]);

/** The settings as setup choices, each read on its own; the whole is not checked yet (see checkChoices). */
export function optionChoices(values: SettingValues): SetupChoices {
  const choices: { -readonly [K in keyof SetupChoices]: SetupChoices[K] } = {};
  let formatLife: number = LIFE.constructed;
  if (values.format !== undefined) {
    if (values.format !== 'constructed' && values.format !== 'commander') throw usage(`--format must be constructed or commander, not "${values.format}"`);
    formatLife = LIFE[values.format];
    choices.life = formatLife;
  }
  if (values.difficulty !== undefined) {
    const d = findDifficulty(values.difficulty);
    if (!d) throw usage(`--difficulty must be ${DIFFICULTIES.map((x) => x.id).join(', ')}; not "${values.difficulty}"`);
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
  if (values.deck !== undefined) choices.deck = starterDeck(values.deck);
  if (values.life !== undefined) choices.life = wholeNumber('--life', values.life, 1, 1000);
  if (values.preparation !== undefined) choices.preparationRounds = wholeNumber('--preparation', values.preparation, 0, 20);
  if (values.goal !== undefined && values.goal.length > 0) {
    if (values.goal.length > 2) throw usage('--goal may be given at most twice');
    choices.goals = values.goal.map(parseGoal);
  }
  if (values.distribution !== undefined) {
    const d = values.distribution;
    if (d !== 'standard' && d !== 'adjusted' && d !== 'd6') throw usage(`--distribution must be standard, adjusted or d6, not "${d}"`);
    choices.distribution = d;
  }
  const colour = values['start-color'] ?? values['start-colour'];
  if (colour !== undefined) choices.startColour = parseColour(colour);
  const spells = values['opponent-spells'];
  if (spells !== undefined) {
    if (spells !== 'remove' && spells !== 'discard') throw usage(`--opponent-spells must be remove or discard, not "${spells}"`);
    choices.opponentSpells = spells;
  }
  if (values.landless) choices.landless = true;
  if (values['mapped-mana']) choices.mappedMana = true;
  return choices;
}

/** A starter deck's id, as `--deck` names it. */
export function starterDeck(id: string): string {
  if (!findDeck(id)) throw usage(`--deck must be one of ${STARTER_DECKS.map((d) => d.id).join(', ')}; not "${id}"`);
  return id;
}

/**
 * The setup of these choices, or what only the whole setup can tell wrong
 * (checkedSetup), each problem named by its option: so it comes once the
 * player's files are read too.
 */
export function setupOf(seed: string, choices: SetupChoices): CrawlSetup {
  const checked = checkedSetup(seed, choices);
  if (!checked.ok) throw new OptionProblem(named(checked.problems));
  return checked.setup;
}

/** The engine's checks of a setup's options, each named by its option. */
export function choiceProblems(seed: string, choices: SetupChoices): string[] {
  const checked = checkedSetup(seed, choices);
  return checked.ok ? [] : named(checked.problems);
}

function named(problems: readonly Problem[]): string[] {
  return problems.map((p) => `${optionName(p.path)}: ${p.message}`);
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
  if (!/^\d+$/.test(text.trim()) || n < min || n > max) throw usage(`${option} must be a whole number from ${min} to ${max}, not "${text}"`);
  return n;
}

export function parseGoal(text: string): Goal {
  const reach = /^reach:\s*(-?\d+)\s*,\s*(-?\d+)$/i.exec(text.trim());
  if (reach) {
    const q = Number(reach[1]);
    const r = Number(reach[2]);
    if (q === 0 && r === 0) throw usage('--goal reach:0,0 is the start hex; choose another');
    return { type: 'reach', hex: { q, r } };
  }
  const defeat = /^defeat:\s*(.+)$/i.exec(text.trim());
  if (defeat) {
    const wanted = defeat[1]!.trim().replace(/^"(.*)"$/, '$1').toLowerCase();
    const card = ENCOUNTER_CREATURES.find((c) => c.name.toLowerCase() === wanted);
    if (!card) throw usage(`--goal defeat: "${defeat[1]!.trim()}" is not an encounter creature (for example ${ENCOUNTER_CREATURES[7]!.name})`);
    return { type: 'defeat', creature: card.name };
  }
  const colour = /^colou?r:\s*(\w+)$/i.exec(text.trim());
  if (colour) {
    const c = parseColour(colour[1]!);
    if (c === 'random') throw usage('--goal colour: needs a colour (W, U, B, R or G)');
    return { type: 'defeat-colour', colour: c };
  }
  const find = /^find:\s*(.+)$/i.exec(text.trim());
  if (find) return { type: 'find', artifact: find[1]!.trim().replace(/^"(.*)"$/, '$1') };
  throw usage(`--goal must be reach:Q,R, defeat:"Card Name", colour:C or find:"Artifact", not "${text}"`);
}

function parseColour(input: string): Colour | 'random' {
  const v = input.trim();
  if (v.toLowerCase() === 'random') return 'random';
  const letter = v.toUpperCase();
  if ((COLOURS as readonly string[]).includes(letter)) return letter as Colour;
  const terrain = v.charAt(0).toUpperCase() + v.slice(1).toLowerCase();
  if (isTerrain(terrain)) return COLOUR_OF[terrain];
  throw usage(`--start-colour must be W, U, B, R, G, a basic land name, or random; not "${input}"`);
}
