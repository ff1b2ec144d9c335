import { strict as assert } from 'node:assert';
import { addImportedCards } from '../../../src/engine/cards/pool';
import type { CardDef } from '../../../src/engine/cards/card';
import { cardInfo } from '../../../src/engine/magic/card-db';
import { newSave, type SaveFile } from '../../../src/engine';
import { applyDuel } from '../../../src/engine/variants/duel/rules';
import type { DuelState } from '../../../src/engine/variants/duel/schema';
import type { SeatsBoardView } from '../../../src/protocol/table-view';
import { actionLabel, pictureLines } from '../../../src/engine/variants/duel/text';
import { duelTableView } from '../../../src/engine/variants/duel/view';
import { act, botsUntil, legal, newGame, type Game } from './game-helpers';
import { chooseDuelAction } from '../../../src/engine/variants/duel/bot';
import { malformedMessage } from '../helpers';

/** Scenario tests of the Magic table (docs/duel-rules.md), each titled by the rule it checks. */

const onTurn = (seat: string, step: string) => (g: Game) => g.state.phase.type === 'turn' && g.state.phase.seat === seat && g.state.phase.step === step;
const handSizes = (s: DuelState) => s.players.map((z) => z.hand.length);

/** A creature with cycling {1} (CR 702.29a), invented for the tests. */
const CYCLING_DRAKE = { name: 'Test Cycling Drake', manaCost: '{4}{U}', colours: ['U'], types: ['Creature'], subtypes: ['Drake'], power: 3, toughness: 3, keywords: ['flying'], abilities: [{ kind: 'activated', from: 'hand', cost: { mana: '{1}', discardSelf: true }, effects: [{ do: 'draw', amount: 1 }] }] } as const satisfies CardDef;

/** A game whose players all keep their hands, at the first turn. */
function begun(players: number, seed: string, format: 'decks' | 'single-deck' = 'decks'): Game {
  return botsUntil(newGame(players, seed, { format }), (g) => g.state.phase.type === 'turn');
}

describe('the Magic table › rules', () => {
  it('duel.setup: 2 to 8 seats, each with a deck in the decks format; a single deck needs seven cards a player', () => {
    assert.throws(() => newGame(1, 's'), /seats 2 to 8 players; 1 were given/);
    assert.throws(() => newGame(9, 's'), /seats 2 to 8 players; 9 were given/);
    const g = newGame(8, 's');
    assert.equal(g.state.players.length, 8);
    assert.deepEqual(handSizes(g.state), [7, 7, 7, 7, 7, 7, 7, 7]);
  });

  it('landless.single-deck.deal: one shared library, the first seven cards dealt round-robin from the first player; the other seats keep no library', () => {
    const g = newGame(4, 'deal', { format: 'single-deck' });
    const size = g.setup.shared!.cards.reduce((n, c) => n + c.count, 0);
    assert.ok(g.setup.options.landless, 'a single deck is played Landless');
    assert.deepEqual(handSizes(g.state), [7, 7, 7, 7]);
    assert.equal(g.state.players[0]!.library.cards.length, size - 28);
    assert.ok(g.state.players.slice(1).every((z) => z.library.cards.length === 0 && z.library.bottom.length === 0));
    // Ids are handed out in the order the cards were dealt: round-robin, one card per seat per round, from the first player.
    const first = Number(g.state.first.slice(1)) - 1;
    const order = [0, 1, 2, 3].map((i) => (first + i) % 4);
    for (let round = 0; round < 7; round++) {
      order.forEach((seat, k) => assert.equal(g.state.players[seat]!.hand[round]!.id, round * 4 + k + 1, `card ${round + 1} of seat ${seat + 1}`));
    }
  });

  it('landless.single-deck.draw: every player draws from the shared library', () => {
    let g = begun(3, 'draws', 'single-deck');
    const before = g.state.players[0]!.library.cards.length;
    g = botsUntil(g, (x) => x.state.phase.type === 'turn' && x.state.phase.number === 4);
    const drawn = before - g.state.players[0]!.library.cards.length;
    assert.ok(drawn >= 2, `turns 2 and 3 drew from the shared library (${drawn} cards left it)`);
    assert.ok(g.state.players.slice(1).every((z) => z.library.cards.length === 0));
  });

  it('landless.single-deck.reshuffle: when the shared library runs out, all graveyards are shuffled together into a new one and play goes on', () => {
    let g = begun(2, 'reshuffle', 'single-deck');
    const s = structuredClone(g.state);
    // The library down to nothing, and cards in both graveyards.
    const library = s.players[0]!.library;
    s.players[0]!.graveyard.push({ id: 900, card: library.cards[0]! });
    s.players[1]!.graveyard.push({ id: 901, card: library.cards[1]! }, { id: 902, card: library.cards[2]! });
    const moved = [library.cards[0]!, library.cards[1]!, library.cards[2]!].sort();
    s.players[0]!.library = { cards: [], bottom: [] };
    s.counters.nextId = 1000;
    g = { setup: g.setup, state: s };
    const drawer = g.state.phase.type === 'turn' ? g.state.phase.seat : 'p1';
    const next = botsUntil(g, (x) => x.state.phase.type === 'turn' && x.state.phase.seat !== drawer && x.state.phase.step !== 'upkeep');
    assert.notEqual(next.state.phase.type, 'over', 'nobody lost for an empty library');
    const left = next.state.players[0]!.library.cards;
    assert.equal(left.length, 2, 'three cards came back and one was drawn');
    assert.ok(left.every((c) => moved.includes(c)));
    assert.ok(next.state.players.every((z) => z.graveyard.every((c) => c.id < 900 || c.id > 902)), 'the graveyards gave their cards up');
  });

  it('mtg.103.8a: in a two-player game the first player skips the draw of the game\'s first turn; the next player draws', () => {
    let g = begun(2, 'first-draw');
    const first = g.state.first;
    const i = Number(first.slice(1)) - 1;
    const hand = g.state.players[i]!.hand.length;
    g = botsUntil(g, onTurn(first, 'main1'));
    assert.equal(g.state.players[i]!.hand.length, hand, 'no card drawn on turn 1');
    const j = 1 - i;
    const second = `p${j + 1}`;
    const theirs = g.state.players[j]!.hand.length;
    g = botsUntil(g, onTurn(second, 'main1'));
    assert.ok(g.state.players[j]!.hand.length >= theirs, 'the second player drew on turn 2');
    assert.equal(g.state.phase.type === 'turn' && g.state.phase.number, 2);
  });

  it('mtg.103.8c: in a game of three or more nobody skips the draw of their first turn, the first player neither', () => {
    // The library tells what was drawn: as the first player has kept their hand (they decide first), and at their first main phase.
    const library = (g: Game, i: number) => g.state.players[i]!.library.cards.length + g.state.players[i]!.library.bottom.length;
    for (const players of [2, 3, 4]) {
      const g0 = newGame(players, `first-draw-${players}`);
      const first = g0.state.first;
      const i = Number(first.slice(1)) - 1;
      const kept = botsUntil(g0, (x) => x.state.phase.type === 'mulligan' && x.state.phase.seat !== first && !x.state.prompt);
      const g = botsUntil(kept, onTurn(first, 'main1'));
      assert.equal(g.state.phase.type === 'turn' && g.state.phase.number, 1);
      assert.equal(library(kept, i) - library(g, i), players === 2 ? 0 : 1, `${players} players: the first player ${players === 2 ? 'skipped the draw' : 'drew'} on turn 1`);
    }
  });

  it('duel.combat.attack-a-player: each attacker attacks an opponent of its controller\'s choice; only the attacked player blocks it', () => {
    // Find a turn where the active player declares attackers, with three players in the game.
    const g0 = botsUntil(begun(3, 'attack-choice'), (x) => x.state.phase.type === 'turn' && x.state.phase.step === 'attackers' && x.state.phase.declaring !== undefined && legal(x).filter((a) => a.type === 'attack').length >= 2);
    assert.equal(g0.state.phase.type, 'turn');
    const active = (g0.state.phase as { seat: string }).seat;
    const attacks = legal(g0).filter((a): a is Extract<typeof a, { type: 'attack' }> => a.type === 'attack');
    const targets = new Set(attacks.map((a) => a.player));
    assert.equal(targets.size, 2, 'both opponents can be attacked');
    assert.ok(!targets.has(active as never), 'never yourself');
    const refused = applyDuel(g0.setup, g0.state, { type: 'attack', creature: attacks[0]!.creature, player: active as 'p1' });
    assert.ok(!refused.ok && refused.error.rule === 'duel.combat.attack-a-player');
    const chosen = attacks[0]!;
    let g = act(g0, chosen);
    assert.deepEqual(g.state.combat!.attackers, [{ id: chosen.creature, target: chosen.player }]);
    g = act(g, { type: 'pass' });
    g = botsUntil(g, (x) => x.state.phase.type === 'turn' && (x.state.phase.step !== 'attackers' || x.state.phase.declaring !== undefined) && x.state.phase.step !== 'attackers');
    if (g.state.phase.type === 'turn' && g.state.phase.step === 'blockers' && g.state.phase.declaring) {
      assert.equal(g.state.phase.declaring, chosen.player, 'the attacked player declares blockers');
      for (const a of legal(g)) if (a.type === 'block') assert.equal(a.attacker, chosen.creature);
    }
  });

  it('mtg.800.4a: a player who loses leaves the game with their permanents; the others play on, and the last player standing wins', () => {
    let g = begun(3, 'leaving');
    const s = structuredClone(g.state);
    s.players[1]!.life = 0;
    // p2's permanents, if any, must go with them: give them one.
    s.battlefield.push({ id: 800, card: 'Forest', controller: 'p2', tapped: false, sick: false, damage: 0, counters: 0 });
    s.counters.nextId = 801;
    g = { setup: g.setup, state: s };
    // Any action settles the state: the active player passes, or keeps.
    const next = act(g, legal(g)[0]!);
    assert.deepEqual(next.state.out.map((o) => o.seat), ['p2']);
    assert.ok(!next.state.battlefield.some((p) => p.controller === 'p2'), 'their permanents left with them');
    assert.equal(next.state.phase.type, 'turn', 'two players still play');
    const later = botsUntil(next, (x) => x.state.phase.type === 'turn' && x.state.phase.number >= (next.state.phase as { number: number }).number + 3);
    assert.ok(later.state.phase.type === 'over' || (later.state.phase.type === 'turn' && later.state.phase.seat !== 'p2'), 'p2 takes no more turns');
    const s2 = structuredClone(later.state);
    if (s2.phase.type !== 'over') {
      const survivor = s2.phase.type === 'turn' && s2.phase.seat === 'p1' ? 'p3' : 'p1';
      s2.players[Number(survivor.slice(1)) - 1]!.life = 0;
      const ended = act({ setup: g.setup, state: s2 }, legal({ setup: g.setup, state: s2 })[0]!);
      assert.equal(ended.state.phase.type, 'over');
      assert.equal((ended.state.phase as { winner?: string }).winner, survivor === 'p1' ? 'p3' : 'p1', 'the last player standing wins');
    }
  });

  it('mtg.800.4a (targets): a player who has left can\'t be targeted, and "each player" passes them over; the table shows them out, with no hand', () => {
    addImportedCards([
      { name: 'Test Tithe', manaCost: '{R}', colours: ['R'], types: ['Sorcery'], subtypes: [], keywords: [], abilities: [{ kind: 'spell', effects: [{ do: 'loseLife', amount: 2, who: 'each-player' }] }] },
    ]);
    let g = begun(3, 'gone');
    const s = structuredClone(g.state);
    s.players[1]!.life = 0;
    g = act({ setup: g.setup, state: s }, legal({ setup: g.setup, state: s })[0]!);
    assert.deepEqual(g.state.out.map((o) => o.seat), ['p2']);
    g = botsUntil(g, (x) => x.state.phase.type === 'turn' && x.state.phase.step === 'main1' && x.state.priority?.seat === x.state.phase.seat && x.state.stack.length === 0);
    const seat = (g.state.phase as { seat: 'p1' | 'p3' }).seat;
    const other = seat === 'p1' ? 'p3' : 'p1';
    const i = Number(seat.slice(1)) - 1;
    const s2 = structuredClone(g.state);
    s2.players[i]!.hand = [{ id: 990, card: 'Lightning Bolt' }, { id: 991, card: 'Test Tithe' }];
    s2.battlefield = s2.battlefield.filter((p) => !cardInfo(p.card).creature);
    s2.battlefield.push(...[992, 993].map((id) => ({ id, card: 'Mountain', controller: seat, tapped: false, sick: false, damage: 0, counters: 0 })));
    s2.counters.nextId = 994;
    g = { setup: g.setup, state: s2 };
    const bolts = legal(g).filter((a) => a.type === 'cast' && a.card === 990).map((a) => (a as { target?: unknown }).target);
    assert.ok(bolts.includes(other) && bolts.includes(seat), 'the players in the game are targets');
    assert.ok(!bolts.includes('p2'), 'the player who left is not');
    const refused = applyDuel(g.setup, g.state, { type: 'cast', card: 990, target: 'p2' });
    assert.ok(!refused.ok && refused.error.rule === 'magic.target.illegal', 'nor may they be chosen');
    const lives = g.state.players.map((z) => z.life);
    g = act(g, legal(g).find((a) => a.type === 'cast' && a.card === 991)!);
    g = botsUntil(g, (x) => x.state.stack.length === 0 && x.state.players[i]!.graveyard.some((c) => c.id === 991), 50);
    assert.equal(g.state.players[1]!.life, lives[1], 'each player lost life but the one who left');
    assert.equal(g.state.players[i]!.life, lives[i]! - 2);
    // On the table they are out, with no hand shown.
    const view = duelTableView({ setup: g.setup, state: g.state }, []);
    const theirs = (view.board as SeatsBoardView).others.find((o) => o.seat === 'p2')!;
    assert.ok(theirs.out, 'shown as out');
    assert.equal(theirs.hand, 0);
    // Seen by the player who left (a person's seat), the terminal shows no hand of theirs.
    const setup = structuredClone(g.setup);
    setup.players[1]!.control = 'human';
    assert.deepEqual(duelTableView({ setup, state: g.state }, []).hand, []);
    const lines = pictureLines({ setup, state: g.state }, false);
    assert.ok(lines.some((l) => /left the game/.test(l)));
    assert.ok(!lines.some((l) => /'s hand:/.test(l)), lines.join('\n'));
  });

  it('mtg.404.2 ("from a graveyard"): a target card "from a graveyard" may be in any player\'s graveyard, one "from your graveyard" only in yours; exiled, it goes to its owner\'s exile', () => {
    addImportedCards([
      { name: 'Test Grave Warden', manaCost: '{2}{B}', colours: ['B'], types: ['Creature'], subtypes: ['Zombie'], power: 2, toughness: 2, keywords: [], abilities: [{ kind: 'activated', cost: { tap: true }, target: { kind: 'card-in-graveyard', type: 'Creature', anyGraveyard: true }, effects: [{ do: 'exileCard' }] }] },
    ]);
    const g0 = botsUntil(begun(3, 'any-graveyard'), onTurn('p1', 'main1'));
    const s = structuredClone(g0.state);
    for (const z of s.players) z.hand = [];
    s.players[0]!.hand = [{ id: 950, card: 'Raise Dead' }];
    s.players[0]!.graveyard = [{ id: 951, card: 'Grizzly Bears' }, { id: 952, card: 'Giant Growth' }];
    s.players[1]!.graveyard = [{ id: 953, card: 'Hill Giant' }];
    s.players[2]!.graveyard = [{ id: 954, card: 'Llanowar Elves' }, { id: 955, card: 'Lightning Bolt' }];
    s.battlefield = s.battlefield.filter((p) => !cardInfo(p.card).creature && !cardInfo(p.card).land);
    s.battlefield.push(
      { id: 956, card: 'Test Grave Warden', controller: 'p1', tapped: false, sick: false, damage: 0, counters: 0 },
      { id: 957, card: 'Swamp', controller: 'p1', tapped: false, sick: false, damage: 0, counters: 0 },
    );
    s.counters.nextId = 958;
    let g: Game = { setup: g0.setup, state: s };
    const targets = (type: string, card: number) => legal(g).flatMap((a) => (a.type === type && 'card' in a && a.card === card && 'target' in a ? [a.target] : []));
    assert.deepEqual(targets('activate', 956), [951, 953, 954], 'every creature card in every graveyard, yours first, then in seat order');
    assert.deepEqual(targets('cast', 950), [951], 'Raise Dead: a creature card in your graveyard only');
    const refused = applyDuel(g.setup, g.state, { type: 'cast', card: 950, target: 953 });
    assert.ok(!refused.ok && /must target a card in your graveyard/.test(refused.error.message), refused.ok ? '' : refused.error.message);
    const notCreature = applyDuel(g.setup, g.state, { type: 'activate', card: 956, ability: 0, target: 955 });
    assert.ok(!notCreature.ok && /Lightning Bolt is not a creature card/.test(notCreature.error.message));
    assert.equal(actionLabel(g, { type: 'activate', card: 956, ability: 0, target: 954 }), `Activate Test Grave Warden on Llanowar Elves (in ${g.setup.players[2]!.name}'s graveyard)`);
    g = act(g, { type: 'activate', card: 956, ability: 0, target: 954 });
    g = botsUntil(g, (x) => x.state.stack.length === 0, 50);
    assert.deepEqual(g.state.players[2]!.graveyard.map((c) => c.id), [955], 'the card left p3\'s graveyard');
    assert.ok(g.state.players[2]!.exile.some((c) => c.id === 954), 'into its owner\'s exile');
    assert.ok(!g.state.players[0]!.exile.some((c) => c.id === 954));
  });

  it('mtg.702.29 (cycling): from the hand, at instant speed on another player\'s turn too, the card discarded as the cost, the draw on the stack', () => {
    addImportedCards([CYCLING_DRAKE]);
    // p2's turn, p1 (a person's seat) holding priority in p2's upkeep with the Drake in hand and an Island untapped.
    const g0 = botsUntil(begun(2, 'cycling'), onTurn('p2', 'main1'));
    const s = structuredClone(g0.state);
    s.players[0]!.hand = [{ id: 970, card: 'Test Cycling Drake' }];
    s.battlefield = s.battlefield.filter((p) => p.controller !== 'p1');
    s.battlefield.push({ id: 971, card: 'Island', controller: 'p1', tapped: false, sick: false, damage: 0, counters: 0 });
    s.counters.nextId = 972;
    const setup = { ...g0.setup, players: g0.setup.players.map((pl, i) => (i === 0 ? { ...pl, control: 'human' as const } : pl)) };
    let g: Game = { setup, state: s };
    g = botsUntil(g, (x) => x.state.phase.type === 'turn' && x.state.phase.seat === 'p2' && x.state.priority?.seat === 'p1', 100);
    assert.ok(g.state.phase.type === 'turn' && g.state.phase.seat === 'p2' && g.state.priority?.seat === 'p1', 'p1 holds priority on p2\'s turn');
    const cycle = { type: 'activate' as const, card: 970, ability: 0 };
    assert.ok(legal(g).some((a) => JSON.stringify(a) === JSON.stringify(cycle)), `offered on p2's turn: ${JSON.stringify(legal(g))}`);
    assert.equal(actionLabel(g, cycle), 'Cycle Test Cycling Drake');
    const applied = applyDuel(g.setup, g.state, cycle);
    assert.ok(applied.ok, applied.ok ? '' : applied.error.message);
    const said = applied.events.map((e) => e.type);
    // Paid and discarded as the cost, then the ability resolves once every player has passed: the draw comes after both.
    assert.ok(said.indexOf('activated') < said.indexOf('discarded') && said.indexOf('discarded') < said.indexOf('drew'), said.join(', '));
    assert.deepEqual(applied.state.players[0]!.graveyard.map((c) => c.card), ['Test Cycling Drake']);
    assert.ok(!applied.state.players[0]!.hand.some((c) => c.id === 970));
    assert.ok(applied.state.players[0]!.hand.some((c) => c.id === 972), 'the first card drawn since: the cycling draw');
    // Without the mana (the Island tapped), it is neither offered nor taken.
    const tapped = structuredClone(g.state);
    tapped.battlefield = tapped.battlefield.map((p) => (p.id === 971 ? { ...p, tapped: true } : p));
    assert.ok(!legal({ setup, state: tapped }).some((a) => a.type === 'activate'));
    const refused = applyDuel(setup, tapped, cycle);
    assert.ok(!refused.ok && refused.error.rule === 'magic.mana.cannot-pay', refused.ok ? '' : refused.error.rule);
  });

  it('the computer cycles a card it will not cast soon, and keeps one it nearly can', () => {
    addImportedCards([CYCLING_DRAKE]);
    const g0 = botsUntil(begun(2, 'bot-cycling'), (x) => onTurn('p1', 'main1')(x) && x.state.priority?.seat === 'p1');
    const withIslands = (n: number): Game => {
      const s = structuredClone(g0.state);
      s.players[0]!.hand = [{ id: 970, card: 'Test Cycling Drake' }];
      s.battlefield = s.battlefield.filter((p) => p.controller !== 'p1');
      for (let i = 0; i < n; i++) s.battlefield.push({ id: 980 + i, card: 'Island', controller: 'p1', tapped: false, sick: false, damage: 0, counters: 0 });
      s.counters.nextId = 990;
      return { setup: g0.setup, state: s };
    };
    assert.deepEqual(chooseDuelAction(g0.setup, withIslands(1).state), { type: 'activate', card: 970, ability: 0 }, 'five mana with one land: cycled');
    const four = withIslands(4);
    assert.ok(legal(four).some((a) => a.type === 'activate'), 'it could cycle');
    assert.notDeepEqual(chooseDuelAction(four.setup, four.state), { type: 'activate', card: 970, ability: 0 }, 'one land short: kept');
  });

  it('the computer aims "exile target card from a graveyard" at another player\'s card, not its own', () => {
    const g0 = botsUntil(begun(2, 'aim-graveyard'), onTurn('p1', 'main1'));
    const s = structuredClone(g0.state);
    for (const z of s.players) z.hand = [];
    s.players[0]!.graveyard = [{ id: 951, card: 'Grizzly Bears' }];
    s.players[1]!.graveyard = [{ id: 953, card: 'Hill Giant' }];
    s.battlefield = s.battlefield.filter((p) => !cardInfo(p.card).creature && !cardInfo(p.card).land);
    s.battlefield.push({ id: 956, card: 'Test Grave Warden', controller: 'p1', tapped: false, sick: false, damage: 0, counters: 0 });
    s.counters.nextId = 958;
    const g: Game = { setup: g0.setup, state: s };
    assert.ok(legal(g).some((a) => a.type === 'activate' && 'target' in a && a.target === 951), 'its own card could be chosen');
    assert.deepEqual(chooseDuelAction(g.setup, g.state), { type: 'activate', card: 956, ability: 0, target: 953 });
  });

  it('mtg.603.2 ("that player"): a creature\'s "deals damage to an opponent, that player discards at random" makes the player it hit discard, not another, at a table of three', () => {
    addImportedCards([
      { name: 'Test Mind Specter', manaCost: '{1}{B}{B}', colours: ['B'], types: ['Creature'], subtypes: ['Specter'], power: 2, toughness: 2, keywords: ['flying'], abilities: [{ kind: 'trigger', when: 'damage-to-opponent', effects: [{ do: 'discardRandom', amount: 1 }] }] },
    ]);
    const g0 = botsUntil(begun(3, 'that-player'), onTurn('p1', 'main1'));
    const s = structuredClone(g0.state);
    // Each hand one Forest (nothing to cast in answer), no creature but the Specter, which attacks p3.
    for (const [i, z] of s.players.entries()) z.hand = [{ id: 950 + i, card: 'Forest' }];
    s.battlefield = s.battlefield.filter((p) => !cardInfo(p.card).creature);
    s.battlefield.push({ id: 960, card: 'Test Mind Specter', controller: 'p1', tapped: false, sick: false, damage: 0, counters: 0 });
    s.counters.nextId = 961;
    let g: Game = { setup: g0.setup, state: s };
    g = botsUntil(g, (x) => legal(x).some((a) => a.type === 'attack' && a.creature === 960 && a.player === 'p3'), 50);
    g = act(g, { type: 'attack', creature: 960, player: 'p3' });
    const lifeBefore = g.state.players[2]!.life;
    g = botsUntil(g, (x) => x.state.players[2]!.life < lifeBefore && (x.state.stack ?? []).length === 0, 100);
    assert.equal(g.state.players[2]!.life, lifeBefore - 2, 'the Specter hit p3');
    assert.deepEqual(g.state.players[2]!.hand, [], 'p3, the player it hit, discarded');
    assert.ok(g.state.players[2]!.graveyard.some((c) => c.id === 952));
    assert.ok(!g.state.players[0]!.graveyard.some((c) => c.id === 950), 'its controller did not (its Forest may have been played)');
    assert.ok(g.state.players[1]!.hand.some((c) => c.id === 951), 'nor the other opponent: its Forest is still in hand');
  });

  it('mtg.800.4a ("that player" gone): a trigger whose player left the game before it resolved does nothing to them', () => {
    addImportedCards([
      {
        name: 'Test Grave Specter',
        manaCost: '{1}{B}{B}',
        colours: ['B'],
        types: ['Creature'],
        subtypes: ['Specter'],
        power: 2,
        toughness: 2,
        keywords: ['flying'],
        abilities: [{ kind: 'trigger', when: 'damage-to-opponent', effects: [{ do: 'discardRandom', amount: 1 }, { do: 'loseLife', amount: 1, who: 'that-player' }, { do: 'exileTop', amount: 1, who: 'each-opponent' }] }],
      },
    ]);
    const g0 = botsUntil(begun(3, 'that-player-gone'), onTurn('p1', 'main1'));
    const s = structuredClone(g0.state);
    for (const [i, z] of s.players.entries()) z.hand = [{ id: 950 + i, card: 'Forest' }];
    s.battlefield = s.battlefield.filter((p) => !cardInfo(p.card).creature);
    s.battlefield.push({ id: 960, card: 'Test Grave Specter', controller: 'p1', tapped: false, sick: false, damage: 0, counters: 0 });
    s.counters.nextId = 961;
    // The Specter's 2 damage takes p3 to 0: they leave the game before its trigger resolves.
    s.players[2]!.life = 2;
    let g: Game = { setup: g0.setup, state: s };
    g = botsUntil(g, (x) => legal(x).some((a) => a.type === 'attack' && a.creature === 960 && a.player === 'p3'), 50);
    g = act(g, { type: 'attack', creature: 960, player: 'p3' });
    const library = structuredClone(g.state.players[2]!.library);
    g = botsUntil(g, (x) => x.state.out.some((o) => o.seat === 'p3') && (x.state.stack ?? []).length === 0, 100);
    assert.deepEqual(g.state.out.map((o) => o.seat), ['p3']);
    assert.equal(g.state.players[2]!.life, 0, 'no life lost after leaving');
    assert.deepEqual(g.state.players[2]!.hand.map((c) => c.id), [952], 'no discard after leaving');
    assert.deepEqual(g.state.players[2]!.library, library, 'no card exiled from their library after leaving');
    assert.ok(!g.state.players[0]!.graveyard.some((c) => c.id === 950) && !g.state.players[1]!.graveyard.some((c) => c.id === 951), 'and nobody else paid in their place');
  });

  it('duel.concede: a player may concede at any decision and leaves the game; with two left, the other wins', () => {
    const g = begun(2, 'concede');
    const acting = g.state.phase.type === 'turn' ? g.state.priority?.seat : undefined;
    assert.ok(acting);
    const done = act(g, { type: 'concede' });
    assert.equal(done.state.phase.type, 'over');
    assert.equal((done.state.phase as { winner?: string }).winner, acting === 'p1' ? 'p2' : 'p1');
  });

  it('landless.decks: a Landless game of own decks plays them without their land cards; the setup keeps the decks as brought', () => {
    const g = newGame(3, 'L1', { landless: true });
    for (const [i, z] of g.state.players.entries()) {
      const deck = g.setup.players[i]!.deck!;
      const lands = deck.cards.filter((c) => cardInfo(c.name).land).reduce((n, c) => n + c.count, 0);
      assert.ok(lands > 0, 'the starter deck as brought has lands');
      const cards = [...z.library.cards, ...z.library.bottom, ...z.hand.map((c) => c.card)];
      assert.ok(!cards.some((c) => cardInfo(c).land), `seat ${i + 1} holds no land card`);
      assert.equal(cards.length, deck.cards.reduce((n, c) => n + c.count, 0) - lands, 'every other card of the deck is there');
    }
    const plain = newGame(2, 'L1');
    assert.ok(plain.state.players.some((z) => [...z.library.cards, ...z.hand.map((c) => c.card)].some((c) => cardInfo(c).land)), 'without Landless the lands stay');
  });

  it('duel.labels: two permanents of one name and controller are told apart in the actions\' words; the graveyards are listed, being public', () => {
    const g0 = botsUntil(begun(2, 'labels'), (x) => x.state.phase.type === 'turn' && x.state.phase.step === 'main1' && x.state.priority?.seat === x.state.phase.seat && x.state.stack.length === 0);
    const seat = (g0.state.phase as { seat: 'p1' | 'p2' }).seat;
    const i = Number(seat.slice(1)) - 1;
    const s = structuredClone(g0.state);
    s.players[i]!.hand = [{ id: 980, card: 'Giant Growth' }];
    s.players[i]!.graveyard = [{ id: 985, card: 'Lightning Bolt' }, { id: 986, card: 'Craw Wurm' }];
    s.battlefield = s.battlefield.filter((p) => !cardInfo(p.card).creature);
    s.battlefield.push(
      { id: 981, card: 'Llanowar Elves', controller: seat, tapped: false, sick: false, damage: 0, counters: 0 },
      { id: 982, card: 'Llanowar Elves', controller: seat, tapped: false, sick: false, damage: 0, counters: 0 },
      { id: 983, card: 'Forest', controller: seat, tapped: false, sick: false, damage: 0, counters: 0 },
    );
    s.counters.nextId = 990;
    const g = { setup: g0.setup, state: s };
    const labels = legal(g).filter((a) => a.type === 'cast' && a.card === 980).map((a) => actionLabel(g, a));
    assert.equal(labels.length, 2, labels.join(' / '));
    assert.equal(new Set(labels).size, 2, `told apart: ${labels.join(' / ')}`);
    assert.ok(labels.some((l) => l.includes('#981')) && labels.some((l) => l.includes('#982')));
    const lines = pictureLines(g, false);
    assert.ok(lines.includes('  graveyard: Lightning Bolt, Craw Wurm'), lines.join('\n'));
  });

  it('landless.option: playing a card as a land is refused in a game not played Landless, and offered in one that is', () => {
    const plain = botsUntil(begun(2, 'landless-off'), (x) => legal(x).some((a) => a.type === 'playLand'));
    assert.ok(!legal(plain).some((a) => a.type === 'playAsLand'));
    const card = plain.state.players.flatMap((z) => z.hand).find((c) => !/Forest|Mountain|Island|Swamp|Plains/.test(c.card))!;
    const refused = applyDuel(plain.setup, plain.state, { type: 'playAsLand', card: card.id });
    assert.ok(!refused.ok);
    const single = botsUntil(begun(2, 'landless-on', 'single-deck'), (x) => legal(x).some((a) => a.type === 'playAsLand'));
    assert.ok(legal(single).some((a) => a.type === 'playAsLand'), 'a single-deck game offers any card as a land');
  });
});

describe('the Magic table › double draw', () => {
  const double = (players: number, seed: string) => newGame(players, seed, { format: 'double-draw' });

  it('landless.double-draw.deal: each player is dealt fourteen, two at a time, round-robin from the first player', () => {
    const g = double(3, 'dd-deal');
    assert.deepEqual(handSizes(g.state), [14, 14, 14]);
    const first = Number(g.state.first.slice(1)) - 1;
    const order = [0, 1, 2].map((i) => (first + i) % 3);
    // Ids in dealing order: two to the first player, two to the next, and so on.
    order.forEach((seat, k) => assert.deepEqual(g.state.players[seat]!.hand.slice(0, 2).map((c) => c.id), [2 * k + 1, 2 * k + 2]));
  });

  it('landless.double-draw.mulligan: keeping puts seven of the fourteen on the bottom, in the order chosen; a mulligan deals twelve and keeps six', () => {
    let g = double(2, 'dd-keep');
    const first = g.state.first;
    const i = Number(first.slice(1)) - 1;
    g = act(g, { type: 'keep' });
    assert.deepEqual(g.state.prompt, { type: 'bottom', count: 7 });
    const chosen = g.state.players[i]!.hand.slice(0, 7);
    for (const c of chosen) g = act(g, { type: 'bottom', card: c.id });
    assert.equal(g.state.players[i]!.hand.length, 7);
    assert.deepEqual(g.state.players[0]!.library.bottom, chosen.map((c) => c.card), 'the shared library keeps them in the order put there');
    // The second player takes a mulligan: dealt twelve, keeps six.
    const j = 1 - i;
    g = act(g, { type: 'mulligan' });
    assert.equal(g.state.players[j]!.hand.length, 12);
    g = act(g, { type: 'mulligan' });
    assert.equal(g.state.players[j]!.hand.length, 10, 'each further mulligan deals two fewer');
    g = act(g, { type: 'keep' });
    assert.deepEqual(g.state.prompt, { type: 'bottom', count: 5 });
    for (const c of g.state.players[j]!.hand.slice(0, 5)) g = act(g, { type: 'bottom', card: c.id });
    assert.equal(g.state.players[j]!.hand.length, 5);
    assert.equal(g.state.phase.type, 'turn', 'both kept: the first turn begins');
    assert.deepEqual(g.state.players[0]!.library.bottom.slice(0, 7), chosen.map((c) => c.card), 'the first player\'s cards went to the bottom first, in turn order');
  });

  it('landless.double-draw.draw: a draw of one takes two, keeps one and puts one on the bottom, chosen by the player', () => {
    let g = double(2, 'dd-draw');
    g = botsUntil(g, (x) => x.state.phase.type === 'turn' && x.state.phase.number === 2 && x.state.prompt?.type === 'bottom');
    const seat = g.state.promptSeat!;
    const i = Number(seat.slice(1)) - 1;
    assert.equal(g.state.phase.type === 'turn' && g.state.phase.seat, seat, 'the player drawing for the turn owes the card');
    assert.deepEqual(g.state.prompt, { type: 'bottom', count: 1 });
    const hand = g.state.players[i]!.hand.length;
    const bottom = g.state.players[0]!.library.bottom.length;
    const put = g.state.players[i]!.hand[hand - 1]!;
    g = act(g, { type: 'bottom', card: put.id });
    assert.equal(g.state.players[i]!.hand.length, hand - 1);
    assert.equal(g.state.players[0]!.library.bottom.length, bottom + 1);
    assert.equal(g.state.players[0]!.library.bottom.at(-1), put.card);
    assert.equal(g.state.prompt, null);
  });
  it('landless.double-draw.draw (the cards drawn): what goes to the bottom is one of the two cards that draw took, never a card kept from before', () => {
    let g = double(2, 'dd-drawn');
    g = botsUntil(g, (x) => x.state.phase.type === 'turn' && x.state.phase.number === 2 && x.state.prompt?.type === 'bottom');
    const seat = g.state.promptSeat!;
    const i = Number(seat.slice(1)) - 1;
    const hand = g.state.players[i]!.hand;
    const drawn = hand.slice(-2).map((c) => c.id);
    assert.deepEqual(g.state.drawn, drawn, 'the state keeps the two cards drawn');
    const offered = legal(g).filter((a) => a.type === 'bottom').map((a) => (a as { card: number }).card);
    assert.deepEqual(offered.sort(), [...drawn].sort(), 'only the cards drawn are offered');
    const kept = hand[0]!;
    const refused = applyDuel(g.setup, g.state, { type: 'bottom', card: kept.id });
    assert.ok(!refused.ok && refused.error.rule === 'landless.double-draw.draw', 'a card of the opening hand is refused');
    g = act(g, { type: 'bottom', card: drawn[0]! });
    assert.equal(g.state.prompt, null);
    assert.equal(g.state.drawn, undefined, 'nothing is left to choose from');
    assert.ok(g.state.players[i]!.hand.some((c) => c.id === drawn[1]) && g.state.players[i]!.hand.some((c) => c.id === kept.id));
  });
});

describe('the Magic table › random draft', () => {
  it('landless.random-draft: each player drafts sixty nonland cards at random from the collection, four of each card at most, and plays them', () => {
    const g = newGame(3, 'draft', { format: 'random-draft' });
    assert.ok(g.setup.options.landless, 'a random draft is played Landless');
    for (const p of g.setup.players) {
      const cards = p.deck!.cards;
      assert.equal(cards.reduce((n, c) => n + c.count, 0), 60);
      assert.ok(cards.every((c) => c.count <= 4 && !/^(Forest|Island|Mountain|Plains|Swamp)$/.test(c.name)));
    }
    const again = newGame(3, 'draft', { format: 'random-draft' });
    assert.deepEqual(again.setup.players, g.setup.players, 'the seed gives the same draft');
    assert.deepEqual(handSizes(g.state), [7, 7, 7]);
  });

  it('landless.random-draft.build: with building, each player first builds a deck of at least forty of their sixty; then the hands are dealt', () => {
    let g = newGame(2, 'build', { format: 'random-draft', build: true });
    assert.equal(g.state.phase.type, 'build');
    assert.deepEqual(handSizes(g.state), [0, 0]);
    const seat = (g.state.phase as { seat: string }).seat;
    const offered = legal(g);
    assert.equal(offered.length, 1);
    const whole = (offered[0] as { cards: string[] }).cards;
    assert.equal(whole.length, 60);
    const tooFew = applyDuel(g.setup, g.state, { type: 'build', cards: whole.slice(0, 39) });
    assert.ok(!tooFew.ok && tooFew.error.rule === 'landless.random-draft.build' && /at least 40/.test(tooFew.error.message));
    const notDrafted = applyDuel(g.setup, g.state, { type: 'build', cards: [...whole.slice(0, 40), 'Shivan Dragon', 'Shivan Dragon', 'Shivan Dragon', 'Shivan Dragon', 'Shivan Dragon'] });
    assert.ok(!notDrafted.ok && notDrafted.error.rule === 'landless.random-draft.build');
    g = act(g, { type: 'build', cards: whole.slice(0, 45) });
    const i = Number(seat.slice(1)) - 1;
    assert.equal(g.state.players[i]!.library.cards.length, 45);
    assert.equal(g.state.phase.type, 'build', 'the next player builds');
    g = act(g, { type: 'build', cards: (legal(g)[0] as { cards: string[] }).cards });
    assert.equal(g.state.phase.type, 'mulligan');
    assert.deepEqual(handSizes(g.state), [7, 7]);
    assert.equal(g.state.players[i]!.library.cards.length, 38);
  });
});

describe('the Magic table › "prevent all combat damage that would be dealt this turn"', () => {
  it('CR 615.1a: while it holds, the attackers and blockers deal no combat damage; the record of it ends with the turn', () => {
    // A turn whose attackers are declared, with blockers next: every seat is then given the record a fog spell leaves.
    const g0 = botsUntil(begun(2, 'fog'), (x) => x.state.phase.type === 'turn' && x.state.phase.step === 'blockers' && (x.state.combat?.attackers.length ?? 0) > 0);
    const fogged: Game = { setup: g0.setup, state: { ...g0.state, players: g0.state.players.map((z) => ({ ...z, fog: true as const })) } };
    const lives = fogged.state.players.map((z) => z.life);
    const fighting = new Set([...g0.state.combat!.attackers.map((a) => a.id)]);
    const g = botsUntil(fogged, (x) => x.state.phase.type === 'turn' && x.state.phase.step === 'damage');
    assert.deepEqual(g.state.players.map((z) => z.life), lives, 'no player was dealt combat damage');
    for (const p of g.state.battlefield) if (fighting.has(p.id)) assert.equal(p.damage, 0, `${p.card} unhurt`);
    const next = botsUntil(g, (x) => x.state.phase.type === 'turn' && x.state.phase.step === 'upkeep');
    assert.ok(next.state.players.every((z) => z.fog === undefined), 'gone at the cleanup step');
  });
});

describe('Magic table: a malformed action says how its numbers count', () => {
  it('engine.action.malformed: a payment option or ability out of range is said as counted from 0, with the 1-based number the labels show', () => {
    const game = newSave(newGame(2, 'malformed').setup as SaveFile['setup']);
    const said = (action: unknown) => malformedMessage(game, action);
    assert.match(said({ type: 'pay', option: -1 }), /\/option: is -1; .*option is counted from 0 in actions: 0 is the way to pay labelled "Option 1"/);
    assert.match(said({ type: 'pay', option: 10_001 }), /\/option: is 10001; .*counted from 0/);
    assert.match(said({ type: 'activate', card: 1, ability: 21 }), /\/ability: is 21; .*ability is counted from 0 in actions: 0 is the card's first ability/);
  });
});
