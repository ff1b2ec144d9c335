import { sgr } from '../../ansi';
import type { Problem } from '../../save/problems';
import { MAYHEM_CONTENT, TILE_SIZE } from './content';
import { consistencyProblems } from './consistency';
import { sameSquare, squareChar, tileOf } from './dungeon';
import { maxHp, stat } from './hero-sheet';
import { heroDef, heroWord, monsterDef, tileDef, treasureDef } from './lookup';
import type { HeroState, MayhemSetup, MayhemState, Square } from './schema';
import { fullHp } from './party';
import { setupProblem } from './setup';
import { isCompetitive, teamGold, teamName, teamOf, teamSeats } from './competitive';
import { goalsStatus, moduleOf } from './narrative-module';
import { ANSWER_HINT, cardName, pendingLines, phaseWords, placeWords, teamsWord, TITLE } from './words';
import { storeLines } from './store-view';

/**
 * Magic and Mayhem on the command line: the dungeon drawn in characters for
 * `crawl show` and `crawl play`, the stable lines `crawl textconv` prints,
 * a game's state in a few words, how it ended, and the problems of a file.
 */

type Game = { readonly setup: MayhemSetup; readonly state: MayhemState };

/** The characters a square is drawn with, beyond the tile's own (docs/mayhem.md, The kinds). */
export const MARKS = { faceDown: '?', openDoor: '/', spentEncounter: 'e', blocked: 'x', laidTrap: 't', loot: '$', monster: 'm', boss: 'M', wall: '#', storeFloor: '+' } as const;

const squareList = (list: readonly Square[]) => new Set(list.map((s) => `${s.x},${s.y}`));

/** One character for a square, and whether a figure stands there (to colour it). */
function squareGlyph(s: MayhemState, at: Square, sets: { open: Set<string>; spent: Set<string>; blocked: Set<string>; loot: Set<string> }): { ch: string; who?: 'hero' | 'monster' } {
  const key = `${at.x},${at.y}`;
  const row = s.places[Math.floor(at.y / TILE_SIZE)];
  const place = row?.[Math.floor(at.x / TILE_SIZE)];
  if (row === undefined || place === undefined) return { ch: ' ' };
  if (place === null) return { ch: MARKS.faceDown };
  const hero = s.heroes.findIndex((h) => h.status === 'in' && sameSquare(h.at, at));
  if (hero >= 0) return { ch: String(hero + 1), who: 'hero' };
  const monster = s.monsters.find((m) => sameSquare(m.at, at));
  if (monster) return { ch: monster.boss ? MARKS.boss : MARKS.monster, who: 'monster' };
  if (sets.loot.has(key)) return { ch: MARKS.loot };
  if (sets.blocked.has(key)) return { ch: MARKS.blocked };
  if ((s.laidTraps ?? []).some((l) => sameSquare(l.at, at))) return { ch: MARKS.laidTrap };
  const ch = squareChar(s, at);
  if ((ch === 'L' || ch === 'S') && sets.open.has(key)) return { ch: MARKS.openDoor };
  if (ch === 'E' && sets.spent.has(key)) return { ch: MARKS.spentEncounter };
  // The Store's floor is drawn apart, so the map shows where to shop (its grid is plain floor).
  if (ch === '.' && tileOf(s, at)?.kind === 'store') return { ch: MARKS.storeFloor };
  return { ch };
}

/** The dungeon, a character a square: heroes by seat number, monsters m (the boss M), face-down tiles ?. */
export function dungeonLines(s: MayhemState, colour: boolean): string[] {
  const sets = { open: squareList(s.openDoors), spent: squareList(s.spentEncounters), blocked: squareList(s.blocked), loot: squareList(s.loot.map((l) => l.at)) };
  const width = Math.max(...s.places.map((r) => r.length)) * TILE_SIZE;
  const out: string[] = [];
  for (let y = 0; y < s.places.length * TILE_SIZE; y++) {
    let line = '';
    for (let x = 0; x < width; x++) {
      const g = squareGlyph(s, { x, y }, sets);
      line += g.who === 'hero' ? sgr('1;36', g.ch, colour) : g.who === 'monster' ? sgr('1;31', g.ch, colour) : g.ch;
    }
    out.push(`  ${line.trimEnd()}`);
  }
  return out;
}

/** Every character the map can draw, in words: a tile's own squares (SQUARES) and the marks above (a test checks none is left out). */
export const LEGEND = [
  '  1-6 heroes, m monster, M the boss, $ loot, ? face down, . floor, # wall, + the Store (buy there), ^ stairs (escape),',
  '  B where the boss waits, E encounter (e spent), T trap, t a trap a monster set, L locked door, S secret door (/ open), x BLOCKED',
];

function heroLine(h: HeroState, seat: number, setup: MayhemSetup): string {
  const def = heroDef(h.hero);
  const team = isCompetitive(setup) ? `, ${teamName(teamOf(setup, seat))}` : '';
  const who = `${seat + 1}. ${def.name} (${setup.seats[seat]!.control}${team})`;
  if (h.status === 'dead') return `${who}: fallen`;
  const stats = `HP ${h.hp}/${maxHp(h)}, MOV ${stat(h, 'mov')}, STR ${stat(h, 'str')}, INT ${stat(h, 'int')}, DEX ${stat(h, 'dex')}, ${h.gold} gold`;
  const where = h.status === 'escaped' ? 'escaped' : `at (${h.at.x}, ${h.at.y}), ${placeWords(h.at)}`;
  const effects = h.effects.map((e) => `${e.condition} ${e.rounds}`);
  return `${who}: ${stats}; ${where}${effects.length > 0 ? `; ${effects.join(', ')}` : ''}`;
}

const itemsLine = (h: HeroState) => `     carries: ${h.items.map(cardName).join(', ') || 'nothing'}`;

function monsterLines(setup: MayhemSetup, s: MayhemState): string[] {
  return s.monsters.map((m) => {
    const def = monsterDef(m.monster);
    const effects = [...(m.unseen ? ['unseen'] : []), ...m.effects.map((e) => `${e.condition} ${e.rounds}`)];
    return `  #${m.number} ${def.name}${m.boss ? ' (the boss)' : ''}: HP ${m.hp}/${fullHp(setup, m)}, at (${m.at.x}, ${m.at.y})${effects.length > 0 ? `; ${effects.join(', ')}` : ''}`;
  });
}

/** What `crawl show` and `crawl play` draw: the dungeon, the heroes, the monsters, what waits. */
export function pictureLines(game: Game, colour: boolean): string[] {
  const s = game.state;
  const out = [`${phaseWords(s)}${s.lastRoll !== null ? ` · the die last showed ${s.lastRoll}` : ''}`, ...dungeonLines(s, colour), ...LEGEND];
  s.heroes.forEach((h, i) => out.push(heroLine(h, i, game.setup), ...(h.status === 'dead' ? [] : [itemsLine(h)])));
  out.push(...teamLines(game), ...moduleLines(game, s.round === 1));
  const monsters = monsterLines(game.setup, s);
  if (monsters.length > 0) out.push('Monsters:', ...monsters);
  // The Store's price list while the hero on turn stands in it, as the playmat shows it (mayhem.store.buy).
  out.push(...storeLines(s));
  out.push(...pendingLines(s));
  if (s.pending[0]?.type === 'challenge' && s.pending[0].kind === 'riddle') out.push(`  ${ANSWER_HINT}`);
  return out;
}

/** What `crawl textconv` prints before the log: stable lines, the face-down tiles and the decks as counts. */
export function summaryLines(game: Game): string[] {
  const s = game.state;
  const o = game.setup.options;
  const out = [
    `${TITLE} · seed ${game.setup.seed}`,
    `${game.setup.module ?? game.setup.mode}, ${o.tiles} tiles${o.encountersRefresh ? ', encounters refresh' : ''}${o.halfRounding === 'up' ? ', halves round up' : ''}${o.bossCredit === 'killing-blow' ? ', a boss counts for the killing blow' : ''}`,
    phaseWords(s),
    ...s.places.map((row, r) => `row ${r + 1}: ${row.map((id) => (id ? tileDef(id).name : 'face down')).join(' | ')}`),
  ];
  s.heroes.forEach((h, i) => out.push(heroLine(h, i, game.setup), ...(h.status === 'dead' ? [] : [itemsLine(h)])));
  out.push(...teamLines(game), ...moduleLines(game, false));
  out.push(...monsterLines(game.setup, s));
  for (const l of s.loot) out.push(`loot at (${l.at.x}, ${l.at.y}): ${[...l.items.map(cardName), ...(l.gold > 0 ? [`${l.gold} gold`] : [])].join(', ')}`);
  out.push(
    `boss: ${s.bossDefeated ? 'defeated' : s.bossSpawned ? 'awake' : 'not found'}; monster deck ${s.monsterDeck.length}, discards ${s.monsterDiscard.length}; treasure deck ${s.treasureDeck.length}, discards ${s.treasureDiscard.length}`,
  );
  out.push(...pendingLines(s));
  return out;
}

/** Where the game stands in a few words, for `crawl validate`. */
export function brief(game: Game): string {
  const s = game.state;
  const up = s.places.flat().filter((id) => id !== null).length;
  const boss = isCompetitive(game.setup)
    ? `the bosses ${s.bossDefeated ? 'defeated' : s.bossSpawned ? 'awake' : 'not found'}`
    : s.bossDefeated ? 'the boss defeated' : s.bossSpawned ? 'the boss awake' : 'the boss not found';
  return s.phase.type === 'over' ? phaseWords(s).toLowerCase() : `round ${s.round}, ${up} of ${game.setup.options.tiles} tiles face up, ${boss}`;
}

/** How a finished game ended, or undefined while it goes on. */
export function outcome(game: Game): string | undefined {
  const s = game.state;
  if (s.phase.type !== 'over') return undefined;
  const escaped = s.heroes.filter((h) => h.status === 'escaped');
  if (s.phase.conceded === true) return `the party abandoned the dungeon in round ${s.round}: the game is lost.`;
  const m = moduleOf(game.setup);
  if (m) {
    const open = goalsStatus(game.setup, s).filter((g) => !g.met).map((g) => g.goal.text);
    return s.phase.result === 'won'
      ? `the party won ${m.name} in round ${s.round}: every goal is met.`
      : `the party lost ${m.name} in round ${s.round}: ${open.length > 0 ? `still to do: ${open.join(' ')}` : 'every hero fell.'}`;
  }
  if (s.phase.winners !== undefined) {
    const gold = [0, 1].map((team) => `${teamName(team)} ${teamGold(game.setup, s, team)} gold${(s.bossTeams ?? []).includes(team) ? '' : ' (no boss defeated)'}`);
    return `${teamsWord(s.phase.winners)} in round ${s.round}: escaped with ${gold.join(', ')}.`;
  }
  if (s.phase.result === 'won') {
    const gold = escaped.reduce((n, h) => n + h.gold, 0);
    return `the party won in round ${s.round}: the boss is defeated and ${escaped.map((h) => heroWord(h.hero)).join(', ')} escaped with ${gold} gold.`;
  }
  return `the party lost in round ${s.round}: every hero fell in the dungeon.`;
}

/** A narrative module: its name, its back-story (when asked: `crawl show` tells it in the first round), and its goals, each met or not. */
export function moduleLines(game: Game, story: boolean): string[] {
  const m = moduleOf(game.setup);
  if (!m) return [];
  return [
    `${m.name}${story ? ':' : ''}`,
    ...(story ? m.backstory.map((l) => `  ${l}`) : []),
    'Goals:',
    ...goalsStatus(game.setup, game.state).map((g) => `  [${g.met ? 'x' : ' '}] ${g.goal.text}`),
  ];
}

/** Competitive play: each team, its heroes, whether it has defeated a boss, and the gold its escaped heroes carry. */
export function teamLines(game: Game): string[] {
  const { setup, state: s } = game;
  if (!isCompetitive(setup)) return [];
  return [0, 1].map((team) => {
    const heroes = teamSeats(setup, team).map((i) => heroWord(s.heroes[i]!.hero)).join(', ');
    const boss = (s.bossTeams ?? []).includes(team) ? 'has defeated a boss' : 'has not defeated a boss';
    return `${teamName(team)} (${heroes}): ${boss}; ${teamGold(setup, s, team)} gold escaped`;
  });
}

/** Every id the state names, checked before the consistency checks look anything up. */
function unknownIds(setup: MayhemSetup, s: MayhemState): Problem[] {
  const out: Problem[] = [];
  const known = (ids: readonly { id: string }[]) => new Set(ids.map((x) => x.id));
  const tiles = known(MAYHEM_CONTENT.tiles);
  const heroes = known(MAYHEM_CONTENT.heroes);
  const monsters = new Set([...known(MAYHEM_CONTENT.monsters), ...known(MAYHEM_CONTENT.bosses)]);
  const treasure = known(MAYHEM_CONTENT.treasure);
  const cards = new Set([...monsters, ...known(MAYHEM_CONTENT.traps), ...known(MAYHEM_CONTENT.situations)]);
  s.places.forEach((row, r) => row.forEach((id, c) => id !== null && !tiles.has(id) && out.push({ path: `/state/places/${r}/${c}`, message: `"${id}" is not a tile of Magic and Mayhem.` })));
  s.faceDown.forEach((id, i) => !tiles.has(id) && out.push({ path: `/state/faceDown/${i}`, message: `"${id}" is not a tile of Magic and Mayhem.` }));
  s.heroes.forEach((h, i) => {
    if (!heroes.has(h.hero)) out.push({ path: `/state/heroes/${i}/hero`, message: `"${h.hero}" is not a hero of Magic and Mayhem.` });
    h.items.forEach((c, j) => !treasure.has(c) && out.push({ path: `/state/heroes/${i}/items/${j}`, message: `"${c}" is not a treasure card.` }));
  });
  s.monsters.forEach((m, i) => !monsters.has(m.monster) && out.push({ path: `/state/monsters/${i}/monster`, message: `"${m.monster}" is not a monster of Magic and Mayhem.` }));
  for (const [name, pile, kind] of [
    ['monsterDeck', s.monsterDeck, cards],
    ['monsterDiscard', s.monsterDiscard, cards],
    ['treasureDeck', s.treasureDeck, treasure],
    ['treasureDiscard', s.treasureDiscard, treasure],
  ] as const) {
    pile.forEach((c, j) => !kind.has(c) && out.push({ path: `/state/${name}/${j}`, message: `"${c}" is not a card of that deck.` }));
  }
  s.loot.forEach((l, i) => l.items.forEach((c, j) => !treasure.has(c) && out.push({ path: `/state/loot/${i}/items/${j}`, message: `"${c}" is not a treasure card.` })));
  if (setup.seats.length !== s.heroes.length) out.push({ path: '/state/heroes', message: `${s.heroes.length} heroes for ${setup.seats.length} seats.` });
  return out;
}

/** What a file can get wrong that the schema cannot say: the setup, the ids, then how the state's parts agree (consistency.ts). */
export function mayhemProblems(setup: MayhemSetup, state: MayhemState): Problem[] {
  const wrong = setupProblem(setup);
  if (wrong) return [{ path: '/setup', message: `${wrong} (mayhem.setup).` }];
  const ids = unknownIds(setup, state);
  if (ids.length > 0) return ids;
  return consistencyProblems(setup, state).map((message) => ({ path: '/state', message }));
}

/** The names of cards for the save's diff and the view. */
export const treasureName = (id: string): string => treasureDef(id).name;
