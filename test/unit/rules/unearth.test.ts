import { strict as assert } from 'node:assert';
import { rulesText } from '../../../src/engine/cards/rules-text';
import { readRulesText } from '../../../src/engine/import/oracle';
import type { CardDefData } from '../../../src/engine/cards/card-schema';
import { frontierBoard, moment, take, type FrontierSave } from '../frontier/game-helpers';
import { laidOut, legal, type Game } from '../duel/game-helpers';
import { importedCards } from './imported-cards';
import { frontier as frontierVariant } from '../../../src/engine/variants/frontier';
import { chooseAction, magicCrawl } from '../../../src/engine/variants/magic-crawl';
import { chooseDuelAction, duel } from '../../../src/engine/variants/duel';

/**
 * Unearth (CR 702.84a), read from the keyword line as imported card data
 * prints it: "{cost}: Return this card from your graveyard to the
 * battlefield. It gains haste. Exile it at the beginning of the next end
 * step or if it would leave the battlefield. Unearth only as a sorcery."
 * Played at the crawl, in Frontier (on the stack) and at the Magic table.
 */

const { card, named, scenario } = importedCards();

describe('Rules › Unearth (CR 702.84a)', () => {
  before(() => {
    card('Test Ash Raider', '{1}{R}', ['R'], ['Creature'], [3, 2], 'Unearth {R}', ['Skeleton', 'Warrior']);
  });

  it('reads "Unearth {R}" as an ability activated from the graveyard as a sorcery, and writes it back as the keyword', () => {
    assert.deepEqual(readRulesText('Unearth {2}{B}', 'X', { types: ['Creature'] }).abilities, [
      { kind: 'activated', from: 'graveyard', sorcery: true, cost: { mana: '{2}{B}' }, effects: [{ do: 'returnToBattlefield', what: 'self', unearth: true }] },
    ]);
    assert.match(rulesText(named('Test Ash Raider'))[0]!, /^Unearth \{R\} \(\{R\}: return Test Ash Raider from your graveyard to the battlefield\. It gains haste\. Exile it at the beginning of the next end step/);
    // A cost that is not mana ("Unearth—Sacrifice a creature") stays by hand.
    assert.equal(readRulesText('Unearth—Pay 3 life', 'X', { types: ['Creature'] }).unread, 1);
  });

  it('Magic Crawl: offered from the graveyard only in a main phase, with the mana for it', () => {
    const poor = scenario({ graveyard: ['Test Ash Raider'], battlefield: ['Island'], foes: ['Gray Ogre'] });
    assert.ok(!poor.legal().some((a) => a.type === 'activate'), 'no red mana: not offered');
    const s = scenario({ graveyard: ['Test Ash Raider'], battlefield: ['Mountain'], foes: ['Gray Ogre'] });
    assert.ok(s.isLegal({ type: 'activate', card: s.id('Test Ash Raider'), ability: 0 }));
    assert.equal(magicCrawl.text.action(s.game, { type: 'activate', card: s.id('Test Ash Raider'), ability: 0 }), 'unearth Test Ash Raider [{R}]');
    const blocking = scenario({ graveyard: ['Test Ash Raider'], battlefield: ['Mountain', 'Grizzly Bears'], foes: ['Gray Ogre'], foeAttacks: true });
    assert.ok(!blocking.legal().some((a) => a.type === 'activate'), 'as a sorcery: not while the encounter attacks');
  });

  it('Magic Crawl: it returns with haste and attacks at once, and at the end step it is exiled', () => {
    const s = scenario({ graveyard: ['Test Ash Raider'], battlefield: ['Mountain'], foes: ['Llanowar Elves'] });
    s.act({ type: 'activate', card: s.id('Test Ash Raider'), ability: 0 });
    assert.ok(s.has('Test Ash Raider') && !s.graveyard.includes('Test Ash Raider'));
    assert.equal(s.perm('Test Ash Raider').unearthed, true);
    assert.match(s.said, /Test Ash Raider will be exiled at the beginning of the next end step/);
    s.attackWith('Test Ash Raider');
    s.act({ type: 'pass' });
    assert.ok(!s.state.battlefield.some((p) => p.controller === 'foe'), 'the hasty Raider killed the Elves');
    assert.ok(s.has('Test Ash Raider'), 'and lived');
    s.act({ type: 'endTurn' });
    assert.ok(!s.has('Test Ash Raider'), 'gone at the end step');
    assert.ok(s.exile.includes('Test Ash Raider') && !s.graveyard.includes('Test Ash Raider'), 'into exile, not back to the graveyard');
  });

  it('Magic Crawl: dying in combat, it is exiled instead, and the log says why', () => {
    const s = scenario({ graveyard: ['Test Ash Raider'], battlefield: ['Mountain'], foes: ['Gray Ogre'] });
    s.act({ type: 'activate', card: s.id('Test Ash Raider'), ability: 0 });
    s.attackWith('Test Ash Raider');
    s.act({ type: 'pass' });
    assert.ok(!s.has('Test Ash Raider'), 'the 2/2 Ogre killed the 3/2 Raider');
    assert.ok(s.exile.includes('Test Ash Raider') && !s.graveyard.includes('Test Ash Raider'));
    assert.ok(s.eventsOf('exiledInstead').length === 1, JSON.stringify(s.events));
    assert.ok(s.game.log.some((e) => /Test Ash Raider was exiled instead \(unearth\)/.test(e.text)), s.game.log.map((e) => e.text).join('\n'));
  });

  it('the computer unearths before combat with a foe to attack, and not after it', () => {
    const s = scenario({ graveyard: ['Test Ash Raider'], battlefield: ['Mountain'], foes: ['Llanowar Elves'] });
    assert.deepEqual(chooseAction(s.game, s.state.rng).action, { type: 'activate', card: s.id('Test Ash Raider'), ability: 0 });
    const late = scenario({ graveyard: ['Test Ash Raider'], battlefield: ['Mountain'], foes: ['Llanowar Elves'], step: 'main2' });
    assert.notEqual(chooseAction(late.game, late.state.rng).action?.type, 'activate', 'in the second main phase it would only be exiled');
    const g = atTable('unearth-bot');
    assert.deepEqual(chooseDuelAction(g.setup, g.state), { type: 'activate', card: 970, ability: 0 }, 'the Magic table\'s computer too');
  });

  it('Frontier Magic: unearth goes on the stack; the Raider enters its home row able to move, and the end step exiles it', () => {
    const g = moment({
      board: frontierBoard(`
        ? ? ?
        ? ? ?
        M@1 ? ?
      `),
      permanents: [{ id: 1, card: 'Grizzly Bears', controller: 'south' }],
      cards: [named('Test Ash Raider') as CardDefData],
    });
    const raider = 150;
    const state = structuredClone(g.state);
    state.players.south.graveyard = [{ id: raider, card: 'Test Ash Raider' }];
    state.counters.nextId = 151;
    let x: FrontierSave = { ...g, state };
    x = take(x, { type: 'activate', card: raider, ability: 0 });
    if (x.state.prompt?.type === 'pay') x = take(x, { type: 'pay', option: 0 });
    for (let i = 0; i < 8 && x.state.stack.length > 0; i++) x = take(x, { type: 'pass' });
    const p = x.state.battlefield.find((q) => q.id === raider);
    assert.ok(p?.unearthed, 'on the battlefield, unearthed');
    assert.ok(frontier(x).some((a) => a.type === 'move' && a.creature === raider), 'haste: it may move on the turn it came back');
    // Through the end step: the delayed trigger resolves and exiles it.
    for (let i = 0; i < 20 && x.state.battlefield.some((q) => q.id === raider); i++) {
      const done = frontier(x).find((a) => a.type === 'done');
      x = take(x, done ?? { type: 'pass' });
    }
    assert.ok(!x.state.battlefield.some((q) => q.id === raider));
    assert.ok(x.state.players.south.exile.some((c) => c.id === raider), 'exiled');
    assert.ok(!x.state.players.south.graveyard.some((c) => c.id === raider));
  });

  it('the Magic table: unearthed through the stack, then destroyed, it is exiled instead, and the line says so', () => {
    const g = atTable('unearth-table');
    assert.equal(duel.text.action(g, { type: 'activate', card: 970, ability: 0 }), 'Unearth Test Ash Raider');
    const activated = duel.apply(g.setup, g.state, { type: 'activate', card: 970, ability: 0 });
    assert.ok(activated.ok, activated.ok ? '' : activated.error.message);
    // p2 holds nothing to answer with: passed for, the ability resolves at once.
    const raider = activated.state.battlefield.find((p) => p.id === 970);
    assert.ok(raider?.unearthed && raider.gained?.includes('haste'), JSON.stringify(raider));
    // The playmat's card says what the end step will do to it.
    const seen = JSON.stringify(duel.tableView({ setup: g.setup, state: activated.state }, []));
    assert.ok(seen.includes('"atEndStep":{"then":"exile","unearth":true}'), 'the table view marks the Raider');
    // p1 bolts its own Raider: it would die, and is exiled instead.
    const bolt = legal({ setup: g.setup, state: activated.state }).find((a) => a.type === 'cast' && a.card === 971 && a.target === 970);
    assert.ok(bolt, 'Lightning Bolt can target the Raider');
    const cast = duel.apply(g.setup, activated.state, bolt);
    assert.ok(cast.ok, cast.ok ? '' : cast.error.message);
    assert.ok(!cast.state.battlefield.some((p) => p.id === 970), 'the Raider is gone');
    assert.ok(cast.state.players[0]!.exile.some((c) => c.id === 970), 'in exile');
    assert.ok(!cast.state.players[0]!.graveyard.some((c) => c.id === 970), 'not in the graveyard');
    assert.match(duel.narrate(cast.events), /Test Ash Raider is exiled instead \(unearth\)/);
  });
});

/** p1's first main phase at a two-seat table: the Raider in p1's graveyard (#970), Lightning Bolt in hand (#971), two Mountains. */
const atTable = (seed: string): Game => laidOut(seed, { graveyard: ['Test Ash Raider'], hand: ['Lightning Bolt'], mine: ['Mountain', 'Mountain'] });

function frontier(g: FrontierSave) {
  return frontierVariant.legalActions(g.setup, g.state);
}

