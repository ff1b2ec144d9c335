import type { CardDef } from '../../cards/card';
import { findCard } from '../../cards/pool';
import type { Colour } from '../../colour';

/** What a text says of a token: "a 1/1 white Soldier creature token", "a 1/1 colorless Thopter artifact creature token with flying". */
export interface TokenSpec {
  readonly power: number;
  readonly toughness: number;
  /** Undefined for a colourless token. */
  readonly colour: Colour | undefined;
  readonly subtypes: readonly string[];
  readonly artifact?: boolean;
  readonly keywords?: readonly string[];
}

/**
 * The token a text describes, as a token card: the pool's own when one
 * matches it ("Soldier (token)"), otherwise a new definition named by what
 * it is ("Zombie 2/2 B (token)", "Thopter 1/1 C+artifact+flying (token)").
 */
export function tokenFrom(spec: TokenSpec): CardDef {
  const keywords = [...(spec.keywords ?? [])];
  const def: CardDef = {
    name: `${spec.subtypes.join(' ')} (token)`,
    manaCost: '',
    colours: spec.colour ? [spec.colour] : [],
    types: spec.artifact ? ['Artifact', 'Creature'] : ['Creature'],
    subtypes: [...spec.subtypes],
    power: spec.power,
    toughness: spec.toughness,
    keywords,
    token: true,
  };
  const known = findCard(def.name);
  if (known && sameToken(known, def)) return known;
  const extra = [...(spec.artifact ? ['artifact'] : []), ...keywords].map((w) => `+${w}`).join('');
  return { ...def, name: `${spec.subtypes.join(' ')} ${spec.power}/${spec.toughness} ${spec.colour ?? 'C'}${extra} (token)` };
}

function sameToken(a: CardDef, b: CardDef): boolean {
  return (
    a.token === true &&
    a.power === b.power &&
    a.toughness === b.toughness &&
    a.colours.join() === b.colours.join() &&
    a.subtypes.join() === b.subtypes.join() &&
    [...a.keywords].sort().join() === [...b.keywords].sort().join() &&
    a.types.join() === b.types.join()
  );
}

/**
 * Investigate (CR 701.36): a Clue, a colourless artifact token with "{2}, Sacrifice this artifact: Draw a card."
 * (CR 111.10f). Not a creature: it has no power or toughness.
 */
export const CLUE_TOKEN: CardDef = {
  name: 'Clue (token)',
  manaCost: '',
  colours: [],
  types: ['Artifact'],
  subtypes: ['Clue'],
  keywords: [],
  token: true,
  abilities: [{ kind: 'activated', cost: { mana: '{2}', sacrifice: true }, effects: [{ do: 'draw', amount: 1 }] }],
};
