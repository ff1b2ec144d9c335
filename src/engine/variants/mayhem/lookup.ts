import { EARLIER_RIDDLE_IDS, MAYHEM_CONTENT, type BossDef, type RiddleDef, type HeroDef, type MonsterDef, type SituationDef, type TileDef, type TrapDef, type TreasureDef } from './content';

/** The content by id: the rules look cards, tiles and heroes up by the ids the save keeps. */

const byId = <T extends { id: string }>(items: readonly T[]) => new Map(items.map((i) => [i.id, i] as const));
const TILES = byId(MAYHEM_CONTENT.tiles);
const HEROES = byId(MAYHEM_CONTENT.heroes);
const MONSTERS = byId(MAYHEM_CONTENT.monsters);
const BOSSES = byId(MAYHEM_CONTENT.bosses);
const TRAPS = byId(MAYHEM_CONTENT.traps);
const SITUATIONS = byId(MAYHEM_CONTENT.situations);
const TREASURE = byId(MAYHEM_CONTENT.treasure);
const RIDDLES = byId(MAYHEM_CONTENT.riddles);

function must<T>(map: Map<string, T>, id: string, kind: string): T {
  const found = map.get(id);
  if (!found) throw new Error(`Magic and Mayhem has no ${kind} '${id}'`);
  return found;
}

export const tileDef = (id: string): TileDef => must(TILES, id, 'tile');
export const heroDef = (id: string): HeroDef => must(HEROES, id, 'hero');
export const treasureDef = (id: string): TreasureDef => must(TREASURE, id, 'treasure card');
export const isTreasure = (id: string): boolean => TREASURE.has(id);
/** A monster or a boss: bosses are monsters with an enraged stage. */
export const monsterDef = (id: string): MonsterDef | BossDef => MONSTERS.get(id) ?? must(BOSSES, id, 'monster');
export const isBossId = (id: string): boolean => BOSSES.has(id);

/** A monster-deck card: a monster, a trap or a situation. */
export type MonsterCard = { kind: 'monster'; def: MonsterDef } | { kind: 'trap'; def: TrapDef } | { kind: 'situation'; def: SituationDef };
export function monsterCard(id: string): MonsterCard {
  const m = MONSTERS.get(id);
  if (m) return { kind: 'monster', def: m };
  const t = TRAPS.get(id);
  if (t) return { kind: 'trap', def: t };
  return { kind: 'situation', def: must(SITUATIONS, id, 'monster card') };
}
/** A riddle by its number, or by the id it had before riddles were numbered (mayhem.challenge.hidden). */
export const riddleDef = (id: string): RiddleDef | undefined => RIDDLES.get(EARLIER_RIDDLE_IDS[id] ?? id);

/**
 * A game read from a file saved before riddles were numbered: a riddle
 * waiting in it takes its number, so that the file's state is the one its
 * log replays to and the next save names no answer (mayhem.challenge.hidden).
 */
export function renumberRiddles(state: { pending: { type: string; kind?: string; challenge?: string }[] }): void {
  for (const p of state.pending) {
    if (p.type === 'challenge' && p.kind === 'riddle' && p.challenge !== undefined) p.challenge = EARLIER_RIDDLE_IDS[p.challenge] ?? p.challenge;
  }
}
export const trapDef = (id: string): TrapDef => must(TRAPS, id, 'trap');

/** A hero as the log and the messages name them, as a table speaks of a figure: the first word of their name ("Brannoc"), with a title kept ("Sir Osric"). */
export function heroWord(id: string): string {
  const words = heroDef(id).name.split(' ');
  return TITLES.has(words[0]!) && words.length > 1 ? `${words[0]} ${words[1]}` : words[0]!;
}
const TITLES = new Set(['Sir', 'Sister', 'Brother', 'Dame', 'Lady', 'Lord']);
