import { strict as assert } from 'node:assert';
import { addImportedCards } from '../../../src/engine/cards/pool';
import { applyDuel } from '../../../src/engine/variants/duel/rules';
import { earlierNarrations, narrate } from '../../../src/engine/variants/duel/narrate';
import { actionLabel } from '../../../src/engine/variants/duel/text';
import { chooseDuelAction } from '../../../src/engine/variants/duel/bot';
import { botsUntil, legal, newGame, type Game } from './game-helpers';
import { ADVENTURER, MODAL, SPLIT } from '../cards/several-faces';

/**
 * Cards of several faces at the Magic table, as in Magic Crawl and Frontier:
 * a split card cast by either half (CR 709.3), an Adventure, a modal card's
 * land face played as the land (CR 712.12), with the cards Magic Crawl's
 * tests play (test/unit/cards/several-faces.ts).
 */

const onTurn = (seat: string, step: string) => (g: Game) => g.state.phase.type === 'turn' && g.state.phase.seat === seat && g.state.phase.step === step;

/** p1's first main phase, its land not yet played: `hand` in hand, Mountains and Islands untapped, a Grizzly Bears of p2's. */
function at(seed: string, hand: string[]): Game {
  addImportedCards([SPLIT, MODAL, ADVENTURER]);
  const g0 = botsUntil(newGame(2, seed, {}, [0]), (x) => onTurn('p1', 'main1')(x) && x.state.priority?.seat === 'p1' && x.state.stack.length === 0);
  const s = structuredClone(g0.state);
  s.players[0]!.hand = hand.map((card, i) => ({ id: 970 + i, card }));
  s.battlefield = [
    { id: 980, card: 'Mountain', controller: 'p1', tapped: false, sick: false, damage: 0, counters: 0 },
    { id: 981, card: 'Island', controller: 'p1', tapped: false, sick: false, damage: 0, counters: 0 },
    { id: 982, card: 'Grizzly Bears', controller: 'p2', tapped: false, sick: false, damage: 0, counters: 0 },
  ];
  if (s.phase.type === 'turn') s.phase = { ...s.phase, landPlayed: false };
  s.counters.nextId = 990;
  return { setup: g0.setup, state: s };
}

describe('the Magic table › cards of several faces', () => {
  it('magic.cast.face: a split card is offered as each half, never whole, each named in the labels', () => {
    const g = at('split-offered', [SPLIT.name]);
    const casts = legal(g).filter((a) => a.type === 'cast');
    assert.ok(casts.length > 0 && casts.every((a) => a.type === 'cast' && a.face !== undefined), JSON.stringify(casts));
    assert.deepEqual([...new Set(casts.map((a) => (a.type === 'cast' ? a.face : -1)))].sort(), [0, 1]);
    assert.match(actionLabel(g, { type: 'cast', card: 970, face: 1, target: 982 }), /^Cast Test Chill \(right half of Test Flare \/\/ Test Chill\) on Grizzly Bears/);
    // Cast whole, it is refused, naming the halves.
    const whole = applyDuel(g.setup, g.state, { type: 'cast', card: 970, target: 982 });
    assert.ok(!whole.ok && whole.error.rule === 'magic.cast.face', whole.ok ? '' : whole.error.rule);
  });

  it('magic.cast.face: the half cast is what resolves, and the log names it (an earlier wording named the whole card)', () => {
    const g = at('split-cast', [SPLIT.name]);
    const cast = applyDuel(g.setup, g.state, { type: 'cast', card: 970, face: 0, target: 982 });
    assert.ok(cast.ok, cast.ok ? '' : cast.error.message);
    assert.ok(!cast.state.battlefield.some((p) => p.id === 982), "the flare's 2 damage killed the Bears");
    assert.deepEqual(cast.state.players[0]!.graveyard.map((c) => c.card), [SPLIT.name], 'the whole card goes to the graveyard');
    const line = narrate(cast.events);
    assert.match(line, /casts Test Flare \(Test Flare \/\/ Test Chill\) targeting Grizzly Bears/);
    assert.ok(earlierNarrations(cast.events).some((l) => /casts Test Flare \/\/ Test Chill targeting Grizzly Bears/.test(l)), 'a file written before still verifies');
  });

  it('mtg.712.12: a modal card is cast by its front or played by its land face, and the land enters as that face', () => {
    const g = at('modal-land', [MODAL.name]);
    const actions = legal(g);
    assert.ok(actions.some((a) => a.type === 'playLand' && a.card === 970 && a.face === 1), JSON.stringify(actions));
    assert.ok(!actions.some((a) => a.type === 'playLand' && a.card === 970 && a.face === undefined), 'not played whole: its front is a creature');
    assert.equal(actionLabel(g, { type: 'playLand', card: 970, face: 1 }), 'Play Test Hollow (back face of Test Sentinel // Test Hollow)');
    const played = applyDuel(g.setup, g.state, { type: 'playLand', card: 970, face: 1 });
    assert.ok(played.ok, played.ok ? '' : played.error.message);
    const land = played.state.battlefield.find((p) => p.id === 970)!;
    assert.deepEqual([land.card, land.original], ['Test Hollow', MODAL.name]);
  });

  it('mtg.715.4: an adventurer back from its adventure is cast from exile as its creature, by a person or the computer', () => {
    const g = at('adventure-exile', []);
    g.state.players[0]!.exile = [{ id: 975, card: ADVENTURER.name, adventure: true }];
    g.state.battlefield.push({ id: 983, card: 'Mountain', controller: 'p1', tapped: false, sick: false, damage: 0, counters: 0 });
    assert.ok(legal(g).some((a) => a.type === 'cast' && a.card === 975 && a.face === undefined), JSON.stringify(legal(g)));
    const setup = { ...g.setup, players: g.setup.players.map((pl) => ({ ...pl, control: 'computer' as const })) };
    assert.deepEqual(chooseDuelAction(setup, g.state), { type: 'cast', card: 975 });
    const cast = applyDuel(g.setup, g.state, { type: 'cast', card: 975 });
    assert.ok(cast.ok, cast.ok ? '' : cast.error.message);
    assert.ok(cast.state.battlefield.some((p) => p.id === 975 && p.card === ADVENTURER.name), 'the Ogre entered');
    assert.deepEqual(cast.state.players[0]!.exile, []);
  });

  it('the computer casts a half as the spell it is: the flare at the other player\'s creature or the other player', () => {
    const g = at('split-bot', [SPLIT.name]);
    const setup = { ...g.setup, players: g.setup.players.map((pl) => ({ ...pl, control: 'computer' as const })) };
    const choice = chooseDuelAction(setup, g.state);
    assert.ok(choice?.type === 'cast' && choice.card === 970 && choice.face !== undefined, JSON.stringify(choice));
    if (choice?.type === 'cast' && choice.face === 0) assert.ok(choice.target === 982 || choice.target === 'p2', JSON.stringify(choice));
  });
});
