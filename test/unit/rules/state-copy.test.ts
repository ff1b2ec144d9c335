import { strict as assert } from 'node:assert';
import { apply, newGame, type CrawlState } from '../../../src/engine';
import { crawlSchemas } from '../../../src/engine/variants/magic-crawl';

/**
 * Each action works on a copy of the state whose fields Magic Crawl's seating
 * names one by one (quicker than a spread): a field of the state it did not
 * name would be lost from the game at the next action.
 */
describe('Rules › the working copy of a crawl state', () => {
  it('an action keeps every field of the state, in the schema’s order, and changes only what it changed', () => {
    const game = newGame('state-copy');
    const fields = Object.keys(crawlSchemas.state.properties);
    // A field the schema has and a new game leaves out is given, so that it is asked to survive too.
    const before = { ...Object.fromEntries(fields.map((k) => [k, null])), ...game.state } as CrawlState;
    const after = apply(game.setup, before, { type: 'keep' });
    assert.ok(after.ok);
    assert.deepEqual(Object.keys(after.state), fields);
    // Keeping changes the phase and nothing of the map: what was not changed is the very same object.
    assert.notEqual(after.state.phase, before.phase);
    assert.equal(after.state.hexes, before.hexes);
    assert.equal(after.state.encounterPiles, before.encounterPiles);
    assert.deepEqual(before, { ...Object.fromEntries(fields.map((k) => [k, null])), ...game.state }, 'the state it started from is untouched');
  });
});
