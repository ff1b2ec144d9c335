import { strict as assert } from 'node:assert';
import { averages, deckIds, lossReason, playCrawlGame as playGame, simulate } from '../../../src/engine/variants/magic-crawl';
import { STARTER_DECKS } from '../../../src/engine/cards/decks';

/** The simulation loop the CLI, the bench and the tests share. */
describe('simulate', function () {
  this.timeout(120_000);

  it('counts every game once, and its averages agree with its totals', () => {
    const games = 24;
    const seeds: string[] = [];
    const stats = simulate({ games, seed: 'sim-test', deck: 'all', onGame: (g) => seeds.push(g.seed) });
    assert.deepEqual(seeds, Array.from({ length: games }, (_, i) => `sim-test/${i}`));
    assert.equal(stats.games, games);
    assert.equal(stats.wins + stats.losses + stats.unfinished, games);
    assert.equal(stats.unfinished, 0);
    assert.deepEqual(stats.errors, []);
    assert.equal(Object.values(stats.lossReasons).reduce((a, b) => a + b, 0), stats.losses);
    const decks = Object.values(stats.byDeck);
    assert.equal(decks.length, STARTER_DECKS.length);
    assert.equal(decks.reduce((n, d) => n + d.games, 0), games);
    assert.equal(decks.reduce((n, d) => n + d.wins, 0), stats.wins);
    assert.equal(decks.reduce((n, d) => n + d.turns, 0), stats.turns);
    const avg = averages(stats);
    assert.equal(avg.winRate, stats.wins / games);
    // Three preparation rounds come first; a win needs at least four moves (the goal is four steps away).
    assert.ok(avg.turns >= 3 && avg.turns < 100, `turns ${avg.turns}`);
    assert.ok(avg.moves >= (4 * stats.wins) / games, `moves ${avg.moves}`);
    assert.ok(avg.explored >= 1 && avg.explored <= avg.moves + 1, `explored ${avg.explored}`);
    assert.ok(avg.actions > avg.turns);
  });

  it('gives each game the same result alone as in a run', () => {
    const results: string[] = [];
    simulate({ games: 6, seed: 'alone', deck: 'blue', onGame: (g) => results.push(`${g.result} ${g.actions}`) });
    results.forEach((r, i) => {
      const g = playGame(`alone/${i}`, { deck: 'blue' });
      assert.equal(`${g.result} ${g.actions}`, r);
    });
  });

  it('stops a game that runs too long and says so', () => {
    const stats = simulate({ games: 2, seed: 'short', maxActions: 3 });
    assert.equal(stats.unfinished, 2);
    assert.equal(stats.wins + stats.losses, 0);
    assert.equal(stats.actions, 6);
  });

  it('passes setup choices on to every game', () => {
    const g = playGame('choices', { deck: 'white', life: 7, preparationRounds: 0 }, { check: true });
    assert.equal(g.save!.setup.options.life, 7);
    assert.equal(g.save!.setup.deck.name, 'Dawn Patrol');
    assert.ok(g.result === 'won' || g.result === 'lost');
  });

  it('knows the decks and groups loss reasons', () => {
    assert.deepEqual(deckIds('all'), STARTER_DECKS.map((d) => d.id));
    assert.deepEqual(deckIds('red'), ['red']);
    assert.throws(() => deckIds('purple'), /no starter deck "purple"/);
    assert.equal(lossReason('Your life fell to -3.'), 'life reached 0');
    assert.equal(lossReason('You had to draw from an empty library.'), 'drew from an empty library');
  });
});
