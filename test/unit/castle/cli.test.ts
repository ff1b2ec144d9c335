import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCli } from '../cli-helpers';

/** Castle Magic in the `crawl` command, run as a user runs it: a bundle of src/cli/main.ts started with node, in a temporary folder. */

describe('Castle Magic › the crawl command', function () {
  this.timeout(120_000);
  let dir = '';
  let cli = '';
  const crawl = (args: string[], input?: string) => {
    const r = spawnSync('node', [cli, ...args], { encoding: 'utf8', cwd: dir, input, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1' } });
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
  };
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'crawl-castle-cli-'));
    cli = buildCli(dir);
  });

  it('new, actions, act, show, a whole game played with the bot\'s suggestions, then verify, validate and textconv', () => {
    assert.equal(crawl(['new', 'c.crawl.json', '--variant', 'castle', '--seed', 'cli', '--deck', 'white', '--deck2', 'black']).status, 0);
    const actions = crawl(['actions', 'c.crawl.json']);
    assert.match(actions.stdout, /Keep this hand/);
    assert.equal(crawl(['act', 'c.crawl.json', '1']).status, 0);
    const shown = crawl(['show', 'c.crawl.json']);
    assert.match(shown.stdout, /North's castle \(15 of the stock unseen\)/);
    assert.match(shown.stdout, /row 1: \?\? \| \?\? \| \?\? \| \?\?/);
    const played = crawl(['play', 'c.crawl.json'], `${'b\n'.repeat(800)}q\n`);
    assert.equal(played.status, 0, played.stderr);
    assert.match(played.stdout, /The game is over/);
    assert.match(crawl(['verify', 'c.crawl.json']).stdout, /the state matches/);
    assert.match(crawl(['validate', 'c.crawl.json']).stdout, /valid Castle Magic game, game over/);
    const text = crawl(['textconv', 'c.crawl.json']).stdout;
    assert.match(text, /^Castle Magic · seed cli/);
    const file = JSON.parse(readFileSync(join(dir, 'c.crawl.json'), 'utf8')) as { state: { castles: Record<string, { rows: { kind: string; card?: string }[][] }> } };
    for (const castle of Object.values(file.state.castles)) {
      for (const place of castle.rows.flat()) if (place.kind === 'face-down') assert.equal(place.card, undefined, 'no face-down card is named in the file');
    }
  });

  it('an illegal action is refused naming the Castle rule, and the file is left as it was', () => {
    assert.equal(crawl(['new', 'i.crawl.json', '--variant', 'castle', '--seed', 'illegal']).status, 0);
    const before = readFileSync(join(dir, 'i.crawl.json'), 'utf8');
    const refused = crawl(['act', 'i.crawl.json', '{"type":"attack","column":0,"creatures":[1]}']);
    assert.equal(refused.status, 1);
    assert.match(refused.stderr, /castle\.attack\.when/);
    assert.equal(readFileSync(join(dir, 'i.crawl.json'), 'utf8'), before);
  });

  it('a deck list without its stock is refused with the reason; sim --variant castle --json gives games, win rates and speed', () => {
    writeFileSync(join(dir, 'deck.txt'), '24 Mountain\n4 Hill Giant\n');
    const refused = crawl(['new', 'd.crawl.json', '--variant', 'castle', '--deck-file', 'deck.txt']);
    assert.equal(refused.status, 1);
    assert.match(refused.stderr, /"Castle" or "Stock" section/);
    const sim = crawl(['sim', '--variant', 'castle', '--games', '4', '--seed', 'cli', '--json']);
    assert.equal(sim.status, 0, sim.stderr);
    const figures = JSON.parse(sim.stdout) as { games: number; winRate: Record<string, number>; gamesPerSecond: number; errors: unknown[] };
    assert.equal(figures.games, 4);
    assert.deepEqual(Object.keys(figures.winRate).sort(), ['north', 'south']);
    assert.ok(figures.gamesPerSecond > 0);
    assert.deepEqual(figures.errors, []);
  });
  it('conceding is listed last by actions and taken by its number, -1 (the last, counting from the end) or its label; a number out of range says which would do', () => {
    assert.equal(crawl(['new', 'k.crawl.json', '--variant', 'castle', '--seed', 'concede']).status, 0);
    const lines = crawl(['actions', 'k.crawl.json']).stdout.trim().split('\n');
    assert.match(lines.at(-1)!, /^\s*\d+\s+Concede\b.*\{"type":"concede"\}$/, 'conceding is the last action listed');
    const count = lines.length;
    const before = readFileSync(join(dir, 'k.crawl.json'), 'utf8');
    for (const n of [String(count + 1), '0', String(-(count + 1))]) {
      const out = crawl(['act', 'k.crawl.json', n]);
      assert.equal(out.status, 2, out.stderr);
      assert.match(out.stderr, new RegExp(`there is no action ${n}: .* lists ${count}; give 1 to ${count}, or -1 to -${count} counting from the last; the file is unchanged`), out.stderr);
    }
    assert.equal(readFileSync(join(dir, 'k.crawl.json'), 'utf8'), before, 'the file is unchanged');
    // -1 is read as the action, not as an unknown option: the last one listed, conceding.
    writeFileSync(join(dir, 'k2.crawl.json'), before);
    const last = crawl(['act', 'k.crawl.json', '-1']);
    assert.equal(last.status, 0, last.stderr);
    assert.match(last.stdout, /South concedes/);
    const named = crawl(['act', 'k2.crawl.json', 'concede']);
    assert.equal(named.status, 0, named.stderr);
    assert.match(named.stdout, /South concedes/);
    // The second from the end, without the computer's answers first (--no-answer after the number).
    writeFileSync(join(dir, 'k3.crawl.json'), before);
    assert.equal(crawl(['act', 'k3.crawl.json', '-2', '--no-answer']).status, 0);
  });

  it('play numbers conceding among the actions', () => {
    assert.equal(crawl(['new', 'p.crawl.json', '--variant', 'castle', '--seed', 'concede-play']).status, 0);
    const played = crawl(['play', 'p.crawl.json'], 'q\n');
    assert.match(played.stdout, /\d+\) Concede\n/, played.stdout);
  });
});
