import { strict as assert } from 'node:assert';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The built `crawl` command, run as a user runs it. */
function crawl(args: string[], env: Record<string, string> = {}) {
  const r = spawnSync('node', ['dist/cli.js', ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', ...env } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('crawl command line', function () {
  this.timeout(60_000);
  let dir: string;
  before(() => {
    execFileSync('node', ['esbuild.mjs'], { stdio: 'ignore' });
    dir = mkdtempSync(join(tmpdir(), 'crawl-cli-'));
  });

  it('prints help for itself and every command', () => {
    const top = crawl(['--help']);
    assert.equal(top.status, 0);
    for (const command of ['new', 'show', 'actions', 'act', 'validate', 'verify']) {
      assert.match(top.stdout, new RegExp(`\\n  ${command} `));
      const h = crawl([command, '--help']);
      assert.equal(h.status, 0);
      assert.match(h.stdout, new RegExp(`^crawl ${command}`));
    }
  });

  it('rejects an unknown command or option with exit code 2', () => {
    assert.equal(crawl(['dance']).status, 2);
    const r = crawl(['new', '--colour-of-the-sky', 'blue']);
    assert.equal(r.status, 2);
    assert.match(r.stderr, /Unknown option/);
  });

  it('makes byte-identical files from the same seed and options', () => {
    const a = join(dir, 'a.crawl.json');
    const b = join(dir, 'b.crawl.json');
    for (const f of [a, b]) {
      const r = crawl(['new', '--variant', 'magic-crawl', '--seed', 'share-me', '--distribution', 'adjusted', '--start-colour', 'U', '-o', f]);
      assert.equal(r.status, 0, r.stderr);
    }
    assert.equal(readFileSync(a, 'utf8'), readFileSync(b, 'utf8'));
    const other = crawl(['new', '--seed', 'share-me', '--distribution', 'd6']);
    assert.notEqual(other.stdout, readFileSync(a, 'utf8'));
    assert.match(readFileSync(a, 'utf8'), /"startColour": "U"/);
  });

  it('chooses a fresh seed when none is given', () => {
    const one = JSON.parse(crawl(['new']).stdout);
    const two = JSON.parse(crawl(['new']).stdout);
    assert.notEqual(one.setup.seed, two.setup.seed);
  });

  it('refuses to overwrite a file without --force', () => {
    const f = join(dir, 'keep.crawl.json');
    writeFileSync(f, 'precious');
    const r = crawl(['new', '-o', f]);
    assert.equal(r.status, 1);
    assert.match(r.stderr, /already exists/);
    assert.equal(readFileSync(f, 'utf8'), 'precious');
    assert.equal(crawl(['new', '-o', f, '--force']).status, 0);
    assert.notEqual(readFileSync(f, 'utf8'), 'precious');
  });

  it('lists legal actions and applies them in place, logging each', () => {
    const f = join(dir, 'play.crawl.json');
    crawl(['new', '--seed', 'play', '-o', f]);
    for (let i = 0; i < 10; i++) {
      const actions = crawl(['actions', f]).stdout.trim().split('\n');
      assert.ok(actions.length >= 1);
      for (const a of actions) assert.ok(['move', 'endEncounter'].includes(JSON.parse(a).type));
      const r = crawl(['act', f, actions[0]!]);
      assert.equal(r.status, 0, r.stderr);
      assert.match(r.stdout, new RegExp(`^${i + 1}\\. (Moved|Ended)`));
    }
    const saved = JSON.parse(readFileSync(f, 'utf8'));
    assert.equal(saved.log.length, 10);
    assert.equal(crawl(['verify', f]).status, 0);
    assert.match(crawl(['validate', f]).stdout, /valid Magic Crawl game, \d+ hexes mapped, 10 log entries/);
  });

  it('refuses an illegal action with the rule, leaving the file as it was', () => {
    const f = join(dir, 'illegal.crawl.json');
    crawl(['new', '--seed', 'illegal', '-o', f]);
    const before = readFileSync(f, 'utf8');
    for (const [action, why] of [
      ['{"type":"move","to":{"q":3,"r":3}}', /not next to the token.*magic-crawl\.move\.adjacent/],
      ['{"type":"endEncounter"}', /no encounter to end/],
      ['{"type":"move"', /not valid JSON/],
      ['{"type":"jump"}', /unknown type "jump"/],
    ] as const) {
      const r = crawl(['act', f, action]);
      assert.notEqual(r.status, 0);
      assert.match(r.stderr, why);
    }
    assert.equal(readFileSync(f, 'utf8'), before);
    assert.ok(!existsSync(join(dir, '.illegal.crawl.json.tmp')));
  });

  it('draws the map with the token and the log', () => {
    const f = join(dir, 'show.crawl.json');
    crawl(['new', '--seed', 'show', '--start-colour', 'R', '-o', f]);
    crawl(['act', f, '{"type":"move","to":{"q":1,"r":0}}']);
    const r = crawl(['show', f]);
    assert.equal(r.status, 0);
    assert.match(r.stdout, /Magic Crawl · seed "show"/);
    assert.match(r.stdout, /[[!][PISMF][\]!]/, 'the token is marked');
    assert.match(r.stdout, / M /, 'the explored red start hex is an upper-case M');
    assert.match(r.stdout, /1\. Moved to the/);
    assert.ok(!r.stdout.includes('\x1b['), 'no colour codes when NO_COLOR is set');
    const coloured = crawl(['show', f, '--color']);
    assert.ok(coloured.stdout.includes('\x1b['));
  });

  it('reports every problem of every invalid file it validates', () => {
    const r = crawl(['validate', 'test/fixtures/good/new.crawl.json', 'test/fixtures/bad/wrong-type.crawl.json', 'test/fixtures/bad/fraction.crawl.json']);
    assert.equal(r.status, 1);
    assert.match(r.stdout, /new\.crawl\.json: valid/);
    assert.match(r.stderr, /wrong-type\.crawl\.json: \/state\/hexes\/3\/q/);
    assert.match(r.stderr, /fraction\.crawl\.json: \/state\/counters\/moves/);
    assert.match(r.stderr, /2 of 3 files invalid/);
  });

  it('plays in the terminal: numbered moves, undo, saved after every action', () => {
    const f = join(dir, 'sub', 'terminal.crawl.json');
    const r = spawnSync('node', ['dist/cli.js', 'play', f, '--seed', 'terminal'], {
      input: '1\n1\n42\nu\nq\n',
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /Started a new game/);
    assert.match(r.stdout, /  1\) go east to the \w+ at \(1,0\) \(unexplored\)/);
    assert.match(r.stdout, /Type a number from 1 to \d+, u or q\./);
    assert.match(r.stdout, /Undid: /);
    const saved = JSON.parse(readFileSync(f, 'utf8'));
    assert.equal(saved.log.length, 1, 'two actions taken, one undone');
    assert.equal(saved.setup.seed, 'terminal');
    assert.equal(crawl(['verify', f]).status, 0);
  });

  it('says so plainly when the file does not exist', () => {
    const r = crawl(['show', join(dir, 'nope.crawl.json')]);
    assert.equal(r.status, 1);
    assert.match(r.stderr, /no such file/);
  });
});
