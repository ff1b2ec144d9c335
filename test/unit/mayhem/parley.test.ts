import { strict as assert } from 'node:assert';
import { MAYHEM_CONTENT, applyMayhem, chooseMayhemAction, initialState, legalActions, type MayhemSetup, type MayhemState } from '../../../src/engine/variants/mayhem';
import { moduleMonsterDeck } from '../../../src/engine/variants/mayhem/narrative-module';
import { monsterCardPlayable } from '../../../src/engine/variants/mayhem/support';
import { ok, position, setupFor, sq } from './position';

/**
 * mayhem.parley: the Riddling Owlbeast (a monster that `parley`s) lets the
 * hero who drew it take its riddle instead of fighting. Played from the
 * third edition, so games of the first two keep their decks.
 */

const third = (heroes: string[]): MayhemSetup => ({ ...setupFor(heroes), edition: 3 });

/** Wren (HP 7) beside the Dripping Cellar's (E); the encounter roll shows 2 and draws the Owlbeast. */
function drawn(setup: MayhemSetup): MayhemState {
  const start = position(setup, { places: [['dripping-cellar']], heroes: [{ at: sq(0, 0, 3, 2), items: [] }], rolls: [2] });
  return ok(setup, { ...start, monsterDeck: ['riddling-owl'], monsterDiscard: [], treasureDeck: ['healing-draught'], treasureDiscard: [] }, { type: 'end-turn' });
}

const answerOf = (s: MayhemState): string => {
  const c = s.pending[0];
  assert.equal(c?.type, 'challenge');
  return MAYHEM_CONTENT.riddles.find((r) => r.id === (c as { challenge: string }).challenge)!.answers[0]!;
};

describe('Mayhem rules: parley', () => {
  it('mayhem.parley: the Owlbeast drawn, the drawing hero\'s player is offered its riddle or the fight, and the turn waits', () => {
    const setup = third(['wren']);
    const s = drawn(setup);
    assert.equal(s.monsters.length, 1);
    assert.equal(s.monsters[0]!.monster, 'riddling-owl');
    const c = s.pending[0]!;
    assert.equal(c.type, 'choice');
    assert.deepEqual((c as { parley?: number[] }).parley, [s.monsters[0]!.number]);
    assert.equal(s.phase.type === 'turn' && s.phase.turn.seat, 0, 'the turn is held');
    assert.deepEqual(
      legalActions(setup, s).map((a) => a.type),
      ['choose', 'choose'],
    );
    assert.equal(applyMayhem(setup, s, { type: 'end-turn' }).ok, false);
  });

  it('mayhem.parley: the riddle met, the Owlbeast leaves with nothing dropped and its gift is drawn; the turn passes', () => {
    const setup = third(['wren']);
    const asked = ok(setup, drawn(setup), { type: 'choose', option: 0 });
    assert.equal(asked.pending[0]?.type, 'challenge');
    assert.equal((asked.pending[0] as { kind: string }).kind, 'riddle');
    const met = ok(setup, asked, { type: 'answer', text: answerOf(asked) });
    assert.deepEqual(met.monsters, []);
    assert.deepEqual(met.heroes[0]!.items, ['healing-draught'], 'its gift: a treasure card');
    assert.equal(met.heroes[0]!.hp, 7);
    assert.deepEqual(met.pending, []);
    assert.equal(met.round, 2, 'the turn passed, and the round with it');
    // Judged met by the table, the same.
    const judged = ok(setup, asked, { type: 'judge', outcome: 'done' });
    assert.deepEqual(judged.monsters, []);
  });

  it('mayhem.parley: the riddle failed, its failure hurts the hero and the Owlbeast stays to fight', () => {
    const setup = third(['wren']);
    const failed = ok(setup, drawn(setup), { type: 'choose', option: 0 }, { type: 'judge', outcome: 'failed' });
    assert.equal(failed.monsters.length, 1);
    // 1 psy for the failure, then its Talons (2 melee) in the monsters' turn.
    assert.equal(failed.heroes[0]!.hp, 7 - 1 - 2);
    assert.deepEqual(failed.heroes[0]!.items, []);
  });

  it('mayhem.parley: the fight chosen, no riddle is asked and the Owlbeast stays', () => {
    const setup = third(['wren']);
    const fought = ok(setup, drawn(setup), { type: 'choose', option: 1 });
    assert.deepEqual(fought.pending, []);
    assert.equal(fought.monsters.length, 1);
    assert.equal(fought.heroes[0]!.hp, 7 - 2, 'its Talons in the monsters\' turn');
  });

  it('mayhem.parley: a riddle met by parley counts toward a module\'s riddles (mayhem.module.goals)', () => {
    const setup: MayhemSetup = { ...third(['wren']), mode: 'module', module: 'the-unfinished-index', options: { tiles: 12, encountersRefresh: false, halfRounding: 'down' } };
    const s = drawn(setup);
    const asked = ok(setup, s, { type: 'choose', option: 0 });
    const met = ok(setup, asked, { type: 'judge', outcome: 'done' });
    assert.deepEqual(met.progress?.solved, ['riddle']);
  });

  it('mayhem.setup.edition: the Owlbeast is dealt from the third edition on, in the usual deck and in The Unfinished Index\'s; not in the first two', () => {
    assert.equal(monsterCardPlayable('riddling-owl', 2), false);
    assert.equal(monsterCardPlayable('riddling-owl', 3), true);
    assert.ok(!initialState({ ...setupFor(['wren']), edition: 2 }).monsterDeck.includes('riddling-owl'));
    assert.ok(initialState(third(['wren'])).monsterDeck.includes('riddling-owl'));
    const index = MAYHEM_CONTENT.modules.find((m) => m.id === 'the-unfinished-index')!;
    assert.equal(moduleMonsterDeck(index, 2).filter((c) => c === 'riddling-owl').length, 0);
    assert.equal(moduleMonsterDeck(index, 3).filter((c) => c === 'riddling-owl').length, 2);
  });

  it('mayhem.parley: a computer hero takes the riddle', () => {
    const setup = third(['wren']);
    assert.deepEqual(chooseMayhemAction(setup, drawn(setup)), { type: 'choose', option: 0 });
  });
});
