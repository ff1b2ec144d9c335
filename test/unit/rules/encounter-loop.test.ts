import { strict as assert } from 'node:assert';
import { findHex, newGame, takeAction, type GameEvent, type CrawlSave as SaveFile } from '../../../src/engine';
import { CRAWL_RULES as RULES, MAX_MULLIGANS, type SetupChoices } from '../../../src/engine/variants/magic-crawl';
import { take, toTravel } from '../helpers';
import { scenario } from './scenario';

/** The order of play in Magic Crawl: the opening hand, preparation rounds, travel, encounters. */


/** Ends your turn, discarding the first cards of your hand if it is too big. */
function endTurn(game: SaveFile): { game: SaveFile; events: GameEvent[] } {
  let r = take(game, { type: 'endTurn' });
  const events = [...r.events];
  while (r.game.state.prompt?.type === 'discard') {
    r = take(r.game, { type: 'discard', card: r.game.state.you.hand[0]!.id });
    events.push(...r.events);
  }
  return { game: r.game, events };
}

/** A game at its first choice of hex whose move east meets a creature (or a land). */
function firstMoveMeets(kind: 'creature' | 'land', choices: SetupChoices = {}): SaveFile {
  for (let i = 0; i < 500; i++) {
    const g = toTravel(newGame(`loop-${kind}-${i}`, choices));
    const r = takeAction(g, { type: 'move', to: { q: 1, r: 0 } });
    if (r.ok && r.events.some((e) => e.type === (kind === 'creature' ? 'metCreature' : 'foundLand'))) return g;
  }
  throw new Error('no such seed');
}

describe('Rules › the opening hand', () => {
  it('Magic Crawl › Setup: you shuffle your deck and draw an opening hand of seven, then keep or mulligan', () => {
    const g = newGame('opening');
    assert.equal(g.state.you.hand.length, 7);
    assert.equal(g.state.you.library.cards.length, 53);
    assert.deepEqual(g.state.phase, { type: 'mulligan', taken: 0 });
    assert.deepEqual(takeAction(g, { type: 'pass' }).ok, false);
  });

  it('CR 103.5 London mulligan: shuffle the hand away, draw seven, then put one card on the bottom per mulligan', () => {
    let g = newGame('london');
    ({ game: g } = take(g, { type: 'mulligan' }));
    assert.equal(g.state.you.hand.length, 7, 'a full new hand of seven');
    assert.equal(g.state.you.library.cards.length, 53);
    ({ game: g } = take(g, { type: 'mulligan' }));
    assert.deepEqual(g.state.phase, { type: 'mulligan', taken: 2 });
    ({ game: g } = take(g, { type: 'keep' }));
    assert.deepEqual(g.state.prompt, { type: 'bottom', count: 2 });
    const [a, b] = g.state.you.hand;
    ({ game: g } = take(g, { type: 'bottom', card: a!.id }));
    assert.deepEqual(g.state.prompt, { type: 'bottom', count: 1 });
    assert.equal(g.state.phase.type, 'mulligan', 'play begins only when the bottom is done');
    ({ game: g } = take(g, { type: 'bottom', card: b!.id }));
    assert.deepEqual(g.state.you.library.bottom, [a!.card, b!.card], 'in the order put there');
    assert.equal(g.state.you.hand.length, 5);
    assert.equal(g.state.prompt, null);
    assert.equal(g.state.phase.type, 'turn');
  });

  it('CR 103.5: after a mulligan only keeping is legal once the limit is reached; keeping a first hand puts nothing on the bottom', () => {
    let g = newGame('many');
    for (let i = 0; i < MAX_MULLIGANS; i++) ({ game: g } = take(g, { type: 'mulligan' }));
    const r = takeAction(g, { type: 'mulligan' });
    assert.ok(!r.ok);
    assert.equal(r.error.rule, RULES.mulligan);
    const kept = take(newGame('keep'), { type: 'keep' });
    assert.equal(kept.game.state.prompt, null);
    assert.equal(kept.game.state.you.hand.length, 7);
  });

  it('CR 103.5: cards put on the bottom are drawn only once the rest of the library is gone', () => {
    const s = scenario({ hand: ['Divination'], battlefield: ['Island', 'Island', 'Island'], library: ['Forest'], bottom: ['Craw Wurm', 'Mountain'] });
    s.cast('Divination');
    assert.deepEqual(s.hand, ['Forest', 'Craw Wurm']);
    assert.deepEqual(s.state.you.library.bottom, ['Mountain']);
  });

  it('CR 103.8a: the first turn of the game skips its draw; the second draws', () => {
    let g = newGame('first-draw');
    let r = take(g, { type: 'keep' });
    g = r.game;
    assert.equal(g.state.counters.turns, 1);
    assert.equal(g.state.you.hand.length, 7);
    assert.ok(!r.events.some((e) => e.type === 'drew'));
    r = take(g, { type: 'endTurn' });
    assert.equal(r.game.state.counters.turns, 2);
    assert.equal(r.events.filter((e) => e.type === 'drew').length, 1);
    assert.equal(r.game.state.you.hand.length, 8);
  });
});

describe('Rules › preparation rounds', () => {
  it('Magic Crawl › Setup: three preparation rounds come before the first move', () => {
    let g = take(newGame('three'), { type: 'keep' }).game;
    const rounds: number[] = [];
    for (let i = 0; i < 10 && g.state.phase.type !== 'travel'; i++) {
      const p = g.state.phase;
      if (p.type === 'turn' && !g.state.prompt) {
        assert.equal(p.kind, 'preparation');
        if (rounds.at(-1) !== p.roundsLeft) rounds.push(p.roundsLeft);
        const moving = takeAction(g, { type: 'move', to: { q: 1, r: 0 } });
        assert.ok(!moving.ok && moving.error.rule === RULES.moveWhen);
      }
      const action = g.state.prompt?.type === 'discard' ? { type: 'discard', card: g.state.you.hand[0]!.id } : { type: 'endTurn' };
      g = take(g, action).game;
    }
    assert.deepEqual(rounds, [2, 1, 0]);
    assert.deepEqual(g.state.phase, { type: 'travel' });
    assert.equal(g.state.counters.turns, 3);
  });

  it('Magic Crawl › Adjusting: fewer preparation rounds may be chosen; with none you travel at once', () => {
    const g = take(newGame('none', { preparationRounds: 0 }), { type: 'keep' }).game;
    assert.deepEqual(g.state.phase, { type: 'travel' });
  });

  it('CR 514.1: at cleanup a hand of more than seven is discarded down to seven, by your choice', () => {
    const hand = ['Forest', 'Forest', 'Island', 'Island', 'Mountain', 'Mountain', 'Plains', 'Plains', 'Swamp'];
    const s = scenario({ hand, step: 'end', kind: 'preparation', roundsLeft: 1 });
    s.act({ type: 'pass' });
    assert.deepEqual(s.state.prompt, { type: 'discard', count: 2 });
    assert.deepEqual(
      s.legal(),
      s.state.you.hand.map((c) => ({ type: 'discard', card: c.id })),
      'any card of the hand may be discarded, and only that is legal',
    );
    s.refuse({ type: 'endTurn' }, 'magic-crawl.flow.answer-first');
    s.act({ type: 'discard', card: s.handId('Swamp') });
    assert.deepEqual(s.state.prompt, { type: 'discard', count: 1 });
    s.act({ type: 'discard', card: s.handId('Plains') });
    assert.equal(s.state.prompt, null);
    assert.deepEqual(s.graveyard, ['Swamp', 'Plains']);
    assert.equal(s.where, 'turn/main1', 'the turn ended and the next preparation round began');
    assert.equal(s.hand.length, 8, 'seven kept, one drawn');
  });

  it('CR 514.1: seven cards or fewer: nothing to discard', () => {
    const s = scenario({ hand: ['Forest', 'Forest', 'Island', 'Island', 'Mountain', 'Mountain', 'Plains'], step: 'end', kind: 'preparation', roundsLeft: 0 });
    s.act({ type: 'pass' });
    assert.equal(s.state.prompt, null);
    assert.equal(s.where, 'travel');
  });
});

describe('Rules › the encounter loop', () => {
  it('Magic Crawl › Encounters: a land means nothing happens; one preparation round follows, then travel', () => {
    const g = firstMoveMeets('land');
    const r = take(g, { type: 'move', to: { q: 1, r: 0 } });
    assert.equal(r.game.state.encounter, null);
    assert.deepEqual(
      r.events.filter((e) => e.type === 'turnBegan'),
      [{ type: 'turnBegan', number: g.state.counters.turns + 1, kind: 'preparation', roundsLeft: 0 }],
    );
    assert.equal(r.events.filter((e) => e.type === 'drew').length, 1, 'the preparation round draws');
    const after = endTurn(r.game);
    assert.deepEqual(after.game.state.phase, { type: 'travel' });
  });

  it('Magic Crawl › Encounters: a creature attacks at once; you block or not; then your turn, with a draw', () => {
    const g = firstMoveMeets('creature');
    const moved = take(g, { type: 'move', to: { q: 1, r: 0 } });
    const s = moved.game.state;
    const foe = s.battlefield.find((p) => p.controller === 'foe')!;
    assert.deepEqual(s.phase, { type: 'foe', step: 'blocks' });
    assert.deepEqual(s.combat, { attackers: [{ id: foe.id, target: 'you' }], blocks: [], declared: true });
    assert.match(moved.text, new RegExp(`met ${foe.card} from the \\w+ pile; ${foe.card} attacks you$`));
    const life = s.you.life;
    const hit = take(moved.game, { type: 'pass' });
    const power = hit.events.filter((e) => e.type === 'damage' && e.to === 'you').reduce((n, e) => n + (e.type === 'damage' ? e.amount : 0), 0);
    assert.ok(power > 0);
    assert.equal(hit.game.state.you.life, life - power);
    const phase = hit.game.state.phase;
    assert.ok(phase.type === 'turn' && phase.kind === 'encounter' && phase.step === 'main1');
    assert.equal(hit.events.filter((e) => e.type === 'drew').length, 1);
    // Your turn ends: it attacks again.
    const again = endTurn(hit.game);
    assert.deepEqual(again.game.state.phase, { type: 'foe', step: 'blocks' });
    assert.ok(again.events.some((e) => e.type === 'foeAttacks'));
  });

  it('Magic Crawl › Encounters: damage dealt to the creature wears off at the end of your turn, and it attacks again', () => {
    const s = scenario({ battlefield: ['Giant Spider'], foes: ['Siege Mastodon'], foeAttacks: true });
    s.blockWith(['Giant Spider']);
    assert.equal(s.perm('Giant Spider').damage, 0, 'the damage of its attack wore off at the end of its turn');
    assert.equal(s.where, 'turn/main1');
    s.attackWith('Giant Spider');
    s.act({ type: 'pass' });
    assert.equal(s.foe().damage, 2);
    s.act({ type: 'pass' });
    assert.equal(s.where, 'turn/end');
    assert.equal(s.foe().damage, 2, 'still marked until the cleanup step');
    s.act({ type: 'pass' });
    assert.equal(s.where, 'foe/blocks', 'it attacks again');
    assert.equal(s.foe().damage, 0);
    assert.equal(s.foe().tapped, true);
  });

  it('Magic Crawl › Ending the Encounter: the defeated creature returns to its pile, ONE preparation round follows, then travel', () => {
    const s = scenario({ hand: ['Lightning Bolt'], battlefield: ['Mountain'], foes: ['Gray Ogre'] });
    const turns = s.state.counters.turns;
    s.cast('Lightning Bolt', { target: s.foe().id });
    assert.equal(s.state.encounter, null);
    assert.ok(s.state.encounterPiles.Mountain.creatures.includes('Gray Ogre'));
    assert.deepEqual(s.state.defeated, ['Gray Ogre']);
    s.act({ type: 'endTurn' });
    assert.deepEqual(s.phase, { type: 'turn', kind: 'preparation', step: 'main1', landPlayed: false, roundsLeft: 0 });
    assert.equal(s.state.counters.turns, turns + 1);
    s.act({ type: 'endTurn' });
    assert.deepEqual(s.phase, { type: 'travel' });
    assert.equal(s.state.counters.turns, turns + 1, 'exactly one preparation round');
  });

  it('Magic Crawl › Ending the Encounter: a creature killed while it attacks you is followed by ONE preparation round, not two', () => {
    const s = scenario({ battlefield: ['Craw Wurm'], foes: ['Grizzly Bears'], foeAttacks: true });
    const turns = s.state.counters.turns;
    s.blockWith(['Craw Wurm']);
    assert.equal(s.state.encounter, null);
    assert.deepEqual(s.phase, { type: 'turn', kind: 'preparation', step: 'main1', landPlayed: false, roundsLeft: 0 });
    assert.equal(s.state.counters.turns, turns + 1);
    assert.equal(s.eventsOf('drew').length, 1, 'one draw');
    s.act({ type: 'endTurn' });
    assert.deepEqual(s.phase, { type: 'travel' });
  });

  it('Magic Crawl › Ending the Encounter: a foe killed by an instant during its own attack ends the encounter before damage', () => {
    const s = scenario({ hand: ['Lightning Bolt'], battlefield: ['Mountain'], foes: ['Gray Ogre'], foeAttacks: true });
    s.cast('Lightning Bolt', { target: s.foe().id });
    assert.equal(s.life, 20);
    assert.equal(s.state.combat, null);
    assert.deepEqual(s.phase, { type: 'turn', kind: 'preparation', step: 'main1', landPlayed: false, roundsLeft: 0 });
  });

  it('Magic Crawl › Ending the Encounter: you cannot move on while the creature is on the battlefield', () => {
    const s = scenario({ foes: ['Gray Ogre'] });
    s.refuse({ type: 'move', to: { q: 1, r: 0 } }, RULES.moveWhen);
  });

  it('Magic Crawl › Encounters: entering an explored hex draws no encounter, and you may move on at once', () => {
    let g = firstMoveMeets('land');
    g = take(g, { type: 'move', to: { q: 1, r: 0 } }).game;
    g = toTravel(g);
    const back = take(g, { type: 'move', to: { q: 0, r: 0 } });
    assert.deepEqual(back.game.state.phase, { type: 'travel' });
    assert.ok(!back.events.some((e) => e.type === 'turnBegan' || e.type === 'metCreature' || e.type === 'foundLand'));
    assert.equal(findHex(back.game.state.hexes, { q: 0, r: 0 })!.explored, true);
  });

  it('Magic Crawl › Encounters: each new hex meets its own encounter from the pile of its colour', () => {
    const g = firstMoveMeets('creature');
    const terrain = findHex(g.state.hexes, { q: 1, r: 0 })!.terrain;
    const moved = take(g, { type: 'move', to: { q: 1, r: 0 } }).game;
    assert.equal(moved.state.encounter?.pile, terrain);
    assert.deepEqual(moved.state.encounter?.at, { q: 1, r: 0 });
  });
});
