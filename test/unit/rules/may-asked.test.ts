import { strict as assert } from 'node:assert';
import { duel as magicTable } from '../../../src/engine/variants/duel';
import { libraryCards } from '../../../src/engine/magic/table';
import * as duel from '../duel/game-helpers';
import { importedCards } from './imported-cards';

/**
 * CR 603.5: a triggered ability's "you may" is chosen by its controller as
 * it resolves. At the Magic table (and in Frontier and Castle Magic, which
 * share the core) the trigger waits on the stack like any other, and its
 * controller is asked as it resolves; the computer takes it. One that would
 * draw from an empty library is declined unasked (it could only lose the
 * game). Magic Crawl, which keeps no stack, keeps its stated rule
 * (docs/cards.md).
 */

const { card, scenario } = importedCards();

describe('Rules › a triggered ability\'s "you may" (CR 603.5): its controller chooses as it resolves', () => {
  before(() => {
    card('Test Muse', '{1}{U}', ['U'], ['Enchantment'], undefined, 'Whenever you cast a creature spell, you may draw a card.');
    card('Test Sparker', '{1}{R}', ['R'], ['Enchantment'], undefined, 'Whenever you cast a creature spell, you may have Test Sparker deal 1 damage to target creature.');
  });

  /**
   * p1's main phase at a two-seat table of people (`human` seats; all by default): `permanents` of p1's in play
   * (Forests for the spell), Grizzly Bears and a Plains in hand, `library` its whole library; p1 casts the Bears.
   */
  const casting = (seed: string, permanents: string[], library: string[], theirs: string[] = [], human: number[] = [0, 1]) => {
    const g0 = duel.botsUntil(duel.newGame(2, seed, {}, human), (g) => g.state.phase.type === 'turn' && g.state.phase.seat === 'p1' && g.state.phase.step === 'main1');
    const s = structuredClone(g0.state);
    const perm = (c: string, id: number, controller: 'p1' | 'p2') => ({ id, card: c, controller, tapped: false, sick: false, damage: 0, counters: 0 });
    s.battlefield = [...permanents.map((c, i) => perm(c, 960 + i, 'p1')), ...theirs.map((c, i) => perm(c, 990 + i, 'p2'))];
    // A land kept in hand: p1 has a play left after the spell, so the game waits on p1 there rather than playing on.
    s.players[0]!.hand = [{ id: 970, card: 'Grizzly Bears' }, { id: 971, card: 'Plains' }];
    s.players[0]!.library = { cards: [...library].sort(), bottom: [] };
    s.players[1]!.hand = [];
    s.counters.nextId = 1100;
    // p2, with nothing in hand, is passed for: the trigger resolves at once, above the Bears.
    return duel.act({ setup: g0.setup, state: s }, { type: 'cast', card: 970 } as never);
  };

  it('the trigger waits on the stack, and as it resolves its controller is asked: "Yes: draw a card" or "No"', () => {
    const g = casting('muse', ['Test Muse', 'Forest', 'Forest'], ['Island', 'Swamp']);
    assert.deepEqual(g.state.prompt, { type: 'may', trigger: { kind: 'trigger', source: 960, card: 'Test Muse', ability: 0, controller: 'p1', player: 'p1' } });
    assert.equal(g.state.promptSeat, 'p1');
    assert.deepEqual(g.state.stack.map((i) => i.card), ['Grizzly Bears'], 'the trigger has left the stack to resolve; the Bears wait below');
    const answers = duel.legal(g);
    assert.deepEqual(answers, [{ type: 'may', take: true }, { type: 'may', take: false }]);
    assert.deepEqual(answers.map((a) => magicTable.text.action(g, a)), ['Yes: draw a card', 'No']);
    assert.deepEqual(magicTable.tableView(g, answers).prompt, { kind: 'may', text: 'Test Muse: you may draw a card.', card: 'Test Muse' });
    assert.match(magicTable.text.summary(g)[1]!, /Player 1 to answer \(Test Muse: you may draw a card, or decline\)/);
    assert.ok(!magicTable.apply(g.setup, g.state, { type: 'pass' }).ok, 'the game waits on the answer');
  });

  it('taking it: the card is drawn, and the Bears resolve after', () => {
    const g = casting('muse-yes', ['Test Muse', 'Forest', 'Forest'], ['Island', 'Swamp']);
    const taken = magicTable.apply(g.setup, g.state, { type: 'may', take: true });
    assert.ok(taken.ok);
    assert.equal(taken.state.prompt, null);
    assert.equal(taken.state.players[0]!.hand.length, 2, 'the Plains and the card drawn');
    assert.equal(libraryCards(taken.state.players[0]!.library).length, 1);
    assert.match(magicTable.narrate(taken.events), /Player 1 draws a card/);
    assert.ok(taken.state.battlefield.some((p) => p.card === 'Grizzly Bears'), 'the Bears resolved once both passed');
  });

  it('declining it: nothing is drawn, and the log says the player declined', () => {
    const g = casting('muse-no', ['Test Muse', 'Forest', 'Forest'], ['Island', 'Swamp']);
    const declined = magicTable.apply(g.setup, g.state, { type: 'may', take: false });
    assert.ok(declined.ok);
    assert.equal(declined.state.prompt, null);
    assert.deepEqual(declined.state.players[0]!.hand.map((c) => c.card), ['Plains']);
    assert.equal(libraryCards(declined.state.players[0]!.library).length, 2);
    assert.match(magicTable.narrate(declined.events), /^Player 1 declines Test Muse's trigger/);
  });

  it('a trigger with a target: the target is chosen as it goes on the stack, and the question names it', () => {
    const g = casting('sparker', ['Test Sparker', 'Forest', 'Forest'], ['Island'], ['Llanowar Elves']);
    assert.equal(g.state.prompt?.type, 'may');
    // The question reads like the card ("you may have Test Sparker deal 1 damage to target creature"), not "have this happen: …".
    assert.equal(magicTable.tableView(g, duel.legal(g)).prompt?.text, 'Test Sparker: you may have Test Sparker deal 1 damage to target creature (Llanowar Elves).');
    assert.match(magicTable.text.summary(g)[1]!, /Player 1 to answer \(Test Sparker: you may have Test Sparker deal 1 damage to target creature, or decline\)/);
    assert.equal(magicTable.text.action(g, { type: 'may', take: true }), 'Yes: Test Sparker deals 1 damage to target creature');
    const taken = duel.act(g, { type: 'may', take: true });
    assert.ok(!taken.state.battlefield.some((p) => p.card === 'Llanowar Elves'), 'the Elves are dealt 1 damage and die');
    const declined = duel.act(g, { type: 'may', take: false });
    assert.ok(declined.state.battlefield.some((p) => p.card === 'Llanowar Elves'));
  });

  it('a draw from an empty library is not asked: declined as it resolves, and said; one already empty as it triggers is left off the stack', () => {
    // Two Muses, one card: the first asks and draws it, the second finds the library empty and is declined unasked.
    const g = casting('muse-empty', ['Test Muse', 'Test Muse', 'Forest', 'Forest'], ['Island']);
    assert.equal(g.state.prompt?.type, 'may');
    const taken = magicTable.apply(g.setup, g.state, { type: 'may', take: true });
    assert.ok(taken.ok);
    assert.equal(taken.state.prompt, null, 'no second question');
    assert.equal(libraryCards(taken.state.players[0]!.library).length, 0);
    assert.match(magicTable.narrate(taken.events), /Player 1 declines Test Muse's trigger \(it would draw from an empty library\)/);
    assert.notEqual(taken.state.phase.type, 'over', 'no draw from the empty library');
    // The library empty before the spell: neither trigger goes on the stack (the stated rule, kept).
    const none = casting('muse-none', ['Test Muse', 'Forest', 'Forest'], []);
    assert.equal(none.state.prompt, null);
    assert.ok(none.state.battlefield.some((p) => p.card === 'Grizzly Bears'));
  });

  it('the computer is asked as a player is, and takes it', () => {
    const g = casting('muse-bot', ['Test Muse', 'Forest', 'Forest'], ['Island', 'Swamp'], [], []);
    assert.equal(g.state.prompt?.type, 'may');
    const after = duel.botsUntil(g, (x) => x.state.prompt === null, 5);
    assert.equal(libraryCards(after.state.players[0]!.library).length, 1, 'it drew');
  });

  it('Magic Crawl keeps its stated rule: the trigger is taken at once, unasked', () => {
    const s = scenario({ hand: ['Grizzly Bears'], battlefield: ['Test Muse', 'Forest', 'Forest'], foes: ['Grizzly Bears'], library: ['Island', 'Swamp'] });
    s.cast('Grizzly Bears');
    assert.equal(s.state.prompt, null);
    assert.deepEqual(s.state.you.hand.map((c) => c.card), ['Island'], 'the card drawn, unasked');
  });
});
