import type { CardDef } from '../../cards/card';
import { findCard } from '../../cards/pool';
import type { Colour } from '../../colour';

/**
 * The token a text describes ("a 1/1 white Soldier creature token"), as a
 * token card: the pool's own when one matches it ("Soldier (token)"),
 * otherwise a new definition named by what it is ("Zombie 2/2 black (token)").
 */
export function tokenFrom(spec: { power: number; toughness: number; colour: Colour; subtype: string }): CardDef {
  const def: CardDef = {
    name: `${spec.subtype} (token)`,
    manaCost: '',
    colours: [spec.colour],
    types: ['Creature'],
    subtypes: [spec.subtype],
    power: spec.power,
    toughness: spec.toughness,
    keywords: [],
    token: true,
  };
  const known = findCard(def.name);
  if (known && sameToken(known, def)) return known;
  return { ...def, name: `${spec.subtype} ${spec.power}/${spec.toughness} ${spec.colour} (token)` };
}

function sameToken(a: CardDef, b: CardDef): boolean {
  return (
    a.token === true &&
    a.power === b.power &&
    a.toughness === b.toughness &&
    a.colours.join() === b.colours.join() &&
    a.subtypes.join() === b.subtypes.join() &&
    a.keywords.length === 0 &&
    a.types.join() === b.types.join()
  );
}
