import { strict as assert } from 'node:assert';
import type { CardDef } from '../../../src/engine/cards/card';
import type { CardDefData } from '../../../src/engine/cards/card-schema';
import { addImportedCards } from '../../../src/engine/cards/pool';
import { legalActions, readSave, writeSave } from '../../../src/engine';
import { frontier } from '../../../src/engine/variants/frontier';
import type { FrontierAction } from '../../../src/engine/variants/frontier/schema';
import { frontierBoard, moment, refusedRule, take, type FrontierSave } from './game-helpers';

/**
 * Cards of several faces at Frontier's table: the Magic core casts a split
 * card by one of its halves (CR 709.3), and Frontier offers and takes those
 * casts as Magic Crawl does, paying from the lands on the board. The card
 * is invented for the test, its halves' effects written as data.
 */

const FLARE: CardDef = {
  name: 'Test Spark',
  manaCost: '{R}',
  colours: ['R'],
  types: ['Instant'],
  subtypes: [],
  keywords: [],
  abilities: [{ kind: 'spell', target: { kind: 'any' }, effects: [{ do: 'damage', amount: 2, to: 'target' }] }],
};
const SOAK: CardDef = {
  name: 'Test Moss',
  manaCost: '{1}{G}',
  colours: ['G'],
  types: ['Sorcery'],
  subtypes: [],
  keywords: [],
  abilities: [{ kind: 'spell', effects: [{ do: 'gainLife', amount: 3 }] }],
};
const SPLIT: CardDef = {
  name: 'Test Spark // Test Moss',
  manaCost: '{1}{R}{G}',
  colours: ['R', 'G'],
  types: ['Instant', 'Sorcery'],
  subtypes: [],
  keywords: [],
  automation: 'full',
  layout: 'split',
  faces: [FLARE, SOAK],
};

before(() => addImportedCards([SPLIT]));

const casts = (g: FrontierSave, card: number) => legalActions(g).filter((a): a is Extract<FrontierAction, { type: 'cast' }> => a.type === 'cast' && a.card === card);

function splitMoment(): { g: FrontierSave; card: number } {
  const g = moment({
    board: frontierBoard(`
      F M@2 F
      F M F
      F@1 M M@3
    `),
    permanents: [
      { id: 1, card: 'Grizzly Bears', controller: 'south' },
      { id: 3, card: 'Grizzly Bears', controller: 'south' },
      { id: 2, card: "Mons's Goblin Raiders", controller: 'north' },
    ],
    hands: { south: [SPLIT.name] },
    cards: [SPLIT as CardDefData],
  });
  return { g, card: g.state.players.south.hand[0]!.id };
}

describe('Frontier Magic › cards of several faces', () => {
  it('magic.cast.face: a split card is offered as each half (never whole), paid from the board, and the half cast does what it says', () => {
    const { g, card } = splitMoment();
    const offered = casts(g, card);
    assert.ok(offered.length > 0, 'the split card can be cast');
    assert.ok(offered.every((a) => a.face !== undefined), 'only as one of its halves (CR 709.3)');
    assert.deepEqual([...new Set(offered.map((a) => a.face))].sort(), [0, 1], 'both halves are offered');
    const labels = frontier.tableView(g, legalActions(g)).actions.map((a) => a.label);
    assert.ok(labels.some((l) => l.startsWith('Cast Test Spark (left half of')), labels.join('; '));
    // The flare's half: 2 damage to North, paid with a Mountain one of South's Bears reaches.
    let x = take(g, { type: 'cast', card, face: 0, target: 'north' });
    if (x.state.prompt?.type === 'pay') x = take(x, { type: 'pay', option: 0 });
    for (let i = 0; i < 4 && x.state.stack.length > 0; i++) x = take(x, { type: 'pass' });
    assert.equal(x.state.stack.length, 0, 'the half has resolved');
    assert.equal(x.state.players.north.life, g.state.players.north.life - 2, 'North took the flare\'s 2 damage');
    assert.ok(x.state.players.south.graveyard.some((c) => c.card === SPLIT.name), 'the whole card goes to the graveyard');
    assert.ok(x.log.some((e) => /Test Spark/.test(e.text)), 'the log names the half cast');
    // The file holds the face cast: it reads back to the same game.
    const again = readSave(writeSave(x));
    assert.ok(again.ok, 'the file reads back');
    assert.deepEqual(again.game.state, x.state);
    assert.deepEqual(again.game.log.at(-1)?.action ?? null, x.log.at(-1)?.action ?? null);
  });

  it('magic.cast.face: a split card cast whole, or by a face it has not, is refused and nothing changes', () => {
    const { g, card } = splitMoment();
    const before = JSON.stringify(g.state);
    assert.notEqual(refusedRule(g, { type: 'cast', card, target: 2 }), '');
    assert.notEqual(refusedRule(g, { type: 'cast', card, face: 3 }), '');
    assert.equal(JSON.stringify(g.state), before);
  });
});
