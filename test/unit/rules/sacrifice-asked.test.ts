import { strict as assert } from 'node:assert';
import { duel as magicTable } from '../../../src/engine/variants/duel';
import * as duel from '../duel/game-helpers';
import { importedCards } from './imported-cards';

/**
 * CR 701.17a: a player who sacrifices "a creature other than ~" chooses
 * which. At the Magic table (and in Frontier and Castle Magic, which share
 * the core) a player with more than one is asked; the computer, and Magic
 * Crawl (imported-abilities.test.ts, "at your upkeep the Demon sacrifices
 * your weakest other creature"), keep the stated rule: the least power,
 * then the least toughness, a token first.
 */

const { card } = importedCards();

describe('Rules › "sacrifice a creature other than ~" (CR 701.17a): the player sacrificing chooses', () => {
  before(() => {
    card(
      'Test Fiend',
      '{3}{B}{B}',
      ['B'],
      ['Creature'],
      [5, 5],
      "At the beginning of your upkeep, sacrifice a creature other than Test Fiend, then each opponent loses life equal to the sacrificed creature's power. If you can't sacrifice a creature, tap Test Fiend and you lose 7 life.",
      ['Demon'],
    );
  });

  /** p2's main phase at a two-seat table (people's by default), p1 with the Fiend and `others`; the game played on until p1's upkeep trigger resolves. */
  const upkeep = (seed: string, others: string[], human: number[] = [0, 1]) => {
    const g0 = duel.botsUntil(duel.newGame(2, seed, {}, human), (g) => g.state.phase.type === 'turn' && g.state.phase.seat === 'p2' && g.state.phase.step === 'main1');
    const s = structuredClone(g0.state);
    const perm = (c: string, id: number) => ({ id, card: c, controller: 'p1' as const, tapped: false, sick: false, damage: 0, counters: 0 });
    s.battlefield = [perm('Test Fiend', 960), ...others.map((c, i) => perm(c, 961 + i))];
    for (const p of s.players) p.hand = [];
    s.counters.nextId = 1100;
    return { setup: g0.setup, state: s };
  };
  /** Played on until a question waits, or p1's turn is past its upkeep. */
  const asked = (g: duel.Game) => duel.botsUntil(g, (x) => x.state.prompt !== null || (x.state.phase.type === 'turn' && x.state.phase.seat === 'p1' && x.state.phase.step !== 'upkeep'), 200);

  it('a player with more than one other creature is asked, each of them an answer, the Fiend none; the one chosen is sacrificed and drains', () => {
    const g = asked(upkeep('fiend', ['Grizzly Bears', 'Llanowar Elves']));
    assert.deepEqual(g.state.prompt, { type: 'sacrifice', card: 'Test Fiend', source: 960, drain: true });
    assert.equal(g.state.promptSeat, 'p1');
    const answers = duel.legal(g);
    assert.deepEqual(answers, [{ type: 'choose', target: 961 }, { type: 'choose', target: 962 }]);
    assert.deepEqual(answers.map((a) => magicTable.text.action(g, a)), ['Sacrifice Grizzly Bears', 'Sacrifice Llanowar Elves']);
    assert.deepEqual(magicTable.tableView(g, answers).prompt, {
      kind: 'sacrifice',
      text: 'Test Fiend: sacrifice a creature other than Test Fiend; each opponent loses life equal to its power.',
      card: 'Test Fiend',
    });
    assert.match(magicTable.text.summary(g)[1]!, /Player 1 to answer \(Test Fiend: choose a creature to sacrifice\)/);
    assert.ok(!magicTable.apply(g.setup, g.state, { type: 'choose', target: 960 }).ok, 'not the Fiend itself');
    // The Bears, which the stated rule would not take (it takes the 1/1 Elves).
    const chosen = magicTable.apply(g.setup, g.state, { type: 'choose', target: 961 });
    assert.ok(chosen.ok);
    assert.equal(chosen.state.prompt, null);
    assert.deepEqual(chosen.state.battlefield.filter((p) => p.controller === 'p1').map((p) => p.card).sort(), ['Llanowar Elves', 'Test Fiend']);
    assert.equal(chosen.state.players[1]!.life, 18, 'the Bears\' power');
    assert.match(magicTable.narrate(chosen.events), /Grizzly Bears dies/);
  });

  it('with one other creature there is no choice: it is sacrificed unasked', () => {
    const g = asked(upkeep('fiend-one', ['Grizzly Bears']));
    assert.equal(g.state.prompt, null);
    assert.ok(!g.state.battlefield.some((p) => p.card === 'Grizzly Bears'));
    assert.equal(g.state.players[1]!.life, 18);
  });

  it('the computer answers by the stated rule: the creature with the least power', () => {
    const g = asked(upkeep('fiend-bot', ['Grizzly Bears', 'Llanowar Elves'], []));
    assert.equal(g.state.prompt?.type, 'sacrifice');
    const after = duel.botsUntil(g, (x) => x.state.prompt === null, 5);
    assert.ok(!after.state.battlefield.some((p) => p.card === 'Llanowar Elves'));
    assert.ok(after.state.battlefield.some((p) => p.card === 'Grizzly Bears'));
    assert.equal(after.state.players[1]!.life, 19);
  });
});
