import type { Ability, Effect } from '../../cards/abilities';
import type { CardDef } from '../../cards/card';
import type { LineReading } from './lines';
import { tokenFrom } from './tokens';

/**
 * The tenth round's shapes, read from the recent expansions' text (issue 15), kept apart from the older readers:
 * fabricate and the Eldrazi Scion tokens.
 */

/** The Servo fabricate makes (CR 702.123a): a 1/1 colourless Servo artifact creature token. */
export const SERVO_TOKEN = tokenFrom({ power: 1, toughness: 1, colour: undefined, subtypes: ['Servo'], artifact: true });

/**
 * The Eldrazi Scion token (CR 111.10, as Battle for Zendikar prints it): a 1/1 colourless Eldrazi Scion creature token
 * with "Sacrifice this creature: Add {C}.", a mana ability whose cost is the sacrifice (CR 605.1a), no {T}.
 */
export const SCION_TOKEN: CardDef = {
  name: 'Eldrazi Scion (token)',
  manaCost: '',
  colours: [],
  types: ['Creature'],
  subtypes: ['Eldrazi', 'Scion'],
  power: 1,
  toughness: 1,
  keywords: [],
  token: true,
  abilities: [{ kind: 'mana', produces: ['C'], sacrifice: true }],
};

/**
 * "… create a 1/1 colorless Eldrazi Scion creature token. It has "Sacrifice ~: Add {C}."" (or two, "They have …"): the
 * line without the ability the tokens have, to be read as any line making tokens; undefined for any other line.
 */
export function scionLine(line: string): string | undefined {
  const m = /^(.*\b[Cc]reate (?:a|two|three) 1\/1 colorless Eldrazi Scion creature tokens?\.) (?:It has|They have) "Sacrifice ~: Add \{C\}\."$/.exec(line);
  return m ? m[1] : undefined;
}

/** A reading of lines that made Eldrazi Scions: their tokens are the Scion that makes mana. */
export function withScions<R extends { readonly abilities: readonly Ability[]; readonly tokens: readonly CardDef[] }>(r: R): R {
  const scion = (name: string) => /^Eldrazi Scion\b/.test(name);
  const fix = (effects: readonly Effect[]): Effect[] => effects.map((e) => (e.do === 'token' && scion(e.token) ? { ...e, token: SCION_TOKEN.name } : e));
  const abilities = r.abilities.map((a) => ('effects' in a ? { ...a, effects: fix(a.effects) } : a)) as Ability[];
  return { ...r, abilities, tokens: [...r.tokens.filter((t) => !scion(t.name)), { ...SCION_TOKEN }] };
}

/** A line of the tenth round's shapes, or undefined for the other readers. */
export function expansionLine(line: string): LineReading | undefined {
  const fabricate = /^Fabricate (\d+)$/.exec(line);
  if (fabricate && Number(fabricate[1]) >= 1 && Number(fabricate[1]) <= 10) {
    // A copy each time: the importer keeps only tokens that are not the pool's own objects (facts.ts).
    return { keywords: [], abilities: [fabricateTrigger(Number(fabricate[1]))], tokens: [{ ...SERVO_TOKEN }] };
  }
  // Converge (CR 702.119a): "Converge — " is an ability word, gone before this reads the line.
  if (/^~ enters the battlefield with a \+1\/\+1 counter on it for each color of mana spent to cast it\.$/.test(line)) {
    return { keywords: [], abilities: [{ kind: 'enters-with-counters', count: 'converge' }], tokens: [] };
  }
  return undefined;
}

/**
 * Fabricate N (CR 702.123a): "When this permanent enters the battlefield, you may put N +1/+1 counters on it. If you
 * don't, create N 1/1 colorless Servo artifact creature tokens." Read as its enters trigger; its controller chooses as it resolves.
 */
function fabricateTrigger(count: number): Ability {
  return { kind: 'etb', effects: [{ do: 'fabricate', count, token: SERVO_TOKEN.name }] };
}
