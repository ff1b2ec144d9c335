import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { findVariant, newSave, readSave, takeAction, verify, type SaveFile } from '../../../src/engine';
import type { GameEvent } from '../../../src/engine/magic/events';
import { narrateAtTable } from '../../../src/engine/magic/narrate-table';
import type { FrontierState } from '../../../src/engine/variants/frontier';
import { inHand, mainPhase, newGame as newCastle, put, type Game as CastleGame } from '../castle/game-helpers';
import { botsUntil, newGame as newDuel, type Game as DuelGame } from '../duel/game-helpers';
import { signInBloodMoment } from '../frontier/game-helpers';

/**
 * A draw a spell or an ability makes (Divination, Elvish Visionary's
 * trigger, Sign in Blood on a target player) is said in a table's log by
 * who drew and how many, never by the cards (every player reads the log):
 * the third table wording. A line written before, in the second wording,
 * which left those draws unsaid, still verifies.
 */

type Any = { setup: SaveFile['setup']; state: unknown };

/** Applies `action` at `g`; gives the state after and the line it is logged as, today and in the second wording. */
function step(g: Any, action: unknown): { state: unknown; line: string; second: string; events: readonly GameEvent[] } {
  const variant = findVariant(g.setup.variant)!;
  const done = variant.apply(g.setup as never, g.state as never, action as never);
  assert.ok(done.ok, done.ok ? '' : `${JSON.stringify(action)}: ${done.error.rule}: ${done.error.message}`);
  const events = done.events as readonly GameEvent[];
  return { state: done.state, line: variant.narrate(events as never), second: variant.earlierNarrations!(events as never)[1]!, events };
}

/** Every player passes until the stack is empty: the lines said on the way. */
function resolve(g: Any, stackOf: (state: never) => readonly unknown[]): { state: unknown; lines: string[]; seconds: string[] } {
  const lines: string[] = [];
  const seconds: string[] = [];
  let state = g.state;
  for (let i = 0; i < 20 && stackOf(state as never).length > 0; i++) {
    const done = step({ setup: g.setup, state }, { type: 'pass' });
    lines.push(done.line);
    seconds.push(done.second);
    state = done.state;
  }
  assert.equal(stackOf(state as never).length, 0, 'the stack resolved');
  return { state, lines, seconds };
}

describe('the log at a table: draws made by a spell or an ability', () => {
  it('Frontier: Sign in Blood on North says "North draws 2 cards", not which', () => {
    const g = signInBloodMoment({ hands: { south: ['Sign in Blood'], north: ['Mountain'] } });
    // A library of cards no line would otherwise name, so a card named in the line is one drawn.
    const state: FrontierState = structuredClone(g.state);
    state.players.north.library = { cards: ['Shivan Dragon', 'Shivan Dragon', 'Serra Angel'], bottom: [] };
    const card = state.players.south.hand[0]!.id;
    // North has no answer to it: the spell resolves as South casts it.
    const cast = step({ setup: g.setup, state }, { type: 'cast', card, target: 'north' });
    const drawn = (cast.state as FrontierState).players.north.hand.map((c) => c.card).filter((c) => c !== 'Mountain');
    assert.equal(drawn.length, 2, 'North drew two');
    assert.equal(cast.line, "South casts Sign in Blood targeting North, tapping Swamp, Swamp; North draws 2 cards; North loses 2 life (now 18).");
    for (const c of drawn) assert.ok(!cast.line.includes(c), `"${cast.line}" does not name ${c}`);
    assert.equal(cast.second, "South casts Sign in Blood targeting North, tapping Swamp, Swamp; North's life -2 (now 18).", 'the second wording said nothing of the draw');
  });

  it('Castle Magic: Divination says "South draws 2 cards", not which', () => {
    const g: CastleGame = mainPhase(newCastle('draws'), 'south');
    for (let i = 0; i < 3; i++) put(g, 'south', 'Island');
    const divination = inHand(g, 'south', 'Divination');
    g.state.players.south.library = { cards: ['Shivan Dragon', 'Shivan Dragon', 'Serra Angel'], bottom: [] };
    const before = g.state.players.south.hand.length;
    const cast = step(g, { type: 'cast', card: divination });
    assert.equal((cast.state as CastleGame['state']).players.south.hand.length, before + 1, 'South drew two');
    assert.equal((cast.state as CastleGame['state']).players.south.library.cards.length, 1);
    assert.equal(cast.line, 'South casts Divination, tapping Island, Island, Island; South draws 2 cards.');
    for (const c of ['Shivan Dragon', 'Serra Angel']) assert.ok(!cast.line.includes(c), `"${cast.line}" does not name ${c}`);
    assert.equal(cast.second, 'South casts Divination, tapping Island, Island, Island.');
  });

  it("the Magic table: Elvish Visionary's enters trigger says who drew a card, not which", () => {
    let g: DuelGame = botsUntil(newDuel(3, 'draws'), (x) => x.state.phase.type === 'turn' && x.state.phase.step === 'main1' && x.state.priority?.seat === x.state.phase.seat && x.state.stack.length === 0);
    const s = structuredClone(g.state);
    const seat = s.priority!.seat;
    const zones = s.players[Number(seat.slice(1)) - 1]!;
    zones.hand = [{ id: 990, card: 'Elvish Visionary' }];
    zones.library = { cards: ['Shivan Dragon', 'Serra Angel'], bottom: [] };
    if (s.phase.type === 'turn') s.phase.landPlayed = true;
    s.battlefield = s.battlefield.filter((p) => p.controller !== seat);
    [991, 992].forEach((id) => s.battlefield.push({ id, card: 'Forest', controller: seat, tapped: false, sick: false, damage: 0, counters: 0 }));
    s.counters.nextId = 993;
    g = { setup: g.setup, state: s };
    const name = g.setup.players[Number(seat.slice(1)) - 1]!.name;
    assert.match(name, /^Computer \d$/);
    const cast = step(g, { type: 'cast', card: 990 });
    const after = resolve({ setup: g.setup, state: cast.state }, (x: DuelGame['state']) => x.stack);
    const lines = [cast.line, ...after.lines].join(' ');
    assert.match(lines, new RegExp(`Elvish Visionary triggers; ${name} draws a card[;.]`), lines);
    for (const c of ['Shivan Dragon', 'Serra Angel']) assert.ok(!lines.includes(c), `"${lines}" does not name ${c}`);
    assert.doesNotMatch([cast.second, ...after.seconds].join(' '), new RegExp(`triggers; ${name} draws`), 'the second wording said nothing of it');
  });

  it("played games (3 seats, decks and double draw): the turn's draw is said once, by its note; each run of a spell's or ability's draws once, by seat", () => {
    for (const format of ['decks', 'double-draw'] as const) {
      let effectDraws = 0;
      let turnDraws = 0;
      for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
        let g: Any = newDuel(3, `draws-${seed}`, format === 'double-draw' ? { format } : {});
        const variant = findVariant('duel')!;
        for (let i = 0; i < 3000; i++) {
          const state = g.state as DuelGame['state'];
          if (state.phase.type === 'over') break;
          const action = variant.computer!.choose({ setup: g.setup as never, state: state as never, log: [] });
          const done = step(g, action);
          // Each draw by a spell or ability is said, folded by seat; the turn's draw only by the flow's note.
          assert.doesNotMatch(done.line, /(\b\w+ \d) draws a card; \1 draws/, done.line);
          const said = [...done.line.matchAll(/(\w+ \d) draws (a card|\d+ cards)/g)].length;
          // The turn's draw note today's wording says (a double draw's note of the third wording, "draws a card", is not).
          const notes = done.events.filter((e) => e.type === 'note' && e.until === undefined && / draws (a card|2 cards, one to go to the bottom)$/.test(e.text)).length;
          if (format === 'double-draw') turnDraws += done.events.filter((e) => e.type === 'note' && / draws 2 cards, one to go to the bottom$/.test(e.text)).length;
          const runs = done.events.filter((e, j) => e.type === 'drew' && e.effect && !(j > 0 && sameRun(done.events[j - 1]!, e))).length;
          assert.equal(said, notes + runs, done.line);
          effectDraws += runs;
          for (const e of done.events) if (e.type === 'drew' && e.effect) assert.ok(e.name && !e.name.startsWith('p'), 'named as the table names the seat');
          g = { setup: g.setup, state: done.state };
        }
      }
      assert.ok(effectDraws > 0, `${format}: a spell or ability drew (${effectDraws})`);
      if (format === 'double-draw') assert.ok(turnDraws > 10, `double draw: the turn's draw says the two cards taken (${turnDraws})`);
    }
  });

  it('folds only one seat\'s draws in a row, and says none in the first two wordings', () => {
    const drew = (seat: string, name: string, card: string): GameEvent => ({ type: 'drew', card, seat, effect: true, name });
    const events: GameEvent[] = [drew('south', 'South', 'Forest'), drew('south', 'South', 'Island'), drew('north', 'North', 'Forest'), { type: 'drew', card: 'Swamp', seat: 'north' }, drew('south', 'South', 'Swamp')];
    assert.equal(narrateAtTable(events), 'South draws 2 cards; North draws a card; South draws a card.');
    assert.equal(narrateAtTable(events, undefined, 2), 'Pass.');
    assert.equal(narrateAtTable(events, undefined, 1), 'Pass.');
  });

  it('a game saved in the second wording, a draw of Sign in Blood left unsaid, still verifies (test/fixtures/good/castle-played)', () => {
    const read = readSave(readFileSync('test/fixtures/good/castle-played.crawl.json', 'utf8'));
    assert.ok(read.ok);
    let game = newSave(read.game.setup);
    const changed: string[] = [];
    let lifeLines = 0;
    for (const entry of read.game.log) {
      const taken = takeAction(game, entry.action);
      assert.ok(taken.ok);
      // The sixth wording says a life change in words ("North loses 2 life"): set aside, the lines compare as the fifth says them.
      const fifth = taken.entry.text.replace(/(\w+) (loses|gains) (\d+) life \(now/g, (_, who, way, n) => `${who}'s life ${way === 'loses' ? '-' : '+'}${n} (now`);
      if (fifth !== taken.entry.text) lifeLines++;
      if (fifth !== entry.text) changed.push(`${entry.text} → ${fifth}`);
      game = taken.game;
    }
    assert.ok(lifeLines > 0, 'a life change in the game reads in words today');
    assert.deepEqual(changed, [
      "North casts Sign in Blood targeting North, tapping Swamp, Swamp; North's life -2 (now 18). → North casts Sign in Blood targeting North, tapping Swamp, Swamp; North draws 2 cards; North's life -2 (now 18).",
      // And the fifth wording: Weakness, an Aura, is put into the graveyard; only a creature dies (CR 700.4).
      "North casts Doom Blade targeting Siege Mastodon, tapping Swamp, Swamp; Siege Mastodon dies; Siege Mastodon leaves South's castle; its place stays empty; Weakness dies. → North casts Doom Blade targeting Siege Mastodon, tapping Swamp, Swamp; Siege Mastodon dies; Siege Mastodon leaves South's castle; its place stays empty; Weakness is put into the graveyard.",
    ]);
    assert.deepEqual(verify(read.game), { ok: true, actions: read.game.log.length });
  });
});

/** Whether `e` follows `before` in one folded phrase: a draw by a spell or ability of the same seat. */
function sameRun(before: GameEvent, e: GameEvent): boolean {
  return before.type === 'drew' && before.effect === true && e.type === 'drew' && before.seat === e.seat;
}
