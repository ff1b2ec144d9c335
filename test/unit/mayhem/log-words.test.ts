import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { newSave, readSave, takeAction, verify } from '../../../src/engine';
import { MAX_COMPETITIVE_TILES, MAX_TILES, MAYHEM_CONTENT, mayhem, type MayhemAction, type MayhemSetup, type MayhemState } from '../../../src/engine/variants/mayhem';
import { SQUARES } from '../../../src/engine/variants/mayhem/content';
import { applyAndSay, earlierNarrations, narrate } from '../../../src/engine/variants/mayhem/narrate';
import { LEGEND, MARKS, pictureLines } from '../../../src/engine/variants/mayhem/text';
import { pendingLines } from '../../../src/engine/variants/mayhem/words';
import { exclaimed, openTable } from '../../../src/engine/variants/mayhem/table';
import { startChallenge } from '../../../src/engine/variants/mayhem/challenges';
import { resolveEffects } from '../../../src/engine/variants/mayhem/effects';
import { ENTRANCE, position, setupFor, setupOf, sq } from './position';

/**
 * What a player reads in the log, the map and a challenge's prompt
 * (docs/mayhem.md, "The log"): what happened is said, immunities, gold
 * and HP included; the words read as sentences; old saves still verify.
 */

const MAYHEM = mayhem as unknown as { cli: { setup: (v: Record<string, string | boolean>, seed: string, files: never) => { ok: boolean; problems?: string[] } } };

/** The log line of one legal action. */
function said(setup: MayhemSetup, state: MayhemState, action: MayhemAction): string {
  const r = applyAndSay(setup, state, action);
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  return narrate(r.events);
}

const riddle = MAYHEM_CONTENT.riddles[0]!;

/** A riddle waiting for the first hero, met for `success`, failed for `failure`. */
const riddleFor = (state: MayhemState, success: MayhemState['pending'][0] extends infer P ? (P extends { success: infer S } ? S : never) : never, failure: typeof success = []): MayhemState => ({
  ...state,
  pending: [{ type: 'challenge', seat: 0, at: sq(0, 0, 3, 3), kind: 'riddle', who: 'self', challenge: riddle.id, success, failure, rest: [] }],
});

describe('Mayhem: the log says what happened', () => {
  it('mayhem.damage: an immunity that stops a hit is said, with the card that gives it', () => {
    const setup = setupFor(['grisla']);
    const state = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 1, 1), items: ['iron-will'] }], monsters: [{ monster: 'keening-banshee', at: sq(0, 0, 5, 1) }] });
    const line = said(setup, state, { type: 'end-turn' });
    assert.match(line, /Keening Banshee #1: Wail\. Grisla is immune to psy \(Iron Will\): no harm done\./);
  });

  it('mayhem.damage: a hit says the HP left, and a lasting effect it puts on says so', () => {
    const setup = setupFor(['grisla']);
    const state = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 1, 1), hp: 10 }], monsters: [{ monster: 'bog-toad', at: sq(0, 0, 4, 1) }] });
    const line = said(setup, state, { type: 'end-turn' });
    assert.match(line, /Grisla loses 2 HP \(poison\): 8 of \d+ left\. Grisla is poisoned for 1 round \(1 HP a round\)\./);
  });

  it('mayhem.challenge: a met challenge says its reward; gold over 4 x STR says what is left behind', () => {
    const setup = setupFor(['grisla']);
    const base = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 1, 1), gold: 3 }] });
    const met = said(setup, riddleFor(base, [{ do: 'gold', amount: 2, who: 'self' }]), { type: 'judge', outcome: 'done' });
    assert.match(met, /The challenge is met\. Grisla gains 2 gold \(5 in all\)\./);
    const cap = 4 * MAYHEM_CONTENT.heroes.find((h) => h.id === 'grisla')!.str;
    const full = { ...base, heroes: [{ ...base.heroes[0]!, gold: cap - 1 }] };
    const over = said(setup, riddleFor(full, [{ do: 'gold', amount: 3, who: 'self' }]), { type: 'judge', outcome: 'done' });
    assert.match(over, new RegExp(`Grisla gains 1 gold \\(${cap} in all\\)\\. Grisla can carry no more than ${cap} gold \\(4 x STR\\): 2 gold is left on the square\\.`));
    const failed = said(setup, riddleFor(base, [], [{ do: 'lose-gold', amount: 2, who: 'self' }]), { type: 'judge', outcome: 'failed' });
    assert.match(failed, /Grisla loses 2 gold \(1 left\)/);
  });

  it('mayhem.use: a potion drunk says the HP it leaves the hero with', () => {
    const setup = setupFor(['grisla']);
    const state = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 1, 1), hp: 4, items: ['healing-draught'] }] });
    const line = said(setup, state, { type: 'use', item: 'healing-draught' });
    assert.match(line, /Grisla uses Healing Draught\. Grisla has 7 of \d+ HP\./);
  });

  it('mayhem.use: the log says a use once, in the rules\' words (not "Use X. Grisla uses X."), and the earlier line still verifies', () => {
    const setup = setupFor(['grisla']);
    const state = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 1, 1), hp: 4, items: ['healing-draught'] }] });
    const r = applyAndSay(setup, state, { type: 'use', item: 'healing-draught' });
    assert.ok(r.ok);
    const line = narrate(r.events);
    assert.match(line, /^Grisla uses Healing Draught\. Grisla has 7 of \d+ HP\.$/);
    assert.equal(line.match(/Healing Draught/g)?.length, 1, line);
    const earlier = earlierNarrations(r.events);
    assert.ok(earlier.includes(line.replace(/^/, 'Grisla: Use Healing Draught. ')), earlier.join('\n'));
  });

  it('mayhem.use: a card used on another hero says on whom, once', () => {
    const setup = setupFor(['grisla', 'fennick']);
    const state = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 1, 1), items: ['snakeroot-tonic'] }, { at: sq(0, 0, 1, 2), hp: 3 }] });
    const r = applyAndSay(setup, state, { type: 'use', item: 'snakeroot-tonic', on: 1 });
    assert.ok(r.ok, r.ok ? '' : r.error.message);
    const line = narrate(r.events);
    assert.match(line, /^Grisla uses Snakeroot Tonic on Fennick\./);
    assert.equal(line.match(/Snakeroot Tonic/g)?.length, 1, line);
    assert.ok(earlierNarrations(r.events).some((l) => l.startsWith('Grisla: Use Snakeroot Tonic on Fennick. Grisla uses Snakeroot Tonic. ')));
  });

  it('mayhem.monsters.tie: the die that picks a hero to go after says for what and between whom, and what came of it when no attack follows', () => {
    const setup = setupFor(['grisla', 'fennick']);
    // Both heroes four steps from an ogre that cannot move: the tie is rolled, and it stays.
    const state = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 5, 1) }, { at: sq(0, 0, 1, 5) }], monsters: [{ monster: 'cave-ogre', at: sq(0, 0, 1, 1) }] });
    state.monsters[0]!.effects = [{ condition: 'immobilized', rounds: 2 }];
    const after = applyAndSay(setup, state, { type: 'end-turn' });
    assert.ok(after.ok);
    const line = said(setup, after.state, { type: 'end-turn' });
    assert.match(line, /The die shows \d \(Cave Ogre #1 picks whom to go after: (Grisla or Fennick|Fennick or Grisla)\)\. Cave Ogre #1 stays where it is\./);
    assert.doesNotMatch(line, /picks among heroes/);
  });

  it('mayhem.death.drops: a drop on a roll says what it was for, and that nothing dropped when the roll fell short', () => {
    const setup = setupFor(['grisla']);
    const state = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 1, 1), items: ['twin-bladed-axe'] }], monsters: [{ monster: 'bog-toad', at: sq(0, 0, 2, 1), hp: 1 }], rolls: [1] });
    const line = said(setup, state, { type: 'attack', target: 1, with: 'twin-bladed-axe' });
    assert.match(line, /Bog Toad #1 is defeated\. The die shows 1 \(Bog Toad #1 drops a treasure card on 5\+\)\. Nothing drops\.$/);
    assert.doesNotMatch(line, /\(a drop\)/);
  });

  it('mayhem.challenge.physical: the log names a physical challenge as one, and the challenge the die picked; the earlier line still verifies', () => {
    const setup = setupFor(['grisla']);
    const t = openTable(setup, position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 1, 1) }], rolls: [2] }));
    startChallenge(t, 0, { do: 'challenge', kind: 'physical', who: 'party', success: [], failure: [] }, sq(0, 0, 1, 1), []);
    const picked = MAYHEM_CONTENT.challenges.find((c) => c.roll === 2)!;
    const line = narrate(t.events);
    assert.equal(line, `The die shows 2 (which physical challenge). A physical challenge for the whole table: ${picked.name}.`);
    assert.deepEqual(earlierNarrations(t.events), ['The die shows 2 (which physical challenge). A physical for the whole table.']);
  });

  it('mayhem.trap.save: a save says what it needs, and whether it was made', () => {
    const setup = setupFor(['grisla']);
    const dex = MAYHEM_CONTENT.heroes.find((h) => h.id === 'grisla')!.dex;
    const saveOf = (roll: number) => {
      const t = openTable(setup, position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 1, 1), hp: 10 }], rolls: [roll] }));
      resolveEffects(t, 0, [{ do: 'save', stat: 'dex', success: [], failure: [{ do: 'hurt', amount: 2, type: 'melee', who: 'self' }] }], sq(0, 0, 1, 1));
      return narrate(t.events);
    };
    assert.equal(saveOf(1), `The die shows 1 (Grisla's save, DEX ${dex}: ${dex} or under). Grisla saves.`);
    assert.match(saveOf(6), /Grisla fails the save\. Grisla loses 2 HP \(melee\): 8 of \d+ left\.$/);
  });

  it('mayhem.choose: a choice that costs gold says what was paid and what is left', () => {
    const setup = setupFor(['grisla']);
    const base = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 1, 1), gold: 3 }] });
    const state: MayhemState = { ...base, pending: [{ type: 'choice', seat: 0, at: sq(0, 0, 1, 1), options: [{ label: 'Pay the toll', cost: 2, effects: [] }, { label: 'Refuse', effects: [] }], rest: [] }] };
    assert.match(said(setup, state, { type: 'choose', option: 0 }), /Grisla chooses: Pay the toll, paying 2 gold \(1 left\)\./);
    // Said once, in the rules' words (they say what was paid), not after the label "Choose: Pay the toll (2 gold)".
    const r = applyAndSay(setup, state, { type: 'choose', option: 0 });
    assert.ok(r.ok);
    assert.equal(narrate(r.events), 'Grisla chooses: Pay the toll, paying 2 gold (1 left).');
    assert.ok(earlierNarrations(r.events).includes('Grisla: Choose: Pay the toll (2 gold). Grisla chooses: Pay the toll.'), earlierNarrations(r.events).join('\n'));
    // Put to the player, each option says what it brings.
    const hurts: MayhemState = { ...state, pending: [{ ...state.pending[0]!, options: [{ label: 'Pay the toll', cost: 2, effects: [] }, { label: 'Refuse', effects: [{ do: 'hurt', amount: 2, type: 'melee', who: 'self' }] }] } as MayhemState['pending'][0]] };
    assert.deepEqual(pendingLines(hurts), ['Grisla must choose:', '  1. Pay the toll (2 gold)', '  2. Refuse: You: 2 melee DAM']);
  });

  it('engine.action.malformed: a choice\'s option out of range is said as counted from 0, as the choice put to the player numbers it from 1', () => {
    const taken = takeAction(newSave(setupOf({ players: '1' }, 'malformed')), { type: 'choose', option: 4 });
    assert.ok(!taken.ok);
    assert.equal(taken.error.rule, 'engine.action.malformed');
    assert.match(taken.error.message, /\/option: is 4; .*option is counted from 0 in actions: 0 is the card's first option, numbered 1/);
  });

  it('narration: a part ending in its own mark takes no full stop after it; the line an earlier Crawl wrote still verifies', () => {
    const events = [
      { type: 'did' as const, text: 'Grisla: Move north' },
      { type: 'note' as const, text: 'Collapsing Arch!' },
      { type: 'note' as const, text: 'Grisla loses 2 HP (melee): 8 of 13 left', was: 'Grisla loses 2 HP (melee)' },
    ];
    assert.equal(narrate(events), 'Grisla: Move north. Collapsing Arch! Grisla loses 2 HP (melee): 8 of 13 left.');
    const earlier = earlierNarrations(events);
    assert.ok(earlier.includes('Grisla: Move north. Collapsing Arch!. Grisla loses 2 HP (melee).'), earlier.join('\n'));
    // A line saved between two rewordings (one part new, one old) verifies too.
    assert.ok(earlier.includes('Grisla: Move north. Collapsing Arch! Grisla loses 2 HP (melee).'), earlier.join('\n'));
    for (const text of [...MAYHEM_CONTENT.traps, ...MAYHEM_CONTENT.situations].map((c) => narrate([{ type: 'note', text: exclaimed(c.name) }, { type: 'note', text: 'then' }]))) {
      assert.doesNotMatch(text, /[.!?][.!?]|\.\s*\./, text);
    }
  });

  it('narration: a game saved before the log said more (seed M1, two heroes, 272 actions) still verifies', () => {
    const read = readSave(readFileSync(join(__dirname, 'fixtures', 'm1-before-the-log-said-more.crawl.json'), 'utf8'));
    assert.ok(read.ok);
    assert.deepEqual(verify(read.game), { ok: true, actions: 272 });
    assert.ok(read.game.log.some((e) => e.text.includes('A physical for the whole table')), 'the fixture has the old wording');
  });
});

describe('Mayhem: what the table reads', () => {
  it('the map: its legend names every character the map can draw', () => {
    const legend = LEGEND.join(' ');
    for (const ch of [...Object.keys(SQUARES), ...Object.values(MARKS)]) {
      const escaped = ch.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      assert.match(legend, new RegExp(`(^|[\\s/(])${escaped}[\\s)]`), `the legend leaves out "${ch}"`);
    }
  });

  it('the map: the Store\'s floor is drawn with its own mark, once the Store is face up', () => {
    const setup = setupFor(['grisla']);
    const state = position(setup, { places: [['sunken-stair', 'lantern-market']], heroes: [{ at: sq(0, 0, 1, 1) }] });
    const map = pictureLines({ setup, state }, false).slice(1, 8).join('\n');
    assert.match(map, new RegExp(`\\${MARKS.storeFloor}`));
  });

  it('mayhem.challenge: a riddle, twister or physical challenge put to the table says what is at stake', () => {
    const setup = setupFor(['grisla']);
    const base = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 1, 1) }] });
    const state = riddleFor(base, [{ do: 'gold', amount: 2, who: 'self' }], [{ do: 'hurt', amount: 1, type: 'psy', who: 'self' }]);
    const lines = pendingLines(state);
    assert.ok(lines.includes('  If met: You: +2 gold.'), lines.join('\n'));
    assert.ok(lines.includes('  If failed: You: 1 psy DAM.'), lines.join('\n'));
    const view = mayhem.tableView({ setup, state } as never, []) as unknown as { board: { pending?: { lines: string[] } } };
    assert.ok(view.board.pending?.lines.includes('If met: You: +2 gold.'), JSON.stringify(view.board.pending));
    assert.ok(pictureLines({ setup, state }, false).includes('  If failed: You: 1 psy DAM.'));
  });

  it('mayhem.setup.tiles: 36 tiles are refused in cooperative play with the reason, and laid in competitive play', () => {
    assert.equal(MAX_TILES, 35);
    assert.equal(MAX_COMPETITIVE_TILES, 36);
    const coop = MAYHEM.cli.setup({ players: '2', tiles: '36' }, 'T', undefined as never);
    assert.equal(coop.ok, false);
    assert.match(coop.problems!.join(' '), /--tiles: a cooperative game lays at most 35 tiles: .*the second Entrance, is laid only in competitive play/);
    const setup = setupOf({ players: '2', tiles: '36', mode: 'competitive' }, 'T');
    const state = mayhem.initialState(setup);
    assert.equal(state.places.flat().length, 36);
    assert.equal(state.faceDown.length, 34);
    assert.equal(MAYHEM.cli.setup({ players: '2', tiles: '37', mode: 'competitive' }, 'T', undefined as never).ok, false);
    // The default game is laid as before.
    assert.equal(setupOf({ players: '2' }, 'T').options.tiles, 12);
  });
});
