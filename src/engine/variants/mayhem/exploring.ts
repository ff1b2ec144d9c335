import { TILE_SIZE } from './content';
import { faceDownBeyond, sameSquare, squareChar, squaresOnTile, tileOf } from './dungeon';
import { resolveEffects, spawnMonsters } from './effects';
import { springLaidTrap } from './spawning';
import { canCarry, goldCap } from './hero-sheet';
import { trapDef, treasureDef, heroWord } from './lookup';
import { turnUpPlace } from './turning';
import type { MayhemSetup, Square } from './schema';
import { drawFrom, exclaimed, note, noteNew, noteWas, type Table } from './table';
import { MAYHEM_CONTENT } from './content';
import { bossPlayable, EDITION, editionOf, type Edition } from './support';
import { bossesInPlay, mayEscape } from './competitive';
import { moduleOf, noteReached } from './narrative-module';

/**
 * What happens as a hero arrives on a square: a tile turns up beyond an open
 * edge (mayhem.explore), loot is picked up, a trap springs
 * (mayhem.trap.square), the boss appears (mayhem.boss), a hero escapes
 * (mayhem.escape).
 */

/** The bosses a new game may meet (the latest edition's). */
export const BOSSES: readonly string[] = bossesIn(EDITION);

/** The bosses a game of an edition may meet: those its rules play (support.ts). */
function bossesIn(edition: Edition): readonly string[] {
  return MAYHEM_CONTENT.bosses.filter((b) => bossPlayable(b.id, edition)).map((b) => b.id);
}
const BOSSES_BY_EDITION: Record<Edition, readonly string[]> = { 1: bossesIn(1), 2: bossesIn(2), 3: bossesIn(3), 4: bossesIn(4), 5: bossesIn(5) };

export function arrive(t: Table, seat: number): void {
  const h = t.s.heroes[seat]!;
  turnUp(t, h.at);
  const tile = t.s.places[Math.floor(h.at.y / TILE_SIZE)]?.[Math.floor(h.at.x / TILE_SIZE)];
  if (tile) noteReached(t.setup, t.s, tile);
  pickUp(t, seat);
  if (squareChar(t.s, h.at) === 'T') springTileTrap(t, seat);
  const laid = h.status === 'in' ? springLaidTrap(t, h.at) : undefined;
  if (laid) {
    note(t, `${heroWord(h.hero)} springs the ${trapDef(laid).name}!`);
    resolveEffects(t, seat, trapDef(laid).effects, h.at);
  }
  if (h.status === 'in') bossWakes(t, h.at);
  if (h.status === 'in' && mayEscape(t.setup, t.s, seat) && squareChar(t.s, h.at) === '^') {
    h.status = 'escaped';
    note(t, `${heroWord(h.hero)} escapes with ${h.gold} gold`);
  }
}

function turnUp(t: Table, at: Square): void {
  const place = faceDownBeyond(t.s, at);
  if (place) turnUpPlace(t, place);
}

/** Takes from loot on the square what the hero can carry (mayhem.treasure.draw, mayhem.death.revive). */
export function pickUp(t: Table, seat: number): void {
  const h = t.s.heroes[seat]!;
  const pile = t.s.loot.find((l) => sameSquare(l.at, h.at));
  if (!pile) return;
  const left: string[] = [];
  const taken: string[] = [];
  for (const card of pile.items) (canCarry(h, treasureDef(card)) ? taken : left).push(card);
  h.items.push(...taken);
  h.items.sort();
  pile.items = left;
  // Only what can be carried is taken, so none of this gold is over the cap.
  const gold = Math.min(pile.gold, Math.max(0, goldCap(h) - h.gold));
  pile.gold -= gold;
  h.gold += gold;
  const got = [...taken.map((c) => treasureDef(c).name), ...(gold > 0 ? [`${gold} gold (${h.gold} in all)`] : [])];
  if (got.length > 0) noteNew(t, `${heroWord(h.hero)} picks up ${got.join(', ')}${pile.items.length + pile.gold > 0 ? '; the rest is too much to carry' : ''}`);
  if (pile.items.length === 0 && pile.gold === 0) t.s.loot = t.s.loot.filter((l) => l !== pile);
}

function springTileTrap(t: Table, seat: number): void {
  const tile = tileOf(t.s, t.s.heroes[seat]!.at)!;
  const trap = trapDef(tile.trap!);
  noteWas(t, exclaimed(trap.name), `${trap.name}!`);
  resolveEffects(t, seat, trap.effects, t.s.heroes[seat]!.at);
}

/**
 * The boss appears on the boss square the first time a hero steps onto the
 * Boss tile (mayhem.boss); in competitive play two bosses, one on each boss
 * square (mayhem.competitive.win), drawn one after the other (the same
 * boss twice while only one is played).
 */
/** The bosses a game may meet: a module's own, or those of the game's edition. */
export const bossesMet = (setup: MayhemSetup): readonly string[] => {
  const own = moduleOf(setup)?.boss;
  return own !== undefined ? [own] : BOSSES_BY_EDITION[editionOf(setup)];
};

function bossWakes(t: Table, at: Square): void {
  const tile = tileOf(t.s, at);
  if (t.s.bossSpawned || tile?.kind !== 'boss') return;
  const place = { col: Math.floor(at.x / TILE_SIZE), row: Math.floor(at.y / TILE_SIZE) };
  const squares = squaresOnTile(t.s, place, (ch) => ch === 'B');
  t.s.bossSpawned = true;
  // A module's boss is its own (mayhem.module).
  const own = moduleOf(t.setup)?.boss;
  const bosses = BOSSES_BY_EDITION[editionOf(t.setup)];
  const pool = own !== undefined ? [own] : [...bosses];
  for (let i = 0; i < bossesInPlay(t.setup); i++) {
    if (pool.length === 0) pool.push(...bosses);
    spawnMonsters(t, drawFrom(t, pool)!, 1, squares[i]!, true);
  }
}

