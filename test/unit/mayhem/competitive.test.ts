import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { newSave, readSave, replay, takeAction, verify, writeSave, type SaveFile } from '../../../src/engine';
import {
  MONSTER_DECK,
  MAX_ROUNDS,
  applyMayhem,
  chooseMayhemAction,
  computerParty,
  consistencyProblems,
  initialState,
  legalActions,
  mayhem,
  mayhemTableView,
  playMayhemGame,
  setupProblem,
  simulateMayhem,
  type MayhemSetup,
  type MayhemState,
} from '../../../src/engine/variants/mayhem';
import { pictureLines } from '../../../src/engine/variants/mayhem/text';
import { competitiveWinners } from '../../../src/engine/variants/mayhem/competitive';
import type { DungeonBoardView } from '../../../src/protocol/table-view';
import { checkConserved } from './conservation';
import { ok, position, setupFor, sq } from './position';

/**
 * Competitive play (docs/mayhem.md, mayhem.competitive.*): two teams with
 * seats alternating, the second on an Entrance at the north edge, two
 * bosses, escape once the team has defeated one, the most gold escaped wins.
 */

const runs = (n: number) => ({ numRuns: Number(process.env.CRAWL_PROPERTY_RUNS ?? n) });

const competitive = (heroes: string[], options: Partial<MayhemSetup['options']> = {}): MayhemSetup => ({ ...setupFor(heroes, options), mode: 'competitive' });

/** The Entrance west of the Boss tile. */
const LAIR = [['sunken-stair', 'deep-lair']];
const BOSS_A = sq(1, 0, 2, 2);
const BOSS_B = sq(1, 0, 4, 2);
const STAIRS = sq(0, 0, 3, 3);

/** The consistency problems of a hand-built position, but the count of its places (a scene lays fewer tiles than a game). */
const problems = (setup: MayhemSetup, s: MayhemState) => consistencyProblems(setup, s).filter((p) => !/places for \d+ tiles/.test(p));

/** Two heroes of each team beside two bosses: brannoc (team 1) and osric (team 2). */
function atTheBosses(setup: MayhemSetup, hp: [number, number]): MayhemState {
  return position(setup, {
    places: LAIR,
    heroes: [{ at: sq(1, 0, 3, 2) }, { at: sq(1, 0, 3, 3) }],
    monsters: [
      { monster: 'mother-frostweb', at: BOSS_A, hp: hp[0], boss: true },
      { monster: 'mother-frostweb', at: BOSS_B, hp: hp[1], boss: true },
    ],
  });
}

/** Both heroes at the Entrance's stairs, one north and one south of them, with gold. */
function atTheStairs(setup: MayhemSetup, gold: [number, number], s: Partial<MayhemState>): MayhemState {
  const base = position(setup, { places: [['sunken-stair']], heroes: [{ at: sq(0, 0, 3, 2), gold: gold[0] }, { at: sq(0, 0, 3, 4), gold: gold[1] }] });
  return { ...base, bossSpawned: true, ...s };
}

describe('Mayhem rules: competitive play', () => {
  it('mayhem.competitive.teams: seats alternate between two teams; a game needs a hero for each', () => {
    assert.equal(setupProblem(competitive(['brannoc'])), 'competitive play needs two teams: at least 2 heroes');
    assert.equal(setupProblem(competitive(['brannoc', 'wren'])), undefined);
    const view = mayhemTableView({ setup: competitive(['brannoc', 'wren', 'osric', 'pell']), state: initialState(competitive(['brannoc', 'wren', 'osric', 'pell'])) }, []);
    const board = view.board as DungeonBoardView;
    assert.deepEqual(board.heroes.map((h) => h.team), ['Team 1', 'Team 2', 'Team 1', 'Team 2']);
    assert.deepEqual(board.teams, [
      { name: 'Team 1', bossDefeated: false, goldEscaped: 0 },
      { name: 'Team 2', bossDefeated: false, goldEscaped: 0 },
    ]);
  });

  it('mayhem.setup.entrance: the second Entrance lies face up on the north edge, each team on its own stairs; the cooperative game has none', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const setup = { ...competitive(['brannoc', 'wren', 'osric', 'pell'], { tiles: 12 }), seed };
      const s = initialState(setup);
      const second = s.places[0]!.indexOf('smugglers-hatch');
      assert.ok(second >= 0, 'the second Entrance on the first row');
      const last = s.places.length - 1;
      assert.ok(s.places[last]!.includes('sunken-stair') || s.places[last - 1]!.includes('sunken-stair'), 'the Entrance on the south edge');
      assert.equal(s.faceDown.length, 10);
      assert.deepEqual(s.heroes[1]!.at, sq(second, 0, 3, 3));
      assert.deepEqual(s.heroes[3]!.at, sq(second, 0, 3, 3));
      assert.notDeepEqual(s.heroes[0]!.at, s.heroes[1]!.at);
      assert.deepEqual(s.heroes[0]!.at, s.heroes[2]!.at);
      assert.deepEqual(consistencyProblems(setup, s), []);
      const cooperative = initialState({ ...setup, mode: 'cooperative' });
      assert.ok(!cooperative.places.flat().includes('smugglers-hatch'));
      assert.equal(cooperative.faceDown.length, 11);
    }
  });

  it('mayhem.competitive.win: two bosses wake on the two boss squares when a hero first steps onto the Boss tile', () => {
    const setup = competitive(['wren', 'brannoc']);
    const s = position(setup, { places: LAIR, heroes: [{ at: sq(0, 0, 6, 3) }, { at: STAIRS }] });
    const woke = ok(setup, s, { type: 'step', dir: 'east' });
    assert.deepEqual(
      woke.monsters.filter((m) => m.boss).map((m) => m.at),
      [BOSS_A, BOSS_B],
    );
    assert.deepEqual(problems(setup, woke), []);
  });

  it('mayhem.competitive.win: a boss that dies counts for every team that did it damage (any-damage, the default)', () => {
    const setup = competitive(['brannoc', 'osric']);
    const s = atTheBosses(setup, [6, 30]);
    const hit = ok(setup, s, { type: 'attack', with: 'iron-maul', target: 1 }, { type: 'end-turn' });
    assert.deepEqual(hit.monsters[0]!.teams, [0]);
    const dead = ok(setup, hit, { type: 'attack', with: 'long-glaive', target: 1 });
    assert.equal(dead.monsters.filter((m) => m.boss).length, 1);
    assert.deepEqual(dead.bossTeams, [0, 1]);
    assert.equal(dead.bossDefeated, false, 'one boss still stands');
    assert.deepEqual(problems(setup, dead), []);
  });

  it('mayhem.competitive.win: with bossCredit killing-blow only the team that struck the last blow has defeated it', () => {
    const setup = competitive(['brannoc', 'osric'], { bossCredit: 'killing-blow' });
    const s = atTheBosses(setup, [6, 30]);
    const dead = ok(setup, s, { type: 'attack', with: 'iron-maul', target: 1 }, { type: 'end-turn' }, { type: 'attack', with: 'long-glaive', target: 1 });
    assert.deepEqual(dead.bossTeams, [1]);
  });

  it('mayhem.competitive.escape: a hero escapes only once their team has defeated a boss, or no boss is left', () => {
    const setup = competitive(['brannoc', 'osric']);
    const s = atTheStairs(setup, [0, 0], { bossTeams: [1] });
    const stayed = ok(setup, s, { type: 'step', dir: 'south' });
    assert.equal(stayed.heroes[0]!.status, 'in', 'team 1 has not defeated a boss');
    const out = ok(setup, stayed, { type: 'end-turn' }, { type: 'step', dir: 'north' });
    assert.equal(out.heroes[1]!.status, 'escaped', 'team 2 has');
    const noneLeft = ok(setup, atTheStairs(setup, [0, 0], { bossDefeated: true, bossTeams: [1] }), { type: 'step', dir: 'south' });
    assert.equal(noneLeft.heroes[0]!.status, 'escaped', 'with both bosses dead, nothing is left to stay for');
  });

  it('mayhem.competitive.win: once no hero is on the board, the team with a boss whose escaped heroes carry the most gold wins', () => {
    const setup = competitive(['brannoc', 'osric']);
    const end = (gold: [number, number], bossTeams: number[]) =>
      ok(setup, atTheStairs(setup, gold, { bossDefeated: true, bossTeams }), { type: 'step', dir: 'south' }, { type: 'step', dir: 'north' });
    assert.deepEqual(end([5, 9], [0, 1]).phase, { type: 'over', result: 'won', winners: [1] });
    assert.deepEqual(end([5, 9], [0]).phase, { type: 'over', result: 'won', winners: [0] }, 'more gold without a boss wins nothing');
    assert.deepEqual(end([7, 7], [0, 1]).phase, { type: 'over', result: 'won', winners: [0, 1] }, 'a tie is shared');
    const none = end([7, 7], []);
    assert.deepEqual(none.phase, { type: 'over', result: 'lost', winners: [] });
    for (const s of [end([5, 9], [0, 1]), none]) assert.deepEqual(problems(setup, s), []);
    assert.match(pictureLines({ setup, state: end([5, 9], [0, 1]) }, false).join('\n'), /Team 2 won/);
  });

  it('mayhem.competitive.odd: from the third edition an odd party\'s teams are weighed by gold a hero, so the extra hero\'s purse does not decide it; the second edition sums', () => {
    // Seats 1 and 3 (Brannoc, Wren) are Team 1, seat 2 (Osric) Team 2; all escaped, both teams with a boss.
    const escaped = (setup: MayhemSetup, gold: number[]): MayhemState => {
      const s = position(setup, { places: LAIR, heroes: gold.map((g) => ({ at: STAIRS, gold: g })) });
      return { ...s, heroes: s.heroes.map((h) => ({ ...h, status: 'escaped' as const })), bossDefeated: true, bossTeams: [0, 1] };
    };
    const third = (heroes: string[]): MayhemSetup => ({ ...competitive(heroes), edition: 3 });
    const odd = third(['brannoc', 'osric', 'wren']);
    assert.deepEqual(competitiveWinners(odd, escaped(odd, [4, 5, 4])), [1], '8 gold for two heroes is 4 a hero, against 5');
    assert.deepEqual(competitiveWinners(odd, escaped(odd, [5, 5, 5])), [0, 1], '5 a hero against 5 a hero: a tie, shared');
    const second = { ...odd, edition: 2 as const };
    assert.deepEqual(competitiveWinners(second, escaped(second, [4, 5, 4])), [0], 'the second edition sums: 8 against 5');
    // Even teams are weighed as before.
    const even = third(['brannoc', 'osric', 'wren', 'mirela']);
    assert.deepEqual(competitiveWinners(even, escaped(even, [4, 5, 4, 2])), [0]);
  });

  it('mayhem.competitive.win: a team whose heroes all fell does not win, and the other plays on', () => {
    const setup = competitive(['brannoc', 'osric']);
    const s = atTheStairs(setup, [3, 3], { bossTeams: [0, 1] });
    const fallen = { ...s, heroes: [{ ...s.heroes[0]!, status: 'dead' as const, hp: 0, items: [], gold: 0 }, s.heroes[1]!], phase: { type: 'turn' as const, turn: { seat: 1, moved: 0, extraMove: 0, acted: false, bonus: false } } };
    assert.deepEqual(ok(setup, fallen, { type: 'step', dir: 'north' }).phase, { type: 'over', result: 'won', winners: [1] });
  });

  it('the computer hero gives, heals and raises only its own team', () => {
    const setup = { ...competitive(['brannoc', 'pell']), seats: [{ hero: 'brannoc', control: 'computer' as const }, { hero: 'pell', control: 'computer' as const }] };
    // Brannoc carries a spell he cannot use and Pell could: a cooperative Brannoc would hand it over.
    const s = position(setup, { places: [['sunken-stair']], heroes: [{ at: STAIRS, items: ['iron-maul', 'spark-bolt'] }, { at: STAIRS }] });
    const coop = { ...setup, mode: 'cooperative' as const };
    assert.deepEqual(chooseMayhemAction(coop, s), { type: 'give', to: 1, item: 'spark-bolt' });
    assert.notDeepEqual(chooseMayhemAction(setup, s), { type: 'give', to: 1, item: 'spark-bolt' });
  });

  it('the table view and crawl show name each hero\'s team and what each team has done', () => {
    const setup = competitive(['brannoc', 'osric']);
    const s = atTheStairs(setup, [4, 6], { bossTeams: [1] });
    const moved = ok(setup, s, { type: 'end-turn' }, { type: 'step', dir: 'north' });
    const lines = pictureLines({ setup, state: moved }, false).join('\n');
    assert.match(lines, /1\. Brannoc Ironhand \(human, Team 1\)/);
    assert.match(lines, /Team 2 \(Sir Osric\): has defeated a boss; 6 gold escaped/);
    const view = mayhemTableView({ setup, state: moved }, legalActions(setup, moved));
    assert.deepEqual((view.board as DungeonBoardView).teams?.[1], { name: 'Team 2', bossDefeated: true, goldEscaped: 6 });
    assert.match(view.goals?.[0]?.text ?? '', /Team 1: defeat a boss/);
    assert.equal(view.options?.[0], 'Competitive, 9 tiles');
  });
});

describe('Mayhem competitive: random and computer play', () => {
  it('random legal competitive play keeps the schema\'s consistency, makes and loses no card, and refuses nothing legal', function () {
    this.timeout(120_000);
    const heroes = ['brannoc', 'wren', 'osric', 'pell', 'juno', 'mirela'];
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 2, max: 6 }), fc.integer({ min: 9, max: 16 }), fc.array(fc.nat(), { minLength: 10, maxLength: 150 }), (seed, n, tiles, choices) => {
        const setup: MayhemSetup = { ...competitive(heroes.slice(0, n), { tiles }), seed };
        let s = initialState(setup);
        for (const choice of choices) {
          if (s.phase.type === 'over') break;
          const legal = legalActions(setup, s);
          assert.ok(legal.length > 0);
          const action = legal[choice % legal.length]!;
          const r = applyMayhem(setup, s, action);
          assert.ok(r.ok, r.ok ? '' : r.error.message);
          if (!r.ok) return;
          checkConserved(s, r.state, action);
          assert.deepEqual(consistencyProblems(setup, r.state), []);
          s = r.state;
        }
      }),
      runs(40),
    );
  });

  it('every competitive game of 2 to 6 computer heroes ends (or meets the bound), consistent after every action, and replays from its log', function () {
    this.timeout(300_000);
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 6 }), fc.integer({ min: 2, max: 6 }), fc.integer({ min: 9, max: 14 }), (seed, players, tiles) => {
        const setup = computerParty(seed, players, tiles, 'competitive');
        const game = playMayhemGame(setup, { check: true });
        assert.equal(game.error, undefined);
        if (game.state.phase.type !== 'over') assert.equal(game.state.round, MAX_ROUNDS + 1);
        let s = initialState(setup);
        for (const a of game.log) {
          const r = applyMayhem(setup, s, a);
          assert.ok(r.ok);
          if (!r.ok) return;
          s = r.state;
        }
        assert.deepEqual(s, game.state);
        assert.deepEqual([...s.monsterDeck, ...s.monsterDiscard].sort(), [...MONSTER_DECK]);
      }),
      runs(6),
    );
  });

  it('simulateMayhem counts competitive games by team: outright wins, ties and games no team won add up to the games', function () {
    this.timeout(120_000);
    const stats = simulateMayhem({ games: 6, seed: 'teams', players: 4, tiles: 9, mode: 'competitive' });
    assert.deepEqual(stats.errors, []);
    const c = stats.competitive!;
    assert.equal(c.teamWins[0]! + c.teamWins[1]! + c.ties + c.noWinner + stats.unfinished, 6);
    assert.equal(c.teamWins[0]! + c.teamWins[1]! + c.ties, stats.wins);
  });

  it('a competitive game played and saved reads back, round-trips and verifies', () => {
    const made = mayhem.cli.setup({ mode: 'competitive', humans: '0', tiles: '9', 'boss-credit': 'killing-blow' }, 'saved', { text: () => '', cardData: () => ({ lookups: {} as never, found: false }), note: () => undefined });
    assert.ok(made.ok);
    if (!made.ok) return;
    let game: SaveFile = newSave(made.value);
    for (let i = 0; i < 200 && game.state.phase.type !== 'over'; i++) {
      const taken = takeAction(game, mayhem.computer.choose(game as never)!);
      assert.ok(taken.ok);
      if (!taken.ok) return;
      game = taken.game;
    }
    const text = writeSave(game);
    const read = readSave(text);
    assert.ok(read.ok, read.ok ? '' : JSON.stringify(read.problems.slice(0, 3)));
    assert.equal(writeSave(read.game), text);
    assert.deepEqual(verify(read.game), { ok: true, actions: game.log.length });
    const back = replay(read.game);
    assert.ok(back.ok);
    assert.deepEqual(back.state, read.game.state);
  });
});
