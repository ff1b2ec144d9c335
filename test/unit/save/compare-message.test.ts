import * as assert from 'node:assert/strict';
import { hexKey, legalActions, newGame, takeAction, type CrawlSave as SaveFile } from '../../../src/engine';
import { compareMessage } from '../../../src/extension/compare/compare-message';
import { explore } from '../helpers';

const source = (label: string, game: SaveFile) => ({ label, detail: `${game.log.length} actions`, game });

describe('the Compare view\'s message', () => {
  const earlier = explore(newGame('compare'), 40);
  const later = explore(earlier, 60);

  it('puts the earlier save on the left whichever order it is given in, and lists the actions between them', () => {
    for (const message of [compareMessage(source('old', earlier), source('new', later)), compareMessage(source('new', later), source('old', earlier))]) {
      assert.equal(message.left.label, 'old');
      assert.equal(message.right.label, 'new');
      assert.equal(message.relation, 'right-extends-left');
      assert.deepEqual(message.between.right, later.log.slice(earlier.log.length));
      assert.equal(message.between.common, earlier.log.length);
      assert.match(message.summary, new RegExp(`goes on from the left-hand one: ${later.log.length - earlier.log.length} actions more, after the ${earlier.log.length} they share`));
    }
  });

  it('marks on each side exactly the hexes it has mapped or entered and the other has not', () => {
    const m = compareMessage(source('old', earlier), source('new', later));
    const explored = (g: SaveFile) => new Set(g.state.hexes.filter((h) => h.explored).map(hexKey));
    const mapped = (g: SaveFile) => new Set(g.state.hexes.map(hexKey));
    const expected = later.state.hexes.filter((h) => !mapped(earlier).has(hexKey(h)) || (h.explored && !explored(earlier).has(hexKey(h)))).map(hexKey);
    assert.ok(expected.length > 0, 'the later save went further');
    assert.deepEqual(m.right.changedHexes.map(hexKey).sort(), expected.sort());
    assert.deepEqual(m.left.changedHexes, [], 'the earlier save has nothing the later lacks');
  });

  it('tells two timelines apart when they fork, with each side\'s own actions', () => {
    const next = later.log[earlier.log.length]!.action;
    const other = legalActions(earlier).find((a) => JSON.stringify(a) !== JSON.stringify(next));
    assert.ok(other, 'there was another way to go');
    const taken = takeAction(earlier, other);
    assert.ok(taken.ok);
    const fork = explore(taken.game, 20, 3);
    const m = compareMessage(source('ours', later), source('theirs', fork));
    assert.equal(m.relation, 'forked');
    assert.equal(m.left.label, 'ours', 'a fork keeps the order given');
    assert.equal(m.between.common, earlier.log.length);
    assert.deepEqual(m.between.left, later.log.slice(earlier.log.length));
    assert.deepEqual(m.between.right, fork.log.slice(earlier.log.length));
    assert.match(m.summary, new RegExp(`after action ${earlier.log.length}`));
  });

  it('says when the two are the same point of the game, or not the same game at all', () => {
    const same = compareMessage(source('a', earlier), source('b', earlier));
    assert.equal(same.relation, 'equal');
    assert.deepEqual(same.between, { common: earlier.log.length, left: [], right: [] });
    const stranger = compareMessage(source('a', earlier), source('b', newGame('another seed')));
    assert.equal(stranger.relation, 'different-games');
    assert.match(stranger.summary, /Not the same game/);
    assert.match(stranger.summary, /another seed/);
    assert.deepEqual([stranger.left.changedHexes, stranger.right.changedHexes], [[], []], 'two different maps: no hex is ringed');
  });
});
