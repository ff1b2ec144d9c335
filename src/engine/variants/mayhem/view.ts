import type { ActionView, DungeonBoardView, DungeonHeroView, DungeonMonsterView, DungeonTileView, PhaseView, TableView } from '../../../protocol/table-view';
import { MAYHEM_CONTENT, monsterRulesText, namesOf, TILE_SIZE, treasureRulesText } from './content';
import { heroAttacks } from './attacks';
import { maxHp, stat } from './hero-sheet';
import { heroDef, heroWord, monsterDef, tileDef, trapDef, treasureDef } from './lookup';
import { DIRECTIONS, type MayhemAction, type MayhemSetup, type MayhemState } from './schema';
import { stepFrom } from './dungeon';
import { fullHp } from './party';
import { outcome } from './text';
import { storeView } from './store-view';
import { actingSeat, actionLabel, cardName, pendingLines, phaseWords, teamsWord } from './words';
import { isCompetitive, teamGold, teamName, teamOf } from './competitive';
import { goalsStatus, moduleOf } from './narrative-module';

/**
 * The table the playmat draws for a Magic and Mayhem game: the `dungeon`
 * board (tiles, tokens, the hero panel's sheets, what waits) and every
 * legal action with its label; an action about a square carries it as `at`
 * (row = y, col = x) so the board can offer it there. Nothing is hidden
 * from anyone at the table: the face-down tiles are not decided yet, and
 * the decks are shuffled piles no one looks into.
 */

type Game = { readonly setup: MayhemSetup; readonly state: MayhemState };

/** Names by id, so rules text names other cards as players know them. */
const NAMES = namesOf(MAYHEM_CONTENT as unknown as Record<string, unknown>);

const seatId = (setup: MayhemSetup, seat: number): string => setup.seats[seat]!.hero;

function tilesView(s: MayhemState): DungeonTileView[] {
  return s.places.flatMap((row, r) =>
    row.map((id, c): DungeonTileView => {
      if (id === null) return { row: r, col: c, state: 'face-down' };
      const t = tileDef(id);
      return { row: r, col: c, state: 'face-up', name: t.name, kind: t.kind, grid: t.grid, text: t.text };
    }),
  );
}

const lastingWords = (e: { condition: string; rounds: number }) => `${e.condition} (${e.rounds})`;

function heroView(game: Game, seat: number): DungeonHeroView {
  const h = game.state.heroes[seat]!;
  const def = heroDef(h.hero);
  return {
    seat: seatId(game.setup, seat),
    number: seat + 1,
    name: def.name,
    calling: def.calling,
    status: h.status,
    at: h.at,
    hp: h.hp,
    maxHp: h.status === 'dead' ? def.hp : maxHp(h),
    stats: { mov: stat(h, 'mov'), str: stat(h, 'str'), int: stat(h, 'int'), dex: stat(h, 'dex') },
    abilities: def.abilities.map((a) => a.replace('-', ' ')),
    gold: h.gold,
    items: h.items.map((id) => ({ name: cardName(id), text: treasureRulesText(treasureDef(id), NAMES) })),
    effects: [...h.effects.map(lastingWords), ...h.boosts.map((b) => `${b.stat} ${b.amount >= 0 ? '+' : ''}${b.amount} (${b.rounds})`)],
    ...(isCompetitive(game.setup) ? { team: teamName(teamOf(game.setup, seat)) } : {}),
  };
}

function monsterView(setup: MayhemSetup, m: MayhemState['monsters'][number]): DungeonMonsterView {
  const def = monsterDef(m.monster);
  return { number: m.number, name: def.name, boss: m.boss, at: m.at, hp: m.hp, maxHp: fullHp(setup, m), effects: [...(m.unseen ? ['unseen'] : []), ...m.effects.map(lastingWords)], text: monsterRulesText(def, NAMES) };
}

/** The hourglass's length in seconds (mayhem.challenge.time): the option, 60 when absent, 0 for none. */
export const hourglassSeconds = (setup: MayhemSetup): number => setup.options.hourglass ?? 60;

function pendingView(setup: MayhemSetup, s: MayhemState): DungeonBoardView['pending'] {
  const p = s.pending[0];
  if (!p) return undefined;
  const [title, ...lines] = pendingLines(s);
  // Riddles and tongue twisters run against the hourglass; the board keeps the time, the engine only the outcome.
  const timed = p.type === 'challenge' && (p.kind === 'riddle' || p.kind === 'tongue-twister') && hourglassSeconds(setup) > 0;
  return { kind: p.type === 'challenge' ? p.kind : 'choice', title: title ?? '', lines: lines.map((l) => l.trim()), ...(timed ? { hourglass: hourglassSeconds(setup) } : {}) };
}

export function dungeonBoard(game: Game): DungeonBoardView {
  const s = game.state;
  return {
    kind: 'dungeon',
    tileSize: TILE_SIZE,
    tiles: tilesView(s),
    rows: s.places.length,
    cols: Math.max(...s.places.map((r) => r.length)),
    openDoors: s.openDoors,
    spentEncounters: s.spentEncounters,
    blocked: s.blocked,
    loot: s.loot.map((l) => ({ x: l.at.x, y: l.at.y, what: [...l.items.map(cardName), ...(l.gold > 0 ? [`${l.gold} gold`] : [])].join(', ') })),
    laidTraps: (s.laidTraps ?? []).map((l) => ({ x: l.at.x, y: l.at.y, name: trapDef(l.trap).name })),
    heroes: s.heroes.map((_, i) => heroView(game, i)),
    monsters: s.monsters.map((m) => monsterView(game.setup, m)),
    ...(s.phase.type === 'turn' ? { onTurn: seatId(game.setup, s.phase.turn.seat) } : {}),
    round: s.round,
    lastRoll: s.lastRoll,
    ...(s.pending.length > 0 ? { pending: pendingView(game.setup, s)! } : {}),
    ...storeView(s),
    ...storyView(game),
    ...(isCompetitive(game.setup)
      ? { teams: [0, 1].map((team) => ({ name: teamName(team), bossDefeated: (s.bossTeams ?? []).includes(team), goldEscaped: teamGold(game.setup, s, team) })) }
      : {}),
  };
}

/** A narrative module's back-story and goals, for the board to tell (mayhem.module). */
function storyView(game: Game): Pick<DungeonBoardView, 'story'> {
  const m = moduleOf(game.setup);
  if (!m) return {};
  return { story: { title: m.name, lines: m.backstory, goals: goalsStatus(game.setup, game.state).map((g) => ({ text: g.goal.text, met: g.met })) } };
}

/** The headline of a finished game. */
function headline(game: Game): string {
  const p = game.state.phase;
  if (p.type !== 'over') return '';
  const m = moduleOf(game.setup);
  if (m) return p.result === 'won' ? `Victory — ${m.name}: every goal met` : `Defeat — ${m.name}: ${game.state.heroes.every((h) => h.status === 'dead') ? 'every hero fell' : 'the party left with goals unmet'}`;
  if (p.winners !== undefined) return p.winners.length === 0 ? 'No winner — no team escaped with a boss defeated' : `${teamsWord(p.winners)} — the most gold escaped, a boss defeated`;
  return p.result === 'won' ? 'Victory — the boss is defeated and the party escaped' : 'Defeat — every hero fell';
}

/** What the table plays for: the party's two goals, or in competitive play the viewer's team's. */
function goalsView(game: Game, viewer: number): TableView['goals'] {
  const s = game.state;
  const result = s.phase.type === 'over' ? s.phase.result : undefined;
  if (moduleOf(game.setup)) return goalsStatus(game.setup, s).map((g) => ({ text: g.goal.text, status: g.met ? 'done' : 'not yet', done: g.met }));
  if (isCompetitive(game.setup)) {
    const team = teamOf(game.setup, viewer);
    const done = (s.bossTeams ?? []).includes(team);
    const won = s.phase.type === 'over' && (s.phase.winners ?? []).includes(team);
    return [
      { text: `${teamName(team)}: defeat a boss`, status: done ? 'done' : s.bossSpawned ? 'the bosses are awake' : 'not found yet', done },
      { text: 'Escape with more gold than the other team', status: won ? 'done' : `${teamGold(game.setup, s, team)} gold escaped so far`, done: won },
    ];
  }
  return [
    { text: 'Defeat the boss', status: s.bossDefeated ? 'done' : s.bossSpawned ? 'the boss is awake' : 'not found yet', done: s.bossDefeated },
    { text: 'Escape by the Entrance stairs', status: result === 'won' ? 'done' : 'not yet', done: result === 'won' },
  ];
}

/** The square an action is about, as a grid place: where a step goes, the monster attacked, the door tried. */
function actionSquare(s: MayhemState, a: MayhemAction): { row: number; col: number } | undefined {
  if (s.phase.type !== 'turn') return undefined;
  const h = s.heroes[s.phase.turn.seat]!;
  const at =
    a.type === 'step'
      ? stepFrom(h.at, a.dir)
      : a.type === 'attack'
        ? s.monsters.find((m) => m.number === a.target)?.at
        : a.type === 'open-door'
          ? a.at
          : a.type === 'use' && a.door !== undefined
            ? a.door
            : undefined;
  return at ? { row: at.y, col: at.x } : undefined;
}

/** Actions that differ only in their target share a group ("Attack with Iron Maul"). */
function actionGroup(s: MayhemState, a: MayhemAction): string | undefined {
  if (a.type === 'attack') return `Attack with ${cardName(a.with)}`;
  if (a.type === 'give-gold') return 'Give gold';
  if (a.type === 'step') return 'Move';
  void s;
  return undefined;
}

function phaseView(game: Game, legal: readonly MayhemAction[]): PhaseView {
  const s = game.state;
  if (s.phase.type === 'over') return { kind: 'over', title: 'Game over', help: outcome(game) ?? '', steps: [], turn: s.round, moves: 0, landPlayed: false };
  const turn = s.phase.turn;
  const h = s.heroes[turn.seat]!;
  const left = stat(h, 'mov') + turn.extraMove - turn.moved;
  const help = s.pending.length > 0
    ? 'Settle what waits first.'
    : `${left} square${left === 1 ? '' : 's'} of movement left; the action ${turn.acted ? 'used' : 'free'}${heroAttacks(h).size > 0 && !turn.acted ? ' (attack, try a door, use or give a card)' : ''}. End the turn to roll for an encounter beside an (E).`;
  return { kind: 'turn', title: phaseWords(s), help, steps: [], ...(legal.some((a) => a.type === 'end-turn') ? { next: 'End the turn' } : {}), turn: s.round, moves: turn.moved, landPlayed: false };
}

export function mayhemTableView(game: Game & { readonly log?: readonly unknown[] }, legal: readonly MayhemAction[]): TableView {
  const { setup, state: s } = game;
  const acting = actingSeat(s);
  const human = acting !== undefined && setup.seats[acting]!.control === 'human';
  const viewer = acting ?? Math.max(0, setup.seats.findIndex((x) => x.control === 'human'));
  const me = s.heroes[viewer]!;
  const result = s.phase.type === 'over' ? s.phase.result : undefined;
  return {
    board: dungeonBoard(game),
    seats: s.heroes.map((h, i) => ({ id: seatId(setup, i), name: heroWord(h.hero), control: setup.seats[i]!.control, life: h.hp, onTurn: acting === i })),
    phase: phaseView(game, legal),
    // In competitive play the outcome is the viewer's team's: won when it is among the winners.
    ...(result ? { outcome: { result: s.phase.type === 'over' && s.phase.winners !== undefined ? (s.phase.winners.includes(teamOf(setup, viewer)) ? 'won' : 'lost') : result, headline: headline(game), reason: outcome(game) ?? '' } } : {}),
    goals: goalsView(game, viewer),
    options: [
      `${moduleOf(setup) ? `Module: ${moduleOf(setup)!.name}` : isCompetitive(setup) ? 'Competitive' : 'Cooperative'}, ${setup.options.tiles} tiles`,
      ...(setup.options.bossCredit === 'killing-blow' ? ['A boss counts for the killing blow'] : []),
      hourglassSeconds(setup) > 0 ? `Hourglass ${hourglassSeconds(setup)} s` : 'No hourglass', ...(setup.options.encountersRefresh ? ['Encounters refresh'] : []), ...(setup.options.halfRounding === 'up' ? ['Halves round up'] : [])],
    life: me.hp,
    startingLife: heroDef(me.hero).hp,
    library: 0,
    hand: [],
    graveyard: [],
    exile: [],
    lands: [],
    creatures: [],
    others: [],
    foes: [],
    hazards: [],
    mana: { symbols: [], total: 0, words: '' },
    actions: human
      ? [
          ...legal.map((a): ActionView => {
            const at = actionSquare(s, a);
            const group = actionGroup(s, a);
            return { action: a as never, label: actionLabel(game, a), ...(group ? { group } : {}), ...(at ? { at } : {}) };
          }),
          // A riddle's answer is free text, so never in the list of legal actions: offered empty, to be typed (the engine judges it).
          ...(s.pending[0]?.type === 'challenge' && s.pending[0].kind === 'riddle'
            ? [{ action: { type: 'answer', text: '' } as never, label: 'Answer the riddle', typed: 'text', typedMax: 200 }]
            : []),
        ]
      : [],
    defeated: [],
    byHand: { open: false, tokens: [] },
  };
}

/** Every direction a hero might step, for the board's keys. */
export const STEP_DIRECTIONS = DIRECTIONS;
