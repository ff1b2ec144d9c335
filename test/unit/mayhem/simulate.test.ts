import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import {
  MAX_ROUNDS,
  MONSTER_DECK,
  applyMayhem,
  computerParty,
  consistencyProblems,
  initialState,
  mayhemSimulation,
  playMayhemGame,
  simulateMayhem,
  type MayhemState,
} from '../../../src/engine/variants/mayhem';
import { checkConserved } from './conservation';
import { ENTRANCE, position, setupFor, sq } from './position';

/**
 * Whole games of computer heroes (issue 18): they end, the state stays
 * consistent, the log replays to the same state, no card is lost; and the
 * figures `crawl sim --variant mayhem` will print.
 */

const runs = (n: number) => ({ numRuns: Number(process.env.CRAWL_PROPERTY_RUNS ?? n) });

describe('Mayhem simulation: whole games of computer heroes', () => {
  it('the consistency check finds nothing at the start, and names what is wrong in a broken state', () => {
    const setup = computerParty('consistent', 4);
    assert.deepEqual(consistencyProblems(setup, initialState(setup)), []);
    const s = position(setupFor(['osric']), { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 3) }], monsters: [{ monster: 'gloomrat', at: sq(0, 0, 1, 3), boss: false }] });
    const broken: MayhemState = {
      ...s,
      heroes: [{ ...s.heroes[0]!, at: sq(0, 0, 0, 0) }],
      monsters: [{ ...s.monsters[0]!, boss: true }],
      monsterDeck: s.monsterDeck.slice(1),
      spentEncounters: [sq(0, 0, 3, 3)],
    };
    const problems = consistencyProblems(setupFor(['osric']), broken);
    for (const want of [/osric stands on 0,0/, /boss #1 is off the Boss tile/, /monster cards were made or lost/, /spent \(E\) on 3,3/]) {
      assert.ok(problems.some((p) => want.test(p)), `expected a problem like ${want}, got ${problems.join('; ')}`);
    }
  });

  it('every game of 1 to 6 computer heroes is played to its end or to the bound of rounds, consistent after every action, no card lost, and replays from its log', function () {
    this.timeout(300_000);
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 6 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 9, max: 14 }), (seed, players, tiles) => {
        const setup = computerParty(seed, players, tiles);
        const game = playMayhemGame(setup, { check: true });
        assert.equal(game.error, undefined);
        // About one game of computer heroes in a hundred stalls (docs/mayhem.md, part 4): the bound stops it.
        if (game.state.phase.type !== 'over') assert.equal(game.state.round, MAX_ROUNDS + 1, 'stopped only by the bound of rounds');
        // The log replays to the same state, and no action makes or loses a card.
        let s = initialState(setup);
        for (const a of game.log) {
          const r = applyMayhem(setup, s, a);
          assert.ok(r.ok, `the log does not replay at ${JSON.stringify(a)}`);
          if (!r.ok) return;
          checkConserved(s, r.state, a);
          s = r.state;
        }
        assert.deepEqual(s, game.state);
        assert.deepEqual([...s.monsterDeck, ...s.monsterDiscard].sort(), [...MONSTER_DECK]);
      }),
      runs(8),
    );
  });

  it('the same seed plays the same game (the bot and the die are deterministic)', () => {
    const setup = computerParty('again', 3, 9);
    assert.deepEqual(playMayhemGame(setup).log, playMayhemGame(setup).log);
  });

  it('simulateMayhem counts every game once: won, lost, unfinished or an error', function () {
    this.timeout(120_000);
    const stats = simulateMayhem({ games: 6, seed: 'count', players: 2, tiles: 9 });
    assert.deepEqual(stats.errors, []);
    assert.equal(stats.wins + stats.losses + stats.unfinished, 6);
    assert.equal(stats.winRate, stats.wins / 6);
    assert.ok(stats.averageRounds >= 1 && stats.averageActions > 0);
    assert.ok(stats.deathRate >= 0 && stats.deathRate <= 1);
  });

  it('crawl sim --variant mayhem: options read, games played, figures as JSON; a party of 7 is refused', function () {
    this.timeout(120_000);
    const files = { text: () => '', cardData: () => ({ lookups: {} as never, found: false }), note: () => undefined };
    const refused = mayhemSimulation.prepare({ games: 1, seed: 's', values: { players: '7' }, files });
    assert.equal(refused.ok, false);
    if (!refused.ok) assert.match(refused.problems[0]!, /--players/);
    const prepared = mayhemSimulation.prepare({ games: 2, seed: 's', values: { players: '3', tiles: '9', json: true }, files });
    assert.ok(prepared.ok);
    if (!prepared.ok) return;
    const result = prepared.value.play();
    assert.deepEqual(result.errors, []);
    const figures = JSON.parse(result.report({ seconds: 2, cpuSeconds: 1 })) as Record<string, unknown>;
    assert.equal(figures.variant, 'mayhem');
    assert.equal(figures.games, 2);
    assert.equal(figures.players, 3);
    assert.equal(figures.gamesPerSecond, 2);
    for (const key of ['winRate', 'averageRounds', 'averageActions', 'unfinished']) assert.equal(typeof figures[key], 'number', key);
    const text = result.report({ seconds: 2, cpuSeconds: 1 });
    assert.ok(text.length > 0);
  });
});
