import { COLOUR_NAMES, COLOUR_OF, hexLabel, pileName, type Terrain, TERRAINS } from '../../engine';

/** How the webview names terrains, piles and hexes: the engine's words, so the log and the panel agree. */

export { TERRAINS, pileName, hexLabel, type Terrain };

/** "Green" for Forest. */
export function colourName(t: Terrain): string {
  return COLOUR_NAMES[COLOUR_OF[t]];
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
