import { strict as assert } from 'node:assert';
import { createHash } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { formatProblem, readSave, verify, writeSave } from '../../src/engine';

/**
 * Every broken file in test/fixtures/bad gets its own specific message from
 * `crawl validate` or `crawl verify`, and is never modified, even by `act`.
 * The files are made by test/fixtures/make-corpus.ts.
 */
const BAD: Record<string, { check: 'validate' | 'verify'; message: RegExp }> = {
  'truncated.crawl.json': { check: 'validate', message: /^line \d+, column \d+: not valid JSON: .*\(the file seems cut short\)/ },
  'not-json.crawl.json': { check: 'validate', message: /^line 1, column 1: not valid JSON: unexpected character/ },
  'empty.crawl.json': { check: 'validate', message: /^The file is empty/ },
  'a-list.crawl.json': { check: 'validate', message: /^Not a Crawl saved game: the file holds a list/ },
  'wrong-format.crawl.json': { check: 'validate', message: /^\/format: is "chess"; expected "crawl"/ },
  'unknown-variant.crawl.json': { check: 'validate', message: /^\/setup\/variant: is "space-crawl", a variant this version of Crawl does not know/ },
  'future-version.crawl.json': { check: 'validate', message: /^\/schemaVersion: was saved by a newer Crawl \(schema version 99/ },
  'wrong-type.crawl.json': { check: 'validate', message: /^\/state\/hexes\/3\/q: is "3"; expected a whole number/ },
  'unknown-terrain.crawl.json': { check: 'validate', message: /^\/state\/hexes\/2\/terrain: is "Desert"; expected one of "Plains"/ },
  'fraction.crawl.json': { check: 'validate', message: /^\/state\/counters\/moves: is 1.5; expected a whole number/ },
  'huge-number.crawl.json': { check: 'validate', message: /^\/state\/rng\/0: is 1e\+300/ },
  'extra-field.crawl.json': { check: 'validate', message: /^\/state\/cheat: is true; unexpected property/ },
  'missing-log.crawl.json': { check: 'validate', message: /^\/log: is missing/ },
  'unknown-action.crawl.json': { check: 'validate', message: /^\/log\/1\/action: has unknown type "teleport"; expected one of "move", "keep", "mulligan", .*"pass", .*"cast", .*"attack", "block"/ },
  'unknown-card.crawl.json': { check: 'validate', message: /^\/setup\/encounterCreatures\/Forest\/0: names an unknown card "Nonexistent Dragon"/ },
  'duplicate-hex.crawl.json': { check: 'validate', message: /^\/state\/hexes\/\d+: maps \(1,0\) again/ },
  'token-off-map.crawl.json': { check: 'validate', message: /^\/state\/token: stands on \(40,40\), which is not mapped/ },
  'seq-gap.crawl.json': { check: 'validate', message: /^\/log\/4\/seq: is 9; .* must be 5/ },
  'log-illegal.crawl.json': { check: 'verify', message: /^\/log\/3\/action cannot be replayed: You move after your preparation round, when you choose the next hex\. \(rule magic-crawl\.move\.when\)/ },
  'state-diverges.crawl.json': { check: 'verify', message: /^\/state\/hexes\/5\/terrain is "\w+" in the file, but replaying the log gives "\w+"/ },
  'narration-edited.crawl.json': { check: 'verify', message: /^\/log\/2\/text says "Found a dragon hoard", but replaying the action gives "End step"/ },
  'conjured-card.crawl.json': { check: 'validate', message: /^\/state\/you: does not hold the cards of the deck: the deck has 60 cards to play with, the zones hold 61/ },
  'duplicate-id.crawl.json': { check: 'validate', message: /^\/state\/you\/hand\/1\/id: reuses id \d+, already given to \/state\/you\/hand\/0\/id/ },
  'stray-foe.crawl.json': { check: 'validate', message: /^\/state\/battlefield\/\d+: is an encounter creature \([A-Z][\w' ]+\), but no encounter is under way/ },
  'version-1.crawl.json': {
    check: 'validate',
    message: /^\/schemaVersion: was saved by a development build of Crawl from before fights existed \(schema version 1\): it has no deck or life and cannot be upgraded\. Start a new game; this file is left as it is\.$/,
  },
};

const dir = 'test/fixtures/bad/';
const hash = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

function firstMessage(text: string): string {
  const read = readSave(text);
  if (!read.ok) return formatProblem(read.problems[0]!);
  const v = verify(read.game);
  return v.ok ? 'ok' : `${v.divergence.path} ${v.divergence.message}`;
}

describe('bad input: the corpus of broken files', () => {
  it('has an expectation for every file in the corpus', () => {
    assert.deepEqual(readdirSync(dir).sort(), Object.keys(BAD).sort());
  });

  for (const [name, { check, message }] of Object.entries(BAD)) {
    it(`${name}: ${check} names the problem`, () => {
      const text = readFileSync(dir + name, 'utf8');
      const got = firstMessage(text);
      assert.match(got, message);
      if (check === 'verify') assert.ok(readSave(text).ok, 'the file is well-formed; only replay finds the problem');
    });
  }

  it('gives each broken file a different message', () => {
    const messages = Object.keys(BAD).map((n) => firstMessage(readFileSync(dir + n, 'utf8')).replace(/\d+/g, '#'));
    assert.equal(new Set(messages).size, messages.length);
  });

  it('opens a file with a byte-order mark and CRLF line ends, and writes it back canonically', () => {
    const text = readFileSync('test/fixtures/good/bom-crlf.crawl.json', 'utf8');
    const read = readSave(text);
    assert.ok(read.ok);
    assert.equal(writeSave(read.game), readFileSync('test/fixtures/good/explored.crawl.json', 'utf8'));
  });

  it('reads and verifies every good file: each replays from its setup to its state', () => {
    for (const name of readdirSync('test/fixtures/good')) {
      const read = readSave(readFileSync('test/fixtures/good/' + name, 'utf8'));
      assert.ok(read.ok, `${name}: ${read.ok ? '' : formatProblem(read.problems[0]!)}`);
      assert.equal(read.game.schemaVersion, 2);
      assert.deepEqual(verify(read.game), { ok: true, actions: read.game.log.length }, name);
    }
  });

  it('reports a retired version-1 file as such, with no other problem and no upgrade', () => {
    const read = readSave(readFileSync(dir + 'version-1.crawl.json', 'utf8'));
    assert.ok(!read.ok);
    assert.equal(read.problems.length, 1);
    assert.equal(read.problems[0]!.path, '/schemaVersion');
    assert.match(read.problems[0]!.message, /schema version 1.*cannot be upgraded/);
  });

  it('refuses a file over the size limit without parsing it', () => {
    const r = readSave(' '.repeat(65 * 1024 * 1024));
    assert.ok(!r.ok);
    assert.match(r.problems[0]!.message, /MB; saved games are refused above 64 MB/);
  });

  it('refuses deeply nested JSON with a message, not a crash', () => {
    const deep = '{"format":"crawl","schemaVersion":1,"setup":' + '['.repeat(100_000) + ']'.repeat(100_000) + '}';
    const r = readSave(deep);
    assert.ok(!r.ok);
    assert.ok(r.problems.length > 0);
    const current = readSave('{"format":"crawl","schemaVersion":2,"setup":' + '['.repeat(100_000) + ']'.repeat(100_000) + '}');
    assert.ok(!current.ok);
    assert.equal(formatProblem(current.problems[0]!), "/setup: is a list; expected an object (the game's variant, seed, options and piles)");
  });

  it('names the problem in a 50 MB file (a game with 50 MB of padding beside it)', () => {
    const game = JSON.parse(readFileSync('test/fixtures/good/explored.crawl.json', 'utf8')) as Record<string, unknown>;
    const text = JSON.stringify({ ...game, padding: 'x'.repeat(50 * 1024 * 1024) });
    assert.ok(text.length > 50 * 1024 * 1024);
    const r = readSave(text);
    assert.ok(!r.ok);
    assert.match(formatProblem(r.problems[0]!), /^\/padding: is "x+\.\.\.; unexpected property$/);
  });
});

describe('bad input: the command line leaves broken files untouched', function () {
  this.timeout(60_000);
  before(() => execFileSync('node', ['esbuild.mjs'], { stdio: 'ignore' }));

  for (const [name, { check }] of Object.entries(BAD)) {
    it(`${name}: crawl ${check} and crawl act exit 1 and change nothing`, () => {
      const file = dir + name;
      const before = hash(file);
      const run = spawnSync('node', ['dist/cli.js', check, file], { encoding: 'utf8' });
      assert.equal(run.status, 1, run.stderr);
      assert.ok(run.stderr.includes(file), 'the message names the file');
      const act = spawnSync('node', ['dist/cli.js', 'act', file, '{"type":"move","to":{"q":99,"r":99}}'], { encoding: 'utf8' });
      assert.equal(act.status, 1);
      assert.equal(hash(file), before);
    });
  }
});
