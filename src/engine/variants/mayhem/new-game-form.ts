import { Type, type Static } from '@sinclair/typebox';
import type { RuleError } from '../../result';
import type { FormRule, SeatsFormOffer } from '../../../protocol/messages';
import { setupFromOptions } from './command-line';
import { MAX_HEROES, type MayhemSetup } from './schema';
import { MAX_COMPETITIVE_TILES, MAX_TILES } from './setup';
import { moduleDef, PLAYABLE_MODULES } from './narrative-module';

/**
 * Magic and Mayhem's new-game form on the playmat (Variant.form): the
 * party's size, how many of its heroes people play here (the computer the
 * rest), the dungeon's tiles and the two readings that are options. No
 * decks and no opponent: the form is the shared seats form with its rules
 * alone. The answer makes the same setup as `crawl new --variant mayhem`
 * with the same choices (`setupFromOptions`).
 */

export const MayhemFormAnswerSchema = Type.Object(
  {
    heroes: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_HEROES })),
    humans: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_HEROES })),
    tiles: Type.Optional(Type.Integer({ minimum: 9, maximum: MAX_COMPETITIVE_TILES })),
    encountersRefresh: Type.Optional(Type.Boolean()),
    roundUp: Type.Optional(Type.Boolean()),
    mode: Type.Optional(Type.String({ minLength: 1, maxLength: 60, description: 'cooperative, competitive, or a narrative module\'s id.' })),
    killingBlow: Type.Optional(Type.Boolean()),
    hourglass: Type.Optional(Type.Integer({ minimum: 0, maximum: 600 })),
  },
  { additionalProperties: false },
);
export type MayhemFormAnswer = Static<typeof MayhemFormAnswerSchema>;

const DEFAULTS = { heroes: 4, humans: 1, tiles: 12, hourglass: 60, encountersRefresh: false, roundUp: false, mode: 'cooperative', killingBlow: false } as const;

const RULES: readonly FormRule[] = [
  {
    kind: 'choice',
    name: 'mode',
    label: 'Mode',
    hint: 'Cooperative: one party against one boss. Competitive: seats alternate between two teams, the second starting at an Entrance on the north edge; each must defeat one of two bosses, and the team escaping with the most gold wins. A narrative module: its own dungeon, back-story and goals.',
    options: [
      { value: 'cooperative', label: 'Cooperative' },
      { value: 'competitive', label: 'Competitive: two teams' },
      ...PLAYABLE_MODULES.map((id) => ({ value: id, label: `Narrative module: ${moduleDef(id).name}` })),
    ],
  },
  { kind: 'number', name: 'heroes', label: 'Heroes', hint: `The party, 1 to ${MAX_HEROES}, drawn from the seed.`, min: 1, max: MAX_HEROES },
  { kind: 'number', name: 'humans', label: 'Played here', hint: 'How many of the heroes people play at this playmat, the first in turn order; the computer plays the rest.', min: 0, max: MAX_HEROES },
  { kind: 'number', name: 'tiles', label: 'Dungeon tiles', hint: `9 for a short game, up to ${MAX_TILES} (${MAX_COMPETITIVE_TILES} in competitive play, whose second Entrance is the last tile); the Store and the Boss tile are always among them. A narrative module lays its own.`, min: 9, max: MAX_COMPETITIVE_TILES, unusedWhen: { rule: 'mode', is: [...PLAYABLE_MODULES] } },
  { kind: 'number', name: 'hourglass', label: 'Hourglass (seconds)', hint: 'How long a riddle or tongue twister has on the board before the sand runs out; 0 for no hourglass.', min: 0, max: 600 },
  { kind: 'check', name: 'encountersRefresh', label: 'Encounter squares stay live', hint: 'An (E) square may be rolled on again after its roll. Off: each (E) is spent once rolled.' },
  { kind: 'check', name: 'roundUp', label: 'Halved damage rounds up', hint: 'Damage halved by a resistance rounds up. Off: it rounds down.' },
  { kind: 'check', name: 'killingBlow', label: 'A boss counts for the killing blow', hint: 'Competitive play: a team has defeated a boss only if one of its heroes struck the last blow. Off: any damage to a boss that dies counts.' },
];

export function mayhemFormOffer(): SeatsFormOffer {
  return {
    heading: 'New Magic and Mayhem game',
    intro: 'A party of heroes goes down into a dungeon of face-down tiles with one die: monsters, treasure, riddles and a boss to defeat before the party escapes.',
    defaults: DEFAULTS,
    rules: RULES,
    summary: '{mode} · {heroes} heroes ({humans} played here) · {tiles} tiles',
  };
}

/** The form's answer (already checked against its schema) as a new game's setup, or what to change. */
export function mayhemFormSetup(seed: string, answer: MayhemFormAnswer): { ok: true; setup: MayhemSetup } | { ok: false; error: RuleError } {
  const a = { ...DEFAULTS, ...answer };
  if (a.humans > a.heroes) return { ok: false, error: { rule: 'mayhem.startGame', message: `humans: ${a.humans} heroes played here, but the party is ${a.heroes}.` } };
  if (a.killingBlow && a.mode !== 'competitive') return { ok: false, error: { rule: 'mayhem.startGame', message: 'killingBlow: who defeated a boss matters only in competitive play.' } };
  const module = PLAYABLE_MODULES.includes(a.mode) ? a.mode : undefined;
  const made = setupFromOptions(
    {
      heroes: String(a.heroes),
      humans: String(a.humans),
      hourglass: String(a.hourglass),
      // A module lays its own tiles.
      ...(module === undefined ? { tiles: String(a.tiles), mode: a.mode } : { mode: 'module', module }),
      ...(a.killingBlow ? { 'boss-credit': 'killing-blow' } : {}),
      'encounters-refresh': a.encountersRefresh,
      'round-up': a.roundUp,
    },
    seed,
  );
  return made.ok ? { ok: true, setup: made.value } : { ok: false, error: { rule: 'mayhem.startGame', message: made.problems.join(' ') } };
}
