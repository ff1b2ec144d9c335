import { strict as assert } from 'node:assert';
import { newSave, readSave, takeAction, verify, writeSave, type OptionFiles, type SaveFile } from '../../../src/engine';
import { MAYHEM_CONTENT, mayhem, type MayhemState } from '../../../src/engine/variants/mayhem';
import { EARLIER_RIDDLE_IDS as EARLIER, riddleProblems } from '../../../src/engine/variants/mayhem/content';

/**
 * Riddles, tongue twisters and challenges as the tester met them through the
 * command line (docs/mayhem.md, "Riddles, tongue twisters and challenges"),
 * each titled by its rule id.
 */

const files: OptionFiles = { text: () => '', cardData: () => ({ lookups: {} as never, found: false }), note: () => undefined };

function setupOf(values: Record<string, string | boolean>, seed: string) {
  const made = mayhem.cli.setup(values, seed, files);
  assert.ok(made.ok, made.ok ? '' : made.problems.join('; '));
  return made.value;
}

/** The game played by the computer's choices until `until` holds of it (or `limit` actions). */
function playUntil(game: SaveFile, until: (s: MayhemState) => boolean, limit = 400): SaveFile {
  for (let i = 0; i < limit && !until(game.state as MayhemState) && game.state.phase.type !== 'over'; i++) {
    const action = mayhem.computer.choose(game as never);
    assert.ok(action);
    const taken = takeAction(game, action);
    assert.ok(taken.ok, taken.ok ? '' : taken.error.message);
    game = taken.game;
  }
  return game;
}

const riddleWaits = (s: MayhemState) => s.pending[0]?.type === 'challenge' && s.pending[0].kind === 'riddle';

describe('Mayhem rules: riddles and challenges', () => {
  it('mayhem.challenge.hidden: a riddle\'s id is "riddle-" and a number, naming none of its answers; the content check refuses one that does', () => {
    for (const r of MAYHEM_CONTENT.riddles) {
      assert.match(r.id, /^riddle-[0-9]+$/);
      for (const a of r.answers) for (const w of a.toLowerCase().split(/\W+/)) if (w.length > 2) assert.ok(!r.id.includes(w), `${r.id} names "${w}"`);
    }
    const told = riddleProblems({ ...MAYHEM_CONTENT, riddles: [{ id: 'riddle-keyhole', lines: ['A door\'s only eye.'], answers: ['keyhole'] }] });
    assert.match(told.join('\n'), /riddle riddle-keyhole: its id is in the saved file/);
  });

  it('mayhem.challenge.hidden: a drawn riddle leaves no answer in the saved file; a file saved with the old id reads, verifies, and is written with the number', () => {
    const game = playUntil(newSave(setupOf({ players: '2', humans: 'all' }, 'R4')), riddleWaits);
    const waiting = (game.state as MayhemState).pending[0]!;
    assert.ok(waiting.type === 'challenge' && waiting.kind === 'riddle', 'the seed R4 draws a riddle');
    const riddle = MAYHEM_CONTENT.riddles.find((r) => r.id === waiting.challenge)!;
    const text = writeSave(game);
    const said = text.toLowerCase();
    assert.match(said, new RegExp(`"challenge":"${riddle.id}"`));
    for (const a of riddle.answers) assert.ok(!said.includes(`riddle-${a.replace(/ /g, '-')}`), `the file names "${a}"`);
    // The same game saved before riddles were numbered.
    const [old] = Object.entries(EARLIER).find(([, n]) => n === riddle.id)!;
    const before = text.replace(`"challenge":"${riddle.id}"`, `"challenge":"${old}"`);
    assert.notEqual(before, text);
    const read = readSave(before);
    assert.ok(read.ok, read.ok ? '' : JSON.stringify(read.problems.slice(0, 3)));
    assert.deepEqual(verify(read.game), { ok: true, actions: game.log.length });
    assert.equal(writeSave(read.game), text, 'written again with the number');
    // And the old id is still answered as the riddle it was.
    const answered = takeAction(read.game, { type: 'answer', text: riddle.answers[0]! } as never);
    assert.ok(answered.ok);
    assert.match(answered.game.log.at(-1)!.text, /The challenge is met/);
  });
});
