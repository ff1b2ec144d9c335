import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCli } from '../cli-helpers';

/** Magic and Mayhem in the `crawl` command, run as a user runs it: a bundle of src/cli/main.ts started with node, in a temporary folder. */

describe('Mayhem › the crawl command', function () {
  this.timeout(180_000);
  let dir = '';
  let cli = '';
  const crawl = (args: string[], input?: string) => {
    const r = spawnSync('node', [cli, ...args], { encoding: 'utf8', cwd: dir, input, env: { ...process.env, NO_COLOR: '1' } });
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
  };
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'crawl-mayhem-cli-'));
    cli = buildCli(dir);
  });

  it('new with the party named, show, actions and act: the dungeon drawn, the first hero asked, each action logged in words', () => {
    const made = crawl(['new', 'm.crawl.json', '--variant', 'mayhem', '--seed', 'cli', '--heroes', 'brannoc,wren,mirela', '--tiles', '9']);
    assert.equal(made.status, 0, made.stderr);
    assert.match(made.stderr, /New Magic and Mayhem game/);
    const file = JSON.parse(readFileSync(join(dir, 'm.crawl.json'), 'utf8')) as { setup: { seats: { hero: string; control: string }[]; options: { tiles: number } }; state: { faceDown: string[]; places: (string | null)[][] } };
    assert.deepEqual(file.setup.seats, [
      { hero: 'brannoc', control: 'human' },
      { hero: 'wren', control: 'computer' },
      { hero: 'mirela', control: 'computer' },
    ]);
    assert.equal(file.setup.options.tiles, 9);
    // The face-down tiles are a sorted multiset: the file shows which tiles are in the dungeon, never where.
    assert.deepEqual(file.state.faceDown, [...file.state.faceDown].sort());
    assert.equal(file.state.places.flat().filter((p) => p !== null).length, 1);
    const shown = crawl(['show', 'm.crawl.json']);
    assert.match(shown.stdout, /Round 1, Brannoc's turn/);
    assert.match(shown.stdout, /\?{7}/, 'face-down tiles drawn as ?');
    assert.match(shown.stdout, /1\. Brannoc Ironhand \(human\): HP 12\/12/);
    const actions = crawl(['actions', 'm.crawl.json']);
    assert.match(actions.stdout, /Move north/);
    assert.match(actions.stdout, /End the turn/);
    const acted = crawl(['act', 'm.crawl.json', '{"type":"step","dir":"north"}']);
    assert.equal(acted.status, 0, acted.stderr);
    assert.match(acted.stdout, /1\. Brannoc: Move north\./);
  });

  it('an illegal action is refused naming the Mayhem rule, and the file is left as it was', () => {
    assert.equal(crawl(['new', 'i.crawl.json', '--variant', 'mayhem', '--seed', 'illegal']).status, 0);
    const before = readFileSync(join(dir, 'i.crawl.json'), 'utf8');
    const refused = crawl(['act', 'i.crawl.json', '{"type":"buy","entry":0}']);
    assert.equal(refused.status, 1);
    assert.match(refused.stderr, /mayhem\.store\.buy/);
    assert.equal(readFileSync(join(dir, 'i.crawl.json'), 'utf8'), before);
  });

  it('wrong options are refused with exit code 2, naming the option', () => {
    for (const [args, want] of [
      [['--heroes', '7'], /--heroes: "7" is not a whole number from 1 to 6/],
      [['--heroes', 'brannoc,nobody'], /no hero "nobody"/],
      [['--heroes', 'wren,wren'], /a different hero/],
      [['--tiles', '3'], /--tiles: "3"/],
      [['--heroes', '2', '--humans', '3'], /--humans: "3".*2 heroes/],
      [['--heroes', '2', '--players', '3'], /--heroes 2 but --players 3/],
    ] as const) {
      const r = crawl(['new', '--variant', 'mayhem', ...args]);
      assert.equal(r.status, 2, `${args.join(' ')}: ${r.stderr}`);
      assert.match(r.stderr, want);
    }
  });

  it('play: the computer heroes play themselves and a human hero is asked; a party of computers plays a whole game; then verify, validate, textconv, diff and merge', () => {
    const asked = crawl(['play', 'h.crawl.json', '--variant', 'mayhem', '--seed', 'asked', '--heroes', '3'], '1\nq\n');
    assert.equal(asked.status, 0, asked.stderr);
    assert.match(asked.stdout, /1\) Move north/);
    assert.match(asked.stdout, /^(> )?1\. \S+: Move north\./m);

    const whole = crawl(['play', 'w.crawl.json', '--variant', 'mayhem', '--seed', 'cli-4', '--heroes', '4', '--humans', '0'], 'q\n');
    assert.equal(whole.status, 0, whole.stderr);
    assert.match(whole.stdout, /The game is over: the party (won|lost) in round \d+/);
    assert.match(crawl(['verify', 'w.crawl.json']).stdout, /the state matches/);
    assert.match(crawl(['validate', 'w.crawl.json']).stdout, /valid Magic and Mayhem game, the party (won|lost)/);
    const text = crawl(['textconv', 'w.crawl.json']).stdout;
    assert.match(text, /^Magic and Mayhem · seed cli-4\ncooperative, 12 tiles\n/);
    assert.match(text, /boss: /);

    // Two saves of one game: diff says what moved on; merge takes the longer.
    copyFileSync(join(dir, 'h.crawl.json'), join(dir, 'base.crawl.json'));
    copyFileSync(join(dir, 'h.crawl.json'), join(dir, 'ours.crawl.json'));
    assert.equal(crawl(['act', 'h.crawl.json', '{"type":"step","dir":"north"}']).status, 0);
    const diff = crawl(['diff', 'base.crawl.json', 'h.crawl.json']);
    assert.equal(diff.status, 0, diff.stderr);
    assert.match(diff.stdout, /1 action further on/);
    const merged = crawl(['merge', 'base.crawl.json', 'ours.crawl.json', 'h.crawl.json']);
    assert.equal(merged.status, 0, merged.stderr);
    assert.equal(readFileSync(join(dir, 'ours.crawl.json'), 'utf8'), readFileSync(join(dir, 'h.crawl.json'), 'utf8'));
  });

  it('sim --variant mayhem --json gives games, win rate, rounds and speed; --players all a row per party size', () => {
    const sim = crawl(['sim', '--variant', 'mayhem', '--games', '3', '--seed', 'cli', '--players', '4', '--json']);
    assert.equal(sim.status, 0, sim.stderr);
    const figures = JSON.parse(sim.stdout) as { variant: string; games: number; players: number; winRate: number; averageRounds: number; gamesPerSecond: number; errors: unknown[] };
    assert.equal(figures.variant, 'mayhem');
    assert.equal(figures.games, 3);
    assert.equal(figures.players, 4);
    assert.ok(figures.winRate >= 0 && figures.winRate <= 1);
    assert.ok(figures.averageRounds > 0 && figures.gamesPerSecond > 0);
    assert.deepEqual(figures.errors, []);
    const words = crawl(['sim', '--variant', 'mayhem', '--games', '1', '--seed', 'cli', '--players', 'all', '--tiles', '9']);
    assert.equal(words.status, 0, words.stderr);
    for (let n = 1; n <= 6; n++) assert.match(words.stdout, new RegExp(`  ${n} hero(es)?: won`));
  });

  it('mayhem.mode: new --mode competitive lays the second Entrance and show names the teams; sim --mode competitive prints each team\'s wins; a wrong mode is refused', () => {
    const made = crawl(['new', 'c.crawl.json', '--variant', 'mayhem', '--seed', 'rivals', '--mode', 'competitive', '--heroes', 'brannoc,wren,osric,pell', '--humans', '0']);
    assert.equal(made.status, 0, made.stderr);
    const file = JSON.parse(readFileSync(join(dir, 'c.crawl.json'), 'utf8')) as { setup: { mode: string }; state: { places: (string | null)[][] } };
    assert.equal(file.setup.mode, 'competitive');
    assert.ok(file.state.places[0]!.includes('smugglers-hatch'), 'the second Entrance on the north edge');
    const shown = crawl(['show', 'c.crawl.json']);
    assert.match(shown.stdout, /2\. Wren [^\n]*\(computer, Team 2\)/);
    assert.match(shown.stdout, /Team 1 \(Brannoc, Sir Osric\): has not defeated a boss; 0 gold escaped/);
    assert.equal(crawl(['play', 'c.crawl.json']).status, 0, 'the computer plays both teams to the end');
    assert.match(crawl(['show', 'c.crawl.json']).stdout, /Team (1|2) won|Team 1 and Team 2 tied|No team won/);
    assert.equal(crawl(['verify', 'c.crawl.json']).status, 0);
    const sim = crawl(['sim', '--variant', 'mayhem', '--mode', 'competitive', '--games', '2', '--seed', 'cli', '--tiles', '9', '--json']);
    assert.equal(sim.status, 0, sim.stderr);
    const figures = JSON.parse(sim.stdout) as { mode: string; games: number; competitive: { teamWins: number[]; ties: number; noWinner: number } };
    assert.equal(figures.mode, 'competitive');
    assert.equal(figures.competitive.teamWins.length, 2);
    const wrong = crawl(['new', 'x.crawl.json', '--variant', 'mayhem', '--mode', 'solo']);
    assert.equal(wrong.status, 2);
    assert.match(wrong.stderr, /--mode: "solo" is not a mode/);
    const alone = crawl(['sim', '--variant', 'mayhem', '--mode', 'competitive', '--players', '1']);
    assert.equal(alone.status, 2);
    assert.match(alone.stderr, /two teams/);
  });

  it('mayhem.module: new --mode module lays The Frostweb Rescue and show tells its back-story and goals; --module the-unfinished-index lays its 12 tiles; an unknown module, or --tiles with one, is refused; sim plays it', () => {
    const made = crawl(['new', 'r.crawl.json', '--variant', 'mayhem', '--seed', 'rescue', '--mode', 'module', '--heroes', '3', '--humans', '0']);
    assert.equal(made.status, 0, made.stderr);
    const file = JSON.parse(readFileSync(join(dir, 'r.crawl.json'), 'utf8')) as { setup: { mode: string; module: string; options: { tiles: number } } };
    assert.deepEqual([file.setup.mode, file.setup.module, file.setup.options.tiles], ['module', 'the-frostweb-rescue', 9]);
    const shown = crawl(['show', 'r.crawl.json']);
    assert.match(shown.stdout, /The Frostweb Rescue:\n {2}The miners of Coldharrow/);
    assert.match(shown.stdout, /\[ \] Defeat Mother Frostweb/);
    assert.equal(crawl(['play', 'r.crawl.json']).status, 0);
    assert.match(crawl(['show', 'r.crawl.json']).stdout, /The party (won|lost)/);
    assert.equal(crawl(['verify', 'r.crawl.json']).status, 0);
    const index = crawl(['new', 'index.crawl.json', '--variant', 'mayhem', '--seed', 'index', '--mode', 'module', '--module', 'the-unfinished-index', '--heroes', '3']);
    assert.equal(index.status, 0, index.stderr);
    const indexFile = JSON.parse(readFileSync(join(dir, 'index.crawl.json'), 'utf8')) as { setup: { module: string; options: { tiles: number } } };
    assert.deepEqual([indexFile.setup.module, indexFile.setup.options.tiles], ['the-unfinished-index', 12]);
    assert.match(crawl(['show', 'index.crawl.json']).stdout, /The Unfinished Index:\n {2}The library under Quillmere/);
    const unknown = crawl(['new', 'x.crawl.json', '--variant', 'mayhem', '--mode', 'module', '--module', 'the-lost-module']);
    assert.equal(unknown.status, 2);
    const tiles = crawl(['new', 'x.crawl.json', '--variant', 'mayhem', '--mode', 'module', '--tiles', '12']);
    assert.equal(tiles.status, 2);
    assert.match(tiles.stderr, /a narrative module lays its own tiles/);
    const sim = crawl(['sim', '--variant', 'mayhem', '--mode', 'module', '--games', '2', '--seed', 'cli', '--players', '3', '--json']);
    assert.equal(sim.status, 0, sim.stderr);
    const figures = JSON.parse(sim.stdout) as { mode: string; module: string; tiles: number };
    assert.deepEqual([figures.mode, figures.module, figures.tiles], ['module', 'the-frostweb-rescue', 9]);
  });
});
