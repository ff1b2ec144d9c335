import { strict as assert } from 'node:assert';
import { findVariant, newSave, takeAction, verify, type LogEntry, type SaveFile } from '../../../src/engine';
import { castleSetup, starterDeck as castleDeck } from '../../../src/engine/variants/castle';
import { duelSetup, starterDeck as duelDeck, type DuelState } from '../../../src/engine/variants/duel';
import type { GameEvent } from '../../../src/engine/magic/events';
import { earlierTableNarrations, narrateAtTable } from '../../../src/engine/magic/narrate-table';

/**
 * The log of a game at a table reads as a move list: every action says what
 * it did (a land played, an attacker or a blocker declared, a card put on
 * the bottom without naming it), and a game saved before the log learnt to
 * say them still verifies.
 */

/** The computer plays every seat, each action taken as the playmat takes it (logged with its narration). */
function played(setup: SaveFile['setup'], limit = 3000): SaveFile {
  const variant = findVariant(setup.variant)!;
  let game = newSave(setup);
  for (let i = 0; i < limit && game.state.phase.type !== 'over'; i++) {
    const action = variant.computer!.choose({ setup: game.setup as never, state: game.state as never, log: game.log });
    assert.ok(action, 'the computer has an action');
    const taken = takeAction(game, action);
    assert.ok(taken.ok, taken.ok ? '' : taken.error.message);
    game = taken.game;
  }
  return game;
}

function duel(seed: string, format: 'decks' | 'double-draw', players = 3): SaveFile {
  const made = duelSetup({
    seed,
    players: Array.from({ length: players }, (_, i) => ({ control: 'computer' as const, ...(format === 'decks' ? { deck: duelDeck(['green', 'red', 'blue'][i]!)! } : {}) })),
    ...(format === 'double-draw' ? { format: 'double-draw' as const } : {}),
  });
  assert.ok(made.ok, made.ok ? '' : made.error.message);
  return played(made.setup);
}

const type = (e: LogEntry) => (e.action as { type: string }).type;

describe('the log at a table', () => {
  it('the Magic table: every action says what it did and who (no line reads just "Pass."); land plays, passes, attackers and blockers are named', () => {
    const game = duel('log-words', 'decks');
    const silent = game.log.filter((e) => e.text === 'Pass.');
    assert.deepEqual(silent.map((e) => `${e.seq} ${type(e)}`), [], 'every action says what it did');
    for (const e of game.log.filter((x) => type(x) === 'pass')) {
      assert.match(e.text, /^((Player|Computer) \d (passes|declares blockers: .+ → |blocks with nothing|attacks with nothing)|Attackers declared: )/, e.text);
    }
    assert.ok(game.log.some((e) => /declares blockers: .+ → /.test(e.text)), 'a player done declaring blockers lists them');
    const lands = game.log.filter((e) => type(e) === 'playLand');
    assert.ok(lands.length > 0, 'lands were played');
    for (const e of lands) assert.match(e.text, /^(Player \d|Computer \d) plays (Forest|Mountain|Island)\b/, e.text);
    const attacks = game.log.filter((e) => type(e) === 'attack');
    assert.ok(attacks.length > 0, 'creatures attacked');
    for (const e of attacks) assert.match(e.text, / (no longer )?attacks (Player|Computer) \d/, e.text);
    const blocks = game.log.filter((e) => type(e) === 'block');
    for (const e of blocks) assert.match(e.text, / (no longer )?blocks /, e.text);
    assert.ok(game.log.some((e) => /Attackers declared: .+ → (Player|Computer) \d/.test(e.text)), 'ending the declaration lists the attackers');
    // Players by their names, never by the file's seat ids; a life total by whose it is.
    for (const e of game.log) assert.doesNotMatch(e.text, /\bp\d\b/, e.text);
    for (const e of game.log) assert.doesNotMatch(e.text, /(^|; )[Ll]ife [+-]/, e.text);
    assert.ok(game.log.some((e) => /(Player|Computer) \d loses \d+ life \(now \d+\)/.test(e.text)), 'life lost is said with whose, in words');
  });

  it('the Magic table, double draw: a card put on the bottom is said without its name (every player reads the log)', () => {
    const made = duel('log-bottom', 'double-draw', 2);
    let game = newSave(made.setup);
    let bottoms = 0;
    for (const entry of made.log) {
      const before = game.state as DuelState;
      const taken = takeAction(game, entry.action);
      assert.ok(taken.ok);
      if (type(entry) === 'bottom') {
        bottoms++;
        const id = (entry.action as { card: number }).card;
        const card = before.players.flatMap((p) => p.hand).find((c) => c.id === id)!.card;
        assert.match(taken.entry.text, /puts a card on the bottom of the library/);
        assert.ok(!taken.entry.text.includes(card), `"${taken.entry.text}" does not name ${card}`);
      }
      game = taken.game;
    }
    assert.ok(bottoms >= 14, `cards went to the bottom (${bottoms})`);
  });

  it('Castle Magic: a land played is named, and who passed', () => {
    const made = castleSetup({ seed: 'log-castle', south: { deck: castleDeck('red')!.deck, control: 'computer' }, north: { deck: castleDeck('green')!.deck, control: 'computer' } });
    assert.ok(made.ok);
    const game = played(made.setup);
    const lands = game.log.filter((e) => type(e) === 'playLand');
    assert.ok(lands.length > 0);
    for (const e of lands) assert.match(e.text, /^(South|North) plays \w/, e.text);
    assert.deepEqual(game.log.filter((e) => e.text === 'Pass.').map((e) => `${e.seq} ${type(e)}`), [], 'every action says what it did');
  });

  it('CR 700.4: only a creature dies; an Aura left alone is put into the graveyard (the fifth wording), and the fourth\'s "Pacifism dies" is kept among the earlier wordings', () => {
    const events: GameEvent[] = [
      { type: 'died', card: 'Goblin Piker', why: 'damage' },
      { type: 'died', card: 'Pacifism', why: 'aura-alone' },
      { type: 'died', card: 'Mountain', why: 'destroyed' },
    ];
    assert.equal(narrateAtTable(events), 'Goblin Piker dies; Pacifism is put into the graveyard; Mountain is put into the graveyard.');
    assert.equal(earlierTableNarrations(events)[3], 'Goblin Piker dies; Pacifism dies; Mountain dies.');
    // verify takes a line in any wording of Crawl's: the first to the seventh are the earlier ones.
    assert.equal(earlierTableNarrations(events).length, 7);
    assert.equal(earlierTableNarrations(events)[4], narrateAtTable(events), 'the sixth, seventh and eighth wordings say a death as the fifth did');
    assert.equal(earlierTableNarrations(events)[5], narrateAtTable(events));
    assert.equal(earlierTableNarrations(events)[6], narrateAtTable(events));
  });

  it('CR 603.7: a delayed trigger set up is said from the eighth wording on; a line of the seventh, which left it unsaid, still verifies', () => {
    const events: GameEvent[] = [
      { type: 'entered', card: 'Dregscape Zombie' },
      { type: 'delayed', card: 'Dregscape Zombie', then: 'exile' },
    ];
    assert.equal(narrateAtTable(events), 'Dregscape Zombie enters; Dregscape Zombie will be exiled at the beginning of the next end step.');
    assert.equal(earlierTableNarrations(events)[6], 'Dregscape Zombie enters.');
    assert.equal(narrateAtTable([{ type: 'delayed', card: 'Dragon Whelp', then: 'sacrifice' }]), 'Dragon Whelp will be sacrificed at the beginning of the next end step.');
  });

  it('a game saved before the log said these (in the first, second or third wording) still verifies; a line in no wording of Crawl does not', () => {
    for (const game of [duel('log-old', 'decks'), duel('log-old-dd', 'double-draw', 2)]) {
      const variant = findVariant(game.setup.variant)!;
      // The same game as an earlier Crawl wrote it: each line in the earlier wording.
      let replayed = newSave(game.setup);
      const old: LogEntry[] = [];
      // And as the Crawl before this one wrote it: the second wording, which left a spell's draws unsaid.
      const second: LogEntry[] = [];
      // And in the third, which said a double draw's turn draw as "draws a card".
      const third: LogEntry[] = [];
      // And in the fourth, which said an Aura left alone, a land or an enchantment put into the graveyard "dies".
      const fourth: LogEntry[] = [];
      // And in the fifth, which said a life change as a sum ("Player 2's life -3 (now 17)").
      const fifth: LogEntry[] = [];
      let changed = 0;
      let lifeChanged = 0;
      let thirdChanged = 0;
      for (const entry of game.log) {
        const taken = takeAction(replayed, entry.action);
        assert.ok(taken.ok);
        const [earlier, before, last, fourthText, fifthText] = variant.earlierNarrations!(taken.events);
        if (earlier !== entry.text) changed++;
        if (last !== fourthText) thirdChanged++;
        if (fourthText !== fifthText) assert.match(fifthText!, /is put into the graveyard/, 'the fourth wording differs from the fifth only on what is put into the graveyard');
        if (fifthText !== entry.text) {
          lifeChanged++;
          assert.match(entry.text, / (loses|gains) \d+ life \(now/, 'the fifth wording differs from today\'s only on a life change');
        }
        old.push({ ...entry, text: earlier! } as LogEntry);
        second.push({ ...entry, text: before! } as LogEntry);
        third.push({ ...entry, text: last! } as LogEntry);
        fourth.push({ ...entry, text: fourthText! } as LogEntry);
        fifth.push({ ...entry, text: fifthText! } as LogEntry);
        replayed = taken.game;
      }
      assert.ok(changed > 10, `the earlier wording differs on ${changed} lines`);
      const saved = { ...game, log: old } as SaveFile;
      assert.deepEqual(verify(saved), { ok: true, actions: game.log.length });
      assert.deepEqual(verify({ ...game, log: second } as SaveFile), { ok: true, actions: game.log.length });
      assert.deepEqual(verify({ ...game, log: third } as SaveFile), { ok: true, actions: game.log.length });
      assert.deepEqual(verify({ ...game, log: fourth } as SaveFile), { ok: true, actions: game.log.length });
      assert.deepEqual(verify({ ...game, log: fifth } as SaveFile), { ok: true, actions: game.log.length });
      assert.ok(lifeChanged > 0, 'a life change reads otherwise today');
      // The third wording differs from the fourth only on a double draw's turn draws.
      if (game.setup.variant === 'duel' && (game.setup.options as { format?: string }).format === 'double-draw') {
        assert.ok(thirdChanged > 0, 'the third wording said the double draw otherwise');
        for (const e of third) if (e.text.includes('one to go to the bottom')) assert.fail(`the third wording: ${e.text}`);
      } else assert.equal(thirdChanged, 0, 'the third wording is the fourth\'s for a game without double draw');
      assert.deepEqual(verify(game), { ok: true, actions: game.log.length });

      const i = old.findIndex((e) => type(e) !== 'pass');
      const lying = { ...game, log: old.map((e, j) => (j === i ? { ...e, text: 'Something else.' } : e)) } as SaveFile;
      const checked = verify(lying);
      assert.equal(checked.ok, false);
      assert.equal(checked.ok ? '' : checked.divergence.path, `/log/${i}/text`);
    }
  });
});
