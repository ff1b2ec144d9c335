import { strict as assert } from 'node:assert';
import { createHash } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatProblem, readSave, verify, writeSave } from '../../src/engine';
import { BAD_FILES, FIFTY_MB, MADE_FILES } from '../fixtures/bad-corpus';

/**
 * Every broken file in test/fixtures/bad gets its own specific message from
 * `crawl validate` or `crawl verify`, and is never modified, even by `act`.
 * The files are made by test/fixtures/make-corpus.ts; what each must be told
 * is in test/fixtures/bad-corpus.ts.
 */
const BAD = BAD_FILES;

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
    const { make, message } = MADE_FILES['deeply-nested.crawl.json']!;
    const current = readSave(make(''));
    assert.ok(!current.ok);
    assert.match(formatProblem(current.problems[0]!), message);
  });

  it('names the problem in a 50 MB file (a game with 50 MB of padding beside it)', () => {
    const { make, message } = MADE_FILES['fifty-megabytes.crawl.json']!;
    const text = make(readFileSync('test/fixtures/good/explored.crawl.json', 'utf8'));
    assert.ok(text.length > FIFTY_MB);
    const r = readSave(text);
    assert.ok(!r.ok);
    assert.match(formatProblem(r.problems[0]!), message);
  });
});

describe('bad input: the command line names the problem of each broken file and leaves it untouched', function () {
  this.timeout(60_000);
  let scratch = '';
  before(() => {
    execFileSync('node', ['esbuild.mjs'], { stdio: 'ignore' });
    scratch = mkdtempSync(join(tmpdir(), 'crawl-bad-'));
  });
  after(() => rmSync(scratch, { recursive: true, force: true }));

  const crawl = (...args: string[]) => spawnSync('node', ['dist/cli.js', ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

  /** The first problem `crawl validate` printed for `file`, without the file name before it. */
  function validateFails(file: string): string {
    const run = crawl('validate', file);
    assert.equal(run.status, 1, run.stdout + run.stderr);
    const first = run.stderr.split('\n')[0]!;
    assert.ok(first.startsWith(`${file}: `), `the message names the file: ${first}`);
    return first.slice(file.length + 2);
  }

  for (const [name, { check, message }] of Object.entries(BAD)) {
    it(`${name}: crawl validate${check === 'verify' ? ', crawl verify' : ''} and crawl act exit 1 with the problem, and change nothing`, () => {
      const file = dir + name;
      const before = hash(file);
      assert.match(validateFails(file), message);
      if (check === 'verify') {
        const run = crawl('verify', file);
        assert.equal(run.status, 1, run.stderr);
        const said = run.stderr.replace(`crawl verify: ${file}: the log does not replay to the saved state: `, '');
        assert.match(said, message);
      }
      const act = crawl('act', file, '{"type":"move","to":{"q":99,"r":99}}');
      assert.equal(act.status, 1);
      assert.equal(hash(file), before);
    });
  }

  for (const [name, { make, message }] of Object.entries(MADE_FILES)) {
    it(`${name} (made by the test): crawl validate exits 1 with the problem, and changes nothing`, () => {
      const file = join(scratch, name);
      writeFileSync(file, make(readFileSync('test/fixtures/good/explored.crawl.json', 'utf8')));
      const before = hash(file);
      assert.match(validateFails(file), message);
      assert.equal(hash(file), before);
    });
  }

  it('validates a file with a byte-order mark and CRLF line ends, and leaves it as it is', () => {
    const file = 'test/fixtures/good/bom-crlf.crawl.json';
    const before = hash(file);
    const run = crawl('validate', file);
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /bom-crlf\.crawl\.json: valid Magic Crawl game, \d+ hexes mapped, \d+ log entries/);
    assert.equal(crawl('verify', file).status, 0);
    assert.equal(hash(file), before);
  });
});
