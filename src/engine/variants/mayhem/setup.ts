import { nextInt, seedRng, type RngState } from '../../rng';
import { MAYHEM_CONTENT, TILE_SIZE } from './content';
import { heroDef } from './lookup';
import { maxHp } from './hero-sheet';
import type { MayhemSetup, MayhemState, Square } from './schema';
import { isCompetitive, MIN_COMPETITIVE_HEROES, teamOf } from './competitive';
import { isModule, moduleDef, moduleMonsterDeck, moduleTiles, moduleTreasure, moduleWaits, noProgress } from './narrative-module';
import { EDITION, editionOf, monsterCardPlayable, tilePlayable, treasurePlayable, type Edition } from './support';

/**
 * A new game (mayhem.setup.*): the tiles face down in rows of
 * ceil(sqrt(tiles)), the Entrance face up at a place of the south edge, the
 * Store, the Boss tile and rooms drawn at random face down as a multiset,
 * the heroes on the stairs with their gear, and both decks, all from the seed.
 */

const ENTRANCE = MAYHEM_CONTENT.tiles.find((t) => t.kind === 'entrance')!;
const SECOND_ENTRANCE = MAYHEM_CONTENT.tiles.find((t) => t.kind === 'second-entrance')!;
const STORE_TILE = MAYHEM_CONTENT.tiles.find((t) => t.kind === 'store')!;
const BOSS_TILE = MAYHEM_CONTENT.tiles.find((t) => t.kind === 'boss')!;
/** Rooms this step can lay (support.ts). */
export const ROOMS = MAYHEM_CONTENT.tiles.filter((t) => t.kind === 'room' && tilePlayable(t)).map((t) => t.id);
/**
 * The most tiles a game lays (mayhem.setup.tiles): every room with the
 * Entrance, the Store and the Boss tile. The rules' 36th card is the second
 * Entrance, which only competitive play lays (a second way in for the
 * rival team), so only a competitive game may have 36.
 */
export const MAX_TILES = ROOMS.length + 3;
export const MAX_COMPETITIVE_TILES = ROOMS.length + 4;

/** Why a number of tiles is too many for a mode, or undefined if it is not. */
export function tooManyTiles(tiles: number, competitive: boolean): string | undefined {
  if (competitive) return tiles > MAX_COMPETITIVE_TILES ? `a competitive game lays at most ${MAX_COMPETITIVE_TILES} tiles (every tile there is)` : undefined;
  if (tiles <= MAX_TILES) return undefined;
  return tiles === MAX_COMPETITIVE_TILES
    ? `a cooperative game lays at most ${MAX_TILES} tiles: the ${ROOMS.length} rooms, the Entrance, the Store and the Boss tile; the 36th, the second Entrance, is laid only in competitive play`
    : `a game lays at most ${MAX_TILES} tiles (${MAX_COMPETITIVE_TILES} in competitive play)`;
}

const copies = <T extends { id: string; copies: number }>(cards: readonly T[], keep: (c: T) => boolean) =>
  cards.filter(keep).flatMap((c) => Array.from({ length: c.copies }, () => c.id));

/** The monster deck of an edition: every monster, trap and situation card it plays, by its copies. */
function monsterDeckIn(edition: Edition): readonly string[] {
  return [
    ...copies(MAYHEM_CONTENT.monsters, (m) => monsterCardPlayable(m.id, edition)),
    ...copies(MAYHEM_CONTENT.traps, (m) => monsterCardPlayable(m.id, edition)),
    ...copies(MAYHEM_CONTENT.situations, (m) => monsterCardPlayable(m.id, edition)),
  ].sort();
}

const treasureDeckIn = (edition: Edition): readonly string[] => copies(MAYHEM_CONTENT.treasure, (c) => treasurePlayable(c, edition)).sort();

const DECKS: Record<Edition, { readonly monsters: readonly string[]; readonly treasure: readonly string[] }> = {
  1: { monsters: monsterDeckIn(1), treasure: treasureDeckIn(1) },
  2: { monsters: monsterDeckIn(2), treasure: treasureDeckIn(2) },
  3: { monsters: monsterDeckIn(3), treasure: treasureDeckIn(3) },
  4: { monsters: monsterDeckIn(4), treasure: treasureDeckIn(4) },
  5: { monsters: monsterDeckIn(5), treasure: treasureDeckIn(5) },
};

/** The monster deck and the treasure deck a new game is dealt (the latest edition). */
export const MONSTER_DECK: readonly string[] = DECKS[EDITION].monsters;
export const TREASURE_DECK: readonly string[] = DECKS[EDITION].treasure;

/** The monster deck a game starts with: its edition's, or its module's (mayhem.module). */
export function monsterDeckOf(setup: MayhemSetup): readonly string[] {
  return setup.module !== undefined ? moduleMonsterDeck(moduleDef(setup.module), editionOf(setup)) : DECKS[editionOf(setup)].monsters;
}

/** The treasure deck a game starts with, before a module's own cards. */
export const treasureDeckOf = (setup: MayhemSetup): readonly string[] => DECKS[editionOf(setup)].treasure;

/** What is wrong with a setup, if anything (mayhem.setup). */
export function setupProblem(setup: MayhemSetup): string | undefined {
  const ids = setup.seats.map((s) => s.hero);
  if (new Set(ids).size !== ids.length) return 'each player picks a different hero';
  const unknown = ids.find((id) => !MAYHEM_CONTENT.heroes.some((h) => h.id === id));
  if (unknown) return `there is no hero '${unknown}'`;
  const tooMany = setup.module === undefined ? tooManyTiles(setup.options.tiles, isCompetitive(setup)) : undefined;
  if (tooMany) return tooMany;
  if (isCompetitive(setup) && ids.length < MIN_COMPETITIVE_HEROES) return `competitive play needs two teams: at least ${MIN_COMPETITIVE_HEROES} heroes`;
  if (isModule(setup) !== (setup.module !== undefined)) return 'a narrative module is named exactly when the mode is module';
  if (setup.module !== undefined) {
    const m = MAYHEM_CONTENT.modules.find((x) => x.id === setup.module);
    if (!m) return `there is no narrative module '${setup.module}'`;
    const waits = moduleWaits(m);
    if (waits) return `${m.name} cannot be played yet: ${waits}`;
    if (setup.options.tiles !== moduleTiles(m)) return `${m.name} lays ${moduleTiles(m)} tiles`;
  }
  return undefined;
}

/** Row lengths for a number of tiles: rows of ceil(sqrt(n)), the last maybe shorter. */
export function rowLengths(tiles: number): number[] {
  const cols = Math.ceil(Math.sqrt(tiles));
  const out: number[] = [];
  for (let left = tiles; left > 0; left -= cols) out.push(Math.min(cols, left));
  return out;
}

/** Places with no place south of them: the south edge (mayhem.setup.entrance). */
export function southEdge(rows: readonly number[]): { col: number; row: number }[] {
  const out: { col: number; row: number }[] = [];
  rows.forEach((len, row) => {
    for (let col = 0; col < len; col++) if (row === rows.length - 1 || col >= rows[row + 1]!) out.push({ col, row });
  });
  return out;
}

function pickSome(rng: RngState, from: readonly string[], n: number): { picked: string[]; rng: RngState } {
  const pool = [...from];
  const picked: string[] = [];
  let r = rng;
  for (let i = 0; i < n; i++) {
    const d = nextInt(r, pool.length);
    r = d.rng;
    picked.push(pool.splice(d.value, 1)[0]!);
  }
  return { picked, rng: r };
}

/** Places of the first row: the north edge, where the second Entrance lies (mayhem.setup.entrance). */
export function northEdge(rows: readonly number[]): { col: number; row: number }[] {
  return Array.from({ length: rows[0] ?? 0 }, (_, col) => ({ col, row: 0 }));
}

export function stairsOf(place: { col: number; row: number }, tile = ENTRANCE): Square {
  const y = tile.grid.findIndex((row) => row.includes('^'));
  return { x: place.col * TILE_SIZE + tile.grid[y]!.indexOf('^'), y: place.row * TILE_SIZE + y };
}

/**
 * A module's game (mayhem.module): its layout where it stands, face down but
 * for the Entrance; the heroes on the Entrance's stairs; its monster deck
 * and the usual treasure with its own cards shuffled in (but those that lie
 * on a tile, mayhem.module.lies).
 */
function moduleState(setup: MayhemSetup, id: string): MayhemState {
  const m = moduleDef(id);
  const row = m.layout.findIndex((r) => r.includes(ENTRANCE.id));
  const entrance = { col: m.layout[row]!.indexOf(ENTRANCE.id), row };
  const places = m.layout.map((r) => r.map((t) => (t === ENTRANCE.id ? t : null)));
  const stairs = stairsOf(entrance);
  return {
    ...startState(setup, seedRng(setup.seed), places, () => stairs),
    faceDown: m.layout.flat().filter((t) => t !== ENTRANCE.id).sort(),
    monsterDeck: [...monsterDeckOf(setup)],
    treasureDeck: [...treasureDeckOf(setup), ...moduleTreasure(m, editionOf(setup))].sort(),
    progress: noProgress(),
  };
}

export function initialState(setup: MayhemSetup): MayhemState {
  const problem = setupProblem(setup);
  if (problem) throw new Error(`a Magic and Mayhem game that cannot be set up: ${problem}`);
  if (setup.module !== undefined) return moduleState(setup, setup.module);
  let rng = seedRng(setup.seed);
  const rows = rowLengths(setup.options.tiles);
  const edge = southEdge(rows);
  const e = nextInt(rng, edge.length);
  rng = e.rng;
  const entrance = edge[e.value]!;
  // Competitive play lays the second Entrance face up on the north edge; the cooperative game draws nothing for it.
  let second: { col: number; row: number } | undefined;
  if (isCompetitive(setup)) {
    const north = northEdge(rows);
    const n = nextInt(rng, north.length);
    rng = n.rng;
    second = north[n.value]!;
  }
  const rooms = pickSome(rng, ROOMS, setup.options.tiles - (second ? 4 : 3));
  rng = rooms.rng;
  const at = (p: { col: number; row: number } | undefined, col: number, row: number) => p !== undefined && p.col === col && p.row === row;
  const places = rows.map((len, row) =>
    Array.from({ length: len }, (_, col) => (at(entrance, col, row) ? ENTRANCE.id : at(second, col, row) ? SECOND_ENTRANCE.id : null)),
  );
  // Each team on its own entrance's stairs (the party on the Entrance's).
  const stairs = [stairsOf(entrance), second ? stairsOf(second, SECOND_ENTRANCE) : stairsOf(entrance)];
  return { ...startState(setup, rng, places, (i) => stairs[teamOf(setup, i)]!), faceDown: [STORE_TILE.id, BOSS_TILE.id, ...rooms.picked].sort() };
}

/** What every game starts with: the heroes on their stairs with their gear, nothing found, both decks whole. */
function startState(setup: MayhemSetup, rng: RngState, places: (string | null)[][], stairsFor: (seat: number) => Square): MayhemState {
  const heroes = setup.seats.map((seat, i) => {
    const h = { hero: seat.hero, status: 'in' as const, at: { ...stairsFor(i) }, hp: 0, hpGained: 0, gold: 0, items: [...heroDef(seat.hero).gear].sort(), effects: [], usedThisRound: [], charges: [], boosts: [] };
    return { ...h, hp: maxHp(h) };
  });
  return {
    phase: { type: 'turn', turn: { seat: 0, moved: 0, extraMove: 0, acted: false, bonus: false } },
    round: 1,
    rng,
    pending: [],
    endTurnAfter: false,
    lastRoll: null,
    places,
    faceDown: [],
    openDoors: [],
    spentEncounters: [],
    blocked: [],
    heroes,
    monsters: [],
    nextNumber: 1,
    bossSpawned: false,
    bossDefeated: false,
    loot: [],
    monsterDeck: [...monsterDeckOf(setup)],
    monsterDiscard: [],
    treasureDeck: [...treasureDeckOf(setup)],
    treasureDiscard: [],
  };
}
