import { strict as assert } from 'node:assert';
import { newGame, writeSave } from '../../src/engine';
import { setupChoices } from '../../src/engine/variants/magic-crawl/new-game-form';
import { STARTER_DECKS } from '../../src/engine/cards/decks';
import { difficultyOf } from '../../src/engine/variants/magic-crawl/difficulty';
import { LIFE } from '../../src/engine/variants/magic-crawl/setup';
import { todaysChoices, todaysFileName, todaysSeed, utcDay } from '../../src/engine/variants/magic-crawl/todays-crawl';

describe("Today's Crawl", () => {
  it('the seed and file name come from the date in UTC', () => {
    const noon = new Date('2026-11-22T12:00:00Z');
    assert.equal(todaysSeed(noon), 'daily-2026-11-22');
    assert.equal(todaysFileName(noon), 'crawl-2026-11-22.crawl.json');
    // Late on the 21st in New York is already the 22nd in UTC: one game for every time zone.
    assert.equal(todaysSeed(new Date('2026-11-21T23:30:00-05:00')), 'daily-2026-11-22');
    assert.equal(todaysSeed(new Date('2026-11-22T23:59:59.999Z')), 'daily-2026-11-22');
    assert.equal(todaysSeed(new Date('2026-11-23T00:00:00Z')), 'daily-2026-11-23');
    assert.equal(utcDay(new Date('2027-01-05T08:00:00+09:00')), '2027-01-04');
  });

  it('an invalid date is refused with a clear message', () => {
    assert.throws(() => todaysSeed(new Date('not a date')), /Today's Crawl needs a valid date/);
  });

  it('plays Normal difficulty with a constructed deck, and the deck is the only choice', () => {
    const choices = todaysChoices();
    assert.equal(choices.deck, undefined);
    const game = newGame(todaysSeed(new Date('2026-11-22T00:00:00Z')), choices);
    assert.equal(difficultyOf(game.setup.options, LIFE.constructed), 'normal');
    assert.equal(game.setup.options.distribution, 'standard');
    assert.equal(game.setup.options.startColour, 'random');
    assert.equal(todaysChoices('red').deck, 'red');
    assert.deepEqual({ ...todaysChoices('red'), deck: undefined }, { ...choices, deck: undefined });
    // The same file as the new-game form makes for Normal: options that are off are left out.
    assert.equal('extraFoes' in game.setup.options, false);
    const form = setupChoices(game.setup.seed, { difficulty: 'normal' });
    assert.ok(form.ok);
    assert.equal(writeSave(newGame(game.setup.seed, form.choices)), writeSave(game));
  });

  it('the same date gives the same start, goal and first hexes with any starter deck', () => {
    const seed = todaysSeed(new Date('2026-11-22T00:00:00Z'));
    const games = STARTER_DECKS.map((d) => newGame(seed, todaysChoices(d.id)));
    const [first, ...rest] = games;
    for (const g of rest) {
      assert.deepEqual(g.state.hexes, first!.state.hexes, `${g.setup.deck.name}: the mapped hexes`);
      assert.deepEqual(g.setup.options.goals, first!.setup.options.goals, `${g.setup.deck.name}: the goal`);
      assert.deepEqual(g.setup.encounterCreatures, first!.setup.encounterCreatures, `${g.setup.deck.name}: the Encounter Piles`);
      assert.deepEqual(g.state.rng, first!.state.rng, `${g.setup.deck.name}: the dice after the opening hand`);
    }
    // Another day, another map.
    const tomorrow = newGame(todaysSeed(new Date('2026-11-23T00:00:00Z')), todaysChoices());
    assert.notDeepEqual(tomorrow.state.hexes, first!.state.hexes);
  });
});
