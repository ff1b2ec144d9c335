import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCli } from '../cli-helpers';
import { newSave, readSave, takeAction, verify, writeSave } from '../../../src/engine';
import { MAYHEM_CONTENT, mayhem, type MayhemState } from '../../../src/engine/variants/mayhem';
import { answerMatches, EARLIER_RIDDLE_IDS as EARLIER, riddleProblems } from '../../../src/engine/variants/mayhem/content';
import { applyAndSay, earlierNarrations, narrate } from '../../../src/engine/variants/mayhem/narrate';
import { pictureLines } from '../../../src/engine/variants/mayhem/text';
import { ENTRANCE, playUntil, position, refused, setupFor, setupOf, sq } from './position';

/**
 * Riddles, tongue twisters and challenges as the tester met them through the
 * command line (docs/mayhem.md, "Riddles, tongue twisters and challenges"),
 * each titled by its rule id.
 */

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

  describe('mayhem.challenge.answer', () => {
    const setup = setupFor(['mirela']);
    const keyhole = MAYHEM_CONTENT.riddles.find((r) => r.answers.includes('keyhole'))!;
    const asked = (): MayhemState => ({
      ...position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 3) }] }),
      pending: [{ type: 'challenge', seat: 0, at: sq(0, 0, 3, 3), kind: 'riddle', who: 'self', challenge: keyhole.id, success: [{ do: 'gold', amount: 2, who: 'self' }], failure: [], rest: [] }],
    });

    it('mayhem.challenge.answer: an empty answer (or only spaces and punctuation) is refused with what to do, and changes nothing', () => {
      for (const text of ['', '   ', '?!', ' - ']) refused(setup, asked(), { type: 'answer', text }, 'mayhem.challenge.answer');
      const r = applyAndSay(setup, asked(), { type: 'answer', text: '' });
      assert.ok(!r.ok);
      assert.match(r.error.message, /empty/);
    });

    it('mayhem.challenge.answer: spaces and hyphens between words count for nothing, as case, articles and a plural do', () => {
      for (const typed of ['KEY HOLE', 'key-hole', 'The Keyhole!', 'keyholes', 'a key hole']) assert.ok(answerMatches(typed, keyhole.answers), typed);
      assert.ok(answerMatches('lookingglass', ['looking glass']));
      assert.ok(!answerMatches('key', keyhole.answers));
    });

    it('mayhem.challenge.answer: a riddle failed says the accepted answer in the log; a line saved before it did still verifies', () => {
      const failed = applyAndSay(setup, asked(), { type: 'answer', text: 'door' });
      assert.ok(failed.ok);
      const line = narrate(failed.events);
      assert.match(line, /The challenge is failed: the answer was "keyhole"/);
      assert.deepEqual(earlierNarrations(failed.events), [line.replace(': the answer was "keyhole"', '')]);
      const judged = applyAndSay(setup, asked(), { type: 'judge', outcome: 'failed' });
      assert.ok(judged.ok);
      assert.match(narrate(judged.events), /the answer was "keyhole"/);
      const met = applyAndSay(setup, asked(), { type: 'answer', text: 'KEY HOLE' });
      assert.ok(met.ok);
      assert.deepEqual(earlierNarrations(met.events).length <= 1, true);
    });

    it('mayhem.challenge.answer: the command line lists how to type an answer beside the verdicts, and crawl show says it under the riddle', () => {
      const state = asked();
      const listed = mayhem.legalActions(setup, state).map((a) => mayhem.text.action({ setup, state }, a));
      assert.ok(listed.some((l) => l.includes('answer TEXT') && l.includes('{"type":"answer","text":"…"}')), listed.join('\n'));
      assert.ok(pictureLines({ setup, state }, false).some((l) => /answer TEXT +type your answer/.test(l)));
      // The log still says only the verdict.
      const judged = applyAndSay(setup, state, { type: 'judge', outcome: 'done' });
      assert.ok(judged.ok);
      assert.match(narrate(judged.events), /^Mirela: Judge it met\. /);
    });
  });

  it('mayhem.challenge.answer: crawl play takes a riddle\'s answer as typed (a key such as q still quits)', function () {
    this.timeout(120_000);
    const dir = mkdtempSync(join(tmpdir(), 'crawl-riddle-'));
    const cli = buildCli(dir);
    const game = playUntil(newSave(setupOf({ players: '2', humans: 'all' }, 'R4')), riddleWaits);
    const waiting = (game.state as MayhemState).pending[0]!;
    const riddle = MAYHEM_CONTENT.riddles.find((r) => waiting.type === 'challenge' && r.id === waiting.challenge)!;
    const file = join(dir, 'riddle.crawl.json');
    writeFileSync(file, writeSave(game));
    const played = spawnSync('node', [cli, 'play', file], { encoding: 'utf8', input: `The ${riddle.answers[0]!.toUpperCase()}!\nq\n`, env: { ...process.env, NO_COLOR: '1' } });
    assert.equal(played.status, 0, played.stderr);
    assert.match(played.stdout, /words {4}a riddle's answer|just type it/);
    const saved = readSave(readFileSync(file, 'utf8'));
    assert.ok(saved.ok);
    assert.equal(saved.game.log.length, game.log.length + 1, 'the answer taken, then q quit');
    assert.deepEqual(saved.game.log.at(-1)!.action, { type: 'answer', text: `The ${riddle.answers[0]!.toUpperCase()}!` });
    assert.ok(!riddleWaits(saved.game.state as MayhemState), 'the riddle is settled');
    assert.deepEqual(verify(saved.game), { ok: true, actions: saved.game.log.length });
  });
});
