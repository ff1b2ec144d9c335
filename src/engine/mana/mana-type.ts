import { COLOURS, type Colour } from '../colour';

/**
 * CR 106.1: mana comes in six types, the five colours and colourless. A cost
 * symbol asks for some of these types; a source makes one of them each time.
 */
export type ManaType = Colour | 'C';

/** WUBRG, then colourless: the order every list and every text uses. */
export const MANA_TYPES: readonly ManaType[] = [...COLOURS, 'C'];

export const MANA_TYPE_NAMES: Record<ManaType, string> = {
  W: 'white',
  U: 'blue',
  B: 'black',
  R: 'red',
  G: 'green',
  C: 'colourless',
};

export function isManaType(x: unknown): x is ManaType {
  return typeof x === 'string' && (MANA_TYPES as readonly string[]).includes(x);
}

/** "W and G", "W, U and B": how a message lists types. */
export function listTypes(types: readonly ManaType[]): string {
  if (types.length <= 1) return types.join('');
  return `${types.slice(0, -1).join(', ')} and ${types[types.length - 1]}`;
}
